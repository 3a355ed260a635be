"""The learned evaluation: its weights file, its properties as a probability, its calibration report."""

from __future__ import annotations

import json
import math
import random
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from engine import Game
from engine.ai import evaluate as ev
from engine.ai import hard, ismcts
from engine.ai.evaluate import MODELS, NAMES, NFEATURES, PLAYER_COUNTS, evaluate, load_weights
from engine.lab import fit

from ..engine.helpers import game, tab
from .helpers import advance

ROOT = Path(__file__).resolve().parents[2]


def test_the_weights_file_has_one_model_per_player_count() -> None:
    raw = json.loads((ROOT / "engine" / "ai" / ev.WEIGHTS_FILE).read_text(encoding="utf-8"))
    assert tuple(raw["features"]) == NAMES
    assert sorted(raw["models"]) == sorted(MODELS) == ["2", "3", "4", "4t"]
    for key in MODELS:
        weights = ev.WEIGHTS[key]
        assert len(weights) == NFEATURES == len(raw["models"][key]["weights"])
        assert any(weights), f"the model {key} is all zeros"
    # four fits, not one vector for every table
    assert len(set(ev.WEIGHTS.values())) == 4


def test_a_stale_or_incomplete_weights_file_is_refused() -> None:
    models: dict[str, dict[str, list[float]]] = {key: {"weights": [0.1] * NFEATURES} for key in MODELS}
    good = {"features": list(NAMES), "models": models}
    assert load_weights(json.dumps(good))["3"] == (0.1,) * NFEATURES
    stale = {"features": [*NAMES[:-1], "something_else"], "models": models}
    with pytest.raises(ValueError, match="other features"):
        load_weights(json.dumps(stale))
    short = {"features": list(NAMES), "models": {**models, "4t": {"weights": [0.1] * (NFEATURES - 1)}}}
    with pytest.raises(ValueError, match="model '4t'"):
        load_weights(json.dumps(short))
    missing = {"features": list(NAMES), "models": {key: models[key] for key in ("2", "3", "4")}}
    with pytest.raises(ValueError, match="model '4t'"):
        load_weights(json.dumps(missing))


def test_the_weights_ship_with_the_package_and_the_bundle() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "weights.json" in pyproject["tool"]["setuptools"]["package-data"]["engine.ai"]
    spec = (ROOT / "build" / "civ.spec").read_text(encoding="utf-8")
    assert '"engine" / "ai" / "weights.json"), "engine/ai")' in spec


def _random_positions(players: int, teams: bool = False, count: int = 12) -> list[Game]:
    out = []
    for i in range(count):
        g = Game.new(players, seed=100 + i, teams=teams)
        advance(g, 5 + 9 * i, seed=i)
        if not g.over:
            out.append(g)
    return out


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_chances_are_probabilities(players: int) -> None:
    for g in _random_positions(players):
        p = evaluate(g.state)
        assert len(p) == players
        assert all(0.0 < x < 1.0 for x in p)
        assert sum(p) == pytest.approx(1.0)


def test_a_team_game_shares_by_team() -> None:
    for g in _random_positions(4, teams=True):
        p = evaluate(g.state)
        assert p[0] == p[2] and p[1] == p[3]
        assert p[0] + p[1] == pytest.approx(1.0)
        # the team model weighs the team's two seats' features added up
        strength = [sum(w * x for w, x in zip(ev.WEIGHTS["4t"], f)) for f in ev.all_features(g.state)]
        team_a, team_b = strength[0] + strength[2], strength[1] + strength[3]
        assert p[0] == pytest.approx(1 / (1 + math.exp(team_b - team_a)))


def test_a_finished_game_is_its_result() -> None:
    won = game(2, active=0, step="effects", hands=[[], []],
               tableaus=[tab(*["SCI2"] * 8), tab("MIL1")], deck=["MIL1"] * 6)
    won.apply("end")
    assert won.over
    assert evaluate(won.state) == [1.0, 0.0]
    team = game(4, teams=True, active=1, step="effects", hands=[[], [], [], []],
                tableaus=[{}, tab(*["ART3"] * 7), {}, {}], deck=["MIL1"] * 6)
    team.apply("end")
    assert evaluate(team.state) == [0.0, 1.0, 0.0, 1.0]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_more_cards_towards_hegemony_raise_the_chance(players: int) -> None:
    target = 8 if players == 2 else 7
    rival = tab("MIL1", "MIL1", "REL1", "ECO1", "ART3")
    chances = []
    for science in range(1, target - 2):
        g = game(players, active=1 % players, hands=[["MIL2", "REL2", "ECO2"]] * players,
                 tableaus=[tab(*["SCI2"] * science, "REL1")] + [rival] * (players - 1))
        chances.append(evaluate(g.state)[0])
    assert chances == sorted(chances) and chances[0] < chances[-1]


