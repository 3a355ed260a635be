"""Mutation check of the blocks and the tree solver: break ``engine/ai/blocks.py``, Hard's use of it or
MCTS-Solver (``engine/ai/ismcts.py``) one way at a time.

``python tests/ai/mutate_blocks.py [NAME...]`` copies ``engine/``, ``civgui/`` and ``tests/`` into a temporary
directory, applies one mutation, runs the block tests of ``tests/ai/test_tactics.py`` (and the hint's
block test; for a solver mutation, ``tests/ai/test_solver.py``) there and prints how many failed; a
mutation no test catches is reported as surviving (exit 1).
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
SUITE = ["tests/ai/test_tactics.py", "tests/ai/test_hint.py"]
SELECT = "block or wrong or inquisition_gives or last_turn"
SOLVER = ["tests/ai/test_solver.py"]
# name: (file, its text, what it becomes)
B = "engine/ai/blocks.py"
MUTATIONS: dict[str, tuple[str, str, str]] = {
    "never blocks": (B, "THREAT = 0.5\n", "THREAT = 1.5\n"),
    "blocks any threat": (B, "GAIN = 0.25\n", "GAIN = -1.0\n"),
    "the threat view's word taken": (B, "        hits = [threatened(w, seat, foes) for w in sampled]\n",
                                     "        hits = [foes[0] for w in sampled]\n"),
    "team-mates are rivals": (B, " and not (info.teams and s % 2 == seat % 2)", ""),
    "careless gives": (B, "    sign = -1 if worst else 1\n", "    sign = 1 if worst else -1\n"),
    "only the next seat": (
        B, "        elif s == seat:\n            return None\n        finish_turns(w, 1)\n",
        "        return None\n"),
    "block before the own win": (
        "engine/ai/hard.py", "        won = self.take_win(info, codes, HARD_LIMIT)\n",
        "        won = self.take_block(info, codes, rng) or self.take_win(info, codes, HARD_LIMIT)\n"),
    "a block under way not finished": (B, "    elif pend.effect in BLOCK_EFFECTS and pend.stage != S_GIVE:\n",
                                       "    elif False:\n"),
    "no pile denial": (B, "BLOCK_EFFECTS = (ATTACK, EMBARGO, DEMOCRACY, INQUISITION, OLIGARCHY, REPUBLIC)",
                       "BLOCK_EFFECTS = (ATTACK, EMBARGO, DEMOCRACY, INQUISITION)"),
    "a block never worth the search's best": (
        B, "    return mean * (1.0 - block.after) >= result.stats[best][1] * (1.0 - block.before)",
        "    return False"),
    "a block always worth it": (
        "engine/ai/hard.py", '            if best == blocked or worth(result, blocked, block):',
        '            if True:'),
}
S = "engine/ai/ismcts.py"
# the solver's mutations, checked by SOLVER
SOLVER_MUTATIONS: dict[str, tuple[str, str, str]] = {
    "no solver": (S, "    seconds: float | None = None, turns: int | None = None, solver: bool = True,",
                  "    seconds: float | None = None, turns: int | None = None, solver: bool = False,"),
    "wins do not climb": (S, "            parent.proven = WON\n", "            break\n"),
    "one lost child loses the parent": (
        S, "        elif all(c.proven == LOST for c in parent.children.values()):",
        "        elif any(c.proven == LOST for c in parent.children.values()):"),
    "lost children chosen": (S, "    rest = [(c, child) for c, child in nodes if child.proven != LOST]",
                             "    rest = [(c, child) for c, child in nodes]"),
    "root proofs ignored": (S, "        if won:\n            return min(won)\n", ""),
    "proofs from any game end": (
        S, "            if own and solver and world.phase == OVER and last == 0 and len(path) > 1:",
        "            if solver and world.phase == OVER and len(path) > 1:"),
}
MUTATIONS.update(SOLVER_MUTATIONS)


def run(name: str, work: Path) -> list[str]:
    """The tests that fail with mutation ``name``."""
    path, old, new = MUTATIONS[name]
    tree = work / re.sub(r"\W+", "_", name)
    for part in ("engine", "civgui", "tests"):      # civgui: the hint's tests import it
        shutil.copytree(ROOT / part, tree / part, ignore=shutil.ignore_patterns("__pycache__"))
    target = tree / path
    text = target.read_text(encoding="utf-8")
    if text.count(old) != 1:
        raise SystemExit(f"mutation {name!r} no longer matches {path}")
    target.write_text(text.replace(old, new), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
         *(SOLVER if name in SOLVER_MUTATIONS else [*SUITE, "-k", SELECT])],
        cwd=tree, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "HOME": str(work)},
        capture_output=True, text=True, check=False,
    ).stdout
    shutil.rmtree(tree)
    if "error" in out.splitlines()[-1] if out else True:
        raise SystemExit(f"mutation {name!r}: the tests did not run:\n{out[-3000:]}")
    return [line.split("::", 1)[1].split(" - ")[0] for line in out.splitlines() if line.startswith("FAILED")]


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help=f"mutations to run (default: all): {', '.join(MUTATIONS)}")
    args = ap.parse_args(argv)
    surviving = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.names or list(MUTATIONS):
            failed = run(name, Path(tmp))
            print(f"{name}: {len(failed)} tests fail: {', '.join(failed)}")
            if not failed:
                surviving.append(name)
    if surviving:
        print("surviving mutations: " + ", ".join(surviving))
    return 1 if surviving else 0


if __name__ == "__main__":
    raise SystemExit(main())
