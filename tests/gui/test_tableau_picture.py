"""A player area keeps the picture of its last paint: a repaint where nothing changed (an
animation's frame, an expose: Qt's own update) draws nothing again, and every change of what it
shows (the game, the palette, the language, its size) draws it afresh."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytest import MonkeyPatch

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media import palette
from civgui.table.tableau import PlayerArea


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _counting(monkeypatch: MonkeyPatch) -> list[PlayerArea]:
    drawn: list[PlayerArea] = []
    real = PlayerArea._draw

    def draw(self: PlayerArea, *args: object) -> None:
        drawn.append(self)
        real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(PlayerArea, "_draw", draw)
    return drawn


def _image(area: PlayerArea) -> QImage:
    return area.grab().toImage()


def test_a_repaint_with_nothing_changed_draws_nothing_again(window: MainWindow,
                                                            monkeypatch: MonkeyPatch) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    _settle()
    area = window.areas()[0]
    before = _image(area)
    drawn = _counting(monkeypatch)
    for _ in range(3):
        QWidget.update(area)        # what an animation's frame or an expose does
        QWidget.repaint(area)
    assert drawn == []
    assert _image(area) == before


@pytest.mark.slow
def test_every_change_draws_the_area_afresh(window: MainWindow, monkeypatch: MonkeyPatch) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    _settle()
    area = window.areas()[0]
    before = _image(area)
    drawn = _counting(monkeypatch)
    try:
        palette.set_palette("high-contrast")
        _settle()
        QWidget.repaint(area)
        assert area in drawn
        assert _image(area) != before          # the palette's colours, not the old picture
    finally:
        palette.set_palette("classic")
    _settle()
    assert _image(area) == before
    drawn.clear()
    window.model.changed.emit()   # the game changed
    QWidget.repaint(area)
    assert area in drawn
    drawn.clear()
    window.resize(window.width() - 40, window.height())
    _settle()
    QWidget.repaint(area)
    assert area in drawn
