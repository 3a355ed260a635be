"""Statistics across games (civgui/services/statsdb.py, civgui/review/stats.py): each finished game
recorded once,
the figures of crafted and real games, kill -9 while recording, damaged files set aside with their
bytes intact, a folder that cannot be written, and the Statistics dialog in three languages."""

from __future__ import annotations

import os
import queue
import signal
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.review.kept import game_id
from civgui.review.stats import StatisticsDialog, StatsRecorder, record_of
from civgui.services import i18n
from civgui.services.statsdb import FILE, GameRecord, SeatRecord, StatsStore, strongest_ai
from civgui.services.storage import SeatConfig, write_save
from engine import Game

from .conftest import mount

ROOT = Path(__file__).resolve().parents[2]


def seat(n: int, name: str, kind: str, won: bool, hints: int = 0, team: str | None = None) -> SeatRecord:
    return SeatRecord(n, name, kind, won, team, hints)


def game(number: int, won: bool, players: int = 2, setup: str = "classic", level: str = "medium",
         domain: str | None = "SCI", name: str = "Ann", hints: int = 0) -> GameRecord:
    """A crafted game: ``name`` (a person) in seat 0 against AIs of ``level``."""
    others = tuple(seat(s, f"AI {s}", level, not won and s == 1) for s in range(1, players))
    return GameRecord(f"crafted-{number}", players, setup, False, "hegemony" if domain else "majority",
                      domain, "2026-12-01T10:00:00+00:00", 120, 30,
                      (seat(0, name, "human", won, hints), *others))


def finish(qtbot: QtBot, recorder: StatsRecorder, model: GameModel, played: Game,
           seats: list[SeatConfig]) -> bool | None:
    """Load a finished game (gameOver) and wait for its write, done in a thread; how it went."""
    with qtbot.waitSignal(recorder.written, timeout=10000) as blocker:
        model.load_game(played, seats)
    assert blocker.args is not None
    done = blocker.args[1]
    assert done in (True, False, None)
    return bool(done) if done is not None else None


def open_clean(path: Path) -> list[str]:
    """The ids a fresh connection reads, after checking the file is sound (integrity, WAL mode)."""
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        seats = conn.execute("SELECT count(*) FROM seats").fetchone()[0]
        ids = [str(r[0]) for r in conn.execute("SELECT id FROM games ORDER BY number")]
        players = conn.execute("SELECT coalesce(sum(players), 0) FROM games").fetchone()[0]
        assert seats == players, "a game recorded without all its seats"
        return ids
    finally:
        conn.close()


# ---------------------------------------------------------------- recorded once

def test_a_finished_game_is_recorded_once_even_when_opened_again(data_dir: Path, qtbot: QtBot) -> None:
    finished = scenes.finished_game(players=3, seed=3)
    seats = scenes.seats(3, (0,), "hard")
    model = GameModel(autosave=False)
    recorder = StatsRecorder(model)
    assert finish(qtbot, recorder, model, finished, seats) is True      # at gameOver
    store = recorder.store()
    assert store.count() == 1 and store.has(game_id(finished))
    assert recorder.last_ms < 500
    path = data_dir / "finished.civ.json"
    write_save(path, finished, seats)
    with qtbot.waitSignal(recorder.written, timeout=10000) as blocker:
        model.load_file(path)                # the same finished game, opened again
    assert blocker.args is not None and blocker.args[1] is False
    assert recorder.record_now() is False
    assert store.count() == 1
    assert open_clean(data_dir / FILE) == [game_id(finished)]
    other = scenes.finished_game(players=2, seed=5)
    assert finish(qtbot, recorder, model, other, scenes.seats(2, (0,), "easy")) is True
    assert store.count() == 2 and game_id(other) != game_id(finished)


