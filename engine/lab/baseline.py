"""A seat played by another checkout of this project: the arena's "today's Hard" to beat.

``BaselineAI(seat, seed, level, path)`` runs ``level`` of the code checked out at ``path``
(for instance ``git worktree add ../base cc3284e``) in a child process, engine and AI alike,
so that a new AI is measured against the old one *as it was*, its speed included, not the
old search on the new core. The child gets the game's origin once and then, at each of the
seat's decisions, the actions applied since its last one, and answers with its choice; it
only needs the public contract (``Game.new``, ``apply``, ``engine.ai.make_ai``, ``choose``),
so any checkout that has it will do. The child ends when its input closes: with this
object (``close``), or with the process that started it, however that ends.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

from ..ai.players import AI
from ..errors import IllegalAction
from ..game import Game

PREFIX = "base-"     # arena entries "base-hard", "base-medium"...: the level of the baseline checkout

# Runs in the child, on the baseline checkout's engine: one JSON request per line, one answer per line.
SERVER = r"""
import json, sys, time
from engine import Game
from engine.ai import make_ai
game = ai = None
out = sys.stdout
for line in sys.stdin:
    msg = json.loads(line)
    if "new" in msg:
        players, seed, setup, teams = msg["new"]
        game = Game.new(players, seed=seed, setup=setup, teams=teams)
        ai = make_ai(msg["level"], msg["seat"], seed=msg["seed"], seconds=msg["seconds"], workers=1)
        answer = {"ok": True}
    else:
        for action in msg["apply"]:
            game.apply(action)
        start = time.perf_counter()
        answer = {"action": ai.choose(game), "seconds": time.perf_counter() - start}
    out.write(json.dumps(answer) + "\n")
    out.flush()
"""


def checkout(path: str | os.PathLike[str]) -> Path:
    """The baseline checkout's root, checked to hold an engine with an AI.

    :raises ValueError: if ``path`` has no ``engine/ai`` package.
    """
    root = Path(path).resolve()
    if not (root / "engine" / "ai" / "__init__.py").is_file():
        raise ValueError(f"{root} is not a checkout of this project (no engine/ai package)")
    return root


class BaselineAI(AI):
    """``level`` of the checkout at ``path``, in a child process, for the seat ``seat``."""

    def __init__(self, seat: int, seed: int, level: str, path: str | os.PathLike[str],
                 new: tuple[int, int, str, bool], seconds: float | None = None) -> None:
        """``new``: the arguments of the game's ``Game.new(players, seed, setup, teams)``."""
        super().__init__(seat, seed)
        self.level = PREFIX + level
        root = checkout(path)
        env = dict(os.environ, PYTHONPATH=str(root))
        self._proc = subprocess.Popen(
            [sys.executable, "-c", SERVER], cwd=root, env=env, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        )
        self._seen = 0           # actions of the game's history the child has applied
        self.seconds = 0.0       # the child's own measure of its last decision
        self._ask({"new": list(new), "level": level, "seat": seat, "seed": seed, "seconds": seconds})

    def _ask(self, msg: dict[str, Any]) -> dict[str, Any]:
        stdin: IO[str] | None = self._proc.stdin
        stdout: IO[str] | None = self._proc.stdout
        assert stdin is not None and stdout is not None
        stdin.write(json.dumps(msg) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise RuntimeError(f"the baseline {self.level} process ended (exit {self._proc.wait()})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def choose(self, game: Game) -> str:
        """The baseline's action for this seat, which must be the seat to move.

        :raises IllegalAction: if it is not this seat's decision.
        """
        if game.to_move != self.seat:
            raise IllegalAction(f"seat {self.seat} is not to move (seat {game.to_move} is)")
        answer = self._ask({"apply": game.history[self._seen:]})
        self._seen = len(game.history)
        self.seconds = float(answer["seconds"])
        action: str = answer["action"]
        return action

    def close(self) -> None:
        """End the child process (its input closes; it exits at once)."""
        if self._proc.poll() is None:
            assert self._proc.stdin is not None
            self._proc.stdin.close()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        if self._proc.stdout is not None:
            self._proc.stdout.close()
