"""A destructive action is never a dialog's default: the statistics' Reset is not the gold
default button (Close is, Enter closes) and the theme outlines it in its palette's red."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.media import palette, theme
from civgui.media.colourcheck import delta_e
from civgui.play.model import GameModel
from civgui.review.stats import StatisticsDialog, StatsRecorder


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


@pytest.mark.slow
@pytest.mark.parametrize("tint", ["classic", "colour-blind", "high-contrast"])
def test_reset_statistics_is_not_the_default_and_is_outlined_in_red(
        tint: str, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CIV_DATA_DIR", str(tmp_path))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.install(app)
    palette.set_palette(tint)
    try:
        theme.apply(tint)
        dialog = StatisticsDialog(StatsRecorder(GameModel(autosave=False)))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        reset, close = dialog.reset_button, dialog.close_button
        assert close is not None and close.isDefault()
        assert not reset.isDefault() and not reset.autoDefault()
        image = reset.grab().toImage()
        edge = image.pixelColor(image.width() // 2, 0)            # the button's top border
        middle = image.pixelColor(4, image.height() // 2)
        red = theme.colour("danger", tint)
        gold = theme.colour("accent", tint)
        assert delta_e(_rgb(edge), _rgb(red)) < 12, (edge.name(), red.name())
        assert delta_e(_rgb(middle), _rgb(gold)) > 30           # not the gold default's face
        shot = close.grab().toImage()
        assert delta_e(_rgb(shot.pixelColor(4, shot.height() // 2)), _rgb(gold)) < 25
    finally:
        palette.set_palette("classic")
        theme.apply("classic")
