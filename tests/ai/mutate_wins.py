"""Mutation check of the win finder: break ``engine/ai/wins.py`` one way at a time, run the tactics.

``python tests/ai/mutate_wins.py [NAME...]`` copies ``engine/`` and ``tests/`` into a temporary
directory, applies one mutation to its ``wins.py``, runs ``tests/ai/test_tactics.py`` there and
prints the tests that failed; a mutation no test catches is reported as surviving (exit 1).
At the end it lists the tests of the suite no mutation made fail.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITE = "tests/ai/test_tactics.py"
# name: (text of wins.py, what it becomes)
MUTATIONS: dict[str, tuple[str, str]] = {
    "finder off": ("    if info.phase not in (PHASE_PLAY, EFFECTS, SUB) or info.active != seat:\n",
                   "    if True:\n"),
    "no effects": ("    if c in _SKIPPED_CODES:\n", "    if c in _SKIPPED_CODES or c >> SHIFT == USE:\n"),
    "no Inspiration copies": ("        return copy_parts(c & ARG_MASK)[1] not in SKIPPED_EFFECTS\n",
                              "        return False\n"),
    "count bound off by one": ("        if short <= min(plays, held[d] + min(takes, feed[d])):",
                               "        if short < min(plays, held[d] + min(takes, feed[d])):"),
    "Inquisition and Breakthrough tried": (
        "ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, INQUISITION, BREAKTHROUGH, EMBARGO, DEMOCRACY,",
        "ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, EMBARGO, DEMOCRACY,"),
    "Inquisition target chosen": (
        "        return pend is None or pend.effect != INQUISITION or st.hand_size(c & ARG_MASK) == 0",
        "        return True"),
    "Democracy forgotten": (
        "            d = hegemony_domain(st, seat)\n",
        "            d = next((x for x in range(6)\n"
        "                      if len(st.tableau(seat)[x]) >= st.hegemony_target), None)\n"),
    "Attack's cards not counted": (
        "    feed = [piled[d] + sum(1 for s in range(players) if s != seat and tab[s][d]) for d in range(6)]",
        "    feed = piled"),
    "no cards taken": ("    takes = slot(UTO, 0) ", "    takes = 0 "),
    "rivals' levels not counted": ("        if copying:\n", "        if False:\n"),
}


def run(name: str, work: Path) -> list[str]:
    """The tests of the suite that fail with mutation ``name``."""
    old, new = MUTATIONS[name]
    tree = work / re.sub(r"\W+", "_", name)
    for part in ("engine", "tests"):
        shutil.copytree(ROOT / part, tree / part, ignore=shutil.ignore_patterns("__pycache__"))
    wins = tree / "engine" / "ai" / "wins.py"
    text = wins.read_text(encoding="utf-8")
    if text.count(old) != 1:
        raise SystemExit(f"mutation {name!r} no longer matches wins.py")
    wins.write_text(text.replace(old, new), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=", SUITE],
        cwd=tree, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "HOME": str(work)},
        capture_output=True, text=True, check=False,
    ).stdout
    shutil.rmtree(tree)
    return [line.split("::", 1)[1].split(" - ")[0] for line in out.splitlines() if line.startswith("FAILED")]


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help=f"mutations to run (default: all): {', '.join(MUTATIONS)}")
    args = ap.parse_args(argv)
    listed = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "--collect-only", "-p", "no:cacheprovider", "-o", "addopts=",
         SUITE],
        cwd=ROOT, capture_output=True, text=True, check=False,
    ).stdout
    tests = {line.split("::", 1)[1] for line in listed.splitlines() if "::" in line}
    caught: set[str] = set()
    surviving = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.names or list(MUTATIONS):
            failed = run(name, Path(tmp))
            caught.update(failed)
            print(f"{name}: {len(failed)} tests fail")
            if not failed:
                surviving.append(name)
    print(f"{len(tests & caught)} of {len(tests)} tests fail under at least one mutation; never: "
          + (", ".join(sorted(tests - caught)) or "none"))
    if surviving:
        print("surviving mutations: " + ", ".join(surviving))
    return 1 if surviving else 0


if __name__ == "__main__":
    raise SystemExit(main())
