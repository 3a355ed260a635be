"""The tactical suite of ``test_tactics`` and ``test_solver``: wins in one turn, threats to block or not.

A position is written in counts (``{"SCI": 6}``: six Science cards); ``build`` turns it into a
``Game.from_position`` dict, taking each card from the box, youngest Age first, so positions
never hold more copies than the box. Hegemony needs 8 cards at 2 players, 7 at 3-4; the
levels are 3/5 cards at 2-3 players, 2/4 at 4.

The checks (``solves``, ``blocks``, ``declines``, ``wins_last_turn``) return None when the AI passed,
else what went wrong. ``python3 -m tests.ai.tactics --budget 1.0`` runs every position with Hard at
that time budget (its default: 1 s, two workers) and the wins with Medium too, and prints
solved/total per kind and level (exit 1 if any fails); the tests use a fixed iteration count.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from engine import Game
from engine.actions import NOTATION
from engine.ai import AI, make_ai, shutdown_pool
from engine.ai.blocks import threatened
from engine.ai.hard import HardAI
from engine.cards import BOX, KINDS
from engine.state import EFFECTS

Counts = dict[str, int]


@dataclass(frozen=True)
class Tactic:
    """One position of the suite: seat 0 (``active``) to move, and whether it has a proven win."""

    name: str
    players: int
    tableaus: list[Counts]
    hands: list[Counts]
    discard: Counts = field(default_factory=dict)
    teams: bool = False
    step: str = "play"
    embargoes: list[tuple[int, int, str]] = field(default_factory=list)    # (by, on, Domain)
    democracy: list[tuple[int, int, str]] = field(default_factory=list)    # (by, on, Domain)
    wins: bool = True
    # the last turn of the final round: the deck is empty and majorities follow seat 0's turn
    final_turn: bool = False


class _Box:
    """The cards not yet placed, per kind; ``take`` hands out the youngest Age first."""

    def __init__(self) -> None:
        self.left = dict(zip(KINDS, BOX, strict=True))

    def take(self, domain: str, count: int) -> list[str]:
        out: list[str] = []
        for age in "321":
            kind = domain + age
            while len(out) < count and self.left.get(kind, 0) > 0:
                self.left[kind] -= 1
                out.append(kind)
        assert len(out) == count, f"the box has not {count} more {domain} cards"
        return out


def build(t: Tactic) -> dict[str, Any]:
    """The ``Game.from_position`` dict of a tactic."""
    box = _Box()
    markers = {
        key: [{"by": by, "on": on, "domain": d, "card": box.take(kind, 1)[0]} for by, on, d in marks]
        for key, kind, marks in (("embargoes", "ECO", t.embargoes), ("democracy", "UTO", t.democracy))
    }
    last = {"first_player": 1, "final_round": True, "deck": []} if t.final_turn else {}
    return {
        **last,
        "players": t.players, "teams": t.teams, "active": 0, "step": t.step,
        "tableaus": [{d: box.take(d, n) for d, n in tab.items()} for tab in t.tableaus],
        "hands": [[k for d, n in hand.items() for k in box.take(d, n)] for hand in t.hands],
        "discard": [k for d, n in t.discard.items() for k in box.take(d, n)],
        **markers,
    }


NONE: Counts = {}
TACTICS: list[Tactic] = [
    # the direct play: the 8th Science card
    Tactic("direct play", 2, [{"SCI": 7}, {"MIL": 3}], [{"SCI": 1, "MIL": 1}, {"REL": 2}]),
    # Development: play Military, remove an Economy card, play the second Military card
    Tactic("development", 2, [{"MIL": 6, "ECO": 3}, {"SCI": 4}], [{"MIL": 2}, {"REL": 2}]),
    # Monopoly: two extra plays after removing two Economy cards (Development's one is too few)
    Tactic("monopoly", 2, [{"MIL": 5, "ECO": 5}, {"SCI": 4}], [{"MIL": 3}, {"REL": 2}]),
    # Experiment: return the Science card that gives it, play the second Military card
    Tactic("experiment", 2, [{"MIL": 6, "SCI": 3}, {"REL": 3}], [{"MIL": 2}, {"REL": 2}]),
    # Research: return two Science cards, play two Military cards
    Tactic("research", 2, [{"MIL": 5, "SCI": 5}, {"REL": 3}], [{"MIL": 3}, {"REL": 2}]),
    # Oligarchy first (take the Culture card from the pile), then Development plays it
    Tactic("oligarchy then development", 2, [{"ART": 6, "UTO": 3, "ECO": 3}, {"MIL": 2}],
           [{"ART": 1}, {"REL": 2}], discard={"ART": 1}),
    # Republic takes two Culture cards, Monopoly plays them
    Tactic("republic then monopoly", 2, [{"ART": 5, "UTO": 5, "ECO": 5}, {"MIL": 2}],
           [{"ART": 1}, {"REL": 2}], discard={"ART": 2}),
    # Inspiration copies the rival's Development (the seat has no Economy level of its own)
    Tactic("copy development", 2, [{"MIL": 6, "ART": 2}, {"ECO": 3, "ART": 1}], [{"MIL": 2}, {"REL": 2}]),
    # Inspiration copies the rival's Experiment
    Tactic("copy experiment", 2, [{"MIL": 6, "ART": 1}, {"SCI": 3}], [{"MIL": 2}, {"REL": 2}]),
    # Inspiration copies the rival's Research: a higher level than the seat's own Experiment
    Tactic("copy research over own experiment", 2, [{"MIL": 5, "ART": 2, "SCI": 3}, {"SCI": 5, "ART": 1}],
           [{"MIL": 3}, {"REL": 2}]),
    # Inspiration copies the rival's Oligarchy; the seat's own Experiment plays the card taken
    Tactic("copy oligarchy then experiment", 2, [{"SCI": 7, "ART": 2}, {"UTO": 3}],
           [{"MIL": 1}, {"REL": 2}], discard={"SCI": 1}),
    # the obvious play is wrong: Culture first, for the Art lead, then copy Research for two Military cards
    Tactic("culture before the target", 2, [{"MIL": 6, "ART": 1}, {"ART": 1, "SCI": 5}],
           [{"ART": 1, "MIL": 2}, {"REL": 2}]),
    # the obvious play is forbidden: Science is embargoed, Military wins through Development
    Tactic("embargo forbids the direct play", 2, [{"SCI": 7, "MIL": 6, "ECO": 3}, {"ECO": 2}],
           [{"SCI": 1, "MIL": 2}, {"REL": 2}], embargoes=[(1, 0, "SCI")]),
    # Democracy under Military: the 8th Military card is not enough; Culture's 8th is
    Tactic("democracy raises the target", 2, [{"MIL": 7, "ART": 7}, {"UTO": 1}],
           [{"MIL": 1, "ART": 1}, {"REL": 2}], democracy=[(1, 0, "MIL")]),
    # the seat's own Development is not enough: copying the rival's Monopoly is
    Tactic("copied monopoly beats own development", 2, [{"MIL": 5, "ECO": 3, "ART": 2}, {"ECO": 5}],
           [{"MIL": 3}, {"REL": 2}]),
    # step 2 already: the play was made, Development ends it
    Tactic("between effects", 2, [{"SCI": 7, "ECO": 3}, {"MIL": 3}], [{"SCI": 1}, {"REL": 2}],
           step="effects"),
    # 3 players: the longest chain, Oligarchy + Research + Development, four Culture plays in all
    Tactic("three players, four plays", 3, [{"ART": 3, "SCI": 5, "ECO": 3, "UTO": 3}, {"MIL": 2}, {"REL": 2}],
           [{"ART": 3}, {"REL": 1}, {"MIL": 1}], discard={"ART": 1}),
    # 3 players: no Science card to play but the rivals': Attack sends theirs to the pile, Republic
    # takes them back and Monopoly plays them (the Science card the Attack costs is won back)
    Tactic("three players, attack feeds the pile", 3,
           [{"SCI": 6, "MIL": 1, "UTO": 5, "ECO": 5}, {"SCI": 1}, {"SCI": 1}],
           [{"REL": 1}, {"REL": 1}, {"MIL": 1}]),
    # 3 players: Development from the 7-card target
    Tactic("three players, development", 3, [{"REL": 5, "ECO": 3}, {"MIL": 3}, {"SCI": 2}],
           [{"REL": 2}, {"MIL": 1}, {"SCI": 1}]),
    # 4 players (levels 2/4): Monopoly then Research, five Culture plays
    Tactic("four players, monopoly and research", 4, [{"ART": 2, "ECO": 4, "SCI": 4}, {"MIL": 1}, {}, {}],
           [{"ART": 5}, {"REL": 1}, {"REL": 1}, {"REL": 1}]),
    # 4 players: Experiment at 2 Science cards
    Tactic("four players, experiment", 4, [{"MIL": 5, "SCI": 2}, {"MIL": 2}, {"REL": 2}, {}],
           [{"MIL": 2}, {"REL": 1}, {"REL": 1}, {"REL": 1}]),
    # team game: seat 0 copies its team-mate's Experiment (seat 2); the team wins
    Tactic("team game, copy the team-mate", 4, [{"MIL": 5, "ART": 2}, {"ART": 1}, {"SCI": 2}, {}],
           [{"MIL": 2}, {"REL": 1}, {"REL": 1}, {"REL": 1}], teams=True),
    # team game: the 7th Utopia card through Republic, Development and Experiment
    Tactic("team game, republic", 4, [{"UTO": 5, "ECO": 2, "SCI": 2}, {"MIL": 2}, {}, {"REL": 2}],
           [{"MIL": 1}, {"REL": 1}, {"REL": 1}, {"REL": 1}], discard={"UTO": 2}),
    # no proven win: only Breakthrough's hidden draw (Age I cards) could bring the 8th Military card
    # (the count of what the seat could take says "maybe": Oligarchy, the rival's Military card;
    # the search says no)
    Tactic("breakthrough is luck, not a win", 2, [{"MIL": 7, "SCI": 1, "ECO": 3, "UTO": 3}, {"MIL": 1}],
           [{"REL": 1}, {"REL": 2}], wins=False),
    # no proven win: only Inquisition's hidden cards could bring the 8th Military card (Oligarchy
    # again makes the count say "maybe")
    Tactic("inquisition is luck, not a win", 2, [{"MIL": 7, "REL": 1, "ECO": 3, "UTO": 3}, {"MIL": 1}],
           [{"SCI": 1, "ART": 1}, {"MIL": 2}], wins=False),
    # no win: with a Democracy card under Military the 8th Military card is one short (a finder that
    # forgot Democracy would call it a win)
    Tactic("democracy: eight is not enough", 2, [{"MIL": 7, "ECO": 3}, {"UTO": 3}], [{"MIL": 1}, {"REL": 2}],
           discard={"MIL": 1}, democracy=[(1, 0, "MIL")], wins=False),
    # no win: one play short (Development only, two Military cards needed)
    Tactic("one play short", 2, [{"MIL": 5, "ECO": 3}, {"SCI": 3}], [{"MIL": 3}, {"REL": 2}], wins=False),
]

# The last turn of the final round (no Hegemony in reach): ending it loses on majorities (3 points
# each, the Culture tie-break to seat 1); Development, giving up an Economy card (seat 0 keeps that
# majority) and playing the Culture card to tie it, wins 4 points to 3
LAST_TURN = Tactic("final turn, majorities", 2,
                   [{"MIL": 3, "REL": 1, "ECO": 3}, {"MIL": 2, "SCI": 1, "ART": 1, "REL": 1}],
                   [{"ART": 1}, {"SCI": 1}], step="effects", wins=False, final_turn=True)
FINAL_TURN = build(LAST_TURN)


@dataclass(frozen=True)
class Threat:
    """A threat position: seat 0 at step 2, a rival that could win next turn. ``block`` is the effect
    Hard must use against ``rival`` (and ``domain``, if it names one), or empty: no block is right."""

    tactic: Tactic
    block: str
    rival: int = 1
    domain: str = ""


THREATS: list[Threat] = [
    # Embargo: the rival takes its 8th Science card from the pile (Oligarchy) and plays it (Experiment)
    Threat(Tactic("embargo the science", 2, [{"ECO": 3, "REL": 1}, {"SCI": 7, "UTO": 3}],
                  [{"REL": 2}, {"REL": 2}], discard={"SCI": 1}, step="effects", wins=False),
           "embargo", 1, "SCI"),
    # Attack: no Embargo at hand; attacking Science leaves the rival one card short but for luck
    Threat(Tactic("attack the science", 2, [{"MIL": 3, "SCI": 1}, {"SCI": 7, "UTO": 3}],
                  [{"REL": 2}, {"REL": 2}], discard={"SCI": 1}, step="effects", wins=False),
           "attack", 1, "SCI"),
    # Inquisition: the rival's 7-card hand probably holds its 8th Military card; take it, give none back
    Threat(Tactic("inquisition takes the card", 2, [{"REL": 1, "ART": 1}, {"MIL": 7, "REL": 5}],
                  [{"REL": 2, "SCI": 2, "ECO": 1}, {"MIL": 1, "REL": 6}], step="effects", wins=False),
           "inquisition", 1),
    # 3 players: Democracy under the next seat's Science (7 cards then 8 needed)
    Threat(Tactic("three players, democracy", 3, [{"UTO": 1, "REL": 1}, {"SCI": 6, "UTO": 3}, {"REL": 2}],
                  [{"REL": 2}, {"REL": 2}, {"MIL": 2}], discard={"SCI": 1}, step="effects", wins=False),
           "democracy", 1, "SCI"),
    # 3 players: the threat is the seat after next (Oligarchy and Development); Attack its Culture
    Threat(Tactic("three players, attack the far seat", 3, [{"MIL": 3, "ART": 1}, {"REL": 2},
                                                             {"ART": 6, "UTO": 3, "ECO": 3}],
                  [{"REL": 2}, {"REL": 2}, {"MIL": 2}], discard={"ART": 1}, step="effects", wins=False),
           "attack", 2, "ART"),
    # team game: the rival (seat 1) and the team-mate (seat 2) could both win; embargo the rival only
    Threat(Tactic("team game, embargo the rival team", 4,
                  [{"ECO": 1, "REL": 1}, {"ART": 6, "UTO": 2, "SCI": 2}, {"MIL": 6, "UTO": 2, "SCI": 2},
                   {"REL": 1}],
                  [{"REL": 2}, {"REL": 1}, {"REL": 1}, {"REL": 1}], discard={"ART": 1, "MIL": 1}, teams=True,
                  step="effects", wins=False),
           "embargo", 1, "ART"),
    # Oligarchy: the seat takes the Science card the rival's Oligarchy would take (all Age III Science
    # cards are in sight, so the rival's Age III hand holds none)
    Threat(Tactic("oligarchy takes the science", 2, [{"UTO": 3, "REL": 1}, {"SCI": 7, "UTO": 3}],
                  [{"REL": 2}, {"UTO": 2}], discard={"SCI": 1}, step="effects", wins=False),
           "oligarchy", 1),
    # Republic: two Science cards in the pile; Oligarchy would leave the rival one, Republic takes both
    Threat(Tactic("republic takes both", 2, [{"UTO": 5, "REL": 1}, {"SCI": 7, "UTO": 3}],
                  [{"REL": 2}, {"ART": 2}], discard={"SCI": 2}, step="effects", wins=False),
           "republic", 1),
    # the obvious block is wrong: the seat's own Development wins now (the Embargo waits)
    Threat(Tactic("own win before the block", 2, [{"ECO": 3, "SCI": 7}, {"ART": 7, "UTO": 3, "SCI": 3}],
                  [{"SCI": 1}, {"REL": 2}], discard={"ART": 1}, step="effects"),
           ""),
    # the obvious block is wrong: the rival could take and play either its 8th Science or its 8th
    # Military card; one Embargo stops one of them only, so it saves nothing
    Threat(Tactic("two threats, one embargo", 2, [{"ECO": 3, "REL": 1}, {"SCI": 7, "MIL": 7, "UTO": 3}],
                  [{"REL": 2}, {"REL": 2}], discard={"SCI": 1, "MIL": 1}, step="effects", wins=False),
           ""),
    # the obvious block is wrong: the only seat that could win next turn is the team-mate
    Threat(Tactic("team game, never block the team-mate", 4,
                  [{"ECO": 1, "REL": 1}, {"REL": 1}, {"MIL": 6, "UTO": 2, "SCI": 2}, {"REL": 1}],
                  [{"REL": 2}, {"REL": 1}, {"REL": 1}, {"REL": 1}], discard={"MIL": 1}, teams=True,
                  step="effects", wins=False),
           "", 2),
    # the obvious block is wrong: the rival's 8th Science card needs a lucky one-card hand (its back
    # shows Age III, which has one Science card left unseen); an Embargo is not worth its Economy card
    Threat(Tactic("a lucky threat is not worth an embargo", 2, [{"ECO": 3, "REL": 1}, {"SCI": 7, "MIL": 1}],
                  [{"REL": 2}, {"MIL": 1}], step="effects", wins=False),
           ""),
]


def game_of(t: Tactic) -> Game:
    """A new game at the tactic's position."""
    return Game.from_position(build(t))


