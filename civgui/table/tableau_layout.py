"""Where a player's area puts its Domains: sizes in, rectangles out (no widget, no painter, no font).

Two ways to show a Domain. The design card's **grid**: three by three slots, the cards filling
them in the order played (the viewer's own area always; a rival's when its cards are at least
``MIN_RIVAL_CARD_H`` tall that way). A **stack**: where a rival's grids would shrink its cards
below that, each Domain shows its cards as one pile, each card as wide as its column, the newest
whole at the bottom, the older ones' top edges (their Age numerals) above it (``pile_slots``).
Under either, the rows of Democracy and Embargo markers (``marks_h``), then the foot: the count
and the progress bar.

``layout_area`` chooses the arrangement (one, two or three rows of Domains) that gives the
largest cards; ``least_height`` is the height under which an area's cards would be smaller than
legible. Both are pure: they are tested without a window (tests/gui/test_tableau_layout.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QRectF

from engine.cards import DOMAINS

from ..media.resources import CARD_RATIO

GRID = "grid"
STACK = "stack"
HEAD_H = 17.0     # Domain emblem, name and reached level above a grid
FOOT_H = 15.0     # count / target and the progress bar under it
MARK_H = 15.0     # a row of Democracy badges or Embargo markers under a grid
GAP = 3.0         # between two cards of a grid
PAD = 6.0         # each side of a column of grids
STACK_PAD = 3.0   # each side of a column of stacks
MIN_COLUMN = 60.0        # narrowest column whose foot shows "5/8" and a readable bar
MIN_STACK_COLUMN = 30.0  # narrowest column of piles (its foot: the count alone, "11/8")
MIN_RIVAL_CARD_H = 32.0  # the least height of a rival's card: its emblem and Age numeral read
MIN_OWN_CARD_H = 22.0    # and of a card of the viewer's own grids (below: the table scrolls)
STACK_SHARE = 0.72      # the tallest a stacked card may be, as a share of its pile's room
PILE_STEP = 0.3          # an older card's edge above the newer, at most (a share of a card's height)
PEEK = 0.2               # the least of an older card that shows above the newer (its Age numeral)
GRID_SHARE = 0.6         # a rival's grid gives way to piles whose cards would be this much larger
MAX_CARD_H = 150.0       # a stack's card is never taller (a wide, short area: one long row)


@dataclass(frozen=True)
class DomainBox:
    """One Domain's rectangles in an area (in the area's coordinates)."""

    domain: str
    column: QRectF    # the whole column: tooltips, accessibility, clicks
    head: QRectF      # emblem, name, the level reached, the Art coin
    grid: QRectF      # the 3x3 grid (grid) or the pile's room (stack); markers frame it
    slots: tuple[QRectF, ...]   # grid: the nine cells; stack: one rect per card shown, oldest first
    marks: QRectF     # the Democracy and Embargo rows under the grid
    foot: QRectF      # count and progress bar
    hidden: int = 0   # cards of a stack not shown (the oldest): "+N"


@dataclass(frozen=True)
class AreaLayout:
    """An area's Domains: the way they are shown, the rows of Domains, a card's size."""

    mode: str
    rows: int
    card_w: float
    card_h: float
    boxes: tuple[DomainBox, ...]

    def box(self, domain: str) -> DomainBox:
        """The rectangles of ``domain``."""
        return next(b for b in self.boxes if b.domain == domain)


def _extra(marks_h: float) -> float:
    """A column's height besides its cards: head, markers, foot and the gaps between them."""
    return HEAD_H + 2.0 + marks_h + FOOT_H + 4.0


