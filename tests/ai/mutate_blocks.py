"""Mutation check of the blocks and the tree solver: break ``engine/ai/blocks.py``, Hard's use of it or
MCTS-Solver (``engine/ai/ismcts.py``) one way at a time.

``python -m tests.ai.mutate_blocks [NAME...]`` copies ``engine/``, ``civgui/`` and ``tests/`` into a temporary
directory, applies one mutation, runs the block tests of ``tests/ai/test_tactics.py`` (and the hint's
block test; for a solver mutation, ``tests/ai/test_solver.py``) there and prints how many failed; a
mutation no test catches is reported as surviving (exit 1).
"""

from __future__ import annotations

from tests.mutation import main as run_mutations

SUITE = ["tests/ai/test_tactics.py", "tests/ai/test_hint.py"]
SELECT = "block or wrong or inquisition_gives or last_turn"
SOLVER = ["tests/ai/test_solver.py"]
# name: (file, its text, what it becomes)
B = "engine/ai/blocks.py"
MUTATIONS: dict[str, tuple[str, str, str]] = {
    "never blocks": (B, "THREAT = 0.5\n", "THREAT = 1.5\n"),
    "blocks any threat": (B, "GAIN = 0.25\n", "GAIN = -1.0\n"),
    "the threat view's word taken": (
        B, "        hits = [threatened(w, seat, foes, spent=spent) for w in sampled]\n",
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
    "no solver": ("engine/ai/settings.py", "    solver: bool = True\n", "    solver: bool = False\n"),
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


def tests(name: str | None) -> list[str]:
    """The tests of a mutation: the solver's for the solver's, else the blocks' (None: both)."""
    if name is None:
        return [*SOLVER, *SUITE, "-k", SELECT + " or solver or proven or plain"]
    return SOLVER if name in SOLVER_MUTATIONS else [*SUITE, "-k", SELECT]


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    return run_mutations(MUTATIONS, tests, __doc__ or "", parts=("engine", "civgui", "tests"), argv=argv)


if __name__ == "__main__":
    raise SystemExit(main())
