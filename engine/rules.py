"""The rules core: legal action codes and their effect on a ``State``.

This is the only implementation of the rules. ``legal`` lists action codes; ``step``
applies one that ``legal`` listed (it does not check: the public ``Game.apply`` does).
Pass a list as ``ev`` to receive event tuples (see events.py); pass ``None`` on the
search's hot path, where nothing is recorded.

An effect in progress is ``st.pend = [stage, remaining, effect, target, plays, marker]``:
``stage`` says which decision is pending, ``remaining`` how many more of it, ``plays``
the extra plays that follow a remove/return, ``marker`` the Embargo or Democracy card
held while its target is chosen (-1 otherwise).
"""

from __future__ import annotations

from itertools import compress

from .actions import (
    ARG_MASK,
    ASSASSINATION,
    ATTACK,
    COPY,
    DEMOCRACY,
    DEVELOPMENT,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    EMBARGO,
    END,
    END_ACTION,
    EXPERIMENT,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    INSPIRATION,
    KEEP,
    MONOPOLY,
    OLIGARCHY,
    PERM_DOMAIN,
    PICK,
    PLAY,
    PURGE,
    REMOVE,
    RESEARCH,
    RETURN,
    SACRIFICE_DOMAIN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
)
from .cards import ART, ECO, KIND_DOMAIN, MIL, NKINDS, REL, SCI, TIEBREAK_ORDER, UTO
from .state import DRAFT_KEEP, DRAFT_PICK, EFFECTS, OVER, PUBLIC, SUB, State
from .state import PLAY as PHASE_PLAY

# Pending stages.
S_DISCARD, S_REMOVE, S_RETURN, S_EXTRA, S_TAKE, S_ATTACK, S_TARGET, S_MARKER, S_GIVE, S_COPY = range(10)

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
_PLAY_CODES = [_PLAY | k for k in _KINDS]
(_USE_ASSASSINATION, _USE_PURGE, _USE_HOLY_BOOK, _USE_DIVINE_RIGHT, _USE_DEVELOPMENT, _USE_MONOPOLY,
 _USE_EXPERIMENT, _USE_RESEARCH, _USE_OLIGARCHY, _USE_REPUBLIC, _USE_ATTACK, _USE_INQUISITION,
 _USE_EMBARGO, _USE_BREAKTHROUGH, _USE_DEMOCRACY, _USE_INSPIRATION) = (_USE | e for e in range(16))
_DISCARD_CODES = [_DISCARD | k for k in _KINDS]
_GIVE_CODES = [_GIVE | k for k in _KINDS]
_DOMAIN_CODES = [_DOMAIN | d for d in range(6)]
_DOMAINS6 = range(6)

Events = list[tuple[object, ...]] | None


# --------------------------------------------------------------------------- legality

def legal(st: State) -> list[int]:
    """Codes of every legal action; [] when the game is over. Do not change the list."""
    phase = st.phase
    if phase == SUB:
        pend = st.pend
        assert pend is not None
        return _SUB_OPTIONS[pend[0]](st, st.active, pend)
    if phase == PHASE_PLAY and not st.emb_mask:
        return list(compress(_PLAY_CODES, st.hands[st.active]))
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
        return list(compress(_PLAY_CODES, hand))
    return [_PLAY | k for k in _KINDS if hand[k] and not (mask >> KIND_DOMAIN[k]) & 1]


def _can_play(st: State, a: int) -> bool:
    mask = st.emb_mask
    if not mask:
        return st.hsize[a] > 0
    hand = st.hands[a]
    for k in _KINDS:
        if hand[k] and not (mask >> KIND_DOMAIN[k]) & 1:
            return True
    return False


