"""The evaluation of a position: each seat's chance to win, without playing on, learned by self-play.

Every seat gets a feature vector (``NAMES``: whose turn it is; whether its hand already holds the
cards to close its best Domain's gap to Hegemony, Democracy cards counted, with the extra plays
its Development / Monopoly / Experiment / Research, or an Inspiration copy of a rival's, let it
make in one turn, and whether an Embargo stands in the way; the gaps of its two best Domains
after the cards in hand; its permanent-effect levels; hand size and Age III cards in hand; the
majorities it holds early and late, those it holds by two cards, its majority points against the
best rival's; whether it would win the count of the majorities now (Utopia and Culture
tie-breaks included) and, in the final round, whether it still plays) and a strength ``w . f``;
the chances are the soft-max of the strengths (a conditional logit). It costs about 1.2-1.4 times
the hand-fitted evaluation it replaced (``legacy_eval``) per call (``python -m engine.lab.fit
--report`` measures both).

One weight vector per player count (2, 3, 4) and one for the team game (``MODELS``), fitted on
positions of self-play games at the start of a turn, where the search calls the evaluation,
against the games' results by ``python -m engine.lab.fit --train`` (the weights ship in
``weights.json`` beside this module; ``python -m engine.lab.fit --report`` prints their
calibration on held-out games). In a team game a team's strength is its two seats' strengths
added up (the same features, weighed by the team model) and the two teams' chances are the
soft-max of theirs.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from importlib import resources
from operator import mul
from typing import Final

from .core import (
    ART,
    DRAFT_KEEP,
    DRAFT_PICK,
    ECO,
    KIND_AGE,
    KIND_DOMAIN,
    MIL,
    NKINDS,
    REL,
    SCI,
    TIEBREAK_ORDER,
    UTO,
    State,
)

# The features of one seat, in the order of the weights (weights.json names them too).
NAMES: Final[tuple[str, ...]] = (
    "to_move",          # the seat plays the coming turn
    "next",             # the seat plays the turn after (3 and 4 players: the next to act on a blow)
    "win_now",          # to move, and its hand closes a Domain's gap this turn (no Embargo on it)
    "threat",           # not to move, and its hand closes a gap on its next turn (no Embargo on it)
    "inv_gap1",         # 1 / the best Domain's gap after the cards in hand that can go down in a turn
    "inv_gap2",         # the same for the second best Domain
    "gap1_is_1",        # the best gap after the hand is one card
    "gap1_is_2",        # ... two cards
    "progress",         # sum over Domains of (cards / cards needed) cubed
    "eco_level",        # Development 1, Monopoly 2 (halved): extra plays
    "sci_level",        # Experiment 1, Research 2 (halved): extra plays
    "rel_level",        # Holy Book 1, Divine Right 2 (halved): a bigger hand
    "mil_level",        # Assassination 1, Purge 2 (halved)
    "uto_level",        # Oligarchy 1, Republic 2 (halved)
    "extra_plays",      # extra plays a turn can make, Inspiration copies included
    "hand",             # cards in hand / 3
    "hand_best",        # cards in hand of the best Domain / 3
    "hand_age3",        # Age III cards in hand / 3
    "embargo_best",     # an Embargo on the best Domain for the seat's coming turn
    "embargoed_hand",   # cards in hand the Embargoes on the seat stop / 3
    "democracy",        # Democracy cards under the seat's Domains / 2
    "majorities_late",  # majorities held (ties included) x how late it is
    "majorities_early",  # majorities held x how early it is
    "count_win_late",   # its share of a count of the majorities now, x how late it is, squared
    "final_turn",       # in the final round, the seat still plays a turn
    "final_count",      # in the final round, its share of the count of the majorities now
    "utopia",           # Utopia cards / 4 (the first tie-break)
    "art_lead",         # strictly the most Culture cards (Inspiration; the second tie-break)
    "tableau",          # cards in the tableau / 10
    "late_gap",         # inv_gap1 x how late it is
    "margin_late",      # its majority points minus the best rival's, x how late it is
    "secure_late",      # Domains it leads by 2 cards or more, x how late it is
)
NFEATURES: Final = len(NAMES)
TEMPO: Final = frozenset({"to_move", "next"})      # the features that only say whose turn it is
PLAYER_COUNTS: Final = (2, 3, 4)
# The models: one per player count, and one for the 4-player team game.
MODELS: Final = ("2", "3", "4", "4t")
WEIGHTS_FILE: Final = "weights.json"
_D6: Final = range(6)
_AGE3: Final = tuple(k for k in range(NKINDS) if KIND_AGE[k] == 3)     # the kinds of Age III


def model_key(players: int, teams: bool) -> str:
    """The name of the model of a table: its player count, ``4t`` for the team game."""
    return f"{players}{'t' if teams else ''}"


def load_weights(text: str | None = None) -> dict[str, tuple[float, ...]]:
    """The weights of every model (``MODELS``), from ``weights.json`` (or the JSON ``text`` given).

    :raises ValueError: if the file does not name exactly ``NAMES`` or lacks a model.
    """
    if text is None:
        text = resources.files(__package__ or "engine.ai").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    if tuple(data.get("features", ())) != NAMES:
        raise ValueError(f"{WEIGHTS_FILE} was fitted for other features than evaluate.NAMES")
    out: dict[str, tuple[float, ...]] = {}
    for key in MODELS:
        model = data.get("models", {}).get(key)
        if model is None or len(model.get("weights", ())) != NFEATURES:
            raise ValueError(f"{WEIGHTS_FILE} has no {NFEATURES} weights for model {key!r}")
        out[key] = tuple(float(w) for w in model["weights"])
    return out


WEIGHTS: Final[dict[str, tuple[float, ...]]] = load_weights()


def all_features(st: State) -> list[list[float]]:
    """The feature vector (``NAMES``) of every seat."""
    n = st.players
    counts = st.domain_counts_by_seat()
    dem = st.democracy_counts
    heg = st.hegemony_target
    lvl1, lvl2 = st.level_thresholds
    active = st.active
    deck = st.deck_size
    late = 1.0 - min(1.0, deck / 80.0)
    early = 1.0 - late
    # Embargoes on each seat's coming turn (the active seat's are in force now).
    emb = [0] * n
    for marker in st.embargoes:
        emb[marker.on] |= 1 << marker.domain
    # The count of the majorities if the game ended now: points, then the tie-breaks.
    points = [0] * n
    best = [0] * 6
    second = [0] * 6        # per Domain: the most cards of the seats but one holding ``best``
    for d in _D6:
        top = runner = 0
        for s in range(n):
            c = counts[s][d]
            if c > top:
                top, runner = c, top
            elif c > runner:
                runner = c
        best[d] = top
        second[d] = runner
        if top:
            for s in range(n):
                if counts[s][d] == top:
                    points[s] += 1
    top_points = max(points)
    alive = [s for s in range(n) if points[s] == top_points]
    if len(alive) > 1:
        for d in TIEBREAK_ORDER:
            most = max(counts[s][d] for s in alive)
            alive = [s for s in alive if counts[s][d] == most]
            if len(alive) == 1:
                break
    share = 1.0 / len(alive)
    late2 = late * late
    final = st.final_round and st.phase not in (DRAFT_KEEP, DRAFT_PICK)
    last = (st.first - 1) % n
    left_after = (last - active) % n        # seats after the active one still to play, final round
    art = [c[ART] for c in counts]
    art_top = max(art)
    art_alone = art.count(art_top) == 1 and art_top > 0     # the seat holding art_top leads strictly
    rival_top = top_points if points.count(top_points) > 1 else max(
        (p for p in points if p != top_points), default=0)  # the points of the best but the leader
    # the effect levels an Inspiration could copy: the best any seat has (the copier's own gain nothing)
    eco_lv = [(2 if c[ECO] >= lvl2 else 1 if c[ECO] >= lvl1 else 0) for c in counts]
    sci_lv = [(2 if c[SCI] >= lvl2 else 1 if c[SCI] >= lvl1 else 0) for c in counts]
    eco_top, sci_top = max(eco_lv), max(sci_lv)
    out: list[list[float]] = []
    for s in range(n):
        mine = counts[s]
        under = dem[s]
        hand = st.hand(s)
        in_hand = [0] * 6
        for h, d in zip(hand, KIND_DOMAIN):
            if h:
                in_hand[d] += h
        age3 = sum(map(hand.__getitem__, _AGE3))
        lead = art_alone and art[s] == art_top
        extra = eco_lv[s] + sci_lv[s]
        if lead:
            extra += max(eco_top - eco_lv[s], sci_top - sci_lv[s])
        plays = 1 + extra
        mask = emb[s]
        gap1 = gap2 = 99
        best_d = 0
        prog = 0.0
        blocked = 0
        majorities = secure = 0
        for d in _D6:
            need = heg + under[d]
            c = mine[d]
            p = c / need
            prog += p * p * p
            h = in_hand[d]
            if mask >> d & 1:
                blocked += h
                gap = need - c
            else:
                gap = need - c - (h if h < plays else plays)
            if gap < gap1:
                gap2 = gap1
                gap1, best_d = gap, d
            elif gap < gap2:
                gap2 = gap
            if c and c == best[d]:
                majorities += 1
                if c - second[d] >= 2:
                    secure += 1
        ready = 1.0 if gap1 <= 0 else 0.0
        to_move = s == active
        inv1 = 1.0 / (gap1 if gap1 > 0 else 0.5)
        lv = (2 if mine[REL] >= lvl2 else 1 if mine[REL] >= lvl1 else 0,
              2 if mine[MIL] >= lvl2 else 1 if mine[MIL] >= lvl1 else 0,
              2 if mine[UTO] >= lvl2 else 1 if mine[UTO] >= lvl1 else 0)
        rival_points = rival_top if points[s] == top_points else top_points
        count_share = share if s in alive else 0.0
        out.append([
            1.0 if to_move else 0.0,
            1.0 if s == (active + 1) % n else 0.0,
            ready if to_move else 0.0,
            0.0 if to_move else ready,
            inv1,
            1.0 / (gap2 if gap2 > 0 else 0.5),
            1.0 if gap1 == 1 else 0.0,
            1.0 if gap1 == 2 else 0.0,
            prog,
            eco_lv[s] / 2.0,
            sci_lv[s] / 2.0,
            lv[0] / 2.0,
            lv[1] / 2.0,
            lv[2] / 2.0,
            float(extra),
            st.hand_size(s) / 3.0,
            in_hand[best_d] / 3.0,
            age3 / 3.0,
            1.0 if mask >> best_d & 1 else 0.0,
            blocked / 3.0,
            sum(under) / 2.0,
            majorities * late,
            majorities * early,
            count_share * late2,
            1.0 if final and (s - active) % n <= left_after else 0.0,
            count_share if final else 0.0,
            mine[UTO] / 4.0,
            1.0 if lead else 0.0,
            sum(mine) / 10.0,
            inv1 * late,
            (points[s] - rival_points) * late,
            secure * late,
        ])
    return out


def outcome(st: State) -> list[float]:
    """Each seat's share of a finished game: 1 for a sole winner, 1/k for k winners."""
    assert st.result is not None
    winners = st.result.winners
    share = 1.0 / len(winners)
    if st.teams:
        share = 1.0     # the winning team's seats all win
    return [share if s in winners else 0.0 for s in range(st.n)]


