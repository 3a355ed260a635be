"""Shared builders for the AI tests: games played to a point, whole games with AI seats."""

from __future__ import annotations

import random

from engine import Game
from engine.ai import AI, make_ai
from engine.words import Sentence

CONFIGS: list[tuple[int, str, bool]] = [
    (2, "classic", False), (2, "draft", False), (3, "classic", False), (3, "draft", False),
    (4, "classic", False), (4, "draft", False), (4, "classic", True), (4, "draft", True),
]


def advance(game: Game, decisions: int, seed: int = 0) -> Game:
    """Play ``decisions`` random legal actions (fewer if the game ends)."""
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def play_out(game: Game, ais: list[AI], limit: int = 5000) -> list[tuple[int, str, Sentence]]:
    """Play AIs to the end; every choice is checked legal. Returns (seat, action, reason)."""
    made: list[tuple[int, str, Sentence]] = []
    for _ in range(limit):
        if game.over:
            return made
        seat = game.to_move
        assert seat is not None
        legal = game.legal_actions()
        action = ais[seat].choose(game)
        assert action in legal, f"{ais[seat].level} chose illegal {action!r} among {legal}"
        made.append((seat, action, ais[seat].reason))
        game.apply(action)
    raise AssertionError(f"game did not end within {limit} decisions")


def seats(levels: list[str], seed: int, iterations: int = 12) -> list[AI]:
    """One AI per seat; Hard seats get a small fixed iteration budget."""
    return [make_ai(level, s, seed=seed + s, iterations=iterations) for s, level in enumerate(levels)]
