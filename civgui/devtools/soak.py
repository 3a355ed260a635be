"""``python -m civgui.devtools.soak``: many whole games through the real main window, to show that
nothing piles up over a long evening.

Seat 1 is a person played by the soak itself (seeded random legal actions, confirmed at once);
the AI seats play at full speed. In each game the person asks for a hint (``HintService``, with
a small fixed search budget) and plays it, and takes an action back and plays it again (undo,
redo). At each game's end the end-of-game dialog is shown until its win-chance graph is drawn,
then closed with its "Replay this game" button; the replay window is shown until its graph is
drawn and closed; the statistics dialog is opened and closed; the next game starts. After the
games the discard pile is opened and closed many times. ``--bare`` plays AI-only games and only
closes the end-of-game dialog (the soak before the replays, hints and undo were added).

Prints, every ``--every`` games (and pile openings): the widgets alive
(``QApplication.allWidgets``), the QObjects under the window (less the style's passing
animations), the live Python objects the collector tracks (``gc.get_objects``) and the memory in
use (RSS); then the growth from the end of the warm-up (``--warmup`` games) to the last game.
Exits with 1 when the RSS grew by ``--limit`` MB or more over those games (a check), else 0.
``--types N`` also prints the N kinds of Python object whose number grew most over them.

The kept games and the statistics go to a temporary data folder that is removed at the end
(unless ``CIV_DATA_DIR`` names one): a soak never touches the player's own.

    python -m civgui.devtools.soak --games 50 --warmup 10 --every 10 --level random
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from ..services.storage import GameConfig, SeatConfig

if TYPE_CHECKING:
    from ..app.mainwindow import MainWindow
    from ..play.model import GameModel

STATUS = Path("/proc/self/status")
POLL_MS = 10             # how often the soak looks again for a window or a graph it waits for
HINT_ITERATIONS = 40     # the soak's hint search budget (the game's is far larger; the work is the same)


@dataclass(frozen=True)
class Sample:
    """What is alive after ``done`` games (or pile openings)."""

    done: int
    widgets: int
    objects: int
    rss_mb: float
    python: int = 0          # objects tracked by Python's collector


@dataclass(frozen=True)
class Options:
    """What a soak does (see the module's docstring and ``main``'s options)."""

    games: int = 50
    every: int = 10
    piles: int = 40
    players: int = 3
    level: str = "random"
    seed: int = 1
    warmup: int = 10
    extras: bool = True          # a person's seat with a hint and an undo; replay and statistics windows
    hint_iterations: int = HINT_ITERATIONS


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
    return Sample(done, len(QApplication.allWidgets()), objects_under(window), rss_mb(),
                  len(gc.get_objects()))


def type_counts() -> Counter[str]:
    """The objects Python's collector tracks, counted by their type's module and name."""
    counts: Counter[str] = Counter()
    for o in gc.get_objects():
        kind = type(o)
        counts[f"{kind.__module__}.{kind.__qualname__}"] += 1
    return counts


def grown(before: Counter[str], after: Counter[str], top: int) -> list[tuple[str, int]]:
    """The ``top`` types whose count grew most from ``before`` to ``after`` (only those that grew)."""
    diff = [(name, after[name] - before.get(name, 0)) for name in after]
    return sorted([d for d in diff if d[1] > 0], key=lambda d: (-d[1], d[0]))[:top]


def visible(kind: type[QWidget], under: QWidget) -> QWidget | None:
    """A visible widget of this kind under ``under`` (a window it owns), if any."""
    return next((w for w in under.findChildren(kind) if w.isVisible()), None)


class Soak:
    """Plays the games in one main window, then opens the discard pile (see the module's docstring)."""

    def __init__(self, app: QApplication, options: Options, report: Callable[[str, Sample], None],
                 types: int = 0) -> None:
        from ..app.mainwindow import MainWindow
        from ..play.model import GameModel

        self.app = app
        self.options = options
        self.report = report
        self.types = types
        self.model: GameModel = GameModel(autosave=False)
        self.window: MainWindow = MainWindow(self.model, pace=0.0, end_dialog=True)
        self.window.hints.iterations = options.hint_iterations
        self.window.resize(1400, 900)
        self.window.show()
        self.played = 0
        self.samples: list[Sample] = []              # after 0, every, ... games
        self.pile_samples: list[Sample] = []         # after every, ... pile openings
        self.before: Counter[str] = Counter()        # the types alive after the warm-up
        self.growth: list[tuple[str, int]] = []      # the types that grew most after it
        self.hints = self.undos = 0                  # hints shown and actions taken back, in all
        self._rng = random.Random(options.seed)
        self._hinted = self._undone = self._waiting_hint = self._scheduled = False
        self.model.gameOver.connect(lambda _result: QTimer.singleShot(0, self._end_of_game))
        self.model.changed.connect(self._poke)
        self.window.hints.changed.connect(self._hint_changed)

    def start(self) -> None:
        """Measure the empty window, then start the first game."""
        self._record("games", 0)
        self._next_game()

    def _record(self, what: str, done: int) -> None:
        got = sample(self.window, done)
        (self.samples if what == "games" else self.pile_samples).append(got)
        self.report(what, got)

    def _next_game(self) -> None:
        o = self.options
        seats = [SeatConfig(f"AI {s + 1}", o.level) for s in range(o.players)]
        if o.extras:
            seats[0] = SeatConfig("Soak", "human")
        self._hinted = self._undone = self._waiting_hint = False
        self.window.start_game(GameConfig(seats=seats, setup="classic", teams=False,
                                          seed=o.seed + self.played))

    # ------------------------------------------------------------------ the person's seat

    def _poke(self) -> None:
        if not self._scheduled and self.model.human_to_move() and not self.model.over:
            self._scheduled = True
            QTimer.singleShot(0, self._person)

    def _person(self) -> None:
        self._scheduled = False
        if self._waiting_hint or not self.model.human_to_move() or self.model.over:
            return
        if not self._hinted:
            self._hinted = True
            if self.window.hints.request():
                self._waiting_hint = True
                self._hint_changed()      # an answer already there
                return
        self._act(self._rng.choice(self.model.legal_actions()))

    def _hint_changed(self) -> None:
        from ..dialogs.hint import FAILED, SHOWN

        hints = self.window.hints
        if not self._waiting_hint or hints.state not in (SHOWN, FAILED):
            return
        self._waiting_hint = False
        hint = hints.suggestion
        if hint is not None:
            self.hints += 1
        QTimer.singleShot(0, lambda: self._act(hint.action if hint is not None
                                               else self._rng.choice(self.model.legal_actions())))

    def _act(self, action: str) -> None:
        model = self.model
        if not model.human_to_move() or model.over:
            return
        model.submit_confirmed(action)
        if not self._undone and model.can_undo():
            self._undone = True
            if model.undo() and model.redo():
                self.undos += 1
        self._poke()

    # ------------------------------------------------------------------ the end of a game

    def _end_of_game(self) -> None:
        from ..dialogs.hint import IDLE

        dialog = self.window.end_dialog
        if dialog is None or not dialog.isVisible() or dialog.graph.state == "computing":
            QTimer.singleShot(POLL_MS, self._end_of_game)   # shown by a zero timer of the window's own
            return
        if self.window.hints.state != IDLE:
            raise RuntimeError("a hint is still shown after the game ended")
        if not self.options.extras:
            look = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Look at the table")
            look.click()
            self._game_done()
            return
        dialog.replay_button.click()
        self._close_replay()

    def _close_replay(self) -> None:
        from ..review.replay import ReplayWindow

        replay = visible(ReplayWindow, self.window)
        if not isinstance(replay, ReplayWindow) or replay.graph is None or replay.graph.state == "computing":
            QTimer.singleShot(POLL_MS, self._close_replay)
            return
        replay.close()
        stats = self.window.show_statistics()
        settle()
        stats.reject()
        self._game_done()

    def _game_done(self) -> None:
        o = self.options
        self.played += 1
        if self.played % o.every == 0 or self.played in (o.warmup, o.games):
            self._record("games", self.played)
        if self.types and self.played == o.warmup:
            settle()
            self.before = type_counts()
        if self.types and self.played == o.games:
            settle()
            self.growth = grown(self.before, type_counts(), self.types)
        if self.played < o.games:
            QTimer.singleShot(0, self._next_game)
        else:
            QTimer.singleShot(0, self._open_piles)

    def _open_piles(self) -> None:
        from ..dialogs.pile import PileDialog

        o = self.options
        for opened in range(1, o.piles + 1):
            self.window.show_discard_pile()
            settle()
            for dialog in QApplication.topLevelWidgets():
                if dialog.isVisible() and isinstance(dialog, PileDialog):
                    dialog.close()
            if opened % o.every == 0 or opened == o.piles:
                self._record("pile openings", opened)
        self.window.hints.shutdown()
        self.window.driver.shutdown()
        self.app.exit(0)


def run(options: Options, report: Callable[[str, Sample], None] | None = None, types: int = 0) -> Soak:
    """Play the games and open the piles; the soak, with its samples."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from ..media.theme import install as install_theme

    install_theme(app)                  # the faces and look the game has
    soak = Soak(app, options, report or (lambda _w, _s: None), types)
    QTimer.singleShot(0, soak.start)
    app.exec()
    soak.window.close()
    return soak


def between(samples: list[Sample], first: int, last: int) -> tuple[Sample, Sample] | None:
    """The samples taken after ``first`` and ``last`` games, if both were taken."""
    a = next((s for s in samples if s.done == first), None)
    b = next((s for s in samples if s.done == last), None)
    return (a, b) if a is not None and b is not None else None


def main(argv: list[str] | None = None) -> int:
    """Command line: one line per sample, then the growth after the warm-up; 1 if it is too much."""
    parser = argparse.ArgumentParser(prog="python -m civgui.devtools.soak",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--warmup", type=int, default=10, help="games before the growth is measured")
    parser.add_argument("--every", type=int, default=10, help="print after this many games / openings")
    parser.add_argument("--piles", type=int, default=40, help="discard pile openings after the games")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--level", default="random", help="the AI seats' level (random: the fastest)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hint-iterations", type=int, default=HINT_ITERATIONS,
                        help="the search budget of the soak's hints")
    parser.add_argument("--limit", type=float, default=5.0, help="the RSS growth (MB) that fails the check")
    parser.add_argument("--bare", action="store_true",
                        help="AI seats only; no hint, undo, replay or statistics windows")
    parser.add_argument("--types", type=int, default=0, metavar="N",
                        help="print the N kinds of object that grew most after the warm-up")
    args = parser.parse_args(argv)
    if not 0 < args.warmup < args.games:
        parser.error("--warmup must be at least 1 and less than --games")
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    options = Options(games=args.games, every=args.every, piles=args.piles, players=args.players,
                      level=args.level, seed=args.seed, warmup=args.warmup, extras=not args.bare,
                      hint_iterations=args.hint_iterations)
    started = time.monotonic()

    def report(what: str, got: Sample) -> None:
        print(f"{what:>13} {got.done:3d}: {got.widgets:5d} widgets, {got.objects:6d} QObjects under the "
              f"window, {got.python:7d} Python objects, RSS {got.rss_mb:6.1f} MB  "
              f"({time.monotonic() - started:5.1f} s)", flush=True)

    with tempfile.TemporaryDirectory(prefix="civ-soak-") as scratch:
        if not os.environ.get("CIV_DATA_DIR"):
            os.environ["CIV_DATA_DIR"] = scratch
        soak = run(options=options, report=report, types=args.types)
    pair = between(soak.samples, args.warmup, args.games)
    if pair is None:
        print("the soak stopped before its last game", file=sys.stderr)
        return 2
    a, b = pair
    rss = b.rss_mb - a.rss_mb
    print(f"games {a.done}->{b.done}: RSS {rss:+.1f} MB ({rss / (b.done - a.done):+.3f} MB a game), "
          f"{b.python - a.python:+d} Python objects, {b.widgets - a.widgets:+d} widgets, "
          f"{b.objects - a.objects:+d} QObjects under the window; {soak.hints} hints, {soak.undos} undos",
          flush=True)
    for name, more in soak.growth:
        print(f"  {more:+7d} {name}")
    if rss >= args.limit:
        print(f"FAIL: the RSS grew by {rss:.1f} MB over {b.done - a.done} games (limit {args.limit:g} MB)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
