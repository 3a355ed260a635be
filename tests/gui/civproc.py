"""The real application in a subprocess, for the data-safety tests and ``tests/gui/kill_runs.py``.

``Civ`` starts ``civgui.__main__`` (``python -m civgui``) in its own process with a data folder,
headless. A small prelude only answers the modal dialogs (each is printed as ``civ: dialog
<kind> <title>: <text>``, the new-game dialog as ``civ: dialog new game`` and cancelled, the
start of the event loop, when the start-up flow is over, as ``civ: event loop``) and,
when asked, blocks the process at one exact point of the n-th save write so that the test can
kill it there: ``write`` (half the bytes written), ``fsync`` (written, not yet flushed),
``rename`` (flushed, not yet renamed), ``renamed`` (renamed, folder not yet flushed).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, ClassVar

ROOT = Path(__file__).resolve().parents[2]
PHASES = ("write", "fsync", "rename", "renamed")

PRELUDE = r"""
import os, sys, time, types, runpy
from PySide6.QtWidgets import QApplication, QMessageBox

_exec = QApplication.exec

def _loop(self):
    print("civ: event loop", flush=True)      # the start-up flow is over
    return _exec()

QApplication.exec = _loop

def _dialog(kind):
    def show(parent, title, text, *args, **kwargs):
        print(f"civ: dialog {kind} {title}: " + " ".join(str(text).split()), flush=True)
        if kind == "question":
            yes = os.environ.get("CIV_TEST_ANSWER", "yes") == "yes"
            return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
        return QMessageBox.StandardButton.Ok
    return staticmethod(show)

for _kind in ("critical", "warning", "information", "question"):
    setattr(QMessageBox, _kind, _dialog(_kind))

def _box_exec(self):
    words = " ".join(f"{self.text()} {self.informativeText()} {self.detailedText()}".split())
    print(f"civ: dialog box {self.windowTitle()}: {words}", flush=True)
    return QMessageBox.StandardButton.Ok

QMessageBox.exec = _box_exec

import civgui.app.mainwindow as _mw

def _no_new_game(parent, config=None):
    print("civ: dialog new game", flush=True)
    return None

_mw.ask_new_game = _no_new_game

def _ask_resume(parent, saved):
    from civgui.dialogs.resume import resume_text
    print("civ: dialog question Resume the game?: " + " ".join(resume_text(saved).split()), flush=True)
    return os.environ.get("CIV_TEST_ANSWER", "yes") == "yes"

_mw.ask_resume = _ask_resume

_block = os.environ.get("CIV_TEST_BLOCK")
if _block:
    import civgui.services.storage as _st
    _phase, _nth = _block.split(":")
    _count = [0]
    _real = _st.os

    def _stop(where):
        print(f"civ: blocked at {where} of write {_count[0]}", flush=True)
        while True:
            time.sleep(60)

    class _Os(types.ModuleType):
        def __getattr__(self, name):
            return getattr(_real, name)

    _os = _Os("os")

    def _write(fd, data):
        _count[0] += 1
        if _phase == "write" and _count[0] == int(_nth):
            _real.write(fd, bytes(data[: len(data) // 2]))
            _real.fsync(fd)
            _stop("write")
        return _real.write(fd, data)

    def _fsync(fd):
        if _phase == "fsync" and _count[0] == int(_nth):
            _stop("fsync")
        return _real.fsync(fd)

    def _replace(src, dst):
        if _phase == "rename" and _count[0] == int(_nth):
            _stop("rename")
        _real.replace(src, dst)
        if _phase == "renamed" and _count[0] == int(_nth):
            _stop("renamed")

    _os.write, _os.fsync, _os.replace = _write, _fsync, _replace
    _st.os = _os

sys.argv = ["civ", *sys.argv[1:]]
runpy.run_module("civgui", run_name="__main__", alter_sys=True)
"""


def env_for(data: Path | str, **extra: str) -> dict[str, str]:
    """The environment of an app process: its data folder, headless, this worktree's code."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CIV_DATA_DIR=str(data))
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("CIV_TEST_BLOCK", None)
    env.update(extra)
    return env


class Civ:
    """One running copy of the app; its stdout lines are collected by a thread."""

    started: ClassVar[list[Civ]] = []     # every copy started, so that ``kill_all`` leaves none running

    def __init__(self, data: Path | str, *args: str, **extra: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", PRELUDE, *args], cwd=ROOT, env=env_for(data, **extra),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines: list[str] = []
        self.err: list[str] = []
        self._cond = threading.Condition()
        self._readers = [threading.Thread(target=self._pump, args=(stream, into), daemon=True)
                         for stream, into in ((self.proc.stdout, self.lines), (self.proc.stderr, self.err))]
        for reader in self._readers:
            reader.start()
        Civ.started.append(self)

    @classmethod
    def kill_all(cls) -> int:
        """kill -9 every copy still running (after a failed test); how many there were."""
        running = [civ for civ in cls.started if civ.proc.poll() is None]
        for civ in running:
            civ.kill()
        cls.started.clear()
        return len(running)

    def _pump(self, stream: IO[str], into: list[str]) -> None:
        for line in stream:
            with self._cond:
                into.append(line.rstrip("\n"))
                self._cond.notify_all()
        with self._cond:
            self._cond.notify_all()

    def wait_for(self, text: str, count: int = 1, timeout: float = 30.0) -> str:
        """The ``count``-th stdout line containing ``text``.

        :raises AssertionError: if the process ends or the time runs out first.
        """
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                crash = next((line for line in self.lines if "dialog box Something went wrong" in line), None)
                if crash is not None:
                    raise AssertionError(f"the app hit an unexpected error: {crash}")
                found = [line for line in self.lines if text in line]
                if len(found) >= count:
                    return found[count - 1]
                left = deadline - time.monotonic()
                ended = self.proc.poll() is not None and not any(r.is_alive() for r in self._readers)
                if left <= 0 or ended:
                    raise AssertionError(f"no {text!r} (x{count}) from the app; rc={self.proc.poll()}\n"
                                         + "\n".join(self.lines[-15:] + self.err[-15:]))
                self._cond.wait(min(left, 0.5))

    def applied(self) -> list[str]:
        """The actions the app reported as applied (and autosaved), in order."""
        with self._cond:
            return [line.split(" ", 3)[3] for line in self.lines if line.startswith("civ: applied ")]

    def send(self, command: str) -> None:
        """A command for ``--autoplay`` on stdin (``more K``, ``quit``)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()

    def kill(self) -> None:
        """kill -9, then collect what it printed."""
        self.proc.send_signal(signal.SIGKILL)
        self.finish()

    def finish(self, timeout: float = 30.0) -> int:
        """Wait for the process to end (killing it if it does not) and for its output; the exit code."""
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = self.proc.wait()
        for reader in self._readers:
            reader.join(10)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        return code
