"""Legal actions: what the player to move may do now, as integer action codes.

``legal`` is half of the rules core (``moves.step`` is the other half): the step-1 plays,
the effects menu of step 2 with every per-turn limit and threshold, and the options of
each decision inside an effect (``st.pend``, a ``Pending`` record: pending.py).
"""

from __future__ import annotations

from itertools import compress
from typing import Final

from .actions import (
    ASSASSINATION,
    ATTACK,
    BREAKTHROUGH,
    COPY,
    DEMOCRACY,
    DEVELOPMENT,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    EMBARGO,
    END_ACTION,
    EXPERIMENT,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    INSPIRATION,
    KEEP,
    MONOPOLY,
    NPERMANENT,
    OLIGARCHY,
    PERM_DOMAIN,
    PERM_LEVEL,
    PICK,
    PLAY,
    PURGE,
    REMOVE,
    REPUBLIC,
    RESEARCH,
    RETURN,
    SACRIFICE_DOMAIN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    copy_arg,
)
from .cards import (
    ART,
    BOX_SIZE,
    DOMAINS,
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
    level_thresholds,
)
from .effects import (
    ATTACK_TABLEAU_NEED,
    EFFECT_FACTS,
    NEED_DISCARD,
    NEED_HAND,
    NEED_NOTHING,
    NEED_TABLEAU,
    PERM_NEED,
    PERM_ZONE,
    PERMANENT,
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
    "ATTACK_TABLEAU_NEED", "NEED_DISCARD", "NEED_HAND", "NEED_NOTHING", "NEED_TABLEAU", "PERM_NEED",
    "PERM_ZONE", "S_ATTACK", "S_COPY", "S_DISCARD", "S_EXTRA", "S_GIVE", "S_MARKER", "S_REMOVE", "S_RETURN",
    "S_TAKE", "S_TARGET",
]

_PLAY: Final = PLAY << SHIFT
_KEEP: Final = KEEP << SHIFT
_PICK: Final = PICK << SHIFT
_USE: Final = USE << SHIFT
_DISCARD: Final = DISCARD << SHIFT
_REMOVE: Final = REMOVE << SHIFT
_RETURN: Final = RETURN << SHIFT
_TAKE: Final = TAKE << SHIFT
_TARGET: Final = TARGET << SHIFT
_DOMAIN: Final = DOMAIN << SHIFT
_GIVE: Final = GIVE << SHIFT
_COPY: Final = COPY << SHIFT
_KINDS: Final = range(NKINDS)
PLAY_CODES: Final = [_PLAY | k for k in _KINDS]
_USE_ASSASSINATION: Final = _USE | ASSASSINATION
_USE_PURGE: Final = _USE | PURGE
_USE_HOLY_BOOK: Final = _USE | HOLY_BOOK
_USE_DIVINE_RIGHT: Final = _USE | DIVINE_RIGHT
_USE_DEVELOPMENT: Final = _USE | DEVELOPMENT
_USE_MONOPOLY: Final = _USE | MONOPOLY
_USE_EXPERIMENT: Final = _USE | EXPERIMENT
_USE_RESEARCH: Final = _USE | RESEARCH
_USE_OLIGARCHY: Final = _USE | OLIGARCHY
_USE_REPUBLIC: Final = _USE | REPUBLIC
_USE_ATTACK: Final = _USE | ATTACK
_USE_INQUISITION: Final = _USE | INQUISITION
_USE_EMBARGO: Final = _USE | EMBARGO
_USE_BREAKTHROUGH: Final = _USE | BREAKTHROUGH
_USE_DEMOCRACY: Final = _USE | DEMOCRACY
USE_INSPIRATION: Final = _USE | INSPIRATION
_DISCARD_CODES: Final = [_DISCARD | k for k in _KINDS]
_GIVE_CODES: Final = [_GIVE | k for k in _KINDS]
_DOMAIN_CODES: Final = [_DOMAIN | d for d in range(6)]
_DOMAINS6: Final = range(6)




