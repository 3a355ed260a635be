"""The arena: AI levels play each other in duplicate format and the results are measured.

``python -m engine.lab.arena --players 2 --seats hard,easy --games 200 --budget 0.1 --seed 1``

With ``--baseline PATH`` (another checkout of this project, e.g. ``git worktree add ../base
cc3284e``) the entries ``base-hard``, ``base-medium``... are that checkout's levels, engine and
all, each in a child process (``baseline.BaselineAI``): the new Hard against today's Hard is
``--seats hard,base-hard --baseline ../base``.

Hard's parts can be switched off or back one at a time to measure them, side by side, each in a
seat of its own (each variant is Hard with other ``SearchSettings``, ``engine/ai/settings.py``, so
the compiled search measures them too): ``hard:no-blocks`` (no block check, ``blocks.py``),
``hard:always-block`` (any block found taken outright, the rule first built), ``hard:no-belief``
(worlds dealt uniformly, no ``infer.py``), ``hard:old-eval`` (the hand-fitted evaluation of issue 11
at the playouts' cut-off, ``legacy_eval.py``), ``hard:reuse`` (a search from the subtree of the
last, ``ismcts.follow``), ``hard:cutoff=N`` and ``hard:explore=X`` (the search's cut-off in turn
ends and exploration constant, ``settings.CUTOFF_TURNS`` and ``ismcts.explore_for``),
``hard:seconds=X`` (its own time per decision instead of ``--budget``: what more time is worth), or
several joined by ``+``: ``--seats hard,hard:no-blocks``.

Every deal is played once per rotation of the seats (duplicate format), so each entry
of ``--seats`` meets the same cards from every chair. Games run in worker processes, one
per core; a progress bar with the time left goes to stderr. The table gives, per entry,
its wins (a shared victory counts 1/k, a team win counts for both partners), the win rate
with its 95 % Wilson interval, and the mean and 95th-percentile decision time. Results
are written as JSON (``--out``; by default ``build/out/arena/arena-<spec>-<n>p-seed<s>.json``
under the current folder, which git ignores); the last line reads
``arena: <spec> win rates <a>% <b>% ... (n=<games>)``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import re
import sys
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from ..ai import ENDLESS, LEVELS, make_ai
from ..ai.hard import HardAI, end_with_parent
from ..ai.players import AI
from ..ai.settings import DEFAULT, SearchSettings
from ..game import Game
from . import legacy_eval
from .baseline import PREFIX, BaselineAI, checkout

# Hard's variants (``hard:no-blocks``...) and knobs (``hard:cutoff=3``...)
VARIANTS = ("no-blocks", "always-block", "no-belief", "old-eval", "reuse")
KNOBS = {"cutoff": int, "explore": float, "seconds": float}

OUT_DIR = Path("build", "out", "arena")   # the default folder of the results (git-ignored)


@dataclass
class GameRecord:
    """One arena game: which entry sat where, who won, how long each entry thought."""

    deal: int
    rotation: int
    seats: list[int]                # seats[s] = index of the entry sitting at seat s
    reason: str
    shares: list[float]             # per entry: its win share in this game
    times: list[list[float]] = field(default_factory=list)   # per entry: decision seconds


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate (wins may be fractional)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1))
    return ordered[rank]


Task = tuple[list[str], int, str, bool, int, int, int, float, "str | None"]


def variants(level: str) -> list[str]:
    """The variants of an entry ``hard:a+b`` (none for a plain level).

    :raises ValueError: for variants of another level than Hard, or unknown ones.
    """
    name, _, spec = level.partition(":")
    if not spec:
        return []
    chosen = spec.split("+")
    if name != "hard" or any(v not in VARIANTS and not _knob(v) for v in chosen):
        raise ValueError(f"{level}: variants are of hard only, and one of {', '.join(VARIANTS)}, "
                         f"or {'=N, '.join(KNOBS)}=X")
    return chosen


def _knob(variant: str) -> bool:
    """Whether ``variant`` sets a search knob (``cutoff=3``) to a value of its type."""
    key, eq, value = variant.partition("=")
    if not eq or key not in KNOBS:
        return False
    try:
        KNOBS[key](value)
    except ValueError:
        return False
    return True


def seat_ai(level: str, seat: int, seed: int, budget: float, new: tuple[int, int, str, bool],
            baseline: str | None) -> AI:
    """The AI of one arena entry: one of ``LEVELS``, a variant of Hard (``VARIANTS``), or
    ``base-<level>`` of the baseline checkout."""
    if level.startswith(PREFIX):
        if baseline is None:
            raise ValueError(f"{level} needs --baseline (the checkout to play)")
        return BaselineAI(seat, seed, level[len(PREFIX):], baseline, new, seconds=budget)
    chosen = variants(level)
    if not chosen:
        return make_ai(level, seat, seed=seed, seconds=budget, workers=1)
    return HardAI(seat, seed, workers=1, settings=variant_settings(chosen, budget))


def variant_settings(chosen: list[str], budget: float) -> SearchSettings:
    """The search settings of Hard with the variants ``chosen`` (``variants``) at ``budget`` seconds."""
    settings = replace(DEFAULT, seconds=budget, blocks="no-blocks" not in chosen,
                       block_rule="always" if "always-block" in chosen else "compare",
                       belief="no-belief" not in chosen, reuse="reuse" in chosen,
                       evaluator=legacy_eval.evaluate if "old-eval" in chosen else None)
    for v in chosen:
        key, _, value = v.partition("=")
        if key == "cutoff":
            settings = replace(settings, cutoff=int(value))
        elif key == "explore":
            settings = replace(settings, explore=float(value))
        elif key == "seconds":
            settings = replace(settings, seconds=float(value))
    return settings


def play_game(task: Task) -> GameRecord:
    """Play one deal with the entries rotated by ``rotation`` seats."""
    levels, players, setup, teams, seed, deal, rotation, budget, baseline = task
    n = players
    seats = [(s - rotation) % n for s in range(n)]          # entry at each seat
    new = (players, seed * 1_000_003 + deal, setup, teams)
    game = Game.new(*new)
    ais = [seat_ai(levels[seats[s]], s, seed * 7919 + deal * 31 + s, budget, new, baseline)
           for s in range(n)]
    times: list[list[float]] = [[] for _ in levels]
    try:
        for _ in range(ENDLESS):
            if game.over:
                break
            s = game.to_move
            assert s is not None
            start = time.perf_counter()
            action = ais[s].choose(game)
            times[seats[s]].append(time.perf_counter() - start)
            game.apply(action)
    finally:
        for ai in ais:
            ai.close()
    result = game.result
    # endless (ENDLESS): scored as a victory every seat shares
    winners, reason = (result["winners"], result["reason"]) if result is not None \
        else (list(range(n)), "endless")
    shares = [0.0] * len(levels)
    for w in winners:
        shares[seats[w]] += 1.0 if teams else 1.0 / len(winners)
    return GameRecord(deal, rotation, seats, reason, shares, times)


def _progress(done: int, total: int, started: float) -> None:
    elapsed = time.monotonic() - started
    eta = elapsed / done * (total - done) if done else 0.0
    width = 30
    filled = int(width * done / total)
    m, s = divmod(int(eta), 60)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games, "
                     f"{int(elapsed)}s elapsed, ETA {m}m{s:02d}s ")
    sys.stderr.flush()


def run(levels: list[str], players: int, games: int, budget: float, seed: int,
        setup: str = "classic", teams: bool = False, workers: int | None = None,
        baseline: str | None = None) -> list[GameRecord]:
    """Play the arena's games (rounded up to whole rotations) and return their records."""
    deals = max(1, math.ceil(games / players))
    tasks: list[Task] = [(levels, players, setup, teams, seed, d, r, budget, baseline)
             for d in range(deals) for r in range(players)]
    procs = workers or os.cpu_count() or 1
    records: list[GameRecord] = []
    started = time.monotonic()
    _progress(0, len(tasks), started)
    if procs <= 1:
        for task in tasks:
            records.append(play_game(task))
            _progress(len(records), len(tasks), started)
    else:
        # the games' processes end with the arena, however it ends (see hard.end_with_parent)
        with multiprocessing.get_context("spawn").Pool(procs, end_with_parent, (os.getpid(),)) as pool:
            for rec in pool.imap_unordered(play_game, tasks):
                records.append(rec)
                _progress(len(records), len(tasks), started)
    sys.stderr.write("\n")
    records.sort(key=lambda r: (r.deal, r.rotation))
    return records


