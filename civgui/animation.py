"""Every move on the table, animated: cards and markers fly over the real widgets.

``Animator`` listens to ``GameModel.actionApplied`` and turns the engine's events (never the
action's text) into flights: a card from a hand to a tableau, from the deck to a hand, from a
tableau or a hand to the discard pile, from the discard pile or a tableau to a hand, an Embargo
or Democracy card onto its Domain, the Art coin to its place, the hands of an Inquisition
crossing. The flights are painted by ``FlightLayer``, a child of the window's table that lets
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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
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

from .cardview import CardRow
from .painting import draw_coin
from .palette import live
from .resources import CARD_RATIO, card_pixmap
from .settings import notifier, setting
from .tableau import HEAD_H, MARK_H, PlayerArea

if TYPE_CHECKING:
    from .mainwindow import MainWindow

FLIGHT_MS = 340         # one card's flight
STAGGER_MS = 110        # between the starts of two flights of one action
AI_SHARE = 0.85         # of the AI pace that one AI action's flights may take
MIN_FLIGHT_MS = 60      # shorter than this (a fast pace): no flight at all
SETTING = "table/animation"
COIN = "coin"           # the token of the Art coin's flights
BACK_W = 18.0           # a card's width among an area's small hand backs (before the first paint)
# effects whose sacrificed card becomes a marker on another tableau (it flies with the Marker event)
MARKER_EFFECTS = frozenset({"embargo", "democracy"})

Rect = Callable[[], QRectF]


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
    hole: Callable[[], tuple[QRectF, QColor] | None] | None = None   # the new place, hidden until landed
    pixmap: QPixmap | None = field(default=None, repr=False)

    def progress(self, elapsed: float) -> float:
        """0 before its start, 1 once landed."""
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (elapsed - self.start) / self.duration))


def arrivals(before: list[str], after: list[str]) -> list[tuple[int, str]]:
    """The cards of ``after`` that ``before`` did not hold (index, token), in ``after``'s order."""
    left = Counter(before)
    out = []
    for index, token in enumerate(after):
        if left[token] > 0:
            left[token] -= 1
        else:
            out.append((index, token))
    return out


def lerp_rect(a: QRectF, b: QRectF, t: float) -> QRectF:
    """The rectangle ``t`` of the way from ``a`` to ``b``."""
    return QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                  a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t)


def distance(a: QRectF, b: QRectF) -> float:
    """Pixels from ``a``'s centre to ``b``'s."""
    d = b.center() - a.center()
    return math.hypot(d.x(), d.y())


