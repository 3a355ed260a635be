"""In the window, a dead search worker of Hard costs nothing (issue 26, part 3): after a worker is
killed (SIGKILL, as the out-of-memory killer does) the next Hard turn plays a searched move on a
fresh pool, with no "AI error" and no random move. Only when the workers cannot be replaced at
all do the Hard seats play as Medium, said once for the game, never once per move; the next game
tries Hard again. Real processes: Linux only (it reads ``/proc``)."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool

import pytest
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.aidriver import AIPlayer
from civgui.play.model import GameModel
from engine import Game
from engine.ai import hard
from engine.ai.hard import HardAI, worker_pids, worker_pool
from engine.words import Sentence
from tests.procs import HAS_PROC, own_child

pytestmark = pytest.mark.skipif(not HAS_PROC, reason="reads /proc")

BUDGET = 0.1        # Hard's seconds a decision here (the game's default is 1 s)


class Recording:
    """A seat's AI, with a note of each decision: its action and whether a search made it."""

    def __init__(self, ai: AIPlayer) -> None:
        self.ai = ai
        self.decisions: list[tuple[str, bool]] = []

    @property
    def reason(self) -> Sentence | str:
        """The AI's reason."""
        return self.ai.reason

    def choose(self, game: Game) -> str:
        """The AI's choice, noted."""
        action = self.ai.choose(game)
        self.decisions.append((action, isinstance(self.ai, HardAI) and self.ai.last is not None))
        return action


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Hard thinks ``BUDGET`` a decision, on a pool of its own for each test."""
    monkeypatch.setattr(hard, "DEFAULT_SECONDS", BUDGET)
    hard.shutdown_pool()
    yield
    hard.shutdown_pool()


def hard_window(qtbot: QtBot) -> tuple[MainWindow, list[str]]:
    """A window whose seats 1 and 2 are Hard, paused before seat 1's turn; the AI errors it says."""
    window = MainWindow(GameModel(autosave=False), pace=0.0)
    qtbot.addWidget(window)
    errors: list[str] = []
    window.driver.failed.connect(errors.append)
    window.driver.set_paused(True)
    window.model.load_game(scenes.effect_game(), scenes.seats(3, level="hard"))
    window.model.submit("end")          # seat 0, a person, ends its turn: seat 1 (Hard) is to move
    return window, errors


def play_until_the_person(qtbot: QtBot, window: MainWindow) -> None:
    """Let the AI seats play until the person is to move (or the game is over)."""
    model = window.model
    window.driver.set_paused(False)
    qtbot.waitUntil(lambda: (model.human_to_move() or model.over) and not window.driver.busy, timeout=60_000)


@pytest.mark.slow
def test_a_killed_worker_costs_the_next_hard_turn_nothing(qtbot: QtBot) -> None:
    window, errors = hard_window(qtbot)
    seat_1 = Recording(window.driver._players[1])
    window.driver._players[1] = seat_1
    worker_pool(2)                      # Hard's workers, as a first Hard turn starts them
    old = worker_pids()
    os.kill(old[0], signal.SIGKILL)
    play_until_the_person(qtbot, window)
    # before the fix: "AI error: BrokenProcessPool ..." and a random move at every searched decision
    assert errors == []
    assert seat_1.decisions, "seat 1 never played"
    action, searched = seat_1.decisions[0]
    assert searched, f"{action} was not a search's choice"
    assert "AI error" not in window.statusBar().currentMessage()
    assert not any("random choice" in e.text for e in window.model.log)
    game = window.model.game_copy()
    assert game is not None and game.history[1] == action     # the searched move was played
    new = worker_pids()
    assert len(new) == 2 and not set(new) & set(old)
    assert not [p for p in old if own_child(p)], "an old worker was left running or as a zombie"
    window.driver.shutdown()


def test_workers_that_cannot_be_replaced_make_hard_play_as_medium_said_once(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_workers(size: int) -> object:
        raise BrokenProcessPool("the workers died as they started")

    monkeypatch.setattr(hard, "worker_pool", no_workers)
    window, errors = hard_window(qtbot)
    driver = window.driver
    start = window.model.history_length
    play_until_the_person(qtbot, window)
    assert window.model.history_length - start >= 3, "the AI seats did not play on"
    # before the fix: one "AI error: BrokenProcessPool ..." and one random move per searched decision
    assert len(errors) == 1, errors
    assert "Medium" in errors[0] and "could not be started again" in errors[0]
    assert not any("random choice" in e.text for e in window.model.log)
    assert {driver._players[s].level for s in (1, 2)} == {"medium"}     # type: ignore[attr-defined]
    # the next game tries Hard's workers again
    monkeypatch.undo()
    monkeypatch.setattr(hard, "DEFAULT_SECONDS", BUDGET)
    window.model.load_game(scenes.effect_game(), scenes.seats(3, level="hard"))
    qtbot.waitUntil(lambda: {driver._players[s].level for s in (1, 2)} == {"hard"},     # type: ignore[attr-defined]
                    timeout=5000)
    driver.shutdown()