def summarize(levels: list[str], records: list[GameRecord]) -> list[dict[str, Any]]:
    """Per entry: games, wins, rate, interval, mean and p95 decision time (ms)."""
    rows = []
    n = len(records)
    for i, level in enumerate(levels):
        wins = sum(r.shares[i] for r in records)
        times = [t for r in records for t in r.times[i]]
        low, high = wilson(wins, n)
        rows.append({
            "entry": i, "level": level, "games": n, "wins": wins,
            "rate": wins / n if n else 0.0, "ci95": [low, high],
            "mean_ms": 1000 * sum(times) / len(times) if times else 0.0,
            "p95_ms": 1000 * percentile(times, 0.95), "decisions": len(times),
        })
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    """The results as a text table."""
    head = f"{'entry':<10}{'games':>6}{'wins':>8}{'win rate':>10}{'95% CI':>17}{'mean ms':>10}{'p95 ms':>9}"
    lines = [head, "-" * len(head)]
    for r in rows:
        low, high = r["ci95"]
        lines.append(f"{r['level']:<10}{r['games']:>6}{r['wins']:>8.1f}{100 * r['rate']:>9.1f}%"
                     f"{f'[{100 * low:.1f}, {100 * high:.1f}]':>17}{r['mean_ms']:>10.1f}{r['p95_ms']:>9.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    ap = argparse.ArgumentParser(prog="python -m engine.lab.arena", description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--seats", default="hard,easy",
                    help="comma-separated levels; the last is repeated to fill the table")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--budget", type=float, default=1.0, help="Hard's seconds per decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--setup", default="classic", choices=("classic", "draft"))
    ap.add_argument("--teams", action="store_true")
    ap.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    ap.add_argument("--baseline", default=None, metavar="PATH",
                    help="another checkout of this project, whose levels play as base-<level>")
    ap.add_argument("--out", default=None, help=f"JSON results file (default: in {OUT_DIR})")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.seats.split(",") if x.strip()]
    known = [*LEVELS, *(PREFIX + x for x in LEVELS)] if args.baseline else list(LEVELS)
    if not levels or any(x.partition(":")[0] not in known for x in levels) or len(levels) > args.players:
        ap.error(f"--seats needs 1..{args.players} of {', '.join(known)} (hard:VARIANT too)")
    try:
        for x in levels:
            variants(x)
    except ValueError as e:
        ap.error(str(e))
    if args.baseline:
        try:
            checkout(args.baseline)
        except ValueError as e:
            ap.error(str(e))
    levels += [levels[-1]] * (args.players - len(levels))
    spec = ",".join(levels)
    records = run(levels, args.players, args.games, args.budget, args.seed,
                  args.setup, args.teams, args.workers, args.baseline)
    rows = summarize(levels, records)
    print(f"{args.players} players, {args.setup}{', teams' if args.teams else ''}, "
          f"budget {args.budget}s, seed {args.seed}, {len(records)} games "
          f"({len(records) // args.players} deals x {args.players} rotations)")
    print(table(rows))
    name = f"arena-{re.sub(r'[,:+]', '-', spec)}-{args.players}p-seed{args.seed}.json"
    out = Path(args.out) if args.out else OUT_DIR / name
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        json.dump({"args": vars(args), "levels": levels, "summary": rows,
                   "games": [asdict(r) for r in records]}, f, indent=1)
    print(f"results written to {out}")
    rates = " ".join(f"{100 * r['rate']:.1f}%" for r in rows)
    print(f"arena: {spec} win rates {rates} (n={len(records)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
