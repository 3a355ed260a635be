"""Train the evaluation by self-play, and measure how well calibrated it is.

``python -m engine.lab.fit --train --procs 2`` plays, for each model of ``evaluate.MODELS`` (2, 3
and 4 players, and the 4-player team game), games between noisy rule-policy players (the policy of
Hard's playouts, each choice's score shaken by Gumbel noise so that the games vary: fast, but
they rarely end by Hegemony) and games between Medium seats (a turn's look-ahead scored by the
evaluation in force, proven wins taken: about half of them end by Hegemony, as the search's
games do) and, with ``--hard N``, games between Hard seats (``HARD_ITERATIONS`` iterations of the
search a decision: the positions the search itself meets); it records every seat's features
(``evaluate.NAMES``) at the start of every turn (where the search calls the evaluation), fits the
conditional-logit weights of each model on the games' results (Newton's method, the exact gradient
with the Hessian of a sample of positions; for the team game, on the teams' features added up) and
writes them to ``engine/ai/weights.json``.
One game in five is held out: it trains nothing, and the fit's log-loss and Brier score on those
games are written beside the weights. The weights shipped were fitted in two rounds: on noisy
games only (``--games 2000 --medium 0``), then with the Medium games played by that first fit
(``--games 1000 --medium 800``: about 23 minutes on 2 shared cores). ``--models 2`` fits only the
2-player model and keeps the others as the weights file has them; each model records the command
that fitted it.

``python -m engine.lab.fit --report`` plays fresh games (other seeds than any training game) and
prints, per player count (and 4 players in teams) and per kind of game, the calibration of the
evaluation (predicted chance against the actual win rate in 10 bins) and its Brier score (the
squared distance of the chances from the result, summed over the sides, averaged over the
positions: a uniform guess scores 0.5 with 2 sides, 0.667 with 3, 0.75 with 4), beside the
hand-fitted evaluation it replaced (``legacy_eval``), and the cost of one call of each.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..ai import ENDLESS
from ..ai.evaluate import (
    MODELS,
    NAMES,
    NFEATURES,
    WEIGHTS_FILE,
    all_features,
    chances_of,
    evaluate,
    model_key,
    outcome,
)
from ..ai.hard import HardAI, end_with_parent
from ..ai.players import AI, MediumAI
from ..ai.policy import Table, score
from ..game import Game
from ..rules import legal, step
from ..state import OVER, State, new_state
from . import legacy_eval

NOISE = 0.3
# Positions whose Hessian the fit computes (the gradient uses every position).
HESSIAN_SAMPLE = 4000
RIDGE = 1.0
# The search of the Hard seats of the "hard" self-play games: a tenth of Hard's at 0.1 s, so that
# the games come fast (about 3 s each) while played by the search itself.
HARD_ITERATIONS = 100
CONFIGS: tuple[tuple[int, bool], ...] = ((2, False), (3, False), (4, False), (4, True))


@dataclass
class Position:
    """One seat-to-move position of a self-play game: every seat's features and the result."""

    game: int
    features: list[list[float]]
    result: list[float]         # each seat's share of the win (a team's seats carry the team's)
    state: State | None = None  # kept for the cost measurement only


def noisy_choice(st: State, codes: list[int], rng: random.Random, noise: float) -> int:
    """A rule-policy choice with Gumbel noise on the scores (variety for the data)."""
    if len(codes) == 1:
        return codes[0]
    t = Table(st)
    best, best_v = codes[0], -1e9
    for c in codes:
        v = score(t, st.active, c) - noise * math.log(-math.log(rng.random() + 1e-12) + 1e-12)
        if v > best_v:
            best, best_v = c, v
    return best


def _sides_result(st: State) -> list[float]:
    """Each seat's share of the result, a team's seats each carrying the team's (the sides sum to 1)."""
    y = outcome(st)
    if st.teams:
        total = y[0] + y[1]
        return [y[s] / total for s in range(st.players)]
    return y


