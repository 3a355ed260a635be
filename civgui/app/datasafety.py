"""Nothing lost: one running copy per data folder, a damaged autosave kept aside and explained,
and a visible warning while the game cannot be saved (full disk, read-only data folder).

``claim_data_folder`` takes a ``QLockFile`` in the data folder (a lock without a living owner,
left by a killed copy, a power cut or another machine's copy long gone, is taken over);
``read_autosave`` reads the autosave once at start-up and, if it is unreadable, renames it to a
dated name and tells the player; ``SaveWarning`` is the banner over the table that follows
``GameModel.saveFailed`` / ``saveRecovered`` and a data folder that cannot be written at all.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLockFile, QObject, QSysInfo, Qt, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from ..play.model import GameModel
from ..services.i18n import fill, rich_fill
from ..services.inifile import read_text
from ..services.plain import rich
from ..services.storage import (
    SavedGame,
    autosave_path,
    data_dir,
    data_dir_problem,
    load_save,
    remove_stray_temporaries,
    set_aside,
)

LOG = logging.getLogger("civgui.safety")
LOCK = "civ.lock"
CLAIM_SECONDS = 2.0           # a start tries this long to take the folder (a lock being written)
CLAIM_STEP = 0.02
GRACE_SECONDS = 2.0           # an unreadable lock younger than this may be another copy's, being written
HEARTBEAT_SECONDS = 60.0      # a running copy refreshes its lock this often
STALE_FOREIGN_SECONDS = 600.0   # another machine's lock not refreshed for this long: its copy is gone
MAX_LOCK_BYTES = 4096         # a lock holds a few short lines


def save_as_path() -> str:
    """The menu path of Save as, never cut across two lines (rich text)."""
    return QCoreApplication.translate(
        "DataSafety", "Game&nbsp;›&nbsp;Save&nbsp;as…",
        "the menu path of Save as, as the menus say it; &nbsp; keeps it on one line")


@dataclass
class FolderClaim:
    """The outcome of ``claim_data_folder``: the lock held, or why there is none."""

    lock: QLockFile | None
    other_pid: int | None = None     # another running copy holds the folder
    problem: str | None = None       # the folder cannot be written: nothing will be saved
    other_host: str = ""             # the machine of that copy, when it is not this one

    @property
    def refused(self) -> bool:
        """Whether another copy of the game already uses this data folder."""
        return self.other_pid is not None


def claim_data_folder(wait: float = CLAIM_SECONDS) -> FolderClaim:
    """Lock the data folder for this process: one running copy per folder.

    A lock without a living owner is taken over: one naming a dead process of this machine, an
    empty or unreadable one (a power cut right after it was created) once it is ``GRACE_SECONDS``
    old, and one of another machine not refreshed for ``STALE_FOREIGN_SECONDS`` (a running copy
    refreshes its lock: ``keep_fresh``). A take-over holds Qt's own ``.rmlock`` beside the lock and
    looks again under it, and a live owner's lock cannot be removed (Qt holds ``flock`` on it), so
    copies started together end with exactly one owner. Tries for at most ``wait`` seconds.
    """
    problem = data_dir_problem()
    if problem is not None:
        return FolderClaim(None, problem=problem)     # nothing can be written, so nothing can tear
    path = data_dir() / LOCK
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)        # never by age (a game lasts hours): an owner is judged by ``owner_of``
    deadline = time.monotonic() + wait
    while True:
        if lock.tryLock(0):
            for tmp in remove_stray_temporaries(data_dir()):
                LOG.info("removed %s, left by a copy of the game that was killed while saving", tmp)
            return FolderClaim(lock)
        if lock.error() != QLockFile.LockError.LockFailedError:
            # the folder is writable, the lock is not (a full disk): play on, the autosave tells and retries
            LOG.warning("cannot lock %s: %s", path, lock.error())
            return FolderClaim(None)
        owner = owner_of(path)
        if owner.state == "live":
            return FolderClaim(None, other_pid=owner.pid,
                               other_host="" if owner.host in ("", local_host()) else owner.host)
        if owner.state == "stale" and take_over(lock, path):
            LOG.info("took over %s: %s", path, owner.why)
            continue
        if time.monotonic() >= deadline:        # a lock being written all that time: another copy
            return FolderClaim(None, other_pid=owner.pid or 0, other_host="")
        time.sleep(CLAIM_STEP)


@dataclass(frozen=True)
class LockOwner:
    """Who holds a lock file, as far as its content and age tell: ``live``, ``stale`` (no living
    owner: ``why``), ``young`` (unreadable but just made: maybe being written) or ``gone``."""

    state: str
    pid: int = 0
    host: str = ""
    why: str = ""


def local_host() -> str:
    """This machine's name, as Qt writes it in a lock file."""
    return QSysInfo.machineHostName()


