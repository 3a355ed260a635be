"""Why an action is not legal now, in the player's words (for errors and GUI tooltips)."""

from __future__ import annotations

from .actions import (
    ARG_MASK,
    ATTACK,
    COPY,
    DEMOCRACY,
    DOMAIN,
    EFFECTS,
    EMBARGO,
    END,
    GIVE,
    INSPIRATION,
    KEEP,
    NPERMANENT,
    PERM_DOMAIN,
    PERM_LEVEL,
    PICK,
    PLAY,
    REMOVE,
    RETURN,
    SACRIFICE_DOMAIN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    VERBS,
    copy_parts,
)
from .cards import ART, DOMAIN_NAMES, KIND_DOMAIN, KINDS
from .events import effect_title
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
    copy_options,
    perm_resolvable,
)
from .state import DRAFT_KEEP, DRAFT_PICK, OVER, State
from .state import EFFECTS as PHASE_EFFECTS
from .state import PLAY as PHASE_PLAY

_STAGE_VERB = {
    S_DISCARD: "discard", S_REMOVE: "remove", S_RETURN: "return", S_EXTRA: "play",
    S_TAKE: "take", S_ATTACK: "domain", S_TARGET: "target", S_MARKER: "domain", S_GIVE: "give",
    S_COPY: "copy",
}
_STAGE_TASK = {
    S_DISCARD: "discard {n} more card(s) from your hand",
    S_REMOVE: "discard {n} more card(s) of your tableau",
    S_RETURN: "return {n} more card(s) of your tableau to your hand",
    S_EXTRA: "play {n} more extra card(s)",
    S_TAKE: "take {n} more card(s) from the discard pile",
    S_ATTACK: "choose the Domain to attack",
    S_TARGET: "choose the player to target",
    S_MARKER: "choose the Domain of seat {t}",
    S_GIVE: "give back {n} more card(s) to seat {t}",
    S_COPY: "choose the effect to copy",
}


def effect_unavailable(st: State, e: int) -> str | None:
    """Why the active player cannot start effect e now, or None if they can."""
    a = st.active
    t = st.tab[a]
    if e < NPERMANENT:
        d = PERM_DOMAIN[e]
        if st.used_perm >> d & 1:
            return f"you already used a {DOMAIN_NAMES[d]} permanent effect this turn"
        need = st.lvl2 if PERM_LEVEL[e] == 2 else st.lvl1
        if len(t[d]) < need:
            return f"needs {need} {DOMAIN_NAMES[d]} cards, you have {len(t[d])}"
        if not perm_resolvable(st, a, e):
            return _unresolvable(st, a, e)
        return None
    if e == INSPIRATION:
        if st.used_insp:
            return "you already used Inspiration this turn"
        mine = len(t[ART])
        for s in range(st.n):
            if s != a and len(st.tab[s][ART]) >= mine:
                return (f"needs strictly more Culture cards than every other player "
                        f"(you have {mine}, seat {s} has {len(st.tab[s][ART])})")
        if not copy_options(st, a):
            return "no other player qualifies for an effect you could copy now"
        return None
    d = SACRIFICE_DOMAIN[e]
    if st.used_sac >> d & 1:
        return f"you already sacrificed a {DOMAIN_NAMES[d]} card this turn"
    if not t[d]:
        return f"needs a {DOMAIN_NAMES[d]} card in your tableau to sacrifice"
    if e == ATTACK and sum(len(col) for col in t) < 2:
        return "after the sacrifice you would have no card left to attack with"
    if e in (EMBARGO, DEMOCRACY) and not any(any(tab) for s, tab in enumerate(st.tab) if s != a):
        return "no other player has a card in their tableau"
    return None


def _unresolvable(st: State, a: int, e: int) -> str:
    name = EFFECTS[e]
    if name == "assassination":
        return "needs a card in your hand to discard"
    if name == "purge":
        return f"needs 2 cards in your hand, you have {st.hsize[a]}"
    if name in ("development", "experiment"):
        return "needs a card in your tableau"
    if name in ("monopoly", "research"):
        return "needs 2 cards in your tableau"
    return "the discard pile is empty"


def why_illegal(st: State, action: int) -> str:
    """The reason an action code is not legal now (the caller knows it is not)."""
    verb, arg = action >> SHIFT, action & ARG_MASK
    phase = st.phase
    a = st.active
    if phase == OVER:
        return "the game is over"
    if phase in (DRAFT_KEEP, DRAFT_PICK):
        want = KEEP if phase == DRAFT_KEEP else PICK
        if verb != want:
            task = "keep one card of your packet" if want == KEEP else "take one card from the centre"
            return f"the draft is on: seat {a} must {task}"
        return f"{KINDS[arg]} is not {'in your packet' if want == KEEP else 'in the centre'}"
    if phase == PHASE_PLAY:
        if verb != PLAY:
            return "play a card from your hand first (step 1)"
        return _play_reason(st, a, arg)
    if phase == PHASE_EFFECTS:
        if verb == USE:
            reason = effect_unavailable(st, arg)
            return f"{effect_title(arg)}: {reason}" if reason else "not available now"
        if verb == PLAY:
            return "you already played your card this turn; extra plays come from effects"
        if verb in (KEEP, PICK):
            return "the draft is over"
        return f"'{VERBS[verb]}' belongs to an effect, and none is in progress: use an effect or end"
    pend = st.pend
    assert pend is not None
    stage = pend.stage
    task = _STAGE_TASK[stage].format(n=pend.remaining, t=pend.target)
    if VERBS[verb] != _STAGE_VERB[stage] or verb == END:
        return f"finish {effect_title(pend.effect)} first: {task}"
    if verb == PLAY:
        return _play_reason(st, a, arg)
    if verb in (REMOVE, RETURN):
        return f"{KINDS[arg]} is not in your tableau"
    if verb == TAKE:
        return f"{KINDS[arg]} is not in the discard pile"
    if verb == GIVE:
        return f"{KINDS[arg]} is not among the pooled cards"
    if verb == TARGET:
        if arg == a:
            return "you cannot target yourself"
        if arg >= st.n:
            return f"there is no seat {arg}"
        return f"seat {arg} has no card in their tableau"
    if verb == DOMAIN:
        if stage == S_ATTACK:
            return f"you have no {DOMAIN_NAMES[arg]} card left to attack with"
        return f"seat {pend.target} has no {DOMAIN_NAMES[arg]} card"
    if verb == COPY:
        s, e = copy_parts(arg)
        if s == a or s >= st.n:
            return "copy an effect of another player"
        return f"seat {s} does not qualify for {effect_title(e)} that you could use now"
    return f"{KINDS[arg]} is not in your hand"


def _play_reason(st: State, a: int, k: int) -> str:
    if not st.hands[a][k]:
        return f"{KINDS[k]} is not in your hand"
    d = KIND_DOMAIN[k]
    if st.emb_mask >> d & 1:
        return f"{DOMAIN_NAMES[d]} is under Embargo this turn"
    return "that card cannot be played now"

