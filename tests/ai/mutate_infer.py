"""Mutation check of the belief (engine/ai/infer.py): break it one way at a time, run its tests.

``python -m tests.ai.mutate_infer [NAME...]`` copies ``engine/`` and ``tests/`` into a temporary
directory, applies one mutation there (to ``engine/ai/infer.py``, the weighted deal of
``engine/knowledge.redeal`` or a hook of them), runs
``tests/ai/test_infer.py`` and the belief's honesty tests and prints whether a test failed; a
mutation no test catches is reported as surviving (exit 1).
"""

from __future__ import annotations

from tests.mutation import main as run_mutations

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
        "engine/ai/observe.py",
        "weights = belief.weights if belief is not None and info.draft is None else None",
        "weights = None"),
    "search ignores the belief": (
        "engine/ai/ismcts.py", "sample = Sampler(info, seat, belief).world",
        "sample = Sampler(info, seat).world"),
    "Hard ignores the belief": (
        "engine/ai/hard.py", "            self.belief = None if found.uniform() else found\n",
        "            self.belief = None\n"),
}


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    select = "belief or infer or world or skip or draw or rival or inquisition or discard or draft"
    return run_mutations(MUTATIONS, [*SUITES, "-k", select], __doc__ or "", argv=argv)


if __name__ == "__main__":
    raise SystemExit(main())