def test_a_hegemony_in_hand_on_ones_own_turn_is_all_but_won() -> None:
    def chance(hand: list[str], active: int, embargo: bool = False, democracy: str = "") -> float:
        g = game(2, active=active, hands=[hand, ["MIL1", "REL1", "ECO1"]],
                 tableaus=[tab(*["SCI2"] * 7, "REL1"), tab("MIL1", "MIL1", "REL1", "ECO1")],
                 embargoes=[{"by": 1, "on": 0, "domain": "SCI", "card": "ECO3"}] if embargo else [],
                 democracy=[{"by": 1, "on": 0, "domain": democracy, "card": "UTO3"}] if democracy else [])
        return evaluate(g.state)[0]
    ready = chance(["SCI2", "MIL1", "REL1"], active=0)
    assert ready > 0.9
    assert ready > chance(["SCI2", "MIL1", "REL1"], active=1)      # the rival may block it first
    assert ready > chance(["MIL1", "MIL1", "REL1"], active=0)      # the card is not in hand
    assert ready > chance(["SCI2", "MIL1", "REL1"], active=0, embargo=True)
    # a Democracy card under its Science: 9 needed, the hand no longer closes the gap
    assert chance(["SCI2", "MIL1", "REL1"], active=0, democracy="SCI") < min(
        ready, chance(["SCI2", "MIL1", "REL1"], active=0, democracy="REL"))


def test_a_ready_hegemony_is_a_win_now_on_ones_turn_and_a_threat_off_it() -> None:
    i, j = NAMES.index("win_now"), NAMES.index("threat")
    for active in (0, 1):
        g = game(2, active=active, hands=[["SCI2", "MIL1", "REL1"], ["MIL1", "REL1", "ECO1"]],
                 tableaus=[tab(*["SCI2"] * 7, "REL1"), tab("MIL1", "MIL1", "REL1", "ECO1")])
        mine, rival = ev.all_features(g.state)
        assert (mine[i], mine[j]) == ((1.0, 0.0) if active == 0 else (0.0, 1.0))
        assert rival[i] == rival[j] == 0.0


@pytest.mark.slow
def test_the_calibration_report_runs_on_a_tiny_sample(capsys: pytest.CaptureFixture[str]) -> None:
    random.seed(0)
    fit.main(["--report", "--games", "2", "--medium", "1"])
    out = capsys.readouterr().out
    # a noisy rule-policy table and a Medium one per configuration
    assert len(re.findall(r"^Brier: old \d\.\d{3}, new \d\.\d{3} \(uniform \d\.\d{3}\)$", out, re.M)) == 8
    assert "4 players (teams), 1 Medium games" in out
    assert len(re.findall(r"^0\.\d-\d\.\d ", out, re.M)) == 80          # 10 bins each
    assert len(re.findall(r"^cost per evaluate\(\) call: old [\d.]+ us, new [\d.]+ us", out, re.M)) == 4


@pytest.mark.slow
def test_the_fit_recovers_a_known_model() -> None:
    rng = random.Random(3)
    truth = [rng.uniform(-1.5, 1.5) for _ in range(NFEATURES)]
    data = []
    for i in range(1500):
        feats = [[rng.random() for _ in range(NFEATURES)] for _ in range(3)]
        p = ev.chances_of([sum(w * x for w, x in zip(truth, f)) for f in feats], False)
        r = rng.random()
        winner = 0 if r < p[0] else 1 if r < p[0] + p[1] else 2
        data.append(fit.Position(i, feats, [1.0 if s == winner else 0.0 for s in range(3)]))
    w = fit.fit(data, ridge=0.1)
    assert fit.log_loss(w, data) < fit.log_loss(truth, data) + 1e-9    # at least as good as the truth
    assert fit.log_loss(w, data) < fit.log_loss([0.0] * NFEATURES, data) - 0.05


@pytest.mark.slow
def test_a_refit_of_one_model_on_hard_games_keeps_the_others(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "weights.json"
    before = (ROOT / "engine" / "ai" / ev.WEIGHTS_FILE).read_text(encoding="utf-8")
    out.write_text(before, encoding="utf-8")
    monkeypatch.setattr(fit, "HARD_ITERATIONS", 20)
    fit.main(["--train", "--games", "4", "--medium", "0", "--hard", "2", "--models", "2",
              "--weights", str(out)])
    old, new = json.loads(before)["models"], json.loads(out.read_text(encoding="utf-8"))["models"]
    assert {key: new[key] for key in ("3", "4", "4t")} == {key: old[key] for key in ("3", "4", "4t")}
    assert new["2"]["hard_games"] == 2 and new["2"]["weights"] != old["2"]["weights"]
    assert "--hard 2" in new["2"]["command"] and "--models 2" in new["2"]["command"]
    assert load_weights(out.read_text(encoding="utf-8"))["2"] == tuple(new["2"]["weights"])
    # a Hard game, played by Hard's search: a position at each turn's start, each with the result
    searched: list[int] = []
    real = ismcts.search

    def search(*args: Any, **kwargs: Any) -> ismcts.SearchResult:
        searched.append(args[3].iterations)
        return real(*args, **kwargs)

    monkeypatch.setattr(hard, "search", search)
    rows = fit.level_play("hard", 2, 7)
    assert searched and set(searched) == {20}
    assert len(rows) > 10 and all(r.result == rows[0].result for r in rows)
    assert sorted(rows[0].result) == [0.0, 1.0] or rows[0].result == [0.5, 0.5]
    with pytest.raises(SystemExit):
        fit.main(["--train", "--models", "5", "--weights", str(out)])


def test_an_endless_self_play_game_teaches_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game cut at ``ENDLESS`` actions has no result: its positions are left out of the data."""
    assert fit.self_play(2, 5) and fit.level_play("medium", 2, 5)
    monkeypatch.setattr(fit, "ENDLESS", 30)
    assert fit.self_play(2, 5) == [] and fit.level_play("medium", 2, 5) == []
