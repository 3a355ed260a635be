"""Hot seat: several people at one screen, and nobody plays for another seat.

Every seat order of 2, 3 and 4 players with two or more people (every subset of human
seats, every first player, classic, draft and team games) is played to the end through the
``GameModel``, checking at every action who the table shows, that a cover comes down at
every handover between two people, that nothing can be played under it, and whose private
log lines are shown. A few of these games are played in a real ``MainWindow`` whose visible
widgets are walked at every handover and AI turn: no card of a person's hand that the
table cannot show, and no private log line, may be visible.
"""

from __future__ import annotations

import functools
import itertools
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, QPointF, Qt
from PySide6.QtGui import QDropEvent, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QLabel, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media.resources import card_name
from civgui.play.model import GameModel
from civgui.services.storage import GameConfig, SeatConfig, autosave_path
from civgui.table.cardview import CardRow
from civgui.table.cover import Cover
from civgui.table.hand import card_mime
from civgui.table.listmodels import HandListModel, LogListModel
from engine import Game
from engine.events import Event

from .conftest import seen


def first_player_seeds(players: int, setup: str, teams: bool = False) -> dict[int, int]:
    """For each first player, the smallest seed whose game starts with that player."""
    found: dict[int, int] = {}
    for seed in itertools.count(1):
        first = Game.new(players, seed, setup, teams).view(None)["first_player"]
        found.setdefault(first, seed)
        if len(found) == players:
            return found
    raise AssertionError("unreachable")


def orders() -> Iterator[tuple[int, tuple[int, ...], int, str, bool]]:
    """(players, human seats, seed, setup, teams): every seat order with two or more people."""
    for players in (2, 3, 4):
        for setup, teams in (("classic", False), ("draft", False), ("classic", True)):
            if teams and players != 4:
                continue
            seeds = first_player_seeds(players, setup, teams)
            for size in range(2, players + 1):
                for humans in itertools.combinations(range(players), size):
                    for first in range(players):
                        yield players, humans, seeds[first], setup, teams


# ---------------------------------------------------------------------------- the referee

