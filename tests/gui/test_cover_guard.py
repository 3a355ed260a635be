"""The hot-seat cover never hands a blind move to the next person.

For ``Cover.GUARD_MS`` after a person lifts the cover, the table under it takes no click and no
key, and the key that lifted it (held down, repeating, let go) never reaches the table: a double
Enter, a double click or a held key on any cover (the game's start, a handover, the draft's keep
and centre covers, the game-over cover) leaves the game as it was. While the cover is down the
Play menu's table actions are disabled, not only refused. The guard's clock is the cover's
``clock`` (simulated here: no test waits for the guard time to pass)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.table.cardview import CardRow
from civgui.table.cover import Cover
from engine import Game

GUARD = 700
QUICK = 150        # a second press or click this long after the first (a double press)


class Clock:
    """A simulated monotonic clock in milliseconds (the cover's ``clock``)."""

    def __init__(self) -> None:
        self.now = 50_000.0

    def __call__(self) -> float:
        """The time now."""
        return self.now

    def advance(self, ms: float) -> None:
        """Let ``ms`` milliseconds pass."""
        self.now += ms


@pytest.fixture
def clock(cover_without_guard: None, monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The real guard time (the other GUI tests run without it), on a simulated clock."""
    monkeypatch.setattr(Cover, "GUARD_MS", GUARD)
    return Clock()


def table(window: MainWindow, clock: Clock) -> MainWindow:
    window.curtain.clock = clock
    window.confirm_reveals = False     # a card's keep or play is not asked about first
    window.activateWindow()
    return window


@pytest.fixture
def guarded(window: MainWindow, clock: Clock) -> MainWindow:
    """The conftest's window (no end-of-game dialog), its cover on the simulated clock."""
    return table(window, clock)


@pytest.fixture
def ending(qtbot: QtBot, clock: Clock) -> Iterator[MainWindow]:
    """A window that opens the end-of-game dialog once the game-over cover is lifted."""
    win = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=True)
    win.driver.set_paused(True)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    yield table(win, clock)
    if win.end_dialog is not None:
        win.end_dialog.close()
    win.driver.shutdown()


# ---------------------------------------------------------------------------- the covers

def hot_seat(window: MainWindow, game: Game) -> GameModel:
    model = window.model
    model.load_game(game, scenes.seats(game.players, (0, 1), "easy"))
    QApplication.processEvents()
    return model


def start_cover(window: MainWindow) -> None:
    """The game begins: the first person must lift the cover."""
    hot_seat(window, Game.new(2, 2))


def step_two_cover(window: MainWindow) -> None:
    """A game loaded where the person to move may end the turn (step 2)."""
    model = hot_seat(window, scenes.effect_game())
    assert model.cover_seat == 0 and "end" in model.legal_actions()


def handover_cover(window: MainWindow) -> None:
    """The first person played a card and ended the turn: the cover waits for the second."""
    model = hot_seat(window, Game.new(2, 2))
    assert model.lift_cover()
    assert model.submit(next(a for a in model.legal_actions() if a.startswith("play ")))
    while not model.covered:
        assert model.submit("end" if model.is_legal("end") else model.legal_actions()[0])
    QApplication.processEvents()


def keep_cover(window: MainWindow) -> None:
    """The draft: the second person keeps a card from the packet passed to them."""
    model = hot_seat(window, Game.new(2, 3, "draft"))
    assert model.lift_cover()
    assert model.submit(model.legal_actions()[0])
    QApplication.processEvents()


def centre_cover(window: MainWindow) -> None:
    """The draft: a person takes a card from the centre."""
    model = hot_seat(window, Game.new(2, 3, "draft"))
    while True:
        view = model.view()
        assert view is not None and "draft" in view
        if model.covered and view["draft"]["stage"] != "keep":
            break
        if model.covered:
            assert model.lift_cover()
        else:
            assert model.submit(model.legal_actions()[0])
    QApplication.processEvents()


def last_move(seed: int) -> tuple[Game, str]:
    """A two-player game one action from its end, and that action."""
    game, rng, actions = Game.new(2, seed), random.Random(seed), []
    while not game.over:
        actions.append(rng.choice(game.legal_actions()))
        game.apply(actions[-1])
    replay = Game.new(2, seed)
    for action in actions[:-1]:
        replay.apply(action)
    return replay, actions[-1]


def end_cover(window: MainWindow) -> None:
    """The last action was a person's: the game-over cover hides their hand."""
    game, action = last_move(5)
    model = hot_seat(window, game)
    assert model.lift_cover() and model.submit(action) and model.over
    QApplication.processEvents()


COVERS: dict[str, Callable[[MainWindow], None]] = {
    "start": start_cover, "step two": step_two_cover, "handover": handover_cover, "keep": keep_cover,
    "centre": centre_cover}


def down(window: MainWindow, clock: Clock, make: Callable[[MainWindow], None]) -> int | None:
    """Put the cover down and let its own guard time pass; the seat it waits for."""
    make(window)
    model = window.model
    assert model.covered and window.stack.currentWidget() is window.curtain
    clock.advance(GUARD + 1)
    assert window.curtain.armed
    return model.cover_seat


def state(model: GameModel) -> tuple[Any, ...]:
    """The game as the engine has it: its history and every seat's view."""
    game = model.game_copy()
    assert game is not None
    return model.history_length, [game.view(s) for s in range(game.players)], len(model.log)


# ---------------------------------------------------------------------------- input

def focus(window: MainWindow) -> QWidget:
    """Where a key goes now: the focus widget, in the window or a dialog of it."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def decision_row(window: MainWindow) -> tuple[CardRow, QPoint]:
    """The cards the person chooses from now, and the middle of the first one."""
    model = window.model
    row: CardRow = window.hand
    if model.step() == "draft":
        row = window.draft.packet if window.draft.packet.isVisible() else window.draft.centre
    assert row.isVisible() and row.tokens
    return row, row.card_rect(0).center().toPoint()


def targets(window: MainWindow) -> list[QWidget]:
    """Where a second key press may land: the focus widget and the cards chosen from."""
    found = [QApplication.focusWidget(), decision_row(window)[0]]
    return [w for k, w in enumerate(found) if w is not None and w not in found[:k]]


def press(window: MainWindow, key: Qt.Key,
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed and let go over each of ``targets``."""
    for widget in targets(window):
        QTest.keyClick(widget, key, modifier)


def repeat(widget: QWidget, key: Qt.Key, times: int, clock: Clock) -> None:
    """``key`` held down over ``widget``: auto-repeated presses (and, as X11 sends them, releases)."""
    text = " " if key == Qt.Key.Key_Space else "\r"
    for _ in range(times):
        clock.advance(33)
        for kind in (QKeyEvent.Type.KeyRelease, QKeyEvent.Type.KeyPress):
            QApplication.sendEvent(widget, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, True))


