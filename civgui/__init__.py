"""CIV: Carta Impera Victoria — the desktop table (PySide6).

The only package of the project that imports Qt. ``GameModel`` (model.py) owns the engine
``Game``; every widget reads the model and calls ``GameModel.submit``. Start it with
``civ`` or ``python -m civgui``.
"""

from __future__ import annotations

from engine.version import __version__ as __version__  # written in one place: engine/version.py

APP_NAME = "CIV: Carta Impera Victoria"
