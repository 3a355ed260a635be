"""Undo: the seat to move takes back its own latest actions, back to the last reveal.

The rule is about information (RULES §8), as on Board Game Arena: an action may be taken
back while nobody has learnt anything hidden since it and no other seat has acted since.
A draw (refill or Breakthrough), the pooled hands of an Inquisition, a draft pass and the
centre turned face up reveal hidden cards; ``end`` and every draft keep hand the move to
another seat. Such an action closes the *stretch* of undoable actions; the next one opens
a new stretch for the seat then to move. Cards given back in an Inquisition are not a
reveal: the target cannot look at its hand, nor decide anything, before the turn is over.

Nothing is copied while playing: ``Trail`` only remembers where the stretch starts and the
number of events before each action. The first undo of a stretch rebuilds the state at its start
by replaying the history from the game's origin through the rules core (well under a
millisecond per hundred actions) and keeps it; each undo then replays the stretch minus
its last action from there. Same origin, same actions: the same game, deck and all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import records as r
from .actions import PARSE
from .position import load
from .rules import step
from .state import OVER, State, new_state
from .words import Sentence, register

# Core records that show a card to someone who could not see it (records.py): deck cards drawn,
# the target's hand pooled, draft packets received, the draft centre turned face up; each with
# the key of its reason.
REVEALS: dict[type, str] = {r.Draw: "draw", r.Pool: "pool", r.Pass: "pass", r.Centre: "centre"}
REVEALING = frozenset(REVEALS.values())

register({
    "undo.just_begun": "nothing to undo: the game has just begun",
    "undo.no_origin": "nothing to undo: this game was not recorded from its start",
    "undo.over": "nothing to undo: the game is over",
    "undo.turn_begun": "nothing to undo: your turn has just begun",
    "undo.other_acted": "nothing to undo: another player acted last",
    "undo.pool": "nothing to undo: you have seen the hand you took with Inquisition",
    "undo.draw": "nothing to undo: you drew cards since",
    "undo.centre": "nothing to undo: the centre cards were turned face up since",
    "undo.pass": "nothing to undo: the packets were passed since",
})
JUST_BEGUN = Sentence("undo.just_begun")
NO_ORIGIN = Sentence("undo.no_origin")
OVER_REASON = Sentence("undo.over")


class Trail:
    """Where the undoable stretch starts, why nothing before it can be undone, event marks."""

    __slots__ = ("anchor", "marks", "start", "why")

    def __init__(self, why: Sentence = JUST_BEGUN) -> None:
        self.anchor: State | None = None   # the state before history[start], built on demand
        self.marks: list[int] = []         # per recorded action: the number of events before it
        self.start = 0                     # index in the history of the stretch's first action
        self.why = why                     # why the action before the stretch is final

    def copy(self) -> Trail:
        """Independent copy (the anchor is never changed in place, so it is shared)."""
        t = Trail.__new__(Trail)
        t.anchor, t.marks, t.start, t.why = self.anchor, self.marks[:], self.start, self.why
        return t

    def settle(self, st: State, actor: int, raw: Sequence[tuple[object, ...]], length: int) -> None:
        """After an action by ``actor`` (history now ``length`` long): close the stretch if
        it revealed something or handed the move on."""
        if st.active == actor and st.phase != OVER:     # the common case, on apply's path
            for event in raw:
                if type(event) in REVEALS:
                    break
            else:
                return
        why = _closing_reason(st, actor, raw)
        if why is not None:
            self.start, self.why, self.anchor = length, why, None


def revealing(raw: Sequence[tuple[object, ...]]) -> bool:
    """Whether core events show a hidden card to anyone."""
    return any(type(event) in REVEALS for event in raw)


_REVEAL_REASONS = {kind: Sentence(f"undo.{kind}") for kind in REVEALING}


def _closing_reason(st: State, actor: int, raw: Sequence[tuple[object, ...]]) -> Sentence | None:
    """Why the action that produced ``raw`` can no longer be taken back (None: it can)."""
    if st.phase == OVER:
        return OVER_REASON
    if st.active != actor:
        if any(type(event) is r.Turn for event in raw):
            return Sentence("undo.turn_begun")
        return Sentence("undo.other_acted")
    for event in raw:       # one action reveals in one way at most (draw, pool, or a draft step)
        kind = REVEALS.get(type(event))
        if kind is not None:
            return _REVEAL_REASONS[kind]
    return None


def take_back(trail: Trail, origin: dict[str, Any], history: list[str]) -> tuple[str, State]:
    """Drop the latest action of ``history`` (in place); its notation and the state without it.

    The first undo of a stretch rebuilds and keeps the state at its start (``trail.anchor``)."""
    if trail.anchor is None:
        trail.anchor = _replay(origin_state(origin), history[:trail.start])
    action = history.pop()
    return action, _replay(trail.anchor.clone(), history[trail.start:])


def reveals(st: State, code: int) -> bool:
    """Whether applying the legal action ``code`` to ``st`` would show a hidden card to anyone."""
    raw: list[tuple[object, ...]] = []
    step(st.clone(), code, raw)
    return revealing(raw)


def origin_state(origin: dict[str, Any]) -> State:
    """The state at a game's origin (``{"new": options}`` or ``{"position": p}``), both already
    checked when the game was made: what ``Game.new`` or ``Game.from_position`` starts from."""
    if "new" in origin:
        o = origin["new"]
        return new_state(o["players"], o["seed"], o["setup"], o["teams"])
    return load(origin["position"])


def _replay(st: State, actions: Sequence[str]) -> State:
    """``st`` after ``actions``, which were all legal when they were first applied."""
    for text in actions:
        step(st, PARSE[text], [])
    return st
