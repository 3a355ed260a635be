"""Where things lie on the table, in the table's coordinates: the ends of the flights of
``civgui.table.animation``.

``TableSpots`` reads the real widgets as they were last laid out and painted (a ``PlayerArea``'s
cells, grids, small hand backs and coin; the hand row; the deck and the discard pile; the draft's
rows). Asked while an action's signals run, before the widgets repaint, it gives where things
were; asked again later, where they are now: a flight's source is read once, its target at each
frame. The areas are looked up by seat each time (the window rebuilds them). "Holes" are a new
card's or marker's place, to be painted over in its background until its flight lands there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QScrollArea, QWidget

from ..media.palette import live
from ..media.resources import CARD_RATIO
from .cardview import CardRow
from .tableau import HEAD_H, MARK_H, PlayerArea

if TYPE_CHECKING:
    from ..play.model import GameModel
    from .centre import CentreStrip
    from .draft import DraftPanel
    from .hand import HandView

BACK_W = 18.0           # a card's width among an area's small hand backs (before the first paint)

Rect = Callable[[], QRectF]                            # a place as the table lays it out when asked
Hole = Callable[[], tuple[QRectF, QColor] | None]      # a place to hide, and its background


class Pace(Protocol):
    """What the flights need of the AI driver: how long it waits, and whether it hurries."""

    @property
    def pace(self) -> float: ...

    @property
    def hurrying(self) -> bool: ...


class TableWindow(Protocol):
    """What the spots and the flights read of the window around the table (the main window is one)."""

    @property
    def model(self) -> GameModel: ...

    @property
    def driver(self) -> Pace: ...

    @property
    def table(self) -> QWidget: ...

    @property
    def table_scroll(self) -> QScrollArea: ...

    @property
    def centre(self) -> CentreStrip: ...

    @property
    def hand(self) -> HandView: ...

    @property
    def draft(self) -> DraftPanel: ...

    def areas(self) -> list[PlayerArea]: ...


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


def card_at(centre: QPointF, width: float) -> QRectF:
    """A card ``width`` wide centred on ``centre``."""
    height = width * CARD_RATIO
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


class TableSpots:
    """The places of ``window``'s table (its areas, hand, piles and draft rows)."""

    def __init__(self, window: TableWindow) -> None:
        self._window = window
        self._model = window.model
        self._table = window.table

    def map(self, widget: QWidget, rect: QRectF) -> QRectF:
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

    def area(self, seat: int) -> PlayerArea | None:
        """The area of ``seat`` now (the window rebuilds them: never kept)."""
        return next((a for a in self._window.areas() if a.seat == seat), None)

    def backs_spot(self, seat: int) -> Rect:
        """Where ``seat``'s hand shows in its area: its small backs (the header's right end)."""
        def spot() -> QRectF:
            area = self.area(seat)
            if area is None:
                return card_at(QPointF(self._table.rect().center()), BACK_W)
            rect = area.backs_rect
            if rect.isEmpty():
                width = BACK_W
                rect = QRectF(area.width() - 80 - width, 6, width, width * CARD_RATIO)
            return self.map(area, rect)
        return spot

    def area_middle(self, seat: int) -> QRectF:
        area = self.area(seat)
        if area is None:
            return card_at(QPointF(self._table.rect().center()), BACK_W)
        return self.map(area, card_at(QPointF(area.rect().center()), 40.0))

    def pile(self, which: str) -> Rect:
        """The top card of the deck or the discard pile (where ``PileWidget`` draws it)."""
        pile = self._window.centre.deck if which == "deck" else self._window.centre.discard
        return lambda: self.map(pile, pile.card_rect())

    def table_spot(self) -> QRectF:
        """Where the Art coin lies when no one holds it: by the turn's name in the centre strip."""
        label = self._window.centre.turn
        r = HEAD_H / 2 - 1
        return self.map(label, QRectF(label.width() - 2 * r - 4, 2, 2 * r, 2 * r))

    def coin_rect(self) -> QRectF | None:
        """Where the Art coin is drawn now (None: it is on the table)."""
        view = self._model.view()
        coin = view.get("art_coin") if view is not None else None
        if not coin:
            return None
        area = self.area(coin["on"])
        if area is None:
            return None
        col = area.column_rect(coin["domain"])
        if col.isEmpty():
            return None
        r = HEAD_H / 2 - 1
        return self.map(area, QRectF(col.right() - 2 - 2 * r, col.top() + 1, 2 * r, 2 * r))

    def coin_target(self) -> Rect:
        def spot() -> QRectF:
            rect = self.coin_rect()
            return rect if rect is not None else self.table_spot()
        return spot

    def coin_hole(self, seat: int) -> Hole:
        """The Art coin in ``seat``'s area, hidden until the flying one lands there."""
        def hole() -> tuple[QRectF, QColor] | None:
            rect, view = self.coin_rect(), self._model.view()
            if rect is None or view is None:
                return None
            ground = live("panel_active") if view["to_move"] == seat else live("panel")
            return rect.adjusted(-1.5, -1.5, 1.5, 1.5), QColor(ground)
        return hole

    def row_rect(self, row: QWidget, tokens: list[str], card: str) -> QRectF:
        """Where ``card`` lay in a row of cards (the draft's packet or centre) before the action."""
        if isinstance(row, CardRow) and card in tokens and tokens == row.tokens:
            return self.map(row, row.card_rect(tokens.index(card)))
        return self.map(row, card_at(QPointF(row.rect().center()), 60.0))

    def old_cell(self, seat: int, card: str) -> QRectF:
        """Where ``card`` lay in ``seat``'s tableau before the action (the area's last paint): the
        latest card of its kind, as the rules remove it; else its Domain's grid."""
        area = self.area(seat)
        if area is None:
            return card_at(QPointF(self._table.rect().center()), 40.0)
        cells = [rect for rect, token in area.cells_of(card[:3]) if token == card]
        if cells:
            return self.map(area, cells[-1])
        return self.grid_card(seat, card[:3])

    def grid_card(self, seat: int, domain: str) -> QRectF:
        """A card in the middle of ``seat``'s grid of ``domain``."""
        area = self.area(seat)
        if area is None:
            return card_at(QPointF(self._table.rect().center()), 40.0)
        grid = area.grid_rects.get(domain, QRectF())
        if grid.isEmpty():
            return self.area_middle(seat)
        return self.map(area, card_at(grid.center(), grid.width() / 3))

    def cell(self, seat: int, card: str) -> Rect:
        """Where ``card`` lies in ``seat``'s tableau now (the latest of its kind in its Domain)."""
        def spot() -> QRectF:
            area = self.area(seat)
            if area is None:
                return card_at(QPointF(self._table.rect().center()), 40.0)
            cells = [rect for rect, token in area.cells_of(card[:3]) if token == card]
            return self.map(area, cells[-1]) if cells else self.grid_card(seat, card[:3])
        return spot

    def cell_hole(self, seat: int, card: str) -> Hole:
        """The new card's cell, painted as the empty area until the card lands there."""
        def hole() -> tuple[QRectF, QColor] | None:
            area = self.area(seat)
            view = self._model.view()
            if area is None or view is None:
                return None
            cells = [rect for rect, token in area.cells_of(card[:3]) if token == card]
            if not cells:
                return None
            ground = live("panel_active") if view["to_move"] == seat else live("panel")
            return self.map(area, cells[-1].adjusted(-1, -1, 1, 1)), QColor(ground)
        return hole

    def arrival_index(self, token: str, nth: int, before: list[str]) -> int | None:
        found = [i for i, t in arrivals(before, self._window.hand.tokens) if t == token]
        return found[nth] if nth < len(found) else None

    def arrival(self, seat: int, token: str, nth: int, before: list[str]) -> Rect:
        """Where a card coming into the viewer's hand lies in the hand row now."""
        hand = self._window.hand

        def spot() -> QRectF:
            index = self.arrival_index(token, nth, before)
            if index is None:
                return self.map(hand, card_at(QPointF(hand.rect().center()), 60.0))
            return self.map(hand, hand.card_rect(index))
        return spot

    def hand_hole(self, seat: int, token: str, nth: int, before: list[str]) -> Hole:
        """The part of a new hand card that shows, painted as the table until it lands there."""
        hand = self._window.hand

        def hole() -> tuple[QRectF, QColor] | None:
            index = self.arrival_index(token, nth, before)
            if index is None:
                return None
            rect = hand.card_rect(index)
            width = hand.visible_widths()[index]
            return self.map(hand, QRectF(rect.left() - 1, rect.top() - 1, width + 2,
                                          rect.height() + 2)), QColor(live("table"))
        return hole

    def marker_row(self, seat: int, domain: str, kind: str) -> tuple[PlayerArea, QRectF] | None:
        """``seat``'s area and its row of ``kind`` (embargo, democracy) under the grid of ``domain``,
        as ``PlayerArea`` draws it: the Democracy row first, the Embargo row under it."""
        area = self.area(seat)
        view = self._model.view()
        grid = area.grid_rects.get(domain, QRectF()) if area is not None else QRectF()
        if area is None or view is None or grid.isEmpty():
            return None
        below = kind == "embargo" and any(m["on"] == seat for m in view["democracy"])
        col = area.column_rect(domain)
        top = grid.bottom() + 2 + (MARK_H if below else 0.0)
        return area, QRectF(col.left() + 2, top, col.width() - 4, MARK_H)

    def marker_spot(self, seat: int, domain: str, kind: str) -> Rect:
        """Under ``seat``'s grid of ``domain``: its marker row (a card lying on its side there)."""
        def spot() -> QRectF:
            found = self.marker_row(seat, domain, kind)
            if found is None:
                return self.area_middle(seat)
            area, row = found
            grid = area.grid_rects[domain]
            side = MARK_H - 1
            length = side * CARD_RATIO
            # the card's upright box, whose turn by 90° lies along the row from the grid's edge
            centre = QPointF(max(row.left(), grid.left()) + length / 2, row.top() + side / 2)
            return self.map(area, card_at(centre, side))
        return spot

    def marker_hole(self, seat: int, domain: str, kind: str) -> Hole:
        """The marker's row, empty until the flying card lands there."""
        def hole() -> tuple[QRectF, QColor] | None:
            found = self.marker_row(seat, domain, kind)
            view = self._model.view()
            if found is None or view is None:
                return None
            area, row = found
            ground = live("panel_active") if view["to_move"] == seat else live("panel")
            return self.map(area, row), QColor(ground)
        return hole

    def packet_spot(self) -> Rect:
        """The middle of the draft packet the viewer holds."""
        row = self._window.draft.packet
        return lambda: self.map(row, card_at(QPointF(row.rect().center()), 60.0))
