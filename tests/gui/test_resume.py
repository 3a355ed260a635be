"""Resuming after a crash: the autosave restores every log entry (AI reasons, private lines,
fields other parts add to ``LogEntry``), the resume prompt names the game, the Open dialog
lists only save files, Save as… always writes a ``.civ.json`` file, and the new-game dialog
remembers its last settings across restarts."""

from __future__ import annotations

import fnmatch
import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.newgame import NewGameDialog
from civgui.dialogs.resume import resume_text
from civgui.play.aidriver import AIDriver
from civgui.play.model import LOG_REBUILT, GameModel, LogEntry
from civgui.services.storage import (
    PREFS,
    SavedGame,
    SeatConfig,
    autosave_path,
    load_save,
    save_text,
    write_save,
)

SEATS = [SeatConfig("Player"), SeatConfig("Aurelia", "medium"), SeatConfig("Bartholomew", "hard")]


@pytest.fixture
def played(qtbot: QtBot) -> Iterator[GameModel]:
    """A game autosaved after a person drew (a private line) and two AI seats played with reasons."""
    model = GameModel(autosave=True)
    driver = AIDriver(model, pace=0.0)
    driver.set_paused(True)
    model.load_game(scenes.effect_game("use purge", "discard MIL2", "discard REL1"),
                    scenes.seats(3, level="easy"))
    model.submit("end")
    driver.set_paused(False)
    qtbot.waitUntil(lambda: model.to_move == 0, timeout=10_000)
    driver.shutdown()
    yield model


def test_resume_restores_every_log_entry(played: GameModel) -> None:
    kinds = {e.kind for e in played.log}
    assert {"private", "reason", "event", "turn"} <= kinds
    other = GameModel(autosave=False)
    other.load_file(autosave_path())
    assert other.log == played.log
    assert other.legal_actions() == played.legal_actions()


def test_a_save_as_file_keeps_the_log_too(played: GameModel, tmp_path: Path) -> None:
    path = tmp_path / "kept.civ.json"
    played.save_file(path)
    other = GameModel(autosave=False)
    other.load_file(path)
    assert other.log == played.log


def _rewrite_autosave(change: Any) -> None:
    data = json.loads(autosave_path().read_text())
    change(data)
    autosave_path().write_text(json.dumps(data))


@pytest.mark.parametrize("change", [
    lambda d: d["log"].update(actions=d["log"]["actions"] - 1),        # an older log than the game
    lambda d: d["log"].update(lines=d["log"]["lines"] + 1),
    lambda d: d["log"].update(actions=float(d["log"]["actions"])),
    lambda d: d["log"]["entries"][0].update(secret="x"),                # a field LogEntry does not know
    lambda d: d["log"]["entries"][0].update(seat=7),                    # no such seat
    lambda d: d["log"]["entries"][0].update(text=["not", "text"]),
    lambda d: d["log"].update(entries="none"),
    lambda d: d.pop("log"),                                             # a save of an older version
], ids=["actions", "lines", "actions type", "unknown field", "seat", "text type", "entries type", "no log"])
@pytest.mark.slow
def test_a_log_that_does_not_fit_is_rebuilt_and_says_so(change: Any, played: GameModel) -> None:
    _rewrite_autosave(change)
    other = GameModel(autosave=False)
    other.load_file(autosave_path())
    assert other.legal_actions() == played.legal_actions()      # the game itself is whole
    assert [e.text for e in other.log[:-1]] == [e.text for e in played.log if e.kind in ("event", "turn")]
    assert other.log[-1] == LogEntry(LOG_REBUILT, None, "note",
                                     sentence={"code": "gui.log_rebuilt", "params": {}})
    assert "nothing of the game is lost" in other.log[-1].text


@dataclass(frozen=True)
class RicherEntry:
    """A log entry with the kind of fields other parts add (an owner seat, an action index)."""

    text: str
    seat: int | None = None
    kind: str = "event"
    owner: int | None = None
    action: int = 0
    seen_by: tuple[int, ...] = ()
    weight: float = 1.0


@dataclass(frozen=True)
class OldEntry:
    """A log entry as saved before any field was added to it."""

    text: str
    seat: int | None = None
    kind: str = "event"


