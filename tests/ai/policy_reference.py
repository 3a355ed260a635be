"""The rule policy as it was written before its speed-up (issue 12): the plain formulas, kept as
the oracle of tests/ai/test_policy_fast.py, which checks that ``engine.ai.policy`` (reading the
state's incremental counts, with looked-up terms and loops) gives every score as the very same float.

Not used by the game. Unchanged from engine/ai/policy.py at cc3284e but for this docstring and
its imports.
"""

from __future__ import annotations

from engine.actions import (
    ARG_MASK,
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
    EXPERIMENT,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    KEEP,
    MONOPOLY,
    OLIGARCHY,
    PICK,
    PLAY,
    PURGE,
    REMOVE,
    REPUBLIC,
    RESEARCH,
    RETURN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    copy_parts,
)
from engine.cards import ART, ECO, KIND_DOMAIN, MIL, NKINDS, REL, SCI, UTO
from engine.rules import S_ATTACK
from engine.state import State

WIN = 50.0
_D6 = range(6)
# Each seat's rivals, per (players, teams): the other team's seats, or every other seat.
_RIVALS: dict[tuple[int, bool], tuple[tuple[int, ...], ...]] = {
    (n, teams): tuple(tuple(s for s in range(n) if (s % 2 != a % 2 if teams else s != a)) for a in range(n))
    for n in (2, 3, 4) for teams in (False, True)
}


class Table:
    """Per-seat Domain counts and the derived values one decision needs."""

    __slots__ = ("counts", "late", "level1", "level2", "n", "need", "rivals", "st", "teams")

    def __init__(self, st: State) -> None:
        self.st = st
        self.n = n = st.players
        self.counts = st.domain_counts_by_seat()
        self.need = st.hegemony_needs_by_seat()
        self.level1, self.level2 = st.level_thresholds
        self.late = 1.0 - min(1.0, st.deck_size / 80.0)
        self.teams = teams = st.teams
        self.rivals = _RIVALS[n, teams]     # built once: a Table is built at every playout step

    def gain(self, a: int, d: int, delta: int = 0) -> float:
        """Value to seat a of one more card of Domain d (on top of ``delta`` already added)."""
        c = self.counts
        mine = c[a][d] + delta
        if mine < 0:
            return 0.0
        need = self.need[a][d]
        if mine + 1 >= need:
            return WIN
        p0, p1 = mine / need, (mine + 1) / need
        v = 3.0 * (p1 * p1 * p1 - p0 * p0 * p0) + 0.15
        opp = max(c[o][d] for o in self.rivals[a])
        best = mine
        if self.teams:
            best = max(mine, c[(a + 2) % 4][d])
        if best == mine:
            weight = 0.35 + 0.9 * self.late
            if mine + 1 == opp or (mine == opp and opp > 0):
                v += weight            # ties or takes the majority
            elif mine == 0 and opp == 0:
                v += 0.5 * weight
            elif mine > opp:
                v += 0.1 * weight / (mine - opp)
        if d == ART:
            lead = max(c[s][ART] for s in range(self.n) if s != a)
            if mine + 1 > lead >= mine:
                v += 0.35
        elif mine + 1 == self.level1 or mine + 1 == self.level2:
            v += 0.45 if d in (REL, ECO, SCI) else 0.3
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


def _best_hand(t: Table, a: int, count: int) -> float:
    st = t.st
    hand = st.hand(a)
    embargoed = st.embargoed
    vals = sorted(
        (hand_value(t, a, k) for k in range(NKINDS) for _ in range(hand[k])
         if not embargoed(KIND_DOMAIN[k])),
        reverse=True,
    )
    return sum(vals[:count]) if len(vals) >= count else sum(vals) - 0.3 * (count - len(vals))


def _cheapest_tableau(t: Table, a: int, count: int, keep: float = 0.0) -> float:
    losses = sorted(t.loss(a, d) * (1.0 - keep) for d in _D6 for _ in range(min(count, t.counts[a][d])))
    return sum(losses[:count])


def _worst_hand(t: Table, a: int, count: int) -> float:
    hand = t.st.hand(a)
    vals = sorted(hand_value(t, a, k) for k in range(NKINDS) for _ in range(hand[k]))
    return sum(vals[:count])


def _attack_value(t: Table, a: int, d: int, sacrificed: bool) -> float:
    mine = t.counts[a][d] - (1 if d == MIL and not sacrificed else 0)
    if mine <= 0:
        return -9.0
    v = -t.gain(a, d, -1 - (1 if d == MIL and not sacrificed else 0))
    for o in t.rivals[a]:
        if t.counts[o][d]:
            v += t.threat(o, d)
    return v


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
        best = max((_attack_value(t, a, d, False) for d in _D6 if t.counts[a][d]), default=-9.0)
        return best - cost
    if e == INQUISITION:
        best = max(
            (0.3 * st.hand_size(o) + 0.15 * max(t.threat(o, d) for d in _D6) for o in t.rivals[a]),
            default=0.0,
        )
        return best - t.loss(a, REL) - 0.2
    if e in (EMBARGO, DEMOCRACY):
        d_own = ECO if e == EMBARGO else UTO
        scale = 0.6 if e == EMBARGO else 1.1
        best = max(
            (t.threat(o, d) for o in t.rivals[a] for d in _D6 if t.counts[o][d]), default=0.0,
        )
        return scale * best - t.loss(a, d_own) - 0.3
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
        threat = max(t.threat(arg, d) for d in _D6)
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