def _perm_resolvable(st: State, a: int, e: int) -> bool:
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
    if up != 47:    # 47: every Domain with a permanent effect used
        l2 = st.lvl2
        if mil >= l1 and not up & 1:
            hs = st.hsize[a]
            if hs:
                out.append(_USE_ASSASSINATION)
                if mil >= l2 and hs >= 2:
                    out.append(_USE_PURGE)
        if rel >= l1 and not up & 2:
            out.append(_USE_HOLY_BOOK)
            if rel >= l2:
                out.append(_USE_DIVINE_RIGHT)
        if eco >= l1 and not up & 4:
            out.append(_USE_DEVELOPMENT)
            if eco >= l2:
                out.append(_USE_MONOPOLY)
        if sci >= l1 and not up & 8:
            out.append(_USE_EXPERIMENT)
            if sci >= l2:
                out.append(_USE_RESEARCH)
        if uto >= l1 and not up & 32 and st.discard:
            out.append(_USE_OLIGARCHY)
            if uto >= l2:
                out.append(_USE_REPUBLIC)
    if us != 47:
        if mil and not us & 1 and (mil > 1 or rel or eco or sci or art or uto):
            out.append(_USE_ATTACK)
        if rel and not us & 2:
            out.append(_USE_INQUISITION)
        emb = eco and not us & 4
        dem = uto and not us & 32
        if emb or dem:
            for s, other in enumerate(st.tab):
                if s != a and any(other):
                    break
            else:
                emb = dem = False
        if emb:
            out.append(_USE_EMBARGO)
        if sci and not us & 8:
            out.append(_USE_BREAKTHROUGH)
        if dem:
            out.append(_USE_DEMOCRACY)
    if art and not st.used_insp:
        for s, other in enumerate(st.tab):
            if s != a and len(other[ART]) >= art:
                break
        else:
            if _can_copy(st, a):
                out.append(_USE_INSPIRATION)
    out.append(END_ACTION)
    return out


def _art_leader(st: State, a: int) -> bool:
    mine = len(st.tab[a][ART])
    for s in range(st.n):
        if s != a and len(st.tab[s][ART]) >= mine:
            return False
    return mine > 0


def _can_copy(st: State, a: int) -> bool:
    """Does another player qualify for a level-1 effect the art leader ``a`` could resolve?

    Level 1 suffices: whoever qualifies for level 2 qualifies for level 1, which is never
    harder to resolve. The leader holds a Culture card, so a tableau card is there to
    remove or return."""
    up = st.used_perm
    l1 = st.lvl1
    for s, t in enumerate(st.tab):
        if s == a:
            continue
        if ((len(t[REL]) >= l1 and not up & 2)
                or (len(t[MIL]) >= l1 and not up & 1 and st.hsize[a])
                or (len(t[ECO]) >= l1 and not up & 4)
                or (len(t[SCI]) >= l1 and not up & 8)
                or (len(t[UTO]) >= l1 and not up & 32 and st.discard)):
            return True
    return False


def _copy_options(st: State, a: int) -> list[int]:
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
            if ok[e] and not up >> d & 1 and lens[d] >= (l2 if e & 1 else l1):
                out.append(_COPY | (s * 10 + e))
    return out


def _sub_options(st: State, a: int) -> list[int]:
    pend = st.pend
    assert pend is not None
    return _SUB_OPTIONS[pend[0]](st, a, pend)


def _discard_options(st: State, a: int, pend: list[int]) -> list[int]:
    return list(compress(_DISCARD_CODES, st.hands[a]))


def _extra_options(st: State, a: int, pend: list[int]) -> list[int]:
    return _playable(st, a)


def _tableau_options(st: State, a: int, pend: list[int]) -> list[int]:
    verb = _REMOVE if pend[0] == S_REMOVE else _RETURN
    seen = set()
    for col in st.tab[a]:
        seen.update(col)
    return [verb | k for k in sorted(seen)]


def _take_options(st: State, a: int, pend: list[int]) -> list[int]:
    return [_TAKE | k for k in sorted(set(st.discard))]


def _give_options(st: State, a: int, pend: list[int]) -> list[int]:
    return list(compress(_GIVE_CODES, st.hands[a]))


def _attack_options(st: State, a: int, pend: list[int]) -> list[int]:
    return list(compress(_DOMAIN_CODES, st.tab[a]))


def _target_options(st: State, a: int, pend: list[int]) -> list[int]:
    if pend[2] == INQUISITION:
        return [_TARGET | s for s in range(st.n) if s != a]
    return [_TARGET | s for s, t in enumerate(st.tab) if s != a and any(t)]


def _marker_options(st: State, a: int, pend: list[int]) -> list[int]:
    return list(compress(_DOMAIN_CODES, st.tab[pend[3]]))


