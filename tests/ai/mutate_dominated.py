"""Mutation check of the pruning of dominated moves: break it one way at a time, run its tests.

``python -m tests.ai.mutate_dominated [NAME...]`` copies ``engine/`` and ``tests/`` into a
temporary directory, applies one mutation there (to ``engine/ai/dominated.py`` or to a hook of
it), runs ``tests/ai/test_dominated.py`` (without the default-budget Hard and Medium turns,
which cost a second a decision) and prints whether a test failed; a mutation no test catches
is reported as surviving (exit 1).
"""

from __future__ import annotations

from tests.mutation import main as run_mutations

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


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    return run_mutations(MUTATIONS, [SUITE, "-k", "not never_take"], __doc__ or "", argv=argv)


if __name__ == "__main__":
    raise SystemExit(main())
