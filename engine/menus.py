"""Legal actions: what the player to move may do now, as integer action codes.

``legal`` is half of the rules core (``moves.step`` is the other half): the step-1 plays,
the effects menu of step 2 with every per-turn limit and threshold, and the options of
each decision inside an effect (``st.pend``, a ``Pending`` record: pending.py).
"""

from __future__ import annotations

from itertools import compress

from .actions import (
    ASSASSINATION,
    COPY,
    DEVELOPMENT,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    END_ACTION,
    EXPERIMENT,
    GIVE,
    INQUISITION,
    KEEP,
    PERM_DOMAIN,
    PERM_LEVEL,
    PICK,
    PLAY,
    PURGE,
    REMOVE,
    RESEARCH,
    RETURN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    copy_arg,
)
from .cards import (
    ART,
    ECO,
    ECO_BIT,
    EFFECT_DOMAINS,
    KIND_DOMAIN,
    MIL,
    MIL_BIT,
    NKINDS,
    REL,
    REL_BIT,
    SCI,
    SCI_BIT,
    UTO,
    UTO_BIT,
)
from .pending import (
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
    Pending,
)
from .state import DRAFT_KEEP, DRAFT_PICK, EFFECTS, OVER, SUB, State
from .state import PLAY as PHASE_PLAY

__all__ = [
    "S_ATTACK", "S_COPY", "S_DISCARD", "S_EXTRA", "S_GIVE", "S_MARKER", "S_REMOVE", "S_RETURN",
    "S_TAKE", "S_TARGET",
]

_PLAY = PLAY << SHIFT
_KEEP = KEEP << SHIFT
_PICK = PICK << SHIFT
_USE = USE << SHIFT
_DISCARD = DISCARD << SHIFT
_REMOVE = REMOVE << SHIFT
_RETURN = RETURN << SHIFT
_TAKE = TAKE << SHIFT
_TARGET = TARGET << SHIFT
_DOMAIN = DOMAIN << SHIFT
_GIVE = GIVE << SHIFT
_COPY = COPY << SHIFT
_KINDS = range(NKINDS)
PLAY_CODES = [_PLAY | k for k in _KINDS]
(_USE_ASSASSINATION, _USE_PURGE, _USE_HOLY_BOOK, _USE_DIVINE_RIGHT, _USE_DEVELOPMENT, _USE_MONOPOLY,
 _USE_EXPERIMENT, _USE_RESEARCH, _USE_OLIGARCHY, _USE_REPUBLIC, _USE_ATTACK, _USE_INQUISITION,
 _USE_EMBARGO, _USE_BREAKTHROUGH, _USE_DEMOCRACY, USE_INSPIRATION) = (_USE | e for e in range(16))
_DISCARD_CODES = [_DISCARD | k for k in _KINDS]
_GIVE_CODES = [_GIVE | k for k in _KINDS]
_DOMAIN_CODES = [_DOMAIN | d for d in range(6)]
_DOMAINS6 = range(6)

Events = list[tuple[object, ...]] | None



def legal(st: State) -> list[int]:
    """Codes of every legal action; [] when the game is over. Do not change the list."""
    phase = st.phase
    if phase == SUB:
        pend = st.pend
        assert pend is not None
        return _SUB_OPTIONS[pend.stage](st, st.active, pend)
    if phase == EFFECTS:
        return _effects_menu(st, st.active)
    if phase == PHASE_PLAY and not st.emb_mask:
        return list(compress(PLAY_CODES, st.hands[st.active]))
    return _LEGAL[phase](st, st.active)


def _draft_keep(st: State, a: int) -> list[int]:
    assert st.draft is not None
    return [_KEEP | k for k in sorted(set(st.draft.packets[a]))]


def _draft_pick(st: State, a: int) -> list[int]:
    assert st.draft is not None
    return [_PICK | k for k in sorted(set(st.draft.centre))]


