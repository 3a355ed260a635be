"""Arena of Hard with blocks against Hard without, side by side in one run.

``python -m engine.ai.arena_blocks --players 2 --games 100 --budget 0.05 --rules compare,always``

For every deal and every rotation of the seats (duplicate format, as ``engine.ai.arena``), one game
per block rule of ``--rules``: the first entry is Hard weighing blocks by that rule
(``HardAI.block_rule``: "compare", against the search's best action; "always", any block found),
the other seats Hard without blocks (``HardAI.blocks = False``), each with the same budget and one
worker. The games of the rules are interleaved, so the machine's load falls alike on each. Per
rule it prints the entry's win share (a shared victory counts 1/k) with its 95 % Wilson interval,
the fair share for comparison, how many decisions followed a block, and the decision times (of the
entry and of the seats without blocks).
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from ..game import Game
from .arena import percentile, wilson
from .hard import HardAI


def play(players: int, seed: int, deal: int, rotation: int, budget: float,
         rule: str) -> tuple[float, int, list[float], list[float]]:
    """One game: (the blocking entry's win share, its blocks taken, its decision seconds, the other
    seats' decision seconds)."""
    entry = rotation % players           # the seat of the entry that weighs blocks
    game = Game.new(players, seed=seed * 1_000_003 + deal)
    ais = [HardAI(s, seed=seed * 7919 + deal * 31 + s, seconds=budget, workers=1) for s in range(players)]
    for s, ai in enumerate(ais):
        ai.blocks = s == entry
        ai.block_rule = rule
    times: list[float] = []
    others: list[float] = []
    blocks = 0
    while not game.over:
        to_move = game.to_move
        assert to_move is not None
        s = to_move
        start = time.perf_counter()
        action = ais[s].choose(game)
        if s == entry:
            times.append(time.perf_counter() - start)
            blocks += ais[s].block is not None
        else:
            others.append(time.perf_counter() - start)
        game.apply(action)
    result = game.result
    assert result is not None
    winners = result["winners"]
    return (1.0 / len(winners) if entry in winners else 0.0), blocks, times, others


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m engine.ai.arena_blocks", description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=100, help="games per rule (rounded up to whole rotations)")
    ap.add_argument("--budget", type=float, default=0.05, help="Hard's seconds per decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="compare", help="comma-separated block rules: compare, always")
    args = ap.parse_args(argv)
    rules = [r.strip() for r in args.rules.split(",") if r.strip()]
    if not rules or any(r not in ("compare", "always") for r in rules):
        ap.error("--rules takes compare and/or always")
    n = args.players
    deals = max(1, math.ceil(args.games / n))
    wins = dict.fromkeys(rules, 0.0)
    taken = dict.fromkeys(rules, 0)
    times: dict[str, list[float]] = {r: [] for r in rules}
    others: dict[str, list[float]] = {r: [] for r in rules}
    games = 0
    for deal in range(deals):
        for rotation in range(n):
            for rule in rules:
                share, blocks, t, o = play(n, args.seed, deal, rotation, args.budget, rule)
                wins[rule] += share
                taken[rule] += blocks
                times[rule] += t
                others[rule] += o
            games += 1
            sys.stderr.write(f"\r{games}/{deals * n} " + " ".join(
                f"{r} {wins[r]:.1f}" for r in rules))
            sys.stderr.flush()
    sys.stderr.write("\n")
    print(f"{n} players, budget {args.budget}s, workers 1, seed {args.seed}, {games} games per rule "
          f"({deals} deals x {n} rotations); fair share {100 / n:.1f}%")
    for rule in rules:
        low, high = wilson(wins[rule], games)
        t, o = times[rule], others[rule]
        print(f"hard+blocks({rule}) vs hard: {wins[rule]:.1f}/{games} = {100 * wins[rule] / games:.1f}% "
              f"[{100 * low:.1f}, {100 * high:.1f}], blocks taken {taken[rule]}; decisions: "
              f"mean {1000 * sum(t) / len(t):.1f} ms, p95 {1000 * percentile(t, 0.95):.1f} ms "
              f"(without blocks: mean {1000 * sum(o) / len(o):.1f} ms, "
              f"p95 {1000 * percentile(o, 0.95):.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
