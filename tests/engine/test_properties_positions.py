"""Property tests of the position schema: any input is a game or a PositionError, and positions
reached by play survive ``position()`` → ``from_position()`` and play on identically."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as hs

from engine import Game, PositionError
from engine.position import POSITION_KEYS

PLAYS_ON = 40          # random steps a position's copy must follow the original for
_SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_LEAVES = (
    hs.none() | hs.booleans() | hs.integers(-3, 8) | hs.integers() | hs.floats() | hs.text(max_size=6)
    | hs.sampled_from(["SCI1", "UTO3", "ECO2", "ART1", "MIL", "UTO", "?1", "play", "effects", "over",
                       "by", "on", "domain", "card", "holder", "permanent", "sacrifice", "inspiration"])
)
_KEYS = hs.sampled_from(sorted(POSITION_KEYS)) | hs.text(max_size=4)
JSON: hs.SearchStrategy[Any] = hs.recursive(
    _LEAVES,
    lambda inner: hs.lists(inner, max_size=5) | hs.dictionaries(_KEYS, inner, max_size=6),
    max_leaves=25,
)
CONFIGS = [(2, "classic", False), (3, "draft", False), (4, "classic", False), (4, "draft", True),
           (3, "classic", False), (2, "draft", False), (4, "classic", True)]


def reached_by_play(players: int, setup: str, teams: bool, seed: int, plies: int, turn_start: bool) -> Game:
    """A game after about ``plies`` random actions, played on until ``position()`` is allowed
    (past the draft and any effect in progress) and, if ``turn_start``, step 1 is pending."""
    g = Game.new(players, seed, setup, teams)
    rng = random.Random(seed)
    for _ in range(plies + 100):
        if g.over:
            return g
        if len(g.history) >= plies and (not turn_start or g.view(None)["step"] == "play"):
            try:
                g.position()
                return g
            except PositionError:
                pass                      # in the draft: play on
        g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("no position within 100 actions after the draft or an effect")


@hs.composite
def played(draw: hs.DrawFn) -> Game:
    """A game at a random moment (or a turn's start) of a random legal playout where a position exists."""
    players, setup, teams = draw(hs.sampled_from(CONFIGS))
    seed, plies, turn_start = draw(hs.integers(0, 2**20)), draw(hs.integers(0, 250)), draw(hs.booleans())
    return reached_by_play(players, setup, teams, seed, plies, turn_start)


def _from_position_or_error(value: Any) -> Game | None:
    """``from_position(value)``: the game, or None after a PositionError (any other error fails)."""
    try:
        g = Game.from_position(value)
    except PositionError as exc:
        assert isinstance(exc, ValueError) and str(exc)
        event("PositionError")
        return None
    event("a game")
    return g


def _check_usable(g: Game, steps: int) -> None:
    """A game from an arbitrary position answers, round-trips and plays without other errors."""
    pos = g.position()
    assert json.loads(json.dumps(pos)) == pos
    assert Game.from_position(pos).position() == pos
    rng = random.Random(0)
    for _ in range(steps):
        if g.over:
            assert g.legal_actions() == [] and g.result is not None
            return
        g.apply(rng.choice(g.legal_actions()))


_CARDS = hs.sampled_from(["MIL1", "MIL2", "REL1", "ECO1", "ECO3", "SCI2", "ART1", "ART3", "UTO3"])
_DOMAINS = hs.sampled_from(["MIL", "REL", "ECO", "SCI", "ART", "UTO"])
_SEATS = hs.integers(-1, 4)
_MARKERS = hs.lists(hs.fixed_dictionaries({"by": _SEATS, "on": _SEATS, "domain": _DOMAINS,
                                           "card": hs.sampled_from(["ECO3", "UTO3", "SCI1"])}), max_size=2)
_PLAUSIBLE: dict[str, hs.SearchStrategy[Any]] = {
    "teams": hs.booleans(),
    "first_player": _SEATS,
    "active": _SEATS,
    "step": hs.sampled_from(["play", "effects", "over", "draft"]),
    "hands": hs.lists(hs.lists(_CARDS, max_size=6), min_size=2, max_size=4),
    "tableaus": hs.lists(hs.dictionaries(_DOMAINS, hs.lists(_CARDS, max_size=8), max_size=3),
                         min_size=2, max_size=4),
    "deck": hs.lists(_CARDS, max_size=10),
    "discard": hs.lists(_CARDS, max_size=4),
    "removed": hs.lists(_CARDS, max_size=4),
    "embargoes": _MARKERS,
    "democracy": _MARKERS,
    "art_coin": hs.none() | hs.fixed_dictionaries({"holder": _SEATS, "on": _SEATS, "domain": _DOMAINS}),
    "used": hs.fixed_dictionaries({}, optional={"permanent": hs.lists(_DOMAINS, max_size=3),
                                                "sacrifice": hs.lists(_DOMAINS, max_size=3),
                                                "inspiration": hs.booleans()}),
    "hand_limit": hs.sampled_from([3, 5, 7, 4]),
    "final_round": hs.booleans(),
    "seed": hs.integers(-1, 2**64),
}
assert set(_PLAUSIBLE) == POSITION_KEYS - {"players"}


@hs.composite
def partial_positions(draw: hs.DrawFn) -> dict[str, Any]:
    """A few keys of the schema with plausible, often impossible, values (now and then junk)."""
    junk = hs.integers(0, 4).map(lambda roll: roll == 0)          # one value in five
    out: dict[str, Any] = {"players": draw(_LEAVES if draw(junk) else hs.sampled_from([2, 3, 4]))}
    for key in draw(hs.lists(hs.sampled_from(sorted(_PLAUSIBLE)), max_size=4, unique=True)):
        out[key] = draw(JSON if draw(junk) else _PLAUSIBLE[key])
    return out


@_SETTINGS
@given(value=JSON | partial_positions())
def test_from_position_of_any_json_value_is_a_game_or_a_position_error(value: Any) -> None:
    g = _from_position_or_error(value)
    if g is not None:
        _check_usable(g, 10)


def _damage(node: Any, data: hs.DataObject, depth: int = 0) -> Any:
    """``node`` with one small change at the end of a random path: a value replaced (by a
    plausible leaf or, now and then, any JSON), a key or list entry dropped or repeated."""
    children: list[Any] = (list(node.items()) if isinstance(node, dict)
                           else list(enumerate(node)) if isinstance(node, list) else [])
    if children and (depth == 0 or data.draw(hs.integers(0, 2)) > 0):
        key, child = children[data.draw(hs.integers(0, len(children) - 1))]
        new = _damage(child, data, depth + 1)
        if isinstance(node, dict):
            return {**node, key: new}
        return [new if i == key else item for i, item in enumerate(node)]
    change = data.draw(hs.sampled_from(["leaf", "leaf", "json", "drop", "repeat"]))
    if change == "drop" and children:
        key = children[data.draw(hs.integers(0, len(children) - 1))][0]
        return ({k: v for k, v in node.items() if k != key} if isinstance(node, dict)
                else [v for i, v in enumerate(node) if i != key])
    if change == "repeat" and isinstance(node, list) and node:
        return [*node, node[data.draw(hs.integers(0, len(node) - 1))]]
    return data.draw(JSON if change == "json" else _LEAVES)


@pytest.mark.slow
@_SETTINGS
@given(game=played(), data=hs.data())
def test_a_played_position_damaged_anywhere_is_a_game_or_a_position_error(
        game: Game, data: hs.DataObject) -> None:
    damaged = game.position()
    for _ in range(data.draw(hs.integers(1, 3))):
        damaged = _damage(damaged, data)
    before = repr(damaged)
    g = _from_position_or_error(damaged)
    assert repr(damaged) == before                      # the input is read, never changed
    if g is not None:
        _check_usable(g, 30)


@_SETTINGS
@given(game=played())
def test_position_then_from_position_then_position_is_the_identity(game: Game) -> None:
    pos = game.position()
    assert Game.from_position(pos).position() == pos
    assert Game.from_position(json.loads(json.dumps(pos))).position() == pos


@pytest.mark.slow
@_SETTINGS
@given(game=played(), seed=hs.integers(0, 2**16))
def test_a_game_from_a_played_position_plays_on_identically(game: Game, seed: int) -> None:
    copy = Game.from_position(game.position())
    start = len(game.log)
    rng = random.Random(seed)
    for _ in range(PLAYS_ON):
        assert copy.legal_actions() == game.legal_actions()
        assert copy.to_move == game.to_move and copy.result == game.result
        if game.over:
            break
        action = rng.choice(game.legal_actions())
        assert [e.to_dict() for e in copy.apply(action)] == [e.to_dict() for e in game.apply(action)], action
        if "pending" not in game.view(None):
            assert copy.position() == game.position()
    assert copy.log == game.log[start:]
