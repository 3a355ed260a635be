"""Finding and drawing the card art: one helper for source checkouts and PyInstaller bundles.

Faces, backs and emblems are SVG files under ``resources/`` and are rendered at the exact
pixel size asked for (times the screen's device pixel ratio), so cards stay crisp at any
window size and on HiDPI screens. While a file is missing (the art is drawn separately)
a plain fallback is painted: the Domain's colour, its emblem letter and its name, so the
game stays playable; the file is looked for again every few seconds.
"""

from __future__ import annotations

import html
import time
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from engine.cards import DOMAIN_NAMES, DOMAINS

from ..services.paths import resource_path
from . import palette

CARD_RATIO = 350 / 250  # height / width of every card (the SVG viewBox is 0 0 250 350)
AGE_NUMERALS = {1: "I", 2: "II", 3: "III"}

# Colours of the physical game (RULES §1); text colour chosen for contrast on each. These are the
# classic palette's; what is drawn comes from ``palette`` (``palette.domain_hex``), per palette.
DOMAIN_COLOURS: dict[str, str] = {
    "MIL": "#c62828", "REL": "#eee8d5", "ECO": "#f2b705",
    "SCI": "#2e7d32", "ART": "#1e5fb4", "UTO": "#6a1b9a",
}
DOMAIN_TEXT: dict[str, str] = {
    "MIL": "#ffffff", "REL": "#3a2a10", "ECO": "#3a2a00",
    "SCI": "#ffffff", "ART": "#ffffff", "UTO": "#ffffff",
}
# One symbol per Domain for the fallback art and for places too small for an emblem.
DOMAIN_SYMBOLS: dict[str, str] = {
    "MIL": "⚔", "REL": "✝", "ECO": "◆", "SCI": "⚛", "ART": "✎", "UTO": "☀",
}
BACK_COLOURS = {1: "#6d3b17", 2: "#27496d", 3: "#4a2458"}
RECHECK_SECONDS = 3.0


# The Domains' names (the English edition's: ART is Culture; the French rulebook's "Art"),
# and the effects', in the player's language (translated where they are shown).
_DOMAIN_NAMES = (QT_TRANSLATE_NOOP("Domain", "Military"), QT_TRANSLATE_NOOP("Domain", "Religion"),
                 QT_TRANSLATE_NOOP("Domain", "Economy"), QT_TRANSLATE_NOOP("Domain", "Science"),
                 QT_TRANSLATE_NOOP("Domain", "Culture"), QT_TRANSLATE_NOOP("Domain", "Utopia"))
_EFFECT_NAMES = {
    "assassination": QT_TRANSLATE_NOOP("Effect", "Assassination"),
    "purge": QT_TRANSLATE_NOOP("Effect", "Purge"),
    "attack": QT_TRANSLATE_NOOP("Effect", "Attack"),
    "holy-book": QT_TRANSLATE_NOOP("Effect", "Holy Book"),
    "divine-right": QT_TRANSLATE_NOOP("Effect", "Divine Right"),
    "inquisition": QT_TRANSLATE_NOOP("Effect", "Inquisition"),
    "development": QT_TRANSLATE_NOOP("Effect", "Development"),
    "monopoly": QT_TRANSLATE_NOOP("Effect", "Monopoly"),
    "embargo": QT_TRANSLATE_NOOP("Effect", "Embargo"),
    "experiment": QT_TRANSLATE_NOOP("Effect", "Experiment"),
    "research": QT_TRANSLATE_NOOP("Effect", "Research"),
    "breakthrough": QT_TRANSLATE_NOOP("Effect", "Breakthrough"),
    "inspiration": QT_TRANSLATE_NOOP("Effect", "Inspiration"),
    "oligarchy": QT_TRANSLATE_NOOP("Effect", "Oligarchy"),
    "republic": QT_TRANSLATE_NOOP("Effect", "Republic"),
    "democracy": QT_TRANSLATE_NOOP("Effect", "Democracy"),
}


def domain_name(domain: str) -> str:
    """A Domain code's name in the player's language (ART is Culture in English)."""
    return QCoreApplication.translate("Domain", str(_DOMAIN_NAMES[DOMAINS.index(domain)]))


def effect_name(name: str) -> str:
    """An effect's name in the player's language (``holy-book`` -> "Holy Book", "Livre Saint")."""
    english = _EFFECT_NAMES.get(name)
    return QCoreApplication.translate("Effect", str(english)) if english else name


def card_name(token: str) -> str:
    """Readable card name: ``SCI2`` -> ``Science II``; hidden ``?2`` -> ``Age II card``."""
    if token.startswith("?"):
        return QCoreApplication.translate("Card", "Age {age} card").format(age=AGE_NUMERALS[int(token[1])])
    return QCoreApplication.translate("Card", "{domain} {age}", "a card's name: its Domain, its Age").format(
        domain=domain_name(token[:3]), age=AGE_NUMERALS[int(token[3])])


def card_file(token: str) -> Path:
    """The SVG of a face (``SCI2``) or of a back (``?2``)."""
    if token.startswith("?"):
        return resource_path("cards", "backs", f"age{token[1]}.svg")
    return resource_path("cards", "faces", f"{token}.svg")


