"""The colour palettes: complete, classic unchanged, colour-blind safe by simulation, high contrast by
the WCAG formula, recoloured card art, and a live switch that repaints the table."""

from __future__ import annotations

import re
import types
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, Signal
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media import colourcheck, palette, resources
from civgui.media.colourcheck import closest_pair, contrast_ratio, parse
from civgui.services import paths
from civgui.table.tableau import PANEL, PlayerArea

from .conftest import model_at, seen

SIMULATED = ("protanopia", "deuteranopia", "tritanopia")
# CIE76 ΔE of 20 between two flat colours: about ten just-noticeable differences (2.3 each), colours
# that read as different at a glance even on a card a few pixels wide (the colour-blind palette's
# closest pair under any of the three simulations is at 20.1, the classic palette's at 8.5).
MIN_DELTA_E = 20.0
FACES = sorted(paths.resource_path("cards", "faces").glob("*.svg"))


@pytest.fixture(autouse=True)
def classic_after() -> Iterator[None]:
    """Every test starts and ends in the classic palette."""
    palette.set_palette("classic")
    yield
    palette.set_palette("classic")


def test_every_palette_defines_every_role_and_domain() -> None:
    ids = set(palette.PALETTES)
    assert set(palette.ROLES) == set(palette.DOMAIN_COLOURS) == set(palette.DOMAIN_INK) == ids
    assert set(palette.PALETTES) == {"classic", "colour-blind", "high-contrast"}
    for tint in palette.PALETTES:
        assert set(palette.ROLES[tint]) == set(palette.ROLE_USES), tint
        assert set(palette.DOMAIN_COLOURS[tint]) == set(palette.DOMAIN_CODES), tint
        assert set(palette.DOMAIN_INK[tint]) == set(palette.DOMAIN_CODES), tint
        assert tint in palette.OUTLINE_WIDTH
        assert palette.display_name(tint)


def test_classic_is_todays_colours() -> None:
    assert palette.DOMAIN_COLOURS["classic"] == resources.DOMAIN_COLOURS
    assert palette.DOMAIN_INK["classic"] == resources.DOMAIN_TEXT
    assert palette.domain_colour("MIL").name() == "#c62828"
    assert palette.hex_colour("table") == "#1b3022"
    assert palette.hex_colour("panel") == "#24402c"
    assert palette.hex_colour("highlight") == "#18c0ff"
    assert palette.outline_width() == 0
    style = "#table { background: #1b3022; } #prompt { background: #10241a; }"
    assert palette.themed(style) == style
    text = FACES[0].read_text(encoding="utf-8")
    assert palette.recolour_svg(text, FACES[0].stem[:3]) == text


def test_colour_blind_domains_stay_apart_in_every_simulation() -> None:
    colours = palette.DOMAIN_COLOURS["colour-blind"]
    for kind in SIMULATED:
        distance, a, b = closest_pair(colours, kind)
        assert distance >= MIN_DELTA_E, (kind, a, b, distance)


def test_the_check_fails_for_the_classic_colours() -> None:
    """The proof the check bites: with deuteranopia, classic Culture blue and Utopia purple merge."""
    distance, a, b = closest_pair(palette.DOMAIN_COLOURS["classic"], "deuteranopia")
    assert distance < MIN_DELTA_E
    assert {a, b} == {"ART", "UTO"}


def test_simulation_matches_known_values() -> None:
    """Machado's matrices keep greys grey, and turn pure red to a dark yellow-olive with protanopia."""
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        for kind in SIMULATED:
            assert all(abs(c - grey[0]) <= 2 for c in colourcheck.simulate(grey, kind)), (grey, kind)
    r, g, b = colourcheck.simulate((255, 0, 0), "protanopia")
    assert g > b and r > b and r < 200
    assert colourcheck.delta_e((255, 255, 255), (0, 0, 0)) == pytest.approx(100, abs=0.1)
    assert contrast_ratio((255, 255, 255), (0, 0, 0)) == pytest.approx(21)


def test_high_contrast_text_is_wcag_aa() -> None:
    roles = palette.ROLES["high-contrast"]
    for text, ground in palette.TEXT_PAIRS:
        ratio = contrast_ratio(parse(roles[text]), parse(roles[ground]))
        assert ratio >= 4.5, (text, ground, ratio)
    for domain in palette.DOMAIN_CODES:   # the corner emblems and numerals on the card colour
        ratio = contrast_ratio(parse(palette.domain_ink(domain, "high-contrast")),
                               parse(palette.domain_hex(domain, "high-contrast")))
        assert ratio >= 4.5, (domain, ratio)


@pytest.mark.parametrize("tint", ["colour-blind", "high-contrast"])
def test_card_art_is_recoloured_for_the_palette(tint: str) -> None:
    """No shade of a classic Domain colour is left in a recoloured face; its base becomes the palette's
    Domain colour; the corner ink is readable on it (graphics: 3:1)."""
    for face in FACES:
        domain = face.stem[:3]
        text = palette.recolour_svg(face.read_text(encoding="utf-8"), domain, tint)
        found = {c.lower() for c in re.findall(r"#[0-9a-fA-F]{6}\b", text)}
        assert not found & set(palette.ART_SHADES[domain]), face.name
        assert palette.domain_hex(domain, tint) in found, face.name
        ink = palette.domain_ink(domain, tint)
        assert contrast_ratio(parse(ink), parse(palette.domain_hex(domain, tint))) >= 3.0, face.name


