"""AI seats for CIV: Random, Easy, Medium and Hard (ISMCTS), and the hint and win chances built on Hard.

``make_ai(level, seat)`` returns an AI; ``ai.choose(game)`` gives its action for ``seat``
and ``ai.reason`` a one-sentence explanation. What an AI decides from is what its seat knows:
the game's ``legal_actions`` and ``determinize(seat)``, made canonical (``observe.information_state``),
so every choice is a function of the seat's information, its seed and its budget. What it computes
with is the rules core itself: the search, the win finder and the block check step copies of that
information state and worlds sampled from it, and the policy and the evaluation read its counts.
The core is reached only through ``core.py``; the rest of the package imports only it and the
engine's public surface (``tests/ai/test_ai_boundary.py``). How Hard searches is one frozen
``SearchSettings`` (``settings.py``). The measuring tools live in ``engine.lab``: ``python -m
engine.ai.arena`` (the levels against each other) and ``python -m engine.ai.bench`` (the search's
speed) run theirs.
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
