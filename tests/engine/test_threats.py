"""Threats, at a glance (engine/threats.py): closest Domains, next-turn Hegemony, stoppers."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import Game, PositionError
from engine.ai.players import EasyAI
from engine.types import ThreatView

from .helpers import game, tab
from .threat_brute import can_win_this_turn, near_hegemony

SCI6 = ["SCI1"] * 4 + ["SCI2"] * 2


def near(players: int = 3, **position: Any) -> Game:
    """Seat 1 six Science cards of seven, seat 0 (the viewer) to play; ``position`` overrides."""
    base: dict[str, Any] = {
        "active": 0,
        "hands": [["MIL1", "MIL1", "MIL1"], ["SCI2", "ART1", "MIL2"], ["REL1"]],
        "tableaus": [tab("MIL1"), {"SCI": SCI6}, {}],
    }
    base.update(position)
    return game(players, **base)


def seat(g: Game, viewer: int | None, s: int) -> ThreatView:
    """Seat s's threat as viewer judges it (through the view, as the GUI reads it)."""
    return g.view(viewer)["threats"][s]


def row(t: ThreatView, domain: str) -> dict[str, Any]:
    """The entry of one Domain in a seat's threat."""
    return dict(next(r for r in t["domains"] if r["domain"] == domain))


def test_one_short_in_science_is_a_next_turn_threat() -> None:
    g = near()
    t = seat(g, 0, 1)
    assert t["seat"] == 1 and t["next_turn"] is True
    assert t["domains"][0] == {"domain": "SCI", "have": 6, "need": 7, "short": 1, "next_turn": True}
    assert seat(g, 0, 0)["next_turn"] is False and seat(g, 0, 2)["domains"] == []
    assert len(g.view(0)["threats"]) == 3


def test_democracy_raises_the_need_and_two_short_without_extra_plays_is_no_threat() -> None:
    g = near(democracy=[{"by": 0, "on": 1, "domain": "SCI", "card": "UTO3"}])
    t = seat(g, 0, 1)
    assert t["domains"][0] == {"domain": "SCI", "have": 6, "need": 8, "short": 2, "next_turn": False}
    assert t["next_turn"] is False      # Research only returns and replays its own Science cards


def test_no_unseen_card_of_the_domain_left_is_no_threat() -> None:
    # every Science card but seat 1's six is in view: seat 0's tableau, seat 2's, the discard pile
    seen: dict[str, Any] = {
        "tableaus": [tab("MIL1", "SCI2", "SCI2", "SCI2"), {"SCI": SCI6}, tab("SCI2", "SCI2", "SCI2")],
        "discard": ["SCI3"] * 8, "hands": [["MIL1", "MIL1", "MIL1"], ["MIL2", "ART1", "MIL2"], ["REL1"]]}
    assert seat(near(**seen), 0, 1)["next_turn"] is False
    # one Age III Science card unseen: only a hand with an Age III back may hold it
    one_left: dict[str, Any] = {**seen, "discard": ["SCI3"] * 7}
    assert seat(near(**one_left), 0, 1)["next_turn"] is False        # backs: Ages I, II, II
    aged: dict[str, Any] = {**one_left,
                            "hands": [["MIL1", "MIL1", "MIL1"], ["MIL3", "ART1", "MIL2"], ["REL1"]]}
    assert seat(near(**aged), 0, 1)["next_turn"] is True


def test_an_empty_hand_is_no_threat() -> None:
    g = near(hands=[["MIL1", "MIL1", "MIL1"], [], ["REL1"]])
    assert seat(g, 0, 1)["next_turn"] is False
    assert seat(g, 0, 1)["domains"][0]["short"] == 1


def test_an_embargo_on_the_domain_is_no_threat() -> None:
    g = near(embargoes=[{"by": 2, "on": 1, "domain": "SCI", "card": "ECO1"}])
    assert seat(g, 0, 1)["next_turn"] is False


def test_development_and_monopoly_make_two_and_three_short_reachable() -> None:
    mil_hand = [["REL1"], ["MIL2", "MIL1", "MIL2"], ["REL1"]]
    # Development (Economy level 1): the step-1 play, then one extra play
    dev = near(hands=mil_hand, tableaus=[tab("REL1"), tab(*["MIL1"] * 5, "ECO1", "ECO1", "ECO1"), {}])
    assert seat(dev, 0, 1)["domains"][0]["short"] == 2 and seat(dev, 0, 1)["next_turn"] is True
    # two Economy cards: playing a third to reach Development spends the play it gives
    low = near(hands=mil_hand, tableaus=[tab("REL1"), tab(*["MIL1"] * 5, "ECO1", "ECO1"), {}])
    assert seat(low, 0, 1)["next_turn"] is False
    # Monopoly (level 2): two extra plays, so three short is reachable with a hand of three
    mono = near(hands=mil_hand, tableaus=[tab("REL1"), tab(*["MIL1"] * 4, *["ECO1"] * 4, "ECO2"), {}])
    assert row(seat(mono, 0, 1), "MIL")["short"] == 3 and seat(mono, 0, 1)["next_turn"] is True
    assert row(seat(mono, 0, 1), "MIL")["next_turn"]
    # ... but not with a hand of two
    two = near(hands=[["REL1"], ["MIL2", "MIL1"], ["REL1"]],
               tableaus=[tab("REL1"), tab(*["MIL1"] * 4, *["ECO1"] * 4, "ECO2"), {}])
    assert seat(two, 0, 1)["next_turn"] is False


