"""Small drawing helpers shared by the table widgets: pills, the Embargo marker, the Art coin,
hand backs, and the deck and discard-pile stacks."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPen, QPixmap

from . import palette
from .palette import live
from .resources import CARD_RATIO, card_pixmap, emblem_pixmap


def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an opaque colour."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    red, green, blue = channel(colour.redF()), channel(colour.greenF()), channel(colour.blueF())
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21; 3 is the least for graphics)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@functools.lru_cache(maxsize=256)
def tinted_emblem(domain: str, side: int, ratio: float, colour: str) -> QPixmap:
    """A Domain's emblem in one ``colour`` (the art is dark ink, for light backgrounds; the green
    table needs it light)."""
    pix = emblem_pixmap(domain, side, ratio).copy()
    painter = QPainter(pix)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(pix.rect(), QColor(colour))
    painter.end()
    return pix


def fitting_size(font: QFont, lines: Sequence[str], room: float, largest: int, smallest: int) -> int:
    """The largest pixel size of ``font``, from ``largest`` down to ``smallest``, at which every
    line is at most ``room`` wide (``smallest`` if none: a longer text in another language)."""
    sized = QFont(font)
    for size in range(largest, smallest, -1):
        sized.setPixelSize(size)
        metrics = QFontMetricsF(sized)
        if all(metrics.horizontalAdvance(line) <= room for line in lines):
            return size
    return smallest


def draw_pill(painter: QPainter, rect: QRectF, text: str, fill: QColor, ink: QColor) -> None:
    """A rounded label (level marks, overflow counts)."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    font = QFont()
    font.setBold(True)             # a longer mark in another language: smaller, never cut
    font.setPixelSize(fitting_size(font, [text], rect.width() - 2, max(8, int(rect.height() * 0.72)), 7))
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def draw_embargo_marker(painter: QPainter, grid: QRectF, card: QRectF, ratio: float) -> None:
    """An Embargo: a red frame around the embargoed grid (outside its cards) and the Embargo card
    lying sideways in ``card`` (under the grid, never over a card); its label is drawn beside."""
    painter.save()
    painter.setPen(QPen(live("embargo_frame"), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(grid.adjusted(-3, -2, 3, 2), 4, 4)
    if card.width() <= 0:
        painter.restore()
        return
    card_w = card.height()               # the card lies on its side: its width is the row's height
    card_h = card_w * CARD_RATIO
    pix = card_pixmap("ECO3", max(1, round(card_w)), ratio)
    painter.translate(card.left() + card_h / 2, card.center().y())
    painter.rotate(90)
    painter.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h).toRect(), pix)
    painter.restore()


def draw_coin(painter: QPainter, centre: QPointF, radius: float) -> None:
    """The Art coin (a gold disc marked with the Culture initial)."""
    painter.save()
    painter.setPen(QPen(QColor("#7a5a00"), 1.5))
    painter.setBrush(QColor("#f5c542"))
    painter.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setPixelSize(int(radius * 1.1))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#5a3c00"))
    initial = QCoreApplication.translate("ArtCoin", "C", "the initial of the Culture Domain on the Art coin")
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, initial)
    painter.restore()


def draw_hand_backs(painter: QPainter, hand: list[str], right_top: QPointF, height: float,
                    ratio: float) -> None:
    """Small cards (backs with their Age, or known faces) ending at ``right_top``."""
    width = height / CARD_RATIO
    step = width * 0.55
    x = right_top.x() - width - step * max(0, len(hand) - 1)
    for token in hand:
        pix = card_pixmap(token, round(width), ratio)
        painter.drawPixmap(QRectF(x, right_top.y(), width, height).toRect(), pix)
        x += step


STACK_CAPTION_PIXELS = (12, 8)   # the pile caption's largest and smallest pixel size


def stack_caption_font(label: str, room: float) -> QFont:
    """The bold font of a pile's caption: the largest size at which each of its lines fits ``room``."""
    font = QFont()
    font.setBold(True)
    largest, smallest = STACK_CAPTION_PIXELS
    font.setPixelSize(fitting_size(font, label.splitlines() or [""], room, largest, smallest))
    return font


def stack_caption_rect(rect: QRectF, caption_width: float | None = None) -> QRectF:
    """Where the caption of a pile drawn in ``rect`` goes: under the card, centred on it, ``caption_width``
    wide (by default 44 px wider than the card, as the piles always had)."""
    width = rect.width() + 44 if caption_width is None else caption_width
    h = rect.width() * CARD_RATIO
    return QRectF(rect.center().x() - width / 2, rect.top() + h + 6, width, 34)


def draw_stack(painter: QPainter, rect: QRectF, token: str | None, count: int, label: str,
               ratio: float, caption_width: float | None = None) -> None:
    """A pile of cards (deck or discard) with its top card, its count and a caption (each line
    fitted to ``caption_width``, by a smaller font, then an ellipsis: a longer language is never cut)."""
    painter.save()
    w = rect.width()
    h = w * CARD_RATIO
    if token is None:
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(rect.left(), rect.top(), w, h), 6, 6)
    else:
        depth = min(4, count // 8)
        for i in range(depth, 0, -1):
            painter.drawPixmap(QRectF(rect.left() + i * 1.5, rect.top() + i * 1.5, w, h).toRect(),
                               card_pixmap(token, round(w), ratio))
        top = card_pixmap(token, round(w), ratio)
        painter.drawPixmap(QRectF(rect.left(), rect.top(), w, h).toRect(), top)
    room = stack_caption_rect(rect, caption_width)
    font = stack_caption_font(label, room.width() - 2)     # a pixel clear at each end: nothing cut
    metrics = QFontMetricsF(font)
    lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room.width() - 2)
             for line in label.splitlines()]
    painter.setFont(font)
    painter.setPen(live("text"))
    painter.drawText(room.adjusted(0, 0, 0, max(0.0, metrics.lineSpacing() * len(lines) - room.height())),
                     Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "\n".join(lines))
    painter.restore()


def emblem_icon(domain: str) -> QIcon:
    """The emblem as an icon for buttons and lists, in the palette's text colour (every window is
    dark, civgui/media/theme.py; the art's own ink is for light backgrounds)."""
    icon = QIcon()
    for side in (16, 24, 32, 48):
        icon.addPixmap(tinted_emblem(domain, side, 2.0, palette.hex_colour("text")))
    return icon
