"""What the start-up imports: the main window's modules, not the AI nor the end dialog's win-chance
graph (which imports the AI's chances: about 0.3 s of a cold start) nor the settings dialog; each is
imported when first used."""

from __future__ import annotations

import subprocess
import sys


def test_the_main_window_imports_neither_the_ai_nor_the_graph() -> None:
    code = ("import sys, civgui.app.mainwindow; print(sorted(m for m in sys.modules "
            "if m.startswith('engine.ai') "
            "or m in ('civgui.review.wingraph', 'civgui.dialogs.settingsdialog')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                          timeout=120)
    assert done.stdout.strip() == "[]", done.stdout
