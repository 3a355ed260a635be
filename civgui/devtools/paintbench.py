"""``python -m civgui.devtools.paintbench [--size WxH] [--repeat N]``: how long a repaint of the whole table
takes, printed as figures (median, 95th percentile and worst, in ms).

The main window shows a 4-player game in its middle (110 actions in, teams), at 1920x1080 unless
told. Each round calls ``repaint()`` on the central widget, which paints it and every child
synchronously: once after ``update()`` on every widget (what a move does: each player area draws
itself again from scratch; the card pictures stay cached, as in play), once after Qt's own
``QWidget.update`` (a frame where nothing on the table changed: an animation's frame, an expose,
where each area shows the picture of its last paint); the table alone (left of the side panel)
the same way; then it paints the whole window into a pixmap (``grab``: menus and side panel too,
without the copy to the screen that ``repaint`` adds), with nothing changed and after a move. Run it
under ``QT_QPA_PLATFORM=offscreen`` (the default here) for the painting alone, or under Xvfb.
The budget is one frame at 60 Hz: 16 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def _figures(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (f"median {statistics.median(ordered) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms, "
            f"worst {ordered[-1] * 1000:.2f} ms")


def main(argv: list[str] | None = None) -> int:
    """Entry point; prints the figures."""
    args = list(sys.argv[1:] if argv is None else argv)
    size, repeat = (1920, 1080), 50
    while args:
        flag = args.pop(0)
        if flag == "--size" and args:
            width, height = (int(part) for part in args.pop(0).split("x"))
            size = (width, height)
        elif flag == "--repeat" and args:
            repeat = max(1, int(args.pop(0)))
        else:
            print("usage: python -m civgui.devtools.paintbench [--size WxH] [--repeat N]", file=sys.stderr)
            return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CIV_DATA_DIR", tempfile.mkdtemp(prefix="civ-paintbench-"))
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from ..media.theme import install as install_theme

    install_theme(app)                  # the faces and look the game has
    from .shots import Shooter

    shooter = Shooter(Path(tempfile.mkdtemp(prefix="civ-paintbench-shots-")), size)
    shooter.save = lambda widget, name: shooter.settle()   # type: ignore[method-assign]  # writes nothing
    shooter.live("", 4, 9, 110, teams=True)
    window = shooter.window
    central = window.centralWidget()
    assert central is not None
    widgets = [central, *central.findChildren(QWidget)]
    for _ in range(3):        # warm: fonts, glyph caches, card pictures
        central.repaint()
        window.grab()
    table = window.findChild(QWidget, "table")     # the table alone: tableaus, banner, piles, hand
    assert table is not None
    inside = [table, *table.findChildren(QWidget)]
    rounds: dict[str, list[float]] = {"changed": [], "unchanged": [], "table": [], "whole": [],
                                      "whole_changed": []}
    for _ in range(repeat):
        for widget in widgets:        # what is drawn changed (a move): every area draws itself again
            widget.update()
        start = time.perf_counter()
        central.repaint()
        rounds["changed"].append(time.perf_counter() - start)
        for widget in widgets:        # nothing changed (an animation's frame, an expose): Qt's own update
            QWidget.update(widget)
        start = time.perf_counter()
        central.repaint()
        rounds["unchanged"].append(time.perf_counter() - start)
        for widget in inside:         # (a repaint paints every widget waiting for one: the table's only)
            QWidget.update(widget)
        start = time.perf_counter()
        table.repaint()
        rounds["table"].append(time.perf_counter() - start)
        start = time.perf_counter()
        window.grab()
        rounds["whole"].append(time.perf_counter() - start)
        for widget in widgets:
            widget.update()
        start = time.perf_counter()
        window.grab()
        rounds["whole_changed"].append(time.perf_counter() - start)
    print(f"window {size[0]}x{size[1]}, {len(widgets)} widgets, {repeat} rounds, "
          f"platform {QApplication.platformName()}")
    print(f"the table alone (left of the side panel), nothing changed: {_figures(rounds['table'])}")
    print(f"table and side panel, nothing changed (a frame): {_figures(rounds['unchanged'])}")
    print(f"table and side panel, every area drawn again (after a move): {_figures(rounds['changed'])}")
    print(f"whole window painted into a pixmap (no flush to the screen), nothing changed: "
          f"{_figures(rounds['whole'])}")
    print(f"whole window painted into a pixmap, every area drawn again: {_figures(rounds['whole_changed'])}")
    window.driver.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
