"""What rivals probably hold, inferred from what a seat saw them do, and worlds dealt by it.

A rival who could have played a card worth much more than the one it played probably holds
no card of that Domain; one who discarded a card worth more than some other Domain probably
holds none of that one; one who skipped its play holds only embargoed cards. The opponent
model is the rule policy (``policy.Table.gain``, the value of one more card of a Domain) as a
soft-max of temperature ``TEMPERATURE``: for each decision of a rival, each Domain ``D`` it
could have chosen instead of the Domain ``C`` it chose gets the log-likelihood ratio
``-log(1 + exp((gain(D) - gain(C)) / T))`` of "it holds a card of D" (for a discard from the
hand the comparison is reversed: the policy discards its least useful card).

The evidence is about the hand *as it was then*; every draw dilutes it (after drawing ``j``
cards into a hand of ``m``, a share ``(m - j) / m`` of the cards is still from then), and an
Inquisition that took or mixed the hand voids it. It is read backwards from the decision
now, through at most ``LOOKBACK`` turns, which bounds its cost.

``Belief`` holds, per seat and per card kind, a weight (1 for no evidence); the search deals
the cards hidden from its seat with those weights (``observe.sample_world(..., belief=)``,
through the engine's ``knowledge.redeal(..., weights=)``): a rival's free cards are drawn one
by one without replacement from the unplaced cards of their Age, with chances proportional to
count times weight, after the cards the seat knows exactly and its "among" groups are placed;
the rest fill the deck and the removed cards at random. So every world still agrees with all
that the seat knows (hand sizes and Age backs included). Weights are always positive, so no
world the uniform dealing could give is ruled out.

Honesty: the belief is a function of the events as the seat knows them
(``game.determinize(seat, ...).events``, where others' draws, keeps and Inquisition cards
carry no card) and of the seat's information state, never of the real hidden cards nor of
the notation of others' hidden choices.

``python -m engine.lab.bench_belief --games N`` measures how much better than uniform dealing the
belief predicts the real hidden hands, on positions of AI self-play games, and what it costs.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from ..game import Game
from .belief import Belief
from .core import (
    DOMAIN_INDEX,
    KIND_AGE,
    KIND_DOMAIN,
    KIND_INDEX,
    NKINDS,
    DemocracyCard,
    Discard,
    Draw,
    Embargo,
    Event,
    Expire,
    Give,
    Keep,
    NewGame,
    Pick,
    Play,
    Pool,
    Return,
    Sacrifice,
    Skip,
    State,
    Take,
    Turn,
)
from .policy import Table

# The opponent model's temperature, in the policy's card values (a Domain's gain is about 0.15-3;
# Hegemony 50): lower trusts the policy more. Of 0.15, 0.3 and 0.6, 0.3 predicted the hidden hands
# of Hard's self-play best (``--games 6 --level hard --temperature T``: +0.003, +0.014, +0.013 nats).
TEMPERATURE: Final = 0.3
# The share of decisions the model leaves to chance (a rival's mistakes, or a plan it does not see).
MISTAKES: Final = 0.1
# How many turn starts (of any seat) the evidence is read back through.
LOOKBACK: Final = 12
# The lowest log-weight: a Domain the evidence all but rules out keeps this much.
FLOOR: Final = -5.0

_D6: Final = range(6)
_AGE_KINDS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k in range(NKINDS) if KIND_AGE[k] == age) for age in range(4))


class _Counts:
    """The public counts the opponent model reads, rolled back one event at a time; the policy's
    ``Table`` of the seat's own state, rewound to them, values a decision of then."""

    __slots__ = ("counts", "deck", "emb", "heg", "info", "players", "sizes", "under")

    def __init__(self, info: State) -> None:
        self.info = info
        self.players = info.players
        self.counts = info.domain_counts_by_seat()
        self.under = [list(row) for row in info.democracy_counts]    # Democracy cards
        self.deck = info.deck_size
        self.sizes = list(info.hand_sizes)
        self.emb = [[0] * 6 for _ in range(self.players)]     # Embargoes in force on each seat's turn
        self.heg = info.hegemony_target

    @property
    def hegemony_needs(self) -> list[list[int]]:
        """Per seat, per Domain: the cards Hegemony needed then (``State.hegemony_needs``)."""
        return [[self.heg + x for x in row] for row in self.under]

    def gains(self, seat: int) -> list[float]:
        """The policy's value to ``seat`` of one more card of each Domain, then."""
        t = Table(self.info)
        t.rewind(self.counts, self.hegemony_needs, self.deck)
        return [t.gain(seat, d) for d in _D6]


