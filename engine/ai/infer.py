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

``python -m engine.ai.infer --games N`` measures how much better than uniform dealing the
belief predicts the real hidden hands, on positions of AI self-play games, and what it costs.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..cards import DOMAIN_INDEX, KIND_AGE, KIND_DOMAIN, KIND_INDEX, NKINDS
from ..events import (
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
    Take,
    Turn,
)
from ..game import Game
from ..knowledge import claims
from ..state import State
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
# Whether Hard deals its worlds by the belief unless told (``HardAI(infer=...)``). On: in 400 duplicate
# 2-player games at 0.05 s (measured before the belief's duel moved to ``python -m engine.ai.arena
# --seats hard,hard:no-belief``) Hard with it won 52.5 % (95 %: 47.6-57.4 %).
INFER = True

_D6: Final = range(6)
_AGE_KINDS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k in range(NKINDS) if KIND_AGE[k] == age) for age in range(4))


@dataclass(frozen=True)
class Belief:
    """Per seat, per card kind: the relative chance that a hidden card of that seat's hand is of
    that kind (1 where nothing was inferred; the seat's own row is all ones)."""

    weights: tuple[tuple[float, ...], ...]

    def uniform(self) -> bool:
        """Whether no weight differs from 1 (dealing by it is the uniform dealing)."""
        return all(w == 1.0 for row in self.weights for w in row)

    def __reduce__(self) -> tuple[type[Belief], tuple[tuple[tuple[float, ...], ...]]]:
        """Pickled (to Hard's worker processes) as its weights: compiled (build/accelerate.py), a
        frozen dataclass refuses the attribute assignment the default unpickling makes."""
        return (Belief, (self.weights,))


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


# --------------------------------------------------------------------------- measuring it

def _hidden_cards(info: State, seat: int, real: State, holder: int) -> list[int]:
    """holder's cards hidden from seat: the real hand less what seat knows exactly (measuring only)."""
    exact = claims(info, seat).exact.get(holder, [0] * NKINDS)
    return [max(0, real.hand(holder)[k] - exact[k]) for k in range(NKINDS)]


def _score(info: State, seat: int, real: State, bel: Belief | None, rng: random.Random,
           worlds: int) -> tuple[float, float, int]:
    """Over ``worlds`` sampled worlds: the share of the rivals' hidden cards the worlds got right
    and the mean log-probability of each hidden card (the worlds' per-kind shares, smoothed)."""
    from .observe import sample_world
    hits = 0.0
    logp = 0.0
    cards = 0
    for h in range(info.players):
        if h == seat:
            continue
        truth = _hidden_cards(info, seat, real, h)
        size = sum(truth)
        if not size:
            continue
        exact = claims(info, seat).exact.get(h, [0] * NKINDS)
        share = [0.0] * NKINDS
        got = 0.0
        for _ in range(worlds):
            w = sample_world(info, seat, rng, belief=bel)
            for k in range(NKINDS):
                free = w.hand(h)[k] - exact[k]
                if free > 0:
                    share[k] += free
                    got += min(free, truth[k])
        hits += got / worlds
        for k in range(NKINDS):
            if truth[k]:
                p = (share[k] + 0.5) / (worlds * size + 0.5 * NKINDS)
                logp += truth[k] * math.log(p)
        cards += size
    return hits, logp, cards