def second_click(widget: QWidget, where: QPoint) -> None:
    """The second click of a double click, as Qt delivers it: a press, the double click, a release."""
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(widget, left, none, where)
    QApplication.sendEvent(widget, QMouseEvent(QEvent.Type.MouseButtonDblClick, QPointF(where),
                                               widget.mapToGlobal(QPointF(where)), left, left, none))
    QTest.mouseRelease(widget, left, none, where)


def double_enter(window: MainWindow, clock: Clock) -> None:
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    clock.advance(QUICK)
    press(window, Qt.Key.Key_Return)


def double_space(window: MainWindow, clock: Clock) -> None:
    QTest.keyClick(window.curtain, Qt.Key.Key_Space)
    clock.advance(QUICK)
    press(window, Qt.Key.Key_Space)


def double_click(window: MainWindow, clock: Clock) -> None:
    """The first click lifts the cover; the second half of the double click lands on a card."""
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    clock.advance(QUICK)
    second_click(*decision_row(window))


def held_enter(window: MainWindow, clock: Clock) -> None:
    """Enter pressed down on the cover and held well past the guard time before it is let go."""
    lifted = clock.now
    QTest.keyPress(window.curtain, Qt.Key.Key_Return)
    for widget in targets(window):
        repeat(widget, Qt.Key.Key_Return, 25, clock)
    assert clock.now - lifted > GUARD
    for widget in targets(window):
        QTest.keyRelease(widget, Qt.Key.Key_Return)


