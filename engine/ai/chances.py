"""Each side's chance of winning, turn by turn, over a finished game, and the turns that swung it.

``chances(game)`` replays a finished game from its origin (``Game.at(0)``, then every action
of ``game.history`` through ``apply``: only the public surface) and, at every turn boundary
(the start of each turn: the origin when it is between turns, then each ``Turn`` event),
estimates each side's chance with the Hard AI's evaluation (``engine.ai.evaluate``) on the
*true* state: the game is over, so nothing is hidden any more.

A point's estimate (``blend``) is the mean of two readings of the Hard evaluation, both without
its tempo term (the bonus of the seat to move, which would saw every curve): the position as it
stands (``calm``), and the position two turns on (``lookahead``: the seat to move plays a quiet
turn with the rule policy, striking no blow at a rival, then the next seat plays its turn with
the rule policy, taking a Hegemony it can reach). The evaluation alone sees neither an Embargo
nor a Hegemony one turn away; the lookahead sees both, so the blow that stops a coming Hegemony
is a swing of the turn that struck it. Measured by ``python -m engine.ai.chances`` (cost per
game and Brier score against the results, medium-AI games of 2, 3 and 4 players and teams): the
blend scores best in every configuration, at 30 to 60 ms per game.

Normalisation: without teams, one side per seat, the chances summing to 1; with teams, one side
per team (A: seats 0 and 2, B: 1 and 3), each seat carrying its team's chance, the two teams
summing to 1. The last point is the result: 1 for a sole winner (or the winning team), ``1/k``
each for ``k`` seats sharing the victory.

The swings are the turns whose change (half the sum of the sides' absolute changes: the share
of the win that moved) is largest, each named as a ``Sentence`` from the turn's events, saying
who acted and, for a blow at one rival, whom it hit: "Bob's Embargo on Aurelia's Science", "Bob's
Attack on Science" (an Attack hits every player: the attacker and the Domain), "Aurelia's
Democracy on Bob's Culture", "Aurelia's Inquisition on Bob", "Aurelia's Science Hegemony",
"Aurelia's Research", "Aurelia plays Science II", "Count of the majorities"... (codes
``chances.*``, rendered by any ``Words``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ..game import Game
from ..words import Card, Cards, Domain, Effect, Seat, Sentence, register
from .core import (
    DOMAINS,
    DRAFT_KEEP,
    DRAFT_PICK,
    OVER,
    Attack,
    Copy,
    DemocracyCard,
    Discard,
    Embargo,
    Event,
    FinalRound,
    HegemonyResult,
    Over,
    Play,
    Sacrifice,
    State,
    Target,
    Turn,
    Use,
    code_of,
    legal,
    step,
)
from .evaluate import MODELS, calm_weights, evaluate, model_key
from .policy import best_action

MAX_SWINGS: Final = 3
# per player count: the evaluation's weights without its tempo terms (who plays next)
CALM_WEIGHTS: Final = {key: calm_weights(key) for key in MODELS}
# A change smaller than this is no swing worth naming (the share of the win that moved).
MIN_SWING: Final = 0.05

register({
    "chances.embargo": "{Seat}'s Embargo on {target}'s {domain}",
    "chances.democracy": "{Seat}'s Democracy on {target}'s {domain}",
    "chances.attack": "{Seat}'s Attack on {domain}",
    "chances.inquisition": "{Seat}'s Inquisition on {target}",
    "chances.hegemony": "{Seat}'s {domain} Hegemony",
    "chances.majorities": "Count of the majorities",
    "chances.effect": "{Seat}'s {effect}",
    "chances.copy": "{Seat} copies {target}'s {effect}",
    "chances.final_round": "{Seat} draws the last card",
    "chances.play": "{Seat} plays {card}",
    "chances.plays": "{Seat} plays {cards}",
    "chances.turn": "{Seat}'s turn",
})


class Cancelled(Exception):
    """The computation was stopped by its ``cancelled`` callback."""


@dataclass(frozen=True)
class Point:
    """The chances at one turn boundary: ``turn`` turns played (0: the first turn about to
    start), ``seat`` the seat about to play (None at the end), ``actions`` applied by then,
    ``seats`` each seat's chance (a team's seats carry the team's)."""

    turn: int
    seat: int | None
    actions: int
    seats: tuple[float, ...]


