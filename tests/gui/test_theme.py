"""The one look (civgui/media/theme.py): readable in every palette, the side panel and dialogs following the
palette, the bundled faces loaded from resources with every letter the three languages need, a
missing face falling back to the system's, and each seat's colour apart from the others and from the
Domains, on its log lines too without telling anything hidden."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPixmap, QRawFont, QTextLayout
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QVBoxLayout
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media import palette, theme
from civgui.media.colourcheck import contrast_ratio, delta_e, parse, simulate
from civgui.play.model import GameModel, LogEntry
from civgui.services.paths import resource_path
from civgui.table.cover import Cover, cover_texts
from civgui.table.listmodels import SEAT_ROLE, LogListModel, seat_of
from engine import Game

from .conftest import model_at


def play(model: GameModel, actions: int, until: Callable[[GameModel], bool] | None = None) -> None:
    """Up to ``actions`` actions, the first legal one each time, by whoever is to move."""
    for _ in range(actions):
        seat = model.to_move
        if seat is None or model.over or (until is not None and until(model)):
            return
        action = model.legal_actions()[0]
        assert model.submit(action) if model.is_human(seat) else model.submit_ai(seat, action)

# Every letter French and Hungarian write with, beyond ASCII (and the translations' own, read below).
LETTERS = "éèêëàâçôûùïîœæÉÈÊËÀÂÇÔÛÙÏÎŒÆőűŐŰáíóúüöÁÍÓÚÜÖ«»’“”„–—…·×"
# The symbols the interface draws in text; a face may lack some, Qt's fallback must then draw them.
SYMBOLS = "★⚠·—→←↶›⚔✝◆⚛✎☀✓✗▶◀"
AA = 4.5                     # WCAG AA for text
MARK = 3.0                   # WCAG for a graphical mark (a bar, a frame)
SEAT_APART = 20.0            # CIE76 ΔE between two seats (about ten just-noticeable differences)
SEAT_FROM_DOMAIN = 15.0      # ... between a seat and a Domain, or one of the table's markers
SEAT_APART_SIMULATED = 12.0  # ... between two seats under each colour-blindness simulation
SIMULATED = ("protanopia", "deuteranopia", "tritanopia")


@pytest.fixture(autouse=True)
def classic_after() -> Iterator[None]:
    palette.set_palette("classic")
    yield
    palette.set_palette("classic")


def translated_letters() -> str:
    """Every non-ASCII letter of the French and Hungarian translations."""
    text = "".join(resource_path("translations", f"civ_{lang}.ts").read_text(encoding="utf-8")
                   for lang in ("fr", "hu"))
    return "".join(sorted({c for c in text if ord(c) > 127 and c.isalpha()}))


# ------------------------------------------------------------------ colours


def test_every_theme_text_is_readable_in_every_palette() -> None:
    assert set(theme.THEME_COLOURS) == set(palette.PALETTES)
    keys = set(theme.THEME_COLOURS["classic"])
    worst: dict[str, tuple[float, str, str]] = {}
    for tint, colours in theme.THEME_COLOURS.items():
        assert set(colours) == keys, tint
        for text, background in theme.TEXT_PAIRS:
            ratio = contrast_ratio(parse(colours[text]), parse(colours[background]))
            assert ratio >= AA, (tint, text, background, round(ratio, 2))
            worst[tint] = min(worst.get(tint, (99.0, "", "")), (ratio, text, background))
    print({tint: (round(r, 2), t, b) for tint, (r, t, b) in worst.items()})


def test_the_check_bites() -> None:
    """The proof the pair check fails: the old log's purple reasons on the new dark log."""
    assert contrast_ratio(parse("#6a4f9e"), parse(theme.THEME_COLOURS["classic"]["base"])) < AA


