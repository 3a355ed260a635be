"""The counts per Domain kept beside each tableau (``State.cnt``) always equal a recount.

The core updates the counts incrementally wherever a card enters or leaves a tableau (state.py);
these games go through every such place (plays, extra plays, picks in the draft, removes,
returns, sacrifices, Attacks) in every configuration, and through every way of building a
state (new games, positions, clones, determinizations, undo, saves).
"""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.rules import legal, step
from engine.state import OVER, State, new_state

from .helpers import game, play, tab

CONFIGS = [
    (2, "classic", False), (2, "draft", False), (3, "classic", False), (3, "draft", False),
    (4, "classic", False), (4, "draft", True),
]


def recount(st: State) -> list[list[int]]:
    """Per seat, per Domain: the cards of its tableau, counted."""
    return [[len(col) for col in t] for t in st.tab]


def assert_counts(st: State, where: str) -> None:
    """The kept counts and every accessor built on them agree with a recount."""
    want = recount(st)
    assert st.cnt == want, f"counts per Domain wrong {where}"
    assert [list(c) for c in st.counts_by_seat] == want
    assert st.domain_counts_by_seat() == want
    for s in range(st.n):
        assert st.domain_counts(s) == want[s]
        assert [st.domain_count(s, d) for d in range(6)] == want[s]


@pytest.mark.parametrize("players,setup,teams", CONFIGS)
def test_counts_follow_every_action_of_random_games(players: int, setup: str, teams: bool) -> None:
    for seed in range(25):
        st = new_state(players, seed, setup, teams)
        if seed % 2:
            st.known = None     # a search world: the same counts without knowledge bookkeeping
        rng = random.Random(seed)
        while st.phase != OVER:
            codes = legal(st)
            code = codes[int(rng.random() * len(codes))]
            if seed % 4 == 0:       # a clone's counts are its own
                other = st.clone()
                step(other, code, None)
                assert_counts(st, f"after code {code} applied to a clone (seed {seed})")
            step(st, code, None if seed % 3 else [])
            assert_counts(st, f"after code {code} (seed {seed}, {players}p {setup})")


def test_counts_in_positions_clones_determinizations_undo_and_saves() -> None:
    g = game(3, step="effects", hands=[["MIL1", "SCI1", "ECO1"], ["REL1"], []],
             tableaus=[tab("MIL1", "MIL2", "MIL1", "ECO1", "ECO2", "ECO3", "SCI1", "SCI2", "SCI3"),
                       tab("REL1", "ART1"), {}])
    assert g.state.cnt == [[3, 0, 3, 3, 0, 0], [0, 1, 0, 0, 1, 0], [0] * 6]
    rng = random.Random(4)
    for action in ("use attack", "domain ECO", "use experiment", "return SCI2", "play ECO1"):
        g.apply(action)
        assert_counts(g.state, f"after {action}")
    assert_counts(g.clone().state, "in a clone")
    assert_counts(g.determinize(1, rng).state, "in a determinization")
    assert_counts(Game.from_json(g.to_json()).state, "after a save and load")
    g.undo()
    assert_counts(g.state, "after an undo")
    assert g.state.cnt[0] == [2, 0, 2, 2, 0, 0]     # the extra play taken back
    play(g, "play ECO1", "end")
    assert_counts(g.state, "after the end of a turn")
    live = Game.new(4, 7, "draft", True)
    while not live.over:
        live.apply(rng.choice(live.legal_actions()))
        if len(live.history) % 25 == 0:
            assert_counts(live.at(len(live.history) // 2).state, "in a game rebuilt at a ply")
    assert_counts(live.state, "at the end")
