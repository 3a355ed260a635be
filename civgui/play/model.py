"""``GameModel``: the one QObject that owns the engine ``Game``.

Widgets read it (views, legality, reasons, prompts) and change the game only through
``submit(action)``. It emits ``changed`` after every change, ``actionApplied`` with the
engine's events (``engine.events.Event``), ``logAppended`` with the new log entries,
``refused`` with the engine's reason when an action is not legal, and ``gameOver`` with the result.

Hot seat (two or more human seats): the table shows the eyes of the human whose decision it
is. When the decision passes to a different human, the model goes *covered*: the viewer is
the public view (``view(None)``) until that person lifts the cover (``lift_cover``); while
AI seats play between two humans the table shows the public view too. At the end of a game
that a human's action ended, a game-over cover hides that human's hand until lifted.
``submit`` only plays for the human to move with the cover lifted; AI seats play through
``submit_ai``. With at most one human nothing of this applies: that human always views.

Undo (``undo``/``redo``) asks the engine what the person to move may take back (civgui/table/undo.py
words it); ``logReplaced`` then carries the shortened log. With ``confirm_reveals`` on, an
action that would reveal hidden cards mid-turn (Breakthrough's draw, an Inquisition's target)
is not applied by ``submit`` but announced by ``confirmationNeeded``; ``submit_confirmed``
applies it once the person agreed.

``hints_used`` counts, per seat, the "What would Hard do?" hints shown (``count_hint``; see
civgui/dialogs/hint.py): zeros for a new game, restored from a save, written with every save; undo
keeps it.

The log is built from the engine's events, never from its text: for each applied action, each
event's public line and, for each person allowed to see it, its private line, rendered with the
table's words (``TableWords``: player names, card names). Every entry keeps its ``Sentence`` (as
JSON), so a loaded game rebuilds its event lines from the replayed game's events and keeps the
AI reasons and notes as they were said.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from engine import Game, IllegalAction
from engine.cards import DOMAINS, hegemony_target, level_thresholds
from engine.events import Event, Over, Turn
from engine.types import PendingView, ResultDict, View
from engine.words import Seat, Sentence, register

from ..media.resources import domain_name
from ..services.i18n import fill, ntr
from ..services.storage import GameConfig, SavedGame, SeatConfig, autosave_path, load_save, write_save
from .texts import stage_prompt
from .undo_texts import reveal_question
from .words import TableWords, illegal_action

LOG = logging.getLogger("civgui.model")
LOG_REBUILT = ("(Log rebuilt from the game's record: every action is here and nothing of the game "
               "is lost; only the AI reasons and the cards you saw before this point are missing.)")
# the reason logged for the random move that replaces a failed AI's (civgui.play.aidriver)
AI_FALLBACK = "random choice (the AI could not decide)"
register({"gui.log_rebuilt": LOG_REBUILT, "gui.reason": "{seat}: “{reason}”", "gui.ai_fallback": AI_FALLBACK})
EVENT_KINDS = frozenset({"event", "turn", "result", "private"})     # the entries built from events


@dataclass(frozen=True)
class LogEntry:
    """One row of the game log: ``kind`` is event, turn, private, reason, result or note.

    ``reader`` is the one seat that may read the entry (a private line); None: everyone.
    ``sentence`` is what ``text`` says, as ``Sentence.to_json`` data, to render it again in
    other words (None in the entries of saves written before it existed).
    Saves store entries with ``dataclasses.asdict`` and rebuild them by field name and type
    (``storage.rebuild``): new fields need a default and a JSON-friendly type.
    """

    text: str
    seat: int | None = None
    kind: str = "event"
    action: int = 0      # the number of actions applied when it was written (undo drops the later ones)
    reader: int | None = None
    sentence: Any = None

    def said(self) -> Sentence | None:
        """The entry's ``Sentence``; None if it has none (or a damaged one)."""
        if self.sentence is None:
            return None
        try:
            return Sentence.from_json(self.sentence)
        except ValueError:
            return None


