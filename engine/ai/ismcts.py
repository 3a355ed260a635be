"""Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley, Whitehouse 2012).

One tree for the searching seat's information set. Every iteration samples a world the
seat cannot tell from the real game (``observe.sample_world``), walks the tree with only
the actions legal in that world, using UCB1 with *availability counts* (a child's
exploration term counts the iterations in which it could have been chosen, not the
parent's visits), adds one node, plays on with the rule policy to a cut-off (by default
two turn ends ahead: the end of the searching seat's turn and of the next rival turn;
the tree stops there too) and scores the result with the heuristic evaluation. Each node keeps the reward of
the seat that made the move into it, so the same code serves 2, 3 and 4 players and
teams (a seat's reward is its team's chance).

Decisions with a single legal action create no node: the tree holds choices only.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules import legal, step
from ..state import OVER, State
from .dominated import prune
from .evaluate import evaluate
from .observe import sample_world
from .policy import Table, score

if TYPE_CHECKING:
    from .infer import Belief

EXPLORE = 0.3
PRIOR = 0.2
CUTOFF_TURNS = 2
# A child of a node is keyed by its action code and the seat that takes it (code << MOVER_BITS |
# mover; MAX_SEATS = 4 fits in the low bits), so that the statistics of two seats reaching the same
# node in different sampled worlds never mix.
MOVER_BITS = 3
# An unvisited child's selection value: above any visited one's, so each is tried once first,
# most probable (by the policy's prior) first.
UNVISITED = 10.0
# Whether searches prune dominated actions (``dominated.prune``) unless told: off only to measure
# the search without it, side by side in one process (``bench --compare-pruning``).
PRUNED = True


class Node:
    """Statistics of one action taken from one information set."""

    __slots__ = ("avail", "children", "mover", "prior", "total", "visits")

    def __init__(self, mover: int, prior: float) -> None:
        self.mover = mover
        self.prior = prior
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[int, Node] = {}


@dataclass
class SearchResult:
    """What a search found at the root: per action code, visits and mean reward."""

    stats: dict[int, tuple[int, float]]
    iterations: int
    seconds: float

    def best(self) -> int:
        """The most visited action (highest mean reward on ties, then lowest code)."""
        return max(self.stats, key=lambda c: (self.stats[c][0], self.stats[c][1], -c))

    def merge(self, other: SearchResult) -> SearchResult:
        """Root statistics of two independent searches added up (root parallelism)."""
        stats = dict(self.stats)
        for c, (v, r) in other.stats.items():
            v0, r0 = stats.get(c, (0, 0.0))
            total = v0 + v
            stats[c] = (total, (r0 * v0 + r * v) / total if total else 0.0)
        return SearchResult(stats, self.iterations + other.iterations, max(self.seconds, other.seconds))


def _priors(st: State, codes: list[int]) -> list[float]:
    """Rule-policy scores squashed to 0..1, used to order and bias the first visits."""
    t = Table(st)
    a = st.active
    raw = [score(t, a, c) for c in codes]
    top = max(raw)
    return [math.exp(max(-6.0, min(0.0, v - top))) for v in raw]


def playout(world: State, turns: int, rng: random.Random, epsilon: float = 0.0) -> list[float]:
    """Play on with the rule policy until ``turns`` turns have ended; the evaluation."""
    ends = 0
    active = world.active
    while world.phase != OVER:
        codes = legal(world)
        if len(codes) == 1:
            code = codes[0]
        elif rng.random() < epsilon:
            code = codes[int(rng.random() * len(codes))]
        else:
            t = Table(world)
            a = world.active
            code, best = codes[0], -1e9
            for c in codes:
                v = score(t, a, c)
                if v > best:
                    code, best = c, v
        step(world, code, None)
        if world.active != active:
            active = world.active
            ends += 1
            if ends >= turns:
                break
    return evaluate(world)


def search(
    info: State, seat: int, rng: random.Random, iterations: int | None = None,
    seconds: float | None = None, turns: int | None = None, pruned: bool | None = None,
    belief: Belief | None = None,
) -> SearchResult:
    """Run ISMCTS from ``info`` (an information state of ``seat``, who is to move).

    With ``pruned`` (default ``PRUNED``: yes) the tree's decisions, the root's included, leave
    out the dominated actions (``dominated.prune``); without, every legal action is searched.
    With a ``belief`` (``infer.py``) the worlds are dealt by it.
    """
    if pruned is None:
        pruned = PRUNED
    cutoff = CUTOFF_TURNS if turns is None else turns
    root = Node(-1, 1.0)
    start = time.perf_counter()
    deadline = start + seconds if seconds is not None else math.inf
    limit = iterations if iterations is not None else 1 << 62
    done = 0
    log = math.log
    sqrt = math.sqrt
    bits = MOVER_BITS
    while done < limit:
        if done & 7 == 0 and time.perf_counter() >= deadline and done:
            break
        world = sample_world(info, seat, rng, belief)
        node = root
        path = [root]
        expanded = False
        active = world.active
        ends = 0
        while world.phase != OVER and ends < cutoff:
            codes = legal(world)
            if pruned and len(codes) > 1:
                codes = prune(world, codes)
            if len(codes) == 1:
                step(world, codes[0], None)
            else:
                mover = world.active
                children = node.children
                if any((c << bits | mover) not in children for c in codes):
                    for c, p in zip(codes, _priors(world, codes)):
                        key = c << bits | mover
                        if key not in children:
                            children[key] = Node(mover, p)
                best_node: Node | None = None
                best_code = codes[0]
                best_v = -1e9
                for c in codes:
                    child = children[c << bits | mover]
                    child.avail += 1
                    if child.visits == 0:
                        v = UNVISITED + child.prior
                    else:
                        v = (child.total / child.visits
                             + EXPLORE * sqrt(log(child.avail) / child.visits)
                             + PRIOR * child.prior / (child.visits + 1))
                    if v > best_v:
                        best_v, best_node, best_code = v, child, c
                assert best_node is not None
                step(world, best_code, None)
                path.append(best_node)
                node = best_node
                if best_node.visits == 0:
                    expanded = True
            if world.active != active:
                active = world.active
                ends += 1
            if expanded:
                break
        if expanded and world.phase != OVER and ends < cutoff:
            reward = playout(world, cutoff - ends, rng)
        else:
            reward = evaluate(world)
        for n in path[1:]:
            n.visits += 1
            n.total += reward[n.mover]
        done += 1
    stats = {
        key >> MOVER_BITS: (child.visits, child.total / child.visits if child.visits else 0.0)
        for key, child in root.children.items()
    }
    return SearchResult(stats, done, time.perf_counter() - start)
