"""Every visible text fits its widget: the walker (civgui.devtools.textfit) on made-up widgets, then on the
table's scenes at 1280x720, 1920x1080 and 1920x1080 at QT_SCALE_FACTOR=2 (960x540 logical), in
English, French and Hungarian, each size in its own process (the scale is fixed at start)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from civgui.devtools.textfit import misfits


def _window(qtbot: QtBot, *widgets: QWidget) -> QWidget:
    window = QWidget()
    layout = QVBoxLayout(window)
    for widget in widgets:
        layout.addWidget(widget)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_cut_label_a_cut_button_and_a_cut_check_box_are_found(qtbot: QtBot) -> None:
    label = QLabel("A rather long line of text that cannot fit")
    label.setFixedWidth(60)
    button = QPushButton("Saut technologique")
    button.setFixedWidth(50)
    check = QCheckBox("Csapatjáték (1. + 3. játékos a 2. + 4. játékos ellen)")
    check.setFixedWidth(120)
    wrapped = QLabel("Several words that wrap over many lines in a small box of little height")
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(80, 20)
    window = _window(qtbot, label, button, check, wrapped)
    found = {misfit.text for misfit in misfits(window)}
    assert found == {label.text(), button.text(), check.text(), wrapped.text()}


def test_texts_with_room_and_texts_elided_on_purpose_fit(qtbot: QtBot) -> None:
    label = QLabel("Fits")
    button = QPushButton("End turn")
    elided = QLabel("A long name…")
    elided.setToolTip("A long name that was elided on purpose")
    elided.setFixedWidth(elided.fontMetrics().horizontalAdvance(elided.text()) + 2)
    rich = QLabel("<b>Bold</b> and plain")
    hidden = QLabel("Hidden and far too long to fit in its width")
    hidden.setFixedWidth(10)
    window = _window(qtbot, label, button, elided, rich, hidden)
    hidden.hide()
    assert misfits(window) == []


SIZES = [("1280x720", ""), ("1920x1080", ""), ("960x540", "2")]


@pytest.mark.slow
@pytest.mark.parametrize(("size", "scale"), SIZES, ids=["1280x720", "1920x1080", "1920x1080-scale2"])
def test_every_text_of_the_table_fits_in_three_languages(size: str, scale: str, tmp_path: object) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CIV_DATA_DIR=str(tmp_path))
    env.pop("QT_SCALE_FACTOR", None)
    if scale:
        env["QT_SCALE_FACTOR"] = scale
    done = subprocess.run([sys.executable, "-m", "civgui.devtools.textfit", "--size", size,
                           "--language", "en,fr,hu"], env=env, capture_output=True, text=True, timeout=600)
    found = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    said = [f"{m['scene']}: {m['widget']} {m['text']!r} needs {m['need']} px, has {m['room']}" for m in found]
    assert found == [], "\n".join(said)
    assert done.returncode == 0, done.stderr[-2000:]


def test_a_fit_label_is_measured_in_the_font_it_is_drawn_in_and_cut_on_purpose(qtbot: QtBot) -> None:
    from civgui.table.turnbanner import LEAST_PIXELS, FitLabel

    smaller = FitLabel("smaller", 30)
    smaller.setText("Hand limit this turn: 3")
    smaller.setFixedWidth(int(smaller.natural_width(LEAST_PIXELS)) + 2)   # whole at the least size only
    cut = FitLabel("cut", 30)
    cut.setText("<b>⚠ Aurelia</b> could win by Hegemony this turn (+1)")
    cut.setFixedWidth(int(cut.natural_width(LEAST_PIXELS) / 2))
    window = _window(qtbot, smaller, cut)
    assert smaller.drawn_font().pixelSize() == LEAST_PIXELS and not smaller.elided()
    assert smaller.toolTip() == ""
    assert cut.elided()
    shown = QTextDocument()
    shown.setHtml(cut.toolTip())                      # a tooltip decides by itself: it is rich here
    assert cut.whole_text() in shown.toPlainText()    # plain text: the name's markup is shown as typed
    assert misfits(window) == []
    cut.setToolTip("")                                 # cut without saying the whole text: a misfit
    assert [misfit.widget for misfit in misfits(window)] == ["FitLabel(cut) in QWidget"]


def test_the_threat_beside_a_short_name_is_not_cut_by_a_long_step_line(qtbot: QtBot) -> None:
    from civgui.table.turnbanner import TurnBanner

    banner = TurnBanner()
    qtbot.addWidget(banner)
    banner.turn.setText("Your turn")
    gap = "&nbsp;" * 3
    banner.steps.setText(f"<b>▶ Play a card</b>{gap}Refill your hand{gap}Use effects")
    banner.threat.setText("⚠ Aurelia could win by Hegemony on their next turn (+1)")
    banner.limit.setText("Hand limit this turn: 3")
    banner.standings.setText("<b>Majorities now:</b> you&nbsp;2 · Aurelia&nbsp;2")
    banner.resize(760, banner.height())
    banner.show()
    qtbot.waitExposed(banner)
    banner.relayout()
    assert not banner.threat.elided(), banner.threat.geometry()
    assert banner.threat.fitted_pixels() == banner.threat.pixels     # whole at its full size
    for label in (banner.turn, banner.steps, banner.limit):
        assert not label.elided(), label.objectName()