@dataclass(frozen=True)
class Swing:
    """Turn ``turn`` (played by ``seat``) moved the chances by ``change`` (0..1: the share of the
    win that moved; ``deltas`` per seat); ``name`` says what happened in it."""

    turn: int
    seat: int
    change: float
    deltas: tuple[float, ...]
    name: Sentence


@dataclass(frozen=True)
class Chances:
    """The chances of a finished game at every turn boundary, and its biggest swings."""

    players: int
    teams: bool
    winners: tuple[int, ...]
    points: tuple[Point, ...]
    swings: tuple[Swing, ...]       # biggest first

    def sides(self) -> list[tuple[int, ...]]:
        """The sides whose chances sum to 1: each seat, or each team's seats (A first)."""
        if self.teams:
            return [(0, 2), (1, 3)]
        return [(s,) for s in range(self.players)]

    def side_values(self, point: Point) -> list[float]:
        """Each side's chance at ``point`` (they sum to 1)."""
        return [point.seats[side[0]] for side in self.sides()]


def _normalised(values: Sequence[float], teams: bool) -> tuple[float, ...]:
    """Evaluation or outcome values as chances: per seat summing to 1, or per team (teammates equal)."""
    if teams:
        a, b = max(0.0, values[0]), max(0.0, values[1])
        total = a + b
        pa = a / total if total > 0 else 0.5
        return (pa, 1.0 - pa, pa, 1.0 - pa)
    clipped = [max(0.0, v) for v in values]
    total = sum(clipped)
    if total <= 0:
        return tuple(1.0 / len(values) for _ in values)
    return tuple(v / total for v in clipped)


def calm(st: State) -> list[float]:
    """The Hard evaluation without its tempo term (the bonus of the seat to move), which would
    make every curve a saw: between two turns the whole table changes hands."""
    return evaluate(st, CALM_WEIGHTS[model_key(st.players, st.teams)])


# The blows a seat may strike at a rival; the seat to move is judged as if it struck none.
BLOWS: Final = frozenset(code for code in (code_of(f"use {e}") for e in ("attack", "embargo", "democracy",
                                                                      "inquisition")) if code is not None)


def _policy_turn(world: State, quiet: bool) -> None:
    """The seat to move plays its turn with the rule policy (``quiet``: striking no blow)."""
    mover = world.active
    while world.phase != OVER and world.active == mover:
        codes = legal(world)
        if quiet and len(codes) > 1:
            codes = [c for c in codes if c not in BLOWS] or codes
        step(world, best_action(world, codes), None)


def lookahead(st: State) -> list[float]:
    """The evaluation (``calm``) two turns ahead on a copy of the true state: the seat to move
    plays a quiet turn (the rule policy, striking no blow at a rival), then the next seat plays
    its turn with the rule policy (taking a Hegemony it can reach). So a seat that could win on
    its coming turn shows it, and the blow that stops it (an Embargo, an Attack, a Democracy
    card) is a swing of the turn that struck it."""
    if st.phase == OVER:
        return evaluate(st)
    world = st.clone()
    _policy_turn(world, quiet=True)
    if world.phase != OVER:
        _policy_turn(world, quiet=False)
    return calm(world)


def blend(st: State) -> list[float]:
    """The estimate the graph uses: the mean of ``calm`` (the position as it stands) and
    ``lookahead`` (two turns on): better calibrated than either alone for 2, 3 and 4 players
    (``python -m engine.ai.chances`` measures them), and still moved by the blows."""
    now, ahead = calm(st), lookahead(st)
    return [(a + b) / 2 for a, b in zip(now, ahead)]


Estimate = Callable[[State], list[float]]


