"""Golden regression counts (python-chess's perft idea): fixed-seed random playouts pinned.

For each configuration and seed, a random playout through the public API (``rng.choice`` over
the sorted legal actions) is summarised by the number of legal actions summed over every
decision, the number of actions, a hash of the final position and result, and a hash of the
log. The figures were written by the engine of 954183b, before the restructure of issue 9, so
any change of behaviour (an action offered or not, a different deal, another log line) shows
here. If a rule is changed on purpose, regenerate them and say why in the commit.

The lines each game's figures are computed from (its log lines, each action with how many were
legal, the final position and result) are recorded in tests/data/golden/playouts/, and checked
against the figures here; a game that no longer matches is reported by its first line that
differs from its recording. ``python -m tests.engine.test_golden`` rewrites the recordings and
prints the figures of today's engine (for a change of rule made on purpose).
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from pathlib import Path

import pytest

from engine import Game

from ..transcript import GOLDEN_DATA, first_difference, read_lines, write_lines

GOLDEN: dict[str, tuple[int, int, str, str]] = {
    # "players-setup-solo|teams-seed": (legal actions summed, actions, position hash, log hash)
    '2-classic-solo-1': (533, 222, '820b61c3fcf38e96', '84e52832d367d557'),
    '2-classic-solo-2': (606, 268, '9531e946f58fe7fb', 'db508bc53577b00f'),
    '2-classic-solo-3': (514, 216, '41615b121a2ca56f', 'aee16ce8693fef45'),
    '3-classic-solo-1': (592, 245, '990fe8d55cff6783', '58db1ed611b8c3b2'),
    '3-classic-solo-2': (542, 225, '405dcfb514ad6fcc', 'c4ea4b20a24bf7d0'),
    '3-classic-solo-3': (556, 234, 'd7fc1f5aed4eb283', 'f71069c0a8e6ae2f'),
    '4-classic-solo-1': (557, 223, 'f28c9c08b1fc7651', '82a37a246b2e3864'),
    '4-classic-solo-2': (547, 218, '8d9529d5cc565d9d', '9e008bda793a81f7'),
    '4-classic-solo-3': (714, 292, 'b6a77460bdf66b14', 'bbc5ab2b9fd54775'),
    '2-draft-solo-1': (543, 228, 'f33f436eeb0df77e', 'd328b3a1571bee57'),
    '2-draft-solo-2': (532, 244, '7b3ea28c19fff6f8', 'a122e9358c7c5c72'),
    '2-draft-solo-3': (675, 264, '8970e6e59d5155f8', '2bc1f7efd9f9bd7f'),
    '3-draft-solo-1': (592, 265, '61ec8855bd56968c', '5cf64f7d94c3b90a'),
    '3-draft-solo-2': (722, 258, '5c16d69bd13743e2', '9392c822e4cbb371'),
    '3-draft-solo-3': (624, 269, '8efa649f3b06323d', '2ba516458b65a33c'),
    '4-classic-teams-1': (557, 223, '31f062e26adb8e37', '7ef75f762742eb6c'),
    '4-classic-teams-2': (547, 218, 'b201fc654c35e9b3', 'aa8bdb4568038cfd'),
    '4-classic-teams-3': (714, 292, '911e09478c4b8ed3', '9ab6364634e44fae'),
    '4-draft-teams-1': (718, 263, '3649a7a981dd33b8', '85ec47e2b4de9eda'),
    '4-draft-teams-2': (580, 210, '0606dc5ae10ccdda', 'bac2ad89e1009197'),
    '4-draft-teams-3': (669, 285, '7aec55de5c7cc13a', '05269714ad9d402a'),
}


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]


def transcript(players: int, setup: str, teams: bool, seed: int) -> list[str]:
    """The lines of one fixed random playout: each log line (``log ...``), each action with how
    many actions were legal (``act ...``), in the order they came, then the final position and
    result (``end ...``, JSON)."""
    g = Game.new(players, seed, setup, teams)
    rng = random.Random(seed * 7 + 1)
    lines = [f"log {line}" for line in g.log]
    seen = len(lines)
    while not g.over:
        legal = g.legal_actions()
        action = rng.choice(legal)
        g.apply(action)
        log = g.log
        lines.append(f"act {len(g.history)} ({len(legal)} legal): {action}")
        lines += [f"log {line}" for line in log[seen:]]
        seen = len(log)
    lines.append("end " + json.dumps([g.position(), g.result], sort_keys=True))
    return lines


_ACT = re.compile(r"act \d+ \((?P<legal>\d+) legal\): .*")


def summary(lines: list[str]) -> tuple[int, int, str, str]:
    """(legal actions summed, actions, position hash, log hash) of a playout's transcript."""
    acts = [m for line in lines if (m := _ACT.fullmatch(line))]
    assert lines[-1].startswith("end ")
    return (sum(int(m["legal"]) for m in acts), len(acts), _digest(json.loads(lines[-1][4:])),
            _digest([line[4:] for line in lines if line.startswith("log ")]))


def playout(players: int, setup: str, teams: bool, seed: int) -> tuple[int, int, str, str]:
    """The summary of one fixed random playout."""
    return summary(transcript(players, setup, teams, seed))


def _key(players: int, setup: str, teams: bool, seed: int) -> str:
    return f"{players}-{setup}-{'teams' if teams else 'solo'}-{seed}"


CONFIGS = [(2, "classic", False), (3, "classic", False), (4, "classic", False), (2, "draft", False),
           (3, "draft", False), (4, "classic", True), (4, "draft", True)]
CASES = [(p, s, t, seed) for p, s, t in CONFIGS for seed in (1, 2, 3)]




def recorded(key: str) -> Path:
    """Where a playout's transcript is recorded."""
    return GOLDEN_DATA / "playouts" / f"{key}.txt"


# the inner loop (-m "not slow") plays seed 1 of each configuration
@pytest.mark.parametrize(("players", "setup", "teams", "seed"),
                         [c if c[3] == 1 else pytest.param(*c, marks=pytest.mark.slow) for c in CASES],
                         ids=[_key(*c) for c in CASES])
def test_fixed_seed_playout_is_unchanged(players: int, setup: str, teams: bool, seed: int) -> None:
    key = _key(players, setup, teams, seed)
    lines = transcript(players, setup, teams, seed)
    if summary(lines) != GOLDEN[key]:
        pytest.fail(f"{key}: {summary(lines)} != {GOLDEN[key]} (pinned)\n"
                    + first_difference(read_lines(recorded(key)), lines, str(recorded(key))), pytrace=False)


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_the_recorded_transcripts_are_the_pinned_games(key: str) -> None:
    assert summary(read_lines(recorded(key))) == GOLDEN[key]


def main() -> None:
    """Record today's transcripts and print their figures (for a change of rule made on purpose)."""
    for case in CASES:
        key = _key(*case)
        lines = transcript(*case)
        write_lines(recorded(key), lines)
        print(f"    {key!r}: {summary(lines)},")


if __name__ == "__main__":
    main()
