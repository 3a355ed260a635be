"""What an AI seat may know, as a core ``State``, and the worlds it samples from it.

An AI never reads the real game's state. It asks the game for one determinization of its
seat (``game.determinize``), then *canonicalizes* it: every card hidden from the seat is
dealt again in a fixed order (sorted by kind, Age by Age, cards known to be among some seats
split in seat order: ``knowledge.redeal``), so the result depends only on what the seat
knows. Two games the seat cannot tell apart give the same canonical state,
which is what makes every AI here provably honest: its choices are a function of this
state, its own seed and its budget. Search worlds are then sampled from the canonical
state with the AI's own random generator: uniformly among the deals that keep all the seat
knows, or, given a ``Belief`` of the rivals' hands (``infer.py``), weighted by it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..game import Game
from .core import PUBLIC, Dealer, State, redeal

if TYPE_CHECKING:
    from .belief import Belief


def information_state(game: Game, seat: int) -> State:
    """A core state that depends only on what ``seat`` knows in ``game``."""
    world = game.determinize(seat, random.Random(0)).state
    # The engine's one redeal, canonical this time (the lowest kinds dealt first, place by
    # place); it already keeps only the seat's own "among" groups and cuts others' knowledge.
    st = redeal(world, seat, None)
    st.seed = 0
    if st.known is not None:
        st.known = {
            key: counts[:] for key, counts in sorted(st.known.items())
            if key[0] in (PUBLIC, seat)
        }
    st.among.sort()
    return st


def sample_world(info: State, seat: int, rng: random.Random, belief: Belief | None = None) -> State:
    """One world consistent with ``info`` for ``seat``, untracked (fast to search); with a
    ``belief`` (``infer.py``) its rivals' hidden cards are dealt by it (outside the draft)."""
    return Sampler(info, seat, belief).world(rng)


class Sampler:
    """``sample_world`` of one information state, many times: what every world of it shares is
    worked out once (``knowledge.Dealer``). The same generator gives the same worlds as
    ``sample_world``."""

    def __init__(self, info: State, seat: int, belief: Belief | None = None) -> None:
        weights = belief.weights if belief is not None and info.draft is None else None
        self.dealer = Dealer(info, seat, weights)

    def world(self, rng: random.Random) -> State:
        """One world consistent with the information state, untracked."""
        world = self.dealer.deal(rng)
        world.known = None
        world.among = []
        return world
