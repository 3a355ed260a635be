"""Hard's search workers end with the program that started them, however it ends: killed
(SIGKILL, SIGTERM) or leaving through ``os._exit`` without its atexit handlers, in the
middle of a search; so do the arena's game processes. Multiprocessing's resource tracker
goes with them. Real processes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.procs import HAS_PROC, children, cpu_seconds, kill_all, wait_gone, wait_until

pytestmark = pytest.mark.skipif(not HAS_PROC, reason="reads /proc")

ROOT = Path(__file__).resolve().parents[2]
# A program using Hard: it starts the workers, says who they are, then keeps thinking 5 s
# per decision in a thread; a line on its stdin makes it leave through os._exit.
PROGRAM = """
import json, os, sys, threading
from engine import Game
from engine.ai import make_ai
from engine.ai.hard import worker_pids, worker_pool
worker_pool(2)
print(json.dumps(worker_pids()), flush=True)
game = Game.new(players=3, seed=1)
ai = make_ai("hard", game.to_move, seconds=5, workers=2)

def think():
    while True:
        ai.choose(game)

threading.Thread(target=think, daemon=True).start()
sys.stdin.readline()
os._exit(3)
"""
GONE_WITHIN = 10.0


def start_thinking() -> tuple[subprocess.Popen[str], list[int], list[int]]:
    """The program above, its search workers, and every child of it (the tracker too)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", PROGRAM], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    workers: list[int] = json.loads(proc.stdout.readline() or "[]")
    assert len(workers) == 2, "the workers did not start"
    # kill it mid-search: wait until both workers are computing
    start = {w: cpu_seconds(w) for w in workers}
    busy = wait_until(lambda: all(cpu_seconds(w) - start[w] > 0.2 for w in workers), 20.0)
    family = children(proc.pid)
    assert busy, "the search did not start"
    return proc, workers, family


def end(proc: subprocess.Popen[str], how: str) -> None:
    """End the program: a signal, or its own os._exit."""
    if how == "os._exit":
        assert proc.stdin is not None
        proc.stdin.write("exit\n")
        proc.stdin.flush()
    else:
        proc.send_signal(getattr(signal, how))


def ended_after(how: str) -> float | None:
    """Seconds from the program's end until its workers and tracker are gone (None: never)."""
    proc, workers, family = start_thinking()
    try:
        assert set(workers) < set(family), "the resource tracker should be a child too"
        end(proc, how)
        code = proc.wait(10)
        assert code == (3 if how == "os._exit" else -getattr(signal, how))
        return wait_gone(family, GONE_WITHIN)
    finally:
        proc.kill()
        proc.wait()
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                stream.close()
        kill_all(family)


@pytest.mark.slow
@pytest.mark.parametrize("how", ["SIGKILL", "SIGTERM", "os._exit"])
def test_workers_and_tracker_end_with_the_program(how: str) -> None:
    seconds = ended_after(how)
    assert seconds is not None, f"search workers or the resource tracker outlived a program ended by {how}"



# Hard at 2 s a decision: a game lasts minutes, so a process that only notices its parent's
# end after its current game (as multiprocessing.Pool's own workers do) would be seen here.
ARENA = """
from engine.lab import arena
arena.run(["hard", "hard"], 2, games=4, budget=2.0, seed=1, workers=2)
"""


@pytest.mark.slow
def test_arena_processes_end_with_the_arena() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", ARENA], stderr=subprocess.PIPE, text=True,
                            env=env, cwd=ROOT)
    family: list[int] = []
    try:
        def playing() -> bool:
            family[:] = children(proc.pid)
            return len(family) >= 3 and all(cpu_seconds(p) > 0.3 for p in family[-2:])

        assert wait_until(playing, 30.0), "the arena's games did not start"
        proc.kill()
        proc.wait(10)
        assert wait_gone(family, GONE_WITHIN) is not None, "arena processes outlived the arena"
    finally:
        proc.kill()
        proc.wait()
        if proc.stderr is not None:
            proc.stderr.close()
        kill_all(family)
