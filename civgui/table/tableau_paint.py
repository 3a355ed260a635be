"""The painter of a player's Domains: cards first, slots second.

It draws what ``tableau_layout`` placed: each Domain's head (emblem, name, the level reached as
a mark on the Domain, the Art coin), its cards (in the grid, or as a fanned pile with the Ages it
holds), the Democracy and Embargo markers, and the foot: the count against the Hegemony target
and a bar of one pip per card of the target (Democracy's extra pips in its colour, the level
steps notched, filled as the Domain grows). Empty slots are a faint hint; the viewer's next slot
to fill is outlined. The facts (levels, targets, Democracy) come from ``engine.progress``.
Every text is recorded through ``Recorder`` (what, text, its width, its room) for the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPainterPath, QPen

from engine.cards import DOMAINS
from engine.types import DomainProgress

from ..media.painting import draw_coin, draw_embargo_marker, draw_hand_backs, draw_pill, tinted_emblem
from ..media.palette import live, outline_width
from ..media.resources import AGE_NUMERALS, CARD_RATIO, card_pixmap, domain_name
from ..play import threats
from ..services.i18n import fill
from .cardview import HIGHLIGHT, draw_outline
from .tableau_layout import (
    BAND_COUNTS_H,
    GRID,
    HEAD_H,
    MARK_H,
    SEAT_STRIPE,
    AreaLayout,
    Band,
    DomainBox,
    backs_height,
    header_lines,
    line_height,
)

ACTIVE = live("active")
TEXT = live("text")
MUTED = live("muted")


def level_marks() -> tuple[str, str]:
    """The marks of level 1 and level 2 on a Domain, in the current language ("L1", "L2")."""
    return (QCoreApplication.translate("PlayerArea", "L1", "the mark of level 1 under a grid"),
            QCoreApplication.translate("PlayerArea", "L2", "the mark of level 2 under a grid"))


class Recorder:
    """Draws texts and keeps each one drawn: (what, text, its width, the room it had)."""

    def __init__(self) -> None:
        self.drawn: list[tuple[str, str, float, float]] = []

    def text(self, painter: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str, what: str) -> None:
        """Draw ``text`` in ``rect`` and record it."""
        painter.drawText(rect, flags, text)
        self.drawn.append((what, text, painter.fontMetrics().horizontalAdvance(text), rect.width()))


@dataclass
class DomainsScene:
    """What the Domains of one area show now (gathered by the widget from the model's view)."""

    tableau: dict[str, list[str]]
    progress: list[DomainProgress]
    own: bool = False
    recent: list[str] = field(default_factory=list)        # Domains played into in the latest turn
    choosable: Callable[[str], bool] = lambda _token: False  # a card an effect lets the viewer click
    coin_domain: str | None = None                         # the Art coin lies by this Domain
    marker_rows: tuple[bool, bool] = (False, False)        # a Democracy row, an Embargo row
    ratio: float = 1.0
    seat_colour: QColor | None = None


@dataclass
class Painted:
    """Where things were drawn (for hit tests, animations, accessibility)."""

    cells: list[tuple[QRectF, str]] = field(default_factory=list)
    emblems: list[tuple[QRectF, str]] = field(default_factory=list)
    counts: dict[str, QRectF] = field(default_factory=dict)
    marks: dict[str, QRectF] = field(default_factory=dict)     # a level mark drawn on a Domain's head


def paint_domains(painter: QPainter, layout: AreaLayout, scene: DomainsScene, rec: Recorder) -> Painted:
    """Every Domain of ``layout``: head, cards, markers, foot."""
    out = Painted()
    small = QFont()
    small.setPixelSize(11 if layout.boxes[0].column.width() > 80 else 10)
    # the Domains' names all or none: where one does not fit its column, the six emblems alone (a
    # row of names with holes in it reads as a row of mistakes)
    metrics = QFontMetrics(small)
    names = all(metrics.horizontalAdvance(domain_name(box.domain)) <= _name_room(box, scene)
                for box in layout.boxes)
    for box, row in zip(layout.boxes, scene.progress, strict=True):
        painter.setFont(small)
        mark_in_foot = _paint_head(painter, box, row, scene, small, rec, out, names)
        cards = scene.tableau.get(box.domain, [])
        if layout.mode == GRID:
            _paint_grid(painter, layout, box, cards, scene, out)
        else:
            _paint_stack(painter, layout, box, cards, row, scene, small, rec, out)
        _paint_markers(painter, box, row, scene, small, rec)
        _paint_foot(painter, box, row, small, rec, out, mark_in_foot)
    return out


def _name_room(box: DomainBox, scene: DomainsScene) -> float:
    """The width a Domain's name has in its head: after the emblem, before the Art coin."""
    coin = HEAD_H if scene.coin_domain == box.domain else 0.0
    return box.head.right() - coin - box.head.left() - 19


def _paint_head(painter: QPainter, box: DomainBox, row: DomainProgress, scene: DomainsScene, font: QFont,
                rec: Recorder, out: Painted, names: bool = True) -> bool:
    """Emblem and Domain name, the level reached (a gold mark on the Domain, none while not reached)
    and the Art coin at the right. The name is whole or not drawn (the emblem says the Domain;
    its tooltip and accessible name say it in words); when the name and the mark do not fit side
    by side, the mark goes to the foot: returns whether it still has to be drawn there."""
    head = box.head
    has_coin = scene.coin_domain == box.domain
    right = head.right() - (HEAD_H if has_coin else 0.0)
    metrics = QFontMetrics(font)
    mark = level_marks()[row["level"] - 1] if row["level"] else ""
    mark_w = _mark_width(font, mark)
    name = domain_name(box.domain) if names else ""
    name_w = metrics.horizontalAdvance(name) if names else 0.0
    x = box.grid.left() if box.grid.left() + 19 + name_w + mark_w <= right else head.left()
    # the emblem always (smaller by the Art coin in a narrow column); its art is dark ink: on the
    # green table it is drawn in the light text colour
    side = 16 if x + 16 <= right else 12
    rect = QRectF(x, head.top() + (HEAD_H - side) / 2, side, side)
    painter.drawPixmap(rect.toRect(), tinted_emblem(box.domain, side, scene.ratio, TEXT.name()))
    out.emblems.append((rect, box.domain))
    x += side + 3
    in_foot = bool(mark) and x + name_w + mark_w > right and x + name_w <= right
    if mark and not in_foot:
        # right after the Domain's name (or its emblem when names are off), never at the column's
        # far end, where it would read as the next Domain's
        left = x + name_w + 6 if names else x
        pill = QRectF(left, head.top() + 2, mark_w - 3, HEAD_H - 4)
        _draw_mark(painter, pill, mark, rec)
        out.marks[box.domain] = pill
        right = pill.left() - 3
    room = QRectF(x, head.top(), max(0.0, right - x), HEAD_H)
    if names and name_w <= room.width():
        painter.setFont(font)
        painter.setPen(TEXT)
        rec.text(painter, room, Qt.AlignmentFlag.AlignVCenter, name, "domain")
    if has_coin:
        r = HEAD_H / 2 - 1
        draw_coin(painter, QPointF(head.right() - r, head.top() + HEAD_H / 2), r)
    return in_foot


def _mark_width(font: QFont, mark: str) -> float:
    """The room a level mark takes (its gap before it included); 0 without a mark."""
    bold = QFont(font)
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(mark) + 11.0 if mark else 0.0


def _draw_mark(painter: QPainter, pill: QRectF, mark: str, rec: Recorder) -> None:
    draw_pill(painter, pill, mark, QColor(ACTIVE), live("active_ink"))
    rec.drawn.append(("level", mark, 0.0, pill.width()))


def _paint_card(painter: QPainter, rect: QRectF, token: str, scene: DomainsScene, out: Painted) -> None:
    painter.drawPixmap(rect.toRect(), card_pixmap(token, round(rect.width()), scene.ratio))
    draw_outline(painter, rect)
    out.cells.append((rect, token))
    if scene.choosable(token):
        painter.setPen(QPen(HIGHLIGHT, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 3, 3)


def _glow(painter: QPainter, rect: QRectF) -> None:
    """The card this seat played in its latest turn."""
    painter.setPen(QPen(ACTIVE, 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 3, 3)


def _paint_grid(painter: QPainter, layout: AreaLayout, box: DomainBox, cards: list[str], scene: DomainsScene,
                out: Painted) -> None:
    """The 3x3 grid: the cards; the empty slots a faint hint, the next one to fill outlined (own)."""
    faint = QColor(255, 255, 255, 9)
    for rect in box.slots[len(cards):]:       # (square: 200 rounded, antialiased slots cost 6 ms a paint)
        painter.fillRect(rect, faint)
    if scene.own and len(cards) < len(box.slots):
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box.slots[len(cards)], 3, 3)
    for i, rect in enumerate(box.slots[:len(cards)]):
        token = cards[i] if i < 8 or len(cards) <= 9 else cards[-1]
        _paint_card(painter, rect, token, scene, out)
    if box.domain in scene.recent and cards:
        _glow(painter, box.slots[min(len(cards), len(box.slots)) - 1])
    if len(cards) > 9:
        draw_pill(painter, QRectF(box.grid.right() - 30, box.grid.bottom() - 16, 30, 16),
                  f"+{len(cards) - 9}", QColor("#000000"), TEXT)


def _paint_stack(painter: QPainter, layout: AreaLayout, box: DomainBox, cards: list[str], row: DomainProgress,
                 scene: DomainsScene, font: QFont, rec: Recorder, out: Painted) -> None:
    """A rival's Domain as a pile: the older cards' top edges (their Age numerals), the newest whole;
    the Ages it holds on a tag at the newest card's foot; an empty Domain a faint slot."""
    if not cards:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 9))
        painter.drawRoundedRect(QRectF(box.grid.center().x() - layout.card_w / 2, box.grid.top(),
                                       layout.card_w, layout.card_h), 3, 3)
        return
    shown = cards[box.hidden:]
    for rect, token in zip(box.slots, shown, strict=True):
        _paint_card(painter, rect, token, scene, out)
    if box.domain in scene.recent:
        _glow(painter, box.slots[-1])
    if box.hidden:      # older cards than the pile shows: their number on the first edge
        first = box.slots[0]
        draw_pill(painter, QRectF(first.right() - 24, first.top() + 1, 24, 13), f"+{box.hidden}",
                  QColor("#000000"), TEXT)
    ages = " ".join(AGE_NUMERALS[age] for age in row["ages"])
    bold = QFont(font)
    bold.setBold(True)
    painter.setFont(bold)
    last = box.slots[-1]
    width = min(last.width(), painter.fontMetrics().horizontalAdvance(ages) + 8)
    tag = QRectF(last.center().x() - width / 2, last.bottom() - 15, width, 14)   # on its name banner
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 185))
    painter.drawRoundedRect(tag, 4, 4)
    painter.setPen(QColor("#ffffff"))
    rec.text(painter, tag, Qt.AlignmentFlag.AlignCenter, ages, "ages")
    painter.setFont(font)


