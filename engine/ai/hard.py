"""Hard: ISMCTS under a thinking-time budget, on both cores when that pays.

With an ``iterations`` bound the search runs in this process, sequentially, so the same
seed, game and bound always give the same choice (tests and replays). With a time budget
(default 1 s) and more than one core, the search is split across worker processes started
once and shared by every Hard seat (root parallelism: each worker grows its own tree
from its own worlds; the root statistics are added up). A decision with one legal action
costs nothing: ``AI.choose`` answers it before any search. A proven win of this turn
(``wins.find_win``, at ``HARD_LIMIT`` states) is taken before any search too; the time the
finder spent comes out of the search's budget, and so is the one action the pruning of dominated
moves leaves. The search deals its worlds by the seat's belief of its rivals' hands
(``infer.belief``: what their plays, discards and skips say), unless its settings say
``belief=False``. With ``reuse`` (off: it showed no gain) a time-bounded search starts from the
subtree of the seat's last search under the action it took, when that action led here with nothing
new for the seat to see (``ismcts.follow``; each worker keeps its own tree); with an iterations
bound, never. Every knob, the budget included, is one ``SearchSettings`` (``settings.py``).

The workers end with the process that started them, however it ends (killed, ``os._exit``,
a crash): each watches its parent (``end_with_parent``; the arena's processes too), because
a worker blocked on its task queue holds that queue's write end too and would otherwise
never see it close.

A worker that dies (the out-of-memory killer, a crash, ``kill -9``) is replaced, never played
around: a pool that is broken or has lost a worker is shut down (its workers reaped) and a fresh
one started at the next use (``worker_pool``), and a search whose futures the death failed is
made once more, from the same seeds, on the fresh pool. Only if that fails too does the decision
raise ``WorkersLost`` (the app then plays the seat as Medium).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import random
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from ..game import Game
from .blocks import SURE, Block, careful_give, find_block, worth
from .core import NOTATION, State
from .dominated import prune
from .ismcts import Node, SearchResult, Tree, follow, search
from .players import AI
from .reason import block_reason
from .settings import DEFAULT, SearchSettings
from .wins import HARD_LIMIT

if TYPE_CHECKING:
    from .belief import Belief

DEFAULT_SECONDS = 1.0
# Share of the budget kept back for the information state, merging and replying.
MARGIN = 0.04
# How often a worker also checks its parent's pid (the fallback where no parent sentinel exists).
PARENT_POLL = 0.5

_pool: ProcessPoolExecutor | None = None
_pool_size = 0
# Held while the pool is started, checked or stopped: a thread replacing a broken pool never
# races another thread's start or the shutdown at exit.
_pool_lock = threading.Lock()
# What a lost worker raises at a search: the pool broken by a death (or killed before its manager
# saw it: the warm-up's futures) or a worker that cannot be started (no memory, no processes left).
_LOST = (BrokenProcessPool, OSError)


class WorkersLost(RuntimeError):
    """Hard's search workers were lost and a fresh pool failed as well: the decision is not searched."""


# A worker's last tree per seat (tree reuse, ``ismcts.follow``): each worker grows and keeps its own.
_trees: dict[int, Tree] = {}


def _worker_search(info: State, seat: int, seed: int, settings: SearchSettings, belief: Belief | None,
                   chosen: int | None = None) -> SearchResult:
    """One worker's share of a time-bounded search (``settings.seconds`` its share of the budget);
    ``chosen``: the action the seat took after its last search, whose subtree this search starts from
    when it leads here (``ismcts.follow``); the tree is kept for that when ``settings.reuse``."""
    root = follow(_trees.pop(seat, None), chosen, info, seat, settings.pruned) or Node(-1, 1.0)
    result = search(info, seat, random.Random(seed), settings, root=root, belief=belief)
    if settings.reuse:
        _trees[seat] = Tree(info, seat, root)
    return result


class Share(NamedTuple):
    """One worker's share of a time-bounded search: ``_worker_search``'s arguments."""

    info: State
    seat: int
    seed: int
    settings: SearchSettings
    belief: Belief | None
    chosen: int | None


def _warm_up() -> int:
    """Nothing: makes a worker import the engine before the first real decision."""
    return os.getpid()


def end_with_parent(parent_pid: int) -> None:
    """Worker initializer: a daemon thread ends this process as soon as its parent has ended.

    The parent's sentinel of ``multiprocessing`` is the read end of a pipe whose write end
    only the parent holds (a process handle on Windows), so it becomes ready when the parent
    ends in any way; the pid check covers a worker started without one. Not
    ``prctl(PR_SET_PDEATHSIG)``: it fires when the *thread* that started the worker ends,
    and the GUI's AI threads come and go while the app runs.
    """
    parent = multiprocessing.parent_process()

    def watch() -> None:
        while True:
            if parent is not None:
                parent.join(PARENT_POLL)
                if not parent.is_alive():
                    break
            else:
                threading.Event().wait(PARENT_POLL)
            if os.getppid() != parent_pid:
                break
        os._exit(0)  # no clean-up to run: the parent, who owned the work, is gone

    threading.Thread(target=watch, name="civ-parent-watch", daemon=True).start()


