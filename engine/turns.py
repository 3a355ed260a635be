"""The turn's frame: its start, the refill and end-of-turn checks, the end of the game, the draft."""

from __future__ import annotations

from typing import Final

from . import records as r
from .cards import (
    BASE_HAND_LIMIT,
    KIND_DOMAIN,
    REL,
    REL_BIT,
    TIEBREAK_ORDER,
)
from .effects import DIVINE_RIGHT, EFFECT_HAND_LIMIT, HOLY_BOOK
from .knowledge import record_draft
from .menus import can_play
from .records import Events
from .results import GameResult as GameResult
from .results import HegemonyResult as HegemonyResult
from .results import MajorityResult as MajorityResult
from .state import DRAFT_PICK, EFFECTS, OVER, State
from .state import PLAY as PHASE_PLAY

# A record built as its tuple: a named tuple's own __new__ costs twice as much (engine.lab.bench).
_new = tuple.__new__

_DOMAINS6: Final = range(6)




def winners_of(st: State, seat: int) -> list[int]:
    """The seats that win when ``seat`` wins: its team (the seats of its parity) in a team game."""
    if st.teams:
        return [s for s in range(st.n) if s % 2 == seat % 2]
    return [seat]


def hegemony_domain(st: State, seat: int) -> int | None:
    """The first Domain in which ``seat`` reaches Hegemony (raised by Democracy cards), or None."""
    t = st.cnt[seat]
    heg = st.heg
    for c in t:
        if c >= heg:     # a Democracy card only raises the target: check closely
            dem = st.dem[seat]
            for d in _DOMAINS6:
                if t[d] >= heg + dem[d]:
                    return d
            return None
    return None


def religion_effect(st: State, seat: int) -> int | None:
    """The Religion permanent effect ``seat``'s tableau reaches (DIVINE_RIGHT, HOLY_BOOK), or None."""
    c = st.cnt[seat][REL]
    if c < st.lvl1:
        return None
    return DIVINE_RIGHT if c >= st.lvl2 else HOLY_BOOK


def effect_hand_limit(e: int) -> int:
    """The hand limit that Religion's permanent effect ``e`` (Holy Book or Divine Right) sets."""
    return EFFECT_HAND_LIMIT[e]


def refill_limit(st: State, seat: int) -> int:
    """The hand limit ``seat`` refills to if its turn ends now: its Religion level applies by
    itself at the end of the turn unless a Religion permanent effect was used."""
    if not st.used_perm & REL_BIT:
        e = religion_effect(st, seat)
        if e is not None:
            return effect_hand_limit(e)
    return st.hand_limit


def start_turn(st: State, ev: Events) -> None:
    """Reset the per-turn limits for st.active and skip step 1 if nothing can be played."""
    a = st.active
    st.used_perm = st.used_sac = 0
    st.used_insp = False
    st.hand_limit = BASE_HAND_LIMIT
    mask = 0
    if st.embargoes:
        for marker in st.embargoes:
            if marker.on == a:
                mask |= 1 << marker.domain
    st.emb_mask = mask
    if ev is not None:
        ev.append(_new(r.Turn, (a,)))
    if (st.hsize[a] > 0) if not mask else can_play(st, a):
        st.phase = PHASE_PLAY
    else:
        st.phase = EFFECTS
        if ev is not None:
            ev.append(_new(r.NoPlay, (a,)))


