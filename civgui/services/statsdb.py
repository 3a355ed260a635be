"""The statistics store: every finished game, once, in ``data_dir() / "stats.sqlite"`` (no Qt, no engine).

SQLite through the standard library's ``sqlite3``, in WAL mode with ``synchronous=FULL``: one
transaction per game (the game's row and its seats' rows, or nothing), so a crash or a kill -9
mid-write loses nothing already recorded, and FULL also keeps the game just recorded across a
power cut (NORMAL would only protect against a crash of the app; a game ends every few minutes
at most, so the one fsync more per commit costs nothing anybody notices: ``record`` takes a few
milliseconds).

Schema, version ``SCHEMA_VERSION`` in ``PRAGMA user_version``::

    games(number INTEGER PRIMARY KEY,   -- the order games were recorded in (streaks follow it)
          id TEXT UNIQUE,               -- game_id: the same finished game is recorded once
          players, setup ('classic'|'draft'), teams (0|1), reason ('hegemony'|'majority'),
          domain (the Hegemony's Domain code, else NULL), finished (ISO date, UTC),
          actions, turns, app (the app's version))
    seats(game -> games.number, seat, name, kind ('human' or an AI level), team ('A'|'B'|NULL),
          won (0|1), hints (the hints that seat asked for))

The file is checked once per store before its first use: a file that is not a database, has
another schema, fails ``PRAGMA integrity_check``, or turns out damaged later is renamed aside
(``civgui.services.storage.set_aside``: ``stats-damaged-<date>.sqlite``, its ``-wal`` with it) and a fresh
one is started; nothing is ever emptied or deleted. A folder that cannot be written (read-only,
full, missing) is only reported: nothing is recorded, nothing is moved. A file written by a newer
version of the game is left alone and not written. Every problem is kept in ``problems`` (the GUI
tells the player once). "Reset" sets the file aside the same way (``stats-reset-<date>.sqlite``).

A file another program holds locked (SQLite's ``SQLITE_BUSY`` / ``SQLITE_LOCKED``) is busy, not
broken: it is never set aside nor reported; a game that cannot be written within ``BUSY_TIMEOUT``
waits in ``pending`` (in memory, oldest first) and is written before the next game, or by ``flush``
(at quit, after ``hurry`` has cut every wait short). One wait covers the whole queue: it stops at
the first game the lock refuses. A game lost with the queue (a kill) is caught up at the next start
from its kept file (``civgui.review.stats.catch_up``); the ``UNIQUE`` id keeps it counted once.
"""

from __future__ import annotations

import functools
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from .storage import set_aside

LOG = logging.getLogger("civgui.statsdb")
FILE = "stats.sqlite"
SCHEMA_VERSION = 1
AI_ORDER = ("random", "easy", "medium", "hard")   # weakest first: a table's level is its strongest AI
SEAT_KINDS = ("human", *AI_ORDER)
SETUPS = ("classic", "draft")
REASONS = ("hegemony", "majority")
DOMAINS = ("MIL", "REL", "ECO", "SCI", "ART", "UTO")
COMPANIONS = ("-wal", "-shm")      # SQLite's files beside the database: they move with it
BUSY_TIMEOUT = 10.0     # seconds a write waits for a file another program holds, then the game is queued
BUSY_STEP = 0.1         # SQLite's own wait per try: a hurried store gives up within it
BUSY_CODES = ("SQLITE_BUSY", "SQLITE_LOCKED")   # prefixes (the extended codes too): busy, not broken
_T = TypeVar("_T")

SCHEMA = (
    """CREATE TABLE games (
        number INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        players INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
        setup TEXT NOT NULL CHECK (setup IN ('classic', 'draft')),
        teams INTEGER NOT NULL CHECK (teams IN (0, 1)),
        reason TEXT NOT NULL CHECK (reason IN ('hegemony', 'majority')),
        domain TEXT CHECK (domain IS NULL OR domain IN ('MIL', 'REL', 'ECO', 'SCI', 'ART', 'UTO')),
        finished TEXT NOT NULL,
        actions INTEGER NOT NULL CHECK (actions >= 0),
        turns INTEGER NOT NULL CHECK (turns >= 0),
        app TEXT NOT NULL
    )""",
    """CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games (number) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
        name TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'random', 'easy', 'medium', 'hard')),
        team TEXT CHECK (team IS NULL OR team IN ('A', 'B')),
        won INTEGER NOT NULL CHECK (won IN (0, 1)),
        hints INTEGER NOT NULL CHECK (hints >= 0),
        PRIMARY KEY (game, seat)
    )""",
    "CREATE INDEX seats_by_name ON seats (kind, name)",
)
COLUMNS = {
    "games": ["number", "id", "players", "setup", "teams", "reason", "domain", "finished", "actions",
              "turns", "app"],
    "seats": ["game", "seat", "name", "kind", "team", "won", "hints"],
}
DAMAGE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")   # the file itself is wrong (the rest: the folder)


