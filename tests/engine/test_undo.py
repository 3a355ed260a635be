"""Undo: the seat to move takes back its own actions, back to the last reveal (issue 8 §3)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from engine import Game, IllegalAction, PositionError
from engine.types import Position, View

from .helpers import game, play, tab


def _rich() -> dict[str, Any]:
    """Three players; seat 0 in step 2 qualifies for most effects of the game."""
    return {
        "players": 3, "first_player": 1, "active": 0, "step": "effects",
        "hands": [["MIL2", "REL1", "SCI2", "ART3"], ["ECO1", "SCI1", "UTO3"], ["MIL1", "ART1", "REL2"]],
        "tableaus": [
            {"MIL": ["MIL1", "MIL1", "MIL2", "MIL2", "MIL3"], "REL": ["REL1", "REL2"],
             "ECO": ["ECO1", "ECO2", "ECO3"], "SCI": ["SCI1"], "ART": ["ART1", "ART2", "ART3"],
             "UTO": ["UTO3", "UTO3", "UTO3", "UTO3", "UTO3"]},
            {"SCI": ["SCI1", "SCI2", "SCI2", "SCI3", "SCI3"], "ART": ["ART1"],
             "REL": ["REL1", "REL1", "REL2"]},
            {"REL": ["REL1", "REL1", "REL2"], "ECO": ["ECO2", "ECO3"], "MIL": ["MIL1", "MIL3"],
             "UTO": ["UTO3"]},
        ],
        "discard": ["REL1", "SCI1", "MIL1", "ECO2", "ART2", "UTO3", "SCI3", "MIL2", "REL2", "ECO3"],
        "seed": 11,
    }


def _levels() -> Game:
    """Two players; seat 0 in step 2 has five Religion, Economy and Science cards."""
    return game(step="effects", hands=[["MIL1", "ART1"], ["MIL2"]],
                tableaus=[tab(*["REL1"] * 5, *["ECO3"] * 5, *["SCI2"] * 5), tab("ART2")], seed=3)


def _snapshot(g: Game) -> tuple[str, list[str], list[View]]:
    return g.to_json(), g.legal_actions(), [g.view(s) for s in (None, *range(g.players))]


def _undo_chain(g: Game, *actions: str) -> None:
    """Apply ``actions``; each one may be taken back, and undoing all restores every state."""
    before, base = [], g.undoable()
    for i, action in enumerate(actions):
        before.append(_snapshot(g))
        assert not g.reveals(action)
        g.apply(action)
        assert g.undoable() == base + i + 1, action
    for action, snapshot in zip(reversed(actions), reversed(before)):
        assert g.undo() == action
        assert _snapshot(g) == snapshot
    for action in actions:      # redo: the same actions give the same game
        g.apply(action)


UNDOABLE = [
    ("assassination", ["use assassination", "discard MIL2"]),
    ("purge", ["use purge", "discard MIL2", "discard ART3"]),
    ("development", ["use development", "remove ECO2", "play SCI2"]),
    ("oligarchy", ["use oligarchy", "take UTO3"]),
    ("republic", ["use republic", "take SCI1", "take MIL1"]),
    ("attack", ["use attack", "domain ART"]),
    ("embargo", ["use embargo", "target 1", "domain SCI"]),
    ("democracy", ["use democracy", "target 2", "domain REL"]),
    ("inquisition's use", ["use inquisition"]),
    ("inspiration", ["use inspiration", "copy 1 research", "return ART3", "return MIL3", "play ART3",
                     "play REL1"]),
    ("end of a sub-choice, then more", ["use assassination", "discard REL1", "use oligarchy", "take ECO3"]),
]


@pytest.mark.parametrize(("name", "actions"), UNDOABLE, ids=[n for n, _ in UNDOABLE])
def test_every_kind_of_action_of_a_turn_can_be_taken_back(name: str, actions: list[str]) -> None:
    _undo_chain(Game.from_position(_rich()), *actions)


@pytest.mark.parametrize("actions", [
    ["use holy-book"], ["use divine-right"], ["use monopoly", "remove ECO3", "remove ECO3", "play MIL1",
                                              "play ART1"],
    ["use experiment", "return SCI2", "play SCI2"],
    ["use research", "return SCI2", "return REL1", "play REL1", "play MIL1"],
])
def test_permanent_effects_of_every_level_can_be_taken_back(actions: list[str]) -> None:
    _undo_chain(_levels(), *actions)


def test_the_play_of_step_one_and_what_follows_can_be_taken_back() -> None:
    g = game(hands=[["MIL1", "SCI1"], ["ART1"]], tableaus=[tab("MIL1", "MIL1"), {}])
    _undo_chain(g, "play MIL1", "use assassination", "discard SCI1")


def test_a_new_game_starts_with_nothing_to_undo_and_the_first_play_can_be_undone() -> None:
    g = Game.new(3, seed=4)
    assert g.undoable() == 0
    assert str(g.why_no_undo()) == "nothing to undo: the game has just begun"
    with pytest.raises(IllegalAction, match="nothing to undo: the game has just begun"):
        g.undo()
    start = g.to_json()
    first = g.legal_actions()[0]
    g.apply(first)
    assert g.undoable() == 1 and g.why_no_undo() is None
    assert g.undo() == first
    assert g.to_json() == start and g.history == [] and len(g.log) == len(Game.new(3, seed=4).log)


def test_the_refill_at_end_of_turn_cannot_be_undone() -> None:
    g = game(hands=[["MIL1"], ["ART1"]], seed=2)
    play(g, "play MIL1")
    assert g.reveals("end")           # the refill draws three cards
    state = g.to_json()
    g.apply("end")
    assert g.to_move == 1 and g.undoable() == 0
    with pytest.raises(IllegalAction, match="your turn has just begun"):
        g.undo()
    assert g.to_json() != state and g.history[-1] == "end"


def test_another_seat_having_acted_stops_undo_even_without_a_reveal() -> None:
    g = game(hands=[["MIL1", "SCI1", "ART1", "ECO1"], ["ART1"]])
    play(g, "play MIL1")
    assert not g.reveals("end")       # three cards left: no refill
    g.apply("end")
    assert g.to_move == 1 and g.undoable() == 0
    assert str(g.why_no_undo()) == "nothing to undo: your turn has just begun"
    g.apply("play ART1")
    assert g.undoable() == 1          # seat 1's own play, not seat 0's end
    g.undo()
    with pytest.raises(IllegalAction, match="your turn has just begun"):
        g.undo()


def test_breakthrough_draw_cannot_be_undone_but_its_discards_can() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("SCI1"), {}],
             deck=["ART1", "ART2", "ECO1", "ECO2", "REL1", "MIL2"])
    assert g.reveals("use breakthrough")
    g.apply("use breakthrough")
    assert g.undoable() == 0
    assert str(g.why_no_undo()) == "nothing to undo: you drew cards since"
    with pytest.raises(IllegalAction, match="you drew cards since"):
        g.undo()
    _undo_chain(g, "discard MIL1", "discard REL1")


def test_breakthrough_with_an_empty_deck_reveals_nothing_and_can_be_undone() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("SCI1"), {}], deck=[], final_round=True)
    _undo_chain(g, "use breakthrough")


def test_inquisition_pool_cannot_be_undone_but_the_gives_can() -> None:
    g = game(3, step="effects", hands=[["MIL1"], ["SCI1", "SCI2"], ["ART1"]],
             tableaus=[tab("REL1", "REL1"), {}, {}])
    play(g, "use inquisition")
    assert g.reveals("target 1")
    g.apply("target 1")
    assert g.undoable() == 0
    assert "seen the hand you took with Inquisition" in str(g.why_no_undo())
    _undo_chain(g, "give MIL1", "give SCI2")
    assert g.view(1)["hands"][1] == ["MIL1", "SCI2"]


def test_inquisition_of_an_empty_hand_reveals_nothing() -> None:
    g = game(step="effects", hands=[["MIL1"], []], tableaus=[tab("REL1"), {}])
    play(g, "use inquisition")
    _undo_chain(g, "target 1")


def test_draft_keeps_hand_on_the_move_and_the_pass_and_centre_are_reveals() -> None:
    g = Game.new(2, seed=5, setup="draft")
    first = g.to_move
    g.apply(g.legal_actions()[0])
    assert g.to_move != first and g.undoable() == 0
    assert str(g.why_no_undo()) == "nothing to undo: another player acted last"
    assert g.reveals(g.legal_actions()[0])     # the second keep passes the packets
    g.apply(g.legal_actions()[0])
    assert g.undoable() == 0
    while g.state.draft is not None and g.state.draft.round < 2:
        g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    last = g.to_move
    assert g.reveals(g.legal_actions()[0])     # the last keep turns the centre face up
    g.apply(g.legal_actions()[0])
    assert g.to_move == last and g.undoable() == 0
    assert str(g.why_no_undo()) == "nothing to undo: the centre cards were turned face up since"
    g.apply(g.legal_actions()[0])               # a pick by the seat on the first player's right
    assert g.undoable() == 0
    assert g.to_move == first
    pick = g.legal_actions()[0]
    assert not g.reveals(pick)
    _undo_chain(g, pick)                        # the first player's pick: the game starts, undoable
    assert g.view(None)["step"] == "play" and g.undoable() == 1


def test_the_end_of_the_game_cannot_be_undone() -> None:
    g = game(hands=[["SCI1"], []], tableaus=[tab(*["SCI2"] * 7), {}])
    play(g, "play SCI1", "end")
    assert g.over and g.undoable() == 0
    assert str(g.why_no_undo()) == "nothing to undo: the game is over"


def test_undo_works_after_save_and_load_and_the_undone_action_leaves_the_file() -> None:
    g = Game.from_position(_rich())
    play(g, "use republic", "take SCI1")
    loaded = Game.from_json(g.to_json())
    assert loaded.undoable() == 2
    assert loaded.undo() == "take SCI1"
    text = loaded.to_json()
    assert "take SCI1" not in text
    again = Game.from_json(text)
    assert again.history == ["use republic"] and again.undoable() == 1
    assert again.to_json() == text
    fresh = Game.from_position(_rich())
    fresh.apply("use republic")
    assert fresh.to_json() == text


def test_undo_is_refused_for_a_game_without_an_origin_and_kept_by_clone() -> None:
    g = Game.from_position(_rich())
    play(g, "use assassination")
    assert g.determinize(1, random.Random(0)).undoable() == 0
    assert "not recorded from its start" in str(g.determinize(1, random.Random(0)).why_no_undo())
    copy = g.clone()
    assert copy.undo() == "use assassination"
    assert g.history == ["use assassination"] and g.undoable() == 1


def test_reveals_checks_legality_and_changes_nothing() -> None:
    g = Game.from_position(_rich())
    state = g.to_json()
    with pytest.raises(IllegalAction, match="not an action"):
        g.reveals("fly away")
    with pytest.raises(IllegalAction, match="play MIL2: you already played your card this turn"):
        g.reveals("play MIL2")
    for value in (10**6, None, ["use purge"], 3, b"use breakthrough"):
        with pytest.raises(IllegalAction, match="not an action"):
            g.reveals(value)  # type: ignore[arg-type]
    assert g.reveals("use breakthrough") and not g.reveals("use inquisition")
    assert g.to_json() == state


def test_undo_in_one_turn_then_in_the_next_rebuilds_each_turn_start() -> None:
    g = Game.new(2, seed=9)
    for _ in range(3):
        seat = g.to_move
        g.apply(g.legal_actions()[0])
        g.undo()
        g.apply(g.legal_actions()[-1])
        while g.to_move == seat:
            g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    g.undo()
    assert g.to_json() == _replayed(g).to_json()


def test_log_actions_place_every_line_and_follow_undo() -> None:
    g = Game.new(2, seed=1)
    setup = len(g.log)
    play(g, g.legal_actions()[0])
    marks = g.log_actions()
    assert marks[:setup] == [0] * setup and set(marks[setup:]) == {1}
    g.undo()
    assert g.log_actions() == [0] * setup


@settings(max_examples=60, deadline=None)
@given(players=hs.integers(2, 4), setup=hs.sampled_from(["classic", "draft"]), seed=hs.integers(0, 10**6),
       steps=hs.integers(0, 260), choice=hs.integers(0, 10**6))
def test_undo_then_the_same_action_gives_the_same_game(players: int, setup: str, seed: int, steps: int,
                                                       choice: int) -> None:
    rng = random.Random(choice)
    g = Game.new(players, seed, setup, teams=players == 4 and seed % 2 == 0)
    for _ in range(steps):
        if g.over:
            break
        if g.undoable() and rng.random() < 0.2:    # take some back on the way, then play on
            g.undo()
            continue
        action = rng.choice(g.legal_actions())
        seat, count = g.to_move, g.undoable()
        revealed = g.reveals(action)
        g.apply(action)
        if revealed or g.to_move != seat or g.over:
            assert g.undoable() == 0
        else:
            assert g.undoable() == count + 1
    assert g.to_json() == _replayed(g).to_json()
    taken: list[str] = []
    while g.undoable():
        snapshot = _snapshot(g)
        position = _position(g)
        action = g.history[-1]
        assert g.undo() == action
        replayed = _replayed(g)
        assert g.to_json() == replayed.to_json() and g.log == replayed.log
        g.apply(action)
        assert _snapshot(g) == snapshot and _position(g) == position
        g.undo()
        taken.append(action)
    for action in reversed(taken):
        g.apply(action)


def _position(g: Game) -> Position | None:
    try:
        return g.position()
    except PositionError:
        return None


def _replayed(g: Game) -> Game:
    """The same game built again from its start through its history."""
    o = g._origin
    assert o is not None
    fresh = Game.new(o["new"]["players"], o["new"]["seed"], o["new"]["setup"], o["new"]["teams"])
    for action in g.history:
        fresh.apply(action)
    return fresh