def test_fields_added_to_log_entries_survive_a_save() -> None:
    game = scenes.effect_game("use purge")
    entries = [RicherEntry("a", 0, "private", owner=0, action=3, seen_by=(0, 2), weight=0.5),
               RicherEntry("b", None, "event", owner=None, action=4)]
    data = json.loads(save_text(game, scenes.seats(3), entries))
    saved = SavedGame(game, scenes.seats(3), data["log"])
    assert saved.log_entries(RicherEntry) == entries
    # an entry saved before a field existed takes the field's default
    plain = json.loads(save_text(game, scenes.seats(3), [OldEntry("c", 1, "reason")]))
    assert SavedGame(game, scenes.seats(3), plain["log"]).log_entries(RicherEntry) == [
        RicherEntry("c", 1, "reason")]
    # and one with a wrong type is not taken
    data["log"]["entries"][0]["seen_by"] = [0, "x"]
    assert SavedGame(game, scenes.seats(3), data["log"]).log_entries(RicherEntry) is None


def _at(day: datetime) -> float:
    os.utime(autosave_path(), (day.timestamp(), day.timestamp()))
    return day.timestamp()


def test_the_prompt_names_the_game() -> None:
    game = scenes.played_game(3, seed=5, actions=12)
    write_save(autosave_path(), game, SEATS)
    _at(datetime(datetime.now().year, 12, 1, 9, 41))
    assert resume_text(load_save(autosave_path())) == (
        "Resume the game of 1 Dec, 09:41 — Player, Aurelia (Medium AI), Bartholomew (Hard AI); "
        "classic set-up; turn 5, 77 cards in the deck?")
    assert len(game.view(None)["deck"]) == 77 and game.history.count("end") == 4
    draft = scenes.played_game(4, seed=5, actions=3, setup="draft", teams=True, stop_at="draft")
    write_save(autosave_path(), draft, scenes.seats(4))
    _at(datetime(2025, 3, 9, 19, 5))
    assert resume_text(load_save(autosave_path())) == (
        "Resume the game of 9 Mar 2025, 19:05 — Player, Aurelia (Medium AI), Bartholomew (Medium AI), "
        "Cassia (Medium AI); draft set-up, team game; in the draft (pass 2 of 3), 88 cards in the deck?")


def _answer_prompt(button: str, seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    seen.append(box.text() + "\n" + box.informativeText())
    seen.extend(b.text() for b in box.buttons())
    target = box.findChild(QPushButton, button)
    assert target is not None
    target.click()


def test_resume_button_restores_the_game_and_its_log(played: GameModel, qtbot: QtBot) -> None:
    _at(datetime(datetime.now().year, 12, 1, 9, 41))
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    window.driver.set_paused(True)
    qtbot.addWidget(window)
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _answer_prompt("resume", seen))
    assert window.offer_resume()
    assert seen[0].startswith("Resume the game of 1 Dec, 09:41?\n"
                              "Player, Aurelia (Easy AI), Bartholomew (Easy AI)\nclassic set-up; turn ")
    assert seen[0].endswith(" cards in the deck.")
    assert seen[1:] == ["Resume", "New game"]
    assert window.model.log == played.log
    assert window.log_model.entries() == played.log
    window.driver.shutdown()


def test_new_game_button_leaves_the_autosave_alone(played: GameModel, qtbot: QtBot) -> None:
    before = autosave_path().read_bytes()
    window = MainWindow(GameModel(autosave=True), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _answer_prompt("newGame", seen))
    assert not window.offer_resume()
    assert not window.model.has_game and autosave_path().read_bytes() == before
    window.driver.shutdown()


def _patterns(name_filter: str) -> list[str]:
    match = re.search(r"\(([^)]*)\)", name_filter)
    assert match is not None
    return match.group(1).split()


