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

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from engine.cards import DOMAINS
from engine.events import Event, Pick, Play, Turn
from engine.types import View

from . import threats
from .access import AccessProxy, area_description, domain_description, owner_label, set_texts, sync_proxies
from .cardview import HIGHLIGHT, draw_focus, draw_outline
from .hand import mime_card
from .i18n import fill, ntr, rich_fill
from .later import soon
from .model import GameModel
from .painting import draw_coin, draw_embargo_marker, draw_hand_backs, draw_pill, tinted_emblem
from .palette import live, outline_width
from .resources import CARD_RATIO, card_name, card_pixmap, domain_name
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
HEAD_H = 17.0   # Domain name row above a grid
FOOT_H = 17.0   # count / target and level marks under it
MIN_COLUMN = 64.0  # narrowest column that shows "5/8 L1 L2" whole, with a gap to the next
MIN_CARD = 10.0    # narrowest card in another player's tableau (below it the table scrolls instead)
MIN_OWN_CARD = 16.0  # and in the viewer's own
MARK_H = 15.0   # a row of Democracy badges or Embargo markers under a grid
NAME_BAND_H = 22.0     # a band with the name line alone (the area's own counts are all in view)
BAND_COUNTS_H = 16.0   # the line of Domain counts in the band of an area scrolled partly out of view
_THREAT_WIDTHS: dict[tuple[int, str], float] = {}   # (font size, language's sample) -> threat line room