def worker_pool(size: int) -> ProcessPoolExecutor:
    """The shared pool of search workers, started on first use (spawned: safe beside Qt), and
    started afresh when it is broken or one of its workers has died (the old one is shut down and
    its workers reaped first).

    :raises BrokenProcessPool: if a fresh pool's workers die before they are ready.
    :raises OSError: if the workers cannot be started.
    """
    global _pool, _pool_size
    with _pool_lock:
        if _pool is not None and _pool_size == size and _whole(_pool, size):
            return _pool
        _stop()
        pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=end_with_parent, initargs=(os.getpid(),))
        try:
            for f in [pool.submit(_warm_up) for _ in range(size)]:
                f.result()
        except BaseException:
            _close(pool)
            raise
        _pool, _pool_size = pool, size
        return pool


def _whole(pool: ProcessPoolExecutor, size: int) -> bool:
    """Whether ``pool`` has all its ``size`` workers running. A killed worker breaks the pool once
    its manager thread has seen it die; until then only the process itself tells (``is_alive``
    also reaps it). Broken is read after the processes: a manager that reaped the dead one first
    (``is_alive`` then takes it for running) had marked the pool broken before."""
    processes = pool._processes     # concurrent.futures has no public accessor for either
    running = processes is not None and len(processes) == size \
        and all(p.is_alive() for p in list(processes.values()))
    return running and not pool._broken


def worker_pids() -> list[int]:
    """The process ids of the running search workers (none before the pool is started)."""
    # concurrent.futures has no public accessor; its process table is keyed by pid
    return sorted(_pool._processes) if _pool is not None and _pool._processes else []


def shutdown_pool() -> None:
    """Stop the shared workers and reap them (also done at exit)."""
    with _pool_lock:
        _stop()


def _stop() -> None:
    """``shutdown_pool`` with the lock held."""
    global _pool, _pool_size
    if _pool is not None:
        _close(_pool)
    _pool = None
    _pool_size = 0