def owner_of(path: Path, now: float | None = None) -> LockOwner:
    """What the lock file at ``path`` says of its owner (Qt's format: pid, program, host, ...)."""
    try:
        age = (time.time() if now is None else now) - path.stat().st_mtime
        text = read_text(path, MAX_LOCK_BYTES)
    except FileNotFoundError:
        return LockOwner("gone")
    except OSError as exc:
        return LockOwner("stale", why=f"unreadable lock ({exc.strerror or exc})") if age > GRACE_SECONDS \
            else LockOwner("young")
    lines = text.split("\n")
    pid = int(lines[0]) if lines[0].isascii() and lines[0].isdigit() and 0 < len(lines[0]) < 12 else 0
    host = lines[2].strip() if len(lines) > 2 else ""
    if pid <= 0:
        if age > GRACE_SECONDS:
            return LockOwner("stale", why="an empty or unreadable lock")
        return LockOwner("young")
    if host and host != local_host():
        if age > STALE_FOREIGN_SECONDS:
            return LockOwner("stale", pid, host, f"the lock of {host} was not refreshed for {age:.0f} s")
        return LockOwner("live", pid, host)
    if not process_alive(pid):
        return LockOwner("stale", pid, host, f"process {pid} is not running")
    return LockOwner("live", pid, host)


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this machine."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def take_over(lock: QLockFile, path: Path) -> bool:
    """Remove the stale lock at ``path`` (holding ``<lock>.rmlock``, as Qt does, and only if it is
    still stale under it: another copy may have just taken the folder); whether it was removed."""
    guard = QLockFile(str(path) + ".rmlock")
    guard.setStaleLockTime(5000)      # held for milliseconds: one older than 5 s is a dead copy's
    if not guard.tryLock(0):
        return False
    try:
        return owner_of(path).state == "stale" and lock.removeStaleLockFile()
    finally:
        guard.unlock()


def keep_fresh(claim: FolderClaim, parent: QObject) -> QTimer | None:
    """Refresh the held lock every ``HEARTBEAT_SECONDS`` (its time): a copy on another machine
    sharing the folder then sees it live, and takes it over only once this copy is gone."""
    if claim.lock is None:
        return None
    path = data_dir() / LOCK
    timer = QTimer(parent)
    timer.setObjectName("lockHeartbeat")

    def touch() -> None:
        try:
            os.utime(path)
        except OSError as exc:
            LOG.warning("cannot refresh %s: %s", path, exc)

    timer.timeout.connect(touch)
    timer.start(int(HEARTBEAT_SECONDS * 1000))
    return timer


def second_copy_text(claim: FolderClaim) -> str:
    """What the player is told when another copy of the game uses the data folder."""
    if claim.other_pid and claim.other_host:
        running = fill(QCoreApplication.translate(
            "DataSafety", "CIV is already running (process {pid} on {host}) with the data folder {folder}."),
            pid=claim.other_pid, host=claim.other_host, folder=data_dir())
    elif claim.other_pid:
        running = fill(QCoreApplication.translate(
            "DataSafety", "CIV is already running (process {pid}) with the data folder {folder}."),
            pid=claim.other_pid, folder=data_dir())
    else:
        running = fill(QCoreApplication.translate(
            "DataSafety", "CIV is already running with the data folder {folder}."), folder=data_dir())
    return running + "\n\n" + QCoreApplication.translate(
        "DataSafety", "Only one copy can play at a time: two copies would overwrite each other's autosave. "
        "Switch to the open window, or close it first.")


def tell_second_copy(claim: FolderClaim) -> None:
    """The message box of a refused second start."""
    summary, _, details = second_copy_text(claim).partition("\n\n")
    tell(None, QCoreApplication.translate("DataSafety", "CIV is already running"), summary, details,
         QMessageBox.Icon.Critical)


def read_autosave(parent: QWidget | None) -> SavedGame | None:
    """The autosave, read once; None when there is none or it is damaged. A damaged one (or
    anything there that is not a regular file) is renamed to a dated name and the player is told;
    if it cannot even be renamed, the autosave is switched off for this session so that the
    damaged file is not overwritten.
    """
    path = autosave_path()
    if not path.exists() and not path.is_symlink():
        return None        # a FIFO, a device, a folder or a broken link is damaged, like bad text
    try:
        return load_save(path)
    except ValueError as exc:
        reason = str(exc)
    except RecursionError:
        reason = QCoreApplication.translate("DataSafety", "the file is nested too deeply")
    except Exception as exc:  # whatever else a damaged file provokes: keep it, never crash the start
        LOG.exception("reading the autosave failed")
        reason = f"{type(exc).__name__}: {str(exc)[:200]}"
    try:
        moved = set_aside(path)
    except OSError as exc:
        LOG.warning("damaged autosave %s could not be moved: %s", path, exc)
        model = getattr(parent, "model", None)
        if isinstance(model, GameModel):
            model.autosave = False
        tell(parent, damaged_title(), damaged_text(), fill(QCoreApplication.translate(
            "DataSafety",
            "Why: {reason}.\n\nIt could not be moved aside either ({why}), so it stays as\n{path}\nand this "
            "session does not autosave, to keep it as it is.", "why: the system's reason"),
            reason=reason, why=exc.strerror or exc, path=path))
        return None
    LOG.warning("damaged autosave moved to %s: %s", moved, reason)
    tell(parent, damaged_title(), damaged_text(), fill(QCoreApplication.translate(
        "DataSafety",
        "Why: {reason}.\n\nThe file is kept, renamed, in the data folder:\n{moved}\n\nNothing overwrites "
        "it: a new game saves to a new autosave."), reason=reason, moved=moved))
    return None


