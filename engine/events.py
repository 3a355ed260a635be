"""What happened, as typed events: one frozen dataclass per kind, each rendering its own log line.

The rules core appends its records (named tuples, records.py) to a list; ``Game.apply`` turns
them into ``Event`` values with ``from_core``. Every event knows its ``kind``, its ``seat``
(None for the table's own events), ``actions`` (how many actions had been applied when it
happened: 0 for the set-up) and ``visible_to`` (None: public; else the only seats that may see
its cards: draws, keeps, the hands of an Inquisition). ``line()`` is the public log line (a
``Sentence``; None for an event the log does not tell), ``private(viewer)`` the line only that
reader may see, ``to_dict()`` the plain-data event of ENGINE_API.md. ``Game.log`` is the
rendering of the lines, so the log says only what every seat may know.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, NamedTuple, TypeVar, cast

from . import records as r
from .actions import DIVINE_RIGHT, EFFECTS, EMBARGO, HOLY_BOOK, SACRIFICE_DOMAIN
from .cards import DOMAINS, KINDS, team_of
from .results import GameResult, HegemonyResult, MajorityResult
from .turns import effect_hand_limit
from .types import (
    EventDict,
    MajorityResultDict,
    ResultDict,
)
from .words import Card, Cards, Domain, Effect, Seat, Sentence, register
from .words import effect_title as words_effect_title

EFFECT_TITLES: dict[str, str] = {e: words_effect_title(e) for e in EFFECTS}


def result_dict(result: GameResult) -> ResultDict:
    """The core's result record as the Result dict of ENGINE_API.md."""
    if isinstance(result, HegemonyResult):
        return {"reason": "hegemony", "winners": list(result.winners), "domain": DOMAINS[result.domain]}
    out: MajorityResultDict = {
        "reason": "majority",
        "winners": list(result.winners),
        "points": list(result.points),
        "majorities": {DOMAINS[d]: list(seats) for d, seats in enumerate(result.majorities)},
        "tiebreak": None if result.tiebreak is None else DOMAINS[result.tiebreak],
    }
    if result.team_points is not None:
        out["team_points"] = {"A": result.team_points[0], "B": result.team_points[1]}
    return out


register({
    "log.new_game": "New game: {players} players, {setup} set-up; {seat} plays first.",
    "log.new_game_teams": "New game: {players} players, team game, {setup} set-up; {seat} plays first.",
    "log.setup.classic": "classic",
    "log.setup.draft": "draft",
    "log.deal": ("{Seat} draws {n} card.", "{Seat} draws {n} cards."),
    "log.deal_draft": ("{Seat} draws {n} card for the draft.", "{Seat} draws {n} cards for the draft."),
    "log.turn": "— {Seat}'s turn —",
    "log.play": "{Seat} plays {card}.",
    "log.play_extra": "{Seat} plays {card} as an extra play.",
    "log.skip_play": "{Seat} has no card they may play and skips the play.",
    "log.skip_extra": ("{Seat} has no card they may play for {n} extra play.",
                       "{Seat} has no card they may play for {n} extra plays."),
    "log.use": "{Seat} uses {effect}.",
    "log.use_limit": "{Seat} uses {effect}: hand limit {limit}.",
    "log.use_auto": "{Seat}'s {effect} applies by itself: hand limit {limit}.",
    "log.sacrifice": "{Seat} sacrifices {card} for {effect}.",
    "log.discard_hand": "{Seat} discards {card} from their hand.",
    "log.discard_tableau": "{Seat} discards {card} from their tableau.",
    "log.lose": "{Seat} loses {card} to the Attack.",
    "log.attack": "{Seat} attacks {domain}.",
    "log.return": "{Seat} returns {card} to their hand.",
    "log.take": "{Seat} takes {card} from the discard pile.",
    "log.draw": ("{Seat} draws {n} card.", "{Seat} draws {n} cards."),
    "log.final_round": "{Seat} drew the last card of the deck: the final round begins.",
    "log.target": "{Seat} targets {target} with {effect}.",
    "log.pool": ("{Seat} takes the {n} card of {target}'s hand and looks at both hands.",
                 "{Seat} takes the {n} cards of {target}'s hand and looks at both hands."),
    "log.give": "{Seat} gives a card back to {target}.",
    "log.embargo": "{Seat} places an Embargo on {target}'s {domain} for their next turn.",
    "log.democracy": "{Seat} places a Democracy card under {target}'s {domain}.",
    "log.expire": "The Embargo on {seat}'s {domain} ends ({card} to the discard pile).",
    "log.copy": "{Seat} is inspired by {target} and copies {effect}.",
    "log.coin_back": "The Art coin returns to the table.",
    "log.keep": "{Seat} keeps a card.",
    "log.pass": "The packets pass to the left.",
    "log.centre": "Face up in the centre: {cards}.",
    "log.pick": "{Seat} takes {card} from the centre into their tableau.",
    "log.you_draw": "You draw {cards}.",
    "log.you_keep": "You keep {card}.",
    "log.you_take_hand": "You take {target}'s hand: {cards}.",
    "log.takes_your_hand": "{Seat} takes your hand: {cards}.",
    "log.you_give_back": "You give back {card}.",
    "log.gives_you": "{Seat} gives you {card}.",
    "log.over_hegemony": ("Game over: {names} wins by {domain} Hegemony.",
                          "Game over: {names} share the victory by {domain} Hegemony."),
    "log.over_majority": ("Game over: {names} wins on majorities ({score}).",
                          "Game over: {names} share the victory on majorities ({score})."),
    "log.over_tiebreak": ("Game over: {names} wins on majorities ({score}) after the tie-break on {domain}.",
                          "Game over: {names} share the victory on majorities ({score}) after the "
                          "tie-break on {domain}."),
    "log.team": "team {team}",
    "log.and": "{first} and {rest}",
    "log.comma": "{first}, {rest}",
    "log.score": "{seat} {points}",
    "log.team_score": "{team} {points}",
})