def test_oligarchy_takes_the_domain_from_the_discard_pile() -> None:
    # seat 1 Science 5/7 with Research and Oligarchy; its hand of one holds no Science (seat 0 sees
    # every Science card but the discarded one)
    tableaus = [tab("MIL1", *["SCI2"] * 6), tab(*["SCI1"] * 4, "SCI2", "MIL1", "MIL1", "UTO3", "UTO3",
                                               "UTO3"), tab(*["SCI3"] * 7)]
    g = near(tableaus=tableaus, hands=[["MIL1"], ["MIL2"], ["REL1"]], discard=["SCI2"])
    assert seat(g, 0, 1)["next_turn"] is False      # one take: 5 + play... no Science in hand
    g = near(tableaus=tableaus, hands=[["MIL1"], ["MIL2"], ["REL1"]], discard=["SCI2", "SCI3"])
    assert seat(g, 0, 1)["next_turn"] is False      # Oligarchy takes one only
    republic = [tableaus[0], tab(*["SCI1"] * 4, "SCI2", "MIL1", "MIL1", *["UTO3"] * 5), tableaus[2]]
    g = near(tableaus=republic, hands=[["MIL1"], ["MIL2"], ["REL1"]], discard=["SCI2", "SCI3"])
    assert seat(g, 0, 1)["next_turn"] is True       # Republic takes both, Research plays them


def test_stoppers_are_the_viewers_effects_that_stop_it() -> None:
    mine = tab("MIL1", "SCI3", "ECO1", "UTO3", "REL1")
    g = near(tableaus=[mine, {"SCI": SCI6}, {}])
    assert seat(g, 0, 1)["stoppers"] == ["attack", "inquisition", "embargo", "democracy"]
    assert seat(g, 0, 0)["stoppers"] == []          # the viewer itself
    # no Science card to attack with once the Military card is sacrificed
    g = near(tableaus=[tab("MIL1", "ECO1"), {"SCI": SCI6}, {}])
    assert seat(g, 0, 1)["stoppers"] == ["embargo"]
    # ... unless its step-1 play puts one there first
    g = near(tableaus=[tab("MIL1", "ECO1"), {"SCI": SCI6}, {}],
             hands=[["SCI3", "MIL1", "MIL1"], ["SCI2", "ART1", "MIL2"], ["REL1"]])
    assert seat(g, 0, 1)["stoppers"] == ["attack", "embargo"]
    # with two other cards in its tableau, Research still reaches seven after an Attack or a Democracy
    g = near(tableaus=[mine, {"SCI": SCI6, "MIL": ["MIL1", "MIL1"]}, {}])
    assert seat(g, 0, 1)["next_turn"] is True
    assert seat(g, 0, 1)["stoppers"] == ["embargo"]


def test_no_stoppers_when_the_viewer_plays_after_the_threat() -> None:
    mine = tab("MIL1", "SCI3", "ECO1", "UTO3", "REL1")
    g = near(tableaus=[tab("MIL1"), {"SCI": SCI6}, mine], hands=[["MIL1"], ["SCI2", "ART1", "MIL2"],
                                                                 ["REL1", "MIL1"]])
    assert seat(g, 2, 1)["next_turn"] is True and seat(g, 2, 1)["stoppers"] == []
    # the threat's own turn in progress: nobody else acts before it ends
    g = near(tableaus=[mine, {"SCI": SCI6}, {}], active=1)
    assert seat(g, 0, 1)["next_turn"] is True and seat(g, 0, 1)["stoppers"] == []


def test_a_spectator_sees_the_threat_but_has_no_stoppers() -> None:
    g = near(tableaus=[tab("MIL1", "SCI3", "ECO1", "UTO3", "REL1"), {"SCI": SCI6}, {}])
    t = seat(g, None, 1)
    assert t["next_turn"] is True and t["stoppers"] == []
    assert all(x["stoppers"] == [] for x in g.view(None)["threats"])


def test_the_game_ending_before_its_turn_is_no_threat() -> None:
    late: dict[str, Any] = {"final_round": True, "deck": [], "active": 2, "first_player": 0,
            "hands": [["MIL1"], ["SCI2", "ART1", "MIL2"], ["REL1"]]}
    g = near(**late)
    assert seat(g, 2, 1)["next_turn"] is False      # seat 1 played its last turn
    assert seat(g, 2, 1)["domains"][0]["short"] == 1
    assert seat(near(**{**late, "active": 1}), 2, 1)["next_turn"] is True