def card_at(centre: QPointF, width: float) -> QRectF:
    """A card ``width`` wide centred on ``centre``."""
    height = width * CARD_RATIO
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


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

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self._model = window.model
        self._table = window.table
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
        self._coin = self._coin_rect()

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
        viewer = self._model.viewer
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
            target = self._arrival(who, token, nth, before) if who == viewer else self._backs_spot(who)
            hole = self._hand_hole(who, token, nth, before) if who == viewer else None
            out.append(Flight(Shown(kind, event.seat, token, who), source, target, hole=hole))

        def from_hand(who: int, card: str, used: Counter[str]) -> QRectF:
            """Where ``card`` was in ``who``'s hand (the viewer's hand row, else the small backs)."""
            if who == viewer and card in before:
                indices = [i for i, t in enumerate(before) if t == card]
                index = indices[min(used[card], len(indices) - 1)]
                used[card] += 1
                return self._map(self._window.hand, self._window.hand.card_rect(index))
            return self._backs_spot(who)()

        taken: Counter[str] = Counter()
        for event in events:
            seat = event.seat
            if isinstance(event, Play) and seat is not None:
                out.append(Flight(Shown("play", seat, event.card), from_hand(seat, event.card, taken),
                                  self._cell(seat, event.card), hole=self._cell_hole(seat, event.card)))
            elif isinstance(event, Pick) and seat is not None:
                source = self._row_rect(self._window.draft.centre, centre, event.card)
                out.append(Flight(Shown("pick", seat, event.card), source, self._cell(seat, event.card),
                                  hole=self._cell_hole(seat, event.card)))
            elif isinstance(event, Draw) and seat is not None:
                for card in event.cards:
                    to_hand("draw", event, seat, face(event, card), self._pile("deck")())
            elif isinstance(event, Keep) and seat is not None and event.card:
                token = face(event, event.card)
                source = self._row_rect(self._window.draft.packet, packet, event.card) \
                    if token == event.card else self._area_middle(seat)
                to_hand("keep", event, seat, token, source)
            elif isinstance(event, Discard) and seat is not None:
                source = from_hand(seat, event.card, taken) if event.source == "hand" \
                    else self._old_cell(seat, event.card)
                out.append(Flight(Shown("discard", seat, event.card), source, self._pile("discard")))
            elif isinstance(event, Sacrifice) and seat is not None and event.effect in MARKER_EFFECTS:
                self._held[seat] = self._old_cell(seat, event.card)   # it flies once its place is chosen
            elif isinstance(event, Sacrifice) and seat is not None:
                out.append(Flight(Shown("sacrifice", seat, event.card), self._old_cell(seat, event.card),
                                  self._pile("discard")))
            elif isinstance(event, Marker) and seat is not None:
                held = self._held.pop(seat, None)
                source = held if held is not None else self._grid_card(seat, event.card[:3])
                out.append(Flight(Shown(event.kind, seat, event.card), source,
                                  self._marker_spot(event.target, event.domain, event.kind),
                                  turn=(0.0, 90.0), hole=self._marker_hole(event.target, event.domain,
                                                                           event.kind)))
            elif isinstance(event, Expire) and seat is not None:
                out.append(Flight(Shown("expire", event.by, event.card),
                                  self._marker_spot(seat, event.domain, "embargo")(), self._pile("discard"),
                                  turn=(90.0, 0.0)))
            elif isinstance(event, Pass):
                out.extend(self._passes(viewer))
            elif isinstance(event, Return) and seat is not None:
                to_hand("return", event, seat, event.card, self._old_cell(seat, event.card))
            elif isinstance(event, Take) and seat is not None:
                to_hand("take", event, seat, event.card, self._pile("discard")())
            elif isinstance(event, Pool) and seat is not None:
                given: Counter[str] = Counter()
                for card in event.cards:
                    to_hand("pool", event, seat, face(event, card), from_hand(event.target, card, given))
            elif isinstance(event, Give) and seat is not None and event.card:
                to_hand("give", event, event.target, face(event, event.card),
                        from_hand(seat, event.card, taken))
            elif isinstance(event, Copy) and seat is not None:
                source = self._coin if self._coin is not None else self._table_spot()
                out.append(Flight(Shown("coin", seat, COIN), source, self._coin_target(),
                                  hole=self._coin_hole(event.target)))
            elif isinstance(event, CoinBack) and self._coin is not None:
                out.append(Flight(Shown("coin", seat, COIN), self._coin, lambda: self._table_spot()))
        return out

    # ------------------------------------------------------------------ where things are

    def _map(self, widget: QWidget, rect: QRectF) -> QRectF:
        """``rect`` of ``widget`` in the table's (and the layer's) coordinates; in a tableau scrolled
        partly out of view, moved to the nearest place in view (never over the strips around it)."""
        offset = self._table.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0)))
        out = rect.translated(offset.x(), offset.y())
        port = self._window.table_scroll.viewport()
        if port.isAncestorOf(widget):
            corner = self._table.mapFromGlobal(port.mapToGlobal(QPoint(0, 0)))
            seen = QRectF(corner.x(), corner.y(), port.width(), port.height())
            if not seen.contains(out) and seen.width() > out.width() and seen.height() > out.height():
                out.moveLeft(min(max(out.left(), seen.left()), seen.right() - out.width()))
                out.moveTop(min(max(out.top(), seen.top()), seen.bottom() - out.height()))
        return out

    def _area(self, seat: int) -> PlayerArea | None:
        """The area of ``seat`` now (the window rebuilds them: never kept)."""
        return next((a for a in self._window.areas() if a.seat == seat), None)

    def _backs_spot(self, seat: int) -> Rect:
        """Where ``seat``'s hand shows in its area: its small backs (the header's right end)."""
        def spot() -> QRectF:
            area = self._area(seat)
            if area is None:
                return card_at(QPointF(self._table.rect().center()), BACK_W)
            rect = area.backs_rect
            if rect.isEmpty():
                width = BACK_W
                rect = QRectF(area.width() - 80 - width, 6, width, width * CARD_RATIO)
            return self._map(area, rect)
        return spot

    def _area_middle(self, seat: int) -> QRectF:
        area = self._area(seat)
        if area is None:
            return card_at(QPointF(self._table.rect().center()), BACK_W)
        return self._map(area, card_at(QPointF(area.rect().center()), 40.0))

    def _pile(self, which: str) -> Rect:
        """The top card of the deck or the discard pile (where ``PileWidget`` draws it)."""
        pile = self._window.centre.deck if which == "deck" else self._window.centre.discard
        return lambda: self._map(pile, QRectF(22, 2, 46, 46 * CARD_RATIO))

    def _table_spot(self) -> QRectF:
        """Where the Art coin lies when no one holds it: by the turn's name in the centre strip."""
        label = self._window.centre.turn
        r = HEAD_H / 2 - 1
        return self._map(label, QRectF(label.width() - 2 * r - 4, 2, 2 * r, 2 * r))

    def _coin_rect(self) -> QRectF | None:
        """Where the Art coin is drawn now (None: it is on the table)."""
        view = self._model.view()
        coin = view.get("art_coin") if view is not None else None
        if not coin:
            return None
        area = self._area(coin["on"])
        if area is None:
            return None
        col = area.column_rect(coin["domain"])
        if col.isEmpty():
            return None
        r = HEAD_H / 2 - 1
        return self._map(area, QRectF(col.right() - 2 - 2 * r, col.top() + 1, 2 * r, 2 * r))

    def _coin_target(self) -> Rect:
        def spot() -> QRectF:
            rect = self._coin_rect()
            return rect if rect is not None else self._table_spot()
        return spot

    def _coin_hole(self, seat: int) -> Callable[[], tuple[QRectF, QColor] | None]:
        """The Art coin in ``seat``'s area, hidden until the flying one lands there."""
        def hole() -> tuple[QRectF, QColor] | None:
            rect, view = self._coin_rect(), self._model.view()
            if rect is None or view is None:
                return None
            ground = live("panel_active") if view["to_move"] == seat else live("panel")
            return rect.adjusted(-1.5, -1.5, 1.5, 1.5), QColor(ground)
        return hole

    def _row_rect(self, row: QWidget, tokens: list[str], card: str) -> QRectF:
        """Where ``card`` lay in a row of cards (the draft's packet or centre) before the action."""
        if isinstance(row, CardRow) and card in tokens and tokens == row.tokens:
            return self._map(row, row.card_rect(tokens.index(card)))
        return self._map(row, card_at(QPointF(row.rect().center()), 60.0))

    def _old_cell(self, seat: int, card: str) -> QRectF:
        """Where ``card`` lay in ``seat``'s tableau before the action (the area's last paint): the
        latest card of its kind, as the rules remove it; else its Domain's grid."""
        area = self._area(seat)
        if area is None:
            return card_at(QPointF(self._table.rect().center()), 40.0)
        cells = [rect for rect, token in area.cells_of(card[:3]) if token == card]
        if cells:
            return self._map(area, cells[-1])
        return self._grid_card(seat, card[:3])

    def _grid_card(self, seat: int, domain: str) -> QRectF:
        """A card in the middle of ``seat``'s grid of ``domain``."""
        area = self._area(seat)
        if area is None:
            return card_at(QPointF(self._table.rect().center()), 40.0)
        grid = area.grid_rects.get(domain, QRectF())
        if grid.isEmpty():
            return self._area_middle(seat)
        return self._map(area, card_at(grid.center(), grid.width() / 3))

    def _cell(self, seat: int, card: str) -> Rect:
        """Where ``card`` lies in ``seat``'s tableau now (the latest of its kind in its Domain)."""
        def spot() -> QRectF:
            area = self._area(seat)
            if area is None:
                return card_at(QPointF(self._table.rect().center()), 40.0)
            cells = [rect for rect, token in area.cells_of(card[:3]) if token == card]
            return self._map(area, cells[-1]) if cells else self._grid_card(seat, card[:3])
        return spot

    def _cell_hole(self, seat: int, card: str) -> Callable[[], tuple[QRectF, QColor] | None]:
        """The new card's cell, painted as the empty area until the card lands there."""
        def hole() -> tuple[QRectF, QColor] | None:
            area = self._area(seat)
            view = self._model.view()
            if area is None or view is None:
                return None
            cells = [rect for rect, token in area.cells_of(card[:3]) if token == card]
            if not cells:
                return None
            ground = live("panel_active") if view["to_move"] == seat else live("panel")
            return self._map(area, cells[-1].adjusted(-1, -1, 1, 1)), QColor(ground)
        return hole

    def _arrival_index(self, token: str, nth: int, before: list[str]) -> int | None:
        found = [i for i, t in arrivals(before, self._window.hand.tokens) if t == token]
        return found[nth] if nth < len(found) else None

    def _arrival(self, seat: int, token: str, nth: int, before: list[str]) -> Rect:
        """Where a card coming into the viewer's hand lies in the hand row now."""
        hand = self._window.hand

        def spot() -> QRectF:
            index = self._arrival_index(token, nth, before)
            if index is None:
                return self._map(hand, card_at(QPointF(hand.rect().center()), 60.0))
            return self._map(hand, hand.card_rect(index))
        return spot

    def _hand_hole(self, seat: int, token: str, nth: int, before: list[str]) -> Callable[
            [], tuple[QRectF, QColor] | None]:
        """The part of a new hand card that shows, painted as the table until it lands there."""
        hand = self._window.hand

        def hole() -> tuple[QRectF, QColor] | None:
            index = self._arrival_index(token, nth, before)
            if index is None:
                return None
            rect = hand.card_rect(index)
            width = hand.visible_widths()[index]
            return self._map(hand, QRectF(rect.left() - 1, rect.top() - 1, width + 2,
                                          rect.height() + 2)), QColor(live("table"))
        return hole

    def _marker_row(self, seat: int, domain: str, kind: str) -> tuple[PlayerArea, QRectF] | None:
        """``seat``'s area and its row of ``kind`` (embargo, democracy) under the grid of ``domain``,
        as ``PlayerArea`` draws it: the Democracy row first, the Embargo row under it."""
        area = self._area(seat)
        view = self._model.view()
        grid = area.grid_rects.get(domain, QRectF()) if area is not None else QRectF()
        if area is None or view is None or grid.isEmpty():
            return None
        below = kind == "embargo" and any(m["on"] == seat for m in view["democracy"])
        col = area.column_rect(domain)
        top = grid.bottom() + 2 + (MARK_H if below else 0.0)
        return area, QRectF(col.left() + 2, top, col.width() - 4, MARK_H)

    def _marker_spot(self, seat: int, domain: str, kind: str) -> Rect:
        """Under ``seat``'s grid of ``domain``: its marker row (a card lying on its side there)."""
        def spot() -> QRectF:
            found = self._marker_row(seat, domain, kind)
            if found is None:
                return self._area_middle(seat)
            area, row = found
            grid = area.grid_rects[domain]
            side = MARK_H - 1
            length = side * CARD_RATIO
            # the card's upright box, whose turn by 90° lies along the row from the grid's edge
            centre = QPointF(max(row.left(), grid.left()) + length / 2, row.top() + side / 2)
            return self._map(area, card_at(centre, side))
        return spot

    def _marker_hole(self, seat: int, domain: str, kind: str) -> Callable[[], tuple[QRectF, QColor] | None]:
        """The marker's row, empty until the flying card lands there."""
        def hole() -> tuple[QRectF, QColor] | None:
            found = self._marker_row(seat, domain, kind)
            view = self._model.view()
            if found is None or view is None:
                return None
            area, row = found
            ground = live("panel_active") if view["to_move"] == seat else live("panel")
            return self._map(area, row), QColor(ground)
        return hole

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
            source = self._map(row, card_at(QPointF(row.rect().center()), 60.0)) if giver == viewer \
                else self._backs_spot(giver)()
            target = self._packet_spot() if taker == viewer else self._backs_spot(taker)
            out.append(Flight(Shown("pass", giver, packets[taker][0]), source, target))
        return out

    def _packet_spot(self) -> Rect:
        row = self._window.draft.packet
        return lambda: self._map(row, card_at(QPointF(row.rect().center()), 60.0))

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

