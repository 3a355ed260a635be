"""The win-chance graph: each side's chance of winning, turn by turn, over a finished game.

``WinGraph`` is a plain widget (the end-of-game dialog shows it; a replay may too):
``compute(game, names)`` works the chances out in the background (``engine.ai.chances`` on a
worker thread of a shared ``QThreadPool``), shows "Computing…" meanwhile, then draws them;
``show_chances(chances, names)`` draws chances already worked out. ``cancel()`` stops the work
(the dialog calls it when it closes; the app's ``aboutToQuit`` stops every job and waits for
the pool, so no thread outlives the app). An error is shown in the widget, never raised.

Drawn with QPainter, not a charting library: QtCharts lives in PySide6-Addons, which is not
installed (measured for 6.11.3: a 175 MB wheel, 438 MB installed, on every developer's machine
and CI), and in the bundle it would add about 4 MB (QtCharts.abi3.so 1.0 MB, libQt6Charts 2.3 MB,
and libQt6OpenGL/OpenGLWidgets 0.8 MB, which the bundle leaves out today) for one line chart of
a few dozen points. QPainter also lets the swing labels be laid out so that none overlaps
another, and the lines take the palette's seat colours, markers and line styles.

One line per side (each seat, or each team in a team game) in the seat's colour on the table
(``palette.seat_hex``), on a dark plot, each with its own marker (circle, square, triangle,
diamond) and, in the colour-blind and high-contrast palettes, its own line style. The turns that
swung the game most are shaded, numbered in small badges (in rows, so that two adjacent turns'
numbers never touch), and named above the plot ("1. Bob's Embargo on Aurelia's Science"), a
long name wrapped onto more lines rather than cut, placed so that no two labels overlap;
hovering a point or a label shows its figures; the accessible description sums the graph up
for a screen reader.
"""

from __future__ import annotations

import logging
import math
import queue
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QRunnable,
    QSize,
    QSizeF,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine import Game
from engine.cards import team_of

from ..media import palette
from ..play.words import TableWords
from ..services.i18n import fill, ntr
from ..services.plain import as_text

if TYPE_CHECKING:   # the chances' search is imported when they are first asked for, not at start-up
    from engine.ai.chances import Chances, Point, Swing

    _Label = tuple[QRectF, Swing, str]             # a swing label: rect, swing, text

LOG = logging.getLogger("civgui.wingraph")
_Entry = tuple[QRectF, str, QColor, int]       # a legend entry: rect, name, colour, side
_Badge = tuple[QRectF, int]                    # a swing's number over its shaded turn: rect, rank
LABEL_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap

# The plot's own colours per palette: background, ink (axes, texts), grid, the swing turns' shade.
# Dark like the table, so each seat's line is its colour on the table (palette.seat_hex, made for a
# dark ground), the same as its area, its log lines and its turn banner.
PLOT_COLOURS: dict[str, tuple[str, str, str, str]] = {
    "classic": ("#142419", "#f2efe4", "#34503d", "#3d3819"),
    "colour-blind": ("#142419", "#f2efe4", "#34503d", "#3d3819"),
    "high-contrast": ("#000000", "#ffffff", "#7a7a7a", "#3d3600"),
}
MARKERS = ("circle", "square", "triangle", "diamond")
STYLED = ("colour-blind", "high-contrast")      # palettes whose lines also differ by style
LINE_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
WAIT_MS = 5000      # how long quitting waits for a job that is stopping


def work(game: Game, cancelled: Callable[[], bool]) -> Chances:
    """The chances of a finished game (run on a worker thread; tests put a slow fake here)."""
    from engine.ai.chances import chances

    return chances(game, cancelled)


# ----------------------------------------------------------------- background work


class _Job:
    """One computation: the copy of the game it works on and its stop (a plain object: nothing
    but the keeper, the widget waiting for it and the signals on their way hold it)."""

    def __init__(self, game: Game, compute: Callable[[Game, Callable[[], bool]], Chances]) -> None:
        self.game = game
        self.compute = compute
        self.stop = threading.Event()


