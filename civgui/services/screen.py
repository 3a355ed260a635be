"""How much of the screen a window may take: a window or dialog never starts larger than the
screen's free area (1920x1080 at 200 % leaves 960x540), wherever it is made; and which window
takes the keys when one of the game's windows closes."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

FRAME = 32     # px kept free for a dialog's title bar and frame


def room(widget: QWidget, frame: int = 0) -> QSize | None:
    """The free area of the widget's screen (or the primary one), less ``frame`` in height; None
    without a screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return None
    free = screen.availableGeometry().size()
    return QSize(free.width(), max(1, free.height() - frame))


def fitted(widget: QWidget, wanted: QSize, frame: int = 0) -> QSize:
    """``wanted``, made no larger than the free area of the widget's screen."""
    free = room(widget, frame)
    return wanted if free is None else wanted.boundedTo(free)


def give_keys_back(window: QWidget) -> None:
    """One of the game's windows closed: ``window`` (the table) takes the keys again at once (H, E,
    F1, Ctrl+Q...), as a window manager would make it; not while hidden or under a modal dialog, and
    never from another application (only a closing window of the game calls this)."""
    if window.isVisible() and QApplication.activeModalWidget() is None:
        window.activateWindow()
