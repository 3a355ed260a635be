"""A state pickles whole: Hard sends its information state to its worker processes.

Every state a game goes through (the draft's, an effect's pending decision, the game's end with
its result), pickled and unpickled, holds the same fields and plays on as the original does. On
the sources Python's default pickling would do; the compiled engine (build/accelerate.py) needs
the classes' own ``__reduce__``, and tests/engine/test_compiled.py runs this file on it.
"""

from __future__ import annotations

import pickle
import random

import pytest

from engine.rules import legal, step
from engine.state import OVER, State, new_state

FIELDS = ("n", "teams", "first", "active", "phase", "hands", "hsize", "tab", "cnt", "deck", "discard",
          "removed", "embargoes", "democracy", "dem", "coin", "used_perm", "used_sac", "used_insp",
          "hand_limit", "final_round", "known", "among", "seed", "lvl1", "lvl2", "heg", "emb_mask")


def fields(st: State) -> list[object]:
    """What a state is: its fields, its pending decision, its draft and its result, as plain data."""
    draft = st.draft
    return [*(getattr(st, name) for name in FIELDS),
            None if st.pend is None else st.pend.as_list(),
            None if draft is None else [draft.round, draft.order, draft.turn, draft.packets, draft.kept,
                                        draft.centre, draft.seen],
            None if st.result is None else st.result.as_list()]


def play_on(st: State, seed: int) -> list[int]:
    """The random game from ``st`` to its end (codes chosen by ``seed``)."""
    rng = random.Random(seed)
    codes: list[int] = []
    while st.phase != OVER:
        options = legal(st)
        codes.append(options[int(rng.random() * len(options))])
        step(st, codes[-1], None)
    return codes


@pytest.mark.parametrize(("players", "setup", "teams"), [(2, "draft", False), (3, "classic", False),
                                                         (4, "draft", True)])
def test_every_state_of_a_game_pickles_whole(players: int, setup: str, teams: bool) -> None:
    st = new_state(players, 7, setup, teams)
    rng = random.Random(7)
    seen = {"draft": False, "pending": False, "result": False}
    while True:
        copy = pickle.loads(pickle.dumps(st))
        assert type(copy) is State and fields(copy) == fields(st)
        seen["draft"] |= st.draft is not None
        seen["pending"] |= st.pend is not None
        seen["result"] |= st.result is not None
        if st.phase == OVER:
            break
        if rng.random() < 0.05:
            assert play_on(copy, 3) == play_on(st.clone(), 3)
        options = legal(st)
        step(st, options[int(rng.random() * len(options))], None)
    assert seen == {"draft": setup == "draft", "pending": True, "result": True}
