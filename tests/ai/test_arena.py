"""The arena's statistics, its command line and the benchmark's command line."""

from __future__ import annotations

import json
import unittest.mock
from pathlib import Path
from typing import Any

import pytest

from engine import Game, IllegalAction
from engine.ai import HardAI, make_ai
from engine.ai.settings import CUTOFF_TURNS, SearchSettings
from engine.lab import arena
from engine.lab import bench_search as bench
from engine.lab.arena import percentile, wilson


def test_wilson_interval_matches_the_formula() -> None:
    low, high = wilson(80, 100)
    assert low == pytest.approx(0.7112, abs=1e-3) and high == pytest.approx(0.8666, abs=1e-3)
    low, high = wilson(0, 10)
    assert low == 0.0 and 0.2 < high < 0.35


def test_percentile_nearest_rank() -> None:
    values = [float(x) for x in range(1, 101)]
    assert percentile(values, 0.95) == 95.0
    assert percentile([3.0], 0.95) == 3.0


def test_arena_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.json"
    arena.main(["--players", "2", "--seats", "easy,random", "--games", "4", "--workers", "1",
                "--seed", "3", "--out", str(out)])
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith("arena: easy,random win rates ") and lines[-1].endswith("(n=4)")
    data = json.loads(out.read_text())
    assert len(data["games"]) == 4
    assert sorted(g["rotation"] for g in data["games"]) == [0, 0, 1, 1]
    for g in data["games"]:
        assert sum(g["shares"]) == pytest.approx(1.0)
    rates = [r["rate"] for r in data["summary"]]
    assert sum(rates) == pytest.approx(1.0)


def test_duplicate_format_rotates_over_identical_deals() -> None:
    a = arena.play_game((["easy", "random", "random"], 3, "classic", False, 1, 0, 0, 0.1, None))
    b = arena.play_game((["easy", "random", "random"], 3, "classic", False, 1, 0, 1, 0.1, None))
    assert a.seats != b.seats and sorted(a.seats) == sorted(b.seats) == [0, 1, 2]


def test_an_endless_game_is_stopped_and_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two seats can lock each other for ever (the rules have no turn limit): the arena stops the
    game after ``ENDLESS`` actions and scores it as a victory both share."""
    whole = arena.play_game((["easy", "random"], 2, "classic", False, 1, 0, 0, 0.1, None))
    assert whole.reason != "endless" and sorted(whole.shares) == [0.0, 1.0]
    monkeypatch.setattr(arena, "ENDLESS", 20)
    cut = arena.play_game((["easy", "random"], 2, "classic", False, 1, 0, 0, 0.1, None))
    assert cut.reason == "endless" and cut.shares == [0.5, 0.5]
    assert sum(len(t) for t in cut.times) == 20
    levels = ["easy", "random", "easy", "random"]
    teams = arena.play_game((levels, 4, "classic", True, 1, 0, 0, 0.1, None))
    assert teams.reason == "endless" and teams.shares == [1.0] * 4    # as a shared team victory


def test_bench_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    bench.main(["--positions", "2", "--seconds", "0.05", "--budget", "0.05", "--decisions", "1",
                "--workers", "1"])
    out = capsys.readouterr().out
    assert "iterations/s" in out and "p95" in out


def test_make_ai_rejects_bad_levels_and_wrong_seats() -> None:
    with pytest.raises(ValueError, match=r"^unknown AI level 'expert'; choose one of random, easy, medium"):
        make_ai("expert", 0)
    with pytest.raises(ValueError, match="no seat -1"):
        make_ai("easy", -1)
    game = Game.new(2, seed=1)
    other = 1 - (game.to_move or 0)
    with pytest.raises(IllegalAction, match=f"seat {other} is not to move"):
        make_ai("easy", other).choose(game)


def test_single_legal_action_is_instant_and_parallel_search_works() -> None:
    game = Game.new(2, seed=3)
    seat = game.to_move
    assert seat is not None
    ai = make_ai("hard", seat, seed=1, seconds=0.3, workers=2)
    assert isinstance(ai, HardAI)
    action = ai.choose(game)
    assert action in game.legal_actions() and action.startswith("play ")
    assert ai.last is not None and ai.last.iterations > 0
    game.apply(action)
    assert game.legal_actions() == ["end"]
    slow = make_ai("hard", seat, seconds=5.0, workers=2)
    assert isinstance(slow, HardAI)
    assert slow.choose(game) == "end"
    assert slow.last is None          # no search ran: the only action is returned at once


ROOT = Path(__file__).resolve().parents[2]


def test_a_baseline_seat_plays_as_its_checkout_would() -> None:
    """Medium of this very checkout, in a child process, makes Medium's choices move for move."""
    from engine.ai.players import MediumAI
    from engine.lab.baseline import BaselineAI

    new = (2, 17, "classic", False)
    game = Game.new(*new)
    child = BaselineAI(1, 5, "medium", ROOT, new)
    here = [MediumAI(0, 4), MediumAI(1, 5)]
    try:
        while not game.over and len(game.history) < 60:
            seat = game.to_move
            assert seat is not None
            action = here[seat].choose(game)
            if seat == 1:
                assert child.choose(game) == action
            game.apply(action)
        assert len(game.history) == 60
    finally:
        child.close()
    assert child._proc.poll() is not None      # the child process is gone


