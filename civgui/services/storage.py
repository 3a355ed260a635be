"""Seats, the user's data folder, and the app's save files (the engine's save plus the seats).

A save is JSON: ``{"format": "civgui-save", "version": 2, "app": <the app's version>, "seats":
[...], "game": <the engine's to_json() text>, "log": {"actions": n, "lines": m, "entries": [...]},
"hints": [per seat, the "What would Hard do?" hints asked]}`` (version 1, still read, had no "app";
"hints" is optional: a save without it has used none). Only
``engine.Game.from_json`` rebuilds the game, so a damaged file is refused with the engine's
message; everything around it (size, encoding, nesting, seats, keys) is checked here first,
so a refused file changes nothing. ``log`` holds the table's log entries (AI reasons,
private lines), written generically with ``dataclasses.asdict`` and restored only when they
cover exactly the saved game. The autosave is written after every action, so a crash loses
nothing.
"""

from __future__ import annotations

import errno
import functools
import json
import logging
import os
import stat
import tempfile
import types
import typing
from collections.abc import Sequence
from dataclasses import MISSING, Field, asdict, dataclass, field, fields, is_dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QStandardPaths

from engine import Game
from engine.version import __version__

from .i18n import fill, ntr
from .plain import MAX_NAME_LENGTH, clean_name

FORMAT = "civgui-save"
VERSION = 2
READS = (1, 2)                  # the envelope versions this app loads
MAX_APP_LENGTH = 40
AI_LEVELS = ("easy", "medium", "hard", "random")
SEAT_KINDS = ("human", *AI_LEVELS)
AUTOSAVE = "autosave.civ.json"
SAVE_SUFFIX = ".civ.json"
MAX_SAVE_BYTES = 20_000_000     # a whole game is ~100 kB; anything far bigger is not a save
MAX_PREFS_BYTES = 1_000_000
SAVE_KEYS = ("format", "version", "app", "seats", "game", "log", "hints")
_SAVE_KEYS_V1 = ("format", "version", "seats", "game", "log")
LOG_ENTRIES_SLACK = 64         # log entries of a save beyond twice its actions and lines (notes)
MAX_HINTS = 1_000_000          # hints asked by one seat in one game: far more is a damaged count
LOG = logging.getLogger("civgui.storage")
# how a seat of each AI level is called
AI_LABELS = {
    "easy": QT_TRANSLATE_NOOP("Seats", "Easy AI"),
    "medium": QT_TRANSLATE_NOOP("Seats", "Medium AI"),
    "hard": QT_TRANSLATE_NOOP("Seats", "Hard AI"),
    "random": QT_TRANSLATE_NOOP("Seats", "Random AI"),
}


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
        if self.is_human:
            return QCoreApplication.translate("Seats", "you", "the seat of the person at this screen")
        label = AI_LABELS.get(self.kind)
        return QCoreApplication.translate("Seats", str(label)) if label is not None else self.kind


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
    names = ["", "Aurelia", "Bartholomew", "Cassia"]
    you = QCoreApplication.translate("Seats", "Player", "the default name of the person in seat 1")
    return [SeatConfig(you, "human")] + [SeatConfig(names[i], "medium") for i in range(1, players)]


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
        return fill(QCoreApplication.translate(
            "SaveFile", "the data folder {folder} cannot be written ({why})", "why: the system's reason"),
            folder=path, why=exc.strerror or exc)
    os.close(fd)
    try:
        os.unlink(probe)
    except OSError:
        pass
    return None


PREFS = "prefs.json"           # the preferences before issue 10: read once by civgui.services.settings


def load_prefs() -> dict[str, Any]:
    """The preferences of ``prefs.json`` (AI speed, last new-game choices), to carry them over into the
    settings; empty when there are none.

    A damaged file (unreadable, huge, not UTF-8, not JSON, nested too deep) is ignored with a
    warning in the log: preferences never stop the game.
    """
    try:
        path = data_dir() / PREFS
        if not path.exists():
            return {}
        if not path.is_file():                  # a folder or a pipe: reading it could block the start
            raise ValueError(f"{PREFS} is not a file")
        data: Any = parse_json(read_limited(path, MAX_PREFS_BYTES), PREFS, save=False)
    except (OSError, ValueError) as exc:
        LOG.warning("preferences ignored: %s", exc)
        return {}
    return data if isinstance(data, dict) else {}