def test_the_write_runs_off_the_gui_thread_and_the_window_waits_for_it(
        data_dir: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    writers: list[str] = []
    real = StatsStore.record

    def slow(store: StatsStore, rec: GameRecord) -> bool | None:
        writers.append(threading.current_thread().name)
        assert release.wait(10)                 # a disk that takes its time
        return real(store, rec)

    monkeypatch.setattr(StatsStore, "record", slow)
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.model.load_game(scenes.finished_game(players=2, seed=5), scenes.seats(2))
    assert window.model.over and window.stats.busy()     # the game has ended; its write is under way
    qtbot.waitUntil(lambda: writers == ["civ-stats"])
    threading.Timer(0.2, release.set).start()
    window.close()                                        # waits for the write
    assert not window.stats.busy()
    assert open_clean(data_dir / FILE) == [game_id(scenes.finished_game(players=2, seed=5))]


def test_a_game_in_progress_is_not_recorded_and_hints_are(data_dir: Path, qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    recorder = StatsRecorder(model)
    model.load_game(scenes.played_game(3, 4, 10), scenes.seats(3))
    assert recorder.record_now() is None and recorder.store().count() == 0
    finish(qtbot, recorder, model, scenes.finished_game(players=3, seed=3), scenes.seats(3, (0,), "hard"))
    assert model.hints_used == [0, 0, 0]
    model.hints_used = [2, 0, 0]
    assert recorder.store().reset() is not None
    assert recorder.record_now() is True
    assert recorder.store().figures("Player").hints == 2


# ---------------------------------------------------------------- figures

def test_figures_of_crafted_games(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE)
    results = [True, True, False, True, True, True, False, True]
    for n, won in enumerate(results):
        rec = game(n, won, players=2 + n % 3, setup="draft" if n % 4 == 0 else "classic",
                   level=("easy", "hard", "random")[n % 3], domain=("MIL", None, "SCI", "SCI")[n % 4],
                   hints=1 if n == 2 else 0)
        assert store.record(rec) is True
    assert store.record(game(0, False)) is False              # the same id: kept as first recorded
    # a hot-seat game: Ann and Bob both people, a Hard AI; Bob wins on majorities
    store.record(GameRecord("hot", 3, "classic", False, "majority", None, "2026-12-01T11:00:00+00:00",
                            200, 40, (seat(0, "Ann", "human", False), seat(1, "Bob", "human", True),
                                      seat(2, "AI", "hard", False))))
    # all AI, one of them named like Ann: recorded, in nobody's figures
    store.record(GameRecord("machines", 2, "classic", False, "hegemony", "ART", "2026-12-01T12:00:00+00:00",
                            90, 20, (seat(0, "Ann", "easy", True), seat(1, "B", "hard", False))))
    assert store.count() == 10 and store.ai_only_games() == 1
    assert store.names() == ["Ann", "Bob"]
    ann = store.figures("Ann")
    assert (ann.overall.played, ann.overall.won) == (9, 6)
    assert {n: (t.played, t.won) for n, t in ann.by_players.items()} == {2: (3, 2), 3: (4, 3), 4: (2, 1)}
    assert {k: (t.played, t.won) for k, t in ann.by_setup.items()} == {"draft": (2, 2), "classic": (7, 4)}
    assert {k: (t.played, t.won) for k, t in ann.by_level.items()} == {
        "easy": (3, 2), "hard": (4, 3), "random": (2, 1)}
    # wins: n = 0 MIL, 1 majority, 3 SCI, 4 MIL, 5 majority, 7 SCI
    assert ann.hegemony == {"MIL": 2, "SCI": 2} and ann.majority_wins == 2
    assert (ann.longest_streak, ann.current_streak) == (3, 0)     # the hot-seat game was lost
    assert (ann.hints, ann.games_with_hints) == (1, 1)
    bob = store.figures("Bob")
    assert (bob.overall.played, bob.overall.won, bob.majority_wins, bob.current_streak) == (1, 1, 1, 1)
    assert bob.by_level == {"hard": bob.overall}
    assert store.figures("Nobody").overall.played == 0
    assert strongest_ai(["human", "random", "medium"]) == "medium" and strongest_ai(["human"]) == ""


@pytest.mark.slow
def test_figures_of_real_finished_games(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE)
    games: list[Game] = [scenes.finished_game(players=3, seed=3, reason="majority"),
                         scenes.finished_game(players=2, seed=1, reason="hegemony")]
    for played in games:
        seats = [SeatConfig("Ann", "human")]
        seats += [SeatConfig(f"AI {s}", "hard") for s in range(1, played.players)]
        rec = record_of(played, seats, [0] * played.players, datetime(2026, 12, 1, 10))
        assert rec.actions == len(played.history) and rec.turns > 0 and rec.setup == "classic"
        assert store.record(rec) is True
    ann = store.figures("Ann")
    results = [g.result for g in games]
    assert all(r is not None for r in results)
    wins = [r is not None and 0 in r["winners"] for r in results]
    assert ann.overall.played == 2 and ann.overall.won == sum(wins)
    hegemony = results[1]
    assert hegemony is not None and hegemony["reason"] == "hegemony"
    assert ann.hegemony == ({hegemony["domain"]: 1} if wins[1] else {})
    assert ann.majority_wins == int(wins[0])
    assert ann.by_level == {"hard": ann.overall}


# ---------------------------------------------------------------- kill -9

WRITER = r"""
import os, sys, time, sqlite3
from pathlib import Path
import civgui.services.statsdb as db

block = int(os.environ.get("CIV_TEST_BLOCK_COMMIT", "0"))
count = [0]
seats_written = [False]
real_connect = sqlite3.connect

def connect(*args, **kwargs):
    conn = real_connect(*args, **kwargs)
    def trace(statement):
        # block the commit that follows the seats of game number `block` (all of it is written by then)
        if count[0] + 1 == block and statement.startswith("INSERT INTO seats"):
            seats_written[0] = True
        if statement == "COMMIT" and seats_written[0]:
            print("blocked at commit", flush=True)
            time.sleep(600)
    conn.set_trace_callback(trace)
    return conn

db.sqlite3.connect = connect
store = db.StatsStore(Path(sys.argv[1]))
start = int(sys.argv[2])
for n in range(start, start + 100000):
    seats = tuple(db.SeatRecord(s, "Ann" if s == 0 else f"AI {s}", "human" if s == 0 else "hard", s == n % 3)
                  for s in range(3))
    rec = db.GameRecord(f"kill-{n}", 3, "classic", False, "majority", None, "2026-12-01T10:00:00+00:00",
                        100, 25, seats)
    if store.record(rec) is not True:
        print("failed", store.problems, flush=True)
        sys.exit(2)
    count[0] += 1
    print(f"recorded {rec.game_id}", flush=True)
"""


class Writer:
    """The loop above in a process of its own, its lines read as they come."""

    def __init__(self, path: Path, start: int, block: int = 0) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), CIV_TEST_BLOCK_COMMIT=str(block))
        self.proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(start)], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.recorded: list[str] = []
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.strip())

    def wait_for(self, text: str, count: int = 1) -> None:
        seen = 0
        while seen < count:
            line = self.lines.get(timeout=30)
            assert not line.startswith("failed"), line
            if line.startswith("recorded "):
                self.recorded.append(line.split()[1])
            seen += line.startswith(text)

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)
        while not self.lines.empty():          # lines printed just before the kill count too
            line = self.lines.get()
            if line.startswith("recorded "):
                self.recorded.append(line.split()[1])


