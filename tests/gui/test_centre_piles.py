"""The deck and the discard pile: their captions are never cut, in any language ("legfelül: III. kor"
was clipped at both ends in Hungarian), at the piles' smallest and larger sizes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QFontMetricsF, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.services import i18n
from civgui.table.centre import PileWidget
from engine import Game


def age_three_game() -> Game:
    """Seat 0 to play, ten cards in the deck with an Age III card on top, and a discard pile."""
    position = scenes.threat_position()
    position["deck"] = ["MIL3", "ECO3", "ART2", "UTO3", "REL1", "ECO1", "REL2", "ART3", "SCI3", "MIL2"]
    return Game.from_position(position)


@pytest.fixture
def model(qtbot: QtBot) -> Iterator[GameModel]:
    """A model on the Age III deck."""
    model = GameModel(autosave=False)
    model.load_game(age_three_game(), scenes.seats(3))
    yield model
    i18n.set_language("en")


def ink_at_edges(pile: PileWidget) -> list[int]:
    """The first and last columns of the caption's room (where the painter clips it) if they have ink."""
    image = pile.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    font, room, _lines = pile.caption()
    top, bottom = int(room.top()), min(image.height(), int(room.top() + 2.2 * QFontMetricsF(font).height()))
    background = QColor(image.pixel(0, image.height() - 1))
    inked = []
    for x in (int(room.left()), int(room.right()) - 1):
        for y in range(top, bottom):
            colour = QColor(image.pixel(x, y))
            if abs(colour.lightness() - background.lightness()) > 40:
                inked.append(x)
                break
    return inked


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "fr", "hu"])
@pytest.mark.parametrize("width", [46, 64, 90])
def test_the_pile_captions_fit_in_every_language(model: GameModel, language: str, width: int,
                                                 qtbot: QtBot) -> None:
    i18n.set_language(language)
    for which in ("deck", "discard"):
        pile = PileWidget(model, which)
        qtbot.addWidget(pile)
        pile.setStyleSheet("background: #1b3022;")
        pile.set_card_width(width)
        pile.show()
        QApplication.processEvents()
        font, room, lines = pile.caption()
        assert len(lines) == 2, lines
        assert "III" in lines[1] or which == "discard"
        metrics = QFontMetricsF(font)
        used = room.adjusted(0, 0, 0, 2 * metrics.lineSpacing() - room.height())
        assert pile.rect().toRectF().contains(used), "both lines inside the pile"
        for line in lines:
            assert metrics.horizontalAdvance(line) <= room.width() - 2, (language, which, line)
        assert font.pixelSize() >= 9, "still readable"
        assert ink_at_edges(pile) == [], (language, which, lines)
