"""Make the game's sounds: ``python build/sounds.py`` [--check].

Each sound is synthesised here from tones and noise shaped by envelopes (the standard library
only: ``math``, ``struct``, ``wave``), so the sounds are our own and the files can be made again
from this script at any time. The output is deterministic (the noise comes from a fixed linear
congruential generator, not ``random``) and written to ``resources/sounds/<name>.wav``: 16-bit
mono PCM at 22 050 Hz, a few KB each. ``--check`` writes nothing and fails if a committed file
differs from what the script makes (tests/gui/test_sound.py checks the same, byte for byte).

The sounds, by name (``civgui.sound.play``): ``play`` a card laid on the table, ``draw`` a card
slid off the deck, ``discard`` a card swept away, ``effect`` a chime, ``embargo`` a seal stamped,
``threat`` a two-tone warning, ``win`` a rising fanfare, ``loss`` a falling phrase.
"""

from __future__ import annotations

import argparse
import io
import math
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
RATE = 22_050
PEAK = 0.7            # the loudest sample, as a fraction of full scale (room for the player's volume)

Samples = list[float]


class Noise:
    """White noise in -1..1 from a 32-bit linear congruential generator: the same on every machine."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> float:
        self.state = (self.state * 1_664_525 + 1_013_904_223) & 0xFFFFFFFF
        return self.state / 0x7FFFFFFF - 1.0


def frames(seconds: float) -> int:
    """The number of samples in ``seconds``."""
    return round(seconds * RATE)


def silence(seconds: float) -> Samples:
    """``seconds`` of silence."""
    return [0.0] * frames(seconds)


def envelope(n: int, attack: float, decay: float) -> Samples:
    """A linear rise over ``attack`` seconds, then an exponential fall (``decay``: seconds to 1/e),
    closed by a short fade so that the sound ends on zero without a click."""
    rise = max(1, frames(attack))
    fade = min(n, frames(0.01))
    out = []
    for i in range(n):
        level = i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE))
        if i >= n - fade:
            level *= (n - i) / fade
        out.append(level)
    return out


def tone(freq: float, seconds: float, attack: float = 0.004, decay: float = 0.1,
         partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),), glide: float = 1.0) -> Samples:
    """A tone at ``freq`` Hz with ``partials`` (multiple, weight), its pitch moving to
    ``freq * glide`` over its length, shaped by ``envelope``."""
    n = frames(seconds)
    env = envelope(n, attack, decay)
    total = sum(w for _m, w in partials)
    out = []
    phase = 0.0
    for i in range(n):
        f = freq * glide ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(env[i] * sum(w * math.sin(m * phase) for m, w in partials) / total)
    return out


def noise(seconds: float, seed: int, attack: float = 0.002, decay: float = 0.05,
          smooth_from: float = 0.5, smooth_to: float = 0.5) -> Samples:
    """Noise through a one-pole low-pass filter whose coefficient moves from ``smooth_from`` to
    ``smooth_to`` (0: no filtering, near 1: dull), shaped by ``envelope``."""
    n = frames(seconds)
    env = envelope(n, attack, decay)
    source = Noise(seed)
    out = []
    held = 0.0
    for i in range(n):
        k = smooth_from + (smooth_to - smooth_from) * i / n
        held = k * held + (1 - k) * source()
        out.append(env[i] * held)
    return out


def mix(*parts: tuple[float, float, Samples]) -> Samples:
    """The sum of ``(start seconds, gain, samples)`` parts."""
    n = max(frames(start) + len(samples) for start, _gain, samples in parts)
    out = [0.0] * n
    for start, gain, samples in parts:
        offset = frames(start)
        for i, value in enumerate(samples):
            out[offset + i] += gain * value
    return out


def normalised(samples: Samples) -> Samples:
    """``samples`` scaled so that the loudest one is ``PEAK``."""
    top = max(abs(v) for v in samples) or 1.0
    return [v * PEAK / top for v in samples]


def wav_bytes(samples: Samples) -> bytes:
    """A 16-bit mono WAV file of ``samples`` (-1..1)."""
    pcm = struct.pack(f"<{len(samples)}h", *(max(-32767, min(32767, round(v * 32767))) for v in samples))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm)
    return buffer.getvalue()


# ----------------------------------------------------------------- the sounds

def play() -> Samples:
    """A card laid on the table: a soft low knock with a papery tap."""
    knock = tone(150, 0.12, attack=0.002, decay=0.03, partials=((1, 1.0), (2.7, 0.3)), glide=0.8)
    return mix((0.0, 1.0, knock),
               (0.0, 0.6, noise(0.05, seed=11, decay=0.012, smooth_from=0.55, smooth_to=0.8)))


def draw() -> Samples:
    """A card slid off the deck: a short swish that brightens."""
    return mix((0.0, 1.0, noise(0.14, seed=23, attack=0.05, decay=0.03, smooth_from=0.92, smooth_to=0.45)))


def discard() -> Samples:
    """A card swept away: a swish that darkens, landing with a dull tap."""
    return mix((0.0, 1.0, noise(0.16, seed=37, attack=0.01, decay=0.07, smooth_from=0.4, smooth_to=0.93)),
               (0.12, 0.5, tone(110, 0.08, attack=0.002, decay=0.02, glide=0.8)))


def effect() -> Samples:
    """An effect used: a bright two-note chime."""
    bell = ((1, 1.0), (2.0, 0.4), (3.01, 0.15))
    return mix((0.0, 1.0, tone(880, 0.3, decay=0.09, partials=bell)),
               (0.07, 0.8, tone(1318.5, 0.28, decay=0.09, partials=bell)))


def embargo() -> Samples:
    """An Embargo placed: a seal stamped down, a low thud with a closing ring."""
    thud = tone(95, 0.22, attack=0.002, decay=0.06, partials=((1, 1.0), (1.5, 0.5)), glide=0.85)
    return mix((0.0, 1.0, thud),
               (0.0, 0.7, noise(0.06, seed=53, decay=0.015, smooth_from=0.7, smooth_to=0.85)),
               (0.03, 0.35, tone(311, 0.25, decay=0.08, partials=((1, 1.0), (2.76, 0.3)))))


def threat() -> Samples:
    """A Hegemony threat: a two-tone warning, twice."""
    reed = ((1, 1.0), (3, 0.25), (5, 0.1))
    return mix((0.0, 1.0, tone(659.3, 0.11, attack=0.01, decay=0.2, partials=reed)),
               (0.11, 1.0, tone(523.3, 0.11, attack=0.01, decay=0.2, partials=reed)),
               (0.25, 1.0, tone(659.3, 0.11, attack=0.01, decay=0.2, partials=reed)),
               (0.36, 1.0, tone(523.3, 0.14, attack=0.01, decay=0.1, partials=reed)))


def win() -> Samples:
    """A win: a rising major arpeggio held on its top note."""
    brass = ((1, 1.0), (2, 0.35), (3, 0.12))
    notes = (523.3, 659.3, 784.0)
    parts = [(0.11 * i, 0.8, tone(f, 0.2, attack=0.008, decay=0.12, partials=brass))
             for i, f in enumerate(notes)]
    parts.append((0.33, 1.0, tone(1046.5, 0.45, attack=0.01, decay=0.22, partials=brass)))
    return mix(*parts)


def loss() -> Samples:
    """A loss: a slow falling minor phrase, soft."""
    flute = ((1, 1.0), (2, 0.15))
    return mix((0.0, 0.8, tone(392.0, 0.24, attack=0.02, decay=0.15, partials=flute)),
               (0.2, 0.8, tone(311.1, 0.24, attack=0.02, decay=0.15, partials=flute)),
               (0.4, 1.0, tone(261.6, 0.42, attack=0.02, decay=0.2, partials=flute, glide=0.97)))


SOUNDS: dict[str, Callable[[], Samples]] = {
    "play": play, "draw": draw, "discard": discard, "effect": effect,
    "embargo": embargo, "threat": threat, "win": win, "loss": loss,
}


def render(name: str) -> bytes:
    """The WAV file of the sound ``name``."""
    return wav_bytes(normalised(SOUNDS[name]()))


def main(argv: list[str] | None = None) -> int:
    """Write every sound (or, with --check, compare them with the files); non-zero if one differs."""
    parser = argparse.ArgumentParser(prog="python build/sounds.py", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with resources/sounds, write nothing")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder (resources/sounds)")
    args = parser.parse_args(argv)
    differ = []
    for name in SOUNDS:
        data = render(name)
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differ.append(path.name)
            continue
        args.out.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {len(data)} bytes")
    if differ:
        print(f"differ from build/sounds.py: {', '.join(differ)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
