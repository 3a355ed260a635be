"""Nothing piles up in the window: after every finished game, opening of the discard pile,
new-game dialog and decision dialog, the widgets alive, the QObjects under the window and
the model's connections come back to the same count; the AI's decisions leave no copy of
the game behind. (``python -m civgui.devtools.soak`` measures 40 real games.)"""

from __future__ import annotations

import gc
from collections.abc import Callable

import pytest
from PySide6.QtCore import SIGNAL, QMetaMethod, QMetaObject, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.devtools.soak import objects_under, settle
from civgui.dialogs.dialogs import DecisionDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.pile import PileDialog
from civgui.play.aidriver import AIDriver
from civgui.play.model import GameModel
from engine import Game


def alive(window: MainWindow) -> tuple[int, int]:
    """Widgets alive in the application, QObjects under the window (after pending deletions)."""
    settle()
    return len(QApplication.allWidgets()), objects_under(window)


def connections(model: QObject) -> dict[str, int]:
    """How many receivers each of the model's own signals has."""
    # the instance's metaObject() can come back empty; PySide6's stubs lack staticMetaObject
    meta: QMetaObject = type(model).staticMetaObject  # type: ignore[attr-defined]
    signals = [meta.method(i) for i in range(meta.methodOffset(), meta.methodCount())]
    names = [bytes(m.methodSignature().data()).decode() for m in signals
             if m.methodType() == QMetaMethod.MethodType.Signal]
    return {name: model.receivers(SIGNAL(name)) for name in names}


def counts_over(window: MainWindow, times: int, once: Callable[[], None]) -> list[tuple[int, int]]:
    """The counts after each of ``times`` repetitions of ``once``."""
    found = []
    for _ in range(times):
        once()
        found.append(alive(window))
    return found


@pytest.mark.slow
def test_finished_games_leave_no_end_dialog_behind(window: MainWindow, qtbot: QtBot) -> None:
    window.end_dialog_enabled = True
    finished = scenes.finished_game(3, 3)

    def one_game() -> None:
        window.model.load_game(finished.clone(), scenes.seats(3))
        qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                        timeout=5000)
        dialog = window.end_dialog
        assert dialog is not None
        next(b for b in dialog.findChildren(QPushButton) if b.text() == "Look at the table").click()
        assert window.end_dialog is None

    counts = counts_over(window, 5, one_game)
    assert counts[1:] == [counts[0]] * 4, counts
    before = connections(window.model)
    assert before["gameStarted()"] > 0
    one_game()
    one_game()
    assert connections(window.model) == before   # the rebuilt areas' connections went with them
    settle()
    assert not [w for w in QApplication.allWidgets() if isinstance(w, QDialog)]


@pytest.mark.slow
def test_discard_pile_openings_leave_nothing_behind(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    window.show_discard_pile()
    window.show_discard_pile()          # the open window is raised, not doubled
    piles = [w for w in QApplication.topLevelWidgets() if isinstance(w, PileDialog) and w.isVisible()]
    assert len(piles) == 1
    piles[0].close()

    def one_opening() -> None:
        window.show_discard_pile()
        dialog = window.pile_dialog
        assert dialog is not None and dialog.isVisible() and dialog.tokens()
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        box.button(QDialogButtonBox.StandardButton.Close).click()
        assert window.pile_dialog is None

    settle()
    before = connections(window.model)
    counts = counts_over(window, 6, one_opening)
    assert counts[1:] == [counts[0]] * 5, counts
    assert connections(window.model) == before
    assert not [w for w in QApplication.allWidgets() if isinstance(w, PileDialog)]
    window.model.submit("end")          # the model's signals reach no deleted dialog
    window.model.changed.emit()


@pytest.mark.slow
def test_new_game_dialogs_leave_nothing_behind(window: MainWindow) -> None:
    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            QTimer.singleShot(10, cancel)

    def one_dialog() -> None:
        QTimer.singleShot(0, cancel)
        window.new_game_dialog()

    counts = counts_over(window, 4, one_dialog)
    assert counts[1:] == [counts[0]] * 3, counts


@pytest.mark.slow
def test_decision_dialogs_leave_nothing_behind(window: MainWindow, qtbot: QtBot) -> None:
    starts = ["use inquisition", "use embargo", "use attack", "use inspiration", "use republic"]

    def every_dialog() -> None:
        for start in starts:
            window.model.load_game(scenes.effect_game(start), scenes.seats(3))
            qtbot.waitUntil(lambda: window.router.dialog is not None
                            and window.router.dialog.isVisible(), timeout=5000)
            assert isinstance(window.router.dialog, DecisionDialog | InquisitionDialog | PileDialog)
        window.model.load_game(Game.new(3, seed=1), scenes.seats(3))   # no decision pending
        window.router.check()

    counts = counts_over(window, 3, every_dialog)
    assert counts[1:] == [counts[0]] * 2, counts
    before = connections(window.model)
    every_dialog()
    settle()
    assert connections(window.model) == before


@pytest.mark.slow
def test_ai_decisions_leave_no_game_copy_behind(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    driver = AIDriver(model, pace=0.0)

    def copies_after(actions: int) -> int:
        driver.set_paused(False)
        qtbot.waitUntil(lambda: model.history_length >= actions, timeout=30_000)
        driver.set_paused(True)
        qtbot.waitUntil(lambda: not driver.busy, timeout=10_000)
        settle()
        return sum(1 for o in gc.get_objects() if isinstance(o, Game))

    driver.set_paused(True)
    model.load_game(Game.new(3, seed=4), scenes.seats(3, humans=(), level="easy"))
    early = copies_after(15)
    assert copies_after(60) == early      # each decision's copy of the game is gone once decided
    driver.shutdown()


@pytest.mark.slow
def test_new_game_from_the_deleted_end_dialog(window: MainWindow, qtbot: QtBot) -> None:
    window.end_dialog_enabled = True
    window.model.load_game(scenes.finished_game(3, 3), scenes.seats(3))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=5000)
    dialog = window.end_dialog
    assert dialog is not None

    def start() -> None:
        modal = QApplication.activeModalWidget()
        other = isinstance(modal, QDialog) and modal is not dialog
        box = modal.findChild(QDialogButtonBox) if other and modal is not None else None
        if box is not None:
            box.button(QDialogButtonBox.StandardButton.Ok).click()
        else:
            QTimer.singleShot(10, start)

    QTimer.singleShot(0, start)
    with qtbot.waitSignal(window.model.gameStarted, timeout=5000):
        dialog.new_button.click()       # the end dialog deletes itself while the new-game dialog runs
    settle()
    assert window.end_dialog is None and not window.model.over
    assert not [w for w in QApplication.allWidgets() if isinstance(w, QDialog)]
