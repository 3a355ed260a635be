"""Tree reuse (``ismcts.follow``): Hard's next decision of the same turn starts from the subtree of
the action it took, and only when the seat saw nothing new on the way."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.actions import PARSE
from engine.ai import HardAI
from engine.ai.ismcts import MOVER_BITS, Node, Tree, follow, search
from engine.ai.observe import information_state
from engine.ai.settings import SearchSettings

Decision = tuple[int, int, set[int], set[int], tuple[int, int] | None, tuple[int, int]]


def _searched_decisions(reuse: bool, workers: int, decisions: int = 40) -> list[Decision]:
    """Play a 2-player game between two time-bounded Hard seats; per searched decision: the new
    iterations, the visits at the root, the root's actions, the legal ones, the (seat, turn) of the
    decision before it (any seat's, searched or not) and its own."""
    game = Game.new(2, 7)
    ais = [HardAI(s, seed=s, seconds=0.03, workers=workers, settings=SearchSettings(reuse=reuse))
           for s in range(2)]
    out: list[Decision] = []
    turn, active = 0, game.state.active
    before: tuple[int, int] | None = None
    while not game.over and len(out) < decisions:
        if game.state.active != active:
            turn, active = turn + 1, game.state.active
        seat = game.to_move
        assert seat is not None
        ai = ais[seat]
        legal = {PARSE[a] for a in game.legal_actions()}
        ai.last = None
        action = ai.choose(game)
        if len(legal) > 1 and ai.last is not None:
            visits = sum(v for v, _ in ai.last.stats.values())
            out.append((ai.last.iterations, visits, set(ai.last.stats), legal, before, (seat, turn)))
        if len(legal) > 1:
            before = (seat, turn)
        game.apply(action)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_a_decision_after_the_seats_own_action_starts_from_its_subtree(workers: int) -> None:
    made = _searched_decisions(True, workers)
    reused = [d for d in made if d[1] > d[0]]
    assert len(reused) >= 5, made              # the root holds visits of the search before
    for _, _, actions, legal, _, _ in made:
        assert actions <= legal                 # never a statistic of an action not legal now
    for _, _, _, _, before, now in reused:
        assert before == now                    # the seat's own choice just before, in this turn
    assert all(visits == iterations for iterations, visits, *_ in _searched_decisions(False, workers))


def _first_choice(game: Game) -> Game:
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    return game


def test_follow_leads_only_where_the_seat_saw_nothing_new() -> None:
    """The subtree is taken for the seat's next choice after its own action; not for another action,
    another seat, or a state that differs in anything the seat sees (a card drawn meanwhile)."""
    game = _first_choice(Game.new(2, 3))
    seat = game.to_move
    assert seat is not None
    info = information_state(game, seat)
    root = Node(-1, 1.0)
    search(info, seat, random.Random(1), SearchSettings(iterations=400), root=root)
    tree = Tree(info, seat, root)
    # the most visited root action whose next decision is again the seat's
    ranked = sorted(root.children.items(), key=lambda kv: -kv[1].visits)
    for key, child in ranked:
        code = key >> MOVER_BITS
        after = game.clone()
        after.apply(next(a for a in after.legal_actions() if PARSE[a] == code))
        _first_choice(after)
        if after.to_move == seat and child.children:
            break
    else:
        raise AssertionError("no root action leads to another choice of the seat")
    next_info = information_state(after, seat)
    assert follow(tree, code, next_info, seat) is child
    other = next(k >> MOVER_BITS for k in root.children if k >> MOVER_BITS != code)
    assert follow(tree, other, next_info, seat) is None
    assert follow(tree, code, next_info, 1 - seat) is None
    assert follow(None, code, next_info, seat) is None
    drawn = next_info.clone()
    drawn.hands[seat][drawn.deck[-1]] += 1      # what the seat sees differs: a card more in hand
    drawn.hsize[seat] += 1
    drawn.deck.pop()
    assert follow(tree, code, drawn, seat) is None