def tokens_in(value: Any) -> set[str]:
    """Every card token anywhere in a view (nested dicts and lists)."""
    if isinstance(value, str):
        return {value} if value in ALL_KINDS else set()
    if isinstance(value, dict):
        return set().union(*(tokens_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(tokens_in(v) for v in value)) if value else set()
    return set()


def secret_kinds(model: GameModel, viewer: int | None) -> set[str]:
    """Kinds held by a person (hand, draft packet) that ``viewer`` (None: everyone) may not be shown:
    not in what ``viewer`` knows (its view), nor named by a line ``viewer`` may read."""
    game = model.game_copy()
    assert game is not None
    shown = tokens_in(game.view(viewer))
    readable = " ".join(e.text for e in model.log if e.reader is None or e.reader == viewer)
    shown.update(k for k in ALL_KINDS if NAME_RE[k].search(readable))
    secret: set[str] = set()
    for seat in model.human_seats():
        if seat != viewer:
            own = game.view(seat)
            secret.update(own["hands"][seat])
            if "draft" in own:
                secret.update(own["draft"]["packet"])
    return (secret & set(ALL_KINDS)) - shown


ALL_KINDS = [f"{d}{a}" for d in ("MIL", "REL", "ECO", "SCI", "ART", "UTO") for a in (1, 2, 3)]
NAME_RE = {k: re.compile(rf"(?<![\w]){re.escape(card_name(k))}(?![\w])|\b{k}\b") for k in ALL_KINDS}


class Referee:
    """Plays one hot-seat game through the model and checks the cover rules at every action."""

    def __init__(self, model: GameModel, seed: int, window: MainWindow | None = None) -> None:
        self.model = model
        self.window = window
        self.rng = random.Random(seed)
        self.log_model = LogListModel(model)
        self.hand_model = HandListModel(model)
        self.at_screen: int | None = None
        self.handovers = 0
        self.walks = 0
        self.private_lines = 0

    def play(self) -> None:
        """To the end, lifting the cover at every handover; the game-over cover last."""
        model = self.model
        self.check_view()
        last_actor: int | None = None
        while not model.over:
            seat = model.to_move
            assert seat is not None
            if model.covered:
                self.covered_checks(seat)
                continue
            if model.is_human(seat):
                assert seat == self.at_screen and model.viewer == seat
                assert model.not_yours() is None
                action = self.rng.choice(model.legal_actions())
                # an action that reveals cards asks first in a window: the person says yes
                how = model.submit_confirmed if model.confirmation(action) else model.submit
                self.submit(seat, action, how)
            else:
                assert model.viewer is None, "an AI seat's turn is shown in the public view"
                if seat != last_actor:  # an AI turn starts: the last person's hand is gone
                    self.check_view()
                    if self.window is not None:
                        self.walk(None)
                action = self.rng.choice(model.legal_actions())
                self.refused_unchanged(action, f"it is {model.seat_name(seat)}'s turn")
                self.submit(seat, action, lambda a, s=seat: model.submit_ai(s, a, "a reason"))
            last_actor = seat
        assert model.viewer is None
        if model.is_human(last_actor):
            assert model.covered and model.cover_over and model.cover_seat is None
            self.check_view()
            if self.window is not None:
                self.walk(None)
                assert self.window.stack.currentWidget() is self.window.curtain
                assert "Game over" in self.window.curtain.text()
                assert self.window.end_dialog is None
            self.lift()
        assert not model.covered
        if self.window is not None:
            assert self.window.stack.currentWidget() is self.window.split

    def covered_checks(self, seat: int) -> None:
        """Under the cover: the public view, nothing playable; then the person lifts it."""
        model = self.model
        assert model.is_human(seat) and model.cover_seat == seat and seat != self.at_screen
        assert model.viewer is None
        self.check_view()
        self.refused_unchanged(model.legal_actions()[0], "the screen is covered")
        if self.window is not None:
            self.walk(None)
            assert self.window.stack.currentWidget() is self.window.curtain
            assert model.seat_name(seat) in self.window.curtain.text()
        self.handovers += 1
        self.lift()
        assert model.viewer == seat and not model.covered
        self.at_screen = seat
        self.check_view()
        if self.window is not None:
            assert self.window.stack.currentWidget() is self.window.split
            self.walk(seat)

    def lift(self) -> None:
        if self.window is None:
            assert self.model.lift_cover()
            return
        QTest.mouseClick(self.window.curtain, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def submit(self, seat: int, action: str, how: Any) -> None:
        model = self.model
        before = len(model.log)
        events: list[Event] = []

        def record(_seat: int, _action: str, applied: list[Event]) -> None:
            events.extend(applied)

        model.actionApplied.connect(record)
        assert how(action), action
        model.actionApplied.disconnect(record)
        made = [e for e in model.log[before:] if e.kind == "private"]
        shown = [e for e in events if e.visible_to]
        wanted = sorted(s for e in shown for s in set(e.visible_to or ())
                        if model.is_human(s) and e.private(s) is not None)
        assert sorted(e.reader or 0 for e in made) == wanted, (made, wanted)
        assert all(e.reader is not None for e in made)
        self.private_lines += len(made)

    def refused_unchanged(self, action: str, why: str) -> None:
        model = self.model
        history, log = model.history_length, len(model.log)
        reasons: list[str] = []

        def record(_action: str, reason: str) -> None:
            reasons.append(reason)

        model.refused.connect(record)
        assert not model.submit(action)
        model.refused.disconnect(record)
        assert reasons and why in reasons[0], reasons
        assert model.history_length == history and len(model.log) == log

    def check_view(self) -> None:
        """The model shows the viewer's eyes; its log and hand adapters follow the viewer."""
        model = self.model
        viewer = model.viewer
        game = model.game_copy()
        assert game is not None
        assert model.view() == game.view(viewer)
        if viewer is None:  # the public view: only cards everyone knows (RULES §8), no hand below
            assert self.hand_model.tokens() == []
        assert self.log_model.viewer == viewer
        assert all(e.reader in (None, viewer) for e in self.log_model.entries())
        assert self.log_model.entries() == model.visible_log(viewer)

    # ------------------------------------------------------------------ the window walk

    def walk(self, viewer: int | None) -> None:
        """No visible widget of any window shows a card ``viewer`` may not see, or another's private line."""
        assert self.window is not None
        QApplication.processEvents()  # dialogs open and close on the next loop turn
        self.walks += 1
        texts = visible_texts()
        secret = secret_kinds(self.model, viewer)
        joined = "\n".join(texts)
        for kind in secret:
            assert not NAME_RE[kind].search(joined), (kind, [t for t in texts if NAME_RE[kind].search(t)])
        others = {e.text for e in self.model.log if e.reader is not None and e.reader != viewer}
        mine = {e.text for e in self.model.log if e.reader == viewer}
        for text in others - mine:
            assert text not in joined, text
        if viewer is None:
            assert not re.search(r"\bYou (draw|keep|take|give)\b|gives you", joined)
            assert not self.window.hand.isVisible() or self.window.hand.tokens == []


def visible_texts() -> list[str]:
    """Every text a visible widget shows: labels, buttons, tooltips, titles, item views' data, cards."""
    texts: list[str] = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        texts.append(top.windowTitle())
        for widget in [top, *top.findChildren(QWidget)]:
            if not widget.isVisible():
                continue
            texts.append(widget.toolTip())
            if isinstance(widget, QLabel):
                texts.append(widget.text())
            elif isinstance(widget, QAbstractButton):
                texts.append(widget.text())
            elif isinstance(widget, CardRow):
                texts.extend(widget.tokens)
                texts.extend(card_name(t) for t in widget.tokens)
                texts.extend(widget.tips)
            elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
                model = widget.model()
                for row in range(model.rowCount(QModelIndex())):
                    for column in itertools.count():
                        index = model.index(row, column)
                        if not index.isValid():
                            break
                        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                            value = model.data(index, role)
                            if isinstance(value, str):
                                texts.append(value)
    return [t for t in texts if t]


# ---------------------------------------------------------------------------- the tests

def play_model_game(players: int, humans: tuple[int, ...], seed: int, setup: str, teams: bool) -> Referee:
    model = GameModel(autosave=False)
    model.load_game(Game.new(players, seed, setup, teams), scenes.seats(players, humans, "easy"))
    referee = Referee(model, seed * 31 + len(humans))
    referee.play()
    return referee


def covered(model: GameModel) -> bool:
    """Whether the cover is down, read afresh: mypy would carry an earlier assert on the property over
    the actions in between and take the rest of the test for unreachable."""
    return model.covered


def viewer(model: GameModel) -> int | None:
    """The seat the table shows, read afresh (as ``covered``)."""
    return model.viewer


@pytest.mark.slow
def test_every_seat_order_plays_to_the_end_through_the_model(qtbot: QtBot) -> None:
    games = handovers = private = 0
    for players, humans, seed, setup, teams in orders():
        referee = play_model_game(players, humans, seed, setup, teams)
        games += 1
        handovers += referee.handovers
        private += referee.private_lines
        assert referee.handovers >= 2, (players, humans, seed, setup)  # the start and at least one more
    assert games == 2 * 2 + 3 * 4 * 2 + 4 * 11 * 3
    assert private > games  # private lines were made (and checked) for every person
    print(f"\nhot-seat model games: {games}, handovers: {handovers}, private lines: {private}")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_person_and_ai_seats_never_see_a_cover(players: int, qtbot: QtBot) -> None:
    for human in range(players):
        model = GameModel(autosave=False)
        covers: list[int] = []
        model.coverChanged.connect(functools.partial(covers.append, 1))
        model.load_game(Game.new(players, 5 + human, "draft" if human % 2 else "classic"),
                        scenes.seats(players, (human,), "easy"))
        rng = random.Random(human)
        while not model.over:
            assert not model.covered and model.viewer == human
            seat = model.to_move
            assert seat is not None
            action = rng.choice(model.legal_actions())
            assert (model.submit(action) if seat == human else model.submit_ai(seat, action))
        assert not model.covered and model.viewer == human and covers == []


def test_two_people_seed_2_the_second_plays_first(window: MainWindow, qtbot: QtBot) -> None:
    """The reported freeze: two people, seed 2: the second seat starts; its hand is shown and playable."""
    window.start_game(GameConfig(seats=[SeatConfig("Ann"), SeatConfig("Bob")], seed=2))
    model = window.model
    assert model.to_move == 1
    assert model.covered and window.stack.currentWidget() is window.curtain
    assert "Pass the screen to Bob" in window.curtain.text() and "plays first" in window.curtain.text()
    assert window.hand.tokens == []
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert model.viewer == 1 and window.stack.currentWidget() is window.split
    own = window.own_area()
    assert own is not None and own.seat == 1
    game = model.game_copy()
    assert game is not None and window.hand.tokens == game.view(1)["hands"][1]
    assert "selectable" in window.hand.states
    assert model.seat_label(1) == "you" and model.seat_label(0) == "human"  # Ann is not "you" for Bob
    window.hand.activate(window.hand.states.index("selectable"))
    assert model.history_length == 1


@pytest.mark.slow
def test_the_cover_closes_dialogs_and_tooltips_at_once(window: MainWindow, qtbot: QtBot) -> None:
    """The pooled hands of an Inquisition are up when another hot-seat game is opened: gone at once;
    a card's tooltip is gone at a handover."""
    model = window.model
    model.load_game(scenes.effect_game("use inquisition", "target 2"), scenes.seats(3, humans=(0, 2)))
    QApplication.processEvents()
    assert model.covered and window.router.dialog is None          # not opened under the cover
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.router.dialog is not None and window.router.dialog.isVisible())
    dialog = window.router.dialog
    assert dialog is not None
    model.load_game(scenes.effect_game("use inquisition", "target 2"), scenes.seats(3, humans=(0, 2)))
    assert model.covered and not dialog.isVisible()
    model.load_game(scenes.effect_game(), scenes.seats(3, humans=(0, 1)))
    model.lift_cover()
    QToolTip.showText(window.hand.mapToGlobal(window.hand.rect().center()), "Science II")
    assert QToolTip.isVisible()
    model.submit("end")                      # a handover: the tooltip goes with the hand
    assert model.covered and not QToolTip.isVisible()


def test_the_cover_lifts_with_enter_or_space_but_not_a_held_key(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3, humans=(0, 1)))
    assert covered(model) and model.cover_seat == 0
    held = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
    QApplication.sendEvent(window.curtain, held)
    assert covered(model)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    assert not covered(model) and model.viewer == 0
    assert window.hand.hasFocus()
    model.submit("end")
    assert covered(model) and model.cover_seat == 1 and window.curtain.hasFocus()
    QTest.keyClick(window.curtain, Qt.Key.Key_Space)
    assert model.viewer == 1


