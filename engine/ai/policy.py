"""A fast rule-based policy: a score for every legal action, from one seat's side.

The scores are in "card values": how much one card of a Domain is worth to a seat, from
its progress towards Hegemony, the majority it takes or ties, the permanent-effect level
it reaches and the Art lead. Effects are scored against ``end`` (0): an effect worth
doing scores above 0. Easy plays these scores with noise, Medium uses them to finish its
look-ahead turns, Hard uses them as its playout policy and as a prior. The scorer reads
only tableaus, markers, hand sizes, the discard pile and the hand of the seat to move,
so it is honest on an information state as well as on a sampled world.

A ``Table`` is built at every step of every playout, so it copies nothing: it reads the
state's own counts per Domain (``State.counts_by_seat``, kept up to date by the core) and
Hegemony needs (``State.hegemony_needs``), and the scores loop where a generator would
allocate. Every score is the same float, computed in the same order, as the plain formulas.
"""

from __future__ import annotations

from typing import Final

from .core import (
    ARG_MASK,
    ART,
    ASSASSINATION,
    ATTACK,
    BOX,
    BOX_SIZE,
    BREAKTHROUGH,
    COPY,
    DEMOCRACY,
    DEVELOPMENT,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    ECO,
    EMBARGO,
    EXPERIMENT,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    KEEP,
    KIND_DOMAIN,
    MIL,
    MONOPOLY,
    NKINDS,
    OLIGARCHY,
    PICK,
    PLAY,
    PURGE,
    REL,
    REMOVE,
    REPUBLIC,
    RESEARCH,
    RETURN,
    S_ATTACK,
    SCI,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    UTO,
    State,
    copy_parts,
    level_thresholds,
)

WIN: Final = 50.0
_D6: Final = range(6)
_KINDS: Final = range(NKINDS)
# Each seat's rivals, per (players, teams): the other team's seats, or every other seat.
_RIVALS: Final[dict[tuple[int, bool], tuple[tuple[int, ...], ...]]] = {
    (n, teams): tuple(tuple(s for s in range(n) if (s % 2 != a % 2 if teams else s != a)) for a in range(n))
    for n in (2, 3, 4) for teams in (False, True)
}
# Per number of players: each seat's only other seat (two players), else -1.
_ONLY_RIVAL: Final[dict[int, tuple[int, ...]]] = {
    n: tuple(1 - a if n == 2 else -1 for a in range(n)) for n in (2, 3, 4)}
# Each seat's other seats, per number of players (team-mates included).
_OTHERS: Final[dict[int, tuple[tuple[int, ...], ...]]] = {
    n: tuple(tuple(s for s in range(n) if s != a) for a in range(n)) for n in (2, 3, 4)
}
_REL_ECO_SCI: Final = (False, True, True, True, False, False)     # per Domain: one of REL, ECO, SCI


def _progress(mine: int, need: int) -> float:
    """What one more card brings on the way to Hegemony: ``need`` cards, ``mine`` held (the cube
    rewards the last cards most), before the majority, level and Domain bonuses."""
    p0, p1 = mine / need, (mine + 1) / need
    return 3.0 * (p1 * p1 * p1 - p0 * p0 * p0) + 0.15


def _level_bonus(level1: int, level2: int, d: int, mine: int) -> float:
    """What one more card of Domain d (not Culture) is worth when it reaches a level: more for
    Religion, Economy and Science, whose effects count most."""
    if mine + 1 == level1 or mine + 1 == level2:
        return 0.45 if _REL_ECO_SCI[d] else 0.3
    return 0.0


# _LEVEL_BONUS[level1][d][mine] = _level_bonus(level1, level2, d, mine), looked up by gain.
_LEVEL_BONUS: Final[dict[int, tuple[tuple[float, ...], ...]]] = {
    l1: tuple(tuple(_level_bonus(l1, l2, d, mine) for mine in range(BOX_SIZE)) for d in _D6)
    for l1, l2 in (level_thresholds(n) for n in (2, 3, 4))
}
def _majority_term(mine: int, opp: int, late: float) -> float:
    """What one more card is worth for the majority of a Domain where the seat holds ``mine`` cards
    and its strongest rival ``opp`` (0.0: nothing), ``late`` in the game (0 .. 1, by the deck)."""
    weight = 0.35 + 0.9 * late
    if mine + 1 == opp or (mine == opp and opp > 0):
        return weight            # ties or takes the majority
    if mine == 0 and opp == 0:
        return 0.5 * weight
    if mine > opp:
        return 0.1 * weight / (mine - opp)
    return 0.0


