"""``python -m civgui.soak``: many whole games through the real main window, to show that
nothing piles up. AI seats play at full speed; at each game's end the end-of-game dialog is
shown and closed with its "Look at the table" button, and the next game starts. Then the
discard pile is opened and closed many times. Prints, as it goes, the widgets alive
(``QApplication.allWidgets``), the QObjects under the window (less the style's passing
animations) and the memory in use: flat numbers mean no leak.

    python -m civgui.soak --games 40 --every 10 --piles 40
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from .storage import GameConfig, SeatConfig

STATUS = Path("/proc/self/status")


@dataclass(frozen=True)
class Sample:
    """What is alive after ``done`` games (or pile openings)."""

    done: int
    widgets: int
    objects: int
    rss_mb: float


def rss_mb() -> float:
    """The memory this process uses now (resident set, MB); the peak where /proc is missing."""
    try:
        for line in STATUS.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def settle() -> None:
    """Run the deletions asked for with ``deleteLater`` and Python's cycle collector."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, int(QEvent.Type.DeferredDelete))
        QCoreApplication.processEvents()
        gc.collect()


def objects_under(window: QObject) -> int:
    """QObjects under ``window``, less the style's animations (they end by themselves)."""
    return sum(1 for o in window.findChildren(QObject) if not isinstance(o, QAbstractAnimation))


def sample(window: QObject, done: int) -> Sample:
    """Count what is alive now."""
    settle()
    return Sample(done, len(QApplication.allWidgets()), objects_under(window), rss_mb())


class Soak:
    """Plays ``games`` games in one main window, then opens the discard pile ``piles`` times."""

    def __init__(self, app: QApplication, games: int, every: int, piles: int, players: int,
                 level: str, seed: int, report: Callable[[str, Sample], None]) -> None:
        from .mainwindow import MainWindow
        from .model import GameModel

        self.app = app
        self.games, self.every, self.piles = games, every, piles
        self.players, self.level, self.seed = players, level, seed
        self.report = report
        self.model = GameModel(autosave=False)
        self.window = MainWindow(self.model, pace=0.0, end_dialog=True)
        self.window.resize(1400, 900)
        self.window.show()
        self.played = 0
        self.samples: list[Sample] = []
        self.model.gameOver.connect(lambda _result: QTimer.singleShot(0, self._close_end_dialog))

    def start(self) -> None:
        """Measure the empty window, then start the first game."""
        self._record("games", 0)
        self._next_game()

    def _record(self, what: str, done: int) -> None:
        got = sample(self.window, done)
        self.samples.append(got)
        self.report(what, got)

    def _next_game(self) -> None:
        seats = [SeatConfig(f"AI {s + 1}", self.level) for s in range(self.players)]
        self.window.start_game(GameConfig(seats=seats, setup="classic", teams=False,
                                          seed=self.seed + self.played))

    def _close_end_dialog(self) -> None:
        dialog = self.window.end_dialog
        if dialog is None or not dialog.isVisible():   # shown by a zero timer of the window's own
            QTimer.singleShot(10, self._close_end_dialog)
            return
        look = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Look at the table")
        look.click()
        self.played += 1
        if self.played % self.every == 0 or self.played == self.games:
            self._record("games", self.played)
        if self.played < self.games:
            QTimer.singleShot(0, self._next_game)
        else:
            QTimer.singleShot(0, self._open_piles)

    def _open_piles(self) -> None:
        from .pile import PileDialog

        for opened in range(1, self.piles + 1):
            self.window.show_discard_pile()
            settle()
            for dialog in QApplication.topLevelWidgets():
                if dialog.isVisible() and isinstance(dialog, PileDialog):
                    dialog.close()
            if opened % self.every == 0 or opened == self.piles:
                self._record("pile openings", opened)
        self.window.driver.shutdown()
        self.app.exit(0)


def run(games: int = 40, every: int = 10, piles: int = 40, players: int = 3, level: str = "easy",
        seed: int = 1, report: Callable[[str, Sample], None] | None = None) -> list[Sample]:
    """Play the games and open the piles; returns the samples (games first, then piles)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    soak = Soak(app, games, every, piles, players, level, seed, report or (lambda _w, _s: None))
    QTimer.singleShot(0, soak.start)
    app.exec()
    soak.window.close()
    return soak.samples


def main(argv: list[str] | None = None) -> int:
    """Command line: print one line per sample."""
    parser = argparse.ArgumentParser(prog="python -m civgui.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--every", type=int, default=10, help="print after this many games / openings")
    parser.add_argument("--piles", type=int, default=40, help="discard pile openings after the games")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.monotonic()

    def report(what: str, got: Sample) -> None:
        print(f"{what:>13} {got.done:3d}: {got.widgets:5d} widgets, {got.objects:6d} QObjects under the "
              f"window, RSS {got.rss_mb:6.1f} MB  ({time.monotonic() - started:5.1f} s)", flush=True)

    run(args.games, args.every, args.piles, args.players, args.level, args.seed, report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
