"""One player's area: name, role, hand backs, and the tableau as six 3x3 Domain grids.

Under each grid: cards / Hegemony target (raised by Democracy cards, drawn as a purple
badge under the column) and level marks L1 / L2. An Embargo frames the embargoed grid and
its card lies under it (never over a card); the Art coin sits in the copied Domain's header.
Every text is drawn whole: where a line is too narrow the header takes two lines, names
shorten to a readable form, and every drawn text is recorded in ``drawn`` for the tests.
The viewer's own area accepts dropped hand cards (play) and, while an effect asks for it,
clicks on its cards (remove/return).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from engine.cards import DOMAINS
from engine.events import Event, Pick, Play, Turn
from engine.progress import domain_progress
from engine.types import View

from . import threats
from .access import AccessProxy, area_description, domain_description, owner_label, set_texts, sync_proxies
from .cardview import HIGHLIGHT, draw_focus
from .hand import mime_card
from .i18n import fill, ntr, rich_fill
from .later import soon
from .model import GameModel
from .painting import draw_hand_backs, tinted_emblem
from .palette import live, outline_width, seat_hex
from .resources import CARD_RATIO, card_name, domain_name
from .tableau_layout import (
    FOOT_H,
    GAP,
    HEAD_H,
    MARK_H,
    PAD,
    STACK,
    AreaLayout,
    best_grid,
    layout_area,
    least_height,
    shown_rows,
)
from .tableau_magnifier import Magnifier
from .tableau_paint import DomainsScene, Recorder, level_marks, paint_domains
from .texts import EFFECTS

# the table (the main window's and a replay's): in the palette's colours (palette.apply_style)
TABLE_STYLE = """
#table { background: #1b3022; }
#table QLabel, #table QCheckBox { color: #f2efe4; }
#prompt { font-size: 15px; padding: 6px 10px; background: #10241a; border-radius: 6px; }
#prompt[refused="true"] { background: #5c1020; }
#turnLabel { font-size: 18px; font-weight: bold; }
#stepLabel { font-size: 14px; }
#finalBanner { background: #b00020; color: white; font-weight: bold; font-size: 15px; padding: 6px;
               border-radius: 4px; }
