"""Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley, Whitehouse 2012).

One tree for the searching seat's information set. Every iteration samples a world the seat cannot
tell from the real game (``observe.sample_world``, through one ``Sampler`` per search), walks the
tree with only the actions legal in that world, using UCB1 with *availability counts* (a child's
exploration term counts the iterations in which it could have been chosen, not the parent's visits),
adds one node, plays on with the rule policy to a cut-off (by default two turn ends ahead: the end
of the searching seat's turn and of the next rival turn; the tree stops there too) and scores the
result with the heuristic evaluation. What the search is told (budget, cut-off, exploration,
pruning, solver, evaluation) comes in one ``SearchSettings`` (``settings.py``). Each node keeps the
reward of the seat that made the move into it, so the same code serves 2, 3 and 4 players and teams
(a seat's reward is its team's chance).

Decisions with a single legal action create no node: the tree holds choices only.

Tree reuse: a seat's next decision of the same turn, reached by the action it chose and the steps
that follow by themselves with nothing new for it to see (``follow``), starts from the subtree of
that action, whose statistics were gathered over worlds the seat still cannot tell apart.

MCTS-Solver (Winands, Björnsson, Saito 2008), adapted to the information set: a game end reached
inside the tree by a line of the searching seat's own moves within its current turn is *proven* for
the node of the last move (won: the seat's reward is 1; lost: 0). Such a line's outcome does not
depend on the hidden cards: the seat's own legal moves are a function of its information state and
the end of its turn (Hegemony, or the deck's end and the majorities) of the public zones the line
leaves. Proofs climb the seat's own nodes (``_prove``): a node with a proven-won child is won, a node
all of whose children are proven lost is lost. The walk always takes a proven-won child and never a
proven-lost one while another remains (``_solved``); the root reports its proofs
(``SearchResult.proven``) and ``best`` follows them. Proofs never reach a rival's move, whose
outcome may depend on what the seat cannot see.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from .core import OVER, State, legal, step
from .dominated import prune
from .evaluate import evaluate
from .observe import Sampler
from .policy import Table, score
from .settings import DEFAULT, Evaluator, SearchSettings

if TYPE_CHECKING:
    from .belief import Belief

# UCB1's exploration constant, picked by ``explore_for``: 0.3 at 3 and 4 players; 0.2 at 2, where it
# beat 0.3 against cc3284e's Hard in the arena (the figures, fresh deals included, are in the README).
EXPLORE: Final = 0.3
EXPLORE_2P: Final = 0.2
PRIOR: Final = 0.2
# A child of a node is keyed by its action code and the seat that takes it (code << MOVER_BITS |
# mover; MAX_SEATS = 4 fits in the low bits), so that the statistics of two seats reaching the same
# node in different sampled worlds never mix.
MOVER_BITS: Final = 3
# An unvisited child's selection value: above any visited one's, so each is tried once first,
# most probable (by the policy's prior) first.
UNVISITED: Final = 10.0
# A node's proof (MCTS-Solver): for the mover of the move into it.
WON, LOST = 1, -1


class Node:
    """Statistics of one action taken from one information set."""

    __slots__ = ("avail", "children", "mover", "prior", "proven", "total", "visits")

    def __init__(self, mover: int, prior: float) -> None:
        self.mover = mover
        self.prior = prior
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[int, Node] = {}
        self.proven = 0           # WON, LOST or 0 (not proven): see _prove


@dataclass
class SearchResult:
    """What a search found at the root: per action code, visits and mean reward."""

    stats: dict[int, tuple[int, float]]
    iterations: int
    seconds: float
    # the root actions proven (MCTS-Solver): code -> WON or LOST, for the searching seat
    proven: dict[int, int] = field(default_factory=dict)

    def best(self) -> int:
        """A proven win if any, else the most visited action not proven lost (if one remains;
        highest mean reward on ties, then lowest code)."""
        won = [c for c, p in self.proven.items() if p == WON and c in self.stats]
        if won:
            return min(won)
        pool = [c for c in self.stats if self.proven.get(c) != LOST] or list(self.stats)
        return max(pool, key=lambda c: (self.stats[c][0], self.stats[c][1], -c))

    def merge(self, other: SearchResult) -> SearchResult:
        """Root statistics of two independent searches added up (root parallelism)."""
        stats = dict(self.stats)
        for c, (v, r) in other.stats.items():
            v0, r0 = stats.get(c, (0, 0.0))
            total = v0 + v
            stats[c] = (total, (r0 * v0 + r * v) / total if total else 0.0)
        proven = dict(self.proven)
        proven.update(other.proven)     # a proof holds in every world: both searches agree on it
        seconds = max(self.seconds, other.seconds)
        return SearchResult(stats, self.iterations + other.iterations, seconds, proven)


@dataclass
class Tree:
    """The tree of a seat's last search, kept for its next decision (``follow``)."""

    info: State         # the information state searched (not to be changed)
    seat: int
    root: Node