def _paint_foot(painter: QPainter, box: DomainBox, row: DomainProgress, font: QFont, rec: Recorder,
                out: Painted, mark: bool = False) -> None:
    """The count against the Hegemony target, and its bar: a pip per card of the target, filled by
    the Domain's cards, a notch at each level, Democracy's extra pips in its colour; at its right
    end the level mark when the head had no room for it."""
    count, need = row["cards"], row["target"]
    foot = box.foot
    if mark:
        text = level_marks()[row["level"] - 1]
        width = _mark_width(font, text)
        pill = QRectF(foot.right() - width + 3, foot.top() + 2, width - 3, foot.height() - 4)
        _draw_mark(painter, pill, text, rec)
        foot = foot.adjusted(0, 0, -width, 0)
    bold = QFont(font)
    bold.setBold(True)
    painter.setFont(bold)
    text = f"{count}/{need}"
    counted = painter.fontMetrics().horizontalAdvance(text) + 3
    near = count and count >= need - 1
    painter.setPen(ACTIVE if near else TEXT)
    rec.text(painter, QRectF(foot.left(), foot.top(), counted, foot.height()),
             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text, "count")
    out.counts[box.domain] = QRectF(foot.left(), foot.top(), counted, foot.height())
    bar = QRectF(foot.left() + counted + 2, foot.center().y() - 3, foot.width() - counted - 2, 6)
    if bar.width() < need * 3:      # a narrow column: a thin bar along the foot, under the count
        bar = QRectF(foot.left(), foot.bottom() - 2, foot.width(), 3)
        if bar.width() < need * 3:
            return
    pip = bar.width() / need
    base = need - row["democracy"]
    filled, extra, empty = QColor(ACTIVE) if near else QColor(TEXT), QColor(live("democracy")), \
        QColor(255, 255, 255, 45)
    for i in range(need):
        rect = QRectF(bar.left() + i * pip + 0.5, bar.top(), max(1.0, pip - 1.5), bar.height())
        painter.fillRect(rect, filled if i < count else extra if i >= base else empty)
    painter.setPen(QPen(QColor(MUTED), 1))
    for need_lvl in row["levels"] if bar.height() > 3 else []:      # a notch after the level's last card
        if need_lvl < need:
            x = bar.left() + need_lvl * pip - 0.5
            painter.drawLine(QPointF(x, bar.top() - 3), QPointF(x, bar.bottom() + 3))
    rec.drawn.append(("bar", text, bar.right() - foot.left(), foot.width()))
    painter.setFont(font)


