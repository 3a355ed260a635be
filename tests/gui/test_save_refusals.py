"""A refused save never costs the game in progress: every bad file opened (menu Open and
``--load`` both call ``MainWindow.load``) is explained and leaves the game, its history, its
log and its autosave byte for byte as they were; deep JSON in a save, the autosave or the
preferences is a clear error, never a ``RecursionError``."""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

import civgui
from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.services.settings import DEFAULT_PACE, setting
from civgui.services.storage import (
    MAX_SAVE_BYTES,
    PREFS,
    autosave_path,
    load_prefs,
    load_save,
    save_text,
)

DEEP = "[" * 100_000 + "]" * 100_000


def good_save() -> dict[str, Any]:
    """A valid app save of a 3-player game, as data to spoil."""
    game = scenes.played_game(3, seed=5, actions=12)
    return dict(json.loads(save_text(game, scenes.seats(3, level="hard"))))


def with_seats(*seats: Any) -> str:
    data = good_save()
    data["seats"] = list(seats)
    return json.dumps(data)


def edited_game(**changes: Any) -> str:
    """A good app save whose engine save has the given fields changed (None: removed)."""
    data = good_save()
    engine = json.loads(data["game"])
    engine.update(changes)
    for key in [k for k, v in changes.items() if v is None and k != "origin"]:
        del engine[key]
    data["game"] = json.dumps(engine)
    return json.dumps(data)


def first_actions(count: int) -> list[str]:
    """The first actions of the good save's game."""
    return list(json.loads(good_save()["game"])["history"][:count])


def spoiled(key: str, value: Any) -> str:
    data = good_save()
    data[key] = value
    return json.dumps(data)


SEAT = {"name": "Aurelia", "kind": "medium"}
BAD_FILES: dict[str, Callable[[], str | bytes]] = {
    "not JSON": lambda: "not json",
    "deep JSON": lambda: DEEP,
    "deep JSON in the seats": lambda: spoiled("seats", "x").replace('"x"', DEEP),
    "deep JSON in the engine's game": lambda: spoiled("game", DEEP),
    "not UTF-8": lambda: b'{"format": "civgui-save", "\xff\xfe": 1}',
    "huge": lambda: json.dumps(good_save()) + " " * MAX_SAVE_BYTES,
    "history edited": lambda: edited_game(history=[*first_actions(5), "play UTO3"]),
    "the core's state added": lambda: edited_game(state={"phase": 99}),
    "no origin": lambda: edited_game(origin=None),
    "nine players": lambda: edited_game(origin={"new": {"players": 9, "seed": 5, "setup": "classic",
                                                        "teams": False}}),
    "no app version": lambda: edited_game(app=None),
    "engine version 3": lambda: edited_game(version=3),
    "app version not text": lambda: spoiled("app", 2),
    "app version missing": lambda: spoiled("app", None).replace(', "app": null', ""),
    "game field not text": lambda: spoiled("game", {"format": "civ-save"}),
    "unknown field": lambda: spoiled("cheat", True),
    "version true": lambda: spoiled("version", True),
    "seats not a list": lambda: spoiled("seats", "three"),
    # an empty, blank, too long or control-character name is cleaned, not refused (tests/gui/test_markup.py)
    "name not text": lambda: with_seats({"name": 7, "kind": "human"}, SEAT, {"name": "B", "kind": "easy"}),
    "unknown kind": lambda: with_seats({"name": "A", "kind": "god"}, SEAT, {"name": "B", "kind": "easy"}),
    "kind missing": lambda: with_seats({"name": "A"}, SEAT, {"name": "B", "kind": "easy"}),
    "unknown seat field": lambda: with_seats({"name": "A", "kind": "human", "x": 1}, SEAT,
                                             {"name": "B", "kind": "easy"}),
    "same name twice": lambda: with_seats(SEAT, SEAT, {"name": "B", "kind": "easy"}),
    "two seats for three players": lambda: with_seats({"name": "A", "kind": "human"}, SEAT),
}


@pytest.fixture
def playing(qtbot: QtBot) -> Iterator[MainWindow]:
    """A window with a game in progress, autosaved after every change."""
    window = MainWindow(GameModel(autosave=True), pace=0.0, end_dialog=False)
    window.driver.set_paused(True)
    qtbot.addWidget(window)
    window.model.load_game(scenes.effect_game("use purge"), scenes.seats(3))
    yield window
    window.driver.shutdown()


def snapshot(window: MainWindow) -> tuple[Any, ...]:
    """Everything a refused file must leave alone."""
    model = window.model
    game = model.game_copy()
    assert game is not None
    return (game.to_json(), list(model.log), model.seats, model.viewer, model.legal_actions(),
            autosave_path().read_bytes())


@pytest.mark.slow
@pytest.mark.parametrize("case", list(BAD_FILES))
def test_a_refused_save_changes_nothing(case: str, playing: MainWindow, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: shown.append(text))
    content = BAD_FILES[case]()
    path = tmp_path / "bad.civ.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    before = snapshot(playing)
    assert not playing.load(path)
    assert snapshot(playing) == before
    assert len(shown) == 1
    assert shown[0].startswith("bad.civ.json cannot be opened.\n") and shown[0].count("bad.civ.json") == 1
    assert shown[0].endswith("\n\nThe game in progress goes on unchanged.")
    assert "Traceback" not in shown[0] and len(shown[0]) < 400      # short and in words


