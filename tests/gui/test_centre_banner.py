"""The turn banner: whose turn it is and the step are the largest text on the table, across its top
in the seat's colour; the final round, a Hegemony threat and the end of the game are on it, in the
warning colour; it says nothing that depends on a hidden card (RULES §8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QFontInfo, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media.palette import hex_colour, seat_hex
from civgui.table.turnbanner import FitLabel
from engine import Game


def settle(window: MainWindow) -> None:
    """Layouts and paints done."""
    for _ in range(3):
        QApplication.processEvents()
    window.grab()
    QApplication.processEvents()


def in_window(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in window coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def text_pixels(widget: QWidget) -> int:
    """The pixel height of the font a widget's text is drawn in."""
    if isinstance(widget, FitLabel):
        return QFontInfo(widget.drawn_font()).pixelSize()
    return QFontInfo(widget.font()).pixelSize()


def has_colour(image: QImage, colour: str, tolerance: int = 12) -> bool:
    """Whether some pixel of ``image`` is ``colour`` (within ``tolerance`` on each channel)."""
    want = QColor(colour)
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            got = QColor(image.pixel(x, y))
            if max(abs(got.red() - want.red()), abs(got.green() - want.green()),
                   abs(got.blue() - want.blue())) <= tolerance:
                return True
    return False


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)])
def test_the_turn_is_the_largest_text_on_the_table(window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    window.model.load_game(Game.from_position(scenes.threat_position()), scenes.seats(3))
    settle(window)
    turn = window.centre.turn
    assert turn.isVisible() and turn.text() == "Your turn"
    largest = text_pixels(turn)
    others = [w for w in window.table.findChildren(QWidget) if isinstance(w, (QLabel, QAbstractButton))
              and w is not turn and w.isVisible() and (w.text() if hasattr(w, "text") else "")]
    assert window.prompt in others
    for widget in others:
        assert largest >= 1.5 * text_pixels(widget), (widget.objectName(), text_pixels(widget), largest)
    banner = window.centre.banner
    table, place = in_window(window, window.table), in_window(window, banner)
    assert place.width() >= 0.9 * table.width(), "the banner spans the table"
    assert place.top() < in_window(window, window.table_scroll).top(), "over the tableaus"


def test_the_banner_wears_the_colour_of_the_seat_to_move(window: MainWindow) -> None:
    game = Game.from_position(scenes.threat_position())
    window.model.load_game(game, scenes.seats(3))
    settle(window)
    banner = window.centre.banner
    assert has_colour(banner.grab().toImage(), seat_hex(0))
    assert not has_colour(banner.grab().toImage(), seat_hex(1))
    while game.to_move == 0:   # Aurelia (seat 1) to move next
        game.apply(game.legal_actions()[0])
    window.model.load_game(game, scenes.seats(3))
    settle(window)
    assert window.centre.turn.text() == "Aurelia's turn"
    image = banner.grab().toImage()
    assert has_colour(image, seat_hex(1)) and not has_colour(image, seat_hex(0))


def test_a_threat_and_the_final_round_are_on_the_banner_in_the_warning_colour(window: MainWindow) -> None:
    window.model.load_game(Game.from_position(scenes.threat_position()), scenes.seats(3))
    settle(window)
    threat = window.centre.threat
    assert threat.isVisible()
    assert threat.text().startswith("⚠ Aurelia could win by Hegemony on their next turn"), threat.text()
    assert "(1 more threat)" in threat.text()          # Bartholomew too
    assert text_pixels(threat) >= text_pixels(window.prompt)
    assert has_colour(window.centre.banner.grab().toImage(), hex_colour("warning"))
    assert not window.centre.final.isVisible()
    window.model.load_game(scenes.played_game(2, 5, 40, final_round=True), scenes.seats(2))
    settle(window)
    final = window.centre.final
    assert final.isVisible() and final.text() == "FINAL ROUND"
    assert "no more refills" in final.toolTip()
    assert text_pixels(final) >= 1.25 * text_pixels(window.prompt)
    assert has_colour(window.centre.banner.grab().toImage(), hex_colour("warning"))


def test_the_end_of_the_game_is_on_the_banner(window: MainWindow) -> None:
    game = scenes.finished_game()
    window.model.load_game(game, scenes.seats(3))
    settle(window)
    assert window.centre.turn.text() == "Game over"
    assert "wins" in window.centre.steps.text()
    assert not window.centre.final.isVisible() and not window.centre.threat.text()
    assert window.centre.banner.state == "over"
    assert has_colour(window.centre.banner.grab().toImage(), hex_colour("active"))


def test_the_banner_tells_nothing_of_a_hidden_hand(window: MainWindow, qtbot: QtBot) -> None:
    """Two tables that differ only in Aurelia's hand and the deck's order show the same banner."""
    texts = []
    worlds = ((["SCI2", "ART1", "MIL2"], ["MIL3", "ECO3"]), (["REL1", "REL2", "ECO1"], ["ECO3", "MIL3"]))
    for hand, deck in worlds:
        position = scenes.threat_position()
        position["hands"][1] = hand
        position["deck"] = deck
        window.model.load_game(Game.from_position(position), scenes.seats(3))
        settle(window)
        centre = window.centre
        texts.append([label.text() for label in (centre.turn, centre.steps, centre.final, centre.threat,
                                                 centre.limit, centre.standings)]
                     + [centre.banner.accessibleDescription()])
    assert texts[0] == texts[1]


def test_in_hot_seat_the_banner_names_the_person_at_the_screen(window: MainWindow) -> None:
    game = Game.new(2, 5)
    window.model.load_game(game, scenes.seats(2, (0, 1)))
    window.model.lift_cover()
    settle(window)
    seat = window.model.to_move
    assert seat is not None and window.model.viewer == seat
    assert window.centre.turn.text() == f"{window.model.seat_name(seat)}, your turn"
    assert has_colour(window.centre.banner.grab().toImage(), seat_hex(seat))
