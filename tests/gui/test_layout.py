"""The table at every size: the window keeps its size and its key controls in view at 1280x720
and at 960x540 (1920x1080 at QT_SCALE_FACTOR=2), no label of a tableau is cut at 1280x800 or in
the 4-player team game at 1600x1000, Embargo markers never cover a card; the refusal banner;
drops on another player's area; tooltips that name players and go when the table changes;
used permanent effects marked; column-header emblems readable on the green table."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QMimeData, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QDragEnterEvent, QImage
from PySide6.QtWidgets import QApplication, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media.painting import contrast_ratio
from civgui.media.resources import card_pixmap, domain_name
from civgui.play.model import GameModel
from civgui.table.effects import EffectsPanel
from civgui.table.tableau import PANEL, PANEL_ACTIVE, PlayerArea
from civgui.table.tableau_layout import GRID
from engine import Game
from engine.cards import DOMAINS
from engine.progress import domain_progress

from .conftest import seen
from .test_table import drop_card

TABLE_GREEN = QColor("#1b3022")


def settle(window: MainWindow) -> None:
    """Let the layouts, the deferred scrolling and the paints happen."""
    for _ in range(3):
        QApplication.processEvents()
    window.grab()        # paints every area (their recorded texts and rectangles are fresh)
    QApplication.processEvents()


def shown(window: MainWindow, game: Game, size: tuple[int, int]) -> MainWindow:
    """``window`` at ``size`` on ``game`` (seat 0 a person)."""
    window.resize(*size)
    window.model.load_game(game, scenes.seats(game.players))
    settle(window)
    return window


def in_window(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in window coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def draft_game() -> Game:
    game = Game.new(3, 7, "draft")
    while game.to_move != 0:
        game.apply(game.legal_actions()[0])
    return game


SCENES = {
    "4p team": lambda: Game.from_position(scenes.team_position()),
    "3p effects": scenes.effect_game,
    "draft": draft_game,
}


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "1920x1080@2"])
@pytest.mark.parametrize("scene", list(SCENES))
def test_the_window_fits_and_its_controls_stay_in_view(window: MainWindow, size: tuple[int, int],
                                                      scene: str) -> None:
    shown(window, SCENES[scene](), size)
    assert (window.width(), window.height()) == size, "the window grew past the screen"
    frame = window.rect()
    side = window.side_scroll.viewport()
    for widget in (window.hand, window.prompt, window.centre.turn, window.centre.deck):
        assert widget.isVisible()
        assert frame.contains(in_window(window, widget)), widget
    end = window.effects.end_button
    assert frame.contains(in_window(window, end))
    assert QRect(side.mapTo(window, QPoint(0, 0)), side.size()).contains(in_window(window, end)), \
        "End turn must be in view without scrolling the side panel"
    # the cards of the hand are drawn inside the hand widget
    for i in range(len(window.hand.tokens)):
        assert window.hand.rect().toRectF().contains(window.hand.card_rect(i))
    viewport = window.table_scroll.viewport()
    view_rect = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    if scene == "draft":
        assert view_rect.contains(in_window(window, window.draft.packet))
        packet = window.draft.packet      # the packet has the panel's width: its cards side by side
        rects = [packet.card_rect(i) for i in range(len(packet.tokens))]
        assert all(not a.intersects(b) for a, b in itertools.pairwise(rects)), rects
    else:
        own = window.own_area()
        assert own is not None
        assert view_rect.contains(in_window(window, own)), "the own tableau is scrolled into view"
    table = window.table_scroll.widget()
    assert table is not None
    for area in window.areas():      # every tableau is reachable: inside the scrolled table
        assert table.rect().contains(QRect(area.mapTo(table, QPoint(0, 0)), area.size()))


def assert_nothing_cut(area: PlayerArea, players: int) -> dict[str, list[str]]:
    """Every text the area drew fits its room, none elided; returns the texts by kind."""
    assert area.drawn, "the area was painted"
    texts: dict[str, list[str]] = {}
    for what, text, width, room in area.drawn:
        assert "…" not in text, (area.seat, what, text)
        if what != "level":
            assert width <= room + 0.5, (area.seat, what, text, width, room)
        texts.setdefault(what, []).append(text)
    # each Domain's name is whole: in every grid, and in a column of piles where it fits (else the
    # Domain is its emblem, named by its tooltip and accessible name)
    names = [domain_name(d) for d in DOMAINS]
    assert set(texts.get("domain", [])) <= set(names), (area.seat, texts.get("domain"))
    if area.domains_layout.mode == GRID:
        assert texts["domain"] == names, (area.seat, texts["domain"])
    assert sorted(domain for _, domain in area.emblem_rects) == sorted(DOMAINS)
    model = area._model
    view = seen(model)
    # a level mark on each Domain that reached a level, none on the others (the old repeated
    # "L1 L2" chips under every grid)
    progress = domain_progress(view, area.seat)
    reached = sorted(("L1", "L2")[row["level"] - 1] for row in progress if row["level"])
    assert sorted(texts.get("level", [])) == reached, (area.seat, texts.get("level"))
    assert len(texts["count"]) == len(DOMAINS)
    tags = " · ".join(texts["tags"])      # on one line or several
    assert tags.startswith(model.seat_label(area.seat))
    if view["teams"]:
        assert tags.endswith(f"team {'AB'[area.seat % 2]}")
    if view["first_player"] == area.seat:
        assert "★ first player" in tags
    assert texts["name"][0].endswith(model.seat_name(area.seat))
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("size, scene", [
    ((1280, 800), "3p effects"), ((1280, 800), "4p team"), ((1600, 1000), "4p team"),
    ((1600, 1000), "4p midgame"), ((1280, 720), "4p team"), ((960, 540), "4p team")])
def test_no_label_of_a_tableau_is_cut(window: MainWindow, size: tuple[int, int], scene: str) -> None:
    game = scenes.played_game(4, 9, 110, teams=True) if scene == "4p midgame" else SCENES[scene]()
    shown(window, game, size)
    democracy = []
    for area in window.areas():
        texts = assert_nothing_cut(area, game.players)
        # the badge in full; its short or tiny form only in a column of piles too narrow for it
        narrow = {"Dem. +1": "Democracy +1", "+1": "Democracy +1"} if area.domains_layout.mode != GRID else {}
        democracy += [narrow.get(text, text) for text in texts.get("democracy", [])]
    if scene == "4p team":
        assert democracy == ["Democracy +1"]
    if scene == "3p effects":
        assert democracy == ["Democracy +1"]


def card_difference(image: QImage, rect: QRectF, token: str, ratio: float) -> float:
    """Mean difference (0-255) between the cell ``rect`` of ``image`` and the card's own art."""
    target = rect.toRect()
    art = card_pixmap(token, round(rect.width()), ratio).toImage()
    art = art.scaled(round(target.width() * ratio), round(target.height() * ratio)).convertToFormat(
        QImage.Format.Format_RGB32)
    inset = int(3 * ratio)      # leave the rounded corners and the antialiased edge out
    total, count = 0, 0
    for x in range(inset, art.width() - inset):
        for y in range(inset, art.height() - inset):
            a = QColor(art.pixel(x, y))
            b = QColor(image.pixel(round(target.left() * ratio) + x, round(target.top() * ratio) + y))
            total += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
            count += 3
    return total / count


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (960, 540)])
def test_an_embargo_marker_never_covers_a_card(window: MainWindow, size: tuple[int, int]) -> None:
    shown(window, Game.from_position(scenes.team_position()), size)
    own = window.own_area()
    assert own is not None
    image = own.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    military = [(rect, token) for rect, token in own._cells if token.startswith("MIL")]
    assert len(military) == 2 and seen(window.model)["embargoes"][0]["domain"] == "MIL"
    for rect, token in own._cells:
        assert card_difference(image, rect, token, image.devicePixelRatio()) < 12, \
            f"something covers {token} at {rect}"


