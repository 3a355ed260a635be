"""The table's colour palettes: ``classic``, ``colour-blind`` and ``high-contrast``.

Every colour the table paints comes from here, by role (``"panel"``, ``"text"``, ...) or by Domain
(``domain_colour("SCI")``). Switching palette (``set_palette``) re-applies at once: the shared
``live(role)`` colours change in place, themed style sheets are set again, card art is re-rendered
and every widget repaints. The palette is the setting ``"table/palette"``: ``install()`` reads it
and follows its changes.

- ``classic``: today's colours, those of the physical game (red, ivory, yellow, green, blue,
  purple Domains on a green table).
- ``colour-blind``: the Domain colours are the Okabe–Ito palette ("Color Universal Design",
  Okabe & Ito 2008), chosen so the six stay apart with protanopia, deuteranopia and tritanopia:
  Military vermillion, Religion white, Economy yellow, Science sky blue, Culture blue, Utopia
  reddish purple (its bluish green and orange were left out: under deuteranopia they fall on the
  sky blue and the vermillion). The table's other colours stay classic: they are told apart by
  lightness, not hue.
- ``high-contrast``: for low vision: black table and panels, white text and thick white outlines,
  bright markers, every text at least 4.5:1 against its background (WCAG AA); Domains in the same
  Okabe–Ito colours, so it is colour-blind safe as well.

Card art: the faces are SVG with their Domain's colour baked in. For another palette the SVG text
is recoloured before rendering (``recolour_svg``): each shade of the Domain's classic colour
(background gradient, banner, medallion ink) is replaced by the same shade of the palette's
colour (hue and saturation of the new colour; lightness mapped piecewise-linearly so that the
classic base goes to the new base, black stays black and white stays white, and dark shades never
lighten, see ``shade``), and the corner
emblems and numerals take the palette's ink for that Domain. Rendered cards are cached per palette.
Domains are never told by colour alone: every card carries its emblem and name, every grid header
its emblem and name, every Domain button its emblem icon and name.
"""

from __future__ import annotations

import colorsys
import re
import xml.etree.ElementTree as ET

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from ..services import settings

DOMAIN_CODES = ("MIL", "REL", "ECO", "SCI", "ART", "UTO")

# id -> display name (English source text; show it with ``display_name``, which translates it).
PALETTES: dict[str, str] = {
    "classic": str(QT_TRANSLATE_NOOP("Palette", "Classic (the game's colours)")),
    "colour-blind": str(QT_TRANSLATE_NOOP("Palette", "Colour-blind safe")),
    "high-contrast": str(QT_TRANSLATE_NOOP("Palette", "High contrast")),
}
DEFAULT = "classic"
SETTING = "table/palette"

# Roles: where each is used (classic value in brackets).
ROLE_USES: dict[str, str] = {
    "table": "the table's background",
    "panel": "a player's area",
    "panel_active": "the area of the seat whose turn it is",
    "border": "the frame of an area and of a box",
    "text": "text and emblems on the table",
    "muted": "secondary text (level marks not reached, hints)",
    "dim": "steps not current in the step indicator",
    "empty_text": "the text of an empty card row",
    "active": "the current seat, the current step, a count near Hegemony, the last card played",
    "active_ink": "text on an active-coloured pill",
    "highlight": "a card that is a legal choice now",
    "selected": "a chosen card",
    "focus": "the keyboard focus",
    "prompt": "the prompt's background",
    "refused": "the refusal banner and a refused prompt",
    "refused_text": "the refusal's text",
    "refused_below": "the covered prompt under a refusal",
    "refused_edge": "the refusal banner's edge",
    "sign": "the no-entry sign",
    "warning": "the final-round banner, the Embargo badge",
    "warning_text": "text on a warning",
    "embargo_frame": "the frame round an embargoed grid",
    "democracy": "the Democracy badge",
    "democracy_text": "text on the Democracy badge",
    "outline": "the outline round cards (none in classic)",
}

# Text drawn on a background: (text role, background role); every pair must be readable.
TEXT_PAIRS: tuple[tuple[str, str], ...] = (
    ("text", "table"), ("text", "panel"), ("text", "panel_active"), ("text", "prompt"),
    ("muted", "panel"), ("muted", "panel_active"), ("muted", "table"), ("dim", "table"),
    ("empty_text", "table"), ("active", "table"), ("active", "panel"), ("active", "panel_active"),
    ("active_ink", "active"), ("refused_text", "refused"), ("refused_below", "refused"),
    ("warning_text", "warning"), ("democracy_text", "democracy"),
)