def _paint_markers(painter: QPainter, box: DomainBox, row: DomainProgress, scene: DomainsScene, font: QFont,
                   rec: Recorder) -> None:
    """Under the grid: the Democracy badge, then the Embargo marker (which also frames the grid)."""
    grid = box.grid
    bold = QFont(font)
    bold.setBold(True)
    metrics = QFontMetrics(bold)

    def aligned(line: QRectF, need: float) -> QRectF:
        """``line`` from the grid's left edge when ``need`` fits there, else from the column's."""
        if grid.left() + need <= line.right():
            return QRectF(grid.left(), line.top(), line.right() - grid.left(), line.height())
        return line

    line = QRectF(box.marks.left(), box.marks.top(), box.marks.width(), MARK_H)
    if scene.marker_rows[0]:
        dem = row["democracy"]
        if dem:
            text = fill(QCoreApplication.translate(
                "PlayerArea", "Democracy +{count}", "the badge of Democracy cards under a grid"), count=dem)
            short = fill(QCoreApplication.translate("PlayerArea", "Dem. +{count}",
                                                    "the short form of 'Democracy +{count}'"), count=dem)
            _badge(painter, aligned(line, metrics.horizontalAdvance(text) + 8), text, short,
                   live("democracy"), live("democracy_text"), font, "democracy", rec, f"+{dem}")
        line.translate(0, MARK_H)
    embargoes = row["embargoes"]
    if embargoes:
        text = fill(QCoreApplication.translate("PlayerArea", "EMBARGO ×{count}",
                                               "the marker of several Embargoes on one grid"),
                    count=embargoes) if embargoes > 1 else \
            QCoreApplication.translate("PlayerArea", "EMBARGO", "the marker under an embargoed grid")
        lying = (MARK_H - 1) * CARD_RATIO   # the card's length on its side
        if metrics.horizontalAdvance(text) + 8 + lying + 3 > line.width():
            lying = 0.0   # no room for the little card beside the word: the word and the frame
        line = aligned(line, metrics.horizontalAdvance(text) + 8 + (lying + 3 if lying else 0.0))
        draw_embargo_marker(painter, grid, QRectF(line.left(), line.top(), lying, MARK_H - 1), scene.ratio)
        badge = line.adjusted(lying + 3 if lying else 0.0, 0, 0, 0)
        short = QCoreApplication.translate("PlayerArea", "EMB.", "the short form of 'EMBARGO'")
        _badge(painter, badge, text, short, live("warning"), live("warning_text"), font, "embargo", rec, "")


