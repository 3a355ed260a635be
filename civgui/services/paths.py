"""Where the game's files are: the ``resources`` folder of a source checkout or of a PyInstaller
bundle (card art, icons, sounds, fonts, rules, translations)."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]      # the checkout (this file is civgui/services/paths.py)


@functools.cache
def resource_root() -> Path:
    """The ``resources`` folder, from a source checkout or from a PyInstaller bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return ROOT / "resources"


def resource_path(*parts: str) -> Path:
    """Path of a file under ``resources`` (it may not exist yet)."""
    return resource_root().joinpath(*parts)