def test_private_lines_belong_to_their_reader(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    log = LogListModel(model)
    game = scenes.effect_game("use purge", "discard MIL2", "discard REL1")
    model.load_game(game, scenes.seats(3, humans=(0, 1)))
    resets: list[int] = []
    log.modelReset.connect(lambda: resets.append(1))
    model.lift_cover()
    model.submit("end")                      # Player draws: a line for Player only
    mine = [e for e in model.log if e.kind == "private"]
    assert [e.reader for e in mine] == [0] and mine[0].text.startswith("You draw ")
    assert mine[0] not in log.entries()      # the cover is down for Aurelia
    model.lift_cover()
    assert log.viewer == 1 and mine[0] not in log.entries() and resets
    assert all(e.reader in (None, 1) for e in log.entries())
    assert mine[0] in model.visible_log(0) and mine[0] not in model.visible_log(1)
    assert mine[0] not in model.visible_log(None)


@pytest.mark.slow
def test_game_over_cover_then_the_result(qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=True)
    qtbot.addWidget(window)
    window.driver.set_paused(True)
    window.show()
    referee = Referee(window.model, 3, window)
    window.model.load_game(Game.new(2, 4, "classic"), scenes.seats(2, (0, 1)))
    referee.play()  # asserts the game-over cover hid the last hand and the end dialog waited
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(),
                    timeout=5000)
    assert window.end_dialog is not None
    window.end_dialog.close()
    window.driver.shutdown()


