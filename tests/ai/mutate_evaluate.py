"""Mutation check of the learned evaluation: break it one way at a time, run its tests.

``python tests/ai/mutate_evaluate.py [NAME...]`` copies ``engine/``, ``tests/``, ``build/`` and
``pyproject.toml`` into a temporary directory, applies one mutation there (to
``engine/ai/evaluate.py``, ``engine/ai/fit.py`` or the packaging), runs
``tests/ai/test_evaluate.py`` and prints whether a test failed; a mutation no test catches is
reported as surviving (exit 1).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITE = "tests/ai/test_evaluate.py"
EV = "engine/ai/evaluate.py"
FIT = "engine/ai/fit.py"
# name: (file, its text, what it becomes)
MUTATIONS: dict[str, tuple[str, str, str]] = {
    "names not checked": (EV, "    if tuple(data.get(\"features\", ())) != NAMES:\n", "    if False:\n"),
    "missing model accepted": (
        EV, "        if model is None or len(model.get(\"weights\", ())) != NFEATURES:\n",
        "        if model is None:\n"),
    "team model not used": (
        EV, "WEIGHTS[f\"{st.players}{'t' if teams else ''}\"]", "WEIGHTS[f\"{st.players}\"]"),
    "team chance from the seats' soft-max": (
        EV, "        z = strength[1] + strength[3] - strength[0] - strength[2]\n",
        "        z = max(strength[1], strength[3]) - max(strength[0], strength[2])\n"),
    "shares not normalised": (EV, "    return [x / total for x in ex]\n", "    return [x / 2 for x in ex]\n"),
    "result not used once over": (EV, "    if st.result is not None:\n        return outcome(st)\n", ""),
    "hand ignored in the gaps": (EV, "                gap = need - c - (h if h < plays else plays)\n",
                                 "                gap = need - c\n"),
    "Embargo ignored": (EV, "            if mask >> d & 1:\n", "            if False:\n"),
    "Democracy ignored": (EV, "            need = heg + under[d]\n", "            need = heg\n"),
    "tableau ignored in the gaps": (
        EV, "            c = mine[d]\n            p = c / need\n",
        "            c = 0\n            p = c / need\n"),
    "win now off the seat's turn too": (
        EV, "            ready if to_move else 0.0,\n", "            ready,\n"),
    "gradient sign flipped": (FIT, "                g = y - q\n", "                g = q - y\n"),
    "report without the Medium games": (
        FIT, "(\"noisy rule-policy\", played[:noisy]), (\"Medium\", played[noisy:])",
        "(\"noisy rule-policy\", played[:noisy]),"),
    "weights not package data": (
        "pyproject.toml", "\"engine.ai\" = [\"weights.json\"]", "\"engine.ai\" = []"),
    "weights not in the bundle": (
        "build/civ.spec", "(str(ROOT / \"engine\" / \"ai\" / \"weights.json\"), \"engine/ai\"),", ""),
}


def run(name: str | None) -> bool:
    """Whether the suite fails under mutation ``name`` (None: on the code as it is)."""
    path, old, new = MUTATIONS[name] if name is not None else (EV, "", "")
    with tempfile.TemporaryDirectory() as tmp:
        for part in ("engine", "tests", "build"):
            shutil.copytree(ROOT / part, Path(tmp) / part,
                            ignore=shutil.ignore_patterns("__pycache__", "out"))
        shutil.copy(ROOT / "pyproject.toml", Path(tmp) / "pyproject.toml")
        target = Path(tmp) / path
        text = target.read_text(encoding="utf-8")
        if name is not None and text.count(old) != 1:
            raise SystemExit(f"mutation {name!r}: its text is not found once in {path}")
        if name is not None:
            target.write_text(text.replace(old, new), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", SUITE],
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
