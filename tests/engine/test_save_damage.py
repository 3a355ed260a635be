"""Property tests of the version-2 save: random damage to a real save (its text or its JSON) is
refused with a ``ValueError``, or loads a game that is what its own origin and history say;
never another exception. Harmless changes (spacing, key order, another app version) load the
same game."""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from engine import Game
from engine.lab.fuzz import base_positions, base_saves

from .helpers import game, play, tab


def _played(g: Game, seed: int, plies: int) -> Game:
    rng = random.Random(seed)
    for _ in range(plies):
        if g.over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def _bases() -> list[Game]:
    mid_effect = game(3, step="effects", hands=[["MIL1"], ["SCI1", "SCI2"], ["ART1"]],
                      tableaus=[tab("REL1", "UTO3"), {}, {}])
    play(mid_effect, "use inquisition", "target 1")
    between = _played(Game.new(3, 4), 4, 30)
    while "pending" in between.view(0):
        between.apply(between.legal_actions()[0])
    return [
        _played(Game.new(3, 11), 11, 40),
        _played(Game.new(3, 5, "draft"), 5, 6),                      # mid-draft
        _played(Game.new(4, 2, "classic", True), 2, 25),              # team game
        mid_effect,                                                  # from a position, mid-effect
        between.determinize(1, random.Random(3)),                    # saved from its position
    ]


@functools.cache
def _texts() -> list[str]:
    """The saves of ``_bases``, played on first use (a rules bug fails the tests, not the collection)."""
    return [g.to_json() for g in _bases()]


_A_BASE = hs.deferred(lambda: hs.integers(0, len(_texts()) - 1))   # an index into _texts()

_JSONISH = hs.recursive(
    hs.none() | hs.booleans() | hs.integers() | hs.floats() | hs.text(max_size=8)
    | hs.sampled_from(["end", "play SCI1", "SCI1", "classic", "draft", "civ-save", "new", "position"]),
    lambda inner: hs.lists(inner, max_size=4) | hs.dictionaries(hs.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)


def _same(a: Game, b: Game) -> bool:
    return (a.history == b.history and a.log == b.log and a.legal_actions() == b.legal_actions()
            and all(a.view(s) == b.view(s) for s in (None, *range(a.players))))


def _replayed_by_hand(text: str) -> Game:
    """The game a save's own origin and history describe, built without ``from_json``."""
    data = json.loads(text)
    origin = data["origin"]
    g = Game.new(**origin["new"]) if "new" in origin else Game.from_position(origin["position"])
    for action in data["history"]:
        g.apply(action)
    return g


def _check(text: str) -> Game | None:
    """None if the text is refused with a ValueError, else the game, checked to be what the
    save's own origin and history make and to save and load again unchanged."""
    try:
        loaded = Game.from_json(text)
    except ValueError as exc:
        assert len(str(exc)) < 300
        return None
    assert _same(loaded, _replayed_by_hand(text))
    again = loaded.to_json()
    assert _same(Game.from_json(again), loaded) and Game.from_json(again).to_json() == again
    return loaded


def _paths(data: Any) -> list[tuple[Any, Any]]:
    out: list[tuple[Any, Any]] = []
    todo = [data]
    while todo:
        node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, child in items:
            out.append((node, key))
            todo.append(child)
    return out


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=_A_BASE, at=hs.floats(0, 1, exclude_max=True),
       cut=hs.integers(0, 20), insert=hs.text(max_size=6))
def test_a_damaged_save_text_is_refused_or_loads_what_it_says(base: int, at: float, cut: int,
                                                               insert: str) -> None:
    text = _texts()[base]
    i = int(at * len(text))
    _check(text[:i] + insert + text[i + cut:])


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=_A_BASE, pick=hs.floats(0, 1, exclude_max=True),
       op=hs.sampled_from(["replace", "delete", "add"]), value=_JSONISH, key=hs.text(max_size=8))
def test_a_save_with_any_value_at_any_place_is_refused_or_loads_what_it_says(
        base: int, pick: float, op: str, value: Any, key: str) -> None:
    data = json.loads(_texts()[base])
    paths = _paths(data)
    parent, at = paths[int(pick * len(paths))]
    if op == "replace":
        parent[at] = value
    elif op == "delete":
        del parent[at]
    elif isinstance(parent, dict):
        parent[key] = value
    else:
        parent.insert(at, value)
    _check(json.dumps(data))


@settings(max_examples=40, deadline=None)
@given(base=_A_BASE, seed=hs.integers(0, 2**32), app=hs.text(min_size=1, max_size=40))
def test_spacing_key_order_and_the_app_version_do_not_change_the_game(base: int, seed: int, app: str) -> None:
    data = json.loads(_texts()[base])
    data["app"] = app
    keys = list(data)
    random.Random(seed).shuffle(keys)
    text = json.dumps({k: data[k] for k in keys}, indent=seed % 4 or None)
    loaded = _check(text)
    if app.isprintable():
        assert loaded is not None and _same(loaded, Game.from_json(_texts()[base]))
    else:
        assert loaded is None


def test_what_the_fuzzer_mutates_is_valid_to_begin_with() -> None:
    for seed in range(5):
        for pos in base_positions(4, seed):
            assert Game.from_position(pos).position() == Game.from_position(pos).position()
        for data in base_saves(6, seed):
            assert Game.from_json(json.dumps(data)).history == data["history"]
