"""A rival's Domains shown large over the table, while the pointer rests on its area (or after a
click on it): the whole 3x3 grids with every card, marker, count and bar, drawn by the same
painter as the area. The view lies over the table in the window (it never moves the table) and
lets the pointer through, so leaving the area closes it. It shows only the tableau (public)."""

from __future__ import annotations

import weakref
from typing import Protocol

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from engine.cards import DOMAINS
from engine.types import View

from ..media.palette import live, seat_hex
from ..media.resources import CARD_RATIO
from .tableau_layout import FOOT_H, GAP, GRID, HEAD_H, PAD, layout_area
from .tableau_paint import DomainsScene, Recorder, paint_domains

NAME_H = 30.0         # the seat's name above the grids
MAX_CARD_W = 80.0     # the magnified cards' widest (the height a 1080-line screen gives them)
MIN_CARD_W = 34.0     # and narrowest (a 720-line window)


def magnified_card_w(window_h: float, marks_h: float) -> float:
    """The width of a magnified card in a window ``window_h`` tall: two rows of whole grids in
    about three quarters of it."""
    room = window_h * 0.78 - NAME_H - 2 * (HEAD_H + 2 + marks_h + FOOT_H + 4 + 2 * GAP) - 16
    return max(MIN_CARD_W, min(MAX_CARD_W, room / 6 / CARD_RATIO))


class MagnifiedArea(Protocol):
    """What the view reads of the area it magnifies (a ``civgui.table.tableau.PlayerArea``)."""

    @property
    def seat(self) -> int: ...

    def markers_h(self) -> float: ...

    def model_view(self) -> View | None: ...

    def seat_title(self) -> str: ...

    def domains_scene(self, view: View) -> DomainsScene: ...

    def spot_in(self, window: QWidget) -> QRect: ...


class Magnifier(QWidget):
    """The magnified Domains of one rival's area (a child of the window, over the table)."""

    def __init__(self, area: MagnifiedArea, window: QWidget) -> None:
        super().__init__(window)
        self._area = weakref.ref(area)        # (the area owns no cycle through its view)
        self.setObjectName("tableauMagnifier")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.drawn: list[tuple[str, str, float, float]] = []
        self.cells: list[tuple[QRectF, str]] = []
        self.hide()

    def place(self) -> None:
        """Size the view for the window and put it by the area: below it when there is room, else
        above it, inside the window."""
        area = self._area()
        window = self.parentWidget()
        if area is None or window is None:
            return
        card_w = magnified_card_w(window.height(), area.markers_h())
        col_w = 3 * card_w + 2 * GAP + 2 * PAD
        width = int(3 * col_w + 16)
        height = int(NAME_H + 2 * (HEAD_H + 2 + area.markers_h() + FOOT_H + 4 + 3 * card_w * CARD_RATIO
                                   + 2 * GAP) + 16)
        width, height = min(width, window.width() - 8), min(height, window.height() - 8)
        spot = area.spot_in(window)
        x = min(max(4, spot.center().x() - width // 2), window.width() - width - 4)
        y = spot.bottom() + 4 if spot.bottom() + 4 + height <= window.height() - 4 else \
            max(4, spot.top() - 4 - height)
        self.setGeometry(x, y, width, height)

    def open(self) -> None:
        """Show the view by its area, over everything in the window."""
        self.place()
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The seat's name and colour, then its six Domains as whole grids."""
        area = self._area()
        view = area.model_view() if area is not None else None
        if area is None or view is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor(seat_hex(area.seat)), 3))
        painter.setBrush(live("panel_active"))
        painter.drawRoundedRect(frame, 10, 10)
        path = QPainterPath()
        path.addRoundedRect(frame, 10, 10)
        painter.setClipPath(path)
        painter.fillRect(QRectF(frame.left(), frame.top(), frame.width(), 5), QColor(seat_hex(area.seat)))
        painter.setClipping(False)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(live("text"))
        painter.drawText(QRectF(12, 6, frame.width() - 24, NAME_H - 4), Qt.AlignmentFlag.AlignVCenter,
                         area.seat_title())
        tableau = view["tableaus"][area.seat]
        body = QRectF(8, NAME_H + 4, frame.width() - 16, frame.height() - NAME_H - 10)
        layout = layout_area(body, [len(tableau.get(d, [])) for d in DOMAINS], area.markers_h(), mode=GRID,
                             card_rows=3)
        scene = area.domains_scene(view)
        scene.choosable = lambda _token: False
        rec = Recorder()
        self.cells = paint_domains(painter, layout, scene, rec).cells
        self.drawn = rec.drawn
        painter.end()
