"""The viewer's hand along the bottom: large cards to drag onto the tableau, double-click,
or choose with the keyboard (←/→ and Enter).

What a card does when activated is asked of the model (``hand_verb``: play or discard);
each card's legality and the reason it is not legal come from the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QMimeData, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from engine.cards import DOMAINS as DOMAIN_CODES

from ..media.painting import tinted_emblem
from ..media.resources import CARD_RATIO, card_pixmap, domain_name
from ..play.model import GameModel
from ..play.words import say
from ..services.i18n import fill
from ..services.settings import notifier, setting
from .cardview import HIGHLIGHT, CardRow
from .listmodels import HandListModel

CARD_MIME = "application/x-civ-card"
AGES = {"1": "I", "2": "II", "3": "III"}
TAG_SIDE = 14.0     # the emblem of a card's tag on the visible strip of an overlapped card
CARD_MIN = 72       # the smallest card width the window gives the hand
LIFT = 10           # how far the card under the pointer rises
RESERVED = 4        # the hand keeps room for this many cards side by side
CARD_SCALES = {"small": 0.85, "normal": 1.0, "large": 1.2}   # the Settings' card size, on the window's width


def card_mime(token: str) -> QMimeData:
    """Drag data for one card of the hand."""
    mime = QMimeData()
    mime.setData(CARD_MIME, QByteArray(token.encode()))
    mime.setText(token)
    return mime


def mime_card(mime: QMimeData) -> str | None:
    """The card token carried by drag data, or None."""
    if not mime.hasFormat(CARD_MIME):
        return None
    return bytes(mime.data(CARD_MIME).data()).decode(errors="replace")


class HandView(CardRow):
    """The hand of the seat the table is shown for."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent, card_width=112, min_width=56)
        # as wide as the cards (the piles stand beside them), narrower when the room runs out; as high
        # as they are, lower for a moment while the window shrinks (it sets smaller cards at once)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._model = model
        self.cards = HandListModel(model, self)
        self.show_cursor = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._press: QPoint | None = None
        self._press_index = -1
        self.cards.modelReset.connect(self.refresh)
        model.changed.connect(self.refresh)
        self.clicked.connect(self._clicked)
        self.activated.connect(self.activate)
        self.tags: list[tuple[int, QRectF, str]] = []   # (card, tag rect, "Domain Age") last paint
        self.hover = -1              # the card under the pointer (lifted, drawn whole)
        self.scale = 1.0
        self._read_card_size()
        notifier().changed.connect(self._setting_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """The hand's name, and its cards' tips and descriptions, in the current language (again on
        LanguageChange: the reasons too, from the engine's codes)."""
        self.setAccessibleName(QCoreApplication.translate("HandView", "Your hand"))
        self.place = QCoreApplication.translate("HandView", "in your hand", "where a card lies")
        self.refresh()

    def _read_card_size(self) -> None:
        self.scale = CARD_SCALES.get(str(setting("table/card_size")), 1.0)
        self.updateGeometry()
        self.update()

    def _setting_changed(self, key: str) -> None:
        if key == "table/card_size":
            self._read_card_size()

    def _card_size(self) -> tuple[float, float]:
        """``card_width`` (set by the window for its height) times the card size of the Settings."""
        width = round(self.card_width * self.scale)
        return float(width), width * CARD_RATIO

    def sizeHint(self) -> QSize:
        """Room for the cards side by side (for ``RESERVED`` at least: the piles beside the hand do not
        move each time a card is played or drawn), and for a card lifted under the pointer."""
        w, h = self._card_size()
        n = max(RESERVED, len(self.tokens))
        return QSize(int(n * (w + 6) + 16), int(h + 24))

    def _layout(self) -> None:
        """The row's places, then: the cards from the left when they fit (beside the piles, and still
        when one is played), and the card under the pointer lifted."""
        super()._layout()
        rects = self._rects
        if rects and rects[-1].right() + 8 <= self.width():
            shift = 8 - rects[0].left()
            rects[:] = [rect.translated(shift, 0) for rect in rects]
        if 0 <= self.hover < len(rects):
            rects[self.hover] = rects[self.hover].translated(0, -LIFT)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """The card under the pointer rises (and shows whole over its neighbours); a drag may start."""
        self._hover_at(event.position().toPoint())
        self._drag_from(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left the hand: no card is lifted."""
        super().leaveEvent(event)
        self._set_hover(-1)

    def _hover_at(self, pos: QPoint) -> None:
        self._set_hover(-1)          # the lifted card's place must not decide which card is under it
        self._set_hover(self.index_at(pos))

    def _set_hover(self, index: int) -> None:
        if index != self.hover:
            self.hover = index
            self.update()

    def minimumSizeHint(self) -> QSize:
        """One card of the smallest size the window gives (never the present size: a window made
        smaller must not be held at the height of the cards it had)."""
        width = round(CARD_MIN * self.scale)
        return QSize(width + 16, int(width * CARD_RATIO + 24))

    def refresh(self) -> None:
        """Re-read the hand and what each card may do now."""
        tokens = self.cards.tokens()
        verb = self._model.hand_verb()
        states, tips = [], []
        for token in tokens:
            if verb is None:
                states.append("normal")
                tips.append("")
                continue
            reason = self._model.why_not(f"{verb} {token}")
            if reason is None:
                states.append("selectable")
                tips.append(QCoreApplication.translate("HandView", "Click to discard it.")
                            if verb == "discard" else QCoreApplication.translate(
                                "HandView", "Drag it onto your tableau or double-click to play it."))
            else:
                states.append("disabled")
                tips.append(say(reason, self._model.words()))   # names, never "seat 2"
        if self._model.viewer is None and self._model.has_game:
            self.empty_text = QCoreApplication.translate(
                "HandView", "Every hand is hidden: this is the table as everyone sees it.")
        elif self._model.step() == "draft":
            self.empty_text = QCoreApplication.translate("HandView",
                                                         "The cards you keep in the draft come here.")
        else:
            self.empty_text = QCoreApplication.translate("HandView", "Your hand is empty.")
        if self.cursor_index < 0 and tokens:
            self.cursor_index = 0
        self.set_cards(tokens, states, tips)

    def visible_widths(self) -> list[float]:
        """How much of each card shows (the next card covers the rest when the hand overlaps)."""
        rects = [self.card_rect(i) for i in range(len(self.tokens))]
        return [min(r.width(), rects[i + 1].left() - r.left()) if i + 1 < len(rects) else r.width()
                for i, r in enumerate(rects)]

    def paintEvent(self, event: QPaintEvent) -> None:
        """The cards; on each card the next one covers, its Domain and Age in a tag on the strip that
        shows (the card's own corner is too small to read there)."""
        super().paintEvent(event)
        self.tags = []
        widths = self.visible_widths()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        for i, token in enumerate(self.tokens):
            rect = self.card_rect(i)
            if widths[i] >= rect.width() or token[:3] not in DOMAIN_CODES:
                continue
            age = AGES.get(token[3:4], token[3:])
            wide = max(TAG_SIDE, painter.fontMetrics().horizontalAdvance(age)) + 6
            tag = QRectF(rect.left() + 2, rect.top() + rect.height() * 0.2, min(wide, widths[i] - 3),
                         TAG_SIDE + 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 200))
            painter.drawRoundedRect(tag, 4, 4)
            emblem = QRectF(tag.center().x() - TAG_SIDE / 2, tag.top() + 3, TAG_SIDE, TAG_SIDE)
            painter.drawPixmap(emblem.toRect(),
                               tinted_emblem(token[:3], int(TAG_SIDE), self.devicePixelRatioF(), "#ffffff"))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(tag.left(), tag.top() + TAG_SIDE + 3, tag.width(), 14),
                             Qt.AlignmentFlag.AlignCenter, age)
            self.tags.append((i, tag, f"{domain_name(token[:3])} {age}"))
        self._draw_lifted(painter, widths)
        painter.end()

    def _draw_lifted(self, painter: QPainter, widths: list[float]) -> None:
        """The card under the pointer, drawn again over its neighbours when they cover part of it."""
        index = self.hover
        if not 0 <= index < len(self.tokens) or widths[index] >= self.card_rect(index).width():
            return
        rect = self.card_rect(index)
        painter.drawPixmap(rect.toRect(), card_pixmap(self.tokens[index], round(rect.width()),
                                                       self.devicePixelRatioF()))
        state = self.states[index] if index < len(self.states) else "normal"
        if state == "disabled":
            painter.fillRect(rect, QColor(30, 30, 30, 120))
        elif state == "selectable":
            radius = rect.width() * 0.06
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius, radius)

    def card_description(self, index: int) -> str:
        """"in your hand, playable" / "in your hand, not playable: it is under an Embargo"."""
        state = self.states[index] if index < len(self.states) else "normal"
        if state == "selectable":
            return QCoreApplication.translate("HandView", "in your hand, can be discarded") \
                if self._model.hand_verb() == "discard" \
                else QCoreApplication.translate("HandView", "in your hand, playable")
        if state == "disabled":
            why = self.tips[index] if index < len(self.tips) else ""
            return fill(QCoreApplication.translate("HandView", "in your hand, not playable: {why}"), why=why)
        return self.place

    def action_for(self, index: int) -> str | None:
        """The action activating card ``index`` would submit now (None: nothing to do)."""
        verb = self._model.hand_verb()
        if verb is None or not 0 <= index < len(self.tokens):
            return None
        return f"{verb} {self.tokens[index]}"

    def activate(self, index: int) -> None:
        """Play or discard card ``index``; an illegal choice is refused with the reason."""
        action = self.action_for(index)
        if action is None:
            if 0 <= index < len(self.tokens) and self._model.has_game:
                self._model.refused.emit(f"play {self.tokens[index]}",
                                         self._model.why_not(f"play {self.tokens[index]}") or "")
            return
        self._model.submit(action)

    def _clicked(self, index: int) -> None:
        if self._model.hand_verb() == "discard":
            self.activate(index)

    # ---------------------------------------------------------------- keyboard

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """←/→ move the choice, Enter/Space activates it."""
        key = event.key()
        if not self.tokens:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_cursor(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activate(max(0, self.cursor_index))
        else:
            super().keyPressEvent(event)

    # ---------------------------------------------------------------- dragging

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Remember where a drag may start."""
        self._press = event.position().toPoint()
        self._press_index = self.index_at(self._press)
        super().mousePressEvent(event)

    def _drag_from(self, event: QMouseEvent) -> None:
        """Start dragging a card once the pointer moved far enough."""
        if self._press is None or self._press_index < 0 or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        if self._press_index >= len(self.tokens):  # the hand changed under the pointer
            self._press = None
            return
        token = self.tokens[self._press_index]
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(card_mime(token))
        pix = card_pixmap(token, 90, self.devicePixelRatioF())
        drag.setPixmap(pix)
        drag.setHotSpot(QPoint(45, 60))
        drag.exec(Qt.DropAction.MoveAction)
