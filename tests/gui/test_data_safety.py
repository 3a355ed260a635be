"""Nothing lost, as real processes: kill -9 at random moments and at the exact write and rename
of the autosave, a full file system, a read-only or impossible data folder, two copies on one
folder, a damaged autosave (kept aside, dated; no game started that nobody asked for)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from civgui.services.storage import read_save

from .civproc import PHASES, Civ
from .conftest import mount

AUTOSAVE = "autosave.civ.json"


def saved_history(data: Path) -> list[str]:
    """The actions held by the autosave (it must load)."""
    game, _seats = read_save(data / AUTOSAVE)
    return list(game.history)


def temporaries(data: Path) -> list[str]:
    """Temporary files in the data folder."""
    return sorted(p.name for p in data.iterdir() if p.name.endswith(".tmp"))


@pytest.fixture(autouse=True)
def no_copy_left_running() -> Iterator[None]:
    """Whatever happens in a test, no app process outlives it."""
    yield
    Civ.kill_all()


@pytest.mark.slow
def test_kill_9_at_random_moments_loses_no_action(tmp_path: Path) -> None:
    data = tmp_path / "data"
    rng = random.Random(8)
    runs, lost = 8, 0
    for run in range(runs):
        civ = Civ(data, "--autoplay", "100000", "--players", str(2 + run % 3), "--seed", str(run + 1))
        civ.wait_for("civ: applied", count=rng.randint(1, 80))
        civ.kill()                       # the game goes on at full speed: the kill lands anywhere
        applied, saved = civ.applied(), saved_history(data)
        assert saved == applied[:len(saved)], "the autosave is not the game that was played"
        assert len(saved) in (len(applied), len(applied) + 1), (len(saved), len(applied))
        lost += max(0, len(applied) - len(saved))
    assert (runs, lost) == (8, 0)
    after = Civ(data, "--autoplay", "0")         # the killed copy's lock does not block the next start
    after.wait_for("civ: waiting")
    assert temporaries(data) == []
    after.send("quit")
    assert after.finish() == 0


@pytest.mark.slow
@pytest.mark.parametrize("phase", PHASES)
def test_kill_9_at_the_write_and_rename_of_the_autosave(tmp_path: Path, phase: str) -> None:
    data = tmp_path / "data"
    nth = 7 + PHASES.index(phase)        # write 1 is the new game, write n holds n - 1 actions
    civ = Civ(data, "--autoplay", "100000", "--seed", "3", CIV_TEST_BLOCK=f"{phase}:{nth}")
    civ.wait_for(f"civ: blocked at {phase} of write {nth}")
    civ.kill()
    applied, saved = civ.applied(), saved_history(data)
    assert len(applied) == nth - 2
    assert saved[:len(applied)] == applied
    assert len(saved) == (nth - 1 if phase == "renamed" else nth - 2)
    if phase != "renamed":
        assert len(temporaries(data)) == 1       # the cut temporary file, never the autosave itself
    again = Civ(data, "--autoplay", "0")
    again.wait_for("civ: waiting")
    assert temporaries(data) == []                # left by the killed copy: removed at the next start
    again.send("quit")
    assert again.finish() == 0


@pytest.mark.slow
def test_a_second_copy_on_the_same_data_folder_is_refused(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = Civ(data, "--autoplay", "6")
    first.wait_for("civ: waiting")
    before = (data / AUTOSAVE).read_bytes()
    second = Civ(data)
    assert str(data) in second.wait_for("civ: dialog box CIV is already running")
    assert second.finish() == 3
    assert "already running" in "\n".join(second.err)
    assert (data / AUTOSAVE).read_bytes() == before
    first.send("more 4")
    first.wait_for("civ: waiting", count=2)
    assert len(saved_history(data)) == 10 == len(first.applied())
    first.send("quit")
    assert first.finish() == 0
    third = Civ(data, CIV_TEST_ANSWER="no")       # the folder is free again once the first has quit
    assert "Resume" in third.wait_for("civ: dialog question")
    third.wait_for("civ: dialog new game")        # declined, then the new-game dialog is cancelled
    third.wait_for("civ: event loop")
    third.kill()
    assert len(saved_history(data)) == 10, "Cancel must not start (and autosave) a game"


DAMAGE: dict[str, Callable[[bytes], bytes]] = {
    "cut": lambda good: good[: len(good) // 2],
    "empty": lambda good: b"",
    "garbage": lambda good: bytes(range(256)) * 4,
    "foreign": lambda good: json.dumps({"name": "some other program", "items": [1, 2]}).encode(),
    "version": lambda good: json.dumps(dict(json.loads(good), version=99)).encode(),
    "deep": lambda good: b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.slow
def test_a_damaged_autosave_is_kept_aside_and_no_game_is_started(tmp_path: Path) -> None:
    data = tmp_path / "data"
    maker = Civ(data, "--autoplay", "3")
    maker.wait_for("civ: waiting")
    maker.send("quit")
    assert maker.finish() == 0
    good = (data / AUTOSAVE).read_bytes()
    for number, (kind, damage) in enumerate(DAMAGE.items(), start=1):
        bad = damage(good)
        (data / AUTOSAVE).write_bytes(bad)
        civ = Civ(data)
        told = civ.wait_for("civ: dialog box The autosave is damaged")
        civ.wait_for("civ: dialog new game")      # cancelled: the table stays empty
        civ.wait_for("civ: event loop")
        civ.kill()
        kept = sorted(data.glob("autosave-damaged-*.civ.json"))
        assert len(kept) == number, kind          # never one overwriting an earlier one
        newest = max(kept, key=lambda p: p.stat().st_mtime_ns)
        assert newest.read_bytes() == bad, kind
        assert "cannot be read" in told and str(newest) in told, told
        assert not (data / AUTOSAVE).exists(), f"{kind}: no autosave without a game"
        assert "Resume" not in "\n".join(civ.lines)


def _fill(filler: Path) -> None:
    """Fill the file system of ``filler`` to the last byte."""
    with open(filler, "wb") as out:
        try:
            while True:
                out.write(b"\0" * 65536)
                out.flush()
        except OSError:
            pass


@pytest.mark.slow
@pytest.mark.parametrize("when", ["during play", "from the start"])
def test_a_full_file_system_is_told_once_retried_and_loses_nothing(tmpfs: Path, when: str) -> None:
    data, filler = tmpfs / "data", tmpfs / "filler"
    if when == "from the start":
        data.mkdir()
        _fill(filler)
    civ = Civ(data, "--autoplay", "5", "--seed", "2")
    civ.wait_for("civ: waiting")
    if when == "during play":
        assert len(saved_history(data)) == 5
        _fill(filler)
    civ.send("more 10")
    assert "No space left on device" in civ.wait_for("civ: save failed")
    civ.wait_for("civ: waiting", count=2)         # play went on
    assert temporaries(data) == []
    if when == "during play":
        assert len(saved_history(data)) == 5      # the last good autosave is intact
    filler.unlink()
    civ.send("more 2")
    civ.wait_for("civ: save recovered")
    civ.wait_for("civ: waiting", count=3)
    assert saved_history(data) == civ.applied() and len(civ.applied()) == 17
    assert sum("save failed" in line for line in civ.lines) == 1     # told once
    assert not any("cannot be autosaved" in line for line in civ.lines)  # full is not read-only: retried
    assert "Traceback" not in "\n".join(civ.err)  # the full disk also stops the log file: quietly
    assert temporaries(data) == []
    civ.send("quit")
    assert civ.finish() == 0


def _read_only_tmpfs(point: Path) -> Path:
    if not mount("-o", "remount,ro", str(point)):
        pytest.skip("cannot remount read-only here")
    return point / "data"


@pytest.mark.slow
@pytest.mark.parametrize("where", ["read-only mount", "under a file", "default location under a file"])
def test_the_game_starts_and_plays_without_a_writable_data_folder(tmp_path: Path, where: str,
                                                                  request: pytest.FixtureRequest) -> None:
    extra: dict[str, str] = {}
    if where == "read-only mount":
        point = request.getfixturevalue("tmpfs")
        (point / "data").mkdir()
        data = _read_only_tmpfs(point)
        expected = str(data)
    elif where == "under a file":
        data = Path("/dev/null/civ")
        expected = str(data)
    else:
        data = Path("")
        extra = {"XDG_DATA_HOME": "/dev/null/share", "CIV_DATA_DIR": ""}
        expected = "/dev/null/share"
    civ = Civ(data, "--autoplay", "4", **extra)
    banner = civ.wait_for("civ: banner")
    assert "cannot be autosaved" in banner and expected in banner and "Save&nbsp;as" in banner
    civ.wait_for("civ: waiting")
    assert len(civ.applied()) == 4
    errors = "\n".join(civ.err)
    assert "cannot be saved" in errors and expected in errors
    assert "logging to stderr" in errors
    assert not any("save failed" in line for line in civ.lines)   # said once, at start-up
    civ.send("quit")
    assert civ.finish() == 0


# ---------------------------------------------------------------- the same pieces, in this process

@pytest.mark.slow
def test_save_failure_is_told_once_retried_and_recovered(data_dir: Path, qtbot: QtBot,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from civgui.app.datasafety import SaveWarning
    from civgui.app.mainwindow import MainWindow
    from civgui.devtools import scenes
    from civgui.play.model import GameModel

    monkeypatch.setattr(GameModel, "SAVE_RETRY_MS", 300)
    monkeypatch.setattr(SaveWarning, "RECOVERED_MS", 300)

    window = MainWindow(GameModel(autosave=True), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.driver.set_paused(True)
    window.show()
    failed: list[str] = []
    window.model.saveFailed.connect(failed.append)
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / AUTOSAVE).mkdir()                 # the autosave cannot be replaced: a real OSError
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    assert window.model.submit("end")             # a second failed write: not told again
    assert len(failed) == 1 and str(data_dir / AUTOSAVE) in failed[0]
    assert window.save_warning.isVisible() and "not being saved" in window.save_warning.text()
    problem = window.model.save_problem           # a local: the model's own value changes below
    assert problem is not None
    assert temporaries(data_dir) == []
    (data_dir / AUTOSAVE).rmdir()
    with qtbot.waitSignal(window.model.saveRecovered, timeout=10_000):
        pass                                      # the retry timer saves without waiting for an action
    assert window.model.save_problem is None
    assert "Saving works again" in window.save_warning.text() and window.save_warning.property("ok")
    game = window.model.game_copy()
    assert game is not None and saved_history(data_dir) == game.history
    qtbot.waitUntil(lambda: not window.save_warning.isVisible(), timeout=15_000)
    window.driver.shutdown()


def test_the_save_is_flushed_to_disk_before_the_rename(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from civgui.services import storage
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        calls.append("fsync")
        real_fsync(fd)

    def replace(src: str, dst: Path) -> None:
        calls.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)      # the os module storage writes through
    monkeypatch.setattr(os, "replace", replace)
    storage.write_atomic(tmp_path / "x.civ.json", b"{}")
    assert calls == ["fsync", "rename", "fsync"]  # the file, the rename, the folder
    assert (tmp_path / "x.civ.json").read_bytes() == b"{}" and temporaries(tmp_path) == []


def test_damaged_copies_are_dated_and_never_overwritten(tmp_path: Path) -> None:
    from datetime import datetime

    from civgui.services.storage import set_aside

    when = datetime(2026, 12, 1, 9, 30, 12)
    names = []
    for text in ("one", "two", "three"):
        (tmp_path / AUTOSAVE).write_text(text)
        names.append(set_aside(tmp_path / AUTOSAVE, when).name)
    assert names == ["autosave-damaged-2026-12-01T09-30-12.civ.json",
                     "autosave-damaged-2026-12-01T09-30-12-2.civ.json",
                     "autosave-damaged-2026-12-01T09-30-12-3.civ.json"]
    assert [(tmp_path / n).read_text() for n in names] == ["one", "two", "three"]


def test_offer_resume_sets_a_damaged_autosave_aside(data_dir: Path, qtbot: QtBot,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from civgui.app.mainwindow import MainWindow
    from civgui.play.model import GameModel

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(f"{box.text()} {box.informativeText()}"))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: pytest.fail("a damaged save was offered"))
    data_dir.mkdir(parents=True)
    (data_dir / AUTOSAVE).write_text('{"format": "civgui-save", "version": 1, "game": "{"')
    window = MainWindow(GameModel(), pace=0.0)
    qtbot.addWidget(window)
    assert not window.offer_resume()
    kept = list(data_dir.glob("autosave-damaged-*.civ.json"))
    assert len(kept) == 1 and len(told) == 1 and str(kept[0]) in told[0]
    assert not (data_dir / AUTOSAVE).exists() and not window.model.has_game
    assert "New game" in window.prompt.text()
    window.driver.shutdown()


def test_logging_falls_back_to_stderr_when_the_log_cannot_be_opened(monkeypatch: pytest.MonkeyPatch) -> None:
    import logging

    from civgui.app import errors
    from civgui.services.storage import data_dir_problem

    monkeypatch.setenv("CIV_DATA_DIR", "/dev/null/civ")
    root = logging.getLogger()
    before = list(root.handlers)
    monkeypatch.setattr(root, "handlers", [h for h in before if not isinstance(h, logging.FileHandler)])
    assert errors.setup_logging() is None
    assert "terminal" in errors.log_place()
    problem = data_dir_problem()
    assert problem is not None and "/dev/null/civ" in problem


def test_a_damaged_autosave_that_cannot_be_moved_is_not_overwritten(data_dir: Path, qtbot: QtBot,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from civgui.app import datasafety
    from civgui.app.mainwindow import MainWindow
    from civgui.devtools import scenes
    from civgui.play.model import GameModel

    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: told.append(box.informativeText()))
    monkeypatch.setattr(datasafety, "set_aside", refuse)
    data_dir.mkdir(parents=True)
    (data_dir / AUTOSAVE).write_bytes(b"\x00garbage")
    window = MainWindow(GameModel(), pace=0.0)
    qtbot.addWidget(window)
    window.driver.set_paused(True)
    assert not window.offer_resume()
    assert len(told) == 1 and "does not autosave" in told[0] and str(data_dir / AUTOSAVE) in told[0]
    window.model.load_game(scenes.effect_game(), scenes.seats(3))     # the player starts a game
    assert (data_dir / AUTOSAVE).read_bytes() == b"\x00garbage"
    window.driver.shutdown()