def _badge(painter: QPainter, room: QRectF, text: str, short: str, ground: QColor, ink: QColor,
           font: QFont, what: str, rec: Recorder, tiny: str) -> None:
    """A rounded label as wide as its text (a pixel smaller, or the short form, if it does not fit;
    in a narrow pile's column its tiny form: Democracy's "+1", the Embargo's frame alone)."""
    bold = QFont(font)
    bold.setBold(True)
    smallest = max(8, bold.pixelSize() - 2)
    while QFontMetrics(bold).horizontalAdvance(text) + 8 > room.width() and bold.pixelSize() > smallest:
        bold.setPixelSize(bold.pixelSize() - 1)
    if QFontMetrics(bold).horizontalAdvance(text) + 8 > room.width():
        text = short
    if QFontMetrics(bold).horizontalAdvance(text) + 8 > room.width():
        text = tiny
    if not text:
        return
    painter.setFont(bold)
    metrics = painter.fontMetrics()
    rect = QRectF(room.left(), room.top() + 1, min(room.width(), metrics.horizontalAdvance(text) + 8),
                  room.height() - 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ground)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(ink)
    rec.text(painter, rect.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, text, what)
    painter.setFont(font)


# ---------------------------------------------------------------- the frame, header and compact row

PANEL = live("panel")
PANEL_ACTIVE = live("panel_active")
BORDER = live("border")
_THREAT_WIDTHS: dict[tuple[int, str], float] = {}   # (font size, language's sample) -> threat line room


