"""Fit the evaluation's weights: logistic regression on self-play positions.

``python -m engine.ai.fit --games 1500`` plays 2-player games between noisy rule-policy
players, records every seat's features at the start of some turns, and fits the
conditional-logit weights of ``evaluate`` (for two seats, a logistic regression on the
feature differences) by Newton's method. It prints the weights to paste into
``evaluate.WEIGHTS`` and the fit's accuracy on held-out games.
"""

from __future__ import annotations

import argparse
import math
import random

from ..rules import legal, step
from ..state import OVER, PLAY, State, new_state
from .evaluate import NFEATURES, all_features, outcome
from .policy import Table, score

Sample = tuple[list[float], float]


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


def self_play(seed: int, noise: float, every: int) -> list[Sample]:
    """One 2-player game; samples (feature difference seat 0 - seat 1, seat 0's share)."""
    rng = random.Random(seed)
    st = new_state(2, seed, "classic", False)
    st.known = None
    rows: list[list[float]] = []
    turn = 0
    while st.phase != OVER:
        if st.phase == PLAY:
            turn += 1
            if turn % every == 0:
                f0, f1 = all_features(st)
                rows.append([x - y for x, y in zip(f0, f1)])
        step(st, noisy_choice(st, legal(st), rng, noise), None)
    y = outcome(st)[0]
    return [(r, y) for r in rows]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col and m[col][col]:
                f = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(samples: list[Sample], ridge: float = 1.0, rounds: int = 8) -> list[float]:
    """Logistic regression weights (no intercept: the game is symmetric) by Newton's method."""
    w = [0.0] * NFEATURES
    for _ in range(rounds):
        grad = [-ridge * x for x in w]
        hess = [[ridge if i == j else 0.0 for j in range(NFEATURES)] for i in range(NFEATURES)]
        for x, y in samples:
            z = sum(wi * xi for wi, xi in zip(w, x))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            g = y - p
            h = p * (1.0 - p)
            for i in range(NFEATURES):
                xi = x[i]
                if xi:
                    grad[i] += g * xi
                    row = hess[i]
                    hx = h * xi
                    for j in range(NFEATURES):
                        row[j] += hx * x[j]
        dw = _solve(hess, grad)
        w = [wi + di for wi, di in zip(w, dw)]
    return w


def accuracy(w: list[float], samples: list[Sample]) -> tuple[float, float]:
    """Share of decided positions called right, and the mean log-loss."""
    right = total = 0
    loss = 0.0
    for x, y in samples:
        z = sum(wi * xi for wi, xi in zip(w, x))
        p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
        p = min(max(p, 1e-6), 1 - 1e-6)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        if y != 0.5:
            total += 1
            right += (p > 0.5) == (y > 0.5)
    return right / max(total, 1), loss / max(len(samples), 1)


def main(argv: list[str] | None = None) -> None:
    """Command line: play, fit, print the weights."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--noise", type=float, default=0.3)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    train: list[Sample] = []
    test: list[Sample] = []
    for g in range(args.games):
        rows = self_play(args.seed * 100_000 + g, args.noise, args.every)
        (test if g % 5 == 0 else train).extend(rows)
    w = fit(train)
    acc, loss = accuracy(w, test)
    print(f"fit: {len(train)} train / {len(test)} test positions, "
          f"accuracy {acc:.3f}, log-loss {loss:.3f}")
    print("WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")


if __name__ == "__main__":
    main()
