"""The public edge of the core's event tuples: plain-data events and readable log lines.

Events carry everything that happened, with ``visible_to`` on the ones that reveal cards
to some seats only (draws, keeps, gives); the log says only what every seat may know.
"""

from __future__ import annotations

from typing import Any

from .actions import EFFECTS, EMBARGO, SACRIFICE_DOMAIN
from .cards import DOMAIN_NAMES, DOMAINS, KINDS, team_of
from .turns import GameResult, HegemonyResult

EFFECT_TITLES: dict[str, str] = {e: e.replace("-", " ").title() for e in EFFECTS}


def effect_title(index: int) -> str:
    """Display name of an effect (``Holy Book``)."""
    return EFFECT_TITLES[EFFECTS[index]]


def result_dict(result: GameResult) -> dict[str, Any]:
    """The core's result record as the Result dict of ENGINE_API.md."""
    if isinstance(result, HegemonyResult):
        return {"reason": "hegemony", "winners": list(result.winners), "domain": DOMAINS[result.domain]}
    out: dict[str, Any] = {
        "reason": "majority",
        "winners": list(result.winners),
        "points": list(result.points),
        "majorities": {DOMAINS[d]: list(seats) for d, seats in enumerate(result.majorities)},
        "tiebreak": None if result.tiebreak is None else DOMAINS[result.tiebreak],
    }
    if result.team_points is not None:
        out["team_points"] = {"A": result.team_points[0], "B": result.team_points[1]}
    return out


def describe(event: tuple[Any, ...], players: int, teams: bool) -> tuple[dict[str, Any], str | None]:
    """One core event as (event dict, log line or None)."""
    kind = event[0]
    seat = event[1] if len(event) > 1 else None
    who = f"Seat {seat}"
    if kind == "turn":
        return {"type": "turn", "seat": seat}, f"— Seat {seat}'s turn —"
    if kind == "play":
        _, s, k, extra = event
        tail = " as an extra play" if extra else ""
        return ({"type": "play", "seat": s, "card": KINDS[k], "from": "hand", "to": "tableau",
                 "extra": extra}, f"{who} plays {KINDS[k]}{tail}.")
    if kind == "noplay":
        return ({"type": "skip", "seat": seat, "count": 1, "step": "play"},
                f"{who} has no card they may play and skips the play.")
    if kind == "skip":
        _, s, count = event
        return ({"type": "skip", "seat": s, "count": count, "step": "extra"},
                f"{who} has no card they may play for {count} extra play{'s' if count != 1 else ''}.")
    if kind == "use":
        _, s, e = event
        # a sacrifice is told by its "sacrifice" event, which names the card
        line: str | None = None if e in SACRIFICE_DOMAIN else f"{who} uses {effect_title(e)}."
        if EFFECTS[e] in ("holy-book", "divine-right"):
            line = f"{who} uses {effect_title(e)}: hand limit {5 if EFFECTS[e] == 'holy-book' else 7}."
        return {"type": "use", "seat": s, "effect": EFFECTS[e]}, line
    if kind == "auto":
        _, s, e = event
        limit = 5 if EFFECTS[e] == "holy-book" else 7
        return ({"type": "use", "seat": s, "effect": EFFECTS[e], "automatic": True},
                f"{who}'s {effect_title(e)} applies by itself: hand limit {limit}.")
    if kind == "sacrifice":
        _, s, k, e = event
        return ({"type": "sacrifice", "seat": s, "card": KINDS[k], "effect": EFFECTS[e],
                 "from": "tableau"}, f"{who} sacrifices {KINDS[k]} for {effect_title(e)}.")
    if kind == "discard":
        _, s, k, src = event
        place = "hand" if src == "hand" else "tableau"
        return ({"type": "discard", "seat": s, "card": KINDS[k], "from": place, "to": "discard"},
                f"{who} discards {KINDS[k]} from their {place}.")
    if kind == "lose":
        _, s, k = event
        return ({"type": "discard", "seat": s, "card": KINDS[k], "from": "tableau", "to": "discard",
                 "attacked": True}, f"{who} loses {KINDS[k]} to the Attack.")
    if kind == "attack":
        _, s, d = event
        return {"type": "attack", "seat": s, "domain": DOMAINS[d]}, f"{who} attacks {DOMAIN_NAMES[d]}."
    if kind == "return":
        _, s, k = event
        return ({"type": "return", "seat": s, "card": KINDS[k], "from": "tableau", "to": "hand"},
                f"{who} returns {KINDS[k]} to their hand.")
    if kind == "take":
        _, s, k = event
        return ({"type": "take", "seat": s, "card": KINDS[k], "from": "discard", "to": "hand"},
                f"{who} takes {KINDS[k]} from the discard pile.")
    if kind == "draw":
        _, s, cards = event
        n = len(cards)
        return ({"type": "draw", "seat": s, "count": n, "cards": [KINDS[k] for k in cards],
                 "visible_to": [s]}, f"{who} draws {n} card{'s' if n != 1 else ''}.")
    if kind == "final_round":
        return ({"type": "final_round", "seat": seat},
                f"{who} drew the last card of the deck: the final round begins.")
    if kind == "target":
        _, s, t, e = event
        return ({"type": "target", "seat": s, "target": t, "effect": EFFECTS[e]},
                f"{who} targets seat {t} with {effect_title(e)}.")
    if kind == "pool":
        _, s, t, cards = event
        count = len(cards)
        return ({"type": "pool", "seat": s, "target": t, "count": count,
                 "cards": [KINDS[k] for k in cards], "visible_to": [s, t]},
                f"{who} takes the {count} card{'s' if count != 1 else ''} of seat {t}'s hand "
                "and looks at both hands.")
    if kind == "give":
        _, s, t, k = event
        return ({"type": "give", "seat": s, "target": t, "card": KINDS[k], "visible_to": [s, t]},
                f"{who} gives a card back to seat {t}.")
    if kind == "marker":
        _, s, t, d, k, e = event
        if e == EMBARGO:
            return ({"type": "embargo", "seat": s, "target": t, "domain": DOMAINS[d], "card": KINDS[k]},
                    f"{who} places an Embargo on seat {t}'s {DOMAIN_NAMES[d]} for their next turn.")
        return ({"type": "democracy", "seat": s, "target": t, "domain": DOMAINS[d], "card": KINDS[k]},
                f"{who} places a Democracy card under seat {t}'s {DOMAIN_NAMES[d]}.")
    if kind == "expire":
        _, by, on, d, k = event
        return ({"type": "expire", "seat": on, "by": by, "domain": DOMAINS[d], "card": KINDS[k],
                 "to": "discard"},
                f"The Embargo on seat {on}'s {DOMAIN_NAMES[d]} ends ({KINDS[k]} to the discard pile).")
    if kind == "copy":
        _, s, t, e = event
        return ({"type": "copy", "seat": s, "target": t, "effect": EFFECTS[e]},
                f"{who} is inspired by seat {t} and copies {effect_title(e)}.")
    if kind == "coin_back":
        return {"type": "coin_back", "seat": seat}, "The Art coin returns to the table."
    if kind == "keep":
        _, s, k = event
        return ({"type": "keep", "seat": s, "card": KINDS[k], "visible_to": [s]},
                f"{who} keeps a card.")
    if kind == "pass":
        return {"type": "pass", "round": event[1]}, "The packets pass to the left."
    if kind == "centre":
        cards = [KINDS[k] for k in event[1]]
        return {"type": "centre", "cards": cards}, f"Face up in the centre: {', '.join(sorted(cards))}."
    if kind == "pick":
        _, s, k = event
        return ({"type": "pick", "seat": s, "card": KINDS[k], "from": "centre", "to": "tableau"},
                f"{who} takes {KINDS[k]} from the centre into their tableau.")
    if kind == "over":
        return {"type": "over"}, None
    raise AssertionError(f"unknown event {event!r}")


