"""AI seats: thinking in a worker thread, moves shown one at a time at the player's pace.

``AIDriver`` watches the ``GameModel``. When an AI seat is to move it hands a copy of the
game to a ``QThreadPool`` worker, which calls ``engine.ai.make_ai(...).choose``; the
chosen action and the AI's reason (the ``Sentence`` object itself, never its text) come back
through a queued signal and are submitted on the GUI thread no sooner than ``pace`` seconds
after the previous action ("Skip to my turn" drops the wait until a person is to move),
through ``GameModel.submit_ai`` (the only path that plays for an AI seat; it refuses a
person's seat). An AI that fails is replaced for that move by a random legal choice.
(Hard's search workers are processes, but they return search statistics only: the reason is
made in the worker thread, from the chosen action.) A Hard search worker that dies is replaced
by the engine (``engine.ai.hard``: a fresh pool, the search made again); only when that fails
too (``WorkersLost``) does the move come from Medium, and every Hard seat plays as Medium until
the next game, said once (``failed``), never once per move.
"""

from __future__ import annotations

import logging
import queue
import random
import sys
import time
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from engine import Game
from engine.words import Sentence

from ..services.i18n import fill
from ..services.settings import DEFAULT_PACE
from .model import GameModel

LOG = logging.getLogger("civgui.ai")


class AIPlayer(Protocol):
    """What the app needs of an AI: ``choose(game)`` and the one-line ``reason`` (the engine's AIs
    give a ``Sentence``; a foreign chooser may give plain text, shown as it is)."""

    @property
    def reason(self) -> Sentence | str:
        """Why the last choice was made."""
        ...

    def choose(self, game: Game) -> str:
        """The action this seat plays in ``game``."""
        ...


# The log's reason for the random move that replaces a failed AI's (the GUI's own words, a
# Sentence so that the log says it again in another language).
FALLBACK_REASON = Sentence("gui.ai_fallback")


class RandomChoice:
    """A random legal action: the move that replaces a failed AI's."""

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)
        self.reason: Sentence | str = FALLBACK_REASON

    def choose(self, game: Game) -> str:
        """A random legal action."""
        return self._rng.choice(game.legal_actions())


def make_player(level: str, seat: int, seed: int = 0) -> AIPlayer:
    """The engine's AI for ``level`` at ``seat`` (the AI is imported here, on the first AI turn,
    not at start-up)."""
    from engine.ai import make_ai

    player: AIPlayer = make_ai(level, seat, seed=seed)
    return player


# The level a Hard seat plays at once its search workers are lost for good (engine WorkersLost).
FALLBACK_LEVEL = "medium"


def workers_lost(exc: Exception) -> bool:
    """Whether ``exc`` is Hard's search workers lost for good (``engine.ai.hard.WorkersLost``)."""
    hard = sys.modules.get("engine.ai.hard")    # never raised before the AI is imported
    return hard is not None and isinstance(exc, hard.WorkersLost)


class _Bridge(QObject):
    # generation, history length, action, reason (a Sentence or plain text), error, whether the
    # action is Medium's because Hard's search workers were lost
    done = Signal(int, int, str, object, str, bool)


@dataclass(frozen=True)
class _Job:
    """One decision: ``seat``'s ``player``'s in ``game`` (a copy); ``seed``: the seat's, for a
    fallback AI."""

    seat: int
    player: AIPlayer
    game: Game
    generation: int
    seed: int


class _Think(QRunnable):
    """The AI decisions, each on a copy of the game, off the GUI thread: one per ``start``.

    One runnable for the driver's whole life, its decisions handed over in a queue: PySide
    keeps a reference to every runnable given to ``QThreadPool.start`` (not always dropped
    once run), so one runnable per decision kept each one and its copy of the game alive.
    """

    def __init__(self, bridge: _Bridge) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._bridge = bridge
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()

    def start_in(self, pool: QThreadPool, job: _Job) -> None:
        """Make ``job``'s decision on one of ``pool``'s threads."""
        self._jobs.put(job)
        pool.start(self)

    def run(self) -> None:
        """Choose, then report back (errors are reported, never raised in the worker)."""
        job = self._jobs.get_nowait()
        game = job.game
        hist = len(game.history)
        player, lost = job.player, False
        try:
            try:
                action = player.choose(game)
            except Exception as exc:
                if not workers_lost(exc):
                    raise
                # the engine replaced the dead workers once already and that failed too: this
                # move, and the seat's next ones, are Medium's (the driver swaps the players)
                LOG.error("Hard's search workers are lost, Medium plays: %s", exc)
                player, lost = make_player(FALLBACK_LEVEL, job.seat, job.seed), True
                action = player.choose(game)
            self._bridge.done.emit(job.generation, hist, str(action), player.reason, "", lost)
        except Exception as exc:  # an AI bug must not kill the game: report and fall back
            LOG.exception("AI failed")
            self._bridge.done.emit(job.generation, hist, "", "", f"{type(exc).__name__}: {exc}", False)


