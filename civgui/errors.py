"""Errors never kill the app silently: every unexpected exception is written to a log file
in the user's data folder and shown in a dialog (the game goes on; it is also autosaved)."""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox

from .storage import data_dir

LOG = logging.getLogger("civgui")
_installed: list[Callable[..., None]] = []


def log_path() -> Path:
    """The log file."""
    return data_dir() / "civ.log"


def setup_logging() -> Path:
    """Send the app's logging to the log file (rotated at 1 MB)."""
    path = log_path()
    root = logging.getLogger()
    if not any(isinstance(h, RotatingFileHandler) for h in root.handlers):
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        root.setLevel(logging.INFO)
    return path


def show_error(title: str, text: str, details: str = "") -> None:
    """An error dialog (only when a QApplication with a display exists)."""
    app = QApplication.instance()
    if app is None:
        print(f"{title}: {text}\n{details}", file=sys.stderr)
        return
    box = QMessageBox(QMessageBox.Icon.Critical, title, text)
    if details:
        box.setDetailedText(details)
    box.setInformativeText(f"The details are in {log_path()}. Your game is autosaved.")
    box.exec()


def excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """Log an unexpected exception and tell the player."""
    details = "".join(traceback.format_exception(kind, value, tb))
    LOG.error("unexpected error:\n%s", details)
    if issubclass(kind, KeyboardInterrupt):
        QApplication.quit()
        return
    show_error("Something went wrong", f"{kind.__name__}: {value}", details)


def install_excepthook(hook: Callable[..., None] = excepthook) -> None:
    """Route uncaught exceptions (including those raised in Qt slots) to ``hook``."""
    setup_logging()
    _installed.append(sys.excepthook)
    sys.excepthook = hook
