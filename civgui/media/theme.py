"""The application's one look: the table's palette for every window, panel and dialog, and the game's
two typefaces.

``install(app)`` (once, where the ``QApplication`` is made: ``civgui.__main__``, the shots, the tests)
registers the bundled faces with Qt's font database, makes the text face the application's font, and
gives the whole application a ``QPalette`` and a style sheet built from the active game palette
(``civgui.media.palette``): the side panel (effects, log, AI speed), buttons (normal, hover, pressed,
disabled, default, keyboard focus), combo boxes, lists, scroll bars, group titles, menus, the tool
bar, the status bar, tooltips and dialogs all belong to the table; End turn, the one way on, and a
dialog's default button wear the active seat's gold. Every palette switch
(``palette.notifier()``) builds them again. ``THEME_COLOURS`` holds the colours per palette; every
text is at least 4.5:1 on its background in all three (``TEXT_PAIRS``, measured by
tests/gui/test_theme.py). Tooltips stay a light note in every palette: their rich text marks refusals
in the warning red, which reads on light only.

Sizes: the style sheet keeps the style's own metrics (a 1 px border, a few pixels of padding; the focus
ring's second pixel is taken from the padding), so no button or row grows; widgets with style sheets of
their own (the table's, the effects grid's) keep theirs, Qt prefers a widget's own.

Typefaces (``resources/fonts/README.md``): Vollkorn, a sturdy serif, for display (names, titles, the
turn banner: ``display_font``); Inter, a screen sans, for text (``text_font``, the application's
default). Both SIL OFL, 1.69 MB together. A face whose file is missing or damaged is logged and the
system's font is used instead; the game never stops for a font.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtGui import QColor, QFont, QFontDatabase, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QToolTip

from ..services.paths import resource_path
from . import palette

LOG = logging.getLogger("civgui.theme")

# the bundled faces: role -> files under resources/fonts (the first file names the family)
FONT_FILES: dict[str, tuple[str, ...]] = {
    "display": ("Vollkorn-Regular.ttf", "Vollkorn-Bold.ttf"),
    "text": ("Inter-Regular.otf", "Inter-Italic.otf", "Inter-Bold.otf"),
}
STYLE = "Fusion"        # draws every control from the QPalette, the same on every system

# Per palette, the window's colours (the table's own are palette.ROLES). Classic: the felt's greens,
# the panels a shade deeper than the table, buttons raised a shade lighter, the gold of the active
# seat for the default button, group titles and selections; high contrast: black, white frames,
# yellow accents, a cyan focus ring (white would not stand out from the white frames).
_CLASSIC: dict[str, str] = {
    "window": "#1d3425", "window_deep": "#142619", "base": "#10221a", "alt_base": "#15291e",
    "text": "#f2efe4", "muted": "#b9c6b9", "border": "#4d6b55", "edge": "#0b170f", "button": "#284a32",
    "button_top": "#33593d", "button_hover": "#3b6a48", "button_pressed": "#1c3524",
    "button_border": "#5e8268", "disabled_button": "#1a2f21", "disabled_text": "#9aae9e",
    "disabled_border": "#2f4a38", "disabled_style": "solid", "indicator": "#33593d", "control": "#2c5037",
    "accent": "#f0c040", "accent_top": "#f6d264", "accent_text": "#2a1d00", "focus": "#ffffff",
    "danger": "#ff6b5e",
    "selection": "#f0c040", "selection_text": "#2a1d00", "tooltip": "#f7f2e2", "tooltip_text": "#1e1a12",
    "tooltip_border": "#8f7a44", "title": "#f0c040", "link": "#9ad0ff", "log_reason": "#cbbcf2",
    "log_private": "#b9c6b9", "log_result": "#9be3ad", "log_note": "#b9c6b9",
}
_HIGH_CONTRAST: dict[str, str] = {
    "window": "#000000", "window_deep": "#000000", "base": "#000000", "alt_base": "#101010",
    "text": "#ffffff", "muted": "#e6e6e6", "border": "#ffffff", "edge": "#ffffff", "button": "#000000",
    "button_top": "#161616", "button_hover": "#2a2a2a", "button_pressed": "#3d3d3d",
    "button_border": "#ffffff", "disabled_button": "#000000", "disabled_text": "#bdbdbd",
    "disabled_border": "#8a8a8a", "disabled_style": "dashed", "indicator": "#2a2a2a", "control": "#333333",
    "accent": "#ffe000", "accent_top": "#fff176", "accent_text": "#000000", "focus": "#00e5ff",
    "danger": "#ff5252",
    "selection": "#ffe000", "selection_text": "#000000", "tooltip": "#ffffff", "tooltip_text": "#000000",
    "tooltip_border": "#ffe000", "title": "#ffe000", "link": "#00e5ff", "log_reason": "#e3d6ff",
    "log_private": "#e6e6e6", "log_result": "#b9f6ca", "log_note": "#e6e6e6",
}
THEME_COLOURS: dict[str, dict[str, str]] = {
    "classic": _CLASSIC,
    "colour-blind": dict(_CLASSIC),      # the table's own colours are classic there too
    "high-contrast": _HIGH_CONTRAST,
}
# Text drawn on a background: (text colour, background colour); each must be at least 4.5:1.
TEXT_PAIRS: tuple[tuple[str, str], ...] = (
    ("text", "window"), ("text", "window_deep"), ("text", "base"), ("text", "alt_base"),
    ("muted", "window"), ("muted", "base"), ("title", "window"), ("title", "window_deep"),
    ("text", "button"), ("text", "control"), ("text", "indicator"), ("text", "button_top"),
    ("text", "button_hover"), ("text", "button_pressed"),
    ("disabled_text", "disabled_button"), ("disabled_text", "window"), ("disabled_text", "window_deep"),
    ("accent_text", "accent"), ("accent_text", "accent_top"), ("selection_text", "selection"),
    ("tooltip_text", "tooltip"), ("link", "base"), ("link", "window"),
    ("log_reason", "base"), ("log_private", "base"), ("log_result", "base"), ("log_note", "base"),
    ("log_reason", "alt_base"), ("log_private", "alt_base"), ("log_result", "alt_base"),
)
# The log's text colour for each kind of line (the others are "text").
LOG_KINDS = ("reason", "private", "result", "note")

_families: dict[str, str | None] = {"display": None, "text": None}
_installed = False


# ------------------------------------------------------------------ typefaces


def load_faces(folder: Path) -> dict[str, str | None]:
    """Register the faces found in ``folder`` with Qt's font database: role -> family (None for a
    role whose files are missing or damaged; each is logged, none raises)."""
    found: dict[str, str | None] = {}
    for role, files in FONT_FILES.items():
        family: str | None = None
        for name in files:
            path = folder / name
            if not path.is_file():
                LOG.warning("font %s is missing: the system's font is used instead", path)
                continue
            loaded = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(loaded) if loaded >= 0 else []
            if not families:
                LOG.warning("font %s cannot be read: the system's font is used instead", path)
                continue
            family = family or families[0]
        found[role] = family
    return found


def install_fonts() -> dict[str, str | None]:
    """Register the bundled faces (once) and make the text face the application's font."""
    if _families["text"] is None and _families["display"] is None:
        _families.update(load_faces(resource_path("fonts")))
    app = QApplication.instance()
    family = _families["text"]
    if isinstance(app, QApplication) and family is not None and app.font().family() != family:
        font = QFont(app.font())        # the system's size, the game's face
        font.setFamilies([family])
        app.setFont(font)
    return dict(_families)


