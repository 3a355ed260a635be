"""Colour-vision checks: simulate colour blindness and measure colour differences.

- ``simulate(rgb, kind)``: what a viewer with protanopia, deuteranopia or tritanopia sees, by the
  matrices of Machado, Oliveira & Fernandes (2009, severity 1.0), applied in linear sRGB; and
  ``"grayscale"`` (the WCAG relative luminance as a grey).
- ``delta_e(a, b)``: the CIE76 colour difference (Euclidean distance in CIELAB, D65). About 2.3 is
  a just-noticeable difference; 10 or more reads as a different colour at a glance.
- ``contrast_ratio(a, b)``: the WCAG 2 contrast ratio (1 to 21; text needs 4.5 for AA).

As a script it writes a simulated copy of a screenshot::

    python -m civgui.media.colourcheck SHOT.png OUT.png \
        --simulate deuteranopia|protanopia|tritanopia|grayscale
"""

from __future__ import annotations

import argparse
import itertools
import math
from collections.abc import Iterable

RGB = tuple[int, int, int]
KINDS = ("protanopia", "deuteranopia", "tritanopia", "grayscale")

# Machado et al. 2009, "A Physiologically-based Model for Simulation of Color Vision Deficiency",
# severity 1.0 (dichromacy); rows give linear R, G, B.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def parse(colour: str) -> RGB:
    """``"#rrggbb"`` -> (r, g, b)."""
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def to_linear(c: int) -> float:
    """One sRGB channel (0..255) to linear light (0..1)."""
    v = c / 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def from_linear(v: float) -> int:
    """Linear light (clamped to 0..1) to one sRGB channel (0..255)."""
    v = min(1.0, max(0.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def luminance(rgb: RGB) -> float:
    """WCAG relative luminance."""
    r, g, b = (to_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two opaque colours."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def simulate(rgb: RGB, kind: str) -> RGB:
    """The colour as seen with ``kind`` (one of ``KINDS``)."""
    if kind == "grayscale":
        grey = from_linear(luminance(rgb))
        return grey, grey, grey
    matrix = MACHADO[kind]
    lin = [to_linear(c) for c in rgb]
    out = [sum(m * v for m, v in zip(row, lin)) for row in matrix]
    return from_linear(out[0]), from_linear(out[1]), from_linear(out[2])


def to_lab(rgb: RGB) -> tuple[float, float, float]:
    """sRGB -> CIELAB (D65 white)."""
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB, b: RGB) -> float:
    """CIE76 ΔE*ab between two colours."""
    return math.dist(to_lab(a), to_lab(b))


def closest_pair(colours: dict[str, str], kind: str | None = None) -> tuple[float, str, str]:
    """The two colours (by name) that are the least different, seen normally or with ``kind``;
    returns (ΔE, name, name)."""
    seen = {name: simulate(parse(c), kind) if kind else parse(c) for name, c in colours.items()}
    pairs: Iterable[tuple[str, str]] = itertools.combinations(sorted(seen), 2)
    return min((delta_e(seen[a], seen[b]), a, b) for a, b in pairs)


def simulate_image(source: str, target: str, kind: str) -> None:
    """Write ``target``: the image ``source`` as seen with ``kind``."""
    from PySide6.QtGui import QColor, QImage

    image = QImage(source).convertToFormat(QImage.Format.Format_RGB32)
    cache: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixel(x, y)
            out = cache.get(pixel)
            if out is None:
                colour = QColor(pixel)
                r, g, b = simulate((colour.red(), colour.green(), colour.blue()), kind)
                out = QColor(r, g, b).rgb()
                cache[pixel] = out
            image.setPixel(x, y, out)
    if not image.save(target):
        raise OSError(f"cannot write {target}")


def main(argv: list[str] | None = None) -> int:
    """``python -m civgui.media.colourcheck SHOT.png OUT.png --simulate KIND``."""
    parser = argparse.ArgumentParser(description="Write a colour-blind or grayscale simulation of an image.")
    parser.add_argument("source")
    parser.add_argument("target")
    parser.add_argument("--simulate", choices=KINDS, default="deuteranopia")
    args = parser.parse_args(argv)
    simulate_image(args.source, args.target, args.simulate)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
