"""Art: Inspiration and the Art coin, RULES §6."""

from __future__ import annotations

import pytest

from engine import IllegalAction

from .helpers import game, play, tab, uses


def _art_game(**extra: object) -> object:
    return game(3, step="effects", hands=[["MIL1", "SCI1"], ["REL1"], []],
                tableaus=[tab("ART1", "ART1"), tab("ART1", *["SCI2"] * 5), tab("MIL1", "MIL1", "MIL1")],
                deck=["REL2"] * 8, discard=["ECO1"], **extra)


def test_inspiration_needs_strictly_more_art_than_every_other_player() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("ART1"), tab("ART1", *["SCI1"] * 3)])
    assert "inspiration" not in uses(g)
    reason = str(g.why_not("use inspiration") or "")
    assert "strictly more Culture" in reason and "seat 1 has 1" in reason
    g = game(step="effects", hands=[[], []], tableaus=[tab("ART1", "ART1"), tab("ART1", *["SCI1"] * 3)])
    assert "inspiration" in uses(g)


def test_inspiration_copies_any_level_another_player_qualifies_for() -> None:
    g = _art_game()
    play(g, "use inspiration")
    offered = g.legal_actions()
    assert offered == sorted(["copy 1 experiment", "copy 1 research", "copy 2 assassination"])
    play(g, "copy 1 research", "return ART1", "return ART1", "play ART1", "play MIL1")
    assert g.view(None)["tableaus"][0] == tab("ART1", "MIL1")
    assert g.view(None)["art_coin"] is None        # 1 Art now: no longer strictly the most
    assert g.view(None)["used"] == {"permanent": ["SCI"], "sacrifice": [], "inspiration": True}


def test_inspiration_places_the_art_coin_and_uses_the_copied_domain_slot() -> None:
    g = _art_game()
    play(g, "use inspiration", "copy 2 assassination", "discard SCI1")
    assert g.view(None)["art_coin"] == {"holder": 0, "on": 2, "domain": "MIL"}
    assert "inspiration" not in uses(g)
    with pytest.raises(IllegalAction, match="already used Inspiration"):
        g.apply("use inspiration")


def test_ruling_inspiration_cannot_copy_a_domain_already_used() -> None:
    g = game(3, step="effects", hands=[["MIL1", "SCI1"], [], []],
             tableaus=[tab("ART1", "ART1", "MIL1", "MIL1", "MIL1"), tab("ART1"), tab(*["MIL2"] * 5)],
             used={"permanent": ["MIL"]})
    assert "inspiration" not in uses(g)
    assert "no other player qualifies" in str(g.why_not("use inspiration") or "")


def test_ruling_copying_blocks_your_own_effect_of_that_domain_afterwards() -> None:
    g = game(3, step="effects", hands=[["MIL1", "SCI1", "ART1"], [], []],
             tableaus=[tab("ART1", "ART1", "MIL2", "MIL2", "MIL2"), tab("ART1"), tab(*["MIL1"] * 5)])
    play(g, "use inspiration", "copy 2 purge", "discard SCI1", "discard ART1")
    assert "assassination" not in uses(g)


def test_the_art_coin_moves_on_a_later_copy_and_returns_when_matched() -> None:
    g = _art_game(art_coin=None)
    play(g, "use inspiration", "copy 2 assassination", "discard SCI1", "end")
    assert g.view(None)["art_coin"] == {"holder": 0, "on": 2, "domain": "MIL"}
    g = game(3, active=1, hands=[[], ["ART2"], []],
             tableaus=[tab("ART1", "ART1"), tab("ART1"), tab("MIL1")],
             art_coin={"holder": 0, "on": 2, "domain": "MIL"})
    play(g, "play ART2")
    assert g.view(None)["art_coin"] is None
    assert "The Art coin returns to the table." in g.log


def test_art_has_no_level_and_no_sacrifice() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab(*["ART3"] * 6), {}])
    assert uses(g) == set()