def autosave_path() -> Path:
    """Where the game in progress is written after every action."""
    return data_dir() / AUTOSAVE


def set_aside(path: Path, when: datetime | None = None, suffix: str = SAVE_SUFFIX,
              word: str = "damaged") -> Path:
    """Rename a damaged save next to itself, dated (``autosave-damaged-2026-12-01T09-30-12.civ.json``).

    An earlier file of the same name is never replaced (``-2``, ``-3``... are added). Another kind
    of file keeps its own ``suffix`` (``stats.sqlite`` -> ``stats-damaged-<date>.sqlite``); ``word``
    says why it was moved (``stats-reset-<date>.sqlite``).

    :raises OSError: if it cannot be renamed.
    """
    if suffix == SAVE_SUFFIX:
        stem = path.name.removesuffix(".civ.json").removesuffix(".json")
    else:
        stem = path.name.removesuffix(suffix)
    stamp = (when or datetime.now()).strftime("%Y-%m-%dT%H-%M-%S")
    for n in range(1, 1000):
        target = path.with_name(f"{stem}-{word}-{stamp}{'' if n == 1 else f'-{n}'}{suffix}")
        if not target.exists() and not target.is_symlink():
            os.rename(path, target)
            return target
    raise OSError(fill(QCoreApplication.translate(        # shown in the damaged autosave's message
        "SaveFile", "too many damaged copies of {file} in {folder}"), file=path.name, folder=path.parent))


def save_text(game: Game, seats: list[SeatConfig], log: Sequence[Any] = (),
              hints: Sequence[int] | None = None) -> str:
    """The save file text of a game, its seats, the table's log entries (dataclasses) and the
    hints each seat asked for (none written: none asked)."""
    data: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "app": __version__,
        "seats": [asdict(s) for s in seats],
        "game": game.to_json(),
    }
    if hints is not None and any(hints):
        data["hints"] = [int(n) for n in hints]
    if log:
        data["log"] = {"actions": len(game.history), "lines": len(game.log),
                       "entries": [entry_dict(e) for e in log]}
        try:
            return json.dumps(data)
        except (TypeError, ValueError) as exc:    # a field JSON cannot hold: the game still saves
            LOG.warning("log entries not saved: %s", exc)
            del data["log"]
    return json.dumps(data)


_PLAIN = (str, int, float, bool, type(None))


def entry_dict(entry: Any) -> dict[str, Any]:
    """``dataclasses.asdict(entry)``, without its deep copy when every field is a plain value or
    JSON data (a log entry's sentence), which is only read (the autosave writes the whole log
    after every action)."""
    out = {f.name: getattr(entry, f.name) for f in fields(entry)}
    return out if all(type(v) in _PLAIN or type(v) is dict for v in out.values()) else asdict(entry)


def write_save(path: Path, game: Game, seats: list[SeatConfig], log: Sequence[Any] = (),
               hints: Sequence[int] | None = None) -> None:
    """Write a save atomically: a crash or a kill at any moment keeps the previous file or the new one.

    The text goes to a temporary file of its own in the same folder, is flushed to the disk, then
    renamed over ``path``; on any failure the temporary file is removed.

    :raises OSError: if the file cannot be written (full disk, read-only folder...).
    """
    write_atomic(path, save_text(game, seats, log, hints).encode("utf-8"))


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


_D = TypeVar("_D")


