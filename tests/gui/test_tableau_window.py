"""The tableau in a real window: a rival's cards legible at 1280x720 with 4 players and larger at
1920x1080; the magnified view of a rival's grids, over a table that does not move; the rival
headers aligned in French; no remnant of a grid under the compact row of an area scrolled partly
out of view (1920x1080 at QT_SCALE_FACTOR=2 is a 960x540 window); a 2-player draft at 1920x1080
that does not scroll and shows the card each player took."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.services import i18n
from civgui.table.tableau import PlayerArea
from civgui.table.tableau_layout import MIN_RIVAL_CARD_H
from engine import Game

from .conftest import seen


def settle(window: MainWindow) -> None:
    for _ in range(3):
        QApplication.processEvents()
    window.grab()
    QApplication.processEvents()
    window.grab()


def shown(window: MainWindow, game: Game, size: tuple[int, int]) -> MainWindow:
    window.resize(*size)
    window.model.load_game(game, scenes.seats(game.players))
    settle(window)
    return window


def rivals(window: MainWindow) -> list[PlayerArea]:
    return window.areas()[:-1]


def card_heights(window: MainWindow) -> list[float]:
    return [rect.height() for area in rivals(window) for rect, _ in area._cells]


GAMES = {"4p midgame": lambda: scenes.played_game(4, 9, 110, teams=True),
         "4p team": lambda: Game.from_position(scenes.team_position())}


@pytest.mark.slow
@pytest.mark.parametrize("scene", list(GAMES))
def test_a_rivals_cards_are_legible_at_1280x720_and_larger_at_1920x1080(window: MainWindow,
                                                                       scene: str) -> None:
    shown(window, GAMES[scene](), (1280, 720))
    small = card_heights(window)
    assert small and min(small) >= MIN_RIVAL_CARD_H, small
    for area in rivals(window):      # every card of the tableau is drawn (the newest of a pile at least)
        tableau = seen(window.model)["tableaus"][area.seat]
        drawn = {token for _, token in area._cells}
        assert all(cards[-1] in drawn for cards in tableau.values() if cards)
    shown(window, GAMES[scene](), (1920, 1080))
    large = card_heights(window)
    assert min(large) > min(small), (min(small), min(large))


@pytest.mark.slow
def test_a_click_or_a_rest_on_a_rivals_area_magnifies_its_grids_without_moving_the_table(
        window: MainWindow, qtbot: QtBot) -> None:
    shown(window, Game.from_position(scenes.team_position()), (1280, 720))
    before = [QRect(a.mapTo(window, QPoint(0, 0)), a.size()) for a in window.areas()]
    rival = rivals(window)[1]
    QTest.mouseClick(rival, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rival.rect().center())
    assert rival.magnified()
    magnifier = rival.magnifier
    assert magnifier is not None and magnifier.parentWidget() is window
    magnifier.grab()
    tableau = seen(window.model)["tableaus"][rival.seat]
    every = sorted(t for cards in tableau.values() for t in cards)
    assert sorted(token for _, token in magnifier.cells) == every
    assert min(rect.height() for rect, _ in magnifier.cells) > max(card_heights(window))
    assert window.rect().contains(magnifier.geometry())
    settle(window)
    assert [QRect(a.mapTo(window, QPoint(0, 0)), a.size()) for a in window.areas()] == before
    QApplication.sendEvent(rival, QEvent(QEvent.Type.Leave))
    assert not rival.magnified()
    # a rest of the pointer opens it too, the viewer's own area never
    point = QPointF(rival.rect().center())
    QApplication.sendEvent(rival, QEnterEvent(point, point, QPointF(rival.mapToGlobal(point.toPoint()))))
    qtbot.waitUntil(rival.magnified, timeout=2000)
    QApplication.sendEvent(rival, QEvent(QEvent.Type.Leave))
    own = window.own_area()
    assert own is not None
    QTest.mouseClick(own, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, own.rect().center())
    assert not own.magnified()


@pytest.fixture
def french() -> Iterator[None]:
    assert i18n.set_language("fr") == "fr"
    yield
    i18n.set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (1920, 1080)])
def test_the_rival_headers_line_up_in_french_with_the_hand_by_the_name(window: MainWindow, french: None,
                                                                       size: tuple[int, int]) -> None:
    shown(window, scenes.played_game(4, 9, 110, teams=True), size)
    areas = rivals(window)
    tops = {round(area.domains_layout.boxes[0].column.top(), 1) for area in areas}
    assert len(tops) == 1, "the rivals' Domains start at the same height"
    for area in areas:
        drawn = {what: (text, width, room) for what, text, width, room in area.drawn}
        assert "…" not in drawn["name"][0] and drawn["name"][1] <= drawn["name"][2] + 0.5
        plan = area.header_plan(area.width())
        assert "hand" in plan[0], (area.seat, plan)     # "main 3" by the name, never pushed below


@pytest.mark.slow
def test_no_remnant_of_a_grid_under_the_compact_row(window: MainWindow) -> None:
    shown(window, Game.from_position(scenes.team_position()), (960, 540))
    viewport = window.table_scroll.viewport()
    bar = window.table_scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the table scrolls at this size"
    seen_band = False
    for value in range(0, bar.maximum() + 1, 6):
        bar.setValue(value)
        settle(window)
        for area in rivals(window):
            visible = QRectF(area.visibleRegion().boundingRect())
            if not area.band_shown:
                continue
            seen_band = True
            for box in area.domains_layout.boxes:
                shown_part = box.column.intersected(visible)
                if shown_part.isEmpty() or area.band_rect.contains(shown_part):
                    continue
                # what the compact row leaves in view is whole rows of Domains
                assert visible.contains(box.column) and not area.band_rect.intersects(box.column), \
                    (value, area.seat, box.domain, box.column, visible, area.band_rect)
    assert seen_band
    assert viewport.isVisible()


def test_a_two_player_draft_at_1920x1080_does_not_scroll_and_shows_the_cards_taken(
        window: MainWindow) -> None:
    game = Game.new(2, 7, "draft")
    while game.to_move != 0 or not any(game.view(0)["tableaus"]):
        game.apply(game.legal_actions()[0])
    shown(window, game, (1920, 1080))
    assert window.table_scroll.verticalScrollBar().maximum() == 0
    viewport = window.table_scroll.viewport()
    rival = rivals(window)[0]
    taken = [card for cards in seen(window.model)["tableaus"][rival.seat].values() for card in cards]
    assert taken, "the rival took a card from the centre"
    assert sorted(token for _, token in rival._cells) == sorted(taken)
    for rect, _ in rival._cells:
        corner = rival.mapTo(viewport, QPoint(0, 0))
        assert QRectF(viewport.rect()).contains(rect.translated(corner.x(), corner.y()))
        assert rect.height() >= 2 * MIN_RIVAL_CARD_H