def legal(st: State) -> list[int]:
    """Codes of every legal action; [] when the game is over. Do not change the list."""
    phase = st.phase
    if phase == SUB:
        pend = st.pend
        assert pend is not None
        stage = pend.stage
        if stage == S_DISCARD:      # _discard_options, inlined (the commonest decision in an effect)
            return list(compress(_DISCARD_CODES, st.hands[st.active]))
        if stage == S_GIVE:         # _give_options, inlined
            return list(compress(_GIVE_CODES, st.hands[st.active]))
        return _SUB_OPTIONS[stage](st, st.active, pend)
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
    """Whether seat a holds a card it may play now (none of its Domain under Embargo)."""
    mask = st.emb_mask
    if not mask:
        return st.hsize[a] > 0
    hand = st.hands[a]
    for k in _KINDS:
        if hand[k] and not (mask >> KIND_DOMAIN[k]) & 1:
            return True
    return False


# --------------------------------------------------------------------------- the rules' predicates
# Each rule of the effects menu is written once here; the menu, explain.py, positions and the AI
# call these (the menu inlines only the per-turn bit tests and Domain counts it already holds).

# What resolving a permanent effect completely takes from the active player's zones (RULES §4):
# effect e needs at least PERM_NEED[e] cards in zone PERM_ZONE[e] (effects.py's table).
# (Domain, its bit, its level-1 effect) of each Domain with permanent effects, in effect order.
PERM_SLOTS: Final[tuple[tuple[int, int, int], ...]] = tuple(
    (f.domain, 1 << f.domain, e) for e, f in enumerate(EFFECT_FACTS) if f.kind == PERMANENT and f.level == 1)


def _zone_bits(zone: int, size: int) -> int:
    return sum(1 << e for e in range(NPERMANENT) if PERM_ZONE[e] == zone and size >= PERM_NEED[e])


# The table above as bit sets of effects (the menu's hot path looks them up): _HAND_OK[n] has bit e
# set when a hand of n cards meets e's requirement (or e needs no hand), and so on by zone.
_SIZES: Final = range(BOX_SIZE + 1)
_HAND_OK: Final = tuple(_zone_bits(NEED_HAND, n) for n in _SIZES)
_TABLEAU_OK: Final = tuple(_zone_bits(NEED_TABLEAU, n) for n in _SIZES)
_PILE_OK: Final = tuple(_zone_bits(NEED_DISCARD, n) for n in _SIZES)
_ALWAYS_OK: Final = _zone_bits(NEED_NOTHING, 0)
# _PERM_OF_DOMAINS[mask]: the bit set of the permanent effects of the Domains in a Domain mask.
_PERM_OF_DOMAINS: Final[tuple[int, ...]] = tuple(
    sum(1 << e for e in range(NPERMANENT) if mask >> PERM_DOMAIN[e] & 1) for mask in range(1 << len(DOMAINS)))
_BIT: Final = tuple(1 << e for e in range(NPERMANENT))
_OK_ASSASSINATION: Final = 1 << ASSASSINATION
_OK_PURGE: Final = 1 << PURGE
_OK_HOLY_BOOK: Final = 1 << HOLY_BOOK
_OK_DIVINE_RIGHT: Final = 1 << DIVINE_RIGHT
_OK_DEVELOPMENT: Final = 1 << DEVELOPMENT
_OK_MONOPOLY: Final = 1 << MONOPOLY
_OK_EXPERIMENT: Final = 1 << EXPERIMENT
_OK_RESEARCH: Final = 1 << RESEARCH
_OK_OLIGARCHY: Final = 1 << OLIGARCHY
_OK_REPUBLIC: Final = 1 << REPUBLIC


def resolvable_effects(st: State, a: int) -> int:
    """The permanent effects seat a could resolve completely now (thresholds aside), bit e for e."""
    tableau = sum(st.cnt[a])
    return _HAND_OK[st.hsize[a]] | _TABLEAU_OK[tableau] | _PILE_OK[len(st.discard)] | _ALWAYS_OK


def perm_resolvable(st: State, a: int, e: int) -> bool:
    """Can the active player resolve permanent effect e completely (ignoring thresholds)?"""
    return bool(resolvable_effects(st, a) >> e & 1)


def perm_used(st: State, e: int) -> bool:
    """Whether a permanent effect of e's Domain was used this turn (once per Domain a turn)."""
    return bool(st.used_perm >> PERM_DOMAIN[e] & 1)


