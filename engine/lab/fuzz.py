"""Position fuzzer: ``python -m engine.lab.fuzz`` feeds mutated positions to ``Game.from_position``.

Valid positions (mid-game and finished games of 2-4 players, and small hand-built ones) are
mutated at random paths: a value replaced by one of the wrong type or range, a key or list
item deleted or inserted, a value nested deeply or swapped for another part of the position.
Each outcome must be one of two: a ``Game`` (that then round-trips ``position()``, saves,
loads and plays random legal actions to the end), or a ``PositionError`` with a message of
fewer than ``MAX_MESSAGE`` characters. Anything else is counted as a failure by type.
Save texts (of new games, positions, drafts, games mid-effect and determinized copies) are
mutated the same way (with the save's own keys and the core's old ones among the new keys):
``Game.from_json`` must give a game that saves and reloads, or a short ``ValueError``.
Last line: ``mutated positions: <n> | games <g> | PositionError <p> | failures <f>``.
"""

from __future__ import annotations

import argparse
import json
import random
import reprlib
from collections import Counter
from typing import Any

from ..cards import DOMAINS, KINDS
from ..errors import PositionError
from ..game import Game
from ..position import POSITION_KEYS
from ..save import SAVE_KEYS

MAX_MESSAGE = 300
_INNER_KEYS = ("by", "on", "domain", "card", "holder", "permanent", "sacrifice", "inspiration")
_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = 60
_SHOW.maxlevel = 3