def test_a_card_dropped_on_another_players_tableau_is_refused_with_a_reason(
        window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    other = window.areas()[0]
    assert other.seat == 1
    with qtbot.waitSignal(other.dropRefused, timeout=1000) as blocker:
        entered, dropped = drop_card(other, "ECO3")
    assert entered and not dropped
    reason = blocker.args[0]
    assert "Aurelia" in reason and "your own tableau" in reason
    assert window.refusal.isVisible()
    assert "Aurelia" in window.refusal.text() and window.refusal.text().endswith(".")
    assert window.model.history_length == 0


def test_the_refusal_banner_does_not_move_the_table(window: MainWindow) -> None:
    shown(window, Game.from_position(scenes.team_position()), (1280, 800))
    own = window.own_area()
    assert own is not None
    parts = (own, window.prompt, window.hand, window.centre, window.table_scroll)
    before = [in_window(window, w) for w in parts]
    window.hand.activate(window.hand.tokens.index("MIL1"))       # Military is under Embargo
    settle(window)
    after = [in_window(window, w) for w in parts]
    assert after == before
    banner = window.refusal
    assert banner.isVisible() and banner.geometry() == window.prompt.geometry()
    assert banner.text() == "Not allowed — Play Military I: Military is under Embargo this turn."
    # the no-entry sign is painted (red disc with a white bar), not a glyph of some font
    image = banner.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    ratio = image.devicePixelRatio()
    sign = [QColor(image.pixel(int(x * ratio), int(y * ratio))) for x in range(10, 30) for y in range(6, 26)]
    reds = sum(1 for c in sign if c.red() > 180 and c.green() < 60 and c.blue() < 60)
    whites = sum(1 for c in sign if min(c.red(), c.green(), c.blue()) > 230)
    assert reds > 80 and whites > 10, (reds, whites)
    # the prompt keeps its text; the banner goes once the player acts
    assert "Not allowed" not in window.prompt.text()
    assert window.model.submit("play ECO3")
    assert not banner.isVisible()


def test_the_prompt_bar_keeps_its_height(window: MainWindow) -> None:
    shown(window, Game.from_position(scenes.team_position()), (1280, 800))
    height = window.prompt.height()
    for text in ("Short.", window.model.prompt(), "Aurelia (Medium AI) is playing… Last: Aurelia plays Art."):
        window.prompt.setText(text)
        QApplication.processEvents()
        assert window.prompt.height() == height


def test_tooltips_name_players_never_seat_numbers(qtbot: QtBot) -> None:
    position = scenes.effects_position()
    position["tableaus"][1]["ART"] = ["ART1", "ART1", "ART2", "ART3"]   # Aurelia has more Culture
    model = GameModel(autosave=False)
    model.load_game(Game.from_position(position), scenes.seats(3))
    panel = EffectsPanel(model)
    qtbot.addWidget(panel)
    tip = panel.buttons["inspiration"].toolTip()
    assert "Aurelia has 4" in tip and "seat 1" not in tip.lower()
    for button in panel.buttons.values():
        assert "seat " not in button.toolTip().lower()


def test_nothing_on_the_table_says_seat_numbers(window: MainWindow) -> None:
    position = scenes.effects_position()
    position["tableaus"][1]["ART"] = ["ART1", "ART1", "ART2", "ART3"]
    shown(window, Game.from_position(position), (1400, 900))
    seat_number = re.compile(r"\bseat \d", re.IGNORECASE)
    texts = [w.toolTip() for w in window.findChildren(QWidget)]
    texts += [w.accessibleName() for w in window.findChildren(QWidget)]
    texts += window.hand.tips
    texts += [area.column_tip(domain) for area in window.areas() for domain in DOMAINS]
    assert "Aurelia has 4" in window.effects.buttons["inspiration"].toolTip()
    assert [t for t in texts if seat_number.search(t)] == []


def test_no_tooltip_outlives_the_table_it_spoke_of(window: MainWindow, qtbot: QtBot) -> None:
    shown(window, scenes.effect_game(), (1400, 900))
    button = window.effects.buttons["assassination"]
    QToolTip.showText(button.mapToGlobal(button.rect().center()), button.toolTip(), button)
    assert QToolTip.isVisible()
    assert window.model.submit("use assassination")
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)