def _seen(st: State, seat: int) -> str:
    """Everything of ``st`` that ``seat`` sees, and its own choices so far this turn, as one text."""
    pend = st.pending
    return repr((
        st.phase, st.active, st.hand(seat), st.hand_sizes, st.tableaus, st.discard_pile, st.deck_size,
        len(st.removed), st.embargoes, st.democracy, st.democracy_counts, st.coin, st.permanents_used,
        st.sacrifices_used, st.inspiration_used, st.hand_limit, st.final_round,
        None if pend is None else pend.as_list()))


def follow(tree: Tree | None, code: int | None, info: State, seat: int, pruned: bool = True) -> Node | None:
    """The subtree of ``tree`` under its root action ``code`` when ``info`` is where that action
    leads: the same seat's next choice, reached by ``code`` and the steps with one option that
    follow it, with nothing new for the seat to see (no card drawn, no rival's choice). Else None.

    The subtree's statistics come from worlds dealt from ``tree.info``: worlds ``info`` cannot tell
    apart either, since the seat saw nothing new. ``pruned``: the search's (``SearchSettings.pruned``)."""
    if tree is None or code is None or tree.seat != seat or info.draft is not None \
            or tree.info.draft is not None:
        return None
    child = tree.root.children.get(code << MOVER_BITS | seat)
    if child is None or not child.visits or not child.children:
        return None
    w = tree.info.clone()
    w.known = None
    w.among = []
    step(w, code, None)
    while w.phase != OVER and w.active == seat:
        codes = legal(w)
        if pruned and len(codes) > 1:
            codes = prune(w, codes)
        if len(codes) != 1:
            break
        step(w, codes[0], None)
    if w.phase == OVER or w.active != seat or _seen(w, seat) != _seen(info, seat):
        return None
    return child


def _holds_proofs(node: Node) -> bool:
    """Whether a node below ``node`` is proven (a reused tree may hold proofs)."""
    stack = list(node.children.values())
    while stack:
        n = stack.pop()
        if n.proven:
            return True
        stack.extend(n.children.values())
    return False


def _priors(st: State, codes: list[int]) -> list[float]:
    """Rule-policy scores squashed to 0..1, used to order and bias the first visits."""
    t = Table(st)
    a = st.active
    raw = [score(t, a, c) for c in codes]
    top = max(raw)
    return [math.exp(max(-6.0, min(0.0, v - top))) for v in raw]


def explore_for(players: int) -> float:
    """The exploration constant of a search of a ``players``-player game."""
    return EXPLORE_2P if players == 2 else EXPLORE


def _solved(children: dict[int, Node], codes: list[int], mover: int,
            explore: float) -> tuple[int, Node] | None:
    """MCTS-Solver's choice at a node where a child is proven: a proven-won child, else (some children
    proven lost) the best of the others by the usual rule; None when no child is proven."""
    bits = MOVER_BITS
    nodes = [(c, children[c << bits | mover]) for c in codes]
    for c, child in nodes:
        if child.proven == WON:
            return c, child
    rest = [(c, child) for c, child in nodes if child.proven != LOST]
    if not rest or len(rest) == len(nodes):
        return None
    best: tuple[int, Node] | None = None
    best_v = -1e9
    for c, child in rest:
        if child.visits == 0:
            v = UNVISITED + child.prior
        else:
            v = (child.total / child.visits + explore * math.sqrt(math.log(child.avail) / child.visits)
                 + PRIOR * child.prior / (child.visits + 1))
        if v > best_v:
            best_v, best = v, (c, child)
    return best