def _copy_stage_options(st: State, a: int, pend: list[int]) -> list[int]:
    return _copy_options(st, a)


# Indexed by stage: S_DISCARD, S_REMOVE, S_RETURN, S_EXTRA, S_TAKE, S_ATTACK, S_TARGET,
# S_MARKER, S_GIVE, S_COPY.
_SUB_OPTIONS = (
    _discard_options, _tableau_options, _tableau_options, _extra_options, _take_options,
    _attack_options, _target_options, _marker_options, _give_options, _copy_stage_options,
)


# --------------------------------------------------------------------------- moves

def step(st: State, action: int, ev: Events = None) -> None:
    """Apply a legal action code (unchecked) and everything that follows by itself."""
    _STEPS[action >> SHIFT](st, st.active, action & ARG_MASK, ev)
    if st.coin is not None:
        _check_coin(st, ev)


def _step_play(st: State, a: int, k: int, ev: Events) -> None:
    st.hands[a][k] -= 1
    st.hsize[a] -= 1
    if st.known:
        _forget(st.known, a, k)
    st.tab[a][KIND_DOMAIN[k]].append(k)
    if ev is not None:
        ev.append(("play", a, k, st.phase == SUB))
    if st.phase == PHASE_PLAY:
        st.phase = EFFECTS
        return
    pend = st.pend
    assert pend is not None
    pend[1] -= 1
    if not pend[1] or not _can_play(st, a):
        _finish_extra(st, a, pend, ev)


def _step_discard(st: State, a: int, k: int, ev: Events) -> None:
    st.hands[a][k] -= 1
    st.hsize[a] -= 1
    if st.known:
        _forget(st.known, a, k)
    st.discard.append(k)
    if ev is not None:
        ev.append(("discard", a, k, "hand"))
    pend = st.pend
    assert pend is not None
    pend[1] -= 1
    if not pend[1]:
        st.pend = None
        st.phase = EFFECTS


def _step_remove(st: State, a: int, k: int, ev: Events) -> None:
    _tab_out(st, a, k)
    st.discard.append(k)
    if ev is not None:
        ev.append(("discard", a, k, "tableau"))
    _count_down(st, a, ev)


def _step_return(st: State, a: int, k: int, ev: Events) -> None:
    _tab_out(st, a, k)
    st.hands[a][k] += 1
    st.hsize[a] += 1
    _learn(st, PUBLIC, a, k)
    if ev is not None:
        ev.append(("return", a, k))
    _count_down(st, a, ev)


def _step_take(st: State, a: int, k: int, ev: Events) -> None:
    d = st.discard
    for i in range(len(d) - 1, -1, -1):
        if d[i] == k:
            del d[i]
            break
    st.hands[a][k] += 1
    st.hsize[a] += 1
    _learn(st, PUBLIC, a, k)
    if ev is not None:
        ev.append(("take", a, k))
    _count_down(st, a, ev)


def _step_give(st: State, a: int, k: int, ev: Events) -> None:
    pend = st.pend
    assert pend is not None
    s = pend[3]
    _hand_out(st, a, k)
    st.hands[s][k] += 1
    st.hsize[s] += 1
    if ev is not None:
        ev.append(("give", a, s, k))
    pend[1] -= 1
    if not pend[1]:
        if st.known is not None:
            st.known[(a, s)] = st.hands[s][:]
        _done(st)


def _step_copy(st: State, a: int, arg: int, ev: Events) -> None:
    s, e = divmod(arg, 10)
    st.used_perm |= 1 << PERM_DOMAIN[e]
    st.used_insp = True
    st.coin = (a, s, PERM_DOMAIN[e])
    st.pend = None
    st.phase = EFFECTS
    if ev is not None:
        ev.append(("copy", a, s, e))
    _permanent(st, a, e, ev)


def _hand_out(st: State, a: int, k: int) -> None:
    st.hands[a][k] -= 1
    st.hsize[a] -= 1
    if st.known:
        _forget(st.known, a, k)


def _forget(known: dict[tuple[int, int], list[int]], holder: int, k: int) -> None:
    """A card of kind k left holder's hand: what anyone knew of that kind there is void."""
    for (_, h), counts in known.items():
        if h == holder:
            counts[k] = 0