def used_marks(panel: EffectsPanel) -> set[str]:
    return {name for name, button in panel.buttons.items() if button.property("used")}


def test_a_used_permanent_effect_is_marked(window: MainWindow) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    assert used_marks(window.effects) == set()
    assert model.submit("use assassination")
    assert model.submit(model.legal_actions()[0])             # the discard
    assert used_marks(window.effects) == {"assassination"}
    assert "Used this turn" in window.effects.buttons["assassination"].toolTip()
    marks = window.effects.marks
    assert marks["assassination"].isVisible() and marks["assassination"].text() == "✓"
    assert not marks["purge"].isVisible()
    button = window.effects.buttons["assassination"]
    assert button.rect().contains(marks["assassination"].geometry())
    assert model.submit("use oligarchy")
    assert model.submit(model.legal_actions()[0])             # the card taken
    assert used_marks(window.effects) == {"assassination", "oligarchy"}
    assert not window.effects.buttons["republic"].isEnabled()  # Utopia's permanent slot is used
    # a game loaded in the middle of the turn: the marks come from its actions
    game = model.game_copy()
    assert game is not None
    fresh = GameModel(autosave=False)
    panel = EffectsPanel(fresh)
    fresh.load_game(game, scenes.seats(3))
    assert used_marks(panel) == {"assassination", "oligarchy"}
    panel.deleteLater()