def test_the_open_dialog_lists_only_save_files(window: MainWindow, data_dir: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []

    def ask(_parent: object, _title: str, _folder: str, wanted: str, *_: object) -> tuple[str, str]:
        asked.append(wanted)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", ask)
    window.open_dialog()
    patterns = _patterns(asked[0])

    def listed(name: str) -> bool:
        return any(fnmatch.fnmatch(name, p) for p in patterns)

    assert listed("autosave.civ.json") and listed("Tuesday game.civ.json")
    for other in (PREFS, "settings.ini", "civ.log", "notes.json", "autosave.civ.json.tmp", "game.civ"):
        assert not listed(other), other


@pytest.mark.slow
@pytest.mark.parametrize("typed, written", [
    ("mine.civ.json", "mine.civ.json"), ("mine", "mine.civ.json"), ("mine.json", "mine.civ.json"),
    ("mine.txt", "mine.txt.civ.json")])
def test_save_as_always_writes_a_save_file(typed: str, written: str, window: MainWindow, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(folder / typed), ""))
    window.save_dialog()
    assert [p.name for p in folder.iterdir()] == [written]
    game = window.model.game_copy()
    assert game is not None and load_save(folder / written).game.history == game.history


def test_save_as_asks_before_replacing_the_suffixed_file(window: MainWindow, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    (tmp_path / "mine.civ.json").write_text("keep me")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(tmp_path / "mine"), ""))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.No)
    window.save_dialog()
    assert (tmp_path / "mine.civ.json").read_text() == "keep me"


def _fill_dialog() -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    dialog.players.setValue(4)
    dialog.teams.setChecked(True)
    dialog.setup.setCurrentIndex(dialog.setup.findData("draft"))
    for seat, (name, kind) in enumerate([("Ann", "human"), ("Zenobia", "hard"), ("Bob", "human"),
                                         ("Cyrus", "easy")]):
        dialog.names[seat].setText(name)
        dialog.kinds[seat].setCurrentIndex(dialog.kinds[seat].findData(kind))
    dialog.seed.setText("42")
    dialog._accept()


def _read_dialog(seen: list[Any]) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    seen.append((dialog.players.value(), dialog.teams.isChecked(), dialog.setup.currentData(),
                 [(dialog.names[s].text(), dialog.kinds[s].currentData()) for s in range(4)],
                 dialog.seed.text()))
    dialog.reject()


def test_the_new_game_dialog_remembers_the_last_settings(qtbot: QtBot) -> None:
    first = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    first.driver.set_paused(True)
    qtbot.addWidget(first)
    QTimer.singleShot(0, _fill_dialog)
    first.new_game_dialog()
    assert first.model.players == 4 and first.model.seats[1] == SeatConfig("Zenobia", "hard")
    remembered = (4, True, "draft", [("Ann", "human"), ("Zenobia", "hard"), ("Bob", "human"),
                                     ("Cyrus", "easy")], "")
    assert _dialog_shows(first) == remembered       # in the same session
    first.driver.shutdown()
    restarted = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(restarted)
    assert _dialog_shows(restarted) == remembered   # and after a restart; never the seed (new cards)
    restarted.driver.shutdown()


def _dialog_shows(window: MainWindow) -> Any:
    seen: list[Any] = []
    QTimer.singleShot(0, lambda: _read_dialog(seen))
    window.new_game_dialog()
    assert len(seen) == 1
    return seen[0]


@pytest.mark.parametrize("saved", [
    "not a table", {"seats": [{"name": "", "kind": "human"}, {"name": "B", "kind": "easy"}]},
    {"seats": [{"name": "A", "kind": "god"}, {"name": "B", "kind": "easy"}]},
    {"seats": [{"name": "A", "kind": "human"}] * 5}, {"seats": "x" * 1000},
    {"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}], "teams": True},
    {"seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}], "setup": 7},
])
@pytest.mark.slow
def test_damaged_remembered_settings_give_the_defaults(saved: Any, data_dir: Path, qtbot: QtBot) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / PREFS).write_text(json.dumps({"new_game": saved, "ai_pace": 0.3}))
    window = MainWindow(GameModel(autosave=False), end_dialog=False)
    qtbot.addWidget(window)
    assert window.last_config.players == 3 and window.last_config.seats == scenes.seats(3)
    assert window.driver.pace == 0.3          # the rest of the preferences still count
    dialog = NewGameDialog(window, window.last_config)
    qtbot.addWidget(dialog)
    assert dialog.config().seats == scenes.seats(3)
    window.driver.shutdown()
