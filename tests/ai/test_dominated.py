"""No dominated moves: Holy Book under Divine Right, and effects whose net result is nothing.

Positions are written in counts (``tactics.build``), seat 0 at its effects step. ``prune`` is
pinned on each, then Medium and Hard at their default budgets play seat 0's whole turn and
must never take a pruned move; where the rules make Holy Book a real choice (a deck small
enough for Divine Right's refill to draw its last card) it stays a candidate. The choices
are honest: two games seat 0 cannot tell apart give the same pruning and the same decisions.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game
from engine.actions import PARSE
from engine.ai import HardAI, make_ai
from engine.ai.dominated import prune
from engine.ai.ismcts import search
from engine.ai.observe import information_state
from engine.ai.players import state_digest
from engine.ai.settings import SearchSettings
from engine.rules import legal, step

from .tactics import Counts, Tactic, build

HOLY_BOOK = "use holy-book"


def _position(tableaus: list[Counts], hands: list[Counts], deck: list[str] | None = None,
              embargoes: list[tuple[int, int, str]] | None = None) -> dict[str, Any]:
    pos = build(Tactic("dominated", 2, tableaus, hands, step="effects", embargoes=embargoes or []))
    if deck is not None:
        pos["deck"] = deck
    return pos


def _pruned(game: Game) -> set[str]:
    """The notation of the legal actions ``prune`` leaves out, in seat 0's information state."""
    info = information_state(game, 0)
    codes = legal(info)
    kept = prune(info, codes)
    assert kept and set(kept) <= set(codes)
    return {a for a in game.legal_actions() if PARSE[a] not in kept}


# Divine Right beside Holy Book, a deck of dozens of cards
DIVINE = _position([{"REL": 5, "MIL": 2}, {"SCI": 2, "ART": 1}], [{"MIL": 1, "ECO": 1}, {"ART": 2}])
# the same with four cards left: Divine Right's refill would draw the last one (final round)
SHORT_DECK = _position([{"REL": 5, "MIL": 2}, {"SCI": 2, "ART": 1}], [{"MIL": 1, "ECO": 1}, {"ART": 2}],
                       deck=["UTO3"] * 4)
# Experiment with an empty hand: the returned card must be played straight back
EXPERIMENT = _position([{"SCI": 3, "MIL": 3}, {"REL": 2}], [{}, {"REL": 2}])
# Inspiration whose one copy is such an Experiment
INSPIRATION = _position([{"ART": 2, "MIL": 1}, {"SCI": 3, "ART": 1}], [{}, {"REL": 2}])
# Inspiration offering Holy Book and Divine Right of seat 1, seat 0 holding Divine Right itself
COPY_DIVINE = _position([{"ART": 2, "REL": 5}, {"REL": 5}], [{"MIL": 2}, {"SCI": 2}])


def test_holy_book_is_pruned_under_divine_right() -> None:
    game = Game.from_position(DIVINE)
    assert {HOLY_BOOK, "use divine-right"} <= set(game.legal_actions())
    assert _pruned(game) == {HOLY_BOOK}


def test_holy_book_stays_when_the_larger_refill_would_end_the_deck() -> None:
    game = Game.from_position(SHORT_DECK)
    assert HOLY_BOOK in game.legal_actions() and not _pruned(game)


def test_an_experiment_that_replays_its_own_card_is_pruned() -> None:
    game = Game.from_position(EXPERIMENT)
    assert "use experiment" in game.legal_actions()
    assert _pruned(game) == {"use experiment"}


def test_an_experiment_with_a_playable_card_or_an_embargoed_return_stays() -> None:
    playable = Game.from_position(_position([{"SCI": 3, "MIL": 3}, {"REL": 2}], [{"ECO": 1}, {"REL": 2}]))
    assert "use experiment" in playable.legal_actions() and not _pruned(playable)
    # the only card in hand is embargoed, but a returned Military card would stay in hand too
    stuck = Game.from_position(_position([{"SCI": 3, "MIL": 1}, {"REL": 2}], [{"MIL": 1}, {"REL": 2}],
                                         embargoes=[(1, 0, "MIL")]))
    assert "use experiment" in stuck.legal_actions() and not _pruned(stuck)


def test_inspiration_copying_a_void_experiment_is_pruned() -> None:
    game = Game.from_position(INSPIRATION)
    assert "use inspiration" in game.legal_actions()
    assert _pruned(game) == {"use inspiration"}


def test_copies_of_holy_book_and_of_ones_own_divine_right_are_pruned() -> None:
    game = Game.from_position(COPY_DIVINE)
    assert _pruned(game) == {HOLY_BOOK, "use inspiration"}
    game.apply("use inspiration")       # once used: Divine Right's copy beats Holy Book's
    assert {"copy 1 holy-book", "copy 1 divine-right"} <= set(game.legal_actions())
    assert _pruned(game) == {"copy 1 holy-book"}


def test_of_two_copies_of_one_effect_only_the_lowest_seats_stays() -> None:
    pos = build(Tactic("dominated", 3, [{"ART": 2, "MIL": 1}, {"SCI": 3}, {"SCI": 3}],
                       [{"ECO": 1}, {}, {}], step="effects"))
    game = Game.from_position(pos)
    game.apply("use inspiration")
    assert {"copy 1 experiment", "copy 2 experiment"} <= set(game.legal_actions())
    assert _pruned(game) == {"copy 2 experiment"}


