"""Replays (engine/replay.py): ``Game.at(n)`` and ``Timeline`` reach, at every step and in any
order, exactly the game the original was after ``n`` actions; turns come from ``Turn`` events."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game, PositionError
from engine.events import Turn
from engine.replay import Timeline

from .helpers import tab


def _moment(game: Game) -> dict[str, Any]:
    """Everything a replay must reproduce: every seat's view, the position, log, history, undo."""
    try:
        position: Any = game.position()
    except PositionError:
        position = None      # mid-effect or mid-draft: no position, the views say it all
    return {
        "views": [game.view(s) for s in (None, *range(game.players))],
        "position": position,
        "legal": game.legal_actions(),
        "history": list(game.history),
        "log": list(game.log),
        "events": [repr(e) for e in game.events],
        "undoable": game.undoable(),
        "over": game.over,
        "result": game.result,
    }


def _recorded(game: Game, seed: int) -> list[dict[str, Any]]:
    """Play ``game`` to its end with random actions; its moment after each number of actions."""
    rng = random.Random(seed)
    moments = [_moment(game)]
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        moments.append(_moment(game))
    return moments


GAMES = [
    pytest.param(lambda: Game.new(3, 11), id="classic-3"),
    pytest.param(lambda: Game.new(4, 5, "draft", teams=True), id="draft-teams-4"),
    pytest.param(lambda: Game.from_position({
        "players": 2, "hands": [["SCI1", "MIL1", "ECO1"], ["ART1", "REL1", "UTO3"]],
        "tableaus": [tab("SCI1", "SCI2", "ECO1"), tab("ART1", "MIL1")], "seed": 3}), id="position-2"),
]


@pytest.mark.slow
@pytest.mark.parametrize("make", GAMES)
def test_every_step_is_the_recorded_game(make: Any) -> None:
    game = make()
    moments = _recorded(game, 7)
    n = len(game.history)
    assert len(moments) == n + 1
    line = Timeline(game, every=5)
    # forward, then back from the end one step at a time, then in a random order
    order = list(range(n + 1)) + list(range(n, -1, -1))
    order += random.Random(2).sample(range(n + 1), n + 1)
    for k in order:
        assert _moment(line.at(k)) == moments[k], k
    for k in range(0, n + 1, 7):
        assert _moment(game.at(k)) == moments[k], k
    assert _moment(game.at(n)) == _moment(game)


def test_a_step_is_a_new_game_and_the_timeline_does_not_follow_the_original() -> None:
    game = Game.new(2, 4)
    rng = random.Random(1)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    line = Timeline(game)
    before = _moment(line.at(20))
    step = line.at(20)
    step.apply(step.legal_actions()[0])         # changing a step changes nothing kept
    game.apply(game.legal_actions()[0])         # nor does going on with the original
    assert len(line) == 30
    assert _moment(line.at(20)) == before
    assert line.at(30).history == game.history[:30]


def test_turns_are_the_turn_events() -> None:
    game = Game.new(3, 9, "draft")
    rng = random.Random(3)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    line = Timeline(game)
    starts = [e.actions for e in game.events if isinstance(e, Turn)]
    assert line.turn_starts() == starts and line.turns == len(starts) > 3
    assert starts[0] > 0                        # a draft comes before turn 1
    assert line.turn_at(0) == 0 and line.turn_at(starts[0]) == 1 and line.turn_at(starts[0] - 1) == 0
    for turn, start in enumerate(starts, 1):
        assert line.turn_start(turn) == start
        assert line.turn_at(start) == turn
        moment = line.at(start)
        assert isinstance(moment.events[-1], Turn) or moment.over
        seat = next(e.seat for e in reversed(moment.events) if isinstance(e, Turn))
        assert moment.to_move in (seat, None)
    assert line.turn_at(len(line)) == len(starts)


@pytest.mark.parametrize("bad", [-1, 10_000, True, 1.0, "3", None])
def test_bad_counts_are_refused(bad: Any) -> None:
    game = Game.new(2, 1)
    game.apply(game.legal_actions()[0])
    line = Timeline(game)
    with pytest.raises(ValueError):
        game.at(bad)
    with pytest.raises(ValueError):
        line.at(bad)
    with pytest.raises(ValueError):
        line.turn_at(bad)
    with pytest.raises(ValueError):
        line.turn_start(bad if bad != 1.0 else 99)


def test_a_determinized_copy_has_nothing_to_replay() -> None:
    game = Game.new(2, 1)
    copy = game.determinize(0, random.Random(1))
    with pytest.raises(ValueError, match="origin"):
        copy.at(0)
    with pytest.raises(ValueError, match="origin"):
        Timeline(copy)
    with pytest.raises(ValueError):
        Timeline(game, every=0)
