"""The turn (RULES §3) and the end of the game (RULES §7)."""

from __future__ import annotations

import re

import pytest

from engine import IllegalAction

from .helpers import game, hegemony, majority, play, tab


def test_step_one_play_is_mandatory_then_effects_then_end() -> None:
    g = game(hands=[["SCI1", "MIL1"], []], tableaus=[{}, tab("ART1")], deck=["UTO3"] * 10)
    assert g.legal_actions() == ["play MIL1", "play SCI1"]
    with pytest.raises(IllegalAction, match="play a card from your hand first"):
        g.apply("end")
    play(g, "play MIL1")
    assert g.legal_actions() == ["end"]
    play(g, "end")
    assert g.to_move == 1
    assert g.view(None)["hand_sizes"][0] == 3


def test_ruling_an_empty_hand_skips_the_play() -> None:
    g = game(hands=[[], []], tableaus=[tab("MIL1"), {}], deck=["UTO3"] * 10)
    assert g.view(0)["step"] == "effects"
    assert g.legal_actions() == ["end"]


def test_refill_draws_nothing_and_discards_nothing_over_the_limit() -> None:
    g = game(hands=[["SCI2"] * 5, []], tableaus=[{}, tab("ART1")], deck=["UTO3"] * 10)
    play(g, "play SCI2", "end")
    assert g.view(None)["hand_sizes"][0] == 4
    assert len(g.view(None)["deck"]) == 10


def test_illegal_action_leaves_the_state_unchanged() -> None:
    g = game(hands=[["SCI1"], ["MIL1"]], tableaus=[{}, tab("ART1")], deck=["UTO3"] * 10)
    before = (g.position(), list(g.history), list(g.log), g.legal_actions())
    refusals = {
        "play MIL1": "play MIL1: MIL1 is not in your hand",
        "use purge": "use purge: play a card from your hand first (step 1)",
        "end": "end: play a card from your hand first (step 1)",
        "dance": "not an action: 'dance'",
        "target 1": "target 1: play a card from your hand first (step 1)",
        "play XYZ9": "not an action: 'play XYZ9'",
    }
    for bad, message in refusals.items():
        with pytest.raises(IllegalAction, match=f"^{re.escape(message)}$"):
            g.apply(bad)
    assert (g.position(), g.history, g.log, g.legal_actions()) == before


def test_hegemony_wins_at_the_end_of_your_turn() -> None:
    g = game(hands=[["SCI1"], []], tableaus=[tab(*["SCI2"] * 7), {}], deck=["UTO3"] * 10)
    play(g, "play SCI1")
    assert not g.over                    # only at the end of the turn
    play(g, "end")
    assert g.result == {"reason": "hegemony", "winners": [0], "domain": "SCI"}
    assert g.to_move is None and g.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        g.apply("end")


def test_hegemony_needs_seven_cards_at_three_and_four_players() -> None:
    g = game(3, hands=[["MIL1"], [], []], tableaus=[tab(*["MIL1"] * 6), {}, {}], deck=["UTO3"] * 9)
    play(g, "play MIL1", "end")
    assert hegemony(g)["domain"] == "MIL"


def test_hegemony_only_the_active_player_is_checked() -> None:
    g = game(hands=[["ART1"], []], tableaus=[{}, tab(*["SCI2"] * 8)], deck=["UTO3"] * 10)
    play(g, "play ART1", "end")
    assert not g.over


def test_hegemony_names_the_first_domain_in_domain_order() -> None:
    g = game(hands=[["SCI1"], []], tableaus=[tab(*["SCI2"] * 7, *["REL1"] * 8), {}], deck=["UTO3"] * 8)
    play(g, "play SCI1", "end")
    assert g.result == {"reason": "hegemony", "winners": [0], "domain": "REL"}


def test_team_hegemony_wins_for_the_team() -> None:
    g = game(4, teams=True, active=1, hands=[[], ["ART1"], [], []],
             tableaus=[{}, tab(*["ART3"] * 6), {}, {}])
    play(g, "play ART1", "end")
    assert g.result == {"reason": "hegemony", "winners": [1, 3], "domain": "ART"}


