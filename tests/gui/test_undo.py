"""Undo and redo in the GUI: the model asks the engine, the log and autosave follow, Ctrl+Z and
the Undo button in the window, and the question asked before an action that reveals cards."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import MarkerDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.pile import PileDialog
from civgui.play.model import GameModel
from civgui.services.storage import autosave_path, read_save
from civgui.table.listmodels import LogListModel
from engine import Game

from .conftest import model_at, seen


def _texts(model: GameModel) -> list[str]:
    return [e.text for e in model.log]


def test_undo_takes_back_the_latest_action_and_redo_applies_it_again(effects_model: GameModel,
                                                                      qtbot: QtBot) -> None:
    model = effects_model
    log = LogListModel(model)
    start_view, start_log, start_rows = model.view(), _texts(model), log.rowCount()
    assert not model.can_undo() and not model.can_redo()
    model.submit("use assassination")
    after_use, rows_after_use = model.view(), log.rowCount()
    model.submit("discard MIL2")
    assert "Player discards Military II from their hand." in _texts(model)
    assert model.undo_action() == "discard MIL2"
    with qtbot.waitSignals([model.undone, model.logReplaced, model.changed],
                           timeout=1000):
        assert model.undo()
    assert model.view() == after_use and log.rowCount() == rows_after_use
    assert "Player discards Military II from their hand." not in _texts(model)
    assert model.undo()
    assert model.view() == start_view and _texts(model) == start_log and log.rowCount() == start_rows
    assert not model.can_undo()
    assert model.redo_action() == "use assassination"
    assert model.redo() and model.redo()
    assert model.history_length == 2 and not model.can_redo()
    assert _texts(model)[-1] == "Player discards Military II from their hand."


def test_another_action_clears_redo(effects_model: GameModel) -> None:
    model = effects_model
    model.submit("use assassination")
    model.undo()
    assert model.can_redo()
    model.submit("use oligarchy")
    model.submit("take UTO3")
    assert model.is_legal("use assassination") and not model.can_redo()
    refused: list[tuple[str, str]] = []
    model.refused.connect(lambda action, reason: refused.append((action, reason)))
    assert not model.redo()
    assert refused == [("redo", "nothing to redo")]


def test_undo_is_refused_after_a_reveal_and_for_the_ai(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game())
    model.submit("use breakthrough")          # a bare model asks nothing: confirm_reveals is off
    assert model.history_length == 1
    assert model.why_no_undo() == "nothing to undo: you drew cards since"
    with qtbot.waitSignal(model.refused, timeout=1000) as blocker:
        assert not model.undo()
    assert blocker.args == ["undo", "nothing to undo: you drew cards since"]
    assert model.history_length == 1
    for card in ("MIL2", "REL1", "ART3", "SCI2", seen(model)["hands"][0][0]):
        model.submit(f"discard {card}")
    model.submit("end")
    assert model.to_move == 1 and not model.is_human(1)
    assert model.why_no_undo() == "nothing to undo: it is Aurelia's turn (Easy AI)"
    while model.to_move != 0:                 # the AI seats' turns, played here
        assert model.submit_ai(model.to_move, model.legal_actions()[0])
    assert model.why_no_undo() == "nothing to undo: your turn has just begun"


def test_autosave_follows_undo_and_redo(data_dir: Path, qtbot: QtBot) -> None:
    model = GameModel(autosave=True)
    model.load_game(scenes.effect_game(), scenes.seats(3))
    model.submit("use republic")
    model.submit("take SCI1")
    model.undo()
    game, _ = read_save(autosave_path())
    assert game.history == ["use republic"]
    model.redo()
    game, _ = read_save(autosave_path())
    assert game.history == ["use republic", "take SCI1"]


def test_undo_after_a_resume_drops_exactly_the_log_of_the_action(data_dir: Path, qtbot: QtBot) -> None:
    first = GameModel(autosave=True)
    first.load_game(Game.new(2, seed=6), scenes.seats(2))
    while first.to_move != 0 or first.step() != "effects" or first.history_length < 12:
        seat = first.to_move
        assert seat is not None
        done = (first.submit(first.legal_actions()[0]) if first.is_human(seat)
                else first.submit_ai(seat, first.legal_actions()[0]))
        assert done
    hands_before = list(seen(first)["hands"])
    log_before = _texts(first)          # the whole log, private lines included
    first.submit(first.legal_actions()[-1])
    assert _texts(first) != log_before
    resumed = GameModel(autosave=True)
    resumed.load_file(autosave_path())
    assert _texts(resumed) == _texts(first)       # the resume restored every entry
    assert resumed.can_undo()
    resumed.undo()
    assert _texts(resumed) == log_before
    assert seen(resumed)["hands"] == hands_before
    game, _ = read_save(autosave_path())
    assert len(game.history) == first.history_length - 1


def test_ctrl_z_and_redo_shortcuts_and_the_undo_button(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    button = window.effects.undo_button
    assert not button.isEnabled() and button.toolTip() == "Nothing to undo: the game has just begun."
    model.submit("use oligarchy")
    window.router.enabled = False             # the discard pile picker is not under test here
    assert button.isEnabled() and button.toolTip() == "Take back using Oligarchy (Ctrl+Z)."
    assert window.undo_menu.text() == "&Undo using Oligarchy"
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.history_length == 0 and not button.isEnabled()
    assert window.redo_menu.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert model.history_length == 1
    button.click()
    assert model.history_length == 0
    QTest.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert model.history_length == 1 and button.isEnabled()
    model.submit("take UTO3")
    assert window.log_model.entries()[-1].text == "Player takes Utopia III from the discard pile."
    button.click()
    assert window.log_model.entries()[-1].text == "Player uses Oligarchy."


def test_breakthrough_asks_first_and_cancel_loses_nothing(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    hand = seen(model)["hands"][0]
    window.effects.buttons["breakthrough"].click()
    box = window.confirm_box
    assert box is not None and box.isVisible()
    assert box.text() == "Breakthrough draws 5 cards: this cannot be undone. Continue?"
    assert model.history_length == 0
    box.cancel_button.click()
    assert window.confirm_box is None
    assert model.history_length == 0 and seen(model)["hands"][0] == hand
    window.effects.buttons["breakthrough"].click()
    box = window.confirm_box
    assert box is not None
    box.continue_button.click()
    assert model.history_length == 1 and len(seen(model)["hands"][0]) == len(hand) + 5
    assert window.effects.undo_button.toolTip() == "Nothing to undo: you drew cards since."


@pytest.mark.slow
def test_the_question_can_be_switched_off_and_end_turn_never_asks(window: MainWindow) -> None:
    model = window.model
    model.load_game(scenes.effect_game("use purge", "discard MIL2", "discard REL1"), scenes.seats(3))
    copy = model.game_copy()
    assert copy is not None and copy.reveals("end")
    assert model.confirmation("end") is None        # the refill draws, but the turn ends with it
    window.effects.end_button.click()
    assert window.confirm_box is None and model.to_move == 1
    model.load_game(scenes.effect_game(), scenes.seats(3))
    window.confirm_reveals = False
    assert not window.ask_menu.isChecked()
    window.effects.buttons["breakthrough"].click()
    assert window.confirm_box is None and model.history_length == 1
    window.ask_menu.trigger()
    assert model.confirm_reveals and window.confirm_reveals


def test_inquisition_asks_when_the_target_is_chosen(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    with qtbot.waitSignal(window.router.dialogOpened, timeout=2000) as blocker:
        window.effects.buttons["inquisition"].click()
    dialog = blocker.args[0]
    assert isinstance(dialog, InquisitionDialog)
    target = dialog.findChild(QRadioButton, "option-target-2")
    assert target is not None
    target.click()
    dialog.confirm.click()
    box = window.confirm_box
    assert box is not None and box.parent() is dialog
    assert box.text() == ("Inquisition shows you Bartholomew's hand (3 cards): this cannot be undone. "
                          "Continue?")
    box.cancel_button.click()
    assert dialog.stage == "target" and model.history_length == 1 and dialog.isVisible()
    assert dialog.undo.isEnabled()
    dialog.confirm.click()
    box = window.confirm_box
    assert box is not None
    box.continue_button.click()
    assert dialog.stage == "give" and dialog.submitted == ["target 2"]
    assert sorted(dialog.taken_cards()) == ["ART1", "MIL1", "REL2"]
    assert not dialog.undo.isEnabled()
    assert "seen the hand you took" in dialog.undo.toolTip()


@pytest.mark.parametrize(("effect", "kind"), [("embargo", MarkerDialog), ("republic", PileDialog)])
def test_a_decision_dialog_can_take_back_the_effect_it_finishes(
        window: MainWindow, qtbot: QtBot, effect: str, kind: type[MarkerDialog] | type[PileDialog]) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    with qtbot.waitSignal(window.router.dialogOpened, timeout=2000) as blocker:
        window.effects.buttons[effect].click()
    dialog = blocker.args[0]
    assert isinstance(dialog, kind)
    title = effect.title()
    assert dialog.undo.isEnabled() and dialog.undo.toolTip() == f"Take back using {title} (Ctrl+Z)."
    dialog.undo.click()
    assert model.history_length == 0 and model.pending() is None
    qtbot.waitUntil(lambda: window.router.dialog is None, timeout=2000)


def test_the_last_draft_keep_asks_first_and_says_the_centre_is_turned_up(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    model.load_game(Game.new(2, 3, "draft"), scenes.seats(2, humans=(0, 1)))
    model.confirm_reveals = True
    questions: list[str] = []
    model.confirmationNeeded.connect(lambda _action, text: questions.append(text))
    while model.step() == "draft" and not questions:
        if model.covered:
            model.lift_cover()
        assert model.submit(model.legal_actions()[0]) or questions
    assert questions == ["With this card kept, the cards left over go face up to the centre: "
                         "this cannot be undone. Continue?"]
    assert seen(model)["draft"]["stage"] == "keep"      # nothing applied until the person agrees
