"""MCTS-Solver in Hard's search (``engine/ai/ismcts.py``): proven wins and losses propagate.

The searches here run without the win finder (``search`` alone, a fixed small number of
iterations), so what they find is the tree's own doing.
"""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.actions import NOTATION, PARSE
from engine.ai.hard import HardAI
from engine.ai.ismcts import EXPLORE, LOST, WON, Node, SearchResult, _prove, _solved, search
from engine.ai.observe import information_state
from engine.ai.settings import SearchSettings

from .tactics import FINAL_TURN, TACTICS, THREATS, build

SMALL = 100     # iterations: enough for the solver to prove the win, too few for plain MCTS to prefer it


def _after_forced(name: str) -> Game:
    """The tactic ``name``, its forced first steps taken."""
    game = Game.from_position(build(next(t for t in TACTICS if t.name == name)))
    while len(game.legal_actions()) == 1:
        game.apply(game.legal_actions()[0])
    return game


def test_the_solver_takes_a_win_that_plain_mcts_misses() -> None:
    """Development (after the forced play): plain MCTS at SMALL iterations ends the turn, whose
    playouts look as good; the solver proves Development's line and takes it."""
    for name, win in (("development", "use development"), ("experiment", "use experiment")):
        info = information_state(_after_forced(name), 0)
        missed = 0
        for seed in range(3):
            plain = search(info, 0, random.Random(seed), SearchSettings(iterations=SMALL, solver=False))
            solved = search(info, 0, random.Random(seed), SearchSettings(iterations=SMALL))
            assert not plain.proven
            missed += NOTATION[plain.best()] != win
            assert NOTATION[solved.best()] == win and solved.proven[PARSE[win]] == WON, (name, seed)
        # the learned evaluation sees a ready Hegemony, so plain MCTS finds it now and then
        assert missed >= 2, name


def test_a_proven_lost_branch_is_avoided() -> None:
    """The last turn of the final round: ending it now loses on majorities (proven lost); only a
    Development that plays the Culture card wins (proven won)."""
    game = Game.from_position(FINAL_TURN)
    info = information_state(game, 0)
    for seed in range(3):
        result = search(info, 0, random.Random(seed), SearchSettings(iterations=60))
        assert result.proven[PARSE["end"]] == LOST
        assert result.proven[PARSE["use development"]] == WON
        assert NOTATION[result.best()] == "use development"
    # Hard (no win finder for a majority): the whole turn, to the win
    ai = HardAI(0, seed=2, iterations=60)
    while not game.over:
        game.apply(ai.choose(game))
    assert game.result is not None and game.result["winners"] == [0] and game.result["reason"] == "majority"


def test_proofs_climb_the_tree() -> None:
    """A won child makes its parent won; a parent is lost only once every child is lost."""
    root, a, b = Node(-1, 1.0), Node(0, 1.0), Node(0, 1.0)
    root.children = {1: a}
    a.children = {2: b, 3: Node(0, 1.0)}
    assert _prove([root, a, b], [1.0, 0.0], 0)
    assert b.proven == WON and a.proven == WON
    c, d = Node(0, 1.0), Node(0, 1.0)
    a2 = Node(0, 1.0)
    a2.children = {2: c, 3: d}
    assert _prove([root, a2, c], [0.0, 1.0], 0)
    assert c.proven == LOST and a2.proven == 0      # d may still win
    assert _prove([root, a2, d], [0.0, 1.0], 0)
    assert a2.proven == LOST
    assert not _prove([root, a2, d], [0.5, 0.5], 0)     # a shared victory proves nothing


def test_the_walk_takes_a_won_child_and_skips_lost_ones() -> None:
    won, lost, open_ = Node(0, 0.1), Node(0, 0.9), Node(0, 0.5)
    won.proven, lost.proven = WON, LOST
    bits = 3
    children = {1 << bits: won, 2 << bits: lost, 3 << bits: open_}
    assert _solved(children, [1, 2, 3], 0, EXPLORE) == (1, won)
    assert _solved(children, [2, 3], 0, EXPLORE) == (3, open_)
    assert _solved(children, [3], 0, EXPLORE) is None            # nothing proven among these: the usual rule
    assert _solved({2 << bits: lost}, [2], 0, EXPLORE) is None   # all lost: the usual rule picks among them


def test_best_follows_the_proofs() -> None:
    stats = {1: (50, 0.9), 2: (10, 0.2), 3: (5, 0.1)}
    assert SearchResult(stats, 65, 0.0).best() == 1
    assert SearchResult(stats, 65, 0.0, {1: LOST}).best() == 2
    assert SearchResult(stats, 65, 0.0, {3: WON, 1: LOST}).best() == 3
    assert SearchResult(stats, 65, 0.0, {1: LOST, 2: LOST, 3: LOST}).best() == 1
    merged = SearchResult(stats, 65, 0.0, {3: WON}).merge(SearchResult(stats, 65, 0.0))
    assert merged.proven == {3: WON} and merged.best() == 3


def _proven(node: Node) -> list[Node]:
    out = []
    for child in node.children.values():
        if child.proven:
            out.append(child)
        out.extend(_proven(child))
    return out


@pytest.mark.slow
def test_a_rival_win_in_some_worlds_proves_nothing() -> None:
    """Threats: the rival wins on its next turn in some sampled worlds (inside the tree); it depends
    on its hidden hand, so no node is proven but the seat's own (the win of its own turn)."""
    for threat in THREATS:
        root = Node(-1, 1.0)
        search(information_state(Game.from_position(build(threat.tactic)), 0), 0, random.Random(0),
               SearchSettings(iterations=400), root=root)
        assert all(n.mover == 0 and n.proven == WON for n in _proven(root)), threat.tactic.name
