"""Everything a search is told: one frozen ``SearchSettings``, handed to ``ismcts.search`` and to ``HardAI``.

As OpenSpiel's bots take theirs (``MCTSBot(game, uct_c, max_simulations, evaluator, solve=...)``), the
search reads its knobs from the settings it is given and from nothing else: no module global is
flipped from outside. The defaults are the game's Hard; the laboratory (``engine.lab``: the arena's
``hard:no-belief``..., the benchmarks) builds other settings to measure a part switched off or another
value, side by side in one process, the compiled search included.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, Literal

from .core import State

# The search's cut-off: how many turn ends a walk and its playout go ahead (the end of the searching
# seat's turn and of the next rival turn), where the evaluation scores the world.
CUTOFF_TURNS: Final = 2

# A function of a world to each seat's chance to win (``evaluate.evaluate`` is the game's).
Evaluator = Callable[[State], list[float]]


@dataclass(frozen=True)
class SearchSettings:
    """The budget and the knobs of Hard's search.

    ``iterations`` bounds the search by iterations (deterministic: tests, hints, replays), ``seconds``
    by time; ``None`` for both is ``HardAI``'s default of one second. ``cutoff``: turn ends ahead where
    the search scores its worlds; ``explore``: UCB1's exploration constant (None: by player count,
    ``ismcts.explore_for``); ``pruned``: dominated actions left out (``dominated.prune``); ``solver``:
    proven game ends propagate (MCTS-Solver); ``evaluator``: what scores a world at the cut-off (None:
    the learned ``evaluate.evaluate``, called directly); ``belief``: Hard deals its worlds by what the
    rivals' actions say (``infer.belief``); ``blocks``: Hard weighs blocks of a rival's win
    (``blocks.py``), ``block_rule`` how (``"compare"`` against the search's choice, or ``"always"``);
    ``reuse``: a time-bounded search starts from the subtree of the last (``ismcts.follow``).
    """

    iterations: int | None = None
    seconds: float | None = None
    cutoff: int = CUTOFF_TURNS
    explore: float | None = None
    pruned: bool = True
    solver: bool = True
    evaluator: Evaluator | None = None
    # On: in 400 duplicate 2-player games at 0.05 s (measured before the belief's duel moved to
    # ``python -m engine.ai.arena --seats hard,hard:no-belief``) Hard with it won 52.5 % (95 %: 47.6-57.4 %).
    belief: bool = True
    blocks: bool = True
    block_rule: Literal["compare", "always"] = "compare"
    # Off: it showed no gain (47 % [37.5, 56.7] against Hard without it, 100 2-player games at 0.1 s).
    reuse: bool = False


# The game's Hard, its budget aside.
DEFAULT: Final = SearchSettings()