def level_need(st: State, e: int) -> int:
    """Cards of its Domain that permanent effect e needs in the tableau (its level's threshold)."""
    return st.lvl2 if PERM_LEVEL[e] == 2 else st.lvl1


def sacrifice_used(st: State, e: int) -> bool:
    """Whether a card of sacrifice effect e's Domain was sacrificed this turn."""
    return bool(st.used_sac >> SACRIFICE_DOMAIN[e] & 1)


def attack_keeps_a_card(st: State, a: int) -> bool:
    """Whether seat a keeps a tableau card to attack with after sacrificing a Military card."""
    return sum(st.cnt[a]) >= ATTACK_TABLEAU_NEED


def rival_has_tableau(st: State, a: int) -> bool:
    """Whether another seat than a has a card in its tableau (Embargo and Democracy need one)."""
    for s, other in enumerate(st.cnt):
        if s != a and any(other):
            return True
    return False


def culture_rival(st: State, a: int) -> int | None:
    """The first other seat with at least as many Culture cards as a; None if a has strictly the most."""
    cnt = st.cnt
    mine = cnt[a][ART]
    for s, c in enumerate(cnt):
        if s != a and c[ART] >= mine:
            return s
    return None


def art_leader(st: State, a: int) -> bool:
    """Whether seat a has strictly the most Culture cards (Inspiration, the Art coin)."""
    # With two seats or more, a seat without Culture always has a rival with as many.
    return culture_rival(st, a) is None


def _effects_menu(st: State, a: int) -> list[int]:
    mil, rel, eco, sci, art, uto = st.cnt[a]
    up = st.used_perm
    us = st.used_sac
    l1 = st.lvl1
    out: list[int] = []
    # The rules are the predicates above; the menu inlines only their table look-ups and the
    # counts it holds already (it is the search's hot path). ok: resolvable_effects(st, a),
    # looked up once a Domain's level needs it (never 0 then: Religion's effects need nothing).
    ok = 0
    if up != EFFECT_DOMAINS and (mil >= l1 or rel >= l1 or eco >= l1 or sci >= l1 or uto >= l1):
        ok = (_HAND_OK[st.hsize[a]] | _TABLEAU_OK[mil + rel + eco + sci + art + uto]
              | _PILE_OK[len(st.discard)] | _ALWAYS_OK)
        l2 = st.lvl2
        if mil >= l1 and not up & MIL_BIT and ok & _OK_ASSASSINATION:
            out.append(_USE_ASSASSINATION)
            if mil >= l2 and ok & _OK_PURGE:
                out.append(_USE_PURGE)
        if rel >= l1 and not up & REL_BIT and ok & _OK_HOLY_BOOK:
            out.append(_USE_HOLY_BOOK)
            if rel >= l2 and ok & _OK_DIVINE_RIGHT:
                out.append(_USE_DIVINE_RIGHT)
        if eco >= l1 and not up & ECO_BIT and ok & _OK_DEVELOPMENT:
            out.append(_USE_DEVELOPMENT)
            if eco >= l2 and ok & _OK_MONOPOLY:
                out.append(_USE_MONOPOLY)
        if sci >= l1 and not up & SCI_BIT and ok & _OK_EXPERIMENT:
            out.append(_USE_EXPERIMENT)
            if sci >= l2 and ok & _OK_RESEARCH:
                out.append(_USE_RESEARCH)
        if uto >= l1 and not up & UTO_BIT and ok & _OK_OLIGARCHY:
            out.append(_USE_OLIGARCHY)
            if uto >= l2 and ok & _OK_REPUBLIC:
                out.append(_USE_REPUBLIC)
    if us != EFFECT_DOMAINS:
        if mil and not us & MIL_BIT and (mil >= ATTACK_TABLEAU_NEED        # attack_keeps_a_card
                                         or mil + rel + eco + sci + art + uto >= ATTACK_TABLEAU_NEED):
            out.append(_USE_ATTACK)
        if rel and not us & REL_BIT:
            out.append(_USE_INQUISITION)
        emb = eco and not us & ECO_BIT
        dem = uto and not us & UTO_BIT
        if (emb or dem) and not rival_has_tableau(st, a):
            emb = dem = False
        if emb:
            out.append(_USE_EMBARGO)
        if sci and not us & SCI_BIT:
            out.append(_USE_BREAKTHROUGH)
        if dem:
            out.append(_USE_DEMOCRACY)
    if art and not st.used_insp:
        for s, c in enumerate(st.cnt):      # culture_rival, inlined
            if s != a and c[ART] >= art:
                break
        else:
            if _rival_qualifies(st, a, ok):
                out.append(USE_INSPIRATION)     # art_leader and can_copy
    out.append(END_ACTION)
    return out


