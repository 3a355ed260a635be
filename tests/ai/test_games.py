"""Every level finishes games in every configuration without an illegal action."""

from __future__ import annotations

import pytest

from engine import Game
from tests.engine.scoring import expected_winners

from .helpers import CONFIGS, play_out, seats


@pytest.mark.slow
@pytest.mark.parametrize(("players", "setup", "teams"), CONFIGS)
def test_random_and_easy_finish_many_games(players: int, setup: str, teams: bool) -> None:
    for seed in range(12):
        levels = ["easy" if (s + seed) % 2 else "random" for s in range(players)]
        game = Game.new(players, seed=seed, setup=setup, teams=teams)
        play_out(game, seats(levels, seed))
        assert game.over and game.result is not None
        assert game.result["winners"] == expected_winners(game.position(), game.result), game.result


@pytest.mark.parametrize(("players", "setup", "teams"), CONFIGS)
def test_easy_only_tables_finish(players: int, setup: str, teams: bool) -> None:
    for seed in range(6):
        game = Game.new(players, seed=100 + seed, setup=setup, teams=teams)
        play_out(game, seats(["easy"] * players, seed))
        assert game.over


@pytest.mark.slow
@pytest.mark.parametrize(("players", "setup", "teams"), CONFIGS)
def test_medium_and_hard_finish(players: int, setup: str, teams: bool) -> None:
    levels = (["hard", "medium", "easy", "random"])[:players]
    game = Game.new(players, seed=7, setup=setup, teams=teams)
    made = play_out(game, seats(levels, 3, iterations=8))
    assert game.over
    kinds = {action.split()[0] for _, action, _ in made}
    assert {"play", "end"} <= kinds
    if setup == "draft":
        assert {"keep", "pick"} <= kinds
