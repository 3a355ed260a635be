"""Every move on the table, animated: cards and markers fly over the real widgets.

``Animator`` listens to ``GameModel.actionApplied`` and turns the engine's events (never the
action's text) into flights: a card from a hand to a tableau, from the deck to a hand, from a
tableau or a hand to the discard pile, from the discard pile or a tableau to a hand, an Embargo
or Democracy card onto its Domain, the Art coin to its place, the hands of an Inquisition
crossing, the draft's packets passing (``civgui.table.spots`` says where each of these lies on the
table). The flights are painted by ``FlightLayer``, a child of the window's table that lets
every mouse event through: the widgets below already show the final state (what the model holds
and what any widget reports is the new state at once), the layer only adds motion, and covers a
card's new cell until its flight lands.

What a flight shows follows RULES §8: an event that hides cards (``visible_to``) shows their
faces only when the table's viewer is among the seats that may see them, else the backs with
their Age (which is public); nothing flies while the hot-seat cover is down. ``shown`` records
what each flight showed (the tests read it).

Timing: a flight takes ``FLIGHT_MS``; the flights of one action start ``STAGGER_MS`` apart. An AI
seat's flights fit in ``AI_SHARE`` of the AI pace (none at "Instant" or while "Skip to my turn"
hurries); a new action finishes the flights still running; a mouse press in the window or any
key finishes them all at once; a new game, a loaded game or an undo shows the new state without
flights; the setting ``table/animation`` (Settings: "Animate moves") switches them off, live.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QTransform
from PySide6.QtWidgets import QApplication, QWidget

from engine.events import (
    CoinBack,
    Copy,
    Discard,
    Draw,
    Event,
    Expire,
    Give,
    Keep,
    Marker,
    Pass,
    Pick,
    Play,
    Pool,
    Return,
    Sacrifice,
    Take,
    Turn,
)

from ..media.painting import draw_coin
from ..media.resources import card_pixmap
from ..play.texts import MARKER_EFFECTS
from ..services.settings import notifier, setting
from .spots import Hole, Rect, TableSpots, TableWindow, card_at

FLIGHT_MS = 340         # one card's flight
STAGGER_MS = 110        # between the starts of two flights of one action
AI_SHARE = 0.85         # of the AI pace that one AI action's flights may take
MIN_FLIGHT_MS = 60      # shorter than this (a fast pace): no flight at all
SETTING = "table/animation"
COIN = "coin"           # the token of the Art coin's flights


@dataclass(frozen=True)
class Shown:
    """What one flight showed: its kind (the event's), the acting seat, the token painted (a face
    ``SCI2``, a back ``?2``, or ``coin``) and the seat whose hand it flew into (None: no hand)."""

    kind: str
    seat: int | None
    token: str
    into_hand: int | None = None


@dataclass
class Flight:
    """One thing moving: from ``source`` (fixed when the action was applied) to ``target`` (asked
    again at each frame: the table's layout now), starting ``start`` ms into the batch."""

    shown: Shown
    source: QRectF
    target: Rect
    start: float = 0.0
    duration: float = FLIGHT_MS
    turn: tuple[float, float] = (0.0, 0.0)   # degrees at the start and the end (a marker lies on its side)
    hole: Hole | None = None             # the new place, hidden until landed
    pixmap: QPixmap | None = field(default=None, repr=False)

    def progress(self, elapsed: float) -> float:
        """0 before its start, 1 once landed."""
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (elapsed - self.start) / self.duration))


def lerp_rect(a: QRectF, b: QRectF, t: float) -> QRectF:
    """The rectangle ``t`` of the way from ``a`` to ``b``."""
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t)


def distance(a: QRectF, b: QRectF) -> float:
    """Pixels from ``a``'s centre to ``b``'s."""
    d = b.center() - a.center()
    return math.hypot(d.x(), d.y())


