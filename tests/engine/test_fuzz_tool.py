"""The fuzzer runs to the end (issue 26, part 8): its own mutations nest values 100,000 levels
deep, and copying such a value (to mutate it again, or to put a part of it elsewhere) must not
die in ``copy.deepcopy`` with a RecursionError."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.lab.fuzz import _copy, base_positions, mutate


def nested(depth: int) -> Any:
    value: Any = "SCI1"
    for n in range(depth):
        value = [value] if n % 2 else {"card": value}
    return value


def depth_of(value: Any) -> int:
    depth = 0
    while isinstance(value, (list, dict)):
        value = value[0] if isinstance(value, list) else value["card"]
        depth += 1
    return depth


def test_a_value_nested_100000_deep_is_copied_whole_and_apart() -> None:
    deep = nested(100_000)
    copied = _copy(deep)
    assert depth_of(copied) == 100_000 and copied is not deep
    copied[0]["card"] = "changed"
    assert deep[0]["card"] != "changed"           # a copy, not the same containers
    flat = {"a": [1, {"b": (2, 3)}, None], "c": "x"}
    assert _copy(flat) == flat and _copy(flat)["a"] is not flat["a"]


@pytest.mark.slow
def test_positions_holding_a_deep_value_are_mutated_again_without_error() -> None:
    base = {**base_positions(3, seed=1)[2], "hands": nested(100_000)}
    for seed in range(200):
        mutate(base, random.Random(seed))          # copies the base and parts of it: never recursion
