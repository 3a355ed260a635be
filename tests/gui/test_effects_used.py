"""A used effect's title reads on the dark panel in every palette (the old hard-coded green,
#1b5e20 on the themed panel, was about 1.5:1), and the panel's style follows a palette switch."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media import palette
from civgui.media.painting import contrast_ratio


@pytest.fixture
def back_to_classic() -> Iterator[None]:
    yield
    palette.set_palette("classic")


@pytest.mark.slow
@pytest.mark.parametrize("tint", ["classic", "colour-blind", "high-contrast"])
def test_a_used_effect_title_reads_on_its_button(window: MainWindow, back_to_classic: None,
                                                 tint: str) -> None:
    window.model.load_game(scenes.effect_game("use assassination", "discard ART3"), scenes.seats(3))
    palette.set_palette(tint)
    for _ in range(3):
        QApplication.processEvents()
    button = window.effects.buttons["assassination"]
    assert button.property("used") is True
    image = button.grab().toImage()
    # the button's background: the colour of most pixels; its text: the pixel farthest from it
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y) & 0xFFFFFF
            counts[rgb] = counts.get(rgb, 0) + 1
    background = QColor(max(counts, key=lambda rgb: counts[rgb]))
    best = max(contrast_ratio(QColor(rgb), background) for rgb in counts)
    assert best >= 4.5, (tint, background.name(), best)
    assert palette.hex_colour("muted") in window.effects.styleSheet()