def _display_font() -> QFont:
    """The display face for the seats' names (civgui.media.theme's, when the app has that module)."""
    try:
        from ..media.theme import display_font
    except ImportError:        # (a build without the theme: the system face)
        return QFont()
    return display_font(10.0)     # (a point size given either way; the area sets its pixel size)


def header_fonts(large: bool) -> tuple[QFont, QFont]:
    """The name font (the theme's display face, bold) and the small header font."""
    name = _display_font()
    name.setPixelSize(15 if large else 13)
    name.setBold(True)
    small = QFont()
    small.setPixelSize(12 if large else 11)
    return name, small


def threat_room(small: QFont) -> float:
    """The room the threat line takes in the header: its widest wording in this language (in bold,
    with the warning sign), measured once per size and language."""
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


def threat_line_width(text: str, small: QFont) -> float:
    """The width of a threat line ``text`` as drawn (in bold, with the warning sign); 0 for none."""
    if not text:
        return 0.0
    bold = QFont(small)
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(text) + 18.0


def paint_frame(painter: QPainter, frame: QRectF, active: bool, drop_hover: bool, invites: bool,
                seat_colour: QColor) -> None:
    """The area's panel (the active seat's edged in gold; dashed while a drop hovers it or while it
    ``invites`` one) and the seat's colour along its top (the colour the log and the centre give
    the seat)."""
    painter.setBrush(PANEL_ACTIVE if active else PANEL)
    painter.setPen(QPen(ACTIVE if active else BORDER, 3 if active else max(1.0, outline_width() / 2)))
    if drop_hover:
        painter.setPen(QPen(HIGHLIGHT, 4, Qt.PenStyle.DashLine))
    elif invites:
        painter.setPen(QPen(HIGHLIGHT, 2, Qt.PenStyle.DashLine))
    painter.drawRoundedRect(frame, 8, 8)
    painter.save()
    path = QPainterPath()
    path.addRoundedRect(frame.adjusted(1, 1, -1, -1), 7, 7)
    painter.setClipPath(path)
    painter.fillRect(QRectF(frame.left(), frame.top(), frame.width(), SEAT_STRIPE), seat_colour)
    painter.restore()


