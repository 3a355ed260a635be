"""Blocks: the seat's Attack, Embargo, Democracy or Inquisition that stops a rival's Hegemony next turn,
or its Oligarchy or Republic that takes from the discard pile the card the rival would take.

``find_block`` weighs a block at a decision of the seat's step 2 where one of those effects can
start (or is under way). It first asks the threat view (``threats.threats``, from the seat's own
knowledge) whether any rival (never a team-mate) could win by Hegemony on its next turn; most
decisions end there. Otherwise it samples ``WORLDS`` worlds the seat cannot tell apart from its
information state and counts, in each, whether a threatened rival could win next turn *as that
rival would judge it*, knowing its own hand (``threats`` from the rival's seat): that share is the
threat. Each way of using a blocking effect (its choices made in the information state: a card of
each Domain, every target and Domain; an Inquisition up to its target, the cards given back by
``give_back``) is applied to every world and the share of worlds still threatened is counted. The
block is taken only when the threat is large (``THREAT``) and the block saves enough of it
(``GAIN``): a win that needs luck in few worlds is not worth a sacrifice. Once under way, a blocking
effect's remaining choices are the ones that leave the fewest worlds threatened (when that differs).
Everything is a function of the information state and the seat's random generator, so worlds the
seat cannot tell apart give the same block.

Oligarchy and Republic block by taking from the discard pile the cards the rival would take (one
card of each Domain is tried). Hard (``hard.py``) takes a block found outright only when the rival
wins in every sampled world (``SURE``) or the block is under way; otherwise it runs its search as
usual and follows the block when ``worth`` says it beats the search's best action once each is
scaled by the worlds it leaves the rival without a win: what the block costs the seat's own plan is
in the search's value of it. (Measured side by side, as ``python -m engine.lab.arena --seats
hard:always-block,hard:no-blocks`` does now: taking every block found, as first built, was no
stronger than not blocking at all.)
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .core import (
    ARG_MASK,
    ATTACK,
    DEMOCRACY,
    DISCARD,
    DOMAIN,
    EMBARGO,
    END_ACTION,
    GIVE,
    INQUISITION,
    KIND_DOMAIN,
    OLIGARCHY,
    OVER,
    PHASE_EFFECTS,
    REMOVE,
    REPUBLIC,
    S_GIVE,
    SHIFT,
    SUB,
    TAKE,
    TARGET,
    USE,
    State,
    code,
    legal,
    step,
    threats,
)
from .ismcts import SearchResult
from .observe import sample_world
from .players import finish_turns
from .wins import find_win

BLOCK_EFFECTS = (ATTACK, EMBARGO, DEMOCRACY, INQUISITION, OLIGARCHY, REPUBLIC)
_USES = frozenset(code(USE, e) for e in BLOCK_EFFECTS)
WORLDS = 12
# A block is weighed when a rival could win next turn in this share of the worlds at least...
THREAT = 0.5
# ...and taken when it saves at least this share of them.
GAIN = 0.25
# A threat in this share of the worlds (all of them) is blocked without asking the search.
SURE = 1.0
# States the win finder may visit for one rival's turn in one world.
FOE_LIMIT = 2_000
# Worlds checked (a rival's turn searched) for the lines of one decision, at most.
CHECKS = 240
# States the win finder may visit for all the rivals' turns of one decision together (about 50-70 us
# each): the check's worst case stays a small share of Hard's second (a count, not a time: replayable).
TOTAL = 4_000
# The verbs whose argument is a card kind: one card of each Domain is tried.
_CARD_VERBS = frozenset({DISCARD, REMOVE, GIVE, TAKE})


@dataclass(frozen=True)
class Block:
    """A block: the seat's decisions from here (``line``), the rival stopped, the share of worlds where
    it could win next turn before (1.0 mid-effect: not counted) and after."""

    line: tuple[int, ...]
    effect: int
    rival: int
    before: float
    after: float


def rivals(info: State, seat: int) -> list[int]:
    """The rivals (never the seat's team-mate) that could win by Hegemony next turn, as ``seat`` judges."""
    out = []
    for view in threats(info, seat):
        s = view["seat"]
        if s != seat and not (info.teams and s % 2 == seat % 2) and view["next_turn"]:
            out.append(s)
    return out


def threatened(world: State, seat: int, foes: list[int], limit: int = FOE_LIMIT,
               spent: list[int] | None = None) -> int | None:
    """The first of ``foes`` with a proven win on its next turn in ``world``, or None.

    ``seat`` ends its turn (an Inquisition under way gives back by ``give_choice``), the seats
    between play by the rule policy, then the win finder searches the foe's turn from its own
    point of view: its hand and the public zones (it never counts on a lucky draw). ``spent``: the
    states the decision's searches visited so far (``[n]``, added to), at most ``TOTAL`` in all."""
    w = world.clone()
    give_back(w)
    if w.phase == OVER or w.active != seat or w.pending is not None:
        return None
    step(w, END_ACTION, None)
    while w.phase != OVER:
        s = w.active
        if s in foes:
            if spent is None:
                found = find_win(w, s, limit)
            else:
                found = find_win(w, s, min(spent[0] + limit, TOTAL), spent)
            if found is not None:
                return s
        elif s == seat:
            return None
        finish_turns(w, 1)
    return None


def give_choice(world: State, worst: bool = False) -> int:
    """The next card an Inquisition gives back: one of the Domain its target is farthest from Hegemony
    in (``worst``: closest to it)."""
    pend = world.pending
    assert pend is not None
    target = pend.target
    tab = world.tableaus[target]
    sign = -1 if worst else 1

    def far(c: int) -> tuple[int, int]:
        d = KIND_DOMAIN[c & ARG_MASK]
        return (sign * (len(tab[d]) - world.hegemony_need(target, d)), c)

    return min((c for c in legal(world) if c >> SHIFT == GIVE), key=far)


def give_back(world: State, worst: bool = False) -> None:
    """An Inquisition's gives, each by ``give_choice``."""
    while world.pending is not None and world.pending.effect == INQUISITION and world.pending.stage == S_GIVE:
        step(world, give_choice(world, worst), None)


def careful_give(info: State, seat: int) -> int | None:
    """At an Inquisition's gives, the card ``give_choice`` gives when careless gives could hand an
    opponent a win next turn (the cards given are known to the seat); otherwise None."""
    pend = info.pending
    if (pend is None or pend.effect != INQUISITION or pend.stage != S_GIVE or info.active != seat
            or (info.teams and pend.target % 2 == seat % 2)):
        return None
    world = info.clone()
    world.known = None
    world.among = []
    give_back(world, worst=True)
    if threatened(world, seat, [pend.target]) is None:
        return None
    return give_choice(info)


def _lines(info: State, codes: list[int]) -> list[tuple[int, ...]]:
    """Every way of using a blocking effect from here, to its end (an Inquisition: to its target)."""
    out: list[tuple[int, ...]] = []

    def walk(st: State, line: tuple[int, ...]) -> None:
        pend = st.pending
        if line and (pend is None or pend.stage == S_GIVE):
            out.append(line)
            return
        seen: set[int] = set()
        # a Republic's takes in any order leave the same hands: their Domains in order only
        taken = [KIND_DOMAIN[c & ARG_MASK] for c in line if c >> SHIFT == TAKE]
        for c in legal(st):
            verb = c >> SHIFT
            if verb in _CARD_VERBS:
                token = verb << 3 | KIND_DOMAIN[c & ARG_MASK]
                if token in seen or (verb == TAKE and taken and KIND_DOMAIN[c & ARG_MASK] < taken[-1]):
                    continue
                seen.add(token)
            if pend is None and c not in _USES:
                continue
            if pend is not None and pend.effect == INQUISITION and verb == TARGET:
                out.append((*line, c))     # the hand taken is hidden: each world takes its own
                continue
            child = st.clone()
            step(child, c, None)
            walk(child, (*line, c))

    pend = info.pending
    if pend is None:
        starts = [c for c in codes if c in _USES]
    elif pend.effect in BLOCK_EFFECTS:
        starts = [c for c in codes if c >> SHIFT in (TARGET, DOMAIN, DISCARD, REMOVE, TAKE)]
    else:
        return out
    world = info.clone()
    world.known = None
    world.among = []
    for c in starts:
        if pend is not None and pend.effect == INQUISITION and c >> SHIFT == TARGET:
            out.append((c,))
            continue
        child = world.clone()
        step(child, c, None)
        walk(child, (c,))
    return out


def find_block(info: State, seat: int, codes: list[int], rng: random.Random,
               worlds: int = WORLDS) -> Block | None:
    """The block worth its sacrifice at this decision of ``seat`` (see the module docstring), or None."""
    if info.phase not in (PHASE_EFFECTS, SUB) or info.active != seat:
        return None
    pend = info.pending
    if pend is None:
        if not any(c in _USES for c in codes):
            return None
        effect = -1
    elif pend.effect in BLOCK_EFFECTS and pend.stage != S_GIVE:
        effect = pend.effect
    else:
        return None
    foes = rivals(info, seat)
    if not foes:
        return None
    lines = _lines(info, codes)
    if not lines:
        return None
    sampled = [sample_world(info, seat, rng) for _ in range(worlds)]
    spent = [0]         # the win finder's states, for all the checks of this decision
    hits: list[int | None] = []
    before = 1.0        # mid-effect the threat cannot be counted (``threatened`` ends the turn first)
    if effect < 0:
        hits = [threatened(w, seat, foes, spent=spent) for w in sampled]
        before = sum(h is not None for h in hits) / worlds
        if before < THREAT or spent[0] >= TOTAL:
            return None     # no threat, or no states left to weigh a block against it
    results: list[tuple[float, tuple[int, ...]]] = []
    # the most worlds a line may leave threatened and still be chosen: no more than the best line so
    # far, and (a block to start) few enough to save GAIN of them
    bound = worlds if effect >= 0 else int(before * worlds - GAIN * worlds + 1e-9)
    checks = 0
    for line in lines:
        if checks >= CHECKS or spent[0] >= TOTAL:
            break           # the rest untried: a bounded cost (in work, not time: replayable)
        left = 0
        for w in sampled:
            child = w.clone()
            for c in line:
                step(child, c, None)
            left += threatened(child, seat, foes, spent=spent) is not None
            checks += 1
            if left > bound or spent[0] >= TOTAL:
                break
        if spent[0] >= TOTAL and left <= bound:
            break           # the states ran out in this line: a rival's win not searched is no save
        if left > bound:    # never chosen (and, under way, the choice matters)
            results.append((math.inf, line))
            continue
        results.append((left / worlds, line))
        bound = left
        if bound == 0 and effect < 0:
            break           # none better, and a tie goes to the first
    if not results:
        return None
    after, line = min(results, key=lambda r: r[0])      # the first of the best, in legal order
    if effect >= 0:
        # a block under way: its best end, if the choice matters
        if after == max(r[0] for r in results):
            return None
        targets = [c & ARG_MASK for c in line if c >> SHIFT == TARGET]
        return Block(line, effect, targets[0] if targets else foes[0], before, after)
    if before - after < GAIN:
        return None
    rival = next(h for h in hits if h is not None)
    return Block(line, line[0] & ARG_MASK, rival, before, after)


def worth(result: SearchResult, code: int, block: Block) -> bool:
    """Whether the block's first step ``code`` is worth more than the search's best action.

    The search's playouts rarely find a rival's win of a chain of effects, so each action's mean
    reward is scaled by the share of worlds where the rival cannot win next turn after it: the
    block's by ``block.after``, the best action's by ``block.before`` (it leaves the threat as it
    is). What the block costs the seat's own plan is in its mean reward."""
    best = result.best()
    if best == code:
        return True
    visits, mean = result.stats.get(code, (0, 0.0))
    if not visits:
        return False
    return mean * (1.0 - block.after) >= result.stats[best][1] * (1.0 - block.before)
