"""Hard: ISMCTS under a thinking-time budget, on both cores when that pays.

With an ``iterations`` bound the search runs in this process, sequentially, so the same
seed, game and bound always give the same choice (tests and replays). With a time budget
(default 1 s) and more than one core, the search is split across worker processes started
once and shared by every Hard seat (root parallelism: each worker grows its own tree
from its own worlds; the root statistics are added up). A decision with one legal action
costs nothing: ``AI.choose`` answers it before any search.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor

from ..state import State
from .ismcts import SearchResult, search
from .players import AI

DEFAULT_SECONDS = 1.0
# Share of the budget kept back for the information state, merging and replying.
MARGIN = 0.04

_pool: ProcessPoolExecutor | None = None
_pool_size = 0


def _worker_search(info: State, seat: int, seed: int, seconds: float) -> SearchResult:
    """One worker's share of a time-bounded search."""
    return search(info, seat, random.Random(seed), seconds=seconds)


def _warm_up() -> int:
    """Nothing: makes a worker import the engine before the first real decision."""
    return os.getpid()


def worker_pool(size: int) -> ProcessPoolExecutor:
    """The shared pool of search workers, started on first use (spawned: safe beside Qt)."""
    global _pool, _pool_size
    if _pool is None or _pool_size != size:
        shutdown_pool()
        _pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"))
        _pool_size = size
        for f in [_pool.submit(_warm_up) for _ in range(size)]:
            f.result()
    return _pool


def shutdown_pool() -> None:
    """Stop the shared workers (also done at exit)."""
    global _pool, _pool_size
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
    _pool = None
    _pool_size = 0


atexit.register(shutdown_pool)


def default_workers() -> int:
    """How many search processes a time-bounded Hard seat uses on this machine."""
    return min(2, os.cpu_count() or 1)


class HardAI(AI):
    """ISMCTS with availability counts, rule-policy playouts and an evaluated cut-off."""

    level = "hard"

    def __init__(
        self, seat: int, seed: int = 0, seconds: float | None = None,
        iterations: int | None = None, workers: int | None = None,
    ) -> None:
        super().__init__(seat, seed)
        self.iterations = iterations
        self.seconds = DEFAULT_SECONDS if seconds is None and iterations is None else seconds
        self.workers = default_workers() if workers is None else max(1, workers)
        self.last: SearchResult | None = None

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """The most visited root action of the search."""
        seat = info.active
        if self.iterations is not None:
            result = search(info, seat, rng, iterations=self.iterations, seconds=self.seconds)
        else:
            assert self.seconds is not None
            budget = max(0.005, self.seconds * (1.0 - MARGIN) - 0.002)
            if self.workers > 1:
                pool = worker_pool(self.workers)
                seeds = [rng.randrange(1 << 30) for _ in range(self.workers)]
                futures = [pool.submit(_worker_search, info, seat, s, budget) for s in seeds]
                parts = [f.result() for f in futures]
                result = parts[0]
                for part in parts[1:]:
                    result = result.merge(part)
            else:
                result = search(info, seat, rng, seconds=budget)
        self.last = result
        best = result.best()
        return best if best in codes else codes[0]
