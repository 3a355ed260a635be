"""Real processes in tests: who is alive, a process's children, waiting until pids are gone.

Linux only (it reads ``/proc``); the tests that use it skip elsewhere. A zombie counts as
gone: it runs nothing, and whether its new parent reaps it is not the program's doing.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

HAS_PROC = Path("/proc/self/stat").is_file()


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    # the command name (field 2) may hold spaces and brackets: split after its last ')'
    return text[text.rindex(")") + 2:].split()


def alive(pid: int) -> bool:
    """Whether ``pid`` is a running (not zombie) process."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def own_child(pid: int) -> bool:
    """Whether ``pid`` is still a process of ours, running or a zombie not reaped."""
    fields = _stat(pid)
    return fields is not None and fields[1] == str(os.getpid())


def children(pid: int) -> list[int]:
    """The live processes whose parent is ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None and fields[1] == str(pid) and fields[0] not in ("Z", "X"):
                found.append(int(entry.name))
    return sorted(found)


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time ``pid`` has used (0 if it is gone)."""
    fields = _stat(pid)
    if fields is None:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_until(condition: object, timeout: float, step: float = 0.02) -> bool:
    """Poll ``condition()`` until it is true or ``timeout`` seconds have passed."""
    assert callable(condition)
    deadline = time.monotonic() + timeout
    while True:
        if condition():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(step)


def wait_gone(pids: list[int], timeout: float) -> float | None:
    """Seconds until none of ``pids`` is alive; None if some still are after ``timeout``."""
    start = time.monotonic()
    if wait_until(lambda: not any(alive(p) for p in pids), timeout):
        return time.monotonic() - start
    return None


def kill_all(pids: list[int]) -> None:
    """SIGKILL whatever of ``pids`` still runs (a failed test must not leave processes)."""
    for pid in pids:
        if alive(pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