# The deck size from which a game is not late at all; a Domain's count (one more with gain's
# ``delta``) stays below _COUNTS: the box holds at most 20 cards of one Domain.
LATE_DECK: Final = 80
_COUNTS: Final = max(sum(BOX[k] for k in range(NKINDS) if KIND_DOMAIN[k] == d) for d in _D6) + 2


def _majority_terms(late: float) -> tuple[tuple[float, ...], ...]:
    """_majority_term(mine, opp, late) for every mine and opp, looked up by gain."""
    return tuple(tuple(_majority_term(mine, opp, late) for opp in range(_COUNTS)) for mine in range(_COUNTS))


# Per deck size (up to LATE_DECK): the majority terms, built the first time a table needs them.
_MAJORITY: Final[dict[int, tuple[tuple[float, ...], ...]]] = {}
# _PROGRESS[need][mine] = _progress(mine, need), looked up by gain (a need grows with each
# Democracy card: 7 or 8 plus at most the 16 Utopia cards of the box).
_PROGRESS: Final[tuple[tuple[float, ...], ...]] = tuple(
    tuple(_progress(mine, need) for mine in range(need)) if need else () for need in range(8 + 17))


class Table:
    """Per-seat Domain counts and the derived values one decision needs (read them before the
    state changes: the counts and needs are the state's own tables)."""

    __slots__ = ("bonus", "counts", "late", "level1", "level2", "majority", "n", "need", "others",
                 "rival", "rivals", "st", "teams")

    def __init__(self, st: State) -> None:
        self.st = st
        self.n = n = st.players
        self.counts = st.counts_by_seat
        self.need = st.hegemony_needs
        self.level1, self.level2 = st.level_thresholds
        self._deck(st.deck_size)
        self.bonus = _LEVEL_BONUS[self.level1]
        self.teams = teams = st.teams
        self.rivals = _RIVALS[n, teams]     # built once: a Table is built at every playout step
        self.others = _OTHERS[n]
        self.rival = _ONLY_RIVAL[n]

    def _deck(self, size: int) -> None:
        """The terms that depend on the deck's size."""
        deck = min(size, LATE_DECK)
        self.late = 1.0 - min(1.0, deck / 80.0)
        majority = _MAJORITY.get(deck)
        if majority is None:
            majority = _MAJORITY[deck] = _majority_terms(self.late)
        self.majority = majority

    def rewind(self, counts: list[list[int]], need: list[list[int]], deck: int) -> None:
        """The values as they were when the tableaux counted ``counts``, Hegemony needed ``need``
        and the deck held ``deck`` cards (the opponent model's earlier decisions, infer.py); the
        players, the teams and the level thresholds never change in a game."""
        self.counts, self.need = counts, need
        self._deck(deck)

    def gain(self, a: int, d: int, delta: int = 0) -> float:
        """Value to seat a of one more card of Domain d (on top of ``delta`` already added)."""
        c = self.counts
        mine = c[a][d] + delta
        if mine < 0:
            return 0.0
        need = self.need[a][d]
        if mine + 1 >= need:
            return WIN
        v = _PROGRESS[need][mine]
        rival = self.rival[a]
        if rival >= 0:
            opp = c[rival][d]
        else:
            opp = 0             # the most cards of d among the rivals (counts are never negative)
            for o in self.rivals[a]:
                x = c[o][d]
                if x > opp:
                    opp = x
        if not self.teams or c[(a + 2) % 4][d] <= mine:    # a holds the most of its team
            term = self.majority[mine][opp]
            if term:
                v += term
        if d == ART:
            if rival >= 0:      # the only other seat
                lead = opp
            else:
                lead = 0
                for s in self.others[a]:
                    x = c[s][ART]
                    if x > lead:
                        lead = x
            if mine + 1 > lead >= mine:
                v += 0.35
        else:
            b = self.bonus[d][mine]     # one more card reaches a level
            if b:
                v += b
            if d == UTO:
                v += 0.1
        return v

    def loss(self, a: int, d: int) -> float:
        """Value seat a loses with one card fewer of Domain d."""
        if self.counts[a][d] <= 0:
            return 0.0
        return self.gain(a, d, -1)

    def threat(self, o: int, d: int) -> float:
        """How much a rival's next card of Domain d hurts (urgent near Hegemony)."""
        c = self.counts[o][d]
        if c == 0:
            return 0.0
        gap = self.need[o][d] - c
        urgent = 4.0 if gap <= 1 else 1.5 if gap == 2 else 0.5 if gap == 3 else 0.0
        return urgent + 0.6 * self.loss(o, d)


