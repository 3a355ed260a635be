"""Benchmark of Hard's search: ISMCTS iterations per second and decision times.

``python -m engine.lab.bench_search`` builds mid-game 2-player positions (rule-policy games
stopped between turn 12 and 30, at a decision with several legal actions), then
measures on each: the iterations one core runs in a fixed time (one iteration: a
sampled world, a walk down the tree, a playout to the cut-off, the evaluation) and the
wall-clock time of complete Hard decisions at the chosen budget. It prints the rate
(target: 2,000 iterations per second per core) and the decision-time percentiles.

``--against DIR`` measures only the iterations per second, side by side with an older source
tree (``DIR``, e.g. a checkout of the previous ``main``): in a fresh subprocess per tree and
round, the rounds interleaved (``engine.lab.bench_against``), each tree builds the same positions
and runs a fixed number of iterations on each with the same seeds; it prints both rates, the
ratio, and whether both trees' searches chose the same actions.

``--compare-solver`` measures the rate without and with MCTS-Solver (``SearchSettings(solver=...)``),
one after the other on each position, and the ratio of the two.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ..actions import PARSE
from ..ai import make_ai, shutdown_pool
from ..ai.blocks import find_block
from ..ai.hard import HardAI
from ..ai.ismcts import search
from ..ai.observe import information_state
from ..ai.settings import SearchSettings
from ..game import Game
from .arena import percentile
from .bench_against import interleave


def mid_game_positions(count: int, seed: int, step: str = "play") -> list[Game]:
    """Mid-game 2-player games at a decision (of ``step``) of the seat to move with several options."""
    out: list[Game] = []
    rng = random.Random(seed)
    while len(out) < count:
        game = Game.new(2, seed=rng.randrange(1 << 30))
        players = [make_ai("easy", s, seed=len(out)) for s in range(2)]
        stop = rng.randrange(12, 30)
        turns = 0
        while not game.over:
            at = game.view(None)["step"]
            if at == "play":
                turns += 1
            if at == step and turns >= stop and len(game.legal_actions()) > 2:
                out.append(game)
                break
            seat = game.to_move
            assert seat is not None
            game.apply(players[seat].choose(game))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m engine.lab.bench_search",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=20)
    ap.add_argument("--seconds", type=float, default=0.5, help="search time per position for the rate")
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's budget for the decision times")
    ap.add_argument("--decisions", type=int, default=10, help="timed Hard decisions")
    ap.add_argument("--workers", type=int, default=None, help="Hard's processes (default: one per core)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--compare-pruning", action="store_true",
                    help="without and with the pruning of dominated moves, side by side, in this process")
    ap.add_argument("--against", metavar="DIR", help="an older source tree to compare iterations/s with")
    ap.add_argument("--iterations", type=int, default=1000, help="iterations per position (--against)")
    ap.add_argument("--rounds", type=int, default=4, help="interleaved rounds per tree (--against)")
    ap.add_argument("--step", choices=["play", "effects"], default="play",
                    help="the step of the positions (the block check runs in step 2, 'effects')")
    ap.add_argument("--compare-solver", action="store_true",
                    help="iterations/s without and with MCTS-Solver, side by side on each position")
    ap.add_argument("--compare-blocks", action="store_true",
                    help="time each decision without and with the block check, side by side")
    args = ap.parse_args(argv)
    if args.against:
        return against(args.against, args.positions, args.iterations, args.seed, args.rounds)
    games = mid_game_positions(args.positions, args.seed, args.step)
    if args.compare_pruning:
        return compare_pruning(games, args.seconds, args.budget, args.decisions)
    solvers = [False, True] if args.compare_solver else [True]
    rates: dict[bool, list[float]] = {v: [] for v in solvers}
    proofs = 0
    for i, game in enumerate(games):
        seat = game.to_move
        assert seat is not None
        info = information_state(game, seat)
        for solver in solvers:       # the same position, one after the other: the same machine load
            result = search(info, seat, random.Random(i), SearchSettings(seconds=args.seconds, solver=solver))
            rates[solver].append(result.iterations / result.seconds)
            proofs += bool(result.proven)
    for solver in solvers:
        r = rates[solver]
        print(f"ISMCTS on {len(games)} mid-game 2-player positions, one core, {args.seconds}s each"
              f" (solver {'on' if solver else 'off'}):")
        print(f"  iterations/s: median {statistics.median(r):,.0f}, min {min(r):,.0f}, "
              f"max {max(r):,.0f} (target >= 2,000)")
    if args.compare_solver:
        ratios = [on / off for off, on in zip(rates[False], rates[True], strict=True)]
        print(f"  solver on / off, per position: median {statistics.median(ratios):.3f}, "
              f"min {min(ratios):.3f}, max {max(ratios):.3f}; root proofs in {proofs} searches")
    variants = [False, True] if args.compare_blocks else [True]
    times: dict[bool, list[float]] = {v: [] for v in variants}
    checks = []
    for i, game in enumerate(games[: args.decisions]):
        seat = game.to_move
        assert seat is not None
        for blocks in variants:     # the same position, one after the other: the same machine load
            ai = HardAI(seat, seed=i, seconds=args.budget, workers=args.workers,
                        settings=SearchSettings(blocks=blocks))
            if i == 0:
                ai.choose(game)      # start the worker processes outside the timing
            start = time.perf_counter()
            ai.choose(game)
            times[blocks].append(time.perf_counter() - start)
        info = information_state(game, seat)
        codes = sorted(PARSE[a] for a in game.legal_actions())
        start = time.perf_counter()
        find_block(info, seat, codes, random.Random(i))
        checks.append(time.perf_counter() - start)
    shutdown_pool()
    workers = args.workers if args.workers is not None else "default"
    for blocks in variants:
        t = times[blocks]
        if not t:
            continue
        print(f"Hard decisions at budget {args.budget}s (workers: {workers}, block check "
              f"{'on' if blocks else 'off'}), {args.step} step, n={len(t)}:")
        print("  " + ", ".join(f"p{q}: {1000 * percentile(t, q / 100):.0f} ms" for q in (50, 90, 95, 99))
              + f", max {1000 * max(t):.0f} ms")
    if not checks:
        return 0
    print(f"The block check alone (blocks.find_block), n={len(checks)}: "
          + ", ".join(f"p{q}: {1000 * percentile(checks, q / 100):.1f} ms" for q in (50, 95))
          + f", max {1000 * max(checks):.1f} ms")
    return 0


# Run in each tree by ``--against``: that tree's positions, information states and search.
_SEARCH_SCRIPT = """
import json, random, time
try:                        # this tree's laboratory, or an older tree's engine.ai.bench
    from engine.lab.bench_search import mid_game_positions