@pytest.fixture
def writers() -> Iterator[list[Writer]]:
    """Every writer started is killed at the end, whatever happens."""
    started: list[Writer] = []
    yield started
    for writer in started:
        if writer.proc.poll() is None:
            writer.kill()


@pytest.mark.slow
def test_kill_9_while_recording_loses_no_recorded_game(tmp_path: Path, writers: list[Writer]) -> None:
    path = tmp_path / FILE
    recorded: list[str] = []
    for run, (after, block) in enumerate([(40, 0), (7, 0), (1, 0), (25, 0), (0, 5)]):
        writer = Writer(path, start=run * 100000, block=block)
        writers.append(writer)
        if block:
            writer.wait_for("blocked at commit")   # the 5th game and its seats written, not yet committed
        else:
            writer.wait_for("recorded", count=after)
        writer.kill()                               # at full speed: the kill lands anywhere in a record
        recorded += writer.recorded
        ids = open_clean(path)
        assert ids[:len(recorded)] == recorded, f"run {run}: a recorded game is missing"
        assert len(ids) in (len(recorded), len(recorded) + 1)   # + the one whose commit the kill followed
        recorded = ids
        if block:
            assert f"kill-{run * 100000 + 4}" not in ids, "a game whose commit never ran is there"
            assert len(writer.recorded) == 4
    store = StatsStore(path)
    assert store.count() == len(recorded) and store.take_problems() == []
    assert sorted(os.listdir(tmp_path)) == [FILE]     # no file was set aside: nothing was damaged


