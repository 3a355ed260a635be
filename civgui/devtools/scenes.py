"""Prepared moments of a game (engine positions and seeded playouts) for screenshots, tests
and demos: every effect dialog, the in-place decisions, the draft, 2- and 4-player tables,
and a finished majority game. Seat 0 is the person in every scene."""

from __future__ import annotations

from typing import Any

from engine import Game

from ..services.storage import SeatConfig

NAMES = ["Player", "Aurelia", "Bartholomew", "Cassia"]


def seats(players: int, humans: tuple[int, ...] = (0,), level: str = "medium") -> list[SeatConfig]:
    """Seat 0 a person (by default), the others AI seats of ``level``."""
    return [SeatConfig(NAMES[s], "human" if s in humans else level) for s in range(players)]


def effects_position() -> dict[str, Any]:
    """Three players; seat 0 in step 2 qualifies for almost every effect of the game."""
    return {
        "players": 3, "first_player": 1, "active": 0, "step": "effects",
        "hands": [["MIL2", "REL1", "SCI2", "ART3"], ["ECO1", "SCI1", "UTO3"], ["MIL1", "ART1", "REL2"]],
        "tableaus": [
            {"MIL": ["MIL1", "MIL1", "MIL2", "MIL2", "MIL3"], "REL": ["REL1", "REL2"],
             "ECO": ["ECO1", "ECO2", "ECO3"], "SCI": ["SCI1"], "ART": ["ART1", "ART2", "ART3"],
             "UTO": ["UTO3", "UTO3", "UTO3", "UTO3", "UTO3"]},
            {"SCI": ["SCI1", "SCI2", "SCI2", "SCI3", "SCI3"], "ART": ["ART1"],
             "REL": ["REL1", "REL1", "REL2"]},
            {"REL": ["REL1", "REL1", "REL2"], "ECO": ["ECO2", "ECO3"], "MIL": ["MIL1", "MIL3"],
             "UTO": ["UTO3"]},
        ],
        "discard": ["REL1", "SCI1", "MIL1", "ECO2", "ART2", "UTO3", "SCI3", "MIL2", "REL2", "ECO3"],
        "democracy": [{"by": 2, "on": 0, "domain": "UTO", "card": "UTO3"}],
        "seed": 11,
    }


def team_position() -> dict[str, Any]:
    """Four players, team game, mid-game: an Embargo on your Military, a Democracy card,
    the Art coin by a copied Domain."""
    return {
        "players": 4, "teams": True, "first_player": 2, "active": 0, "step": "play",
        "hands": [["MIL1", "SCI2", "ECO3", "UTO3"], ["MIL1", "REL2", "ART3"], ["SCI3", "ECO1", "REL1"],
                  ["ART2", "UTO3", "SCI1"]],
        "tableaus": [
            {"MIL": ["MIL1", "MIL2"], "SCI": ["SCI1", "SCI2", "SCI2", "SCI3"], "ART": ["ART1"],
             "UTO": ["UTO3"]},
            {"REL": ["REL1", "REL1", "REL2"], "ECO": ["ECO1", "ECO2"], "ART": ["ART2", "ART3", "ART3"]},
            {"MIL": ["MIL1", "MIL1", "MIL2", "MIL2", "MIL3"], "UTO": ["UTO3", "UTO3"]},
            {"SCI": ["SCI2", "SCI3"], "ECO": ["ECO3", "ECO3", "ECO2"], "REL": ["REL2"]},
        ],
        "discard": ["REL1", "SCI1", "MIL2", "ECO1"],
        "embargoes": [{"by": 3, "on": 0, "domain": "MIL", "card": "ECO3"}],
        "democracy": [{"by": 1, "on": 2, "domain": "MIL", "card": "UTO3"}],
        "art_coin": {"holder": 1, "on": 3, "domain": "ECO"},
        "seed": 5,
    }


def effect_game(*actions: str) -> Game:
    """The effects position after ``actions`` (e.g. ``use inquisition``)."""
    game = Game.from_position(effects_position())
    for action in actions:
        game.apply(action)
    return game


def _ais(players: int, level: str) -> list[Any]:
    from engine.ai import make_ai

    return [make_ai(level, s, seed=s) for s in range(players)]


def played_game(players: int, seed: int, actions: int, setup: str = "classic", teams: bool = False,
                stop_at: str = "play", level: str = "easy", final_round: bool = False) -> Game:
    """A seeded game played by AI seats, stopped when seat 0 is at step ``stop_at`` (no effect
    pending) after at least ``actions`` actions."""
    game = Game.new(players, seed, setup, teams)
    ais = _ais(players, level)
    while not game.over:
        seat = game.to_move
        assert seat is not None
        view = game.view(seat)
        ready = len(game.history) >= actions and (view["final_round"] or not final_round)
        if ready and seat == 0 and view["step"] == stop_at and "pending" not in view:
            return game
        game.apply(ais[seat].choose(game))
    return game


def finished_game(players: int = 3, seed: int = 3, reason: str = "majority", level: str = "easy") -> Game:
    """A game played to its end by AI seats, ending by ``reason`` (the first seed that does)."""
    for s in range(seed, seed + 50):
        game = Game.new(players, s)
        ais = _ais(players, level)
        while not game.over:
            seat = game.to_move
            assert seat is not None
            game.apply(ais[seat].choose(game))
        if game.result is not None and game.result["reason"] == reason:
            return game
    raise RuntimeError(f"no {reason} ending found")


def threat_position() -> dict[str, Any]:
    """Three players, seat 0 to play: Aurelia one Science card short of Hegemony (you could stop her
    with Attack, Inquisition, Embargo or Democracy), Bartholomew two Military cards short with
    Development to play the second (an Attack stops him)."""
    return {
        "players": 3, "first_player": 0, "active": 0, "step": "play",
        "hands": [["MIL1", "ECO2", "ART3"], ["SCI2", "ART1", "MIL2"], ["MIL2", "MIL1", "REL1"]],
        "tableaus": [
            {"MIL": ["MIL1", "MIL1"], "REL": ["REL1"], "ECO": ["ECO1"], "SCI": ["SCI3"], "UTO": ["UTO3"]},
            {"SCI": ["SCI1", "SCI1", "SCI1", "SCI1", "SCI2", "SCI2"], "ART": ["ART2"]},
            {"MIL": ["MIL1", "MIL1", "MIL2", "MIL2", "MIL3"], "ECO": ["ECO1", "ECO2", "ECO3"],
             "UTO": ["UTO3"]},
        ],
        "discard": ["REL2", "ART1"],
        "seed": 4,
    }
