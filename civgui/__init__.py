"""CIV: Carta Impera Victoria — the desktop table (PySide6).

The only package of the project that imports Qt. ``GameModel`` (model.py) owns the engine
``Game``; every widget reads the model and calls ``GameModel.submit``. Start it with
``civ`` or ``python -m civgui``.
"""

from __future__ import annotations

__version__ = "0.1.0"
APP_NAME = "CIV: Carta Impera Victoria"
