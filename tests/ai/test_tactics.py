"""Never miss a win: the win finder and the Medium and Hard seats on the positions of ``tactics``.

Every win position must be solved by the finder, and by Medium and by Hard at its default
budget: the first action taken is a step of a proven win, and the seat, playing on, wins by
Hegemony before its turn ends. The positions without a proven win (only a lucky Breakthrough or
Inquisition, or one play short) must not be called wins.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game
from engine.actions import NOTATION, PARSE
from engine.ai import AI, make_ai
from engine.ai import hard as hard_module
from engine.ai.blocks import Block, find_block, worth
from engine.ai.hard import HardAI
from engine.ai.ismcts import SearchResult
from engine.ai.observe import information_state
from engine.ai.wins import HARD_LIMIT, find_win, hopeless
from engine.lab.bench_wins import measure

from .tactics import (
    LAST_TURN,
    TACTICS,
    THREATS,
    Tactic,
    Threat,
    blocks,
    declines,
    game_of,
    solves,
    wins_last_turn,
)

WINS = [t for t in TACTICS if t.wins]
# Hard's budget in the block tests: a fixed iteration count (replayable), below the 2,000-4,000
# iterations its default 1 s reaches on this machine (python -m engine.lab.bench_search); the real budget:
# python3 -m tests.ai.tactics --budget 1.0
BLOCK_ITERATIONS = 1000


def _game(t: Tactic) -> Game:
    return game_of(t)


def _hard() -> HardAI:
    return HardAI(0, seed=3, iterations=BLOCK_ITERATIONS)


def test_the_suite_has_thirty_positions_of_every_kind() -> None:
    positions = TACTICS + [t.tactic for t in THREATS] + [LAST_TURN]
    assert len({t.name for t in positions}) == len(positions) >= 30


def test_the_suite_has_twenty_wins_of_every_kind() -> None:
    assert len(WINS) >= 20
    assert {t.players for t in WINS} == {2, 3, 4} and any(t.teams for t in WINS)


@pytest.mark.slow
@pytest.mark.parametrize("tactic", TACTICS, ids=lambda t: t.name)
def test_the_finder_proves_exactly_the_wins(tactic: Tactic) -> None:
    game = _game(tactic)
    win = find_win(information_state(game, 0), 0, HARD_LIMIT)
    assert (win is not None) == tactic.wins, win
    # the same answer from the real state itself and from worlds redealt around what seat 0 knows:
    # a finder that let a hidden card count would find the lucky draw in some of them
    worlds = [game.state] + [game.determinize(0, random.Random(r)).state for r in range(12)]
    assert {find_win(w, 0, HARD_LIMIT) for w in worlds} == {win}
    if win is not None:     # the line, played on the real game, wins
        for c in win.line:
            game.apply(NOTATION[c])
        assert game.result is not None and game.result["reason"] == "hegemony" and 0 in game.result["winners"]


def _solves(ai: AI, game: Game) -> None:
    """The AI takes a proven win at once, says so, and wins before its turn ends."""
    why = solves(ai, game)
    assert why is None, why


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("tactic", WINS, ids=lambda t: t.name)
def test_medium_and_hard_take_every_win(tactic: Tactic, level: str) -> None:
    _solves(make_ai(level, 0, seed=3), _game(tactic))       # Hard at its default budget


def test_a_win_is_found_inside_an_effect() -> None:
    """Mid-Development, between its remove and its play: the remove that keeps Military."""
    game = _game(next(t for t in TACTICS if t.name == "development"))
    game.apply("play MIL2")
    game.apply("use development")
    win = find_win(information_state(game, 0), 0)
    assert win is not None and NOTATION[win.line[0]].startswith("remove ECO")
    _solves(make_ai("medium", 0), game)


def test_the_embargoed_play_is_never_part_of_a_win() -> None:
    game = _game(next(t for t in TACTICS if t.name == "embargo forbids the direct play"))
    win = find_win(information_state(game, 0), 0)
    assert win is not None and all(not NOTATION[c].startswith("play SCI") for c in win.line)


def test_the_win_is_the_same_in_worlds_the_seat_cannot_tell_apart() -> None:
    """Honesty: rivals' hands and the deck redealt; the finder and the AIs decide the same."""
    for tactic in WINS[:8] + [t for t in TACTICS if not t.wins]:
        game = _game(tactic)
        lines = set()
        choices = set()
        for r in range(4):
            world = game.determinize(0, random.Random(r)) if r else game
            win = find_win(information_state(world, 0), 0)
            lines.add(None if win is None else win.line)
            choices.add(make_ai("medium", 0, seed=1).choose(world))
        assert len(lines) == 1 and len(choices) == 1, (tactic.name, lines, choices)