# Decision 135 of the 3-player draft golden game (seat 1, empty hand): Medium, unpruned, used
# Experiment there, returned an Economy card and had to play it straight back
GOLDEN_135: dict[str, Any] = {
    "players": 3, "first_player": 1, "active": 1, "step": "effects", "seed": 2,
    "tableaus": [
        {"MIL": ["MIL2", "MIL2"], "REL": ["REL2", "REL2", "REL2"], "ECO": ["ECO2"],
         "ART": ["ART2", "ART3", "ART2"]},
        {"MIL": ["MIL1", "MIL1", "MIL2", "MIL2", "MIL2"], "ECO": ["ECO3", "ECO3", "ECO3"],
         "SCI": ["SCI2", "SCI2", "SCI1"]},
        {"REL": ["REL2", "REL1", "REL1", "REL2"], "SCI": ["SCI3", "SCI2"], "ART": ["ART2", "ART1"]},
    ],
    "discard": ("SCI1 REL1 REL1 ECO1 ECO1 SCI1 SCI1 MIL1 REL1 REL1 REL1 REL1 MIL1 MIL1 MIL1 MIL1 ECO1 "
                "ECO2 ART2 ECO2 MIL2 ECO1 REL2 ART1 REL2 SCI3 UTO3 ART3 UTO3").split(),
    "used": {"permanent": ["MIL"], "sacrifice": [], "inspiration": False},
    "hands": [["SCI2", "SCI2", "SCI2", "UTO3", "UTO3"], [], ["REL2", "ECO3", "SCI2", "SCI2", "SCI3"]],
    "deck": ["SCI3", "UTO3", "UTO3", "ECO3", "UTO3", "UTO3", "SCI3", "MIL3", "SCI3", "ART3", "UTO3", "MIL3",
             "ECO3", "MIL3", "UTO3", "SCI3", "MIL3", "ART3", "ART3", "ECO3", "UTO3", "UTO3", "ECO3", "ART3",
             "UTO3", "UTO3", "SCI3", "ART3"],
    "removed": ["MIL1", "MIL2", "MIL2", "ECO2", "ART1", "ART1", "ART3", "UTO3", "UTO3"],
}


@pytest.mark.parametrize("seed", range(6))
def test_medium_leaves_out_the_void_experiment_it_used_to_take(seed: int) -> None:
    game = Game.from_position(GOLDEN_135)
    assert "use experiment" in game.legal_actions()
    info = information_state(game, 1)
    assert PARSE["use experiment"] not in prune(info, legal(info))
    assert make_ai("medium", 1, seed=seed).choose(game) != "use experiment"


def _turn(game: Game, level: str) -> list[str]:
    """Seat 0's actions, by an AI of ``level`` at its default budget, until its turn ends."""
    ai = make_ai(level, 0)
    taken: list[str] = []
    try:
        while not game.over and game.to_move == 0:
            pruned = _pruned(game)
            action = ai.choose(game)
            assert action not in pruned, (action, pruned)
            taken.append(action)
            game.apply(action)
    finally:
        ai.close()
    return taken


@pytest.mark.slow
@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("position", [DIVINE, EXPERIMENT, INSPIRATION, COPY_DIVINE],
                         ids=["divine", "experiment", "inspiration", "copy-divine"])
def test_the_seats_never_take_a_dominated_move(level: str, position: dict[str, Any]) -> None:
    taken = _turn(Game.from_position(position), level)
    assert HOLY_BOOK not in taken and "use experiment" not in taken and "use inspiration" not in taken


def test_pruning_is_honest() -> None:
    """Rival hands and the deck's order differ, unseen by seat 0: the same pruning and choices."""
    games = [Game.from_position(DIVINE)]
    other = build(Tactic("dominated", 2, [{"REL": 5, "MIL": 2}, {"SCI": 2, "ART": 1}],
                         [{"MIL": 1, "ECO": 1}, {"UTO": 2}], step="effects"))
    other["seed"] = 7
    games.append(Game.from_position(other))
    assert state_digest(information_state(games[0], 0)) == state_digest(information_state(games[1], 0))
    assert _pruned(games[0]) == _pruned(games[1]) == {HOLY_BOOK}
    for level in ("medium", "hard"):
        choices = {make_ai(level, 0, seed=3, iterations=200).choose(g) if level == "hard"
                   else make_ai(level, 0, seed=3).choose(g) for g in games}
        assert len(choices) == 1 and HOLY_BOOK not in choices, choices
    # and in the tree: a seat-0 search never expands Holy Book under Divine Right
    info = information_state(games[0], 0)
    result = search(info, 0, random.Random(1), SearchSettings(iterations=300))
    assert PARSE[HOLY_BOOK] not in result.stats and PARSE["use divine-right"] in result.stats


def test_the_tree_prunes_below_the_root() -> None:
    """A state stepped into Inspiration's copy choice (as the tree walks) is pruned there too."""
    game = Game.from_position(COPY_DIVINE)
    st = information_state(game, 0)
    step(st, PARSE["use inspiration"], None)
    codes = legal(st)
    assert PARSE["copy 1 holy-book"] in codes and PARSE["copy 1 holy-book"] not in prune(st, codes)


@pytest.mark.parametrize("infer", [False, True])
def test_hard_takes_the_one_undominated_action_without_a_search(infer: bool) -> None:
    """Where the pruning leaves one root action, Hard takes it: its search would hold no root choice
    (it used to fall back on the first legal action, here the dominated copy of Holy Book)."""
    game = Game.from_position(COPY_DIVINE)
    game.apply("use inspiration")
    ai = HardAI(0, seed=1, iterations=30, settings=SearchSettings(belief=infer))
    assert ai.choose(game) == "copy 1 divine-right" and ai.last is None
