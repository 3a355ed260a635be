"""Nothing of a closed window outlives it (issue 26, part 4): PySide keeps the callable of a 0 ms
``QTimer.singleShot(0, context, callable)`` whose context is deleted before it fires, and with it
the callable's widget, its model and a whole finished game (the replay window's areas kept each
replayed game alive). A few games of the soak (a hint, an undo, the end-of-game dialog, the
replay window and the statistics dialog each) leave no replay and no finished game behind."""

from __future__ import annotations

import gc

import pytest

from civgui.devtools import soak
from civgui.play.model import LogEntry
from civgui.review.replay import ReplayModel
from civgui.table.tableau import PlayerArea


@pytest.mark.slow
def test_games_with_replays_leave_no_replay_and_no_old_log_alive() -> None:
    soak.settle()
    kinds = (ReplayModel, PlayerArea, LogEntry)
    before = [o for o in gc.get_objects() if isinstance(o, kinds)]   # earlier tests' (held: no id reused)
    known = {id(o) for o in before}
    done = soak.run(soak.Options(games=3, warmup=1, every=1, piles=1, players=3))
    soak.settle()
    live = [o for o in gc.get_objects() if isinstance(o, kinds) and id(o) not in known]
    replays = [o for o in live if isinstance(o, ReplayModel)]
    areas = [o for o in live if isinstance(o, PlayerArea)]
    current = {id(e) for e in done.model.log}
    old_entries = [o for o in live if isinstance(o, LogEntry) and id(o) not in current]
    assert (len(replays), len(old_entries)) == (0, 0)
    assert len(areas) <= done.options.players          # the soak window's own, at most
