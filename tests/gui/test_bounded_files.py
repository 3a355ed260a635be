"""Bounded work for every file (issue 26, part 7): a save carrying far more log entries than its
game can have is opened at once with its log rebuilt; entries are rebuilt without asking for the
type hints again for each; an autosave that is not a regular file (a FIFO, a link to a device, a
folder, a broken link) is set aside and explained like a damaged one; a log file that is a FIFO
never blocks the start."""

from __future__ import annotations

import logging
import os
import threading
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from civgui.app import datasafety, errors
from civgui.app.datasafety import read_autosave
from civgui.devtools import scenes
from civgui.play.model import GameModel, LogEntry
from civgui.review.kept import MAX_KEPT_BYTES, games_dir
from civgui.review.replay import ReplayChooser
from civgui.services import storage
from civgui.services.storage import AUTOSAVE, load_save, max_log_entries, rebuild_all, write_save


def played_model() -> GameModel:
    model = GameModel(autosave=False)
    model.load_game(scenes.finished_game(3, 3), scenes.seats(3))
    return model


def test_a_save_with_more_log_entries_than_its_game_can_have_opens_with_the_log_rebuilt(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    model = played_model()
    game = model.game_copy()
    assert game is not None and model.log
    limit = max_log_entries(game)
    path = tmp_path / "big.civ.json"
    fits = (model.log * (limit // len(model.log) + 1))[:limit]
    write_save(path, game, model.seats, fits)
    assert load_save(path).log_entries(LogEntry) == fits              # as many as it can have: kept
    write_save(path, game, model.seats, fits + model.log[:1])
    with caplog.at_level(logging.WARNING, logger="civgui.storage"):
        assert load_save(path).log_entries(LogEntry) is None          # one more: not rebuilt
    assert any("more than this game can have" in r.getMessage() for r in caplog.records)
    opened = GameModel(autosave=False)
    opened.load_file(path)
    reopened = opened.game_copy()
    assert len(opened.log) <= limit and reopened is not None and reopened.history == game.history


def test_entries_are_rebuilt_with_the_type_hints_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    entries = played_model().log
    calls: list[object] = []
    real = typing.get_type_hints

    def counted(obj: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        calls.append(obj)
        return real(obj, *args, **kwargs)

    storage._shape.cache_clear()
    monkeypatch.setattr(typing, "get_type_hints", counted)
    rebuilt = rebuild_all(LogEntry, [storage.entry_dict(e) for e in entries] * 20)
    assert rebuilt == list(entries) * 20
    assert calls == [LogEntry]


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(datasafety, "tell", lambda _p, title, text, details, *_a: said.append(details))
    return said


@pytest.mark.parametrize("kind", ["fifo", "device link", "folder", "broken link"])
def test_an_autosave_that_is_not_a_file_is_set_aside_and_explained(data_dir: Path, told: list[str],
                                                                   kind: str) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / AUTOSAVE
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device link":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(data_dir / "gone.civ.json")
    assert read_autosave(None) is None
    assert not path.exists() and not path.is_symlink()          # moved aside: the next autosave can write
    aside = [p for p in data_dir.iterdir() if p.name.startswith("autosave-damaged-")]
    assert len(aside) == 1 and len(told) == 1 and aside[0].name in told[0]


@pytest.fixture
def root_handlers() -> Iterator[None]:
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield
    for handler in root.handlers:
        if handler not in before:
            root.removeHandler(handler)
    root.setLevel(level)


@pytest.mark.usefixtures("root_handlers")
def test_a_log_file_that_is_a_fifo_never_blocks_the_start(data_dir: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, logging.handlers.RotatingFileHandler):
            monkeypatch.setattr(root, "handlers", [h for h in root.handlers if h is not handler])
    data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(errors.log_path())
    result: list[Path | None] = []
    worker = threading.Thread(target=lambda: result.append(errors.setup_logging()), daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():                      # unblock the waiting open, so the test run goes on
        fd = os.open(errors.log_path(), os.O_RDONLY | os.O_NONBLOCK)
        worker.join(5)
        os.close(fd)
        pytest.fail("opening the log file waited for a reader")
    assert result == [None]                    # the log goes to the terminal instead


def test_the_replay_chooser_reads_no_kept_game_bigger_than_a_game_can_be(data_dir: Path,
                                                                          qtbot: QtBot) -> None:
    folder = games_dir()
    folder.mkdir(parents=True)
    big = folder / f"2026-01-01T00-00-00-{'0' * 16}.civ.json"
    big.write_bytes(b" " * (MAX_KEPT_BYTES + 1))
    chooser = ReplayChooser(None, folder)
    qtbot.addWidget(chooser)
    assert chooser.games == [] and [p for p, _why in chooser.unreadable] == [big]
    assert "too big" in chooser.unreadable[0][1]