def test_an_inquisition_target_with_a_hidden_hand_is_not_a_proven_win() -> None:
    """The seat to choose its Inquisition's target: the rival's hidden hand would win, but is luck."""
    game = _game(next(t for t in TACTICS if t.name == "inquisition is luck, not a win"))
    game.apply("play SCI3")
    game.apply("use inquisition")
    assert game.legal_actions() == ["target 1"]
    worlds = [game.state] + [game.determinize(0, random.Random(r)).state for r in range(12)]
    assert all(find_win(w, 0) is None for w in worlds)     # the real state holds the lucky cards


def test_hopeless_cuts_only_positions_without_a_win() -> None:
    for tactic in WINS:
        assert not hopeless(_game(tactic).state, 0), tactic.name
    short = Game.from_position({"players": 2, "tableaus": [{"SCI": ["SCI3"] * 6}, {}],
                                "hands": [["SCI3"], []]})     # Research plays 2, but one card to play
    assert hopeless(short.state, 0)


def test_the_code_of_a_win_step_is_legal() -> None:
    game = _game(WINS[0])
    win = find_win(information_state(game, 0), 0)
    assert win is not None and NOTATION[win.line[0]] in game.legal_actions()
    assert PARSE[NOTATION[win.line[0]]] == win.line[0]


@pytest.mark.slow
def test_every_win_found_in_whole_games_wins_on_the_real_game() -> None:
    """Medium and Easy games, 2-4 players and teams: each proven win, played on the true state, wins."""
    times, found, checked = measure(4, 1)
    assert times and found > 0 and checked == found


# Never miss a block: the threat positions of ``tactics.THREATS``.
BLOCKS = [t for t in THREATS if t.block]


def test_the_suite_has_a_block_of_every_kind() -> None:
    kinds = {"attack", "embargo", "democracy", "inquisition", "oligarchy", "republic"}
    assert {t.block for t in BLOCKS} == kinds
    assert {t.tactic.players for t in BLOCKS} == {2, 3, 4} and any(t.tactic.teams for t in BLOCKS)
    assert len(THREATS) - len(BLOCKS) >= 2


def _blocks(threat: Threat) -> None:
    """Hard plays seat 0's turn: the block (said so), then the rival has no win."""
    why = blocks(threat, _hard())
    assert why is None, why


@pytest.mark.slow
@pytest.mark.parametrize("threat", BLOCKS, ids=lambda t: t.tactic.name)
def test_hard_blocks_a_rival_win(threat: Threat) -> None:
    _blocks(threat)


@pytest.mark.parametrize("threat", [t for t in THREATS if not t.block], ids=lambda t: t.tactic.name)
def test_hard_declines_a_wrong_block(threat: Threat) -> None:
    why = declines(threat, _hard())
    assert why is None, why
    if threat.tactic.wins:      # a real threat, but the seat's own win comes first (hard.py's order)
        return
    game = _game(threat.tactic)
    assert find_block(information_state(game, 0), 0, sorted(PARSE[a] for a in game.legal_actions()),
                      random.Random(0)) is None


def test_hard_wins_the_last_turn_on_majorities() -> None:
    why = wins_last_turn(LAST_TURN, _hard())
    assert why is None, why


@pytest.mark.slow
def test_the_block_is_the_same_in_worlds_the_seat_cannot_tell_apart() -> None:
    """Honesty: rivals' hands and the deck redealt; the block and Hard's choice are the same."""
    for threat in THREATS:
        game = _game(threat.tactic)
        blocks = set()
        choices = set()
        for r in range(4):
            world = game.determinize(0, random.Random(r)) if r else game
            codes = sorted(PARSE[a] for a in world.legal_actions())
            blocks.add(find_block(information_state(world, 0), 0, codes, random.Random(5)))
            choices.add(make_ai("hard", 0, seed=1, iterations=60).choose(world))
        assert len(blocks) == 1 and len(choices) == 1, (threat.tactic.name, blocks, choices)


