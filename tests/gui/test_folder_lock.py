"""A lock with no owner never blocks the game (issue 26, part 2): an empty, garbage, foreign-host
(not refreshed) or dead-process ``civ.lock`` is taken over; a live copy still wins; ten copies
started at once give exactly one owner of the folder."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from civgui.app import datasafety
from civgui.app.datasafety import LOCK, STALE_FOREIGN_SECONDS, claim_data_folder, keep_fresh, local_host

CLAIMER = r"""
import os, sys, time
from pathlib import Path
from civgui.app.datasafety import claim_data_folder
go = Path(sys.argv[1])
while not go.exists():
    time.sleep(0.001)
claim = claim_data_folder()
print("won" if claim.lock is not None else f"refused {claim.other_pid}", flush=True)
sys.stdin.readline()          # hold the folder until told to go
"""


def claimer(data: Path, go: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "CIV_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-c", CLAIMER, str(go)], env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def aged(path: Path, content: bytes, seconds: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    then = time.time() - seconds
    os.utime(path, (then, then))


def dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    return int(done.stdout)


@pytest.mark.parametrize("content", [
    b"", b"\x00\x00\x00", b"garbage\n\xff\xfe\n", b"-5\npython\nhere\n", b"999999999999999999999\n"],
    ids=["empty", "zeros", "garbage", "negative", "huge"])
def test_an_empty_or_unreadable_lock_is_taken_over(data_dir: Path, content: bytes) -> None:
    aged(data_dir / LOCK, content, 30)
    claim = claim_data_folder()
    assert claim.lock is not None and not claim.refused
    assert (data_dir / LOCK).read_text().split("\n")[0] == str(os.getpid())
    claim.lock.unlock()


def test_an_unreadable_lock_just_made_is_waited_for_not_taken(data_dir: Path) -> None:
    aged(data_dir / LOCK, b"", 0)               # maybe another copy, writing its lock right now
    claim = claim_data_folder(wait=0.2)
    assert claim.refused and claim.lock is None
    assert (data_dir / LOCK).read_bytes() == b""


def test_a_dead_process_lock_is_taken_over(data_dir: Path) -> None:
    aged(data_dir / LOCK, f"{dead_pid()}\npython3\n{local_host()}\n".encode(), 5)
    claim = claim_data_folder()
    assert claim.lock is not None
    claim.lock.unlock()


def test_a_foreign_host_lock_is_taken_over_once_it_is_not_refreshed(data_dir: Path) -> None:
    path = data_dir / LOCK
    aged(path, b"4242\ncivgui\nanother-machine\n", 60)       # refreshed a minute ago: that copy runs
    claim = claim_data_folder(wait=0.1)
    assert claim.refused and claim.other_pid == 4242 and claim.other_host == "another-machine"
    aged(path, b"4242\ncivgui\nanother-machine\n", STALE_FOREIGN_SECONDS + 60)
    claim = claim_data_folder()
    assert claim.lock is not None
    claim.lock.unlock()


def test_a_live_copy_still_wins(data_dir: Path, tmp_path: Path) -> None:
    go = tmp_path / "go"
    go.touch()
    other = claimer(data_dir, go)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == "won"
        aged_before = (data_dir / LOCK).stat().st_mtime
        then = time.time() - 3600         # even an old lock of a live copy on this machine is its own
        os.utime(data_dir / LOCK, (then, then))
        claim = claim_data_folder(wait=0.2)
        assert claim.refused and claim.other_pid == other.pid and claim.lock is None
        assert aged_before > then
    finally:
        other.communicate("\n", timeout=30)


@pytest.mark.slow
@pytest.mark.parametrize("left", [None, b"", b"garbage"], ids=["no lock", "empty lock", "garbage lock"])
def test_ten_copies_started_at_once_give_exactly_one_owner(data_dir: Path, tmp_path: Path,
                                                          left: bytes | None) -> None:
    if left is not None:
        aged(data_dir / LOCK, left, 30)
    else:
        data_dir.mkdir(parents=True)
    go = tmp_path / "go"
    copies = [claimer(data_dir, go) for _ in range(10)]
    time.sleep(1.5)                                  # every copy started, waiting for the signal
    go.touch()
    outcomes = []
    try:
        for copy in copies:
            assert copy.stdout is not None
            outcomes.append(copy.stdout.readline().strip())
    finally:
        for copy in copies:
            copy.communicate("\n", timeout=30)
    winners = [c.pid for c, o in zip(copies, outcomes, strict=True) if o == "won"]
    assert len(winners) == 1, outcomes
    assert all(o == f"refused {winners[0]}" for o in outcomes if o != "won"), outcomes


def test_a_running_copy_refreshes_its_lock(data_dir: Path, monkeypatch: pytest.MonkeyPatch,
                                           qtbot: QtBot) -> None:
    monkeypatch.setattr(datasafety, "HEARTBEAT_SECONDS", 0.05)
    claim = claim_data_folder()
    assert claim.lock is not None
    then = time.time() - 3600
    os.utime(data_dir / LOCK, (then, then))
    owner = QObject()
    timer = keep_fresh(claim, owner)
    assert timer is not None
    qtbot.waitUntil(lambda: (data_dir / LOCK).stat().st_mtime > time.time() - 60, timeout=5000)
    timer.stop()
    claim.lock.unlock()