@dataclass
class SavedGame:
    """What a save file holds: the game, its seats, the raw saved log block, when it was written."""

    game: Game
    seats: list[SeatConfig]
    log: Any = None            # the "log" block as read; the model checks it before using it
    saved_at: float = 0.0      # the file's modification time (seconds since the epoch)
    hints: list[int] | None = None   # hints asked per seat (None: the file has no count, so none)

    def log_entries(self, cls: type[_D]) -> list[_D] | None:
        """The saved log entries rebuilt as ``cls``, or None unless they cover exactly this game."""
        block = self.log
        if not isinstance(block, dict) or not isinstance(block.get("entries"), list):
            return None
        actions, lines = block.get("actions"), block.get("lines")
        if type(actions) is not int or type(lines) is not int \
                or (actions, lines) != (len(self.game.history), len(self.game.log)):
            return None
        limit = max_log_entries(self.game)
        if len(block["entries"]) > limit:      # not a log this game can have written: not rebuilt
            LOG.warning("saved log ignored: %d entries, more than this game can have (%d)",
                        len(block["entries"]), limit)
            return None
        entries = rebuild_all(cls, block["entries"])
        if entries is None:
            return None
        seats = range(self.game.players)
        if any(getattr(e, "seat", None) not in (None, *seats) for e in entries):
            return None
        return entries


def max_log_entries(game: Game) -> int:
    """The most table log entries a save of ``game`` may carry: at most one line per engine log
    line, and one reason, turn header or private line per action, twice over (a real game is
    about one entry per action and line; the engine caps the actions at ``MAX_HISTORY``)."""
    return 2 * (len(game.history) + len(game.log)) + LOG_ENTRIES_SLACK


def read_at_most(path: Path, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the file at ``path`` (one more than ``limit``: it is bigger),
    opened without waiting: a FIFO, a device or a folder is refused, never read.

    :raises OSError: if it cannot be read or is not a regular file.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))   # a FIFO never waits
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, QCoreApplication.translate("SaveFile", "it is not a file"))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(limit + 1)
    finally:
        os.close(fd)


def read_limited(path: Path, limit: int) -> str:
    """The UTF-8 text of a file of at most ``limit`` bytes, read no further than that (opened
    without waiting: a FIFO or a device is refused, never read).

    :raises ValueError: if the file is bigger or not UTF-8 text.
    :raises OSError: if it cannot be read or is not a regular file.
    """
    raw = read_at_most(path, limit)
    if len(raw) > limit:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is too big (over {mb} MB) to be a CIV file"),
            file=path.name, mb=limit // 1_000_000))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is not text (not UTF-8)"), file=path.name)) from None


def parse_json(text: str, name: str, save: bool = True) -> Any:
    """JSON ``text`` of the file called ``name`` (``save``: a CIV save, else a preferences file).

    :raises ValueError: if it is not JSON or nested too deep to read.
    """
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is damaged (its data is nested too deep to read)"),
            file=name)) from None
    except ValueError as exc:     # JSONDecodeError, and numbers too long to convert
        detail = getattr(exc, "msg", None) or str(exc)[:60]
        if not save:            # only logged: the preferences are never shown to the player
            raise ValueError(f"{name} is not a preferences file: its text is cut short or garbled "
                             f"(technically: {detail})") from None
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is not a CIV save: its text is cut short or garbled (technically: {detail})",
            "detail: the JSON reader's words"),
            file=name, detail=detail)) from None