def solves(ai: AI, game: Game) -> str | None:
    """The AI takes a proven win at once, says so, and wins before its turn ends."""
    seat = game.to_move
    assert seat is not None
    choices = 0
    while not game.over:
        if game.to_move != seat:
            return "the turn ended without a win"
        action = ai.choose(game)
        if len(game.legal_actions()) > 1:     # a choice: a step of a proven win, said so
            if ai.win is None or NOTATION[ai.win.line[0]] != action:
                return f"{action}: not a step of a proven win"
            if not (ai.reason.code.endswith("_win") or ai.reason.code == "ai.play_hegemony"):
                return f"{action}: the reason {ai.reason.code}"
            choices += 1
        game.apply(action)
    if not choices:
        return "no choice was made: the position proves nothing"
    result = game.result
    if result is None or result["reason"] != "hegemony" or seat not in result["winners"]:
        return f"no Hegemony win: {result}"
    return None


def blocks(threat: Threat, ai: HardAI) -> str | None:
    """Hard plays seat 0's step 2: the block (said so at each choice), then the rival has no win."""
    game = game_of(threat.tactic)
    if threatened(game.state, 0, [threat.rival]) != threat.rival:
        return "the threat is not real"
    first = True
    while game.to_move == 0 and not game.over:
        action = ai.choose(game)
        block = ai.block
        if first:
            if block is None or action != f"use {threat.block}":
                return f"{action}: not the block"
            if ai.reason.code != f"ai.block_{threat.block}" or block.rival != threat.rival:
                return f"{action}: {ai.reason.code}, rival {block.rival}"
            if threat.domain and f"domain {threat.domain}" not in [NOTATION[c] for c in block.line]:
                return f"the block's line {[NOTATION[c] for c in block.line]} misses {threat.domain}"
            first = False
        elif len(game.legal_actions()) > 1 and not action.startswith(("give", "take")):   # says the block too
            if block is None or ai.reason.code != f"ai.block_{threat.block}":
                return f"{action}: {ai.reason.code} mid-block"
        game.apply(action)
        if game.state.pending is None and not first:
            break
    state = game.state      # the effect done, as seat 0 left it: the rival no longer wins next turn
    if first or state.phase != EFFECTS or state.active != 0:
        return "the block was not played through"
    if threatened(state, 0, [threat.rival]) is not None:
        return "the rival still wins next turn"
    return None