def private_line(event: dict[str, Any], viewer: int) -> str | None:
    """The line only ``viewer`` may read about an event (the hidden cards it saw), or None."""
    if viewer not in event.get("visible_to", ()):
        return None
    kind, seat = event["type"], event["seat"]
    if kind == "draw":
        return f"You draw {', '.join(event['cards'])}."
    if kind == "keep":
        return f"You keep {event['card']}."
    target = event["target"]
    if kind == "pool":
        cards = ", ".join(event["cards"])
        if viewer == seat:
            return f"You take seat {target}'s hand: {cards}."
        return f"Seat {seat} takes your hand: {cards}."
    if kind == "give":
        if viewer == seat:
            return f"You give back {event['card']}."
        return f"Seat {seat} gives you {event['card']}."
    raise AssertionError(f"no private line for {kind!r}")


def result_line(result: dict[str, Any], teams: bool) -> str:
    """One sentence saying who won and how."""
    winners = result["winners"]
    if teams:
        names = " and ".join(f"team {t}" for t in sorted({team_of(s) for s in winners}))
    else:
        names = " and ".join(f"seat {s}" for s in winners)
    verb = "share the victory" if len(winners) > 1 and not (teams and len(winners) == 2) else "wins"
    if result["reason"] == "hegemony":
        d = DOMAIN_NAMES[DOMAINS.index(result["domain"])]
        return f"Game over: {names} {verb} by {d} Hegemony."
    points = result.get("team_points") or {f"seat {s}": p for s, p in enumerate(result["points"])}
    score = ", ".join(f"{k} {v}" for k, v in points.items())
    tail = ""
    if result["tiebreak"]:
        d = DOMAIN_NAMES[DOMAINS.index(result["tiebreak"])]
        tail = f" after the tie-break on {d}"
    return f"Game over: {names} {verb} on majorities ({score}){tail}."
