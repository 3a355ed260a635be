"""The fast rule policy scores every action as the very same float as the plain formulas.

``engine.ai.policy`` reads the state's own incremental counts, looks its progress and level
terms up in tables and loops where the formulas took maxima of generators
(``tests/ai/policy_reference.py`` keeps the formulas as they were written). Random games in
every configuration, half of their moves the policy's own, compare every score of every legal
action, and every seat's gain, loss and threat in every Domain, exactly.
"""

from __future__ import annotations

import random

import pytest

from engine.ai import policy
from engine.rules import legal, step
from engine.state import OVER, new_state

from . import policy_reference as reference

CONFIGS = [(2, "classic", False), (2, "draft", False), (3, "classic", False), (4, "draft", True),
           (4, "classic", False)]


@pytest.mark.slow
@pytest.mark.parametrize("players,setup,teams", CONFIGS)
def test_every_score_is_the_formulas_float(players: int, setup: str, teams: bool) -> None:
    scores = 0
    for seed in range(12):
        st = new_state(players, seed, setup, teams)
        rng = random.Random(seed)
        while st.phase != OVER:
            codes = legal(st)
            fast, plain = policy.Table(st), reference.Table(st)
            a = st.active
            for c in codes:
                assert policy.score(fast, a, c) == reference.score(plain, a, c), (c, seed)
                scores += 1
            for s in range(players):
                for d in range(6):
                    for x in (-1, 0, 1):
                        assert fast.gain(s, d, x) == plain.gain(s, d, x)
                    assert (fast.loss(s, d), fast.threat(s, d)) == (plain.loss(s, d), plain.threat(s, d))
            chosen = policy.best_action(st, codes)
            assert chosen == reference.best_action(st, codes)
            step(st, chosen if rng.random() < 0.5 else codes[int(rng.random() * len(codes))], None)
    assert scores > 1000