def text_family() -> str:
    """The text face's family (the system's default when the bundled one could not be loaded)."""
    return _families["text"] or QFont().family()


def display_family() -> str:
    """The display face's family (the text face when the bundled one could not be loaded)."""
    return _families["display"] or text_family()


def display_font(point_size: float | None = None, bold: bool = True) -> QFont:
    """The display face (names, titles, the turn banner) at ``point_size`` (default: the application's
    size; a caller may set a pixel size instead)."""
    font = QFont()
    font.setFamilies([display_family()])
    if point_size is not None:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def text_font(point_size: float | None = None, bold: bool = False, italic: bool = False) -> QFont:
    """The text face, at ``point_size`` (default: the application's size)."""
    font = QFont()
    font.setFamilies([text_family()])
    if point_size is not None:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    font.setItalic(italic)
    return font


# ------------------------------------------------------------------ colours


def colours(tint: str | None = None) -> dict[str, str]:
    """The window's colours in palette ``tint`` (default: the current one)."""
    return THEME_COLOURS.get(tint or palette.current(), _CLASSIC)


def colour(name: str, tint: str | None = None) -> QColor:
    """One of the window's colours (``THEME_COLOURS``) as a new QColor."""
    return QColor(colours(tint)[name])


def log_colour(kind: str, tint: str | None = None) -> QColor:
    """The text colour of a log line of ``kind`` (event, turn, private, reason, result, note)."""
    return colour(f"log_{kind}" if kind in LOG_KINDS else "text", tint)