@pytest.mark.parametrize("players, humans, seed, setup, teams", [
    (2, (0, 1), 2, "classic", False),
    (3, (0, 2), 1, "draft", False),
    (4, (1, 2, 3), 3, "classic", True),
    (4, (0, 2), 7, "draft", False),
])
@pytest.mark.slow
def test_no_private_text_is_visible_under_the_cover(players: int, humans: tuple[int, ...], seed: int,
                                                    setup: str, teams: bool, window: MainWindow,
                                                    qtbot: QtBot) -> None:
    referee = Referee(window.model, seed, window)
    window.model.load_game(Game.new(players, seed, setup, teams), scenes.seats(players, humans, "easy"))
    QApplication.processEvents()
    referee.play()
    assert referee.handovers >= 4 and referee.walks > referee.handovers
    print(f"\nwindow game {players}p {setup}: {referee.handovers} handovers, {referee.walks} widget walks")


# ---------------------------------------------------------------------------- nobody plays for another

def ai_in_step_two(window: MainWindow) -> GameModel:
    """Seat 0 (the person) ends its turn; Aurelia (an Easy AI) plays a card and is in step 2."""
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3, level="easy"))
    assert model.submit("end")
    play = next(a for a in model.legal_actions() if a.startswith("play "))
    assert model.submit_ai(1, play)
    assert model.to_move == 1 and "end" in model.legal_actions()
    return model


