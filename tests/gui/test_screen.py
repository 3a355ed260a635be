"""No window or dialog starts larger than the screen's free area (1920x1080 at 200 % leaves 960x540)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

import civgui.services.screen
from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.review.replay import ReplayWindow
from civgui.services.screen import FRAME, fitted, room
from civgui.services.storage import SavedGame


def test_a_wanted_size_is_bounded_by_the_screen(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    free = room(widget)
    assert free is not None
    assert fitted(widget, QSize(100, 80)) == QSize(100, 80)
    assert fitted(widget, QSize(99999, 99999)) == free
    assert fitted(widget, QSize(99999, 99999), FRAME) == QSize(free.width(), free.height() - FRAME)


def test_the_windows_and_the_statistics_stay_on_a_small_screen(qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    small = QSize(720, 470)          # less than the sizes they ask for (1560x980, 1400x900, 760x560)
    monkeypatch.setattr(civgui.services.screen, "room", lambda widget, frame=0: QSize(small.width(),
                                                                              small.height() - frame))
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    assert window.initial_size() == small
    dialog = window.show_statistics()
    assert dialog.width() <= small.width() and dialog.height() <= small.height() - FRAME
    dialog.close()
    model = GameModel(autosave=False)
    model.load_game(scenes.finished_game(2, 5), scenes.seats(2))
    game = model.game_copy()
    assert game is not None
    replay = ReplayWindow(SavedGame(game, model.seats))
    qtbot.addWidget(replay)
    assert replay.width() <= small.width() and replay.height() <= small.height()