def _copyable(st: State, a: int) -> int:
    """The permanent effects seat a could copy if another seat qualifies (bit e for e)."""
    return resolvable_effects(st, a) & ~_PERM_OF_DOMAINS[st.used_perm]


def can_copy(st: State, a: int) -> bool:
    """Does another player qualify for a level-1 effect the art leader ``a`` could resolve?

    Level 1 suffices: whoever qualifies for level 2 qualifies for level 1, which is never
    harder to resolve (PERM_NEED)."""
    return _rival_qualifies(st, a, 0)


def _rival_qualifies(st: State, a: int, ok: int) -> bool:
    """can_copy, given ``ok`` = resolvable_effects(st, a) if known already (else 0)."""
    l1 = st.lvl1
    copyable = -1       # the effects a could copy (_copyable), once a rival reaches a level
    for s, t in enumerate(st.cnt):
        if s != a and (t[REL] >= l1 or t[MIL] >= l1 or t[ECO] >= l1 or t[SCI] >= l1 or t[UTO] >= l1):
            if copyable < 0:
                copyable = ok & ~_PERM_OF_DOMAINS[st.used_perm] if ok else _copyable(st, a)
            for d, _, e in PERM_SLOTS:
                if copyable >> e & 1 and t[d] >= l1:
                    return True
    return False


_PERMANENTS: Final = range(NPERMANENT)
# Per level-1 threshold (2 at four players, else 3): level_need of each permanent effect.
_LEVEL_NEEDS: Final = {l1: tuple(l2 if PERM_LEVEL[e] == 2 else l1 for e in _PERMANENTS)
                for l1, l2 in (level_thresholds(n) for n in (2, 3, 4))}


def copy_options(st: State, a: int) -> list[int]:
    """Codes of the copies Inspiration offers."""
    out: list[int] = []
    ok = _copyable(st, a)
    if not ok:
        return out
    needs = _LEVEL_NEEDS[st.lvl1]     # level_need of each permanent effect
    for s, lens in enumerate(st.cnt):
        if s == a:
            continue
        for e in _PERMANENTS:
            if ok >> e & 1 and lens[PERM_DOMAIN[e]] >= needs[e]:
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
    return list(compress(_DOMAIN_CODES, st.cnt[a]))


# Per number of seats, per seat: the codes of the targets an Inquisition may choose (every other seat).
_INQUISITION_TARGETS: Final = {
    n: tuple([_TARGET | s for s in range(n) if s != a] for a in range(n)) for n in (2, 3, 4)}


def _target_options(st: State, a: int, pend: Pending) -> list[int]:
    if pend.effect == INQUISITION:
        return _INQUISITION_TARGETS[st.n][a][:]
    out = []
    for s, t in enumerate(st.cnt):
        if s != a and any(t):
            out.append(_TARGET | s)
    return out


def _marker_options(st: State, a: int, pend: Pending) -> list[int]:
    return list(compress(_DOMAIN_CODES, st.cnt[pend.target]))


def _copy_stage_options(st: State, a: int, pend: Pending) -> list[int]:
    return copy_options(st, a)


# Indexed by stage: S_DISCARD, S_REMOVE, S_RETURN, S_EXTRA, S_TAKE, S_ATTACK, S_TARGET,
# S_MARKER, S_GIVE, S_COPY.
_SUB_OPTIONS: Final = (
    _discard_options, _tableau_options, _tableau_options, _extra_options, _take_options,
    _attack_options, _target_options, _marker_options, _give_options, _copy_stage_options,
)


# Indexed by phase; `legal` answers SUB (and EFFECTS, PLAY) before looking here.
_LEGAL: Final = (_draft_keep, _draft_pick, _playable, _effects_menu, _nothing, _nothing)
assert (DRAFT_KEEP, DRAFT_PICK, PHASE_PLAY, EFFECTS, SUB, OVER) == tuple(range(6))
