"""A finished game's statistics are never lost (civgui/services/statsdb.py, civgui/review/stats.py): a
file another
process holds locked is busy, not broken, so the game waits in a queue, is retried at the next
game end and at quit (in bounded time), and is caught up at the next start from the kept game
files; each finished game is counted exactly once, with the row a direct record gives."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.review import stats as stats_module
from civgui.review.kept import game_id, kept_file, kept_games
from civgui.review.stats import StatsRecorder, catch_up, record_of
from civgui.services import statsdb
from civgui.services.statsdb import FILE, GameRecord, SeatRecord, StatsStore
from civgui.services.storage import SeatConfig, load_save, write_save
from engine import Game

SHORT = 0.3         # the busy timeout of these tests (the app waits BUSY_TIMEOUT = 10 s)

LOCKER = r"""
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
conn.execute("COMMIT")
conn.close()
print("released", flush=True)
"""


class Locker:
    """Another process holding the statistics file in an exclusive transaction until released."""

    def __init__(self, path: Path) -> None:
        self.proc = subprocess.Popen([sys.executable, "-c", LOCKER, str(path)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None
        assert self.proc.stdout.readline().strip() == "locked"

    def release(self) -> None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write("\n")
        self.proc.stdin.flush()
        assert self.proc.stdout.readline().strip() == "released"
        assert self.proc.wait(timeout=30) == 0


@pytest.fixture
def lockers() -> Iterator[list[Locker]]:
    """Every locker started is ended, whatever happens."""
    started: list[Locker] = []
    yield started
    for locker in started:
        if locker.proc.poll() is None:
            locker.proc.kill()
            locker.proc.wait(timeout=30)


def lock(path: Path, lockers: list[Locker]) -> Locker:
    locker = Locker(path)
    lockers.append(locker)
    return locker


def crafted(n: int, human: bool = True) -> GameRecord:
    seats = (SeatRecord(0, "Ann" if human else "AI 0", "human" if human else "easy", True),
             SeatRecord(1, "AI 1", "hard", False))
    return GameRecord(f"queued-{n}", 2, "classic", False, "majority", None, "2026-12-01T10:00:00+00:00",
                      100, 25, seats)


def ids_in(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [str(r[0]) for r in conn.execute("SELECT id FROM games ORDER BY number")]
    finally:
        conn.close()


def row_of(path: Path, ident: str) -> tuple[tuple[object, ...], list[tuple[object, ...]], str]:
    """A game's row (without its number and date), its seats' rows, and its date."""
    conn = sqlite3.connect(path)
    try:
        found = conn.execute("SELECT number, players, setup, teams, reason, domain, actions, turns, app, "
                             "finished FROM games WHERE id = ?", (ident,)).fetchone()
        assert found is not None, f"{ident[:12]} is not recorded"
        seats = conn.execute("SELECT seat, name, kind, team, won, hints FROM seats WHERE game = ? "
                             "ORDER BY seat", (found[0],)).fetchall()
        return tuple(found[1:-1]), [tuple(s) for s in seats], str(found[-1])
    finally:
        conn.close()


def expected_row(rec: GameRecord) -> tuple[tuple[object, ...], list[tuple[object, ...]]]:
    return ((rec.players, rec.setup, int(rec.teams), rec.reason, rec.domain, rec.actions, rec.turns, rec.app),
            [(s.seat, s.name, s.kind, s.team, int(s.won), s.hints) for s in rec.seats])


def end_game(qtbot: QtBot, recorder: StatsRecorder, played: Game, seats: list[SeatConfig],
             hints: list[int] | None = None) -> bool | None:
    """Load a finished game (gameOver: recorded and kept) and wait for its write; how it went."""
    with qtbot.waitSignal(recorder.written, timeout=20000) as blocker:
        recorder.model.load_game(played, seats, hints=hints)
    assert blocker.args is not None
    done = blocker.args[1]
    assert done in (True, False, None)
    return bool(done) if done is not None else None


def start(qtbot: QtBot) -> MainWindow:
    """The app's window, its start-up catch-up waited for."""
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    window.driver.set_paused(True)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.stats.caught_up is not None, timeout=20000)
    return window