def self_play(players: int, seed: int, noise: float = NOISE, teams: bool = False,
              keep_states: bool = False) -> list[Position]:
    """One game between noisy rule-policy seats; a position at the start of every turn."""
    rng = random.Random(seed)
    st = new_state(players, seed, "classic", teams)
    st.known = None
    game_noise = noise * (0.5 + rng.random())      # some games sharper, some looser
    rows: list[Position] = []
    active = -1
    for _ in range(ENDLESS):
        if st.phase == OVER:
            break
        if st.active != active:
            active = st.active
            rows.append(Position(seed, all_features(st), [], st.clone() if keep_states else None))
        step(st, noisy_choice(st, legal(st), rng, game_noise), None)
    if st.phase != OVER:
        return []           # endless (ENDLESS): a game without a result teaches nothing
    y = _sides_result(st)
    for r in rows:
        r.result = y
    return rows


def level_play(kind: str, players: int, seed: int, teams: bool = False,
               keep_states: bool = False) -> list[Position]:
    """One game between AI seats; a position at every turn's start. ``kind`` "medium": Medium seats
    (a turn's look-ahead scored by the evaluation, wins taken: games that end by Hegemony about
    half the time, as the search's do); "hard": Hard seats searching ``HARD_ITERATIONS``
    iterations a decision in this process (the positions the search meets, played as it plays)."""
    game = Game.new(players, seed=seed, teams=teams)
    ais: list[AI] = [HardAI(s, seed=seed + s, iterations=HARD_ITERATIONS) if kind == "hard"
                     else MediumAI(s, seed=seed + s) for s in range(players)]
    rows: list[Position] = []
    active = -1
    for _ in range(ENDLESS):
        if game.over:
            break
        st = game.state
        if st.active != active:
            active = st.active
            rows.append(Position(seed, all_features(st), [], st.clone() if keep_states else None))
        seat = game.to_move
        assert seat is not None
        game.apply(ais[seat].choose(game))
    if not game.over:
        return []           # endless (ENDLESS)
    y = _sides_result(game.state)
    for r in rows:
        r.result = y
    return rows


def _play(task: tuple[str, int, int, float, bool, bool]) -> list[Position]:
    kind, players, seed, noise, teams, keep = task
    if kind in ("medium", "hard"):
        return level_play(kind, players, seed, teams, keep)
    return self_play(players, seed, noise, teams, keep)


def games(players: int, count: int, seed: int, noise: float = NOISE, teams: bool = False,
          keep_states: bool = False, kind: str = "noisy", procs: int = 1) -> list[list[Position]]:
    """``count`` self-play games' positions (``kind``: noisy rule-policy or Medium seats); game ``g``
    is seeded from ``seed`` and ``g``; ``procs`` processes play them."""
    tasks = [(kind, players, seed * 1_000_003 + g, noise, teams, keep_states) for g in range(count)]
    if procs <= 1 or count < 2 * procs:
        return [_play(t) for t in tasks]
    with multiprocessing.get_context("spawn").Pool(procs, end_with_parent, (os.getpid(),)) as pool:
        return pool.map(_play, tasks, chunksize=8)


# ----------------------------------------------------------------- the fit


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        if not m[col][col]:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                row, top = m[r], m[col]
                for c in range(col, n + 1):
                    row[c] -= f * top[c]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def _probabilities(w: Sequence[float], feats: list[list[float]]) -> list[float]:
    return chances_of([sum(wi * x for wi, x in zip(w, f)) for f in feats], False)


def log_loss(w: Sequence[float], data: list[Position], ridge: float = 0.0) -> float:
    """Mean cross-entropy of the seats' chances against their shares (plus the ridge term)."""
    total = 0.0
    for pos in data:
        p = _probabilities(w, pos.features)
        total -= sum(y * math.log(max(q, 1e-12)) for y, q in zip(pos.result, p) if y)
    return total / max(1, len(data)) + 0.5 * ridge * sum(x * x for x in w) / max(1, len(data))