def chances_of(strength: Sequence[float], teams: bool) -> list[float]:
    """The soft-max of the seats' strengths; with teams, of the teams' (each seat's added up),
    every seat carrying its team's chance."""
    if teams:
        z = strength[1] + strength[3] - strength[0] - strength[2]
        pa = 1.0 / (1.0 + math.exp(z)) if z < 700 else 0.0
        return [pa, 1.0 - pa, pa, 1.0 - pa]
    top = max(strength)
    ex = [math.exp(x - top) for x in strength]
    total = sum(ex)
    return [x / total for x in ex]


def evaluate(st: State, weights: Sequence[float] | None = None) -> list[float]:
    """Each seat's estimated chance to win (an exact share once the game is over).

    ``weights`` (``NFEATURES`` numbers) replaces the fitted ones of the table's model.
    """
    if st.result is not None:
        return outcome(st)
    teams = st.teams
    w = WEIGHTS[f"{st.players}{'t' if teams else ''}"] if weights is None else weights
    strength = [sum(map(mul, w, f)) for f in all_features(st)]
    return chances_of(strength, teams)


def calm_weights(key: str) -> tuple[float, ...]:
    """The fitted weights of a model (``MODELS``) without the tempo terms (who plays next)."""
    return tuple(0.0 if name in TEMPO else w for name, w in zip(NAMES, WEIGHTS[key]))
