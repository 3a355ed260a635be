"""Replays: a recorded game at any number of its actions, and its turns.

``Game.at(n)`` rebuilds the game after its first ``n`` actions from its origin (``Game.new`` or
``Game.from_position``, then ``apply`` of each recorded action): the result is a full ``Game``,
events, log and undo trail included, exactly the one the original was after ``n`` actions
(same origin, same actions: the same game, deck and all).

``Timeline`` steps through one game quickly in both directions: it keeps a copy of the game
after every ``every`` actions (made the first time that point is passed), so reaching action
``n`` costs one ``clone`` and at most ``every - 1`` applies, whatever the direction of the jump.
Its turns are numbered from the engine's ``Turn`` events: turn 1 is the first ``Turn`` event
(the set-up's in a classic game, the end of the draft's otherwise).
``python -m engine.lab.bench_replay`` times both.
"""

from __future__ import annotations

from bisect import bisect_right

from .checks import check_count
from .events import Turn
from .game import Game, origin_game

EVERY = 16          # Timeline's default distance between two kept copies (measured: engine.lab.bench_replay)


class Timeline:
    """Every moment of one recorded game, reachable quickly in any order.

    Built from a copy of the game's origin and history, so changing the game afterwards does not
    change the timeline. ``at(n)`` returns a new ``Game`` each time (the caller may change it).
    """

    __slots__ = ("_every", "_history", "_kept", "_origin", "_turns")

    def __init__(self, game: Game, every: int = EVERY) -> None:
        """:raises ValueError: for a game without an origin, or ``every`` not a positive integer."""
        if type(every) is not int or every < 1:
            raise ValueError("every must be a positive integer")
        self._origin = game._origin
        self._history = tuple(game.history)
        self._every = every
        self._kept: dict[int, Game] = {0: origin_game(self._origin)}
        self._turns = [e.actions for e in game.events if isinstance(e, Turn)]

    def __len__(self) -> int:
        """The number of actions of the game (``at(len(timeline))`` is its last moment)."""
        return len(self._history)

    @property
    def history(self) -> tuple[str, ...]:
        """Every action of the game, in order."""
        return self._history

    def at(self, n: int) -> Game:
        """The game after its first ``n`` actions (a new ``Game``).

        :raises ValueError: if ``n`` is not an integer in ``0 .. len(self)``.
        """
        return self._walk(check_count(n, len(self._history))).clone()

    def _walk(self, n: int) -> Game:
        """The game after ``n`` actions, from the nearest kept copy at or before ``n`` (not to be
        changed: it may be kept)."""
        every = self._every
        base = n - n % every
        while base not in self._kept:
            base -= every
        if base == n:
            return self._kept[n]
        game = self._kept[base].clone()
        for index in range(base, n):
            game.apply(self._history[index])
            if (index + 1) % every == 0:
                self._kept[index + 1] = game.clone()
        return game

    # ----------------------------------------------------------------- turns

    def turn_starts(self) -> list[int]:
        """For turn 1, 2, ...: the action count at which it began (its ``Turn`` event's)."""
        return list(self._turns)

    @property
    def turns(self) -> int:
        """How many turns began in the game."""
        return len(self._turns)

    def turn_at(self, n: int) -> int:
        """The number of the turn under way after ``n`` actions (0: before the first, in a draft)."""
        return bisect_right(self._turns, check_count(n, len(self._history)))

    def turn_start(self, turn: int) -> int:
        """The action count at which turn ``turn`` (1 .. ``turns``) began.

        :raises ValueError: for a turn the game does not have.
        """
        if type(turn) is not int or not 1 <= turn <= len(self._turns):
            raise ValueError(f"turn {turn!r} is not a turn of this game (1 .. {len(self._turns)})")
        return self._turns[turn - 1]