def _against(better: float, T: float) -> float:
    """Log-likelihood ratio of holding a card the model values ``better`` more than the one chosen:
    0 for a card valued no more (a tie would be chosen half the time: the ratio is counted from there)."""
    if better <= 0.0:
        return 0.0
    ratio = 2.0 / (1.0 + math.exp(min(60.0, better / T)))
    return math.log(MISTAKES + (1.0 - MISTAKES) * ratio)


def belief_from_events(info: State, seat: int, events: Sequence[Event], temperature: float | None = None,
                       lookback: int | None = None) -> Belief:
    """The belief of ``seat`` from the events it saw (``events``, oldest first, as ``seat`` knows
    them) and its information state ``info`` (now, after the last of them); ``temperature`` and
    ``lookback`` default to ``TEMPERATURE`` and ``LOOKBACK``."""
    if temperature is None:
        temperature = TEMPERATURE
    if lookback is None:
        lookback = LOOKBACK
    n = info.players
    pub = _Counts(info)
    logw = [[0.0] * 6 for _ in range(n)]
    alive = [0.0 if s == seat else 1.0 for s in range(n)]     # the share of the evidence still valid
    turns = 0
    for e in reversed(events):
        s = e.seat
        if isinstance(e, Turn):
            turns += 1
            if turns > lookback:
                break
        elif isinstance(e, Play):
            d = KIND_DOMAIN[KIND_INDEX[e.card]]
            assert s is not None
            pub.counts[s][d] -= 1
            pub.sizes[s] += 1
            if alive[s] > 0.0:
                g = pub.gains(s)
                for o in _D6:
                    if o != d and pub.emb[s][o] <= 0:
                        logw[s][o] += alive[s] * _against(g[o] - g[d], temperature)
        elif isinstance(e, Skip):
            assert s is not None
            if alive[s] > 0.0 and pub.sizes[s] > 0:
                for o in _D6:
                    if pub.emb[s][o] <= 0:       # it could have played any such card: it holds none
                        logw[s][o] += alive[s] * FLOOR
        elif isinstance(e, Discard):
            assert s is not None
            d = KIND_DOMAIN[KIND_INDEX[e.card]]
            if e.source == "hand":
                pub.sizes[s] += 1
                if alive[s] > 0.0:
                    g = pub.gains(s)
                    for o in _D6:
                        if o != d:
                            logw[s][o] += alive[s] * _against(g[d] - g[o], temperature)
            else:
                pub.counts[s][d] += 1
        elif isinstance(e, Sacrifice):
            assert s is not None
            pub.counts[s][KIND_DOMAIN[KIND_INDEX[e.card]]] += 1
        elif isinstance(e, Return):
            assert s is not None
            pub.counts[s][KIND_DOMAIN[KIND_INDEX[e.card]]] += 1
            pub.sizes[s] -= 1
        elif isinstance(e, Take):
            assert s is not None
            pub.sizes[s] -= 1
        elif isinstance(e, Draw):
            assert s is not None
            pub.deck += e.count
            after = pub.sizes[s]
            pub.sizes[s] -= e.count
            if after > 0:
                alive[s] *= max(0, after - e.count) / after
        elif isinstance(e, Give):
            assert s is not None
            pub.sizes[s] += 1
            pub.sizes[e.target] -= 1
        elif isinstance(e, Pool):
            assert s is not None
            pub.sizes[s] -= e.count
            pub.sizes[e.target] = e.count
            alive[s] = alive[e.target] = 0.0      # both hands were mixed: what came before is void
        elif isinstance(e, Embargo):
            pub.emb[e.target][DOMAIN_INDEX[e.domain]] -= 1
        elif isinstance(e, Expire):
            assert s is not None
            pub.emb[s][DOMAIN_INDEX[e.domain]] += 1
        elif isinstance(e, DemocracyCard):
            pub.under[e.target][DOMAIN_INDEX[e.domain]] -= 1
        elif isinstance(e, (Keep, Pick, NewGame)):
            break       # the draft or the set-up: no decision of the model before
        if not any(alive):
            break
    weights = tuple(
        tuple(math.exp(max(FLOOR, logw[s][KIND_DOMAIN[k]])) for k in range(NKINDS)) for s in range(n)
    )
    return Belief(weights)


def belief(game: Game, seat: int, info: State, temperature: float | None = None,
           lookback: int | None = None) -> Belief:
    """The belief of ``seat`` in ``game``: from the events as ``seat`` knows them and ``info``
    (its information state, ``observe.information_state(game, seat)``)."""
    seen = game.determinize(seat, random.Random(0)).events
    return belief_from_events(info, seat, seen, temperature, lookback)