def fit(data: list[Position], ridge: float = RIDGE, rounds: int = 12, seed: int = 0,
        log: Callable[[str], None] | None = None) -> list[float]:
    """Conditional-logit weights (no intercept: every seat has the same model) by Newton's method.

    The gradient is exact; the Hessian is that of a sample of ``HESSIAN_SAMPLE`` positions scaled
    up, so every step costs little and the steps still lead to the exact optimum; a step that
    does not lower the loss is halved.
    """
    nf = NFEATURES
    w = [0.0] * nf
    rng = random.Random(seed)
    sample = data if len(data) <= HESSIAN_SAMPLE else rng.sample(data, HESSIAN_SAMPLE)
    scale = len(data) / len(sample)
    loss = log_loss(w, data, ridge)
    for r in range(rounds):
        grad = [-ridge * x for x in w]
        for pos in data:
            p = _probabilities(w, pos.features)
            for f, y, q in zip(pos.features, pos.result, p):
                g = y - q
                if g:
                    for i in range(nf):
                        if f[i]:
                            grad[i] += g * f[i]
        hess = [[ridge if i == j else 0.0 for j in range(nf)] for i in range(nf)]
        for pos in sample:
            p = _probabilities(w, pos.features)
            mean = [sum(q * f[i] for f, q in zip(pos.features, p)) for i in range(nf)]
            for f, q in zip(pos.features, p):
                dx = [(f[i] - mean[i]) for i in range(nf)]
                for i in range(nf):
                    hi = q * dx[i] * scale
                    if hi:
                        row = hess[i]
                        for j in range(nf):
                            row[j] += hi * dx[j]
        dw = _solve(hess, grad)
        step_size = 1.0
        while True:
            trial = [wi + step_size * di for wi, di in zip(w, dw)]
            new_loss = log_loss(trial, data, ridge)
            if new_loss <= loss or step_size < 1e-3:
                break
            step_size /= 2
        improvement = loss - new_loss
        w, loss = trial, new_loss
        if log is not None:
            log(f"  round {r + 1}: log-loss {loss:.5f} (step {step_size:g})")
        if 0 <= improvement < 1e-5:
            break
    return w


# ----------------------------------------------------------------- calibration


Estimator = Callable[[Position], list[float]]


def sides(players: int, teams: bool) -> list[int]:
    """One seat per side whose chances sum to 1: each seat, or one seat of each team."""
    return [0, 1] if teams else list(range(players))


def brier(estimate: Estimator, data: list[Position], players: int, teams: bool) -> float:
    """Mean over positions of the squared distance of the sides' chances from the result."""
    own = sides(players, teams)
    total = 0.0
    for pos in data:
        p = estimate(pos)
        total += sum((p[s] - pos.result[s]) ** 2 for s in own)
    return total / max(1, len(data))


def calibration(estimate: Estimator, data: list[Position], players: int, teams: bool,
                bins: int = 10) -> list[tuple[int, float, float]]:
    """Per bin of predicted chance (0-0.1, ..., 0.9-1): (sides in it, mean predicted, win rate)."""
    count = [0] * bins
    pred = [0.0] * bins
    won = [0.0] * bins
    for pos in data:
        p = estimate(pos)
        for s in sides(players, teams):
            b = min(bins - 1, int(p[s] * bins))
            count[b] += 1
            pred[b] += p[s]
            won[b] += pos.result[s]
    return [(c, pr / c if c else 0.0, wo / c if c else 0.0) for c, pr, wo in zip(count, pred, won)]


def new_estimate(weights: Sequence[float], teams: bool) -> Estimator:
    """The learned evaluation (with these weights) of a recorded position."""
    def estimate(pos: Position) -> list[float]:
        return chances_of([sum(w * x for w, x in zip(weights, f)) for f in pos.features], teams)
    return estimate


def old_estimate(pos: Position) -> list[float]:
    """The hand-fitted evaluation of issue 11 (``legacy_eval``) of a recorded position."""
    assert pos.state is not None
    return legacy_eval.evaluate(pos.state)