def test_the_app_save_is_version_2_with_the_app_version_around_the_engine_save() -> None:
    data = good_save()
    assert list(data) == ["format", "version", "app", "seats", "game"]
    assert (data["format"], data["version"], data["app"]) == ("civgui-save", 2, civgui.__version__)
    assert json.loads(data["game"])["app"] == civgui.__version__


def test_the_good_save_the_refusals_start_from_loads(playing: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "good.civ.json"
    path.write_text(json.dumps(good_save()))
    assert playing.load(path)
    assert playing.model.seats[2].kind == "hard"


def test_a_huge_file_is_refused_before_it_is_read_in_full(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.civ.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_SAVE_BYTES * 50)       # a sparse 1 GB file: cheap to make, slow to read
    reads: list[int] = []
    real_fdopen = os.fdopen

    def spy_fdopen(fd: int, *args: Any, **kwargs: Any) -> Any:
        handle = real_fdopen(fd, *args, **kwargs)
        real_read = handle.read

        def read(size: int = -1) -> Any:
            reads.append(size)
            return real_read(size)

        handle.read = read
        return handle

    monkeypatch.setattr(os, "fdopen", spy_fdopen)
    with pytest.raises(ValueError, match="too big"):
        load_save(path)
    assert reads and all(0 < size <= MAX_SAVE_BYTES + 1 for size in reads)


def test_a_missing_file_and_a_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cannot read"):
        load_save(tmp_path / "gone.civ.json")
    (tmp_path / "folder.civ.json").mkdir()
    with pytest.raises(ValueError, match="not a file"):
        load_save(tmp_path / "folder.civ.json")


def test_a_deeply_nested_autosave_does_not_stop_the_start(qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    autosave_path().write_text(DEEP)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(
        " ".join((box.text(), box.informativeText(), box.detailedText()))))
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    assert not window.offer_resume()
    assert not window.model.has_game
    assert len(told) == 1 and "nested too deep" in told[0]        # the player is told why
    assert not autosave_path().exists()                             # and the file is kept aside
    assert [p.read_text() for p in autosave_path().parent.glob("autosave-damaged-*.civ.json")] == [DEEP]
    window.driver.shutdown()


@pytest.mark.parametrize("content", [DEEP, '{"ai_pace": ' + DEEP + "}", "\xff garbage", "[1, 2]",
                                     "x" * 2_000_000],
                         ids=["deep", "deep value", "not UTF-8", "not a table", "huge"])
def test_damaged_preferences_are_ignored_with_a_warning(content: str, data_dir: Path, qtbot: QtBot,
                                                        caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / PREFS).write_text(content, encoding="latin-1")
    with caplog.at_level(logging.WARNING):
        window = MainWindow(GameModel(autosave=False), end_dialog=False)   # reads the AI speed
        qtbot.addWidget(window)
        assert load_prefs() == {}
    assert window.driver.pace == DEFAULT_PACE
    if content != "[1, 2]":         # valid JSON, just not a table: nothing to warn about
        assert any("preferences ignored" in r.getMessage() for r in caplog.records)
    assert setting("ai/pace") == DEFAULT_PACE     # nothing carried over into the settings
    assert (data_dir / PREFS).read_text(encoding="latin-1") == content   # and the file is left as it was
    window.driver.shutdown()


def test_preferences_that_are_not_a_file_are_ignored(data_dir: Path,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    fifo = data_dir / PREFS
    os.mkfifo(fifo)            # opening it for reading waits for a writer: the app would hang at start
    done = threading.Event()

    def unblock() -> None:     # if the app does open it, answer so the test fails instead of hanging
        while not done.wait(0.05):
            try:
                fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:
                continue       # nobody is reading: good
            os.write(fd, b'{"ai_pace": 2.0}')
            os.close(fd)
            return

    watchdog = threading.Thread(target=unblock, daemon=True)
    watchdog.start()
    try:
        with caplog.at_level(logging.WARNING):
            assert load_prefs() == {}
    finally:
        done.set()
        watchdog.join(5)
    assert any("not a file" in r.getMessage() for r in caplog.records)


def test_game_json_of_the_engine_is_still_checked_by_the_engine(tmp_path: Path) -> None:
    data = good_save()
    engine = json.loads(data["game"])
    engine["history"] = [*engine["history"][:-1], "take UTO3"]
    data["game"] = json.dumps(engine)
    path = tmp_path / "short.civ.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=r"short\.civ\.json: inconsistent save: action 14 \(take UTO3: "):
        load_save(path)


def test_a_refused_load_at_start_leaves_the_autosave(qtbot: QtBot, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``civ --load bad.civ.json``: no game yet; the autosave of the last game stays as it was."""
    data_dir = autosave_path().parent
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text(save_text(scenes.effect_game("use purge"), scenes.seats(3)))
    before = autosave_path().read_bytes()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, text, *a: shown.append(text))
    window = MainWindow(GameModel(autosave=True), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    bad = tmp_path / "bad.civ.json"
    bad.write_text(DEEP)
    assert not window.load(bad)
    assert not window.model.has_game and autosave_path().read_bytes() == before
    assert shown and shown[0].endswith("\n\nNothing was changed.")
    window.driver.shutdown()