def ink(image: QImage, rect: QRect, background: QColor) -> QColor:
    """The icon's colour in ``rect``: of the colours of at least 4 pixels, the one furthest from the
    background (the solid ink; the others are its antialiased edges)."""
    counts: dict[int, int] = {}
    for x in range(rect.left(), rect.right() + 1):
        for y in range(rect.top(), rect.bottom() + 1):
            pixel = image.pixel(x, y) & 0xFFFFFF
            if pixel != background.rgb() & 0xFFFFFF:
                counts[pixel] = counts.get(pixel, 0) + 1
    solid = [QColor(p) for p, n in counts.items() if n >= 4]
    assert solid, "an emblem is drawn"
    return max(solid, key=lambda c: contrast_ratio(c, background))


def test_column_emblems_have_enough_contrast_on_the_green_table(window: MainWindow) -> None:
    shown(window, scenes.effect_game(), (1400, 900))
    for area in window.areas():
        image = area.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        ratio = image.devicePixelRatio()
        active = window.model.to_move == area.seat
        background = PANEL_ACTIVE if active else PANEL
        assert len(area.emblem_rects) == 6
        for rect, domain in area.emblem_rects:
            pixels = QRect(int(rect.left() * ratio), int(rect.top() * ratio), int(rect.width() * ratio),
                           int(rect.height() * ratio))
            colour = ink(image, pixels, background)
            for ground in (background, PANEL, PANEL_ACTIVE, TABLE_GREEN):
                assert contrast_ratio(colour, ground) >= 3.0, (domain, colour.name(), ground.name())


def test_contrast_ratio_follows_wcag() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("#222222"), TABLE_GREEN) < 3.0     # the emblems' own ink


