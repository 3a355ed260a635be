"""Side-by-side timing of two source trees: this one and an older one (``--against DIR``).

The machine is shared and noisy, so a figure of the old code measured an hour ago says little.
``interleave`` runs the same measurement script in a fresh subprocess per tree and per round,
``PYTHONPATH`` set to that tree, alternating which tree goes first from round to round, so that
both see the same load; the scripts time with ``time.process_time`` (the CPU time of their own
process), which the other processes sharing the cores disturb far less than the wall clock. The
script prints one JSON line ``{"rate": <per second>, "check": ...}``;
``check`` is whatever the script can say about *what* it computed (actions played, choices made),
which must be the same in both trees: the new code is faster, it does not play other games.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = str(Path(__file__).resolve().parents[2])   # the source tree holding this engine


@dataclass
class Sides:
    """The rates measured for the old and the new tree, round by round, and their checks."""

    old: list[float]
    new: list[float]
    old_check: object
    new_check: object

    @property
    def ratio(self) -> float:
        """New median rate over old median rate."""
        return statistics.median(self.new) / statistics.median(self.old)

    def line(self, label: str, unit: str) -> str:
        """One summary line: both medians, the ratio and each side's range."""
        return (f"{label}: old {statistics.median(self.old):,.0f} {unit} "
                f"(min {min(self.old):,.0f}, max {max(self.old):,.0f}), "
                f"new {statistics.median(self.new):,.0f} {unit} "
                f"(min {min(self.new):,.0f}, max {max(self.new):,.0f}), "
                f"ratio {self.ratio:.2f}x over {len(self.new)} interleaved rounds"
                + ("" if self.old_check == self.new_check
                   else "  (WARNING: the two trees computed different results)"))


def run_script(tree: str, script: str) -> dict[str, object]:
    """Run ``script`` in a fresh interpreter on ``tree``; its last stdout line, parsed as JSON.

    :raises RuntimeError: if the script fails.
    """
    env = dict(os.environ, PYTHONPATH=tree)
    done = subprocess.run([sys.executable, "-c", script], cwd=tree, env=env, capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the benchmark script failed on {tree}:\n{done.stderr}")
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def interleave(script: str, against: str, rounds: int, verbose: bool = True) -> Sides:
    """``rounds`` rounds of ``script`` on the old tree ``against`` and on this tree, alternating."""
    old: list[float] = []
    new: list[float] = []
    checks: dict[str, object] = {}
    for r in range(rounds):
        order = [("old", against), ("new", HERE)]
        if r % 2:
            order.reverse()
        for side, tree in order:
            out = run_script(tree, script)
            rate = out["rate"]
            assert isinstance(rate, (int, float))
            (old if side == "old" else new).append(float(rate))
            checks[side] = out.get("check")
            if verbose:
                print(f"  round {r + 1} {side}: {rate:,.0f}", flush=True)
    return Sides(old, new, checks.get("old"), checks.get("new"))
