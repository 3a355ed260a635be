"""One player's area: name, role, hand backs, and the tableau as six 3x3 Domain grids.

Under each grid: cards / Hegemony target (raised by Democracy cards, drawn as small
backs under the column) and level marks L1 / L2. Embargo cards lie across the embargoed
grid, the Art coin sits by the copied Domain. The viewer's own area accepts dropped
hand cards (play) and, while an effect asks for it, clicks on its cards (remove/return).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QFont,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine.cards import DOMAINS

from .cardview import HIGHLIGHT
from .hand import mime_card
from .model import GameModel
from .painting import draw_coin, draw_embargo, draw_hand_backs, draw_pill
from .resources import CARD_RATIO, card_name, card_pixmap, domain_name, emblem_pixmap
from .texts import EFFECTS, plural

ACTIVE = QColor("#f0c040")
PANEL = QColor("#24402c")
PANEL_ACTIVE = QColor("#2f5a3a")
TEXT = QColor("#f2efe4")
MUTED = QColor("#b9c6b9")
HEAD_H = 17.0   # Domain name row above a grid
FOOT_H = 17.0   # count / target and level marks under it


class PlayerArea(QWidget):
    """The area of one seat."""

    dropRefused = Signal(str)     # the reason a dropped card may not be played

    def __init__(self, model: GameModel, seat: int, parent: QWidget | None = None,
                 large: bool = False) -> None:
        super().__init__(parent)
        self._model = model
        self.seat = seat
        self.large = large
        self._cells: list[tuple[QRectF, str]] = []
        self._columns: list[tuple[QRectF, str]] = []
        self._drop_hover = False
        self.recent: list[str] = []   # Domains this seat played into during its latest turn
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.single_row = large   # wide areas: one row of six grids, no taller than they need
        self.setAccessibleName(f"Tableau of seat {seat}")
        model.changed.connect(self.update)
        model.actionApplied.connect(self._applied)
        model.gameStarted.connect(self._forget_recent)

    def _forget_recent(self) -> None:
        # a slot of this QObject, not ``self.recent.clear``: Qt drops it with the area (rebuilt per game)
        self.recent.clear()

    def _applied(self, _seat: int, _action: str, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event["type"] == "turn" and event["seat"] == self.seat:
                self.recent.clear()  # the glow shows what this seat played in its latest turn
            elif event["type"] in ("play", "pick") and event["seat"] == self.seat:
                self.recent.append(event["card"][:3])

    def sizeHint(self) -> QSize:
        """Comfortable size."""
        return QSize(720, 300) if self.large else QSize(420, 300)

    def minimumSizeHint(self) -> QSize:
        """Small but legible."""
        return QSize(360, 200) if self.large else QSize(300, 165)

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the header and the six Domain columns."""
        model = self._model
        view = model.view()
        if not view or self.seat >= model.players:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        active = view["to_move"] == self.seat
        frame = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setBrush(PANEL_ACTIVE if active else PANEL)
        painter.setPen(QPen(ACTIVE if active else QColor("#4d6b55"), 3 if active else 1))
        if self._drop_hover:
            painter.setPen(QPen(HIGHLIGHT, 4, Qt.PenStyle.DashLine))
        elif self.seat == model.viewer and model.hand_verb() == "play":
            painter.setPen(QPen(HIGHLIGHT, 2, Qt.PenStyle.DashLine))  # invites the drop
        painter.drawRoundedRect(frame, 8, 8)
        header = self._paint_header(painter, view, frame, active)
        body = frame.adjusted(6, header + 4, -6, -4)
        self._paint_columns(painter, view, body)
        painter.end()

    def _paint_header(self, painter: QPainter, view: dict[str, Any], frame: QRectF, active: bool) -> float:
        model, seat = self._model, self.seat
        h = 30.0 if self.large else 26.0
        top = frame.top() + 4
        font = QFont()
        font.setPixelSize(12 if self.large else 11)
        painter.setFont(font)
        painter.setPen(MUTED)
        hand = view["hands"][seat]
        size = view["hand_sizes"][seat]
        label = f"hand {size}" if seat != model.viewer else f"hand {size} (below)"
        right = frame.right() - 10
        painter.drawText(QRectF(right - 300, top, 300, h),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, label)
        used = painter.fontMetrics().horizontalAdvance(label) + 8.0
        if seat != model.viewer and hand:
            draw_hand_backs(painter, hand, QPointF(right - used, top + 2), h - 6, self.devicePixelRatioF())
            used += (h - 6) / CARD_RATIO * (1 + 0.55 * (len(hand) - 1)) + 6
        room = right - used - frame.left() - 10
        font.setPixelSize(15 if self.large else 13)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ACTIVE if active else TEXT)
        name = painter.fontMetrics().elidedText(("▶ " if active else "") + model.seat_name(seat),
                                                Qt.TextElideMode.ElideRight, int(room))
        x = frame.left() + 10
        painter.drawText(QRectF(x, top, room, h), Qt.AlignmentFlag.AlignVCenter, name)
        x += painter.fontMetrics().horizontalAdvance(name) + 8
        font.setBold(False)
        font.setPixelSize(12 if self.large else 11)
        painter.setFont(font)
        tags = [model.seat_label(seat)]
        if view["first_player"] == seat:
            tags.append("★ first player")
        if view["teams"]:
            tags.append(f"team {'AB'[seat % 2]}")
        tag = painter.fontMetrics().elidedText(" · ".join(tags), Qt.TextElideMode.ElideRight,
                                               int(max(0.0, right - used - x)))
        painter.setPen(MUTED)
        painter.drawText(QRectF(x, top, max(0.0, right - used - x), h), Qt.AlignmentFlag.AlignVCenter, tag)
        return h

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A one-row area is capped at the height its width lets the cards use."""
        super().resizeEvent(event)
        if self.single_row:
            header = 34.0 if self.large else 30.0
            card_w = (self.width() - 16) / 6 / 3 - 6
            height = header + 8 + HEAD_H + FOOT_H + 10 + 8 + 3 * card_w * CARD_RATIO + 6
            self.setMaximumHeight(max(self.minimumSizeHint().height(), int(height)))

    @staticmethod
    def arrangement(body: QRectF, dem_h: float = 0.0) -> tuple[int, float]:
        """Rows of Domain grids (1 or 2) that give the largest cards, and that card width."""
        best = (1, 0.0)
        gap, extra = 3.0, HEAD_H + FOOT_H + dem_h + 8.0
        for rows in (1, 2):
            col_w = body.width() / (6 // rows)
            row_h = body.height() / rows
            card_w = min((col_w - 12 - 2 * gap) / 3, (row_h - extra - 2 * gap) / 3 / CARD_RATIO)
            if card_w > best[1] + 0.5:
                best = (rows, card_w)
        return best

    def _paint_columns(self, painter: QPainter, view: dict[str, Any], body: QRectF) -> None:
        model, seat = self._model, self.seat
        tableau = view["tableaus"][seat]
        lvl1, lvl2 = model.thresholds()
        gap, head_h = 3.0, HEAD_H
        dem_h = 10.0 if view["democracy"] else 0.0
        rows, card_w = self.arrangement(body, dem_h)
        card_w = max(card_w, 6.0)
        card_h = card_w * CARD_RATIO
        per_row = 6 // rows
        col_w = body.width() / per_row
        row_h = body.height() / rows
        grid_w = 3 * card_w + 2 * gap
        verb = model.tableau_verb() if seat == model.viewer else None
        ratio = self.devicePixelRatioF()
        self._cells, self._columns = [], []
        small = QFont()
        small.setPixelSize(11 if col_w > 80 else 10)
        painter.setFont(small)
        for d_index, domain in enumerate(DOMAINS):
            r_i, c_i = divmod(d_index, per_row)
            col = QRectF(body.left() + c_i * col_w, body.top() + r_i * row_h, col_w, row_h)
            self._columns.append((col, domain))
            gx = col.left() + (col_w - grid_w) / 2
            painter.drawPixmap(QRectF(gx, col.top() + 1, 16, 16).toRect(), emblem_pixmap(domain, 16, ratio))
            painter.setPen(TEXT)
            name_rect = QRectF(gx + 19, col.top(), col.right() - gx - 21, head_h)
            name = domain_name(domain)
            metrics = painter.fontMetrics()
            if metrics.horizontalAdvance(name) > name_rect.width():  # short form, or the emblem alone
                name = name[:3] if metrics.horizontalAdvance(name[:3]) <= name_rect.width() else ""
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter, name)
            cards = tableau.get(domain, [])
            top = col.top() + head_h
            for i in range(9):
                r, c = divmod(i, 3)
                rect = QRectF(gx + c * (card_w + gap), top + r * (card_h + gap), card_w, card_h)
                if i < len(cards):
                    token = cards[i] if i < 8 or len(cards) <= 9 else cards[-1]
                    painter.drawPixmap(rect.toRect(), card_pixmap(token, round(card_w), ratio))
                    self._cells.append((rect, token))
                    if verb and model.is_legal(f"{verb} {token}"):
                        painter.setPen(QPen(HIGHLIGHT, 3))
                        painter.setBrush(Qt.BrushStyle.NoBrush)
                        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)
                else:
                    painter.setPen(QPen(QColor(255, 255, 255, 40), 1, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(rect, 3, 3)
            if domain in self.recent and cards:
                last = min(len(cards), 9) - 1
                r, c = divmod(last, 3)
                rect = QRectF(gx + c * (card_w + gap), top + r * (card_h + gap), card_w, card_h)
                painter.setPen(QPen(ACTIVE, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 3, 3)
            grid = QRectF(gx, top, grid_w, 3 * card_h + 2 * gap)
            if len(cards) > 9:
                draw_pill(painter, QRectF(grid.right() - 30, grid.bottom() - 16, 30, 16),
                          f"+{len(cards) - 9}", QColor("#000000"), TEXT)
            self._paint_markers(painter, view, domain, grid, ratio)
            self._paint_footer(painter, domain, len(cards), grid, (lvl1, lvl2), small, dem_h)

    def _paint_footer(self, painter: QPainter, domain: str, count: int, grid: QRectF,
                      levels: tuple[int, int], font: QFont, dem_h: float) -> None:
        """Democracy cards under the grid, then count / Hegemony target and the level marks."""
        view, seat = self._model.view(), self.seat
        dem = [m for m in view["democracy"] if m["on"] == seat and m["domain"] == domain]
        y = grid.bottom() + 2
        for i, _ in enumerate(dem):
            back = QRectF(grid.left() + 2 + i * 9, y, min(grid.width() * 0.4, 40), 10)
            painter.setBrush(QColor("#6a1b9a"))
            painter.setPen(QPen(QColor("#e0c8f0"), 1))
            painter.drawRoundedRect(back, 2, 2)
        if dem:
            bars = min(grid.width() * 0.4, 40) + 9 * (len(dem) - 1) + 6
            label = QRectF(grid.left() + bars, y - 3, grid.width() - bars, 16)
            text = painter.fontMetrics().elidedText(f"Democracy +{len(dem)}", Qt.TextElideMode.ElideRight,
                                                    int(label.width()))
            painter.setPen(QColor("#e0c8f0"))
            painter.drawText(label, Qt.AlignmentFlag.AlignVCenter, text)
        need = self._model.hegemony_need(seat, domain)
        foot = QRectF(grid.left(), y + dem_h, grid.width(), FOOT_H)
        painter.setPen(ACTIVE if count and count >= need - 1 else TEXT)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(foot, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"{count}/{need}")
        font.setBold(False)
        painter.setFont(font)
        if domain == "ART":
            return
        counted = painter.fontMetrics().horizontalAdvance(f"{count}/{need}") + 3
        room = foot.width() - counted
        pill_w = min(22.0, (room - 3) / 2)
        for level, need_lvl in ((1, levels[0]), (2, levels[1])):
            on = count >= need_lvl
            fill = QColor("#f0c040") if on else QColor(255, 255, 255, 30)
            if pill_w >= 14:
                px = foot.right() - (3 - level) * (pill_w + 3) + 3
                draw_pill(painter, QRectF(px, foot.top() + 2, pill_w, foot.height() - 4), f"L{level}",
                          fill, QColor("#2a1d00") if on else MUTED)
            else:  # too narrow for labels: two dots, lit when the level is reached
                d = 5.0
                px = foot.left() + counted + (level - 1) * (d + 2)
                painter.setPen(QPen(QColor("#f0c040"), 1))
                painter.setBrush(fill)
                painter.drawEllipse(QRectF(px, foot.center().y() - d / 2, d, d))

    def _paint_markers(self, painter: QPainter, view: dict[str, Any], domain: str, grid: QRectF,
                       ratio: float) -> None:
        embargoes = [m for m in view["embargoes"] if m["on"] == self.seat and m["domain"] == domain]
        if embargoes:
            draw_embargo(painter, grid, len(embargoes), ratio)
        coin = view.get("art_coin")
        if coin and coin["on"] == self.seat and coin["domain"] == domain:
            draw_coin(painter, QPointF(grid.right() + 2, grid.top() - 6), 11)

    # ---------------------------------------------------------------- tooltips and clicks

    def _cell_at(self, pos: QPointF) -> str | None:
        for rect, token in self._cells:
            if rect.contains(pos):
                return token
        return None

    def column_tip(self, domain: str) -> str:
        """What a Domain column means for this seat: count, levels, Hegemony target."""
        view = self._model.view()
        count = len(view["tableaus"][self.seat].get(domain, []))
        lvl1, lvl2 = self._model.thresholds()
        need = self._model.hegemony_need(self.seat, domain)
        lines = [f"<b>{domain_name(domain)}</b>: {plural(count, 'card')}"]
        for info in EFFECTS:
            if info.domain == domain and info.kind.startswith("level"):
                at = lvl1 if info.kind == "level 1" else lvl2
                mark = "✓" if count >= at else "✗"
                lines.append(f"{mark} {info.kind} at {at}: {info.title}")
        extra = sum(1 for m in view["democracy"] if m["on"] == self.seat and m["domain"] == domain)
        tail = f" ({plural(extra, 'Democracy card')} under it)" if extra else ""
        lines.append(f"Hegemony at {need} cards{tail}")
        for m in view["embargoes"]:
            if m["on"] == self.seat and m["domain"] == domain:
                lines.append(f"Embargo by {self._model.seat_name(m['by'])}: no {domain_name(domain)} "
                             "card may be played next turn")
        return "<br>".join(lines)

    def event(self, event: QEvent) -> bool:
        """Tooltips: the card under the pointer and its column's meaning."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self._model.has_game:
            pos = QPointF(event.pos())
            for col, domain in self._columns:
                if col.contains(pos):
                    token = self._cell_at(pos)
                    head = f"{card_name(token)}<br>" if token else ""
                    QToolTip.showText(event.globalPos(), head + self.column_tip(domain), self)
                    return True
            QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """While an effect asks for a card of this tableau, a click chooses it."""
        verb = self._model.tableau_verb() if self.seat == self._model.viewer else None
        token = self._cell_at(event.position())
        if verb and token:
            action = f"{verb} {token}"
            reason = self._model.why_not(action)
            if reason is None:
                self._model.submit(action)
            else:
                self.dropRefused.emit(reason)
        super().mousePressEvent(event)

    # ---------------------------------------------------------------- drops

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept a card from the hand over the viewer's own area."""
        if mime_card(event.mimeData()) is not None and self.seat == self._model.viewer:
            self._drop_hover = True
            self.update()
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        """Drop the hover frame."""
        self._drop_hover = False
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        """Play the dropped card, or refuse it with the engine's reason."""
        self._drop_hover = False
        self.update()
        token = mime_card(event.mimeData())
        if token is None or self.seat != self._model.viewer:
            event.ignore()
            return
        action = f"play {token}"
        reason = self._model.why_not(action)
        if reason is None and not self._model.human_to_move():
            reason = "it is not your turn"
        if reason is not None:
            event.ignore()
            self.dropRefused.emit(reason)
            return
        event.acceptProposedAction()
        self._model.submit(action)
