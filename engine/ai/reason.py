"""One short sentence, in the player's terms, saying why an AI chose an action.

The sentence is built from the position the AI saw (its information state) and the
action: the Domain a play pushes towards Hegemony, the majority it takes, the level it
reaches, the rival an effect blocks, the hand size Religion keeps.

A reason is public (every seat reads it), so it may name a card only through ``_card``
(the card of a public action: play, pick, discard, remove, return, take) or
``_table_card`` (a card face up on the table); both refuse anything else. A kept, given
or in-hand card is never named, nor its Domain: those sentences speak of the draft round
or the Inquisition's count instead.
"""

from __future__ import annotations

from ..actions import (
    ARG_MASK,
    ATTACK,
    COPY,
    DEMOCRACY,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    EMBARGO,
    END,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    KEEP,
    PERM_DOMAIN,
    PICK,
    PLAY,
    REMOVE,
    RETURN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    copy_parts,
    is_permanent,
)
from ..cards import ART, DOMAIN_NAMES, KIND_DOMAIN, KINDS, REL, REL_BIT
from ..events import effect_title
from ..rules import S_ATTACK
from ..state import State
from .policy import WIN, Table

# The verbs whose card every seat sees as the action is taken.
PUBLIC_VERBS = frozenset({PLAY, PICK, DISCARD, REMOVE, RETURN, TAKE})


class HiddenCardError(AssertionError):
    """A reason tried to name a card that not every seat can see."""


def _card(verb: int, k: int) -> str:
    """The token of the card of a public action.

    :raises HiddenCardError: for any other verb (keep, give...): its card is hidden.
    """
    if verb not in PUBLIC_VERBS:
        raise HiddenCardError(f"a reason may not name the card of verb {verb}: it is hidden")
    return KINDS[k]


def _table_card(st: State, k: int) -> str:
    """The token of a card face up on the table (a tableau or the discard pile).

    :raises HiddenCardError: if no card of that kind is face up.
    """
    if k in st.discard or any(k in col for tab in st.tab for col in tab):
        return KINDS[k]
    raise HiddenCardError(f"{KINDS[k]} is not face up on the table")


_LEVEL_EFFECT = {0: "Assassination", 1: "Holy Book", 2: "Development", 3: "Experiment", 5: "Oligarchy"}
_LEVEL2_EFFECT = {0: "Purge", 1: "Divine Right", 2: "Monopoly", 3: "Research", 5: "Republic"}


def _who(t: Table, s: int) -> str:
    return f"seat {s}"


def _closest_rival(t: Table, a: int) -> tuple[int, int]:
    """The rival seat and Domain nearest to Hegemony."""
    best = (t.rivals[a][0], 0)
    gap = 99
    for o in t.rivals[a]:
        for d in range(6):
            g = t.need[o][d] - t.counts[o][d]
            if t.counts[o][d] and g < gap:
                gap, best = g, (o, d)
    return best


def _play_reason(t: Table, a: int, k: int, code: int, verb: str) -> str:
    d = KIND_DOMAIN[k]
    name = DOMAIN_NAMES[d]
    mine = t.counts[a][d] + 1
    need = t.need[a][d]
    card = _card(code, k)
    if t.gain(a, d) >= WIN:
        return f"{verb} {card} for {name} Hegemony"
    st = t.st
    if d != ART and d in _LEVEL_EFFECT and mine in (st.lvl1, st.lvl2):
        effect = (_LEVEL_EFFECT if mine == st.lvl1 else _LEVEL2_EFFECT)[d]
        return f"{verb} {card} to reach {effect} ({mine} {name} cards)"
    rival = max(t.counts[o][d] for o in t.rivals[a])
    if mine - 1 <= rival <= mine:
        return f"{verb} {card} to {'take' if mine > rival else 'tie'} the {name} majority"
    return f"{verb} {card} towards {name} Hegemony ({mine} of {need})"


def _use_reason(t: Table, a: int, e: int) -> str:
    title = effect_title(e)
    if e == HOLY_BOOK:
        return "uses Holy Book for a 5-card hand"
    if e == DIVINE_RIGHT:
        return "keeps Divine Right for a 7-card hand"
    if e in (ATTACK, EMBARGO, DEMOCRACY):
        o, d = _closest_rival(t, a)
        return f"uses {title} against {_who(t, o)}'s {DOMAIN_NAMES[d]} lead"
    if e == INQUISITION:     # the target is chosen next, and told then
        return "uses Inquisition to see a rival's hand and swap cards with it"
    if is_permanent(e):
        return f"uses {title} to improve its tableau and hand"
    return f"uses {title}"


