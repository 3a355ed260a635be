"""The headless game and the benchmark commands."""

from __future__ import annotations

import re

import pytest

from engine.__main__ import main as headless
from engine.lab.bench import main as bench


def test_headless_game_prints_the_log_and_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    assert headless(["--players", "3", "--seed", "7"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("New game: 3 players")
    assert any(line.startswith("Game over:") for line in out)
    assert out[-1].startswith("result: {'reason': ")
    assert any(line.startswith("Seat 1 plays ") for line in out)


def test_headless_game_refuses_bad_options() -> None:
    with pytest.raises(SystemExit):
        headless(["--players", "3", "--teams"])


def test_bench_prints_its_summary_line_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench(["--games", "2", "--repeat", "1"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert re.fullmatch(r"random games/s: \d+ \(2p\) \d+ \(3p\) \d+ \(4p\) \| core \d+ \(2p\)", last), last
