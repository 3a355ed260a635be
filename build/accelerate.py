"""Compile the engine's hot modules to C with mypyc: ``python build/accelerate.py [--out DIR]``.

The rules core (what ``legal``/``step`` run) and Hard's search (sampling, tree, playout policy,
evaluation) are plain, strictly typed Python; mypyc (part of mypy) turns each of them into a C
extension module that runs the same code about three times as fast. This script copies the
``engine`` package to ``build/out/accel/engine`` and compiles ``MODULES`` there, each extension
beside its source. The source tree itself is never compiled: an extension beside a ``.py`` is
imported instead of it, and an edit of the source would then silently change nothing.

The packaged game is built from that copy (build/make.py puts it first on PyInstaller's path);
anything else runs on it with ``PYTHONPATH=build/out/accel`` (``python -m engine.bench
--against DIR``, the arena, the tests: .ci/run runs the engine's and the AI's tests on it).
``engine.compiled()`` says which modules a process runs compiled. The sources stay the
reference: they run unchanged without a compiler, and tests/engine/test_compiled.py checks
that the compiled copy plays the same games and makes the same choices as the sources.

Needs a C compiler and the Python headers (Debian: ``apt-get install gcc``; the python.org and
pyenv builds carry their headers) and mypy (the ``test`` extra).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "build" / "out" / "accel"

# The modules compiled: everything a random playout and an ISMCTS iteration run. The rest of the
# engine (the Game API, events, saves, replays, texts) and of the AI (arena, training, hints) stays
# interpreted: it is not where the time goes, and it is free to use Python's dynamic features (the
# win finder and the block check, once per decision, stay too: their tests patch their globals).
MODULES = (
    "engine/cards.py", "engine/effects.py", "engine/records.py", "engine/results.py",
    "engine/pending.py", "engine/state.py", "engine/actions.py",
    "engine/menus.py", "engine/moves.py", "engine/turns.py", "engine/knowledge.py", "engine/rules.py",
    "engine/ai/policy.py", "engine/ai/ismcts.py", "engine/ai/evaluate.py", "engine/ai/infer.py",
    "engine/ai/chances.py", "engine/ai/observe.py", "engine/ai/dominated.py",
)


def accelerate(out: Path = DEFAULT_OUT, quiet: bool = True) -> Path:
    """Copy ``engine`` to ``out/engine`` and compile ``MODULES`` there; return ``out``.

    Raises ``RuntimeError`` (with mypyc's output) when the compilation fails.
    """
    out = out.resolve()
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    shutil.copytree(ROOT / "engine", out / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    done = subprocess.run([sys.executable, "-m", "mypyc", *MODULES], cwd=out,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"mypyc failed (exit {done.returncode}):\n"
                           f"{done.stdout[-4000:]}{done.stderr[-4000:]}")
    if not quiet:
        print(done.stdout[-2000:])
    shutil.rmtree(out / "build", ignore_errors=True)   # mypyc's C sources and objects
    missing = [m for m in MODULES
               if not any((out / m).with_suffix(suffix).is_file() for suffix in EXTENSION_SUFFIXES)]
    if missing:
        raise RuntimeError(f"mypyc left no extension for {', '.join(missing)}")
    return out


def main(argv: list[str] | None = None) -> int:
    """Compile, print where and how long it took."""
    parser = argparse.ArgumentParser(prog="python build/accelerate.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the compiled copy goes")
    parser.add_argument("--verbose", action="store_true", help="print mypyc's output")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    try:
        out = accelerate(args.out, quiet=not args.verbose)
    except RuntimeError as exc:
        print(f"accelerate: {exc}", file=sys.stderr)
        return 1
    print(f"compiled {len(MODULES)} engine modules in {time.perf_counter() - t0:.0f} s into {out}")
    print(f"run on them with PYTHONPATH={out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
