"""How a game ended: the result records the rules core writes into ``State.result``.

A module of its own below the state (state.py holds a result; turns.py writes it) so that
neither imports the other's dependants.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HegemonyResult:
    """The game ended by Hegemony: ``winners`` (a team's seats in a team game) won by ``domain``."""

    winners: list[int]
    domain: int

    @property
    def reason(self) -> str:
        """``"hegemony"``."""
        return "hegemony"

    def __reduce__(self) -> tuple[type[HegemonyResult], tuple[list[int], int]]:
        """Pickled by its fields: compiled (build/accelerate.py), a frozen dataclass refuses the
        attribute assignment the default unpickling makes."""
        return (HegemonyResult, (self.winners, self.domain))

    def as_list(self) -> list[object]:
        """``["hegemony", winners, domain]``: the form of version-1 saves."""
        return [self.reason, list(self.winners), self.domain]


@dataclass(frozen=True, slots=True)
class MajorityResult:
    """The game ended by majorities: the winners, each seat's points, the seats holding each
    Domain's majority, the Domain that broke the tie (or None) and the teams' points (team game)."""

    winners: list[int]
    points: list[int]
    majorities: list[list[int]]
    tiebreak: int | None
    team_points: list[int] | None

    @property
    def reason(self) -> str:
        """``"majority"``."""
        return "majority"

    def __reduce__(self) -> tuple[type[MajorityResult], tuple[list[int], list[int], list[list[int]],
                                                               int | None, list[int] | None]]:
        """Pickled by its fields (see ``HegemonyResult.__reduce__``)."""
        return (MajorityResult, (self.winners, self.points, self.majorities, self.tiebreak, self.team_points))

    def as_list(self) -> list[object]:
        """``["majority", winners, points, majorities, tiebreak, team_points]``: the v1 save form."""
        return [self.reason, list(self.winners), list(self.points), [list(m) for m in self.majorities],
                self.tiebreak, None if self.team_points is None else list(self.team_points)]


GameResult = HegemonyResult | MajorityResult