def declines(threat: Threat, ai: HardAI) -> str | None:
    """Hard does not block (and, with a win of its own, takes it)."""
    game = game_of(threat.tactic)
    action = ai.choose(game)
    if ai.block is not None or ai.reason.code.startswith("ai.block"):
        return f"{action}: blocks ({ai.reason.code})"
    if threat.tactic.wins:
        if ai.win is None or NOTATION[ai.win.line[0]] != action:
            return f"{action}: not its own win"
        return solves(ai, game)
    return None


def no_win(ai: AI, t: Tactic) -> str | None:
    """No proven win: the AI does not claim one."""
    game = game_of(t)
    action = ai.choose(game)
    return None if ai.win is None and not ai.reason.code.endswith("_win") else f"{action}: {ai.reason.code}"


def wins_last_turn(t: Tactic, ai: AI) -> str | None:
    """The final round's last turn: the AI plays it to a win on majorities."""
    game = game_of(t)
    while not game.over:
        if game.to_move != 0:
            return "the turn ended without the game's end"
        game.apply(ai.choose(game))
    result = game.result
    if result is None or result["winners"] != [0]:
        return f"lost: {result}"
    return None


def main(argv: list[str] | None = None) -> int:
    """Command line entry point: the whole suite at a real time budget."""
    ap = argparse.ArgumentParser(prog="python3 -m tests.ai.tactics", description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's seconds per decision (default 1.0)")
    ap.add_argument("--workers", type=int, default=None, help="Hard's processes (default: up to 2)")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args(argv)

    def hard() -> HardAI:
        ai = make_ai("hard", 0, seed=args.seed, seconds=args.budget, workers=args.workers)
        assert isinstance(ai, HardAI)
        return ai

    def medium_wins(t: Tactic) -> str | None:
        return solves(make_ai("medium", 0, seed=args.seed), game_of(t))

    def hard_wins(t: Tactic) -> str | None:
        return solves(hard(), game_of(t))

    def hard_blocks(th: Threat) -> str | None:
        return blocks(th, hard()) if th.block else declines(th, hard())

    runs: list[tuple[str, str, str, Callable[[], str | None]]] = []
    for t in TACTICS:
        if t.wins:
            runs.append(("win in one turn", "medium", t.name, partial(medium_wins, t)))
            runs.append(("win in one turn", "hard", t.name, partial(hard_wins, t)))
    for th in THREATS:
        kind = f"block ({th.block})" if th.block else "no block"
        runs.append((kind, "hard", th.tactic.name, partial(hard_blocks, th)))
    for t in TACTICS:
        if not t.wins:
            medium = make_ai("medium", 0, seed=args.seed)
            runs.append(("no proven win", "medium", t.name, partial(no_win, medium, t)))
            runs.append(("no proven win", "hard", t.name, partial(no_win, hard(), t)))
    runs.append(("last turn", "hard", LAST_TURN.name, lambda: wins_last_turn(LAST_TURN, hard())))
    tally: dict[tuple[str, str], list[int]] = {}
    failed = 0
    start = time.perf_counter()
    for kind, level, name, check in runs:
        why = check()
        row = tally.setdefault((kind, level), [0, 0])
        row[1] += 1
        if why is None:
            row[0] += 1
        else:
            failed += 1
            print(f"FAILED {level} {name}: {why}")
    shutdown_pool()
    print(f"tactical suite, Hard at {args.budget}s per decision (workers {args.workers or 'default'}), "
          f"seed {args.seed}, {time.perf_counter() - start:.0f}s:")
    for (kind, level), (ok, total) in tally.items():
        print(f"  {kind:<22} {level:<7} {ok}/{total}")
    positions = len({name for _, _, name, _ in runs})
    solved = sum(ok for ok, _ in tally.values())
    print(f"solved {solved}/{len(runs)} checks on {positions} positions")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