def measure(games: int, seed: int, worlds: int, level: str, every: int,
            temperature: float | None = None, lookback: int | None = None,
            search_seconds: float = 0.2, searches: int = 10, players: int = 2) -> dict[str, float]:
    """Self-play games of ``level`` (``players`` seats); at every ``every``-th decision of a seat to move
    outside the draft, how well uniform and belief-weighted worlds predict the rivals' hands; on
    the first ``searches`` of them, ISMCTS iterations per second with and without the belief."""
    from . import make_ai
    from .ismcts import search
    from .observe import information_state, sample_world
    rng = random.Random(seed)
    tot = {"uniform_hits": 0.0, "belief_hits": 0.0, "uniform_logp": 0.0, "belief_logp": 0.0}
    cards = 0
    positions = 0
    belief_s: list[float] = []
    uniform_deal: list[float] = []
    belief_deal: list[float] = []
    rates: list[list[float]] = [[], []]
    for g in range(games):
        game = Game.new(players, seed=seed * 1000 + g)
        ais = [make_ai(level, s, seed=g * 10 + s, iterations=30) for s in range(players)]
        step = 0
        while not game.over:
            s = game.to_move
            assert s is not None
            step += 1
            if step % every == 0 and game.state.draft is None:
                info = information_state(game, s)
                t0 = time.perf_counter()
                bel = belief(game, s, info, temperature, lookback)
                belief_s.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                for _ in range(20):
                    sample_world(info, s, rng)
                uniform_deal.append((time.perf_counter() - t0) / 20)
                t0 = time.perf_counter()
                for _ in range(20):
                    sample_world(info, s, rng, belief=bel)
                belief_deal.append((time.perf_counter() - t0) / 20)
                if len(rates[0]) < searches and len(game.legal_actions()) > 1:
                    for i, b in enumerate((None, bel)):       # interleaved: the same load on both
                        r = search(info, s, random.Random(positions), seconds=search_seconds, belief=b)
                        rates[i].append(r.iterations / r.seconds)
                uh, ul, n = _score(info, s, game.state, None, rng, worlds)
                bh, bl, _ = _score(info, s, game.state, bel, rng, worlds)
                if n:
                    positions += 1
                    cards += n
                    tot["uniform_hits"] += uh
                    tot["belief_hits"] += bh
                    tot["uniform_logp"] += ul
                    tot["belief_logp"] += bl
            game.apply(ais[s].choose(game))
    out = {k: v / max(1, cards) for k, v in tot.items()}
    out["positions"] = positions
    out["cards"] = cards
    out["belief_ms"] = 1000 * statistics.mean(belief_s) if belief_s else 0.0
    out["belief_ms_p95"] = 1000 * sorted(belief_s)[int(0.95 * (len(belief_s) - 1))] if belief_s else 0.0
    out["uniform_deal_us"] = 1e6 * statistics.mean(uniform_deal) if uniform_deal else 0.0
    out["belief_deal_us"] = 1e6 * statistics.mean(belief_deal) if belief_deal else 0.0
    out["uniform_rate"] = statistics.mean(rates[0]) if rates[0] else 0.0
    out["belief_rate"] = statistics.mean(rates[1]) if rates[1] else 0.0
    out["searches"] = len(rates[0])
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m engine.ai.infer", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=40, help="sampled worlds per position and rival")
    ap.add_argument("--every", type=int, default=3, help="measure at every n-th decision")
    ap.add_argument("--level", default="medium", help="the self-play level (hard: 30 iterations)")
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--temperature", type=float, default=TEMPERATURE)
    ap.add_argument("--lookback", type=int, default=LOOKBACK)
    ap.add_argument("--search-seconds", type=float, default=0.2, help="per search in the speed check")
    args = ap.parse_args(argv)
    r = measure(args.games, args.seed, args.worlds, args.level, args.every, args.temperature, args.lookback,
                args.search_seconds, players=args.players)
    print(f"{int(r['positions'])} positions, {int(r['cards'])} hidden rival cards "
          f"({args.games} {args.level} self-play games, {args.players} players, T={args.temperature}, "
          f"lookback {args.lookback})")
    print(f"share of the hidden cards a sampled world gets right: uniform {r['uniform_hits']:.4f}, "
          f"belief {r['belief_hits']:.4f} ({r['belief_hits'] / max(1e-9, r['uniform_hits']):.3f}x)")
    print(f"mean log-probability per hidden card: uniform {r['uniform_logp']:.4f}, "
          f"belief {r['belief_logp']:.4f} (gain {r['belief_logp'] - r['uniform_logp']:+.4f} nats)")
    print(f"cost: belief {r['belief_ms']:.2f} ms per decision (p95 {r['belief_ms_p95']:.2f} ms); "
          f"one world {r['uniform_deal_us']:.0f} us uniform, {r['belief_deal_us']:.0f} us by belief")
    print(f"ISMCTS iterations/s ({int(r['searches'])} positions, {args.search_seconds} s each, interleaved): "
          f"uniform {r['uniform_rate']:.0f}, by belief {r['belief_rate']:.0f} "
          f"({r['belief_rate'] / max(1e-9, r['uniform_rate']):.3f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