class _Keeper(QObject):
    """Holds every job until its worker is done (then drops it, on the GUI thread), and brings
    the workers' answers to the GUI thread."""

    done = Signal(object, object)      # job, Chances
    failed = Signal(object, str)       # job, error text
    over = Signal(object)              # job (sent last, whatever happened)

    def __init__(self) -> None:
        super().__init__()
        self.jobs: set[_Job] = set()
        self.over.connect(self.drop)

    def drop(self, job: object) -> None:
        if isinstance(job, _Job):
            self.jobs.discard(job)


class _Runner(QRunnable):
    """The computations on the worker thread, one per ``start``; it touches no widget.

    One runnable for the app's life, its jobs handed over in a queue (as ``aidriver._Think``):
    PySide keeps a reference to every runnable given to ``QThreadPool.start``, so one runnable
    per computation kept each one and its copy of the finished game alive until the app quit.
    """

    def __init__(self, keeper: _Keeper) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._keeper = keeper
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()

    def start_in(self, pool: QThreadPool, job: _Job) -> None:
        """Compute ``job`` on ``pool``'s thread."""
        self._jobs.put(job)
        pool.start(self)

    def run(self) -> None:
        """Compute, then report (errors are reported, never raised in the worker)."""
        from engine.ai.chances import Cancelled  # the search is imported on first use, not at start-up

        job, keeper = self._jobs.get_nowait(), self._keeper
        try:
            result = job.compute(job.game, job.stop.is_set)
            if not job.stop.is_set():
                keeper.done.emit(job, result)
        except Cancelled:
            pass
        except Exception as exc:  # a bug here must not break the dialog: shown as a message
            LOG.exception("win chances failed")
            keeper.failed.emit(job, f"{type(exc).__name__}: {exc}")
        finally:
            keeper.over.emit(job)


_pool: QThreadPool | None = None
_keeper: _Keeper | None = None
_runner: _Runner | None = None


def _hub() -> _Keeper:
    """The keeper of the jobs, whose signals bring their answers (made with the pool on first use)."""
    global _pool, _keeper, _runner
    if _pool is None or _keeper is None or _runner is None:
        app = QCoreApplication.instance()
        _pool = QThreadPool(app)
        _pool.setMaxThreadCount(1)
        _keeper = _Keeper()
        _runner = _Runner(_keeper)
        if app is not None:
            app.aboutToQuit.connect(shutdown)
    return _keeper


def _start(job: _Job) -> None:
    keeper = _hub()
    assert _pool is not None and _runner is not None
    keeper.jobs.add(job)
    _runner.start_in(_pool, job)


def shutdown() -> None:
    """Stop every computation and wait for the worker (at quit; safe to call again)."""
    if _keeper is not None:
        for job in list(_keeper.jobs):
            job.stop.set()
    if _pool is not None:
        _pool.waitForDone(WAIT_MS)


def running() -> int:
    """How many computations have not finished yet."""
    return 0 if _keeper is None else len(_keeper.jobs)


# ----------------------------------------------------------------- the widget


def percent(value: float) -> str:
    """A chance as the language writes a percentage ("45 %" in French)."""
    return fill(QCoreApplication.translate("WinGraph", "{value}%", "a percentage (French: a no-break "
                                           "space before %)"), value=round(value * 100))


