"""Games for the win-chance tests: a final round that an Embargo decides, and the same without it."""

from __future__ import annotations

from typing import Any

from engine import Game

# Two players, the final round (deck empty), seat 0 to play, then seat 1 plays its last turn.
# Seat 1 has 7 Science cards and a Science card in hand: 8 is Hegemony with 2 players. Seat 0
# leads every other majority and holds Economy cards for an Embargo.
FINAL_ROUND: dict[str, Any] = {
    "players": 2, "first_player": 0, "active": 0, "step": "play", "final_round": True, "deck": [],
    "hands": [["MIL1", "REL1"], ["SCI2", "ECO1"]],
    "tableaus": [{"MIL": ["MIL1"] * 3, "REL": ["REL1"] * 3, "ECO": ["ECO1", "ECO2"],
                  "ART": ["ART1"] * 3, "UTO": ["UTO3"] * 2},
                 {"SCI": ["SCI1"] * 4 + ["SCI2"] * 3}],
}
EMBARGO = ("play MIL1", "use embargo", "target 1", "domain SCI", "end", "play ECO1", "end")
NO_EMBARGO = ("play MIL1", "end", "play SCI2", "end")


def final_round(actions: tuple[str, ...]) -> Game:
    """The final-round position played through ``actions`` (to the game's end)."""
    game = Game.from_position(FINAL_ROUND)
    for action in actions:
        game.apply(action)
    assert game.over
    return game
