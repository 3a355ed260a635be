"""The tactical positions of ``test_tactics``: wins in one turn, each with what the win is.

A position is written in counts (``{"SCI": 6}``: six Science cards); ``build`` turns it into a
``Game.from_position`` dict, taking each card from the box, youngest Age first, so positions
never hold more copies than the box. Hegemony needs 8 cards at 2 players, 7 at 3-4; the
levels are 3/5 cards at 2-3 players, 2/4 at 4.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.cards import BOX, KINDS

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
