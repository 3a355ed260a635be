"""Whole games played from the keyboard alone, on the real main window: every key goes to the
focused widget (``QApplication.focusWidget()``), no mouse, no ``model.submit``. The test reads
the model only to decide which key to press.

One game starts from the New game dialog (you against an Easy AI) and runs to the end-of-game
dialog, with an Undo on the way; another starts at a prepared position where every kind of
effect is used by keys (Inquisition, Embargo, Democracy, Attack, Inspiration, a removal from
the tableau, a take from the discard pile), then plays on to the end; a third is a 3-player
draft game started from the dialog."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QButtonGroup, QComboBox, QPushButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import AttackDialog, InspirationDialog, MarkerDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.newgame import NewGameDialog
from civgui.dialogs.pile import PileDialog
from civgui.media.resources import card_name
from civgui.play.model import GameModel
from civgui.table.cardview import CardRow
from engine import Game

Key = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier


def focus() -> QWidget:
    """The widget with the keyboard focus (a keyboard-only player always has one)."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key: Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key, to the focused widget, once the events before it are handled (as a person's keys are)."""
    QApplication.processEvents()
    QTest.keyClick(focus(), key, modifier)


def has_focus_in(widget: QWidget) -> bool:
    """Whether the focused widget is ``widget`` or inside it."""
    focused = QApplication.focusWidget()
    return focused is not None and (focused is widget or widget.isAncestorOf(focused))


