"""Errors never kill the app silently: every unexpected exception is written to a log file
in the user's data folder and shown in a dialog (the game goes on; it is also autosaved)."""

from __future__ import annotations

import errno
import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from ..services.i18n import fill
from ..services.storage import data_dir

LOG = logging.getLogger("civgui")
_installed: list[Callable[..., None]] = []


def log_path() -> Path:
    """The log file."""
    return data_dir() / "civ.log"


class _LogFile(RotatingFileHandler):
    """The log file; when it cannot be written (full disk) the line goes to stderr, without a traceback."""

    def handleError(self, record: logging.LogRecord) -> None:
        """Write the record to stderr instead of logging's own error report."""
        try:
            print(f"civ: (log file not writable) {self.format(record)}", file=sys.stderr)
        except Exception:
            pass


def setup_logging() -> Path | None:
    """Send the app's logging to the log file (rotated at 1 MB); to stderr if it cannot be opened.

    Returns the log file, or None when the log goes to stderr.
    """
    path = log_path()
    root = logging.getLogger()
    if any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        return path
    if _logs_to_stderr():
        return None
    handler: logging.Handler
    try:
        if (path.exists() or path.is_symlink()) and not path.is_file():
            # a FIFO (opening it would wait for a reader), a device, a folder: never written to
            raise OSError(errno.EINVAL, "not a regular file")
        handler = _LogFile(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except OSError as exc:
        handler = logging.StreamHandler(sys.stderr)
        handler.civ_stderr = True  # type: ignore[attr-defined]
        print(f"civ: cannot open the log file {path} ({exc.strerror or exc}); logging to stderr",
              file=sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return None if _logs_to_stderr() else path


def log_place() -> str:
    """Where the details of an error can be read, for messages: the log file or the terminal."""
    if _logs_to_stderr():
        return QCoreApplication.translate("Errors", "the terminal's output (the log file cannot be written)")
    return str(log_path())


def _logs_to_stderr() -> bool:
    return any(getattr(h, "civ_stderr", False) for h in logging.getLogger().handlers)


def show_error(title: str, text: str, details: str = "") -> None:
    """An error dialog (only when a QApplication with a display exists)."""
    app = QApplication.instance()
    if app is None:
        print(f"{title}: {text}\n{details}", file=sys.stderr)
        return
    box = QMessageBox(QMessageBox.Icon.Critical, title, text)
    box.setTextFormat(Qt.TextFormat.PlainText)    # an error's words and a file's name are text
    if details:
        box.setDetailedText(details)
    box.setInformativeText(fill(QCoreApplication.translate(
        "Errors", "The details are in {place}. Your game is autosaved.",
        "place: a file, or the terminal's output"), place=log_place()))
    box.exec()


def excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """Log an unexpected exception and tell the player."""
    details = "".join(traceback.format_exception(kind, value, tb))
    LOG.error("unexpected error:\n%s", details)
    if issubclass(kind, KeyboardInterrupt):
        QApplication.quit()
        return
    show_error(QCoreApplication.translate("Errors", "Something went wrong"), f"{kind.__name__}: {value}",
               details)


def install_excepthook(hook: Callable[..., None] = excepthook) -> None:
    """Route uncaught exceptions (including those raised in Qt slots) to ``hook``."""
    setup_logging()
    _installed.append(sys.excepthook)
    sys.excepthook = hook