@pytest.mark.slow
def test_the_application_follows_every_palette_switch(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    for tint in palette.PALETTES:
        palette.set_palette(tint)
        window = theme.THEME_COLOURS[tint]["window"]
        assert app.palette().color(app.palette().ColorRole.Window).name() == window
        assert f"stop:0 {window}" in app.styleSheet()


def side_pixel(window: MainWindow) -> QColor:
    """A pixel of the side panel's own background: right of the "Game log" title."""
    label = window.log_label
    point = label.mapTo(window, QPoint(label.width() - 4, label.height() // 2))
    return window.grab().toImage().pixelColor(point)


@pytest.mark.slow
def test_the_side_panel_follows_the_palette(window: MainWindow, qtbot: QtBot) -> None:
    """High contrast: the side panel is near black like the table, not the desktop's light grey;
    classic: the felt's dark green."""
    window.model.load_game(Game.new(3, seed=4), scenes.seats(3))
    classic = side_pixel(window)
    assert classic.lightnessF() < 0.25 and classic.green() > max(classic.red(), classic.blue())
    palette.set_palette("high-contrast")
    qtbot.wait(10)
    dark = side_pixel(window)
    assert max(dark.red(), dark.green(), dark.blue()) < 24, dark.name()
    log = window.log_view.viewport()
    inside = log.mapTo(window, QPoint(log.width() - 3, log.height() - 3))
    assert window.grab().toImage().pixelColor(inside).name() == theme.THEME_COLOURS["high-contrast"]["base"]


def test_buttons_keep_their_size(window: MainWindow, qtbot: QtBot) -> None:
    """The style sheet adds no height: the effects grid's buttons are as high as it makes them, a
    dialog's button no higher than the style's own."""
    window.resize(1280, 720)
    qtbot.wait(10)
    heights = {button.height() for button in window.effects.buttons.values()}
    assert max(heights) <= 32, heights
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sheet = app.styleSheet()
    dialog = QDialog()
    qtbot.addWidget(dialog)
    QVBoxLayout(dialog).addWidget(button := QPushButton("Confirm"))
    button.setDefault(True)
    themed = button.sizeHint().height()
    app.setStyleSheet("")
    try:
        plain = button.sizeHint().height()
    finally:
        app.setStyleSheet(sheet)
    assert themed <= plain + 2, (themed, plain)


def test_the_cover_takes_its_seat_colour(qtbot: QtBot) -> None:
    model = model_at(Game.new(3, seed=2), players_humans=(0, 1))
    cover = Cover()
    qtbot.addWidget(cover)
    texts = cover_texts(model)
    cover.set_texts(*texts)
    cover.set_seat(1)
    cover.resize(600, 400)
    cover.show()
    qtbot.waitExposed(cover)
    bar = cover.seat_bar
    assert bar.isVisible()
    image = cover.grab().toImage()
    middle = bar.mapTo(cover, bar.rect().center())
    assert image.pixelColor(middle).name() == palette.seat_hex(1)
    cover.set_seat(None)
    assert not bar.isVisible()


# ------------------------------------------------------------------ seats


def test_seat_colours_stand_apart_in_every_palette() -> None:
    figures = {}
    for tint in palette.PALETTES:
        seats = [parse(palette.seat_hex(s, tint)) for s in range(4)]
        others = [parse(c) for c in palette.DOMAIN_COLOURS[tint].values()]
        others += [parse(palette.hex_colour(r, tint)) for r in ("active", "highlight", "selected")]
        apart = min(delta_e(a, b) for a, b in combinations(seats, 2))
        from_others = min(delta_e(a, b) for a in seats for b in others)
        assert apart >= SEAT_APART, (tint, apart)
        assert from_others >= SEAT_FROM_DOMAIN, (tint, from_others)
        if tint != "classic":
            for kind in SIMULATED:
                seen = [simulate(c, kind) for c in seats]
                simulated = min(delta_e(a, b) for a, b in combinations(seen, 2))
                assert simulated >= SEAT_APART_SIMULATED, (tint, kind, simulated)
        back = theme.THEME_COLOURS[tint]
        for seat in seats:
            for role in ("table", "panel", "prompt"):
                assert contrast_ratio(seat, parse(palette.hex_colour(role, tint))) >= AA, (tint, role)
            assert contrast_ratio(seat, parse(palette.hex_colour("panel_active", tint))) >= MARK, tint
            for name in ("base", "alt_base", "window", "window_deep"):
                assert contrast_ratio(seat, parse(back[name])) >= AA, (tint, name)
        figures[tint] = (round(apart, 1), round(from_others, 1))
    print(figures)


def test_the_seat_check_bites() -> None:
    """The old seat colours were the Domains' own: the check would fail them."""
    old = [parse(c) for c in ("#c62828", "#1e5fb4", "#2e7d32", "#8e24aa")]
    domains = [parse(c) for c in palette.DOMAIN_COLOURS["classic"].values()]
    assert min(delta_e(a, b) for a in old for b in domains) < SEAT_FROM_DOMAIN


def bar_colour(bar: QPixmap) -> QColor:
    return bar.toImage().pixelColor(bar.width() // 2, bar.height() // 2)


def test_log_lines_carry_their_seat_and_reveal_nothing(qtbot: QtBot) -> None:
    """Each row's bar is in the colour of the seat its line names (the reader's on a private line);
    on a hidden line there is no row at all, so the bar never tells what the line may not."""
    model = model_at(Game.new(3, seed=7), players_humans=(0,), level="easy")
    play(model, 14)         # a few turns: plays, draws (private for seat 0), turn lines
    log = LogListModel(model)
    names = [model.seat_name(s) for s in range(3)]
    shown_seats = set()
    for row in range(log.rowCount()):
        index = log.index(row)
        seat = log.data(index, SEAT_ROLE)
        bar = log.data(index, Qt.ItemDataRole.DecorationRole)
        assert isinstance(bar, QPixmap)
        if seat is None:
            assert bar_colour(bar).alpha() == 0
            continue
        shown_seats.add(seat)
        assert bar_colour(bar).name() == palette.seat_hex(seat)
    assert len(shown_seats) >= 2
    for entry in log.entries():
        seat = seat_of(entry)
        assert entry.reader in (None, 0)
        assert seat is None or names[seat] in entry.text or seat == entry.reader, entry.text
    hidden = [e for e in model.log if e.reader not in (None, 0)]
    assert all(e not in log.entries() for e in hidden)


def test_a_turn_line_takes_the_colour_of_the_seat_whose_turn_begins(qtbot: QtBot) -> None:
    """The entry's seat is the one who ended the turn; its line (and bar) is the next seat's."""
    model = model_at(Game.new(3, seed=3), players_humans=(0,))
    first = model.to_move
    play(model, 40, until=lambda m: m.to_move != first)
    turns = [e for e in model.log if e.kind == "turn"]
    assert turns and turns[-1].seat == first != model.to_move
    assert seat_of(turns[-1]) == model.to_move


def test_old_lines_without_a_sentence_have_no_seat() -> None:
    assert seat_of(LogEntry("Bob plays Military I.", seat=1)) is None
    assert seat_of(LogEntry("Game over", seat=1, kind="result", sentence={"code": "x", "params": {}})) is None


# ------------------------------------------------------------------ typefaces


def test_the_faces_load_from_resources() -> None:
    families = theme.install_fonts()
    assert families == {"display": "Vollkorn", "text": "Inter"}
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.font().family() == "Inter"
    assert theme.display_font(20).family() == "Vollkorn"
    assert theme.display_font(20).bold() and not theme.display_font(20, bold=False).bold()
    assert theme.text_font(italic=True).italic()
    assert {"Inter", "Vollkorn"} <= set(QFontDatabase.families())
    folder = resource_path("fonts")
    for files in theme.FONT_FILES.values():
        for name in files:
            assert (folder / name).is_file(), name
    assert (folder / "OFL-Inter.txt").is_file() and (folder / "OFL-Vollkorn.txt").is_file()
    size = sum(p.stat().st_size for p in folder.iterdir() if p.suffix in (".ttf", ".otf"))
    assert size < 2_000_000, size          # the README says 1.69 MB


def test_every_letter_of_the_three_languages_is_in_every_face() -> None:
    letters = LETTERS + translated_letters()
    for files in theme.FONT_FILES.values():
        for name in files:
            raw = QRawFont(str(resource_path("fonts", name)), 12)
            assert raw.isValid(), name
            missing = [c for c in letters if not raw.supportsCharacter(ord(c))]
            assert not missing, (name, "".join(missing))


def test_the_check_finds_a_missing_letter() -> None:
    """The proof the glyph check bites: Inter has no Hangul, and no ⚔ of its own."""
    raw = QRawFont(str(resource_path("fonts", "Inter-Regular.otf")), 12)
    assert not raw.supportsCharacter(ord("한")) and not raw.supportsCharacter(ord("⚔"))


def test_symbols_a_face_lacks_are_drawn_by_the_fallback(qtbot: QtBot) -> None:
    for font in (theme.text_font(12), theme.display_font(12)):
        for symbol in SYMBOLS:
            layout = QTextLayout(symbol, font)
            layout.beginLayout()
            layout.createLine()
            layout.endLayout()
            runs = layout.glyphRuns()
            drawn = any(run.rawFont().supportsCharacter(ord(symbol)) for run in runs)
            if not drawn and not QFontDatabase.families(QFontDatabase.WritingSystem.Symbol):
                pytest.skip("this system has no font with these symbols")
            assert drawn, (font.family(), symbol)


def test_a_missing_or_damaged_face_falls_back_to_the_system_font(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "Inter-Regular.otf").write_bytes(b"not a font at all" * 50)
    with caplog.at_level(logging.WARNING, logger="civgui.theme"):
        found = theme.load_faces(tmp_path)
    assert found == {"display": None, "text": None}
    messages = " ".join(r.getMessage() for r in caplog.records)
    assert "cannot be read" in messages and "missing" in messages
    monkeypatch.setattr(theme, "_families", {"display": None, "text": None})
    assert theme.text_family() == QFont().family()
    assert theme.display_family() == theme.text_family()
    assert theme.display_font(18).pointSizeF() == 18


def test_the_bundle_takes_the_faces() -> None:
    spec = (Path(__file__).resolve().parents[2] / "build" / "civ.spec").read_text(encoding="utf-8")
    assert re.search(r'"resources" / "fonts"\), "resources/fonts"', spec)


def test_the_log_view_rows_keep_one_line_height(window: MainWindow, qtbot: QtBot) -> None:
    """The seat bar is a line high: the log's rows do not grow for it."""
    model = window.model
    model.load_game(Game.new(3, seed=5), scenes.seats(3))
    play(model, 6)
    view = window.log_view
    assert view.model().rowCount() > 0
    row = view.sizeHintForRow(0)
    assert row <= view.fontMetrics().lineSpacing() + 6, row
    assert isinstance(view.model().data(view.model().index(0, 0, QModelIndex()),
                                        Qt.ItemDataRole.DecorationRole), QPixmap)


def test_domain_icons_are_drawn_light_for_the_dark_windows(qtbot: QtBot) -> None:
    """A Domain's icon (dialogs, statistics, the end table) is in the palette's text colour, not the
    art's dark ink, which would vanish on the dark windows."""
    from civgui.media.painting import emblem_icon

    image = emblem_icon("MIL").pixmap(48, 48).toImage()
    inked = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
             if image.pixelColor(x, y).alpha() == 255]
    assert inked
    assert all(c.name() == palette.hex_colour("text") for c in inked)
