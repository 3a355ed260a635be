"""Each effect's facts in one table: its name, Domain, level or sacrifice, what it needs, what it does.

``EFFECT_FACTS[e]`` is the row of effect e (an index 0..15, the order of ``EFFECTS``): RULES §4
(the ten permanent effects, two levels of five Domains), §5 (the five sacrifices) and §6
(Inspiration). The rules core (menus, moves, turns), the explanations, the threats, the AI and
the GUI read an effect's facts here; the names below (``PERM_DOMAIN``, ``PERM_ZONE``...) are
this table's columns, built from it once at import for the hot paths.

The hand limits of Holy Book and Divine Right are ``cards.HOLY_BOOK_LIMIT`` and
``cards.DIVINE_RIGHT_LIMIT`` (the box's numbers, beside the base limit of 3); their rows carry them.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from .cards import ART, DIVINE_RIGHT_LIMIT, ECO, HOLY_BOOK_LIMIT, MIL, REL, SCI, UTO

# What an effect's kind is: a permanent effect (a Domain's level), a sacrifice, or Inspiration.
PERMANENT: Final = 0
SACRIFICE: Final = 1
INSPIRE: Final = 2

# The zone of the active player that resolving an effect completely needs cards in (beyond the
# cards of its Domain that its level or sacrifice asks): it needs at least ``need`` cards there.
NEED_NOTHING: Final = 0
NEED_HAND: Final = 1
NEED_TABLEAU: Final = 2
NEED_DISCARD: Final = 3


class EffectFacts(NamedTuple):
    """One effect's facts (RULES §4-6), read by name."""

    name: str           # its notation name: ``use <name>`` (ENGINE_API.md)
    domain: int         # its Domain (cards.DOMAINS index)
    kind: int           # PERMANENT, SACRIFICE or INSPIRE
    level: int          # 1 or 2 for a permanent effect, 0 otherwise
    zone: int           # NEED_*: the zone resolving it completely needs cards in
    need: int           # how many cards that zone needs
    moves: int          # cards it discards from the hand, removes, returns or takes (at most)
    plays: int          # extra cards it plays after its removes or returns
    draws: int          # cards it draws from the deck
    hand_limit: int     # the hand limit it sets for this turn's refill (0: none)
    rival_tableau: bool  # whether it needs another seat with a card in its tableau (its target)


def _level(name: str, domain: int, level: int, zone: int, need: int, moves: int = 0,
           plays: int = 0, hand_limit: int = 0) -> EffectFacts:
    return EffectFacts(name, domain, PERMANENT, level, zone, need, moves, plays, 0, hand_limit, False)


def _sacrifice(name: str, domain: int, zone: int = NEED_NOTHING, need: int = 0, draws: int = 0,
               rival_tableau: bool = False) -> EffectFacts:
    return EffectFacts(name, domain, SACRIFICE, 0, zone, need, draws, 0, draws, 0, rival_tableau)


EFFECT_FACTS: Final[tuple[EffectFacts, ...]] = (
    # MIL: Assassination / Purge discard 1 / 2 cards from the hand (Purge needs 2 there).
    _level("assassination", MIL, 1, NEED_HAND, 1, moves=1),
    _level("purge", MIL, 2, NEED_HAND, 2, moves=2),
    # REL: Holy Book / Divine Right set the hand limit of this turn's refill.
    _level("holy-book", REL, 1, NEED_NOTHING, 0, hand_limit=HOLY_BOOK_LIMIT),
    _level("divine-right", REL, 2, NEED_NOTHING, 0, hand_limit=DIVINE_RIGHT_LIMIT),
    # ECO: Development / Monopoly discard 1 / 2 tableau cards, then play 1 / 2 extra cards.
    _level("development", ECO, 1, NEED_TABLEAU, 1, moves=1, plays=1),
    _level("monopoly", ECO, 2, NEED_TABLEAU, 2, moves=2, plays=2),
    # SCI: Experiment / Research return 1 / 2 tableau cards to the hand, then play as many.
    _level("experiment", SCI, 1, NEED_TABLEAU, 1, moves=1, plays=1),
    _level("research", SCI, 2, NEED_TABLEAU, 2, moves=2, plays=2),
    # UTO: Oligarchy / Republic take 1 / up to 2 cards of the discard pile (it must hold one).
    _level("oligarchy", UTO, 1, NEED_DISCARD, 1, moves=1),
    _level("republic", UTO, 2, NEED_DISCARD, 1, moves=2),
    # Sacrifices (one card of the Domain from the tableau). Attack keeps a card to attack with:
    # the tableau needs two, the sacrificed one included.
    _sacrifice("attack", MIL, NEED_TABLEAU, 2),
    _sacrifice("inquisition", REL),
    _sacrifice("embargo", ECO, rival_tableau=True),
    # Breakthrough draws 5, then discards as many as it drew.
    _sacrifice("breakthrough", SCI, draws=5),
    _sacrifice("democracy", UTO, rival_tableau=True),
    # Culture: Inspiration copies another seat's permanent effect (no level, no sacrifice).
    EffectFacts("inspiration", ART, INSPIRE, 0, NEED_NOTHING, 0, 0, 0, 0, 0, False),
)

