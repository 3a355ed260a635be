"""The hot-seat cover's one button is the primary button, in the active gold like End turn, and
stays gold in its short guard time (it only ignores clicks then): never the dark grey disabled look."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.media import palette, theme
from civgui.media.colourcheck import contrast_ratio, delta_e
from civgui.table.cover import Cover


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


@pytest.mark.slow
@pytest.mark.parametrize("tint", ["classic", "colour-blind", "high-contrast"])
def test_the_cover_button_is_the_gold_primary_button_armed_or_not(tint: str, qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.install(app)
    palette.set_palette(tint)
    try:
        theme.apply(tint)
        cover = Cover()
        qtbot.addWidget(cover)
        cover.set_texts("Aurelia", "Pass the screen", "I am Aurelia: show my hand", 0)
        cover.resize(800, 500)
        cover.show()
        qtbot.waitExposed(cover)
        disabled = theme.colour("disabled_button", tint)
        for armed in (False, True):
            cover.button.setEnabled(armed)
            image = cover.button.grab().toImage()
            face = image.pixelColor(6, image.height() // 2)
            text = QColor("#2a1d00")
            assert delta_e(_rgb(face), _rgb(QColor("#f0c040"))) < 20, (armed, face.name())
            assert delta_e(_rgb(face), _rgb(disabled)) > 40, (armed, face.name())
            assert contrast_ratio(_rgb(text), _rgb(face)) >= 4.5
            assert contrast_ratio(_rgb(face), _rgb(theme.colour("window", tint))) >= 3.0
    finally:
        palette.set_palette("classic")
        theme.apply("classic")
