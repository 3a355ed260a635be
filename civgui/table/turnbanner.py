"""The turn banner across the top of the table: whose turn it is, in that seat's colour and the
largest type on the table, the step, and what must not be missed (the final round, a Hegemony
threat, the end of the game), with the hand limit and the majorities as they stand.

The banner keeps one height (for its fonts), whatever it says: a threat, the final round or a
longer name never moves the tableaus or the buttons. Each text takes the largest size that fits
the width it is given, down to a least one, then an ellipsis (the name's, the threat's and the
final round's tooltips say them whole).
It shows only the viewer's view (threats are the view's own, RULES §8); under the hot-seat cover
the whole table is replaced, banner included.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QTextDocument,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..media.palette import hex_colour, live, seat_hex
from ..media.theme import display_font as theme_font
from ..services.plain import as_text

# sizes on a tall window, a low one and a very low one (one row)
TURN_PIXELS = (30, 24, 20)  # the seat's name
LINE_PIXELS = (15, 13, 13)  # the step line and the standings (two smaller)
ALERT_PIXELS = (20, 16, 16)  # the final round's and a threat's pills
LEFT_SHARE = 0.62           # the name and the step take at most this share of the banner's width
MARGIN, GAP, PILL_PAD = 4, 16, 8
BLOCK_WIDTH = 150           # the banner as a block beside the piles (a very low window)
LEAST_PIXELS = 11           # no text of the banner is drawn smaller (an ellipsis then)
STRIPE = 10                 # the seat's colour down the banner's left edge


def display_font() -> QFont:
    """The face of the turn's name: the theme's display face where there is one (civgui/media/theme.py)."""
    return QFont(theme_font(12.0))   # sized by the banner in pixels


class FitLabel(QLabel):
    """A one-line label drawn at the largest pixel size (from ``pixels`` down to ``LEAST_PIXELS``)
    at which its text fits its width, then cut with an ellipsis; plain text or simple markup."""

    def __init__(self, name: str, pixels: int, bold: bool = False, rich: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.base = QFont()
        self.base.setBold(bold)
        self.pixels = pixels
        self.colour = "text"       # a palette role, or "#rrggbb"
        self.align = Qt.AlignmentFlag.AlignLeft
        self.note = ""             # what the tooltip says besides the whole text (set_note)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_base(self, font: QFont, pixels: int) -> None:
        """Draw in ``font`` at most ``pixels`` high."""
        bold = self.base.bold()
        self.base = QFont(font)
        self.base.setBold(bold)
        self.pixels = pixels
        self.setFixedHeight(self.line_height())
        self.updateGeometry()
        self.update()
        self._update_tip()

    def line_height(self) -> int:
        """The one line's height at the largest size."""
        return int(QFontMetricsF(self.sized(self.pixels)).height() + 2)

    def sized(self, pixels: int) -> QFont:
        """The label's font at ``pixels``."""
        font = QFont(self.base)
        font.setPixelSize(pixels)
        return font

    def _document(self, pixels: int) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(self.sized(pixels))
        doc.setDefaultStyleSheet(f"body {{ color: {self._colour()}; }}")
        doc.setHtml(f"<body style='white-space:pre'>{self.text()}</body>")
        return doc

    def natural_width(self, pixels: int) -> float:
        """The text's width at ``pixels``."""
        if self.textFormat() == Qt.TextFormat.RichText:
            return self._document(pixels).idealWidth()
        return QFontMetricsF(self.sized(pixels)).horizontalAdvance(self.text())

    def fitted_pixels(self) -> int:
        """The size the text is drawn at in the present width."""
        room = self.contentsRect().width()
        for pixels in range(self.pixels, LEAST_PIXELS, -1):
            if self.natural_width(pixels) <= room:
                return pixels
        return LEAST_PIXELS

    def drawn_font(self) -> QFont:
        """The font the text is drawn in now (the text-fit walker measures in it)."""
        return self.sized(self.fitted_pixels())

    def elided(self) -> bool:
        """Whether the text is cut with an ellipsis (too wide even at the least size)."""
        room = self.contentsRect().width() + 0.5
        return bool(self.text()) and self.natural_width(self.fitted_pixels()) > room

    def whole_text(self) -> str:
        """The words the label shows, as plain text (its markup's words)."""
        if self.textFormat() == Qt.TextFormat.RichText:
            return self._document(self.pixels).toPlainText()
        return self.text()

    def set_note(self, note: str) -> None:
        """What the tooltip says (plain text) besides the whole text when it is cut."""
        self.note = note
        self._update_tip()

    def _update_tip(self) -> None:
        """The tooltip: the whole text when it is cut (plain text, names are text), then the note."""
        whole = self.whole_text() if self.elided() else ""
        parts = [whole] if whole and whole not in self.note else []
        tip = as_text("\n\n".join(parts + ([self.note] if self.note else [])))
        if tip != self.toolTip():
            self.setToolTip(tip)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width: the tooltip says the whole text if it is cut now."""
        super().resizeEvent(event)
        self._update_tip()

    def sizeHint(self) -> QSize:
        """The whole text at its largest size."""
        return QSize(int(self.natural_width(self.pixels)) + 4, self.line_height())

    def minimumSizeHint(self) -> QSize:
        """A few letters: the banner's layout shrinks the label rather than the window growing."""
        return QSize(min(self.sizeHint().width(), 40), self.line_height())

    def _colour(self) -> str:
        return self.colour if self.colour.startswith("#") else hex_colour(self.colour)

    def setText(self, text: str) -> None:
        """Show ``text`` (its tooltip says it whole when the label is narrower)."""
        if text != self.text():
            super().setText(text)
            self.updateGeometry()
            self.update()
        self._update_tip()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The text at the fitted size, vertically centred; an ellipsis if even the least size is too wide."""
        if not self.text():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        room = QRectF(self.contentsRect())
        pixels = self.fitted_pixels()
        if self.textFormat() == Qt.TextFormat.RichText and self.natural_width(pixels) > room.width():
            self._draw_elided(painter, room, pixels)      # too long even at the least size
        elif self.textFormat() == Qt.TextFormat.RichText:
            doc = self._document(pixels)
            x = room.right() - doc.idealWidth() if self.align == Qt.AlignmentFlag.AlignRight else room.left()
            painter.translate(max(room.left(), x), room.center().y() - doc.size().height() / 2)
            painter.setClipRect(QRectF(0, 0, room.width(), doc.size().height()))
            doc.drawContents(painter)
        else:
            font = self.sized(pixels)
            painter.setFont(font)
            painter.setPen(QColor(self._colour()))
            text = QFontMetricsF(font).elidedText(self.text(), Qt.TextElideMode.ElideRight, room.width())
            painter.drawText(room, int(self.align | Qt.AlignmentFlag.AlignVCenter), text)
        painter.end()


    def _draw_elided(self, painter: QPainter, room: QRectF, pixels: int) -> None:
        """Markup too long for its room: its words in plain text, cut with an ellipsis."""
        font = self.sized(pixels)
        painter.setFont(font)
        painter.setPen(QColor(self._colour()))
        words = self._document(pixels).toPlainText()
        text = QFontMetricsF(font).elidedText(words, Qt.TextElideMode.ElideRight, room.width())
        painter.drawText(room, int(self.align | Qt.AlignmentFlag.AlignVCenter), text)


class TurnBanner(QWidget):
    """Whose turn (the seat's colour and name, large), the step, the alerts and the standings;
    its owner (the centre strip) sets the texts, the seat and the alert state."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnBanner")
        self.seat: int | None = None
        self.state = "turn"          # "turn", "final" (the final round) or "over"
        self.turn = FitLabel("bannerTurn", TURN_PIXELS[0], bold=True)
        self.turn.set_base(display_font(), TURN_PIXELS[0])
        self.steps = FitLabel("bannerSteps", LINE_PIXELS[0], rich=True)
        self.final = FitLabel("bannerFinal", ALERT_PIXELS[0], bold=True)
        self.threat = FitLabel("bannerThreat", ALERT_PIXELS[0] - 2, bold=True)
        self.limit = FitLabel("bannerLimit", LINE_PIXELS[0] - 2)
        self.standings = FitLabel("bannerStandings", LINE_PIXELS[0] - 2, rich=True)
        for label in (self.final, self.threat, self.limit, self.standings):
            label.align = Qt.AlignmentFlag.AlignRight
        self.final.colour = "warning_text"
        self.threat.colour = "warning_text"
        self.compact = False
        self.flat = False
        for label in (self.turn, self.steps, self.final, self.threat, self.limit, self.standings):
            label.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._fit_height()

    def set_compact(self, compact: bool, flat: bool = False) -> None:
        """Smaller type on a low window; on a very low one (``flat``) a block of its own beside the
        piles (the window moves it there): the name, the step, an alert, without the hand limit and
        the standings (the banner keeps one size in each)."""
        self.compact, self.flat = compact, flat
        pick = 2 if flat else 1 if compact else 0
        turn, line, alert = TURN_PIXELS[pick], LINE_PIXELS[pick], ALERT_PIXELS[pick]
        self.turn.set_base(display_font(), turn)
        self.steps.set_base(self.steps.base, line)
        self.final.set_base(self.final.base, alert)
        self.threat.set_base(self.threat.base, alert - 2)
        for label in (self.limit, self.standings):
            label.set_base(label.base, line - 2)
        self._fit_height()
        self.relayout()

    def _rows(self) -> tuple[int, int]:
        top = max(self.turn.line_height(), self.final.line_height(), self.threat.line_height())
        return top, max(self.steps.line_height(), self.standings.line_height())

    def _fit_height(self) -> None:
        top, second = self._rows()
        if self.flat:
            alert = max(self.final.line_height(), self.threat.line_height())
            self.setFixedSize(BLOCK_WIDTH, self.turn.line_height() + self.steps.line_height() + 2 * alert
                              + 2 * MARGIN)
            return
        self.setMinimumWidth(0)
        self.setMaximumWidth(16777215)
        self.setFixedHeight(top + second + 2 * MARGIN)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Place the texts for the new width."""
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Place each text (their words changed, or the width): the name and the step get their
        whole width first (each up to most of the banner), the alerts beside the name and the
        standings beside the step the rest of their rows."""
        x0, x1 = STRIPE + 12, self.width() - 12
        room = max(0, x1 - x0)
        top, second = self._rows()
        y0 = MARGIN
        turn_w = self.turn.natural_width(self.turn.pixels) + 4
        steps_w = self.steps.natural_width(self.steps.pixels) + 4
        pill = PILL_PAD
        final_w = (self.final.natural_width(self.final.pixels) + 4) if self.final.text() else 0
        if self.flat:
            self._place_block(x0, x1)
            return
        else:
            # each row's left text takes its own width: the alerts beside the name, the hand limit
            # and the standings beside the step (a short name leaves the threat its room)
            turn_left = min(turn_w, LEFT_SHARE * room)
            steps_left = min(steps_w, LEFT_SHARE * room)
            self.turn.setGeometry(x0, y0, int(turn_left), top)
            self.steps.setGeometry(x0, y0 + top, int(steps_left), second)
            right = x0 + turn_left + GAP
            alerts_y, alerts_h = y0, top
            self._place_info(x0 + steps_left + GAP, x1, y0 + top, second)
            for label in (self.final, self.threat):
                label.align = Qt.AlignmentFlag.AlignRight
        final_w = min(final_w, max(0.0, x1 - pill - right - pill))
        self.final.setGeometry(int(x1 - pill - final_w), alerts_y, int(final_w), alerts_h)
        end = x1 - (final_w + 3 * pill if final_w else 0)
        threat_w = max(0.0, end - pill - right - pill)
        self.threat.setGeometry(int(right + pill), alerts_y, int(threat_w), alerts_h)
        self.update()

    def _place_block(self, x0: int, x1: int) -> None:
        """The block beside the piles: the name, the step, then the alerts one under the other."""
        width = max(0, x1 - x0)
        y = MARGIN
        for label in (self.turn, self.steps, self.final, self.threat):
            label.align = Qt.AlignmentFlag.AlignLeft
            height = label.line_height()
            inset = PILL_PAD if label in (self.final, self.threat) else 0
            label.setGeometry(x0 + inset, y, width - 2 * inset, height)
            y += height
        for label in (self.limit, self.standings):
            label.hide()
        self.update()

    def _place_info(self, left: float, right: float, y: int, height: int) -> None:
        """The hand limit, then the standings, at the banner's right end (the standings cut first)."""
        for label in (self.limit, self.standings):
            label.show()
        limit_w = self.limit.natural_width(self.limit.pixels) + 4 if self.limit.text() else 0
        standings_w = self.standings.natural_width(self.standings.pixels) + 4
        room = max(0.0, right - left)
        limit_w = min(limit_w, room)
        standings_w = min(standings_w, max(0.0, room - limit_w - GAP))
        self.standings.setGeometry(int(right - standings_w), y, int(standings_w), height)
        limit_x = right - standings_w - (GAP if limit_w else 0) - limit_w
        self.limit.setGeometry(int(limit_x), y, int(limit_w), height)

    def set_state(self, seat: int | None, state: str) -> None:
        """Paint the banner for ``seat`` (None: nobody's turn) in ``state``."""
        self.seat, self.state = seat, state
        self.relayout()

    def colour(self) -> QColor:
        """The banner's identity colour: the seat's, gold once the game is over."""
        if self.state == "over" or self.seat is None:
            return QColor(live("active"))
        return QColor(seat_hex(self.seat))

    def paintEvent(self, event: QPaintEvent) -> None:
        """A dark band washed with the seat's colour from the left, the seat's stripe, and the
        alerts' pills (the final round, a threat) under their words."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        colour = self.colour()
        final = self.state == "final"       # the final round: the banner's edge in the warning red
        painter.setPen(QPen(live("warning"), 3) if final else QPen(colour, 2))
        painter.setBrush(QColor("#10241a"))
        painter.drawRoundedRect(rect, 8, 8)
        wash = QColor(colour)
        wash.setAlpha(90)
        band = QRectF(rect.left(), rect.top(), rect.width() * 0.45, rect.height())
        gradient = QLinearGradient(band.topLeft(), band.topRight())
        gradient.setColorAt(0, wash)
        clear = QColor(colour)
        clear.setAlpha(0)
        gradient.setColorAt(1, clear)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(band.adjusted(1, 1, 0, -1), 7, 7)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(rect.left() + 1, rect.top() + 1, STRIPE, rect.height() - 2), 6, 6)
        for label, role in ((self.final, "warning"), (self.threat, "warning")):
            if label.isVisible() and label.text():
                width = min(label.natural_width(label.fitted_pixels()), label.width())
                geo = QRectF(label.geometry())
                left = geo.left() if label.align == Qt.AlignmentFlag.AlignLeft else geo.right() - width
                pill = QRectF(left - PILL_PAD, geo.top() + 1, width + 2 * PILL_PAD,
                              geo.height() - 2)
                painter.setBrush(live(role))
                painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.end()


def final_round_text() -> str:
    """The final round's pill."""
    return QCoreApplication.translate("CentreStrip", "FINAL ROUND", "the banner's pill; no more refills")
