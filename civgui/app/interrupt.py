"""Ctrl+C in the terminal (SIGINT) and SIGTERM close the app the way Game > Quit does.

Under Qt's event loop Python never gets to run a signal handler by itself: the loop waits
in C++ and Python runs handlers only between its own bytecodes. ``close_on_signals``
installs handlers for SIGINT and SIGTERM and makes the loop wake up for them: the C-level
handler writes the signal's number to a socket (``signal.set_wakeup_fd``) that a
``QSocketNotifier`` watches; where that cannot be set up, a periodic no-op timer lets
Python in instead. The handler then, from the event loop, rejects any open dialog (a
start-up question, the new-game dialog), closes the main window through its normal close
path (``MainWindow.closeEvent`` stops the AI and its search workers; the autosave is
already current, it is written after every action) and ends the event loop with exit code
0 — a requested close, not a failure. A second signal of either kind while closing ends
the process at once (the default action).
"""

from __future__ import annotations

import logging
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

LOG = logging.getLogger("civgui")
SIGNALS = tuple(s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None)) if s is not None)
# Exit code of a close asked for by a signal.
EXIT_CODE = 0
# Fallback: how often the event loop lets Python run pending signal handlers (ms).
POLL_MS = 200
# While closing, how often to look again for a dialog or loop still open (ms).
CLOSE_RETRY_MS = 100


class SignalCloser(QObject):
    """Turns SIGINT and SIGTERM into a normal close of ``window`` and the end of the loop."""

    def __init__(self, window: QWidget, app: QApplication) -> None:
        super().__init__(app)
        self._window = window
        self._app = app
        self.received: int | None = None
        self._window_closed = False
        self._wake_read: socket.socket | None = None
        self._wake_write: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        self._poll: QTimer | None = None
        self._retry = QTimer(self)
        self._retry.setInterval(CLOSE_RETRY_MS)
        self._retry.timeout.connect(self._close)
        for number in SIGNALS:
            signal.signal(number, self._handle)
        if not self._wake_on_signal():
            self._poll = QTimer(self)
            self._poll.timeout.connect(lambda: None)
            self._poll.start(POLL_MS)

    def _wake_on_signal(self) -> bool:
        """Make a signal wake the event loop; False where that is not possible."""
        try:
            read, write = socket.socketpair()
        except OSError as exc:
            LOG.info("signals wake the event loop by polling: %s", exc)
            return False
        try:
            read.setblocking(False)
            write.setblocking(False)
            signal.set_wakeup_fd(write.fileno(), warn_on_full_buffer=False)
        except (OSError, ValueError) as exc:
            LOG.info("signals wake the event loop by polling: %s", exc)
            read.close()
            write.close()
            return False
        self._wake_read, self._wake_write = read, write
        self._notifier = QSocketNotifier(read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        return True

    def _drain(self) -> None:
        # Python has run the handler by now (entering this slot ran its bytecodes); only empty the socket.
        assert self._wake_read is not None
        try:
            while self._wake_read.recv(512):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def _handle(self, number: int, _frame: FrameType | None) -> None:
        """The Python-level handler: close from the event loop, not from inside a handler."""
        if self.received is not None:
            return
        self.received = number
        for other in SIGNALS:
            signal.signal(other, signal.SIG_DFL)   # a second Ctrl+C ends the process at once
        LOG.info("closing on %s", signal.Signals(number).name)
        QTimer.singleShot(0, self._close)

    def _close(self) -> None:
        """Reject every dialog, close the window, end the loop; again until the loop has ended.

        A dialog shown with ``exec()`` runs a loop of its own and start-up dialogs come before
        the main loop, so this repeats (``CLOSE_RETRY_MS``) until ``app.exec()`` returns.
        """
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.done(QDialog.DialogCode.Rejected)
        if not self._window_closed or self._window.isVisible():
            self._window_closed = self._window.close()
        self._app.exit(EXIT_CODE)
        if not self._retry.isActive():
            self._retry.start()

    def uninstall(self) -> None:
        """Give the signals back their default handlers and stop watching (tests)."""
        for number in SIGNALS:
            signal.signal(number, signal.default_int_handler if number == signal.SIGINT else signal.SIG_DFL)
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            signal.set_wakeup_fd(-1)
        for sock in (self._wake_read, self._wake_write):
            if sock is not None:
                sock.close()
        self._retry.stop()
        if self._poll is not None:
            self._poll.stop()
        self.deleteLater()


def close_on_signals(window: QWidget) -> SignalCloser:
    """Make Ctrl+C (SIGINT) and SIGTERM close ``window`` cleanly and end ``app.exec()`` with 0.

    :raises RuntimeError: without a QApplication.
    :raises ValueError: when called from another thread than the main one (Python's signal rule).
    """
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("close_on_signals needs a QApplication")
    return SignalCloser(window, app)
