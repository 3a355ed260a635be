"""Nothing on the table moves when something appears: the hint's words, the final round and a
Hegemony threat on the turn banner, or a first-game guide bubble leave the tableaus, the hand, the
piles and the buttons where they were; the guide bubble never covers the game log's lines."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from engine import Game

SIZES = [(1280, 720), (1600, 1000), (960, 540)]


def settle(window: MainWindow) -> None:
    """Layouts, deferred scrolls and paints done."""
    for _ in range(4):
        QApplication.processEvents()
    window.grab()
    QApplication.processEvents()


def in_window(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in window coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def places(window: MainWindow) -> dict[str, QRect]:
    """Where the tableaus, the hand, the piles, the prompt and every button of the table and the
    side panel are."""
    widgets: dict[str, QWidget] = {
        "tableaus": window.table_scroll, "hand": window.hand, "deck": window.centre.deck,
        "discard": window.centre.discard, "prompt": window.prompt, "banner": window.centre.banner,
        "hint button": window.hint_panel.button, "end turn": window.effects.end_button,
        "undo": window.effects.undo_button, "effects": window.effects}
    for i, area in enumerate(window.areas()):
        widgets[f"area {i}"] = area
    return {name: in_window(window, widget) for name, widget in widgets.items()}


def position(**changes: Any) -> Game:
    """The threat position (Aurelia one card short, Bartholomew two) with ``changes``."""
    pos = scenes.threat_position()
    pos.update(changes)
    return Game.from_position(pos)


def calm() -> Game:
    """The threat position without the threats (Aurelia and Bartholomew far from Hegemony)."""
    pos = scenes.threat_position()
    pos["tableaus"][1] = {"SCI": ["SCI1"], "ART": ["ART2"]}
    pos["tableaus"][2] = {"MIL": ["MIL1"], "ECO": ["ECO1"]}
    return Game.from_position(pos)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hint_takes_no_room(window: MainWindow, qtbot: QtBot, size: tuple[int, int]) -> None:
    window.resize(*size)
    window.hints.iterations = 200
    window.guide.switch_off()
    window.model.load_game(position(), scenes.seats(3))
    settle(window)
    before = places(window)
    assert window.hint_panel.isHidden()
    assert window.hints.request()
    qtbot.waitUntil(lambda: window.hints.suggestion is not None, timeout=20_000)
    settle(window)
    panel = window.hint_panel
    assert panel.isVisible() and panel.text.text()
    assert places(window) == before
    shown = in_window(window, panel)
    prompt = in_window(window, window.prompt)
    assert (shown.bottom(), shown.left(), shown.width()) == (prompt.bottom(), prompt.left(), prompt.width())
    assert not shown.intersects(in_window(window, window.hint_panel.button)), "the button stays in reach"
    assert panel.text.isVisible() and panel.play_button.isVisible()
    assert shown.contains(in_window(window, panel.play_button))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_final_round_and_the_threats_take_no_room(window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    window.guide.switch_off()
    window.model.load_game(calm(), scenes.seats(3))
    settle(window)
    assert not window.centre.threat.text() and not window.centre.final.isVisible()
    before = places(window)
    window.model.load_game(position(deck=[], final_round=True), scenes.seats(3))
    settle(window)
    assert window.centre.threat.text() and window.centre.final.isVisible()
    assert not window.centre.limit.text()        # no refill: no hand limit
    assert places(window) == before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_guide_covers_no_line_of_the_log_and_moves_nothing(window: MainWindow, qtbot: QtBot,
                                                               size: tuple[int, int]) -> None:
    window.resize(*size)
    window.model.load_game(position(), scenes.seats(3))
    window.guide.switch_off()
    settle(window)
    before = places(window)
    window.guide.reset()
    bar = window.guide_bar
    qtbot.waitUntil(bar.isVisible)
    settle(window)
    assert places(window) == before
    rect = in_window(window, bar)
    log = in_window(window, window.log_view.viewport())
    assert not rect.intersects(log), (rect, log)
    assert rect.bottom() < log.top(), "the bubble lies above the log's first line"
    assert log.height() >= 3 * window.log_view.fontMetrics().lineSpacing()
    assert bar.label.geometry().bottom() < bar.got_button.geometry().top()      # every line shows
    assert bar.got_button.geometry().bottom() <= bar.height()
    side = window.side_scroll.viewport()
    assert QRect(side.mapTo(window, QPoint(0, 0)), side.size()).contains(rect), "in view"
