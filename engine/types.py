"""The typed shapes of the public surface: ``view()``, ``position()`` and ``result``.

Each is a TypedDict of plain JSON data as ENGINE_API.md describes it, so ``mypy --strict``
checks every reader (the GUI, the AI, tests) against the keys the engine really writes.
A key present only sometimes is ``NotRequired``.
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

PositionStep = Literal["play", "effects", "over"]
ViewStep = Literal["draft", "play", "effects", "over"]


class Marker(TypedDict):
    """An Embargo or Democracy marker: placed by seat ``by`` on ``on``'s Domain, with its card."""

    by: int
    on: int
    domain: str
    card: str


class ArtCoin(TypedDict):
    """The Art coin: its holder, and the seat and Domain it lies by."""

    holder: int
    on: int
    domain: str


class Used(TypedDict):
    """This turn's limits: Domains whose permanent / sacrifice effect was used, Inspiration."""

    permanent: list[str]
    sacrifice: list[str]
    inspiration: bool


class PublicEntries(TypedDict):
    """The entries of the position schema that every seat sees alike."""

    players: int
    teams: bool
    first_player: int
    active: int
    tableaus: list[dict[str, list[str]]]
    discard: list[str]
    embargoes: list[Marker]
    democracy: list[Marker]
    art_coin: ArtCoin | None
    used: Used
    hand_limit: int
    final_round: bool


class Position(PublicEntries):
    """The full position schema of ENGINE_API.md (``Game.position()``)."""

    step: PositionStep
    hands: list[list[str]]
    deck: list[str]
    removed: list[str]
    seed: int


class TeamPoints(TypedDict):
    """Points of team A (seats 0 and 2) and team B (seats 1 and 3)."""

    A: int
    B: int


class HegemonyResultDict(TypedDict):
    """A win by Hegemony: the winners and the first qualifying Domain."""

    reason: Literal["hegemony"]
    winners: list[int]
    domain: str


class MajorityResultDict(TypedDict):
    """A win on majorities: points per seat, who holds each Domain, the deciding tie-break."""

    reason: Literal["majority"]
    winners: list[int]
    points: list[int]
    majorities: dict[str, list[int]]
    tiebreak: str | None
    team_points: NotRequired[TeamPoints]


ResultDict = HegemonyResultDict | MajorityResultDict


class PendingView(TypedDict):
    """The effect in progress, as one seat sees it."""

    effect: str
    stage: str
    remaining: int
    target: int | None
    plays: NotRequired[int]
    card: NotRequired[str]
    pool: NotRequired[list[str]]


class DraftView(TypedDict):
    """The draft, as one seat sees it: its packet, the packets it knows, the centre."""

    round: int
    stage: Literal["keep", "pick"]
    packet: list[str]
    packets: list[list[str]]
    packet_sizes: list[int]
    centre: list[str]
    order: list[int]
    chosen: list[int]


class Among(TypedDict):
    """Cards a seat knows to be in some seats' hands (or draft packets), not which holds which."""

    cards: list[str]
    seats: list[int]
    zones: list[Literal["hand", "packet"]]


class ViewExtras(TypedDict):
    """The entries of a view present only sometimes: mid-effect, in a draft, once over."""

    pending: NotRequired[PendingView]
    draft: NotRequired[DraftView]
    result: NotRequired[ResultDict]


class View(PublicEntries, ViewExtras):
    """What one seat knows (``Game.view(seat)``): the position schema with hidden cards as ``?A``."""

    to_move: int | None
    seat: int | None
    step: ViewStep
    hands: list[list[str]]
    hand_sizes: list[int]
    deck: list[str]
    removed: list[str]
    hegemony_targets: list[dict[str, int]]
    refill_limit: int
    standings: MajorityResultDict
    among: list[Among]