# The effects' indices, in the table's order.
ASSASSINATION: Final = 0
PURGE: Final = 1
HOLY_BOOK: Final = 2
DIVINE_RIGHT: Final = 3
DEVELOPMENT: Final = 4
MONOPOLY: Final = 5
EXPERIMENT: Final = 6
RESEARCH: Final = 7
OLIGARCHY: Final = 8
REPUBLIC: Final = 9
ATTACK: Final = 10
INQUISITION: Final = 11
EMBARGO: Final = 12
BREAKTHROUGH: Final = 13
DEMOCRACY: Final = 14
INSPIRATION: Final = 15

# The table's columns, for the modules that index them on hot paths.
EFFECTS: Final[tuple[str, ...]] = tuple(f.name for f in EFFECT_FACTS)
EFFECT_INDEX: Final[dict[str, int]] = {f.name: e for e, f in enumerate(EFFECT_FACTS)}
NPERMANENT: Final = sum(1 for f in EFFECT_FACTS if f.kind == PERMANENT)   # effects 0..9
# Permanent effect e belongs to Domain PERM_DOMAIN[e], at level PERM_LEVEL[e] (1 or 2).
PERM_DOMAIN: Final[tuple[int, ...]] = tuple(f.domain for f in EFFECT_FACTS[:NPERMANENT])
PERM_LEVEL: Final[tuple[int, ...]] = tuple(f.level for f in EFFECT_FACTS[:NPERMANENT])
# Effect e needs at least PERM_NEED[e] cards in zone PERM_ZONE[e] (NEED_NOTHING: no condition).
PERM_ZONE: Final[tuple[int, ...]] = tuple(f.zone for f in EFFECT_FACTS[:NPERMANENT])
PERM_NEED: Final[tuple[int, ...]] = tuple(f.need for f in EFFECT_FACTS[:NPERMANENT])
SACRIFICE_DOMAIN: Final[dict[int, int]] = {
    e: f.domain for e, f in enumerate(EFFECT_FACTS) if f.kind == SACRIFICE}
# Attack sacrifices a Military card and attacks with another: the tableau needs two.
ATTACK_TABLEAU_NEED: Final = EFFECT_FACTS[ATTACK].need
BREAKTHROUGH_DRAW: Final = EFFECT_FACTS[BREAKTHROUGH].draws
# The hand limit each effect sets (0: none): Holy Book's and Divine Right's.
EFFECT_HAND_LIMIT: Final[tuple[int, ...]] = tuple(f.hand_limit for f in EFFECT_FACTS)


def facts(name: str) -> EffectFacts:
    """The facts of the effect named ``name`` (its notation name, e.g. ``"holy-book"``).

    :raises KeyError: for a name that is no effect's.
    """
    return EFFECT_FACTS[EFFECT_INDEX[name]]


assert EFFECTS == (
    "assassination", "purge", "holy-book", "divine-right", "development", "monopoly",
    "experiment", "research", "oligarchy", "republic",
    "attack", "inquisition", "embargo", "breakthrough", "democracy", "inspiration",
)
assert NPERMANENT == 10 and all(f.kind == PERMANENT for f in EFFECT_FACTS[:NPERMANENT])
