"""Checks at the public edge: arguments of ``Game`` methods and short, safe echoes of bad input.

Every check raises ``ValueError`` (the engine's one error type for bad input; ``IllegalAction``
and ``PositionError`` are its subclasses), also when the *type* is wrong, so a caller needs
one ``except ValueError``. Messages echo the offending value through ``show``, which never
repeats a whole input: at most ``SHOW_LIMIT`` characters, whatever its size or depth.
"""

from __future__ import annotations

import random
import reprlib
from typing import Any

SHOW_LIMIT = 40
SEED_LIMIT = 1 << 63           # seeds are 0 <= seed < 2**63
SETUPS = ("classic", "draft")


class _Short(reprlib.Repr):
    """``reprlib`` with small limits and no failure on integers too long to print."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel = 2
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = 3
        self.maxstring = self.maxother = self.maxlong = SHOW_LIMIT

    def repr_int(self, x: int, level: int) -> str:
        """An integer, or its size when it has too many digits to print."""
        if x.bit_length() > 128:
            return f"<{x.bit_length()}-bit integer>"
        return super().repr_int(x, level)


_SHORT = _Short()


def type_name(value: object) -> str:
    """The name of ``value``'s type, asked of ``type`` itself (a metaclass cannot fake or break it)."""
    name: str = vars(type)["__name__"].__get__(type(value))
    return name


def show(value: Any) -> str:
    """A short repr of ``value`` for an error message: at most ``SHOW_LIMIT`` characters."""
    try:
        text = _SHORT.repr(value)
    except Exception:
        text = f"<{type_name(value)}>"
    if len(text) > SHOW_LIMIT:
        text = text[:SHOW_LIMIT - 3] + "..."
    return text


def is_int(value: Any) -> bool:
    """Whether ``value`` is a real integer (``bool`` is not one here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_new(players: Any, seed: Any, setup: Any, teams: Any) -> None:
    """Check the options of ``Game.new``.

    :raises ValueError: naming the first option of the wrong type or outside its range.
    """
    if not is_int(players) or players not in (2, 3, 4):
        raise ValueError(f"players must be the integer 2, 3 or 4, not {show(players)}")
    check_seed(seed)
    if not isinstance(setup, str) or setup not in SETUPS:
        raise ValueError(f"setup must be 'classic' or 'draft', not {show(setup)}")
    if not isinstance(teams, bool):
        raise ValueError(f"teams must be True or False, not {show(teams)}")
    if teams and players != 4:
        raise ValueError(f"the team game needs 4 players, not {players}")


def check_seed(seed: Any) -> None:
    """Check a seed: an integer with ``0 <= seed < 2**63``.

    :raises ValueError: if it is not one.
    """
    if not is_int(seed):
        raise ValueError(f"seed must be an integer, not {show(seed)}")
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be in 0 .. 2**63 - 1, not {show(seed)}")


def check_seat(seat: Any, players: int, allow_none: bool = False) -> None:
    """Check a seat argument: an integer ``0 <= seat < players`` (or None when allowed).

    :raises ValueError: if it is not a seat of the game.
    """
    if seat is None and allow_none:
        return
    if not is_int(seat):
        kind = "an integer seat or None" if allow_none else "an integer seat"
        raise ValueError(f"seat must be {kind}, not {show(seat)}")
    if not 0 <= seat < players:
        raise ValueError(f"no seat {show(seat)} in a {players}-player game (seats 0..{players - 1})")


def check_rng(rng: Any) -> None:
    """Check a random generator argument.

    :raises ValueError: if ``rng`` is not a ``random.Random``.
    """
    if not isinstance(rng, random.Random):
        raise ValueError(f"rng must be a random.Random, not {show(rng)}")


def check_count(n: object, length: int) -> int:
    """``n`` if it is an integer action count in ``0 .. length``.

    :raises ValueError: otherwise (a bool is not an integer here).
    """
    if type(n) is not int:
        raise ValueError(f"an action count must be an integer, not {type(n).__name__}")
    if not 0 <= n <= length:
        raise ValueError(f"action count {n} is outside 0 .. {length} (the actions of this game)")
    return n
