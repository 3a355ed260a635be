"""The tableau's layout function (civgui/table/tableau_layout.py), without a window: sizes in, rectangles
out. A rival's cards stay legible (at least 32 px tall) at the sizes a 4-player table gives them
at 1280x720, larger at 1920x1080; the viewer's own grids always; nothing overlaps or leaves its
column; a pile's newest card is whole."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtCore import QRectF

from civgui.table.tableau_layout import (
    GRID,
    LARGE_LINE_H,
    LINE_H,
    MIN_OWN_CARD_H,
    MIN_RIVAL_CARD_H,
    STACK,
    SUB_LINE_H,
    band_geometry,
    band_height,
    band_plan,
    hand_width,
    header_height,
    header_lines,
    layout_area,
    least_height,
    name_width,
    pile_slots,
    plan_header,
    shown_rows,
)
from engine.cards import DOMAINS

# a rival's body (the area below its header) at 4 players, as the window gives it (measured
# in test_tableau_window): 1280x720 (with and without a marker row), 1920x1080
RIVAL_1280 = QRectF(8, 66, 281, 118)
RIVAL_1920 = QRectF(8, 48, 466, 308)
OWN_1280 = QRectF(8, 40, 888, 116)


def random_counts(rng: random.Random) -> list[int]:
    return [rng.choice([0, 0, 1, 2, 3, 4, 5, 7, 9, 11]) for _ in DOMAINS]


@pytest.mark.parametrize("body", [RIVAL_1280, RIVAL_1920], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("marks_h", [0.0, 15.0, 30.0])
def test_a_rivals_cards_are_legible_whatever_it_holds(body: QRectF, marks_h: float) -> None:
    rng = random.Random(3)
    for _ in range(200):
        counts = random_counts(rng)
        layout = layout_area(body, counts, marks_h)
        assert layout.card_h >= MIN_RIVAL_CARD_H, (counts, layout.mode, layout.card_h)
        assert_inside(layout, body, counts)


def test_a_rivals_cards_are_larger_at_1920_than_at_1280() -> None:
    rng = random.Random(4)
    for _ in range(100):
        counts = random_counts(rng)
        small = layout_area(RIVAL_1280, counts)
        large = layout_area(RIVAL_1920, counts)
        assert large.card_h > small.card_h, (counts, small.card_h, large.card_h)


def assert_inside(layout: object, body: QRectF, counts: list[int]) -> None:
    """Every box inside the body and its column, columns apart, each pile's newest card whole."""
    boxes = layout.boxes     # type: ignore[attr-defined]
    assert [box.domain for box in boxes] == list(DOMAINS)
    grown = body.adjusted(-0.5, -0.5, 0.5, 0.5)
    for box, count in zip(boxes, counts, strict=True):
        column = box.column.adjusted(-0.5, -0.5, 0.5, 0.5)
        assert grown.contains(box.column)
        for rect in (box.head, box.grid, box.foot, *box.slots):
            assert column.contains(rect), (box.domain, rect, box.column)
        if layout.mode == STACK:     # type: ignore[attr-defined]
            assert len(box.slots) + box.hidden == count
            if box.slots:
                assert box.slots[-1].bottom() <= box.grid.bottom() + 0.5
    for a, b in itertools.combinations(boxes, 2):
        common = a.column.intersected(b.column)
        assert common.width() * common.height() < 0.01, (a.domain, b.domain)


def test_the_own_area_shows_grids_and_the_next_slot_to_fill() -> None:
    layout = layout_area(OWN_1280, [0, 2, 3, 5, 8, 9], own=True)
    assert layout.mode == GRID and layout.card_h >= MIN_OWN_CARD_H
    assert all(len(box.slots) == 9 for box in layout.boxes)      # the fullest asks for every row
    early = layout_area(OWN_1280, [0, 1, 0, 2, 0, 0], own=True)
    assert all(len(box.slots) == 3 for box in early.boxes), "one row while no Domain has three cards"
    assert early.card_h > layout.card_h * 1.5, "the cards fill the room the empty rows leave"
    assert shown_rows([3, 0], own=True) == 2 and shown_rows([3, 0]) == 1   # the next slot, own only
    assert shown_rows([12]) == 3 and shown_rows([]) == 1


def test_a_pile_shows_its_newest_card_whole_and_the_older_edges() -> None:
    room = QRectF(0, 0, 40, 90)
    slots, hidden = pile_slots(room, 40, 56, 3)
    assert hidden == 0 and len(slots) == 3
    assert slots[-1].bottom() <= room.bottom() and all(b.top() - a.top() >= 56 * 0.2
                                                        for a, b in itertools.pairwise(slots))
    slots, hidden = pile_slots(room, 40, 56, 11)
    assert hidden + len(slots) == 11 and hidden > 0 and slots[-1].bottom() <= room.bottom() + 0.01
    assert pile_slots(room, 40, 56, 0) == ((), 0)