def held_space(window: MainWindow, clock: Clock) -> None:
    """Space held down on the cover, repeating, then let go over the End turn button."""
    QTest.keyPress(window.curtain, Qt.Key.Key_Space)
    for widget in targets(window):
        repeat(widget, Qt.Key.Key_Space, 25, clock)
    window.effects.end_button.setFocus()
    repeat(window.effects.end_button, Qt.Key.Key_Space, 3, clock)
    QTest.keyRelease(window.effects.end_button, Qt.Key.Key_Space)


def enter_then_end_turn(window: MainWindow, clock: Clock) -> None:
    """Enter lifts the cover, Ctrl+E at once after it."""
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    clock.advance(QUICK)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)


def click_then_end_turn(window: MainWindow, clock: Clock) -> None:
    """A double click whose second click lands on End turn."""
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    clock.advance(QUICK)
    second_click(window.effects.end_button, window.effects.end_button.rect().center())


CARD_SEQUENCES: dict[str, Callable[[MainWindow, Clock], None]] = {
    "double Enter": double_enter, "double Space": double_space, "double click": double_click,
    "held Enter": held_enter, "held Space": held_space}
END_SEQUENCES: dict[str, Callable[[MainWindow, Clock], None]] = {
    "Enter, Ctrl+E": enter_then_end_turn, "double click on End turn": click_then_end_turn}
# a card is chosen on every cover; End turn is possible at once only where the turn is in step 2
CASES = [(c, q) for c in COVERS if c != "step two" for q in CARD_SEQUENCES] + \
    [("step two", q) for q in END_SEQUENCES]
SEQUENCES = {**CARD_SEQUENCES, **END_SEQUENCES}


# ---------------------------------------------------------------------------- the tests

@pytest.mark.slow
@pytest.mark.parametrize("cover, sequence", CASES)
def test_a_quick_second_input_after_lifting_changes_nothing(cover: str, sequence: str,
                                                            guarded: MainWindow, clock: Clock) -> None:
    window = guarded
    model = window.model
    seat = down(window, clock, COVERS[cover])
    before = state(model)
    SEQUENCES[sequence](window, clock)
    QApplication.processEvents()
    assert not model.covered and model.viewer == seat and window.stack.currentWidget() is window.split
    assert state(model) == before, f"{sequence} on the {cover} cover played for seat {seat}"


@pytest.mark.slow
@pytest.mark.parametrize("cover", [c for c in COVERS if c != "step two"])
def test_after_the_guard_time_the_table_takes_keys_and_clicks_again(cover: str, guarded: MainWindow,
                                                                     clock: Clock) -> None:
    window = guarded
    model = window.model
    down(window, clock, COVERS[cover])
    history = model.history_length
    double_enter(window, clock)
    assert model.history_length == history
    clock.advance(GUARD)
    row = decision_row(window)[0]
    row.setFocus()
    QTest.keyClick(row, Qt.Key.Key_Return)      # the person chose: it is played
    assert model.history_length == history + 1


def test_a_click_after_the_guard_time_plays(guarded: MainWindow, clock: Clock) -> None:
    window = guarded
    model = window.model
    down(window, clock, start_cover)
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    clock.advance(GUARD + 1)
    second_click(*decision_row(window))
    assert model.history_length == 1


def test_a_held_key_let_go_then_pressed_again_plays(guarded: MainWindow, clock: Clock) -> None:
    window = guarded
    model = window.model
    down(window, clock, start_cover)
    held_enter(window, clock)
    assert model.history_length == 0
    QTest.keyClick(focus(window), Qt.Key.Key_Return)       # a new press, long after the lift
    assert model.history_length == 1


def test_ctrl_e_ends_the_turn_after_the_guard_time(guarded: MainWindow, clock: Clock) -> None:
    window = guarded
    model = window.model
    down(window, clock, start_cover)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    clock.advance(GUARD + 1)
    assert model.submit(next(a for a in model.legal_actions() if a.startswith("play ")))
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert model.covered and model.cover_seat == 0


@pytest.mark.slow
def test_a_programmatic_lift_starts_no_guard(guarded: MainWindow, clock: Clock) -> None:
    """Only a person's click or key on the cover is guarded against (a loaded game, a test)."""
    window = guarded
    model = window.model
    down(window, clock, start_cover)
    assert model.lift_cover()
    QApplication.processEvents()
    QTest.keyClick(focus(window), Qt.Key.Key_Return)
    assert model.history_length == 1


