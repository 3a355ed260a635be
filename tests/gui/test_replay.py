"""Replay (civgui/review/replay.py) and the finished games kept for it (civgui/review/kept.py)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel, LogEntry
from civgui.review.kept import GameKeeper, games_dir, kept_games
from civgui.review.replay import ReplayChooser, ReplayModel, ReplayWindow, open_replay
from civgui.review.wingraph import WinGraph
from civgui.services.storage import load_save, write_save
from engine import Game, PositionError


def _state(game: Game) -> dict[str, Any]:
    try:
        position: Any = game.position()
    except PositionError:
        position = None
    return {"views": [game.view(s) for s in (None, *range(game.players))], "position": position,
            "history": list(game.history)}


def _played(humans: tuple[int, ...], seed: int, stop: int | None = None, players: int = 3,
            setup: str = "classic") -> tuple[GameModel, list[dict[str, Any]], list[list[LogEntry]]]:
    """A game played through a GameModel (AI seats with reasons), to its end or ``stop`` actions:
    the model, and the game's state and the model's log after each number of actions."""
    model = GameModel(autosave=False)
    model.load_game(Game.new(players, seed, setup), scenes.seats(players, humans, "easy"))
    rng = random.Random(seed)
    states, logs = [], []
    while True:
        game = model.game_copy()
        assert game is not None
        states.append(_state(game))
        logs.append(list(model.log))
        if model.over or (stop is not None and model.history_length >= stop):
            return model, states, logs
        action = rng.choice(model.legal_actions())
        seat = model.to_move
        assert seat is not None
        if model.is_human(seat):
            if model.covered:
                model.lift_cover()
            assert model.submit(action)
        else:
            assert model.submit_ai(seat, action, f"reason {model.history_length}")


def _saved(model: GameModel, path: Path) -> Path:
    game = model.game_copy()
    assert game is not None
    write_save(path, game, model.seats, model.log)
    return path


def _replay(qtbot: QtBot, path: Path) -> ReplayWindow:
    window = ReplayWindow(load_save(path))
    qtbot.addWidget(window)
    return window


def _press(window: ReplayWindow, key: Qt.Key) -> None:
    """A key pressed at the window, as the system delivers it (shortcuts first, then the focus)."""
    handle = window.windowHandle()
    assert handle is not None
    QTest.keyClick(handle, key)


def _shown(window: ReplayWindow) -> dict[str, Any]:
    game = window.model.game_copy()
    assert game is not None
    return _state(game)


@pytest.mark.slow
def test_every_step_is_the_saved_game_and_the_log_is_in_step(qtbot: QtBot, tmp_path: Path) -> None:
    model, states, logs = _played((0,), 21)
    window = _replay(qtbot, _saved(model, tmp_path / "g.civ.json"))
    replay = window.model
    total = replay.total
    assert total == len(states) - 1 > 100 and replay.shown == total
    replay.to_start()

    def check(n: int) -> None:
        assert replay.shown == n
        assert _shown(window) == states[n], n
        assert replay.log == logs[n], n           # the same entries: kinds, readers, reasons, texts
        readable = [e for e in logs[n] if e.reader is None or e.reader == 0]
        assert window.log_model.entries() == readable, n

    for n in range(total + 1):                    # forward, one action at a time
        check(n)
        replay.forward()
    replay.forward()                              # past the end: nothing moves
    check(total)
    for n in range(total, -1, -1):                # and back
        check(n)
        replay.back()
    check(0)
    starts = replay.timeline.turn_starts()
    for turn in (len(starts), 1, len(starts) // 2):   # to a turn, through the spin box
        window.turn_box.setValue(turn)
        check(starts[turn - 1])
        assert replay.turn == turn
    window.slider.setValue(37)
    check(37)


def test_keys_and_buttons_step_the_replay(qtbot: QtBot, tmp_path: Path) -> None:
    model, _states, _logs = _played((0,), 5)
    window = _replay(qtbot, _saved(model, tmp_path / "g.civ.json"))
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    QApplication.processEvents()    # the activation delivered in full (else the first key is lost)
    replay = window.model
    starts = replay.timeline.turn_starts()
    window.hand.setFocus()          # the hand takes ←/→ in play: in a replay they step
    _press(window, Qt.Key.Key_Home)
    assert replay.shown == 0
    _press(window, Qt.Key.Key_Right)
    _press(window, Qt.Key.Key_Right)
    assert replay.shown == 2
    _press(window, Qt.Key.Key_Left)
    assert replay.shown == 1
    _press(window, Qt.Key.Key_PageDown)
    assert replay.shown == starts[1] and replay.turn == 2
    _press(window, Qt.Key.Key_PageDown)
    assert replay.shown == starts[2]
    _press(window, Qt.Key.Key_Right)
    _press(window, Qt.Key.Key_PageUp)       # back to the start of this turn
    assert replay.shown == starts[2]
    _press(window, Qt.Key.Key_PageUp)       # then to the one before
    assert replay.shown == starts[1]
    _press(window, Qt.Key.Key_End)
    assert replay.shown == replay.total and not window.forward_button.isEnabled()
    window.back_button.click()
    assert replay.shown == replay.total - 1
    window.first_button.click()
    assert replay.shown == 0 and not window.back_button.isEnabled()
    window.forward_button.click()
    assert replay.shown == 1
    window.last_button.click()
    assert replay.shown == replay.total
    for widget in (window.first_button, window.back_button, window.forward_button, window.last_button,
                   window.slider, window.log_view):
        assert widget.accessibleName()
    assert window.turn_label.buddy() is window.turn_box


def test_nothing_can_be_played_in_a_replay(qtbot: QtBot, tmp_path: Path) -> None:
    model, _states, _logs = _played((0,), 8, stop=30)
    window = _replay(qtbot, _saved(model, tmp_path / "g.civ.json"))
    window.show()
    replay = window.model
    replay.go(0)                          # seat 0, the person, is to play
    assert replay.to_move == 0 and replay.viewer == 0
    before = _shown(window)
    card = window.hand.tokens[0]
    with qtbot.waitSignal(replay.refused) as refused:
        window.hand.activate(0)           # what a double-click or Enter does
    assert "replay" in str(refused.args[1])
    assert "replay" in window.statusBar().currentMessage()
    assert not replay.submit(f"play {card}") and not replay.submit_ai(1, "end")
    assert replay.hand_verb() is None and replay.tableau_verb() is None and replay.legal_actions() == []
    assert _shown(window) == before and replay.shown == 0


def test_hidden_hands_stay_hidden_unless_the_game_is_over(qtbot: QtBot, tmp_path: Path) -> None:
    # an unfinished game, one person: what that person could see, at every step
    model, states, _logs = _played((0,), 3, stop=60)
    window = _replay(qtbot, _saved(model, tmp_path / "one.civ.json"))
    replay = window.model
    assert not replay.finished and not replay.show_all and not window.all_hands.isEnabled()
    replay.set_show_all(True)
    assert not replay.show_all
    for n in range(0, replay.total + 1, 3):
        replay.go(n)
        assert replay.view() == states[n]["views"][1]          # view(0)
        assert all(e.reader in (None, 0) for e in window.log_model.entries())
    # hot seat, unfinished: the public view only, the public lines only
    model, states, _logs = _played((0, 1), 4, stop=60)
    window = _replay(qtbot, _saved(model, tmp_path / "two.civ.json"))
    replay = window.model
    assert replay.viewer is None and any(e.reader is not None for e in replay.log)
    for n in range(0, replay.total + 1, 3):
        replay.go(n)
        view = replay.view()
        assert view == states[n]["views"][0]                   # view(None)
        assert view is not None and all(card.startswith("?") for hand in view["hands"] for card in hand)
        assert all(e.reader is None for e in window.log_model.entries())
    # a finished game: every hand, until "Show all hands" is unticked
    model, states, _logs = _played((0,), 9)
    window = _replay(qtbot, _saved(model, tmp_path / "done.civ.json"))
    replay = window.model
    assert replay.finished and replay.show_all and window.all_hands.isChecked()
    replay.go(40)
    position = states[40]["position"] or {}
    view = replay.view()
    assert view is not None
    hands = [sorted(h) for h in view["hands"]]
    real = [sorted(h) for h in position.get("hands", [])] or hands
    assert hands == real and not any(c.startswith("?") for h in hands for c in h)
    window.all_hands.setChecked(False)
    assert replay.view() == states[40]["views"][1]


@pytest.mark.slow
def test_a_finished_game_is_kept_once(qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    model, _states, _logs = _played((0,), 12)
    game = model.game_copy()
    assert game is not None
    window.model.load_game(game, model.seats, list(model.log))      # the game ends at this table
    files = kept_games()
    assert len(files) == 1 and files[0].parent == data_dir / "games"
    kept = load_save(files[0])
    assert kept.game.history == game.history and kept.seats == model.seats
    assert kept.log_entries(LogEntry) == model.log
    stamp = files[0].stat().st_mtime_ns
    window.model.load_file(files[0])                                # reopened: still one file
    window.model.save_file(data_dir / "again.civ.json")
    window.model.load_file(data_dir / "again.civ.json")
    again = GameModel(autosave=False)                               # another table ends it again
    keeper = GameKeeper(again)
    with qtbot.assertNotEmitted(keeper.kept), qtbot.waitSignal(again.gameOver):
        again.load_game(game.at(len(game.history)), model.seats)
    assert kept_games() == files and files[0].stat().st_mtime_ns == stamp and keeper.parent() is None
    other, _s, _l = _played((0,), 13)                               # another game: a second file
    window.model.load_game(other.game_copy() or game, other.seats)
    assert len(kept_games()) == 2


def test_a_folder_that_cannot_be_written_is_reported_and_the_game_goes_on(
        qtbot: QtBot, window: MainWindow, data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    games_dir().write_text("not a folder")          # the folder cannot be made
    model, _states, _logs = _played((0,), 12)
    game = model.game_copy()
    assert game is not None
    with qtbot.waitSignal(window.keeper.failed) as failed:
        window.model.load_game(game, model.seats)
    assert "replay" in failed.args[0] and "replay" in window.statusBar().currentMessage()
    assert window.model.over and games_dir().read_text() == "not a folder"


@pytest.mark.parametrize("text", ["{\"format\": \"civgui-save\", \"version\": 2, \"app\": \"1\"",
                                  "{\"format\": \"something else\"}", "\x00\x01garbage", ""])
def test_a_damaged_or_foreign_file_is_refused_and_untouched(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    path = tmp_path / "bad.civ.json"
    path.write_text(text)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, title, message: said.append(message))
    assert open_replay(None, path) is None
    assert len(said) == 1 and "bad.civ.json cannot be replayed" in said[0]
    assert "Nothing was changed" in said[0]
    assert path.read_text() == text and path.stat().st_mtime_ns == 1_000_000_000


def test_the_chooser_lists_the_kept_games(qtbot: QtBot, data_dir: Path) -> None:
    model = GameModel(autosave=False)
    keeper = GameKeeper(model)
    done, _states, _logs = _played((0,), 12)
    game = done.game_copy()
    assert game is not None
    with qtbot.waitSignal(keeper.kept):
        model.load_game(game, done.seats, list(done.log))
    (games_dir() / "2020-01-01T00-00-00-0000000000000000.civ.json").write_text("damaged")
    chooser = ReplayChooser()
    qtbot.addWidget(chooser)
    table = chooser.table
    assert table.rowCount() == 1 and chooser.note.isVisibleTo(chooser)
    items = [table.item(0, c) for c in range(4)]
    row = [item.text() if item is not None else "" for item in items]
    names = ", ".join(s.name for s in done.seats)
    result = game.result
    assert result is not None
    winners = [done.seats[s].name for s in result["winners"]]
    assert row[1] == names and "3 players, classic set-up" in row[2] and all(w in row[3] for w in winners)
    window = chooser.replay_row(0)
    assert isinstance(window, ReplayWindow) and isinstance(window.model, ReplayModel)
    qtbot.addWidget(window)
    assert window.model.record.history == game.history


def test_the_end_of_game_dialog_replays_the_game(qtbot: QtBot, window: MainWindow) -> None:
    model, _states, logs = _played((0,), 14)
    game = model.game_copy()
    assert game is not None
    window.model.load_game(game, model.seats, list(model.log))
    dialog = window.show_end_dialog()
    dialog.replay_button.click()
    replays = window.findChildren(ReplayWindow)
    assert len(replays) == 1 and replays[0].isVisible() and replays[0].isWindow()
    replay = replays[0].model
    assert replay.record.history == game.history and replay.shown == replay.total
    assert replay.log == logs[-1]
    replays[0].close()


def test_a_finished_game_shows_each_sides_chances_and_an_unfinished_one_none(
        qtbot: QtBot, tmp_path: Path) -> None:
    finished, _states, _logs = _played((0,), 21)
    window = _replay(qtbot, _saved(finished, tmp_path / "over.civ.json"))
    graph = window.graph
    assert graph is not None and window.side_layout.indexOf(graph) == 0
    qtbot.waitUntil(lambda: graph.state == "ready", timeout=20000)
    chances = graph.chances
    assert chances is not None and chances.points[-1].actions == finished.history_length
    assert [chances.points[-1].seats[s] for s in chances.winners] == [1.0]
    assert graph.now == window.model.turn == window.model.timeline.turns    # the replay's turn marked
    window.model.to_turn(5)
    assert graph.now == 5
    window.model.to_start()
    assert graph.now == window.model.turn <= 1
    window.close()                       # stops nothing: the work is done; a second close is harmless
    unfinished, _states, _logs = _played((0,), 22, stop=30)
    window = _replay(qtbot, _saved(unfinished, tmp_path / "mid.civ.json"))
    assert window.graph is None and not window.findChildren(WinGraph)


def test_every_other_hand_is_legible_in_a_finished_replay_and_the_window_closes_by_key(
        qtbot: QtBot, tmp_path: Path) -> None:
    model, states, _logs = _played((0,), 9)
    window = ReplayWindow(load_save(_saved(model, tmp_path / "done.civ.json")))   # it deletes itself on close
    closed: list[str] = []
    window.destroyed.connect(lambda: closed.append("escape"))
    window.show()
    replay, panel = window.model, window.hands
    assert panel is not None and panel.isVisible()
    n = next(k for k in range(40, len(states)) if states[k]["position"] is not None)
    replay.go(n)
    real = states[n]["position"]
    for seat, (name, row) in enumerate(panel.rows):
        assert row.isVisible() == (seat != 0)            # seat 0's hand is the table's hand row
        assert sorted(row.tokens) == sorted(real["hands"][seat]) and replay.seat_name(seat) in name.text()
    window.all_hands.setChecked(False)
    assert not panel.isVisible()
    screen = window.screen().availableGeometry().size()
    assert window.width() <= screen.width() and window.height() <= screen.height()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    _press(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: closed == ["escape"], timeout=2000)
    unfinished, _states, _logs = _played((0,), 22, stop=30)
    window = ReplayWindow(load_save(_saved(unfinished, tmp_path / "mid.civ.json")))
    window.destroyed.connect(lambda: closed.append("button"))
    assert window.hands is None
    window.show()
    window.close_button.click()
    qtbot.waitUntil(lambda: closed == ["escape", "button"], timeout=2000)


def test_a_replay_names_whose_turn_it_was_never_your_turn(qtbot: QtBot, tmp_path: Path) -> None:
    model, _states, _logs = _played((0,), 5, players=2)
    window = _replay(qtbot, _saved(model, tmp_path / "g.civ.json"))
    replay = window.model
    step = 1
    replay.go(step)
    while replay.to_move != 0:      # a step where the replay's own (human) seat is to move
        step += 1
        replay.go(step)
    assert replay.viewer == 0
    assert window.centre.turn.text() == f"{replay.seat_name(0)}'s turn"
    assert model.live and not replay.live