def table(name: str, old: list[tuple[int, float, float]], new: list[tuple[int, float, float]],
          old_brier: float, new_brier: float, uniform: float) -> str:
    """The calibration of both evaluations side by side, as text."""
    lines = [f"{name}: predicted chance vs actual win rate (sides in the bin)",
             f"{'bin':<10}{'old: n':>8}{'pred':>7}{'won':>7}   {'new: n':>8}{'pred':>7}{'won':>7}"]
    for b, ((on, op, ow), (nn, npr, nw)) in enumerate(zip(old, new)):
        lines.append(f"{b / 10:.1f}-{(b + 1) / 10:.1f}   {on:>8}{op:>7.3f}{ow:>7.3f}   "
                     f"{nn:>8}{npr:>7.3f}{nw:>7.3f}")
    lines.append(f"Brier: old {old_brier:.3f}, new {new_brier:.3f} (uniform {uniform:.3f})")
    return "\n".join(lines)


def cost(states: list[State], rounds: int = 15) -> tuple[float, float]:
    """Microseconds per call of the old and the new evaluation on these states: the best of
    ``rounds`` interleaved rounds of each (a shared machine's load hits both alike)."""
    old_t = new_t = math.inf
    for _ in range(rounds):
        t0 = time.perf_counter()
        for st in states:
            legacy_eval.evaluate(st)
        t1 = time.perf_counter()
        for st in states:
            evaluate(st)
        t2 = time.perf_counter()
        old_t = min(old_t, t1 - t0)
        new_t = min(new_t, t2 - t1)
    calls = max(1, len(states))
    return 1e6 * old_t / calls, 1e6 * new_t / calls


def team_view(pos: Position) -> Position:
    """A team game's position as two sides: each team's features added up, its share of the win."""
    f = pos.features
    a = [x + y for x, y in zip(f[0], f[2])]
    b = [x + y for x, y in zip(f[1], f[3])]
    return Position(pos.game, [a, b], [pos.result[0], pos.result[1]], pos.state)


def _data(key: str, noisy: int, medium: int, seed: int, noise: float, procs: int,
          keep_states: bool = False, hard: int = 0) -> list[list[Position]]:
    """The games of one model: ``noisy`` rule-policy ones, then ``medium`` Medium ones, then ``hard``
    Hard ones."""
    players, teams = int(key[0]), key.endswith("t")
    base = seed * 100 + 10 * players + teams
    return (games(players, noisy, base, noise, teams, keep_states, "noisy", procs)
            + games(players, medium, base + 50, noise, teams, keep_states, "medium", procs)
            + games(players, hard, base + 70, noise, teams, keep_states, "hard", procs))


def report(noisy: int, medium: int, seed: int, weights_path: Path | None = None, procs: int = 1) -> str:
    """The calibration tables, Brier scores and cost per call of both evaluations, as text."""
    from ..ai.evaluate import WEIGHTS, load_weights
    weights = WEIGHTS if weights_path is None else load_weights(weights_path.read_text(encoding="utf-8"))
    out = []
    for players, teams in CONFIGS:
        key = model_key(players, teams)
        played = _data(key, noisy, medium, seed, NOISE, procs, keep_states=True)
        new = new_estimate(weights[key], teams)
        nsides = len(sides(players, teams))
        uniform = (1 - 1 / nsides) ** 2 + (nsides - 1) / nsides ** 2
        for kind, part in (("noisy rule-policy", played[:noisy]), ("Medium", played[noisy:])):
            data = [p for g in part for p in g]
            name = (f"{players} players{' (teams)' if teams else ''}, {len(part)} {kind} games, "
                    f"{len(data)} positions")
            out.append(table(name, calibration(old_estimate, data, players, teams),
                             calibration(new, data, players, teams),
                             brier(old_estimate, data, players, teams),
                             brier(new, data, players, teams), uniform))
        states = [p.state for g in played[noisy:] or played for p in g if p.state is not None][:600]
        old_us, new_us = cost(states)
        out.append(f"cost per evaluate() call: old {old_us:.1f} us, new {new_us:.1f} us "
                   f"({new_us / old_us:.2f}x)\n")
    return "\n".join(out)


