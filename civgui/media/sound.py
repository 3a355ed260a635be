"""The game's sounds: ``play(name)`` for ``NAMES``, and ``TableSounds``, which plays them for a model's moves.

``play`` never raises and is silent when the setting "sound/enabled" is off, when the volume
("sound/volume", 0..100) is 0, or when there is no sound device (a headless machine, CI): the
first failure is logged once, and nothing is tried again until ``shutdown``. The sound files are
``resources/sounds/<name>.wav``, made by ``build/sounds.py``.

The audio library is loaded lazily: by ``warm_up`` (the app calls it once its window shows) or
by the first sound, never by importing this module, so it costs the cold start nothing. It is
miniaudio (``MiniaudioBackend``): a small C library, reached through ``cffi``, that opens the
system's own sound server (PulseAudio or PipeWire, ALSA; WASAPI on Windows, Core Audio on macOS)
at run time, so a machine without one simply has no device. The sounds are mixed (``Mixer``)
into one output stream, opened once, paused after ``IDLE_MS`` of silence and closed with its
connection to the sound server by ``shutdown`` (connected to the app's ``aboutToQuit``):
nothing of it outlives the app. README's packaging section says why it was chosen over Qt Multimedia.

``TableSounds`` hears ``GameModel.actionApplied`` and plays one sound per action, chosen by
``sound_for`` from the kinds of the engine's events only: every seat hears the same sound for the
same move, whatever cards it showed or hid (a draw sounds alike for every seat and every card).
"""

from __future__ import annotations

import array
import logging
import sys
import threading
import wave
from collections.abc import Callable, Generator, Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from engine.cards import team_of
from engine.events import Event, Over
from engine.types import View

from ..services.paths import resource_path
from ..services.settings import setting

LOG = logging.getLogger("civgui.sound")
NAMES = ("play", "draw", "discard", "effect", "embargo", "threat", "win", "loss")
RATE = 22_050          # the sample rate of the files (build/sounds.py)
LATENCY_MS = 40        # the output buffer: short enough that a sound follows its move at once
IDLE_MS = 3_000        # the output stream is paused after this long without a sound
MAX_VOICES = 4         # sounds mixed at once, at most
WARM_UP_MS = 1_000     # the app loads the audio library this long after its window shows


def sound_file(name: str) -> Path:
    """The WAV file of the sound ``name``."""
    return resource_path("sounds", f"{name}.wav")


def gain(volume: int) -> float:
    """The amplitude factor of a volume setting 0..100 (squared: equal steps of the slider sound
    like equal steps of loudness)."""
    return (max(0, min(100, volume)) / 100) ** 2


class Backend(Protocol):
    """What plays the sounds: ``play`` starts one (mixed with those still sounding), ``close``
    stops everything and releases the device. Both may raise; ``SoundPlayer`` takes care."""

    def play(self, name: str, gain: float) -> None:
        """Start the sound ``name`` at ``gain`` (0..1)."""

    def close(self) -> None:
        """Stop and release the device."""


def _read_wav(path: Path) -> array.array[int]:
    """The samples of a 16-bit mono WAV file at ``RATE``.

    :raises ValueError: if the file is not of that form.
    """
    with wave.open(str(path), "rb") as source:
        if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path.name} is not 16-bit mono at {RATE} Hz")
        samples = array.array("h", source.readframes(source.getnframes()))
    return samples


class Mixer:
    """The sounds now playing, mixed into 16-bit frames on the audio thread's demand: at most
    ``MAX_VOICES`` at once (the oldest gives way), a sound started again restarts (as fast AI
    moves do), so the mixing stays cheap whatever the pace."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._voices: list[tuple[str, array.array[int], int, float]] = []   # name, samples, next, gain

    def add(self, name: str, samples: array.array[int], level: float) -> None:
        """Start ``samples`` (the sound ``name``) at ``level`` now."""
        with self._lock:
            self._voices = [v for v in self._voices if v[0] != name][-(MAX_VOICES - 1):]
            self._voices.append((name, samples, 0, level))

    def busy(self) -> bool:
        """Whether a sound is still playing."""
        with self._lock:
            return bool(self._voices)

    def mix(self, frames: int) -> bytes:
        """The next ``frames`` frames (fewer, or none, when the sounds end: the device pads with silence)."""
        with self._lock:
            voices, self._voices = self._voices, []
            if not voices:
                return b""
            length = min(frames, max(len(samples) - pos for _n, samples, pos, _g in voices))
            out = [0.0] * length
            for name, samples, pos, level in voices:
                chunk = samples[pos:pos + length]
                out[:len(chunk)] = [a + b * level for a, b in zip(out, chunk)]
                if pos + length < len(samples):
                    self._voices.append((name, samples, pos + length, level))
        return array.array("h", [max(-32767, min(32767, int(v))) for v in out]).tobytes()

    def stream(self) -> Generator[bytes, int, None]:
        """The generator miniaudio's callback sends frame counts to (primed by ``next``)."""
        frames = yield b""
        while True:
            frames = yield self.mix(frames)


