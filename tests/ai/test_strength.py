"""Small, fast strength checks (the real figures come from the arena)."""

from __future__ import annotations

import pytest

from engine import Game

from .helpers import play_out, seats


def _score(levels: list[str], deals: int, iterations: int) -> float:
    """Win share of the first level over ``deals`` deals played from both chairs."""
    won = 0.0
    for deal in range(deals):
        for rotation in (0, 1):
            order = levels if rotation == 0 else levels[::-1]
            game = Game.new(2, seed=500 + deal)
            play_out(game, seats(order, deal, iterations=iterations))
            result = game.result
            assert result is not None
            me = 0 if rotation == 0 else 1
            if me in result["winners"]:
                won += 1.0 / len(result["winners"])
    return won / (2 * deals)


@pytest.mark.slow
def test_hard_beats_random() -> None:
    assert _score(["hard", "random"], 3, 40) >= 5 / 6


@pytest.mark.slow
def test_medium_beats_random() -> None:
    assert _score(["medium", "random"], 3, 0) >= 5 / 6


def test_easy_beats_random() -> None:
    assert _score(["easy", "random"], 6, 0) >= 10 / 12
