"""Mutation check of the fast core (issue 12): break it one way at a time, run the tests guarding it.

``python -m tests.engine.mutate_core [NAME...]`` copies ``engine/`` and ``tests/`` into a temporary
directory, applies one mutation there (to the incremental counts, the policy's looked-up terms,
the inlined give or the redeal by Age runs), runs the tests meant to catch it and prints whether
one failed; a mutation no test catches is reported as surviving (exit 1).
"""

from __future__ import annotations

from tests.mutation import Mutation
from tests.mutation import main as run_mutations

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


def tests(name: str | None) -> list[str]:
    """The tests that must catch a mutation (None: all of them)."""
    suites = sorted({suite for *_, suite in MUTATIONS.values()}) if name is None else [MUTATIONS[name][3]]
    return sorted({t for suite in suites for t in suite.split()})


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    on_code: dict[str, Mutation] = {name: (path, old, new) for name, (path, old, new, _) in MUTATIONS.items()}
    return run_mutations(on_code, tests, __doc__ or "", argv=argv)


if __name__ == "__main__":
    raise SystemExit(main())
