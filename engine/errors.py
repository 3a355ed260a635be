"""The engine's typed errors."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .words import Sentence


class IllegalAction(ValueError):
    """An action that is not legal now; the game is left exactly as it was.

    ``reason`` is why, as a ``Sentence`` (its ``str()`` ends the message), for a reader that
    renders it in its own words.
    """

    def __init__(self, message: str, reason: Sentence | None = None) -> None:
        super().__init__(message)
        self.reason = reason


class PositionError(ValueError):
    """A position that cannot occur in the game, or a position asked for when none exists."""
