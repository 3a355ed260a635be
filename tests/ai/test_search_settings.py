"""What a search is told comes in one frozen ``SearchSettings`` and reaches it (the exploration constant
by player count, ``ismcts.explore_for``; the evaluator, cut-off, budget and pruning)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import Game
from engine.actions import PARSE
from engine.ai import infer, ismcts
from engine.ai.evaluate import evaluate
from engine.ai.hard import DEFAULT_SECONDS, HardAI
from engine.ai.ismcts import EXPLORE, EXPLORE_2P, search
from engine.ai.observe import information_state
from engine.ai.settings import SearchSettings
from engine.state import State

from .helpers import advance
from .test_dominated import DIVINE, HOLY_BOOK


@pytest.mark.slow
@pytest.mark.parametrize(("players", "own", "other"), [(2, EXPLORE_2P, EXPLORE), (3, EXPLORE, EXPLORE_2P),
                                                       (4, EXPLORE, EXPLORE_2P)])
def test_a_search_explores_at_its_player_counts_constant(players: int, own: float, other: float) -> None:
    """A search told no constant grows the tree of its player count's (0.2 at 2 players, 0.3 at 3
    and 4), not the other one's: the same seed and iterations give its root statistics exactly."""
    game = advance(Game.new(players, seed=7), 3 * players)    # a few turns in: a choice of several
    while len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[0])
    seat = game.to_move
    assert seat is not None
    info = information_state(game, seat)

    def stats(explore: float | None) -> dict[int, tuple[int, float]]:
        return search(info, seat, random.Random(3), SearchSettings(iterations=400, explore=explore)).stats

    default = stats(None)
    assert default == stats(own)
    assert default != stats(other)          # the constant matters here: the test can tell them apart


def _decision() -> tuple[Game, int]:
    game = advance(Game.new(2, seed=11), 6)
    while len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[0])
    seat = game.to_move
    assert seat is not None
    return game, seat


def test_the_settings_are_frozen_and_the_search_has_no_knob_of_its_own() -> None:
    """One frozen value says how a search runs; the modules keep no knob flipped from outside."""
    settings = SearchSettings(iterations=10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.pruned = False  # type: ignore[misc]
    for module, names in ((ismcts, ("PRUNED", "CUTOFF_TURNS")), (infer, ("INFER",))):
        assert not [n for n in names if hasattr(module, n)], module.__name__


def test_the_evaluator_of_the_settings_scores_every_iteration() -> None:
    """Each iteration ends in one evaluation, the settings' evaluator's when they name one: the
    search and Hard call it and not the learned one (in the compiled search as well)."""
    game, seat = _decision()
    info = information_state(game, seat)
    calls: list[int] = []

    def scored(st: State) -> list[float]:
        calls.append(1)
        return evaluate(st)

    result = search(info, seat, random.Random(1), SearchSettings(iterations=50, evaluator=scored))
    assert len(calls) == result.iterations == 50
    plain = search(info, seat, random.Random(1), SearchSettings(iterations=50))
    assert plain.stats == result.stats            # the same evaluation: the same tree
    calls.clear()
    HardAI(seat, seed=2, iterations=40, settings=SearchSettings(evaluator=scored, blocks=False)).choose(game)
    assert len(calls) == 40


def test_the_settings_cutoff_and_budget_reach_the_search() -> None:
    """A cut-off of one turn end grows another tree than the default two; Hard's iterations bound
    replaces the settings' budget, and a Hard given neither thinks for its default second."""
    game, seat = _decision()
    info = information_state(game, seat)
    two = search(info, seat, random.Random(4), SearchSettings(iterations=300))
    one = search(info, seat, random.Random(4), SearchSettings(iterations=300, cutoff=1))
    assert two.iterations == one.iterations == 300 and two.stats != one.stats
    hard = HardAI(seat, seed=1, iterations=25, settings=SearchSettings(seconds=5.0, cutoff=1))
    assert hard.settings == SearchSettings(iterations=25, cutoff=1)
    assert HardAI(seat).settings == SearchSettings(seconds=DEFAULT_SECONDS)
    hard.choose(game)
    assert hard.last is not None and hard.last.iterations == 25


def test_unpruned_settings_search_the_dominated_actions() -> None:
    """``pruned=False``: the root holds every legal action, the dominated ones too."""
    game = Game.from_position(DIVINE)
    info = information_state(game, 0)
    pruned = search(info, 0, random.Random(1), SearchSettings(iterations=200))
    every = search(info, 0, random.Random(1), SearchSettings(iterations=200, pruned=False))
    assert PARSE[HOLY_BOOK] not in pruned.stats and PARSE[HOLY_BOOK] in every.stats
