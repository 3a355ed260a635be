"""AI seats for CIV: Random, Easy, Medium and Hard (ISMCTS), plus the arena and benchmark.

``make_ai(level, seat)`` returns an AI; ``ai.choose(game)`` gives its action for ``seat``
and ``ai.reason`` a one-sentence explanation. AIs read only what their seat knows
(``game.view``, ``game.legal_actions`` and ``game.determinize``; see ``observe``).
Run ``python -m engine.ai.arena`` to measure the levels against each other and
``python -m engine.ai.bench`` for the search speed.
"""

from __future__ import annotations

from .hard import HardAI, shutdown_pool
from .players import AI, EasyAI, MediumAI, RandomAI

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
# The actions after which a game between AI seats (the arena, the evaluation's self-play) is called
# endless: the rules have no turn limit, and two seats can lock each other for ever (one embargoes
# the other's only Domain every turn, neither draws, the deck never ends). A whole game is 100-400.
ENDLESS = 3000


def make_ai(
    level: str, seat: int, seed: int = 0, seconds: float | None = None,
    iterations: int | None = None, workers: int | None = None,
) -> AI:
    """An AI of ``level`` (random, easy, medium, hard) playing ``seat``.

    ``seconds`` (default 1.0) and ``iterations`` bound Hard's search; ``workers`` sets how
    many processes a time-bounded Hard search uses (default: up to 2, one per core).

    :raises ValueError: on an unknown level or a negative seat.
    """
    if seat < 0:
        raise ValueError(f"no seat {seat}")
    if level == "random":
        return RandomAI(seat, seed)
    if level == "easy":
        return EasyAI(seat, seed)
    if level == "medium":
        return MediumAI(seat, seed)
    if level == "hard":
        return HardAI(seat, seed, seconds=seconds, iterations=iterations, workers=workers)
    raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["AI", "LEVELS", "EasyAI", "HardAI", "MediumAI", "RandomAI", "make_ai", "shutdown_pool"]
