"""The box of CIV: Domains, Ages, the 15 card kinds and the numbers the rules depend on.

Cards of one Domain and Age are interchangeable, so the engine counts *kinds*: a kind is
an index 0..14 into ``KINDS`` (notation ``SCI1``, ``UTO3``...). Domains are indices
0..5 in Domain order (MIL, REL, ECO, SCI, ART, UTO).
"""

from __future__ import annotations

from typing import Final

# The engine's constants are ``Final``: compiled (build/accelerate.py), its modules read them as C
# constants instead of looking each up by name.
MIL: Final = 0
REL: Final = 1
ECO: Final = 2
SCI: Final = 3
ART: Final = 4
UTO: Final = 5
DOMAINS: Final[tuple[str, ...]] = ("MIL", "REL", "ECO", "SCI", "ART", "UTO")
DOMAIN_INDEX: Final[dict[str, int]] = {d: i for i, d in enumerate(DOMAINS)}
DOMAIN_NAMES: Final[tuple[str, ...]] = ("Military", "Religion", "Economy", "Science", "Culture", "Utopia")
# Sets of Domains are bit masks, bit d for Domain d: the per-turn limits (a permanent effect or a
# sacrifice of each Domain once per turn) and the Domains under Embargo.
MIL_BIT: Final = 1 << MIL
REL_BIT: Final = 1 << REL
ECO_BIT: Final = 1 << ECO
SCI_BIT: Final = 1 << SCI
ART_BIT: Final = 1 << ART
UTO_BIT: Final = 1 << UTO
# The Domains with level and sacrifice effects: all but Culture (its effect is Inspiration).
EFFECT_DOMAINS: Final = MIL_BIT | REL_BIT | ECO_BIT | SCI_BIT | UTO_BIT

# How many cards of each Domain each Age holds (RULES §1).
AGE_DISTRIBUTION: Final[dict[int, tuple[int, ...]]] = {
    1: (8, 8, 4, 4, 4, 0),
    2: (8, 8, 4, 8, 4, 0),
    3: (4, 0, 8, 8, 8, 16),
}

KINDS: Final[tuple[str, ...]] = tuple(
    DOMAINS[d] + str(age)
    for d in range(6)
    for age in (1, 2, 3)
    if AGE_DISTRIBUTION[age][d]
)
NKINDS: Final = len(KINDS)
KIND_INDEX: Final[dict[str, int]] = {k: i for i, k in enumerate(KINDS)}
KIND_DOMAIN: Final[tuple[int, ...]] = tuple(DOMAIN_INDEX[k[:3]] for k in KINDS)
KIND_AGE: Final[tuple[int, ...]] = tuple(int(k[3]) for k in KINDS)
BOX: Final[tuple[int, ...]] = tuple(AGE_DISTRIBUTION[KIND_AGE[i]][KIND_DOMAIN[i]] for i in range(NKINDS))
BOX_SIZE: Final = sum(BOX)
HIDDEN: Final[tuple[str, ...]] = ("", "?1", "?2", "?3")
REMOVED_PER_AGE: Final = 3

# Hand limits (RULES §3 step 3, §4): the refill at the end of a turn, raised for that turn by Religion's
# permanent effects (Holy Book at level 1, Divine Right at level 2).
BASE_HAND_LIMIT: Final = 3
HOLY_BOOK_LIMIT: Final = 5
DIVINE_RIGHT_LIMIT: Final = 7
HAND_LIMITS: Final[tuple[int, ...]] = (BASE_HAND_LIMIT, HOLY_BOOK_LIMIT, DIVINE_RIGHT_LIMIT)

# Tie-break order at majorities: Utopia first, then Art, Science, Economy, Religion, Military.
TIEBREAK_ORDER: Final[tuple[int, ...]] = (UTO, ART, SCI, ECO, REL, MIL)


def level_thresholds(players: int) -> tuple[int, int]:
    """Cards of a Domain needed for its level-1 and level-2 effects."""
    return (2, 4) if players == 4 else (3, 5)


def hegemony_target(players: int) -> int:
    """Cards of one Domain that win at the end of your turn (before Democracy)."""
    return 8 if players == 2 else 7


def box_of_age(age: int) -> list[int]:
    """The kinds of every card of one Age, one entry per physical card."""
    return [k for k in range(NKINDS) if KIND_AGE[k] == age for _ in range(BOX[k])]


def team_of(seat: int) -> str:
    """Team letter of a seat in a team game (seats 0 and 2 are A, 1 and 3 are B)."""
    return "AB"[seat % 2]


assert NKINDS == 15 and BOX_SIZE == 104