_OKABE_ITO = {"MIL": "#d55e00", "REL": "#f5f5f5", "ECO": "#f0e442", "SCI": "#56b4e9", "ART": "#0072b2",
              "UTO": "#cc79a7"}

_CLASSIC_ROLES: dict[str, str] = {
    "table": "#1b3022", "panel": "#24402c", "panel_active": "#2f5a3a", "border": "#4d6b55",
    "text": "#f2efe4", "muted": "#b9c6b9", "dim": "#9fb19f", "empty_text": "#c8d4c8",
    "active": "#f0c040", "active_ink": "#2a1d00", "highlight": "#18c0ff", "selected": "#ffb300",
    "focus": "#ffffff", "prompt": "#10241a", "refused": "#5c1020", "refused_text": "#ffffff",
    "refused_below": "#f3d6da", "refused_edge": "#ff8a80", "sign": "#d50000", "warning": "#b00020",
    "warning_text": "#ffffff", "embargo_frame": "#ff1744", "democracy": "#6a1b9a",
    "democracy_text": "#f3e5f5", "outline": "#00000000",
}

_HIGH_CONTRAST_ROLES: dict[str, str] = {
    "table": "#000000", "panel": "#000000", "panel_active": "#1f1f1f", "border": "#ffffff",
    "text": "#ffffff", "muted": "#e6e6e6", "dim": "#d0d0d0", "empty_text": "#ffffff",
    "active": "#ffe000", "active_ink": "#000000", "highlight": "#00e5ff", "selected": "#ff9f1a",
    "focus": "#ffffff", "prompt": "#000000", "refused": "#7a0000", "refused_text": "#ffffff",
    "refused_below": "#ffffff", "refused_edge": "#ffffff", "sign": "#ff2020", "warning": "#c00000",
    "warning_text": "#ffffff", "embargo_frame": "#ff3b3b", "democracy": "#5b1a8a",
    "democracy_text": "#ffffff", "outline": "#ffffff",
}

# Per palette: roles, Domain colours, the ink (emblems, numerals) on each Domain colour, outline width.
ROLES: dict[str, dict[str, str]] = {
    "classic": _CLASSIC_ROLES,
    "colour-blind": dict(_CLASSIC_ROLES),
    "high-contrast": _HIGH_CONTRAST_ROLES,
}
DOMAIN_COLOURS: dict[str, dict[str, str]] = {
    "classic": {"MIL": "#c62828", "REL": "#eee8d5", "ECO": "#f2b705",
                "SCI": "#2e7d32", "ART": "#1e5fb4", "UTO": "#6a1b9a"},
    "colour-blind": dict(_OKABE_ITO),
    "high-contrast": dict(_OKABE_ITO),
}
DOMAIN_INK: dict[str, dict[str, str]] = {
    "classic": {"MIL": "#ffffff", "REL": "#3a2a10", "ECO": "#3a2a00",
                "SCI": "#ffffff", "ART": "#ffffff", "UTO": "#ffffff"},
    "colour-blind": {"MIL": "#000000", "REL": "#222222", "ECO": "#222222",
                     "SCI": "#000000", "ART": "#ffffff", "UTO": "#000000"},
    "high-contrast": {"MIL": "#000000", "REL": "#000000", "ECO": "#000000",
                      "SCI": "#000000", "ART": "#ffffff", "UTO": "#000000"},
}
OUTLINE_WIDTH: dict[str, float] = {"classic": 0.0, "colour-blind": 0.0, "high-contrast": 3.0}
# A seat's identity on the table: its area, its log lines, its turn banner, on the table's dark
# backgrounds. Light colours, so each reads as text on the table, a panel and the log (at least
# 4.5:1) and as a mark on the active panel (3:1); apart from each other, from the six Domains and from
# the table's own markers (active, highlight, selected): tests/gui/test_theme.py measures it. Classic
# keeps the graph's hues (red, blue, green, purple) lightened: coral, sky, mint, lilac; colour-blind
# and high contrast take salmon, lavender, pink and mint, which stay apart under protanopia,
# deuteranopia and tritanopia (the Okabe-Ito hues are the Domains' there). Seats are never told by
# colour alone: every area, line and banner names its player.
SEAT_COLOURS: dict[str, tuple[str, ...]] = {
    "classic": ("#ff8a7a", "#8fb8ff", "#7ee0a6", "#e3a3ff"),
    "colour-blind": ("#ff8c69", "#a99cff", "#ffc6f0", "#8cffb4"),
    "high-contrast": ("#ff8c69", "#a99cff", "#ffc6f0", "#8cffb4"),
}
# The card art's own Domain colours (resources/cards/README.md): the base of each face's background,
# every other shade of it in the faces, and the ink of the corner emblems and numerals.
ART_BASE: dict[str, str] = {"MIL": "#b3261e", "REL": "#f3efe3", "ECO": "#e0b000",
                            "SCI": "#2e7d32", "ART": "#1f5fa8", "UTO": "#6a3d9a"}
