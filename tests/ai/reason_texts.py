"""Every AI reason of many fixed-seed AI games, as text: the identity check of the reason Sentences.

``python tests/ai/reason_texts.py OUT.json`` plays AI games of every level, 2-4 players,
classic and draft set-ups and the team game (Hard on a fixed iteration budget, so every
choice is replayable) and writes one ``[game, decision, seat, action, reason text]`` row per
decision. Run it on two trees (``PYTHONPATH=<tree>``) and ``--compare A.json B.json`` counts
the reasons compared and lists every difference. It uses only ``engine.Game`` and
``engine.ai.make_ai``, so it runs on the code from before reasons were Sentences too.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import Game
from engine.ai import LEVELS, make_ai

CONFIGS: tuple[tuple[int, str, bool], ...] = (
    (2, "classic", False), (2, "draft", False), (3, "classic", False), (3, "draft", False),
    (4, "classic", False), (4, "draft", False), (4, "classic", True), (4, "draft", True),
)
Row = list[object]


def play(games_per_config: int, iterations: int, record: Callable[[Any], object] = str) -> list[Row]:
    """The rows of ``games_per_config`` games of every configuration, the levels seated in turn
    (``record`` turns each reason into what its row holds: its text by default)."""
    rows: list[Row] = []
    for c, (players, setup, teams) in enumerate(CONFIGS):
        for g in range(games_per_config):
            seed = 7 + 1000 * c + g
            levels = [LEVELS[(g + s + c) % len(LEVELS)] for s in range(players)]
            ais = [make_ai(level, s, seed=seed + s, iterations=iterations) for s, level in enumerate(levels)]
            game = Game.new(players, seed=seed, setup=setup, teams=teams)
            name = f"{players}p {setup}{' teams' if teams else ''} seed {seed} {'/'.join(levels)}"
            decision = 0
            while not game.over:
                seat = game.to_move
                assert seat is not None
                action = ais[seat].choose(game)
                rows.append([name, decision, seat, action, record(ais[seat].reason)])
                game.apply(action)
                decision += 1
    return rows


def compare(a: list[Row], b: list[Row]) -> list[str]:
    """The differences between two row lists (empty: every reason text is the same)."""
    out = [f"row {i}: {x!r} != {y!r}" for i, (x, y) in enumerate(zip(a, b)) if x != y]
    if len(a) != len(b):
        out.append(f"{len(a)} rows against {len(b)}")
    return out


def main(argv: list[str] | None = None) -> int:
    """Write the rows of this tree's AI games, or compare two files (exit status 1 on a difference)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", nargs="?", type=Path, help="where to write this tree's rows (JSON)")
    ap.add_argument("--games", type=int, default=3, help="games per configuration (8 configurations)")
    ap.add_argument("--iterations", type=int, default=8, help="Hard's search budget per decision")
    ap.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    args = ap.parse_args(argv)
    if args.compare:
        a, b = (json.loads(p.read_text()) for p in args.compare)
        diffs = compare(a, b)
        print(f"{min(len(a), len(b))} reasons compared, {len(diffs)} differences")
        for line in diffs[:20]:
            print("  " + line)
        return 1 if diffs else 0
    if args.out is None:
        ap.error("give OUT or --compare A B")
    rows = play(args.games, args.iterations)
    args.out.write_text(json.dumps(rows))
    print(f"{len(rows)} reasons written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
