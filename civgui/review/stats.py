"""Statistics across games: each finished game recorded once (``StatsRecorder``, on
``GameModel.gameOver``) in ``data_dir() / "stats.sqlite"`` (``civgui.services.statsdb``), shown in the
Statistics dialog (Game › Statistics…).

Whose figures: a person's, by name: every human seat of that name in every recorded game
(hot seat: each person at the screen under their own name; the dialog offers a choice of name
when more than one has games). Games without a person at the table (all AI) are recorded but
kept out of everyone's figures; the dialog says how many there are.

A game's id (``game_id``) is a digest of how it began and every action since (the engine's
save without its app version), so the same finished game, e.g. a finished autosave opened
again, is recorded once. The write runs in a short thread of its own (a few milliseconds on an
idle disk, tens on a busy one: ``python -m civgui.devtools.statstime --time``; the GUI thread only builds the
record, well under a millisecond); a problem of the file or the folder never stops the game: it
is told once in the status bar and in the dialog.

A file another program holds locked is busy, not broken (``civgui.services.statsdb``): the game waits in
the store's queue and is written before the next game, at quit (``shutdown``: at most
``QUIT_TIMEOUT``), or at the next start by ``catch_up``, which records every kept game file
(``games/``) whose game is not recorded yet, on a thread of its own (``start_catch_up``), at most
``CATCH_UP_FILES`` files of at most ``CATCH_UP_BYTES`` each per start; games kept before the
statistics were last reset or set aside stay out.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import Game
from engine.cards import team_of
from engine.events import Turn
from engine.version import __version__

from ..media.painting import emblem_icon
from ..media.resources import domain_name
from ..play.model import GameModel
from ..services import statsdb
from ..services.i18n import fill, ntr
from ..services.plain import as_text
from ..services.screen import FRAME, fitted
from ..services.statsdb import (
    AI_ORDER,
    DOMAINS,
    FILE,
    Figures,
    GameRecord,
    Problem,
    SeatRecord,
    StatsStore,
    Tally,
)
from ..services.storage import AI_LABELS, SeatConfig, data_dir, load_save
from .kept import ID_LENGTH, MAX_KEPT_BYTES, game_id, games_dir, kept_games

LOG = logging.getLogger("civgui.stats")
QUIT_TIMEOUT = 1.0          # seconds quitting waits for a busy statistics file (the rest: next start)
CATCH_UP_FILES = 100        # kept game files read per start to catch up games not recorded
CATCH_UP_BYTES = MAX_KEPT_BYTES   # a kept game bigger than this is not read (a whole game is ~100 kB)
KEPT_NAME = re.compile(r"(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)-([0-9a-f]{" + str(ID_LENGTH) + r"})\.civ\.json")
ASIDE_NAME = re.compile(r"-(?:reset|damaged)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)(?:-\d+)?\.sqlite")


def record_of(game: Game, seats: list[SeatConfig], hints: list[int],
              when: datetime | None = None) -> GameRecord:
    """What the statistics keep of a finished game.

    :raises ValueError: if the game is not over or the seats do not match it.
    """
    result = game.result
    if result is None or len(seats) != game.players:
        raise ValueError("only a finished game with one seat entry per player is recorded")
    origin = json.loads(game.to_json()).get("origin") or {}
    setup = str(origin.get("new", {}).get("setup", "classic")) if isinstance(origin, dict) else "classic"
    counts = hints if len(hints) == game.players else [0] * game.players
    winners = set(result["winners"])
    domain = result.get("domain") if result["reason"] == "hegemony" else None
    stamp = (when or datetime.now(UTC)).isoformat(timespec="seconds")
    return GameRecord(
        game_id=game_id(game), players=game.players, setup=setup, teams=game.teams,
        reason=result["reason"], domain=str(domain) if domain is not None else None,
        finished=stamp, actions=len(game.history),
        turns=sum(1 for e in game.events if isinstance(e, Turn)),
        seats=tuple(SeatRecord(s, cfg.name, cfg.kind, s in winners, team_of(s) if game.teams else None,
                               max(0, int(counts[s]))) for s, cfg in enumerate(seats)),
        app=__version__)


def started_at(path: Path) -> str:
    """When the statistics at ``path`` started ("" if never set aside): the date in the name of
    the newest file Reset or a damage set aside (local time, as the kept games' names have it)."""
    stem = path.name.removesuffix(".sqlite")
    try:
        names = [p.name for p in path.parent.glob(f"{stem}-*.sqlite")]
    except OSError:
        return ""
    stamps = [m[1] for n in names if (m := ASIDE_NAME.fullmatch(n.removeprefix(stem)))]
    return max(stamps, default="")


def catch_up(store: StatsStore, folder: Path | None = None, stop: threading.Event | None = None) -> int:
    """Record the kept games (``folder``, default ``games/``) finished since the statistics started
    and not recorded yet, oldest first; how many were written.

    Only the names are looked at for games already recorded (their id begins the name); at most
    ``CATCH_UP_FILES`` others are read, newest first, none bigger than ``CATCH_UP_BYTES``; a file
    that is not a finished game is skipped (logged). The database is not opened when there is no
    kept game to consider. ``stop`` ends the reading early.
    """
    since = started_at(store.path)
    names = [(m[1], m[2], p) for p in kept_games(folder)
             if (m := KEPT_NAME.fullmatch(p.name)) and m[1] > since]
    if not names:
        return 0
    recorded = store.recorded_ids()
    if recorded is None:
        return 0
    known = {ident[:ID_LENGTH] for ident in recorded}
    records: list[tuple[str, int, GameRecord]] = []
    for stamp, _ident, path in [n for n in names if n[1] not in known][:CATCH_UP_FILES]:
        if stop is not None and stop.is_set():
            break
        try:
            status = path.stat()
            if status.st_size > CATCH_UP_BYTES:
                LOG.warning("kept game %s not caught up: bigger than %d bytes", path.name, CATCH_UP_BYTES)
                continue
            saved = load_save(path, CATCH_UP_BYTES)
        except (OSError, ValueError) as exc:
            LOG.warning("kept game %s not caught up: %s", path.name, exc)
            continue
        if not saved.game.over:
            continue
        when = datetime.strptime(stamp, "%Y-%m-%dT%H-%M-%S").astimezone(UTC)
        rec = record_of(saved.game, saved.seats, saved.hints or [], when)
        records.append((stamp, status.st_mtime_ns, rec))
    if not records:
        return 0
    records.sort(key=lambda r: r[:2])        # the oldest first (streaks follow the order recorded)
    done = store.record_all([r[2] for r in records])
    written = sum(1 for d in done.values() if d)
    if written:
        LOG.info("statistics: %d kept game(s) caught up", written)
    return written


def stats_path() -> Path:
    """Where the statistics are kept."""
    return data_dir() / FILE


def problem_text(problem: Problem) -> str:
    """A problem of the statistics file in the player's words."""
    if problem.kind == "damaged":
        return fill(QCoreApplication.translate(
            "Statistics", "The statistics file was damaged ({detail}). It was kept aside as {file}, "
            "and new statistics start from here.", "detail: SQLite's words (English)"),
            detail=problem.detail, file=problem.aside.name if problem.aside else problem.path.name)
    if problem.kind == "newer":
        return fill(QCoreApplication.translate(
            "Statistics", "The statistics file {file} was written by a newer version of the game: it is "
            "left as it is, and this game is not recorded."), file=problem.path)
    if problem.kind == "stuck":
        return fill(QCoreApplication.translate(
            "Statistics", "The statistics file {file} is damaged ({detail}) and cannot be moved aside: "
            "nothing is recorded until it is.", "detail: the reason, in SQLite's or the system's words"),
            file=problem.path, detail=problem.detail)
    return fill(QCoreApplication.translate(
        "Statistics", "The statistics cannot be recorded: {file} cannot be written ({detail}). "
        "The game goes on.", "detail: the reason, in SQLite's or the system's words"),
        file=problem.path, detail=problem.detail)


class StatsRecorder(QObject):
    """Records each finished game of a model once, off the GUI thread; tells each problem of the
    file once (``problem``).

    At ``gameOver`` the record is built on the GUI thread (well under a millisecond) and written
    by a short-lived thread of its own (an fsync or three: a few milliseconds on an idle disk,
    tens on a busy one), so the end of the game never waits for the disk. ``shutdown`` (the
    window's close) waits for a write in progress and writes the games a busy file queued, at
    most ``QUIT_TIMEOUT`` for a busy file; the thread is not a daemon, so even without it the
    interpreter finishes a write on a slow disk before it exits. ``start_catch_up`` records the
    kept games not recorded yet (``catch_up``) on a thread of its own; ``caught_up`` is then how
    many it wrote (None until it has run).
    """

    problem = Signal(str)               # a problem of the statistics file, in the player's words
    recorded = Signal(object)           # the GameRecord just written
    written = Signal(object, object)    # every write's end: the GameRecord, True / False / None

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._store: StatsStore | None = None
        self._threads: list[threading.Thread] = []
        self.last_ms = 0.0              # how long the last write took (in its thread)
        self.caught_up: int | None = None   # games the start-up catch-up wrote (None: not run yet)
        self._stop = threading.Event()      # quitting: the catch-up stops reading
        self.written.connect(self._after_write)
        model.gameOver.connect(self._game_over)

    def store(self) -> StatsStore:
        """The store of the current data folder."""
        path = stats_path()
        if self._store is None or self._store.path != path:
            self._store = StatsStore(path)
        return self._store

    def current_record(self) -> GameRecord | None:
        """The model's finished game as the statistics keep it (None when no game is over)."""
        copy = self.model.game_copy()
        if copy is None or not copy.over:
            return None
        return record_of(copy, self.model.seats, list(self.model.hints_used))

    def record_now(self) -> bool | None:
        """Record the model's finished game here and now: True if written, False if already there,
        None if not written (no finished game, or the file's problem, told through ``problem``)."""
        rec = self.current_record()
        if rec is None:
            return None
        return self._write(rec, self.store())

    def _game_over(self, _result: object) -> None:
        rec = self.current_record()
        if rec is None:
            return
        self._threads = [t for t in self._threads if t.is_alive()]
        thread = threading.Thread(target=self._write, args=(rec, self.store()), name="civ-stats")
        self._threads.append(thread)
        thread.start()

    def _write(self, rec: GameRecord, store: StatsStore) -> bool | None:
        """Write ``rec`` (any thread: the store serialises its operations); ``written`` says how it went."""
        started = time.perf_counter()
        done = store.record(rec)
        self.last_ms = (time.perf_counter() - started) * 1000
        LOG.info("game %s %s in %.1f ms", rec.game_id[:12],
                 {True: "recorded", False: "already recorded", None: "not recorded"}[done], self.last_ms)
        try:
            self.written.emit(rec, done)    # queued to the GUI thread when sent from the writing thread
        except RuntimeError:                # the window and its recorder are gone: the game is written
            pass
        return done

    def _after_write(self, rec: GameRecord, done: bool | None) -> None:
        self.tell()
        if done:
            self.recorded.emit(rec)

    def start_catch_up(self) -> None:
        """Record the kept games not recorded yet (``catch_up``), on a thread of its own."""
        store, folder = self.store(), games_dir()
        thread = threading.Thread(target=self._catch_up, args=(store, folder), name="civ-stats-catch-up")
        self._threads.append(thread)
        thread.start()

    def _catch_up(self, store: StatsStore, folder: Path) -> None:
        started = time.perf_counter()
        written = 0
        try:
            written = catch_up(store, folder, self._stop)
        except Exception:  # a kept file the loader did not expect: the start goes on, the log says why
            LOG.exception("catching up the kept games failed")
        LOG.debug("catch-up of the kept games: %d recorded in %.0f ms", written,
                 (time.perf_counter() - started) * 1000)
        self.caught_up = written

    def busy(self) -> bool:
        """Whether a write is in progress."""
        return any(t.is_alive() for t in self._threads)

    def shutdown(self, timeout: float | None = None) -> None:
        """Quitting: end the writes in progress and write the queued games, waiting at most
        ``timeout`` (default ``QUIT_TIMEOUT``) for a busy file; what is left is caught up at the
        next start."""
        wait = QUIT_TIMEOUT if timeout is None else timeout
        self._stop.set()
        store = self._store
        if store is not None:
            store.hurry(wait)
        end = time.monotonic() + wait + 2 * statsdb.BUSY_STEP
        for thread in self._threads:
            thread.join(max(0.0, end - time.monotonic()))
        self._threads = [t for t in self._threads if t.is_alive()]
        if store is not None and store.pending and store.flush():
            LOG.warning("statistics file busy at quit: %d game(s) recorded at the next start from the "
                        "kept games", len(store.pending))

    def tell(self) -> None:
        """Emit ``problem`` for each problem of the file not told yet."""
        if self._store is None:
            return
        for problem in self._store.take_problems():
            self.problem.emit(problem_text(problem))


class StatisticsDialog(QDialog):
    """Games played and won (overall, by player count, set-up, strongest AI at the table), wins by
    Hegemony per Domain and on majorities, winning streaks and hints, for one person; Reset."""

    def __init__(self, recorder: StatsRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recorder = recorder
        self.store = recorder.store()
        self.setObjectName("statistics")
        self.setMinimumWidth(640)
        self.notes: list[str] = []          # what Reset did, in the player's words
        self.who_label = QLabel()
        self.who = QComboBox()
        self.who_label.setBuddy(self.who)
        self.who.currentIndexChanged.connect(lambda _i: self.refresh())
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        bold = QFont(self.headline.font())
        bold.setBold(True)
        self.headline.setFont(bold)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                             | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.games = QTreeWidget()
        self.games.setObjectName("games")
        self.games.setColumnCount(4)
        self.games.setRootIsDecorated(False)
        self.games.setItemsExpandable(False)
        self.wins = QTreeWidget()
        self.wins.setObjectName("wins")
        self.wins.setColumnCount(2)
        self.wins.setRootIsDecorated(False)
        for tree in (self.games, self.wins):
            tree.setAlternatingRowColors(True)
            # room above the letters for the accents of capitals ("Összes" lost its dots)
            tree.setStyleSheet("QTreeView::item { padding-top: 3px; padding-bottom: 1px; }")
            tree.header().setStretchLastSection(False)
            tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            for column in range(1, tree.columnCount()):
                tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
            tree.header().setSectionsMovable(False)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("note")
        self.where = QLabel()
        self.where.setWordWrap(True)
        # names and file names are text, never markup
        for label in (self.who_label, self.headline, self.summary, self.note, self.where):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.ask_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        # a destructive action is never the default (Enter closes); the theme outlines it in red
        self.reset_button.setAutoDefault(False)
        self.reset_button.setDefault(False)
        self.reset_button.setProperty("destructive", "true")
        self.close_button.setAutoDefault(True)
        self.close_button.setDefault(True)

        top = QHBoxLayout()
        top.addWidget(self.who_label)
        top.addWidget(self.who, 1)
        tables = QHBoxLayout()
        tables.addWidget(self.games, 3)
        tables.addWidget(self.wins, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.headline)
        layout.addWidget(self.summary)
        layout.addLayout(tables, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.where)
        layout.addWidget(buttons)
        self.resize(fitted(self, QSize(760, 560), FRAME))
        self._fill_names()
        self.retranslate()
        self.games.setFocus()

    # ------------------------------------------------------------------ contents

    def _fill_names(self) -> None:
        """The names people played under; the current game's first person chosen if they have games."""
        names = self.store.names()
        here = [s.name for s in self.recorder.model.seats if s.is_human]
        chosen = next((n for n in here if n in names), names[0] if names else "")
        self.who.blockSignals(True)
        self.who.clear()
        self.who.addItems(names)
        self.who.setCurrentIndex(max(0, self.who.findText(chosen)) if names else -1)
        self.who.blockSignals(False)
        several = len(names) > 1
        self.who.setVisible(several)
        self.who_label.setVisible(several)

    @property
    def name(self) -> str:
        """Whose figures are shown ("" when no person has a recorded game)."""
        return self.who.currentText()

    def figures(self) -> Figures:
        """The figures shown."""
        return self.store.figures(self.name) if self.name else Figures("")

    def retranslate(self) -> None:
        """Every text, in the player's language."""
        self.setWindowTitle(QCoreApplication.translate("Statistics", "Statistics"))
        self.who_label.setText(QCoreApplication.translate(
            "Statistics", "&Player:", "whose statistics are shown"))
        self.who.setAccessibleName(QCoreApplication.translate("Statistics", "Whose statistics"))
        self.games.setHeaderLabels([
            QCoreApplication.translate("Statistics", "Games"),
            QCoreApplication.translate("Statistics", "Played"),
            QCoreApplication.translate("Statistics", "Won"),
            QCoreApplication.translate("Statistics", "Won %")])
        self.games.setAccessibleName(QCoreApplication.translate("Statistics", "Games played and won"))
        self.wins.setHeaderLabels([QCoreApplication.translate("Statistics", "How you won"),
                                   QCoreApplication.translate("Statistics", "Wins")])
        self.wins.setAccessibleName(QCoreApplication.translate(
            "Statistics", "Wins by Hegemony and on majorities"))
        self.reset_button.setText(QCoreApplication.translate("Statistics", "&Reset statistics…"))
        self.reset_button.setAccessibleDescription(QCoreApplication.translate(
            "Statistics", "Start again from nothing; the current file is kept aside, not deleted"))
        self.where.setText(fill(QCoreApplication.translate("Statistics", "Kept in {file}"),
                                file=self.store.path))
        self.refresh()

    def refresh(self) -> None:
        """The figures of the chosen person, read again from the file."""
        figures = self.figures()
        hints = fill(ntr("Statistics", "Hints used (“What would Hard do?”): {hints}, in %n game(s)",
                         figures.games_with_hints), hints=figures.hints)
        streaks = [ntr("Statistics", "Current winning streak: %n game(s)", figures.current_streak),
                   ntr("Statistics", "Longest winning streak: %n game(s)", figures.longest_streak), hints]
        if figures.overall.played == 0:
            head = QCoreApplication.translate(
                "Statistics", "No finished game with a person at the table is recorded yet.")
        else:
            head = fill(ntr("Statistics", "{name}: %n game(s) played, {won} won.", figures.overall.played),
                        name=self.name, won=figures.overall.won)
        self.headline.setText(head)
        self.summary.setText("\n".join(streaks))
        self.summary.setVisible(figures.overall.played > 0)
        self.summary.setAccessibleName(self.summary.text())
        self._fill_games(figures)
        self._fill_wins(figures)
        self._fill_note()
        layout = self.layout()
        if layout is not None:          # longer words (another language, bigger numbers): grow to fit
            layout.activate()
            self.resize(fitted(self, self.size().expandedTo(self.minimumSizeHint()), FRAME))

    def _fill_games(self, figures: Figures) -> None:
        """All games, then by number of players, set-up and strongest AI at the table (sections)."""
        self.games.clear()
        self._row(None, QCoreApplication.translate("Statistics", "All games"), figures.overall, bold=True)
        players = self._row(None, QCoreApplication.translate("Statistics", "By number of players"))
        for n in sorted(figures.by_players):
            self._row(players, ntr("Statistics", "%n player(s)", n), figures.by_players[n])
        setups = self._row(None, QCoreApplication.translate("Statistics", "By set-up"))
        names = {"classic": QCoreApplication.translate("Statistics", "Classic", "the set-up"),
                 "draft": QCoreApplication.translate("Statistics", "Draft", "the set-up")}
        for key, label in names.items():
            if key in figures.by_setup:
                self._row(setups, label, figures.by_setup[key])
        if figures.team_games.played:
            self._row(setups, QCoreApplication.translate("Statistics", "Team games"), figures.team_games)
        levels = self._row(None, QCoreApplication.translate("Statistics", "By strongest AI at the table"))
        for level in (*reversed(AI_ORDER), ""):
            if level in figures.by_level:
                self._row(levels, level_text(level), figures.by_level[level])
        self.games.expandAll()
        fit_width(self.games)
        first = self.games.topLevelItem(0)
        if first is not None:
            self.games.setCurrentItem(first)

    def _row(self, parent: QTreeWidgetItem | None, label: str, tally: Tally | None = None,
             bold: bool = False) -> QTreeWidgetItem:
        """A row of the games table: a section (no tally) or a count of games played and won."""
        if tally is None:
            item = QTreeWidgetItem([label])
            bold = True
        else:
            share = f"{round(100 * tally.won / tally.played)} %" if tally.played else "–"
            item = QTreeWidgetItem([label, str(tally.played), str(tally.won), share])
            for column in (1, 2, 3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = QFont(item.font(0))
            font.setBold(True)
            for column in range(4):
                item.setFont(column, font)
        if parent is None:
            self.games.addTopLevelItem(item)
        else:
            parent.addChild(item)
        return item

    def _fill_wins(self, figures: Figures) -> None:
        self.wins.clear()
        for domain in DOMAINS:
            label = fill(QCoreApplication.translate("Statistics", "{domain} Hegemony"),
                         domain=domain_name(domain))
            item = QTreeWidgetItem([label, str(figures.hegemony.get(domain, 0))])
            item.setIcon(0, emblem_icon(domain))
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.wins.addTopLevelItem(item)
        totals = ((QCoreApplication.translate("Statistics", "Every Hegemony"),
                   sum(figures.hegemony.values())),
                  (QCoreApplication.translate("Statistics", "On majorities"), figures.majority_wins))
        for label, count in totals:
            item = QTreeWidgetItem([label, str(count)])
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = QFont(item.font(0))
            font.setBold(True)
            item.setFont(0, font)
            item.setFont(1, font)
            self.wins.addTopLevelItem(item)
        fit_width(self.wins)

    def _fill_note(self) -> None:
        self.store.take_problems()          # shown here: the status bar need not tell them again
        lines = [problem_text(p) for p in self.store.problems] + self.notes
        machines = self.store.ai_only_games()
        if machines:
            lines.append(ntr("Statistics", "%n game(s) without a person at the table (all AI) recorded, "
                                           "not counted in these figures.", machines))
        self.note.setText("\n".join(lines))
        self.note.setVisible(bool(lines))

    # ------------------------------------------------------------------ reset

    def ask_reset(self) -> bool:
        """Confirm, then set the file aside and start again; True if reset."""
        answer = QMessageBox.question(
            self, QCoreApplication.translate("Statistics", "Reset statistics?"),
            as_text(fill(QCoreApplication.translate(
                "Statistics", "Start the statistics again from nothing? The current file is not deleted: "
                "it is kept in {folder} under a dated name."), folder=self.store.path.parent)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        aside = self.store.reset()
        if aside is not None:
            kept = QCoreApplication.translate(
                "Statistics", "The statistics start again; the old ones are kept as {file}.")
            self.notes.append(fill(kept, file=aside.name))
        self._fill_names()
        self.refresh()
        return aside is not None

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: every text again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


def level_text(level: str) -> str:
    """A row of the strongest AI at the table ("" for a table of people only)."""
    if not level:
        return QCoreApplication.translate("Statistics", "People only (no AI)")
    return QCoreApplication.translate("Seats", str(AI_LABELS[level]))


def fit_width(tree: QTreeWidget) -> None:
    """Keep ``tree`` wide enough for every row's text and its columns (no text cut short)."""
    header = tree.header()
    width = sum(max(tree.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(tree.columnCount()))
    scroll = tree.verticalScrollBar().sizeHint().width()
    tree.setMinimumWidth(width + 2 * tree.frameWidth() + scroll + 8)
