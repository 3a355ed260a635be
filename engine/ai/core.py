"""The AI's one door to the rules core: what the search simulates, and nothing else of the engine's insides.

What an AI *decides from* is its seat's knowledge only: ``observe.information_state`` builds a core
``State`` from ``game.determinize(seat)`` (every card hidden from the seat dealt again in a fixed
order), and every AI's choice is a function of that state, its own seed and its budget; the belief
reads the events as the seat knows them (``game.determinize(seat).events``). What an AI *computes
with* is the rules core itself, for speed: the search, the win finder and the block check copy the
information state or a world sampled from it, list its legal action codes and step it, and the
rule policy and the evaluation read its counts directly. That core (below) is reached from the AI
only through this module; the rest of ``engine/ai`` imports, besides it, only the engine's public
surface (``engine.game.Game``, ``engine.errors``, ``engine.types``, ``engine.words``). Kept by
``tests/ai/test_ai_boundary.py``.

The state's phases named like the actions' verbs come as ``PHASE_PLAY`` and ``PHASE_EFFECTS``.
"""

from __future__ import annotations

# action codes: verbs, effect indices, notation
from ..actions import (
    ARG_MASK,
    ASSASSINATION,
    ATTACK,
    BREAKTHROUGH,
    COPY,
    DEMOCRACY,
    DEVELOPMENT,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    EFFECTS,
    EMBARGO,
    END,
    END_ACTION,
    EXPERIMENT,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    INSPIRATION,
    KEEP,
    MONOPOLY,
    NOTATION,
    OLIGARCHY,
    PARSE,
    PERM_DOMAIN,
    PICK,
    PLAY,
    PURGE,
    REMOVE,
    REPUBLIC,
    RESEARCH,
    RETURN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    code,
    code_of,
    copy_arg,
    copy_parts,
    is_permanent,
)

# the cards: kinds, Domains, Ages
from ..cards import (
    ART,
    BOX,
    BOX_SIZE,
    DOMAIN_INDEX,
    DOMAINS,
    ECO,
    KIND_AGE,
    KIND_DOMAIN,
    KIND_INDEX,
    KINDS,
    MIL,
    NKINDS,
    REL,
    SCI,
    TIEBREAK_ORDER,
    UTO,
    level_thresholds,
)

# each effect's facts
from ..effects import (
    BREAKTHROUGH_DRAW,
    EFFECT_HAND_LIMIT,
)

# the events a seat saw (the belief reads them, the win chances name them)
from ..events import (
    Attack,
    Copy,
    DemocracyCard,
    Discard,
    Draw,
    Embargo,
    Event,
    Expire,
    FinalRound,
    Give,
    Keep,
    NewGame,
    Over,
    Pick,
    Play,
    Pool,
    Return,
    Sacrifice,
    Skip,
    Take,
    Target,
    Turn,
    Use,
)

# dealing the cards hidden from a seat
from ..knowledge import (
    Dealer,
    redeal,
)

# what an effect may offer
from ..menus import (
    can_play,
    copy_options,
)

# the stages of a pending effect
from ..pending import (
    S_COPY,
    S_GIVE,
)

# the core's legal actions and its step
from ..rules import (
    S_ATTACK,
    hegemony_domain,
    legal,
    refill_limit,
    step,
)

# the core state and its phases
from ..state import (
    DRAFT_KEEP,
    DRAFT_PICK,
    OVER,
    PUBLIC,
    SUB,
    State,
)
from ..state import (
    EFFECTS as PHASE_EFFECTS,
)
from ..state import (
    PLAY as PHASE_PLAY,
)

# the wins a seat could make next
from ..threats import (
    threats,
)

# how a game ends
from ..turns import (
    HegemonyResult,
)

__all__ = [
    "ARG_MASK",
    "ART",
    "ASSASSINATION",
    "ATTACK",
    "BOX",
    "BOX_SIZE",
    "BREAKTHROUGH",
    "BREAKTHROUGH_DRAW",
    "COPY",
    "DEMOCRACY",
    "DEVELOPMENT",
    "DISCARD",
    "DIVINE_RIGHT",
    "DOMAIN",
    "DOMAINS",
    "DOMAIN_INDEX",
    "DRAFT_KEEP",
    "DRAFT_PICK",
    "ECO",
    "EFFECTS",
    "EFFECT_HAND_LIMIT",
    "EMBARGO",
    "END",
    "END_ACTION",
    "EXPERIMENT",
    "GIVE",
    "HOLY_BOOK",
    "INQUISITION",
    "INSPIRATION",
    "KEEP",
    "KINDS",
    "KIND_AGE",
    "KIND_DOMAIN",
    "KIND_INDEX",
    "MIL",
    "MONOPOLY",
    "NKINDS",
    "NOTATION",
    "OLIGARCHY",
    "OVER",
    "PARSE",
    "PERM_DOMAIN",
    "PHASE_EFFECTS",
    "PHASE_PLAY",
    "PICK",
    "PLAY",
    "PUBLIC",
    "PURGE",
    "REL",
    "REMOVE",
    "REPUBLIC",
    "RESEARCH",
    "RETURN",
    "SCI",
    "SHIFT",
    "SUB",
    "S_ATTACK",
    "S_COPY",
    "S_GIVE",
    "TAKE",
    "TARGET",
    "TIEBREAK_ORDER",
    "USE",
    "UTO",
    "Attack",
    "Copy",
    "Dealer",
    "DemocracyCard",
    "Discard",
    "Draw",
    "Embargo",
    "Event",
    "Expire",
    "FinalRound",
    "Give",
    "HegemonyResult",
    "Keep",
    "NewGame",
    "Over",
    "Pick",
    "Play",
    "Pool",
    "Return",
    "Sacrifice",
    "Skip",
    "State",
    "Take",
    "Target",
    "Turn",
    "Use",
    "can_play",
    "code",
    "code_of",
    "copy_arg",
    "copy_options",
    "copy_parts",
    "hegemony_domain",
    "is_permanent",
    "legal",
    "level_thresholds",
    "redeal",
    "refill_limit",
    "step",
    "threats",
]