def train(noisy: int, medium: int, seed: int, noise: float, out: Path, procs: int = 1,
          log: Callable[[str], None] | None = None, hard: int = 0,
          only: Sequence[str] | None = None) -> None:
    """Play, fit every model (or those of ``only``, the others kept as ``out`` has them) and write
    the weights file (with the held-out figures)."""
    if log is None:
        def log(text: str) -> None:
            print(text, flush=True)
    models: dict[str, dict[str, object]] = {}
    kept = json.loads(out.read_text(encoding="utf-8"))["models"] if only is not None else {}
    for key in MODELS:
        if only is not None and key not in only:
            models[key] = kept[key]
            continue
        t0 = time.perf_counter()
        players, teams = int(key[0]), key.endswith("t")
        played = _data(key, noisy, medium, seed, noise, procs, hard=hard)
        view = team_view if teams else (lambda p: p)
        train_set = [view(p) for g, rows in enumerate(played) if g % 5 for p in rows]
        test_set = [view(p) for g, rows in enumerate(played) if not g % 5 for p in rows]
        log(f"model {key}: {len(train_set)} train / {len(test_set)} held-out positions "
            f"({time.perf_counter() - t0:.0f} s of play)")
        w = fit(train_set, log=log)
        held = brier(new_estimate(w, False), test_set, 2 if teams else players, False)
        loss = log_loss(w, test_set)
        log(f"  held-out: log-loss {loss:.4f}, Brier {held:.4f} ({time.perf_counter() - t0:.0f} s)")
        models[key] = {
            "weights": [round(x, 4) for x in w], "noisy_games": noisy, "medium_games": medium,
            "hard_games": hard,
            "command": f"python -m engine.lab.fit --train --games {noisy} --medium {medium} --hard {hard} "
                       f"--seed {seed} --noise {noise}" + (f" --models {','.join(only)}" if only else ""),
            "train_positions": len(train_set), "heldout_positions": len(test_set),
            "heldout_log_loss": round(loss, 4), "heldout_brier": round(held, 4),
        }
    data = {
        "about": "conditional-logit weights of engine.ai.evaluate per model (player count; 4t: teams), "
                 "each written by the command it names (python -m engine.lab.fit --train)",
        "features": list(NAMES), "models": models,
    }
    out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    log(f"weights written to {out}")


def main(argv: list[str] | None = None) -> None:
    """Command line: ``--train`` writes the weights, ``--report`` prints the calibration."""
    ap = argparse.ArgumentParser(prog="python -m engine.lab.fit", description=__doc__.splitlines()[0])
    ap.add_argument("--train", action="store_true", help="play, fit and write the weights file")
    ap.add_argument("--report", action="store_true", help="print calibration, Brier and cost, old vs new")
    ap.add_argument("--games", type=int, default=None,
                    help="noisy rule-policy games per model (default: 2000 to train, 300 to report)")
    ap.add_argument("--medium", type=int, default=None,
                    help="Medium games per model (default: 800 to train, 100 to report)")
    ap.add_argument("--hard", type=int, default=0,
                    help=f"Hard games per model (Hard at {HARD_ITERATIONS} iterations a decision; "
                         "default: none)")
    ap.add_argument("--models", default=None,
                    help=f"the models to fit, e.g. 2,3 (of {','.join(MODELS)}); the others keep theirs")
    ap.add_argument("--noise", type=float, default=NOISE)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=1, help="processes playing the games")
    ap.add_argument("--weights", type=Path, default=None,
                    help=f"weights file to write (--train) or read (--report); default: the package's "
                         f"{WEIGHTS_FILE}")
    args = ap.parse_args(argv)
    if not (args.train or args.report):
        ap.error("say --train or --report")
    path = args.weights or Path(__file__).resolve().parents[1] / "ai" / WEIGHTS_FILE
    if args.train:
        t0 = time.perf_counter()
        only = None if args.models is None else args.models.split(",")
        if only is not None and any(key not in MODELS for key in only):
            ap.error(f"--models: of {','.join(MODELS)}")
        train(2000 if args.games is None else args.games, 800 if args.medium is None else args.medium,
              args.seed, args.noise, path, args.procs, hard=args.hard, only=only)
        print(f"training took {time.perf_counter() - t0:.0f} s", flush=True)
    if args.report:
        # other seeds than any training game's: whole games held out
        print(report(300 if args.games is None else args.games, 100 if args.medium is None else args.medium,
                     args.seed + 1000, args.weights if not args.train else path, args.procs))


if __name__ == "__main__":
    main()