@dataclass
class HeaderScene:
    """What an area's header says now (gathered by the widget from the model's view)."""

    name: str                       # the seat's name
    active: bool                    # its turn: ▶ and the active colour
    hand_label: str                 # "hand N"
    hand: list[str]                 # the rival's hand whose backs show by it (none for the viewer's)
    hand_widths: tuple[float, float]   # the label and backs' room: on the first line, below it
    threat_text: str                # the threat line ("Science 6/7 — one short"), or ""
    warn: bool                      # a next-turn threat: on the warning colour, in bold
    mate: bool                      # ... of the viewer's team-mate: on the active colour
    fonts: tuple[QFont, QFont]      # header_fonts
    large: bool = False
    ratio: float = 1.0


@dataclass
class HeaderPainted:
    """Where the header's parts were drawn (None: not drawn this time)."""

    name: QRectF | None = None      # the name's own text box
    backs: QRectF | None = None     # the last of the small hand backs
    threat: QRectF | None = None    # the threat line's pill


def paint_header(painter: QPainter, frame: QRectF, plan: list[list[str]], scene: HeaderScene, rec: Recorder,
                 band: bool = False) -> HeaderPainted:
    """The header's lines as ``plan`` says (tableau_layout.plan_header) in the area's ``frame``: the
    name, the tags, the threat line and "hand N" with the small backs at the right end."""
    out = HeaderPainted()
    lines = header_lines(frame, len(plan), scene.large)
    h = line_height(scene.large)
    top, left, right = lines[0].top(), lines[0].left(), lines[0].right()
    name_font, small = scene.fonts
    for index, items in enumerate(plan):
        line = lines[index]
        hand_w = 0.0
        if "hand" in items:   # "hand N" and the small backs, at the right end of the line
            painter.setFont(small)
            painter.setPen(MUTED)
            rec.text(painter, line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                     scene.hand_label, "hand")
            if scene.hand:
                backs_h = backs_height(scene.large, index == 0)
                at = right - painter.fontMetrics().horizontalAdvance(scene.hand_label) - 8.0
                draw_hand_backs(painter, scene.hand, QPointF(at, line.center().y() - backs_h / 2), backs_h,
                                scene.ratio)
                out.backs = QRectF(at - backs_h / CARD_RATIO, line.center().y() - backs_h / 2,
                                   backs_h / CARD_RATIO, backs_h)
            hand_w = scene.hand_widths[0 if index == 0 else 1]
        x = left
        if "name" in items:
            room = right - left - hand_w
            painter.setFont(name_font)
            painter.setPen(ACTIVE if scene.active else TEXT)
            metrics = painter.fontMetrics()
            name = metrics.elidedText(("▶ " if scene.active else "") + scene.name,
                                      Qt.TextElideMode.ElideRight, int(room))
            rec.text(painter, QRectF(left, top, room, h), Qt.AlignmentFlag.AlignVCenter, name,
                     "band name" if band else "name")
            # the text's own box, centred in its line
            out.name = QRectF(left, top + (h - metrics.height()) / 2, metrics.horizontalAdvance(name),
                              metrics.height())
            x += metrics.horizontalAdvance(name) + 8
        tags = [item for item in items if item not in ("name", "hand", "threat")]
        if tags:
            painter.setFont(small)
            painter.setPen(MUTED)
            rect = QRectF(x, line.top(), max(0.0, right - hand_w - x), line.height())
            text = painter.fontMetrics().elidedText(" · ".join(tags), Qt.TextElideMode.ElideRight,
                                                    int(rect.width()))
            rec.text(painter, rect, Qt.AlignmentFlag.AlignVCenter, text, "tags")
            x += painter.fontMetrics().horizontalAdvance(text) + 10
        if "threat" in items:
            out.threat = _paint_threat(painter, QRectF(x, line.top(), max(0.0, right - hand_w - x),
                                                       line.height()), scene, rec, band)
    return out


