"""Fixtures of the GUI tests: a private data folder, models at prepared moments, a window."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import civgui.media.sound
import civgui.services.settings

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media import theme
from civgui.play.model import GameModel
from civgui.services import i18n
from civgui.table.cover import Cover
from engine import Game
from engine.types import View


@pytest.fixture(autouse=True, scope="session")
def english(qapp: object) -> None:
    """The tests read the table in English, with its plural forms ("1 card", "3 cards")."""
    i18n.set_language("en")


@pytest.fixture(autouse=True, scope="session")
def game_look(qapp: object) -> None:
    """The game's faces and look, as the app has them (``civgui.media.theme.install``)."""
    assert isinstance(qapp, QApplication)
    theme.install(qapp)


@pytest.fixture(autouse=True)
def cover_without_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hot-seat cover takes clicks at once (its guard time has tests of its own)."""
    monkeypatch.setattr(Cover, "GUARD_MS", 0)


class _Silent:
    """A sound backend that plays nothing (``silent_sounds``)."""

    def play(self, name: str, gain: float) -> None:
        """Nothing is heard."""

    def close(self) -> None:
        """Nothing to release."""


@pytest.fixture(autouse=True)
def silent_sounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test sounds through the machine's speakers: the app's player gets a backend that plays
    nothing (tests/gui/test_sound.py tests the real ones)."""
    player = civgui.media.sound.player()
    player.shutdown()
    monkeypatch.setattr(player, "factory", _Silent)


def mount(*args: str) -> bool:
    """``mount ARGS``; whether it worked (root only)."""
    return subprocess.run(["mount", *args], capture_output=True).returncode == 0


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB tmpfs of this test's own (root only: skipped where mount is not allowed)."""
    point = tmp_path / "fs"
    point.mkdir()
    if not mount("-t", "tmpfs", "-o", "size=1m", "tmpfs", str(point)):
        pytest.skip("mount -t tmpfs is not allowed here")
    try:
        yield point
    finally:
        subprocess.run(["umount", "-l", str(point)], capture_output=True)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves, autosaves, logs and settings go to a temporary folder; the settings' notifier is
    new for each test, so windows and guides left by earlier tests hear no setting change."""
    folder = tmp_path / "civdata"
    monkeypatch.setenv("CIV_DATA_DIR", str(folder))
    monkeypatch.setattr(civgui.services.settings, "_notifier", None)
    return folder


def seen(model: GameModel) -> View:
    """The model's view, which a test with a game running expects to exist."""
    view = model.view()
    assert view is not None, "no game is running"
    return view


def model_at(game: Game, players_humans: tuple[int, ...] = (0,), level: str = "easy") -> GameModel:
    """A GameModel showing ``game`` with seat 0 a person."""
    model = GameModel(autosave=False)
    model.load_game(game, scenes.seats(game.players, players_humans, level))
    return model


@pytest.fixture
def effects_model(qtbot: QtBot) -> GameModel:
    """Three players; seat 0 (a person) in step 2 with almost every effect available."""
    return model_at(scenes.effect_game())


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A main window with a paused AI (tests drive every seat themselves)."""
    win = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    win.driver.set_paused(True)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    yield win
    win.driver.shutdown()