@pytest.fixture
def short(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(statsdb, "BUSY_TIMEOUT", SHORT)


# ---------------------------------------------------------------- the store


@pytest.mark.slow
def test_a_locked_file_is_busy_queued_and_retried_never_set_aside(tmp_path: Path,
                                                                lockers: list[Locker]) -> None:
    path = tmp_path / FILE
    store = StatsStore(path, timeout=SHORT)
    assert store.record(crafted(1)) is True
    locker = lock(path, lockers)
    started = time.perf_counter()
    assert store.record(crafted(2)) is None          # busy: waits its timeout, then queues
    waited = time.perf_counter() - started
    assert SHORT * 0.8 <= waited < SHORT + 2, f"waited {waited:.2f} s"
    assert store.busy and [r.game_id for r in store.pending] == ["queued-2"]
    assert store.record(crafted(3)) is None and [r.game_id for r in store.pending] == ["queued-2", "queued-3"]
    assert store.record(crafted(2)) is None and len(store.pending) == 2, "queued once"
    assert store.take_problems() == [], "a busy file is neither damaged nor unwritable"
    assert sorted(os.listdir(tmp_path)) == sorted([FILE, FILE + "-wal", FILE + "-shm"])
    locker.release()
    assert store.record(crafted(4)) is True          # the next game end writes the queue first
    assert store.pending == [] and not store.busy
    assert ids_in(path) == ["queued-1", "queued-2", "queued-3", "queued-4"]
    assert store.record(crafted(3)) is False and store.count() == 4
    assert not any(p.name.startswith("stats-") and "-damaged-" in p.name for p in tmp_path.iterdir())


@pytest.mark.slow
def test_a_busy_wait_is_shared_by_the_queue_and_quitting_is_bounded(tmp_path: Path, qtbot: QtBot,
                                                                    lockers: list[Locker],
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / FILE
    monkeypatch.setenv("CIV_DATA_DIR", str(tmp_path))
    store = StatsStore(path, timeout=60)                  # a game end would wait a whole minute
    assert store.record(crafted(1)) is True
    locker = lock(path, lockers)
    store.pending = [crafted(n) for n in range(2, 7)]
    recorder = StatsRecorder(GameModel(autosave=False))
    recorder._store = store                                # the store of this folder
    writer = threading.Thread(target=store.record, args=(crafted(7),))
    writer.start()                                         # a game end waiting for the lock
    qtbot.waitUntil(lambda: len(store.pending) == 6)
    started = time.perf_counter()
    recorder.shutdown()                                    # quit: the wait is cut short
    took = time.perf_counter() - started
    assert not writer.is_alive()
    assert took < stats_module.QUIT_TIMEOUT + 1.5, f"quit took {took:.2f} s with 6 games queued"
    assert len(store.pending) == 6 and ids_in(path) == ["queued-1"]
    locker.release()
    assert store.flush() == 0
    assert ids_in(path) == [f"queued-{n}" for n in range(1, 8)]


# ---------------------------------------------------------------- the app: game end, quit, next start


@pytest.mark.slow
def test_games_ended_while_the_file_is_locked_are_counted_once(data_dir: Path, qtbot: QtBot, short: None,
                                                               lockers: list[Locker]) -> None:
    games = [scenes.finished_game(players=2, seed=7 * k) for k in range(1, 7)]
    assert len({game_id(g) for g in games}) == 6
    people, machines = scenes.seats(2, (0,), "hard"), scenes.seats(2, (), "easy")
    path = data_dir / FILE
    window = start(qtbot)
    told: list[str] = []
    window.stats.problem.connect(told.append)
    assert end_game(qtbot, window.stats, games[0], people) is True          # A: the file is free
    locker = lock(path, lockers)
    assert end_game(qtbot, window.stats, games[1], people, [1, 0]) is None  # B: queued
    store = window.stats.store()
    assert [r.game_id for r in store.pending] == [game_id(games[1])]
    assert kept_file(game_id(games[1])[:16]) is not None
    locker.release()
    assert end_game(qtbot, window.stats, games[2], people) is True          # C: B first, then C
    assert ids_in(path) == [game_id(g) for g in games[:3]]
    locker = lock(path, lockers)
    assert end_game(qtbot, window.stats, games[3], people) is None          # D: queued...
    locker.release()
    window.close()                                                          # ... and written at quit
    assert ids_in(path) == [game_id(g) for g in games[:4]]
    assert told == [], "a busy file is not a problem to tell"

    window = start(qtbot)                                 # the next start: nothing to catch up
    assert window.stats.caught_up == 0
    locker = lock(path, lockers)
    assert end_game(qtbot, window.stats, games[4], people, [2, 0]) is None  # E, with two hints
    assert end_game(qtbot, window.stats, games[5], machines) is None        # F, all AI
    started = time.perf_counter()
    window.close()                                        # quit while the file is still locked
    assert time.perf_counter() - started < stats_module.QUIT_TIMEOUT + 1.5
    locker.release()
    assert ids_in(path) == [game_id(g) for g in games[:4]]

    window = start(qtbot)                                 # the next start catches E and F up
    assert window.stats.caught_up == 2
    assert ids_in(path) == [game_id(g) for g in games]
    for played, seats, hints in ((games[1], people, [1, 0]), (games[4], people, [2, 0]),
                                 (games[5], machines, [0, 0])):
        direct = record_of(played, seats, hints)
        row, seat_rows, finished = row_of(path, direct.game_id)
        assert (row, seat_rows) == expected_row(direct), "the row a direct record gives"
        assert abs(datetime.fromisoformat(finished) - datetime.now(UTC)).total_seconds() < 120
    store = window.stats.store()
    assert store.figures("Player").overall.played == 5 and store.figures("Player").hints == 3
    assert store.ai_only_games() == 1
    window.close()
    window = start(qtbot)                                 # and again: nothing counted twice
    assert window.stats.caught_up == 0 and window.stats.store().count() == 6
    window.close()


def test_a_kill_before_the_retry_loses_nothing(data_dir: Path, qtbot: QtBot, short: None,
                                               lockers: list[Locker]) -> None:
    path = data_dir / FILE
    window = start(qtbot)
    played = scenes.finished_game(players=3, seed=3)
    seats = scenes.seats(3, (0,), "medium")
    assert window.stats.store().count() == 0        # the file and its tables are there
    locker = lock(path, lockers)
    assert end_game(qtbot, window.stats, played, seats, [0, 0, 0]) is None
    window.stats.store().pending.clear()            # what a kill -9 leaves: no queue, the kept file
    locker.release()
    window.close()
    assert ids_in(path) == []
    window = start(qtbot)
    assert window.stats.caught_up == 1 and ids_in(path) == [game_id(played)]
    window.close()


# ---------------------------------------------------------------- the catch-up


def _kept(folder: Path, played: Game, seats: list[SeatConfig], stamp: str, ident: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stamp}-{ident or game_id(played)[:16]}.civ.json"
    write_save(path, played, seats)
    return path


def test_a_reset_is_not_undone_by_the_kept_games(data_dir: Path, qtbot: QtBot) -> None:
    games = data_dir / "games"
    before, after = scenes.finished_game(players=2, seed=7), scenes.finished_game(players=2, seed=14)
    _kept(games, before, scenes.seats(2), "2026-12-01T10-00-00")
    store = StatsStore(data_dir / FILE, now=lambda: datetime(2026, 12, 1, 11, 0, 0))
    assert catch_up(store, games) == 1
    aside = store.reset()
    assert aside is not None and aside.name == "stats-reset-2026-12-01T11-00-00.sqlite"
    _kept(games, after, scenes.seats(2), "2026-12-01T12-00-00")
    assert catch_up(store, games) == 1
    assert ids_in(data_dir / FILE) == [game_id(after)], "games kept before the reset stay out"


@pytest.mark.slow
def test_the_catch_up_is_bounded_and_skips_what_it_cannot_read(data_dir: Path, qtbot: QtBot,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    games = data_dir / "games"
    played, seats = scenes.finished_game(players=4, seed=3), scenes.seats(4)
    for n in range(200):                       # 200 kept games: read once, recorded once
        _kept(games, played, seats, f"2026-11-{1 + n // 24:02d}T{n % 24:02d}-00-00", f"{n:016x}")
    (games / "2026-12-02T00-00-00-00000000000000ff.civ.json").write_text("{not a save")
    big = games / "2026-12-02T00-00-01-00000000000000fe.civ.json"
    big.write_bytes(b" " * (stats_module.CATCH_UP_BYTES + 1))
    reads: list[str] = []
    real = load_save

    def counting(path: Path, limit: int) -> object:
        reads.append(path.name)
        return real(path, limit)

    monkeypatch.setattr(stats_module, "load_save", counting)
    store = StatsStore(data_dir / FILE)
    started = time.perf_counter()
    assert catch_up(store, games) == 1
    took = time.perf_counter() - started
    assert len(reads) == stats_module.CATCH_UP_FILES - 1, "at most CATCH_UP_FILES files, the big one unread"
    assert big.name not in reads and reads[0].startswith("2026-12-02T00-00-00")   # newest first
    assert took < 5, f"{took:.2f} s"
    assert store.count() == 1 and store.take_problems() == []
    recorded = game_id(played)
    reads.clear()
    assert catch_up(store, games) == 0 and store.count() == 1
    assert len(reads) == stats_module.CATCH_UP_FILES - 1
    # the real kept file of that game is known by its name: never read again
    for path in kept_games(games):
        path.unlink()
    _kept(games, played, seats, "2026-12-03T00-00-00")
    reads.clear()
    assert catch_up(store, games) == 0 and reads == [] and ids_in(data_dir / FILE) == [recorded]
    assert load_save(games / f"2026-12-03T00-00-00-{recorded[:16]}.civ.json").game.over
