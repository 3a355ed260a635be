"""Mutation check of the belief (engine/ai/infer.py): break it one way at a time, run its tests.

``python tests/ai/mutate_infer.py [NAME...]`` copies ``engine/`` and ``tests/`` into a temporary
directory, applies one mutation there (to ``engine/ai/infer.py``, the weighted deal of
``engine/knowledge.redeal`` or a hook of them), runs
``tests/ai/test_infer.py`` and the belief's honesty tests and prints whether a test failed; a
mutation no test catches is reported as surviving (exit 1).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITES = ["tests/ai/test_infer.py", "tests/ai/test_honesty.py"]
INF = "engine/ai/infer.py"
# name: (file, its text, what it becomes)
MUTATIONS: dict[str, tuple[str, str, str]] = {
    "reads the real hands": (
        INF, "    return belief_from_events(info, seat, seen, temperature, lookback)\n",
        "    found = belief_from_events(info, seat, seen, temperature, lookback)\n"
        "    real = game.state.hands\n"
        "    return Belief(tuple(tuple(w * (1 + 0.01 * real[s][k]) for k, w in enumerate(row))\n"
        "                        for s, row in enumerate(found.weights)))\n"),
    "reads the history": (
        INF, "    return belief_from_events(info, seat, seen, temperature, lookback)\n",
        "    found = belief_from_events(info, seat, seen, temperature, lookback)\n"
        "    bit = 1 + 1e-6 * sum(map(ord, ''.join(game.history)))\n"
        "    return Belief(tuple(tuple(w * bit for w in row) for row in found.weights))\n"),
    "evidence reversed": (INF, "    return math.log(MISTAKES + (1.0 - MISTAKES) * ratio)\n",
                          "    return -math.log(MISTAKES + (1.0 - MISTAKES) * ratio)\n"),
    "no mistakes allowed": (INF, "    return math.log(MISTAKES + (1.0 - MISTAKES) * ratio)\n",
                            "    return math.log(ratio)\n"),
    "draws do not fade it": (INF, "                alive[s] *= max(0, after - e.count) / after\n",
                             "                pass\n"),
    "an Inquisition does not void it": (
        INF, "            alive[s] = alive[e.target] = 0.0      # both hands",
        "            pass  # both hands"),
    "discards say nothing": (
        INF, "                            logw[s][o] += alive[s] * _against(g[d] - g[o], temperature)\n",
        "                            pass\n"),
    "skips say nothing": (INF, "                        logw[s][o] += alive[s] * FLOOR\n",
                          "                        pass\n"),
    "embargoed Domains count as choices": (
        INF, "                    if o != d and pub.emb[s][o] <= 0:\n", "                    if o != d:\n"),
    "the play is not rolled back": (INF, "            pub.counts[s][d] -= 1\n", "            pass\n"),
    "weights ignored in the deal": (
        "engine/knowledge.py", "_weighted_take(pools[age], _AGE_KINDS[age], weights[z], rng)",
        "_weighted_take(pools[age], _AGE_KINDS[age], [1.0] * NKINDS, rng)"),
    "the rest not shuffled": (
        "engine/knowledge.py", "        for pool in pools:      # what is left fills the deck",
        "        for pool in []:      # what is left fills the deck"),
    "exact cards dealt by weight": (
        "engine/knowledge.py", "        exact = know.exact.get(z, zero)\n", "        exact = zero\n"),
    "sample_world ignores the belief": (
        "engine/ai/observe.py", "    if belief is not None and info.draft is None:\n", "    if False:\n"),
    "search ignores the belief": (
        "engine/ai/ismcts.py", "world = sample_world(info, seat, rng, belief)",
        "world = sample_world(info, seat, rng)"),
    "Hard ignores the belief": (
        "engine/ai/hard.py", "            self.belief = None if found.uniform() else found\n",
        "            self.belief = None\n"),
}

def run(name: str | None) -> bool:
    """Whether the suites fail under mutation ``name`` (None: on the code as it is)."""
    with tempfile.TemporaryDirectory() as tmp:
        for part in ("engine", "tests"):
            shutil.copytree(ROOT / part, Path(tmp) / part, ignore=shutil.ignore_patterns("__pycache__"))
        if name is not None:
            path, old, new = MUTATIONS[name]
            target = Path(tmp) / path
            text = target.read_text(encoding="utf-8")
            if text.count(old) != 1:
                raise SystemExit(f"mutation {name!r}: its text is not found once in {path}")
            target.write_text(text.replace(old, new), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *SUITES,
             "-k", "belief or infer or world or skip or draw or rival or inquisition or discard or draft"],
            cwd=tmp, capture_output=True, text=True, env={"PYTHONPATH": tmp, "PATH": "/usr/bin:/bin"},
        )
        return done.returncode != 0


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="mutations to run (default: all)")
    args = ap.parse_args(argv)
    if run(None):
        raise SystemExit(f"{' '.join(SUITES)} fail on the code as it is: no mutation can be judged")
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
