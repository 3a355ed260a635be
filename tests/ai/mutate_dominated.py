"""Mutation check of the pruning of dominated moves: break it one way at a time, run its tests.

``python tests/ai/mutate_dominated.py [NAME...]`` copies ``engine/`` and ``tests/`` into a
temporary directory, applies one mutation there (to ``engine/ai/dominated.py`` or to a hook of
it), runs ``tests/ai/test_dominated.py`` (without the default-budget Hard and Medium turns,
which cost a second a decision) and prints whether a test failed; a mutation no test catches
is reported as surviving (exit 1).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITE = "tests/ai/test_dominated.py"
DOM = "engine/ai/dominated.py"
# name: (file, its text, what it becomes)
MUTATIONS: dict[str, tuple[str, str, str]] = {
    "Holy Book rule off": (DOM, "        out.add(_USE_HOLY_BOOK)\n", "        pass\n"),
    "deck condition off": (DOM, "    return deck > DIVINE_RIGHT_DRAW\n", "    return True\n"),
    "playable hand ignored": (DOM, "    if can_play(st, a):\n        return False\n", ""),
    "embargoed return ignored": (DOM, "        if col and st.embargoed(d):\n", "        if False:\n"),
    "Science rule off": (DOM, "    if science_void:\n        out.update(science)\n", ""),
    "Inspiration rule off": (DOM, "        out.add(_USE_INSPIRATION)\n", "        pass\n"),
    "own-effect copy not matched": (DOM, "        return True             # the same effect",
                                    "        return False            # the same effect"),
    "copied Holy Book kept": (
        DOM, "            out.update(_COPY_BASE | copy_arg(s, HOLY_BOOK) for s in copies[HOLY_BOOK])\n",
        "            pass\n"),
    "duplicate copies kept": (DOM, "sorted(seats)[1:]", "sorted(seats)[2:]"),
    "tree hook off": ("engine/ai/ismcts.py", "                codes = prune(world, codes)\n",
                      "                pass\n"),
    "Medium hook off": ("engine/ai/players.py", "        codes = prune(info, codes)\n", ""),
}


def run(name: str | None) -> bool:
    """Whether the suite fails under mutation ``name`` (None: on the code as it is)."""
    path, old, new = MUTATIONS[name] if name is not None else (DOM, "", "")
    with tempfile.TemporaryDirectory() as tmp:
        for part in ("engine", "tests"):
            shutil.copytree(ROOT / part, Path(tmp) / part, ignore=shutil.ignore_patterns("__pycache__"))
        target = Path(tmp) / path
        text = target.read_text(encoding="utf-8")
        if name is not None and text.count(old) != 1:
            raise SystemExit(f"mutation {name!r}: its text is not found once in {path}")
        if name is not None:
            target.write_text(text.replace(old, new), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", SUITE,
             "-k", "not never_take"],
            cwd=tmp, capture_output=True, text=True, env={"PYTHONPATH": tmp, "PATH": "/usr/bin:/bin"},
        )
        return done.returncode != 0


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="mutations to run (default: all)")
    args = ap.parse_args(argv)
    if run(None):
        raise SystemExit(f"{SUITE} fails on the code as it is: no mutation can be judged")
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