def _fits(value: Any, hint: Any) -> tuple[bool, Any]:
    """Whether a JSON value fits a simple type hint, and the value as that type (lists to tuples)."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return True, value
    if hint is type(None):
        return value is None, value
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            ok, out = _fits(value, option)
            if ok:
                return True, out
        return False, value
    if hint is bool:
        return isinstance(value, bool), value
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool), value
    if hint is float:
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        return number, float(value) if number else value
    if hint is str:
        return isinstance(value, str), value
    if origin in (tuple, list, frozenset, set) and isinstance(value, list):
        args = typing.get_args(hint)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(value):
                return False, value
            items = list(zip(value, args))
        else:
            items = [(v, args[0] if args else Any) for v in value]
        out = []
        for item, item_hint in items:
            ok, converted = _fits(item, item_hint)
            if not ok:
                return False, value
            out.append(converted)
        return True, origin(out)
    return False, value


@functools.cache
def _shape(cls: type) -> tuple[dict[str, Any], dict[str, Field[Any]]]:
    """A dataclass's field types and its fields given to ``__init__`` (worked out once per class:
    ``get_type_hints`` costs far more than rebuilding an entry)."""
    return typing.get_type_hints(cls), {f.name: f for f in fields(cls) if f.init}


def rebuild(cls: type[_D], data: Any) -> _D | None:
    """A dataclass rebuilt from the dict ``asdict`` made of it; None if a field is missing or of the
    wrong type, or the dict has a key the class does not know."""
    if not is_dataclass(cls) or not isinstance(data, dict):
        return None
    hints, known = _shape(cls)
    if any(key not in known for key in data):
        return None
    values: dict[str, Any] = {}
    for name, spec in known.items():
        if name not in data:
            if spec.default is MISSING and spec.default_factory is MISSING:
                return None
            continue
        ok, value = _fits(data[name], hints[name])
        if not ok:
            return None
        values[name] = value
    try:
        return cls(**values)
    except (TypeError, ValueError):
        return None


def rebuild_all(cls: type[_D], items: list[Any]) -> list[_D] | None:
    """Every item rebuilt as ``cls`` (see ``rebuild``), or None if one of them does not fit."""
    out = []
    for item in items:
        entry = rebuild(cls, item)
        if entry is None:
            return None
        out.append(entry)
    return out


def _seats_from(raw: Any, name: str) -> list[SeatConfig]:
    if not isinstance(raw, list) or not 2 <= len(raw) <= 4:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file}: its seats are not a list of 2 to 4 players"), file=name))
    seats = []
    for number, item in enumerate(raw, 1):
        seat = rebuild(SeatConfig, item)
        if seat is None or not {"name", "kind"} <= set(item):
            raise ValueError(fill(QCoreApplication.translate(
                "SaveFile", "{file}: seat {number} is not a name and a kind of player"),
                file=name, number=number))
        seat = clean_seat(seat, number)      # a name from a file: cleaned and cut, never refused for it
        check_seat(seat, fill(QCoreApplication.translate(
            "SaveFile", "{file}: seat {number}", "where a problem is, in a refusal"),
            file=name, number=number))
        seats.append(seat)
    if len({s.name for s in seats}) < len(seats):
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file}: two seats have the same name"), file=name))
    return seats


def clean_seat(seat: SeatConfig, number: int) -> SeatConfig:
    """``seat`` with its name cleaned (``plain.clean_name``: no control characters, white space
    trimmed, at most ``MAX_NAME_LENGTH`` characters); a name left empty becomes "Seat ``number``"."""
    return SeatConfig(clean_name(seat.name) or ntr("NewGameDialog", "Seat %n", number), seat.kind)


def check_seat(seat: SeatConfig, where: str) -> None:
    """Refuse a seat without a usable name or with an unknown kind of player.

    :raises ValueError: naming ``where`` and the problem.
    """
    text = seat.name
    if not text.strip():
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{where} has no name", "where: 'seat 2', 'game.civ.json: seat 2'"),
            where=where))
    if len(text) > MAX_NAME_LENGTH:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{where}: the name is longer than {length} characters"),
            where=where, length=MAX_NAME_LENGTH))
    if not text.isprintable() or text != text.strip():
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{where}: the name has control characters or spaces around it"),
            where=where))
    if seat.kind not in SEAT_KINDS:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{where}: unknown kind of player {kind}"),
            where=where, kind=repr(seat.kind[:20])))


def load_save(path: Path, limit: int = MAX_SAVE_BYTES) -> SavedGame:
    """Everything a save file holds, checked in full before anything is used (a file bigger
    than ``limit`` bytes is refused unread).

    :raises ValueError: if the file is not a readable, consistent CIV save (message says why).
    """
    name = path.name
    try:
        status = path.stat()
        if not stat.S_ISREG(status.st_mode):     # a folder, a pipe, a device: never read from it
            raise ValueError(fill(QCoreApplication.translate(
                "SaveFile", "cannot read {file}: it is not a file"), file=name))
        text = read_limited(path, limit)
    except OSError as exc:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "cannot read {file}: {why}", "why: the system's reason"),
            file=name, why=exc.strerror or exc)) from None
    saved_at = status.st_mtime
    data = parse_json(text, name)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(fill(QCoreApplication.translate("SaveFile", "{file} is not a CIV save"), file=name))
    version = data.get("version")
    if type(version) is not int or version not in READS:
        versions = fill(QCoreApplication.translate("SaveFile", "{first} and {last}", "two save versions"),
                        first=READS[0], last=READS[-1])
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} has save version {version}; this game reads versions {versions}",
            "versions: '1 and 2'"), file=name, version=repr(str(version)[:20]), versions=versions))
    keys = SAVE_KEYS if version == VERSION else _SAVE_KEYS_V1
    unknown = sorted(str(k)[:30] for k in data if k not in keys)
    if unknown:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is not a CIV save of this version (unknown field {field})"),
            file=name, field=repr(unknown[0])))
    for key in ("app", "seats", "game") if version == VERSION else ("seats", "game"):
        if key not in data:
            raise ValueError(fill(QCoreApplication.translate(
                "SaveFile", "{file} is damaged: '{key}' is missing", "key: a field of the file"),
                file=name, key=key))
    app = data.get("app", "")
    if not isinstance(app, str) or len(app) > MAX_APP_LENGTH or not app.isprintable() \
            or (version == VERSION and not app):
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is damaged: its app version is not a short text"), file=name))
    if not isinstance(data["game"], str):
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is damaged: its game is not a saved game"), file=name))
    seats = _seats_from(data["seats"], name)
    game = _rebuild_game(data["game"], name)
    if len(seats) != game.players:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file}: the seats do not match the game ({seats} seats, {players} players)"),
            file=name, seats=len(seats), players=game.players))
    hints = data.get("hints")
    if hints is not None and not (
            isinstance(hints, list) and len(hints) == game.players
            and all(type(n) is int and 0 <= n <= MAX_HINTS for n in hints)):
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is damaged: its hint counts are not one count per player"), file=name))
    return SavedGame(game, seats, data.get("log"), saved_at, hints)


def _rebuild_game(text: str, name: str) -> Game:
    """The engine's game from its save text, tried out before anyone relies on it."""
    try:
        game = Game.from_json(text)
    except RecursionError:
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is damaged (its game is nested too deep to read)"),
            file=name)) from None
    except ValueError as exc:     # the engine's reason (English: the engine's refusals are not translated)
        raise ValueError(f"{name}: {exc}") from None
    # The engine refuses what it knows to be wrong; a state it missed must still not reach the
    # table: ask it every question the table will ask, here, where a failure only refuses the file.
    try:
        game.legal_actions()
        for seat in (None, *range(game.players)):
            game.view(seat)
        _ = game.to_move, game.result
    except Exception:  # any failure here means the file cannot be played
        LOG.warning("save %s refused: its game fails when shown", name, exc_info=True)
        raise ValueError(fill(QCoreApplication.translate(
            "SaveFile", "{file} is damaged: its game cannot be played (details in the log)"),
            file=name)) from None
    return game


def read_save(path: Path) -> tuple[Game, list[SeatConfig]]:
    """A game and its seats from a save file.

    :raises ValueError: if the file is not a readable CIV save (message says why).
    """
    saved = load_save(path)
    return saved.game, saved.seats


def save_path(name: str) -> Path:
    """The file a "Save as…" name means: always a ``.civ.json`` file (``x.json`` becomes ``x.civ.json``)."""
    if name.endswith(SAVE_SUFFIX):
        return Path(name)
    if name.endswith(".json"):
        name = name[: -len(".json")]
    return Path(name + SAVE_SUFFIX)
