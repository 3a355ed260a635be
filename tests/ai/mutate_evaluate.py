"""Mutation check of the learned evaluation: break it one way at a time, run its tests.

``python -m tests.ai.mutate_evaluate [NAME...]`` copies ``engine/``, ``tests/``, ``build/`` and
``pyproject.toml`` into a temporary directory, applies one mutation there (to
``engine/ai/evaluate.py``, ``engine/lab/fit.py`` or the packaging), runs
``tests/ai/test_evaluate.py`` and prints whether a test failed; a mutation no test catches is
reported as surviving (exit 1).
"""

from __future__ import annotations

from tests.mutation import main as run_mutations

SUITE = "tests/ai/test_evaluate.py"
EV = "engine/ai/evaluate.py"
FIT = "engine/lab/fit.py"
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


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parts = ("engine", "tests", "build", "pyproject.toml")
    return run_mutations(MUTATIONS, [SUITE], __doc__ or "", parts=parts, argv=argv)


if __name__ == "__main__":
    raise SystemExit(main())
