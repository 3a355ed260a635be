"""Honesty: an AI decides the same on the real game and on any world its seat cannot tell apart."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import make_ai
from engine.ai.observe import information_state

from .helpers import advance


def _positions() -> list[Game]:
    """Decisions of several kinds: draft keeps, plays, effects, sub-choices, 3-4 players."""
    out = []
    for players, setup, teams, steps in [
        (2, "classic", False, 60), (2, "classic", False, 140), (2, "draft", False, 1),
        (3, "draft", False, 4), (3, "classic", False, 90), (4, "classic", True, 120),
    ]:
        for seed in range(3):
            g = advance(Game.new(players, seed=seed, setup=setup, teams=teams), steps, seed)
            if not g.over:
                out.append(g)
    return out


def _hidden(game: Game) -> tuple[object, ...]:
    st = game.state   # the test may look at the true state to prove worlds differ
    return (st.hands, st.deck, st.removed, st.draft.kept if st.draft else None)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_same_choice_in_every_indistinguishable_world(level: str) -> None:
    differing = 0
    for game in _positions():
        seat = game.to_move
        assert seat is not None
        real = make_ai(level, seat, seed=11, iterations=40).choose(game)
        for r in range(3):
            world = game.determinize(seat, random.Random(r))
            differing += _hidden(world) != _hidden(game)
            ai = make_ai(level, seat, seed=11, iterations=40)
            assert ai.choose(world) == real
    assert differing > 0, "the worlds never differed from the real game: the test proves nothing"


def test_information_state_depends_only_on_the_view() -> None:
    for game in _positions():
        seat = game.to_move
        assert seat is not None
        info = information_state(game, seat)
        other = information_state(game.determinize(seat, random.Random(5)), seat)
        assert (info.hands, info.deck, info.removed, info.tab, info.discard) == (
            other.hands, other.deck, other.removed, other.tab, other.discard)
        assert info.hands[seat] == game.state.hands[seat]


def test_hard_choice_changes_with_what_the_seat_knows() -> None:
    """The same position with a different own hand may change the choice: the AI reads it."""
    choices = set()
    for seed in range(6):
        game = Game.from_position({
            "players": 2, "active": 0,
            "hands": [[["SCI1", "MIL1", "REL1"], ["SCI1", "SCI1", "ECO1"], ["REL1", "REL1", "MIL1"],
                       ["MIL1", "MIL1", "MIL1"], ["ECO1", "ART1", "ART1"], ["SCI2", "SCI2", "REL2"]][seed],
                      ["MIL2", "REL2", "ECO2"]],
            "tableaus": [{"MIL": ["MIL1", "MIL1"], "SCI": ["SCI1"]}, {"REL": ["REL1", "REL1"]}],
        })
        choices.add(make_ai("hard", 0, seed=1, iterations=60).choose(game))
    assert len(choices) > 1
