"""Hard with the learned evaluation against Hard with the hand-fitted one it replaced, at equal time.

``python -m engine.ai.bench_eval --games 80 --budget 0.05 --players 2`` plays duplicate deals (each
deal once per rotation of the seats, so both evaluations meet the same cards from every chair),
both seats ``HardAI`` with one worker and the same thinking time, one of them searching with
``legacy_eval.evaluate`` at its playouts' cut-off instead of ``evaluate.evaluate``. It prints the
learned evaluation's win rate with its 95 % Wilson interval (a shared victory counts 1/k) and
the mean iterations per decision of each side.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time

from ..game import Game
from ..state import State
from . import ismcts, legacy_eval
from .arena import wilson
from .hard import HardAI, end_with_parent


class OldEvalHardAI(HardAI):
    """Hard whose search scores its playouts with the hand-fitted evaluation of issue 11."""

    level = "hard-old-eval"

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """Hard's decision with ``ismcts.evaluate`` swapped for the old one meanwhile (one worker)."""
        names = vars(ismcts)        # the module's globals: what its playouts call
        saved = names["evaluate"]
        names["evaluate"] = legacy_eval.evaluate
        try:
            return super().decide(info, codes, rng)
        finally:
            names["evaluate"] = saved


def play_deal(task: tuple[int, int, int, int, float]) -> tuple[float, list[int]]:
    """One game: the new evaluation's share of the win and the iterations per decision of each side."""
    players, seed, deal, rotation, budget = task
    game = Game.new(players, seed=seed * 1_000_003 + deal)
    new_seat = rotation % players      # the seat of the learned evaluation; the others are old
    ais = [(HardAI if s == new_seat else OldEvalHardAI)(s, seed=seed * 7919 + deal * 31 + s,
                                                        seconds=budget, workers=1)
           for s in range(players)]
    iters = [0, 0, 0, 0]         # new: iterations, searches; old: iterations, searches
    while not game.over:
        s = game.to_move
        assert s is not None
        ai = ais[s]
        game.apply(ai.choose(game))
        if ai.last is not None:
            side = 0 if s == new_seat else 2
            iters[side] += ai.last.iterations
            iters[side + 1] += 1
    result = game.result
    assert result is not None
    winners = result["winners"]
    return (1.0 / len(winners) if new_seat in winners else 0.0), iters


def main(argv: list[str] | None = None) -> int:
    """Command line: play the deals and print the learned evaluation's win rate."""
    ap = argparse.ArgumentParser(prog="python -m engine.ai.bench_eval", description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--games", type=int, default=80)
    ap.add_argument("--budget", type=float, default=0.05, help="seconds per decision, both sides")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=1, help="games played at once (each seat one worker)")
    args = ap.parse_args(argv)
    deals = max(1, math.ceil(args.games / args.players))
    tasks = [(args.players, args.seed, d, r, args.budget) for d in range(deals) for r in range(args.players)]
    start = time.monotonic()
    if args.procs <= 1:
        results = [play_deal(t) for t in tasks]
    else:
        with multiprocessing.get_context("spawn").Pool(args.procs, end_with_parent, (os.getpid(),)) as pool:
            results = pool.map(play_deal, tasks)
    wins = sum(r[0] for r in results)
    n = len(results)
    low, high = wilson(wins, n)
    it = [sum(r[1][i] for r in results) for i in range(4)]
    print(f"{args.players} players, budget {args.budget}s, {n} games ({deals} deals x {args.players} "
          f"rotations), {time.monotonic() - start:.0f} s")
    print(f"learned evaluation: {wins:.1f} wins of {n}, {100 * wins / n:.1f}% "
          f"[{100 * low:.1f}, {100 * high:.1f}] (95% Wilson; even: {100 / args.players:.1f}%)")
    print(f"iterations per decision: learned {it[0] / max(1, it[1]):.0f}, old {it[2] / max(1, it[3]):.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
