"""How fast undo is: ``python -m engine.lab.bench_undo`` prints the time of ``undo()`` late in
long games (the first undo of a stretch replays the whole history from the origin) and what
the undo bookkeeping costs ``apply`` (complete random games with and without it)."""

from __future__ import annotations

import random
import statistics
import time

from ..game import Game
from ..undo import Trail


def _long_game(seed: int) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    return Game.new(4, seed, "draft"), rng


def undo_times(games: int = 30) -> tuple[list[float], list[float], list[int]]:
    """Seconds of a stretch's first undo and of the undos after it, and history lengths."""
    first: list[float] = []
    later: list[float] = []
    lengths: list[int] = []
    for seed in range(games):
        game, rng = _long_game(seed)
        measured = -1
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
            n = game.undoable()
            if n >= 2 and len(game.history) > 150 and game._trail.start != measured:
                measured = game._trail.start
                game._trail.anchor = None   # as when the stretch is first undone
                redo = game.history[-n:]
                t0 = time.perf_counter()
                game.undo()
                t1 = time.perf_counter()
                for _ in range(n - 1):
                    game.undo()
                t2 = time.perf_counter()
                first.append(t1 - t0)
                later.append((t2 - t1) / (n - 1))
                lengths.append(len(game.history) + n)
                for action in redo:
                    game.apply(action)
    return first, later, lengths


def _games_per_second(games: int, seed: int = 1) -> float:
    rng = random.Random(seed)
    t0 = time.perf_counter()
    for s in range(games):
        game = Game.new(3, s)
        while not game.over:
            game.apply(rng.choice(game.legal_actions()))
    return games / (time.perf_counter() - t0)


def main() -> None:
    """Print the figures."""
    first, later, lengths = undo_times()
    print(f"undo late in 4-player draft games ({len(first)} stretches, histories "
          f"{min(lengths)}-{max(lengths)} actions):")
    print(f"  first undo of a stretch (replay from the origin): median "
          f"{statistics.median(first) * 1e3:.2f} ms, max {max(first) * 1e3:.2f} ms")
    print(f"  each further undo (replay from the stretch start): median "
          f"{statistics.median(later) * 1e6:.0f} µs")
    with_trail: list[float] = []
    without: list[float] = []
    settle = Trail.settle
    for i in range(8):      # alternate, so that a busy machine disturbs both alike
        off = i % 2 == 1
        if off:
            Trail.settle = lambda *args: None  # type: ignore[method-assign]
        try:
            (without if off else with_trail).append(_games_per_second(150))
        finally:
            Trail.settle = settle  # type: ignore[method-assign]
    a, b = statistics.median(with_trail), statistics.median(without)
    print(f"apply through the API, 3 players: {a:,.0f} games/s with the undo bookkeeping, "
          f"{b:,.0f} with it switched off ({(a - b) / b * 100:+.1f} %)")

if __name__ == "__main__":
    main()