@dataclass(frozen=True)
class SeatRecord:
    """One seat of a finished game: who sat there and how it ended for them."""

    seat: int
    name: str
    kind: str                   # "human" or an AI level
    won: bool
    team: str | None = None     # "A" / "B" in a team game
    hints: int = 0              # "What would Hard do?" asked by this seat

    @property
    def is_human(self) -> bool:
        """Whether a person played this seat."""
        return self.kind == "human"


@dataclass(frozen=True)
class GameRecord:
    """One finished game as the statistics keep it."""

    game_id: str
    players: int
    setup: str
    teams: bool
    reason: str                 # "hegemony" or "majority"
    domain: str | None          # the Hegemony's Domain code
    finished: str               # ISO date and time, UTC
    actions: int
    turns: int
    seats: tuple[SeatRecord, ...]
    app: str = ""

    def check(self) -> None:
        """Refuse a record the schema would refuse, before anything is written.

        :raises ValueError: naming the wrong field.
        """
        if not self.game_id or self.players not in (2, 3, 4) or len(self.seats) != self.players:
            raise ValueError(f"game record {self.game_id!r}: {self.players} players, {len(self.seats)} seats")
        if self.setup not in SETUPS or self.reason not in REASONS:
            raise ValueError(f"game record: unknown set-up {self.setup!r} or result {self.reason!r}")
        if (self.domain is None) != (self.reason != "hegemony") or self.domain not in (None, *DOMAINS):
            raise ValueError(f"game record: Domain {self.domain!r} with a {self.reason} result")
        if sorted(s.seat for s in self.seats) != list(range(self.players)):
            raise ValueError("game record: the seats are not 0 .. players - 1")
        for s in self.seats:
            if s.kind not in SEAT_KINDS or s.team not in (None, "A", "B") or s.hints < 0 or not s.name:
                raise ValueError(f"game record: seat {s.seat} is {s!r}")


@dataclass(frozen=True)
class Problem:
    """Something wrong with the statistics file, for the GUI to tell: ``kind`` is ``damaged`` (set
    aside as ``aside``), ``unwritable`` (nothing recorded), ``newer`` (left alone) or ``stuck``
    (damaged but it could not be moved: left alone, nothing recorded)."""

    kind: str
    path: Path
    detail: str
    aside: Path | None = None


@dataclass
class Tally:
    """Games played and won."""

    played: int = 0
    won: int = 0

    def add(self, won: bool) -> None:
        """Count one game."""
        self.played += 1
        self.won += int(won)


@dataclass
class Figures:
    """One person's statistics (their human seats in every recorded game, by name)."""

    name: str
    overall: Tally = field(default_factory=Tally)
    by_players: dict[int, Tally] = field(default_factory=dict)
    by_setup: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)    # strongest AI at the table; "" for none
    hegemony: dict[str, int] = field(default_factory=dict)      # wins by Hegemony, per Domain code
    majority_wins: int = 0
    team_games: Tally = field(default_factory=Tally)
    current_streak: int = 0
    longest_streak: int = 0
    hints: int = 0
    games_with_hints: int = 0


class StatsError(Exception):
    """The file is damaged (``damaged``) or the folder refuses it (an ``OSError`` or SQLite's reason)."""

    def __init__(self, detail: str, damaged: bool) -> None:
        super().__init__(detail)
        self.damaged = damaged


def strongest_ai(kinds: Iterable[str]) -> str:
    """The strongest AI level among ``kinds`` (``AI_ORDER``); "" if there is none (people only)."""
    levels = [AI_ORDER.index(k) for k in kinds if k in AI_ORDER]
    return AI_ORDER[max(levels)] if levels else ""


