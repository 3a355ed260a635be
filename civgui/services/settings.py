"""The player's settings, kept in ``settings.ini`` in the data folder.

``setting(key)`` gives a key's value with the type of its default in ``DEFAULTS``;
``set_setting(key, value)`` checks and stores one (written at once) and ``notifier().changed``
tells every widget which key changed, so the side panel's AI speed, the Play menu and the
Settings dialog show the same values. Every value is written as text this module encodes
itself, in the INI format QSettings writes, but the file is read and written by
``civgui.services.inifile``, never by QSettings: QSettings builds (and PySide unpickles) objects from
``@Variant`` values, so a hostile settings file would run code. Only plain texts are read; each
key's text is then decoded to the type of its default. A damaged value (edited by hand, written
by a newer version, not a text) gives the default with a warning in the log: settings never
stop the game, and reading never changes the file.

Until issue 10 the preferences were in ``prefs.json``: the first time the settings are used in a
data folder, its AI speed and remembered new-game choices are copied here, once.
"""

from __future__ import annotations

import json
import logging
import math
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from .i18n import LANGUAGES, SYSTEM
from .inifile import IniFile, read_ini, write_ini
from .storage import data_dir, load_prefs

LOG = logging.getLogger("civgui.settings")
FILE = "settings.ini"
MIGRATED = "meta/migrated"        # set once prefs.json was carried over (or there was none)
CARD_SIZES = ("small", "normal", "large")
DEFAULT_PACE = 0.6                # seconds an AI waits before each action, unless the player chose
MAX_PACE = 10.0                   # seconds an AI waits before each action, at most
MAX_TEXT = 100_000                # a longer stored text is damage, not a setting
LANGUAGE = "app/language"
LANGUAGE_CHOICES = (SYSTEM, *LANGUAGES)   # the system's language, then each language the game speaks
RANGES = {"sound/volume": (0, 100)}         # the whole-number settings' ranges (both ends included)

# the AI speed choices, shown by the side panel's combo and the Settings dialog alike
_PACES = ((QT_TRANSLATE_NOOP("Settings", "Instant"), 0.0),
          (QT_TRANSLATE_NOOP("Settings", "Fast (0.3 s)"), 0.3),
          (QT_TRANSLATE_NOOP("Settings", "Normal (0.6 s)"), DEFAULT_PACE),
          (QT_TRANSLATE_NOOP("Settings", "Slow (1.2 s)"), 1.2),
          (QT_TRANSLATE_NOOP("Settings", "Very slow (2 s)"), 2.0))
PACES: tuple[tuple[str, float], ...] = tuple((str(text), seconds) for text, seconds in _PACES)

DEFAULTS: dict[str, Any] = {
    LANGUAGE: SYSTEM,             # "en", "fr" or "hu"; empty: the system's language (another: damage)
    "ai/pace": DEFAULT_PACE,
    "table/palette": "classic",
    "table/card_size": "normal",
    "table/animation": True,
    "sound/enabled": True,
    "sound/volume": 70,           # 0..100 (civgui.media.sound: the slider's square is the loudness)
    "play/confirm_reveals": True,
    "guide/enabled": True,
    "guide/seen": [],
    "newgame/last": "",           # the last new-game choices (JSON text; empty: none yet)
}


def pace_text(text: str) -> str:
    """One of ``PACES``' texts in the player's language."""
    return QCoreApplication.translate("Settings", text)


class SettingsNotifier(QObject):
    """Says which setting changed (one for the whole app: ``notifier()``)."""

    changed = Signal(str)


_notifier: SettingsNotifier | None = None


def notifier() -> SettingsNotifier:
    """The app's one SettingsNotifier."""
    global _notifier
    if _notifier is None:
        _notifier = SettingsNotifier()
    return _notifier


def settings_path() -> Path:
    """The settings file of the data folder."""
    return data_dir() / FILE


_cache: dict[Path, tuple[tuple[int, int, int], IniFile]] = {}   # path: (its stat, what it held)
_told: set[tuple[Path, str, str]] = set()   # the refused values already logged (once per run each)
_carried: set[Path] = set()      # the settings files carried over in this process (even if not written)


def stored() -> IniFile:
    """What the settings file holds now (read again only when it changed; ``prefs.json``
    carried over the first time). Never builds an object from the file (``civgui.services.inifile``)."""
    path = settings_path()
    if path not in _carried:
        _carried.add(path)   # a read-only folder: carried over once per run, not at every call
        if not path.exists() and not path.is_symlink():
            _carry_over(path)
    try:
        info = path.stat()
        mark = (info.st_mtime_ns, info.st_size, info.st_ino)
    except OSError:
        mark = (0, -1, 0)
    cached = _cache.get(path)
    if cached is not None and cached[0] == mark:
        return cached[1]
    found = read_ini(path)
    if found.problem and (path, "", found.problem) not in _told:
        _told.add((path, "", found.problem))
        LOG.warning("settings file %s not read, the defaults are used: %s", path, found.problem)
    for key, why in found.refused.items():
        if (path, key, why) not in _told:
            _told.add((path, key, why))
            LOG.warning("setting %s ignored, the default is used: %s", key, why)
    _cache[path] = (mark, found)
    return found


