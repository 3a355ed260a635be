"""Each Domain's progress (engine/progress.py): cards, levels reached, Hegemony target, Ages."""

from __future__ import annotations

import random

from engine import Game
from engine.actions import EFFECTS, PERM_DOMAIN, PERM_LEVEL
from engine.cards import DOMAINS
from engine.progress import domain_progress

from .helpers import game, tab


def test_levels_and_targets_follow_the_table_size_and_democracy() -> None:
    g = game(4, active=0, hands=[["MIL1"], ["REL1"], [], []],
             tableaus=[{"SCI": ["SCI1", "SCI2", "SCI3", "SCI1"], "ART": ["ART1", "ART2"]},
                       tab("MIL1"), {}, {}],
             democracy=[{"by": 1, "on": 0, "domain": "SCI", "card": "UTO3"}])
    rows = {row["domain"]: row for row in domain_progress(g.view(0), 0)}
    assert [row["domain"] for row in domain_progress(g.view(0), 0)] == list(DOMAINS)
    science = rows["SCI"]
    assert (science["cards"], science["levels"], science["level"]) == (4, [2, 4], 2)
    assert (science["target"], science["democracy"], science["ages"]) == (8, 1, [1, 2, 3])
    assert rows["ART"]["levels"] == [] and rows["ART"]["level"] == 0     # Culture has no levels
    assert rows["MIL"] == {"domain": "MIL", "cards": 0, "target": 7, "democracy": 0, "embargoes": 0,
                           "levels": [2, 4], "level": 0, "ages": []}
    two = game(2, tableaus=[tab("MIL1", "MIL1", "MIL2"), {}])
    military = domain_progress(two.view(1), 0)[0]
    assert (military["levels"], military["level"], military["target"]) == ([3, 5], 1, 8)


def test_every_seat_reads_the_same_public_progress_and_offered_levels_are_reached() -> None:
    rng = random.Random(5)
    for players in (2, 3, 4):
        g = Game.new(players, seed=players)
        while not g.over:
            views = [g.view(s) for s in range(players)] + [g.view(None)]
            for s in range(players):
                rows = [domain_progress(v, s) for v in views]
                assert all(r == rows[0] for r in rows), "progress is public: every seat sees it alike"
                for row in rows[0]:
                    assert row["cards"] == len(views[0]["tableaus"][s].get(row["domain"], []))
                    assert row["target"] == views[0]["hegemony_targets"][s][row["domain"]]
            active = g.to_move
            assert active is not None
            progress = domain_progress(g.view(active), active)
            for action in g.legal_actions():
                name = action.split()[1] if action.startswith("use ") else ""
                e = EFFECTS.index(name) if name in EFFECTS else -1
                if 0 <= e < len(PERM_DOMAIN):      # a permanent effect: its level is reached
                    assert progress[PERM_DOMAIN[e]]["level"] >= PERM_LEVEL[e], (action, progress)
            g.apply(rng.choice(g.legal_actions()))
        result = g.result
        assert result is not None
        if result["reason"] == "hegemony":
            domain = result["domain"]
            winner = result["winners"][0]
            won = next(r for r in domain_progress(g.view(None), winner) if r["domain"] == domain)
            assert won["cards"] >= won["target"]