def _domain_reason(t: Table, a: int, d: int) -> str:
    st = t.st
    pend = st.pend
    assert pend is not None
    name = DOMAIN_NAMES[d]
    if pend.stage == S_ATTACK:
        hit = [o for o in t.rivals[a] if t.counts[o][d]]
        if not hit:
            return f"attacks {name}, costing no rival"
        o = min(hit, key=lambda s: (t.need[s][d] - t.counts[s][d], s))
        gap = t.need[o][d] - t.counts[o][d]
        if gap <= 2:
            return f"blocks {_who(t, o)}'s {name} Hegemony by attacking {name}"
        lost = _table_card(st, st.tab[o][d][-1])
        return f"attacks {name}: {_who(t, o)} loses {lost}, one of its {t.counts[o][d]} {name} cards"
    o = pend.target
    gap = t.need[o][d] - t.counts[o][d]
    if pend.effect == EMBARGO:
        if gap <= 2:
            return f"blocks {_who(t, o)}'s {name} Hegemony with an Embargo"
        return f"embargoes {_who(t, o)}'s {name} next turn"
    return f"blocks {_who(t, o)}'s {name} Hegemony: one more card needed for good"


def _keep_reason(st: State, a: int) -> str:
    """A draft keep: which round it is and where the rest goes, never the card kept."""
    draft = st.draft
    assert draft is not None
    held = len(draft.packets[a])
    left = (a + 1) % st.n
    if held > 2:
        return f"keeps one card of {held} for its hand and passes {held - 1} to seat {left}"
    if held == 2:
        return "keeps one card of 2 for its hand; the other goes face up to the centre"
    return "keeps the last card of its packet"


def _give_reason(st: State) -> str:
    """An Inquisition give-back: how many cards are still owed, never which card goes."""
    pend = st.pend
    assert pend is not None
    target, owed = pend.target, pend.remaining
    more = f", {owed - 1} more to give" if owed > 1 else ", the last one owed"
    return f"gives seat {target} a card back{more}, keeping the cards it needs"


def explain(st: State, a: int, code: int) -> str:
    """The sentence for seat ``a`` choosing ``code`` in ``st``."""
    t = Table(st)
    verb = code >> SHIFT
    arg = code & ARG_MASK
    if verb == PLAY:
        return _play_reason(t, a, arg, verb, "plays")
    if verb == PICK:
        return _play_reason(t, a, arg, verb, "picks")
    if verb == KEEP:
        return _keep_reason(st, a)
    if verb == USE:
        return _use_reason(t, a, arg)
    if verb == END:
        if st.final_round or not st.deck:
            return "ends the turn; no refill in the final round"
        limit = st.hand_limit
        rel = t.counts[a][REL]
        if not st.used_perm & REL_BIT and rel >= st.lvl1:
            limit = 7 if rel >= st.lvl2 else 5
        return f"ends the turn, refilling to {limit} cards"
    if verb == DISCARD:
        return f"discards {_card(verb, arg)}, the card it needs least"
    if verb == REMOVE:
        return f"gives up {_card(verb, arg)} from its weakest column"
    if verb == RETURN:
        return f"takes {_card(verb, arg)} back to its hand to play better"
    if verb == TAKE:
        return f"takes {_card(verb, arg)} from the discard pile for {DOMAIN_NAMES[KIND_DOMAIN[arg]]}"
    if verb == GIVE:
        return _give_reason(st)
    if verb == TARGET:
        pend = st.pend
        if pend is not None and pend.effect == INQUISITION:
            return f"targets seat {arg}, taking their {st.hsize[arg]}-card hand"
        d = max(range(6), key=lambda x: (t.counts[arg][x] - t.need[arg][x], -x))
        return f"targets seat {arg}, the closest to {DOMAIN_NAMES[d]} Hegemony"
    if verb == DOMAIN:
        return _domain_reason(t, a, arg)
    if verb == COPY:
        s, e = copy_parts(arg)
        return f"copies seat {s}'s {effect_title(e)} ({DOMAIN_NAMES[PERM_DOMAIN[e]]})"
    return "makes its move"
