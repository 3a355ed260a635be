"""Tab stops a keyboard player can see: the scroll areas around the table and the side panel are
not stops of their own (they show no focus), and the end dialog's score table is one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.review.endgame import EndGameDialog

from .conftest import model_at


def _tab_cycle(qtbot: QtBot, start: QWidget, presses: int) -> list[QWidget]:
    start.window().activateWindow()
    qtbot.waitUntil(lambda: start.window().isActiveWindow())
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    seen: list[QWidget] = []
    for _ in range(presses):
        widget = QApplication.focusWidget()
        assert widget is not None
        seen.append(widget)
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    return seen


def test_the_scroll_areas_are_not_tab_stops(qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=False), pace=0.0)
    qtbot.addWidget(window)
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    window.show()
    qtbot.waitExposed(window)
    seen = _tab_cycle(qtbot, window.hand, 40)
    window.driver.shutdown()
    assert window.table_scroll not in seen and window.side_scroll not in seen
    assert len(set(seen)) > 3                           # Tab did move through the window


def test_the_end_dialogs_scores_are_reached_by_tab(qtbot: QtBot) -> None:
    dialog = EndGameDialog(model_at(scenes.finished_game(3, 3)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.table in _tab_cycle(qtbot, dialog.new_button, 6)
    assert dialog.table.accessibleName()