ART_SHADES: dict[str, tuple[str, ...]] = {
    "MIL": ("#5e0f0a", "#6a120c", "#7d1811", "#b3261e", "#cf4a3d"),
    "REL": ("#6e5a26", "#7a5f1c", "#8f7a44", "#cfc3a0", "#ddd2b4", "#f3efe3", "#fffdf7"),
    "ECO": ("#5c4300", "#6b4e00", "#6e5000", "#9c7600", "#e0b000", "#f3cd3a"),
    "SCI": ("#123d16", "#14461a", "#1d5a21", "#2e7d32", "#4f9e53"),
    "ART": ("#0c2c55", "#0d3364", "#17487f", "#1f5fa8", "#4580c7"),
    "UTO": ("#321850", "#3a1d5a", "#4d2874", "#6a3d9a", "#8b62b9"),
}
ART_INK: dict[str, str] = {"MIL": "#ffffff", "REL": "#2b2418", "ECO": "#222222",
                           "SCI": "#ffffff", "ART": "#ffffff", "UTO": "#ffffff"}

STYLE_PROPERTY = "paletteStyle"   # a widget's style sheet in classic colours, set by apply_style
_SVG_NS = "http://www.w3.org/2000/svg"
_HEX = re.compile(r"#[0-9a-fA-F]{6}\b")


class PaletteNotifier(QObject):
    """Emits ``changed(palette_id)`` after the palette has been switched and re-applied."""

    changed = Signal(str)


_current = DEFAULT
_live: dict[str, QColor] = {}
_notifier: PaletteNotifier | None = None
_installed = False


def notifier() -> PaletteNotifier:
    """The one notifier."""
    global _notifier
    if _notifier is None:
        _notifier = PaletteNotifier()
    return _notifier


def display_name(palette: str) -> str:
    """A palette's name in the current language."""
    return QCoreApplication.translate("Palette", PALETTES[palette])


def current() -> str:
    """The id of the palette in use."""
    return _current


def hex_colour(role: str, palette: str | None = None) -> str:
    """A role's colour as ``#rrggbb`` (``#aarrggbb`` if translucent) in ``palette`` (default: current)."""
    return ROLES[palette or _current][role]


def colour(role: str) -> QColor:
    """A role's colour in the current palette (a new QColor)."""
    return QColor(hex_colour(role))


def live(role: str) -> QColor:
    """The shared QColor of a role: the same object always, changed in place by ``set_palette``, so
    module constants such as ``tableau.PANEL = live("panel")`` follow the palette."""
    found = _live.get(role)
    if found is None:
        found = _live[role] = QColor(hex_colour(role))
    return found


def domain_hex(domain: str, palette: str | None = None) -> str:
    """A Domain's colour as ``#rrggbb``."""
    return DOMAIN_COLOURS[palette or _current][domain]


def domain_colour(domain: str) -> QColor:
    """A Domain's colour in the current palette."""
    return QColor(domain_hex(domain))


def domain_ink(domain: str, palette: str | None = None) -> str:
    """The colour of emblems and numerals drawn on a Domain's colour."""
    return DOMAIN_INK[palette or _current][domain]


def seat_hex(seat: int, palette: str | None = None) -> str:
    """A seat's colour on the table (its area, log lines, turn banner) as ``#rrggbb`` (seats 0..3)."""
    colours = SEAT_COLOURS[palette or _current]
    return colours[seat % len(colours)]


