"""Moves: what a legal action code does to the state, and all that follows by itself.

``step`` is the other half of the rules core (``menus.legal`` lists the codes). It does
not check legality: the public ``Game.apply`` does. Pass a list as ``ev`` to receive
event tuples (events.py turns them into data and log lines); pass ``None`` on the
search's hot path, where nothing is recorded.
"""

from __future__ import annotations

from typing import Final

from . import records as r
from .actions import (
    ARG_MASK,
    ATTACK,
    COPY,
    DEMOCRACY,
    DISCARD,
    DOMAIN,
    EMBARGO,
    END,
    GIVE,
    INQUISITION,
    INSPIRATION,
    KEEP,
    NPERMANENT,
    PERM_DOMAIN,
    PICK,
    PLAY,
    REMOVE,
    RETURN,
    SACRIFICE_DOMAIN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    copy_parts,
)
from .cards import ECO, KIND_DOMAIN, NKINDS
from .effects import BREAKTHROUGH_DRAW, EFFECT_FACTS, NEED_DISCARD, NEED_HAND, NEED_NOTHING
from .knowledge import drop_among, forget_among
from .menus import _KINDS, can_play, culture_rival
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
from .records import Events
from .state import EFFECTS, PUBLIC, SUB, PlacedMarker, State
from .state import PLAY as PHASE_PLAY
from .turns import draw, effect_hand_limit, step_end, step_keep, step_pick

# A record built as its tuple: a named tuple's own __new__ costs twice as much (engine.lab.bench).
_new = tuple.__new__


def step(st: State, action: int, ev: Events = None) -> None:
    """Apply a legal action code (unchecked) and everything that follows by itself."""
    _STEP_OF[action](st, st.active, _ARG_OF[action], ev)
    if st.coin is not None:
        _check_coin(st, ev)


def _step_play(st: State, a: int, k: int, ev: Events) -> None:
    st.hands[a][k] -= 1
    st.hsize[a] -= 1
    if st.known:
        _forget(st.known, a, k)
    if st.among:
        forget_among(st, a, k)
    d = KIND_DOMAIN[k]
    st.tab[a][d].append(k)
    st.cnt[a][d] += 1
    if ev is not None:
        ev.append(_new(r.Play, (a, k, st.phase == SUB,)))
    if st.phase == PHASE_PLAY:
        st.phase = EFFECTS
        return
    pend = st.pend
    assert pend is not None
    pend.remaining -= 1
    if not pend.remaining or not can_play(st, a):
        _finish_extra(st, a, pend, ev)


def _step_discard(st: State, a: int, k: int, ev: Events) -> None:
    st.hands[a][k] -= 1
    st.hsize[a] -= 1
    if st.known:
        _forget(st.known, a, k)
    if st.among:
        forget_among(st, a, k)
    st.discard.append(k)
    if ev is not None:
        ev.append(_new(r.Discard, (a, k, "hand",)))
    pend = st.pend
    assert pend is not None
    pend.remaining -= 1
    if not pend.remaining:
        st.pend = None
        st.phase = EFFECTS


def _step_remove(st: State, a: int, k: int, ev: Events) -> None:
    _tab_out(st, a, k)
    st.discard.append(k)
    if ev is not None:
        ev.append(_new(r.Discard, (a, k, "tableau",)))
    _count_down(st, a, ev)


def _step_return(st: State, a: int, k: int, ev: Events) -> None:
    _tab_out(st, a, k)
    st.hands[a][k] += 1
    st.hsize[a] += 1
    _learn(st, PUBLIC, a, k)
    if ev is not None:
        ev.append(_new(r.Return, (a, k,)))
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
        ev.append(_new(r.Take, (a, k,)))
    _count_down(st, a, ev)


def _step_give(st: State, a: int, k: int, ev: Events) -> None:
    pend = st.pend
    assert pend is not None
    s = pend.target
    hands, hsize = st.hands, st.hsize
    hands[a][k] -= 1        # the card leaves the giver's hand for the target's
    hsize[a] -= 1
    hands[s][k] += 1
    hsize[s] += 1
    known = st.known
    if known:
        _forget(known, a, k)
    if st.among:
        forget_among(st, a, k)
    if known is not None:
        _learn(st, a, s, k)     # the giver knows each card it gives back, from the first one on
    if ev is not None:
        ev.append(_new(r.Give, (a, s, k,)))
    pend.remaining -= 1
    if not pend.remaining:
        _done(st)


def _step_copy(st: State, a: int, arg: int, ev: Events) -> None:
    s, e = copy_parts(arg)
    st.used_perm |= 1 << PERM_DOMAIN[e]
    st.used_insp = True
    st.coin = (a, s, PERM_DOMAIN[e])
    st.pend = None
    st.phase = EFFECTS
    if ev is not None:
        ev.append(_new(r.Copy, (a, s, e,)))
    _permanent(st, a, e, ev)


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
    d = KIND_DOMAIN[k]
    col = st.tab[a][d]
    st.cnt[a][d] -= 1
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
    pend.remaining -= 1
    if pend.remaining:
        return
    if pend.stage == S_REMOVE or pend.stage == S_RETURN:
        pend.stage, pend.remaining = S_EXTRA, pend.plays
        if not can_play(st, a):
            _finish_extra(st, a, pend, ev)
        return
    _done(st)


def _finish_extra(st: State, a: int, pend: Pending, ev: Events) -> None:
    if pend.remaining and ev is not None:
        ev.append(_new(r.Skip, (a, pend.remaining,)))
    _done(st)