class _SvgCache:
    """Renderers per (file, palette) and pixmaps per (file, palette, size, ratio); missing files
    re-checked. A card face in another palette than classic is rendered from its SVG text recoloured
    by ``palette.recolour_svg``."""

    def __init__(self) -> None:
        self._renderers: dict[tuple[Path, tuple[str, str]], QSvgRenderer] = {}
        self._missing: dict[Path, float] = {}
        self._pixmaps: dict[tuple[Path, tuple[str, str], int, int, float], QPixmap] = {}

    @staticmethod
    def _palette_of(path: Path) -> tuple[str, str]:
        """How a file is rendered, (palette, Domain name): faces follow the palette and name their
        Domain in the player's language ("colour-blind", "Militaire"); backs and emblems never
        change ("classic", "")."""
        if path.parent.name != "faces":
            return "classic", ""
        return palette.current(), domain_name(path.stem[:3])

    def renderer(self, path: Path) -> QSvgRenderer | None:
        variant = self._palette_of(path)
        tint, name = variant
        found = self._renderers.get((path, variant))
        if found is not None:
            return found
        checked = self._missing.get(path)
        if checked is not None and time.monotonic() - checked < RECHECK_SECONDS:
            return None
        if path.is_file():
            english = DOMAIN_NAMES[DOMAINS.index(path.stem[:3])] if name else ""
            if tint == "classic" and name == english:
                renderer = QSvgRenderer(str(path))
            else:
                text = path.read_text(encoding="utf-8")
                if tint != "classic":
                    text = palette.recolour_svg(text, path.stem[:3], tint)
                if name != english:      # the face's banner names its Domain: in the player's words
                    text = text.replace(f">{english}</text>", f">{html.escape(name)}</text>")
                renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
            if renderer.isValid():
                self._renderers[(path, variant)] = renderer
                self._missing.pop(path, None)
                return renderer
        self._missing[path] = time.monotonic()
        return None

    def pixmap(self, path: Path, size: QSize, ratio: float) -> QPixmap | None:
        key = (path, self._palette_of(path), size.width(), size.height(), ratio)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        renderer = self.renderer(path)
        if renderer is None:
            return None
        image = QImage(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        pix = QPixmap.fromImage(image)
        pix.setDevicePixelRatio(ratio)
        if len(self._pixmaps) > 600:
            self._pixmaps.clear()
        self._pixmaps[key] = pix
        return pix


_CACHE = _SvgCache()


def card_pixmap(token: str, width: int, ratio: float = 1.0) -> QPixmap:
    """A card face or back ``width`` pixels wide, from its SVG or the fallback drawing."""
    size = QSize(max(4, width), max(6, round(width * CARD_RATIO)))
    pix = _CACHE.pixmap(card_file(token), size, ratio)
    return pix if pix is not None else fallback_card(token, size, ratio)


def emblem_pixmap(domain: str, side: int, ratio: float = 1.0) -> QPixmap:
    """A Domain's emblem, ``side`` pixels square (a coloured disc with its symbol if missing)."""
    size = QSize(side, side)
    pix = _CACHE.pixmap(resource_path("cards", "emblems", f"{domain}.svg"), size, ratio)
    if pix is not None:
        return pix
    image = QImage(round(side * ratio), round(side * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(palette.domain_colour(domain))
    painter.setPen(QPen(QColor("#222"), 1))
    painter.drawEllipse(QRectF(1, 1, side - 2, side - 2))
    painter.setPen(QColor(palette.domain_ink(domain)))
    font = QFont()
    font.setPixelSize(max(6, int(side * 0.6)))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, DOMAIN_SYMBOLS[domain])
    painter.end()
    return QPixmap.fromImage(image)


def app_icon() -> QIcon:
    """The application icon."""
    path = resource_path("icons", "civ.svg")
    return QIcon(str(path)) if path.is_file() else QIcon(emblem_pixmap("UTO", 64))


def fallback_card(token: str, size: QSize, ratio: float) -> QPixmap:
    """A plain card: Domain colour, symbol and name (or an Age-coloured back)."""
    w, h = size.width(), size.height()
    image = QImage(round(w * ratio), round(h * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0.5, 0.5, w - 1, h - 1)
    radius = max(2.0, w * 0.06)
    font = QFont()
    if token.startswith("?"):
        age = int(token[1])
        painter.setBrush(QColor(BACK_COLOURS[age]))
        painter.setPen(QPen(QColor("#d8b46a"), max(1.0, w * 0.03)))
        painter.drawRoundedRect(rect, radius, radius)
        font.setPixelSize(max(6, int(w * 0.32)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f3dba5"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, AGE_NUMERALS[age])
    else:
        domain = token[:3]
        painter.setBrush(palette.domain_colour(domain))
        painter.setPen(QPen(QColor("#222"), max(1.0, w * 0.02)))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QColor(palette.domain_ink(domain)))
        font.setPixelSize(max(6, int(w * 0.4)))
        painter.setFont(font)
        painter.drawText(QRectF(0, h * 0.12, w, h * 0.45), Qt.AlignmentFlag.AlignCenter,
                         DOMAIN_SYMBOLS[domain])
        if w >= 40:
            font.setPixelSize(max(6, int(w * 0.13)))
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(QRectF(0, h * 0.58, w, h * 0.3), Qt.AlignmentFlag.AlignCenter,
                             f"{domain_name(domain)}\n{AGE_NUMERALS[int(token[3])]}")
    painter.end()
    return QPixmap.fromImage(image)