def _paint_threat(painter: QPainter, room: QRectF, scene: HeaderScene, rec: Recorder,
                  band: bool) -> QRectF | None:
    """The seat's best Domain and how far it is from Hegemony; on the warning colour, in bold and
    with a warning sign when the viewer judges it could win on its next turn."""
    if not scene.threat_text or room.width() < 20:
        return None
    small = scene.fonts[1]
    font = QFont(small)
    font.setBold(scene.warn)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    text = metrics.elidedText(scene.threat_text, Qt.TextElideMode.ElideRight, int(room.width() - 8))
    width = metrics.horizontalAdvance(text) + 8
    pill = QRectF(room.left(), room.center().y() - 8, width, 16)
    if scene.warn:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(live("active") if scene.mate else live("warning"))
        painter.drawRoundedRect(pill, 8, 8)
        painter.setPen(live("active_ink") if scene.mate else live("warning_text"))
    else:
        painter.setPen(MUTED)
    rec.text(painter, pill, Qt.AlignmentFlag.AlignCenter, text, "band threat" if band else "threat")
    painter.setFont(small)
    return pill


def paint_band(painter: QPainter, band: Band, frame: QRectF, plan: list[list[str]], scene: HeaderScene,
               rec: Recorder) -> HeaderPainted:
    """The compact row (tableau_layout.band_geometry): its ground over what it covers, the name line
    (``plan``, one line) in it; every text recorded as ``band …``. Its counts: ``paint_band_counts``."""
    painter.setBrush(PANEL_ACTIVE if scene.active else PANEL)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(band.cover)
    painter.setPen(QPen(BORDER, max(1.0, outline_width() / 2)))
    painter.setBrush(PANEL_ACTIVE if scene.active else PANEL)
    painter.drawRect(band.rect)
    first = len(rec.drawn)
    line_top = band.rect.top() - 4 if band.counts else band.rect.top() - 6   # the name centred alone
    line = QRectF(frame.left(), line_top, frame.width(), band.rect.height())
    out = paint_header(painter, line, plan, scene, rec, band=True)
    rec.drawn[first:] = [(what if what.startswith("band") else "band " + what, text, width, room)
                         for what, text, width, room in rec.drawn[first:]]
    return out


def paint_band_counts(painter: QPainter, band: QRectF, progress: list[DomainProgress], threatened: set[str],
                      mate: bool, ratio: float, rec: Recorder) -> dict[str, QRectF]:
    """The compact row's line of Domain counts ("5/8", the emblem when there is room; a next-turn
    threat's on the warning colour, with the sign if it fits); where each count was drawn."""
    font = QFont()
    font.setPixelSize(10)
    font.setBold(True)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    slot = (band.width() - 12) / len(progress)
    y = band.bottom() - BAND_COUNTS_H
    rects: dict[str, QRectF] = {}
    for index, row in enumerate(progress):
        domain, count, need = row["domain"], row["cards"], row["target"]
        text = f"{count}/{need}"
        x = band.left() + 6 + index * slot
        side = 13 if slot >= 16 + metrics.horizontalAdvance(text) else 10
        if slot >= side + 2 + metrics.horizontalAdvance(text):   # the emblem too, when there is room
            painter.drawPixmap(QRectF(x, y + (BAND_COUNTS_H - side) / 2, side, side).toRect(),
                               tinted_emblem(domain, side, ratio, TEXT.name()))
            x += side + 2
        painter.setPen(ACTIVE if count and count >= need - 1 else TEXT)
        rect = QRectF(x, y, band.left() + 6 + (index + 1) * slot - x, BAND_COUNTS_H)
        if domain in threatened:   # a next-turn threat: the warning colour, and the sign if it fits
            sign = threats.TEAM_SIGN if mate else threats.WARNING_SIGN
            if metrics.horizontalAdvance(sign + text) + 6 <= rect.width():
                text = sign + text
            pill = QRectF(rect.left() - 2, rect.top() + 1, metrics.horizontalAdvance(text) + 4,
                          BAND_COUNTS_H - 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(live("active") if mate else live("warning"))
            painter.drawRoundedRect(pill, 4, 4)
            painter.setPen(live("active_ink") if mate else live("warning_text"))
        rec.text(painter, rect, Qt.AlignmentFlag.AlignVCenter, text, "band count")
        rects[domain] = rect
    return rects