def test_inquisition_gives_back_no_winning_card() -> None:
    """Mid-Inquisition, the gives: the rival's Military cards stay with the seat."""
    game = _game(next(t for t in BLOCKS if t.block == "inquisition").tactic)
    game.apply("use inquisition")
    game.apply("target 1")
    ai = make_ai("hard", 0, seed=3)
    while game.state.pending is not None:
        action = ai.choose(game)
        assert not action.startswith("give MIL"), action
        game.apply(action)


def test_a_block_is_worth_the_search_s_best_only_when_it_saves_enough() -> None:
    """``blocks.worth``: each action's mean reward scaled by the worlds it leaves the rival without a win."""
    best, block_code = 1, 2
    result = SearchResult({best: (100, 0.8), block_code: (20, 0.3)}, 120, 0.0)
    assert not worth(result, block_code, Block((block_code,), 12, 1, before=0.6, after=0.0))   # 0.3 < 0.32
    assert worth(result, block_code, Block((block_code,), 12, 1, before=0.75, after=0.0))      # 0.3 > 0.2
    assert not worth(result, block_code, Block((block_code,), 12, 1, before=0.9, after=0.8))   # saves little
    weak = Block((block_code,), 12, 1, 0.5, 0.5)
    assert worth(SearchResult({block_code: (5, 0.1)}, 5, 0.0), block_code, weak)      # the search's own best
    strong = Block((block_code,), 12, 1, 0.9, 0.0)
    assert not worth(SearchResult({best: (5, 0.1)}, 5, 0.0), block_code, strong)    # never visited


def test_hard_follows_a_block_only_when_it_is_worth_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A block (here an Inquisition, stubbed) found in half the worlds that saves one world in ten is
    weighed against the search, which prefers the Embargo: it is not taken; the same block in every
    world is taken outright."""
    threat = next(t for t in THREATS if t.tactic.name == "embargo the science")
    game = _game(threat.tactic)
    use = PARSE["use inquisition"]
    for before, after, taken in ((0.5, 0.4, False), (1.0, 0.0, True)):
        stub = Block((use,), 11, 1, before, after)
        monkeypatch.setattr(hard_module, "find_block", lambda *args, b=stub: b)
        ai = _hard()
        action = ai.choose(game)
        assert (action == "use inquisition") == taken and (ai.block is not None) == taken, (before, action)


def test_the_block_check_visits_at_most_its_states(monkeypatch: pytest.MonkeyPatch) -> None:
    """The win finder's states for all the rivals' turns of one decision are bounded (``blocks.TOTAL``):
    a rare position must not cost seconds; a line cut short by the bound is no block."""
    from engine.ai import blocks as blocks_module

    calls: list[int] = []
    real = find_win

    def counted(info: Any, seat: int, limit: int = 4_000, visited: list[int] | None = None) -> Any:
        before = visited[0] if visited is not None else 0
        found = real(info, seat, limit, visited)
        calls.append((visited[0] if visited is not None else 0) - before)
        return found

    monkeypatch.setattr(blocks_module, "find_win", counted)
    threat = next(t for t in BLOCKS if t.block == "embargo")
    game = _game(threat.tactic)
    info = information_state(game, 0)
    codes = sorted(PARSE[a] for a in game.legal_actions())
    assert find_block(info, 0, codes, random.Random(0)) is not None
    assert len(calls) > blocks_module.WORLDS      # the threat in each world, then the lines' checks
    threat_cost = sum(calls[:blocks_module.WORLDS])     # one rival: one search per world
    for total in (threat_cost + 1, threat_cost + sum(calls[blocks_module.WORLDS:]) // 2):
        monkeypatch.setattr(blocks_module, "TOTAL", total)
        calls.clear()
        # the states ran out in the middle of the lines: a world not searched is no save, so no block
        assert find_block(info, 0, codes, random.Random(0)) is None, total
        assert sum(calls) <= total + 1, total          # a search stops one state past the bound
