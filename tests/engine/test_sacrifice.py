"""Sacrifice effects, RULES §5, one test per effect and per ruling."""

from __future__ import annotations

import pytest

from engine import IllegalAction

from .helpers import game, play, tab, tableau, uses


def test_attack_discards_a_domain_card_from_every_player_who_has_one() -> None:
    g = game(3, step="effects", hands=[[], [], []],
             tableaus=[tab("MIL1", "MIL2", "SCI1"), tab("SCI1", "SCI2"), tab("ART1")])
    play(g, "use attack")
    assert g.legal_actions() == ["domain MIL", "domain SCI"]
    play(g, "domain SCI")
    assert tableau(g, 0) == tab("MIL1")
    assert tableau(g, 1) == tab("SCI1")          # the most recent SCI card went
    assert tableau(g, 2) == tab("ART1")
    # sacrificed card first, then own discard, then the others clockwise
    assert g.view(None)["discard"] == ["MIL2", "SCI1", "SCI2"]


def test_ruling_attack_names_only_a_domain_still_held_after_the_sacrifice() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("MIL1", "SCI1"), tab("MIL1", "ART1")])
    play(g, "use attack")
    assert g.legal_actions() == ["domain SCI"]
    g = game(step="effects", hands=[[], []], tableaus=[tab("MIL1", "MIL1"), tab("MIL1")])
    play(g, "use attack", "domain MIL")
    assert tableau(g, 0) == {} and tableau(g, 1) == {}


def test_ruling_attack_needs_a_card_left_after_the_sacrifice() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("MIL1"), tab("MIL1")])
    assert "attack" not in uses(g)


def test_discard_order_of_an_attack_goes_clockwise_from_the_attacker() -> None:
    g = game(4, active=2, step="effects", hands=[[]] * 4,
             tableaus=[tab("ART1"), tab("ART2"), tab("MIL1", "ART3"), tab("ART3")])
    play(g, "use attack", "domain ART")
    assert g.view(None)["discard"] == ["MIL1", "ART3", "ART3", "ART1", "ART2"]


def test_inquisition_pools_the_hands_and_gives_back_as_many() -> None:
    g = game(3, step="effects", hands=[["MIL1"], ["SCI1", "SCI2"], ["ART1"]],
             tableaus=[tab("REL1"), {}, {}])
    play(g, "use inquisition")
    assert g.legal_actions() == ["target 1", "target 2"]
    play(g, "target 1")
    pending = g.view(0)["pending"]
    assert pending["stage"] == "give" and pending["remaining"] == 2
    assert pending["pool"] == ["MIL1", "SCI1", "SCI2"]
    assert "pool" not in g.view(1)["pending"]
    play(g, "give MIL1", "give SCI2")
    assert g.view(0)["hands"][0] == ["SCI1"]
    assert g.view(1)["hands"][1] == ["MIL1", "SCI2"]
    # RULES §8: the inquisitor knows the cards it gave back
    assert g.view(0)["hands"][1] == ["MIL1", "SCI2"]
    assert g.view(2)["hands"][1] == ["?1", "?2"]


def test_ruling_inquisition_may_target_a_team_mate() -> None:
    g = game(4, teams=True, step="effects", hands=[[], ["SCI1"], ["ART1"], []],
             tableaus=[tab("REL1"), {}, {}, {}])
    play(g, "use inquisition")
    assert "target 2" in g.legal_actions()


def test_ruling_inquisition_of_an_empty_hand_exchanges_nothing() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("REL1"), {}])
    play(g, "use inquisition", "target 1")
    assert "pending" not in g.view(0)
    assert g.view(0)["hands"] == [["MIL1"], []]


def test_embargo_forbids_that_domain_during_the_target_next_turn_then_expires() -> None:
    g = game(step="effects", hands=[[], ["SCI1", "ART1"]],
             tableaus=[tab("ECO1", "ECO2"), tab("SCI2")])
    play(g, "use embargo")
    assert g.legal_actions() == ["target 1"]
    play(g, "target 1")
    assert g.legal_actions() == ["domain SCI"]
    play(g, "domain SCI")
    assert g.view(None)["embargoes"] == [{"by": 0, "on": 1, "domain": "SCI", "card": "ECO2"}]
    assert g.view(None)["discard"] == []          # the card lies on the tableau, out of play
    play(g, "end")
    assert g.to_move == 1 and "play SCI1" not in g.legal_actions()
    assert str(g.why_not("play SCI1")) == "Science is under Embargo this turn"
    play(g, "play ART1", "end")
    assert g.view(None)["embargoes"] == []
    assert "ECO2" in g.view(None)["discard"]


def test_ruling_embargo_binds_extra_plays_and_embargoes_add_up() -> None:
    g = game(active=1, hands=[[], ["SCI1", "ART1", "MIL1"]],
             tableaus=[tab("MIL1"), tab(*["ECO1"] * 3)],
             embargoes=[{"by": 0, "on": 1, "domain": "SCI", "card": "ECO2"},
                        {"by": 0, "on": 1, "domain": "ART", "card": "ECO3"}])
    assert g.legal_actions() == ["play MIL1"]
    play(g, "play MIL1", "use development", "remove ECO1")
    assert "pending" not in g.view(1)


def test_ruling_a_player_with_only_embargoed_cards_skips_the_play() -> None:
    g = game(hands=[["SCI1"], []], tableaus=[tab("MIL1"), tab("SCI1")],
             embargoes=[{"by": 1, "on": 0, "domain": "SCI", "card": "ECO2"}])
    assert g.view(0)["step"] == "effects"
    assert g.legal_actions() == ["end"]


