"""The honest hint (``engine.ai.hint.suggest``): legal, repeatable, and blind to what the seat cannot know."""

from __future__ import annotations

import random

import pytest

from engine import Game, IllegalAction
from engine.ai.hint import Suggestion, suggest

from .helpers import advance

ITERATIONS = 300      # the window's budget is larger; honesty does not depend on the budget
# (players, setup, teams, random actions, seed): decisions of every kind (draft keeps, plays,
# effects and their choices), among them positions where a search that saw the real hidden
# cards would choose differently from the honest one (found by trying that cheat).
POSITIONS = [
    (2, "draft", False, 1, 0), (3, "draft", False, 5, 1), (2, "classic", False, 140, 0),
    (4, "classic", True, 120, 1), (2, "classic", False, 40, 4), (2, "classic", False, 80, 5),
    (3, "classic", False, 60, 6), (3, "classic", False, 60, 7), (4, "classic", False, 100, 0),
]


def _positions() -> list[Game]:
    out = []
    for players, setup, teams, steps, seed in POSITIONS:
        game = advance(Game.new(players, seed=seed, setup=setup, teams=teams), steps, seed)
        if not game.over:
            out.append(game)
    return out


def _hidden(game: Game) -> tuple[object, ...]:
    st = game.state   # the test looks at the true state to prove the worlds differ
    return (st.hands, st.deck, st.removed, st.draft.kept if st.draft else None)


def _said(hint: Suggestion) -> tuple[int, str, object]:
    return hint.seat, hint.action, hint.reason.to_json()


def test_same_hint_in_games_the_seat_cannot_tell_apart() -> None:
    differing = 0
    for game in _positions():
        seat = game.to_move
        assert seat is not None
        real = suggest(game, seat, ITERATIONS)
        for r in range(3):
            world = game.determinize(seat, random.Random(r))
            assert world.view(seat) == game.view(seat)
            differing += _hidden(world) != _hidden(game)
            assert _said(suggest(world, seat, ITERATIONS)) == _said(real)
    assert differing > 0, "the worlds never differed from the real game: the test proves nothing"


def test_hint_is_legal_repeatable_and_explained() -> None:
    verbs = set()
    for game in _positions():
        seat = game.to_move
        assert seat is not None
        hint = suggest(game, seat, ITERATIONS)
        assert hint.seat == seat
        assert hint.action in game.legal_actions()
        assert _said(suggest(game.clone(), seat, ITERATIONS)) == _said(hint)
        verbs.add(hint.action.split()[0])
        if len(game.legal_actions()) > 1:
            assert hint.reason.code != "ai.none"
    assert {"keep", "play"} <= verbs


def test_hint_refuses_a_seat_not_to_move_and_a_zero_budget() -> None:
    game = Game.new(2, seed=1)
    seat = game.to_move
    assert seat is not None
    with pytest.raises(IllegalAction):
        suggest(game, 1 - seat)
    with pytest.raises(ValueError, match="iteration"):
        suggest(game, seat, 0)
