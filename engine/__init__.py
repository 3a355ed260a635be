"""CIV: Carta Impera Victoria — the rules engine (pure Python, no Qt).

The public surface is described in ENGINE_API.md: ``Game``, ``IllegalAction`` and
``PositionError``; the shapes of its data (views, positions, results) are in ``engine.types``.
"""

from __future__ import annotations

from .errors import IllegalAction, PositionError
from .game import Game

__all__ = ["Game", "IllegalAction", "PositionError"]
