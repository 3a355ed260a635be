"""Measure what kill -9 costs the autosave: ``python -m tests.gui.kill_runs [--runs 60] [--seed 1]``.

Each run starts the real app (``--autoplay``) on one data folder, kills it with SIGKILL after a
random number of actions (or, every fifth run, blocked at one exact point of a save write:
half written, before the fsync, before the rename, after the rename), then loads the
autosave and compares it with the actions the app reported as applied. The next run starting
on the same folder checks that the dead copy's lock does not block it. Prints the figures.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

from civgui.services.storage import read_save

from .civproc import PHASES, Civ


def main(argv: list[str] | None = None) -> int:
    """Run the kills and print runs, actions lost, unreadable autosaves and refused restarts."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        try:
            runs, lost, unreadable, refused, exact = _runs(Path(tmp) / "data", args.runs, rng)
        finally:
            left = Civ.kill_all()
        left += _processes_using(tmp)
    print(f"kill -9 runs: {runs} ({exact} at an exact point of a save write), "
          f"actions lost: {lost}, unreadable autosaves: {unreadable}, restarts refused: {refused}, "
          f"processes left: {left}, {time.monotonic() - started:.1f} s")
    return 0 if lost == unreadable == refused == left == 0 else 1


def _processes_using(folder: str) -> int:
    """Processes whose environment names ``folder`` (Linux /proc; 0 elsewhere)."""
    count = 0
    for environ in Path("/proc").glob("[0-9]*/environ"):
        try:
            if folder.encode() in environ.read_bytes():
                count += 1
        except OSError:
            pass
    return count


def _runs(data: Path, count: int, rng: random.Random) -> tuple[int, int, int, int, int]:
    """The kill runs on ``data``: (runs, actions lost, unreadable autosaves, refused starts, exact)."""
    runs = lost = unreadable = refused = exact = 0
    for run in range(count):
        extra: dict[str, str] = {}
        if run % 5 == 4:
            phase = PHASES[(run // 5) % len(PHASES)]
            extra["CIV_TEST_BLOCK"] = f"{phase}:{rng.randint(2, 60)}"
            exact += 1
        civ = Civ(data, "--autoplay", "100000", "--players", str(rng.randint(2, 4)),
                  "--seed", str(rng.randint(1, 10**6)), **extra)
        try:
            civ.wait_for("civ: started", timeout=30)
        except AssertionError:
            refused += 1                 # the killed copy's lock (or anything else) stopped the start
            civ.kill()
            continue
        if extra:
            civ.wait_for("civ: blocked at")
        else:
            try:
                civ.wait_for("civ: applied", count=rng.randint(1, 150))
            except AssertionError:
                if not any(line.startswith("civ: over") for line in civ.lines):
                    raise
                # a short game ended before that action: the kill then hits the finished game
        civ.kill()
        runs += 1
        applied = civ.applied()
        try:
            game, _seats = read_save(data / "autosave.civ.json")
        except ValueError as exc:
            unreadable += 1
            print(f"run {run}: unreadable autosave: {exc}", file=sys.stderr)
            continue
        saved = list(game.history)
        if saved[:len(applied)] != applied[:len(saved)]:
            print(f"run {run}: the autosave is another game", file=sys.stderr)
            unreadable += 1
        lost += max(0, len(applied) - len(saved))
    return runs, lost, unreadable, refused, exact


if __name__ == "__main__":
    sys.exit(main())
