"""The engine's typed errors."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is not legal now; the game is left exactly as it was."""


class PositionError(ValueError):
    """A position that cannot occur in the game, or a position asked for when none exists."""