def _write(path: Path, values: dict[str, str]) -> None:
    """Store ``values`` (encoded texts by key) in the settings file, its other lines kept.

    :raises OSError: when the file cannot be written.
    """
    if (path.exists() or path.is_symlink()) and not path.is_file():
        raise OSError(f"{path.name} is not a regular file")   # a FIFO, a device: never replaced
    keep = read_ini(path)       # a file too big to read is replaced (what it held was no settings)
    merged = {k: v for k, v in keep.values.items() if k in DEFAULTS or k == MIGRATED}
    merged.update(values)
    write_ini(path, merged, keep)
    _cache.pop(path, None)


def _carry_over(path: Path) -> None:
    """Copy the AI speed and the new-game choices of ``prefs.json`` into a new settings file (a
    damaged prefs.json is ignored: ``load_prefs`` logs why). prefs.json itself is left in place,
    untouched: an older version of the app, still installed or run from a backup, reads its
    preferences there. Nothing is written when there is nothing to carry over."""
    old = load_prefs()
    values: dict[str, str] = {}
    pace = old.get("ai_pace")
    if isinstance(pace, (int, float)) and not isinstance(pace, bool):
        try:
            values["ai/pace"] = _encode("ai/pace", _checked("ai/pace", float(pace)))
        except ValueError as exc:
            LOG.warning("AI speed of prefs.json not carried over: %s", exc)
    last = old.get("new_game")
    if isinstance(last, dict):
        values["newgame/last"] = json.dumps(last)
    if not values:
        return
    values[MIGRATED] = "true"
    try:
        _write(path, values)
    except OSError as exc:
        LOG.warning("preferences of prefs.json not carried over to %s: %s", path, exc)


def _checked(key: str, value: Any) -> Any:
    """``value`` if it is a valid value of ``key``.

    :raises ValueError: for an unknown key, a value of the wrong type or out of range.
    """
    if key not in DEFAULTS:
        raise ValueError(f"unknown setting {key!r}")
    default = DEFAULTS[key]
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"{key} must be true or false, not {value!r}")
    elif isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{key} must be a number of seconds, not {value!r}")
        value = float(value)
        if not math.isfinite(value) or not 0.0 <= value <= MAX_PACE:
            raise ValueError(f"{key} must be between 0 and {MAX_PACE:g} seconds, not {value!r}")
    elif isinstance(default, int):
        low, high = RANGES[key]
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{key} must be a whole number, not {value!r}")
        if not low <= value <= high:
            raise ValueError(f"{key} must be between {low} and {high}, not {value!r}")
    elif isinstance(default, list):
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"{key} must be a list of texts, not {value!r}")
        value = list(value)
    elif not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ValueError(f"{key} must be a text, not {value!r}")
    if key == "table/card_size" and value not in CARD_SIZES:
        raise ValueError(f"{key} must be one of {', '.join(CARD_SIZES)}, not {value!r}")
    if key == LANGUAGE and value not in LANGUAGE_CHOICES:
        raise ValueError(f"{key} must be one of {', '.join(map(repr, LANGUAGE_CHOICES))}, not {value!r}")
    if key == "table/palette" and not value:
        raise ValueError(f"{key} must name a palette")
    return value


def _encode(key: str, value: Any) -> str:
    default = DEFAULTS[key]
    if isinstance(default, bool):
        return "true" if value else "false"
    if isinstance(default, list):
        return json.dumps(value)
    return str(value)


def _decode(key: str, raw: str) -> Any:
    """The typed value of the stored text ``raw``.

    :raises ValueError: if it is not a valid value of ``key``.
    """
    default = DEFAULTS[key]
    if isinstance(default, bool):
        if raw not in ("true", "false"):
            raise ValueError(f"{raw[:20]!r} is not true or false")
        return _checked(key, raw == "true")
    if isinstance(default, float):
        try:
            number = float(raw)
        except ValueError:
            raise ValueError(f"{raw[:20]!r} is not a number") from None
        return _checked(key, number)
    if isinstance(default, int):
        try:
            whole = int(raw)
        except ValueError:
            raise ValueError(f"{raw[:20]!r} is not a whole number") from None
        return _checked(key, whole)
    if isinstance(default, list):
        try:
            items = json.loads(raw)
        except (ValueError, RecursionError):
            raise ValueError(f"{raw[:20]!r} is not a list") from None
        return _checked(key, items)
    return _checked(key, raw)


def setting(key: str) -> Any:
    """The value of ``key`` with its default's type; the default if unset or damaged (logged).

    :raises KeyError: for a key that is not in ``DEFAULTS``.
    """
    default = DEFAULTS[key]
    raw = stored().values.get(key)
    if raw is None:
        return list(default) if isinstance(default, list) else default
    try:
        return _decode(key, raw)
    except ValueError as exc:
        LOG.warning("setting %s ignored, the default is used: %s", key, exc)
        return list(default) if isinstance(default, list) else default


def set_setting(key: str, value: Any) -> None:
    """Store ``value`` for ``key`` (written at once); ``changed(key)`` is sent if it changed.

    :raises ValueError: for an unknown key, or a value of the wrong type or out of range.
    """
    value = _checked(key, value)
    before = setting(key)
    path = settings_path()
    try:
        _write(path, {key: _encode(key, value), MIGRATED: "true"})
    except OSError as exc:
        LOG.warning("settings not saved in %s: %s", path, exc)
    if value != before:
        notifier().changed.emit(key)
