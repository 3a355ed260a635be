"""The State's named accessors read what the position holds; the AI reads through them, not the slots."""

from __future__ import annotations

import ast
from pathlib import Path

import engine.ai
from engine.actions import INQUISITION
from engine.cards import ECO_BIT, KIND_INDEX, NKINDS, REL_BIT, SCI_BIT
from engine.pending import S_DISCARD, S_TARGET
from engine.state import State

from .helpers import game, tab


def _kinds(*tokens: str) -> list[int]:
    return [KIND_INDEX[t] for t in tokens]


def _hand(*tokens: str) -> list[int]:
    counts = [0] * NKINDS
    for t in tokens:
        counts[KIND_INDEX[t]] += 1
    return counts


MIL, REL, ECO, SCI, ART, UTO = range(6)
# Three players, seat 1 to move in step 2: it used Religion's permanent effect and sacrificed
# Economy and Science; seat 0 embargoed its Art, seat 2 put a Democracy card under its Science
# and seat 1 one under seat 0's Military.
POSITION = {
    "active": 1, "step": "effects",
    "hands": [["MIL1", "UTO3"], ["SCI1", "SCI1", "ART2"], []],
    "tableaus": [tab("MIL1", "MIL2", "SCI1"), tab("REL1", "REL2", "REL1", "SCI2", "SCI3", "ART1"), {}],
    "deck": ["ECO1", "SCI2", "UTO3", "MIL3"],
    "discard": ["ECO2", "ART3", "ECO2"],
    "embargoes": [{"by": 0, "on": 1, "domain": "ART", "card": "ECO3"}],
    "democracy": [{"by": 2, "on": 1, "domain": "SCI", "card": "UTO3"},
                  {"by": 1, "on": 0, "domain": "MIL", "card": "UTO3"}],
    "used": {"permanent": ["REL"], "sacrifice": ["ECO", "SCI"], "inspiration": True},
    "hand_limit": 5,
}


def _state() -> State:
    return game(3, **POSITION).state


def test_tableaus_and_domain_counts() -> None:
    st = _state()
    assert st.players == 3
    assert st.tableau(0) == [_kinds("MIL1", "MIL2"), [], [], _kinds("SCI1"), [], []]
    assert st.tableau(1) == [
        [], _kinds("REL1", "REL2", "REL1"), [], _kinds("SCI2", "SCI3"), _kinds("ART1"), []]
    assert st.tableau(2) == [[]] * 6
    assert list(st.tableaus) == [st.tableau(0), st.tableau(1), st.tableau(2)]
    assert st.domain_count(1, REL) == 3 and st.domain_count(1, ECO) == 0 and st.domain_count(0, SCI) == 1
    assert st.domain_counts(1) == [0, 3, 0, 2, 1, 0]
    assert st.domain_counts_by_seat() == [[2, 0, 0, 1, 0, 0], [0, 3, 0, 2, 1, 0], [0] * 6]


def test_hands_deck_and_discard() -> None:
    st = _state()
    assert st.hand(0) == _hand("MIL1", "UTO3")
    assert st.hand(1) == _hand("SCI1", "SCI1", "ART2")
    assert st.hand(2) == [0] * NKINDS
    assert [st.hand_size(s) for s in range(3)] == [2, 3, 0]
    assert list(st.hand_sizes) == [2, 3, 0]
    assert st.deck_size == 4
    assert list(st.discard_pile) == _kinds("ECO2", "ART3", "ECO2")


def test_hegemony_needs_count_the_democracy_cards() -> None:
    st = _state()
    assert st.hegemony_target == 7                    # three players
    assert st.hegemony_need(1, SCI) == 8              # one Democracy card under seat 1's Science
    assert st.hegemony_need(0, MIL) == 8 and st.hegemony_need(1, REL) == 7 and st.hegemony_need(2, SCI) == 7
    assert [list(under) for under in st.democracy_counts] == [[1, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0], [0] * 6]
    assert st.hegemony_needs_by_seat() == [[8, 7, 7, 7, 7, 7], [7, 7, 7, 8, 7, 7], [7] * 6]
    assert game(2).state.hegemony_target == 8


def test_levels_embargo_and_the_turns_limits() -> None:
    st = _state()
    assert st.level_thresholds == (3, 5)
    assert game(4).state.level_thresholds == (2, 4)
    assert [d for d in range(6) if st.embargoed(d)] == [ART]
    assert [d for d in range(6) if st.permanent_used(d)] == [REL]
    assert st.permanents_used == REL_BIT
    assert st.sacrifices_used == ECO_BIT | SCI_BIT
    assert st.inspiration_used is True
    fresh = game(3).state
    assert not any(fresh.embargoed(d) or fresh.permanent_used(d) for d in range(6))
    assert fresh.permanents_used == fresh.sacrifices_used == 0 and fresh.inspiration_used is False


def test_pending_is_the_effect_in_progress() -> None:
    g = game(2, step="effects", hands=[["SCI1", "ART1"], ["MIL1"]],
             tableaus=[tab("MIL1", "MIL1", "MIL1"), {}])
    assert g.state.pending is None
    g.apply("use assassination")
    pending = g.state.pending
    assert pending is not None and pending.stage == S_DISCARD and pending.remaining == 1
    g = game(3, step="effects", hands=[[], ["MIL1"], ["UTO3"]],
             tableaus=[tab("REL1", "REL1", "REL1"), {}, {}])
    g.apply("use inquisition")
    pending = g.state.pending
    assert pending is not None and pending.effect == INQUISITION and pending.stage == S_TARGET


# The State's slots that have a named accessor: the AI must read those, never these.
SLOTS = frozenset({
    "tab", "hsize", "dem", "heg", "lvl1", "lvl2", "emb_mask", "used_perm", "used_sac", "used_insp",
    "pend", "hands",
})


def slot_reads(source: str) -> list[tuple[int, str]]:
    """(line, slot) of every read of a slot above on anything but ``self``."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Attribute) and node.attr in SLOTS
                and not (isinstance(node.value, ast.Name) and node.value.id == "self")):
            out.append((node.lineno, node.attr))
    return sorted(out)


def test_slot_reads_finds_reads_and_spares_self() -> None:
    assert slot_reads("x = st.tab[0]\ny = t.st.pend\nself.hsize = 1\n") == [(1, "tab"), (2, "pend")]


def test_the_ai_reads_the_state_through_named_accessors() -> None:
    folder = Path(engine.ai.__file__).parent
    found = {
        f"{path.name}:{line} .{attr}"
        for path in sorted(folder.glob("*.py"))
        for line, attr in slot_reads(path.read_text(encoding="utf-8"))
    }
    assert not found, f"the AI reads State slots instead of its accessors: {sorted(found)}"