def step_end(st: State, a: int, arg: int, ev: Events) -> None:
    counts = st.cnt[a]
    if not st.used_perm & REL_BIT and counts[REL] >= st.lvl1:   # religion_effect's first test
        e = religion_effect(st, a)
        if e is not None:
            st.hand_limit = effect_hand_limit(e)
            st.used_perm |= REL_BIT
            if ev is not None:
                ev.append(_new(r.Auto, (a, e,)))
    need = st.hand_limit - st.hsize[a]
    if need > 0:
        deck = st.deck
        if ev is None and need < len(deck):     # draw's own path when the deck outlasts it
            hand = st.hands[a]
            for _ in range(need):
                hand[deck.pop()] += 1
            st.hsize[a] += need
        elif deck:
            draw(st, a, need, ev)
    if st.embargoes:
        _expire_embargoes(st, a, ev)
    heg = st.heg
    mil, rel, eco, sci, art, uto = counts
    if mil >= heg or rel >= heg or eco >= heg or sci >= heg or art >= heg or uto >= heg:
        # hegemony_domain's own first test, inlined: most turns stop here
        d = hegemony_domain(st, a)
        if d is not None:
            game_over(st, HegemonyResult(winners_of(st, a), d), ev)
            return
    if st.final_round and a == (st.first - 1) % st.n:
        game_over(st, score_majorities(st), ev)
        return
    st.active = (a + 1) % st.n
    start_turn(st, ev)


def _expire_embargoes(st: State, a: int, ev: Events) -> None:
    """At the end of a's turn, the Embargo cards on a go to the discard pile."""
    keep = []
    for m in st.embargoes:
        if m.on == a:
            st.discard.append(m.card)
            if ev is not None:
                ev.append(_new(r.Expire, (m.by, a, m.domain, m.card,)))
        else:
            keep.append(m)
    st.embargoes = keep


def game_over(st: State, result: GameResult, ev: Events) -> None:
    st.result = result
    st.phase = OVER
    st.pend = None
    if ev is not None:
        ev.append(_new(r.Over, ()))


def score_majorities(st: State) -> MajorityResult:
    """Majority scoring: the winners, points, majorities, tie-break Domain and team points."""
    n = st.n
    counts = st.cnt
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
        sides = [winners_of(st, 0), winners_of(st, 1)]
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
    return MajorityResult(winners, points, majorities, tiebreak, team_points if st.teams else None)


# --------------------------------------------------------------------------- draft

def step_keep(st: State, a: int, k: int, ev: Events) -> None:
    draft = st.draft
    assert draft is not None
    if st.known is not None:    # what a seat saw is what it knows (a search world tracks nothing)
        draft.seen[a].append(sorted(draft.packets[a]))
    draft.packets[a].remove(k)
    draft.kept[a].append(k)
    if ev is not None:
        ev.append(_new(r.Keep, (a, k,)))
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
            ev.append(_new(r.Pass, (draft.round,)))
        return
    for s in draft.order:
        draft.centre.extend(draft.packets[s])
        draft.packets[s] = []
    draft.round = 3
    draft.order = [(st.first - 1 - i) % n for i in range(n)]
    st.phase = DRAFT_PICK
    st.active = draft.order[0]
    if ev is not None:
        ev.append(_new(r.Centre, (tuple(draft.centre),)))


def step_pick(st: State, a: int, k: int, ev: Events) -> None:
    draft = st.draft
    assert draft is not None
    draft.centre.remove(k)
    d = KIND_DOMAIN[k]
    st.tab[a][d].append(k)
    st.cnt[a][d] += 1
    if ev is not None:
        ev.append(_new(r.Pick, (a, k,)))
    draft.turn += 1
    if draft.turn < st.n:
        st.active = draft.order[draft.turn]
        return
    for s in range(st.n):
        for kind in draft.kept[s]:
            st.hands[s][kind] += 1
        st.hsize[s] = len(draft.kept[s])
    record_draft(st)
    st.draft = None
    st.active = st.first
    start_turn(st, ev)



# Indexed by verb: KEEP, PICK, PLAY, USE, END, DISCARD, REMOVE, RETURN, TAKE, TARGET, DOMAIN,
# GIVE, COPY (actions.py).


def draw(st: State, a: int, count: int, ev: Events) -> int:
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
            ev.append(_new(r.Draw, (a, tuple(drawn),)))
    st.hsize[a] += count
    if not deck and count and not st.final_round:
        st.final_round = True
        if ev is not None:
            ev.append(_new(r.FinalRound, (a,)))
    return count