class MiniaudioBackend:
    """Sounds through miniaudio: the files read once, one output stream opened at the start,
    running while sounds play and paused (corked: no callbacks, no CPU) after ``IDLE_MS`` of
    silence; ``close`` releases the stream and its connection to the sound server."""

    def __init__(self, names: Iterable[str] = NAMES) -> None:
        import miniaudio  # the audio library is loaded here, never at import (cold start)

        self._miniaudio = miniaudio
        self._sounds = {name: _read_wav(sound_file(name)) for name in names}
        self._mixer = Mixer()
        self._idle = QTimer()
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(self._pause_if_idle)
        # no device: raised here, once, not at every sound
        self._device: Any = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
            buffersize_msec=LATENCY_MS, app_name="CIV", backends=self._backends())

    def _backends(self) -> list[Any] | None:
        """The system sound interfaces to try: on Linux the sound server (PulseAudio, which PipeWire
        speaks too), then ALSA only if the machine has a sound card (ALSA prints pages of errors
        on stderr where it has none: a headless machine stays quiet); elsewhere miniaudio's own
        order (WASAPI, Core Audio...)."""
        if not sys.platform.startswith("linux"):
            return None
        backends = [self._miniaudio.Backend.PULSEAUDIO]
        if Path("/dev/snd").is_dir():
            backends.append(self._miniaudio.Backend.ALSA)
        return backends

    def play(self, name: str, gain: float) -> None:
        """Mix ``name`` in at ``gain``, running the stream if it was paused."""
        device = self._device
        if device is None:
            raise RuntimeError("the sound device is closed")
        self._mixer.add(name, self._sounds[name], gain)
        if not device.running:
            stream = self._mixer.stream()
            next(stream)
            device.start(stream)
        self._idle.start()

    def _pause_if_idle(self) -> None:
        if self._mixer.busy():
            self._idle.start()
        elif self._device is not None and self._device.running:
            self._device.stop()

    def close(self) -> None:
        """Stop the sounds, close the stream (its audio thread ends with it) and the connection
        to the sound server (which miniaudio's ``close`` leaves open)."""
        self._idle.stop()
        device, self._device = self._device, None
        if device is not None:
            device.close()
            context = getattr(device, "_context", None)
            if context is not None:
                self._miniaudio.lib.ma_context_uninit(context)
                device._context = None


class SoundPlayer:
    """Plays the sounds through a backend made on first need by ``factory``; never raises."""

    def __init__(self, factory: Callable[[], Backend] = MiniaudioBackend) -> None:
        self.factory = factory
        self.backend: Backend | None = None
        self.failed = False           # a failure was logged: silent until ``shutdown``
        self._hooked = False

    def _ready(self) -> Backend | None:
        if self.backend is None and not self.failed:
            try:
                self.backend = self.factory()
            except Exception as exc:    # no library, no device, no server: the game goes on in silence
                self._fail("no sound (the game goes on in silence): %s", exc)
                return None
            app = QCoreApplication.instance()
            if app is not None and not self._hooked:
                app.aboutToQuit.connect(self.shutdown)
                self._hooked = True
        return self.backend

    def _fail(self, message: str, exc: BaseException) -> None:
        if not self.failed:
            LOG.warning(message, " ".join(map(str, exc.args)) or type(exc).__name__)
        self.failed = True
        backend, self.backend = self.backend, None
        if backend is not None:
            try:
                backend.close()
            except Exception:
                LOG.debug("closing the sound backend failed", exc_info=True)

    def warm_up(self) -> None:
        """Load the audio library and the sounds now (after the window shows), if sound is on."""
        try:
            if setting("sound/enabled"):
                self._ready()
        except Exception as exc:
            self._fail("no sound (the game goes on in silence): %s", exc)

    def play(self, name: str, volume: int | None = None, enabled: bool | None = None) -> None:
        """Play ``name`` at ``volume`` (default: the setting), unless muted (``enabled``, default:
        the setting), silent or without a device. An unknown name is logged, never raised."""
        try:
            if name not in NAMES:
                LOG.warning("no sound named %r", name)
                return
            if not (setting("sound/enabled") if enabled is None else enabled):
                return
            level = gain(int(setting("sound/volume")) if volume is None else volume)
            if level <= 0:
                return
            backend = self._ready()
            if backend is not None:
                backend.play(name, level)
        except Exception as exc:
            self._fail("sound failed, no more sounds: %s", exc)

    def shutdown(self) -> None:
        """Stop every sound and release the device (the app quits); a later sound starts afresh."""
        backend, self.backend = self.backend, None
        self.failed = False
        if backend is not None:
            try:
                backend.close()
            except Exception:
                LOG.debug("closing the sound backend failed", exc_info=True)