def test_ruling_embargo_needs_a_card_only_when_placed() -> None:
    g = game(step="effects", hands=[[], ["SCI1"]], tableaus=[tab("ECO1", "MIL1", "SCI1"), tab("SCI2")])
    play(g, "use embargo", "target 1", "domain SCI", "use attack", "domain SCI")
    assert tableau(g, 1) == {}
    play(g, "end")
    assert g.legal_actions() == ["end"]            # still embargoed with the column empty


def test_ruling_embargo_and_democracy_need_another_tableau() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("ECO1", "UTO3"), {}])
    assert not {"embargo", "democracy"} & uses(g)
    assert "no other player has a card" in str(g.why_not("use embargo") or "")


def test_breakthrough_draws_five_then_discards_five() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("SCI1"), {}],
             deck=["ART1", "ART1", "REL1", "REL2", "ECO3", "UTO3"])
    play(g, "use breakthrough")
    assert g.view(0)["pending"]["remaining"] == 5
    assert g.view(0)["hands"][0] == ["MIL1", "REL1", "REL2", "ECO3", "ART1", "ART1"]
    play(g, "discard MIL1", "discard REL1", "discard REL2", "discard ECO3", "discard ART1")
    assert g.view(0)["hands"][0] == ["ART1"]
    assert g.view(None)["discard"] == ["SCI1", "MIL1", "REL1", "REL2", "ECO3", "ART1"]


def test_ruling_breakthrough_with_a_short_deck_discards_as_many_as_drawn_and_starts_final_round() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("SCI1"), {}], deck=["ART1", "ART2"])
    play(g, "use breakthrough")
    assert g.view(0)["final_round"] is True
    assert g.view(0)["pending"]["remaining"] == 2
    play(g, "discard MIL1", "discard ART1")
    assert g.view(0)["hands"][0] == ["ART2"]
    assert not any(a.startswith("take") for a in g.legal_actions())


def test_ruling_breakthrough_with_an_empty_deck_is_allowed_and_does_nothing() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("SCI1"), {}], deck=[],
             final_round=True)
    assert "breakthrough" in uses(g)
    play(g, "use breakthrough")
    assert "pending" not in g.view(0)
    assert g.view(0)["hands"][0] == ["MIL1"]


def test_democracy_raises_the_hegemony_target_and_stacks() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("UTO3", "UTO3"), tab("SCI1")])
    play(g, "use democracy", "target 1", "domain SCI")
    assert g.view(None)["democracy"] == [{"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"}]
    assert tableau(g, 0) == tab("UTO3")
    # 2 players: 8 + 1 Democracy = 9 Science to win
    g = game(active=1, hands=[[], ["SCI3"]], tableaus=[{}, tab(*["SCI2"] * 7)],
             democracy=[{"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"}])
    play(g, "play SCI3", "end")
    assert not g.over
    g = game(active=1, hands=[[], ["SCI3"]], tableaus=[{}, tab(*["SCI2"] * 8)],
             democracy=[{"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"},
                        {"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"}])
    play(g, "play SCI3", "end")
    assert not g.over


def test_ruling_democracy_cards_are_no_utopia_cards_for_any_count() -> None:
    g = game(hands=[["MIL1"], []], tableaus=[tab("UTO3"), tab("SCI1")],
             democracy=[{"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"},
                        {"by": 0, "on": 1, "domain": "MIL", "card": "UTO3"}],
             deck=[], final_round=True, first_player=0)
    play(g, "play MIL1", "end")        # seat 0 then seat 1... seat 1 is first's right
    assert g.to_move == 1
    g.apply("end")
    assert g.result is not None
    assert g.result["majorities"]["UTO"] == [0]


def test_ruling_democracy_stays_when_the_column_empties() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("UTO3", "MIL1", "SCI2"), tab("SCI1")])
    play(g, "use democracy", "target 1", "domain SCI", "use attack", "domain SCI")
    assert tableau(g, 1) == {}
    assert len(g.view(None)["democracy"]) == 1


def test_one_sacrifice_per_domain_per_turn() -> None:
    g = game(step="effects", hands=[[], []], tableaus=[tab("SCI1", "SCI2"), {}], deck=["UTO3"] * 10)
    play(g, "use breakthrough", *["discard UTO3"] * 5)
    assert "breakthrough" not in uses(g)
    with pytest.raises(IllegalAction, match="already sacrificed a Science card"):
        g.apply("use breakthrough")


def test_the_target_of_an_inquisition_knows_which_of_its_cards_the_inquisitor_kept() -> None:
    g = game(3, step="effects", hands=[["MIL1"], ["SCI1", "SCI2"], []],
             tableaus=[tab("REL1"), {}, {}])
    play(g, "use inquisition", "target 1")
    assert sorted(g.view(1)["hands"][0]) == ["?1", "SCI1", "SCI2"]     # its own cards, seen going
    play(g, "give MIL1", "give SCI1")
    assert g.view(1)["hands"][0] == ["SCI2"]       # the SCI2 it had stays with seat 0
    assert g.view(2)["hands"][0] == ["?2"]


def test_the_view_gives_each_hegemony_target_with_democracy_cards() -> None:
    g = game(3, hands=[[], [], []], tableaus=[tab("SCI1"), {}, {}],
             democracy=[{"by": 1, "on": 0, "domain": "SCI", "card": "UTO3"},
                        {"by": 2, "on": 0, "domain": "SCI", "card": "UTO3"}])
    targets = g.view(1)["hegemony_targets"]
    assert targets[0]["SCI"] == 9 and targets[0]["MIL"] == 7 and targets[1]["SCI"] == 7