def qpalette(tint: str | None = None) -> QPalette:
    """The QPalette of palette ``tint``: what the style draws every control with."""
    c = colours(tint)
    result = QPalette()
    roles = {
        QPalette.ColorRole.Window: c["window"], QPalette.ColorRole.WindowText: c["text"],
        QPalette.ColorRole.Base: c["indicator"], QPalette.ColorRole.AlternateBase: c["alt_base"],
        QPalette.ColorRole.Text: c["text"], QPalette.ColorRole.Button: c["control"],
        QPalette.ColorRole.ButtonText: c["text"], QPalette.ColorRole.BrightText: c["accent"],
        QPalette.ColorRole.Highlight: c["selection"], QPalette.ColorRole.HighlightedText: c["selection_text"],
        QPalette.ColorRole.ToolTipBase: c["tooltip"], QPalette.ColorRole.ToolTipText: c["tooltip_text"],
        QPalette.ColorRole.PlaceholderText: c["muted"], QPalette.ColorRole.Link: c["link"],
        QPalette.ColorRole.LinkVisited: c["link"], QPalette.ColorRole.Light: c["button_hover"],
        QPalette.ColorRole.Midlight: c["button_top"], QPalette.ColorRole.Mid: c["border"],
        QPalette.ColorRole.Dark: c["window_deep"], QPalette.ColorRole.Shadow: c["edge"],
    }
    for role, value in roles.items():
        result.setColor(role, QColor(value))
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        result.setColor(disabled, role, QColor(c["disabled_text"]))
    result.setColor(disabled, QPalette.ColorRole.Button, QColor(c["disabled_button"]))
    result.setColor(disabled, QPalette.ColorRole.Base, QColor(c["disabled_button"]))
    return result


