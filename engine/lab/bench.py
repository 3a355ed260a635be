"""Engine benchmark: ``python -m engine.lab.bench`` plays complete random games and prints figures.

The first three figures go through the public API (``legal_actions``/``apply`` with
notation strings), ``core`` through the fast core (``legal``/``step`` on codes, no events,
no knowledge bookkeeping) as the AI's search uses it. Each figure is the best of a few
repetitions, because this machine's timing is noisy. Last line:
``random games/s: <2p> (2p) <3p> (3p) <4p> (4p) | core <c> (2p)``.

``python -m engine.lab.bench --against DIR`` measures only the core figure, side by side with an
older source tree (``DIR``, e.g. a checkout of the previous ``main``): the same games (same
seeds) through each tree's own ``core_games``, in a fresh subprocess per tree and round, the
rounds interleaved (bench_against.py); it prints both rates, the ratio, and whether both trees
played the same number of actions (they must: the rules did not change).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from ..game import Game
from ..rules import legal, step
from ..state import OVER, new_state
from .bench_against import interleave


def api_games(players: int, games: int, seed: int) -> int:
    """Play ``games`` random games through the public API; return the actions applied."""
    actions = 0
    for i in range(games):
        g = Game.new(players, seed + i)
        rng = random.Random(seed + i)
        while not g.over:
            legal_now = g.legal_actions()
            g.apply(legal_now[int(rng.random() * len(legal_now))])
            actions += 1
    return actions


def core_games(players: int, games: int, seed: int) -> int:
    """Play ``games`` random games through the core; return the actions applied."""
    actions = 0
    legal_, step_ = legal, step
    for i in range(games):
        st = new_state(players, seed + i, "classic", False)
        st.known = None
        rand = random.Random(seed + i).random
        while st.phase != OVER:
            codes = legal_(st)
            step_(st, codes[int(rand() * len(codes))], None)
            actions += 1
    return actions


def best_rate(run: Callable[[], int], count: int, repeat: int) -> tuple[float, int]:
    """Best runs-per-second of ``repeat`` timings of ``run`` (which does ``count`` runs)."""
    best = float("inf")
    actions = 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        actions = run()
        best = min(best, time.perf_counter() - t0)
    return count / best, actions


def micro(label: str, fn: Callable[[], object], number: int = 2000, repeat: int = 5) -> float:
    """Best time of one call of ``fn``, in microseconds, printed."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - t0) / number)
    print(f"{label}: {best * 1e6:.1f} µs")
    return best * 1e6


def mid_game(players: int = 2, seed: int = 3, plies: int = 100) -> Game:
    """A game after ``plies`` random actions (a mid-game state for the micro-benchmarks)."""
    g = Game.new(players, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if g.over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


# Run in each tree by ``--against``: that tree's core_games, best of a few timings.
_CORE_SCRIPT = """
import json, time
try:                        # this tree's laboratory, or an older tree's engine.bench
    from engine.lab.bench import core_games
except ImportError:
    from engine.bench import core_games
best, actions = float("inf"), 0
for r in range({repeat}):      # other games each time: nothing learnt from a game helps it again
    t0 = time.process_time()
    actions += core_games(2, {games}, 1000 + r * {games})
    best = min(best, time.process_time() - t0)
print(json.dumps({{"rate": {games} / best, "check": actions}}))
"""


def against(tree: str, games: int, repeat: int, rounds: int) -> int:
    """The core figure of this tree and of ``tree``, side by side (interleaved rounds)."""
    print(f"core 2p random games: {repeat} runs of {games} games each (seeds 1000.. , other games in each "
          f"run), the best run per round; old: {tree}")
    sides = interleave(_CORE_SCRIPT.format(games=games, repeat=repeat), tree, rounds)
    print(f"same games in both trees: {sides.old_check == sides.new_check} "
          f"({sides.new_check} actions, old {sides.old_check})")
    print(sides.line("core 2p", "games/s"))
    return 0 if sides.old_check == sides.new_check else 1


def main(argv: list[str] | None = None) -> int:
    """Print the benchmark figures; the last line is the summary."""
    parser = argparse.ArgumentParser(prog="python -m engine.lab.bench", description=__doc__)
    parser.add_argument("--games", type=int, default=300, help="games per figure")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--against", metavar="DIR", help="an older source tree to compare the core with")
    parser.add_argument("--rounds", type=int, default=6, help="interleaved rounds per tree (--against)")
    args = parser.parse_args(argv)
    n = args.games
    if args.against:
        return against(args.against, n * 4, args.repeat, args.rounds)

    g = mid_game()
    rng = random.Random(1)
    print(f"mid-game state: {len(g.history)} actions in, deck {len(g.state.deck)} cards")
    micro("clone()", g.clone)
    micro("determinize()", lambda: g.determinize(0, rng))
    micro("core State.clone()", g.state.clone, number=20000)

    api = {}
    for players in (2, 3, 4):
        def run(p: int = players) -> int:
            return api_games(p, n, 1000)
        rate, actions = best_rate(run, n, args.repeat)
        api[players] = rate
        print(f"API {players}p: {rate:,.0f} games/s ({actions / n:.0f} actions a game)")
    core, actions = best_rate(lambda: core_games(2, n * 4, 1000), n * 4, args.repeat)
    print(f"core 2p: {core:,.0f} games/s ({actions / (n * 4):.0f} actions a game)")
    print(f"random games/s: {api[2]:.0f} (2p) {api[3]:.0f} (3p) {api[4]:.0f} (4p) | core {core:.0f} (2p)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
