"""The rules core in one import: ``legal`` (menus.py) and ``step`` (moves.py) on integer
action codes, and the turn helpers (turns.py). This is the only implementation of the
rules; ``Game`` wraps it with notation, events, the log and views.
"""

from __future__ import annotations

from .menus import (
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
    can_play,
    copy_options,
    legal,
    perm_resolvable,
)
from .moves import step
from .turns import score_majorities, start_turn

__all__ = [
    "S_ATTACK", "S_COPY", "S_DISCARD", "S_EXTRA", "S_GIVE", "S_MARKER", "S_REMOVE", "S_RETURN",
    "S_TAKE", "S_TARGET", "art_leader", "can_play", "copy_options", "legal", "perm_resolvable",
    "score_majorities", "start_turn", "step",
]
