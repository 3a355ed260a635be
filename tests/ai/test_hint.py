"""The honest hint (``engine.ai.hint.suggest``): legal, repeatable, and blind to what the seat cannot know."""

from __future__ import annotations

import random

import pytest

from civgui.devtools.scenes import effects_position
from engine import Game, IllegalAction
from engine.ai import hint as hint_module
from engine.ai.hint import CHAIN_BUDGET, Suggestion, suggest, suggest_decision
from engine.types import PendingView

from .helpers import advance
from .tactics import THREATS, build

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


@pytest.mark.slow
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


# (actions from the effects position, what the whole decision is): a Democracy's target and
# Domain, an Inquisition's three gives, an Inquisition's target (it shows the pooled hands: the
# chain stops there), an Attack's Domain (one choice)
WHOLE = [(("use democracy",), ["target", "domain"]), (("use inquisition", "target 1"), ["give"] * 3),
         (("use inquisition",), ["target"]), (("use attack",), ["domain"])]


@pytest.mark.slow
@pytest.mark.parametrize(("actions", "verbs"), WHOLE)
def test_a_whole_decision_is_chained_and_honest(actions: tuple[str, ...], verbs: list[str]) -> None:
    game = Game.from_position(effects_position())
    for action in actions:
        game.apply(action)
    seat = game.to_move
    assert seat == 0
    chain = suggest_decision(game, seat, ITERATIONS)
    assert [h.action.split()[0] for h in chain] == verbs
    copy = game.clone()
    for hint in chain:                 # legal one after the other, each for the same seat
        assert hint.seat == seat and hint.action in copy.legal_actions()
        copy.apply(hint.action)
    differing = 0
    for r in range(3):
        world = game.determinize(seat, random.Random(r))
        assert world.view(seat) == game.view(seat)
        differing += _hidden(world) != _hidden(game)
        assert [_said(h) for h in suggest_decision(world, seat, ITERATIONS)] == [_said(h) for h in chain]
    assert differing > 0


@pytest.mark.slow
def test_a_long_decision_costs_a_bounded_search(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game.from_position(effects_position())
    game.apply("use breakthrough")      # five discards, all of the same effect
    budgets: list[int] = []

    def counted(g: Game, seat: int, iterations: int = 1) -> Suggestion:
        budgets.append(iterations)
        return suggest(g, seat, iterations)

    monkeypatch.setattr(hint_module, "suggest", counted)
    left: list[int] = []

    def continues(pending: PendingView) -> bool:
        left.append(pending["remaining"])
        return True

    chain = suggest_decision(game, 0, 400, continues=continues)
    assert [h.action.split()[0] for h in chain] == ["discard"] * 5 and left == [4, 3, 2, 1]
    assert len(budgets) == 5 and sum(budgets) <= CHAIN_BUDGET * 400 and budgets[0] == 320
    with pytest.raises(ValueError, match="iteration"):
        suggest_decision(game, 0, 0)


def test_the_hint_suggests_the_block_hard_would_take() -> None:
    """A rival would take its 8th Science card from the pile and play it next turn; an Embargo on its
    Science stops it: the hint says so, then names the Domain (a step of the same block)."""
    threat = next(t for t in THREATS if t.tactic.name == "embargo the science")
    game = Game.from_position(build(threat.tactic))
    first = suggest(game, 0, ITERATIONS)
    assert first.action == "use embargo" and first.reason.code == "ai.block_embargo", first
    game.apply(first.action)
    chain = suggest_decision(game, 0, ITERATIONS)
    assert [s.action for s in chain][-1] == "domain SCI"
    assert chain[-1].reason.code == "ai.block_embargo" and "seat 1" in str(chain[-1].reason)
