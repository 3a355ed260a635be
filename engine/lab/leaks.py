"""The leak check: every text the table shows names only cards its viewer knows (RULES §8).

A text is an AI reason (public: shown to every seat), a log line (public) or a private
line (``Event.private``, for its one viewer). After every action of an AI game each
card a text names must be known to each of its viewers at that moment: face up on the
table (tableaus, discard pile, markers, centre), in the viewer's own hand or draft packet,
or known to it in another hand (``view``). A ``Sentence`` names the cards of its ``Card``
and ``Cards`` parameters (nested sentences' too) and any card written in its template or a
plain string parameter; a string names its tokens (``SCI2``) and card names (``Science II``).
A reason naming the card of its own hidden action (keep, give) leaks even where a card
of that kind happens to be face up.

``python -m engine.lab.leaks`` plays AI games of every level, 2-4 players, classic and
draft set-ups and the team game, and prints how many texts it checked and how many leaked.
"""

from __future__ import annotations

import argparse
import re
import time
from dataclasses import dataclass, field

from ..ai import AI, LEVELS, make_ai
from ..cards import DOMAIN_NAMES, DOMAINS
from ..game import Game
from ..types import View
from ..words import TEMPLATES, Card, Cards, Sentence, Template

CARD_TOKEN = re.compile(r"\b(?:MIL|REL|ECO|SCI|ART|UTO)[123]\b")
CARD_NAME = re.compile(r"\b(Military|Religion|Economy|Science|Culture|Utopia) (III|II|I)\b")
_NUMERALS = {"I": "1", "II": "2", "III": "3"}

# Actions whose card only some seats see.
HIDDEN_VERBS = frozenset({"keep", "give"})

# (players, setup, teams): every configuration the game offers
CONFIGS: tuple[tuple[int, str, bool], ...] = (
    (2, "classic", False), (2, "draft", False), (3, "classic", False), (3, "draft", False),
    (4, "classic", False), (4, "draft", False), (4, "classic", True), (4, "draft", True),
)


def named_cards(text: Sentence | str) -> list[str]:
    """The card tokens a text names: a sentence's card parameters (nested sentences' too, and
    any card written in a plain string parameter), or the tokens and card names of a string
    (``Science II`` counts as ``SCI2``)."""
    if isinstance(text, Sentence):
        cards: list[str] = named_cards(_as_text(TEMPLATES.get(text.code, "")))   # a card in the template
        for value in text.params.values():
            if isinstance(value, Card):
                cards.append(str(value))
            elif isinstance(value, Cards):
                cards.extend(value)
            elif isinstance(value, (Sentence, str)):
                cards.extend(named_cards(value))
        return cards
    cards = CARD_TOKEN.findall(text)
    for domain, numeral in CARD_NAME.findall(text):
        cards.append(DOMAINS[DOMAIN_NAMES.index(domain)] + _NUMERALS[numeral])
    return cards


def _as_text(template: Template) -> str:
    return template if isinstance(template, str) else " ".join(template)


def known_tokens(view: View) -> set[str]:
    """Every card token a view shows face up (hidden cards ``?A`` left out)."""
    out: set[str] = set()
    for hand in view["hands"]:
        out.update(hand)
    for tableau in view["tableaus"]:
        for column in tableau.values():
            out.update(column)
    out.update(view["discard"])
    out.update(m["card"] for m in view["embargoes"] + view["democracy"])
    draft = view.get("draft")
    if draft is not None:
        out.update(draft["packet"])
        out.update(draft["centre"])
        for packet in draft["packets"]:
            out.update(packet)
    pending = view.get("pending")
    if pending is not None:
        out.update(pending.get("pool", ()))
        if "card" in pending:
            out.add(pending["card"])
    return {t for t in out if not t.startswith("?")}