class GameModel(QObject):
    """The game in progress, its seats, and the only way to change it (``submit``)."""

    changed = Signal()
    gameStarted = Signal()
    actionApplied = Signal(int, str, object)   # seat, action, list of engine events (Event)
    logAppended = Signal(object)                # list[LogEntry]
    refused = Signal(str, object)               # action, reason (an engine Sentence or the GUI's words)
    gameOver = Signal(object)                   # result dict
    logReplaced = Signal(object)                # list[LogEntry]: the whole log, after an undo
    undone = Signal(int, str)                   # seat, the action taken back
    confirmationNeeded = Signal(str, str)       # action, the question to ask before applying it
    viewerChanged = Signal(object)              # the new viewer (a seat or None), before ``changed``

    # The game is played here: the viewer's turn is "your turn" (a replay only shows a game).
    live = True
    coverChanged = Signal()                     # the hot-seat cover went down or was lifted
    saveFailed = Signal(str)                    # the autosave cannot be written: why (once per outage)
    saveRecovered = Signal()                    # the autosave is written again after a failure
    SAVE_RETRY_MS = 3000                        # while the autosave fails: also retry this often

    def __init__(self, parent: QObject | None = None, autosave: bool = True) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._seats: list[SeatConfig] = []
        self._viewer: int | None = None
        self._view: View | None = None
        self._legal: list[str] | None = None
        self.autosave = autosave
        self.log: list[LogEntry] = []
        self._words = TableWords([])
        self.confirm_reveals = False    # the window turns it on: it is the one that can ask
        self._confirmed: str | None = None
        self._redo: list[str] = []
        self._cover_seat: int | None = None     # hot seat: the human who must lift the cover
        self._cover_over = False                # hot seat: the game-over cover is down
        self._at_screen: int | None = None      # hot seat: the human who lifted the cover last
        self._save_problem: str | None = None
        self._save_retry = QTimer(self)
        self._save_retry.setInterval(self.SAVE_RETRY_MS)
        self._save_retry.timeout.connect(self._write_autosave)
        self.hints_used: list[int] = []         # per seat, the "What would Hard do?" hints shown

    # ------------------------------------------------------------------ set-up

    def new_game(self, config: GameConfig) -> None:
        """Start a new game from the new-game dialog's choices."""
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1, 10**9)
        game = Game.new(config.players, seed, config.setup, config.teams)
        self.load_game(game, config.seats)

    def load_game(self, game: Game, seats: list[SeatConfig], log: list[LogEntry] | None = None,
                  hints: list[int] | None = None) -> None:
        """Take over an existing game (a loaded save, a prepared position), with its saved log
        entries if there are any (their event lines rendered anew from the game's events, the
        AI reasons and notes kept); else the log is the public lines of the game's events.
        ``hints``: the hints each seat already asked for in it (None: none)."""
        if len(seats) != game.players:
            raise ValueError("one seat entry per player is needed")
        if hints is not None and len(hints) != game.players:
            raise ValueError("one hint count per player is needed")
        self.hints_used = list(hints) if hints is not None else [0] * game.players
        self._game = game
        self._seats = list(seats)
        self._words = TableWords(self.names())
        humans = [s for s, cfg in enumerate(seats) if cfg.is_human]
        self._viewer = humans[0] if humans else None
        self._cover_seat, self._cover_over, self._at_screen = None, False, None
        self._follow_decision(ended=False)
        self._invalidate()
        self._redo = []
        if log is not None:      # the saved entries hold more than the engine's lines (reasons...)
            self.log = self._rebuilt(game, log)
        else:
            self.log = [entry for event in game.events for entry in self._public(event, None)]
        self.gameStarted.emit()
        self.logAppended.emit(list(self.log))
        self._write_autosave()
        self.changed.emit()
        if game.over:
            self.gameOver.emit(game.result)

    def load_file(self, path: Path) -> None:
        """Load a save file; the game in progress is untouched if it is refused.

        :raises ValueError: with the reason if it cannot be loaded.
        """
        self.load_saved(load_save(path))

    def load_saved(self, saved: SavedGame) -> None:
        """Take over a read save file: its game, seats and, when they cover exactly this game,
        its log entries (AI reasons, private lines); else the log is rebuilt and says so."""
        entries = saved.log_entries(LogEntry)
        self.load_game(saved.game, saved.seats, entries, saved.hints)
        if entries is None and any(e.line() is not None for e in saved.game.events):
            note = [self._entry(Sentence("gui.log_rebuilt"), None, "note")]
            self.log.extend(note)
            self.logAppended.emit(note)

    def save_file(self, path: Path) -> None:
        """Write the game to a save file. :raises OSError: if it cannot be written."""
        if self._game is not None:
            write_save(path, self._game, self._seats, self.log, self.hints_used)

    def count_hint(self, seat: int) -> None:
        """A hint was shown to ``seat``: count it (kept in the save file at once; undo keeps it)."""
        if 0 <= seat < len(self.hints_used):
            self.hints_used[seat] += 1
            self._write_autosave()

    # ------------------------------------------------------------------ queries

    @property
    def has_game(self) -> bool:
        """Whether a game is loaded."""
        return self._game is not None

    @property
    def players(self) -> int:
        """Number of seats (0 without a game)."""
        return 0 if self._game is None else self._game.players

    @property
    def seats(self) -> list[SeatConfig]:
        """The seat configuration."""
        return list(self._seats)

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the table shows (a human seat; None for AI-only games)."""
        return self._viewer

    @property
    def to_move(self) -> int | None:
        """Seat whose decision is pending; None when over or without a game."""
        return None if self._game is None else self._game.to_move

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self._game is not None and self._game.over

    @property
    def result(self) -> ResultDict | None:
        """The engine's result dict once over."""
        return None if self._game is None else self._game.result

    @property
    def history_length(self) -> int:
        """Number of actions applied so far."""
        return 0 if self._game is None else len(self._game.history)

    def names(self) -> list[str]:
        """Every seat's name."""
        return [s.name for s in self._seats]

    def seat_name(self, seat: int) -> str:
        """A seat's name."""
        return self._seats[seat].name

    def words(self) -> TableWords:
        """How this table names the things of the game (players' names, card names)."""
        return self._words

    def seat_label(self, seat: int) -> str:
        """``you`` or the AI level; in a hot-seat game another person's seat is ``human``."""
        if self.hot_seat and self.is_human(seat) and seat != self._viewer:
            return QCoreApplication.translate(
                "GameModel", "human", "a seat another person at this screen plays")
        return self._seats[seat].label

    def is_human(self, seat: int | None) -> bool:
        """Whether a person plays ``seat``."""
        return seat is not None and 0 <= seat < len(self._seats) and self._seats[seat].is_human

    def human_to_move(self) -> bool:
        """Whether the pending decision belongs to a person."""
        return self.is_human(self.to_move)

    def human_seats(self) -> list[int]:
        """The seats people play, in seat order."""
        return [s for s, cfg in enumerate(self._seats) if cfg.is_human]

    @property
    def hot_seat(self) -> bool:
        """Whether two or more people share this screen."""
        return len(self.human_seats()) >= 2

    @property
    def covered(self) -> bool:
        """Hot seat: whether the cover is down (nothing private shown, no action taken)."""
        return self._cover_seat is not None or self._cover_over

    @property
    def cover_seat(self) -> int | None:
        """Hot seat: the person the cover waits for (None without a cover or at game over)."""
        return self._cover_seat

    @property
    def cover_over(self) -> bool:
        """Hot seat: whether the cover down is the game-over one."""
        return self._cover_over

    def lift_cover(self) -> bool:
        """Hot seat: the person the cover waits for is at the screen; False if nothing was covered."""
        if not self.covered:
            return False
        if self._cover_seat is not None:
            self._at_screen = self._viewer = self._cover_seat
            self._cover_seat = None
            self._invalidate()
            self.viewerChanged.emit(self._viewer)
        self._cover_over = False
        self.coverChanged.emit()
        self.changed.emit()
        return True

    def not_yours(self) -> str | None:
        """Why the person at this screen may not act now (None: they may)."""
        game = self._game
        if game is None:
            return no_game()
        if game.over:
            return QCoreApplication.translate("GameModel", "the game is over")
        seat = game.to_move
        assert seat is not None
        if not self.is_human(seat):
            return fill(QCoreApplication.translate("GameModel", "it is {name}'s turn ({label})",
                                                   "label: 'Medium AI'..."),
                        name=self.seat_name(seat), label=self.seat_label(seat))
        if self._cover_seat is not None:
            return fill(QCoreApplication.translate(
                "GameModel", "the screen is covered: {name} must click it first"),
                name=self.seat_name(self._cover_seat))
        if seat != self._viewer:
            return fill(QCoreApplication.translate(
                "GameModel", "it is {name}'s turn"), name=self.seat_name(seat))
        return None

    def view(self) -> View | None:
        """What the viewer knows now (the engine's ``view``); None without a game."""
        if self._game is None:
            return None
        if self._view is None:
            self._view = self._game.view(self._viewer)
        return self._view

    def legal_actions(self) -> list[str]:
        """The engine's legal actions now."""
        if self._game is None:
            return []
        if self._legal is None:
            self._legal = self._game.legal_actions()
        return self._legal

    def is_legal(self, action: str) -> bool:
        """Whether ``action`` is legal now."""
        return action in self.legal_actions()

    def why_not(self, action: str) -> Sentence | str | None:
        """None if the person at this screen may play ``action`` now, else the reason in their words:
        whose turn it is when it is not theirs (never a reason about another seat's hidden
        cards), otherwise the engine's."""
        if self._game is None:
            return no_game()
        return self.not_yours() or self._game.why_not(action)

    def thresholds(self) -> tuple[int, int]:
        """Cards needed for level 1 and level 2 in this game."""
        return level_thresholds(self.players) if self.players else (3, 5)

    def hegemony_need(self, seat: int, domain: str) -> int:
        """Cards of ``domain`` seat needs for Hegemony, Democracy cards under it included."""
        view = self.view()
        if view is None:
            return hegemony_target(self.players)
        return view["hegemony_targets"][seat][domain]

    def pending(self) -> PendingView | None:
        """The viewer's view of the effect being resolved, if any."""
        view = self.view()
        return None if view is None else view.get("pending")

    def step(self) -> str:
        """``draft``, ``play``, ``effects`` or ``over`` ('' without a game)."""
        view = self.view()
        return "" if view is None else view["step"]

    def hand_verb(self) -> str | None:
        """What a card of the viewer's hand does now when activated: ``play``, ``discard`` or None."""
        if not self.human_to_move() or self.to_move != self._viewer:
            return None
        pend = self.pending()
        if pend is not None:
            return pend["stage"] if pend["stage"] in ("play", "discard") else None
        return "play" if self.step() == "play" else None

    def tableau_verb(self) -> str | None:
        """What clicking a card of the viewer's tableau does now: ``remove``, ``return`` or None."""
        if not self.human_to_move() or self.to_move != self._viewer:
            return None
        pend = self.pending()
        if pend is not None and pend["stage"] in ("remove", "return"):
            return pend["stage"]
        return None

    def prompt(self) -> str:
        """One sentence: what is happening, and what the player may do."""
        view = self.view()
        if view is None:
            return QCoreApplication.translate(
                "GameModel", "No game in progress. Start one with Game › New game… (Ctrl+N), "
                "or open a saved game with Game › Open… (Ctrl+O).", "the menu names as the menus say them")
        if self.over:
            return next((e.text for e in reversed(self.log) if e.kind == "result"),
                        QCoreApplication.translate("GameModel", "Game over."))
        seat = self.to_move
        assert seat is not None
        if self._cover_seat is not None:
            return fill(QCoreApplication.translate("GameModel", "Pass the screen to {name}."),
                        name=self.seat_name(self._cover_seat))
        if not self.is_human(seat):
            last = next((e.text for e in reversed(self.log) if e.kind == "event"), "")
            if last:
                return fill(QCoreApplication.translate(
                    "GameModel", "{name} ({label}) is playing… Last: {last}",
                                                       "last: the log's latest line"),
                    name=self.seat_name(seat), label=self.seat_label(seat), last=last)
            return fill(QCoreApplication.translate("GameModel", "{name} ({label}) is playing…"),
                        name=self.seat_name(seat), label=self.seat_label(seat))
        if "draft" in view:
            draft = view["draft"]
            if draft["stage"] == "keep":
                return fill(QCoreApplication.translate(
                    "GameModel", "Draft, pass {round} of 3: click the card you keep from the packet "
                    "you hold; the rest passes to the left."), round=draft["round"])
            return QCoreApplication.translate("GameModel", "Draft: click a card of the centre to take it "
                                              "into your tableau.")
        pend = self.pending()
        if pend is not None:
            return stage_prompt(pend["effect"], pend["stage"], pend["remaining"])
        name = self.seat_name(seat)
        mine = seat == self._viewer
        if view["step"] == "play":
            barred = sorted({m["domain"] for m in view["embargoes"] if m["on"] == seat},
                            key=DOMAINS.index)
            return step_one_prompt(None if mine else name, barred)
        if mine:
            text = QCoreApplication.translate("GameModel", "Your turn — step 2: use effects (panel on the "
                                              "right) or press End turn.")
        else:
            text = fill(QCoreApplication.translate("GameModel", "{name}'s turn — step 2: use effects (panel "
                                                   "on the right) or press End turn."), name=name)
        refill = (QCoreApplication.translate("GameModel", "No refill: this is the final round.")
                  if view["final_round"] else ntr("GameModel", "Then you refill to %n card(s).",
                                                  view["refill_limit"]))
        return f"{text} {refill}"

    # ------------------------------------------------------------------ look-ahead (on copies)

    def _after(self, actions: list[str]) -> Game | None:
        if self._game is None:
            return None
        copy = self._game.clone()
        try:
            for action in actions:
                copy.apply(action)
        except IllegalAction:
            return None
        return copy

    def preview(self, actions: list[str]) -> list[Event]:
        """The events ``actions`` would produce, computed on a copy; [] if one is illegal."""
        if self._game is None:
            return []
        copy = self._game.clone()
        events: list[Event] = []
        try:
            for action in actions:
                events.extend(copy.apply(action))
        except IllegalAction:
            return []
        return events

    def legal_after(self, actions: list[str]) -> list[str]:
        """Legal actions after ``actions`` (on a copy); [] if one of them is illegal."""
        copy = self._after(actions)
        return [] if copy is None else copy.legal_actions()

    def game_copy(self) -> Game | None:
        """An independent copy of the game, for AI search off the GUI thread."""
        return None if self._game is None else self._game.clone()

    # ------------------------------------------------------------------ change

    def submit(self, action: str, reason: Sentence | str | None = None) -> bool:
        """Apply ``action`` for the person to move at this screen; emit ``refused`` and return
        False if it is illegal or not theirs (an AI seat's turn, the hot-seat cover down)."""
        why = self.not_yours()
        if why is not None:
            self.refused.emit(action, why)
            return False
        return self._apply(action, reason)

    def submit_ai(self, seat: int, action: str, reason: Sentence | str | None = None) -> bool:
        """Apply an AI seat's ``action`` with its ``reason`` (a ``Sentence``, rendered in the table's
        words, or a plain str shown as is); False if ``seat`` is a person's or not to move (logged),
        or if the action is illegal (``refused`` emitted)."""
        game = self._game
        if game is None or game.over or self.is_human(seat) or seat != game.to_move:
            LOG.warning("AI action %r for seat %s refused: %s", action, seat,
                        "no game" if game is None or game.over
                        else "a person plays that seat" if self.is_human(seat) else "not its turn")
            return False
        return self._apply(action, reason)

    def _apply(self, action: str, reason: Sentence | str | None) -> bool:
        game = self._game
        assert game is not None
        seat = game.to_move
        assert seat is not None
        if self._ask_first(seat, action):
            return False
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            why = str(exc) if exc.reason is None else illegal_action(action, exc.reason, self.words())
            self.refused.emit(action, why)
            return False
        self._redo_followed(action)
        viewer, covered = self._viewer, self.covered
        self._follow_decision(ended=game.over)
        self._invalidate()
        entries = self._entries(seat, events, reason, len(game.history))
        self.log.extend(entries)
        self._write_autosave()
        if self._viewer != viewer:
            self.viewerChanged.emit(self._viewer)
        if self.covered != covered:
            self.coverChanged.emit()
        self.logAppended.emit(entries)
        self.actionApplied.emit(seat, action, events)
        self.changed.emit()
        if game.over:
            self.gameOver.emit(game.result)
        return True

    def _follow_decision(self, ended: bool) -> None:
        """Hot seat: point the viewer and the cover at the person whose decision it is."""
        game = self._game
        if game is None or not self.hot_seat:
            return
        self._cover_seat = None
        if game.over:
            self._cover_over = ended and self._viewer is not None  # a person's hand was shown
            self._viewer = None
            return
        seat = game.to_move
        if not self.is_human(seat):
            self._viewer = None          # AI seats play in the public view
        elif seat == self._at_screen:
            self._viewer = seat          # the same person again: no need to pass the screen
        else:
            self._viewer = None
            self._cover_seat = seat

    def _invalidate(self) -> None:
        self._view = None
        self._legal = None

    def _entry(self, sentence: Sentence, seat: int | None, kind: str, action: int = 0,
               reader: int | None = None) -> LogEntry:
        """A log entry saying ``sentence`` in the table's words (and keeping it to say it again)."""
        return LogEntry(sentence.render(self._words), seat, kind, action, reader, sentence.to_json())

    def _public(self, event: Event, seat: int | None) -> list[LogEntry]:
        """The entry of an event's public line ([] for an event the log does not tell)."""
        line = event.line()
        if line is None:
            return []
        kind = "turn" if isinstance(event, Turn) else "result" if isinstance(event, Over) else "event"
        return [self._entry(line, seat, kind, event.actions)]

    def _private(self, event: Event) -> list[LogEntry]:
        """The private lines of an event (cards drawn, kept, taken or given in an Inquisition), one
        for each person who may see it, as the engine words them for that reader."""
        readers = event.visible_to
        if not readers:
            return []
        out = []
        for reader in sorted(s for s in set(readers) if self.is_human(s)):
            line = event.private(reader)
            if line is not None:
                out.append(self._entry(line, reader, "private", event.actions, reader))
        return out

    def _entries(self, seat: int, events: list[Event], reason: Sentence | str | None,
                 action: int) -> list[LogEntry]:
        """The entries of one action of ``seat``: each event's public line, then its private lines;
        the reason after the first line (before it when that is not an event's)."""
        out: list[LogEntry] = []
        for event in events:
            out.extend(self._public(event, seat))
            out.extend(self._private(event))
        if reason:
            at = 1 if out and out[0].kind == "event" else 0
            said = Sentence("gui.reason", {"seat": Seat(seat), "reason": reason})
            out.insert(at, self._entry(said, seat, "reason", action))
        return out

    def _rebuilt(self, game: Game, saved: list[LogEntry]) -> list[LogEntry]:
        """Saved entries with their event lines rendered anew from ``game``'s events and the others
        (AI reasons, notes) from their saved sentences; the saved entries as they are if their
        event lines are not exactly those of the game's events (a foreign or edited save)."""
        actors: dict[int, int | None] = {}
        for entry in saved:
            if entry.kind in EVENT_KINDS:
                actors.setdefault(entry.action, entry.seat)
        fresh: list[LogEntry] = []
        for event in game.events:
            fresh.extend(self._public(event, actors.get(event.actions)))
            fresh.extend(self._private(event))
        out: list[LogEntry] = []
        pending = iter(fresh)
        for entry in saved:
            if entry.kind not in EVENT_KINDS:
                out.append(self._said_again(entry))
                continue
            new = next(pending, None)
            if new is None or (new.action, new.kind, new.seat, new.reader) != (
                    entry.action, entry.kind, entry.seat, entry.reader):
                return list(saved)
            out.append(new)
        if next(pending, None) is not None:
            return list(saved)
        return out

    def retranslate(self) -> None:
        """The language changed: say every log entry that keeps its ``Sentence`` again in the table's
        words (those without one as they are) and send the whole log with ``logReplaced``."""
        if not self.log:
            return
        self.log = [self._said_again(entry) for entry in self.log]
        self.logReplaced.emit(list(self.log))

    def _said_again(self, entry: LogEntry) -> LogEntry:
        """``entry`` with its sentence rendered anew in the table's words (as it is without one)."""
        said = entry.said()
        if said is None:
            return entry
        try:
            return replace(entry, text=said.render(self._words))
        except (KeyError, ValueError, IndexError):      # a code or field this version lacks
            return entry

    def visible_log(self, viewer: int | None = None) -> list[LogEntry]:
        """The log entries ``viewer`` may read (the public ones and their own private lines)."""
        return [e for e in self.log if e.reader is None or e.reader == viewer]

    @property
    def save_problem(self) -> str | None:
        """Why the last autosave failed (the game goes on unsaved), or None while saving works."""
        return self._save_problem

    def _write_autosave(self) -> None:
        """Write the autosave; a failure never stops the game: tell once, retry at every action."""
        if not self.autosave or self._game is None:
            self._save_retry.stop()
            return
        path = autosave_path()
        try:
            write_save(path, self._game, self._seats, self.log, self.hints_used)
        except OSError as exc:
            if self._save_problem is None:
                self._save_problem = fill(QCoreApplication.translate(
                    "GameModel", "{path} cannot be written ({why})", "why: the system's reason"),
                    path=path, why=exc.strerror or exc)
                LOG.warning("autosave failed: %s", self._save_problem)
                self._save_retry.start()
                self.saveFailed.emit(self._save_problem)
            return
        if self._save_problem is not None:
            LOG.info("autosave works again (%s)", path)
            self._save_problem = None
            self._save_retry.stop()
            self.saveRecovered.emit()

    # ------------------------------------------------------------------ undo, redo, confirmation

    def why_no_undo(self) -> str | None:
        """None if the person to move may take back their latest action, else why not (in the
        player's language)."""
        mine = self.not_yours()
        if mine is not None:
            return fill(QCoreApplication.translate("GameModel", "nothing to undo: {why}"), why=mine)
        assert self._game is not None
        reason = self._game.why_no_undo()
        return None if reason is None else reason.render(self._words)

    def can_undo(self) -> bool:
        """Whether ``undo()`` would take an action back now."""
        return self.why_no_undo() is None

    def undo_action(self) -> str | None:
        """The action ``undo()`` would take back, if any."""
        return self._game.history[-1] if self._game is not None and self.can_undo() else None

    def undo(self) -> bool:
        """Take back the latest action of the person to move (emit ``refused`` if not allowed)."""
        reason = self.why_no_undo()
        game = self._game
        if reason is not None or game is None:
            self.refused.emit("undo", reason or no_game())
            return False
        seat = game.to_move
        assert seat is not None
        action = game.undo()
        self._redo.append(action)
        done = len(game.history)
        self.log = [e for e in self.log if e.action <= done]
        self._invalidate()
        self._write_autosave()
        self.logReplaced.emit(list(self.log))
        self.undone.emit(seat, action)
        self.changed.emit()
        return True

    def redo_action(self) -> str | None:
        """The action ``redo()`` would apply again, if any."""
        if not self._redo or self.not_yours() is not None or not self.is_legal(self._redo[-1]):
            return None
        return self._redo[-1]

    def can_redo(self) -> bool:
        """Whether an undone action can be applied again (nothing else happened since)."""
        return self.redo_action() is not None

    def redo(self) -> bool:
        """Apply the latest undone action again (emit ``refused`` if there is none)."""
        action = self.redo_action()
        if action is None:
            why = self.not_yours()
            self.refused.emit("redo", QCoreApplication.translate(
                "GameModel", "nothing to redo") if why is None
                              else fill(QCoreApplication.translate(
                                  "GameModel", "nothing to redo: {why}"), why=why))
            return False
        return self.submit(action)

    def _redo_followed(self, action: str) -> None:
        """An action was applied: it is the next redo, or it makes the undone ones void."""
        if self._redo and self._redo[-1] == action:
            self._redo.pop()
        else:
            self._redo.clear()

    def confirmation(self, action: str) -> str | None:
        """The question to ask before ``action`` when it reveals hidden cards mid-turn (so it
        cannot be undone and the person stays to move); None when it needs none."""
        game = self._game
        if game is None or not self.is_legal(action) or not game.reveals(action):
            return None
        copy = game.clone()
        events = copy.apply(action)
        if copy.to_move != game.to_move:
            return None     # the turn ends with it (End turn's refill): nothing left to undo anyway
        return reveal_question(self, events)

    def _ask_first(self, seat: int, action: str) -> bool:
        """Whether ``submit`` must wait for the person's yes (``confirmationNeeded`` sent)."""
        if not self.confirm_reveals or action == self._confirmed or not self.is_human(seat):
            return False
        question = self.confirmation(action)
        if question is None:
            return False
        self.confirmationNeeded.emit(action, question)
        return True

    def submit_confirmed(self, action: str) -> bool:
        """``submit`` an action the person agreed to, without asking again."""
        self._confirmed = action
        try:
            return self.submit(action)
        finally:
            self._confirmed = None



def no_game() -> str:
    """Why nothing can be done without a game."""
    return QCoreApplication.translate("GameModel", "no game is running")


def step_one_prompt(name: str | None, barred: list[str]) -> str:
    """The prompt of step 1 for the viewer (``name`` None) or the person called ``name``, with the
    Domains under Embargo for them this turn (codes, in the table's order)."""
    if name is None:
        text = QCoreApplication.translate(
            "GameModel", "Your turn — step 1: play a card. Drag it onto your tableau, double-click it, "
            "or choose it with ←/→ and press Enter.")
    else:
        text = fill(QCoreApplication.translate(
            "GameModel", "{name}'s turn — step 1: play a card. Drag it onto your tableau, double-click it, "
            "or choose it with ←/→ and press Enter."), name=name)
    if not barred:
        return text
    domains = QCoreApplication.translate("GameModel", ", ", "between the Domains of a list").join(
        domain_name(d) for d in barred)
    note = fill(QCoreApplication.translate(
        "GameModel", "({domains} under Embargo this turn.)"), domains=domains)
    return f"{text} {note}"


def longest_prompt() -> str:
    """The longest prompt of a normal turn, in the player's language (the prompt bar keeps room for it)."""
    return step_one_prompt(None, ["MIL", "ECO"])
