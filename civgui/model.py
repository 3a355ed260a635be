"""``GameModel``: the one QObject that owns the engine ``Game``.

Widgets read it (views, legality, reasons, prompts) and change the game only through
``submit(action)``. It emits ``changed`` after every change, ``actionApplied`` with the
engine's events, ``logAppended`` with readable log lines, ``refused`` with the engine's
reason when an action is not legal, and ``gameOver`` with the result.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import Game, IllegalAction
from engine.cards import DOMAIN_NAMES, DOMAINS, hegemony_target, level_thresholds

from .resources import card_name
from .storage import GameConfig, SavedGame, SeatConfig, autosave_path, load_save, write_save
from .texts import readable, stage_prompt

LOG_REBUILT = ("(Log rebuilt from the game's record: every action is here and nothing of the game "
               "is lost; only the AI reasons and the cards you saw before this point are missing.)")
STEP_LABELS = {"draft": "Draft", "play": "Play a card", "effects": "Effects", "over": "Game over"}


@dataclass(frozen=True)
class LogEntry:
    """One row of the game log: ``kind`` is event, turn, private, reason, result or note.

    Saves store entries with ``dataclasses.asdict`` and rebuild them by field name and type
    (``storage.rebuild``): new fields need a default and a JSON-friendly type.
    """

    text: str
    seat: int | None = None
    kind: str = "event"


class GameModel(QObject):
    """The game in progress, its seats, and the only way to change it (``submit``)."""

    changed = Signal()
    gameStarted = Signal()
    actionApplied = Signal(int, str, object)   # seat, action, list of event dicts
    logAppended = Signal(object)                # list[LogEntry]
    refused = Signal(str, str)                  # action, reason
    gameOver = Signal(object)                   # result dict

    def __init__(self, parent: QObject | None = None, autosave: bool = True) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._seats: list[SeatConfig] = []
        self._viewer: int | None = None
        self._view: dict[str, Any] | None = None
        self._legal: list[str] | None = None
        self.autosave = autosave
        self.log: list[LogEntry] = []

    # ------------------------------------------------------------------ set-up

    def new_game(self, config: GameConfig) -> None:
        """Start a new game from the new-game dialog's choices."""
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1, 10**9)
        game = Game.new(config.players, seed, config.setup, config.teams)
        self.load_game(game, config.seats)

    def load_game(self, game: Game, seats: list[SeatConfig], log: list[LogEntry] | None = None) -> None:
        """Take over an existing game (a loaded save, a prepared position), with its saved log
        entries if there are any (else the log is rebuilt from the engine's lines)."""
        if len(seats) != game.players:
            raise ValueError("one seat entry per player is needed")
        self._game = game
        self._seats = list(seats)
        humans = [s for s, cfg in enumerate(seats) if cfg.is_human]
        self._viewer = humans[0] if humans else None
        self._invalidate()
        self.log = [LogEntry(readable(line, self.names()), None, self._kind_of(line)) for line in game.log]
        if log is not None:      # the saved entries hold more than the engine's lines (reasons...)
            self.log = list(log)
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
        self.load_game(saved.game, saved.seats, entries)
        if entries is None and saved.game.log:
            note = [LogEntry(LOG_REBUILT, None, "note")]
            self.log.extend(note)
            self.logAppended.emit(note)

    def save_file(self, path: Path) -> None:
        """Write the game to a save file. :raises OSError: if it cannot be written."""
        if self._game is not None:
            write_save(path, self._game, self._seats, self.log)

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
    def result(self) -> dict[str, Any] | None:
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

    def seat_label(self, seat: int) -> str:
        """``you`` or the AI level."""
        return self._seats[seat].label

    def is_human(self, seat: int | None) -> bool:
        """Whether a person plays ``seat``."""
        return seat is not None and 0 <= seat < len(self._seats) and self._seats[seat].is_human

    def human_to_move(self) -> bool:
        """Whether the pending decision belongs to a person."""
        return self.is_human(self.to_move)

    def view(self) -> dict[str, Any]:
        """What the viewer knows now (the engine's ``view``); {} without a game."""
        if self._game is None:
            return {}
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

    def why_not(self, action: str) -> str | None:
        """None if legal, else the engine's reason in the player's words."""
        if self._game is None:
            return "no game is running"
        return self._game.why_not(action)

    def thresholds(self) -> tuple[int, int]:
        """Cards needed for level 1 and level 2 in this game."""
        return level_thresholds(self.players) if self.players else (3, 5)

    def hegemony_need(self, seat: int, domain: str) -> int:
        """Cards of ``domain`` seat needs for Hegemony, Democracy cards under it included."""
        targets = self.view().get("hegemony_targets")
        if not targets:
            return hegemony_target(self.players)
        return int(targets[seat][domain])

    def pending(self) -> dict[str, Any] | None:
        """The viewer's view of the effect being resolved, if any."""
        pend = self.view().get("pending")
        return pend if isinstance(pend, dict) else None

    def step(self) -> str:
        """``draft``, ``play``, ``effects`` or ``over`` ('' without a game)."""
        return str(self.view().get("step", ""))

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
            return str(pend["stage"])
        return None

    def prompt(self) -> str:
        """One sentence: what is happening, and what the player may do."""
        if self._game is None:
            return "Start a new game from the Game menu."
        if self.over:
            return next((e.text for e in reversed(self.log) if e.kind == "result"), "Game over.")
        seat = self.to_move
        assert seat is not None
        if not self.is_human(seat):
            last = next((e.text for e in reversed(self.log) if e.kind == "event"), "")
            tail = f" Last: {last}" if last else ""
            return f"{self.seat_name(seat)} ({self.seat_label(seat)}) is playing…{tail}"
        view = self.view()
        who = "Your" if seat == self._viewer else f"{self.seat_name(seat)}'s"
        if "draft" in view:
            draft = view["draft"]
            if draft["stage"] == "keep":
                return (f"Draft, pass {draft['round']} of 3: click the card you keep from the packet "
                        "you hold; the rest passes to the left.")
            return "Draft: click a card of the centre to take it into your tableau."
        pend = self.pending()
        if pend is not None:
            return stage_prompt(pend["effect"], pend["stage"], pend["remaining"])
        if view["step"] == "play":
            barred = sorted({m["domain"] for m in view.get("embargoes", []) if m["on"] == seat},
                            key=DOMAINS.index)
            note = (f" ({', '.join(DOMAIN_NAMES[DOMAINS.index(d)] for d in barred)} under Embargo "
                    "this turn.)") if barred else ""
            return (f"{who} turn — step 1: play a card. Drag it onto your tableau, double-click it, "
                    f"or choose it with ←/→ and press Enter.{note}")
        refill = ("No refill: this is the final round." if view.get("final_round")
                  else f"Then you refill to {view['hand_limit']} cards.")
        return f"{who} turn — step 2: use effects (panel on the right) or press End turn. {refill}"

    def step_label(self) -> str:
        """Short name of the current step for the step indicator."""
        return STEP_LABELS.get(self.step(), "")

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

    def preview(self, actions: list[str]) -> list[dict[str, Any]]:
        """The events ``actions`` would produce, computed on a copy; [] if one is illegal."""
        if self._game is None:
            return []
        copy = self._game.clone()
        events: list[dict[str, Any]] = []
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

    def view_after(self, actions: list[str]) -> dict[str, Any]:
        """The viewer's view after ``actions`` (on a copy); {} if one of them is illegal."""
        copy = self._after(actions)
        return {} if copy is None else copy.view(self._viewer)

    def game_copy(self) -> Game | None:
        """An independent copy of the game, for AI search off the GUI thread."""
        return None if self._game is None else self._game.clone()

    # ------------------------------------------------------------------ change

    def submit(self, action: str, reason: str | None = None) -> bool:
        """Apply ``action`` for the seat to move; emit ``refused`` and return False if illegal."""
        game = self._game
        if game is None or game.over:
            self.refused.emit(action, "the game is over" if game else "no game is running")
            return False
        seat = game.to_move
        assert seat is not None
        start = len(game.log)
        try:
            events = game.apply(action)
        except IllegalAction as exc:
            self.refused.emit(action, str(exc))
            return False
        if self.is_human(game.to_move):
            self._viewer = game.to_move
        self._invalidate()
        entries = self._entries(seat, game.log[start:], events, reason)
        self.log.extend(entries)
        self._write_autosave()
        self.logAppended.emit(entries)
        self.actionApplied.emit(seat, action, events)
        self.changed.emit()
        if game.over:
            self.gameOver.emit(game.result)
        return True

    def _invalidate(self) -> None:
        self._view = None
        self._legal = None

    @staticmethod
    def _kind_of(line: str) -> str:
        if line.startswith("—"):
            return "turn"
        return "result" if line.startswith("Game over") else "event"

    def _entries(self, seat: int, lines: list[str], events: list[dict[str, Any]],
                 reason: str | None) -> list[LogEntry]:
        names = self.names()
        out: list[LogEntry] = []
        described = [e for e in events if e["type"] != "over"]
        paired = len(described) <= len(lines)
        for i, line in enumerate(lines):
            out.append(LogEntry(readable(line, names), seat, self._kind_of(line)))
            if paired and i < len(described):
                out.extend(self._private(described[i]))
        if not paired:
            for event in events:
                out.extend(self._private(event))
        if reason:
            at = 1 if out and out[0].kind == "event" else 0
            out.insert(at, LogEntry(f"{self.seat_name(seat)}: “{readable(reason, names)}”", seat, "reason"))
        return out

    def _private(self, event: dict[str, Any]) -> list[LogEntry]:
        """What only the viewer sees of an event (the cards they drew or kept)."""
        if self._viewer not in event.get("visible_to", ()) or event["type"] not in ("draw", "keep"):
            return []
        cards = event.get("cards") or [event["card"]]
        if not cards:
            return []
        text = ", ".join(card_name(c) for c in cards)
        return [LogEntry(f"(you see: {text})", self._viewer, "private")]

    def _write_autosave(self) -> None:
        if self.autosave and self._game is not None:
            try:
                write_save(autosave_path(), self._game, self._seats, self.log)
            except OSError:
                pass  # a full disk must not stop the game; the next action retries
