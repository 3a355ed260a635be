"""The search's exploration constant by player count (``ismcts.explore_for``)."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai.ismcts import EXPLORE, EXPLORE_2P, search
from engine.ai.observe import information_state

from .helpers import advance


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
        return search(info, seat, random.Random(3), iterations=400, explore=explore).stats

    default = stats(None)
    assert default == stats(own)
    assert default != stats(other)          # the constant matters here: the test can tell them apart
