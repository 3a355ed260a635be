"""``python -m civgui.devtools.statstime --time N [--dir FOLDER]``: how long recording a finished
game's statistics takes (built on the GUI thread, written in the recorder's thread)."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from ..review.stats import record_of
from ..services.statsdb import FILE, GameRecord, StatsStore
from ..services.storage import SeatConfig
from .scenes import finished_game


def time_records(count: int = 20, folder: Path | None = None) -> tuple[list[float], list[float]]:
    """Milliseconds each of ``count`` records of a real finished game takes to build (on the GUI
    thread) and to write (in its thread), in a fresh folder (in ``folder``, default: the system's
    temporary folder)."""
    built, written = [], []
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        store = StatsStore(Path(tmp) / FILE)
        game = finished_game()
        seats = [SeatConfig("Ann" if s == 0 else f"AI {s}", "human" if s == 0 else "hard")
                 for s in range(game.players)]
        for n in range(count):
            started = time.perf_counter()
            rec = record_of(game, seats, [0] * game.players)
            built.append((time.perf_counter() - started) * 1000)
            rec = GameRecord(**{**rec.__dict__, "game_id": f"{rec.game_id}-{n}"})
            started = time.perf_counter()
            store.record(rec)
            written.append((time.perf_counter() - started) * 1000)
    return built, written


def main(argv: list[str] | None = None) -> int:
    """``python -m civgui.devtools.statstime --time N [--dir FOLDER]``: how long recording a finished
    game takes."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--time", type=int, default=20, metavar="N", help="records to time")
    parser.add_argument("--dir", type=Path, default=None, help="the folder to write in (its disk is timed)")
    args = parser.parse_args(argv)
    built, written = (sorted(t) for t in time_records(args.time, args.dir))
    print(f"record of a finished game ({len(built)} records, synchronous=FULL): built on the GUI thread "
          f"in {built[len(built) // 2]:.2f} ms (max {built[-1]:.2f}), written in its thread in "
          f"{written[len(written) // 2]:.1f} ms (max {written[-1]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