def chances(game: Game, cancelled: Callable[[], bool] | None = None,
            estimate: Estimate | None = None) -> Chances:
    """Each side's chance of winning at every turn boundary of a finished game, and its swings.

    ``cancelled`` is asked between actions (a True stops it with ``Cancelled``); ``estimate``
    turns a true state into per-seat values (default ``blend``; ``calm``, ``lookahead`` or
    ``evaluate`` also fit).

    :raises ValueError: if the game is not over or has no origin to replay.
    :raises Cancelled: when ``cancelled()`` returned True.
    """
    if not game.over:
        raise ValueError("the chances are worked out for a finished game only")
    result = game.result
    assert result is not None
    estimate = blend if estimate is None else estimate
    replay = game.at(0)        # its origin; ValueError for a determinized copy (no origin)
    teams = replay.teams
    starts: list[tuple[int, int]] = []      # (seat about to play, actions), one per turn
    states: list[State] = []
    if replay.state.phase not in (DRAFT_KEEP, DRAFT_PICK):
        starts.append((replay.state.active, 0))
        states.append(replay.state.clone())
    events: list[Event] = list(replay.events)
    for i, action in enumerate(game.history, start=1):
        if cancelled is not None and cancelled():
            raise Cancelled()
        new = replay.apply(action)
        events += new
        for event in new:
            if isinstance(event, Turn) and event.seat is not None and (not starts or starts[-1][1] != i):
                starts.append((event.seat, i))
                states.append(replay.state.clone())
    points: list[Point] = []
    for turn, ((seat, actions), st) in enumerate(zip(starts, states)):
        if cancelled is not None and cancelled():
            raise Cancelled()
        points.append(Point(turn, seat, actions, _normalised(estimate(st), teams)))
    final = _normalised([1.0 if s in result["winners"] else 0.0 for s in range(replay.players)], teams)
    points.append(Point(len(starts), None, len(game.history), final))
    swings = _swings(points, starts, events, teams)
    return Chances(replay.players, teams, tuple(result["winners"]), tuple(points), tuple(swings))


def _turn_events(events: list[Event], start: int, end: int) -> list[Event]:
    """The events of the actions ``start + 1 .. end`` (one turn's), its opening Turn event left out."""
    return [e for e in events if start < e.actions <= end and not isinstance(e, Turn)]


def _swings(points: list[Point], starts: list[tuple[int, int]], events: list[Event],
            teams: bool) -> list[Swing]:
    out: list[Swing] = []
    for k in range(1, len(points)):
        before, after = points[k - 1], points[k]
        deltas = tuple(b - a for a, b in zip(before.seats, after.seats))
        sides = [(0,), (1,)] if teams else [(s,) for s in range(len(deltas))]
        change = sum(abs(deltas[side[0]]) for side in sides) / 2
        seat, start = starts[k - 1]
        out.append(Swing(k, seat, change, deltas, name_turn(seat, _turn_events(events, start, after.actions),
                                                             deltas, teams)))
    out.sort(key=lambda s: (-s.change, s.turn))
    return [s for s in out if s.change >= MIN_SWING][:MAX_SWINGS]


