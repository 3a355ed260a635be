"""A dead search worker of Hard is replaced, never played around (issue 26, part 3).

A worker killed with SIGKILL (as the out-of-memory killer does), idle or in the middle of a
search: the next decision is a real search on a fresh pool, and the old workers are reaped (no
zombie left among this process's children). A pool that cannot be replaced raises
``WorkersLost`` after one retry. The hint searches in this process and never needs the pool.
Real processes: Linux only (it reads ``/proc``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from engine import Game
from engine.ai import hard
from engine.ai.hard import HardAI, WorkersLost, worker_pids, worker_pool
from engine.ai.hint import suggest
from tests.procs import HAS_PROC, cpu_seconds, own_child, wait_until

pytestmark = pytest.mark.skipif(not HAS_PROC, reason="reads /proc")

ROOT = Path(__file__).resolve().parents[2]
BUDGET = 0.1        # seconds a decision: a real search of a few hundred iterations on two workers


@pytest.fixture(autouse=True)
def fresh_pool() -> Iterator[None]:
    """Each test starts its own pool and leaves none behind."""
    hard.shutdown_pool()
    yield
    hard.shutdown_pool()


def decision() -> Game:
    """A game whose seat to move has a real choice for the search (no proven win, no block)."""
    return Game.new(players=2, seed=3)


def hard_seat(seconds: float) -> tuple[Game, HardAI]:
    """``decision()`` and a Hard AI for its seat to move, on two workers for ``seconds`` a decision."""
    game = decision()
    seat = game.to_move
    assert seat is not None
    return game, HardAI(seat, seconds=seconds, workers=2)


def searched(ai: HardAI, game: Game) -> str:
    """``ai``'s choice, checked to come from a search of its workers."""
    action = ai.choose(game)
    assert action in game.legal_actions()
    assert ai.last is not None and ai.last.iterations > 0, "no search was run"
    return action


def assert_replaced(old: list[int]) -> None:
    """A fresh pool of two live workers, and none of ``old`` left running or unreaped."""
    new = worker_pids()
    assert len(new) == 2 and not set(new) & set(old), (old, new)
    pool = hard._pool
    assert pool is not None and all(p.is_alive() for p in pool._processes.values())
    assert not [p for p in old if own_child(p)], "an old worker was left running or as a zombie"


@pytest.mark.slow
def test_a_worker_killed_between_decisions_is_replaced() -> None:
    game, ai = hard_seat(BUDGET)
    searched(ai, game)
    old = worker_pids()
    os.kill(old[0], signal.SIGKILL)
    start = time.perf_counter()
    searched(ai, game)       # before the fix: BrokenProcessPool, for every decision after
    took = time.perf_counter() - start
    assert_replaced(old)
    assert took < BUDGET + 10.0, took
    searched(ai, game)
    assert len(worker_pids()) == 2


def test_the_pool_notices_a_dead_worker_before_any_search() -> None:
    # once the kernel has finished the death (its manager thread may not have seen it yet: then the
    # dead process itself tells), a fresh pool is handed out without a failed search first
    pool = worker_pool(2)
    old = worker_pids()
    os.kill(old[0], signal.SIGKILL)
    assert wait_until(lambda: worker_pool(2) is not pool, 10.0), "the dead worker's pool is kept"
    fresh = worker_pool(2)
    assert_replaced(old)
    assert worker_pool(2) is fresh, "a whole pool is kept"


# Kills just before a shutdown, in a program of its own: a hung shutdown holds the pool's lock, so
# it is that program that is ended (its workers end with it), not this test run.
SHUTDOWNS = """
import os, signal
from engine.ai import hard
for n in range(20):
    hard.worker_pool(2)
    os.kill(hard.worker_pids()[n % 2], signal.SIGKILL)
    hard.shutdown_pool()
print("done", flush=True)
"""


@pytest.mark.slow
def test_a_pool_shut_down_just_after_a_kill_never_hangs() -> None:
    # before the fix this hung (joined for ever) within a few rounds: the graceful shutdown waits
    # for workers that never read its sentinels when the dead one held the task queue's lock
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", SHUTDOWNS], stdout=subprocess.PIPE, text=True,
                            env=env, cwd=ROOT)
    try:
        out, _ = proc.communicate(timeout=60.0)
    except subprocess.TimeoutExpired:
        out = "hung"
    finally:
        proc.kill()
        proc.wait()
    assert out.strip() == "done" and proc.returncode == 0, f"a shutdown after a kill: {out.strip()}"


@pytest.mark.slow
def test_a_worker_killed_mid_search_is_replaced_and_the_search_made_again() -> None:
    game, ai = hard_seat(1.0)
    worker_pool(2)
    old = worker_pids()
    start = {w: cpu_seconds(w) for w in old}
    done: list[BaseException | str] = []

    def think() -> None:
        try:
            done.append(searched(ai, game))
        except BaseException as exc:    # reported to the test below
            done.append(exc)

    thread = threading.Thread(target=think)
    thread.start()
    assert wait_until(lambda: all(cpu_seconds(w) - start[w] > 0.1 for w in old), 20.0), "no search"
    os.kill(old[1], signal.SIGKILL)
    thread.join(30.0)
    assert not thread.is_alive(), "the decision never ended"
    assert done and isinstance(done[0], str), done     # before the fix: BrokenProcessPool
    assert_replaced(old)


def test_a_pool_that_cannot_be_replaced_raises_workers_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    starts: list[int] = []

    def no_workers(size: int) -> object:
        starts.append(size)
        raise BrokenProcessPool("the workers died as they started")

    game, ai = hard_seat(BUDGET)
    monkeypatch.setattr(hard, "worker_pool", no_workers)
    with pytest.raises(WorkersLost, match="could not be replaced"):
        ai.choose(game)
    assert starts == [2, 2], "a lost pool is tried once more, and only once"
    monkeypatch.undo()
    searched(ai, game)       # the next decision tries a fresh pool again


def test_the_hint_never_needs_the_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    # a guard, not the fix: the hint searches in this process (an iterations bound), so a dead
    # worker cannot touch it; if it ever used the pool it would need the recovery above
    def no_pool(size: int) -> object:
        raise AssertionError("the hint used the search workers")

    monkeypatch.setattr(hard, "worker_pool", no_pool)
    game, ai = hard_seat(BUDGET)
    assert suggest(game, ai.seat, iterations=200).action in game.legal_actions()