def tab_to(target: QWidget, limit: int = 120) -> None:
    """Press Tab until ``target`` has the focus."""
    for _ in range(limit):
        if focus() is target:
            return
        press(Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {target!r} (stuck on {focus()!r})")


def choose_radio(group: QButtonGroup, index: int) -> None:
    """Tab to the checked option of ``group``, then the arrow keys to option ``index``."""
    checked = group.checkedButton()
    assert checked is not None
    tab_to(checked)
    buttons = group.buttons()
    for _ in range(len(buttons)):
        if buttons[index].isChecked():
            return
        press(Key.Key_Down if buttons.index(focus()) < index else Key.Key_Up)  # type: ignore[arg-type]
    raise AssertionError("the arrow keys did not reach the option")


def cursor_to(row: CardRow, wanted: set[str], avoid: set[int] | None = None) -> None:
    """Move ``row``'s keyboard cursor (→) to a card whose state is in ``wanted``."""
    for _ in range(len(row.tokens) + 1):
        index = row.cursor_index
        if 0 <= index < len(row.states) and row.states[index] in wanted and index not in (avoid or set()):
            return
        press(Key.Key_Right)
    raise AssertionError(f"no card in {wanted} in {row.tokens} {row.states}")


def wm_reactivates(window: MainWindow) -> None:
    """What a window manager does when a dialog closes: the window under it is active again (the
    offscreen platform leaves no window active)."""
    if QApplication.activeWindow() is None:
        modal = QApplication.activeModalWidget()
        (modal or window).activateWindow()


class KeyPlayer:
    """Plays the person's seat with keys alone; ``plan`` lists the effects to use (in order) in
    step 2 whenever they are available, else the turn ends."""

    def __init__(self, window: MainWindow, qtbot: QtBot, plan: list[str] | None = None,
                 undo_once: bool = False) -> None:
        self.window = window
        self.model = window.model
        self.qtbot = qtbot
        self.plan = list(plan or [])
        self.undo_once = undo_once
        self.done: set[str] = set()

    def ready(self) -> bool:
        """The person is to decide and the window shows where (or the game is over)."""
        model, window = self.model, self.window
        if model.over:
            return True
        wm_reactivates(window)
        focused = QApplication.focusWidget()
        box = window.confirm_box
        if box is not None:
            return box.isVisible() and focused is not None and box.isAncestorOf(focused)
        if not model.human_to_move() or focused is None:
            return False
        wanted, dialog = window.router.wanted(), window.router.dialog
        if wanted is None and model.tableau_verb() is not None:
            return dialog is None and focused is window.own_area()
        if wanted is None:
            return dialog is None and window.isAncestorOf(focused)
        return dialog is not None and dialog.isVisible() and dialog.isAncestorOf(focused)

    def state(self) -> str:
        """What the window shows, for a failure message."""
        model, window = self.model, self.window
        game = model.game_copy()
        history = game.history[-4:] if game is not None else []
        return (f"to move {model.to_move}, human {model.human_to_move()}, step {model.step()}, "
                f"pending {model.pending()}, dialog {window.router.dialog}, wanted {window.router.wanted()}, "
                f"focus {QApplication.focusWidget()}, confirm {window.confirm_box}, done {self.done}, "
                f"history {history}, active {window.isActiveWindow()}")

    def play(self, limit: int = 2000) -> None:
        """Decide by keys until the game is over."""
        for _ in range(limit):
            try:
                self.qtbot.waitUntil(self.ready, timeout=20_000)
            except Exception as exc:
                raise AssertionError(f"stuck: {self.state()}") from exc
            if self.model.over:
                return
            self.act()
        raise AssertionError("the game did not end")

    def last_verb(self) -> str:
        """The verb of the last action applied (``play``, ``remove``...)."""
        game = self.model.game_copy()
        assert game is not None and game.history
        return game.history[-1].split()[0]

    def act(self) -> None:
        """One decision, by keys."""
        model, window = self.model, self.window
        box = window.confirm_box
        if box is not None:
            tab_to(box.continue_button)
            press(Key.Key_Space)
            self.done.add("confirm")
            return
        dialog = window.router.dialog
        if dialog is not None:
            self.answer(dialog)
            return
        if model.step() == "draft":
            row = window.draft.packet if window.draft.packet.isVisible() else window.draft.centre
            assert focus() is row, "the draft row has the focus"
            cursor_to(row, {"selectable"})
            press(Key.Key_Return)
            self.done.add("draft")
        elif model.tableau_verb() is not None:
            area = window.own_area()
            assert area is not None and focus() is area, "the tableau has the focus when a card is asked"
            before = model.history_length
            press(Key.Key_Right)
            press(Key.Key_Return)
            assert model.history_length == before + 1
            self.done.add(self.last_verb())
        elif model.hand_verb() is not None:
            tab_to(window.hand)
            before = model.history_length
            cursor_to(window.hand, {"selectable"})
            press(Key.Key_Return)
            assert model.history_length == before + 1, "Enter on a playable card plays it"
            self.done.add(f"hand-{self.last_verb()}")
            if self.undo_once and "undo" not in self.done and model.step() == "effects":
                press(Key.Key_Z, CTRL)
                assert model.history_length == before, "Ctrl+Z takes the play back"
                self.done.add("undo")
        elif model.step() == "effects" and model.pending() is None:
            legal = model.legal_actions()
            todo = next((name for name in self.plan if f"use {name}" in legal), None)
            if todo is None:
                press(Key.Key_E, CTRL)
                return
            self.plan.remove(todo)
            tab_to(window.effects.buttons[todo])
            press(Key.Key_Space)
            self.done.add(todo)
        else:
            raise AssertionError(f"no key for {model.legal_actions()}")

    def answer(self, dialog: QWidget) -> None:
        """A sub-decision dialog, by keys."""
        if isinstance(dialog, InquisitionDialog) and dialog.stage == "give":
            tab_to(dialog.pool)
            for _ in range(dialog.total):
                cursor_to(dialog.pool, {"selectable"})
                press(Key.Key_Space)
            assert len(dialog.chosen) == dialog.total
            press(Key.Key_Return)           # the pick complete, Enter in the row gives the cards back
            assert not dialog.isVisible()
            self.done.add("give")
        elif isinstance(dialog, InquisitionDialog):
            choose_radio(dialog.targets, len(dialog.targets.buttons()) - 1)
            press(Key.Key_Return)
        elif isinstance(dialog, PileDialog):
            tab_to(dialog.row)
            for _ in range(dialog.total):
                cursor_to(dialog.row, {"selectable"})
                press(Key.Key_Space)
            assert len(dialog.chosen) == dialog.total
            press(Key.Key_Return)           # the pick complete, Enter in the row takes the cards
            assert not dialog.isVisible()
            self.done.add("take")
        elif isinstance(dialog, MarkerDialog):
            if dialog._fixed_target is None:
                choose_radio(dialog.targets, len(dialog.targets.buttons()) - 1)
            choose_radio(dialog.domains, len(dialog.domains.buttons()) - 1)
            press(Key.Key_Return)
            self.done.add(f"marker-{dialog.effect}")
        elif isinstance(dialog, AttackDialog | InspirationDialog):
            choose_radio(dialog.group, min(1, len(dialog.group.buttons()) - 1))
            press(Key.Key_Return)
            self.done.add(f"dialog-{dialog.effect}")
        else:
            raise AssertionError(f"no keys for {dialog!r}")

    def finish(self) -> None:
        """The end-of-game dialog opens with the focus; Escape closes it (the table stays)."""
        window = self.window
        self.qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible()
                             and has_focus_in(window.end_dialog), timeout=5000)
        buttons = window.end_dialog.findChildren(QPushButton)  # type: ignore[union-attr]
        assert all(b.accessibleName() or b.text() for b in buttons)
        press(Key.Key_Escape)
        self.qtbot.waitUntil(lambda: window.end_dialog is None, timeout=5000)