def _step_use(st: State, a: int, e: int, ev: Events) -> None:
    if ev is not None:
        ev.append(_new(r.Use, (a, e,)))
    if e < NPERMANENT:      # is_permanent(e), inlined on the hot path
        st.used_perm |= 1 << PERM_DOMAIN[e]
        _permanent(st, a, e, ev)
        return
    if e == INSPIRATION:
        st.used_insp = True
        st.pend = Pending(S_COPY, 1, e)
        st.phase = SUB
        return
    d = SACRIFICE_DOMAIN[e]
    st.used_sac |= 1 << d
    k = st.tab[a][d].pop()
    st.cnt[a][d] -= 1
    if ev is not None:
        ev.append(_new(r.Sacrifice, (a, k, e,)))
    if e == EMBARGO or e == DEMOCRACY:
        st.pend = Pending(S_TARGET, 1, e, marker=k)
        st.phase = SUB
        return
    st.discard.append(k)
    if e == ATTACK:
        st.pend = Pending(S_ATTACK, 1, e)
        st.phase = SUB
    elif e == INQUISITION:
        st.pend = Pending(S_TARGET, 1, e)
        st.phase = SUB
    else:   # Breakthrough
        drawn = draw(st, a, BREAKTHROUGH_DRAW, ev)
        if drawn:
            st.pend = Pending(S_DISCARD, drawn, e)
            st.phase = SUB


# Per permanent effect: the stage of the decision it starts (its removes, returns, takes or
# discards), read off its zone in effects.py's table; Holy Book and Divine Right start none.
_PERM_STAGE: Final[tuple[int, ...]] = tuple(
    {NEED_HAND: S_DISCARD, NEED_DISCARD: S_TAKE, NEED_NOTHING: -1}.get(
        f.zone, S_REMOVE if f.domain == ECO else S_RETURN) for f in EFFECT_FACTS[:NPERMANENT])
_PERM_MOVES: Final[tuple[int, ...]] = tuple(f.moves for f in EFFECT_FACTS[:NPERMANENT])
_PERM_PLAYS: Final[tuple[int, ...]] = tuple(f.plays for f in EFFECT_FACTS[:NPERMANENT])


def _permanent(st: State, a: int, e: int, ev: Events) -> None:
    """Start permanent effect e for the active player (slot already marked used)."""
    stage = _PERM_STAGE[e]
    if stage < 0:       # Holy Book, Divine Right: a hand limit
        st.hand_limit = effect_hand_limit(e)
        return
    n = _PERM_MOVES[e]
    if stage == S_TAKE and n > len(st.discard):     # Republic takes 2, or 1 if only 1 is there
        n = len(st.discard)
    st.pend = Pending(stage, n, e, plays=_PERM_PLAYS[e])
    st.phase = SUB


def _step_target(st: State, a: int, s: int, ev: Events) -> None:
    pend = st.pend
    assert pend is not None
    pend.target = s
    if ev is not None:
        ev.append(_new(r.Target, (a, s, pend.effect,)))
    if pend.effect != INQUISITION:
        pend.stage = S_MARKER
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
        if st.among:
            drop_among(st, s)
        seen = known.get((s, a))
        if seen is None:
            seen = known[(s, a)] = [0] * NKINDS
    cards: list[int] = []
    for k in _KINDS:
        if taken[k]:
            if ev is not None:
                cards.extend([k] * taken[k])
            hand[k] += taken[k]
            if seen is not None:
                seen[k] += taken[k]
            taken[k] = 0
    st.hsize[a] += count
    st.hsize[s] = 0
    if ev is not None:
        ev.append(_new(r.Pool, (a, s, tuple(cards),)))
    pend.stage, pend.remaining = S_GIVE, count


def _step_domain(st: State, a: int, d: int, ev: Events) -> None:
    pend = st.pend
    assert pend is not None
    if pend.stage == S_ATTACK:
        if ev is not None:
            ev.append(_new(r.Attack, (a, d,)))
        n = st.n
        tab, cnt = st.tab, st.cnt
        for i in range(n):
            s = (a + i) % n
            col = tab[s][d]
            if col:
                k = col.pop()
                cnt[s][d] -= 1
                st.discard.append(k)
                if ev is not None:
                    ev.append(_new(r.Discard, (s, k, "tableau",)) if s == a else _new(r.Lose, (s, k,)))
    else:
        marker = PlacedMarker(a, pend.target, d, pend.marker)
        if pend.effect == EMBARGO:
            st.embargoes.append(marker)
        else:
            st.democracy.append(marker)
            st.dem[pend.target][d] += 1
        if ev is not None:
            ev.append(_new(r.Marker, (a, pend.target, d, pend.marker, pend.effect,)))
    _done(st)


def _check_coin(st: State, ev: Events) -> None:
    coin = st.coin
    assert coin is not None
    if culture_rival(st, coin[0]) is not None:     # not art_leader: the coin goes back
        st.coin = None
        if ev is not None:
            ev.append(_new(r.CoinBack, (coin[0],)))



_STEPS: Final = (
    step_keep, step_pick, _step_play, _step_use, step_end, _step_discard, _step_remove,
    _step_return, _step_take, _step_target, _step_domain, _step_give, _step_copy,
)
assert (KEEP, PICK, PLAY, USE, END, DISCARD, REMOVE, RETURN, TAKE, TARGET, DOMAIN, GIVE,
        COPY) == tuple(range(13))
# Per action code: its verb's step and its argument (the code's two fields, split once here).
_STEP_OF: Final = tuple(_STEPS[c >> SHIFT] for c in range(len(_STEPS) << SHIFT))
_ARG_OF: Final = tuple(c & ARG_MASK for c in range(len(_STEPS) << SHIFT))
