"""How long a hint takes: ``python -m engine.lab.bench_hint`` times ``engine.ai.hint.suggest`` over many
positions (every kind of decision: draft, step 1, effects and their choices) and prints the percentiles."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from ..ai import make_ai
from ..ai.hint import HINT_ITERATIONS, suggest
from ..game import Game
from .arena import percentile


def positions(count: int, seed: int) -> list[Game]:
    """Games at a decision with several legal actions, of every kind (2-4 players, both set-ups),
    reached by Easy seats playing from a new deal and stopping at a random action."""
    out: list[Game] = []
    rng = random.Random(seed)
    while len(out) < count:
        game = Game.new(rng.choice((2, 3, 4)), seed=rng.randrange(1 << 30),
                        setup=rng.choice(("classic", "draft")))
        players = [make_ai("easy", s, seed=len(out)) for s in range(game.players)]
        stop = rng.randrange(1, 400)
        done = 0
        while not game.over:
            done += 1
            if done >= stop and len(game.legal_actions()) > 1:
                out.append(game)
                break
            seat = game.to_move
            assert seat is not None
            game.apply(players[seat].choose(game))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line entry point: time ``suggest`` over many positions."""
    ap = argparse.ArgumentParser(prog="python -m engine.lab.bench_hint", description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--iterations", type=int, default=HINT_ITERATIONS)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    games = positions(args.positions, args.seed)
    times: list[float] = []
    cpu: list[float] = []      # this process's CPU time: the figure other programs do not slow down
    kinds: dict[str, int] = {}
    for game in games:
        seat = game.to_move
        assert seat is not None
        start, start_cpu = time.perf_counter(), time.process_time()
        hint = suggest(game, seat, args.iterations)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        verb = hint.action.split()[0]
        kinds[verb] = kinds.get(verb, 0) + 1
    print(f"{len(games)} positions, {args.iterations} iterations per hint")
    print("suggested verbs: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    print(f"hint time: p50 {percentile(times, 0.5):.3f} s, p95 {percentile(times, 0.95):.3f} s, "
          f"max {max(times):.3f} s, mean {statistics.fmean(times):.3f} s")
    load = f" (load average now {os.getloadavg()[0]:.1f})" if hasattr(os, "getloadavg") else ""
    print(f"CPU time:  p50 {percentile(cpu, 0.5):.3f} s, p95 {percentile(cpu, 0.95):.3f} s, "
          f"max {max(cpu):.3f} s{load}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
