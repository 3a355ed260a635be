"""Seats, the user's data folder, and the app's save files (the engine's save plus the seats).

A save is JSON: ``{"format": "civgui-save", "version": 1, "seats": [...], "game": <the
engine's to_json() text>}``. Only ``engine.Game.from_json`` rebuilds the game, so a
damaged file is refused with the engine's message. The autosave is written after every
action, so a crash loses nothing.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from engine import Game

FORMAT = "civgui-save"
VERSION = 1
AI_LEVELS = ("easy", "medium", "hard", "random")
SEAT_KINDS = ("human", *AI_LEVELS)
AUTOSAVE = "autosave.civ.json"


@dataclass
class SeatConfig:
    """Who sits in one seat: a name and ``human`` or an AI level."""

    name: str
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        """Whether a person plays this seat."""
        return self.kind == "human"

    @property
    def label(self) -> str:
        """``you`` for a person, ``Medium AI`` for an AI seat."""
        return "you" if self.is_human else f"{self.kind.title()} AI"


@dataclass
class GameConfig:
    """Everything the new-game dialog decides."""

    seats: list[SeatConfig] = field(default_factory=lambda: default_seats(3))
    setup: str = "classic"
    teams: bool = False
    seed: int | None = None

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)


def default_seats(players: int) -> list[SeatConfig]:
    """You in seat 0 and Medium AIs elsewhere."""
    names = ["Player", "Aurelia", "Bartholomew", "Cassia"]
    return [SeatConfig("Player", "human")] + [SeatConfig(names[i], "medium") for i in range(1, players)]


def data_dir() -> Path:
    """The user's data folder for logs and saves (``CIV_DATA_DIR`` overrides it).

    Created when missing; if that fails the path is still returned (``data_dir_problem`` says why).
    """
    override = os.environ.get("CIV_DATA_DIR")
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location) if location else Path.home() / ".civ"
        if path.name in ("", "python", "python3"):
            path = path.parent / "civ"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass          # a read-only or impossible folder: the game still starts, without saving
    return path


def data_dir_problem() -> str | None:
    """Why nothing can be saved in the data folder (in the player's words), or None if it is writable."""
    path = data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=path, prefix=".probe-", suffix=".tmp")
    except OSError as exc:
        return f"the data folder {path} cannot be written ({exc.strerror or exc})"
    os.close(fd)
    try:
        os.unlink(probe)
    except OSError:
        pass
    return None


PREFS = "prefs.json"


def load_prefs() -> dict[str, Any]:
    """The player's preferences (AI speed...); empty when none are saved or the file is bad."""
    try:
        data = json.loads((data_dir() / PREFS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_prefs(**changes: Any) -> None:
    """Remember preferences between sessions (merged into what is saved)."""
    prefs = load_prefs()
    prefs.update(changes)
    try:
        (data_dir() / PREFS).write_text(json.dumps(prefs), encoding="utf-8")
    except OSError:
        pass          # preferences are a convenience: never stop the game for them


def autosave_path() -> Path:
    """Where the game in progress is written after every action."""
    return data_dir() / AUTOSAVE


def set_aside(path: Path, when: datetime | None = None) -> Path:
    """Rename a damaged save next to itself, dated (``autosave-damaged-2026-12-01T09-30-12.civ.json``).

    An earlier file of the same name is never replaced (``-2``, ``-3``... are added).

    :raises OSError: if it cannot be renamed.
    """
    stem = path.name.removesuffix(".civ.json").removesuffix(".json")
    stamp = (when or datetime.now()).strftime("%Y-%m-%dT%H-%M-%S")
    for n in range(1, 1000):
        target = path.with_name(f"{stem}-damaged-{stamp}{'' if n == 1 else f'-{n}'}.civ.json")
        if not target.exists() and not target.is_symlink():
            os.rename(path, target)
            return target
    raise OSError(f"too many damaged copies of {path.name} in {path.parent}")


def save_text(game: Game, seats: list[SeatConfig]) -> str:
    """The save file text of a game and its seats."""
    return json.dumps({
        "format": FORMAT, "version": VERSION,
        "seats": [asdict(s) for s in seats],
        "game": game.to_json(),
    })


def write_save(path: Path, game: Game, seats: list[SeatConfig]) -> None:
    """Write a save atomically: a crash or a kill at any moment keeps the previous file or the new one.

    The text goes to a temporary file of its own in the same folder, is flushed to the disk, then
    renamed over ``path``; on any failure the temporary file is removed.

    :raises OSError: if the file cannot be written (full disk, read-only folder...).
    """
    write_atomic(path, save_text(game, seats).encode("utf-8"))


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically and durably (unique temporary file, fsync, rename).

    :raises OSError: if it cannot be written; no temporary file is left behind.
    """
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        try:
            view = memoryview(data)
            if hasattr(os, "fchmod"):
                os.fchmod(fd, 0o644)      # like a file written the usual way, not mkstemp's 0600
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    sync_folder(path.parent)


def remove_stray_temporaries(folder: Path) -> list[Path]:
    """Delete the temporary files a killed copy left in ``folder`` (call only while holding its lock)."""
    removed = []
    for tmp in [*folder.glob(".*.tmp"), folder / (AUTOSAVE + ".tmp")]:
        try:
            if tmp.is_file():
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
    return removed


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to the disk where the system allows it (not Windows)."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass          # some file systems refuse fsync on a folder: the rename itself is done
    finally:
        os.close(fd)


def read_save(path: Path) -> tuple[Game, list[SeatConfig]]:
    """A game and its seats from a save file.

    :raises ValueError: if the file is not a readable CIV save (message says why).
    """
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path.name}: {exc}") from exc
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path.name} is not a CIV save (not JSON: {exc.msg})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{path.name} is not a CIV save")
    if data.get("version") != VERSION:
        raise ValueError(f"{path.name} has save version {data.get('version')!r}; this game reads {VERSION}")
    game = Game.from_json(data.get("game", ""))
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != game.players:
        raise ValueError(f"{path.name}: the seats do not match the game")
    seats = []
    for item in seats_raw:
        if not isinstance(item, dict) or item.get("kind") not in SEAT_KINDS:
            raise ValueError(f"{path.name}: bad seat entry {item!r}")
        seats.append(SeatConfig(str(item.get("name", "Player")), item["kind"]))
    return game, seats
