"""A settings file never runs code: a pickled Python object, wrong types, huge values and garbage
bytes in ``settings.ini`` start the game with the defaults, nothing executes and the file is left
as it was (issue 26, part 1). The INI reader and writer match what QSettings writes and reads."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from civgui.services.inifile import MAX_BYTES, RefusedValue, escape, read_ini, unescape, write_ini
from civgui.services.settings import DEFAULTS, FILE, set_setting, setting

from .civproc import Civ

MAKE_PAYLOAD = r"""
import os, sys
from PySide6.QtCore import QSettings

class Payload:
    def __reduce__(self):
        return (os.mkdir, (sys.argv[2],))

store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
for key in sys.argv[3:]:
    store.setValue(key, Payload())
store.sync()
"""

READ_WITH_QSETTINGS = r"""
import sys
from PySide6.QtCore import QSettings
QSettings(sys.argv[1], QSettings.Format.IniFormat).value("app/language")
"""


def run_python(code: str, *args: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, "-c", code, *args], check=True, env=env, timeout=60,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def hostile_file(path: Path, marker: Path) -> bytes:
    """A settings file whose values are pickled objects that create ``marker`` when unpickled,
    proven live (QSettings itself runs them), plus wrong types, a huge value and garbage bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    run_python(MAKE_PAYLOAD, str(path), str(marker), "app/language", "ai/pace", "guide/seen")
    run_python(READ_WITH_QSETTINGS, str(path))
    assert marker.is_dir(), "the payload does not run when QSettings reads it"
    marker.rmdir()
    extra = ("\n[table]\nanimation=@Variant(\\0\\0\\0\\x1\\x1)\ncard_size=@ByteArray(large)\n"
             "palette=" + "x" * 200_000 + "\n[sound]\nvolume=1e999\nenabled=yes, no\n"
             "[newgame]\nlast=@Point(1 2)\n[meta]\nmigrated=true\n").encode()
    path.write_bytes(path.read_bytes() + extra + b"\xff\xfe\x00garbage\x80=\x81\n[\xc3\x28]\n")
    return path.read_bytes()


def test_a_hostile_settings_file_runs_nothing_and_gives_the_defaults(
        data_dir: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    marker = tmp_path / "payload-ran"
    before = hostile_file(data_dir / FILE, marker)
    with caplog.at_level(logging.WARNING, logger="civgui.settings"):
        for key, default in DEFAULTS.items():
            assert setting(key) == default, key
    assert not marker.exists()
    assert (data_dir / FILE).read_bytes() == before
    warned = [r.getMessage() for r in caplog.records]
    assert any("app/language ignored" in w and "@Variant" in w for w in warned)
    assert sum("app/language" in w for w in warned) == 1       # told once, not at every read
    setting("app/language")
    assert sum("app/language" in w for w in [r.getMessage() for r in caplog.records]) == 1


@pytest.mark.slow
def test_the_game_starts_on_a_hostile_settings_file_and_leaves_it_alone(tmp_path: Path) -> None:
    data = tmp_path / "data"
    marker = tmp_path / "payload-ran"
    before = hostile_file(data / FILE, marker)
    civ = Civ(data, "--autoplay", "0")
    civ.wait_for("civ: waiting")
    civ.send("quit")
    assert civ.finish() == 0
    assert not marker.exists()
    assert (data / FILE).read_bytes() == before


def test_setting_a_value_keeps_the_file_readable_and_never_unpickles(data_dir: Path, tmp_path: Path) -> None:
    marker = tmp_path / "payload-ran"
    hostile_file(data_dir / FILE, marker)
    set_setting("sound/volume", 35)           # the file is read and written again: nothing runs
    assert not marker.exists()
    assert setting("sound/volume") == 35 and setting("app/language") == DEFAULTS["app/language"]


@pytest.mark.parametrize("content", [b"", b"\x00" * 1000, os.urandom(5000), b"[[[[\n====\n\\\\\\\n"])
def test_garbage_bytes_give_the_defaults(data_dir: Path, content: bytes) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / FILE).write_bytes(content)
    assert all(setting(key) == default for key, default in DEFAULTS.items())
    assert (data_dir / FILE).read_bytes() == content


def test_a_file_too_big_or_not_a_file_is_not_read(data_dir: Path, tmp_path: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / FILE
    path.write_bytes(b"[sound]\nvolume=35\n" + b";" * MAX_BYTES)
    assert read_ini(path).problem and setting("sound/volume") == DEFAULTS["sound/volume"]
    path.unlink()
    os.mkfifo(path)                            # a FIFO nobody writes: reading it must not wait
    assert read_ini(path).problem and setting("sound/volume") == DEFAULTS["sound/volume"]
    path.unlink()
    path.symlink_to("/dev/zero")
    assert read_ini(path).problem and setting("sound/volume") == DEFAULTS["sound/volume"]


TEXTS = ["plain", "", "with, comma; and = sign", " spaced ", "@at", "@@two", 'quote " and \\ back',
         "line\nbreak\ttab\r", "\x01\x1fcontrol then hex 1f", "ünïcødé ☺ magyar ő", '{"seats": [1, 2]}']


@pytest.mark.parametrize("text", TEXTS)
def test_texts_round_trip_with_qsettings_both_ways(tmp_path: Path, text: str) -> None:
    ours = tmp_path / "ours.ini"
    write_ini(ours, {"sec/key": text})
    assert read_ini(ours).values == {"sec/key": text}
    assert QSettings(str(ours), QSettings.Format.IniFormat).value("sec/key") == text
    theirs = tmp_path / "theirs.ini"
    store = QSettings(str(theirs), QSettings.Format.IniFormat)
    store.setValue("sec/key", text)
    store.sync()
    assert read_ini(theirs).values == {"sec/key": text}


def test_values_that_are_not_texts_are_refused() -> None:
    for raw in ("@Variant(\\0\\0)", "@ByteArray(abc)", "@Rect(1 2 3 4)", "a, b", "@Invalid()"):
        with pytest.raises(RefusedValue):
            unescape(raw)
    assert unescape("@@text") == "@text" and unescape('"a, b"') == "a, b"
    assert unescape("value ; a comment") == "value"
    assert unescape("\\x110000\\xd800") == "\ufffd\ufffd"
    assert escape("@x") == "@@x"


def test_writing_keeps_the_lines_of_keys_it_does_not_know(tmp_path: Path) -> None:
    path = tmp_path / "s.ini"
    path.write_text("[future]\nthing=\"kept, as it was\"\n[sound]\nvolume=10\n", encoding="utf-8")
    write_ini(path, {"sound/volume": "20"}, read_ini(path))
    found = read_ini(path)
    assert found.values == {"future/thing": "kept, as it was", "sound/volume": "20"}
    assert 'thing="kept, as it was"' in path.read_text(encoding="utf-8")
