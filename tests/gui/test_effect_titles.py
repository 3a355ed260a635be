"""Every effect's title stays legible on its button (issue 27, part 4): in English, French and
Hungarian, at 1280x720, 1600x1000 and 1920x1080, each title is whole (never elided), drawn at no
less than 85 % of the panel's font, inside the room the style gives a button's text; a title too
long for one line ("Saut technologique") takes two, and its row of buttons grows for them."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QApplication, QPushButton, QStyle, QStyleOptionButton

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.texts import EFFECT_BY_NAME
from civgui.services import i18n
from civgui.table.effects import FONT_FLOOR


@pytest.fixture
def back_to_english() -> Iterator[None]:
    """English again after the test."""
    yield
    i18n.set_language("en")


def text_room(button: QPushButton) -> tuple[int, int]:
    """The width and height the style leaves for the button's text."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    contents = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    return contents.width(), contents.height()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr", "hu"])
def test_every_effect_title_is_whole_and_legible(window: MainWindow, back_to_english: None,
                                                 language: str, size: tuple[int, int]) -> None:
    i18n.set_language(language)
    window.resize(*size)
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    for _ in range(3):
        QApplication.processEvents()
    panel = window.effects
    base = panel._font_px
    floor = math.ceil(base * FONT_FLOOR)
    for name, button in panel.buttons.items():
        title = EFFECT_BY_NAME[name].title
        lines = button.text().split("\n")
        assert " ".join(lines) == title, (name, button.text())            # whole, never elided
        assert len(lines) <= 2
        metrics = QFontMetrics(button.font())
        px = button.font().pixelSize()
        assert px >= floor, (title, px, base)
        width, height = text_room(button)
        assert max(metrics.horizontalAdvance(line) for line in lines) <= width, (title, width)
        assert metrics.height() * len(lines) <= height + 4, (title, height)
        row = [b for n, b in panel.buttons.items() if EFFECT_BY_NAME[n].domain == EFFECT_BY_NAME[name].domain]
        assert {b.height() for b in row} == {button.height()}, title          # one height a row


def test_a_long_french_title_takes_two_lines_at_the_panels_size(window: MainWindow,
                                                                back_to_english: None) -> None:
    """Seen at 1600x1000: "Saut technologique" was drawn at 8 px on one line; "Développement" small."""
    i18n.set_language("fr")
    window.resize(1600, 1000)
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    QApplication.processEvents()
    panel = window.effects
    leap = panel.buttons["breakthrough"]
    assert leap.text() == "Saut\ntechnologique" and leap.font().pixelSize() == panel._font_px
    assert panel.buttons["development"].font().pixelSize() >= math.ceil(panel._font_px * FONT_FLOOR)


def test_the_domain_emblems_are_drawn_in_the_text_colour(window: MainWindow) -> None:
    """Seen on the dark table: the emblems beside the rows were the art's dark ink, barely seen."""
    from civgui.media.palette import hex_colour

    ink = QColor(hex_colour("text"))
    for icon in window.effects.domain_icons:
        image = icon.pixmap().toImage()
        opaque = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
                  if image.pixelColor(x, y).alpha() == 255]
        assert opaque and all(c.rgb() == ink.rgb() for c in opaque), icon.accessibleName()