@dataclass
class Tally:
    """Texts checked and texts that named a card one of their viewers could not know."""

    games: int = 0
    actions: int = 0
    reasons: int = 0
    reason_leaks: int = 0
    lines: int = 0
    line_leaks: int = 0
    private: int = 0
    private_leaks: int = 0
    examples: list[str] = field(default_factory=list)

    def leaks(self) -> int:
        """Leaking texts of every kind."""
        return self.reason_leaks + self.line_leaks + self.private_leaks

    def summary(self) -> str:
        """The figures in one paragraph."""
        def rate(bad: int, total: int) -> str:
            return f"{bad} of {total}" + (f" (1 in {total / bad:.1f})" if bad else "")
        return (f"{self.games} games, {self.actions} actions: AI reasons leaking "
                f"{rate(self.reason_leaks, self.reasons)}; public log lines leaking "
                f"{rate(self.line_leaks, self.lines)}; private lines leaking "
                f"{rate(self.private_leaks, self.private)}")


def _check(tally: Tally, kind: str, text: Sentence | str, views: dict[int | None, set[str]],
           viewers: list[int | None], hidden: str | None = None) -> None:
    leaked = False
    named = named_cards(text)
    if hidden is not None and hidden in named:
        # the card of a hidden action (keep, give): a leak even where the same kind is face up
        leaked = True
        if len(tally.examples) < 20:
            tally.examples.append(f"{kind} {str(text)!r} names {hidden}, the card of a hidden action")
    for v in viewers:
        bad = [c for c in named if c not in views[v]]
        if bad:
            leaked = True
            if len(tally.examples) < 20:
                who = "the spectator" if v is None else f"seat {v}"
                tally.examples.append(f"{kind} {str(text)!r} names {', '.join(bad)}, unknown to {who}")
    if kind == "reason":
        tally.reasons += 1
        tally.reason_leaks += leaked
    elif kind == "line":
        tally.lines += 1
        tally.line_leaks += leaked
    else:
        tally.private += 1
        tally.private_leaks += leaked


def play_checked(game: Game, ais: list[AI], tally: Tally, limit: int = 5000) -> None:
    """Play AIs to the end, checking every reason, log line and private line on the way."""
    everyone: list[int | None] = [None, *range(game.players)]
    views = {v: known_tokens(game.view(v)) for v in everyone}
    for line in game.log:
        _check(tally, "line", line, views, everyone)
    for _ in range(limit):
        if game.over:
            tally.games += 1
            return
        seat = game.to_move
        assert seat is not None
        action = ais[seat].choose(game)
        before = len(game.log)
        events = game.apply(action)
        tally.actions += 1
        views = {v: known_tokens(game.view(v)) for v in everyone}
        verb, *args = action.split()
        hidden = args[0] if verb in HIDDEN_VERBS else None
        _check(tally, "reason", ais[seat].reason, views, everyone, hidden)
        for line in game.log[before:]:
            _check(tally, "line", line, views, everyone)
        for event in events:
            for v in range(game.players):
                private = event.private(v)
                if private is not None:
                    _check(tally, "private", str(private), views, [v])
    raise AssertionError(f"game did not end within {limit} decisions")


def run(games_per_config: int, seed: int = 0, iterations: int = 8) -> Tally:
    """Play ``games_per_config`` games of every configuration, every level seated in turn."""
    tally = Tally()
    for c, (players, setup, teams) in enumerate(CONFIGS):
        for g in range(games_per_config):
            game_seed = seed + 1000 * c + g
            levels = [LEVELS[(g + s + c) % len(LEVELS)] for s in range(players)]
            ais = [make_ai(level, s, seed=game_seed + s, iterations=iterations)
                   for s, level in enumerate(levels)]
            play_checked(Game.new(players, seed=game_seed, setup=setup, teams=teams), ais, tally)
    return tally


def main(argv: list[str] | None = None) -> int:
    """Command line entry point: prints the figures; exit status 1 if anything leaked."""
    ap = argparse.ArgumentParser(prog="python -m engine.lab.leaks", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4, help="games per configuration (8 configurations)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=8, help="Hard's search budget per decision")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    tally = run(args.games, args.seed, args.iterations)
    print(tally.summary())
    for example in tally.examples:
        print("  " + example)
    print(f"({time.perf_counter() - start:.1f} s)")
    return 1 if tally.leaks() else 0


if __name__ == "__main__":
    raise SystemExit(main())
