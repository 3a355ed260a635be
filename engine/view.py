"""What one seat knows (``view``) and worlds that seat cannot tell apart (``determinize``).

A seat sees every public zone, its own hand and draft cards, and of other hands only the
Age on each card's back plus the cards it knows are there (RULES §8): cards that went into
a hand face up, cards it gave back in its Inquisition, cards of its own taken in another's
Inquisition. ``st.known[(observer, holder)]`` holds those counts (observer -1: everyone).
"""

from __future__ import annotations

import random
from typing import Any

from .actions import EFFECTS
from .cards import DOMAINS, HIDDEN, KIND_AGE, KINDS, NKINDS
from .events import result_dict
from .position import public_entries, tokens
from .rules import (
    S_ATTACK,
    S_COPY,
    S_DISCARD,
    S_EXTRA,
    S_GIVE,
    S_MARKER,
    S_REMOVE,
    S_RETURN,
    S_TAKE,
    S_TARGET,
    score_majorities,
)
from .state import DRAFT_KEEP, DRAFT_PICK, OVER, PLAY, PUBLIC, SUB, State, shuffle
from .state import EFFECTS as PHASE_EFFECTS

STAGE_NAMES = {
    S_DISCARD: "discard", S_REMOVE: "remove", S_RETURN: "return", S_EXTRA: "play",
    S_TAKE: "take", S_ATTACK: "domain", S_TARGET: "target", S_MARKER: "domain",
    S_GIVE: "give", S_COPY: "copy",
}
STEP_OF_PHASE = {
    DRAFT_KEEP: "draft", DRAFT_PICK: "draft", PLAY: "play", PHASE_EFFECTS: "effects",
    SUB: "effects", OVER: "over",
}


def known_counts(st: State, observer: int, holder: int) -> list[int]:
    """Cards of each kind that observer knows to be in holder's hand."""
    if not st.known:
        return [0] * NKINDS
    public = st.known.get((PUBLIC, holder))
    private = st.known.get((observer, holder)) if observer != PUBLIC else None
    if public is None and private is None:
        return [0] * NKINDS
    if private is None:
        assert public is not None
        return public[:]
    if public is None:
        return private[:]
    return [max(x, y) for x, y in zip(public, private)]


def hidden_hand(st: State, observer: int, holder: int) -> list[str]:
    """holder's hand as observer sees it: known tokens, then '?A' for each other card."""
    hand = st.hands[holder]
    known = known_counts(st, observer, holder)
    shown = tokens(known)
    backs = [0, 0, 0, 0]
    for k in range(NKINDS):
        backs[KIND_AGE[k]] += hand[k] - known[k]
    return shown + [HIDDEN[age] for age in (1, 2, 3) for _ in range(backs[age])]


def view(st: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` knows now (``None``: a spectator, public information only)."""
    observer = PUBLIC if seat is None else seat
    out = public_entries(st)
    out.update({
        "to_move": None if st.phase == OVER else st.active,
        "seat": seat,
        "step": STEP_OF_PHASE[st.phase],
        "hands": [
            tokens(st.hands[s]) if s == seat else hidden_hand(st, observer, s) for s in range(st.n)
        ],
        "hand_sizes": st.hsize[:],
        "deck": [HIDDEN[KIND_AGE[k]] for k in reversed(st.deck)],
        "removed": sorted(HIDDEN[KIND_AGE[k]] for k in st.removed),
        # cards of each Domain each seat needs for Hegemony, Democracy cards included
        "hegemony_targets": [
            {d: st.heg + st.dem[s][i] for i, d in enumerate(DOMAINS)} for s in range(st.n)
        ],
    })
    # what majorities would give if the game ended now (tableaus are public)
    out["standings"] = result_dict(score_majorities(st))
    if st.pend is not None:
        out["pending"] = _pending(st, seat)
    if st.draft is not None:
        out["draft"] = _draft(st, seat)
        out["hands"] = [
            [KINDS[k] for k in sorted(kept)] if s == seat else ["?1"] * len(kept)
            for s, kept in enumerate(st.draft.kept)
        ]
        out["hand_sizes"] = [len(kept) for kept in st.draft.kept]
    if st.result is not None:
        out["result"] = result_dict(st.result)
    return out


def _pending(st: State, seat: int | None) -> dict[str, Any]:
    pend = st.pend
    assert pend is not None
    stage, remaining, effect, target, plays, marker = pend
    info: dict[str, Any] = {
        "effect": EFFECTS[effect],
        "stage": STAGE_NAMES[stage],
        "remaining": remaining,
        "target": None if target < 0 else target,
    }
    if stage in (S_REMOVE, S_RETURN):
        info["plays"] = plays
    if marker >= 0:
        info["card"] = KINDS[marker]
    if stage == S_GIVE and seat == st.active:
        info["pool"] = tokens(st.hands[st.active])
    return info


def _draft(st: State, seat: int | None) -> dict[str, Any]:
    draft = st.draft
    assert draft is not None
    return {
        "round": min(draft.round, 3) + 1,
        "stage": "pick" if draft.round == 3 else "keep",
        "packet": [KINDS[k] for k in sorted(draft.packets[seat])] if seat is not None else [],
        "packet_sizes": [len(p) for p in draft.packets],
        "centre": [KINDS[k] for k in sorted(draft.centre)],
        "order": draft.order[:],
        "chosen": draft.order[:draft.turn],
    }


def determinize(st: State, seat: int, rng: random.Random) -> State:
    """A copy of ``st`` with every card hidden from ``seat`` redealt at random.

    Hidden places are the other hands (less what seat knows of them), the deck, the
    removed cards and the other seats' draft cards. A card only moves to a place whose
    back shows the same Age, so ``view(seat)`` is unchanged.
    """
    c = st.clone()
    pools: list[list[int]] = [[], [], [], []]
    others = [s for s in range(st.n) if s != seat]
    unknown: list[list[int]] = []
    for s in others:
        hand = c.hands[s]
        known = known_counts(st, seat, s)
        free = [hand[k] - known[k] for k in range(NKINDS)]
        unknown.append(free)
        for k in range(NKINDS):
            if free[k]:
                pools[KIND_AGE[k]].extend([k] * free[k])
                hand[k] = known[k]
    for k in c.deck:
        pools[KIND_AGE[k]].append(k)
    for k in c.removed:
        pools[KIND_AGE[k]].append(k)
    draft = c.draft
    if draft is not None:
        for s in others:
            for k in draft.packets[s] + draft.kept[s]:
                pools[KIND_AGE[k]].append(k)
    for pool in pools:
        if len(pool) > 1:
            shuffle(rng, pool)
    for s, free in zip(others, unknown):
        hand = c.hands[s]
        for k in range(NKINDS):
            for _ in range(free[k]):
                hand[pools[KIND_AGE[k]].pop()] += 1
    c.deck = [pools[KIND_AGE[k]].pop() for k in c.deck]
    c.removed = [pools[KIND_AGE[k]].pop() for k in c.removed]
    if draft is not None:
        for s in others:
            draft.packets[s] = [pools[KIND_AGE[k]].pop() for k in draft.packets[s]]
            draft.kept[s] = [pools[KIND_AGE[k]].pop() for k in draft.kept[s]]
    for (_, holder), counts in (c.known or {}).items():
        # what other seats knew of a redealt hand may no longer hold: keep it sound
        hand = c.hands[holder]
        for k in range(NKINDS):
            if counts[k] > hand[k]:
                counts[k] = hand[k]
    return c


