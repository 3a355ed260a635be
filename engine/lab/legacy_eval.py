"""The hand-fitted evaluation of issues 1 to 11, kept as the baseline the learned one is measured against.

``python -m engine.lab.fit --report`` prints the calibration of both side by side; nothing in the
game calls this module. Every seat gets a feature vector (majorities held early and late, how
close its best Domains are to Hegemony, the cards in hand that would close that gap,
permanent-effect levels, hand size, Utopia and Art for the tie-break) and a strength ``w . f``;
the chances are the soft-max of the strengths, shared by team in a team game. One weight vector
for every player count, fitted on 2-player games (``python -m engine.lab.fit --games 3000
--every 2`` as it was then: held-out accuracy 0.673).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..ai.evaluate import outcome
from ..cards import ART, KIND_DOMAIN, NKINDS, UTO
from ..rules import art_leader
from ..state import State

NFEATURES = 12
# Fitted by ``python -m engine.lab.fit --games 3000 --every 2`` (held-out accuracy 0.673).
WEIGHTS: tuple[float, ...] = (
    0.320, -0.142, 2.273, 2.462, -1.033, -0.788, 0.464, -0.169, 0.850, 0.251, 2.238, 0.482,
)
_D6 = range(6)


def features(st: State, s: int, counts: list[list[int]], best: list[int], late: float) -> list[float]:
    """Feature vector of seat s (counts per seat and Domain, best count per Domain)."""
    mine = counts[s]
    heg = st.hegemony_target     # a Domain's Hegemony needs the target plus its Democracy cards
    under = st.democracy_counts[s]
    maj = 0
    for d in _D6:
        if mine[d] and mine[d] == best[d]:
            maj += 1
    hand = st.hand(s)
    in_hand = [0] * 6
    for k in range(NKINDS):
        if hand[k]:
            in_hand[KIND_DOMAIN[k]] += hand[k]
    gaps = sorted(heg + under[d] - mine[d] - min(in_hand[d], 2) * 0.5 for d in _D6)
    g1, g2 = gaps[0], gaps[1]
    prog = 0.0
    levels = 0
    level1, level2 = st.level_thresholds
    for d in _D6:
        p = mine[d] / (heg + under[d])
        prog += p * p * p
        if d != ART and mine[d] >= level1:
            levels += 1 + (mine[d] >= level2)
    art_lead = 1.0 if art_leader(st, s) else 0.0
    return [
        maj * late,
        maj * (1.0 - late),
        1.0 / max(g1, 0.5),
        1.0 / max(g2, 0.5),
        prog,
        1.0 if g1 <= 1.0 else 0.0,
        levels / 4.0,
        st.hand_size(s) / 3.0,
        mine[UTO] / 4.0,
        art_lead,
        sum(mine) / 10.0,
        1.0 if st.active == s else 0.0,
    ]


def all_features(st: State) -> list[list[float]]:
    """Feature vectors of every seat."""
    n = st.players
    counts = st.domain_counts_by_seat()
    best = [max(column) for column in zip(*counts)]     # per Domain: the most cards any seat has
    late = 1.0 - min(1.0, st.deck_size / 80.0)
    return [features(st, s, counts, best, late) for s in range(n)]


def evaluate(st: State, weights: Sequence[float] = WEIGHTS) -> list[float]:
    """Each seat's estimated chance to win (an exact share once the game is over)."""
    if st.result is not None:
        return outcome(st)
    feats = all_features(st)
    strength = [sum(w * x for w, x in zip(weights, f)) for f in feats]
    if st.teams:
        team = [strength[0] + strength[2], strength[1] + strength[3]]
        top = max(team)
        ea, eb = math.exp(team[0] - top), math.exp(team[1] - top)
        pa = ea / (ea + eb)
        return [pa, 1.0 - pa, pa, 1.0 - pa]
    top = max(strength)
    ex = [math.exp(x - top) for x in strength]
    total = sum(ex)
    return [x / total for x in ex]