# ----------------------------------------------------------------- the events

_E = TypeVar("_E", bound="Event")


def _fast_init(cls: type[_E]) -> type[_E]:
    """Give a frozen, slotted dataclass an ``__init__`` that fills its slots through their
    descriptors: the generated one's behaviour at half its cost (``apply`` makes an event for
    everything that happens). Written from the class's own field names, as ``dataclasses`` does."""
    specs = fields(cls)
    names = [f.name for f in specs]
    params = ", ".join(n if f.default is MISSING else f"{n}=_default_{n}" for n, f in zip(names, specs))
    setters = ", ".join(f"_set_{n}" for n in names)
    defaults = ", ".join(f"_default_{n}" for n in names)
    body = "".join(f"        _set_{n}(self, {n})\n" for n in names)
    source = (f"def _make({setters}, {defaults}):\n"
              f"    def __init__(self, {params}):\n{body}    return __init__\n")
    space: dict[str, Any] = {}
    exec(source, space)
    init = space["_make"](*[getattr(cls, n).__set__ for n in names], *[f.default for f in specs])
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = f"A {cls.__name__} event."
    type.__setattr__(cls, "__init__", init)
    return cls


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened: ``seat`` (None: the table's own), ``actions`` applied by then."""

    kind: ClassVar[str] = ""
    hides: ClassVar[bool] = False       # whether some seats may not see all of it (``visible_to``)
    seat: int | None
    actions: int

    @property
    def visible_to(self) -> tuple[int, ...] | None:
        """The only seats that may see this event's cards; None: it shows no hidden card."""
        return None

    def line(self) -> Sentence | None:
        """The public log line; None for an event the log does not tell."""
        return None

    def private(self, viewer: int) -> Sentence | None:
        """The line only ``viewer`` may read (the hidden cards it saw), or None."""
        return None

    def to_dict(self) -> EventDict:
        """The plain-data event of ENGINE_API.md (JSON-friendly, a new dict each call), written
        from its fields by its kind's form (``DICT_FORMS``)."""
        out: dict[str, Any] = {"type": self.kind}
        for item in DICT_FORMS[self.kind]:
            if type(item) is Fixed:
                out[item.key] = item.value
                continue
            assert type(item) is Field
            value = getattr(self, item.field)
            if item.optional and not value:
                continue
            if type(value) is tuple:
                value = list(value)
            elif isinstance(value, (HegemonyResult, MajorityResult)):
                value = result_dict(value)
            out[item.key] = value
        return cast(EventDict, out)

    def seen_by(self, seat: int) -> Event:
        """This event as ``seat`` knows it: the same, or without the cards it may not see."""
        return self


def _who(seat: int | None) -> Seat:
    assert seat is not None
    return Seat(seat)


def _s(seat: int | None) -> int:
    assert seat is not None
    return seat


@_fast_init
@dataclass(frozen=True, slots=True)
class NewGame(Event):
    """The header of a new game: its options and the first player."""

    kind: ClassVar[str] = "new_game"
    players: int
    setup: str
    teams: bool
    first: int

    def line(self) -> Sentence:
        """'New game: 3 players, classic set-up; seat 1 plays first.'"""
        return Sentence("log.new_game_teams" if self.teams else "log.new_game",
                        {"players": self.players, "setup": Sentence(f"log.setup.{self.setup}"),
                         "seat": Seat(self.first)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Deal(Event):
    """A seat's first hand dealt (3 cards, or 4 for the draft)."""

    kind: ClassVar[str] = "deal"
    count: int
    draft: bool

    def line(self) -> Sentence:
        """'Seat 0 draws 3 cards.'"""
        return Sentence("log.deal_draft" if self.draft else "log.deal",
                        {"seat": _who(self.seat), "n": self.count})



@_fast_init
@dataclass(frozen=True, slots=True)
class Turn(Event):
    """A seat's turn begins."""

    kind: ClassVar[str] = "turn"

    def line(self) -> Sentence:
        """'— Seat 1's turn —'"""
        return Sentence("log.turn", {"seat": _who(self.seat)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Play(Event):
    """A card played from the hand into the tableau (``extra``: an effect's extra play)."""

    kind: ClassVar[str] = "play"
    card: str
    extra: bool

    def line(self) -> Sentence:
        """'Seat 0 plays SCI1.'"""
        return Sentence("log.play_extra" if self.extra else "log.play",
                        {"seat": _who(self.seat), "card": Card(self.card)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Skip(Event):
    """A play skipped (``step`` "play") or ``count`` extra plays skipped (``step`` "extra")."""

    kind: ClassVar[str] = "skip"
    count: int
    step: str

    def line(self) -> Sentence:
        """'Seat 0 has no card they may play and skips the play.'"""
        if self.step == "play":
            return Sentence("log.skip_play", {"seat": _who(self.seat)})
        return Sentence("log.skip_extra", {"seat": _who(self.seat), "n": self.count})



@_fast_init
@dataclass(frozen=True, slots=True)
class Use(Event):
    """An effect used; ``automatic``: a hand limit applied by itself at End turn."""

    kind: ClassVar[str] = "use"
    effect: str
    automatic: bool = False

    def line(self) -> Sentence | None:
        """'Seat 0 uses Research.'; None for a sacrifice, which its ``Sacrifice`` event tells."""
        params = {"seat": _who(self.seat), "effect": Effect(self.effect)}
        e = EFFECTS.index(self.effect)
        limit = effect_hand_limit(e) if e in (HOLY_BOOK, DIVINE_RIGHT) else None
        if self.automatic:
            return Sentence("log.use_auto", {**params, "limit": limit})
        if limit is not None:
            return Sentence("log.use_limit", {**params, "limit": limit})
        if e in SACRIFICE_DOMAIN:
            return None
        return Sentence("log.use", params)



@_fast_init
@dataclass(frozen=True, slots=True)
class Sacrifice(Event):
    """A card of the tableau sacrificed for an effect."""

    kind: ClassVar[str] = "sacrifice"
    card: str
    effect: str

    def line(self) -> Sentence:
        """'Seat 0 sacrifices MIL1 for Attack.'"""
        return Sentence("log.sacrifice", {"seat": _who(self.seat), "card": Card(self.card),
                                          "effect": Effect(self.effect)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Discard(Event):
    """A card discarded from the hand or the tableau (``attacked``: lost to another's Attack)."""

    kind: ClassVar[str] = "discard"
    card: str
    source: str           # "hand" or "tableau"
    attacked: bool = False

    def line(self) -> Sentence:
        """'Seat 0 discards SCI1 from their hand.'"""
        params = {"seat": _who(self.seat), "card": Card(self.card)}
        if self.attacked:
            return Sentence("log.lose", params)
        return Sentence("log.discard_hand" if self.source == "hand" else "log.discard_tableau", params)



@_fast_init
@dataclass(frozen=True, slots=True)
class Attack(Event):
    """An Attack on a Domain."""

    kind: ClassVar[str] = "attack"
    domain: str

    def line(self) -> Sentence:
        """'Seat 0 attacks Science.'"""
        return Sentence("log.attack", {"seat": _who(self.seat), "domain": Domain(self.domain)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Return(Event):
    """A card of the tableau returned to the hand."""

    kind: ClassVar[str] = "return"
    card: str

    def line(self) -> Sentence:
        """'Seat 0 returns SCI1 to their hand.'"""
        return Sentence("log.return", {"seat": _who(self.seat), "card": Card(self.card)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Take(Event):
    """A card taken from the discard pile."""

    kind: ClassVar[str] = "take"
    card: str

    def line(self) -> Sentence:
        """'Seat 0 takes SCI1 from the discard pile.'"""
        return Sentence("log.take", {"seat": _who(self.seat), "card": Card(self.card)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Draw(Event):
    """``count`` cards drawn from the deck; ``cards`` (empty when unknown to a reader) seen by the seat."""

    kind: ClassVar[str] = "draw"
    hides: ClassVar[bool] = True
    count: int
    cards: tuple[str, ...]

    @property
    def visible_to(self) -> tuple[int, ...]:
        """The drawing seat."""
        return (_s(self.seat),)

    def line(self) -> Sentence:
        """'Seat 0 draws 2 cards.'"""
        return Sentence("log.draw", {"seat": _who(self.seat), "n": self.count})

    def private(self, viewer: int) -> Sentence | None:
        """'You draw SCI1, MIL2.' for the drawing seat."""
        if viewer != self.seat or not self.cards:
            return None
        return Sentence("log.you_draw", {"cards": Cards(self.cards)})


    def seen_by(self, seat: int) -> Draw:
        """Without the cards for another seat."""
        return self if seat == self.seat else Draw(self.seat, self.actions, self.count, ())


@_fast_init
@dataclass(frozen=True, slots=True)
class FinalRound(Event):
    """The seat drew the deck's last card: the final round begins."""

    kind: ClassVar[str] = "final_round"

    def line(self) -> Sentence:
        """'Seat 0 drew the last card of the deck: the final round begins.'"""
        return Sentence("log.final_round", {"seat": _who(self.seat)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Target(Event):
    """Another seat chosen as an effect's target."""

    kind: ClassVar[str] = "target"
    target: int
    effect: str

    def line(self) -> Sentence:
        """'Seat 0 targets seat 1 with Inquisition.'"""
        return Sentence("log.target", {"seat": _who(self.seat), "target": Seat(self.target),
                                       "effect": Effect(self.effect)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Pool(Event):
    """An Inquisition takes the target's ``count`` cards; both seats see ``cards``."""

    kind: ClassVar[str] = "pool"
    hides: ClassVar[bool] = True
    target: int
    count: int
    cards: tuple[str, ...]

    @property
    def visible_to(self) -> tuple[int, ...]:
        """The Inquisition's seat and its target."""
        return (_s(self.seat), self.target)

    def line(self) -> Sentence:
        """'Seat 0 takes the 2 cards of seat 1's hand and looks at both hands.'"""
        return Sentence("log.pool", {"seat": _who(self.seat), "target": Seat(self.target), "n": self.count})

    def private(self, viewer: int) -> Sentence | None:
        """'You take seat 1's hand: ...' for the seat, 'Seat 0 takes your hand: ...' for the target."""
        cards = Cards(self.cards)
        if viewer == self.seat:
            return Sentence("log.you_take_hand", {"target": Seat(self.target), "cards": cards})
        if viewer == self.target:
            return Sentence("log.takes_your_hand", {"seat": _who(self.seat), "cards": cards})
        return None


    def seen_by(self, seat: int) -> Pool:
        """Without the cards for a third seat."""
        return self if seat in (self.seat, self.target) else Pool(self.seat, self.actions, self.target,
                                                                  self.count, ())


@_fast_init
@dataclass(frozen=True, slots=True)
class Give(Event):
    """A card given back to the Inquisition's target (``card`` "" when unknown to a reader)."""

    kind: ClassVar[str] = "give"
    hides: ClassVar[bool] = True
    target: int
    card: str

    @property
    def visible_to(self) -> tuple[int, ...]:
        """The Inquisition's seat and its target."""
        return (_s(self.seat), self.target)

    def line(self) -> Sentence:
        """'Seat 0 gives a card back to seat 1.'"""
        return Sentence("log.give", {"seat": _who(self.seat), "target": Seat(self.target)})

    def private(self, viewer: int) -> Sentence | None:
        """'You give back SCI1.' for the seat, 'Seat 0 gives you SCI1.' for the target."""
        if viewer == self.seat:
            return Sentence("log.you_give_back", {"card": Card(self.card)})
        if viewer == self.target:
            return Sentence("log.gives_you", {"seat": _who(self.seat), "card": Card(self.card)})
        return None


    def seen_by(self, seat: int) -> Give:
        """Without the card for a third seat."""
        return self if seat in (self.seat, self.target) else Give(self.seat, self.actions, self.target, "")


@_fast_init
@dataclass(frozen=True, slots=True)
class Marker(Event):
    """A card sacrificed onto another seat's Domain (the kinds ``Embargo`` and ``DemocracyCard``)."""

    target: int
    domain: str
    card: str

    def line(self) -> Sentence:
        """'Seat 0 places an Embargo on seat 1's Science for their next turn.'"""
        return Sentence(f"log.{self.kind}", {"seat": _who(self.seat), "target": Seat(self.target),
                                             "domain": Domain(self.domain)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Embargo(Marker):
    """An Embargo placed on another seat's Domain for its next turn."""

    kind: ClassVar[str] = "embargo"


@_fast_init
@dataclass(frozen=True, slots=True)
class DemocracyCard(Marker):
    """A Democracy card placed under another seat's Domain."""

    kind: ClassVar[str] = "democracy"


@_fast_init
@dataclass(frozen=True, slots=True)
class Expire(Event):
    """The Embargo on ``seat``'s Domain, placed ``by`` another seat, ends."""

    kind: ClassVar[str] = "expire"
    by: int
    domain: str
    card: str

    def line(self) -> Sentence:
        """'The Embargo on seat 1's Science ends (ECO1 to the discard pile).'"""
        return Sentence("log.expire", {"seat": _who(self.seat), "domain": Domain(self.domain),
                                       "card": Card(self.card)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Copy(Event):
    """Inspiration copies ``target``'s effect."""

    kind: ClassVar[str] = "copy"
    target: int
    effect: str

    def line(self) -> Sentence:
        """'Seat 0 is inspired by seat 1 and copies Research.'"""
        return Sentence("log.copy", {"seat": _who(self.seat), "target": Seat(self.target),
                                     "effect": Effect(self.effect)})



@_fast_init
@dataclass(frozen=True, slots=True)
class CoinBack(Event):
    """The Art coin (held by ``seat``) returns to the table."""

    kind: ClassVar[str] = "coin_back"

    def line(self) -> Sentence:
        """'The Art coin returns to the table.'"""
        return Sentence("log.coin_back")



@_fast_init
@dataclass(frozen=True, slots=True)
class Keep(Event):
    """A draft keep (``card`` "" when unknown to a reader)."""

    kind: ClassVar[str] = "keep"
    hides: ClassVar[bool] = True
    card: str

    @property
    def visible_to(self) -> tuple[int, ...]:
        """The keeping seat."""
        return (_s(self.seat),)

    def line(self) -> Sentence:
        """'Seat 0 keeps a card.'"""
        return Sentence("log.keep", {"seat": _who(self.seat)})

    def private(self, viewer: int) -> Sentence | None:
        """'You keep SCI1.' for the keeping seat."""
        return Sentence("log.you_keep", {"card": Card(self.card)}) if viewer == self.seat else None


    def seen_by(self, seat: int) -> Keep:
        """Without the card for another seat."""
        return self if seat == self.seat else Keep(self.seat, self.actions, "")


@_fast_init
@dataclass(frozen=True, slots=True)
class Pass(Event):
    """The draft packets pass to the left (``round``: the pass's number)."""

    kind: ClassVar[str] = "pass"
    round: int

    def line(self) -> Sentence:
        """'The packets pass to the left.'"""
        return Sentence("log.pass")



@_fast_init
@dataclass(frozen=True, slots=True)
class Centre(Event):
    """The draft's centre cards turned face up."""

    kind: ClassVar[str] = "centre"
    cards: tuple[str, ...]

    def line(self) -> Sentence:
        """'Face up in the centre: ART1, SCI2.' (sorted)"""
        return Sentence("log.centre", {"cards": Cards(sorted(self.cards))})



@_fast_init
@dataclass(frozen=True, slots=True)
class Pick(Event):
    """A centre card taken into the tableau (the draft's last step)."""

    kind: ClassVar[str] = "pick"
    card: str

    def line(self) -> Sentence:
        """'Seat 0 takes SCI1 from the centre into their tableau.'"""
        return Sentence("log.pick", {"seat": _who(self.seat), "card": Card(self.card)})



@_fast_init
@dataclass(frozen=True, slots=True)
class Over(Event):
    """The game ended; ``result`` is the core's result (``result_dict`` makes it plain data)."""

    kind: ClassVar[str] = "over"
    result: GameResult | None
    teams: bool

    def line(self) -> Sentence | None:
        """'Game over: seat 0 wins by Science Hegemony.'"""
        return None if self.result is None else result_line(result_dict(self.result), self.teams)



# ----------------------------------------------------------------- the plain-data forms

class Field(NamedTuple):
    """A key of a plain-data event holding a field of the event (or a property, ``visible_to``);
    ``optional``: left out while the value is false or None. Tuples are written as lists."""

    key: str
    field: str
    optional: bool = False


class Fixed(NamedTuple):
    """A key of a plain-data event holding the same value for every event of its kind."""

    key: str
    value: str


def _fields(*names: str) -> tuple[Field, ...]:
    return tuple(Field(n, n) for n in names)


_SEAT = Field("seat", "seat")
_VISIBLE = Field("visible_to", "visible_to")
_CARD = Field("card", "card")
_TO_TABLEAU = Fixed("to", "tableau")
_TO_HAND = Fixed("to", "hand")
_TO_DISCARD = Fixed("to", "discard")
# Per kind, the keys of its plain-data event after ``type``, in order (ENGINE_API.md).
DICT_FORMS: dict[str, tuple[Field | Fixed, ...]] = {
    "new_game": _fields("players", "setup", "teams", "first"),
    "deal": (_SEAT, *_fields("count", "draft")),
    "turn": (_SEAT,),
    "play": (_SEAT, _CARD, Fixed("from", "hand"), _TO_TABLEAU, Field("extra", "extra")),
    "skip": (_SEAT, *_fields("count", "step")),
    "use": (_SEAT, Field("effect", "effect"), Field("automatic", "automatic", optional=True)),
    "sacrifice": (_SEAT, _CARD, Field("effect", "effect"), Fixed("from", "tableau")),
    "discard": (_SEAT, _CARD, Field("from", "source"), _TO_DISCARD,
                Field("attacked", "attacked", optional=True)),
    "attack": (_SEAT, Field("domain", "domain")),
    "return": (_SEAT, _CARD, Fixed("from", "tableau"), _TO_HAND),
    "take": (_SEAT, _CARD, Fixed("from", "discard"), _TO_HAND),
    "draw": (_SEAT, *_fields("count", "cards"), _VISIBLE),
    "final_round": (_SEAT,),
    "target": (_SEAT, *_fields("target", "effect")),
    "pool": (_SEAT, *_fields("target", "count", "cards"), _VISIBLE),
    "give": (_SEAT, *_fields("target", "card"), _VISIBLE),
    "embargo": (_SEAT, *_fields("target", "domain", "card")),
    "democracy": (_SEAT, *_fields("target", "domain", "card")),
    "expire": (_SEAT, *_fields("by", "domain", "card"), _TO_DISCARD),
    "copy": (_SEAT, *_fields("target", "effect")),
    "coin_back": (_SEAT,),
    "keep": (_SEAT, _CARD, _VISIBLE),
    "pass": _fields("round"),
    "centre": _fields("cards"),
    "pick": (_SEAT, _CARD, Fixed("from", "centre"), _TO_TABLEAU),
    "over": (Field("result", "result", optional=True),),
}


def _joined(code: str, items: list[Any]) -> Any:
    """Items joined by a sentence of two (``log.and``: "a and b and c")."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = Sentence(code, {"first": item, "rest": out})
    return out


def result_line(result: Mapping[str, Any], teams: bool) -> Sentence:
    """One sentence saying who won and how (the ``over`` event's line)."""
    winners = result["winners"]
    names: list[Any]
    if teams:
        names = [Sentence("log.team", {"team": t}) for t in sorted({team_of(s) for s in winners})]
    else:
        names = [Seat(s) for s in winners]
    shared = len(winners) > 1 and not (teams and len(winners) == 2)
    params: dict[str, Any] = {"names": _joined("log.and", names), "n": 2 if shared else 1}
    if result["reason"] == "hegemony":
        return Sentence("log.over_hegemony", {**params, "domain": Domain(result["domain"])})
    team_points = result.get("team_points")
    if team_points:
        scores = [Sentence("log.team_score", {"team": t, "points": p}) for t, p in team_points.items()]
    else:
        scores = [Sentence("log.score", {"seat": Seat(s), "points": p})
                  for s, p in enumerate(result["points"])]
    params["score"] = _joined("log.comma", scores)
    if result["tiebreak"]:
        return Sentence("log.over_tiebreak", {**params, "domain": Domain(result["tiebreak"])})
    return Sentence("log.over_majority", params)


# ----------------------------------------------------------------- from the core's records

_FROM_CORE: dict[type, Callable[[Any, int], Event]] = {
    r.Turn: lambda i, n: Turn(i.seat, n),
    r.Play: lambda i, n: Play(i.seat, n, KINDS[i.card], i.extra),
    r.NoPlay: lambda i, n: Skip(i.seat, n, 1, "play"),
    r.Skip: lambda i, n: Skip(i.seat, n, i.plays, "extra"),
    r.Use: lambda i, n: Use(i.seat, n, EFFECTS[i.effect]),
    r.Auto: lambda i, n: Use(i.seat, n, EFFECTS[i.effect], True),
    r.Sacrifice: lambda i, n: Sacrifice(i.seat, n, KINDS[i.card], EFFECTS[i.effect]),
    r.Discard: lambda i, n: Discard(i.seat, n, KINDS[i.card], "hand" if i.source == "hand" else "tableau"),
    r.Lose: lambda i, n: Discard(i.seat, n, KINDS[i.card], "tableau", True),
    r.Attack: lambda i, n: Attack(i.seat, n, DOMAINS[i.domain]),
    r.Return: lambda i, n: Return(i.seat, n, KINDS[i.card]),
    r.Take: lambda i, n: Take(i.seat, n, KINDS[i.card]),
    r.Draw: lambda i, n: Draw(i.seat, n, len(i.cards), tuple([KINDS[k] for k in i.cards])),
    r.FinalRound: lambda i, n: FinalRound(i.seat, n),
    r.Target: lambda i, n: Target(i.seat, n, i.target, EFFECTS[i.effect]),
    r.Pool: lambda i, n: Pool(i.seat, n, i.target, len(i.cards), tuple([KINDS[k] for k in i.cards])),
    r.Give: lambda i, n: Give(i.seat, n, i.target, KINDS[i.card]),
    r.Marker: lambda i, n: (Embargo if i.effect == EMBARGO else DemocracyCard)(
        i.seat, n, i.target, DOMAINS[i.domain], KINDS[i.card]),
    r.Expire: lambda i, n: Expire(i.seat, n, i.by, DOMAINS[i.domain], KINDS[i.card]),
    r.Copy: lambda i, n: Copy(i.seat, n, i.target, EFFECTS[i.effect]),
    r.CoinBack: lambda i, n: CoinBack(i.seat, n),
    r.Keep: lambda i, n: Keep(i.seat, n, KINDS[i.card]),
    r.Pass: lambda i, n: Pass(None, n, i.round),
    r.Centre: lambda i, n: Centre(None, n, tuple([KINDS[k] for k in i.cards])),
    r.Pick: lambda i, n: Pick(i.seat, n, KINDS[i.card]),
    r.Over: lambda i, n: Over(None, n, None, False),     # only where it is not the action's last
}


def from_core(raw: list[tuple[Any, ...]], actions: int, result: Any, teams: bool) -> list[Event]:
    """The events of the core's records of one action (records.py; ``actions`` applied with it; ``result``:
    the core's result, for its ``Over`` record).

    :raises KeyError: for a record of a kind the core does not write.
    """
    build = _FROM_CORE
    if raw and type(raw[-1]) is r.Over:
        out = [build[type(item)](item, actions) for item in raw[:-1]]
        out.append(Over(None, actions, result, teams))
        return out
    return [build[type(item)](item, actions) for item in raw]


def header(players: int, setup: str, teams: bool, first: int, draft: bool) -> list[Event]:
    """The events of a new game's set-up: its header, every seat's deal, and (classic) the first turn."""
    out: list[Event] = [NewGame(None, 0, players, setup, teams, first)]
    out.extend(Deal(s, 0, 4 if draft else 3, draft) for s in range(players))
    if not draft:
        out.append(Turn(first, 0))
    return out