def _learn(st: State, observer: int, holder: int, k: int) -> None:
    if st.known is None:     # a search world that tracks no knowledge
        return
    counts = st.known.get((observer, holder))
    if counts is None:
        counts = st.known[(observer, holder)] = [0] * NKINDS
    counts[k] += 1


def _tab_out(st: State, a: int, k: int) -> None:
    col = st.tab[a][KIND_DOMAIN[k]]
    for i in range(len(col) - 1, -1, -1):
        if col[i] == k:
            del col[i]
            return


def _done(st: State) -> None:
    st.pend = None
    st.phase = EFFECTS


def _count_down(st: State, a: int, ev: Events) -> None:
    """One discard/remove/return/take made: next stage when the count is reached."""
    pend = st.pend
    assert pend is not None
    pend[1] -= 1
    if pend[1]:
        return
    if pend[0] in (S_REMOVE, S_RETURN):
        pend[0], pend[1] = S_EXTRA, pend[4]
        if not _can_play(st, a):
            _finish_extra(st, a, pend, ev)
        return
    _done(st)


def _finish_extra(st: State, a: int, pend: list[int], ev: Events) -> None:
    if pend[1] and ev is not None:
        ev.append(("skip", a, pend[1]))
    _done(st)


def _draw(st: State, a: int, count: int, ev: Events) -> int:
    deck = st.deck
    if count > len(deck):
        count = len(deck)
    hand = st.hands[a]
    if ev is None:
        for _ in range(count):
            hand[deck.pop()] += 1
    else:
        drawn = [deck.pop() for _ in range(count)]
        for k in drawn:
            hand[k] += 1
        if count:
            ev.append(("draw", a, tuple(drawn)))
    st.hsize[a] += count
    if not deck and count and not st.final_round:
        st.final_round = True
        if ev is not None:
            ev.append(("final_round", a))
    return count


def _step_use(st: State, a: int, e: int, ev: Events) -> None:
    if ev is not None:
        ev.append(("use", a, e))
    if e < 10:
        st.used_perm |= 1 << PERM_DOMAIN[e]
        _permanent(st, a, e, ev)
        return
    if e == INSPIRATION:
        st.used_insp = True
        st.pend = [S_COPY, 1, e, -1, 0, -1]
        st.phase = SUB
        return
    d = SACRIFICE_DOMAIN[e]
    st.used_sac |= 1 << d
    k = st.tab[a][d].pop()
    if ev is not None:
        ev.append(("sacrifice", a, k, e))
    if e == EMBARGO or e == DEMOCRACY:
        st.pend = [S_TARGET, 1, e, -1, 0, k]
        st.phase = SUB
        return
    st.discard.append(k)
    if e == ATTACK:
        st.pend = [S_ATTACK, 1, e, -1, 0, -1]
        st.phase = SUB
    elif e == INQUISITION:
        st.pend = [S_TARGET, 1, e, -1, 0, -1]
        st.phase = SUB
    else:   # Breakthrough
        drawn = _draw(st, a, 5, ev)
        if drawn:
            st.pend = [S_DISCARD, drawn, e, -1, 0, -1]
            st.phase = SUB


def _permanent(st: State, a: int, e: int, ev: Events) -> None:
    """Start permanent effect e for the active player (slot already marked used)."""
    if e == HOLY_BOOK or e == DIVINE_RIGHT:
        st.hand_limit = 5 if e == HOLY_BOOK else 7
        return
    if e <= PURGE:
        pend = [S_DISCARD, e - ASSASSINATION + 1, e, -1, 0, -1]
    elif e <= MONOPOLY:
        n = 1 if e == DEVELOPMENT else 2
        pend = [S_REMOVE, n, e, -1, n, -1]
    elif e <= RESEARCH:
        n = 1 if e == EXPERIMENT else 2
        pend = [S_RETURN, n, e, -1, n, -1]
    else:
        n = 1 if e == OLIGARCHY else min(2, len(st.discard))
        pend = [S_TAKE, n, e, -1, 0, -1]
    st.pend = pend
    st.phase = SUB