def _nothing(st: State, a: int) -> list[int]:
    return []


def _playable(st: State, a: int) -> list[int]:
    hand = st.hands[a]
    mask = st.emb_mask
    if not mask:
        return list(compress(PLAY_CODES, hand))
    return [_PLAY | k for k in _KINDS if hand[k] and not (mask >> KIND_DOMAIN[k]) & 1]


def can_play(st: State, a: int) -> bool:
    mask = st.emb_mask
    if not mask:
        return st.hsize[a] > 0
    hand = st.hands[a]
    for k in _KINDS:
        if hand[k] and not (mask >> KIND_DOMAIN[k]) & 1:
            return True
    return False


def perm_resolvable(st: State, a: int, e: int) -> bool:
    """Can the active player resolve permanent effect e completely (ignoring thresholds)?"""
    if e <= PURGE:
        return st.hsize[a] >= e - ASSASSINATION + 1
    if e <= DIVINE_RIGHT:
        return True
    if e <= RESEARCH:
        need = 1 if e in (DEVELOPMENT, EXPERIMENT) else 2
        t = st.tab[a]
        return len(t[0]) + len(t[1]) + len(t[2]) + len(t[3]) + len(t[4]) + len(t[5]) >= need
    return bool(st.discard)


def _effects_menu(st: State, a: int) -> list[int]:
    t = st.tab[a]
    mil, rel, eco, sci, art, uto = map(len, t)
    up = st.used_perm
    us = st.used_sac
    l1 = st.lvl1
    out = []
    if up != EFFECT_DOMAINS:    # not every Domain's permanent effect used yet
        l2 = st.lvl2
        if mil >= l1 and not up & MIL_BIT:
            hs = st.hsize[a]
            if hs:
                out.append(_USE_ASSASSINATION)
                if mil >= l2 and hs >= 2:
                    out.append(_USE_PURGE)
        if rel >= l1 and not up & REL_BIT:
            out.append(_USE_HOLY_BOOK)
            if rel >= l2:
                out.append(_USE_DIVINE_RIGHT)
        if eco >= l1 and not up & ECO_BIT:
            out.append(_USE_DEVELOPMENT)
            if eco >= l2:
                out.append(_USE_MONOPOLY)
        if sci >= l1 and not up & SCI_BIT:
            out.append(_USE_EXPERIMENT)
            if sci >= l2:
                out.append(_USE_RESEARCH)
        if uto >= l1 and not up & UTO_BIT and st.discard:
            out.append(_USE_OLIGARCHY)
            if uto >= l2:
                out.append(_USE_REPUBLIC)
    if us != EFFECT_DOMAINS:
        if mil and not us & MIL_BIT and (mil > 1 or rel or eco or sci or art or uto):
            out.append(_USE_ATTACK)
        if rel and not us & REL_BIT:
            out.append(_USE_INQUISITION)
        emb = eco and not us & ECO_BIT
        dem = uto and not us & UTO_BIT
        if emb or dem:
            for s, other in enumerate(st.tab):
                if s != a and any(other):
                    break
            else:
                emb = dem = False
        if emb:
            out.append(_USE_EMBARGO)
        if sci and not us & SCI_BIT:
            out.append(_USE_BREAKTHROUGH)
        if dem:
            out.append(_USE_DEMOCRACY)
    if art and not st.used_insp:
        for s, other in enumerate(st.tab):
            if s != a and len(other[ART]) >= art:
                break
        else:
            if can_copy(st, a):
                out.append(USE_INSPIRATION)
    out.append(END_ACTION)
    return out


def art_leader(st: State, a: int) -> bool:
    mine = len(st.tab[a][ART])
    for s in range(st.n):
        if s != a and len(st.tab[s][ART]) >= mine:
            return False
    return mine > 0


