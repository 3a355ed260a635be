"""The AI seats' common interface and the three fast levels: Random, Easy and Medium.

Every AI turns the game into its seat's information state (``observe``) and decides on
that alone, with a generator seeded from its own seed and that state, so a choice is a
function of (seed, what the seat knows, budget): replayable and provably honest.

- **Random** picks uniformly among the legal actions.
- **Easy** scores actions with the rule policy and adds noise: it plays towards its
  strongest Domains and blocks a rival near Hegemony, but now and then makes a mistake.
- **Medium** looks ahead: every legal action is tried in a sampled world, the rest of its
  turn is played by the rule policy, and the position at the end of the turn is scored by
  the evaluation. Before that, it takes a proven win of this turn (``wins.find_win``) at once,
  and leaves out the dominated actions (``dominated.prune``).
"""

from __future__ import annotations

import math
import random
import zlib

from ..errors import IllegalAction
from ..game import Game
from ..words import Sentence
from .core import NOTATION, OVER, PARSE, State, legal, step
from .dominated import prune
from .evaluate import evaluate
from .observe import information_state, sample_world
from .policy import Table, best_action, score
from .reason import NO_REASON, explain, win_reason
from .wins import LIMIT, Win, find_win


def state_digest(st: State) -> int:
    """A stable number summarising an information state (seeds the per-decision generator)."""
    seats = range(st.players)
    pending = st.pending
    # the same values in the same order as ever: this number seeds every AI decision
    parts = (
        st.players, st.active, st.phase, [st.hand(s) for s in seats], st.hand_sizes,
        [st.tableau(s) for s in seats], st.deck, st.discard_pile, st.embargoes, st.democracy,
        st.permanents_used, st.sacrifices_used, st.inspiration_used,
        None if pending is None else pending.as_list(),
        st.draft.packets if st.draft is not None else None,
    )
    return zlib.crc32(repr(parts).encode())


class AI:
    """An AI seat: ``choose(game)`` returns its action, ``reason`` explains it (a ``Sentence``)."""

    level = "base"

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.seed = seed
        self.reason: Sentence = NO_REASON
        # the proven win this turn the last decision followed (wins.py), or None
        self.win: Win | None = None

    def choose(self, game: Game) -> str:
        """The action (notation) for this seat, which must be the seat to move.

        :raises IllegalAction: if it is not this seat's decision.
        """
        if game.to_move != self.seat:
            raise IllegalAction(f"seat {self.seat} is not to move (seat {game.to_move} is)")
        actions = game.legal_actions()
        info = information_state(game, self.seat)
        codes = sorted(PARSE[a] for a in actions)
        rng = random.Random(self.seed * 1_000_003 + state_digest(info))
        self.win = None
        if len(codes) == 1:
            code = codes[0]
        else:
            self.prepare(game, info)
            code = self.decide(info, codes, rng)
        win = self.win
        self.reason = win_reason(info, code) if win is not None and win.line[0] == code else explain(
            info, self.seat, code)
        return NOTATION[code]

    def prepare(self, game: Game, info: State) -> None:
        """Before a decision with a choice: read what else the seat saw of ``game`` (nothing here;
        Hard reads its rivals' actions, ``infer.belief``), given its information state ``info``."""

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """The chosen code among ``codes`` (at least two) in the information state."""
        raise NotImplementedError

    def take_win(self, info: State, codes: list[int], limit: int) -> int | None:
        """The first step of a proven win this turn (``wins.find_win``), remembered in ``win``; or None."""
        win = find_win(info, info.active, limit)
        if win is None or win.line[0] not in codes:
            return None
        self.win = win
        return win.line[0]

    def close(self) -> None:
        """Release any worker process (nothing to release for most levels)."""


class RandomAI(AI):
    """Uniformly random legal actions."""

    level = "random"

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """A uniformly random code."""
        return codes[rng.randrange(len(codes))]


class EasyAI(AI):
    """The rule policy with noise and occasional mistakes."""

    level = "easy"
    noise = 0.35
    mistakes = 0.06

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """The best noisy score; now and then a random action instead."""
        if rng.random() < self.mistakes:
            return codes[rng.randrange(len(codes))]
        t = Table(info)
        a = info.active
        best, best_v = codes[0], -math.inf
        for c in codes:
            v = score(t, a, c) - self.noise * math.log(-math.log(rng.random() + 1e-12) + 1e-12)
            if v > best_v:
                best, best_v = c, v
        return best


def finish_turns(world: State, turns: int) -> None:
    """Play the rule policy until ``turns`` turn changes (or the end of the game)."""
    active = world.active
    ends = 0
    while world.phase != OVER:
        step(world, best_action(world, legal(world)), None)
        if world.active != active:
            active = world.active
            ends += 1
            if ends >= turns:
                return


class MediumAI(AI):
    """One-decision look-ahead to the end of its turn in sampled worlds, scored by the evaluation."""

    level = "medium"
    worlds = 1
    turns = 1

    def decide(self, info: State, codes: list[int], rng: random.Random) -> int:
        """A proven win this turn at once; otherwise the undominated code whose look-ahead evaluates best."""
        won = self.take_win(info, codes, LIMIT)
        if won is not None:
            return won
        codes = prune(info, codes)
        seat = info.active
        worlds = [sample_world(info, seat, rng) for _ in range(self.worlds)]
        prior = dict(zip(codes, (score(Table(info), seat, c) for c in codes)))
        best, best_v = codes[0], -math.inf
        for c in codes:
            total = 0.0
            for w in worlds:
                sim = w.clone()
                step(sim, c, None)
                finish_turns(sim, self.turns)
                total += evaluate(sim)[seat]
            v = total / len(worlds) + 0.002 * prior[c]
            if v > best_v:
                best, best_v = c, v
        return best
