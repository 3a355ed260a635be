"""What an AI seat may know, as a core ``State``, and the worlds it samples from it.

An AI never reads the real game's state. It asks the game for one determinization of its
seat (``game.determinize``), then *canonicalizes* it: every card hidden from the seat is
dealt again in a fixed order (sorted by kind, Age by Age), so the result depends only on
what the seat knows. Two games the seat cannot tell apart give the same canonical state,
which is what makes every AI here provably honest: its choices are a function of this
state, its own seed and its budget. Search worlds are then sampled from the canonical
state with the AI's own random generator.
"""

from __future__ import annotations

import random

from ..cards import KIND_AGE, NKINDS
from ..game import Game
from ..state import PUBLIC, State
from ..view import determinize, known_counts


def information_state(game: Game, seat: int) -> State:
    """A core state that depends only on what ``seat`` knows in ``game``."""
    st = game.determinize(seat, random.Random(0)).state.clone()
    others = [s for s in range(st.n) if s != seat]
    pools: list[list[int]] = [[], [], [], []]
    free_of: dict[int, list[int]] = {}
    for s in others:
        hand = st.hands[s]
        known = known_counts(st, seat, s)
        free = [hand[k] - known[k] for k in range(NKINDS)]
        free_of[s] = free
        for k in range(NKINDS):
            if free[k]:
                pools[KIND_AGE[k]].extend([k] * free[k])
                hand[k] = known[k]
    pools_extend(pools, st.deck)
    pools_extend(pools, st.removed)
    draft = st.draft
    if draft is not None:
        for s in others:
            pools_extend(pools, draft.packets[s])
            pools_extend(pools, draft.kept[s])
    for pool in pools:
        pool.sort(reverse=True)     # pop() then deals the smallest kind first
    for s in others:
        hand = st.hands[s]
        free = free_of[s]
        for age in (1, 2, 3):
            for _ in range(sum(free[k] for k in range(NKINDS) if KIND_AGE[k] == age)):
                hand[pools[age].pop()] += 1
    st.deck = [pools[KIND_AGE[k]].pop() for k in st.deck]
    st.removed = sorted(pools[KIND_AGE[k]].pop() for k in st.removed)
    if draft is not None:
        for s in others:
            draft.packets[s] = sorted(pools[KIND_AGE[k]].pop() for k in draft.packets[s])
            draft.kept[s] = sorted(pools[KIND_AGE[k]].pop() for k in draft.kept[s])
    st.seed = 0
    if st.known is not None:
        st.known = {
            key: counts[:] for key, counts in sorted(st.known.items())
            if key[0] in (PUBLIC, seat)
        }
    return st


def pools_extend(pools: list[list[int]], cards: list[int]) -> None:
    """Add cards to the pool of their Age."""
    for k in cards:
        pools[KIND_AGE[k]].append(k)


def sample_world(info: State, seat: int, rng: random.Random) -> State:
    """One world consistent with ``info`` for ``seat``, untracked (fast to search)."""
    world = determinize(info, seat, rng)
    world.known = None
    return world


def search_copy(st: State) -> State:
    """A copy of a state for look-ahead, without knowledge bookkeeping."""
    known = st.known
    st.known = None
    try:
        return st.clone()
    finally:
        st.known = known
