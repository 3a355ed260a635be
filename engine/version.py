"""The app's version, in one place: the package metadata (pyproject.toml), ``civ --version``,
the packages built by build/make.py and every save file read it from here."""

from __future__ import annotations

__version__ = "0.1.0"
