"""Benchmark of the win finder: its cost per decision, and every win it finds played out for real.

``python -m engine.lab.bench_wins`` plays games between Medium and Easy seats (2, 3 and 4 players, the
team game) and, at every decision with several legal actions, builds the information state of
the seat to move and times ``wins.find_win`` on it (at Hard's limit). It prints the cost per
decision (p50, p95, p99, max; the information state not included, the AI builds it anyway) and
how many decisions had a proven win; each such win is then applied to a copy of the *real*
game, action by action, and must be legal and end the turn with the seat's Hegemony.
"""

from __future__ import annotations

import argparse
import time

from ..actions import NOTATION
from ..ai import make_ai
from ..ai.observe import information_state
from ..ai.wins import HARD_LIMIT, find_win
from ..game import Game
from .arena import percentile

CONFIGS: tuple[tuple[int, bool], ...] = ((2, False), (3, False), (4, False), (4, True))


def measure(games: int, seed: int) -> tuple[list[float], int, int]:
    """(finder seconds per decision, decisions with a proven win, wins checked on the real game).

    :raises AssertionError: if a proven win does not win when played in the real game.
    """
    times: list[float] = []
    found = checked = 0
    for g in range(games):
        players, teams = CONFIGS[g % len(CONFIGS)]
        game = Game.new(players, seed=seed + g, teams=teams)
        ais = [make_ai("easy" if s % 2 else "medium", s, seed=seed + g + s) for s in range(players)]
        while not game.over:
            seat = game.to_move
            assert seat is not None
            if len(game.legal_actions()) > 1 and game.view(None)["step"] in ("play", "effects", "sub"):
                info = information_state(game, seat)
                start = time.perf_counter()
                win = find_win(info, seat, HARD_LIMIT)
                times.append(time.perf_counter() - start)
                if win is not None:
                    found += 1
                    real = game.clone()
                    for c in win.line:
                        real.apply(NOTATION[c])
                    result = real.result
                    won = result is not None and result["reason"] == "hegemony" and seat in result["winners"]
                    assert won, (game.view(seat), [NOTATION[c] for c in win.line])
                    checked += 1
            game.apply(ais[seat].choose(game))
    return times, found, checked


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m engine.lab.bench_wins", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    start = time.perf_counter()
    times, found, checked = measure(args.games, args.seed)
    print(f"win finder on {len(times)} decisions of {args.games} Medium/Easy games (2, 3, 4 players, teams), "
          f"limit {HARD_LIMIT:,} states:")
    print("  " + ", ".join(f"p{q}: {1e6 * percentile(times, q / 100):,.0f} us" for q in (50, 95, 99))
          + f", max {1e3 * max(times):,.1f} ms, mean {1e6 * sum(times) / len(times):,.0f} us")
    print(f"  proven wins: {found} decisions; {checked} played out on the real game and won "
          f"({time.perf_counter() - start:.1f}s in all)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
