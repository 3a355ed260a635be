"""Honesty: an AI decides the same on the real game and on any world its seat cannot tell apart."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import HardAI, make_ai
from engine.ai.infer import belief
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


def test_the_belief_depends_only_on_what_the_seat_saw() -> None:
    """The belief of rivals' hands (infer.py) is the same in every world the seat cannot tell apart."""
    informed = 0
    for game in _positions():
        seat = game.to_move
        assert seat is not None
        if game.state.draft is not None:
            continue
        real = belief(game, seat, information_state(game, seat))
        informed += not real.uniform()
        for r in range(3):
            world = game.determinize(seat, random.Random(r))
            assert belief(world, seat, information_state(world, seat)) == real
    assert informed >= 5, "the belief was uniform almost everywhere: the test proves nothing"


def _inquisition_seen_from_seat_0(hand: list[str], gives: list[str]) -> Game:
    """3 players: seat 1 plays, takes seat 2's hand by Inquisition and gives back ``gives``; seat 2
    plays; seat 0 saw none of the cards. Two calls differ only in what seat 0 cannot see."""
    g = Game.from_position({
        "players": 3, "active": 1,
        "hands": [["ART3", "ART3", "MIL1"], hand, ["ECO2", "ECO2", "MIL2"]],
        "tableaus": [{"MIL": ["MIL1"]},
                     {"REL": ["REL1", "REL2"], "SCI": ["SCI1", "SCI1", "SCI2", "SCI2", "SCI3"]},
                     {"ART": ["ART1", "ART2", "ART3", "ART3", "ART3"]}],
        "deck": ["UTO3", "SCI3", "MIL2", "REL2", "ECO1", "ART1", "MIL1", "REL1"]})
    for action in ["play MIL1", "use inquisition", "target 2", *[f"give {c}" for c in gives], "end",
                   "play ECO2", "end"]:
        g.apply(action)
    return g


def test_two_games_with_the_same_visible_history_give_the_same_belief_and_choice() -> None:
    """Other hidden hands and other hidden gives (their notation differs), the same view: the same
    belief and the same Hard choice. Breaks if the belief reads the real hands or the history."""
    a = _inquisition_seen_from_seat_0(["MIL1", "REL1", "ECO1"], ["ECO2", "ECO2", "REL1"])
    b = _inquisition_seen_from_seat_0(["MIL1", "SCI1", "ART1"], ["ECO2", "ECO2", "ART1"])
    assert a.to_move == b.to_move == 0 and a.view(0) == b.view(0)
    assert a.history != b.history and a.state.hands != b.state.hands
    beliefs = [belief(g, 0, information_state(g, 0)) for g in (a, b)]
    assert beliefs[0] == beliefs[1] and not beliefs[0].uniform()
    ais = [HardAI(0, seed=3, iterations=80) for _ in (a, b)]
    assert ais[0].choose(a) == ais[1].choose(b)
    assert ais[0].belief == ais[1].belief == beliefs[0]