class StatsStore:
    """The statistics file: ``record`` a finished game once, read ``figures`` and ``names``.

    Nothing here raises for a problem of the file or its folder: the operation returns its
    "nothing" value and the problem goes to ``problems`` (``take_problems`` hands the new ones out).
    A connection is opened for each operation and closed after it: nothing stays open. Operations
    are serialised by a lock, so a writing thread and the GUI may share one store.
    """

    def __init__(self, path: Path, now: Callable[[], datetime] = datetime.now,
                 timeout: float | None = None) -> None:
        self.path = path
        self._now = now
        self.timeout = BUSY_TIMEOUT if timeout is None else timeout   # the wait for a busy file
        self.pending: list[GameRecord] = []       # games a busy file could not take yet, oldest first
        self.busy = False                         # whether the last operation found the file busy
        self._cap: float | None = None            # no wait goes past this (time.monotonic): quitting
        self._checked = False
        self._blocked: Problem | None = None      # newer or stuck: leave the file alone
        self.problems: list[Problem] = []
        self._told = 0
        self._lock = threading.RLock()            # one operation at a time (the GUI and a writing thread)

    # ------------------------------------------------------------------ the public surface

    def record(self, rec: GameRecord) -> bool | None:
        """Record a finished game in one transaction (the games still pending first): True if
        written, False if that game is already there, None if it could not be written (``busy``:
        it waits in ``pending``; else see ``problems``).

        :raises ValueError: for a record the schema refuses (a bug, not the file's fault).
        """
        return self.record_all([rec]).get(rec.game_id)

    def record_all(self, recs: list[GameRecord]) -> dict[str, bool | None]:
        """Record games in order, each in its transaction, after those still pending (one wait
        for them all); how each written or refused went (by id: a busy file leaves the rest pending).

        :raises ValueError: for a record the schema refuses (a bug, not the file's fault).
        """
        for rec in recs:
            rec.check()
        with self._lock:
            ids = {p.game_id for p in self.pending}      # a game already waiting keeps its place
            for rec in recs:
                if rec.game_id not in ids:
                    ids.add(rec.game_id)
                    self.pending.append(rec)
            return self._flush()

    def flush(self) -> int:
        """Write the pending games (one wait of at most ``timeout`` for them all, less when
        hurried); how many are still pending. Returns at once, all pending, if another thread
        is writing past the hurried time."""
        left = None if self._cap is None else max(0.0, self._cap - time.monotonic())
        if not self._lock.acquire(timeout=-1 if left is None else left + BUSY_STEP):
            return len(self.pending)
        try:
            self._flush()
            return len(self.pending)
        finally:
            self._lock.release()

    def hurry(self, seconds: float | None) -> None:
        """From now on no operation waits for a busy file more than ``seconds`` (quitting; None:
        the usual ``timeout`` again). Safe from any thread while another one waits."""
        self._cap = None if seconds is None else time.monotonic() + seconds

    def recorded_ids(self) -> set[str] | None:
        """The ids of every recorded game (None when the file cannot be read)."""
        return self._run(lambda conn: {str(r[0]) for r in conn.execute("SELECT id FROM games")})

    def _flush(self) -> dict[str, bool | None]:
        """The pending games written in order, until the first the busy file refuses; how each went
        (a game the file or the folder refuses otherwise is dropped, as it always was)."""
        deadline = time.monotonic() + self.timeout
        outcomes: dict[str, bool | None] = {}
        while self.pending:
            rec = self.pending[0]
            done = self._attempt(functools.partial(_insert, rec=rec), deadline)
            if self.busy:
                LOG.info("statistics file busy: %d game(s) wait to be recorded", len(self.pending))
                break
            self.pending.pop(0)
            outcomes[rec.game_id] = done
        return outcomes

    def has(self, game_id: str) -> bool:
        """Whether that game is recorded (False when the file cannot be read)."""
        found = self._run(lambda conn: conn.execute(
            "SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone())
        return bool(found)

    def count(self) -> int:
        """How many games are recorded (0 when the file cannot be read)."""
        return self._run(lambda conn: int(conn.execute("SELECT count(*) FROM games").fetchone()[0])) or 0

    def names(self) -> list[str]:
        """The names people played under, the most games first (then by name)."""
        rows = self._run(lambda conn: conn.execute(
            "SELECT name FROM seats WHERE kind = 'human' GROUP BY name ORDER BY count(*) DESC, name"
        ).fetchall())
        return [str(r[0]) for r in rows or []]

    def ai_only_games(self) -> int:
        """Games without a person at the table (recorded, kept out of everyone's figures)."""
        return self._run(lambda conn: int(conn.execute(
            "SELECT count(*) FROM games WHERE number NOT IN (SELECT game FROM seats WHERE kind = 'human')"
        ).fetchone()[0])) or 0

    def figures(self, name: str) -> Figures:
        """The figures of the person called ``name`` (every human seat of that name)."""
        rows = self._run(lambda conn: _rows_of(conn, name)) or []
        return compute(name, rows)

    def reset(self) -> Path | None:
        """Start again: set the file aside (never deleted; ``stats-reset-<date>.sqlite``); the path it
        went to (None if there was no file, or it could not be moved: see ``problems``)."""
        with self._lock:
            if self._blocked is not None and self._blocked.kind == "newer":
                return None
            if not self.path.exists():
                return None
            try:
                aside = self._move_aside("reset")
                if self.pending:        # games of the old statistics: they stay out of the new ones
                    LOG.info("statistics reset: %d pending game(s) left out", len(self.pending))
                    self.pending = []
            except OSError as exc:
                self._add(Problem("unwritable", self.path, exc.strerror or str(exc)))
                return None
            self._checked, self._blocked = False, None
        LOG.info("statistics reset: %s set aside as %s", self.path, aside)
        return aside

    def take_problems(self) -> list[Problem]:
        """The problems found since the last call (to tell the player each once)."""
        with self._lock:
            new = self.problems[self._told:]
            self._told = len(self.problems)
            return new

    # ------------------------------------------------------------------ opening and checking

    def _run(self, operation: Callable[[sqlite3.Connection], _T]) -> _T | None:
        """``operation`` on an open, checked database; None (and a problem) if it cannot be done.

        A file found damaged on the way is set aside and the operation tried once on a fresh one.
        """
        with self._lock:
            return self._attempt(operation, time.monotonic() + self.timeout)

    def _attempt(self, operation: Callable[[sqlite3.Connection], _T], deadline: float) -> _T | None:
        """``operation``, tried again while the file is busy until ``deadline`` (or the hurried
        time): then None and ``busy``. A damaged file is set aside and a fresh one tried once."""
        self.busy = False
        tries = 0
        while tries < 2 and self._blocked is None:
            cap = deadline if self._cap is None else min(deadline, self._cap)
            try:
                conn = self._connect(min(BUSY_STEP, max(0.0, cap - time.monotonic())))
                try:
                    return operation(conn)
                finally:
                    conn.close()
            except StatsError as exc:
                if self._blocked is not None:
                    return None
                if not exc.damaged:
                    self._add(Problem("unwritable", self.path, str(exc)))
                    return None
                self._damaged(str(exc))
            except sqlite3.Error as exc:
                code = str(getattr(exc, "sqlite_errorname", ""))
                if code.startswith(BUSY_CODES):     # busy, not broken: never set aside nor told
                    if time.monotonic() >= cap:
                        self.busy = True
                        return None
                    continue
                if code not in DAMAGE_CODES:
                    self._add(Problem("unwritable", self.path, str(exc)))
                    return None
                self._damaged(str(exc))
            tries += 1
        return None

    def _connect(self, wait: float) -> sqlite3.Connection:
        """An open connection on a checked database in WAL mode (created when missing); SQLite
        waits at most ``wait`` seconds for a busy file (then ``sqlite3.OperationalError``).

        :raises StatsError: for a damaged file or a folder that refuses it; ``sqlite3.Error`` too.
        """
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StatsError(f"{self.path.parent}: {exc.strerror or exc}", damaged=False) from None
        if self.path.exists() and not self.path.is_file():
            raise StatsError(f"{self.path} is not a file", damaged=False)
        conn = sqlite3.connect(self.path, timeout=wait, isolation_level=None)   # transactions: explicit
        try:
            if not self._checked:
                self._check(conn)
            if conn.execute("PRAGMA journal_mode=WAL").fetchone()[0].lower() != "wal":
                raise StatsError(f"{self.path}: WAL mode refused", damaged=False)
            conn.execute("PRAGMA synchronous=FULL")
            conn.execute("PRAGMA foreign_keys=ON")
            if not self._checked:
                _create(conn)
                self._checked = True
        except BaseException:
            conn.close()
            raise
        return conn

    def _check(self, conn: sqlite3.Connection) -> None:
        """Refuse a file that is not this game's statistics (StatsError, damaged) or is newer.

        Runs before anything is written to the file (WAL mode included), so a foreign or damaged
        file is set aside exactly as it was found.
        """
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        tables = {str(r[0]) for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
        if version > SCHEMA_VERSION:
            problem = Problem("newer", self.path,
                              f"schema version {version} (this game writes {SCHEMA_VERSION})")
            self._blocked = problem
            self._add(problem)
            raise StatsError(problem.detail, damaged=False)
        if version == 0 and not tables:
            return                                       # a new, empty file: the schema goes in
        if version != SCHEMA_VERSION or tables != set(COLUMNS):
            raise StatsError(f"not this game's statistics (schema version {version}, tables "
                             f"{', '.join(sorted(tables)) or 'none'})", damaged=True)
        for table, columns in COLUMNS.items():
            found = [str(r[1]) for r in conn.execute(f"PRAGMA table_info({table})")]
            if found != columns:
                raise StatsError(f"table {table} has the columns {', '.join(found)}", damaged=True)
        verdict = [str(r[0]) for r in conn.execute("PRAGMA integrity_check(20)")]
        if verdict != ["ok"]:
            raise StatsError("integrity check: " + "; ".join(verdict[:3]), damaged=True)
        if conn.execute("PRAGMA foreign_key_check").fetchone() is not None:
            raise StatsError("integrity check: seats of games that are not there", damaged=True)

    def _damaged(self, detail: str) -> None:
        """The file is damaged: set it aside (a problem either way) and start a fresh one next time."""
        self._checked = False
        try:
            aside = self._move_aside("damaged")
        except OSError as exc:
            problem = Problem("stuck", self.path, f"{detail} ({exc.strerror or exc})")
            self._blocked = problem
            self._add(problem)
            return
        self._add(Problem("damaged", self.path, detail, aside))

    def _move_aside(self, word: str) -> Path:
        """Rename the file (and its -wal/-shm) aside, dated; the new name. :raises OSError:"""
        aside = set_aside(self.path, self._now(), suffix=".sqlite", word=word)
        for tail in COMPANIONS:
            companion = self.path.with_name(self.path.name + tail)
            if companion.exists():
                try:
                    os.rename(companion, aside.with_name(aside.name + tail))
                except OSError as exc:        # the main file is aside: a stray -wal is ignored by SQLite
                    LOG.warning("could not move %s beside %s: %s", companion, aside, exc)
        return aside

    def _add(self, problem: Problem) -> None:
        if problem in self.problems:      # told once: a folder that stays read-only is not news
            return
        LOG.warning("statistics: %s %s: %s", problem.kind, problem.path, problem.detail)
        self.problems.append(problem)


def _create(conn: sqlite3.Connection) -> None:
    """The schema in a new file (nothing if it is there)."""
    if int(conn.execute("PRAGMA user_version").fetchone()[0]) == SCHEMA_VERSION:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        for statement in SCHEMA:
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _insert(conn: sqlite3.Connection, rec: GameRecord) -> bool:
    """The game and its seats in one transaction; False if the game is already there."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        cursor = conn.execute(
            "INSERT OR IGNORE INTO games (id, players, setup, teams, reason, domain, finished, actions,"
            " turns, app) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (rec.game_id, rec.players, rec.setup, int(rec.teams), rec.reason, rec.domain, rec.finished,
             rec.actions, rec.turns, rec.app))
        if cursor.rowcount == 0:
            conn.execute("ROLLBACK")
            return False
        number = cursor.lastrowid
        conn.executemany(
            "INSERT INTO seats (game, seat, name, kind, team, won, hints) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(number, s.seat, s.name, s.kind, s.team, int(s.won), s.hints) for s in rec.seats])
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return True


# one row per game a person of that name played: (number, players, setup, teams, reason, domain, won,
# hints, the kinds of every seat at the table joined by commas)
_ROWS = """
    SELECT g.number, g.players, g.setup, g.teams, g.reason, g.domain, s.won, s.hints,
           (SELECT group_concat(o.kind) FROM seats o WHERE o.game = g.number AND o.seat != s.seat)
    FROM seats s JOIN games g ON g.number = s.game
    WHERE s.kind = 'human' AND s.name = ?
    ORDER BY g.number
"""
Row = tuple[int, int, str, int, str, "str | None", int, int, "str | None"]


def _rows_of(conn: sqlite3.Connection, name: str) -> list[Row]:
    return list(conn.execute(_ROWS, (name,)).fetchall())


def compute(name: str, rows: list[Row]) -> Figures:
    """The figures of the rows of one person's games (in the order they were recorded)."""
    out = Figures(name)
    streak = 0
    for _number, players, setup, teams, reason, domain, won, hints, others in rows:
        win = bool(won)
        out.overall.add(win)
        out.by_players.setdefault(players, Tally()).add(win)
        out.by_setup.setdefault(setup, Tally()).add(win)
        out.by_level.setdefault(strongest_ai((others or "").split(",")), Tally()).add(win)
        if teams:
            out.team_games.add(win)
        if win and reason == "hegemony" and domain is not None:
            out.hegemony[domain] = out.hegemony.get(domain, 0) + 1
        elif win:
            out.majority_wins += 1
        streak = streak + 1 if win else 0
        out.longest_streak = max(out.longest_streak, streak)
        out.hints += hints
        out.games_with_hints += int(hints > 0)
    out.current_streak = streak
    return out
