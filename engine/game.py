"""``Game``: the public surface of ENGINE_API.md over the rules core."""

from __future__ import annotations

import random
from typing import Any

from . import save as _save
from . import undo as _undo
from .actions import NOTATION, code_of, not_an_action
from .checks import check_count, check_new, check_rng, check_seat
from .errors import IllegalAction, PositionError
from .events import Event, from_core, header, result_dict
from .explain import why_illegal
from .position import dump, load
from .rules import legal, step
from .state import DRAFT_KEEP, OVER, State, new_state
from .types import Position, ResultDict, View
from .undo import Trail
from .view import determinize as _determinize
from .view import view as _view
from .words import Sentence


class Game:
    """One game of CIV. Every change goes through ``apply``."""

    __slots__ = ("_legal", "_lines", "_origin", "_seen", "_st", "_trail", "events", "history")

    def __init__(self, state: State, origin: dict[str, Any] | None) -> None:
        self._st = state
        self._origin = origin
        self.history: list[str] = []
        self.events: list[Event] = []      # every event since the start, the set-up's included
        self._lines: _Lines | None = None  # the log rendered so far (built when read)
        self._seen: dict[int, list[Event]] | None = None   # per seat: the events as it knows them
        self._legal: list[int] | None = None
        self._trail = Trail()

    # ----------------------------------------------------------------- creation

    @classmethod
    def new(cls, players: int = 2, seed: int = 0, setup: str = "classic", teams: bool = False) -> Game:
        """A new game, dealt from ``seed``.

        ``players`` is the integer 2, 3 or 4, ``seed`` an integer in 0 .. 2**63 - 1, ``setup``
        "classic" or "draft", ``teams`` a bool (True only with 4 players).

        :raises ValueError: on an option of the wrong type or outside its range (a bool is
            not an integer here, nor "3" or 3.0).
        """
        check_new(players, seed, setup, teams)
        st = new_state(players, seed, setup, teams)
        game = cls(st, {"new": {"players": players, "seed": seed, "setup": setup, "teams": teams}})
        game.events = header(players, setup, teams, st.first, st.phase == DRAFT_KEEP)
        return game

    @classmethod
    def from_position(cls, position: Position | dict[str, Any]) -> Game:
        """A game from a position dict.

        :raises PositionError: naming what makes the position impossible, for any malformed
            input too (wrong types, nesting, size); the message echoes at most a few dozen
            characters of the input.
        """
        st = load(position)
        return cls(st, {"position": dump(st)})

    # ----------------------------------------------------------------- queries

    @property
    def players(self) -> int:
        """Number of seats."""
        return self._st.n

    @property
    def teams(self) -> bool:
        """Whether this is the team game."""
        return self._st.teams

    @property
    def to_move(self) -> int | None:
        """Seat whose decision is pending; None when the game is over."""
        return None if self._st.phase == OVER else self._st.active

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        return self._st.phase == OVER

    @property
    def result(self) -> ResultDict | None:
        """The Result dict once the game is over, else None."""
        return None if self._st.result is None else result_dict(self._st.result)

    def legal_actions(self) -> list[str]:
        """Every legal action now, sorted, no duplicates; [] when the game is over."""
        return sorted([NOTATION[c] for c in self._codes()])

    def _codes(self) -> list[int]:
        if self._legal is None:
            self._legal = legal(self._st)
        return self._legal

    def why_not(self, action: str) -> Sentence | None:
        """None if ``action`` is legal now, else the reason it is not, in the player's words: a
        ``Sentence`` whose ``str()`` is the English text (words.py).

        Any value is accepted: one that is not an action of the notation gets a reason too.
        """
        code = code_of(action)
        if code is None:
            return Sentence("why.not_an_action", {"text": not_an_action(action)})
        if code in self._codes():
            return None
        return why_illegal(self._st, code)

    def view(self, seat: int | None) -> View:
        """What ``seat`` knows now (``None``: public information only).

        Beyond ENGINE_API.md it holds ``threats`` (engine/threats.py): per seat its closest Domains
        to Hegemony, whether it could win by Hegemony on its next turn as ``seat`` can judge it,
        and ``seat``'s effects that could stop that.

        :raises ValueError: if seat is neither None nor an integer seat of this game.
        """
        check_seat(seat, self._st.n, allow_none=True)
        return _view(self._st, seat)

    def position(self) -> Position:
        """The full position.

        :raises PositionError: during the draft or while an effect is being resolved.
        """
        return dump(self._st)

    # ----------------------------------------------------------------- change

    def apply(self, action: str) -> list[Event]:
        """Apply one action and return its events (``Event`` values; ``to_dict()`` is plain data).

        :raises IllegalAction: if the action is unknown (any value that is not a notation
            string, of any type) or not legal now; nothing changes.
        """
        code = self._legal_code(action)
        text = NOTATION[code]
        raw: list[tuple[object, ...]] = []
        st = self._st
        actor = st.active
        self._trail.marks.append(len(self.events))
        step(st, code, raw)
        self._legal = None
        history = self.history
        history.append(text)
        self._trail.settle(st, actor, raw, len(history))
        events = from_core(raw, len(history), st.result, st.teams)
        self.events += events
        return events

    @property
    def log(self) -> list[str]:
        """The public log: the English line of every event that has one, oldest first.

        Rendered from ``events`` when read (and kept until an undo drops events); do not change it.
        """
        return self._rendered().text

    def _rendered(self) -> _Lines:
        lines = self._lines
        if lines is None:
            lines = self._lines = _Lines()
        lines.catch_up(self.events)
        return lines

    # ----------------------------------------------------------------- undo (engine/undo.py)

    def undoable(self) -> int:
        """How many of the latest actions the seat to move may take back now, one at a time:
        its own, back to the last reveal of hidden information or the last action of another
        seat; 0 when over or for a game without an origin (a determinized copy)."""
        if self._origin is None or self.over:
            return 0
        return len(self.history) - self._trail.start

    def why_no_undo(self) -> Sentence | None:
        """None if ``undo()`` is allowed now, else why not, in the player's words."""
        if self._origin is None:
            return _undo.NO_ORIGIN
        if self.over:
            return _undo.OVER_REASON
        return None if self.undoable() else self._trail.why

    def undo(self) -> str:
        """Take back the latest action (history and log shrink) and return its notation.

        :raises IllegalAction: when nothing may be taken back now; nothing changes.
        """
        reason = self.why_no_undo()
        if reason is not None:
            raise IllegalAction(str(reason), reason)
        assert self._origin is not None
        trail = self._trail
        action, self._st = _undo.take_back(trail, self._origin, self.history)
        del self.events[trail.marks.pop():]
        self._lines = self._seen = None
        self._legal = None
        return action

    def reveals(self, action: str) -> bool:
        """Whether applying ``action`` now would show a hidden card to anyone (so it could
        not be undone): a draw, an Inquisition's pooled hands, a draft pass or centre.

        :raises IllegalAction: if the action is unknown or not legal now.
        """
        return _undo.reveals(self._st, self._legal_code(action))

    def _legal_code(self, action: object) -> int:
        """The code of ``action`` if it is legal now.

        :raises IllegalAction: if it is not an action or not legal now.
        """
        code = code_of(action)
        if code is None:
            text = not_an_action(action)
            raise IllegalAction(text, Sentence("why.not_an_action", {"text": text}))
        if code not in self._codes():
            reason = why_illegal(self._st, code)
            raise IllegalAction(f"{NOTATION[code]}: {reason}", reason)
        return code

    def log_actions(self) -> list[int]:
        """For each line of ``log``, how many actions had been applied when it was written."""
        return self._rendered().actions[:]

    def at(self, n: int) -> Game:
        """This game after its first ``n`` actions (0 .. ``len(history)``): a new, independent
        ``Game`` rebuilt from the origin by applying the recorded actions, so it is exactly what
        this game was then (view, position, events, log, undo). For many steps through one game
        use ``engine.replay.Timeline``, which keeps copies on the way (engine/replay.py).

        :raises ValueError: if ``n`` is not an integer in that range, or for a game without an
            origin (a determinized copy).
        """
        check_count(n, len(self.history))
        out = origin_game(self._origin)
        for action in self.history[:n]:
            out.apply(action)
        return out

    # ----------------------------------------------------------------- copies

    def clone(self) -> Game:
        """An independent copy."""
        g = Game.__new__(Game)
        g._st = self._st.clone()
        g._origin = self._origin
        g.history = self.history[:]
        g.events = self.events[:]
        g._lines = g._seen = None
        g._legal = self._legal
        g._trail = self._trail.copy()
        return g

    def determinize(self, seat: int, rng: random.Random) -> Game:
        """A game ``seat`` cannot tell from this one, hidden cards redealt with ``rng``.

        The copy has no origin to replay: ``to_json`` saves its current position instead, and
        refuses it mid-effect and during the draft, where there is no position. Its events hold
        no card ``seat`` did not see (``Event.seen_by``).

        :raises ValueError: if seat is not an integer seat of this game or rng not a random.Random.
        """
        check_seat(seat, self._st.n)
        check_rng(rng)
        g = Game.__new__(Game)
        g._st = _determinize(self._st, seat, rng)
        g._origin = None
        g.history = self.history[:]
        g.events = self._seen_by(seat)[:]
        g._lines = g._seen = None
        g._legal = self._legal if self._st.active == seat else None
        g._trail = self._trail.copy()
        return g

    def _seen_by(self, seat: int) -> list[Event]:
        """The events as ``seat`` knows them (``Event.seen_by``), kept from one call to the next."""
        if self._seen is None:
            self._seen = {}
        seen = self._seen.setdefault(seat, [])
        seen += [e.seen_by(seat) if e.hides else e for e in self.events[len(seen):]]
        return seen

    @property
    def state(self) -> State:
        """The core state (for the AI's fast path; read it, do not change it)."""
        return self._st

    # ----------------------------------------------------------------- saves

    def to_json(self) -> str:
        """The save file text: versioned JSON with the app version, the origin and the history
        (for a determinized copy, its current position as the origin and no history).

        :raises ValueError: for a determinized copy mid-effect or during the draft.
        """
        origin, history = self._origin, self.history
        if origin is None:
            try:
                origin, history = {"position": self.position()}, []
            except PositionError:
                when = "during the draft" if self.view(None).get("step") == "draft" else \
                    "in the middle of an effect"
                raise ValueError(f"this game cannot be saved {when}: it is a determinized copy (a world "
                                 "of the AI's search) with no origin to replay, and it has no position "
                                 "until the decision is made; save the real game instead") from None
        return _save.to_json(origin, history)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A game from save text.

        :raises ValueError: on anything but the text of a save whose history replays from its
            origin (version 1: to exactly its saved state): non-str, truncated, deeply nested,
            foreign, wrong-version, unknown or ill-typed fields, edited, or without an origin.
        """
        saved = _save.read(text)
        try:
            if saved.new is not None:
                o = saved.new
                game = cls.new(o["players"], o["seed"], o["setup"], o["teams"])
            else:
                game = cls.from_position(saved.position)
        except ValueError as exc:
            raise ValueError(_save.rebuild_failed(exc)) from None
        for i, action in enumerate(saved.history):
            try:
                game.apply(action)
            except IllegalAction as exc:
                raise ValueError(_save.replay_failed(i, exc)) from None
        if saved.v1_state is not None and not _save.matches_v1(game.state, saved.v1_state):
            raise ValueError(_save.NOT_REACHED)
        return game

    def __repr__(self) -> str:
        st = self._st
        return f"<Game {st.n}p active={st.active} phase={st.phase} deck={len(st.deck)}>"


class _Lines:
    """The log rendered so far: its lines, the action count of each, the events read."""

    __slots__ = ("actions", "read", "text")

    def __init__(self) -> None:
        self.text: list[str] = []
        self.actions: list[int] = []
        self.read = 0

    def catch_up(self, events: list[Event]) -> None:
        """Render the lines of the events not read yet."""
        for event in events[self.read:]:
            line = event.line()
            if line is not None:
                self.text.append(str(line))
                self.actions.append(event.actions)
        self.read = len(events)


def origin_game(origin: dict[str, Any] | None) -> Game:
    """A fresh game at ``origin`` (a ``Game``'s ``_origin``: ``{"new": options}`` or ``{"position": p}``).

    :raises ValueError: for a game without an origin (a determinized copy).
    """
    if origin is None:
        raise ValueError("this game has no origin to replay from (it is a determinized copy)")
    if "new" in origin:
        o = origin["new"]
        return Game.new(o["players"], o["seed"], o["setup"], o["teams"])
    return Game.from_position(origin["position"])