def shown_rows(counts: Sequence[int], own: bool = False) -> int:
    """The rows of slots each grid shows (1 to 3): as many as the fullest Domain fills, and in the
    viewer's own area the row of the next slot to fill too (the empty rows appear as it fills)."""
    more = 1 if own else 0
    return max(1, min(3, max((-(-(count + more) // 3) for count in counts), default=1)))


def grid_card_w(body_w: float, body_h: float, rows: int, marks_h: float, card_rows: int = 3) -> float:
    """The width of a card in grids of ``card_rows`` rows of 3 slots, arranged in ``rows`` rows of
    Domains (0: no room)."""
    col_w = body_w / (len(DOMAINS) // rows)
    row_h = body_h / rows
    gaps = (card_rows - 1) * GAP
    card_w = min((col_w - 2 * PAD - 2 * GAP) / 3, (row_h - _extra(marks_h) - gaps) / card_rows / CARD_RATIO)
    return max(0.0, card_w)


def stack_card_h(body_w: float, body_h: float, rows: int, marks_h: float) -> float:
    """The height of a stacked card in ``rows`` rows of Domains (0: no room): as wide as its column,
    leaving a share of the pile's room for the older cards' top edges above it."""
    col_w = body_w / (len(DOMAINS) // rows)
    room = body_h / rows - _extra(marks_h)
    return max(0.0, min(room * STACK_SHARE, (col_w - 2 * STACK_PAD) * CARD_RATIO, MAX_CARD_H))


def best_grid(body_w: float, body_h: float, marks_h: float, card_rows: int = 3) -> tuple[int, float]:
    """The rows of grids (1, 2 or 3) that give the largest cards, and that card's width; only rows
    whose columns leave room for the foot (count and bar)."""
    best = (3, grid_card_w(body_w, body_h, 3, marks_h, card_rows))
    for rows in (1, 2):
        if body_w / (len(DOMAINS) // rows) < MIN_COLUMN:
            continue
        card_w = grid_card_w(body_w, body_h, rows, marks_h, card_rows)
        if card_w > best[1] + 0.5:
            best = (rows, card_w)
    return best


def best_stack(body_w: float, body_h: float, marks_h: float) -> tuple[int, float]:
    """The rows of stacks (1, 2 or 3) that give the tallest cards, and that card's height."""
    best = (3, stack_card_h(body_w, body_h, 3, marks_h))
    for rows in (1, 2):
        if body_w / (len(DOMAINS) // rows) < MIN_STACK_COLUMN:
            continue
        card_h = stack_card_h(body_w, body_h, rows, marks_h)
        if card_h > best[1] + 0.5:
            best = (rows, card_h)
    return best


def pile_slots(room: QRectF, card_w: float, card_h: float, count: int) -> tuple[tuple[QRectF, ...], int]:
    """A pile of ``count`` cards in ``room``: the rect of each card shown (oldest first, each a step
    lower than the one before, the newest whole at the bottom) and how many of the oldest do not
    show. Each older card shows its top edge, with its Age numeral, at least ``PEEK`` of a card
    tall (at most a third of a card); the pile is centred across the room."""
    if count <= 0:
        return (), 0
    step = card_h * PILE_STEP
    if count > 1:
        step = min(step, (room.height() - card_h) / (count - 1))
    shown = count
    if step < card_h * PEEK:
        step = card_h * PEEK
        shown = max(1, int((room.height() - card_h) / step) + 1) if room.height() > card_h else 1
    left = room.left() + (room.width() - card_w) / 2
    return tuple(QRectF(left, room.top() + i * step, card_w, card_h) for i in range(shown)), count - shown


def layout_area(body: QRectF, counts: Sequence[int], marks_h: float = 0.0, own: bool = False,
                mode: str | None = None, card_rows: int | None = None) -> AreaLayout:
    """The Domains of an area whose body (below the header) is ``body``; ``counts`` the cards of each
    Domain in ``DOMAINS`` order. The viewer's own area (``own``) shows grids; a rival's shows grids
    while their cards are ``MIN_RIVAL_CARD_H`` tall or more and ``GRID_SHARE`` of a pile's, else
    stacks (``mode`` forces one).
    A grid shows the rows of slots its fullest Domain fills (``shown_rows``): the cards are as
    large as those rows allow, and an empty row appears when a Domain reaches it (``card_rows``
    forces a number of rows: the magnified view shows the whole 3x3 grids)."""
    card_rows = shown_rows(counts, own) if card_rows is None else card_rows
    rows, card_w = best_grid(body.width(), body.height(), marks_h, card_rows)
    stack_rows, stack_h = best_stack(body.width(), body.height(), marks_h)
    if mode is None:
        # a rival's grid while its cards read (and are not much smaller than a pile's would be)
        grid_h = card_w * CARD_RATIO
        mode = GRID if own or grid_h >= max(MIN_RIVAL_CARD_H, GRID_SHARE * stack_h) else STACK
    if mode == STACK:
        rows, card_w = stack_rows, stack_h / CARD_RATIO
    card_w = max(card_w, 4.0)
    card_h = card_w * CARD_RATIO
    per_row = len(DOMAINS) // rows
    col_w = body.width() / per_row
    row_h = body.height() / rows
    grid_w = 3 * card_w + 2 * GAP
    boxes = []
    for index, domain in enumerate(DOMAINS):
        r, c = divmod(index, per_row)
        col = QRectF(body.left() + c * col_w, body.top() + r * row_h, col_w, row_h)
        head = QRectF(col.left() + 2, col.top(), col_w - 4, HEAD_H)
        top = head.bottom() + 2
        hidden = 0
        if mode == GRID:
            gx = col.left() + (col_w - grid_w) / 2
            grid = QRectF(gx, top, grid_w, card_rows * card_h + (card_rows - 1) * GAP)
            slots = tuple(QRectF(gx + (i % 3) * (card_w + GAP), top + (i // 3) * (card_h + GAP),
                                 card_w, card_h) for i in range(3 * card_rows))
        else:
            # the pile's room: the newest card and the edges of up to four older ones above it
            room = min(row_h - _extra(marks_h), card_h * (1 + 4 * PILE_STEP))
            grid = QRectF(col.left() + STACK_PAD, top, col_w - 2 * STACK_PAD, room)
            slots, hidden = pile_slots(grid, card_w, card_h, counts[index])
        marks = QRectF(col.left() + 2, grid.bottom() + 2, col_w - 4, marks_h)
        width = min(col_w - 2 * (PAD if mode == GRID else STACK_PAD), max(grid.width(), MIN_COLUMN - 2 * PAD))
        foot = QRectF(grid.center().x() - width / 2, marks.bottom(), width, FOOT_H)
        boxes.append(DomainBox(domain, col, head, grid, slots, marks, foot, hidden))
    return AreaLayout(mode, rows, card_w, card_h, tuple(boxes))


def least_height(body_w: float, header_h: float, marks_h: float = 0.0, own: bool = False,
                 card_rows: int = 3) -> float:
    """The least height of an area ``body_w`` wide (its body) below which its cards would be smaller
    than legible: the own grids' ``MIN_OWN_CARD_H``, a rival's stacks' ``MIN_RIVAL_CARD_H``; in the
    fewest rows of Domains whose columns are wide enough for them (the own grids in ``card_rows``
    rows of slots)."""
    if own:
        rows = next((r for r in (1, 2) if body_w / (len(DOMAINS) // r) >= MIN_COLUMN), 3)
        need = rows * (_extra(marks_h) + card_rows * MIN_OWN_CARD_H + (card_rows - 1) * GAP)
    else:
        rows = next((r for r in (1, 2, 3) if body_w / (len(DOMAINS) // r) >= MIN_STACK_COLUMN
                     and (body_w / (len(DOMAINS) // r) - 2 * STACK_PAD) * CARD_RATIO >= MIN_RIVAL_CARD_H), 3)
        need = rows * (_extra(marks_h) + MIN_RIVAL_CARD_H / STACK_SHARE)
    return header_h + need



def most_height(body_w: float, header_h: float, marks_h: float, card_rows: int) -> float:
    """The most height of a wide area ``body_w`` wide whose grids go in one row (or the fewest its
    width allows): no taller than the largest cards its width allows."""
    rows, card_w = best_grid(body_w, 10_000.0, marks_h, card_rows)
    per_row = len(DOMAINS) // rows
    card_w = min(card_w, (body_w / per_row - 2 * PAD - 2 * GAP) / 3)
    return header_h + rows * (HEAD_H + 2 + marks_h + FOOT_H + 4 + card_rows * (card_w * CARD_RATIO + GAP))

# ---------------------------------------------------------------- the header and the compact row
#
# The header's first line holds the name (and the hand's size at its right end when it fits there
# beside the whole name); the tags (kind, ★, team) and the threat line follow the name while they
# fit, then on the lines below (``plan_header``). The compact row (the "band") stands in for a
# header scrolled out of view: the name line and a line of Domain counts (``band_geometry``).

LINE_H = 26.0          # the header's first line (a rival's area)
LARGE_LINE_H = 30.0    # and the own (large) area's
SUB_LINE_H = 15.0      # each header line below the first
NAME_BAND_H = 22.0     # a band with the name line alone (the area's own counts are all in view)
BAND_COUNTS_H = 16.0   # the line of Domain counts in the band of an area scrolled partly out of view
SEAT_STRIPE = 5.0      # the seat's colour along the top of its area
HEADER_MARGIN = 24.0   # the frame's 2 and the margins' 10, each side: a header line's room is less


class Metrics(Protocol):
    """What the header's layout measures with (a QFontMetrics or QFontMetricsF)."""

    def horizontalAdvance(self, text: str, /) -> float: ...   # (Qt's name)


def line_height(large: bool) -> float:
    """The height of the header's first line."""
    return LARGE_LINE_H if large else LINE_H


def backs_height(large: bool, first_line: bool) -> float:
    """The height of the small hand backs beside "hand N" (smaller below the first line)."""
    return line_height(large) - 6 if first_line else 13.0


def name_width(metrics: Metrics, name: str) -> float:
    """The room the name takes on the first line (with the active seat's ▶ and its gap)."""
    return metrics.horizontalAdvance("▶ " + name) + 8.0


def hand_width(metrics: Metrics, label: str, backs: int, large: bool, first_line: bool) -> float:
    """The width of the hand's label and of ``backs`` small backs beside it (a rival's hand)."""
    used = metrics.horizontalAdvance(label) + 8.0
    if backs:
        h = backs_height(large, first_line)
        used += h / CARD_RATIO * (1 + 0.55 * (backs - 1)) + 6
    return used


def plan_header(width: float, name_w: float, hand_first: float, hand_below: float,
                items: Sequence[tuple[str, float]], sep: float) -> list[list[str]]:
    """The header's lines for an area ``width`` wide: each a list of ``name``, the ``items`` (tags and
    ``threat``, each with its width) and ``hand`` (``hand_first`` wide on the first line,
    ``hand_below`` below). The hand's size ends the first line (its room kept first) when it fits
    there beside the whole name (``name_w``), else the first line below with room for it; the items
    follow the name while they fit, ``sep`` between two, then on the lines below."""
    lines: list[list[str]] = [["name"]]
    whole = width - HEADER_MARGIN
    used = name_w
    first = used + hand_first <= whole
    room = whole - (hand_first if first else 0.0)
    for item, w in items:
        gap = 0.0 if lines[-1] == ["name"] or not lines[-1] else sep   # the name's width has its gap
        if used + gap + w > room and lines[-1] != []:
            lines.append([])
            room = whole
            used, gap = 0.0, 0.0
        lines[-1].append(item)
        used += gap + w
    if first:
        lines[0].append("hand")
        return lines
    widths = dict(items)
    for line in lines[1:]:     # the first line below the name with room for the hand
        if sum(widths[i] for i in line) + sep * max(0, len(line) - 1) + hand_below <= whole:
            line.append("hand")
            return lines
    lines.append(["hand"])
    return lines


def band_plan(plan: Sequence[Sequence[str]], room: float, name_w: float, hand_w: float,
              threat_w: float, next_turn: bool) -> list[list[str]]:
    """The compact row's one line (``room`` wide) from the header's ``plan`` without its threat: the
    hand's size if it fits by the whole name; a next-turn threat stays in view, before the hand."""
    fits = name_w + hand_w <= room
    lines = [list(plan[0])] if "hand" in plan[0] or not fits else [["name", "hand"]]
    if next_turn and name_w + threat_w <= room:
        whole = name_w + threat_w + hand_w <= room
        lines = [["name", "threat", "hand"]] if whole else [["name", "threat"]]
    return lines


def header_height(large: bool, lines: int) -> float:
    """The height of a header of ``lines`` lines."""
    return line_height(large) + SUB_LINE_H * (lines - 1)


def header_lines(frame: QRectF, lines: int, large: bool) -> list[QRectF]:
    """Each header line's rectangle in an area's ``frame`` (the first the tallest)."""
    h = line_height(large)
    top, left, right = frame.top() + 4, frame.left() + 10, frame.right() - 10
    return [QRectF(left, top, right - left, h) if index == 0 else
            QRectF(left, top + h - 6 + SUB_LINE_H * (index - 1), right - left, 16) for index in range(lines)]


def band_height(large: bool) -> float:
    """Height of the compact row with its line of Domain counts."""
    return line_height(large) + BAND_COUNTS_H


@dataclass(frozen=True)
class Band:
    """The compact row of an area scrolled partly out of view (in the area's coordinates)."""

    shown: bool
    counts: bool = False              # with the line of Domain counts
    rect: QRectF = field(default_factory=QRectF)    # the row itself
    cover: QRectF = field(default_factory=QRectF)   # what it covers: itself and the rows of Domains it cuts


def _band_rects(frame: QRectF, visible: QRectF, header_h: float, tops: Sequence[float], large: bool,
                counts: bool) -> tuple[QRectF, float]:
    height = band_height(large) if counts else NAME_BAND_H
    # the header's lines below the first, if still partly in view, are covered too (not cut)
    height = max(height, frame.top() + header_h + 4 - visible.top())
    band = QRectF(frame.left(), visible.top(), frame.width(), height)
    whole = [top for top in tops if top >= band.bottom()]
    cover = min(whole) if whole and min(whole) < visible.bottom() - 30 else frame.bottom()
    if large:
        cover = frame.bottom() if visible.bottom() - band.bottom() < 30 else band.bottom()
    return band, cover


def band_geometry(frame: QRectF, visible: QRectF, header_h: float, layout: AreaLayout,
                  count_rects: Sequence[QRectF], large: bool) -> Band:
    """Where the compact row goes when the top of the area (``frame``) is scrolled out of ``visible``
    (none when the top is in view). It says the Domains' counts when any of the area's own count
    lines (``count_rects``, as last painted) is hidden, or when it covers rows that showed them.
    Below it only whole rows of Domains: it covers any row it cuts (no remnant of a grid, half
    outlines or a second row of counts under it); in the own area only a sliver under it."""
    if visible.isEmpty() or visible.top() <= frame.top() + 2 or visible.height() < NAME_BAND_H + 4:
        return Band(False)
    tall = visible.height() >= band_height(large)
    counts = (any(rect.top() < visible.top() + NAME_BAND_H + 2 or rect.bottom() > visible.bottom()
                  for rect in count_rects) or len(count_rects) < len(DOMAINS)) and tall
    tops = [box.column.top() for box in layout.boxes]
    band, cover = _band_rects(frame, visible, header_h, tops, large, counts)
    if not counts and cover > band.bottom() + 0.5 and tall:
        counts = True      # what it covers had the counts in view: the band says them instead
        band, cover = _band_rects(frame, visible, header_h, tops, large, counts)
    height = max(band.height(), cover - band.top())
    return Band(True, counts, band, QRectF(frame.left(), band.top(), frame.width(), height))