_SHEET = """
QMainWindow {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {window}, stop:1 {window_deep}); }}
QMainWindow::separator {{ background: {edge}; width: 1px; height: 1px; }}
QDialog, QMessageBox {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {window},
                                                    stop:1 {window_deep}); }}
QSplitter::handle {{ background: qlineargradient(x1:0, y1:0, x2:1, y2:0, stop:0 {edge},
                                                 stop:1 {window_deep}); }}
QScrollArea#sideScroll {{ background: transparent; border: none; border-left: 1px solid {border}; }}
QScrollArea#sideScroll > QWidget#qt_scrollarea_viewport {{ background: transparent; }}
QLabel {{ color: {text}; }}
QLabel:disabled {{ color: {disabled_text}; }}

QPushButton {{ color: {text}; border: 1px solid {button_border}; border-radius: 4px; padding: 3px 10px;
               background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {button_top}, stop:1 {button}); }}
QPushButton:hover {{ background: {button_hover}; }}
QPushButton:pressed, QPushButton:checked {{ background: {button_pressed}; }}
QPushButton:disabled {{ color: {disabled_text}; background: {disabled_button};
                        border-color: {disabled_border}; border-style: {disabled_style}; }}
QPushButton:default {{ color: {accent_text}; border-color: {accent_top};
                       background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {accent_top},
                                                   stop:1 {accent}); }}
QPushButton:default:pressed {{ background: {accent}; }}
QPushButton:default:disabled {{ color: {disabled_text}; background: {disabled_button};
                                border-color: {disabled_border}; }}
QPushButton:focus {{ border: 2px solid {focus}; padding: 2px 9px; }}
QPushButton#endTurn:enabled {{ color: {accent_text}; border-color: {accent_top};
                               background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {accent_top},
                                                           stop:1 {accent}); }}
QPushButton#endTurn:enabled:pressed {{ background: {accent}; }}
QPushButton:flat {{ background: transparent; border-color: transparent; }}
QPushButton[destructive="true"]:enabled {{ border: 2px solid {danger}; padding: 2px 9px; }}

QToolButton {{ color: {text}; background: transparent; border: 1px solid transparent; border-radius: 4px;
               padding: 3px 8px; }}
QToolButton:hover {{ background: {button_hover}; border-color: {button_border}; }}
QToolButton:pressed, QToolButton:checked {{ background: {button_pressed}; border-color: {button_border}; }}
QToolButton:disabled {{ color: {disabled_text}; }}
QToolButton:focus {{ border: 1px solid {focus}; }}

QComboBox QAbstractItemView {{ color: {text}; background: {base}; border: 1px solid {border};
                               selection-color: {selection_text}; selection-background-color: {selection}; }}

QLineEdit, QTextEdit, QPlainTextEdit, QTextBrowser, QListView, QTreeView, QTableView {{
    color: {text}; background: {base}; border: 1px solid {border}; border-radius: 3px;
    selection-color: {selection_text}; selection-background-color: {selection}; }}
QLineEdit:focus, QTextEdit:focus, QPlainTextEdit:focus, QListView:focus, QTreeView:focus,
QTableView:focus {{ border-color: {focus}; }}
QLineEdit:disabled {{ color: {disabled_text}; border-color: {disabled_border}; }}
QAbstractItemView {{ alternate-background-color: {alt_base}; gridline-color: {border}; }}
QHeaderView::section {{ color: {text}; background: {button}; border: none; border-right: 1px solid {border};
                        border-bottom: 1px solid {border}; padding: 3px 6px; }}
QTableCornerButton::section {{ background: {button}; border: none; }}

#sideScroll QGroupBox, QDialog QGroupBox {{ border: 1px solid {border}; border-radius: 6px; margin-top: 9px;
                                            padding-top: 6px; }}
#sideScroll QGroupBox::title, QDialog QGroupBox::title {{
    subcontrol-origin: margin; subcontrol-position: top left; left: 8px; padding: 0 4px; color: {title}; }}
QTabWidget::pane {{ border: 1px solid {border}; border-radius: 3px; top: -1px; }}
QTabBar::tab {{ color: {muted}; background: {window_deep}; border: 1px solid {border}; padding: 4px 12px;
                border-top-left-radius: 4px; border-top-right-radius: 4px; margin-right: 2px; }}
QTabBar::tab:selected {{ color: {text}; background: {window}; border-bottom-color: {window}; }}
QTabBar::tab:hover {{ color: {text}; }}
QTabBar::tab:focus {{ border-color: {focus}; }}

QScrollBar:vertical {{ background: {window_deep}; width: 12px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {window_deep}; height: 12px; margin: 0; border: none; }}
QScrollBar::handle {{ background: {button_border}; border-radius: 4px; margin: 2px; }}
QScrollBar::handle:vertical {{ min-height: 24px; }}
QScrollBar::handle:horizontal {{ min-width: 24px; }}
QScrollBar::handle:hover {{ background: {muted}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}

QMenuBar {{ color: {text}; background: {window_deep}; border-bottom: 1px solid {edge}; }}
QMenuBar::item {{ background: transparent; padding: 3px 8px; }}
QMenuBar::item:selected, QMenuBar::item:pressed {{ background: {button_hover}; }}
QMenu {{ color: {text}; background: {window}; border: 1px solid {border}; }}
QMenu::item:selected {{ color: {selection_text}; background: {selection}; }}
QMenu::item:disabled {{ color: {disabled_text}; background: transparent; }}
QMenu::separator {{ height: 1px; background: {border}; margin: 4px 8px; }}
QToolBar {{ background: {window_deep}; border: none; border-bottom: 1px solid {edge}; spacing: 2px; }}
QStatusBar {{ color: {text}; background: {window_deep}; border-top: 1px solid {edge}; }}
QToolTip {{ color: {tooltip_text}; background: {tooltip}; border: 1px solid {tooltip_border}; padding: 3px; }}
QCheckBox, QRadioButton, QGroupBox {{ color: {text}; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {disabled_text}; }}
QRadioButton::indicator {{ width: 14px; height: 14px; border-radius: 8px; border: 1px solid {button_border};
                          background: {indicator}; }}
QRadioButton::indicator:hover {{ border-color: {accent_top}; }}
QRadioButton::indicator:checked {{ border-color: {accent};
    background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5, stop:0 {accent},
                                stop:0.55 {accent}, stop:0.65 {indicator}, stop:1 {indicator}); }}
QRadioButton::indicator:disabled {{ border-color: {muted}; background: {disabled_button}; }}
QRadioButton::indicator:checked:disabled {{
    background: qradialgradient(cx:0.5, cy:0.5, radius:0.5, fx:0.5, fy:0.5, stop:0 {muted}, stop:0.55 {muted},
                                stop:0.65 {disabled_button}, stop:1 {disabled_button}); }}
QCheckBox::indicator:disabled {{ width: 13px; height: 13px; border-radius: 2px; border: 1px solid {muted};
                                 background: {disabled_button}; }}
QCheckBox::indicator:checked:disabled {{
    background: qlineargradient(x1:0, y1:0, x2:1, y2:0, stop:0 {disabled_button}, stop:0.2 {disabled_button},
                                stop:0.21 {muted}, stop:0.79 {muted}, stop:0.8 {disabled_button}); }}
"""


def style_sheet(tint: str | None = None) -> str:
    """The application's style sheet in palette ``tint`` (default: the current one)."""
    return _SHEET.format(**colours(tint))


def apply(tint: str | None = None) -> None:
    """Give the whole application the palette's look now (the style's QPalette and the style sheet)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    look = qpalette(tint)
    app.setPalette(look)
    QToolTip.setPalette(look)
    app.setStyleSheet(style_sheet(tint))


def install(app: QApplication) -> None:
    """The game's look for ``app``: the Fusion style, the bundled faces, the palette's colours, and
    the same again after every palette switch (once; later calls only re-apply)."""
    global _installed
    if not _installed:
        _installed = True
        style = QStyleFactory.create(STYLE)
        if style is not None:
            app.setStyle(style)
        palette.notifier().changed.connect(lambda tint: apply(tint))
    install_fonts()
    apply()