class FlightLayer(QWidget):
    """The transparent layer over the table on which the flights are painted (mouse events pass
    through it to the widgets below; it never takes the focus)."""

    def __init__(self, animator: Animator, parent: QWidget) -> None:
        super().__init__(parent)
        self._animator = animator
        self.setObjectName("flightLayer")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(parent.rect())

    def paintEvent(self, event: QPaintEvent) -> None:
        """The flights as they are now."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._animator.paint(painter)
        painter.end()


class Animator(QObject):
    """Turns each applied action's events into flights over ``window``'s table."""

    started = Signal()     # a batch of flights began
    idle = Signal()        # every flight landed (or was finished at once)

    def __init__(self, window: TableWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._model = window.model
        self._table = window.table
        self.spots = TableSpots(window)
        self.layer: FlightLayer | None = None      # made at the first flight (never with the setting off)
        self.flights: list[Flight] = []
        self.shown: list[Shown] = []               # what every flight showed since the game began
        self._easing = QEasingCurve(QEasingCurve.Type.InOutCubic)
        self._clock = QVariantAnimation(self)
        self._clock.setStartValue(0.0)
        self._clock.setEndValue(1.0)
        self._clock.valueChanged.connect(self._frame)
        self._clock.finished.connect(self.finish)
        self._filtering = False
        self._coin: QRectF | None = None           # where the Art coin was drawn before this action
        self._held: dict[int, QRectF] = {}          # the cell a marker's sacrificed card left, per seat
        self.enabled = bool(setting(SETTING))
        model = self._model
        model.actionApplied.connect(self._applied)
        model.changed.connect(self._remember)
        model.gameStarted.connect(self._restart)
        model.undone.connect(lambda _seat, _action: self._restart(keep_shown=True))
        model.coverChanged.connect(self.finish)
        notifier().changed.connect(self._setting_changed)
        self._table.installEventFilter(self)       # the layer follows the table's size

    # ------------------------------------------------------------------ state

    @property
    def busy(self) -> bool:
        """Whether flights are on the table now."""
        return bool(self.flights)

    @property
    def planned_ms(self) -> int:
        """How long the running batch takes from its start to its last landing (ms)."""
        return self._clock.duration() if self.flights else 0

    def elapsed(self) -> float:
        """Milliseconds since the running batch began."""
        return float(self._clock.currentTime())

    def finish(self) -> None:
        """Land every flight at once (the table already shows where they go)."""
        was_busy = bool(self.flights)
        self._clock.stop()
        self.flights = []
        if self._filtering:
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._filtering = False
        if self.layer is not None:
            self.layer.hide()
        if was_busy:
            self.idle.emit()

    def _restart(self, keep_shown: bool = False) -> None:
        self.finish()
        if not keep_shown:
            self.shown = []
        self._held.clear()
        self._remember()

    def _setting_changed(self, key: str) -> None:
        if key == SETTING:
            self.enabled = bool(setting(SETTING))
            if not self.enabled:
                self.finish()

    def _remember(self) -> None:
        """After each change: where the Art coin lies now (the next action may move it)."""
        self._coin = self.spots.coin_rect()

    # ------------------------------------------------------------------ events -> flights

    def _applied(self, seat: int, _action: str, events: list[Event]) -> None:
        self.finish()                   # the previous action's flights land at once
        if any(isinstance(event, Turn) for event in events):
            self._held.clear()          # a marker is placed in the turn its card was sacrificed
        if not self.enabled or self._model.covered or not self._table.isVisible():
            return
        timing = self._timing(seat)
        if timing is None:
            return
        flights = self._flights(events)
        if not flights:
            return
        flight_ms, stagger_ms = timing
        if len(flights) > 1:
            stagger_ms = min(stagger_ms, max(0.0, (self._budget(seat) - flight_ms) / (len(flights) - 1)))
        for index, flight in enumerate(flights):
            flight.start = index * stagger_ms
            flight.duration = flight_ms
        self.shown.extend(f.shown for f in flights)
        del self.shown[:-500]
        self.flights = flights
        self._start()

    def _budget(self, seat: int) -> float:
        """Milliseconds the flights of one action of ``seat`` may take."""
        driver = self._window.driver
        if not self._model.is_human(seat):
            return driver.pace * 1000 * AI_SHARE
        upto: float = FLIGHT_MS + 4 * STAGGER_MS
        nxt = self._model.to_move
        if nxt is not None and not self._model.is_human(nxt) and driver.pace > 0:
            upto = min(upto, max(FLIGHT_MS, driver.pace * 1000 * AI_SHARE))  # the AI answers then
        return upto

    def _timing(self, seat: int) -> tuple[float, float] | None:
        """(flight, stagger) in ms for an action of ``seat``; None: no flights."""
        driver = self._window.driver
        if not self._model.is_human(seat) and (driver.pace <= 0 or driver.hurrying):
            return None
        budget = self._budget(seat)
        flight = min(float(FLIGHT_MS), budget * 0.7 if budget < FLIGHT_MS + STAGGER_MS else budget)
        if flight < MIN_FLIGHT_MS:
            return None
        return flight, float(STAGGER_MS)

    def _flights(self, events: list[Event]) -> list[Flight]:
        viewer, spots = self._model.viewer, self.spots
        before = list(self._window.hand.tokens)   # the hand widget still shows the hand before
        packet, centre = list(self._window.draft.packet.tokens), list(self._window.draft.centre.tokens)
        into: Counter[tuple[int, str]] = Counter()   # the cards already flying into a hand, per token
        out: list[Flight] = []

        def face(event: Event, card: str) -> str:
            """The card's face if the viewer may see it, else its back (its Age is public)."""
            seen = event.visible_to
            if seen is None or (viewer is not None and viewer in seen):
                return card
            return f"?{card[3]}" if len(card) > 3 else "?1"

        def to_hand(kind: str, event: Event, who: int, token: str, source: QRectF) -> None:
            nth = into[(who, token)]
            into[(who, token)] += 1
            target = spots.arrival(who, token, nth, before) if who == viewer else spots.backs_spot(who)
            hole = spots.hand_hole(who, token, nth, before) if who == viewer else None
            out.append(Flight(Shown(kind, event.seat, token, who), source, target, hole=hole))

        def from_hand(who: int, card: str, used: Counter[str]) -> QRectF:
            """Where ``card`` was in ``who``'s hand (the viewer's hand row, else the small backs)."""
            if who == viewer and card in before:
                indices = [i for i, t in enumerate(before) if t == card]
                index = indices[min(used[card], len(indices) - 1)]
                used[card] += 1
                return spots.map(self._window.hand, self._window.hand.card_rect(index))
            return spots.backs_spot(who)()

        taken: Counter[str] = Counter()
        for event in events:
            seat = event.seat
            if isinstance(event, Play) and seat is not None:
                out.append(Flight(Shown("play", seat, event.card), from_hand(seat, event.card, taken),
                                  spots.cell(seat, event.card), hole=spots.cell_hole(seat, event.card)))
            elif isinstance(event, Pick) and seat is not None:
                source = spots.row_rect(self._window.draft.centre, centre, event.card)
                out.append(Flight(Shown("pick", seat, event.card), source, spots.cell(seat, event.card),
                                  hole=spots.cell_hole(seat, event.card)))
            elif isinstance(event, Draw) and seat is not None:
                for card in event.cards:
                    to_hand("draw", event, seat, face(event, card), spots.pile("deck")())
            elif isinstance(event, Keep) and seat is not None and event.card:
                token = face(event, event.card)
                source = spots.row_rect(self._window.draft.packet, packet, event.card) \
                    if token == event.card else spots.area_middle(seat)
                to_hand("keep", event, seat, token, source)
            elif isinstance(event, Discard) and seat is not None:
                source = from_hand(seat, event.card, taken) if event.source == "hand" \
                    else spots.old_cell(seat, event.card)
                out.append(Flight(Shown("discard", seat, event.card), source, spots.pile("discard")))
            elif isinstance(event, Sacrifice) and seat is not None and event.effect in MARKER_EFFECTS:
                self._held[seat] = spots.old_cell(seat, event.card)   # it flies once its place is chosen
            elif isinstance(event, Sacrifice) and seat is not None:
                out.append(Flight(Shown("sacrifice", seat, event.card), spots.old_cell(seat, event.card),
                                  spots.pile("discard")))
            elif isinstance(event, Marker) and seat is not None:
                held = self._held.pop(seat, None)
                source = held if held is not None else spots.grid_card(seat, event.card[:3])
                out.append(Flight(Shown(event.kind, seat, event.card), source,
                                  spots.marker_spot(event.target, event.domain, event.kind),
                                  turn=(0.0, 90.0), hole=spots.marker_hole(event.target, event.domain,
                                                                           event.kind)))
            elif isinstance(event, Expire) and seat is not None:
                out.append(Flight(Shown("expire", event.by, event.card),
                                  spots.marker_spot(seat, event.domain, "embargo")(), spots.pile("discard"),
                                  turn=(90.0, 0.0)))
            elif isinstance(event, Pass):
                out.extend(self._passes(viewer))
            elif isinstance(event, Return) and seat is not None:
                to_hand("return", event, seat, event.card, spots.old_cell(seat, event.card))
            elif isinstance(event, Take) and seat is not None:
                to_hand("take", event, seat, event.card, spots.pile("discard")())
            elif isinstance(event, Pool) and seat is not None:
                given: Counter[str] = Counter()
                for card in event.cards:
                    to_hand("pool", event, seat, face(event, card), from_hand(event.target, card, given))
            elif isinstance(event, Give) and seat is not None and event.card:
                to_hand("give", event, event.target, face(event, event.card),
                        from_hand(seat, event.card, taken))
            elif isinstance(event, Copy) and seat is not None:
                source = self._coin if self._coin is not None else spots.table_spot()
                out.append(Flight(Shown("coin", seat, COIN), source, spots.coin_target(),
                                  hole=spots.coin_hole(event.target)))
            elif isinstance(event, CoinBack) and self._coin is not None:
                out.append(Flight(Shown("coin", seat, COIN), self._coin, lambda: spots.table_spot()))
        return out

    def _passes(self, viewer: int | None) -> list[Flight]:
        """The draft's packets passing to the left, each shown as the viewer knows it (its top card,
        a back when the viewer does not know it)."""
        view = self._model.view()
        draft = view.get("draft") if view is not None else None
        if view is None or not draft:
            return []
        packets = draft["packets"]
        row = self._window.draft.packet
        out = []
        for giver in range(len(packets)):
            taker = (giver + 1) % len(packets)
            if not packets[taker]:
                continue
            source = self.spots.map(row, card_at(QPointF(row.rect().center()), 60.0)) if giver == viewer \
                else self.spots.backs_spot(giver)()
            target = self.spots.packet_spot() if taker == viewer else self.spots.backs_spot(taker)
            out.append(Flight(Shown("pass", giver, packets[taker][0]), source, target))
        return out

    # ------------------------------------------------------------------ running

    def _start(self) -> None:
        if self.layer is None:
            self.layer = FlightLayer(self, self._table)
        self.layer.setGeometry(self._table.rect())
        self.layer.raise_()
        self.layer.show()
        app = QApplication.instance()
        if app is not None and not self._filtering:
            app.installEventFilter(self)
            self._filtering = True
        total = max(f.start + f.duration for f in self.flights)
        self._clock.stop()
        self._clock.setDuration(max(1, math.ceil(total)))
        self._clock.start()
        self.started.emit()
        self.layer.update()

    def _frame(self, _value: object) -> None:
        if self.layer is not None:
            self.layer.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A press in the window or any key lands every flight (the event goes on to its widget);
        the layer follows the table's size."""
        kind = event.type()
        if watched is self._table and kind == QEvent.Type.Resize and self.layer is not None:
            self.layer.setGeometry(self._table.rect())
        elif self.flights and kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                                       QEvent.Type.KeyPress):
            if kind == QEvent.Type.KeyPress or (isinstance(watched, QWidget)
                                                and watched.window() is self._table.window()):
                self.finish()
        return False

    def paint(self, painter: QPainter) -> None:
        """Paint every flight at the batch's time: the holes first, then the cards in the air."""
        elapsed = self.elapsed()
        for flight in self.flights:
            if flight.hole is not None and flight.progress(elapsed) < 1.0:
                hole = flight.hole()
                if hole is not None:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(hole[1])
                    painter.drawRect(hole[0])
        for flight in sorted(self.flights, key=lambda f: f.progress(elapsed) > 0):
            t = flight.progress(elapsed)
            if t >= 1.0:
                continue
            self._paint_flight(painter, flight, self._easing.valueForProgress(t))

    def _paint_flight(self, painter: QPainter, flight: Flight, t: float) -> None:
        target = flight.target()
        rect = lerp_rect(flight.source, target, t)
        lift = math.sin(math.pi * t) * min(36.0, distance(flight.source, target) * 0.12)
        rect.translate(0, -lift)
        small = max(flight.source.width(), target.width())
        if small < 48 and flight.shown.token != COIN:   # a card to or from the small backs grows in the air
            grow = 1 + (48 / max(small, 1.0) - 1) * math.sin(math.pi * t) * 0.8
            centre = rect.center()
            rect = QRectF(0, 0, rect.width() * grow, rect.height() * grow)
            rect.moveCenter(centre)
        if flight.shown.token == COIN:
            r = rect.width() / 2
            draw_coin(painter, rect.center(), max(4.0, r))
            return
        if flight.pixmap is None:
            width = max(flight.source.width(), target.width(), 60.0)
            flight.pixmap = card_pixmap(flight.shown.token, round(width), self._table.devicePixelRatioF())
        painter.save()
        painter.translate(rect.center())
        angle = flight.turn[0] + (flight.turn[1] - flight.turn[0]) * t
        if angle:
            painter.setTransform(QTransform().rotate(angle), True)
        box = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        if t > 0:   # in the air: a shadow under it
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, int(70 * math.sin(math.pi * t)) + 20))
            painter.drawRoundedRect(box.translated(3, 4 + lift * 0.3), 4, 4)
        painter.drawPixmap(box, flight.pixmap, QRectF(flight.pixmap.rect()))
        painter.restore()

