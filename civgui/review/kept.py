"""Finished games kept for replay: one save file per game in ``data_dir() / "games"``.

``GameKeeper`` listens to a ``GameModel``'s ``gameOver`` and writes the finished game once, as an
ordinary save file (``storage.write_save``: atomic, the seats and the whole log with it), named
``<date>-<game id>.civ.json``, with the hints each seat asked for (so the statistics can record
it from the file exactly as at its end: ``civgui.review.stats.catch_up``). The game id is derived from
the game's origin and history (``game_id``), so the same game is never kept twice: not when a
finished autosave or save is opened again, nor when the game ends again the same way. A full
disk or a folder that cannot be written is reported (``failed``, shown by the window in its
status bar, and in the log file) and never stops the game; the next finished game is tried again.
"""

from __future__ import annotations

import hashlib
import json
import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine import Game

from ..play.model import GameModel
from ..services.i18n import fill
from ..services.storage import SAVE_SUFFIX, data_dir, write_save

LOG = logging.getLogger("civgui.kept")
FOLDER = "games"
ID_LENGTH = 16          # hexadecimal digits of the game id in a file name
MAX_KEPT_BYTES = 2_000_000   # a kept game bigger than this is not read (a whole game is ~100 kB)


def games_dir() -> Path:
    """The folder of the kept games (not created here)."""
    return data_dir() / FOLDER


def game_id(game: Game) -> str:
    """An id of the game: a digest of its origin and history (the same game, the same id, whenever
    asked). The kept file's name holds its first ``ID_LENGTH`` digits; the statistics the whole."""
    saved = json.loads(game.to_json())
    record = json.dumps([saved["origin"], saved["history"]], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(record.encode("utf-8")).hexdigest()


def kept_file(game_hash: str, folder: Path | None = None) -> Path | None:
    """The kept file of the game with this id, if there is one."""
    folder = folder or games_dir()
    try:
        return next(iter(sorted(folder.glob(f"*-{game_hash}{SAVE_SUFFIX}"))), None)
    except OSError:
        return None


def kept_games(folder: Path | None = None) -> list[Path]:
    """The kept game files, newest first (by the date in their names); [] without the folder."""
    folder = folder or games_dir()
    try:
        files = [p for p in folder.glob(f"*{SAVE_SUFFIX}") if p.is_file() and not p.name.startswith(".")]
    except OSError:
        return []
    return sorted(files, key=lambda p: p.name, reverse=True)


class GameKeeper(QObject):
    """Keeps every game the model finishes (see the module's docstring)."""

    kept = Signal(object)        # the Path written
    failed = Signal(str)         # why the finished game could not be kept (in the player's words)

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        model.gameOver.connect(self._game_over)

    def _game_over(self, _result: object) -> None:
        game = self._model.game_copy()
        if game is None or not game.over:
            return
        self.keep(game)

    def keep(self, game: Game) -> Path | None:
        """Write the model's finished ``game`` unless it is kept already; the file written, else None.

        Never raises: a failure is logged and sent with ``failed``.
        """
        try:
            ident = game_id(game)[:ID_LENGTH]
        except ValueError:           # a game that cannot be saved (no origin, mid-draft copy)
            LOG.warning("finished game not kept: it cannot be saved", exc_info=True)
            return None
        folder = games_dir()
        if kept_file(ident, folder) is not None:
            return None
        path = folder / f"{datetime.now().strftime('%Y-%m-%dT%H-%M-%S')}-{ident}{SAVE_SUFFIX}"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            write_save(path, game, self._model.seats, self._model.log, self._model.hints_used)
        except OSError as exc:
            why = fill(QCoreApplication.translate(
                "GameKeeper", "The finished game could not be kept for replay: {folder} cannot be written "
                "({why}).", "why: the system's reason"), folder=folder, why=exc.strerror or exc)
            LOG.warning("%s", why)
            self.failed.emit(why)
            return None
        LOG.info("finished game kept in %s", path)
        self.kept.emit(path)
        return path
