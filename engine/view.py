"""What one seat knows (``view``) and worlds that seat cannot tell apart (``determinize``).

A seat sees every public zone, its own hand and draft cards, and of other hands only the
Age on each card's back plus the cards it knows are there (RULES §8): cards that went into
a hand face up, cards it gave back in its Inquisition, cards of its own taken in another's
Inquisition, cards it deduced from the packets it held in a draft (knowledge.py).
``st.known[(observer, holder)]`` holds those counts (observer -1: everyone); ``st.among``
what a seat knows to be in some seats' hands without knowing which holds which (the
view's ``among`` entry). During a draft the same is worked out from what the seat saw.
"""

from __future__ import annotations

import random

from .actions import EFFECTS
from .cards import DOMAINS, HIDDEN, KIND_AGE, KINDS, NKINDS
from .events import result_dict
from .knowledge import Claims, claims, known_counts, redeal
from .pending import NO_CARD, NO_SEAT, S_GIVE, S_REMOVE, S_RETURN, STAGE_NAMES
from .position import public_entries, tokens
from .rules import refill_limit, score_majorities
from .state import DRAFT_KEEP, DRAFT_PICK, OVER, PLAY, PUBLIC, SUB, State
from .state import EFFECTS as PHASE_EFFECTS
from .threats import threats
from .types import DraftView, PendingView, View, ViewExtras, ViewStep

STEP_OF_PHASE: dict[int, ViewStep] = {
    DRAFT_KEEP: "draft", DRAFT_PICK: "draft", PLAY: "play", PHASE_EFFECTS: "effects",
    SUB: "effects", OVER: "over",
}


def hidden_hand(st: State, observer: int, holder: int) -> list[str]:
    """holder's hand as observer sees it: known tokens, then '?A' for each other card."""
    hand = st.hands[holder]
    known = known_counts(st, observer, holder)
    shown = tokens(known)
    backs = [0, 0, 0, 0]
    for k in range(NKINDS):
        backs[KIND_AGE[k]] += hand[k] - known[k]
    return shown + [HIDDEN[age] for age in (1, 2, 3) for _ in range(backs[age])]


def view(st: State, seat: int | None) -> View:
    """What ``seat`` knows now (``None``: a spectator, public information only)."""
    observer = PUBLIC if seat is None else seat
    know = claims(st, seat) if seat is not None else Claims()
    # what majorities would give if the game ended now (tableaus are public)
    standings = result_dict(score_majorities(st))
    assert standings["reason"] == "majority"
    extras: ViewExtras = {}
    if st.pend is not None:
        extras["pending"] = _pending(st, seat)
    if st.draft is not None:
        extras["draft"] = _draft(st, seat, know)
    if st.result is not None:
        extras["result"] = result_dict(st.result)
    out: View = {
        **public_entries(st),
        **extras,
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
        # the hand size the seat to move refills to if its turn ends now (Religion's level
        # applies by itself at End turn unless a Religion effect was used)
        "refill_limit": refill_limit(st, st.active),
        "standings": standings,
        # cards seat knows are in other seats' hands (or draft packets) without knowing where
        "among": [
            {"cards": [KINDS[k] for k in cards], "seats": [z % st.n for z in where],
             "zones": ["hand" if z < st.n else "packet" for z in where]}
            for cards, where in know.groups
        ],
        # per seat: its closest Domains to Hegemony, whether it could win on its next turn, and
        # the viewer's effects that could stop it (threats.py), judged from what seat knows
        "threats": threats(st, seat, know),
    }
    if st.draft is not None:
        out["hands"] = [
            [KINDS[k] for k in sorted(kept)] if s == seat else _seen_as(kept, know.exact.get(s))
            for s, kept in enumerate(st.draft.kept)
        ]
        out["hand_sizes"] = [len(kept) for kept in st.draft.kept]
    return out


def _pending(st: State, seat: int | None) -> PendingView:
    pend = st.pend
    assert pend is not None
    info: PendingView = {
        "effect": EFFECTS[pend.effect],
        "stage": STAGE_NAMES[pend.stage],
        "remaining": pend.remaining,
        "target": None if pend.target == NO_SEAT else pend.target,
    }
    if pend.stage in (S_REMOVE, S_RETURN):
        info["plays"] = pend.plays
    if pend.marker != NO_CARD:
        info["card"] = KINDS[pend.marker]
    if pend.stage == S_GIVE and seat == st.active:
        info["pool"] = tokens(st.hands[st.active])
    return info


def _seen_as(cards: list[int], exact: list[int] | None) -> list[str]:
    """Draft cards of another seat as a seat sees them: the known ones, then Age backs."""
    backs = [0, 0, 0, 0]
    for k in cards:
        backs[KIND_AGE[k]] += 1
    shown = tokens(exact) if exact is not None else []
    for token in shown:
        backs[int(token[3])] -= 1
    return shown + [HIDDEN[age] for age in (1, 2, 3) for _ in range(backs[age])]


def _draft(st: State, seat: int | None, know: Claims) -> DraftView:
    draft = st.draft
    assert draft is not None
    n = st.n
    return {
        "round": min(draft.round, 3) + 1,
        "stage": "pick" if draft.round == 3 else "keep",
        "packet": [KINDS[k] for k in sorted(draft.packets[seat])] if seat is not None else [],
        # every seat's packet as seat sees it: its own, and the ones it knows
        "packets": [
            [KINDS[k] for k in sorted(p)] if s == seat else _seen_as(p, know.exact.get(n + s))
            for s, p in enumerate(draft.packets)
        ],
        "packet_sizes": [len(p) for p in draft.packets],
        "centre": [KINDS[k] for k in sorted(draft.centre)],
        "order": draft.order[:],
        "chosen": draft.order[:draft.turn],
    }


def determinize(st: State, seat: int, rng: random.Random) -> State:
    """A copy of ``st`` with every card hidden from ``seat`` redealt at random.

    Hidden places are the other hands (less what seat knows of them), the deck, the
    removed cards and the other seats' draft cards. A card only moves to a place whose
    back shows the same Age, and all that seat knows (exact cards, cards among seats,
    what it saw in the draft) still holds, so ``view(seat)`` is unchanged.
    """
    return redeal(st, seat, rng)