def test_a_baseline_needs_a_checkout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        arena.main(["--seats", "hard,base-hard", "--baseline", str(tmp_path), "--games", "2"])
    assert "not a checkout of this project" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--seats", "hard,base-hard", "--games", "2"])     # no --baseline: not a level


def test_hard_variants_switch_one_part_each(capsys: pytest.CaptureFixture[str]) -> None:
    """``hard:no-blocks``, ``hard:always-block``, ``hard:no-belief``: Hard with that part changed
    and the rest as it is; a bad variant is refused by the command line."""
    from engine.lab.arena import seat_ai

    new = (2, 1, "classic", False)
    plain = seat_ai("hard", 0, 1, 0.05, new, None)
    assert isinstance(plain, HardAI) and plain.settings == SearchSettings(seconds=0.05)
    both = seat_ai("hard:no-blocks+no-belief", 0, 1, 0.05, new, None)
    assert isinstance(both, HardAI)
    assert both.settings == SearchSettings(seconds=0.05, blocks=False, belief=False)
    always = seat_ai("hard:always-block", 0, 1, 0.05, new, None)
    assert isinstance(always, HardAI) and always.settings == SearchSettings(seconds=0.05, block_rule="always")
    for bad in ("hard:fast", "medium:no-blocks"):
        with pytest.raises(SystemExit):
            arena.main(["--seats", f"{bad},easy", "--games", "2"])
        assert "variants are of hard only" in capsys.readouterr().err


def test_old_eval_variant_scores_with_the_old_evaluation() -> None:
    """``hard:old-eval``: Hard whose search scores its worlds with the hand-fitted evaluation (its
    settings' evaluator; the compiled search too), the rest as it is; nothing of the search is swapped."""
    from engine.ai import ismcts
    from engine.ai.evaluate import evaluate as learned
    from engine.lab import legacy_eval
    from engine.lab.arena import seat_ai

    new = (2, 1, "classic", False)
    old = seat_ai("hard:old-eval", 0, 1, 0.05, new, None)
    assert isinstance(old, HardAI)
    assert old.settings == SearchSettings(seconds=0.05, evaluator=legacy_eval.evaluate)
    game = Game.new(*new)
    used: list[int] = []
    real = legacy_eval.evaluate

    def counted(st: Any, weights: Any = legacy_eval.WEIGHTS) -> list[float]:
        used.append(1)
        return real(st, weights)

    with unittest.mock.patch.object(legacy_eval, "evaluate", counted):
        while len(game.legal_actions()) < 2:
            game.apply(game.legal_actions()[0])
        seat = game.to_move
        assert seat is not None
        seat_ai("hard:old-eval", seat, 1, 0.05, new, None).choose(game)
    assert used and vars(ismcts)["evaluate"] is learned     # the old evaluation scored it, nothing swapped


def test_hard_knobs_reach_the_search(capsys: pytest.CaptureFixture[str]) -> None:
    """``hard:cutoff=N``, ``hard:explore=X`` and ``hard:seconds=X`` set the search's cut-off, its
    exploration constant and the seat's own time; a knob without a value of its type is refused."""
    from engine.ai import hard as hard_module
    from engine.ai import ismcts
    from engine.lab.arena import seat_ai

    new = (2, 1, "classic", False)
    plain = seat_ai("hard", 0, 1, 0.05, new, None)
    assert isinstance(plain, HardAI)
    assert plain.settings.cutoff == CUTOFF_TURNS and plain.settings.explore is None
    tuned = seat_ai("hard:cutoff=3+explore=0.5+seconds=0.02", 0, 1, 0.05, new, None)
    assert isinstance(tuned, HardAI) and tuned.settings.seconds == 0.02
    game = Game.new(*new)
    while len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    seat = game.to_move
    assert seat is not None
    tuned.seat = seat
    seen: list[SearchSettings] = []
    real = ismcts.search

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(args[3])
        return real(*args, **kwargs)

    with unittest.mock.patch.object(hard_module, "search", spy):
        tuned.choose(game)
    assert seen and all(k.cutoff == 3 and k.explore == 0.5 and k.seconds is not None and k.seconds < 0.02
                        for k in seen)
    for bad in ("hard:cutoff=x", "hard:explore", "hard:depth=3"):
        with pytest.raises(SystemExit):
            arena.main(["--seats", f"{bad},easy", "--games", "2"])
        assert "variants are of hard only" in capsys.readouterr().err
