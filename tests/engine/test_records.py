"""The core's records (engine/records.py) and markers (state.PlacedMarker): named tuples read by name."""

from __future__ import annotations

import inspect
import random

from engine import Game, records
from engine.events import _FROM_CORE
from engine.rules import legal, step
from engine.state import PlacedMarker


def test_every_record_kind_becomes_an_event_and_every_game_writes_only_records() -> None:
    kinds = {c for _, c in inspect.getmembers(records, inspect.isclass) if issubclass(c, tuple)}
    assert kinds == set(_FROM_CORE)
    seen: set[type] = set()
    rng = random.Random(3)
    for seed in range(30):
        g = Game.new(2 + seed % 3, seed, setup="draft" if seed % 2 else "classic")
        while not g.over:
            st = g.state
            raw: list[tuple[object, ...]] = []
            step(st.clone(), rng.choice(legal(st)), raw)
            assert all(type(r) in kinds for r in raw), raw
            seen.update(type(r) for r in raw)
            g.apply(rng.choice(g.legal_actions()))
    assert len(seen) >= len(kinds) - 2, kinds - seen


def test_a_marker_reads_by_name_and_shows_as_the_plain_tuple() -> None:
    m = PlacedMarker(1, 0, 3, 5)
    assert (m.by, m.on, m.domain, m.card) == (1, 0, 3, 5) == m
    # the AI seeds its decisions from the text of the state it sees: the text must not change
    assert repr(m) == "(1, 0, 3, 5)" and repr([m]) == "[(1, 0, 3, 5)]"
    g = Game.new(2, 0)
    assert all(type(x) is PlacedMarker for x in g.state.embargoes + g.state.democracy)
