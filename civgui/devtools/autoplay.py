"""``civ --autoplay N``, a test aid: the real application (data-folder lock, autosave, log)
plays a game between AI seats at full speed, prints every action once it is autosaved, and
waits after N actions, so that tests can kill it, fill its disk or start a second copy.

Lines on stdout: ``civ: applied <count> <action>`` (the autosave already holds it when the line
is printed), ``civ: waiting``, ``civ: over``, ``civ: banner <text>`` (the save warning shown at the start),
``civ: save failed <why>``, ``civ: save recovered``.
Commands on stdin, one a line: ``more K`` plays K more actions, ``quit`` closes the window.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from PySide6.QtCore import QSocketNotifier
from PySide6.QtWidgets import QApplication

from ..app.mainwindow import MainWindow
from ..services.storage import GameConfig, SeatConfig


def _say(text: str) -> None:
    print(f"civ: {text}", flush=True)


def start_autoplay(window: MainWindow, actions: int, players: int = 3, level: str = "easy",
                   seed: int = 1) -> None:
    """Start the AI game in ``window`` (a MainWindow) and stop its AI after ``actions`` actions."""
    model, driver = window.model, window.driver
    driver.set_pace(0.0)
    goal = [actions]

    def applied(_seat: int, action: str, _events: object) -> None:
        _say(f"applied {model.history_length} {action}")
        if model.history_length >= goal[0] and not driver.paused:
            driver.set_paused(True)
            _say("waiting")

    def command(line: str) -> None:
        words = line.split()
        if words[:1] == ["more"] and len(words) == 2 and words[1].isdigit():
            goal[0] = model.history_length + int(words[1])
            driver.set_paused(False)
        elif words == ["quit"]:
            window.close()
            QApplication.quit()
        elif words:
            _say(f"unknown command {line.strip()!r}")

    _listen(window, command)

    model.actionApplied.connect(applied)
    model.gameOver.connect(lambda _result: _say("over"))
    model.saveFailed.connect(lambda why: _say(f"save failed {why}"))
    model.saveRecovered.connect(lambda: _say("save recovered"))
    if actions <= 0:
        driver.set_paused(True)
    seats = [SeatConfig(f"AI {s + 1}", level) for s in range(players)]
    window.start_game(GameConfig(seats=seats, setup="classic", teams=False, seed=seed))
    _say("started")
    if window.save_warning.isVisibleTo(window):
        _say(f"banner {window.save_warning.text()}")
    if actions <= 0:
        _say("waiting")


def _listen(window: MainWindow, command: Callable[[str], None]) -> None:
    """Call ``command`` with each line written to stdin (POSIX pipes; nothing elsewhere)."""
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):
        return
    notifier = QSocketNotifier(fd, QSocketNotifier.Type.Read, window)
    pending = bytearray()

    def readable() -> None:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            chunk = b""
        if not chunk:                       # end of input: stop listening
            notifier.setEnabled(False)
            return
        pending.extend(chunk)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            command(line.decode("utf-8", "replace"))

    notifier.activated.connect(readable)