def _prove(path: list[Node], reward: list[float], seat: int) -> bool:
    """Prove the last node of a line of ``seat``'s own moves of its turn that ended the game, then
    climb: a node is won when a child is won, lost when all its children are lost. Whether a proof
    was made (a shared victory proves nothing)."""
    r = reward[seat]
    if r not in (0.0, 1.0):
        return False
    node = path[-1]
    node.proven = WON if r == 1.0 else LOST
    for parent in reversed(path[1:-1]):
        if node.proven == WON:
            parent.proven = WON
        elif all(c.proven == LOST for c in parent.children.values()):
            parent.proven = LOST
        else:
            break
        node = parent
    return True


def playout(world: State, turns: int, rng: random.Random, epsilon: float = 0.0,
            evaluator: Evaluator | None = None) -> list[float]:
    """Play on with the rule policy until ``turns`` turns have ended; the evaluation (``evaluator``'s,
    if one is given)."""
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
    return evaluate(world) if evaluator is None else evaluator(world)


def search(
    info: State, seat: int, rng: random.Random, settings: SearchSettings = DEFAULT,
    root: Node | None = None, belief: Belief | None = None,
) -> SearchResult:
    """Run ISMCTS from ``info`` (an information state of ``seat``, who is to move), as ``settings`` say.

    Their ``iterations`` and ``seconds`` bound it (neither: until stopped, so give one). With
    ``pruned`` the tree's decisions, the root's included, leave out the dominated actions
    (``dominated.prune``); without, every legal action is searched. ``solver``: proven game ends
    propagate (MCTS-Solver, see the module docstring); ``cutoff``, ``explore`` and ``evaluator``:
    where and how a world is scored, and UCB1's constant (None: ``explore_for(info.players)``).
    ``root``: the node the tree grows from: empty, for a caller that inspects the tree (tests), or the
    subtree a former search left for this decision (``follow``), whose statistics count on. With a
    ``belief`` (``infer.py``) the worlds are dealt by it.
    """
    iterations, seconds = settings.iterations, settings.seconds
    pruned, solver, evaluator = settings.pruned, settings.solver, settings.evaluator
    cutoff = settings.cutoff
    c_explore = explore_for(info.players) if settings.explore is None else settings.explore
    root = Node(-1, 1.0) if root is None else root
    # proofs made (a reused tree's included): the walk checks for them only once there is one
    proofs = int(_holds_proofs(root))
    start = time.perf_counter()
    deadline = start + seconds if seconds is not None else math.inf
    limit = iterations if iterations is not None else 1 << 62
    done = 0
    log = math.log
    sqrt = math.sqrt
    bits = MOVER_BITS
    sample = Sampler(info, seat, belief).world
    while done < limit:
        if done & 7 == 0 and time.perf_counter() >= deadline and done:
            break
        world = sample(rng)
        node = root
        path = [root]
        expanded = False
        active = world.active
        ends = 0
        own = True          # every move so far the seat's own, within its turn (see _prove)
        last = 0            # the turn ends before the last step
        while world.phase != OVER and ends < cutoff:
            last = ends
            codes = legal(world)
            if pruned and len(codes) > 1:
                codes = prune(world, codes)
            if len(codes) == 1:
                step(world, codes[0], None)
            else:
                mover = world.active
                own = own and mover == seat and ends == 0
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
                             + c_explore * sqrt(log(child.avail) / child.visits)
                             + PRIOR * child.prior / (child.visits + 1))
                    if v > best_v:
                        best_v, best_node, best_code = v, child, c
                if own and proofs:
                    solved = _solved(children, codes, mover, c_explore)
                    if solved is not None:
                        best_code, best_node = solved
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
            reward = playout(world, cutoff - ends, rng, 0.0, evaluator)
        else:
            reward = evaluate(world) if evaluator is None else evaluator(world)
            if own and solver and world.phase == OVER and last == 0 and len(path) > 1:
                proofs += _prove(path, reward, seat)
        for n in path[1:]:
            n.visits += 1
            n.total += reward[n.mover]
        done += 1
    stats = {
        key >> MOVER_BITS: (child.visits, child.total / child.visits if child.visits else 0.0)
        for key, child in root.children.items()
    }
    proven = {key >> MOVER_BITS: child.proven for key, child in root.children.items() if child.proven}
    return SearchResult(stats, done, time.perf_counter() - start, proven)
