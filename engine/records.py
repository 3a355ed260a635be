"""What the rules core records as it happens: one small named tuple per kind, read by name.

``moves.step`` and the turn's frame (turns.py) append these to the ``ev`` list they are given
(``None`` on the search's hot path, where nothing is recorded); ``events.from_core`` turns them
into the public ``Event`` values. Cards, effects and Domains are the core's indices here.
"""

from __future__ import annotations

from typing import NamedTuple

# The list the core appends its records to, or None: record nothing.
Events = list[tuple[object, ...]] | None


class Turn(NamedTuple):
    """``seat``'s turn begins."""

    seat: int


class NoPlay(NamedTuple):
    """``seat`` has no card it may play: step 1 is skipped."""

    seat: int


class Play(NamedTuple):
    """``seat`` plays ``card`` (``extra``: an effect's extra play)."""

    seat: int
    card: int
    extra: bool


class Skip(NamedTuple):
    """``seat`` cannot make its ``plays`` remaining extra plays."""

    seat: int
    plays: int


class Use(NamedTuple):
    """``seat`` uses ``effect``."""

    seat: int
    effect: int


class Auto(NamedTuple):
    """``seat``'s Religion ``effect`` applies by itself at End turn."""

    seat: int
    effect: int


class Sacrifice(NamedTuple):
    """``seat`` sacrifices ``card`` of its tableau for ``effect``."""

    seat: int
    card: int
    effect: int


class Discard(NamedTuple):
    """``seat`` discards ``card`` from its ``source`` (``"hand"`` or ``"tableau"``)."""

    seat: int
    card: int
    source: str


class Lose(NamedTuple):
    """``seat`` loses ``card`` of its tableau to another seat's Attack."""

    seat: int
    card: int


class Attack(NamedTuple):
    """``seat`` attacks ``domain``."""

    seat: int
    domain: int


class Return(NamedTuple):
    """``seat`` returns ``card`` of its tableau to its hand."""

    seat: int
    card: int


class Take(NamedTuple):
    """``seat`` takes ``card`` from the discard pile."""

    seat: int
    card: int


class Draw(NamedTuple):
    """``seat`` draws ``cards`` from the deck."""

    seat: int
    cards: tuple[int, ...]


class FinalRound(NamedTuple):
    """``seat`` drew the deck's last card: the final round begins."""

    seat: int


class Target(NamedTuple):
    """``seat`` targets ``target`` with ``effect``."""

    seat: int
    target: int
    effect: int


class Pool(NamedTuple):
    """``seat`` takes ``target``'s whole hand, ``cards`` (Inquisition)."""

    seat: int
    target: int
    cards: tuple[int, ...]


class Give(NamedTuple):
    """``seat`` gives ``card`` back to ``target`` (Inquisition)."""

    seat: int
    target: int
    card: int


class Marker(NamedTuple):
    """``seat`` places ``card`` on ``target``'s ``domain`` for ``effect`` (Embargo, Democracy)."""

    seat: int
    target: int
    domain: int
    card: int
    effect: int


class Expire(NamedTuple):
    """The Embargo ``card`` placed by ``by`` on ``seat``'s ``domain`` ends."""

    by: int
    seat: int
    domain: int
    card: int


class Copy(NamedTuple):
    """``seat`` copies ``target``'s permanent ``effect`` (Inspiration)."""

    seat: int
    target: int
    effect: int


class CoinBack(NamedTuple):
    """The Art coin ``seat`` held returns to the table."""

    seat: int


class Keep(NamedTuple):
    """``seat`` keeps ``card`` of its draft packet."""

    seat: int
    card: int


class Pass(NamedTuple):
    """The draft's packets pass to the left (``round`` 1 or 2)."""

    round: int


class Centre(NamedTuple):
    """The draft's last cards lie face up in the centre."""

    cards: tuple[int, ...]


class Pick(NamedTuple):
    """``seat`` takes ``card`` from the centre into its tableau."""

    seat: int
    card: int


class Over(NamedTuple):
    """The game is over (its result is the state's)."""
