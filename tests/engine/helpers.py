"""Small builders for rules tests: positions from a few tokens."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.types import HegemonyResultDict, MajorityResultDict


def tab(*cards: str) -> dict[str, list[str]]:
    """A tableau dict from card tokens, grouped by Domain in the order given."""
    out: dict[str, list[str]] = {}
    for card in cards:
        out.setdefault(card[:3], []).append(card)
    return out


def game(players: int = 2, **position: Any) -> Game:
    """A game from a partial position (defaults as in ENGINE_API.md)."""
    return Game.from_position({"players": players, **position})


def play(g: Game, *actions: str) -> None:
    """Apply several actions in order."""
    for action in actions:
        g.apply(action)


def uses(g: Game) -> set[str]:
    """The effects offered now (``use X`` actions)."""
    return {a[4:] for a in g.legal_actions() if a.startswith("use ")}


def hegemony(g: Game) -> HegemonyResultDict:
    """The result of a game the test expects to have ended by Hegemony."""
    result = g.result
    assert result is not None and result["reason"] == "hegemony", result
    return result


def majority(g: Game) -> MajorityResultDict:
    """The result of a game the test expects to have ended on majorities."""
    result = g.result
    assert result is not None and result["reason"] == "majority", result
    return result


def tableau(g: Game, seat: int) -> dict[str, list[str]]:
    """A seat's tableau as the position shows it."""
    return g.view(None)["tableaus"][seat]


class Liar(str):
    """A str that says it is every action it can by equality and hash, but holds its own text."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return hash("end")

    def __str__(self) -> str:
        return "end"
