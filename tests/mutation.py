"""Mutation checks: break the code one way at a time, in a copy of the tree, and run the tests
that guard it; a mutation no test catches survives.

Each ``tests/**/mutate_*.py`` script lists its mutations, ``name: (file, a text found exactly once
in it, what it becomes)``, and hands them to ``main`` with the tests to run (a list of pytest
arguments, or a function of the mutation's name giving them). ``python tests/ai/mutate_wins.py
[NAME...]`` runs all of a script's mutations, or the ones named; it first runs the tests on the code
as it is (they must pass), and exits 1 if a mutation survived.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
Mutation = tuple[str, str, str]         # file, a text found exactly once in it, what it becomes
Tests = Sequence[str] | Callable[[str | None], Sequence[str]]


def failing(mutation: Mutation | None, tests: Sequence[str], work: Path,
            parts: Sequence[str] = ("engine", "tests"), first: bool = True) -> list[str]:
    """The tests that fail in a copy of ``parts`` of the tree (under ``work``) with ``mutation``
    applied (None: the code as it is); with ``first``, pytest stops at the first failure.

    :raises SystemExit: if the mutation's text is not found exactly once, or the tests did not run.
    """
    tree = Path(tempfile.mkdtemp(dir=work))
    try:
        for part in parts:
            source = ROOT / part
            if source.is_dir():
                shutil.copytree(source, tree / part, ignore=shutil.ignore_patterns("__pycache__", "out"))
            else:
                shutil.copy(source, tree / part)
        if mutation is not None:
            path, old, new = mutation
            target = tree / path
            text = target.read_text(encoding="utf-8")
            if text.count(old) != 1:
                raise SystemExit(f"mutation of {path}: its text is not found once there: {old[:60]!r}")
            target.write_text(text.replace(old, new), encoding="utf-8")
        out = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=",
             *(["-x"] if first else []), *tests],
            cwd=tree, env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "HOME": str(work)},
            capture_output=True, text=True, check=False,
        ).stdout
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    last = out.strip().splitlines()[-1] if out.strip() else ""
    if not re.search(r"\d+ (passed|failed)", last) or " error" in last:
        raise SystemExit(f"the tests did not run ({' '.join(tests)}):\n{out[-3000:]}")
    return [line.split(" ", 1)[1].split(" - ")[0] for line in out.splitlines() if line.startswith("FAILED")]


def main(mutations: dict[str, Mutation], tests: Tests, description: str,
         parts: Sequence[str] = ("engine", "tests"), first: bool = True,
         argv: list[str] | None = None) -> int:
    """Command line of a mutation script: the named mutations (default: all), each caught or not."""
    ap = argparse.ArgumentParser(description=description.splitlines()[0])
    ap.add_argument("names", nargs="*", help=f"mutations to run (default: all): {', '.join(mutations)}")
    args = ap.parse_args(argv)
    unknown = [n for n in args.names if n not in mutations]
    if unknown:
        ap.error(f"no mutation {', '.join(unknown)}")

    def chosen(name: str | None) -> Sequence[str]:
        if callable(tests):
            return tests(name)
        return tests

    survived = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        broken = failing(None, chosen(None), work, parts, first)
        if broken:
            raise SystemExit(f"the tests fail on the code as it is, no mutation can be judged: {broken}")
        names = args.names or list(mutations)
        for name in names:
            failed = failing(mutations[name], chosen(name), work, parts, first)
            print(f"{name}: " + (f"caught ({', '.join(failed)})" if failed else "SURVIVED"), flush=True)
            if not failed:
                survived.append(name)
    print(f"{len(names) - len(survived)} caught, {len(survived)} survived"
          + (": " + ", ".join(survived) if survived else ""))
    return 1 if survived else 0
