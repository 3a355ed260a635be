"""Mutation check of the win finder: break ``engine/ai/wins.py`` one way at a time, run the tactics.

``python -m tests.ai.mutate_wins [NAME...]`` copies ``engine/`` and ``tests/`` into a temporary
directory, applies one mutation to its ``wins.py``, runs ``tests/ai/test_tactics.py`` there and
prints the tests that failed; a mutation no test catches is reported as surviving (exit 1).
At the end it lists the tests of the suite no mutation made fail.
"""

from __future__ import annotations

from tests.mutation import Mutation
from tests.mutation import main as run_mutations

SUITE = "tests/ai/test_tactics.py"
WINS = "engine/ai/wins.py"
# name: (text of wins.py, what it becomes)
MUTATIONS: dict[str, tuple[str, str]] = {
    "finder off": ("    if info.phase not in (PHASE_PLAY, EFFECTS, SUB) or info.active != seat:\n",
                   "    if True:\n"),
    "no effects": ("    if c in _SKIPPED_CODES:\n", "    if c in _SKIPPED_CODES or c >> SHIFT == USE:\n"),
    "no Inspiration copies": ("        return copy_parts(c & ARG_MASK)[1] not in SKIPPED_EFFECTS\n",
                              "        return False\n"),
    "count bound off by one": ("        if short <= min(plays, held[d] + min(takes, feed[d])):",
                               "        if short < min(plays, held[d] + min(takes, feed[d])):"),
    "Inquisition and Breakthrough tried": (
        "ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, INQUISITION, BREAKTHROUGH, EMBARGO, DEMOCRACY,",
        "ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, EMBARGO, DEMOCRACY,"),
    "Inquisition target chosen": (
        "        return pend is None or pend.effect != INQUISITION or st.hand_size(c & ARG_MASK) == 0",
        "        return True"),
    "Democracy forgotten": (
        "            d = hegemony_domain(st, seat)\n",
        "            d = next((x for x in range(6)\n"
        "                      if len(st.tableau(seat)[x]) >= st.hegemony_target), None)\n"),
    "Attack's cards not counted": (
        "    feed = [piled[d] + sum(1 for s in range(players) if s != seat and tab[s][d]) for d in range(6)]",
        "    feed = piled"),
    "no cards taken": ("    takes = slot(UTO, 0) ", "    takes = 0 "),
    "rivals' levels not counted": ("        if copying:\n", "        if False:\n"),
}


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    on_wins: dict[str, Mutation] = {name: (WINS, old, new) for name, (old, new) in MUTATIONS.items()}
    return run_mutations(on_wins, [SUITE], __doc__ or "", argv=argv)


if __name__ == "__main__":
    raise SystemExit(main())