# ---------------------------------------------------------------- damaged files

def _garbage(path: Path) -> None:
    path.write_bytes(b"this is not a database \x00\xff" * 300)


def _truncated(path: Path) -> None:
    store = StatsStore(path)
    for n in range(40):
        store.record(game(n, n % 2 == 0, players=4))
    data = path.read_bytes()
    assert len(data) > 8192
    path.write_bytes(data[: len(data) // 2 + 100])


def _other_schema(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE games (id TEXT, score INTEGER)")
    conn.execute("INSERT INTO games VALUES ('mine', 3)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()


def _foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('someone else''s database')")
    conn.commit()
    conn.close()


@pytest.mark.slow
@pytest.mark.parametrize("damage", [_garbage, _truncated, _other_schema, _foreign],
                         ids=["garbage", "truncated", "wrong schema", "another database"])
def test_a_damaged_file_is_set_aside_intact_reported_and_replaced(data_dir: Path, qtbot: QtBot,
                                                                  damage: object) -> None:
    assert callable(damage)
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / FILE
    damage(path)
    original = path.read_bytes()
    model = GameModel(autosave=False)
    recorder = StatsRecorder(model)
    told: list[str] = []
    recorder.problem.connect(told.append)
    finished = scenes.finished_game(players=2, seed=5)
    finish(qtbot, recorder, model, finished, scenes.seats(2))
    aside = sorted(data_dir.glob("stats-damaged-*.sqlite"))
    assert len(aside) == 1 and aside[0].read_bytes() == original, "the damaged file must be kept as it was"
    assert len(told) == 1 and "damaged" in told[0] and aside[0].name in told[0]
    assert open_clean(path) == [game_id(finished)], "the game goes into a fresh file"
    finish(qtbot, recorder, model, scenes.finished_game(players=3, seed=3), scenes.seats(3))
    assert len(told) == 1 and recorder.store().count() == 2


def test_a_file_damaged_while_in_use_is_set_aside_with_its_wal(tmp_path: Path) -> None:
    path = tmp_path / FILE
    store = StatsStore(path, now=lambda: datetime(2026, 12, 1, 9, 30, 12))
    store.record(game(1, True))
    keep = sqlite3.connect(path)             # an open reader keeps the -wal file there
    keep.execute("SELECT count(*) FROM games").fetchone()
    try:
        store.record(game(2, True))
        path.write_bytes(b"\x00" * 4096)     # damaged behind the store's back
        wal = path.with_name(FILE + "-wal").read_bytes()
        assert store.record(game(3, True)) is True
    finally:
        keep.close()
    aside = tmp_path / "stats-damaged-2026-12-01T09-30-12.sqlite"
    assert aside.read_bytes() == b"\x00" * 4096
    assert (tmp_path / (aside.name + "-wal")).read_bytes() == wal
    assert [p.kind for p in store.take_problems()] == ["damaged"]
    assert open_clean(path) == ["crafted-3"]


def test_a_newer_file_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / FILE
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 7")
    conn.execute("CREATE TABLE games (x)")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    store = StatsStore(path)
    assert store.record(game(1, True)) is None and store.reset() is None
    assert [p.kind for p in store.take_problems()] == ["newer"]
    assert path.read_bytes() == before and sorted(os.listdir(tmp_path)) == [FILE]


# ---------------------------------------------------------------- a folder that cannot be written

@pytest.fixture
def read_only(tmpfs: Path) -> Path:
    """A tmpfs holding a statistics file with one game, then remounted read-only (root only)."""
    StatsStore(tmpfs / FILE).record(game(1, True))
    if not mount("-o", "remount,ro", str(tmpfs)):
        pytest.skip("cannot remount read-only here")
    return tmpfs


def test_a_read_only_folder_is_reported_once_and_the_game_goes_on(read_only: Path, qtbot: QtBot,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CIV_DATA_DIR", str(read_only))
    before = (read_only / FILE).read_bytes()
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    told: list[str] = []
    window.stats.problem.connect(told.append)
    assert finish(qtbot, window.stats, window.model, scenes.finished_game(players=2, seed=5),
                  scenes.seats(2)) is None
    finish(qtbot, window.stats, window.model, scenes.finished_game(players=3, seed=3), scenes.seats(3))
    assert len(told) == 1 and "cannot be recorded" in told[0] and str(read_only) in told[0]
    assert "cannot be recorded" in window.statusBar().currentMessage()
    assert (read_only / FILE).read_bytes() == before and sorted(os.listdir(read_only)) == [FILE]
    assert window.model.over


def test_a_full_disk_is_reported_loses_nothing_and_recording_resumes(tmpfs: Path) -> None:
    store = StatsStore(tmpfs / FILE)
    assert store.record(game(1, True)) is True
    filler = tmpfs / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)     # fill the file system to the last byte
    try:
        while os.write(fd, b"x" * 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)
    assert store.record(game(2, True)) is None
    told = store.take_problems()
    assert [p.kind for p in told] == ["unwritable"] and told[0].detail   # SQLite: a disk I/O error
    filler.unlink()
    assert open_clean(tmpfs / FILE) == ["crafted-1"]
    assert store.record(game(3, True)) is True and store.count() == 2
    assert sorted(os.listdir(tmpfs)) == [FILE]


def test_an_impossible_folder_is_reported_and_nothing_fails(qtbot: QtBot,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CIV_DATA_DIR", "/dev/null/civ")
    model = GameModel(autosave=False)
    recorder = StatsRecorder(model)
    told: list[str] = []
    recorder.problem.connect(told.append)
    assert finish(qtbot, recorder, model, scenes.finished_game(players=2, seed=5), scenes.seats(2)) is None
    assert len(told) == 1 and "/dev/null/civ" in told[0]
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    assert dialog.figures().overall.played == 0
    assert "cannot be recorded" in dialog.note.text() and "/dev/null/civ" in dialog.note.text()


# ---------------------------------------------------------------- the dialog

def _tree(tree: object) -> dict[str, list[str]]:
    from PySide6.QtWidgets import QTreeWidget

    assert isinstance(tree, QTreeWidget)
    rows = {}
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while items:
        item = items.pop(0)
        assert item is not None
        rows[item.text(0)] = [item.text(c) for c in range(1, tree.columnCount())]
        items += [item.child(i) for i in range(item.childCount())]
    return rows


def _fill(path: Path) -> None:
    store = StatsStore(path)
    for n, won in enumerate([True, False, True, True]):
        store.record(game(n, won, players=3, level="hard", domain=("SCI", None, "MIL", "SCI")[n]))
    store.record(game(9, True, name="Bob", level="easy"))


def test_the_dialog_shows_the_figures_in_every_language(window: MainWindow, qtbot: QtBot,
                                                         data_dir: Path) -> None:
    _fill(data_dir / FILE)
    dialog = window.show_statistics()
    assert window.show_statistics() is dialog
    assert dialog.who.isVisibleTo(dialog) and dialog.name == "Ann"      # the most games first
    assert [dialog.who.itemText(i) for i in range(dialog.who.count())] == ["Ann", "Bob"]
    games = _tree(dialog.games)
    assert games["All games"] == ["4", "3", "75 %"] and games["3 players"] == ["4", "3", "75 %"]
    assert games["Hard AI"] == games["Classic"] == ["4", "3", "75 %"]
    assert games["By number of players"] == games["By set-up"] == ["", "", ""]      # sections
    wins = _tree(dialog.wins)
    assert wins["Science Hegemony"] == ["2"] and wins["Military Hegemony"] == ["1"]
    assert wins["Culture Hegemony"] == ["0"] and wins["On majorities"] == ["0"]
    assert "Longest winning streak: 2 games" in dialog.summary.text()
    assert "Current winning streak: 2 games" in dialog.summary.text()
    dialog.who.setCurrentIndex(dialog.who.findText("Bob"))
    assert _tree(dialog.games)["Easy AI"] == ["1", "1", "100 %"] and "Hard AI" not in _tree(dialog.games)
    dialog.who.setCurrentIndex(dialog.who.findText("Ann"))
    try:
        i18n.set_language("fr")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistiques")   # LanguageChange is posted
        assert _tree(dialog.wins)["Hégémonie en Science"] == ["2"]
        assert _tree(dialog.games)["Toutes les parties"] == ["4", "3", "75 %"]
        assert "Plus longue série de victoires\u00a0: 2\u00a0parties" in dialog.summary.text()
        i18n.set_language("hu")
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Statisztika")
        assert _tree(dialog.wins)["Hegemónia (Tudomány)"] == ["2"]
        assert _tree(dialog.games)["Összes játszma"] == ["4", "3", "75 %"]
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Statistics")
    assert dialog.who.accessibleName() == "Whose statistics"
    assert dialog.games.accessibleName() == "Games played and won"
    assert dialog.wins.accessibleName() == "Wins by Hegemony and on majorities"
    dialog.close()
    qtbot.waitUntil(lambda: window.stats_dialog is None)


def test_reset_asks_then_sets_the_file_aside(window: MainWindow, qtbot: QtBot, data_dir: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    _fill(data_dir / FILE)
    dialog = window.show_statistics()
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    before = (data_dir / FILE).read_bytes()
    assert dialog.ask_reset() is False and dialog.figures().overall.played > 0
    assert dialog.ask_reset() is True
    kept = sorted(data_dir.glob("stats-reset-*.sqlite"))
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert dialog.figures().overall.played == 0 and not dialog.who.isVisibleTo(dialog)
    assert kept[0].name in dialog.note.text()
    assert StatsStore(kept[0]).count() == 5         # the old statistics are all there
    finish(qtbot, window.stats, window.model, scenes.finished_game(players=2, seed=5), scenes.seats(2))
    assert window.stats.store().count() == 1


def test_the_dialog_is_usable_by_keyboard(window: MainWindow, qtbot: QtBot, data_dir: Path) -> None:
    _fill(data_dir / FILE)
    window.stats_action.trigger()                        # Game › Statistics…
    dialog = window.stats_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.games          # the figures first: arrows read them
    order = []
    for _ in range(8):
        order.append(dialog.focusWidget())
        dialog.focusNextChild()
    for needed in (dialog.who, dialog.games, dialog.wins, dialog.reset_button, dialog.close_button):
        assert needed in order
    assert dialog.reset_button.text() == "&Reset statistics…"
    assert window.stats_action.text() == "Stat&istics…"