def can_copy(st: State, a: int) -> bool:
    """Does another player qualify for a level-1 effect the art leader ``a`` could resolve?

    Level 1 suffices: whoever qualifies for level 2 qualifies for level 1, which is never
    harder to resolve. The leader holds a Culture card, so a tableau card is there to
    remove or return."""
    up = st.used_perm
    l1 = st.lvl1
    for s, t in enumerate(st.tab):
        if s == a:
            continue
        if ((len(t[REL]) >= l1 and not up & REL_BIT)
                or (len(t[MIL]) >= l1 and not up & MIL_BIT and st.hsize[a])
                or (len(t[ECO]) >= l1 and not up & ECO_BIT)
                or (len(t[SCI]) >= l1 and not up & SCI_BIT)
                or (len(t[UTO]) >= l1 and not up & UTO_BIT and st.discard)):
            return True
    return False


def copy_options(st: State, a: int) -> list[int]:
    """Codes of the copies Inspiration offers."""
    out = []
    up = st.used_perm
    l1, l2 = st.lvl1, st.lvl2
    hs = st.hsize[a]
    total = sum(map(len, st.tab[a]))
    pile = bool(st.discard)
    # can the active player resolve each permanent effect (thresholds aside)?
    ok = (hs >= 1, hs >= 2, True, True, total >= 1, total >= 2, total >= 1, total >= 2, pile, pile)
    for s in range(st.n):
        if s == a:
            continue
        lens = list(map(len, st.tab[s]))
        for e in range(10):
            d = PERM_DOMAIN[e]
            if ok[e] and not up >> d & 1 and lens[d] >= (l2 if PERM_LEVEL[e] == 2 else l1):
                out.append(_COPY | copy_arg(s, e))
    return out


def _discard_options(st: State, a: int, pend: Pending) -> list[int]:
    return list(compress(_DISCARD_CODES, st.hands[a]))


def _extra_options(st: State, a: int, pend: Pending) -> list[int]:
    return _playable(st, a)


def _tableau_options(st: State, a: int, pend: Pending) -> list[int]:
    verb = _REMOVE if pend.stage == S_REMOVE else _RETURN
    seen = set()
    for col in st.tab[a]:
        seen.update(col)
    return [verb | k for k in sorted(seen)]


def _take_options(st: State, a: int, pend: Pending) -> list[int]:
    return [_TAKE | k for k in sorted(set(st.discard))]


def _give_options(st: State, a: int, pend: Pending) -> list[int]:
    return list(compress(_GIVE_CODES, st.hands[a]))


def _attack_options(st: State, a: int, pend: Pending) -> list[int]:
    return list(compress(_DOMAIN_CODES, st.tab[a]))


def _target_options(st: State, a: int, pend: Pending) -> list[int]:
    if pend.effect == INQUISITION:
        return [_TARGET | s for s in range(st.n) if s != a]
    return [_TARGET | s for s, t in enumerate(st.tab) if s != a and any(t)]


def _marker_options(st: State, a: int, pend: Pending) -> list[int]:
    return list(compress(_DOMAIN_CODES, st.tab[pend.target]))


def _copy_stage_options(st: State, a: int, pend: Pending) -> list[int]:
    return copy_options(st, a)


# Indexed by stage: S_DISCARD, S_REMOVE, S_RETURN, S_EXTRA, S_TAKE, S_ATTACK, S_TARGET,
# S_MARKER, S_GIVE, S_COPY.
_SUB_OPTIONS = (
    _discard_options, _tableau_options, _tableau_options, _extra_options, _take_options,
    _attack_options, _target_options, _marker_options, _give_options, _copy_stage_options,
)


# Indexed by phase; `legal` answers SUB (and EFFECTS, PLAY) before looking here.
_LEGAL = (_draft_keep, _draft_pick, _playable, _effects_menu, _nothing, _nothing)
assert (DRAFT_KEEP, DRAFT_PICK, PHASE_PLAY, EFFECTS, SUB, OVER) == tuple(range(6))
