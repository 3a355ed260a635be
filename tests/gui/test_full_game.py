"""Whole games in the main window: a person (driven by this test through the widgets: hand,
tableau, effect buttons, dialogs, draft rows) against AI seats, to the end-of-game dialog;
and games with only AI seats at full speed."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.dialogs.dialogs import DecisionDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.pile import PileDialog
from civgui.play.model import GameModel
from civgui.services.storage import GameConfig, SeatConfig

from .conftest import seen


class PlayerBot:
    """Plays the person's seats the way a person would: through the window's widgets."""

    def __init__(self, window: MainWindow, seed: int) -> None:
        self.window = window
        self.model = window.model
        self.rng = random.Random(seed)
        self.waits = 0
        self.used_widgets: set[str] = set()
        self.model.changed.connect(self.schedule)
        self.model.gameStarted.connect(self.schedule)
        self.model.confirmationNeeded.connect(lambda _action, _text: QTimer.singleShot(1, self.reply))

    def reply(self) -> None:
        """Answer 'this cannot be undone' as a person would: mostly Continue, sometimes Cancel."""
        box = self.window.confirm_box
        if box is None:
            return
        self.used_widgets.add("confirmReveal")
        (box.continue_button if self.rng.random() < 0.8 else box.cancel_button).click()
        self.schedule()

    def schedule(self) -> None:
        """Act soon after the model settles (dialogs open on the next loop turn)."""
        QTimer.singleShot(1, self.act)

    def act(self) -> None:
        """One decision of the person's seat, if it is theirs."""
        model = self.model
        if model.over or not model.human_to_move() or self.window.confirm_box is not None:
            return
        pending = model.pending()
        wanted = self.window.router.wanted()
        undo = self.window.effects.undo_button
        if wanted is None and undo.isEnabled() and self.rng.random() < 0.08:
            self.used_widgets.add("undo")      # a person changing their mind: the game goes on
            undo.click()
        elif wanted is not None:
            dialog = self.window.router.dialog
            if dialog is None or not dialog.isVisible():
                self.waits += 1
                assert self.waits < 50, "the dialog of a pending decision never opened"
                QTimer.singleShot(5, self.act)
                return
            self.waits = 0
            self.answer(dialog)
        elif model.step() == "draft":
            panel = self.window.draft
            row = panel.packet if seen(model)["draft"]["stage"] == "keep" else panel.centre
            choices = [i for i, s in enumerate(row.states) if s == "selectable"]
            row.clicked.emit(self.rng.choice(choices))
            self.used_widgets.add("draft")
        elif model.hand_verb() is not None:
            hand = self.window.hand
            choices = [i for i, s in enumerate(hand.states) if s == "selectable"]
            self.used_widgets.add(f"hand-{model.hand_verb()}")
            hand.activate(self.rng.choice(choices))
        elif model.tableau_verb() is not None:
            verb = model.tableau_verb()
            options = [a for a in model.legal_actions() if a.startswith(f"{verb} ")]
            model.submit(self.rng.choice(options))
            self.used_widgets.add(f"tableau-{verb}")
        elif pending is None and model.step() == "effects":
            enabled = [b for b in self.window.effects.buttons.values() if b.isEnabled()]
            if enabled and self.rng.random() < 0.45:
                button = self.rng.choice(enabled)
                self.used_widgets.add(button.objectName())
                button.click()
            else:
                self.window.effects.end_button.click()
        else:
            raise AssertionError(f"no widget for {model.legal_actions()}")

    def answer(self, dialog: object) -> None:
        """Answer a dialog through its widgets."""
        self.used_widgets.add(type(dialog).__name__)
        first = "dialog-undo" not in self.used_widgets      # the first chance is always taken
        chance = first or self.rng.random() < 0.15
        if isinstance(dialog, DecisionDialog) and dialog.undo.isEnabled() and chance:
            self.used_widgets.add("dialog-undo")
            dialog.undo.click()                # the router closes the dialog of the effect taken back
            return
        if isinstance(dialog, InquisitionDialog) and dialog.stage == "give":
            for index in range(dialog.total):
                dialog.pool.clicked.emit(index)
        elif isinstance(dialog, PileDialog):
            for index, state in enumerate(dialog.row.states):
                if state == "selectable" and len(dialog.chosen) < dialog.total:
                    dialog.row.clicked.emit(index)
        assert isinstance(dialog, DecisionDialog | PileDialog)
        dialog.confirm.click()
        if dialog.isVisible():  # the Inquisition moved on to its second page
            self.schedule()


@pytest.mark.parametrize("players, setup, teams, seed", [
    (3, "classic", False, 11),
    (2, "draft", False, 5),
    (4, "classic", True, 8),
])
@pytest.mark.slow
def test_person_plays_a_whole_game_against_ai_seats(players: int, setup: str, teams: bool, seed: int,
                                                     qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=True), pace=0.0, end_dialog=True)
    qtbot.addWidget(window)
    window.show()
    bot = PlayerBot(window, seed)
    seats = [SeatConfig("Player")] + [SeatConfig(f"AI {s}", "easy") for s in range(1, players)]
    with qtbot.waitSignal(window.model.gameOver, timeout=120_000):
        window.start_game(GameConfig(seats=seats, setup=setup, teams=teams, seed=seed))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=5000)
    assert window.end_dialog is not None
    result = window.model.result
    assert result is not None
    headline = window.end_dialog.findChild(type(window.end_dialog.tiebreak), "headline")
    assert headline is not None and window.model.seat_name(result["winners"][0]) in headline.text()
    assert "hand-play" in bot.used_widgets
    assert {"undo", "dialog-undo", "confirmReveal"} <= bot.used_widgets
    assert any(name.startswith("effect-") for name in bot.used_widgets)
    if setup == "draft":
        assert "draft" in bot.used_widgets
    window.end_dialog.close()
    window.driver.shutdown()


@pytest.mark.slow
def test_ai_seats_only_at_full_speed(qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.show()
    seats = [SeatConfig("North", "medium"), SeatConfig("East", "easy"), SeatConfig("South", "medium"),
             SeatConfig("West", "easy")]
    with qtbot.waitSignal(window.model.gameOver, timeout=120_000):
        window.start_game(GameConfig(seats=seats, setup="draft", teams=True, seed=2))
    assert window.model.over
    assert window.model.viewer is None
    assert any(e.kind == "reason" for e in window.model.log)
    assert window.model.log[-1].kind == "result"
    window.driver.shutdown()