def level_marks() -> tuple[str, str]:
    """The marks of level 1 and level 2 under a grid, in the current language ("L1", "L2")."""
    return (QCoreApplication.translate("PlayerArea", "L1", "the mark of level 1 under a grid"),
            QCoreApplication.translate("PlayerArea", "L2", "the mark of level 2 under a grid"))


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
        self.grid_rects: dict[str, QRectF] = {}   # each Domain's 3x3 grid, last paint (civgui.spots)
        self.backs_rect = QRectF()   # the last of the small hand backs in the header, last paint
        self.threat_rect = QRectF()   # where the threat line was last drawn (its tooltip)
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
        """Comfortable size."""
        return QSize(720, 300) if self.large else QSize(420, 300)

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
        """The name font and the small header font."""
        name = QFont()
        name.setPixelSize(15 if self.large else 13)
        name.setBold(True)
        small = QFont()
        small.setPixelSize(12 if self.large else 11)
        return name, small

    def header_plan(self, width: float, threat: bool = True) -> list[list[str]]:
        """The header's lines for an area of ``width``: each a list of ``name``, tags (``Medium AI``,
        ``★ first player``, ``team A``), ``threat`` (unless ``threat`` is False) and ``hand``, filled
        in that order while they fit; the hand sits at the right end of its line."""
        model = self._model
        view = model.view()
        if not view or self.seat >= model.players:
            return [["name"]]
        name_font, small = self._fonts()
        tag_metrics = QFontMetrics(small)
        room = width - 20
        sep = tag_metrics.horizontalAdvance(" · ")
        lines: list[list[str]] = [["name"]]
        used = QFontMetrics(name_font).horizontalAdvance("▶ " + model.seat_name(self.seat)) + 8.0
        for tag in self._tag_list(view):
            w = tag_metrics.horizontalAdvance(tag)
            gap = 0.0 if lines[-1] == ["name"] else sep   # the name's width has its gap already
            if used + gap + w > room:
                lines.append([])
                used, gap = 0.0, 0.0
            lines[-1].append(tag)
            used += gap + w
        # the threat line ("Science 6/7 — one short"), as wide as its widest wording, so the header
        # keeps its lines while the game goes on
        if threat:
            threat_w = self._threat_width(small)
            if used + sep + threat_w > room:
                lines.append([])
                used = 0.0
            lines[-1].append("threat")
            used += sep + threat_w
        if used + self._hand_width(view, small, len(lines) == 1) > room and lines[-1]:
            lines.append([])
        lines[-1].append("hand")
        return lines

    def _threat_width(self, small: QFont) -> float:
        """The room the threat line takes in the header: its widest wording in this language."""
        texts = [threats.domain_text({"domain": d, "have": 8, "need": 9, "short": short, "next_turn": True})
                 for d in DOMAINS for short in (1, 2, 3)]
        key = (small.pixelSize(), texts[0])     # (the first text tells the language)
        width = _THREAT_WIDTHS.get(key)
        if width is None:
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
        """Height of the header band for an area of ``width``."""
        line = 30.0 if self.large else 26.0
        return line + 15.0 * (len(self.header_plan(width)) - 1)

    def _tag_list(self, view: View) -> list[str]:
        model, seat = self._model, self.seat
        tags = [model.seat_label(seat)]
        if view["first_player"] == seat:
            tags.append(QCoreApplication.translate("PlayerArea", "★ first player"))
        if view["teams"]:
            tags.append(fill(QCoreApplication.translate("PlayerArea", "team {team}", "{team}: A or B"),
                             team="AB"[seat % 2]))
        return tags

    def _hand_label(self, view: View) -> str:
        size = view["hand_sizes"][self.seat]
        if self.seat != self._model.viewer:
            return fill(QCoreApplication.translate("PlayerArea", "hand {count}",
                                                   "the number of cards in a player's hand"), count=size)
        return fill(QCoreApplication.translate("PlayerArea", "hand {count} (below)",
                                               "the number of cards in your hand, shown below the table"),
                    count=size)

    def _hand_width(self, view: View, small: QFont, first_line: bool) -> float:
        """Width of the hand label and the small backs beside it (smaller below the first line)."""
        used = QFontMetrics(small).horizontalAdvance(self._hand_label(view)) + 8.0
        hand = view["hands"][self.seat]
        if self.seat != self._model.viewer and hand:
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

    def _paint_band(self, painter: QPainter, view: View, frame: QRectF, active: bool) -> None:
        """When the table scrolls the top of this area out of view (a small screen), a band at the top
        of what is visible still says whose area it is and how many cards each Domain holds."""
        visible = QRectF(self.visibleRegion().boundingRect())
        self.band_shown = False
        if visible.isEmpty() or visible.top() <= frame.top() + 2 or visible.height() < self.band_height() + 8:
            return
        self.band_shown = True
        # the counts too when any of the area's own count lines is hidden (under the band or below)
        counts = any(rect.top() < visible.top() + NAME_BAND_H + 2 or rect.bottom() > visible.bottom()
                     for rect in self.count_rects.values()) or len(self.count_rects) < len(DOMAINS)
        height = self.band_height() if counts else NAME_BAND_H
        # the header's lines below the first, if still partly in view, are covered too (not cut)
        height = max(height, frame.top() + self.header_height(self.width()) + 4 - visible.top())
        band = QRectF(frame.left(), visible.top(), frame.width(), height)
        painter.setBrush(PANEL_ACTIVE if active else PANEL)
        painter.setPen(Qt.PenStyle.NoPen)
        if visible.bottom() - band.bottom() < 30:   # no more than a sliver below: the band covers it
            painter.drawRect(QRectF(frame.left(), band.top(), frame.width(), frame.bottom() - band.top()))
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
        tableau = view["tableaus"][self.seat]
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
        for index, domain in enumerate(DOMAINS):
            count = len(tableau.get(domain, []))
            need = self._model.hegemony_need(self.seat, domain)
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
        return h + 15.0 * (len(plan) - 1)

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
        if self.single_row and (self.width() - 16) / 6 < MIN_COLUMN:
            self.setMaximumHeight(16777215)   # too narrow for one row: two rows, as tall as given
        elif self.single_row:
            header = self.header_height(self.width()) + 4
            card_w = (self.width() - 16) / 6 / 3 - 6
            height = header + 8 + HEAD_H + FOOT_H + 10 + 8 + 3 * card_w * CARD_RATIO + 6
            self.setMaximumHeight(max(self.minimumHeight(), int(height + self._markers_h())))

    def legible_height(self, width: float) -> int:
        """The least height that shows cards of MIN_CARD pixels in the fewest rows ``width`` allows."""
        rows = next((r for r in (1, 2) if (width - 16) / (6 // r) >= MIN_COLUMN), 3)
        extra = HEAD_H + FOOT_H + self._markers_h() + 8.0 + 6.0
        card = MIN_OWN_CARD if self.large else MIN_CARD
        height = self.header_height(width) + 14 + rows * (extra + 3 * card * CARD_RATIO)
        return max(self.minimumSizeHint().height(), int(height))

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

    @staticmethod
    def arrangement(body: QRectF, dem_h: float = 0.0) -> tuple[int, float]:
        """Rows of Domain grids (1, 2 or 3) that give the largest cards, and that card width; only
        rows whose columns leave room for the labels under each grid (count and L1 L2)."""
        best = (3, 0.0)
        gap, extra = 3.0, HEAD_H + FOOT_H + dem_h + 8.0
        for rows in (1, 2, 3):
            col_w = body.width() / (6 // rows)
            row_h = body.height() / rows
            card_w = min((col_w - 12 - 2 * gap) / 3, (row_h - extra - 2 * gap) / 3 / CARD_RATIO)
            if rows < 3 and col_w < MIN_COLUMN:
                continue
            if card_w > best[1] + 0.5:
                best = (rows, card_w)
        return best

    def _paint_columns(self, painter: QPainter, view: View, body: QRectF) -> None:
        self.drawn = [d for d in self.drawn if d[0] in ("hand", "name", "tags", "threat")]
        self.count_rects = {}
        model, seat = self._model, self.seat
        tableau = view["tableaus"][seat]
        lvl1, lvl2 = model.thresholds()
        gap, head_h = 3.0, HEAD_H
        marks_h = self._markers_h()
        rows, card_w = self.arrangement(body, marks_h)
        card_w = max(card_w, 6.0)
        card_h = card_w * CARD_RATIO
        per_row = 6 // rows
        col_w = body.width() / per_row
        row_h = body.height() / rows
        grid_w = 3 * card_w + 2 * gap
        verb = model.tableau_verb() if seat == model.viewer else None
        ratio = self.devicePixelRatioF()
        self._cells, self._columns = [], []
        self.grid_rects = {}
        self.emblem_rects: list[tuple[QRectF, str]] = []
        small = QFont()
        small.setPixelSize(11 if col_w > 80 else 10)
        painter.setFont(small)
        for d_index, domain in enumerate(DOMAINS):
            r_i, c_i = divmod(d_index, per_row)
            col = QRectF(body.left() + c_i * col_w, body.top() + r_i * row_h, col_w, row_h)
            self._columns.append((col, domain))
            gx = col.left() + (col_w - grid_w) / 2
            self._paint_column_head(painter, view, domain, col, gx, small, ratio)
            cards = tableau.get(domain, [])
            top = col.top() + head_h
            for i in range(9):
                r, c = divmod(i, 3)
                rect = QRectF(gx + c * (card_w + gap), top + r * (card_h + gap), card_w, card_h)
                if i < len(cards):
                    token = cards[i] if i < 8 or len(cards) <= 9 else cards[-1]
                    painter.drawPixmap(rect.toRect(), card_pixmap(token, round(card_w), ratio))
                    draw_outline(painter, rect)
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
            self.grid_rects[domain] = grid
            if len(cards) > 9:
                draw_pill(painter, QRectF(grid.right() - 30, grid.bottom() - 16, 30, 16),
                          f"+{len(cards) - 9}", QColor("#000000"), TEXT)
            under = QRectF(col.left() + 2, grid.bottom() + 2, col.width() - 4, marks_h)
            self._paint_markers(painter, view, domain, grid, under, small, ratio)
            self._paint_footer(painter, domain, len(cards), grid, col, (lvl1, lvl2), small, marks_h)
            painter.setFont(small)

    def _paint_column_head(self, painter: QPainter, view: View, domain: str, col: QRectF,
                           gx: float, font: QFont, ratio: float) -> None:
        """Emblem and Domain name above a grid (from the grid's edge, or the column's if narrow),
        and the Art coin at its right end when this Domain is copied."""
        coin = view.get("art_coin")
        has_coin = bool(coin and coin["on"] == self.seat and coin["domain"] == domain)
        right = col.right() - 2 - (HEAD_H if has_coin else 0.0)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        name = domain_name(domain)
        x = gx if gx + 19 + metrics.horizontalAdvance(name) <= right else col.left() + 2
        emblem = not has_coin or x + 19 + metrics.horizontalAdvance(name) <= right
        if emblem:   # (a narrow column with the Art coin: the name and the coin, without the emblem)
            # the emblem art is dark ink: on the green table it is drawn in the light text colour
            painter.drawPixmap(QRectF(x, col.top() + 1, 16, 16).toRect(),
                               tinted_emblem(domain, 16, ratio, TEXT.name()))
            self.emblem_rects.append((QRectF(x, col.top() + 1, 16, 16), domain))
            x += 19
        room = QRectF(x, col.top(), max(0.0, right - x), HEAD_H)
        if metrics.horizontalAdvance(name) > room.width():  # the short form, or the emblem alone
            name = name[:3] if metrics.horizontalAdvance(name[:3]) <= room.width() else ""
        painter.setPen(TEXT)
        self._text(painter, room, Qt.AlignmentFlag.AlignVCenter, name, "domain")
        if has_coin:
            r = HEAD_H / 2 - 1
            draw_coin(painter, QPointF(col.right() - 2 - r, col.top() + HEAD_H / 2), r)

    def _paint_footer(self, painter: QPainter, domain: str, count: int, grid: QRectF, col: QRectF,
                      levels: tuple[int, int], font: QFont, marks_h: float) -> None:
        """Count / Hegemony target and the labelled level marks, under the grid's markers."""
        seat = self.seat
        need = self._model.hegemony_need(seat, domain)
        y = grid.bottom() + 2 + marks_h
        font.setBold(True)
        painter.setFont(font)
        counted = painter.fontMetrics().horizontalAdvance(f"{count}/{need}") + 3
        pills = 0.0 if domain == "ART" else 2 * 14 + 6
        # the grid's width when the marks fit in it, else wider, centred, with a gap to the next column
        width = min(col.width() - 10, max(grid.width(), counted + pills + 3))
        foot = QRectF(grid.center().x() - width / 2, y, width, FOOT_H)
        painter.setPen(ACTIVE if count and count >= need - 1 else TEXT)
        self._text(painter, foot, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   f"{count}/{need}", "count")
        self.count_rects[domain] = QRectF(foot.left(), foot.top(), counted, foot.height())
        font.setBold(False)
        painter.setFont(font)
        if domain == "ART":
            return
        pill_w = max(14.0, min(22.0, (foot.width() - counted - 6) / 2))
        marks = level_marks()
        for level, need_lvl in ((1, levels[0]), (2, levels[1])):
            on = count >= need_lvl
            ground = QColor(ACTIVE) if on else QColor(255, 255, 255, 30)
            px = foot.right() - (3 - level) * (pill_w + 3) + 3
            draw_pill(painter, QRectF(px, foot.top() + 2, pill_w, foot.height() - 4), marks[level - 1],
                      ground, live("active_ink") if on else MUTED)
            self.drawn.append(("level", marks[level - 1], 0.0, pill_w))
        # the count and both marks side by side, inside the footer (not over the next column)
        self.drawn.append(("footer", f"{count}/{need} {' '.join(marks)}", counted + 2 * (pill_w + 3),
                           foot.width()))

    def _paint_markers(self, painter: QPainter, view: View, domain: str, grid: QRectF,
                       under: QRectF, font: QFont, ratio: float) -> None:
        """Under the grid: the Democracy badge, then the Embargo marker (which also frames the grid)."""
        dem = sum(1 for m in view["democracy"] if m["on"] == self.seat and m["domain"] == domain)
        bold = QFont(font)
        bold.setBold(True)
        metrics = QFontMetrics(bold)

        def aligned(row: QRectF, need: float) -> QRectF:
            """``row`` from the grid's left edge when ``need`` fits there, else from the column's."""
            if grid.left() + need <= row.right():
                return QRectF(grid.left(), row.top(), row.right() - grid.left(), row.height())
            return row

        row = QRectF(under.left(), under.top(), under.width(), MARK_H)
        if self._marker_rows()[0]:
            if dem:
                text = fill(QCoreApplication.translate(
                    "PlayerArea", "Democracy +{count}", "the badge of Democracy cards under a grid"),
                    count=dem)
                short = fill(QCoreApplication.translate("PlayerArea", "Dem. +{count}",
                                                        "the short form of 'Democracy +{count}'"), count=dem)
                self._badge(painter, aligned(row, metrics.horizontalAdvance(text) + 8), text, short,
                            live("democracy"),
                            live("democracy_text"), font, "democracy")
            row.translate(0, MARK_H)
        embargoes = sum(1 for m in view["embargoes"] if m["on"] == self.seat and m["domain"] == domain)
        if embargoes:
            text = fill(QCoreApplication.translate("PlayerArea", "EMBARGO ×{count}",
                                                   "the marker of several Embargoes on one grid"),
                        count=embargoes) if embargoes > 1 else \
                QCoreApplication.translate("PlayerArea", "EMBARGO", "the marker under an embargoed grid")
            lying = (MARK_H - 1) * CARD_RATIO   # the card's length on its side
            if metrics.horizontalAdvance(text) + 8 + lying + 3 > row.width():
                lying = 0.0   # no room for the little card beside the word: the word and the frame
            row = aligned(row, metrics.horizontalAdvance(text) + 8 + (lying + 3 if lying else 0.0))
            draw_embargo_marker(painter, grid, QRectF(row.left(), row.top(), lying, MARK_H - 1), ratio)
            badge = row.adjusted(lying + 3 if lying else 0.0, 0, 0, 0)
            self._badge(painter, badge, text,
                        QCoreApplication.translate("PlayerArea", "EMB.", "the short form of 'EMBARGO'"),
                        live("warning"), live("warning_text"), font, "embargo")

    def _badge(self, painter: QPainter, room: QRectF, text: str, short: str, ground: QColor, ink: QColor,
               font: QFont, what: str) -> None:
        """A rounded label as wide as its text (a pixel smaller, or the short form, if it does not fit)."""
        bold = QFont(font)
        bold.setBold(True)
        smallest = max(8, bold.pixelSize() - 2)
        while QFontMetrics(bold).horizontalAdvance(text) + 8 > room.width() and bold.pixelSize() > smallest:
            bold.setPixelSize(bold.pixelSize() - 1)
        if QFontMetrics(bold).horizontalAdvance(text) + 8 > room.width():
            text = short
        painter.setFont(bold)
        metrics = painter.fontMetrics()
        rect = QRectF(room.left(), room.top() + 1, min(room.width(), metrics.horizontalAdvance(text) + 8),
                      room.height() - 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ground)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(ink)
        self._text(painter, rect.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, text, what)
        painter.setFont(font)

    # ---------------------------------------------------------------- tooltips and clicks

    def _cell_at(self, pos: QPointF) -> str | None:
        for rect, token in self._cells:
            if rect.contains(pos):
                return token
        return None

    def column_tip(self, domain: str) -> str:
        """What a Domain column means for this seat: count, levels, Hegemony target."""
        view = self._model.view()
        if view is None:
            return ""
        count = len(view["tableaus"][self.seat].get(domain, []))
        lvl1, lvl2 = self._model.thresholds()
        need = self._model.hegemony_need(self.seat, domain)
        lines = [fill(ntr("PlayerArea", "<b>{domain}</b>: %n card(s)", count), domain=domain_name(domain))]
        for info in EFFECTS:
            if info.domain == domain and info.kind.startswith("level"):
                at = lvl1 if info.kind == "level 1" else lvl2
                mark = "✓" if count >= at else "✗"
                level = QCoreApplication.translate("PlayerArea", "{mark} level 1 at {count}: {effect}",
                                                   "{mark}: ✓ reached or ✗ not; {count}: cards needed") \
                    if info.kind == "level 1" else \
                    QCoreApplication.translate("PlayerArea", "{mark} level 2 at {count}: {effect}",
                                               "{mark}: ✓ reached or ✗ not; {count}: cards needed")
                lines.append(fill(level, mark=mark, count=at, effect=info.title))
        extra = sum(1 for m in view["democracy"] if m["on"] == self.seat and m["domain"] == domain)
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
        """Take a card from the hand over any area: the own area shows where it lands, another
        player's area refuses it at the drop, saying why."""
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
