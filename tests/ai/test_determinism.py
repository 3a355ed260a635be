"""AIs are deterministic given their seed, the game and an iteration bound."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import make_ai

from .helpers import advance, play_out, seats


def _game_history(levels: list[str], seed: int) -> list[str]:
    game = Game.new(len(levels), seed=4, setup="draft")
    play_out(game, seats(levels, seed, iterations=10))
    return game.history


def test_replaying_with_the_same_seeds_gives_the_same_game() -> None:
    levels = ["hard", "medium", "easy"]
    assert _game_history(levels, 1) == _game_history(levels, 1)


def test_global_random_state_does_not_matter() -> None:
    game = advance(Game.new(2, seed=9), 70, 2)
    seat = game.to_move
    assert seat is not None
    random.seed(1)
    first = make_ai("hard", seat, seed=5, iterations=50).choose(game)
    random.seed(2)
    random.random()
    assert make_ai("hard", seat, seed=5, iterations=50).choose(game) == first


@pytest.mark.parametrize("level", ["random", "easy"])
def test_seeds_change_the_noisy_levels(level: str) -> None:
    histories = {tuple(_game_history([level, level], seed)) for seed in range(4)}
    assert len(histories) > 1


def test_a_choice_does_not_depend_on_earlier_calls() -> None:
    game = advance(Game.new(3, seed=2), 50, 1)
    seat = game.to_move
    assert seat is not None
    ai = make_ai("hard", seat, seed=3, iterations=40)
    first = ai.choose(game)
    ai.choose(game.determinize(seat, random.Random(8)))
    assert ai.choose(game) == first