def _step_target(st: State, a: int, s: int, ev: Events) -> None:
    pend = st.pend
    assert pend is not None
    pend[3] = s
    if ev is not None:
        ev.append(("target", a, s, pend[2]))
    if pend[2] != INQUISITION:
        pend[0] = S_MARKER
        return
    taken = st.hands[s]
    count = st.hsize[s]
    if not count:
        _done(st)
        return
    hand = st.hands[a]
    known = st.known
    seen = None
    if known is not None:
        for key in [key for key in known if key[1] == s]:
            del known[key]
        seen = known.get((s, a))
        if seen is None:
            seen = known[(s, a)] = [0] * NKINDS
    for k in _KINDS:
        if taken[k]:
            hand[k] += taken[k]
            if seen is not None:
                seen[k] += taken[k]
            taken[k] = 0
    st.hsize[a] += count
    st.hsize[s] = 0
    if ev is not None:
        ev.append(("pool", a, s, count))
    pend[0], pend[1] = S_GIVE, count


def _step_domain(st: State, a: int, d: int, ev: Events) -> None:
    pend = st.pend
    assert pend is not None
    if pend[0] == S_ATTACK:
        if ev is not None:
            ev.append(("attack", a, d))
        n = st.n
        for i in range(n):
            s = (a + i) % n
            col = st.tab[s][d]
            if col:
                k = col.pop()
                st.discard.append(k)
                if ev is not None:
                    ev.append(("discard", s, k, "tableau") if s == a else ("lose", s, k))
    else:
        marker = (a, pend[3], d, pend[5])
        if pend[2] == EMBARGO:
            st.embargoes.append(marker)
        else:
            st.democracy.append(marker)
            st.dem[pend[3]][d] += 1
        if ev is not None:
            ev.append(("marker", a, pend[3], d, pend[5], pend[2]))
    _done(st)


def _check_coin(st: State, ev: Events) -> None:
    coin = st.coin
    assert coin is not None
    if not _art_leader(st, coin[0]):
        st.coin = None
        if ev is not None:
            ev.append(("coin_back", coin[0]))


# --------------------------------------------------------------------------- turns

def start_turn(st: State, ev: Events) -> None:
    """Reset the per-turn limits for st.active and skip step 1 if nothing can be played."""
    a = st.active
    st.used_perm = st.used_sac = 0
    st.used_insp = False
    st.hand_limit = 3
    mask = 0
    if st.embargoes:
        for marker in st.embargoes:
            if marker[1] == a:
                mask |= 1 << marker[2]
    st.emb_mask = mask
    if ev is not None:
        ev.append(("turn", a))
    if _can_play(st, a):
        st.phase = PHASE_PLAY
    else:
        st.phase = EFFECTS
        if ev is not None:
            ev.append(("noplay", a))


def _step_end(st: State, a: int, arg: int, ev: Events) -> None:
    t = st.tab[a]
    if not st.used_perm & 2:
        c = len(t[REL])
        if c >= st.lvl1:
            st.hand_limit = 7 if c >= st.lvl2 else 5
            st.used_perm |= 2
            if ev is not None:
                ev.append(("auto", a, DIVINE_RIGHT if c >= st.lvl2 else HOLY_BOOK))
    if st.hsize[a] < st.hand_limit and st.deck:
        _draw(st, a, st.hand_limit - st.hsize[a], ev)
    if st.embargoes:
        _expire_embargoes(st, a, ev)
    heg = st.heg
    for col in t:
        if len(col) >= heg:     # a Democracy card only raises the target: check closely
            dem = st.dem[a]
            for d in _DOMAINS6:
                if len(t[d]) >= heg + dem[d]:
                    winners = [s for s in range(st.n) if s % 2 == a % 2] if st.teams else [a]
                    _game_over(st, ("hegemony", winners, d), ev)
                    return
            break
    if st.final_round and a == (st.first - 1) % st.n:
        _game_over(st, score_majorities(st), ev)
        return
    st.active = (a + 1) % st.n
    start_turn(st, ev)


def _expire_embargoes(st: State, a: int, ev: Events) -> None:
    """At the end of a's turn, the Embargo cards on a go to the discard pile."""
    keep = []
    for m in st.embargoes:
        if m[1] == a:
            st.discard.append(m[3])
            if ev is not None:
                ev.append(("expire", m[0], a, m[2], m[3]))
        else:
            keep.append(m)
    st.embargoes = keep