@pytest.mark.slow
def test_the_game_over_cover_hands_no_key_to_the_result(ending: MainWindow, clock: Clock,
                                                        qtbot: QtBot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    window = ending
    asked: list[str] = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append("new game"))
    monkeypatch.setattr(window, "replay_this_game", lambda: asked.append("replay"))

    def close() -> bool:
        asked.append("quit")
        return True

    monkeypatch.setattr(window, "close", close)
    model = window.model
    down(window, clock, end_cover)
    assert model.cover_over
    before = state(model)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000)
    dialog = window.end_dialog
    assert dialog is not None
    dialog.activateWindow()

    def focused_in_dialog() -> bool:
        widget = QApplication.focusWidget()
        return widget is not None and dialog.isAncestorOf(widget)

    qtbot.waitUntil(focused_in_dialog, timeout=5000)
    clock.advance(QUICK)
    QTest.keyClick(focus(window), Qt.Key.Key_Return)
    QTest.keyClick(focus(window), Qt.Key.Key_Space)
    repeat(focus(window), Qt.Key.Key_Return, 3, clock)
    QApplication.processEvents()
    assert asked == [] and dialog.isVisible() and window.end_dialog is dialog
    assert not model.covered and state(model) == before
    clock.advance(GUARD)
    dialog.close_button.setFocus()
    QTest.keyClick(dialog.close_button, Qt.Key.Key_Space)   # after the guard time: the person closes it
    assert not dialog.isVisible()


# ---------------------------------------------------------------------------- the menus

def table_actions(window: MainWindow) -> dict[str, bool]:
    """Whether each table action of the Play menu, and each button of the table, is enabled."""
    actions = {
        "End turn": window.end_action, "Undo": window.undo_menu, "Redo": window.redo_menu,
        "Hint": window.suggest_action, "Discard pile": window.discard_action, "Skip": window.skip_action}
    enabled = {name: action.isEnabled() for name, action in actions.items()}
    buttons: list[QAbstractButton] = [window.effects.end_button, window.hint_panel.button,
                                      *window.effects.buttons.values()]
    enabled.update({f"button {b.objectName() or b.text()}": b.isEnabled() for b in buttons})
    return enabled


@pytest.mark.slow
@pytest.mark.parametrize("cover", [*COVERS, "end"])
def test_the_table_actions_are_disabled_under_every_cover(cover: str, guarded: MainWindow,
                                                          clock: Clock) -> None:
    window = guarded
    model = window.model
    if cover == "handover":
        # the first person could undo and the hint was asked for: none of it under the cover
        hot_seat(window, Game.new(2, 2))
        assert model.lift_cover()
        assert model.submit(next(a for a in model.legal_actions() if a.startswith("play ")))
        assert window.end_action.isEnabled() and window.undo_menu.isEnabled()
        assert model.submit("end") and model.covered
        QApplication.processEvents()
    else:
        (COVERS[cover] if cover != "end" else end_cover)(window)
    assert model.covered
    enabled = table_actions(window)
    assert not any(enabled.values()), {name for name, on in enabled.items() if on}
    history = model.history_length
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert model.history_length == history and window.refusal.isHidden()   # not even refused
    if cover == "end":
        return
    assert model.lift_cover()
    assert window.end_action.isEnabled() and window.discard_action.isEnabled()
    assert window.suggest_action.isEnabled() == (window.hints.why_not() is None)
    assert window.undo_menu.isEnabled() == model.can_undo()
    assert window.effects.end_button.isEnabled() == model.is_legal("end")


@pytest.mark.slow
def test_end_turn_stays_enabled_for_an_ai_turn_and_refuses(window: MainWindow) -> None:
    """Without a cover, End turn is offered as before: refused with the reason during an AI turn."""
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3, level="easy"))
    assert model.submit("end") and model.to_move == 1
    assert window.end_action.isEnabled()
    reasons: list[str] = []
    model.refused.connect(lambda _a, r: reasons.append(r))
    window.end_action.trigger()
    assert reasons == ["it is Aurelia's turn (Easy AI)"]
