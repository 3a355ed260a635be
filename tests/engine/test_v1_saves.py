"""Saves of format version 1, written by the engine of 954183b (before issue 9), keep loading
and continue exactly as they did then (tests/data/v1/expected.json was written with them)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import Game

DATA = Path(__file__).parent.parent / "data" / "v1"
EXPECTED: dict[str, dict[str, Any]] = json.loads((DATA / "expected.json").read_text())
ENGINE_SAVES = ["mid-game", "mid-effect", "mid-draft", "team-game", "finished", "from-position"]


def check_continues(game: Game, expected: dict[str, Any]) -> None:
    """The loaded game is the saved one and plays on as it did when the file was written."""
    assert len(game.history) == expected["history"]
    assert game.to_move == expected["to_move"]
    assert game.legal_actions() == expected["legal"]
    assert game.log == expected["log"]
    for action in expected["continue"]:
        game.apply(action)
    assert game.log == expected["after_log"]
    assert game.result == expected["after_result"]
    for seat, view in enumerate(expected["after_view"]):
        now = game.view(seat)
        assert {key: now.get(key) for key in view} == view      # later versions may add entries


@pytest.mark.parametrize("name", ENGINE_SAVES)
def test_version_1_save_loads_and_continues(name: str) -> None:
    text = (DATA / f"{name}.civ.json").read_text()
    assert json.loads(text)["version"] == 1
    check_continues(Game.from_json(text), EXPECTED[name])


def test_the_fixtures_cover_what_the_issue_lists() -> None:
    games = {name: Game.from_json((DATA / f"{name}.civ.json").read_text()) for name in ENGINE_SAVES}
    assert "pending" in games["mid-effect"].view(games["mid-effect"].to_move)
    assert games["mid-draft"].view(None)["step"] == "draft"
    assert games["team-game"].teams and games["team-game"].players == 4
    assert games["finished"].over
