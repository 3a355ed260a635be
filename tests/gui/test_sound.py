"""The sounds: build/sounds.py makes the committed files again byte for byte; each move's events
give the right sound, from their kinds only (a hidden draw sounds as a public one); the player is
silent when muted, applies the volume, never raises without a device or when it fails (and the
game goes on), loads no audio library at import and releases its device when idle and on
shutdown; the Settings dialog's volume slider is heard live and stored on OK."""

from __future__ import annotations

import array
import importlib.util
import logging
import random
import subprocess
import sys
import types
import wave
from pathlib import Path
from typing import Any, ClassVar

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.settingsdialog import PREVIEW_SOUND, SettingsDialog
from civgui.media import sound
from civgui.media.sound import NAMES, Mixer, SoundPlayer, TableSounds, gain, sound_file, sound_for
from civgui.services.settings import DEFAULTS, set_setting, setting
from engine import Game
from engine.events import Discard, Draw, Embargo, Over, Play, Use

from .conftest import model_at

ROOT = Path(__file__).resolve().parents[2]
SILENT = "no sound (the game goes on in silence): "


def generator() -> types.ModuleType:
    """build/sounds.py as a module (build/ is no package)."""
    spec = importlib.util.spec_from_file_location("civ_build_sounds", ROOT / "build" / "sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Recorder:
    """A backend that records what it is asked to play."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.closed = 0

    def play(self, name: str, level: float) -> None:
        self.played.append((name, level))

    def close(self) -> None:
        self.closed += 1


def recording_player() -> tuple[SoundPlayer, list[Recorder]]:
    """A player whose backends are Recorders (the list gets each one made)."""
    made: list[Recorder] = []

    def factory() -> Recorder:
        made.append(Recorder())
        return made[-1]

    return SoundPlayer(factory), made


# ---------------------------------------------------------------------- the files

def test_the_generator_makes_the_committed_files_byte_for_byte() -> None:
    make = generator()
    assert tuple(make.SOUNDS) == NAMES
    for name in NAMES:
        data = make.render(name)
        assert data == make.render(name), f"{name} is not deterministic"
        assert sound_file(name).read_bytes() == data, f"{name}.wav differs from build/sounds.py"
        with wave.open(str(sound_file(name)), "rb") as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, sound.RATE)
            assert 0.05 < wav.getnframes() / sound.RATE < 1.0, name       # short
        assert len(data) < 40_000, name
    assert make.main(["--check"]) == 0


def test_the_check_finds_a_changed_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make = generator()
    assert make.main(["--out", str(tmp_path)]) == 0
    assert make.main(["--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "draw.wav").write_bytes((tmp_path / "draw.wav").read_bytes()[:-2] + b"\x01\x00")
    assert make.main(["--check", "--out", str(tmp_path)]) == 1
    assert "draw.wav" in capsys.readouterr().err


# ---------------------------------------------------------------------- moves to sounds

def over_event(game: Game) -> Over:
    found = [e for e in game.events if isinstance(e, Over)]
    assert len(found) == 1 and found[0].result is not None
    return found[0]


def test_each_kind_of_move_has_its_sound() -> None:
    assert sound_for([Play(0, 5, "SCI1", False)], [0]) == "play"
    assert sound_for([Draw(1, 5, 2, ("SCI1", "MIL2"))], [0]) == "draw"
    assert sound_for([Discard(0, 5, "SCI1", "hand")], [0]) == "discard"
    assert sound_for([Discard(0, 5, "SCI1", "tableau", attacked=True)], [0]) == "discard"
    assert sound_for([Use(0, 5, "research")], [0]) == "effect"
    assert sound_for([Embargo(0, 5, 1, "SCI", "REL2")], [0]) == "embargo"
    assert sound_for([], [0]) is None


def test_a_whole_game_sounds_each_move_by_its_events(qtbot: QtBot) -> None:
    heard: dict[str, set[tuple[str, ...]]] = {}
    game = Game.new(3, 5)
    chooser = random.Random(1)
    while not game.over:
        events = game.apply(chooser.choice(game.legal_actions()))
        name = sound_for(events, [0])
        heard.setdefault(str(name), set()).add(tuple(sorted({e.kind for e in events})))
    kinds = {name: set().union(*map(set, seen)) for name, seen in heard.items()}
    assert {"play", "draw", "discard", "effect", "embargo"} <= set(heard)
    assert "play" in kinds["play"] and "draw" in kinds["draw"] and "embargo" in kinds["embargo"]
    assert {"attack", "discard"} in [set(k) for k in heard["discard"]]   # an Attack's losses
    assert "use" in kinds["effect"] and heard.keys() & {"win", "loss"}


def test_the_end_sounds_as_the_people_at_the_screen_see_it() -> None:
    over = over_event(scenes.finished_game(3, seed=3))
    assert over.result is not None
    winner = over.result.winners[0]
    loser = next(s for s in range(3) if s not in over.result.winners)
    assert sound_for([over], [winner]) == "win"
    assert sound_for([over], [loser]) == "loss"
    assert sound_for([over], [loser, winner]) == "win"      # hot seat: one of the people won
    assert sound_for([over], []) == "win"                   # AI seats only: the neutral end
    assert sound_for([Play(0, 5, "SCI1", False), over], [loser]) == "loss"   # the end comes first


def test_a_hidden_draw_sounds_as_a_public_one() -> None:
    # every seat hears the same sound for every move, whatever it may see of it
    for seed in (5, 11):
        game = Game.new(3, seed)
        chooser = random.Random(seed)
        while not game.over:
            events = game.apply(chooser.choice(game.legal_actions()))
            heard = {sound_for([e.seen_by(viewer) for e in events], [0]) for viewer in range(3)}
            assert heard == {sound_for(events, [0])}, [e.kind for e in events]
    seen = Draw(1, 9, 2, ("SCI1", "MIL2"))
    other = Draw(0, 9, 1, ("ART3",))
    assert sound_for([seen.seen_by(0)], [0]) == sound_for([seen], [0]) == sound_for([other], [0]) == "draw"


def test_the_table_plays_the_sound_of_each_applied_action(qtbot: QtBot) -> None:
    model = model_at(scenes.played_game(3, 5, 6))
    played: list[str] = []
    table = TableSounds(model, sounds=played.append)
    action = next(a for a in model.legal_actions() if a.startswith("play "))
    assert model.submit(action)
    assert played == ["play"]
    assert model.submit("end")
    assert played[1:] in ([], ["draw"], ["discard"]) and table.model is model


# Bartholomew (seat 1) two Religion cards short, no effect to play more: one short after his play,
# a next-turn threat once his turn ends
RELIGION_RACE = {
    "players": 3, "first_player": 0, "active": 1, "step": "play",
    "hands": [["MIL1", "ECO2", "ART3"], ["REL2", "ART1", "MIL2"], ["MIL2", "MIL1", "UTO3"]],
    "tableaus": [{"MIL": ["MIL1"], "ECO": ["ECO1"]},
                 {"REL": ["REL1", "REL1", "REL1", "REL2", "REL2"], "ART": ["ART2"]},
                 {"MIL": ["MIL1", "MIL1"], "UTO": ["UTO3"]}],
    "discard": ["MIL3"], "seed": 4,
}


def test_a_rival_becoming_a_next_turn_threat_sounds_the_threat(qtbot: QtBot) -> None:
    model = model_at(Game.from_position(RELIGION_RACE))
    played: list[str] = []
    table = TableSounds(model, sounds=played.append)
    assert model.submit_ai(1, "play REL2")
    assert played == ["play"]            # one short, but his turn is spent: no threat yet
    assert model.submit_ai(1, "end")
    assert played[1:] == ["threat"]
    assert model.submit_ai(2, "play MIL1")   # still a threat: no news, the move's own sound
    assert played[2:] == ["play"] and table.model is model


def test_the_viewers_own_threat_is_no_alarm(qtbot: QtBot) -> None:
    model = model_at(Game.from_position(RELIGION_RACE), players_humans=(1,))
    played: list[str] = []
    table = TableSounds(model, sounds=played.append)
    assert model.submit("play REL2") and model.submit("end")
    assert "threat" not in played and played[0] == "play" and table.model is model


# ---------------------------------------------------------------------- the player

def test_the_volume_is_applied_and_zero_is_silence() -> None:
    player, made = recording_player()
    player.play("draw")
    assert made[0].played == [("draw", gain(DEFAULTS["sound/volume"]))]
    set_setting("sound/volume", 50)
    player.play("effect")
    assert made[0].played[-1] == ("effect", 0.25)
    set_setting("sound/volume", 100)
    player.play("win")
    assert made[0].played[-1] == ("win", 1.0)
    set_setting("sound/volume", 0)
    player.play("loss")
    assert len(made[0].played) == 3 and len(made) == 1
    assert gain(-5) == 0.0 and gain(250) == 1.0


def test_muted_plays_nothing_and_opens_no_device() -> None:
    player, made = recording_player()
    set_setting("sound/enabled", False)
    for name in NAMES:
        player.play(name)
    player.warm_up()
    assert made == []
    set_setting("sound/enabled", True)
    player.play("play")
    assert made[0].played == [("play", gain(70))]


def test_an_unknown_name_is_logged_not_raised(caplog: pytest.LogCaptureFixture) -> None:
    player, made = recording_player()
    with caplog.at_level(logging.WARNING, "civgui.media.sound"):
        player.play("trumpet")
    assert made == [] and "trumpet" in caplog.text


def test_no_device_is_silence_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    calls = []

    def no_device() -> Recorder:
        calls.append(1)
        raise OSError("no audio device")

    player = SoundPlayer(no_device)
    with caplog.at_level(logging.WARNING, "civgui.media.sound"):
        player.warm_up()
        for name in NAMES * 3:
            player.play(name)
    assert len(calls) == 1                                   # not tried again at every sound
    assert [r.getMessage() for r in caplog.records] == [SILENT + "no audio device"]
    player.shutdown()                                        # a later start tries afresh
    player.play("draw")
    assert len(calls) == 2


def test_a_failing_device_never_stops_the_game(qtbot: QtBot, caplog: pytest.LogCaptureFixture,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken(Recorder):
        def play(self, name: str, level: float) -> None:
            raise RuntimeError("device unplugged")

    broken: list[Broken] = []

    def factory() -> Broken:
        broken.append(Broken())
        return broken[-1]

    monkeypatch.setattr(sound.player(), "factory", factory)
    window = MainWindow(model_at(scenes.played_game(3, 5, 6)), end_dialog=False)
    qtbot.addWidget(window)
    model = window.model
    before = model.history_length
    with caplog.at_level(logging.WARNING, "civgui.media.sound"):
        action = next(a for a in model.legal_actions() if a.startswith("play "))
        assert model.submit(action)
        assert model.submit("end")
    assert model.history_length == before + 2 and len(broken) == 1 and broken[0].closed == 1
    assert [r.getMessage() for r in caplog.records] == ["sound failed, no more sounds: device unplugged"]
    window.driver.shutdown()


def test_the_module_never_raises_whatever_the_backend_does(monkeypatch: pytest.MonkeyPatch) -> None:
    def explode() -> Recorder:
        raise MemoryError("out of memory")

    monkeypatch.setattr(sound.player(), "factory", explode)
    sound.warm_up()
    sound.play("draw")
    sound.shutdown()


def test_importing_the_app_loads_no_audio_library() -> None:
    code = ("import sys, civgui.app.mainwindow, civgui.media.sound, civgui.dialogs.settingsdialog; "
            "audio = ('miniaudio', '_miniaudio', 'PySide6.QtMultimedia'); "
            "print(sorted(m for m in audio if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                                        "PATH": "/usr/bin:/bin"})
    assert out.stdout.strip() == "[]"


# ---------------------------------------------------------------------- the real backend

def test_the_mixer_adds_the_sounds_and_ends_with_them() -> None:
    mixer = Mixer()
    assert mixer.mix(100) == b"" and not mixer.busy()
    mixer.add("a", array.array("h", [1000] * 10), 1.0)
    mixer.add("b", array.array("h", [30000] * 4), 0.5)
    first = array.array("h", mixer.mix(6))
    assert list(first) == [16000] * 4 + [1000] * 2
    mixer.add("c", array.array("h", [32000] * 3), 1.0)
    loud = array.array("h", mixer.mix(100))
    assert list(loud) == [32767] * 3 + [1000]                # clipped, then the longest one's end
    assert not mixer.busy() and mixer.mix(10) == b""
    stream = mixer.stream()
    assert next(stream) == b""
    mixer.add("d", array.array("h", [7, 7]), 1.0)
    assert stream.send(5) == array.array("h", [7, 7]).tobytes()
    for name in "abcdef":                                    # at most MAX_VOICES at once
        mixer.add(name, array.array("h", [1] * 10), 1.0)
    mixer.add("f", array.array("h", [1] * 10), 1.0)          # a sound started again restarts
    assert array.array("h", mixer.mix(3)).tolist() == [sound.MAX_VOICES] * 3


class FakeDevice:
    """miniaudio.PlaybackDevice as the backend uses it, with a generator pulled by hand."""

    opened: ClassVar[list[FakeDevice]] = []
    fail: ClassVar[bool] = False

    def __init__(self, **options: Any) -> None:
        if FakeDevice.fail:
            raise OSError("failed to init device")
        self.options = options
        self.stream: Any = None
        self.running = False
        self.closed = False
        self._context: object | None = object()
        FakeDevice.opened.append(self)

    def start(self, stream: Any) -> None:
        assert not self.running and not self.closed
        self.stream, self.running = stream, True

    def stop(self) -> None:
        self.stream, self.running = None, False

    def pull(self, frames: int) -> bytes:
        data: bytes = self.stream.send(frames)
        return data

    def close(self) -> None:
        self.stop()
        self.closed = True


@pytest.fixture
def fake_miniaudio(monkeypatch: pytest.MonkeyPatch) -> tuple[type[FakeDevice], list[object]]:
    uninit: list[object] = []
    module = types.ModuleType("miniaudio")
    module.PlaybackDevice = FakeDevice                                       # type: ignore[attr-defined]
    module.SampleFormat = types.SimpleNamespace(SIGNED16="s16")              # type: ignore[attr-defined]
    module.Backend = types.SimpleNamespace(PULSEAUDIO="pulse", ALSA="alsa")  # type: ignore[attr-defined]
    module.lib = types.SimpleNamespace(ma_context_uninit=uninit.append)      # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "miniaudio", module)
    monkeypatch.setattr(sound, "IDLE_MS", 50)
    FakeDevice.opened, FakeDevice.fail = [], False
    return FakeDevice, uninit


def test_the_real_backend_runs_while_it_sounds_and_pauses_when_idle(
        qtbot: QtBot, fake_miniaudio: tuple[type[FakeDevice], list[object]]) -> None:
    devices, uninit = fake_miniaudio
    backend = sound.MiniaudioBackend()
    device = devices.opened[0]
    assert device.options["sample_rate"] == sound.RATE and device.options["nchannels"] == 1
    assert not device.running                                # nothing to play yet
    backend.play("draw", 0.5)
    with wave.open(str(sound_file("draw")), "rb") as wav:
        samples = array.array("h", wav.readframes(wav.getnframes()))
    assert array.array("h", device.pull(8)).tolist() == [int(v * 0.5) for v in samples[:8]]
    while device.pull(4096):
        pass                                                 # the sound ends
    qtbot.waitUntil(lambda: not device.running, timeout=2000)   # idle: the stream is paused
    backend.play("play", 1.0)                                # and runs again for the next sound
    assert devices.opened == [device] and device.running and device.pull(4)
    context = device._context
    backend.close()
    assert device.closed and uninit == [context]             # the server connection too
    with pytest.raises(RuntimeError):
        backend.play("play", 1.0)


def test_the_real_backend_without_a_device_leaves_the_player_silent(
        fake_miniaudio: tuple[type[FakeDevice], list[object]], caplog: pytest.LogCaptureFixture) -> None:
    fake_miniaudio[0].fail = True
    player = SoundPlayer()
    with caplog.at_level(logging.WARNING, "civgui.media.sound"):
        for name in NAMES:
            player.play(name)
    assert player.backend is None and player.failed
    assert [r.getMessage() for r in caplog.records] == [SILENT + "failed to init device"]


def test_shutdown_releases_the_device(fake_miniaudio: tuple[type[FakeDevice], list[object]]) -> None:
    player = SoundPlayer()
    player.play("effect")
    device = fake_miniaudio[0].opened[0]
    assert not device.closed
    player.shutdown()
    assert device.closed and player.backend is None


# ---------------------------------------------------------------------- the settings

def settings_dialog(qtbot: QtBot) -> SettingsDialog:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_volume_slider_is_heard_live_and_stored_on_ok(qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    player, made = recording_player()
    monkeypatch.setattr(sound, "_player", player)
    dialog = settings_dialog(qtbot)
    slider = dialog.volume
    assert slider.value() == 70 and slider.accessibleName() == "Sound volume"
    label = dialog.labels[slider]
    assert label.buddy() is slider and label.text() == "&Volume:"
    slider.setFocus()
    QTest.keyClick(slider, Qt.Key.Key_PageDown)              # the keyboard moves it
    QTest.keyClick(slider, Qt.Key.Key_Left)
    assert slider.value() == 55 and dialog.volume_shown.text() == "55%"
    qtbot.waitUntil(lambda: bool(made and made[0].played), timeout=2000)
    assert made[0].played == [(PREVIEW_SOUND, gain(55))]     # heard at the level shown ...
    assert setting("sound/volume") == 70                     # ... but not stored before OK
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert setting("sound/volume") == 55
    again = settings_dialog(qtbot)
    assert again.volume.value() == 55


def test_the_volume_follows_the_sound_box_and_cancel_keeps_it(qtbot: QtBot,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    player, made = recording_player()
    monkeypatch.setattr(sound, "_player", player)
    dialog = settings_dialog(qtbot)
    QTest.keyClick(dialog.sound, Qt.Key.Key_Space)           # Sound off: the slider is greyed, silent
    assert not dialog.volume.isEnabled()
    dialog.volume.setValue(20)
    dialog.play_preview()
    assert made == []
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert setting("sound/volume") == 70 and setting("sound/enabled") is True
    with pytest.raises(ValueError):
        set_setting("sound/volume", 101)
    with pytest.raises(ValueError):
        set_setting("sound/volume", 5.0)
    assert setting("sound/volume") == 70
