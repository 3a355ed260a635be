"""The prompt bar under the table and the refusal banner laid over it.

The prompt bar keeps one height for a window width (room for the longest usual prompt), so
the table does not jump when the text changes. A refused action shows its reason in a red
banner drawn over the prompt bar — it never takes room of its own — with a painted
no-entry sign (no font has to carry the symbol); it goes after a few seconds, on a click,
or when the player acts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QWidget

from engine.words import Sentence

from ..media.palette import live
from ..play.model import longest_prompt
from ..play.words import TableWords, say
from ..services.i18n import fill
from ..services.plain import as_text

REFUSAL_SECONDS = 6.0
# The palette's colours (shared QColors that change in place when the palette is switched).
BANNER_FILL = live("refused")
SIGN_RED = live("sign")


def wrapped_height(metrics: QFontMetrics, width: int, text: str) -> int:
    """Height of ``text`` word-wrapped into ``width`` pixels."""
    return metrics.boundingRect(QRect(0, 0, max(1, width), 100000), Qt.TextFlag.TextWordWrap, text).height()


class PromptBar(QLabel):
    """The one-sentence prompt; its height depends on the width only (or a longer text)."""

    PADDING = (10, 6)   # horizontal, vertical (the #prompt style sheet uses the same)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)     # a sentence with names in it, never markup

    def needed_height(self, width: int) -> int:
        """Height for the longest usual prompt (or the current text, if longer) at ``width``."""
        self.ensurePolished()
        metrics = QFontMetrics(self.font())
        inner = width - 2 * self.PADDING[0] - 4
        text = max(wrapped_height(metrics, inner, longest_prompt()),
                   wrapped_height(metrics, inner, self.text()))
        return text + 2 * self.PADDING[1] + 4

    def setText(self, text: str) -> None:
        """Show ``text``; grow only if it needs more lines than the longest usual prompt."""
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: object) -> None:
        """Keep the height right for the new width."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def _fit(self) -> None:
        height = self.needed_height(self.width())
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)


def draw_no_entry(painter: QPainter, rect: QRectF) -> None:
    """A no-entry sign (red disc, white bar) filling ``rect``'s height."""
    d = rect.height()
    disc = QRectF(rect.left(), rect.top(), d, d)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff"), max(1.0, d / 14)))
    painter.setBrush(SIGN_RED)
    painter.drawEllipse(disc)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#ffffff"))
    bar = QRectF(disc.left() + d * 0.2, disc.center().y() - d * 0.1, d * 0.6, d * 0.2)
    painter.drawRoundedRect(bar, d * 0.04, d * 0.04)
    painter.restore()


class RefusalBanner(QWidget):
    """Why an action was refused, drawn over ``anchor`` (the prompt bar), same place and size."""

    def __init__(self, anchor: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("refusalBanner")
        self._anchor = anchor
        self.reason = ""
        self.below = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(int(REFUSAL_SECONDS * 1000))
        self._timer.timeout.connect(self.hide)
        anchor.installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Its accessible name in the player's language."""
        self.setAccessibleName(QCoreApplication.translate("RefusalBanner", "Refused",
                                                          "the banner saying why an action was refused"))

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: name it again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_reason(self, reason: str, below: str = "") -> None:
        """Show ``reason`` (a sentence) and, smaller, ``below`` (the prompt it covers)."""
        self.reason, self.below = reason, below
        self.setToolTip(as_text(reason))
        self._place()
        self.show()
        self.raise_()
        self.update()
        self._timer.start()

    def text(self) -> str:
        """What the banner says."""
        return self.reason

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the prompt bar's place and size."""
        if watched is self._anchor and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                        QEvent.Type.Show):
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        self.setGeometry(self._anchor.geometry())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click puts it away."""
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Red bar, the sign, the reason in bold and the covered prompt below it."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(live("refused_edge"), 1))
        painter.setBrush(BANNER_FILL)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        bold = QFont(self.font())
        bold.setPixelSize(15)
        bold.setBold(True)
        line = QFontMetrics(bold).height()
        sign = min(float(line + 4), self.height() - 8.0)
        draw_no_entry(painter, QRectF(10, 6, sign, sign))
        left = 10 + sign + 10
        room = QRectF(left, 5, self.width() - left - 10, self.height() - 10)
        painter.setFont(bold)
        painter.setPen(live("refused_text"))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        used = painter.boundingRect(room, int(flags), self.reason)
        painter.drawText(room, int(flags), self.reason)
        rest = room.adjusted(0, used.height() + 1, 0, 0)
        small = QFont(self.font())
        small.setPixelSize(12)
        metrics = QFontMetrics(small)
        if self.below and rest.height() >= metrics.height():
            painter.setFont(small)
            painter.setPen(live("refused_below"))
            text = metrics.elidedText(self.below, Qt.TextElideMode.ElideRight, int(rest.width()))
            painter.drawText(rest, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)
        painter.end()


def refusal_sentence(reason: Sentence | str, names: list[str]) -> str:
    """The banner's sentence for an engine reason (a Sentence, in the table's words: player and
    card names) or the GUI's own words, with a capital and a full stop."""
    text = say(reason, TableWords(names)).strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    if text[-1] not in ".!?":
        text += "."
    return fill(QCoreApplication.translate("RefusalBanner", "Not allowed — {reason}"), reason=text)