@pytest.mark.parametrize("width", [200.0, 281.0, 466.0, 888.0])
@pytest.mark.parametrize("own", [False, True])
def test_the_least_height_keeps_the_cards_legible(width: float, own: bool) -> None:
    header = 56.0
    height = least_height(width, header, 15.0, own=own)
    body = QRectF(0, header, width, height - header)
    rng = random.Random(5)
    least = MIN_OWN_CARD_H if own else MIN_RIVAL_CARD_H
    for _ in range(50):
        layout = layout_area(body, random_counts(rng), 15.0, own=own)
        assert layout.card_h >= least - 0.5, (width, own, layout.mode, layout.card_h)


# ---------------------------------------------------------------- the header and the compact row

class _Widths:
    """Font metrics stand-in: every character 7 px wide (the layout only asks horizontalAdvance)."""

    def horizontalAdvance(self, text: str, /) -> float:  # (Qt's name)
        return 7.0 * len(text)


def test_header_keeps_the_hand_beside_a_whole_name_and_wraps_the_tags() -> None:
    name_w = name_width(_Widths(), "Aurelia")               # "▶ Aurelia" and its gap: 9 * 7 + 8
    assert name_w == 71.0
    items = [("Medium AI", 63.0), ("★ first player", 98.0), ("threat", 150.0)]
    wide = plan_header(560, name_w, 80, 60, items, 21)
    assert wide == [["name", "Medium AI", "★ first player", "threat", "hand"]]
    narrow = plan_header(260, name_w, 80, 60, items, 21)     # room 236: hand first, tags below
    assert narrow[0] == ["name", "Medium AI", "hand"]
    assert narrow[1:] == [["★ first player"], ["threat"]]
    # a name too long for the hand beside it: the hand goes to the first line below with room
    long = plan_header(260, 200, 80, 60, items, 21)
    assert long == [["name"], ["Medium AI", "★ first player"], ["threat", "hand"]]


def test_header_lines_and_height_follow_the_plan() -> None:
    frame = QRectF(2, 2, 300, 200)
    lines = header_lines(frame, 3, large=False)
    assert lines[0] == QRectF(12, 6, 280, LINE_H)
    assert [line.top() for line in lines[1:]] == [6 + LINE_H - 6, 6 + LINE_H - 6 + SUB_LINE_H]
    assert header_height(False, 3) == LINE_H + 2 * SUB_LINE_H
    assert header_height(True, 1) == LARGE_LINE_H
    assert hand_width(_Widths(), "hand 3", 0, False, True) == 50.0       # the label and its gap
    assert hand_width(_Widths(), "hand 3", 3, False, True) > hand_width(_Widths(), "hand 3", 3, False, False)


def test_band_plan_keeps_a_next_turn_threat_in_view() -> None:
    plan = [["name"], ["Medium AI", "hand"]]
    assert band_plan(plan, 300, 80, 60, 120, next_turn=False) == [["name", "hand"]]
    assert band_plan(plan, 120, 80, 60, 120, next_turn=False) == [["name"]]
    assert band_plan(plan, 300, 80, 60, 120, next_turn=True) == [["name", "threat", "hand"]]
    assert band_plan(plan, 220, 80, 60, 120, next_turn=True) == [["name", "threat"]]


def test_band_covers_whole_rows_only() -> None:
    frame = QRectF(2, 2, 300, 400)
    body = frame.adjusted(6, header_height(False, 1) + 4, -6, -4)
    layout = layout_area(body, [3] * len(DOMAINS))
    counts = [box.foot for box in layout.boxes]
    assert not band_geometry(frame, QRectF(0, 0, 304, 404), 26, layout, counts, False).shown
    for top in range(10, 300, 7):
        visible = QRectF(0, top, 304, 404 - top)
        band = band_geometry(frame, visible, 26, layout, counts, False)
        assert band.shown and band.rect.top() == top and band.cover.top() == top
        assert band.cover.bottom() >= band.rect.bottom()
        for box in layout.boxes:      # no row of Domains cut by it: wholly under it or covered
            bottom = band.cover.bottom()
            assert box.column.top() >= bottom - 0.01 or box.column.bottom() <= bottom \
                or bottom == frame.bottom()
        if band.counts:
            assert band.rect.height() >= band_height(False)
