"""Ctrl+C (SIGINT) and SIGTERM close the app cleanly: a real ``python -m civgui`` playing a
game with a Hard seat exits 0 within seconds, leaves no process behind, and its autosave
loads; in-process, a signal that arrives while a dialog runs its own loop closes it too."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from civgui.app.interrupt import EXIT_CODE, close_on_signals
from civgui.app.mainwindow import MainWindow
from civgui.play.model import GameModel
from civgui.services.storage import SeatConfig, read_save, write_save
from engine import Game
from tests.procs import HAS_PROC, children, kill_all, wait_gone, wait_until

ROOT = Path(__file__).resolve().parents[2]
CLOSE_WITHIN = 15.0   # the AI may be mid-decision (Hard: 1 s) when the signal comes


@pytest.mark.slow
@pytest.mark.skipif(not HAS_PROC, reason="reads /proc")
@pytest.mark.parametrize("scene", ["AI playing", "person to move"])
@pytest.mark.parametrize("how", ["SIGINT", "SIGTERM"])
def test_a_signal_closes_the_running_app_cleanly(tmp_path: Path, how: str, scene: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    game = Game.new(2, seed=5)
    # AI playing: Hard thinks in its worker processes. Person to move: the loop is idle and
    # no Python code would run to notice a signal without the wake-up socket.
    kinds = ["hard", "easy"] if scene == "AI playing" else ["human", "hard"]
    if scene == "person to move" and game.to_move != 0:
        kinds.reverse()
    save = tmp_path / "start.civ.json"
    write_save(save, game, [SeatConfig("Hera", kinds[0]), SeatConfig("Ivo", kinds[1])])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CIV_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "civgui", "--load", str(save)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    autosave = data / "autosave.civ.json"
    family: list[int] = []
    try:
        def ready() -> bool:
            family[:] = children(proc.pid)
            if not autosave.is_file():
                return False
            if scene == "person to move":
                return True
            if len(family) < 3:       # Hard's 2 workers and the resource tracker
                return False
            try:
                return len(read_save(autosave)[0].history) > 0
            except ValueError:
                return False

        assert wait_until(ready, 60.0, step=0.1), "the app did not start playing"
        proc.send_signal(getattr(signal, how))
        _out, err = proc.communicate(timeout=CLOSE_WITHIN)
        assert proc.returncode == EXIT_CODE == 0, err
        assert "Traceback" not in err
        assert wait_gone(family, 5.0) is not None, "a worker or the resource tracker outlived the app"
        resumed, seats = read_save(autosave)
        assert [s.kind for s in seats] == kinds
        assert len(resumed.history) >= (1 if scene == "AI playing" else 0)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
        kill_all(family)


def test_a_signal_during_a_dialog_closes_it_and_ends_the_loop(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.show()
    closer = close_on_signals(window)
    try:
        # from another thread, as a terminal's Ctrl+C comes: the loop waits in C++ meanwhile
        threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT)).start()
        guard = QTimer()
        guard.setSingleShot(True)
        guard.timeout.connect(lambda: app.exit(99))
        guard.start(8000)
        started = time.monotonic()
        answer = QMessageBox.question(window, "Resume?", "A game was in progress. Resume it?")
        assert answer != QMessageBox.StandardButton.Yes       # the question was dismissed
        assert closer.received == signal.SIGINT
        assert app.exec() == EXIT_CODE                        # the main loop ends at once
        assert time.monotonic() - started < 5.0
        assert not window.isVisible()
        guard.stop()
    finally:
        closer.uninstall()
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
