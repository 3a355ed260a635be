"""The turn's frame: its start, the refill and end-of-turn checks, the end of the game, the draft."""

from __future__ import annotations

from .actions import (
    DIVINE_RIGHT,
    HOLY_BOOK,
)
from .cards import KIND_DOMAIN, REL, REL_BIT, TIEBREAK_ORDER
from .knowledge import record_draft
from .menus import Events, can_play
from .state import DRAFT_PICK, EFFECTS, OVER, State
from .state import PLAY as PHASE_PLAY

_DOMAINS6 = range(6)


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
    if (st.hsize[a] > 0) if not mask else can_play(st, a):
        st.phase = PHASE_PLAY
    else:
        st.phase = EFFECTS
        if ev is not None:
            ev.append(("noplay", a))


def step_end(st: State, a: int, arg: int, ev: Events) -> None:
    t = st.tab[a]
    if not st.used_perm & REL_BIT:
        c = len(t[REL])
        if c >= st.lvl1:
            st.hand_limit = 7 if c >= st.lvl2 else 5
            st.used_perm |= 2
            if ev is not None:
                ev.append(("auto", a, DIVINE_RIGHT if c >= st.lvl2 else HOLY_BOOK))
    need = st.hand_limit - st.hsize[a]
    if need > 0 and st.deck:
        draw(st, a, need, ev)
    if st.embargoes:
        _expire_embargoes(st, a, ev)
    heg = st.heg
    for col in t:
        if len(col) >= heg:     # a Democracy card only raises the target: check closely
            dem = st.dem[a]
            for d in _DOMAINS6:
                if len(t[d]) >= heg + dem[d]:
                    winners = [s for s in range(st.n) if s % 2 == a % 2] if st.teams else [a]
                    game_over(st, ("hegemony", winners, d), ev)
                    return
            break
    if st.final_round and a == (st.first - 1) % st.n:
        game_over(st, score_majorities(st), ev)
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


def game_over(st: State, result: tuple[object, ...], ev: Events) -> None:
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

def step_keep(st: State, a: int, k: int, ev: Events) -> None:
    draft = st.draft
    assert draft is not None
    if st.known is not None:    # what a seat saw is what it knows (a search world tracks nothing)
        draft.seen[a].append(sorted(draft.packets[a]))
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


def step_pick(st: State, a: int, k: int, ev: Events) -> None:
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
            ev.append(("draw", a, tuple(drawn)))
    st.hsize[a] += count
    if not deck and count and not st.final_round:
        st.final_round = True
        if ev is not None:
            ev.append(("final_round", a))
    return count