def hand_value(t: Table, a: int, k: int) -> float:
    """What a card in hand is worth to seat a (what playing it later would bring)."""
    return t.gain(a, KIND_DOMAIN[k])


def _hand_values(t: Table, a: int, playable: bool) -> list[float]:
    """``hand_value`` of each card in a's hand (``playable``: only those it may play now), sorted."""
    st = t.st
    hand = st.hand(a)
    embargoed = st.embargoed
    gain = t.gain
    vals: list[float] = []
    for k in _KINDS:
        h = hand[k]
        if h and not (playable and embargoed(KIND_DOMAIN[k])):
            v = gain(a, KIND_DOMAIN[k])
            if h == 1:
                vals.append(v)
            else:
                vals.extend([v] * h)
    vals.sort()
    return vals


def _best_hand(t: Table, a: int, count: int) -> float:
    vals = _hand_values(t, a, True)
    vals.reverse()
    return sum(vals[:count]) if len(vals) >= count else sum(vals) - 0.3 * (count - len(vals))


def _cheapest_tableau(t: Table, a: int, count: int, keep: float = 0.0) -> float:
    mine = t.counts[a]
    losses: list[float] = []
    for d in _D6:
        c = mine[d]
        if c:
            v = t.loss(a, d) * (1.0 - keep)
            losses.append(v)
            if count > 1 and c > 1:
                losses.extend([v] * (min(count, c) - 1))
    losses.sort()
    return sum(losses[:count])


def _worst_hand(t: Table, a: int, count: int) -> float:
    return sum(_hand_values(t, a, False)[:count])


def _attack_value(t: Table, a: int, d: int, sacrificed: bool) -> float:
    mine = t.counts[a][d] - (1 if d == MIL and not sacrificed else 0)
    if mine <= 0:
        return -9.0
    v = -t.gain(a, d, -1 - (1 if d == MIL and not sacrificed else 0))
    for o in t.rivals[a]:
        if t.counts[o][d]:
            v += t.threat(o, d)
    return v


def _max_threat(t: Table, o: int) -> float:
    """The largest ``threat`` of seat o over the Domains (max, first of equals)."""
    threat = t.threat
    best = threat(o, 0)
    for d in range(1, 6):
        v = threat(o, d)
        if v > best:
            best = v
    return best


