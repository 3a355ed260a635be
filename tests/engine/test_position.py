"""The position schema: position(), from_position() and every PositionError it lists."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game, PositionError
from engine.lab.bench import mid_game
from engine.types import Position

from .helpers import game, tab


@pytest.mark.slow
def test_position_round_trip_plays_identically() -> None:
    covered = mid_effect = 0
    for seed in range(30):
        g = mid_game(2 + seed % 3, seed, 40 + seed)
        rng = random.Random(seed)
        pos = _position_after_the_effect(g, rng)
        mid_effect += len(g.history) > 40 + seed
        assert not g.over, seed
        h = Game.from_position(pos)
        assert h.position() == pos
        start = len(g.log)
        while not g.over:
            assert h.legal_actions() == g.legal_actions()
            action = rng.choice(g.legal_actions())
            mine, theirs = h.apply(action), g.apply(action)
            assert [e.to_dict() for e in mine] == [e.to_dict() for e in theirs], (seed, action)
            if "pending" not in g.view(None):
                assert h.position() == g.position()
        assert h.log == g.log[start:] and h.result == g.result
        covered += 1
    assert covered == 30 and mid_effect == 13       # seeds stopped mid-effect are played on, not skipped


def _position_after_the_effect(g: Game, rng: random.Random) -> Position:
    """The position once the effect in progress (if any) is finished by random choices."""
    for _ in range(50):
        if "pending" not in g.view(None):
            return g.position()
        g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("an effect lasted 50 decisions")


def test_position_is_refused_mid_effect_and_during_the_draft() -> None:
    g = game(step="effects", hands=[["SCI1", "ART1"], []], tableaus=[tab("MIL1", "MIL1", "MIL1"), {}])
    g.apply("use assassination")
    with pytest.raises(PositionError, match="effect is being resolved"):
        g.position()
    with pytest.raises(PositionError, match="draft"):
        Game.new(2, setup="draft").position()


def test_defaults_and_deck_built_from_the_rest_of_the_box() -> None:
    g = Game.from_position({"players": 3})
    pos = g.position()
    assert pos["teams"] is False and pos["first_player"] == 0 and pos["active"] == 0
    assert len(pos["deck"]) == 104 and pos["removed"] == []
    ages = [int(c[3]) for c in pos["deck"]]
    assert ages == sorted(ages)
    assert pos["step"] == "effects"          # empty hand: the play is skipped
    g = Game.from_position({"players": 2, "deck": ["SCI1"], "hands": [["MIL1"], []]})
    assert len(g.position()["removed"]) == 102


IMPOSSIBLE: list[tuple[dict[str, Any], str]] = [
    ({}, "'players' is missing"),
    ({"players": 5}, "players must be 2, 3 or 4"),
    ({"players": 2, "colour": "red"}, "unknown key"),
    ({"players": 2, "hands": [["SCI9"], []]}, "unknown card 'SCI9'"),
    ({"players": 2, "hands": [["?1"], []]}, "unknown card"),
    ({"players": 2, "tableaus": [{"SCI": ["MIL1"]}, {}]}, "lies in the SCI column"),
    ({"players": 2, "tableaus": [{"XXX": []}, {}]}, "unknown Domain"),
    ({"players": 2, "hands": [["UTO3"] * 17, []]}, "17 copies of UTO3, the box holds 16"),
    ({"players": 2, "active": 2}, "active 2 is not a seat"),
    ({"players": 2, "hands": [[]]}, "one entry per seat"),
    ({"players": 2, "tableaus": [{}, {"SCI": ["SCI1"]}],
      "embargoes": [{"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"}]}, "Embargo card must be an Economy"),
    ({"players": 2, "tableaus": [{}, {"SCI": ["SCI1"]}],
      "democracy": [{"by": 0, "on": 1, "domain": "SCI", "card": "ECO3"}]}, "Democracy card must be a Utopia"),
    ({"players": 2, "embargoes": [{"by": 1, "on": 1, "domain": "SCI", "card": "ECO3"}]}, "their own tableau"),
    ({"players": 2, "democracy": [{"by": 0, "on": 3, "domain": "SCI", "card": "UTO3"}]}, "not a seat"),
    ({"players": 3, "teams": True}, "team game needs 4 players"),
    ({"players": 2, "step": "draft"}, "step 'draft' is not allowed"),
    ({"players": 2, "deck": []}, "deck is empty but final_round is false"),
    ({"players": 2, "final_round": True}, "final_round is true but the deck still holds cards"),
    ({"players": 2, "step": "play", "used": {"permanent": ["MIL"]}}, "step is 'play'"),
    ({"players": 2, "step": "effects", "used": {"permanent": ["ART"]}}, "Culture has no permanent"),
    ({"players": 2, "step": "effects", "hand_limit": 6}, "hand_limit must be 3, 5 or 7"),
    ({"players": 2, "step": "effects", "hand_limit": 5}, "Religion effect"),
    ({"players": 2, "art_coin": {"holder": 0, "on": 1, "domain": "SCI"}},
     "without strictly the most Culture"),
    ({"players": 2, "tableaus": [{"ART": ["ART1"]}, {}],
      "art_coin": {"holder": 0, "on": 1, "domain": "ART"}}, "never Culture"),
    ({"players": "two"}, "players must be an integer"),
]


@pytest.mark.parametrize("position,message", IMPOSSIBLE)
def test_impossible_positions_are_refused_with_a_message(position: dict[str, Any], message: str) -> None:
    with pytest.raises(PositionError, match=message):
        Game.from_position(position)


def test_markers_on_emptied_domains_are_legal() -> None:
    g = Game.from_position({
        "players": 2, "tableaus": [{}, {}],
        "embargoes": [{"by": 0, "on": 1, "domain": "SCI", "card": "ECO3"}],
        "democracy": [{"by": 1, "on": 0, "domain": "ART", "card": "UTO3"}],
    })
    assert len(g.position()["embargoes"]) == 1


def test_a_finished_position_reports_its_result() -> None:
    g = Game.from_position({"players": 2, "step": "over", "active": 1, "deck": [], "final_round": True,
                            "tableaus": [tab("SCI1"), tab("SCI2")]})
    assert g.over and g.result is not None and g.result["winners"] == [0, 1]
