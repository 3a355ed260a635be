"""The table's place for the players' areas: its style sheet and the scroll area that holds the
areas (the other players' in a row, the draft panel, the own area below), the main window's and
a replay's alike. Re-exported by ``civgui.table.tableau``."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

# the table (the main window's and a replay's): in the palette's colours (palette.apply_style)
TABLE_STYLE = """
#table { background: #1b3022; }
#table QLabel, #table QCheckBox { color: #f2efe4; }
#prompt { font-size: 15px; padding: 6px 10px; background: #10241a; border-radius: 6px; }
#prompt[refused="true"] { background: #5c1020; }
#turnLabel { font-size: 18px; font-weight: bold; }
#stepLabel { font-size: 14px; }
#finalBanner { background: #b00020; color: white; font-weight: bold; font-size: 15px; padding: 6px;
               border-radius: 4px; }
#table QGroupBox { border: 1px solid #4d6b55; border-radius: 8px; }
#tableaus, #tableausViewport { background: transparent; }
QScrollArea#tableScroll { background: transparent; border: none; }
"""


def tableaus_scroll(others_row: QHBoxLayout, draft: QWidget, own_slot: QVBoxLayout) -> QScrollArea:
    """The table's areas in a scroll area of their own (the other players' areas in a row, the draft
    panel, the own area below), so that they scroll when the window is too small for them while
    the prompt, the piles and the hand below stay in view (the table and a replay alike)."""
    tableaus = QWidget()
    tableaus.setObjectName("tableaus")
    layout = QVBoxLayout(tableaus)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(others_row, 5)
    layout.addWidget(draft)
    layout.addLayout(own_slot, 4)
    scroll = QScrollArea()
    scroll.setObjectName("tableScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(tableaus)
    scroll.viewport().setObjectName("tableausViewport")
    scroll.setMinimumHeight(120)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)    # Tab goes to the areas in it
    return scroll