def _effect_value(t: Table, a: int, e: int) -> float:
    st = t.st
    if e == HOLY_BOOK:
        return 0.04
    if e == DIVINE_RIGHT:
        return 0.05
    if e in (ASSASSINATION, PURGE):
        n = 1 if e == ASSASSINATION else 2
        if st.hand_size(a) < n:
            return -1.0
        return 0.45 * n - _worst_hand(t, a, n) - 0.05
    if e in (DEVELOPMENT, MONOPOLY, EXPERIMENT, RESEARCH):
        n = 1 if e in (DEVELOPMENT, EXPERIMENT) else 2
        keep = 0.35 if e in (EXPERIMENT, RESEARCH) else 0.0
        return _best_hand(t, a, n) - _cheapest_tableau(t, a, n, keep) - 0.05
    if e in (OLIGARCHY, REPUBLIC):
        n = 1 if e == OLIGARCHY else 2
        vals = sorted((t.gain(a, KIND_DOMAIN[k]) for k in set(st.discard_pile)), reverse=True)
        return 0.8 * sum(vals[:n]) - 0.1
    if e == ATTACK:
        cost = t.loss(a, MIL)
        mine = t.counts[a]
        best: float | None = None       # the best Domain to attack (max, first of equals)
        for d in _D6:
            if mine[d]:
                v = _attack_value(t, a, d, False)
                if best is None or v > best:
                    best = v
        return (-9.0 if best is None else best) - cost
    if e == INQUISITION:
        best = None
        for o in t.rivals[a]:
            v = 0.3 * st.hand_size(o) + 0.15 * _max_threat(t, o)
            if best is None or v > best:
                best = v
        return (0.0 if best is None else best) - t.loss(a, REL) - 0.2
    if e in (EMBARGO, DEMOCRACY):
        d_own = ECO if e == EMBARGO else UTO
        scale = 0.6 if e == EMBARGO else 1.1
        best = None
        for o in t.rivals[a]:
            theirs = t.counts[o]
            for d in _D6:
                if theirs[d]:
                    v = t.threat(o, d)
                    if best is None or v > best:
                        best = v
        return scale * (0.0 if best is None else best) - t.loss(a, d_own) - 0.3
    if e == BREAKTHROUGH:
        size = st.hand_size(a)
        return 0.25 * size - _worst_hand(t, a, size) * 0.2 - t.loss(a, SCI) - 0.2
    return 0.3   # Inspiration: the copy is scored when chosen


def score(t: Table, a: int, code: int) -> float:
    """Score of one legal action code for the seat to move (higher is better)."""
    verb = code >> SHIFT
    arg = code & ARG_MASK
    st = t.st
    if verb == PLAY or verb == PICK:
        return t.gain(a, KIND_DOMAIN[arg]) + (0.01 * (arg % 3))
    if verb == USE:
        return _effect_value(t, a, arg)
    if verb == DISCARD:
        return -hand_value(t, a, arg)
    if verb == REMOVE:
        return -t.loss(a, KIND_DOMAIN[arg])
    if verb == RETURN:
        d = KIND_DOMAIN[arg]
        return -t.loss(a, d) + 0.3 * t.gain(a, d, -1)
    if verb == TAKE:
        return t.gain(a, KIND_DOMAIN[arg])
    if verb == GIVE:
        pend = st.pending
        target = pend.target if pend is not None else a
        return -hand_value(t, a, arg) - 0.3 * t.gain(target, KIND_DOMAIN[arg])
    if verb == TARGET:
        if arg not in t.rivals[a]:
            return -5.0
        pend = st.pending
        threat = _max_threat(t, arg)
        if pend is not None and pend.effect == INQUISITION:
            return 0.3 * st.hand_size(arg) + 0.2 * threat
        return threat
    if verb == DOMAIN:
        pend = st.pending
        assert pend is not None
        if pend.stage == S_ATTACK:
            return _attack_value(t, a, arg, True)
        return t.threat(pend.target, arg)
    if verb == COPY:
        s, e = copy_parts(arg)
        return _effect_value(t, a, e) + 0.01 * s
    if verb == KEEP:
        draft = st.draft
        kept = draft.kept[a] if draft is not None else []
        d = KIND_DOMAIN[arg]
        same = sum(1 for k in kept if KIND_DOMAIN[k] == d)
        return 1.0 + 0.4 * same + (0.2 if d in (REL, ECO, SCI) else 0.0)
    return 0.0   # end


def best_action(st: State, codes: list[int]) -> int:
    """The highest-scoring code for the seat to move (first one on ties)."""
    if len(codes) == 1:
        return codes[0]
    t = Table(st)
    a = st.active
    best, best_v = codes[0], -1e9
    for c in codes:
        v = score(t, a, c)
        if v > best_v:
            best, best_v = c, v
    return best
