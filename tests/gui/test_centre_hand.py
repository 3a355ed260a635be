"""The hand: larger cards when the window has room, the card under the pointer lifted (and drawn
whole over its neighbours), a long hand (Holy Book, Divine Right) overlapped to fit, never scrolled."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QScrollBar, QWidget

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.table.hand import LIFT
from engine import Game

LONG = ["MIL2", "REL1", "SCI2", "ART3", "ECO1", "UTO3", "MIL1", "REL2", "SCI3", "ECO2", "ART1", "MIL3"]


def settle(window: MainWindow) -> None:
    """Layouts and paints done."""
    for _ in range(4):
        QApplication.processEvents()
    window.grab()
    QApplication.processEvents()


def in_window(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in window coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def hand_of(cards: int) -> Game:
    """The effects position with ``cards`` cards in the viewer's hand."""
    position = scenes.effects_position()
    position["hands"][0] = LONG[:cards]
    return Game.from_position(position)


def move_to(widget: QWidget, point: QPointF) -> None:
    """The pointer moves to ``point`` over ``widget``."""
    event = QMouseEvent(QMouseEvent.Type.MouseMove, point, widget.mapToGlobal(point),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


@pytest.mark.parametrize("cards", [9, 12])
def test_a_long_hand_fits_without_a_scroll_bar_at_1280x720(window: MainWindow, cards: int) -> None:
    window.resize(1280, 720)
    window.model.load_game(hand_of(cards), scenes.seats(3))
    settle(window)
    hand = window.hand
    assert len(hand.tokens) == cards
    parent = hand.parentWidget()
    while parent is not None:
        assert not isinstance(parent, QAbstractScrollArea), "the hand is never in a scroll area"
        parent = parent.parentWidget()
    assert not [bar for bar in hand.findChildren(QScrollBar) if bar.isVisible()]
    assert QRect(QPoint(0, 0), window.size()).contains(in_window(window, hand))
    box = hand.rect().toRectF()
    rects = [hand.card_rect(i) for i in range(cards)]
    for rect in rects:
        assert box.contains(rect), (rect, box)
    widths = hand.visible_widths()
    assert min(widths) >= 20, widths            # every card shows a strip its tag can be read on
    assert rects[-1].width() == rects[0].width() and widths[-1] == rects[-1].width()
    deck = in_window(window, window.centre.deck)
    assert not deck.intersects(in_window(window, hand)), "the piles stay beside the hand"


@pytest.mark.slow
def test_the_cards_are_larger_on_a_larger_window(window: MainWindow) -> None:
    window.model.load_game(hand_of(3), scenes.seats(3))
    window.resize(1280, 720)
    settle(window)
    small = window.hand.card_rect(0).width()
    window.resize(1600, 1000)
    settle(window)
    large = window.hand.card_rect(0).width()
    assert small >= 80 and large >= 130, (small, large)
    pile = window.centre.deck.card_rect().width()
    assert pile >= 0.6 * large, "the piles follow the hand: the Age on the deck can be read"


@pytest.mark.parametrize("cards", [3, 9])
def test_the_card_under_the_pointer_rises(window: MainWindow, cards: int) -> None:
    window.resize(1280, 720)
    window.model.load_game(hand_of(cards), scenes.seats(3))
    settle(window)
    hand = window.hand
    rest = [hand.card_rect(i) for i in range(cards)]
    target = 1
    visible = hand.visible_widths()[target]
    probe = QPoint(int(rest[target].right()) - 4, int(rest[target].center().y()))
    under = hand.grab().toImage().pixelColor(probe)     # the next card's, where it covers this one
    move_to(hand, QPointF(rest[target].left() + visible / 2, rest[target].center().y()))
    assert hand.hover == target
    lifted = hand.card_rect(target)
    assert lifted.top() == rest[target].top() - LIFT and lifted.left() == rest[target].left()
    assert all(hand.card_rect(i) == rest[i] for i in range(cards) if i != target)
    if cards > 3:        # overlapped: the lifted card is drawn whole, over the next one
        assert visible < rest[target].width()
        assert hand.grab().toImage().pixelColor(probe) != under
    leave = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(-5, -5), hand.mapToGlobal(QPointF(-5, -5)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(hand, leave)
    assert hand.hover == -1 and hand.card_rect(target) == rest[target]