class WinGraph(QWidget):
    """Each side's chance of winning, turn by turn, with the biggest swings named."""

    ready = Signal()
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winGraph")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)     # a screen reader reaches its description
        self._chances: Chances | None = None
        self._names: list[str] = []
        self._state = "idle"
        self._error = ""
        self._job: _Job | None = None
        self._listening = False         # to the jobs' answers (every graph hears each, keeps its own)
        self._labels: list[tuple[QRectF, Swing]] = []
        self.now: int | None = None     # the turn a replay shows (marked by a dashed line), if any
        palette.notifier().changed.connect(self._palette_changed)
        self._retranslate()

    # ------------------------------------------------------------- what it shows

    @property
    def state(self) -> str:
        """"idle", "computing", "ready" or "failed"."""
        return self._state

    @property
    def chances(self) -> Chances | None:
        """The chances drawn (None until they are worked out)."""
        return self._chances

    def compute(self, game: Game, names: Sequence[str]) -> None:
        """Work out the chances of the finished ``game`` in the background, then draw them
        (``names``: the players' names, by seat). The game is copied: it may change afterwards.

        :raises ValueError: if the game is not over.
        """
        if not game.over:
            raise ValueError("the win-chance graph needs a finished game")
        self.cancel()
        self._names = list(names)
        self._chances = None
        self._state = "computing"
        job = _Job(game.clone(), work)
        if not self._listening:
            hub = _hub()
            hub.done.connect(self._done)
            hub.failed.connect(self._failed)
            self._listening = True
        self._job = job
        self.destroyed.connect(job.stop.set)      # a widget deleted unclosed stops its work too
        self._retranslate()
        _start(job)

    def show_chances(self, result: Chances, names: Sequence[str]) -> None:
        """Draw chances already worked out."""
        self.cancel()
        self._names = list(names)
        self._chances = result
        self._state = "ready"
        self._retranslate()

    def mark_turn(self, turn: int | None) -> None:
        """Mark turn ``turn`` (1: the first; a replay's place), or nothing (None, 0)."""
        if turn != self.now:
            self.now = turn
            self.update()

    def cancel(self) -> None:
        """Stop the computation in progress, if any (its result, should it come, is ignored)."""
        if self._job is not None:
            self._job.stop.set()
            self._job = None
            if self._state == "computing":
                self._state = "idle"

    def _done(self, job: object, result: object) -> None:
        from engine.ai.chances import Chances  # imported by the job that sent it

        if job is not self._job or not isinstance(result, Chances):
            return
        self._job = None
        self._chances = result
        self._state = "ready"
        self._retranslate()
        self.ready.emit()

    def _failed(self, job: object, error: str) -> None:
        if job is not self._job:
            return
        self._job = None
        self._state = "failed"
        self._error = error
        self._retranslate()
        self.failed.emit(error)

    # ------------------------------------------------------------- words

    def _words(self) -> TableWords:
        return TableWords(self._names)

    def side_names(self) -> list[str]:
        """The name of each line: a player, or a team and its players."""
        c = self._chances
        if c is None:
            return []
        words = self._words()
        if not c.teams:
            return [words.seat(s) for s in range(c.players)]
        out = []
        for side in c.sides():
            both = fill(QCoreApplication.translate("WinGraph", "{first} and {second}"),
                        first=words.seat(side[0]), second=words.seat(side[1]))
            out.append(fill(QCoreApplication.translate("WinGraph", "Team {team}: {names}"),
                            team=team_of(side[0]), names=both))
        return out

    def swing_names(self) -> list[str]:
        """The swings' names as shown (biggest first)."""
        c = self._chances
        if c is None:
            return []
        words = self._words()
        return [s.name.render(words) for s in c.swings]

    def message(self) -> str:
        """The text shown instead of the graph ("" once it is drawn)."""
        if self._state == "computing":
            return QCoreApplication.translate("WinGraph", "Computing the chances of winning…")
        if self._state == "failed":
            return fill(QCoreApplication.translate("WinGraph", "The chances of winning could not be "
                                                   "worked out: {error}"), error=self._error)
        if self._state == "idle":
            return QCoreApplication.translate("WinGraph", "No chances to show.")
        return ""

    def _side_of(self, seat: int) -> int:
        c = self._chances
        assert c is not None
        return next(i for i, side in enumerate(c.sides()) if seat in side)

    def _changes(self, swing: Swing) -> str:
        """'Aurelia −35 %, Bob +35 %' for the sides whose chance moved."""
        c = self._chances
        assert c is not None
        names = self.side_names()
        parts = []
        for i, side in enumerate(c.sides()):
            delta = swing.deltas[side[0]]
            if abs(delta) >= 0.005:
                sign = "+" if delta > 0 else "−"
                parts.append(fill(QCoreApplication.translate("WinGraph", "{name} {change}",
                                                             "a side's chance went up or down"),
                                  name=names[i], change=sign + percent(abs(delta))))
        separator = QCoreApplication.translate("WinGraph", ", ", "between the items of a list")
        return separator.join(parts)

    def summary(self) -> str:
        """The graph in words, for a screen reader."""
        c = self._chances
        if c is None:
            return self.message()
        names = self.side_names()
        turns = len(c.points) - 1
        lines = [ntr("WinGraph", "Chances of winning over %n turn(s).", turns)]
        start = ", ".join(fill(QCoreApplication.translate("WinGraph", "{name} {chance}"), name=n,
                               chance=percent(v)) for n, v in zip(names, c.side_values(c.points[0])))
        lines.append(fill(QCoreApplication.translate("WinGraph", "At the start: {chances}."), chances=start))
        words = self._words()
        for rank, swing in enumerate(c.swings, start=1):
            lines.append(fill(QCoreApplication.translate(
                "WinGraph", "Swing {rank} (turn {turn}): {what} ({changes})."), rank=rank, turn=swing.turn,
                what=swing.name.render(words), changes=self._changes(swing)))
        winners = list(dict.fromkeys(names[self._side_of(s)] for s in c.winners))
        if len(winners) == 1:
            lines.append(fill(QCoreApplication.translate("WinGraph", "{name} won."), name=winners[0]))
        else:
            both = winners[-1]
            for name in reversed(winners[:-1]):
                both = fill(QCoreApplication.translate("WinGraph", "{first} and {second}"), first=name,
                            second=both)
            lines.append(fill(QCoreApplication.translate("WinGraph", "{names} shared the victory."),
                              names=both))
        return " ".join(lines)

    def _retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("WinGraph", "Chances of winning, turn by turn"))
        self.setAccessibleDescription(self.summary())
        self.updateGeometry()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()

    def _palette_changed(self, _palette: str) -> None:
        self.update()

    # ------------------------------------------------------------- geometry

    def minimumSizeHint(self) -> QSize:
        """Room for the axes and a readable plot."""
        return self._size(24, 9)

    def sizeHint(self) -> QSize:
        """A comfortable size for a game's few dozen turns."""
        return self._size(44, 17)

    def _size(self, columns: int, rows: int) -> QSize:
        fm = QFontMetricsF(self.font())
        return QSizeF(fm.averageCharWidth() * columns * 1.2, fm.height() * rows).toSize()

    def _layout(self) -> tuple[QRectF, list[_Entry], list[_Label], list[_Badge]]:
        """The plot's rectangle, the legend's entries (rect, name, colour, side), the swing
        labels (rect, swing, text) and the swing numbers' badges over the shaded turns (rect,
        rank), laid out for the current size: a label too long for the width wraps onto more
        lines (never cut), no two labels overlap, and no two badges do (a badge that would touch
        its neighbour's, on an adjacent turn, goes one row lower)."""
        fm = QFontMetricsF(self.font())
        lh = fm.height()
        pad = lh * 0.5
        width = float(self.width())
        c = self._chances
        assert c is not None
        # legend: entries flowing in rows
        legend: list[_Entry] = []
        x, y = pad, pad
        sample = lh * 2.2
        for i, name in enumerate(self.side_names()):
            w = sample + pad * 0.6 + fm.horizontalAdvance(name)
            if x > pad and x + w > width - pad:
                x, y = pad, y + lh * 1.2
            legend.append((QRectF(x, y, w, lh), name, self._colour(i), i))
            x += w + lh
        top = y + lh * 1.5
        left = pad + lh * 1.2 + fm.horizontalAdvance(percent(1.0)) + pad
        right = width - pad - fm.horizontalAdvance("00") / 2
        plot_w = max(10.0, right - left)
        # swing labels above the plot, each over its turn as far as it can, none overlapping:
        # each goes as high as it can without touching a label placed before it
        turns = max(1, len(c.points) - 1)
        words = self._words()
        widest = max(lh * 4, width - 2 * pad)
        gap = lh * 0.15
        placed: list[_Label] = []
        for rank, swing in enumerate(c.swings, start=1):
            text = fill(QCoreApplication.translate("WinGraph", "{rank}. {what}", "a numbered swing"),
                        rank=rank, what=swing.name.render(words))
            if fm.horizontalAdvance(text) + pad <= widest:
                size = QSizeF(fm.horizontalAdvance(text) + pad, lh)
            else:
                wrapped = fm.boundingRect(QRectF(0, 0, widest - pad, lh * 100), int(LABEL_FLAGS), text)
                size = QSizeF(min(widest, wrapped.width() + pad), wrapped.height())
            centre = left + plot_w * (swing.turn - 0.5) / turns
            x0 = min(max(pad, centre - size.width() / 2), width - pad - size.width())
            rows = sorted({top, *(r.bottom() + gap for r, _s, _t in placed)})
            for y0 in rows:
                rect = QRectF(QPointF(x0, y0), size)
                if not any(rect.adjusted(-pad, -gap / 2, pad, gap / 2).intersects(r) for r, _s, _t in placed):
                    break
            placed.append((rect, swing, text))
        if placed:
            top = max(r.bottom() for r, _s, _t in placed) + pad
        bottom = self.height() - pad - lh * 2.4
        plot = QRectF(left, top, plot_w, max(10.0, bottom - top))
        # the swing numbers in badges at the top of the plot, over their shaded turns, in rows
        side = lh * 1.1
        badges: list[_Badge] = []
        for rank, swing in sorted(enumerate(c.swings, start=1), key=lambda rs: rs[1].turn):
            centre = left + plot_w * (swing.turn - 0.5) / turns
            x0 = min(max(left, centre - side / 2), left + plot_w - side)
            row = 0
            while True:
                rect = QRectF(x0, plot.top() + gap + row * (side + gap), side, side)
                if not any(rect.adjusted(-gap, -gap / 2, gap, gap / 2).intersects(b) for b, _r in badges):
                    break
                row += 1
            badges.append((rect, rank))
        return plot, legend, placed, badges

    def plot_rect(self) -> QRectF:
        """Where the plot itself is drawn (an empty rect until there are chances to draw)."""
        return QRectF() if self._chances is None else self._layout()[0]

    def label_rects(self) -> list[QRectF]:
        """Where the swing labels are drawn (for tests: they must not overlap)."""
        if self._chances is None:
            return []
        return [rect for rect, _swing, _text in self._layout()[2]]

    def label_texts(self) -> list[str]:
        """The swing labels' texts as drawn (whole: a long one wraps, never cut)."""
        if self._chances is None:
            return []
        return [text for _rect, _swing, text in self._layout()[2]]

    def badge_rects(self) -> list[tuple[QRectF, int]]:
        """Where the swing numbers are drawn over the shaded turns, with their numbers (for
        tests: they must not overlap)."""
        if self._chances is None:
            return []
        return self._layout()[3]

    def _colour(self, side: int) -> QColor:
        c = self._chances
        seat = c.sides()[side][0] if c is not None else side
        return QColor(palette.seat_hex(seat))

    # ------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        """The graph, or the message in its place."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        background, ink, grid, shade = PLOT_COLOURS.get(palette.current(), PLOT_COLOURS["classic"])
        painter.fillRect(self.rect(), QColor(background))
        painter.setPen(QColor(ink))
        c = self._chances
        if c is None:
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(QRectF(self.rect()).adjusted(8, 8, -8, -8), int(flags), self.message())
            return
        plot, legend, labels, badges = self._layout()
        fm = QFontMetricsF(self.font())
        lh = fm.height()
        turns = max(1, len(c.points) - 1)

        def at(turn: float, value: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * turn / turns, plot.bottom() - plot.height() * value)

        thin = max(1.0, lh / 16)
        # the swing turns' shade and numbers
        band_w = min(plot.width() / turns, lh * 2)      # a turn's width, narrower in a short game
        for swing in c.swings:
            middle = at(swing.turn - 0.5, 1.0).x()
            painter.fillRect(QRectF(middle - band_w / 2, plot.top(), band_w, plot.height()), QColor(shade))
        if self.now is not None and 1 <= self.now <= turns:     # where the replay is
            pen = QPen(QColor(ink), thin * 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            x = at(self.now - 0.5, 1.0).x()
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # grid and y axis
        for tick in range(0, 101, 25):
            p = at(0, tick / 100)
            painter.setPen(QPen(QColor(grid), thin))
            painter.drawLine(QPointF(plot.left(), p.y()), QPointF(plot.right(), p.y()))
            painter.setPen(QColor(ink))
            text = percent(tick / 100)
            painter.drawText(QRectF(0, p.y() - lh / 2, plot.left() - lh * 0.3, lh),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), text)
        # x axis ticks
        tick_w = fm.horizontalAdvance(str(turns)) + lh
        step = next((s for s in (1, 2, 5, 10, 20, 50, 100) if plot.width() * s / turns >= tick_w), 100)
        painter.setPen(QPen(QColor(ink), thin))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        for turn in range(0, turns + 1, step):
            p = at(turn, 0.0)
            painter.drawLine(p, QPointF(p.x(), p.y() + lh * 0.25))
            painter.drawText(QRectF(p.x() - tick_w / 2, p.y() + lh * 0.25, tick_w, lh),
                             int(Qt.AlignmentFlag.AlignCenter), str(turn))
        painter.drawText(QRectF(plot.left(), plot.bottom() + lh * 1.3, plot.width(), lh),
                         int(Qt.AlignmentFlag.AlignCenter), QCoreApplication.translate("WinGraph", "Turn"))
        painter.save()
        painter.translate(lh * 0.5, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height(), -lh * 0.5, plot.height() * 2, lh),
                         int(Qt.AlignmentFlag.AlignCenter),
                         QCoreApplication.translate("WinGraph", "Chance of winning"))
        painter.restore()
        # the lines
        width = max(2.0, lh / 7)
        size = max(4.0, lh / 3)
        every = max(1, math.ceil(size * 2.5 / max(1e-6, plot.width() / turns)))
        sides = c.sides()
        for i, side in enumerate(sides):
            colour = self._colour(i)
            pen = QPen(colour, width)
            if palette.current() in STYLED:
                pen.setStyle(LINE_STYLES[i % len(LINE_STYLES)])
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            points = [at(p.turn, p.seats[side[0]]) for p in c.points]
            painter.drawPolyline(QPolygonF(points))
            swing_turns = {s.turn for s in c.swings} | {s.turn - 1 for s in c.swings}
            for k, point in enumerate(points):
                if k % every == 0 or k == len(points) - 1 or k in swing_turns:
                    self._marker(painter, MARKERS[i % len(MARKERS)], point, size, colour, QColor(background))
        # the swing labels, with their numbers over the shaded turns
        for rect, rank in badges:
            painter.setPen(QPen(QColor(ink), thin))
            painter.setBrush(QColor(background))
            painter.drawEllipse(rect)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), str(rank))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect, swing, text in labels:
            centre = at(swing.turn - 0.5, 1.0).x()
            painter.setPen(QPen(QColor(grid), thin))
            painter.drawLine(QPointF(centre, rect.bottom()), QPointF(centre, plot.top()))
            painter.fillRect(rect, QColor(shade))
            painter.setPen(QColor(ink))
            painter.drawText(rect, int(LABEL_FLAGS), text)
        # the legend
        for rect, name, colour, i in legend:
            pen = QPen(colour, width)
            if palette.current() in STYLED:
                pen.setStyle(LINE_STYLES[i % len(LINE_STYLES)])
            painter.setPen(pen)
            y = rect.center().y()
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.left() + lh * 2.2, y))
            self._marker(painter, MARKERS[i % len(MARKERS)], QPointF(rect.left() + lh * 1.1, y), size, colour,
                         QColor(background))
            painter.setPen(QColor(ink))
            painter.drawText(QRectF(rect.left() + lh * 2.2 + lh * 0.3, rect.top(), rect.width(), lh),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)
        self._labels = [(rect, swing) for rect, swing, _text in labels]

    @staticmethod
    def _marker(painter: QPainter, kind: str, at: QPointF, size: float, colour: QColor,
                inside: QColor) -> None:
        painter.save()
        painter.setPen(QPen(colour, max(1.5, size / 3)))
        painter.setBrush(inside if kind in ("circle", "diamond") else colour)
        r = size / 2
        if kind == "circle":
            painter.drawEllipse(at, r, r)
        elif kind == "square":
            painter.drawRect(QRectF(at.x() - r, at.y() - r, size, size))
        else:
            path = QPainterPath()
            if kind == "triangle":
                corners = [QPointF(at.x(), at.y() - r * 1.2), QPointF(at.x() + r * 1.1, at.y() + r),
                           QPointF(at.x() - r * 1.1, at.y() + r)]
            else:
                corners = [QPointF(at.x(), at.y() - r * 1.3), QPointF(at.x() + r * 1.3, at.y()),
                           QPointF(at.x(), at.y() + r * 1.3), QPointF(at.x() - r * 1.3, at.y())]
            path.addPolygon(QPolygonF(corners))
            path.closeSubpath()
            painter.drawPath(path)
        painter.restore()

    # ------------------------------------------------------------- hover

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip for a point of the widget: a swing label's figures, or the nearest turn's."""
        c = self._chances
        if c is None:
            return ""
        plot, _legend, labels, _badges = self._layout()
        words = self._words()
        for rect, swing, _text in labels:
            if rect.contains(pos):
                return self._swing_tip(swing)
        if not plot.adjusted(-8, -8, 8, 8).contains(pos):
            return ""
        turns = max(1, len(c.points) - 1)
        k = min(turns, max(0, round((pos.x() - plot.left()) / plot.width() * turns)))
        point = c.points[k]
        head = self._point_title(point, k, words)
        body = [fill(QCoreApplication.translate("WinGraph", "{name}: {chance}"), name=n, chance=percent(v))
                for n, v in zip(self.side_names(), c.side_values(point))]
        tip = "\n".join([head, *body])
        for swing in c.swings:
            if swing.turn == k:
                tip += "\n" + self._swing_tip(swing)
        return tip

    def _point_title(self, point: Point, k: int, words: TableWords) -> str:
        c = self._chances
        assert c is not None
        if point.seat is None:
            return QCoreApplication.translate("WinGraph", "End of the game")
        if k == 0:
            return fill(QCoreApplication.translate("WinGraph", "Start: {name} plays first"),
                        name=words.seat(point.seat))
        played = c.points[k - 1].seat
        return fill(QCoreApplication.translate("WinGraph", "After turn {turn} ({name})"), turn=k,
                    name=words.seat(played if played is not None else point.seat))

    def _swing_tip(self, swing: Swing) -> str:
        return fill(QCoreApplication.translate("WinGraph", "Turn {turn}: {what} ({changes})"),
                    turn=swing.turn, what=swing.name.render(self._words()), changes=self._changes(swing))

    def event(self, event: QEvent) -> bool:
        """Tooltips over the points and the swing labels."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            tip = self.tooltip_at(QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), as_text(tip), self)   # names are text
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

