"""Seats, the user's data folder, and the app's save files (the engine's save plus the seats).

A save is JSON: ``{"format": "civgui-save", "version": 1, "seats": [...], "game": <the
engine's to_json() text>}``. Only ``engine.Game.from_json`` rebuilds the game, so a
damaged file is refused with the engine's message. The autosave is written after every
action, so a crash loses nothing.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
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
    """The user's data folder for logs and saves (``CIV_DATA_DIR`` overrides it)."""
    override = os.environ.get("CIV_DATA_DIR")
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location) if location else Path.home() / ".civ"
        if path.name in ("", "python", "python3"):
            path = path.parent / "civ"
    path.mkdir(parents=True, exist_ok=True)
    return path


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


def save_text(game: Game, seats: list[SeatConfig]) -> str:
    """The save file text of a game and its seats."""
    return json.dumps({
        "format": FORMAT, "version": VERSION,
        "seats": [asdict(s) for s in seats],
        "game": game.to_json(),
    })


def write_save(path: Path, game: Game, seats: list[SeatConfig]) -> None:
    """Write a save atomically (a crash mid-write keeps the previous file)."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(save_text(game, seats), encoding="utf-8")
    os.replace(tmp, path)


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
