"""Recorded transcripts of the golden games, so that a golden test that fails says where.

A golden test pins a game by a few figures and hashes (tests/engine/test_golden.py,
tests/ai/test_golden_choices.py). Beside the hashes, the lines they were computed from are kept
in tests/data/golden/ (one text file a game, checked against the pinned hashes by the tests
themselves), and a game that no longer matches is reported by the first line where it parts
from its recording, with the lines before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

GOLDEN_DATA = Path(__file__).resolve().parent / "data" / "golden"
CONTEXT = 4


def read_lines(path: Path) -> list[str]:
    """The lines of a recorded transcript (without their newlines)."""
    return path.read_text(encoding="utf-8").splitlines()


def write_lines(path: Path, lines: Sequence[str]) -> None:
    """Record a transcript, one line each (a line may not hold a newline)."""
    assert not any("\n" in line or "\r" in line for line in lines)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")


def first_difference(recorded: Sequence[str], now: Sequence[str], source: str = "") -> str:
    """Where ``now`` parts from ``recorded``: the first line that differs, the lines before it."""
    at = next((i for i, (a, b) in enumerate(zip(recorded, now)) if a != b), min(len(recorded), len(now)))
    if at == len(recorded) == len(now):
        return f"the transcript is the one recorded{f' in {source}' if source else ''} ({len(now)} lines)"
    out = [f"first difference at line {at + 1} ({len(recorded)} lines recorded"
           f"{f' in {source}' if source else ''}, {len(now)} now):"]
    out += [f"    {line}" for line in recorded[max(0, at - CONTEXT):at]]
    out.append(f"  - {recorded[at] if at < len(recorded) else '(the recording ends here)'}")
    out.append(f"  + {now[at] if at < len(now) else '(the game ends here)'}")
    return "\n".join(out)