def test_drops_on_areas_still_need_a_card(window: MainWindow) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    area = window.areas()[0]
    mime = QMimeData()
    mime.setText("hello")
    enter = QDragEnterEvent(area.rect().center(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(area, enter)
    assert not enter.isAccepted()


SCALED = """
import sys
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
app = QApplication([])
from civgui.devtools import scenes
from civgui.app.mainwindow import MainWindow
from civgui.play.model import GameModel
from engine import Game
window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
window.driver.set_paused(True)
window.resize(960, 540)      # 1920x1080 at QT_SCALE_FACTOR=2
window.show()
window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
for _ in range(3):
    app.processEvents()
window.grab()
app.processEvents()
assert window.devicePixelRatioF() == 2.0, window.devicePixelRatioF()
assert (window.width(), window.height()) == (960, 540), window.size()
for widget in (window.hand, window.prompt, window.effects.end_button, window.own_area()):
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    assert window.rect().contains(rect), (widget, rect)
window.driver.shutdown()
print("ok")
"""


@pytest.mark.slow
def test_the_table_fits_at_scale_factor_two() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="2")
    done = subprocess.run([sys.executable, "-c", SCALED], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


# ---------------------------------------------------------------- small screens: log, opponents, long hand

SMALL_SIZES = [(960, 540), (1280, 720), (1600, 1000)]


def visible_in(viewport: QWidget, widget: QWidget, rect: QRect | QRectF) -> bool:
    """Whether ``rect`` (in ``widget``'s coordinates) lies inside ``viewport`` (a scroll area's)."""
    r = QRectF(rect)
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    room = QRectF(viewport.rect()).adjusted(-0.5, -0.5, 0.5, 0.5)
    return room.contains(r.translated(top_left.x(), top_left.y()))


@pytest.mark.slow
@pytest.mark.parametrize("size", SMALL_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_log_shows_its_newest_lines_and_at_least_eight(window: MainWindow, size: tuple[int, int],
                                                           qtbot: QtBot) -> None:
    window.guide.switch_off()    # a first-game hint takes the log's top (tests/gui/test_centre_steady.py)
    shown(window, scenes.played_game(4, 9, 110, teams=True), size)
    view, side = window.log_view, window.side_scroll.viewport()
    rows = window.log_model.rowCount()
    assert rows > 40

    def newest_in_view() -> bool:
        last = view.visualRect(window.log_model.index(rows - 1, 0))
        return view.viewport().rect().contains(last) and visible_in(side, view.viewport(), last)

    qtbot.waitUntil(newest_in_view, timeout=2000)
    shown_part = QRect(view.viewport().mapTo(side, QPoint(0, 0)), view.viewport().size())
    shown_part = shown_part.intersected(side.rect())
    assert shown_part.height() >= 8 * view.sizeHintForRow(0), (shown_part.height(), view.sizeHintForRow(0))
    end = window.effects.end_button      # and End turn stays in view with it
    assert visible_in(side, end, end.rect())


@pytest.mark.slow
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", ["4p team", "3p effects"])
def test_every_opponents_name_and_domain_counts_are_in_view(window: MainWindow, size: tuple[int, int],
                                                            scene: str, qtbot: QtBot) -> None:
    shown(window, SCENES[scene](), size)
    viewport = window.table_scroll.viewport()
    own = window.own_area()
    assert own is not None

    def in_view() -> list[object]:
        """What is not in view, painted as the table is scrolled now."""
        window.grab()
        missing: list[object] = [] if visible_in(viewport, own, own.rect()) else ["own area"]
        for area in window.areas()[:-1]:
            if not visible_in(viewport, area, area.name_rect):
                missing.append((area.seat, "name", area.name_rect, area.band_shown))
            if sorted(area.count_rects) != sorted(DOMAINS):
                missing.append((area.seat, "counts", sorted(area.count_rects)))
            missing += [(area.seat, domain, rect, area.band_shown)
                        for domain, rect in area.count_rects.items() if not visible_in(viewport, area, rect)]
        return missing

    try:
        qtbot.waitUntil(lambda: not in_view(), timeout=2000)
    finally:
        assert in_view() == []
    names = [text for area in window.areas()[:-1] for what, text, _, _ in area.drawn
             if what in ("name", "band name")]
    for area in window.areas()[:-1]:
        assert any(name.endswith(window.model.seat_name(area.seat)) for name in names)


def long_hand_game(cards: int) -> Game:
    """The effects position with ``cards`` cards in the viewer's hand (as after Breakthrough)."""
    position = scenes.effects_position()
    position["hands"][0] = ["MIL2", "REL1", "SCI2", "ART3", "ECO1", "UTO3", "MIL1", "REL2", "SCI3"][:cards]
    return Game.from_position(position)


@pytest.mark.parametrize("cards", [7, 9])
def test_every_card_of_a_long_hand_shows_its_domain_and_age(window: MainWindow, cards: int) -> None:
    shown(window, long_hand_game(cards), (960, 540))
    hand = window.hand
    assert len(hand.tokens) == cards
    widths = hand.visible_widths()
    if cards == 7:
        assert min(widths) >= 28, widths     # a strip wide enough to read, not a sliver
    tags = {index: (rect, text) for index, rect, text in hand.tags}
    for i, token in enumerate(hand.tokens):
        if widths[i] >= hand.card_rect(i).width():
            continue       # the whole card shows
        rect, text = tags[i]
        assert text == f"{domain_name(token[:3])} {'I' * int(token[3])}"
        assert rect.left() >= hand.card_rect(i).left() and rect.right() <= hand.card_rect(i + 1).left(), \
            "the tag lies on the strip of its card that shows"
        assert rect.width() >= 14


@pytest.mark.slow
def test_the_centre_strips_texts_are_never_cut_in_french(window: MainWindow) -> None:
    """At 1280x720 in French every text of the turn banner fits the room it is given, at the size
    it is drawn ("Limite de cartes en main ce tour-ci : 3" was cut); the turn and the step whole."""
    from civgui.services import i18n
    window.resize(1280, 720)
    window.model.load_game(scenes.played_game(3, 4, 30), scenes.seats(3))
    try:
        i18n.set_language("fr")
        QApplication.processEvents()
        centre = window.centre
        for label in (centre.turn, centre.steps, centre.limit, centre.standings):
            assert label.text(), label.objectName()
            drawn = label.natural_width(label.fitted_pixels())
            assert drawn <= label.contentsRect().width(), (label.objectName(), drawn, label.width())
        for label in (centre.turn, centre.steps):
            assert label.fitted_pixels() == label.pixels, "the turn and the step at their full size"
    finally:
        i18n.set_language("en")
