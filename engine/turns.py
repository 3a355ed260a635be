"""The turn's frame: its start, the refill and end-of-turn checks, the end of the game, the draft."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import (
    BASE_HAND_LIMIT,
    KIND_DOMAIN,
    REL,
    REL_BIT,
    TIEBREAK_ORDER,
)
from .effects import DIVINE_RIGHT, EFFECT_HAND_LIMIT, HOLY_BOOK
from .knowledge import record_draft
from .menus import Events, can_play
from .state import DRAFT_PICK, EFFECTS, OVER, State
from .state import PLAY as PHASE_PLAY

_DOMAINS6: Final = range(6)


@dataclass(frozen=True, slots=True)
class HegemonyResult:
    """The game ended by Hegemony: ``winners`` (a team's seats in a team game) won by ``domain``."""

    winners: list[int]
    domain: int

    @property
    def reason(self) -> str:
        """``"hegemony"``."""
        return "hegemony"

    def __reduce__(self) -> tuple[type[HegemonyResult], tuple[list[int], int]]:
        """Pickled by its fields: compiled (build/accelerate.py), a frozen dataclass refuses the
        attribute assignment the default unpickling makes."""
        return (HegemonyResult, (self.winners, self.domain))

    def as_list(self) -> list[object]:
        """``["hegemony", winners, domain]``: the form of version-1 saves."""
        return [self.reason, list(self.winners), self.domain]


@dataclass(frozen=True, slots=True)
class MajorityResult:
    """The game ended by majorities: the winners, each seat's points, the seats holding each
    Domain's majority, the Domain that broke the tie (or None) and the teams' points (team game)."""

    winners: list[int]
    points: list[int]
    majorities: list[list[int]]
    tiebreak: int | None
    team_points: list[int] | None

    @property
    def reason(self) -> str:
        """``"majority"``."""
        return "majority"

    def __reduce__(self) -> tuple[type[MajorityResult], tuple[list[int], list[int], list[list[int]],
                                                               int | None, list[int] | None]]:
        """Pickled by its fields (see ``HegemonyResult.__reduce__``)."""
        return (MajorityResult, (self.winners, self.points, self.majorities, self.tiebreak, self.team_points))

    def as_list(self) -> list[object]:
        """``["majority", winners, points, majorities, tiebreak, team_points]``: the v1 save form."""
        return [self.reason, list(self.winners), list(self.points), [list(m) for m in self.majorities],
                self.tiebreak, None if self.team_points is None else list(self.team_points)]


GameResult = HegemonyResult | MajorityResult


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
    counts = st.cnt[a]
    if not st.used_perm & REL_BIT and counts[REL] >= st.lvl1:   # religion_effect's first test
        e = religion_effect(st, a)
        if e is not None:
            st.hand_limit = effect_hand_limit(e)
            st.used_perm |= REL_BIT
            if ev is not None:
                ev.append(("auto", a, e))
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
        if m[1] == a:
            st.discard.append(m[3])
            if ev is not None:
                ev.append(("expire", m[0], a, m[2], m[3]))
        else:
            keep.append(m)
    st.embargoes = keep


def game_over(st: State, result: GameResult, ev: Events) -> None:
    st.result = result
    st.phase = OVER
    st.pend = None
    if ev is not None:
        ev.append(("over",))


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
    d = KIND_DOMAIN[k]
    st.tab[a][d].append(k)
    st.cnt[a][d] += 1
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