def face_inks(text: str) -> tuple[str, str, set[str]]:
    """Of a face's SVG: the name banner's fill, the name's colour, the medallion emblem's colours."""
    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(text)
    banner = next(r.get("fill") for r in root.iter(f"{ns}rect") if r.get("y") == "235")
    name = next(t.get("fill") for t in root.iter(f"{ns}text"))
    medal = next(g for g in root.findall(f"{ns}g") if "scale(1.56)" in (g.get("transform") or ""))
    emblem = {e.get(a) for e in medal.iter() for a in ("fill", "stroke")} - {None, "none"}
    assert banner and name and emblem
    return str(banner), str(name), {str(c) for c in emblem}


@pytest.mark.parametrize("tint", list(palette.PALETTES))
def test_card_names_and_emblems_stay_readable(tint: str) -> None:
    """On every face: the Domain's name on its banner and the emblem on the ivory medallion, 4.5:1."""
    for face in FACES:
        banner, name, emblem = face_inks(palette.recolour_svg(face.read_text(encoding="utf-8"),
                                                              face.stem[:3], tint))
        assert contrast_ratio(parse(name), parse(banner)) >= 4.5, (face.name, banner)
        for ink in emblem:
            assert contrast_ratio(parse(ink), parse("#fffaf0")) >= 4.5, (face.name, ink)


def test_shade_keeps_the_ends() -> None:
    assert palette.shade("#2e7d32", "#2e7d32", "#56b4e9") == "#56b4e9"
    assert palette.shade("#000000", "#2e7d32", "#56b4e9") == "#000000"
    assert palette.shade("#ffffff", "#2e7d32", "#56b4e9") == "#ffffff"


def pixel(widget: PlayerArea, at: QPoint) -> str:
    return widget.grab().toImage().pixelColor(at).name()


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_switching_live_repaints_the_table(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    area = window.areas()[0]
    assert area.seat != window.model.viewer and seen(window.model)["tableaus"][area.seat]
    qtbot.waitUntil(lambda: bool(area._cells))
    rect, token = area._cells[0]
    card_at = rect.center().toPoint()
    column = next(col for col, domain in area._columns if domain == token[:3])
    header_at = QPoint(int(column.right()) - 3, int(column.top()) + 2)   # the header's background
    before_card, before_header = pixel(area, card_at), pixel(area, header_at)
    assert before_header == "#24402c"
    counter = PaintCounter()
    area.installEventFilter(counter)
    palette.set_palette("colour-blind")
    qtbot.waitUntil(lambda: counter.paints > 0)
    assert pixel(area, card_at) != before_card          # the card art in the palette's Domain colour
    assert pixel(area, header_at) == before_header
    palette.set_palette("high-contrast")
    assert PANEL.name() == "#000000"                    # the module's constant changed in place
    assert pixel(area, header_at) == "#000000"
    assert "#000000" in window.table.styleSheet() and "#1b3022" not in window.table.styleSheet()
    palette.set_palette("classic")
    assert pixel(area, card_at) == before_card and pixel(area, header_at) == before_header
    area.removeEventFilter(counter)
    QApplication.processEvents()


class FakeNotifier(QObject):
    changed = Signal(str)


def test_install_follows_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    """Against the settings part's contract: ``setting("table/palette")`` at start, then ``changed``."""
    values = {"table/palette": "high-contrast"}
    notifier = FakeNotifier()
    fake = types.ModuleType("civgui.services.settings")
    fake.setting = values.__getitem__  # type: ignore[attr-defined]
    fake.notifier = lambda: notifier  # type: ignore[attr-defined]
    monkeypatch.setattr(palette, "settings", fake)
    monkeypatch.setattr(palette, "_installed", False)
    palette.install()
    assert palette.current() == "high-contrast"
    values["table/palette"] = "colour-blind"
    notifier.changed.emit("table/palette")
    assert palette.current() == "colour-blind"
    values["table/palette"] = "no-such-palette"
    notifier.changed.emit("ai/pace")
    assert palette.current() == "colour-blind"
    notifier.changed.emit("table/palette")
    assert palette.current() == "classic"
    notifier.changed.disconnect()


def test_simulate_script_writes_the_image(tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    source, target = tmp_path / "in.png", tmp_path / "out.png"
    image = QImage(4, 2, QImage.Format.Format_RGB32)
    image.fill(QColor("#c62828"))
    image.save(str(source))
    assert colourcheck.main([str(source), str(target), "--simulate", "grayscale"]) == 0
    out = QImage(str(target)).pixelColor(1, 1)
    assert out.red() == out.green() == out.blue()
    assert colourcheck.main([str(source), str(target), "--simulate", "deuteranopia"]) == 0
    d = QImage(str(target)).pixelColor(1, 1)
    assert (d.red(), d.green(), d.blue()) == colourcheck.simulate((0xc6, 0x28, 0x28), "deuteranopia")


def test_a_widget_outside_the_table_repaints_too(qtbot: QtBot) -> None:
    """A Domain grid shown alone (as in the Embargo dialog), under no themed style sheet."""
    model = model_at(scenes.effect_game())
    area = PlayerArea(model, 1)
    qtbot.addWidget(area)
    area.resize(700, 300)
    area.show()
    qtbot.waitExposed(area)
    qtbot.waitUntil(lambda: bool(area._cells))
    counter = PaintCounter()
    area.installEventFilter(counter)
    palette.set_palette("high-contrast")
    qtbot.waitUntil(lambda: counter.paints > 0)
    area.removeEventFilter(counter)