def _close(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down and reap its workers; idle workers are killed first (they hold nothing).

    Not a graceful shutdown of an idle pool: a worker killed while waiting for a task may die
    holding the task queue's lock, so the others never read the shutdown's sentinels, and a
    shutdown that wakes the pool's manager before it has seen the death (concurrent.futures looks
    at its wake-up before the dead workers; the kernel may not even have finished the death, so
    the pool cannot tell) joins them for ever: each of 3 runs of 40 kill -9s, each just before a
    shutdown or a new pool, hung so within its 40. While work is pending the manager keeps
    watching the workers, so a death breaks the pool and the shutdown waits for the running searches.
    """
    if not pool._pending_work_items:
        for process in list((pool._processes or {}).values()):
            process.kill()
    pool.shutdown(wait=True, cancel_futures=True)


def _pooled_search(size: int, shares: list[Share]) -> list[SearchResult]:
    """Each of ``shares`` searched on the shared pool of ``size`` workers, in parallel. If a worker
    died (before or during the search) the pool is replaced and the shares are searched once more,
    from the same seeds, on the fresh one.

    :raises WorkersLost: if the fresh pool fails as well (it is shut down: the next call tries again).
    """
    try:
        return _on_pool(size, shares)
    except _LOST:
        pass                # the broken pool is gone: the retry starts a fresh one
    try:
        return _on_pool(size, shares)
    except _LOST as exc:
        raise WorkersLost(f"the search workers died and could not be replaced ({type(exc).__name__}: "
                          f"{exc})") from exc


def _on_pool(size: int, shares: list[Share]) -> list[SearchResult]:
    """``shares`` searched on the shared pool; a pool a lost worker broke is shut down (reaped)."""
    pool = worker_pool(size)        # a pool it fails to start is shut down already
    try:
        futures = [pool.submit(_worker_search, *share) for share in shares]
        return [f.result() for f in futures]
    except _LOST:
        _retire(pool)
        raise


def _retire(pool: ProcessPoolExecutor) -> None:
    """Shut ``pool`` down if it is still the shared one (another thread may have replaced it)."""
    with _pool_lock:
        if _pool is pool:
            _stop()


atexit.register(shutdown_pool)


def default_workers() -> int:
    """How many search processes a time-bounded Hard seat uses on this machine."""
    return min(2, os.cpu_count() or 1)


class HardAI(AI):
    """ISMCTS with availability counts, rule-policy playouts and an evaluated cut-off.

    ``settings`` (default: the game's Hard) say how it searches; ``seconds`` and ``iterations``, when
    either is given, replace their budget; neither anywhere: ``DEFAULT_SECONDS``. ``workers``: how many
    processes a time-bounded search uses (default: ``default_workers``)."""

    level = "hard"

    def __init__(
        self, seat: int, seed: int = 0, seconds: float | None = None,
        iterations: int | None = None, workers: int | None = None, settings: SearchSettings | None = None,
    ) -> None:
        super().__init__(seat, seed)
        given = DEFAULT if settings is None else settings
        if seconds is not None or iterations is not None:
            given = replace(given, seconds=seconds, iterations=iterations)
        if given.seconds is None and given.iterations is None:
            given = replace(given, seconds=DEFAULT_SECONDS)
        self.settings: SearchSettings = given
        self.belief: Belief | None = None
        self.workers = default_workers() if workers is None else max(1, workers)
        self.last: SearchResult | None = None
        # the block the last decision followed (blocks.py), or None
        self.block: Block | None = None
        # this seat's last search (its tree, or True for the workers' trees) and the action it took
        self._searched: Tree | bool | None = None
        self._previous: tuple[Tree | bool | None, int] | None = None

    def choose(self, game: Game) -> str:
        """``AI.choose``; a step of a block says what it stops (``reason.block_reason``).

        :raises IllegalAction: if it is not this seat's decision.
        :raises WorkersLost: if a time-bounded search lost its workers and a fresh pool failed too.
        """
        self.block = None
        self.belief = None
        action = super().choose(game)
        block = self.block
        if block is not None and NOTATION[block.line[0]] == action:
            self.reason = block_reason(block.effect, block.rival, block.line)
        return action

    def prepare(self, game: Game, info: State) -> None:
        """The search's worlds dealt by the belief of this seat (``infer.belief``) when it is on."""
        if self.settings.belief:
            from .infer import belief
            found = belief(game, self.seat, info)
            self.belief = None if found.uniform() else found

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """``_decide``, remembering the search it ran (if any) and the action taken (tree reuse)."""
        self._searched = None
        code = self._decide(info, codes, rng)
        self._previous = (self._searched, code)
        return code

    def _decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """A proven win this turn at once (``wins.find_win``); a block (``blocks.find_block``) at once
        when it is under way or the rival would win in every sampled world (``blocks.SURE``);
        otherwise the search's choice (the most visited root action, a proven win first), unless
        a block found is ``blocks.worth`` more than that choice."""
        start = time.perf_counter()
        won = self.take_win(info, codes, HARD_LIMIT)
        if won is not None:
            self.last = None        # no search was run
            return won
        kept = prune(info, codes)
        if len(kept) == 1:          # the rest is dominated: a search would hold no root choice
            self.last = None
            return kept[0]
        seat = info.active
        settings = self.settings
        blocked = self.take_block(info, codes, rng) if settings.blocks else None
        block = self.block
        if blocked is not None and (block is None or block.before >= SURE or settings.block_rule == "always"):
            self.last = None
            return blocked
        result = self._search(info, seat, codes, rng, start)
        self.last = result
        best = result.best()
        if blocked is not None and block is not None:
            if best == blocked or worth(result, blocked, block):
                return blocked
            self.block = None
        return best if best in codes else codes[0]

    def _search(self, info: State, seat: int, codes: list[int], rng: random.Random,
                start: float) -> SearchResult:
        """The search at this decision, within what is left of the budget (the same budget again
        when a lost worker's pool is replaced mid-search: ``_pooled_search``).

        :raises WorkersLost: if the search workers died and a fresh pool failed too.
        """
        settings = self.settings
        if settings.iterations is not None:
            result = search(info, seat, rng, settings, belief=self.belief)
        else:
            assert settings.seconds is not None
            reuse = settings.reuse
            last, chosen = self._previous if reuse and self._previous else (None, None)
            # the win finder's time comes out of the search's share
            spent = time.perf_counter() - start
            share = replace(settings, seconds=max(0.005, settings.seconds * (1.0 - MARGIN) - 0.002 - spent))
            if self.workers > 1:
                seeds = [rng.randrange(1 << 30) for _ in range(self.workers)]
                follows = chosen if last is True else None
                shares = [Share(info, seat, s, share, self.belief, follows) for s in seeds]
                parts = _pooled_search(self.workers, shares)
                result = parts[0]
                for part in parts[1:]:
                    result = result.merge(part)
                self._searched = True if reuse else None
            else:
                tree = last if isinstance(last, Tree) else None
                root = follow(tree, chosen, info, seat, settings.pruned) or Node(-1, 1.0)
                result = search(info, seat, rng, share, root=root, belief=self.belief)
                self._searched = Tree(info, seat, root) if reuse else None
        return result

    def take_block(self, info: State, codes: list[int], rng: random.Random) -> int | None:
        """The next step of a block (``blocks.find_block``), remembered in ``block``; or None.

        An Inquisition's gives to an opponent follow ``blocks.careful_give``."""
        self.block = None
        given = careful_give(info, info.active)
        if given is not None:
            return given if given in codes else None
        own = random.Random()       # a copy: the search's generator is not drawn from by the check
        own.setstate(rng.getstate())
        block = find_block(info, info.active, codes, own)
        if block is None or block.line[0] not in codes:
            return None
        self.block = block
        return block.line[0]