def name_turn(seat: int, events: Sequence[Event], deltas: Sequence[float], teams: bool = False) -> Sentence:
    """What a turn of ``seat`` is remembered by, from its events: a Hegemony won, then the blow
    that cost a rival most (Embargo, Democracy, Attack, Inquisition; named by ``seat``, who struck
    it, and the rival hit, or for an Attack, which hits everyone, the Domain), the majorities
    counted at the end, another effect, the last card drawn, the cards played."""
    hostile: list[tuple[float, int, Sentence]] = []
    effects: list[Sentence] = []
    plays: list[str] = []
    over: Over | None = None
    final_round = False
    attacked: dict[int, list[int]] = {}     # index of the Attack -> the seats that lost a card
    attack_index = -1
    for i, e in enumerate(events):
        if isinstance(e, Over):
            over = e
        elif isinstance(e, Embargo) and e.seat == seat:
            hostile.append((deltas[e.target], i, Sentence("chances.embargo", {
                "seat": Seat(seat), "target": Seat(e.target), "domain": Domain(e.domain)})))
        elif isinstance(e, DemocracyCard) and e.seat == seat:
            hostile.append((deltas[e.target], i, Sentence("chances.democracy", {
                "seat": Seat(seat), "target": Seat(e.target), "domain": Domain(e.domain)})))
        elif isinstance(e, Attack) and e.seat == seat:
            attack_index = i
            attacked[i] = []
            hostile.append((0.0, i, Sentence("chances.attack", {"seat": Seat(seat),
                                                                "domain": Domain(e.domain)})))
        elif isinstance(e, Discard) and e.attacked and attack_index >= 0 and e.seat is not None:
            attacked[attack_index].append(e.seat)
        elif isinstance(e, Target) and e.seat == seat and e.effect == "inquisition":
            hostile.append((deltas[e.target], i, Sentence("chances.inquisition", {
                "seat": Seat(seat), "target": Seat(e.target)})))
        elif isinstance(e, Copy) and e.seat == seat:
            effects.append(Sentence("chances.copy", {"seat": Seat(seat), "target": Seat(e.target),
                                                     "effect": Effect(e.effect)}))
        elif isinstance(e, Sacrifice) and e.seat == seat and e.effect == "breakthrough":
            effects.append(Sentence("chances.effect", {"seat": Seat(seat), "effect": Effect(e.effect)}))
        elif isinstance(e, Use) and e.seat == seat and not e.automatic and e.effect in _NAMED_EFFECTS:
            effects.append(Sentence("chances.effect", {"seat": Seat(seat), "effect": Effect(e.effect)}))
        elif isinstance(e, FinalRound):
            final_round = True
        elif isinstance(e, Play) and e.seat == seat:
            plays.append(e.card)
    # an Attack hits every player: it weighs what it cost the rival it cost most, and is named
    # by the attacker and the Domain
    for n, (_delta, i, sentence) in enumerate(hostile):
        if sentence.code == "chances.attack":
            losers = [s for s in attacked.get(i, []) if s != seat]
            if losers:
                hostile[n] = (min(deltas[s] for s in losers), i, sentence)
    if over is not None and isinstance(over.result, HegemonyResult):
        domain = Domain(DOMAINS[over.result.domain])
        return Sentence("chances.hegemony", {"seat": Seat(seat), "domain": domain})
    if hostile:
        return min(hostile, key=lambda h: (h[0], h[1]))[2]
    if over is not None:
        return Sentence("chances.majorities")
    if effects:
        return effects[0]
    if final_round:
        return Sentence("chances.final_round", {"seat": Seat(seat)})
    if len(plays) == 1:
        return Sentence("chances.play", {"seat": Seat(seat), "card": Card(plays[0])})
    if plays:
        return Sentence("chances.plays", {"seat": Seat(seat), "cards": Cards(plays)})
    return Sentence("chances.turn", {"seat": Seat(seat)})


# effects worth naming a turn by (the hand limits and discards rarely are)
_NAMED_EFFECTS: Final = frozenset({"development", "monopoly", "experiment", "research", "oligarchy",
                                   "republic", "purge"})


# ----------------------------------------------------------------- benchmark


def _played(players: int, seed: int, teams: bool = False) -> Game:
    """A whole game between rule-policy seats (the Medium AI)."""
    from . import make_ai
    game = Game.new(players, seed=seed, teams=teams)
    ais = [make_ai("medium", s, seed=seed + s) for s in range(players)]
    while not game.over:
        seat = game.to_move
        assert seat is not None
        game.apply(ais[seat].choose(game))
    return game


def _brier(c: Chances) -> list[float]:
    """Squared error of every point but the last (the result itself) against the result."""
    final = c.side_values(c.points[-1])
    return [sum((p - f) ** 2 for p, f in zip(c.side_values(point), final)) for point in c.points[:-1]]


def main(argv: list[str] | None = None) -> int:
    """Command line: the cost of ``chances`` per game and the Brier score of each estimate (the squared
    distance of a point's chances from the result, summed over the sides, averaged over the points:
    a uniform guess scores 0.5 with 2 sides, 0.667 with 3, 0.75 with 4)."""
    ap = argparse.ArgumentParser(prog="python -m engine.ai.chances", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6, help="games per player count")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    print("players  estimate     ms/game (median, max)  points/game  Brier (lower is better)")
    for players, teams in ((2, False), (3, False), (4, False), (4, True)):
        games = [_played(players, rng.randrange(1 << 30), teams) for _ in range(args.games)]
        for label, estimate in (("evaluate", evaluate), ("calm", calm), ("lookahead", lookahead),
                                ("blend", blend)):
            times: list[float] = []
            errors: list[float] = []
            points = 0
            for g in games:
                t0 = time.perf_counter()
                c = chances(g, estimate=estimate)
                times.append((time.perf_counter() - t0) * 1000)
                errors += _brier(c)
                points += len(c.points)
            name = f"{players}{'t' if teams else ' '}"
            print(f"{name:<8} {label:<12} {statistics.median(times):8.0f} {max(times):8.0f}"
                  f"            {points / len(games):6.1f}      {statistics.fmean(errors):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
