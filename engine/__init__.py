"""CIV: Carta Impera Victoria — the rules engine (pure Python, no Qt).

The public surface is described in ENGINE_API.md: ``Game``, ``IllegalAction`` and
``PositionError``; the shapes of its data (views, positions, results) are in ``engine.types``.
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from .errors import IllegalAction, PositionError
from .game import Game

__all__ = ["Game", "IllegalAction", "PositionError", "compiled"]


def compiled() -> list[str]:
    """The engine's modules that run as compiled extensions (build/accelerate.py), sorted; empty
    when the engine runs its sources. An extension beside a source is what ``import`` loads."""
    here = Path(__file__).parent
    return sorted({".".join(("engine", *path.relative_to(here).parent.parts, path.name.split(".")[0]))
                   for suffix in EXTENSION_SUFFIXES for path in here.rglob("*" + suffix)})
