"""Whether the events' ``exec``-built ``__init__`` pays: ``python -m engine.lab.bench_events``.

For each event kind ``Game.apply`` makes, the time to build one event with its own ``__init__``
(events._fast_init: fills the slots through their descriptors) beside a plain frozen, slotted
dataclass of the same fields (the ``__init__`` that ``dataclasses`` writes, each field through
``object.__setattr__``); then the whole recorded path, ``Game.apply`` on random games (each makes
about two events per action). Runs in any checkout of the engine (it reads only
``engine.events`` and ``Game``), so the same figures can be taken side by side.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from engine import Game
from engine import events as ev


def plain_twin(cls: type[ev.Event]) -> type[ev.Event]:
    """A frozen, slotted dataclass with ``cls``'s fields and the ``__init__`` dataclasses writes."""
    own = [f for f in dataclasses.fields(cls) if f.name not in ("seat", "actions")]
    specs: list[Any] = [(f.name, f.type) if f.default is dataclasses.MISSING
                        else (f.name, f.type, dataclasses.field(default=f.default)) for f in own]
    twin: type[ev.Event] = dataclasses.make_dataclass(
        f"Plain{cls.__name__}", specs, bases=(ev.Event,), frozen=True, slots=True)
    return twin


# One event of each kind apply makes most often, by its fields after (seat, actions).
SAMPLES: dict[type[ev.Event], tuple[Any, ...]] = {
    ev.Play: ("SCI1", False),
    ev.Discard: ("MIL1", "hand", False),
    ev.Draw: (2, ("ECO1", "ART2")),
    ev.Use: ("research",),
    ev.Turn: (),
    ev.Give: (1, "REL1"),
}


def per_event(make: Callable[..., ev.Event], args: tuple[Any, ...], n: int) -> float:
    """Nanoseconds per event built, the best of five runs of ``n``."""
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        for i in range(n):
            make(0, i, *args)
        best = min(best, time.perf_counter() - t0)
    return best / n * 1e9


def apply_rate(games: int) -> tuple[float, int]:
    """Microseconds per ``Game.apply`` over random games (median of the games), and the events made."""
    per: list[float] = []
    made = 0
    for seed in range(games):
        rng = random.Random(seed)
        g = Game.new(2 + seed % 3, seed)
        actions: list[str] = []
        while not g.over:
            a = rng.choice(g.legal_actions())
            actions.append(a)
            g.apply(a)
        made += len(g.events)
        fresh = Game.new(2 + seed % 3, seed)
        t0 = time.perf_counter()
        for a in actions:
            fresh.apply(a)
        per.append((time.perf_counter() - t0) / len(actions) * 1e6)
    return statistics.median(per), made


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=200_000, help="events built per timing")
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    print(f"{'event':10} {'own init':>10} {'dataclass':>10}")
    own_total = plain_total = 0.0
    for cls, sample in SAMPLES.items():
        own = per_event(cls, sample, args.n)
        plain = per_event(plain_twin(cls), sample, args.n)
        own_total += own
        plain_total += plain
        print(f"{cls.__name__:10} {own:8.0f} ns {plain:8.0f} ns")
    us, made = apply_rate(args.games)
    games = args.games
    print(f"Game.apply: {us:.1f} µs per action (median of {games} random games; {made} events in all)")
    print(f"one event of each kind above: own init {own_total:.0f} ns, dataclass init {plain_total:.0f} ns")


if __name__ == "__main__":
    main()
