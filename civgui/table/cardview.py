"""``CardRow``: a row (or wrapped grid) of cards that can be highlighted, clicked and chosen.

Used by the hand, the draft packet and centre, the discard pile and the Inquisition
dialog. Each card has a state: ``normal``, ``selectable`` (a legal choice now: glowing
border), ``selected`` (chosen, lifted with a check mark) or ``disabled`` (greyed; its
tooltip says why). The row knows nothing of the game; its owner sets cards and states, and
its name and place (``make_keyboard_row``) again on LanguageChange: the row itself only
words its cards again then (``retranslate``, which an owner that is a subclass extends).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QWidget

from ..media.palette import live, outline_width
from ..media.resources import CARD_RATIO, card_name, card_pixmap
from ..services.i18n import fill
from ..services.plain import as_text
from .access import AccessProxy, card_state_text, set_texts, sync_proxies

# The palette's colours (shared QColors that change in place when the palette is switched).
HIGHLIGHT = live("highlight")
SELECTED = live("selected")
FOCUS = live("focus")


def draw_focus(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The keyboard's place: a thick white ring edged in black, seen on any card or background."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#000000"), 6))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(FOCUS, 3))
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


class CardRow(QWidget):
    """Cards side by side, overlapping when space runs out, or wrapped into rows."""

    clicked = Signal(int)
    activated = Signal(int)

    def __init__(self, parent: QWidget | None = None, card_width: int = 90, wrap: bool = False,
                 min_width: int = 40) -> None:
        super().__init__(parent)
        self.card_width = card_width
        self.min_width = min_width
        self.wrap = wrap
        self.tokens: list[str] = []
        self.states: list[str] = []
        self.tips: list[str] = []
        self.cursor_index = -1
        self.show_cursor = False
        self.empty_text = ""
        self.place = ""          # where the cards lie, for their accessible descriptions ("in your hand")
        # a row a dialog picks this many cards from (0: none): once as many show "selected", Enter no
        # longer picks but goes on to the dialog's default button (confirms the cards picked)
        self.pick_total = 0
        self._rects: list[QRectF] = []
        self._proxies: list[AccessProxy] = []   # one accessible stand-in per card
        self.setMouseTracking(True)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding,
                             QSizePolicy.Policy.Preferred if wrap else QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(wrap)     # a scroll area round a wrapped row asks it too (it has no layout)
        self.setSizePolicy(policy)

    # ---------------------------------------------------------------- content

    def set_cards(self, tokens: list[str], states: list[str] | None = None,
                  tips: list[str] | None = None) -> None:
        """Show ``tokens`` with their states and extra tooltip lines."""
        self.tokens = list(tokens)
        self.states = list(states) if states is not None else ["normal"] * len(tokens)
        self.tips = list(tips) if tips is not None else [""] * len(tokens)
        if self.cursor_index >= len(self.tokens):
            self.cursor_index = len(self.tokens) - 1
        if self.show_cursor and self.cursor_index < 0 and self.tokens:
            self.cursor_index = 0
        self.updateGeometry()
        self.update()
        self.sync_access()

    def card_description(self, index: int) -> str:
        """Card ``index``'s accessible description: where it lies and what it may do now."""
        state = self.states[index] if index < len(self.states) else "normal"
        tip = self.tips[index] if index < len(self.tips) else ""
        return card_state_text(state, self.place, tip if state == "disabled" else "")

    def sync_access(self) -> None:
        """Each card's accessible stand-in over it, and the row's own texts: the card at the cursor."""
        self._layout()
        sync_proxies(self, self._proxies, [(rect.toRect(), card_name(token), self.card_description(i))
                                           for i, (token, rect) in enumerate(zip(self.tokens, self._rects))])
        index = self.cursor_index
        if self.focusPolicy() != Qt.FocusPolicy.NoFocus and 0 <= index < len(self.tokens):
            name, description = card_name(self.tokens[index]), self.card_description(index)
            set_texts(self, self.accessibleName(), fill(QCoreApplication.translate(
                "CardRow", "{card}, {description}", "the card at the keyboard's cursor, then where it lies "
                "and what it may do"), card=name, description=description) if description else name)
        elif not self.tokens:
            set_texts(self, self.accessibleName(), self.empty_text)

    def retranslate(self) -> None:
        """The cards' names and descriptions in the current language (on LanguageChange)."""
        self.sync_access()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: word the cards again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The cards move: so do their accessible stand-ins."""
        super().resizeEvent(event)
        self.sync_access()

    def move_cursor(self, step: int) -> None:
        """Move the keyboard choice ``step`` cards (wrapping round), and bring it into view."""
        if not self.tokens:
            return
        self.cursor_index = (max(0, self.cursor_index) + step) % len(self.tokens)
        self.update()
        self.sync_access()
        self.reveal()

    def focus_index(self) -> int:
        """The card drawn with the keyboard's focus ring now (-1: none, e.g. the row lacks the focus)."""
        if self.show_cursor and self.hasFocus() and 0 <= self.cursor_index < len(self.tokens):
            return self.cursor_index
        return -1

    def reveal(self) -> None:
        """Scroll the card at the cursor into view, where the row lies in a scroll area (a dialog's
        content on a small screen, a long discard pile): the focus is never out of sight."""
        if not 0 <= self.cursor_index < len(self.tokens):
            return
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        inner = parent.widget() if parent is not None else None
        if parent is None or inner is None or not (inner is self or inner.isAncestorOf(self)):
            return
        rect = self.card_rect(self.cursor_index).toRect()
        centre = self.mapTo(inner, rect.center())
        parent.ensureVisible(centre.x(), centre.y(), rect.width() // 2 + 10, rect.height() // 2 + 16)

    def per_row(self) -> int:
        """Cards in one row of a wrapped row (all of them when it does not wrap)."""
        if not self.wrap:
            return max(1, len(self.tokens))
        return max(1, int((self.width() - 8) // (self._card_size()[0] + 8)))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The focus ring shows on the card at the cursor (brought into view)."""
        super().focusInEvent(event)
        if self.show_cursor and self.cursor_index < 0 and self.tokens:
            self.cursor_index = 0
        self.update()
        self.reveal()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The focus ring goes with the focus."""
        super().focusOutEvent(event)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """←/→ (Home/End; ↑/↓ between the rows of a wrapped row) move the choice; Space or Enter
        chooses it, as a click would; Enter once ``pick_total`` cards are selected goes on to the
        dialog (its default button). The keys it takes never reach a scroll area round it."""
        key = event.key()
        done = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.pick_total > 0 \
            and self.states.count("selected") == self.pick_total
        if not self.tokens or self.focusPolicy() == Qt.FocusPolicy.NoFocus or done:
            super().keyPressEvent(event)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_cursor(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.wrap and len(self.tokens) > self.per_row():
            step = self.per_row() * (-1 if key == Qt.Key.Key_Up else 1)
            target = max(0, self.cursor_index) + step
            if 0 <= target < len(self.tokens):
                self.move_cursor(step)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            end = 0 if key == Qt.Key.Key_Home else len(self.tokens) - 1
            self.move_cursor(end - max(0, self.cursor_index))
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit(max(0, self.cursor_index))
        else:
            super().keyPressEvent(event)

    def make_keyboard_row(self, name: str, place: str) -> None:
        """Let this row take the focus (Tab) and be chosen from by keys, with a visible cursor."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.show_cursor = True
        self.place = place
        self.setAccessibleName(name)

    def card_rect(self, index: int) -> QRectF:
        """Where card ``index`` is drawn (after the last layout)."""
        self._layout()
        return self._rects[index]

    def index_at(self, pos: QPoint) -> int:
        """The topmost card under ``pos``, or -1."""
        self._layout()
        for i in range(len(self._rects) - 1, -1, -1):
            if self._rects[i].contains(pos.toPointF()):
                return i
        return -1

    # ---------------------------------------------------------------- geometry

    def _card_size(self) -> tuple[float, float]:
        return float(self.card_width), self.card_width * CARD_RATIO

    def sizeHint(self) -> QSize:
        """Room for every card at full width (one row unless wrapping)."""
        w, h = self._card_size()
        n = max(1, len(self.tokens))
        if self.wrap:
            return QSize(int(min(n, 8) * (w + 8) + 8), int(self.heightForWidth(int(min(n, 8) * (w + 8) + 8))))
        return QSize(int(n * (w + 6) + 16), int(h + 24))

    def minimumSizeHint(self) -> QSize:
        """At least one card."""
        w, h = self._card_size()
        return QSize(int(w + 16), int(h + 24))

    def hasHeightForWidth(self) -> bool:
        """Wrapped rows grow downwards."""
        return self.wrap

    def heightForWidth(self, width: int) -> int:
        """Height for ``width`` when wrapping."""
        w, h = self._card_size()
        per_row = max(1, int((width - 8) // (w + 8)))
        rows = max(1, -(-len(self.tokens) // per_row))
        return int(rows * (h + 10) + 14)

    def _layout(self) -> None:
        w, h = self._card_size()
        n = len(self.tokens)
        rects: list[QRectF] = []
        if self.wrap:
            per_row = max(1, int((self.width() - 8) // (w + 8)))
            for i in range(n):
                r, c = divmod(i, per_row)
                rects.append(QRectF(8 + c * (w + 8), 12 + r * (h + 10), w, h))
        elif n:
            avail = self.width() - 16
            if n * (w + 6) > avail:
                scale = max(self.min_width / w, min(1.0, (self.height() - 24) / h))
                w, h = w * scale, h * scale
            step = min(w + 6, (avail - w) / max(1, n - 1)) if n > 1 else 0
            total = step * (n - 1) + w
            x0 = max(8.0, (self.width() - total) / 2)
            for i in range(n):
                rects.append(QRectF(x0 + i * step, 14, w, h))
        self._rects = rects

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the cards with their highlights."""
        self._layout()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ratio = self.devicePixelRatioF()
        if not self.tokens and self.empty_text:
            painter.setPen(live("empty_text"))
            painter.drawText(self.rect().adjusted(6, 0, -6, 0),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.empty_text)
        for i, (token, rect) in enumerate(zip(self.tokens, self._rects)):
            state = self.states[i] if i < len(self.states) else "normal"
            r = rect.translated(0, -10) if state == "selected" else rect
            painter.drawPixmap(r.toRect(), card_pixmap(token, round(r.width()), ratio))
            if state == "disabled":
                painter.fillRect(r, QColor(30, 30, 30, 120))
            radius = r.width() * 0.06
            if outline_width():
                draw_outline(painter, r)
            if state == "selectable":
                painter.setPen(QPen(HIGHLIGHT, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), radius, radius)
            elif state == "selected":
                painter.setPen(QPen(SELECTED, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), radius, radius)
                self._draw_check(painter, r)
            if i == self.focus_index():
                draw_focus(painter, r.adjusted(-6, -6, 6, 6), radius)
        painter.end()

    @staticmethod
    def _draw_check(painter: QPainter, r: QRectF) -> None:
        d = max(14.0, r.width() * 0.25)
        badge = QRectF(r.right() - d * 0.8, r.top() - d * 0.2, d, d)
        painter.setBrush(SELECTED)
        painter.setPen(QPen(QColor("#5a3c00"), 1))
        painter.drawEllipse(badge)
        font = QFont()
        font.setPixelSize(int(d * 0.7))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "✓")

    # ---------------------------------------------------------------- input

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click chooses the card under the pointer."""
        index = self.index_at(event.position().toPoint())
        if index >= 0 and event.button() == Qt.MouseButton.LeftButton:
            self.cursor_index = index
            self.update()
            self.clicked.emit(index)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click activates the card under the pointer."""
        index = self.index_at(event.position().toPoint())
        if index >= 0:
            self.activated.emit(index)

    def event(self, event: QEvent) -> bool:
        """Tooltips per card: its name and, if set, why it is highlighted or disabled."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.index_at(event.pos())
            if index >= 0:
                tip = card_name(self.tokens[index])
                if index < len(self.tips) and self.tips[index]:
                    tip += "\n" + self.tips[index]
                QToolTip.showText(event.globalPos(), as_text(tip), self)   # names are text
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


def draw_outline(painter: QPainter, rect: QRectF) -> None:
    """The palette's outline round a card (high contrast: a thick white line), if it has one."""
    width = outline_width()
    if not width:
        return
    painter.save()
    painter.setPen(QPen(live("outline"), width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = rect.width() * 0.06
    painter.drawRoundedRect(rect.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius, radius)
    painter.restore()
