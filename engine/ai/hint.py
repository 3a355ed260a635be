"""The honest hint: what Hard would do in a seat's decision, from that seat's information only.

``suggest(game, seat)`` asks a Hard AI sitting in ``seat`` for its choice: it works from
``information_state(game, seat)`` (``AI.choose``), with a fixed number of search iterations
(never a time budget: a busy machine gets the same answer, later) and a generator seeded
from that information state; its search deals its worlds by the seat's belief of the rivals'
hands (``infer.belief``), read from the events as that seat knows them. So the suggestion and its
reason are a function of what the seat knows: two games the seat cannot tell apart give the same
hint, on any machine.

``suggest_decision(game, seat)`` chains the suggestions for a decision made of several actions
(an Embargo's or Democracy's target and Domain, an Inquisition's gives): each next one asked on
a copy with the seat's own suggested choices applied, so it stays a function of that seat's
knowledge; a bounded number of searches in all.

``python -m engine.lab.bench_hint`` measures how long a hint takes over many positions (every kind
of decision: draft, step 1, effects and their choices) and prints the percentiles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..types import PendingView
from ..words import Sentence
from .hard import HardAI

# Sized so that a hint takes about a second on one core of a small laptop (see ``main``).
HINT_ITERATIONS = 10_000
# The hint's AI seed: fixed, so the hint depends on the seat's information alone.
HINT_SEED = 0
# A whole decision (``suggest_decision``) costs at most this many single hints' searches ...
CHAIN_BUDGET = 4
# ... and holds at most this many actions (an Inquisition gives back a whole hand at most).
CHAIN_LIMIT = 10


@dataclass(frozen=True)
class Suggestion:
    """Hard's choice for ``seat``'s decision: the action (notation) and why (a ``Sentence``)."""

    seat: int
    action: str
    reason: Sentence


def suggest(game: Game, seat: int, iterations: int = HINT_ITERATIONS) -> Suggestion:
    """What Hard would do for ``seat``, the seat to move, knowing only what that seat knows.

    :raises IllegalAction: if ``seat`` is not to move (or the game is over).
    :raises ValueError: if ``iterations`` is not positive.
    """
    if iterations < 1:
        raise ValueError(f"a hint needs at least one search iteration, not {iterations}")
    ai = HardAI(seat, seed=HINT_SEED, iterations=iterations)
    action = ai.choose(game)
    return Suggestion(seat, action, ai.reason)


def suggest_decision(game: Game, seat: int, iterations: int = HINT_ITERATIONS,
                     continues: Callable[[PendingView], bool] | None = None) -> list[Suggestion]:
    """Hard's choices for the whole of ``seat``'s current decision: the first suggestion, then,
    on a copy of ``game`` with it applied, the next one, while the same seat goes on deciding the
    same effect (``continues(pending)`` says whether the new pending decision belongs to the same
    whole: by default, the same effect) and no suggested action shows hidden information
    (``Game.reveals``: e.g. an Inquisition's target stops the chain, its gives do not). Each step
    works from the seat's information state after its own suggested choices only, so the chain
    too is a function of what the seat knows. At most ``CHAIN_LIMIT`` actions; together they cost
    at most ``CHAIN_BUDGET`` single searches (each action keeps the full ``iterations`` when the
    stage asks for at most ``CHAIN_BUDGET`` of them; a longer one searches less per action).

    :raises IllegalAction: if ``seat`` is not to move (or the game is over).
    :raises ValueError: if ``iterations`` is not positive.
    """
    if iterations < 1:
        raise ValueError(f"a hint needs at least one search iteration, not {iterations}")
    pend = game.view(seat).get("pending") if game.to_move == seat else None
    if pend is None:
        return [suggest(game, seat, iterations)]
    effect = pend["effect"]
    belongs = continues if continues is not None else (lambda p: p["effect"] == effect)
    # the decisions this pending stage still asks for (gives, takes), at least two for a chain
    expected = min(CHAIN_LIMIT, max(2, pend["remaining"]))
    each = max(1, iterations * CHAIN_BUDGET // max(CHAIN_BUDGET, expected))
    chain = [suggest(game, seat, each)]
    copy = game.clone()
    while len(chain) < CHAIN_LIMIT:
        action = chain[-1].action
        if copy.reveals(action):
            break
        copy.apply(action)
        nxt = copy.view(seat).get("pending") if not copy.over and copy.to_move == seat else None
        if nxt is None or not belongs(nxt):
            break
        chain.append(suggest(copy, seat, each))
    return chain
