"""Headless game: ``python -m engine --players 3 --seed 7`` plays a whole game and prints it.

Seats are played by the AI of ``--level`` (easy, medium, hard), or with ``--level random`` (the
default) by a seeded random choice among the legal actions.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import Any

from . import Game

# Each random seat has its own generator, seeded with seed * SEAT_SEEDS + seat.
SEAT_SEEDS = 10

Chooser = Callable[[Game], tuple[str, str]]


def _choosers(players: int, level: str, seed: int) -> list[Chooser]:
    if level != "random":
        from .ai import make_ai

        ais = [make_ai(level, s, seed=seed + s) for s in range(players)]

        def ai_chooser(ai: Any) -> Chooser:
            return lambda g: (ai.choose(g), ai.reason)
        return [ai_chooser(ai) for ai in ais]

    def random_chooser(rng: random.Random) -> Chooser:
        return lambda g: (rng.choice(g.legal_actions()), "")
    return [random_chooser(random.Random(seed * SEAT_SEEDS + s)) for s in range(players)]


def main(argv: list[str] | None = None) -> int:
    """Play one game between computer seats and print its log and result."""
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--setup", default="classic", choices=("classic", "draft"))
    parser.add_argument("--teams", action="store_true", help="team game (4 players)")
    parser.add_argument("--level", default="random", help="random, easy, medium or hard")
    args = parser.parse_args(argv)
    try:
        game = Game.new(args.players, args.seed, args.setup, args.teams)
    except ValueError as exc:
        parser.error(str(exc))
    choosers = _choosers(args.players, args.level, args.seed)
    printed = 0
    while not game.over:
        seat = game.to_move
        assert seat is not None
        action, reason = choosers[seat](game)
        game.apply(action)
        lines = game.log[printed:]
        printed = len(game.log)
        # the reason goes right under the line of the action it explains
        note = f"    (seat {seat}: {reason})" if reason else ""
        for line in lines:
            if note and line.startswith("Game over"):
                print(note)
                note = ""
            print(line)
            if note:
                print(note)
                note = ""
        if note:
            print(note)
    for line in game.log[printed:]:
        print(line)
    print(f"result: {game.result}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
