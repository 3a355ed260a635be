"""The rules' predicates (engine/rules.py), each on positions built to sit just on either side of it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game
from engine.actions import (
    ASSASSINATION,
    ATTACK,
    BREAKTHROUGH,
    DEMOCRACY,
    DEVELOPMENT,
    DIVINE_RIGHT,
    EFFECTS,
    EMBARGO,
    EXPERIMENT,
    HOLY_BOOK,
    INQUISITION,
    MONOPOLY,
    NOTATION,
    NPERMANENT,
    OLIGARCHY,
    PURGE,
    REPUBLIC,
    RESEARCH,
)
from engine.cards import BASE_HAND_LIMIT, DIVINE_RIGHT_LIMIT, ECO, HOLY_BOOK_LIMIT, MIL, REL, SCI, UTO
from engine.events import result_dict
from engine.explain import _unresolvable
from engine.rules import (
    HegemonyResult,
    MajorityResult,
    art_leader,
    attack_keeps_a_card,
    can_copy,
    copy_options,
    culture_rival,
    effect_hand_limit,
    hegemony_domain,
    level_need,
    perm_resolvable,
    perm_used,
    refill_limit,
    religion_effect,
    resolvable_effects,
    rival_has_tableau,
    sacrifice_used,
    score_majorities,
    winners_of,
)
from engine.state import State

from .helpers import game, tab


def state(players: int = 2, **position: Any) -> State:
    """The core state of a position in step 2 (effects)."""
    return game(players, step="effects", **position).state


@pytest.mark.parametrize("hand,tableau,pile,expected", [
    (0, 0, 0, {HOLY_BOOK, DIVINE_RIGHT}),
    (1, 0, 0, {ASSASSINATION, HOLY_BOOK, DIVINE_RIGHT}),
    (2, 1, 0, {ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, DEVELOPMENT, EXPERIMENT}),
    (0, 2, 1, {HOLY_BOOK, DIVINE_RIGHT, DEVELOPMENT, MONOPOLY, EXPERIMENT, RESEARCH, OLIGARCHY, REPUBLIC}),
    (4, 4, 4, set(range(NPERMANENT))),
])
def test_perm_resolvable_reads_what_each_effect_takes(hand: int, tableau: int, pile: int,
                                                      expected: set[int]) -> None:
    st = state(hands=[["SCI1"] * hand, []], tableaus=[tab(*["ECO1"] * tableau), {}], discard=["MIL1"] * pile)
    assert {e for e in range(NPERMANENT) if perm_resolvable(st, 0, e)} == expected
    assert resolvable_effects(st, 0) == sum(1 << e for e in expected)


def test_the_unresolvable_reason_names_the_missing_requirement() -> None:
    st = state(hands=[["SCI1"], []])
    words = {EFFECTS[e]: str(_unresolvable(st, 0, e))
             for e in range(NPERMANENT) if e not in (HOLY_BOOK, DIVINE_RIGHT)}
    assert words == {
        "assassination": "needs a card in your hand to discard",
        "purge": "needs 2 cards in your hand, you have 1",
        "development": "needs a card in your tableau", "experiment": "needs a card in your tableau",
        "monopoly": "needs 2 cards in your tableau", "research": "needs 2 cards in your tableau",
        "oligarchy": "the discard pile is empty", "republic": "the discard pile is empty",
    }


def test_perm_used_and_sacrifice_used_read_the_domain_of_the_effect() -> None:
    st = state(used={"permanent": ["ECO"], "sacrifice": ["UTO"]})
    assert [EFFECTS[e] for e in range(NPERMANENT) if perm_used(st, e)] == ["development", "monopoly"]
    assert [EFFECTS[e] for e in (ATTACK, INQUISITION, EMBARGO, BREAKTHROUGH, DEMOCRACY)
            if sacrifice_used(st, e)] == ["democracy"]


@pytest.mark.parametrize("players,levels", [(2, (3, 5)), (3, (3, 5)), (4, (2, 4))])
def test_level_need_is_the_threshold_of_the_effects_level(players: int, levels: tuple[int, int]) -> None:
    st = state(players)
    assert [level_need(st, e) for e in (ASSASSINATION, PURGE, OLIGARCHY, REPUBLIC)] == [*levels, *levels]


def test_attack_keeps_a_card_needs_a_second_tableau_card_of_any_domain() -> None:
    assert not attack_keeps_a_card(state(tableaus=[tab("MIL1"), {}]), 0)
    assert attack_keeps_a_card(state(tableaus=[tab("MIL1", "ART1"), {}]), 0)
    assert attack_keeps_a_card(state(tableaus=[tab("MIL1", "MIL2"), {}]), 0)


def test_rival_has_tableau_looks_at_every_other_seat_only() -> None:
    assert not rival_has_tableau(state(3, tableaus=[tab("ECO1"), {}, {}]), 0)
    assert rival_has_tableau(state(3, tableaus=[tab("ECO1"), {}, tab("UTO3")]), 0)
    assert not rival_has_tableau(state(3, tableaus=[{}, {}, tab("UTO3")], active=2), 2)


def test_art_leader_needs_strictly_the_most_culture_and_culture_rival_names_the_first_tie() -> None:
    st = state(3, tableaus=[tab("ART1", "ART2"), tab("ART1", "ART1"), tab("ART3", "ART3")])
    assert culture_rival(st, 0) == 1 and not art_leader(st, 0)
    st = state(3, tableaus=[tab("ART1", "ART2"), tab("ART1"), {}])
    assert culture_rival(st, 0) is None and art_leader(st, 0)
    assert culture_rival(st, 2) == 0 and not art_leader(st, 2)
    st = state(2)       # nobody has Culture: nobody leads
    assert culture_rival(st, 0) == 1 and not art_leader(st, 0)


def test_can_copy_and_copy_options_agree_and_respect_the_copiers_own_requirements() -> None:
    # seat 1 reaches level 2 of Military and Utopia; seat 0 (the art leader) has no hand
    base: dict[str, Any] = {"tableaus": [tab("ART1"), tab("MIL1", "MIL1", "MIL2", "MIL2", "MIL3",
                                                        *["UTO3"] * 5)]}
    st = state(**base)
    assert not can_copy(st, 0) and copy_options(st, 0) == []     # no hand, no discard pile
    st = state(hands=[["SCI1"], []], **base)
    assert can_copy(st, 0) and [NOTATION[c] for c in copy_options(st, 0)] == ["copy 1 assassination"]
    st = state(hands=[["SCI1", "SCI1"], []], discard=["REL1"], **base)
    assert can_copy(st, 0) and [NOTATION[c] for c in copy_options(st, 0)] == [
        "copy 1 assassination", "copy 1 purge", "copy 1 oligarchy", "copy 1 republic"]
    st = state(hands=[["SCI1", "SCI1"], []], discard=["REL1"], used={"permanent": ["MIL", "UTO"]}, **base)
    assert not can_copy(st, 0) and copy_options(st, 0) == []


def test_can_copy_is_copy_options_on_random_positions() -> None:
    rng = random.Random(5)
    checked = 0
    for seed in range(60):
        g = Game.new(2 + seed % 3, seed)
        while not g.over:
            st = g.state
            for a in range(st.n):
                assert can_copy(st, a) == bool(copy_options(st, a))
                checked += 1
            g.apply(rng.choice(g.legal_actions()))
    assert checked > 10000


def test_hegemony_domain_counts_democracy_cards_against_the_target() -> None:
    seven = ["SCI1"] * 4 + ["SCI2"] * 4
    assert hegemony_domain(state(tableaus=[tab(*seven), {}]), 0) == SCI       # 8 at 2 players
    assert hegemony_domain(state(tableaus=[tab(*seven[:7]), {}]), 0) is None
    raised: dict[str, Any] = {"tableaus": [tab(*seven), tab("UTO3")], "democracy": [
        {"by": 1, "on": 0, "domain": "SCI", "card": "UTO3"}]}
    assert hegemony_domain(state(**raised), 0) is None
    assert hegemony_domain(state(3, tableaus=[{}, tab(*["ECO3"] * 7), {}]), 1) == ECO   # 7 at 3 players


def test_winners_of_is_the_seat_or_its_team() -> None:
    assert winners_of(state(4), 2) == [2]
    assert winners_of(state(4, teams=True), 2) == [0, 2]
    assert winners_of(state(4, teams=True), 3) == [1, 3]


def test_religion_gives_its_hand_limit_by_level_and_once_a_turn() -> None:
    assert (BASE_HAND_LIMIT, HOLY_BOOK_LIMIT, DIVINE_RIGHT_LIMIT) == (3, 5, 7)
    assert [effect_hand_limit(e) for e in (HOLY_BOOK, DIVINE_RIGHT)] == [5, 7]
    for count, effect, limit in ((2, None, 3), (3, HOLY_BOOK, 5), (4, HOLY_BOOK, 5), (5, DIVINE_RIGHT, 7)):
        st = state(tableaus=[tab(*["REL1"] * count), {}])
        assert religion_effect(st, 0) == effect and refill_limit(st, 0) == limit
    st = state(tableaus=[tab(*["REL1"] * 5), {}], used={"permanent": ["REL"]}, hand_limit=5)
    assert refill_limit(st, 0) == 5       # Holy Book used this turn: the level does not apply again


def test_the_end_of_turn_refills_to_the_refill_limit() -> None:
    for count in (2, 3, 5):
        g = game(tableaus=[tab(*["REL1"] * count), {}], step="effects")
        want = refill_limit(g.state, 0)
        g.apply("end")
        assert g.state.hsize[0] == want


def test_results_are_named_records_in_the_v1_list_form() -> None:
    heg = HegemonyResult([0, 2], MIL)
    assert heg.as_list() == ["hegemony", [0, 2], 0] and heg.reason == "hegemony"
    assert result_dict(heg) == {"reason": "hegemony", "winners": [0, 2], "domain": "MIL"}
    st = state(tableaus=[tab("REL1", "UTO3"), tab("REL1", "ECO1")])
    maj = score_majorities(st)
    assert isinstance(maj, MajorityResult)
    assert maj.as_list() == ["majority", [0], [2, 2], [[], [0, 1], [1], [], [], [0]], UTO, None]
    assert (maj.winners, maj.points, maj.tiebreak, maj.team_points) == ([0], [2, 2], UTO, None)
    assert maj.majorities[REL] == [0, 1]
    team = score_majorities(state(4, teams=True, tableaus=[tab("MIL1"), {}, tab("ECO1"), tab("SCI1")]))
    assert team.team_points == [2, 1] and team.winners == [0, 2]
