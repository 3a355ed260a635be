"""Set-up (RULES §2): the box, removal, the Age-ordered deck, classic and draft deals."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Game
from engine.cards import AGE_DISTRIBUTION, BOX, DOMAINS, KIND_AGE, KINDS
from engine.state import count_cards


def test_the_box_holds_104_cards_with_the_age_and_domain_distribution() -> None:
    assert sum(BOX) == 104
    for age, per_domain in AGE_DISTRIBUTION.items():
        for d, count in enumerate(per_domain):
            token = f"{DOMAINS[d]}{age}"
            assert (BOX[KINDS.index(token)] if token in KINDS else 0) == count
    assert [sum(AGE_DISTRIBUTION[a]) for a in (1, 2, 3)] == [28, 32, 44]


@pytest.mark.parametrize("players,removed", [(2, 9), (3, 9), (4, 0)])
def test_three_cards_per_age_are_removed_at_two_and_three_players(players: int, removed: int) -> None:
    g = Game.new(players, seed=11)
    st = g.state
    assert len(st.removed) == removed
    assert Counter(KIND_AGE[k] for k in st.removed) == (Counter({1: 3, 2: 3, 3: 3}) if removed else Counter())
    assert len(st.deck) + 3 * players == 104 - removed
    assert count_cards(st) == list(BOX)


def test_the_deck_is_age_ordered_with_age_one_on_top() -> None:
    g = Game.new(3, seed=5)
    ages = [int(card[1]) for card in g.view(0)["deck"]]      # "?1" ... top first
    assert ages == sorted(ages)
    assert ages[0] == 1 and ages[-1] == 3


def test_classic_deals_three_cards_each_and_a_random_first_player() -> None:
    firsts = set()
    for seed in range(20):
        g = Game.new(4, seed=seed)
        assert g.view(None)["hand_sizes"] == [3, 3, 3, 3]
        assert g.to_move == g.view(None)["first_player"]
        firsts.add(g.to_move)
    assert firsts == {0, 1, 2, 3}


def test_options_outside_the_rules_are_refused() -> None:
    with pytest.raises(ValueError, match="players"):
        Game.new(5)
    with pytest.raises(ValueError, match="team game needs 4"):
        Game.new(3, teams=True)
    with pytest.raises(ValueError, match="setup"):
        Game.new(2, setup="auction")


def _draft_through(g: Game) -> None:
    while g.view(None)["step"] == "draft":
        g.apply(g.legal_actions()[0])


def test_draft_keeps_pass_left_and_end_with_three_in_hand_one_in_tableau() -> None:
    g = Game.new(3, seed=4, setup="draft")
    first = g.view(None)["first_player"]
    view = g.view(first)
    assert view["step"] == "draft" and len(view["draft"]["packet"]) == 4
    # choices go seat by seat from the first player
    order = [(first + i) % 3 for i in range(3)]
    packets = {s: sorted(g.view(s)["draft"]["packet"]) for s in range(3)}
    for s in order:
        assert g.to_move == s
        g.apply(g.legal_actions()[0])
    # what seat s passed is now held by the seat on its left
    for s in range(3):
        left = (s + 1) % 3
        held = Counter(g.view(left)["draft"]["packet"])
        passed = Counter(packets[s])
        assert held <= passed and sum(held.values()) == 3
    _draft_through(g)
    view = g.view(None)
    assert view["hand_sizes"] == [3, 3, 3]
    assert [sum(len(c) for c in t.values()) for t in view["tableaus"]] == [1, 1, 1]
    assert g.to_move == first and view["step"] == "play"
    assert count_cards(g.state) == list(BOX)


def test_draft_centre_picks_start_right_of_the_first_player_counter_clockwise() -> None:
    g = Game.new(4, seed=8, setup="draft")
    first = g.view(None)["first_player"]
    for _ in range(12):
        g.apply(g.legal_actions()[0])
    assert len(g.view(None)["draft"]["centre"]) == 4
    pickers = []
    while g.view(None)["step"] == "draft":
        pickers.append(g.to_move)
        g.apply(g.legal_actions()[-1])
    assert pickers == [(first - 1 - i) % 4 for i in range(4)]
    assert pickers[-1] == first


def test_draft_choices_are_hidden_from_the_other_seats() -> None:
    g = Game.new(2, seed=3, setup="draft")
    s = g.to_move
    assert s is not None
    kept = g.legal_actions()[0]
    g.apply(kept)
    other = 1 - s
    assert g.view(s)["hands"][s] == [kept.split()[1]]
    assert g.view(other)["hands"][s] == ["?1"]
    assert "packet" not in g.view(None)["draft"] or g.view(None)["draft"]["packet"] == []
    assert g.view(other)["draft"]["packet_sizes"][s] == 3


def test_team_game_pairs_seats_zero_two_and_one_three() -> None:
    g = Game.new(4, seed=1, teams=True)
    assert g.view(None)["teams"] is True
    # Hegemony by seat 2 wins for seats 0 and 2; by seat 1, for seats 1 and 3.
    for hegemon, team in ((2, [0, 2]), (1, [1, 3])):
        hands: list[list[str]] = [[], [], [], []]
        hands[hegemon] = ["SCI1"]
        tableaus: list[dict[str, list[str]]] = [{"MIL": ["MIL1"]} for _ in range(4)]
        tableaus[hegemon] = {"SCI": ["SCI2"] * 6}
        g = Game.from_position({"players": 4, "teams": True, "active": hegemon, "hands": hands,
                                "tableaus": tableaus, "deck": ["UTO3"] * 12})
        g.apply("play SCI1")
        g.apply("end")
        assert g.result == {"reason": "hegemony", "winners": team, "domain": "SCI"}
    # At majorities team points decide: seat 0 has the most points (3), yet team B wins 4 to 3
    # (the tied Economy majority gives both teams a point).
    g = Game.from_position({
        "players": 4, "teams": True, "first_player": 0, "active": 3, "step": "effects",
        "deck": [], "final_round": True,
        "tableaus": [{"MIL": ["MIL1"], "REL": ["REL1"], "ECO": ["ECO1"]}, {"ECO": ["ECO1"], "ART": ["ART1"]},
                     {}, {"SCI": ["SCI1"], "UTO": ["UTO3"]}],
    })
    g.apply("end")
    result = g.result
    assert result is not None and result["reason"] == "majority"
    assert result["points"] == [3, 2, 0, 2] and result["team_points"] == {"A": 3, "B": 4}
    assert result["winners"] == [1, 3] and result["tiebreak"] is None