def test_a_reached_hegemony_and_the_team_game() -> None:
    g = game(4, teams=True, active=0, hands=[["MIL1"], ["SCI2", "SCI2"], ["SCI2"], ["MIL1"]],
             tableaus=[tab("ECO1", "UTO3"), {"SCI": SCI6}, {"SCI": ["SCI3"] * 6}, {}])
    view = g.view(0)["threats"]
    assert view[1]["next_turn"] and view[1]["stoppers"] == ["embargo", "democracy"]
    assert view[2]["next_turn"] and view[2]["stoppers"] == []        # the viewer's team-mate
    over = game(3, step="over", tableaus=[{}, {"SCI": [*SCI6, "SCI2"]}, {}])
    t = seat(over, 0, 1)
    assert t["domains"][0]["short"] == 0 and t["next_turn"] is False and t["stoppers"] == []


def _worlds_agree(g: Game, rng: random.Random) -> int:
    checked = 0
    for v in range(g.players):
        mine = g.view(v)["threats"]
        for _ in range(2):
            assert g.determinize(v, rng).view(v)["threats"] == mine
            checked += 1
    return checked


@pytest.mark.parametrize("players,setup", [(2, "classic"), (3, "draft"), (4, "classic")])
def test_threats_are_the_same_in_worlds_the_viewer_cannot_tell_apart(players: int, setup: str) -> None:
    rng = random.Random(players)
    checked = warned = 0
    for seed in range(3):
        g = Game.new(players, seed, setup=setup, teams=players == 4 and seed == 1)
        ais = [EasyAI(s, seed) for s in range(players)]
        moves = 0
        while not g.over:
            if moves % 7 == 0:
                checked += _worlds_agree(g, rng)
                warned += sum(t["next_turn"] for t in g.view(None)["threats"])
            to_move = g.to_move
            assert to_move is not None
            g.apply(ais[to_move].choose(g))
            moves += 1
    assert checked > 100 and warned > 0


def test_the_spectator_warns_whenever_a_better_informed_seat_does() -> None:
    rng = random.Random(5)
    for seed in range(2):
        g = Game.new(3, seed)
        while not g.over:
            public = g.view(None)["threats"]
            for v in range(3):
                for s, t in enumerate(g.view(v)["threats"]):
                    if s != v and t["next_turn"]:
                        assert public[s]["next_turn"], (v, s, g.view(None))
            actions = g.legal_actions()
            g.apply(actions[rng.randrange(len(actions))])


def test_an_inquisition_changes_a_hand_never_its_size() -> None:
    # seat 1: Military 4/7, Research (it returns two Science cards, then plays two) and a Religion card
    # for an Inquisition on seat 0, who holds three Military cards: from a hand of two it plays two
    # Military cards at most, whatever the Inquisition brings (the returned cards are Science)
    tableaus = [tab("REL1"), tab(*["MIL1"] * 4, "SCI1", "SCI1", "SCI2", "SCI2", "SCI3", "REL1"), {}]
    two = near(tableaus=tableaus, hands=[["MIL2", "MIL2", "MIL2"], ["ART1", "ART1"], ["REL1"]])
    assert row(seat(two, 0, 1), "MIL") == {"domain": "MIL", "have": 4, "need": 7, "short": 3,
                                           "next_turn": False}
    three = near(tableaus=tableaus, hands=[["MIL2", "MIL2", "MIL2"], ["ART1", "ART1", "ART2"], ["REL1"]])
    assert row(seat(three, 0, 1), "MIL")["next_turn"] is True


@pytest.mark.slow
@pytest.mark.parametrize("seed", [0, 3])
def test_a_seat_that_can_win_this_turn_is_always_warned_of(seed: int) -> None:
    # random near-Hegemony positions, the seat to move's whole turn searched in the real deal: where
    # it can win, every seat and the spectator must see the threat (the bound never misses one)
    rng = random.Random(seed)
    wins = 0
    for _ in range(30):
        try:
            g = Game.from_position(near_hegemony(rng))
        except PositionError:
            continue        # (a random deal the schema refuses, e.g. an empty hand at step 1)
        if g.view(None)["step"] != "play" or not can_win_this_turn(g.state, 2500):
            continue
        wins += 1
        for viewer in [*range(g.players), None]:
            assert g.view(viewer)["threats"][0]["next_turn"], (viewer, g.position())
    assert wins >= 5


def test_recorded_positions_where_the_seat_to_move_can_win_are_all_warned_of() -> None:
    # tests/data/threat_wins.json: random near-Hegemony positions (threat_brute.near_hegemony) in
    # which the search of threat_brute.can_win_this_turn found a win for seat 0, the seat to move
    path = Path(__file__).parent.parent / "data" / "threat_wins.json"
    positions = json.loads(path.read_text(encoding="utf-8"))
    assert len(positions) >= 80
    assert all(can_win_this_turn(Game.from_position(p).state, 4000) for p in positions[:3])
    for position in positions:
        g = Game.from_position(position)
        for viewer in [*range(g.players), None]:
            assert g.view(viewer)["threats"][0]["next_turn"], (viewer, position)