def outline_width() -> float:
    """Width of the outline drawn round every card (0: none)."""
    return OUTLINE_WIDTH[_current]


def themed(style: str, palette: str | None = None) -> str:
    """A style sheet (or rich text) written in classic colours, with each classic role colour replaced
    by that role's colour in ``palette``."""
    target = ROLES[palette or _current]
    mapping: dict[str, str] = {}
    for role, classic in _CLASSIC_ROLES.items():
        mapping.setdefault(classic.lower(), target[role])
    return _HEX.sub(lambda m: mapping.get(m.group(0).lower(), m.group(0)), style)


def apply_style(widget: QWidget, style: str) -> None:
    """Set ``widget``'s style sheet from ``style`` (written in classic colours), now and after every
    palette switch."""
    widget.setProperty(STYLE_PROPERTY, style)
    widget.setStyleSheet(themed(style))


def set_palette(palette: str) -> None:
    """Switch to ``palette`` and re-apply it at once (unknown ids fall back to classic)."""
    global _current
    if palette not in PALETTES:
        palette = DEFAULT
    if palette == _current:
        return
    _current = palette
    for role, shared in _live.items():
        shared.setRgba(QColor(hex_colour(role)).rgba())
    if QApplication.instance() is not None:
        for widget in QApplication.allWidgets():
            style = widget.property(STYLE_PROPERTY)
            if isinstance(style, str):
                widget.setStyleSheet(themed(style))
            widget.update()
    notifier().changed.emit(palette)


def install() -> None:
    """Take the palette from the setting ``"table/palette"`` and follow its changes (once)."""
    global _installed
    if _installed:
        return
    _installed = True
    set_palette(str(settings.setting(SETTING)))
    settings.notifier().changed.connect(_setting_changed)


def _setting_changed(key: str) -> None:
    if key == SETTING:
        set_palette(str(settings.setting(SETTING)))


# ------------------------------------------------------------------ card art


def shade(colour: str, base: str, target: str) -> str:
    """``colour`` (a shade of ``base``) as the same shade of ``target``: target's hue and saturation,
    lightness mapped piecewise-linearly with 0 -> 0, base -> target, 1 -> 1; except that a shade darker
    than the base never gets lighter than it was (banners and medallion ink keep their contrast with
    the white name and the ivory medallion when the new colour is lighter than the old)."""
    def hls(c: str) -> tuple[float, float, float]:
        q = QColor(c)
        return colorsys.rgb_to_hls(q.redF(), q.greenF(), q.blueF())
    _, light, _ = hls(colour)
    _, base_l, _ = hls(base)
    hue, target_l, sat = hls(target)
    if light < base_l:
        new_l = light * min(1.0, target_l / base_l) if base_l > 0 else 0.0
    else:
        new_l = target_l + (light - base_l) * (1 - target_l) / (1 - base_l) if base_l < 1 else 1.0
    r, g, b = colorsys.hls_to_rgb(hue, min(1.0, max(0.0, new_l)), sat)
    return QColor.fromRgbF(r, g, b).name()


def recolour_svg(text: str, domain: str, palette: str | None = None) -> str:
    """A card face's SVG text for ``palette``: its Domain's shades replaced (see ``shade``) and the
    corner emblems and numerals (the groups rotated into the corners) in the palette's ink."""
    palette = palette or _current
    if palette == "classic":
        return text
    target = domain_hex(domain, palette)
    base = ART_BASE[domain]
    mapping = {s: shade(s, base, target) for s in ART_SHADES[domain]}
    ET.register_namespace("", _SVG_NS)
    root = ET.fromstring(text)
    ink, new_ink = ART_INK[domain], domain_ink(domain, palette)
    for group in root.findall(f"{{{_SVG_NS}}}g"):
        if "rotate(" in (group.get("transform") or ""):
            for element in group.iter():
                for attribute in ("fill", "stroke"):
                    if (element.get(attribute) or "").lower() == ink:
                        element.set(attribute, new_ink)
    for element in root.iter():
        for attribute in ("fill", "stroke", "stop-color"):
            value = (element.get(attribute) or "").lower()
            if value in mapping:
                element.set(attribute, mapping[value])
    return ET.tostring(root, encoding="unicode")