def test_drawing_the_last_card_finishes_the_round_without_refills() -> None:
    # 3 players, first player 0: seat 1 draws the last card; seat 2 plays without refilling.
    g = game(3, active=1, first_player=0, hands=[["MIL1"] * 2, ["SCI1"], ["ART1"]],
             tableaus=[tab("ECO1"), tab("ECO1"), tab("ECO1")], deck=["REL1"])
    play(g, "play SCI1", "end")
    assert g.view(None)["final_round"] is True
    assert g.to_move == 2
    play(g, "play ART1", "end")
    assert g.view(None)["hand_sizes"][2] == 0
    assert g.over and g.result is not None and g.result["reason"] == "majority"


def test_final_round_when_the_last_player_of_the_round_draws_the_last_card() -> None:
    g = game(3, active=2, first_player=0, hands=[["MIL1"], [], ["SCI1"]],
             tableaus=[tab("ECO1"), tab("ECO1"), tab("ECO1")], deck=["REL1"])
    play(g, "play SCI1", "end")
    assert g.over


def test_ruling_a_domain_nobody_has_gives_no_point_and_ties_score_each() -> None:
    g = game(3, active=2, first_player=0, hands=[[], [], ["SCI1"]],
             tableaus=[tab("MIL1", "ART1"), tab("MIL1", "ECO1"), tab("ART1")], deck=["REL1"])
    play(g, "play SCI1", "end")
    assert g.result == {
        "reason": "majority", "winners": [2], "points": [2, 2, 2],
        "majorities": {"MIL": [0, 1], "REL": [], "ECO": [1], "SCI": [2], "ART": [0, 2], "UTO": []},
        "tiebreak": "SCI",
    }


def test_tie_break_order_utopia_first_and_shared_victory() -> None:
    g = game(active=1, first_player=0, hands=[[], ["MIL1"]],
             tableaus=[tab("UTO3", "SCI1"), tab("UTO3", "ART1")], deck=["REL1"])
    play(g, "play MIL1", "end")
    # points: seat 0 UTO+SCI = 2; seat 1 UTO+ART+MIL = 3
    result = majority(g)
    assert result["winners"] == [1] and result["tiebreak"] is None
    g = game(active=1, first_player=0, hands=[[], ["ECO1"]],
             tableaus=[tab("UTO3", "SCI1"), tab("UTO3")], deck=["REL1"])
    play(g, "play ECO1", "end")
    result = majority(g)
    assert result["points"] == [2, 2] and result["winners"] == [0] and result["tiebreak"] == "SCI"
    g = game(active=1, first_player=0, hands=[[], []],
             tableaus=[tab("SCI1", "ECO1"), tab("SCI1", "ECO1")], deck=["REL1"])
    g.apply("end")
    result = majority(g)
    assert result["winners"] == [0, 1] and result["tiebreak"] is None


def test_team_majorities_score_a_domain_once_per_team_and_break_ties_combined() -> None:
    g = game(4, teams=True, active=3, first_player=0, hands=[[], [], [], []],
             tableaus=[tab("MIL1"), tab("MIL1"), tab("MIL1", "UTO3"), tab("SCI1")],
             deck=["REL1"])
    g.apply("end")
    result = majority(g)
    assert result["majorities"]["MIL"] == [0, 1, 2]
    assert result["team_points"] == {"A": 2, "B": 2}      # A: MIL, UTO; B: MIL, SCI
    assert result["points"] == [1, 1, 2, 1]
    assert result["winners"] == [0, 2] and result["tiebreak"] == "UTO"


def test_the_view_shows_the_majorities_if_the_game_ended_now() -> None:
    g = game(3, hands=[["SCI1"], [], []], tableaus=[tab("MIL1", "ART1"), tab("MIL1", "ECO1"), tab("ART1")])
    standings = g.view(2)["standings"]
    assert standings["points"] == [2, 2, 1]
    assert standings["majorities"]["MIL"] == [0, 1] and standings["majorities"]["SCI"] == []
    g.apply("play SCI1")
    assert g.view(2)["standings"]["points"] == [3, 2, 1]