class AIDriver(QObject):
    """Plays the AI seats of the model's game."""

    thinking = Signal(int)      # seat that started thinking
    moved = Signal(int, str)    # seat, action
    failed = Signal(str)        # an AI error (the game went on with a random move, or with Medium)

    def __init__(self, model: GameModel, parent: QObject | None = None,
                 pace: float = DEFAULT_PACE, seed: int = 0) -> None:
        super().__init__(parent)
        self._model = model
        self.pace = pace
        self._seed = seed
        self._players: dict[int, AIPlayer] = {}
        self._generation = 0
        self._busy = False
        self._fast = False
        self.paused = False
        self._last_action = time.monotonic()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._chosen)
        self._think = _Think(self._bridge)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._submit_waiting)
        self._waiting: tuple[int, int, str, Sentence | str] | None = None
        self._hard_lost = False     # Hard's search workers lost for good in this game: Medium plays
        model.gameStarted.connect(self._restart)
        model.changed.connect(self._schedule)
        if model.has_game:
            self._restart()

    @property
    def busy(self) -> bool:
        """Whether an AI decision is being computed or waiting to be shown."""
        return self._busy

    @property
    def hurrying(self) -> bool:
        """Whether "Skip to my turn" plays the AI seats at full speed now."""
        return self._fast

    def set_pace(self, seconds: float) -> None:
        """Seconds between two shown AI actions (0: full speed)."""
        self.pace = max(0.0, seconds)

    def set_paused(self, paused: bool) -> None:
        """Stop (or resume) playing the AI seats; a decision in progress is still shown."""
        self.paused = paused
        if not paused:
            self._schedule()

    def skip_to_my_turn(self) -> None:
        """Play the AI seats at full speed until a person is to move."""
        self._fast = True
        if self._timer.isActive():
            self._timer.stop()
            self._submit_waiting()

    def shutdown(self) -> None:
        """Forget pending work and wait for the worker (called when the window closes)."""
        self._generation += 1
        self._timer.stop()
        self._pool.waitForDone(10_000)
        ai = sys.modules.get("engine.ai")      # not imported if no AI ever played
        if ai is not None:
            ai.shutdown_pool()

    def _restart(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._waiting = None
        self._busy = False
        self._fast = False
        self._hard_lost = False
        seats = self._model.seats
        self._players = {
            s: make_player(cfg.kind, s, self._seed + s) for s, cfg in enumerate(seats) if not cfg.is_human
        }
        self._last_action = time.monotonic()
        QTimer.singleShot(0, self._schedule)

    def _schedule(self) -> None:
        self._last_action = time.monotonic()
        model = self._model
        seat = model.to_move
        if seat is None or model.is_human(seat):
            self._fast = False
            return
        if self._busy or self.paused:
            return
        game = model.game_copy()
        if game is None:
            return
        self._busy = True
        self.thinking.emit(seat)
        self._think.start_in(self._pool, _Job(seat, self._players[seat], game, self._generation,
                                              self._seed + seat))

    def _chosen(self, generation: int, hist: int, action: str, reason: Sentence | str, error: str,
                lost: bool) -> None:
        if generation != self._generation:
            return
        if lost:
            self._play_hard_as_medium()
        seat = self._model.to_move
        if seat is None or hist != self._model.history_length:
            self._busy = False
            self._schedule()
            return
        if error or not self._model.is_legal(action):
            self.failed.emit(error or fill(QCoreApplication.translate(
                "AIDriver", "the AI chose an illegal action: {action}", "action: in the game's notation"),
                action=repr(action)))
            fallback = RandomChoice(hist)
            action = fallback.choose(self._model.game_copy() or Game.new())
            reason = fallback.reason
        self._waiting = (generation, seat, action, reason)
        wait = 0.0 if self._fast else self.pace - (time.monotonic() - self._last_action)
        if wait <= 0:
            self._submit_waiting()
        else:
            self._timer.start(int(wait * 1000))

    def _play_hard_as_medium(self) -> None:
        """Hard's search workers are lost for good: every Hard seat plays as Medium until the next
        game (which tries Hard's workers again), said once."""
        if self._hard_lost:         # a decision already under way when the first one was lost
            return
        self._hard_lost = True
        for s in [s for s, cfg in enumerate(self._model.seats) if cfg.kind == "hard" and s in self._players]:
            self._players[s] = make_player(FALLBACK_LEVEL, s, self._seed + s)
        self.failed.emit(QCoreApplication.translate(
            "AIDriver", "the Hard AI's search processes stopped and could not be started again: the Hard AI "
                        "seats play as Medium AI until the next game"))

    def _submit_waiting(self) -> None:
        waiting, self._waiting = self._waiting, None
        self._busy = False
        if waiting is None or waiting[0] != self._generation:
            return
        _, seat, action, reason = waiting
        if self._model.to_move == seat and self._model.submit_ai(seat, action, reason):
            self.moved.emit(seat, action)
        else:
            self._schedule()
