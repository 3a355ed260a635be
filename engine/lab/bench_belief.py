"""How well the belief predicts the hidden hands: ``python -m engine.lab.bench_belief --games N``.

On positions of AI self-play games, how much better than uniform dealing the belief of ``engine.ai.infer``
predicts the real hidden hands, and what it costs (its time per decision, a world's dealing, ISMCTS
iterations per second with and without it).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from ..ai import make_ai
from ..ai.belief import Belief
from ..ai.infer import LOOKBACK, TEMPERATURE, belief
from ..ai.ismcts import search
from ..ai.observe import information_state, sample_world
from ..ai.settings import SearchSettings
from ..cards import NKINDS
from ..game import Game
from ..knowledge import claims
from ..state import State


def _hidden_cards(info: State, seat: int, real: State, holder: int) -> list[int]:
    """holder's cards hidden from seat: the real hand less what seat knows exactly (measuring only)."""
    exact = claims(info, seat).exact.get(holder, [0] * NKINDS)
    return [max(0, real.hand(holder)[k] - exact[k]) for k in range(NKINDS)]


def _score(info: State, seat: int, real: State, bel: Belief | None, rng: random.Random,
           worlds: int) -> tuple[float, float, int]:
    """Over ``worlds`` sampled worlds: the share of the rivals' hidden cards the worlds got right
    and the mean log-probability of each hidden card (the worlds' per-kind shares, smoothed)."""
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
                        r = search(info, s, random.Random(positions), SearchSettings(seconds=search_seconds),
                                   belief=b)
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
    ap = argparse.ArgumentParser(prog="python -m engine.lab.bench_belief",
                                 description=__doc__.splitlines()[0])
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