except ImportError:
    from engine.ai.bench import mid_game_positions
from engine.ai.ismcts import search
from engine.ai.observe import information_state
try:                        # this tree's settings, or an older tree's keyword
    from engine.ai.settings import SearchSettings
    bound = dict(settings=SearchSettings(iterations={iterations}))
except ImportError:
    bound = dict(iterations={iterations})
done, seconds, chosen = 0, 0.0, []
for i, game in enumerate(mid_game_positions({positions}, {seed})):
    seat = game.to_move
    info = information_state(game, seat)
    t0 = time.process_time()
    result = search(info, seat, random.Random(i), **bound)
    seconds += time.process_time() - t0
    done += result.iterations
    chosen.append(result.best())
print(json.dumps({{"rate": done / seconds, "check": chosen}}))
"""


def against(tree: str, positions: int, iterations: int, seed: int, rounds: int) -> int:
    """ISMCTS iterations/s of this tree and of ``tree``, side by side (interleaved rounds)."""
    print(f"ISMCTS on {positions} mid-game 2-player positions (seed {seed}), {iterations} iterations "
          f"each, one core; old: {tree}")
    script = _SEARCH_SCRIPT.format(positions=positions, seed=seed, iterations=iterations)
    sides = interleave(script, tree, rounds)
    print(f"same choices in both trees: {sides.old_check == sides.new_check}")
    print(sides.line("iterations/s", "it/s"))
    return 0 if sides.old_check == sides.new_check else 1


def compare_pruning(games: list[Game], seconds: float, budget: float, decisions: int) -> int:
    """Iterations/s and Hard's decision times without and with ``dominated.prune``, interleaved
    position by position so that both see the same machine load (Hard in this process: one core)."""
    rates: dict[bool, list[float]] = {False: [], True: []}
    times: dict[bool, list[float]] = {False: [], True: []}
    for i, game in enumerate(games):
        seat = game.to_move
        assert seat is not None
        info = information_state(game, seat)
        for on in (False, True):
            result = search(info, seat, random.Random(i), SearchSettings(seconds=seconds, pruned=on))
            rates[on].append(result.iterations / result.seconds)
    for i, game in enumerate(games[:decisions]):
        seat = game.to_move
        assert seat is not None
        for on in (False, True):
            ai = HardAI(seat, seed=i, seconds=budget, workers=1, settings=SearchSettings(pruned=on))
            start = time.perf_counter()
            ai.choose(game)
            times[on].append(time.perf_counter() - start)
    print(f"ISMCTS on {len(games)} mid-game 2-player positions, one core, {seconds}s each; "
          f"Hard at {budget}s on one core, n={len(times[True])}:")
    for on in (False, True):
        r, t = rates[on], times[on]
        print(f"  {'pruned ' if on else 'unpruned'}: iterations/s median {statistics.median(r):,.0f} "
              f"(min {min(r):,.0f}, max {max(r):,.0f}); decisions "
              + ", ".join(f"p{q} {1000 * percentile(t, q / 100):.0f} ms" for q in (50, 95)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