def damaged_title() -> str:
    """The title of the message about a damaged autosave."""
    return QCoreApplication.translate("DataSafety", "The autosave is damaged")


def damaged_text() -> str:
    """The summary of the message about a damaged autosave."""
    return QCoreApplication.translate(
        "DataSafety", "The game autosaved last time cannot be read, so it cannot be resumed.")


def tell(parent: QWidget | None, title: str, text: str, details: str,
         icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> None:
    """A modal message: a one-line summary, then the details (wide enough for a whole path)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)   # shown once, at start-up
    box.setTextFormat(Qt.TextFormat.PlainText)      # file names and reasons are text (the details too)
    box.setInformativeText(details)
    box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 560px; }")
    box.exec()


class SaveWarning(QLabel):
    """The banner over the table while the game is not being saved, and briefly when it is again."""

    STYLE = ("QLabel#saveWarning { background: #f2c14e; color: #2b1d00; font-size: 14px; "
             "padding: 6px 10px; border-radius: 6px; }"
             "QLabel#saveWarning[ok=\"true\"] { background: #2e7d4f; color: white; }")
    RECOVERED_MS = 8000

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveWarning")
        self.setStyleSheet(self.STYLE)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)   # its <b>; the problem and paths in it are escaped
        self._model = model
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.timeout.connect(self.hide)
        model.saveFailed.connect(self._failed)
        model.saveRecovered.connect(self._recovered)
        self._shown: tuple[str, str] | None = None       # what it says: the kind and the problem
        self.hide()

    def folder_unwritable(self, problem: str) -> None:
        """At start-up: the data folder cannot be written, so no game will be saved."""
        self._model.autosave = False      # every write would fail: do not retry all session long
        self._show("unwritable", problem)

    def _failed(self, problem: str) -> None:
        self._show("failed", problem)

    def _recovered(self) -> None:
        self._show("recovered", "")
        self._hide_timer.start(self.RECOVERED_MS)

    def words(self, kind: str, problem: str) -> str:
        """What the banner says for ``kind`` (unwritable, failed, recovered) and the ``problem``."""
        if kind == "unwritable":
            return fill(QCoreApplication.translate(
                "DataSafety",
                "⚠ <b>This game cannot be autosaved</b>: {problem}. You can play, and keep the game with "
                "{save_as} in another folder. To autosave, make the folder writable (or set CIV_DATA_DIR to "
                "another one) and restart."), problem=rich(problem), save_as=save_as_path())
        if kind == "failed":
            return fill(QCoreApplication.translate(
                "DataSafety",
                "⚠ <b>Your game is not being saved</b>: {problem}. Play on: saving is retried after every "
                "action and this note goes away when it works again ({save_as} can keep the game elsewhere "
                "meanwhile)."), problem=rich(problem), save_as=save_as_path())
        return rich_fill(QCoreApplication.translate(
            "DataSafety",
            "✓ <b>Saving works again</b>: the game is autosaved to {path}."), path=autosave_path())

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: say it again (a problem found before the switch stays as it was said)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._shown is not None:
            self.setText(self.words(*self._shown))

    def _show(self, kind: str, problem: str) -> None:
        self._hide_timer.stop()
        self._shown = (kind, problem)
        self.setText(self.words(kind, problem))
        ok = kind == "recovered"
        self.setProperty("ok", ok)
        self.style().unpolish(self)
        self.style().polish(self)
        self.show()


def install_save_warning(window: QMainWindow, model: GameModel, table: QWidget) -> SaveWarning:
    """Put a ``SaveWarning`` at the top of the table (or the status bar if the table has no layout)."""
    banner = SaveWarning(model, window)
    layout = table.layout()
    insert = getattr(layout, "insertWidget", None)
    if insert is not None:
        insert(0, banner)
    else:
        window.statusBar().addPermanentWidget(banner)
    return banner
