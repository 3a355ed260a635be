"""The typed shapes of the public surface: ``view()``, ``position()``, ``result`` and the events' dicts.

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


class DomainProgress(TypedDict):
    """One Domain of one seat's tableau (``engine.progress.domain_progress``): its cards, the
    Hegemony target (Democracy cards under it counted), the cards each level needs (empty for a
    Domain without levels: Culture), the level reached (0, 1 or 2) and the Ages it holds."""

    domain: str
    cards: int
    target: int
    democracy: int
    embargoes: int
    levels: list[int]
    level: int
    ages: list[int]


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


class DomainThreat(TypedDict):
    """How close a seat is to Hegemony in one Domain (``need`` counts the Democracy cards under it)."""

    domain: str
    have: int
    need: int
    short: int
    next_turn: bool


class ThreatView(TypedDict):
    """One seat's threat as the viewing seat judges it (engine/threats.py)."""

    seat: int
    domains: list[DomainThreat]
    next_turn: bool
    stoppers: list[str]


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
    threats: list[ThreatView]


# ----------------------------------------------------------------- the plain-data events (to_dict)

class NewGameDict(TypedDict):
    """A new game's header: its options (not its seed, which would tell every hidden card)."""

    type: Literal["new_game"]
    players: int
    setup: str
    teams: bool
    first: int


class DealDict(TypedDict):
    """A seat's first hand dealt at the set-up (its cards are in ``view`` for that seat)."""

    type: Literal["deal"]
    seat: int
    count: int
    draft: bool


class TurnDict(TypedDict):
    """A seat's turn begins."""

    type: Literal["turn"]
    seat: int


PlayDict = TypedDict("PlayDict", {"type": Literal["play"], "seat": int, "card": str, "from": str,
                                  "to": str, "extra": bool})


class SkipDict(TypedDict):
    """A play (``step`` "play") or extra plays (``step`` "extra") skipped for want of a card."""

    type: Literal["skip"]
    seat: int
    count: int
    step: str


class UseDict(TypedDict):
    """An effect used (``automatic``: a hand limit applied by itself at End turn)."""

    type: Literal["use"]
    seat: int
    effect: str
    automatic: NotRequired[bool]


SacrificeDict = TypedDict("SacrificeDict", {"type": Literal["sacrifice"], "seat": int, "card": str,
                                            "effect": str, "from": str})
DiscardDict = TypedDict("DiscardDict", {"type": Literal["discard"], "seat": int, "card": str, "from": str,
                                        "to": str, "attacked": NotRequired[bool]})


class AttackDict(TypedDict):
    """An Attack on a Domain."""

    type: Literal["attack"]
    seat: int
    domain: str


ReturnDict = TypedDict("ReturnDict", {"type": Literal["return"], "seat": int, "card": str, "from": str,
                                      "to": str})
TakeDict = TypedDict("TakeDict", {"type": Literal["take"], "seat": int, "card": str, "from": str,
                                  "to": str})


class DrawDict(TypedDict):
    """Cards drawn from the deck (``cards``: seen by ``visible_to`` only)."""

    type: Literal["draw"]
    seat: int
    count: int
    cards: list[str]
    visible_to: list[int]


class FinalRoundDict(TypedDict):
    """The deck ran out: the final round begins."""

    type: Literal["final_round"]
    seat: int


class TargetDict(TypedDict):
    """A seat chosen as an effect's target."""

    type: Literal["target"]
    seat: int
    target: int
    effect: str


class PoolDict(TypedDict):
    """An Inquisition takes the target's hand (``cards``: seen by ``visible_to`` only)."""

    type: Literal["pool"]
    seat: int
    target: int
    count: int
    cards: list[str]
    visible_to: list[int]


class GiveDict(TypedDict):
    """A card given back in an Inquisition (``card``: seen by ``visible_to`` only)."""

    type: Literal["give"]
    seat: int
    target: int
    card: str
    visible_to: list[int]


class MarkerDict(TypedDict):
    """An Embargo or a Democracy card placed on another seat's Domain."""

    type: Literal["embargo", "democracy"]
    seat: int
    target: int
    domain: str
    card: str


class ExpireDict(TypedDict):
    """An Embargo on ``seat`` (placed ``by``) ends."""

    type: Literal["expire"]
    seat: int
    by: int
    domain: str
    card: str
    to: str


class CopyDict(TypedDict):
    """Inspiration copies another seat's effect."""

    type: Literal["copy"]
    seat: int
    target: int
    effect: str


class CoinBackDict(TypedDict):
    """The Art coin returns to the table."""

    type: Literal["coin_back"]
    seat: int


class KeepDict(TypedDict):
    """A draft keep (``card``: seen by ``visible_to`` only)."""

    type: Literal["keep"]
    seat: int
    card: str
    visible_to: list[int]


class PassDict(TypedDict):
    """The draft packets pass (``round``: the pass's number)."""

    type: Literal["pass"]
    round: int


class CentreDict(TypedDict):
    """The draft's centre cards turned face up."""

    type: Literal["centre"]
    cards: list[str]


PickDict = TypedDict("PickDict", {"type": Literal["pick"], "seat": int, "card": str, "from": str,
                                  "to": str})


class OverDict(TypedDict):
    """The game ended (``result``: the Result dict of ENGINE_API.md)."""

    type: Literal["over"]
    result: NotRequired[ResultDict]


EventDict = (NewGameDict | DealDict | TurnDict | PlayDict | SkipDict | UseDict | SacrificeDict
             | DiscardDict | AttackDict | ReturnDict | TakeDict | DrawDict | FinalRoundDict | TargetDict
             | PoolDict | GiveDict | MarkerDict | ExpireDict | CopyDict | CoinBackDict | KeepDict | PassDict
             | CentreDict | PickDict | OverDict)