def test_end_turn_drag_and_clicks_during_an_ai_turn_are_refused(qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=True), pace=0.0, end_dialog=False)
    window.driver.set_paused(True)
    qtbot.addWidget(window)
    window.show()
    model = ai_in_step_two(window)
    saved = autosave_path().read_text()
    history, log = model.history_length, list(model.log)
    reasons: list[str] = []
    model.refused.connect(lambda _a, r: reasons.append(r))
    window.activateWindow()
    qtbot.waitActive(window)
    end_turn = next(a for a in window.findChildren(type(window.skip_action)) if a.text() == "&End turn")
    end_turn.trigger()                                                 # the menu
    window.hand.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # the shortcut
    assert len(reasons) == 2, "Ctrl+E did not reach the End turn action"
    window.effects.end_button.click()                                  # disabled: nothing happens
    window.hand.activate(0)                                            # double-click / Enter
    drops: list[str] = []
    own = window.own_area()
    assert own is not None and own.seat == 0
    own.dropRefused.connect(drops.append)
    mime: QMimeData = card_mime(seen(model)["hands"][0][0])
    drop = QDropEvent(QPointF(20, 20), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    own.dropEvent(drop)
    for action in model.legal_actions():                               # any path through submit
        assert not model.submit(action)
    assert model.history_length == history and model.log == log and model.to_move == 1
    assert autosave_path().read_text() == saved
    assert reasons and all(r == "it is Aurelia's turn (Easy AI)" for r in reasons), reasons
    assert drops == ["it is Aurelia's turn (Easy AI)"]
    window.driver.shutdown()


def test_ai_path_refuses_a_person_and_a_seat_not_to_move(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    model.load_game(scenes.effect_game(), scenes.seats(3, level="easy"))
    assert not model.submit_ai(0, "end")       # a person's seat
    assert not model.submit_ai(1, "end")       # not Aurelia's turn
    assert model.history_length == 0
    assert model.submit("end")
    assert not model.submit_ai(2, model.legal_actions()[0])
    assert model.submit_ai(1, model.legal_actions()[0])


@pytest.mark.slow
def test_the_ai_driver_plays_only_ai_seats_and_waits_under_the_cover(qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.show()
    model = window.model
    moved: list[int] = []
    window.driver.moved.connect(lambda seat, _a: moved.append(seat))
    model.load_game(Game.new(3, first_player_seeds(3, "classic")[0]), scenes.seats(3, (0, 2), "easy"))
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    while model.to_move == 0:
        model.submit("end" if "end" in model.legal_actions() else model.legal_actions()[0])
    qtbot.waitUntil(lambda: model.covered, timeout=20_000)
    assert model.cover_seat == 2 and set(moved) == {1}
    count = len(moved)
    QApplication.processEvents()
    assert len(moved) == count and not window.driver.busy
    window.driver.shutdown()


@pytest.mark.slow
def test_a_quick_second_click_or_key_does_not_lift_a_new_cover(window: MainWindow, qtbot: QtBot,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen by a tester: double-clicking End turn showed the next person's hand at once. For a
    moment after the cover comes down, clicks and keys do nothing; then a click lifts it."""
    monkeypatch.setattr(Cover, "GUARD_MS", 300)
    model = window.model
    model.load_game(Game.new(2, 2), scenes.seats(2, humans=(0, 1)))
    QApplication.processEvents()
    assert covered(model) and model.cover_seat == 1
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert covered(model) and not window.curtain.button.isEnabled()       # too soon
    qtbot.waitUntil(lambda: window.curtain.armed, timeout=5000)
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not covered(model) and model.viewer == 1
    qtbot.waitUntil(lambda: not window.curtain.guard.timed(), timeout=5000)   # the table takes input
    assert model.submit(next(a for a in model.legal_actions() if a.startswith("play ")))
    QTest.mouseClick(window.effects.end_button, Qt.MouseButton.LeftButton)   # the first click
    assert covered(model) and model.cover_seat == 0
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)             # the second, at once
    QTest.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    assert covered(model) and viewer(model) is None and window.stack.currentWidget() is window.curtain
    assert window.hand.tokens == []
    qtbot.waitUntil(lambda: window.curtain.armed, timeout=5000)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    assert not covered(model) and model.viewer == 0


def test_a_refusal_made_under_the_cover_is_gone_when_it_is_lifted(window: MainWindow) -> None:
    model = window.model
    model.load_game(Game.new(2, 2), scenes.seats(2, humans=(0, 1)))
    QApplication.processEvents()
    assert not model.submit("end")                     # Play > End turn under the cover
    assert not window.refusal.isHidden() and "covered" in window.refusal.text()   # behind the cover
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert not model.covered and window.refusal.isHidden()
