"""The win-chance graph belongs to the dark table: a dark plot (not a white panel in a dark dialog),
its texts readable, each seat's line in the seat's colour on the table and clear of the plot, in
every palette."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from civgui.media import palette
from civgui.media.painting import contrast_ratio, luminance
from civgui.review.wingraph import PLOT_COLOURS


@pytest.mark.parametrize("tint", list(palette.PALETTES))
def test_the_plot_is_dark_and_every_line_and_text_reads_on_it(tint: str) -> None:
    background, ink, grid, shade = (QColor(c) for c in PLOT_COLOURS[tint])
    table = QColor(palette.hex_colour("table", tint))
    assert luminance(background) <= luminance(table) + 0.02, tint
    assert contrast_ratio(ink, background) >= 4.5
    assert contrast_ratio(ink, shade) >= 4.5            # the swing turns' names lie on the shade
    assert contrast_ratio(grid, background) >= 1.4     # a grid seen, and quieter than the lines
    for seat in range(4):
        line = QColor(palette.seat_hex(seat, tint))
        assert contrast_ratio(line, background) >= 3.0, (tint, seat)
        assert contrast_ratio(line, shade) >= 3.0, (tint, seat)
