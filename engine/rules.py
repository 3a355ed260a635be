"""The rules core in one import: ``legal`` (menus.py) and ``step`` (moves.py) on integer
action codes, the turn helpers (turns.py), and the predicates each rule is written in once
(menus.py: what the effects menu offers; turns.py: Hegemony, winners, hand limits), which the
menu, the explanations (explain.py), positions and the AI all call. This is the only
implementation of the rules; ``Game`` wraps it with notation, events, the log and views.
"""

from __future__ import annotations

from .menus import (
    ATTACK_TABLEAU_NEED,
    NEED_DISCARD,
    NEED_HAND,
    NEED_NOTHING,
    NEED_TABLEAU,
    PERM_NEED,
    PERM_ZONE,
    S_ATTACK,
    S_COPY,
    S_DISCARD,
    S_EXTRA,
    S_GIVE,
    S_MARKER,
    S_REMOVE,
    S_RETURN,
    S_TAKE,
    S_TARGET,
    art_leader,
    attack_keeps_a_card,
    can_copy,
    can_play,
    copy_options,
    culture_rival,
    legal,
    level_need,
    perm_resolvable,
    perm_used,
    resolvable_effects,
    rival_has_tableau,
    sacrifice_used,
)
from .moves import step
from .turns import (
    GameResult,
    HegemonyResult,
    MajorityResult,
    effect_hand_limit,
    hegemony_domain,
    refill_limit,
    religion_effect,
    score_majorities,
    start_turn,
    winners_of,
)

__all__ = [
    "ATTACK_TABLEAU_NEED", "NEED_DISCARD", "NEED_HAND", "NEED_NOTHING", "NEED_TABLEAU", "PERM_NEED",
    "PERM_ZONE", "S_ATTACK", "S_COPY", "S_DISCARD", "S_EXTRA", "S_GIVE", "S_MARKER", "S_REMOVE",
    "S_RETURN", "S_TAKE", "S_TARGET", "GameResult", "HegemonyResult", "MajorityResult", "art_leader",
    "attack_keeps_a_card", "can_copy", "can_play", "copy_options", "culture_rival",
    "effect_hand_limit", "hegemony_domain", "legal", "level_need", "perm_resolvable", "perm_used",
    "refill_limit", "religion_effect", "resolvable_effects", "rival_has_tableau", "sacrifice_used",
    "score_majorities", "start_turn", "step", "winners_of",
]
