"""CIV: Carta Impera Victoria — the rules engine (pure Python, no Qt).

The public surface is described in ENGINE_API.md: ``Game``, ``IllegalAction``,
``PositionError`` and ``Action``.
"""

from __future__ import annotations

from .actions import Action
from .errors import IllegalAction, PositionError
from .game import Game

__all__ = ["Action", "Game", "IllegalAction", "PositionError"]
