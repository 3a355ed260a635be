"""Dominated candidate actions, pruned before Hard's search and Medium's look-ahead choose.

An action is pruned only when a sibling (or, for a net-nothing effect, simply not using it)
leads to the same position or a better one. Three rules, all read from the decision's state:

- **Holy Book under Divine Right.** Both use the Religion permanent slot and differ only in
  the hand limit of this turn's refill (5 or 7). ``use holy-book`` is pruned when ``use
  divine-right`` is legal (copies: next rule), provided the refill cannot draw the deck's last card under
  either limit (the deck keeps more than 7 cards even after a Breakthrough still open this
  turn) or the deck is empty (then the two are identical). With a small deck the larger
  refill may start the final round, which can be wrong: Holy Book stays a candidate then.
  Otherwise the larger hand is a superset of choices and does not move the game's end.
- **Inspiration that copies nothing new.** ``use inspiration`` is pruned when every copy it
  offers is matched at the effects step: the same effect of one's own (``use e`` legal, and
  Inspiration kept), Holy Book under one's own Divine Right, or an Experiment or Research
  that changes nothing (below). Once Inspiration is used, ``copy s holy-book`` is pruned
  when some ``copy t divine-right`` is offered, and of several ``copy s e`` for one effect
  ``e`` only the lowest seat's stays (they differ only in where the reminder coin lies).
- **An Experiment or Research that changes nothing.** With no playable card in hand and no
  tableau card of an embargoed Domain, every card returned must be played straight back:
  the position is the one before, with the Science slot (or Inspiration) spent. Ending the
  turn or any other action open there is at least as good, so ``use experiment``, ``use
  research`` are pruned (never the last action: ``end`` is a sibling).

``prune`` never removes every action, and a proven win (``wins.find_win``) is taken before it.
"""

from __future__ import annotations

from typing import Final

from .core import (
    BREAKTHROUGH_DRAW,
    COPY,
    DIVINE_RIGHT,
    EFFECT_HAND_LIMIT,
    END_ACTION,
    EXPERIMENT,
    HOLY_BOOK,
    INSPIRATION,
    KIND_DOMAIN,
    NKINDS,
    PHASE_EFFECTS,
    RESEARCH,
    S_COPY,
    SCI,
    SHIFT,
    SUB,
    USE,
    State,
    can_play,
    code,
    copy_arg,
    copy_options,
    copy_parts,
)

# The deck must keep more than this many cards at the refill for the two limits to end alike.
DIVINE_RIGHT_DRAW: Final = EFFECT_HAND_LIMIT[DIVINE_RIGHT]   # a refill draws at most the limit

_USE_HOLY_BOOK: Final = code(USE, HOLY_BOOK)
_USE_DIVINE_RIGHT: Final = code(USE, DIVINE_RIGHT)
_USE_EXPERIMENT: Final = code(USE, EXPERIMENT)
_USE_RESEARCH: Final = code(USE, RESEARCH)
_USE_INSPIRATION: Final = code(USE, INSPIRATION)
_COPY_BASE: Final = COPY << SHIFT


def _refill_ends_alike(st: State) -> bool:
    """Whether a refill to 5 and one to 7 leave the deck's end (and so the final round) alike."""
    deck = len(st.deck)
    if not deck:
        return True
    if not st.sacrifices_used >> SCI & 1:
        deck -= BREAKTHROUGH_DRAW
    return deck > DIVINE_RIGHT_DRAW


def _science_changes_nothing(st: State) -> bool:
    """Whether every Experiment/Research now must replay exactly the cards it returns."""
    a = st.active
    if can_play(st, a):
        return False
    for d, col in enumerate(st.tableau(a)):
        if col and st.embargoed(d):
            return False        # a returned card of an embargoed Domain would stay in hand
    # the replayed kind leaves the hand: what anyone knew of that kind there would be void
    known = st.known
    if known:
        for (_, holder), counts in known.items():
            if holder == a and any(counts[k] for k in range(NKINDS) if not st.embargoed(KIND_DOMAIN[k])):
                return False
    return not any(a in g[2] for g in st.among)


def _copy_dominated(st: State, e: int, present: set[int], science_void: bool) -> bool:
    """Whether copying effect ``e`` (at the effects step) is matched by a sibling of ``use inspiration``."""
    if code(USE, e) in present:
        return True             # the same effect of one's own, Inspiration kept
    if e == HOLY_BOOK:
        return _USE_DIVINE_RIGHT in present and _refill_ends_alike(st)
    return (e == EXPERIMENT or e == RESEARCH) and science_void


def dominated(st: State, codes: list[int]) -> set[int]:
    """The codes among ``codes`` (legal in ``st``) that another choice dominates."""
    present = set(codes)
    out: set[int] = set()
    if st.phase == SUB:
        pend = st.pending
        if pend is None or pend.stage != S_COPY:
            return out
        copies: dict[int, list[int]] = {}
        for c in codes:
            s, e = copy_parts(c - _COPY_BASE)
            copies.setdefault(e, []).append(s)
        if HOLY_BOOK in copies and DIVINE_RIGHT in copies and _refill_ends_alike(st):
            out.update(_COPY_BASE | copy_arg(s, HOLY_BOOK) for s in copies[HOLY_BOOK])
        for e, seats in copies.items():
            out.update(_COPY_BASE | copy_arg(s, e) for s in sorted(seats)[1:])
        return out
    if st.phase != PHASE_EFFECTS or END_ACTION not in present:
        return out
    if _USE_HOLY_BOOK in present and _USE_DIVINE_RIGHT in present and _refill_ends_alike(st):
        out.add(_USE_HOLY_BOOK)
    science = [c for c in (_USE_EXPERIMENT, _USE_RESEARCH) if c in present]
    inspiration = _USE_INSPIRATION in present
    if not science and not inspiration:
        return out
    science_void = _science_changes_nothing(st)
    if science_void:
        out.update(science)
    if inspiration and all(
        _copy_dominated(st, copy_parts(c - _COPY_BASE)[1], present, science_void)
        for c in copy_options(st, st.active)
    ):
        out.add(_USE_INSPIRATION)
    return out


def prune(st: State, codes: list[int]) -> list[int]:
    """``codes`` without the dominated ones (the list itself when none is; never empty)."""
    phase = st.phase
    if phase == PHASE_EFFECTS:        # the cheap test first: most effects steps offer none of these
        if (_USE_HOLY_BOOK not in codes and _USE_EXPERIMENT not in codes and _USE_RESEARCH not in codes
                and _USE_INSPIRATION not in codes):
            return codes
    elif phase != SUB or st.pending is None or st.pending.stage != S_COPY:
        return codes
    if len(codes) < 2:
        return codes
    drop = dominated(st, codes)
    if not drop:
        return codes
    kept = [c for c in codes if c not in drop]
    return kept if kept else codes

