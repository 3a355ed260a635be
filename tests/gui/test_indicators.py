"""Radio buttons and check boxes in the theme: a checked radio button shows a filled dot in the
palette's accent gold (an unchecked one none), and a disabled check box's or radio button's square
or disc is outlined in the palette's muted colour (it vanished dark on dark), in all three palettes;
measured on grabbed pixels."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from civgui.media import palette, theme
from civgui.media.colourcheck import delta_e


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def _indicator(button: QAbstractButton) -> tuple[QImage, int, int, int, int]:
    """The button's grab and its indicator's rectangle (x, y, width, height)."""
    option = QStyleOptionButton()
    option.initFrom(button)
    element = QStyle.SubElement.SE_RadioButtonIndicator if isinstance(button, QRadioButton) \
        else QStyle.SubElement.SE_CheckBoxIndicator
    rect = button.style().subElementRect(element, option, button)
    image = button.grab().toImage()
    scale = image.width() / max(1, button.width())
    return image, int(rect.x() * scale), int(rect.y() * scale), int(rect.width() * scale), \
        int(rect.height() * scale)


@pytest.mark.parametrize("tint", ["classic", "colour-blind", "high-contrast"])
def test_a_checked_radio_shows_a_gold_dot_and_disabled_indicators_are_outlined(
        tint: str, qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.install(app)
    palette.set_palette(tint)
    try:
        theme.apply(tint)
        window = QWidget()
        layout = QVBoxLayout(window)
        checked, unchecked = QRadioButton("Aurelia"), QRadioButton("Bartholomew")
        checked.setChecked(True)
        team = QCheckBox("Team game")
        team.setEnabled(False)
        for widget in (checked, unchecked, team):
            layout.addWidget(widget)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        accent = theme.colour("accent", tint)
        image, x, y, w, h = _indicator(checked)
        dot = image.pixelColor(x + w // 2, y + h // 2)
        assert delta_e(_rgb(dot), _rgb(accent)) < 15, dot.name()
        image, x, y, w, h = _indicator(unchecked)
        hole = image.pixelColor(x + w // 2, y + h // 2)
        assert delta_e(_rgb(hole), _rgb(accent)) > 40, hole.name()
        assert delta_e(_rgb(dot), _rgb(hole)) > 40
        image, x, y, w, h = _indicator(team)
        edge = image.pixelColor(x, y + h // 2)                   # the square's left side
        inside = image.pixelColor(x + w // 2, y + h // 2)
        muted = theme.colour("muted", tint)
        assert delta_e(_rgb(edge), _rgb(muted)) < 15, edge.name()
        assert delta_e(_rgb(edge), _rgb(inside)) > 25
    finally:
        palette.set_palette("classic")
        theme.apply("classic")