_player = SoundPlayer()


def player() -> SoundPlayer:
    """The app's one SoundPlayer."""
    return _player


def play(name: str) -> None:
    """Play the sound ``name`` (one of ``NAMES``) as the settings say; never raises."""
    _player.play(name)


def warm_up() -> None:
    """Load the audio library now (the app calls it once its window has shown)."""
    _player.warm_up()


def shutdown() -> None:
    """Release the sound device."""
    _player.shutdown()


def sound_for(events: Sequence[Event], humans: Iterable[int]) -> str | None:
    """The one sound of an action's ``events`` (None: silence), from their kinds only.

    The end of the game outranks everything: "win" if a person's seat won ("win" too when no
    seat is a person's), else "loss". Then an Embargo, an effect used, a card played (or
    picked from the centre), a card lost (discarded, lost to an Attack, sacrificed), and a card
    moved into a hand (drawn from the deck, taken from the discard pile or a draft packet,
    returned from the tableau, given back after an Inquisition).
    """
    kinds = {event.kind for event in events}
    for event in events:
        if isinstance(event, Over) and event.result is not None:
            people = set(humans)
            return "win" if not people or people & set(event.result.winners) else "loss"
    for sound, matching in (("embargo", {"embargo"}), ("effect", {"use", "copy", "democracy", "pool"}),
                            ("play", {"play", "pick"}), ("discard", {"discard", "sacrifice"}),
                            ("draw", {"draw", "take", "keep", "return", "give"})):
        if kinds & matching:
            return sound
    return None


def rival_threats(seats: Iterable[int], viewer: int | None, teams: bool) -> list[int]:
    """Of ``seats`` (new next-turn threats), those against the viewer: not the viewer, nor its
    team-mate in a team game (for a spectator, every one)."""
    if viewer is None:
        return list(seats)
    return [s for s in seats if s != viewer and not (teams and team_of(s) == team_of(viewer))]


def new_threats(old_view: View | None, new_view: View | None) -> list[int]:
    """Seats that are next-turn threats in ``new_view`` and were not in ``old_view``, when both are
    the same viewer's views of a game in progress ([] otherwise: a new game, a load, another
    person at the screen are no news)."""
    if old_view is None or new_view is None or old_view["seat"] != new_view["seat"]:
        return []
    old = old_view.get("threats", [])
    new = new_view.get("threats", [])
    if len(old) != len(new):
        return []
    return [t["seat"] for t, before in zip(new, old) if t["next_turn"] and not before["next_turn"]]


class TableSounds(QObject):
    """Plays ``sound_for`` each action a ``GameModel`` applies (through ``play``); "threat"
    instead when the action made a rival a next-turn Hegemony threat, as the viewer's own view
    tells (``new_threats``: never from what the viewer cannot know)."""

    def __init__(self, model: Any, parent: QObject | None = None,
                 sounds: Callable[[str], None] = play) -> None:
        super().__init__(parent)
        self.model = model
        self.sounds = sounds
        self._last: View | None = None      # the view the last threats were judged in
        model.actionApplied.connect(self._acted)
        for signal in (model.gameStarted, model.viewerChanged, model.undone):
            signal.connect(self._look_again)

    def _look_again(self, *_args: object) -> None:
        """A new game, another person at the screen, an undo: what is threatened now is no news."""
        self._last = self.model.view()

    def _acted(self, _seat: int, _action: str, events: list[Event]) -> None:
        name = sound_for(events, self.model.human_seats())
        view = self.model.view()
        before, self._last = self._last, view
        if name not in ("win", "loss") and view is not None and rival_threats(
                new_threats(before, view), view["seat"], bool(view["teams"])):
            name = "threat"
        if name is not None:
            self.sounds(name)
