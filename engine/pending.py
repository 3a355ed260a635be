"""The effect in progress: a named, slotted record, and the names of its stages.

An effect whose resolution takes decisions (discards, a target, a Domain, gives...) is held in
``State.pend`` while the active player makes them; ``State.phase`` is then ``SUB``. The
``stage`` says which decision is pending (``menus`` lists its options, ``moves`` applies them),
``remaining`` how many more of it, ``plays`` the extra plays that follow a remove or return
(Development, Monopoly, Experiment, Research), ``target`` the seat chosen (Inquisition,
Embargo, Democracy) and ``marker`` the Embargo or Democracy card held while its target is
chosen. Stages are small integers, so the core dispatches on them by indexing a tuple.
"""

from __future__ import annotations

from typing import Final

# Stages: the decision pending inside an effect.
S_DISCARD: Final = 0
S_REMOVE: Final = 1
S_RETURN: Final = 2
S_EXTRA: Final = 3
S_TAKE: Final = 4
S_ATTACK: Final = 5
S_TARGET: Final = 6
S_MARKER: Final = 7
S_GIVE: Final = 8
S_COPY: Final = 9
STAGE_NAMES: Final[tuple[str, ...]] = (
    "discard", "remove", "return", "play", "take", "domain", "target", "domain", "give", "copy",
)
NO_SEAT: Final = -1     # no target chosen (yet)
NO_CARD: Final = -1     # no marker card held


class Pending:
    """The effect being resolved and the decision it waits for."""

    __slots__ = ("effect", "marker", "plays", "remaining", "stage", "target")

    def __init__(self, stage: int, remaining: int, effect: int, target: int = NO_SEAT,
                 plays: int = 0, marker: int = NO_CARD) -> None:
        self.stage = stage            # S_*: the decision pending
        self.remaining = remaining    # how many more of it
        self.effect = effect          # the effect's index (actions.EFFECTS)
        self.target = target          # the seat chosen, or NO_SEAT
        self.plays = plays            # extra plays after the removes/returns
        self.marker = marker          # the Embargo/Democracy card held, or NO_CARD

    def copy(self) -> Pending:
        """Independent copy."""
        return Pending(self.stage, self.remaining, self.effect, self.target, self.plays, self.marker)

    def __reduce__(self) -> tuple[type[Pending], tuple[int, int, int, int, int, int]]:
        """Pickled (to Hard's worker processes) by its fields: compiled (build/accelerate.py), a
        class whose ``__init__`` takes arguments is not rebuilt by the default unpickling."""
        return (Pending, (self.stage, self.remaining, self.effect, self.target, self.plays, self.marker))

    def as_list(self) -> list[int]:
        """``[stage, remaining, effect, target, plays, marker]``: the form of version-1 saves."""
        return [self.stage, self.remaining, self.effect, self.target, self.plays, self.marker]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pending) and self.as_list() == other.as_list()

    __hash__ = None     # type: ignore[assignment]   # mutable: not a dictionary key

    def __repr__(self) -> str:
        return (f"Pending(stage={STAGE_NAMES[self.stage]!r}, remaining={self.remaining}, "
                f"effect={self.effect}, target={self.target}, plays={self.plays}, marker={self.marker})")