def base_positions(count: int = 40, seed: int = 0) -> list[dict[str, Any]]:
    """Valid positions to mutate: random mid-games and ends of 2-4 players, and small ones."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = [
        {"players": 2},
        {"players": 3, "step": "effects", "hands": [["MIL1"], ["SCI1", "SCI2"], ["ART1"]],
         "tableaus": [{"REL": ["REL1"], "UTO": ["UTO3"]}, {}, {}]},
        {"players": 4, "teams": True, "active": 2, "step": "effects",
         "hands": [["ECO1"], [], ["UTO3", "ART2"], []],
         "tableaus": [{"ART": ["ART1", "ART2", "ART3"]}, {"SCI": ["SCI1"]}, {"ECO": ["ECO2"]}, {}],
         "embargoes": [{"by": 0, "on": 1, "domain": "SCI", "card": "ECO3"}],
         "democracy": [{"by": 2, "on": 3, "domain": "MIL", "card": "UTO3"}],
         "art_coin": {"holder": 0, "on": 1, "domain": "SCI"},
         "used": {"permanent": ["REL"], "sacrifice": ["ECO"], "inspiration": False},
         "hand_limit": 5, "seed": 11},
    ]
    while len(out) < count:
        players = rng.choice((2, 3, 4))
        g = Game.new(players, rng.randrange(10**6), teams=players == 4 and rng.random() < 0.3)
        plies = rng.randrange(5, 400)
        for _ in range(plies):
            if g.over:
                break
            g.apply(rng.choice(g.legal_actions()))
        try:
            out.append({**g.position()})
        except PositionError:
            continue                        # mid-effect: no position
    return out


def _weird(rng: random.Random, pos: dict[str, Any]) -> Any:
    """A value of the wrong type, range or form."""
    choices: list[Any] = [
        None, True, False, 0, 1, -1, 2, 3, 4, 5, 7, 99, 2**64, -(2**70), 1.0, 2.5,
        float("nan"), float("inf"), "", " ", "play", "over", "draft", "SCI1", " SCI1", "SCI1 ",
        "ＳＣＩ1", "sci1", "SCI1\x00", "é", "x" * 5000, "MIL", "ART", b"SCI1", (), ("SCI1",),
        [], {}, [None], [[]], [{}], {"by": 0}, ["UTO3"] * 200, ["SCI1"] * 10**4,
        {str(i): i for i in range(500)}, list(range(500)), "3", "true",
        rng.choice(KINDS), rng.choice(DOMAINS), rng.choice(sorted(POSITION_KEYS)),
        rng.choice(_INNER_KEYS), rng.randrange(-5, 10),
    ]
    pick = rng.choice(choices)
    if rng.random() < 0.2:
        paths = _paths(pos)
        if paths:
            parent, key = rng.choice(paths)
            return _copy(parent[key])
    return pick


def _copy(value: Any) -> Any:
    """A deep copy of JSON-like ``value`` (dicts and lists; anything else is kept as it is), made
    without recursion: a mutation nests values 100,000 levels deep, far past ``copy.deepcopy``."""
    if not isinstance(value, (dict, list)):
        return value
    root: Any = {} if isinstance(value, dict) else []
    todo: list[tuple[Any, Any]] = [(value, root)]
    while todo:
        source, target = todo.pop()
        items = source.items() if isinstance(source, dict) else enumerate(source)
        for key, child in items:
            if isinstance(child, (dict, list)):
                copied: Any = {} if isinstance(child, dict) else []
                todo.append((child, copied))
            else:
                copied = child
            if isinstance(target, dict):
                target[key] = copied
            else:
                target.append(copied)
    return root


def _nested(value: Any, depth: int, rng: random.Random) -> Any:
    """``value`` inside ``depth`` lists or dicts, built without recursion."""
    for _ in range(depth):
        value = [value] if rng.random() < 0.5 else {rng.choice(_INNER_KEYS): value}
    return value


def _paths(pos: Any, limit: int = 12) -> list[tuple[Any, Any]]:
    """Every (container, key) in ``pos`` down to ``limit`` levels, found without recursion."""
    out: list[tuple[Any, Any]] = []
    todo: list[tuple[Any, int]] = [(pos, 0)]
    while todo:
        node, depth = todo.pop()
        if depth >= limit:
            continue
        if isinstance(node, dict):
            items: list[tuple[Any, Any]] = list(node.items())
        elif isinstance(node, list):
            items = list(enumerate(node[:20]))
        else:
            continue
        for key, child in items:
            out.append((node, key))
            todo.append((child, depth + 1))
    return out


def mutate(base: dict[str, Any], rng: random.Random, keys: tuple[Any, ...] = ()) -> Any:
    """A copy of ``base`` with one to three random mutations (new keys from the position's,
    the inner entries' and ``keys``)."""
    pos: Any = _copy(base)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = _paths(pos)
        op = rng.random()
        if not paths or op < 0.02:
            pos = _weird(rng, base) if rng.random() < 0.5 else _nested(pos, rng.choice((3, 5000)), rng)
            continue
        parent, key = rng.choice(paths)
        if op < 0.55:
            parent[key] = _weird(rng, base)
        elif op < 0.70:
            del parent[key]
        elif op < 0.85:
            if isinstance(parent, list):
                parent.insert(rng.randrange(len(parent) + 1), _weird(rng, base))
            else:
                new_key = rng.choice((*sorted(POSITION_KEYS), *_INNER_KEYS, "colour", 3, None, *keys))
                parent[new_key] = _weird(rng, pos)
        else:
            parent[key] = _nested(parent[key], rng.choice((1, 2, 40, 3000, 100_000)), rng)
    return pos


def check_game(g: Game, rng: random.Random) -> None:
    """A game from an accepted position: round-trips, saves, loads and plays to the end."""
    pos = g.position()
    again = Game.from_position(pos)
    assert again.position() == pos, "position() does not round-trip"
    loaded = Game.from_json(g.to_json())
    assert loaded.position() == pos, "the save does not reload the same position"
    for _ in range(500):
        if g.over:
            break
        actions = g.legal_actions()
        assert actions, "no legal action in a game that is not over"
        g.apply(rng.choice(actions))
    assert g.over or len(g.history) == 500


def run_one(pos: Any, rng: random.Random) -> str:
    """Outcome of one mutated position: 'game', 'PositionError' or a failure name."""
    try:
        g = Game.from_position(pos)
    except PositionError as exc:
        return "PositionError" if len(str(exc)) < MAX_MESSAGE else "long PositionError message"
    except Exception as exc:
        return f"from_position: {type(exc).__name__}"
    try:
        check_game(g, rng)
    except Exception as exc:
        return f"game: {type(exc).__name__}: {_SHOW.repr(str(exc))}"
    return "game"


def fuzz(count: int, seed: int, show: int = 0) -> Counter[str]:
    """Outcomes of ``count`` mutated positions; prints up to ``show`` failing inputs."""
    rng = random.Random(seed)
    bases = base_positions(seed=seed)
    outcomes: Counter[str] = Counter()
    shown = 0
    for _ in range(count):
        pos = mutate(rng.choice(bases), rng)
        outcome = run_one(pos, random.Random(rng.random()))
        outcomes[outcome] += 1
        if outcome not in ("game", "PositionError") and shown < show:
            shown += 1
            print(f"  {outcome}: {_SHOW.repr(pos)}")
    return outcomes


def base_saves(count: int = 30, seed: int = 0) -> list[dict[str, Any]]:
    """Valid saves to mutate, as parsed JSON: every set-up, from positions too, at random moments,
    and determinized copies (saved from their position) between actions."""
    rng = random.Random(seed)
    positions = base_positions(6, seed)
    out: list[dict[str, Any]] = []
    while len(out) < count:
        if rng.random() < 0.3:
            g = Game.from_position(rng.choice(positions))
        else:
            players = rng.choice((2, 3, 4))
            g = Game.new(players, rng.randrange(10**6), rng.choice(("classic", "draft")),
                         players == 4 and rng.random() < 0.3)
        for _ in range(rng.randrange(0, 60)):
            if g.over:
                break
            g.apply(rng.choice(g.legal_actions()))
        if rng.random() < 0.15 and not g.over:
            try:
                g = Game.from_json(g.determinize(g.to_move or 0, rng).to_json())
            except ValueError:
                pass                        # mid-effect or mid-draft: no position, save the game itself
        out.append(json.loads(g.to_json()))
    return out


def _dumps(data: Any) -> str:
    """JSON text of a mutated save; values nested too deeply for ``json.dumps`` are cut short
    (the result still nests far deeper than any save)."""
    try:
        return json.dumps(data, default=repr)
    except (RecursionError, ValueError):
        return "[" * 100_000 + "]" * 100_000


def run_save(text: str, rng: random.Random) -> str:
    """Outcome of one mutated save text: 'game', 'ValueError' or a failure name."""
    try:
        g = Game.from_json(text)
    except ValueError as exc:
        return "ValueError" if len(str(exc)) < MAX_MESSAGE else "long ValueError message"
    except Exception as exc:  # every other exception is the failure counted
        return f"from_json: {type(exc).__name__}"
    try:
        again = Game.from_json(g.to_json())
        assert again.history == g.history and again.legal_actions() == g.legal_actions()
        for _ in range(500):
            if g.over:
                break
            g.apply(rng.choice(g.legal_actions()))
    except Exception as exc:
        return f"loaded game: {type(exc).__name__}: {_SHOW.repr(str(exc))}"
    return "game"


def fuzz_saves(count: int, seed: int) -> Counter[str]:
    """Outcomes of ``count`` mutated save texts."""
    rng = random.Random(seed)
    bases = base_saves(seed=seed)
    outcomes: Counter[str] = Counter()
    for _ in range(count):
        data = mutate(rng.choice(bases), rng, (*SAVE_KEYS, "state", "log"))
        outcomes[run_save(_dumps(data), random.Random(rng.random()))] += 1
    return outcomes


def main(argv: list[str] | None = None) -> int:
    """Print the outcome counts; the last line is the summary. Exit 1 on any failure."""
    parser = argparse.ArgumentParser(prog="python -m engine.lab.fuzz", description=__doc__)
    parser.add_argument("--positions", type=int, default=20_000, help="mutated positions to try")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--saves", type=int, default=5_000, help="mutated save texts to try")
    parser.add_argument("--show", type=int, default=0, help="print this many failing inputs")
    args = parser.parse_args(argv)
    saves = fuzz_saves(args.saves, args.seed)
    save_failures = {k: v for k, v in saves.items() if k not in ("game", "ValueError")}
    for name, n in sorted(save_failures.items(), key=lambda item: -item[1]):
        print(f"save failure {name}: {n}")
    print(f"mutated saves: {sum(saves.values())} | loaded {saves['game']} | "
          f"ValueError {saves['ValueError']} | failures {sum(save_failures.values())}")
    outcomes = fuzz(args.positions, args.seed, args.show)
    failures = {k: v for k, v in outcomes.items() if k not in ("game", "PositionError")}
    for name, n in sorted(failures.items(), key=lambda item: -item[1]):
        print(f"failure {name}: {n}")
    print(f"mutated positions: {sum(outcomes.values())} | games {outcomes['game']} | "
          f"PositionError {outcomes['PositionError']} | failures {sum(failures.values())}")
    return 1 if failures or save_failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
