"""Mutation check of the fast core (issue 12): break it one way at a time, run the tests guarding it.

``python tests/engine/mutate_core.py [NAME...]`` copies ``engine/`` and ``tests/`` into a temporary
directory, applies one mutation there (to the incremental counts, the policy's looked-up terms,
the inlined give or the redeal by Age runs), runs the tests meant to catch it and prints whether
one failed; a mutation no test catches is reported as surviving (exit 1).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COUNTS = "tests/engine/test_counts.py"
POLICY = "tests/ai/test_policy_fast.py"
DEAL = "tests/engine/test_counts.py tests/ai/test_golden_choices.py"
KNOWLEDGE = "tests/engine/test_draft_knowledge.py tests/engine/test_events.py tests/engine/test_golden.py"
MOVES, TURNS, STATE = "engine/moves.py", "engine/turns.py", "engine/state.py"
POL, KNOW = "engine/ai/policy.py", "engine/knowledge.py"
# name: (file, its text, what it becomes, the tests that must catch it)
MUTATIONS: dict[str, tuple[str, str, str, str]] = {
    "play count off": (MOVES, "    st.cnt[a][d] += 1\n", "", COUNTS),
    "remove/return count off": (MOVES, "    st.cnt[a][d] -= 1\n    for i", "    for i", COUNTS),
    "sacrifice count off": (MOVES, "    k = st.tab[a][d].pop()\n    st.cnt[a][d] -= 1\n",
                            "    k = st.tab[a][d].pop()\n", COUNTS),
    "attack count off": (MOVES, "                cnt[s][d] -= 1\n", "", COUNTS),
    "pick count off": (TURNS, "    st.cnt[a][d] += 1\n", "", COUNTS),
    "position count off": (STATE, "        self.cnt[seat][d] = len(kinds)\n", "", COUNTS),
    "clone shares counts": (STATE, "        c.cnt = [x[:] for x in self.cnt]\n", "        c.cnt = self.cnt\n",
                            COUNTS),
    "progress term shifted": (POL, "    tuple(_progress(mine, need) for mine in range(need))",
                              "    tuple(_progress(mine, need + 1) for mine in range(need))", POLICY),
    "half weight wrong": (POL, "        return 0.5 * weight\n", "        return 0.5 * late\n", POLICY),
    "majority terms of another deck": (POL, "= _majority_terms(self.late)", "= _majority_terms(0.5)", POLICY),
    "level bonus for Military too": (POL, "_REL_ECO_SCI = (False, True, True, True, False, False)",
                                     "_REL_ECO_SCI = (True, True, True, True, False, False)", POLICY),
    "rival maximum skips a Domain": (POL, "    for d in range(1, 6):\n        v = threat(o, d)",
                                     "    for d in range(2, 6):\n        v = threat(o, d)", POLICY),
    "tableau costs not repeated": (POL, "                losses.extend([v] * (min(count, c) - 1))\n", "",
                                   POLICY),
    "only rival wrong": (POL, "    n: tuple(1 - a if n == 2 else -1 for a in range(n))",
                         "    n: tuple(a if n == 2 else -1 for a in range(n))", POLICY),
    "give skips the knowledge": (MOVES, "    if known is not None:\n        _learn(st, a, s, k)",
                                 "    if False:\n        _learn(st, a, s, k)", KNOWLEDGE),
    "deck runs cut short": (KNOW, "        runs.append((age, start, stop))\n",
                            "        runs.append((age, start, max(start + 1, stop - 1)))\n", DEAL),
}


def run(name: str | None) -> bool:
    """Whether the tests fail under mutation ``name`` (None: all of them, on the code as it is)."""
    if name is None:
        path, old, new = MOVES, "", ""
        suites = sorted({suite for *_, suite in MUTATIONS.values()})
    else:
        path, old, new, suite = MUTATIONS[name]
        suites = [suite]
    with tempfile.TemporaryDirectory() as tmp:
        for part in ("engine", "tests"):
            shutil.copytree(ROOT / part, Path(tmp) / part, ignore=shutil.ignore_patterns("__pycache__"))
        target = Path(tmp) / path
        text = target.read_text(encoding="utf-8")
        if name is not None and text.count(old) != 1:
            raise SystemExit(f"mutation {name!r}: its text is not found once in {path}")
        if name is not None:
            target.write_text(text.replace(old, new), encoding="utf-8")
        tests = [t for suite in suites for t in suite.split()]
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests],
            cwd=tmp, capture_output=True, text=True, env={"PYTHONPATH": tmp, "PATH": "/usr/bin:/bin"},
        )
        return done.returncode != 0


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="mutations to run (default: all)")
    args = ap.parse_args(argv)
    if run(None):
        raise SystemExit("the tests fail on the code as it is: no mutation can be judged")
    names = args.names or list(MUTATIONS)
    survived = []
    for name in names:
        caught = run(name)
        print(f"{name}: {'caught' if caught else 'SURVIVED'}", flush=True)
        if not caught:
            survived.append(name)
    print(f"{len(names) - len(survived)} caught, {len(survived)} survived")
    return 1 if survived else 0


if __name__ == "__main__":
    raise SystemExit(main())