#table QGroupBox { border: 1px solid #4d6b55; border-radius: 8px; }
#tableaus, #tableausViewport { background: transparent; }
QScrollArea#tableScroll { background: transparent; border: none; }
"""


def _display_font() -> QFont:
    """The display face for the seats' names (civgui.theme's, when the app has that module)."""
    try:
        from .theme import display_font
    except ImportError:        # (a build without the theme: the system face)
        return QFont()
    return display_font(10.0)     # (a point size given either way; the area sets its pixel size)


def tableaus_scroll(others_row: QHBoxLayout, draft: QWidget, own_slot: QVBoxLayout) -> QScrollArea:
    """The table's areas in a scroll area of their own (the other players' areas in a row, the draft
    panel, the own area below), so that they scroll when the window is too small for them while
    the prompt, the piles and the hand below stay in view (the table and a replay alike)."""
    tableaus = QWidget()
    tableaus.setObjectName("tableaus")
    layout = QVBoxLayout(tableaus)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(others_row, 5)
    layout.addWidget(draft)
    layout.addLayout(own_slot, 4)
    scroll = QScrollArea()
    scroll.setObjectName("tableScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(tableaus)
    scroll.viewport().setObjectName("tableausViewport")
    scroll.setMinimumHeight(120)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # Tab goes to the areas in it
    return scroll


# The palette's colours (shared QColors that change in place when the palette is switched).
ACTIVE = live("active")
PANEL = live("panel")
PANEL_ACTIVE = live("panel_active")
TEXT = live("text")
MUTED = live("muted")
BORDER = live("border")
NAME_BAND_H = 22.0     # a band with the name line alone (the area's own counts are all in view)
BAND_COUNTS_H = 16.0   # the line of Domain counts in the band of an area scrolled partly out of view
SEAT_STRIPE = 5.0      # the seat's colour along the top of its area
MAGNIFY_MS = 450       # the pointer rests this long on a rival's area: its magnified view opens
_THREAT_WIDTHS: dict[tuple[int, str], float] = {}   # (font size, language's sample) -> threat line room
__all__ = ["FOOT_H", "HEAD_H", "MARK_H", "TABLE_STYLE", "PlayerArea", "level_marks", "tableaus_scroll"]


class PlayerArea(QWidget):
    """The area of one seat."""

    dropRefused = Signal(object)  # the reason a dropped card may not be played (Sentence or GUI words)

    def __init__(self, model: GameModel, seat: int, parent: QWidget | None = None,
                 large: bool = False) -> None:
        super().__init__(parent)
        self._model = model
        self.seat = seat
        self.large = large
        self._cells: list[tuple[QRectF, str]] = []
        self._columns: list[tuple[QRectF, str]] = []
        self._drop_hover = False
        self.drawn: list[tuple[str, str, float, float]] = []   # (what, text, its width, room) last paint
        self.recent: list[str] = []   # Domains this seat played into during its latest turn
        # where the name and each Domain's count were last drawn (in the band when it is shown)
        self.name_rect = QRectF()
        self.count_rects: dict[str, QRectF] = {}
        self.band_shown = False
        self.band_rect = QRectF()     # what the compact row covers when it is shown, last paint
        self.grid_rects: dict[str, QRectF] = {}   # each Domain's 3x3 grid, last paint (civgui.spots)
        self.backs_rect = QRectF()   # the last of the small hand backs in the header, last paint
        self.threat_rect = QRectF()   # where the threat line was last drawn (its tooltip)
        self.emblem_rects: list[tuple[QRectF, str]] = []   # each Domain's emblem, last paint
        self._plans: dict[tuple[object, ...], list[list[str]]] = {}   # header plans (header_plan)
        self.domains_layout = layout_area(QRectF(), [0] * len(DOMAINS))   # the Domains, last paint
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.single_row = large   # wide areas: one row of six grids, no taller than they need
        model.changed.connect(self.update)
        model.actionApplied.connect(self._applied)
        model.gameStarted.connect(self._forget_recent)
        # keyboard and screen readers: Tab reaches every area; ←/→ and Enter choose a card to remove
        # or return; each Domain grid has an accessible stand-in with its name and description
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.key_index = 0
        self._proxies: list[AccessProxy] = []
        self._access_due = False
        self._access_timer = soon(self, self.sync_access)   # the area's own (civgui/later.py)
        model.changed.connect(self._access_soon)
        # a rival's area shows its Domains large over the table while the pointer rests on it
        self.magnifier: Magnifier | None = None
        self._magnify_timer = QTimer(self)
        self._magnify_timer.setSingleShot(True)
        self._magnify_timer.setInterval(MAGNIFY_MS)
        self._magnify_timer.timeout.connect(self.magnify)
        model.changed.connect(self._magnified_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """The area's own name in the current language (its other texts are drawn from the model)."""
        if self.seat < len(self._model.names()):
            name = fill(QCoreApplication.translate("PlayerArea", "Tableau of {player}"),
                        player=self._model.seat_name(self.seat))
        else:
            name = fill(QCoreApplication.translate("PlayerArea", "Tableau of seat {number}"),
                        number=self.seat + 1)
        self.setAccessibleName(name)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the name, the drawn words (their widths too) and the accessible texts."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._plans.clear()
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_height()       # (Qt repaints the widget after LanguageChange)
            self._access_soon()

    def _forget_recent(self) -> None:
        # a slot of this QObject, not ``self.recent.clear``: Qt drops it with the area (rebuilt per game)
        self.recent.clear()

    def _applied(self, _seat: int, _action: str, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Turn) and event.seat == self.seat:
                self.recent.clear()  # the glow shows what this seat played in its latest turn
            elif isinstance(event, (Play, Pick)) and event.seat == self.seat:
                self.recent.append(event.card[:3])

    def sizeHint(self) -> QSize:
        """As wide as comfortable, as tall as legible: the table's layout gives the areas the rest of
        its height by their stretch, and never asks for more than it has (a taller hint made the
        table of a 2-player draft scroll at 1920x1080, its rival cut to one row)."""
        return QSize(720 if self.large else 420, self.legible_height(max(self.width(), 175)))

    def minimumSizeHint(self) -> QSize:
        """Small but legible."""
        return QSize(360, 150) if self.large else QSize(175, 165)

    def column_rect(self, domain: str) -> QRectF:
        """Where ``domain``'s column was last drawn (empty before the first paint)."""
        return next((QRectF(col) for col, name in self._columns if name == domain), QRectF())

    def cells_of(self, domain: str) -> list[tuple[QRectF, str]]:
        """The cards of ``domain`` as last drawn: (rect, token), in the grid's order."""
        col = self.column_rect(domain)
        return [(QRectF(rect), token) for rect, token in self._cells if col.contains(rect.center())]

    def _text(self, painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str, what: str) -> None:
        """Draw ``text`` in ``rect`` and record it (with its width and the room it had)."""
        painter.drawText(rect, flags, text)
        self.drawn.append((what, text, painter.fontMetrics().horizontalAdvance(text), rect.width()))

    def _fonts(self) -> tuple[QFont, QFont]:
        """The name font (the theme's display face) and the small header font."""
        name = _display_font()
        name.setPixelSize(15 if self.large else 13)
        name.setBold(True)
        small = QFont()
        small.setPixelSize(12 if self.large else 11)
        return name, small

    def header_plan(self, width: float, threat: bool = True, seat: int | None = None) -> list[list[str]]:
        """The header's lines for an area of ``width`` (of this seat, or of ``seat``): each a list of
        ``name``, tags (``Medium AI``, ``★ first player``, ``team A``), ``threat`` (unless ``threat`` is
        False) and ``hand``. The hand's size ends the first line (its room kept first) when it fits
        there beside the whole name, else the first line below with room for it; the tags and the
        threat follow the name while they fit, then on the lines below."""
        model = self._model
        view = model.view()
        seat = self.seat if seat is None else seat
        if not view or seat >= model.players:
            return [["name"]]
        # (asked several times a paint, for every rival: kept while what it depends on stays)
        key = (width, threat, seat, model.seat_name(seat), model.seat_label(seat), view["first_player"],
               view["teams"], view["hand_sizes"][seat], len(view["hands"][seat]), model.viewer,
               QCoreApplication.translate("PlayerArea", "★ first player"))
        plan = self._plans.get(key)
        if plan is None:
            if len(self._plans) > 64:
                self._plans.clear()
            plan = self._plans[key] = self._plan(view, width, threat, seat)
        return [list(line) for line in plan]

    def _plan(self, view: View, width: float, threat: bool, seat: int) -> list[list[str]]:
        model = self._model
        name_font, small = self._fonts()
        tag_metrics = QFontMetrics(small)
        sep = tag_metrics.horizontalAdvance(" · ")
        lines: list[list[str]] = [["name"]]
        whole = width - 24           # (the painted lines' room: the frame's 2 and the margins' 10)
        hand_w = self._hand_width(view, small, True, seat)
        used = QFontMetrics(name_font).horizontalAdvance("▶ " + model.seat_name(seat)) + 8.0
        hand_first = used + hand_w <= whole
        room = whole - (hand_w if hand_first else 0.0)
        items = [(tag, float(tag_metrics.horizontalAdvance(tag))) for tag in self._tag_list(view, seat)]
        if threat:
            # the threat line ("Science 6/7 — one short"), as wide as its widest wording, so the
            # header keeps its lines while the game goes on
            items.append(("threat", self._threat_width(small)))
        for item, w in items:
            gap = 0.0 if lines[-1] == ["name"] or not lines[-1] else sep   # the name's width has its gap
            if used + gap + w > room and lines[-1] != []:
                lines.append([])
                room = whole
                used, gap = 0.0, 0.0
            lines[-1].append(item)
            used += gap + w
        if hand_first:
            lines[0].append("hand")
            return lines
        # the first line below the name with room for the hand (its backs smaller there)
        below = self._hand_width(view, small, False, seat)
        for line in lines[1:]:
            widths = [float(tag_metrics.horizontalAdvance(i)) if i != "threat" else self._threat_width(small)
                      for i in line]
            if sum(widths) + sep * max(0, len(line) - 1) + below <= whole:
                line.append("hand")
                return lines
        lines.append(["hand"])
        return lines

    def _threat_width(self, small: QFont) -> float:
        """The room the threat line takes in the header: its widest wording in this language."""
        def sample(domain: str, short: int) -> str:
            return threats.domain_text({"domain": domain, "have": 8, "need": 9, "short": short,
                                        "next_turn": True})

        key = (small.pixelSize(), sample(DOMAINS[0], 1))     # (the first text tells the language)
        width = _THREAT_WIDTHS.get(key)
        if width is None:
            texts = [sample(d, short) for d in DOMAINS for short in (1, 2, 3)]
            bold = QFont(small)
            bold.setBold(True)
            metrics = QFontMetrics(bold)
            width = _THREAT_WIDTHS[key] = max(metrics.horizontalAdvance("⚠ " + t) for t in texts) + 10.0
        return width

    def _threat_line_width(self, view: View, small: QFont) -> float:
        """The width of this seat's threat line as it is now (in bold, with the warning sign)."""
        threat = threats.seat_threat(view, self.seat)
        rows = threats.shown_rows(threat) if threat is not None else []
        if not rows:
            return 0.0
        bold = QFont(small)
        bold.setBold(True)
        return QFontMetrics(bold).horizontalAdvance(threats.line_text(view, self.seat)) + 18.0

    def header_height(self, width: float) -> float:
        """Height of the header band for an area of ``width``; the other players' areas (side by side,
        as wide) all take the lines of the longest of their headers, so that their grids line up."""
        line = 30.0 if self.large else 26.0
        model = self._model
        seats = [self.seat] if self.large or not model.players else \
            [s for s in range(model.players) if s != model.viewer] or [self.seat]
        return line + 15.0 * (max(len(self.header_plan(width, seat=s)) for s in seats) - 1)

    def _tag_list(self, view: View, seat: int | None = None) -> list[str]:
        model = self._model
        seat = self.seat if seat is None else seat
        tags = [model.seat_label(seat)]
        if view["first_player"] == seat:
            tags.append(QCoreApplication.translate("PlayerArea", "★ first player"))
        if view["teams"]:
            tags.append(fill(QCoreApplication.translate("PlayerArea", "team {team}", "{team}: A or B"),
                             team="AB"[seat % 2]))
        return tags

    def _hand_label(self, view: View, seat: int | None = None) -> str:
        seat = self.seat if seat is None else seat
        size = view["hand_sizes"][seat]
        if seat != self._model.viewer:
            return fill(QCoreApplication.translate("PlayerArea", "hand {count}",
                                                   "the number of cards in a player's hand"), count=size)
        return fill(QCoreApplication.translate("PlayerArea", "hand {count} (below)",
                                               "the number of cards in your hand, shown below the table"),
                    count=size)

    def _hand_width(self, view: View, small: QFont, first_line: bool, seat: int | None = None) -> float:
        """Width of the hand label and the small backs beside it (smaller below the first line)."""
        seat = self.seat if seat is None else seat
        used = QFontMetrics(small).horizontalAdvance(self._hand_label(view, seat)) + 8.0
        hand = view["hands"][seat]
        if seat != self._model.viewer and hand:
            h = self._backs_h(first_line)
            used += h / CARD_RATIO * (1 + 0.55 * (len(hand) - 1)) + 6
        return used

    def _backs_h(self, first_line: bool) -> float:
        return ((30.0 if self.large else 26.0) - 6) if first_line else 13.0

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
        painter.setPen(QPen(ACTIVE if active else BORDER, 3 if active else max(1.0, outline_width() / 2)))
        if self._drop_hover:
            painter.setPen(QPen(HIGHLIGHT, 4, Qt.PenStyle.DashLine))
        elif self.seat == model.viewer and model.hand_verb() == "play":
            painter.setPen(QPen(HIGHLIGHT, 2, Qt.PenStyle.DashLine))  # invites the drop
        painter.drawRoundedRect(frame, 8, 8)
        self.drawn = []      # (this paint's texts only)
        self._paint_seat_stripe(painter, frame)
        header = self._paint_header(painter, view, frame, active)
        body = frame.adjusted(6, header + 4, -6, -4)
        self._paint_columns(painter, view, body)
        self._paint_band(painter, view, frame, active)
        choices = self.key_choices()
        if self.hasFocus():     # the keyboard's place: the card Enter chooses, else the whole area
            rect = choices[self.key_index % len(choices)][0].adjusted(-4, -4, 4, 4) if choices \
                else frame.adjusted(4, 4, -4, -4)
            draw_focus(painter, rect, 4)
        painter.end()
        self._access_soon()

    def _paint_seat_stripe(self, painter: QPainter, frame: QRectF) -> None:
        """The seat's colour (palette.seat_hex) along the top of its area: who is who at a glance,
        the same colour the log and the centre give the seat."""
        painter.save()
        path = QPainterPath()
        path.addRoundedRect(frame.adjusted(1, 1, -1, -1), 7, 7)
        painter.setClipPath(path)
        stripe = QRectF(frame.left(), frame.top(), frame.width(), SEAT_STRIPE)
        painter.fillRect(stripe, QColor(seat_hex(self.seat)))
        painter.restore()

    # ---------------------------------------------------------------- keyboard and accessibility

    def key_choices(self) -> list[tuple[QRectF, str]]:
        """The cards of this tableau the keyboard may choose now (an effect asks to remove/return one)."""
        verb = self._model.tableau_verb() if self.seat == self._model.viewer else None
        if verb is None:
            return []
        return [(rect, token) for rect, token in self._cells if self._model.is_legal(f"{verb} {token}")]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """←/→ move between the cards an effect lets you choose; Enter or Space chooses it."""
        choices = self.key_choices()
        key = event.key()
        if choices and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.key_index = (self.key_index + (-1 if key == Qt.Key.Key_Left else 1)) % len(choices)
            self.update()
            self._access_soon()
        elif choices and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            verb = self._model.tableau_verb()
            self.key_index %= len(choices)
            self._model.submit(f"{verb} {choices[self.key_index][1]}")
        else:
            super().keyPressEvent(event)

    def _access_soon(self) -> None:
        if not self._access_due:
            self._access_due = True
            self._access_timer.start()     # dropped with the area (rebuilt per game)

    def sync_access(self) -> None:
        """The area's accessible description, and one stand-in per Domain grid over its column."""
        self._access_due = False
        model = self._model
        if not model.has_game or self.seat >= model.players:
            sync_proxies(self, self._proxies, [])
            return
        text = area_description(model, self.seat)
        threat = threats.description(model, self.seat)
        if threat:
            text += " " + threat
        choices = self.key_choices()
        if choices:
            token = choices[self.key_index % len(choices)][1]
            if model.tableau_verb() == "remove":
                ask = QCoreApplication.translate(
                    "PlayerArea", "Choose a card to remove: {card}. Left and right arrows for the others, "
                    "Enter to choose.")
            else:
                ask = QCoreApplication.translate(
                    "PlayerArea", "Choose a card to return to your hand: {card}. Left and right arrows for "
                    "the others, Enter to choose.")
            text = fill(ask, card=card_name(token)) + " " + text
        set_texts(self, self.accessibleName(), text)
        sync_proxies(self, self._proxies, [(col.toRect(), owner_label(model, self.seat, domain),
                                            domain_description(model, self.seat, domain))
                                           for col, domain in self._columns])

    def band_height(self) -> float:
        """Height of the band that stands in for a header scrolled out of view: the name line and a
        line of Domain counts."""
        return (30.0 if self.large else 26.0) + BAND_COUNTS_H

    def _band_rects(self, frame: QRectF, visible: QRectF, counts: bool) -> tuple[QRectF, float]:
        """The compact row at the top of what is visible, and how far down it covers the area: below
        it only whole rows of Domains (it covers any row it cuts: no remnant of a grid, half outlines
        or a second row of counts under it); in the own area only a sliver under it."""
        height = self.band_height() if counts else NAME_BAND_H
        # the header's lines below the first, if still partly in view, are covered too (not cut)
        height = max(height, frame.top() + self.header_height(self.width()) + 4 - visible.top())
        band = QRectF(frame.left(), visible.top(), frame.width(), height)
        whole = [box.column.top() for box in self.domains_layout.boxes if box.column.top() >= band.bottom()]
        cover = min(whole) if whole and min(whole) < visible.bottom() - 30 else frame.bottom()
        if self.large:
            cover = frame.bottom() if visible.bottom() - band.bottom() < 30 else band.bottom()
        return band, cover

    def _paint_band(self, painter: QPainter, view: View, frame: QRectF, active: bool) -> None:
        """When the table scrolls the top of this area out of view (a small screen), a band at the top
        of what is visible still says whose area it is and how many cards each Domain holds."""
        visible = QRectF(self.visibleRegion().boundingRect())
        self.band_shown = False
        self.band_rect = QRectF()
        if visible.isEmpty() or visible.top() <= frame.top() + 2 or visible.height() < NAME_BAND_H + 4:
            return
        self.band_shown = True
        # the counts too when any of the area's own count lines is hidden (under the band or below)
        counts = (any(rect.top() < visible.top() + NAME_BAND_H + 2 or rect.bottom() > visible.bottom()
                      for rect in self.count_rects.values()) or len(self.count_rects) < len(DOMAINS)) \
            and visible.height() >= self.band_height()
        band, cover = self._band_rects(frame, visible, counts)
        if not counts and cover > band.bottom() + 0.5 and visible.height() >= self.band_height():
            counts = True      # what it covers had the counts in view: the band says them instead
            band, cover = self._band_rects(frame, visible, counts)
        painter.setBrush(PANEL_ACTIVE if active else PANEL)
        painter.setPen(Qt.PenStyle.NoPen)
        height = max(band.height(), cover - band.top())
        self.band_rect = QRectF(frame.left(), band.top(), frame.width(), height)
        painter.drawRect(self.band_rect)
        painter.setPen(QPen(BORDER, max(1.0, outline_width() / 2)))
        painter.setBrush(PANEL_ACTIVE if active else PANEL)
        painter.drawRect(band)
        first = len(self.drawn)
        line_top = band.top() - 4 if counts else band.top() - 6   # the name centred in a name-only band
        self._paint_header(painter, view, QRectF(frame.left(), line_top, frame.width(), band.height()),
                           active, first_line_only=True)
        self.drawn[first:] = [(what if what.startswith("band") else "band " + what, text, width, room)
                              for what, text, width, room in self.drawn[first:]]
        if not counts:
            return
        font = QFont()
        font.setPixelSize(10)
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        slot = (band.width() - 12) / len(DOMAINS)
        y = band.bottom() - BAND_COUNTS_H
        self.count_rects = {}
        threat = threats.seat_threat(view, self.seat)
        threatened = {row["domain"] for row in threat["domains"] if row["next_turn"]} if threat else set()
        for index, row in enumerate(domain_progress(view, self.seat)):
            domain, count, need = row["domain"], row["cards"], row["target"]
            text = f"{count}/{need}"
            x = band.left() + 6 + index * slot
            side = 13 if slot >= 16 + metrics.horizontalAdvance(text) else 10
            if slot >= side + 2 + metrics.horizontalAdvance(text):   # the emblem too, when there is room
                painter.drawPixmap(QRectF(x, y + (BAND_COUNTS_H - side) / 2, side, side).toRect(),
                                   tinted_emblem(domain, side, self.devicePixelRatioF(), TEXT.name()))
                x += side + 2
            painter.setPen(ACTIVE if count and count >= need - 1 else TEXT)
            rect = QRectF(x, y, band.left() + 6 + (index + 1) * slot - x, BAND_COUNTS_H)
            if domain in threatened:   # a next-turn threat: the warning colour, and the sign if it fits
                sign = threats.TEAM_SIGN if threats.team_mate(view, self.seat) else threats.WARNING_SIGN
                if metrics.horizontalAdvance(sign + text) + 6 <= rect.width():
                    text = sign + text
                pill = QRectF(rect.left() - 2, rect.top() + 1, metrics.horizontalAdvance(text) + 4,
                              BAND_COUNTS_H - 2)
                mate = threats.team_mate(view, self.seat)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(live("active") if mate else live("warning"))
                painter.drawRoundedRect(pill, 4, 4)
                painter.setPen(live("active_ink") if mate else live("warning_text"))
            self._text(painter, rect, Qt.AlignmentFlag.AlignVCenter, text, "band count")
            self.count_rects[domain] = rect

    def _paint_header(self, painter: QPainter, view: View, frame: QRectF, active: bool,
                      first_line_only: bool = False) -> float:
        model, seat = self._model, self.seat
        h = 30.0 if self.large else 26.0
        top = frame.top() + 4
        plan = self.header_plan(self.width())
        name_font, small = self._fonts()
        if first_line_only:      # the band: one line, with the hand's size if it fits by the whole name
            name_w = QFontMetrics(name_font).horizontalAdvance("▶ " + model.seat_name(seat)) + 8.0
            hand_w = self._hand_width(view, small, True)
            fits = name_w + hand_w <= frame.width() - 20
            plan = self.header_plan(self.width(), threat=False)
            plan = plan[:1] if "hand" in plan[0] or not fits else [["name", "hand"]]
            threat = threats.seat_threat(view, seat)
            threat_w = self._threat_line_width(view, small)
            if threat is not None and threat["next_turn"] and name_w + threat_w <= frame.width() - 20:
                # a next-turn threat stays in view, before the hand's size
                whole = name_w + threat_w + hand_w <= frame.width() - 20
                plan = [["name", "threat", "hand"]] if whole else [["name", "threat"]]
        right = frame.right() - 10
        left = frame.left() + 10
        for index, items in enumerate(plan):
            line = QRectF(left, top, right - left, h) if index == 0 else \
                QRectF(left, top + h - 6 + 15 * (index - 1), right - left, 16)
            hand_w = 0.0
            if "hand" in items:   # "hand N" and the small backs, at the right end of the line
                painter.setFont(small)
                painter.setPen(MUTED)
                label = self._hand_label(view)
                self._text(painter, line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, label,
                           "hand")
                hand = view["hands"][seat]
                if seat != model.viewer and hand:
                    backs_h = self._backs_h(index == 0)
                    at = right - painter.fontMetrics().horizontalAdvance(label) - 8.0
                    draw_hand_backs(painter, hand, QPointF(at, line.center().y() - backs_h / 2), backs_h,
                                    self.devicePixelRatioF())
                    self.backs_rect = QRectF(at - backs_h / CARD_RATIO, line.center().y() - backs_h / 2,
                                             backs_h / CARD_RATIO, backs_h)
                hand_w = self._hand_width(view, small, index == 0)
            x = left
            if "name" in items:
                room = right - left - hand_w
                painter.setFont(name_font)
                painter.setPen(ACTIVE if active else TEXT)
                name = painter.fontMetrics().elidedText(("▶ " if active else "") + model.seat_name(seat),
                                                        Qt.TextElideMode.ElideRight, int(room))
                self._text(painter, QRectF(left, top, room, h), Qt.AlignmentFlag.AlignVCenter, name,
                           "band name" if first_line_only else "name")
                metrics = painter.fontMetrics()   # the text's own box, centred in its line
                self.name_rect = QRectF(left, top + (h - metrics.height()) / 2,
                                        metrics.horizontalAdvance(name), metrics.height())
                x += painter.fontMetrics().horizontalAdvance(name) + 8
            tags = [item for item in items if item not in ("name", "hand", "threat")]
            if tags:
                painter.setFont(small)
                painter.setPen(MUTED)
                rect = QRectF(x, line.top(), max(0.0, right - hand_w - x), line.height())
                text = painter.fontMetrics().elidedText(" · ".join(tags), Qt.TextElideMode.ElideRight,
                                                        int(rect.width()))
                self._text(painter, rect, Qt.AlignmentFlag.AlignVCenter, text, "tags")
                x += painter.fontMetrics().horizontalAdvance(text) + 10
            if "threat" in items:
                self._paint_threat(painter, view, QRectF(x, line.top(), max(0.0, right - hand_w - x),
                                                         line.height()), small, first_line_only)
        return h + 15.0 * (len(plan) - 1) if first_line_only else self.header_height(self.width())

    def _paint_threat(self, painter: QPainter, view: View, room: QRectF, small: QFont, band: bool) -> None:
        """The seat's best Domain and how far it is from Hegemony; on the warning colour, in bold and
        with a warning sign when the viewer judges it could win on its next turn."""
        text = threats.line_text(view, self.seat)
        if not band:
            self.threat_rect = QRectF()
        if not text or room.width() < 20:
            return
        threat = threats.seat_threat(view, self.seat)
        warn = bool(threat and threat["next_turn"])
        mate = threats.team_mate(view, self.seat)
        font = QFont(small)
        font.setBold(warn)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(room.width() - 8))
        width = metrics.horizontalAdvance(text) + 8
        pill = QRectF(room.left(), room.center().y() - 8, width, 16)
        if warn:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(live("active") if mate else live("warning"))
            painter.drawRoundedRect(pill, 8, 8)
            painter.setPen(live("active_ink") if mate else live("warning_text"))
        else:
            painter.setPen(MUTED)
        self._text(painter, pill, Qt.AlignmentFlag.AlignCenter, text, "band threat" if band else "threat")
        self.threat_rect = pill
        painter.setFont(small)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A one-row area is capped at the height its width lets the cards use; every area is at
        least tall enough for legible cards in the rows its width allows (the table scrolls)."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """The least and most height for the width (the header's words decide how many lines it takes)."""
        self.setMinimumHeight(self.legible_height(self.width()))
        if self.single_row:
            # no taller than the largest cards its width allows (a wide area's grids in one row)
            body_w = self.width() - 16.0
            view = self._model.view()
            tableau = view["tableaus"][self.seat] if view and self.seat < len(view["tableaus"]) else {}
            card_rows = shown_rows([len(tableau.get(d, [])) for d in DOMAINS], self.large)
            rows, card_w = best_grid(body_w, 10_000.0, self._markers_h(), card_rows)
            per_row = len(DOMAINS) // rows
            card_w = min(card_w, (body_w / per_row - 2 * PAD - 2 * GAP) / 3)
            height = self.header_height(self.width()) + 14 + rows * (
                HEAD_H + 2 + self._markers_h() + FOOT_H + 4 + card_rows * (card_w * CARD_RATIO + GAP))
            self.setMaximumHeight(max(self.minimumHeight(), int(height) + 1))

    def legible_height(self, width: float) -> int:
        """The least height at which this area's cards stay legible (tableau_layout.least_height), in
        the rows of slots its grids show now."""
        view = self._model.view()
        tableau = view["tableaus"][self.seat] if view and self.seat < len(view["tableaus"]) else {}
        rows = shown_rows([len(tableau.get(d, [])) for d in DOMAINS], self.large)
        height = least_height(width - 16.0, self.header_height(width) + 14, self._markers_h(), own=self.large,
                              card_rows=rows)
        return max(self.minimumSizeHint().height(), int(height) + 1)

    def _marker_rows(self) -> tuple[bool, bool]:
        """Whether this seat's grids need a Democracy row and an Embargo row under them."""
        view = self._model.view()
        if not view:
            return False, False
        return (any(m["on"] == self.seat for m in view["democracy"]),
                any(m["on"] == self.seat for m in view["embargoes"]))

    def _markers_h(self) -> float:
        """Room under every grid for the Democracy and Embargo rows (when this seat has any)."""
        return MARK_H * sum(self._marker_rows())

    def layout_for(self, body: QRectF, mode: str | None = None) -> AreaLayout:
        """Where this area's Domains go in ``body`` (the grids, or a rival's stacks where its grids'
        cards would be too small to read)."""
        view = self._model.view()
        tableau = view["tableaus"][self.seat] if view else {}
        counts = [len(tableau.get(d, [])) for d in DOMAINS]
        if mode is None and view and not self.large:
            # the rivals side by side show their Domains alike: piles for all when one needs them
            for seat in range(len(view["tableaus"])):
                if seat in (self.seat, self._model.viewer):
                    continue
                marks = MARK_H * (any(m["on"] == seat for m in view["democracy"])
                                  + any(m["on"] == seat for m in view["embargoes"]))
                other = [len(view["tableaus"][seat].get(d, [])) for d in DOMAINS]
                if layout_area(body, other, marks).mode == STACK:
                    mode = STACK
                    break
        return layout_area(body, counts, self._markers_h(), own=self.large, mode=mode)

    def domains_scene(self, view: View) -> DomainsScene:
        """What this area's Domains show now, from the model (facts from engine.progress)."""
        model, seat = self._model, self.seat
        verb = model.tableau_verb() if seat == model.viewer else None
        coin = view.get("art_coin")
        return DomainsScene(
            tableau=view["tableaus"][seat], progress=domain_progress(view, seat), own=self.large,
            recent=list(self.recent),
            choosable=(lambda token: model.is_legal(f"{verb} {token}")) if verb else (lambda _token: False),
            coin_domain=coin["domain"] if coin and coin["on"] == seat else None,
            marker_rows=self._marker_rows(), ratio=self.devicePixelRatioF(),
            seat_colour=QColor(seat_hex(seat)))

    def _paint_columns(self, painter: QPainter, view: View, body: QRectF) -> None:
        self.domains_layout = self.layout_for(body)
        rec = Recorder()
        painted = paint_domains(painter, self.domains_layout, self.domains_scene(view), rec)
        self.drawn += rec.drawn
        self._cells = painted.cells
        self.emblem_rects = painted.emblems
        self.count_rects = painted.counts
        self._columns = [(box.column, box.domain) for box in self.domains_layout.boxes]
        self.grid_rects = {box.domain: box.grid for box in self.domains_layout.boxes}

    # ---------------------------------------------------------------- tooltips and clicks

    def _cell_at(self, pos: QPointF) -> str | None:
        for rect, token in reversed(self._cells):     # (in a pile the newer card lies over the older)
            if rect.contains(pos):
                return token
        return None

    def column_tip(self, domain: str) -> str:
        """What a Domain column means for this seat: count, levels, Hegemony target."""
        view = self._model.view()
        if view is None:
            return ""
        row = next(r for r in domain_progress(view, self.seat) if r["domain"] == domain)
        count, need, extra = row["cards"], row["target"], row["democracy"]
        lines = [fill(ntr("PlayerArea", "<b>{domain}</b>: %n card(s)", count), domain=domain_name(domain))]
        titles = {info.kind: info.title for info in EFFECTS if info.domain == domain}
        for level, at in enumerate(row["levels"], start=1):     # (none for a Domain without levels)
            info_kind = f"level {level}"
            if info_kind in titles:
                mark = "✓" if row["level"] >= level else "✗"
                text = QCoreApplication.translate("PlayerArea", "{mark} level 1 at {count}: {effect}",
                                                  "{mark}: ✓ reached or ✗ not; {count}: cards needed") \
                    if level == 1 else \
                    QCoreApplication.translate("PlayerArea", "{mark} level 2 at {count}: {effect}",
                                               "{mark}: ✓ reached or ✗ not; {count}: cards needed")
                lines.append(fill(text, mark=mark, count=at, effect=titles[info_kind]))
        if extra:
            lines.append(fill(ntr("PlayerArea", "Hegemony at %n card(s) ({democracy})", need,
                                  "{democracy}: how many Democracy cards raise the target"),
                              democracy=ntr("PlayerArea", "%n Democracy card(s) under it", extra)))
        else:
            lines.append(ntr("PlayerArea", "Hegemony at %n card(s)", need))
        for m in view["embargoes"]:
            if m["on"] == self.seat and m["domain"] == domain:
                lines.append(rich_fill(QCoreApplication.translate(
                    "PlayerArea", "Embargo by {player}: no {domain} card may be played next turn"),
                    player=self._model.seat_name(m["by"]), domain=domain_name(domain)))
        threat = threats.seat_threat(view, self.seat)
        if threat and any(row["domain"] == domain and row["next_turn"] for row in threat["domains"]):
            lines.append(threats.tooltip(self._model, self.seat))
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
            if self.threat_rect.contains(pos) and threats.tooltip(self._model, self.seat):
                QToolTip.showText(event.globalPos(), threats.tooltip(self._model, self.seat), self)
                return True
            QToolTip.hideText()
            return True
        return super().event(event)

    # ---------------------------------------------------------------- the magnified view

    def model_view(self) -> View | None:
        """The view this area shows (the model's, for the viewer)."""
        return self._model.view()

    def seat_title(self) -> str:
        """The seat's name, as the magnified view heads it."""
        return self._model.seat_name(self.seat) if self.seat < len(self._model.names()) else ""

    def markers_h(self) -> float:
        """Room under every grid for this seat's Democracy and Embargo rows."""
        return self._markers_h()

    def can_magnify(self) -> bool:
        """Whether this area opens the magnified view: another player's area, in a window."""
        return not self.large and self._model.has_game and self.seat < self._model.players \
            and self.window() is not self

    def magnify(self) -> None:
        """Show this seat's whole grids large over the table (the table does not move)."""
        if not self.can_magnify() or self._drop_hover:
            return
        if self.magnifier is None or self.magnifier.parentWidget() is not self.window():
            if self.magnifier is not None:
                self.magnifier.deleteLater()
            self.magnifier = Magnifier(self, self.window())
            self.destroyed.connect(self.magnifier.deleteLater)
        self.magnifier.open()

    def unmagnify(self) -> None:
        """Close the magnified view."""
        self._magnify_timer.stop()
        if self.magnifier is not None:
            self.magnifier.hide()

    def magnified(self) -> bool:
        """Whether the magnified view is open."""
        return self.magnifier is not None and self.magnifier.isVisible()

    def _magnified_changed(self) -> None:
        if self.magnified() and self.magnifier is not None:
            self.magnifier.open()      # (a new size of markers, a window resized)

    def enterEvent(self, event: QEnterEvent) -> None:
        """The pointer rests on a rival's area: its magnified view, after a moment."""
        if self.can_magnify():
            self._magnify_timer.start()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left: the magnified view closes."""
        self.unmagnify()
        super().leaveEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """A hidden area leaves no magnified view behind."""
        self.unmagnify()
        super().hideEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """While an effect asks for a card of this tableau, a click chooses it; a click on a rival's
        area opens (or closes) its magnified view at once."""
        if self.can_magnify() and event.button() == Qt.MouseButton.LeftButton:
            if self.magnified():
                self.unmagnify()
            else:
                self.magnify()
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
        """Take a card from the hand over any area: the own area shows where it lands, another
        player's area refuses it at the drop, saying why."""
        self.unmagnify()
        if mime_card(event.mimeData()) is not None:
            self._drop_hover = self.seat == self._model.viewer
            self.update()
            event.acceptProposedAction()
        else:
            event.ignore()

    def foreign_drop_reason(self) -> str:
        """Why a card dropped on this (another player's) area is not played."""
        return fill(QCoreApplication.translate(
            "PlayerArea", "you play cards into your own tableau (above your hand), not {player}'s",
            "why a card dropped on another player's area is not played"),
            player=self._model.seat_name(self.seat))

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        """Drop the hover frame."""
        self._drop_hover = False
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        """Play the dropped card, or refuse it with the engine's reason."""
        self._drop_hover = False
        self.update()
        token = mime_card(event.mimeData())
        if token is None:
            event.ignore()
            return
        if self.seat != self._model.viewer:
            event.ignore()
            self.dropRefused.emit(self.foreign_drop_reason())
            return
        action = f"play {token}"
        reason = self._model.why_not(action)
        if reason is None and not self._model.human_to_move():
            reason = QCoreApplication.translate("PlayerArea", "it is not your turn",
                                                "why a card dropped on your area is not played")
        if reason is not None:
            event.ignore()
            self.dropRefused.emit(reason)
            return
        event.acceptProposedAction()
        self._model.submit(action)
