"""Save files as the player meets them: the file dialogs' filter, and why a file was refused."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .i18n import fill
from .storage import SAVE_SUFFIX


def saves_filter() -> str:
    """The file dialogs' filter of save files."""
    return fill(QCoreApplication.translate("MainWindow", "CIV saves ({pattern})", "pattern: *.civ.json"),
                pattern=f"*{SAVE_SUFFIX}")


def refusal_text(name: str, reason: str) -> str:
    """Why the file ``name`` was refused, as a sentence that does not repeat its name."""
    if reason.startswith(f"{name}: "):
        reason = reason[len(name) + 2:]
    elif reason.startswith(f"{name} "):
        reason = fill(QCoreApplication.translate(
            "MainWindow", "The file {rest}", "rest: the refusal after the file's name, 'is not a CIV save'"),
            rest=reason[len(name) + 1:])
    reason = reason[:1].upper() + reason[1:]
    return reason if reason.endswith((".", "!", "?")) else reason + "."
