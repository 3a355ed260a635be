"""AI seats: thinking in a worker thread, moves shown one at a time at the player's pace.

``AIDriver`` watches the ``GameModel``. When an AI seat is to move it hands a copy of the
game to a ``QThreadPool`` worker, which calls ``engine.ai.make_ai(...).choose``; the
chosen action and the AI's reason (the ``Sentence`` object itself, never its text) come back
through a queued signal and are submitted on the GUI thread no sooner than ``pace`` seconds
after the previous action ("Skip to my turn" drops the wait until a person is to move),
through ``GameModel.submit_ai`` (the only path that plays for an AI seat; it refuses a
person's seat). An AI that fails is replaced for that move by a random legal choice.
(Hard's search workers are processes, but they return search statistics only: the reason is
made in the worker thread, from the chosen action.)
"""

from __future__ import annotations

import logging
import queue
import random
import sys
import time
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from engine import Game
from engine.words import Sentence

from .i18n import fill
from .model import GameModel

LOG = logging.getLogger("civgui.ai")
DEFAULT_PACE = 0.6


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


class _Bridge(QObject):
    # generation, history length, action, reason (a Sentence or plain text), error
    done = Signal(int, int, str, object, str)


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
        self._jobs: queue.SimpleQueue[tuple[AIPlayer, Game, int]] = queue.SimpleQueue()

    def start_in(self, pool: QThreadPool, player: AIPlayer, game: Game, generation: int) -> None:
        """Decide for ``player`` in ``game`` on one of ``pool``'s threads."""
        self._jobs.put((player, game, generation))
        pool.start(self)

    def run(self) -> None:
        """Choose, then report back (errors are reported, never raised in the worker)."""
        player, game, generation = self._jobs.get_nowait()
        hist = len(game.history)
        try:
            action = player.choose(game)
            self._bridge.done.emit(generation, hist, str(action), player.reason, "")
        except Exception as exc:  # an AI bug must not kill the game: report and fall back
            LOG.exception("AI failed")
            self._bridge.done.emit(generation, hist, "", "", f"{type(exc).__name__}: {exc}")


class AIDriver(QObject):
    """Plays the AI seats of the model's game."""

    thinking = Signal(int)      # seat that started thinking
    moved = Signal(int, str)    # seat, action
    failed = Signal(str)        # an AI error (the game went on with a random move)

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
        self._think.start_in(self._pool, self._players[seat], game, self._generation)

    def _chosen(self, generation: int, hist: int, action: str, reason: Sentence | str, error: str) -> None:
        if generation != self._generation:
            return
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
