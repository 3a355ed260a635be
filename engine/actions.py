"""Actions: integer codes for the core, notation strings at the public edge.

An action code is ``verb << 6 | arg``. ``arg`` is a card kind, an effect, a seat, a
Domain, or for ``copy`` the seat and the effect packed by ``copy_arg``. Every code has one notation string
(ENGINE_API.md) and parsing is a dictionary look-up.
"""

from __future__ import annotations

from typing import Final

from .cards import DOMAINS, KINDS, NKINDS
from .checks import show, type_name
from .effects import (
    ASSASSINATION,
    ATTACK,
    BREAKTHROUGH,
    DEMOCRACY,
    DEVELOPMENT,
    DIVINE_RIGHT,
    EFFECTS,
    EMBARGO,
    EXPERIMENT,
    HOLY_BOOK,
    INQUISITION,
    INSPIRATION,
    MONOPOLY,
    NPERMANENT,
    OLIGARCHY,
    PERM_DOMAIN,
    PERM_LEVEL,
    PURGE,
    REPUBLIC,
    RESEARCH,
    SACRIFICE_DOMAIN,
)

__all__ = [
    "ARG_MASK",
    "ASSASSINATION",
    "ATTACK",
    "BREAKTHROUGH",
    "COPY",
    "DEMOCRACY",
    "DEVELOPMENT",
    "DISCARD",
    "DIVINE_RIGHT",
    "DOMAIN",
    "EFFECTS",
    "EMBARGO",
    "END",
    "END_ACTION",
    "EXPERIMENT",
    "GIVE",
    "HOLY_BOOK",
    "INQUISITION",
    "INSPIRATION",
    "KEEP",
    "MAX_SEATS",
    "MONOPOLY",
    "NOTATION",
    "NPERMANENT",
    "OLIGARCHY",
    "PARSE",
    "PERM_DOMAIN",
    "PERM_LEVEL",
    "PICK",
    "PLAY",
    "PURGE",
    "REMOVE",
    "REPUBLIC",
    "RESEARCH",
    "RETURN",
    "SACRIFICE_DOMAIN",
    "SHIFT",
    "TAKE",
    "TARGET",
    "USE",
    "VERBS",
    "code",
    "code_of",
    "copy_arg",
    "copy_parts",
    "is_permanent",
    "not_an_action",
]

KEEP: Final = 0
PICK: Final = 1
PLAY: Final = 2
USE: Final = 3
END: Final = 4
DISCARD: Final = 5
REMOVE: Final = 6
RETURN: Final = 7
TAKE: Final = 8
TARGET: Final = 9
DOMAIN: Final = 10
GIVE: Final = 11
COPY: Final = 12
VERBS: Final[tuple[str, ...]] = (
    "keep", "pick", "play", "use", "end", "discard", "remove", "return", "take",
    "target", "domain", "give", "copy",
)
SHIFT: Final = 6
ARG_MASK: Final = (1 << SHIFT) - 1

# The effects (their indices, names, Domains and levels) are effects.py's table; re-exported here,
# where the action codes that name them are built.

END_ACTION: Final = END << SHIFT
MAX_SEATS: Final = 4


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


NOTATION: Final[dict[int, str]] = _notation()
PARSE: Final[dict[str, int]] = {text: c for c, text in NOTATION.items()}


def code_of(action: object) -> int | None:
    """The code of a notation string; None for anything else, of any type.

    Only ``type()`` is asked, never ``isinstance`` first: an object can fake its ``__class__``
    (or raise from it), and a ``str`` subclass is read as the exact string it holds, so its
    own ``__eq__``, ``__hash__`` or ``__str__`` cannot fake a match.
    """
    if type(action) is str:                         # the common case, on every apply
        return PARSE.get(action)
    if issubclass(type(action), str) and isinstance(action, str):
        return PARSE.get(str.__str__(action))
    return None


def not_an_action(action: object) -> str:
    """Why ``action`` (for which ``code_of`` gave None) is not an action, echoing it briefly."""
    if issubclass(type(action), str) and isinstance(action, str):
        return f"not an action: {show(str.__str__(action))}"
    return f"not an action: {show(action)} (a {type_name(action)}, not a notation string)"