@pytest.fixture
def keyboard_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A shown, active main window whose AI seats play at once."""
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=True)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and window.isActiveWindow())
    yield window
    window.driver.shutdown()


def new_game_by_keys(window: MainWindow, players: int, setup: str, seed: int) -> None:
    """Ctrl+N, then the dialog filled in and started by keys: ``players`` seats, the others Easy AIs."""
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog) or not has_focus_in(dialog):
            QTimer.singleShot(5, fill)
            return
        tab_to(dialog.players)
        spin: QSpinBox = dialog.players
        while spin.value() != players:
            press(Key.Key_Down if spin.value() > players else Key.Key_Up)
        for seat in range(1, players):
            combo: QComboBox = dialog.kinds[seat]
            tab_to(combo)
            QTest.keyClicks(focus(), "Easy")
            assert combo.currentData() == "easy"
        tab_to(dialog.setup)
        QTest.keyClicks(focus(), setup.capitalize())
        assert dialog.setup.currentData() == setup
        tab_to(dialog.seed)
        QTest.keyClicks(focus(), str(seed))
        press(Key.Key_Return)

    QTimer.singleShot(0, fill)
    press(Key.Key_N, CTRL)       # the dialog runs its own loop until Start is pressed
    wm_reactivates(window)


def look_at_the_discard_pile(window: MainWindow, qtbot: QtBot) -> None:
    """Tab to the discard pile, Enter opens it (every card, from the keyboard), Escape closes it."""
    qtbot.waitUntil(lambda: window.model.human_to_move() and has_focus_in(window))
    tab_to(window.centre.discard)
    press(Key.Key_Return)
    qtbot.waitUntil(lambda: window.pile_dialog is not None and has_focus_in(window.pile_dialog))
    dialog = window.pile_dialog
    assert dialog is not None
    tab_to(dialog.row)
    press(Key.Key_Right)
    assert dialog.row.cursor_index == 1
    assert dialog.row.accessibleDescription() == f"{card_name(dialog.row.tokens[1])}, in the discard pile"
    press(Key.Key_Escape)
    qtbot.waitUntil(lambda: window.pile_dialog is None)
    wm_reactivates(window)


@pytest.mark.slow
def test_two_players_whole_game_from_the_new_game_dialog_by_keys(keyboard_window: MainWindow,
                                                                  qtbot: QtBot) -> None:
    window = keyboard_window
    new_game_by_keys(window, 2, "classic", 7)
    model = window.model
    assert model.has_game and model.players == 2 and model.seats[1].kind == "easy"
    player = KeyPlayer(window, qtbot, plan=["development", "oligarchy", "republic", "embargo"],
                       undo_once=True)
    player.play()
    assert model.over
    assert {"hand-play", "undo"} <= player.done
    player.finish()


@pytest.mark.slow
def test_every_kind_of_effect_by_keys_then_the_game_to_its_end(keyboard_window: MainWindow,
                                                               qtbot: QtBot) -> None:
    window = keyboard_window
    window.model.load_game(Game.from_position(scenes.effects_position()), scenes.seats(3, (0,), "easy"))
    look_at_the_discard_pile(window, qtbot)
    player = KeyPlayer(window, qtbot, plan=["development", "oligarchy", "inspiration", "attack",
                                            "inquisition", "embargo", "democracy"])
    player.play()
    assert {"development", "remove", "oligarchy", "take", "inspiration", "dialog-inspiration", "attack",
            "dialog-attack", "inquisition", "give", "confirm", "embargo", "marker-embargo", "democracy",
            "marker-democracy"} <= player.done, player.done
    player.finish()


@pytest.mark.slow
def test_three_player_draft_game_by_keys(keyboard_window: MainWindow, qtbot: QtBot) -> None:
    window = keyboard_window
    new_game_by_keys(window, 3, "draft", 4)
    assert window.model.players == 3 and window.model.step() == "draft"
    player = KeyPlayer(window, qtbot)
    player.play()
    assert "draft" in player.done
    player.finish()