def _game_over(st: State, result: tuple[object, ...], ev: Events) -> None:
    st.result = result
    st.phase = OVER
    st.pend = None
    if ev is not None:
        ev.append(("over",))


def score_majorities(st: State) -> tuple[object, ...]:
    """Majority scoring: ("majority", winners, points, majorities, tiebreak, team_points)."""
    n = st.n
    counts = [[len(st.tab[s][d]) for d in _DOMAINS6] for s in range(n)]
    points = [0] * n
    majorities: list[list[int]] = []
    team_points = [0, 0]
    for d in _DOMAINS6:
        best = max(counts[s][d] for s in range(n))
        holders = [s for s in range(n) if best and counts[s][d] == best]
        majorities.append(holders)
        for s in holders:
            points[s] += 1
        if st.teams:
            for team in {s % 2 for s in holders}:
                team_points[team] += 1
    if st.teams:
        sides = [[0, 2], [1, 3]]
        score = team_points
        tally = [[counts[x][d] + counts[y][d] for d in _DOMAINS6] for x, y in sides]
    else:
        sides = [[s] for s in range(n)]
        score = points
        tally = counts
    top = max(score)
    alive = [i for i in range(len(sides)) if score[i] == top]
    tiebreak = None
    for d in TIEBREAK_ORDER:
        if len(alive) == 1:
            break
        best = max(tally[i][d] for i in alive)
        keep = [i for i in alive if tally[i][d] == best]
        if len(keep) < len(alive):
            tiebreak = d
        alive = keep
    winners = sorted(s for i in alive for s in sides[i])
    return ("majority", winners, points, majorities, tiebreak, team_points if st.teams else None)


# --------------------------------------------------------------------------- draft

def _step_keep(st: State, a: int, k: int, ev: Events) -> None:
    draft = st.draft
    assert draft is not None
    draft.packets[a].remove(k)
    draft.kept[a].append(k)
    if ev is not None:
        ev.append(("keep", a, k))
    draft.turn += 1
    n = st.n
    if draft.turn < n:
        st.active = draft.order[draft.turn]
        return
    draft.turn = 0
    if draft.round < 2:
        draft.packets = [draft.packets[(s - 1) % n] for s in range(n)]
        draft.round += 1
        st.active = draft.order[0]
        if ev is not None:
            ev.append(("pass", draft.round))
        return
    for s in draft.order:
        draft.centre.extend(draft.packets[s])
        draft.packets[s] = []
    draft.round = 3
    draft.order = [(st.first - 1 - i) % n for i in range(n)]
    st.phase = DRAFT_PICK
    st.active = draft.order[0]
    if ev is not None:
        ev.append(("centre", tuple(draft.centre)))


def _step_pick(st: State, a: int, k: int, ev: Events) -> None:
    draft = st.draft
    assert draft is not None
    draft.centre.remove(k)
    st.tab[a][KIND_DOMAIN[k]].append(k)
    if ev is not None:
        ev.append(("pick", a, k))
    draft.turn += 1
    if draft.turn < st.n:
        st.active = draft.order[draft.turn]
        return
    for s in range(st.n):
        for kind in draft.kept[s]:
            st.hands[s][kind] += 1
        st.hsize[s] = len(draft.kept[s])
    st.draft = None
    st.active = st.first
    start_turn(st, ev)



# Indexed by verb: KEEP, PICK, PLAY, USE, END, DISCARD, REMOVE, RETURN, TAKE, TARGET, DOMAIN,
# GIVE, COPY (actions.py).
_STEPS = (
    _step_keep, _step_pick, _step_play, _step_use, _step_end, _step_discard, _step_remove,
    _step_return, _step_take, _step_target, _step_domain, _step_give, _step_copy,
)
assert (KEEP, PICK, PLAY, USE, END, DISCARD, REMOVE, RETURN, TAKE, TARGET, DOMAIN, GIVE,
        COPY) == tuple(range(13))
_LEGAL = (_draft_keep, _draft_pick, _playable, _effects_menu, _sub_options, _nothing)
assert (DRAFT_KEEP, DRAFT_PICK, PHASE_PLAY, EFFECTS, SUB, OVER) == tuple(range(6))
