"""How fast a replay steps: ``python -m engine.lab.bench_replay`` plays random games of about 300
actions and prints the time of ``Game.at(n)`` (from the origin, no copies kept) and, for a
``Timeline`` with each distance between kept copies, of the first jump to the end (which keeps
its copies on the way), of one step back from the end, and of a step back or forward anywhere."""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ..game import Game
from ..replay import Timeline


def long_game(seed: int, actions: int = 300) -> Game:
    """A random 4-player draft game with at least ``actions`` actions (the first seed from ``seed`` on)."""
    while True:
        rng = random.Random(seed)
        game = Game.new(4, seed, "draft")
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
        if len(game.history) >= actions:
            return game
        seed += 1000


def _ms(seconds: list[float]) -> str:
    return f"{statistics.median(seconds) * 1000:7.2f} ms"


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    games = [long_game(seed) for seed in range(args.games)]
    lengths = [len(g.history) for g in games]
    print(f"{len(games)} games of {min(lengths)}..{max(lengths)} actions (median of the games)")
    at_end = []
    for game in games:
        t0 = time.perf_counter()
        game.at(len(game.history))
        at_end.append(time.perf_counter() - t0)
    print(f"Game.at(end), from the origin:          {_ms(at_end)}")
    for every in (1, 8, 16, 32, 64):
        first, back, anywhere = [], [], []
        for game in games:
            n = len(game.history)
            t0 = time.perf_counter()
            line = Timeline(game, every)
            line.at(n)
            t1 = time.perf_counter()
            line.at(n - 1)
            t2 = time.perf_counter()
            first.append(t1 - t0)
            back.append(t2 - t1)
            rng = random.Random(n)
            steps = [rng.randrange(1, n) for _ in range(40)]
            t3 = time.perf_counter()
            for k in steps:
                line.at(k - 1)
                line.at(k)
            anywhere.append((time.perf_counter() - t3) / (2 * len(steps)))
        print(f"Timeline every {every:3}: jump to the end {_ms(first)}, then one step back {_ms(back)}, "
              f"a step anywhere {_ms(anywhere)}")


if __name__ == "__main__":
    main()
