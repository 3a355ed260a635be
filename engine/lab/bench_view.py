"""``python -m engine.lab.bench_view``: what one ``Game.view(seat)`` costs, and the threats' share of it.

Plays random games (2, 3 and 4 players, fixed seeds) through the public API and, after every
action, times ``view(seat)`` for every seat and the spectator. Prints the mean and the worst
view in microseconds per player count, and the same for ``engine.threats.threats`` alone when
the engine has it (so the figure before the threats existed comes from the same script run on an
older tree). Each call's time is the best of a few repetitions (this machine's timing is noisy).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from ..game import Game


def positions(players: int, games: int, seed: int) -> list[Game]:
    """A copy of every position of ``games`` random games (the game after each action)."""
    out = []
    for i in range(games):
        g = Game.new(players, seed + i)
        rng = random.Random(seed + i)
        while not g.over:
            legal_now = g.legal_actions()
            g.apply(legal_now[int(rng.random() * len(legal_now))])
            out.append(g.clone())
    return out


def _timed(games: list[Game], repeat: int, call: Callable[[Game, int | None], object]) -> tuple[float, float]:
    """Mean and worst, over every position and seat, of the best of ``repeat`` timings of one call, in µs."""
    best: list[float] = []
    for g in games:
        for seat in [*range(g.players), None]:
            spent = float("inf")
            for _ in range(repeat):
                t0 = time.perf_counter()
                call(g, seat)
                spent = min(spent, time.perf_counter() - t0)
            best.append(spent)
    return sum(best) / len(best) * 1e6, max(best) * 1e6


def time_views(games: list[Game], repeat: int) -> tuple[float, float]:
    """Mean and worst time of one ``view(seat)`` (seats and the spectator), in µs."""
    return _timed(games, repeat, lambda g, seat: g.view(seat))


def time_threats(games: list[Game], repeat: int) -> tuple[float, float] | None:
    """The same for ``threats(state, seat)`` alone; None on an engine without it."""
    try:
        from ..threats import threats
    except ImportError:
        return None
    return _timed(games, repeat, lambda g, seat: threats(g.state, seat))


def main(argv: list[str] | None = None) -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=4, help="random games per player count")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for players in (2, 3, 4):
        games = positions(players, args.games, args.seed)
        mean, worst = time_views(games, args.repeat)
        line = f"{players}p: {len(games)} positions, view() mean {mean:.0f} µs, worst {worst:.0f} µs"
        alone = time_threats(games, args.repeat)
        if alone is not None:
            line += f" | threats() mean {alone[0]:.0f} µs, worst {alone[1]:.0f} µs"
        print(line, flush=True)


if __name__ == "__main__":
    main()
