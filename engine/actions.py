"""Actions: integer codes for the core, notation strings at the public edge.

An action code is ``verb << 6 | arg``. ``arg`` is a card kind, an effect, a seat, a
Domain, or for ``copy`` the seat and the effect packed by ``copy_arg``. Every code has one notation string
(ENGINE_API.md) and parsing is a dictionary look-up.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DOMAINS, ECO, KINDS, MIL, NKINDS, REL, SCI, UTO
from .checks import show

KEEP, PICK, PLAY, USE, END, DISCARD, REMOVE, RETURN, TAKE, TARGET, DOMAIN, GIVE, COPY = range(13)
VERBS: tuple[str, ...] = (
    "keep", "pick", "play", "use", "end", "discard", "remove", "return", "take",
    "target", "domain", "give", "copy",
)
SHIFT = 6
ARG_MASK = (1 << SHIFT) - 1

EFFECTS: tuple[str, ...] = (
    "assassination", "purge", "holy-book", "divine-right", "development", "monopoly",
    "experiment", "research", "oligarchy", "republic",
    "attack", "inquisition", "embargo", "breakthrough", "democracy", "inspiration",
)
(ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, DEVELOPMENT, MONOPOLY, EXPERIMENT, RESEARCH,
 OLIGARCHY, REPUBLIC, ATTACK, INQUISITION, EMBARGO, BREAKTHROUGH, DEMOCRACY,
 INSPIRATION) = range(16)
NPERMANENT = 10     # effects 0..9 are the permanent ones, two per Domain but Culture
# Permanent effect e belongs to Domain PERM_DOMAIN[e], at level PERM_LEVEL[e] (1 or 2).
PERM_DOMAIN: tuple[int, ...] = (MIL, MIL, REL, REL, ECO, ECO, SCI, SCI, UTO, UTO)
PERM_LEVEL: tuple[int, ...] = (1, 2) * 5
SACRIFICE_DOMAIN: dict[int, int] = {
    ATTACK: MIL, INQUISITION: REL, EMBARGO: ECO, BREAKTHROUGH: SCI, DEMOCRACY: UTO,
}

END_ACTION = END << SHIFT
MAX_SEATS = 4


def is_permanent(effect: int) -> bool:
    """Whether an effect index is a permanent (level) effect rather than a sacrifice or Inspiration."""
    return effect < NPERMANENT


def copy_arg(seat: int, effect: int) -> int:
    """The argument of ``copy seat effect`` (Inspiration copies a permanent effect of a seat)."""
    return seat * NPERMANENT + effect


def copy_parts(arg: int) -> tuple[int, int]:
    """(seat, effect) of a ``copy`` argument: the inverse of ``copy_arg``."""
    return divmod(arg, NPERMANENT)


def code(verb: int, arg: int = 0) -> int:
    """Action code of a verb and its argument."""
    return verb << SHIFT | arg


def _notation() -> dict[int, str]:
    table: dict[int, str] = {END_ACTION: "end"}
    for verb in (KEEP, PICK, PLAY, DISCARD, REMOVE, RETURN, TAKE, GIVE):
        for k in range(NKINDS):
            table[code(verb, k)] = f"{VERBS[verb]} {KINDS[k]}"
    for e, name in enumerate(EFFECTS):
        table[code(USE, e)] = f"use {name}"
    for s in range(MAX_SEATS):
        table[code(TARGET, s)] = f"target {s}"
        for e in range(NPERMANENT):
            table[code(COPY, copy_arg(s, e))] = f"copy {s} {EFFECTS[e]}"
    for d, name in enumerate(DOMAINS):
        table[code(DOMAIN, d)] = f"domain {name}"
    return table


NOTATION: dict[int, str] = _notation()
PARSE: dict[str, int] = {text: c for c, text in NOTATION.items()}


@dataclass(frozen=True, order=True)
class Action:
    """One decision; ``str(action)`` is its notation."""

    code: int

    def __str__(self) -> str:
        """The notation.

        :raises ValueError: if ``code`` is not the code of an action.
        """
        text = NOTATION.get(self.code) if type(self.code) is int else None
        if text is None:
            raise ValueError(f"Action({show(self.code)}) is not an action of the notation")
        return text

    @property
    def verb(self) -> str:
        """The first word of the notation (``play``, ``use``, ...).

        :raises ValueError: if ``code`` is not the code of an action.
        """
        return str(self).split(" ", 1)[0]


def code_of(action: object) -> int | None:
    """The code of a notation string or an ``Action``; None for anything else, of any type."""
    if type(action) is str:                         # the common case, on every apply
        return PARSE.get(action)
    if isinstance(action, Action):
        c = action.code
        return c if type(c) is int and c in NOTATION else None
    if isinstance(action, str):
        return PARSE.get(str.__str__(action))       # an exact str: a subclass cannot fake a match
    return None


def not_an_action(action: object) -> str:
    """Why ``action`` (for which ``code_of`` gave None) is not an action, echoing it briefly."""
    if isinstance(action, Action):
        return f"not an action: Action({show(action.code)}) has no notation"
    if isinstance(action, str):
        return f"not an action: {show(str.__str__(action))}"
    return f"not an action: {show(action)} (a {type(action).__name__}, not a notation string)"
