"""Random legal playouts to the end in every configuration, checking invariants at every step."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.cards import BOX
from engine.state import count_cards

from .scoring import expected_winners

CONFIGS = [
    (2, "classic", False), (2, "draft", False), (3, "classic", False), (3, "draft", False),
    (4, "classic", False), (4, "draft", False), (4, "classic", True), (4, "draft", True),
]


@pytest.mark.parametrize("players,setup,teams", CONFIGS)
def test_random_playouts_keep_every_card_and_end(players: int, setup: str, teams: bool) -> None:
    games = 40
    for seed in range(games):
        g = Game.new(players, seed, setup, teams)
        rng = random.Random(seed)
        steps = 0
        while not g.over:
            actions = g.legal_actions()
            assert actions, f"no legal action before the end (seed {seed})"
            assert actions == sorted(set(actions))
            g.apply(rng.choice(actions))
            st = g.state
            assert count_cards(st) == list(BOX), f"cards lost after {g.history[-1]!r} (seed {seed})"
            assert all(n >= 0 for n in st.hsize) and st.hsize == [sum(h) for h in st.hands]
            assert all(c >= 0 for h in st.hands for c in h)
            steps += 1
            assert steps < 3000, "the game does not end"
        result = g.result
        assert result is not None and result["winners"]
        assert g.legal_actions() == [] and g.to_move is None
        assert result["winners"] == expected_winners(g.position(), result), f"seed {seed}: {result}"


def test_views_never_show_hidden_cards_during_playouts() -> None:
    for seed in range(30):
        g = Game.new(3, seed)
        rng = random.Random(seed)
        while not g.over:
            for seat in range(3):
                view = g.view(seat)
                assert all(card.startswith("?") for card in view["deck"])
                assert all(card.startswith("?") for card in view["removed"])
                st = g.state
                for other in range(3):
                    shown = [c for c in view["hands"][other] if not c.startswith("?")]
                    if other != seat:
                        for token in set(shown):     # known cards are really there
                            from engine.cards import KIND_INDEX
                            assert st.hands[other][KIND_INDEX[token]] >= shown.count(token)
                    assert len(view["hands"][other]) == st.hsize[other]
                assert "seed" not in view
            g.apply(rng.choice(g.legal_actions()))


def test_effects_menu_agrees_with_why_not_for_every_effect() -> None:
    from engine.actions import EFFECTS

    checked = 0
    for seed in range(60):
        players = 2 + seed % 3
        g = Game.new(players, seed)
        rng = random.Random(seed)
        while not g.over:
            if g.view(None)["step"] == "effects" and "pending" not in g.view(None):
                offered = set(g.legal_actions())
                for name in EFFECTS:
                    action = f"use {name}"
                    reason = g.why_not(action)
                    assert (action in offered) == (reason is None), (action, reason)
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 1000
