"""``civ --smoke``: the real main window plays one whole game between AI seats at full speed.

Exit code 0 when the game ended and the end-of-game dialog could be built; 1 on any
exception (printed); 2 when the time limit ran out.
"""

from __future__ import annotations

import sys
import time
import traceback
from types import TracebackType

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from engine import compiled

from ..services import i18n
from ..services.storage import GameConfig, SeatConfig


def engine_build() -> str:
    """``compiled, N modules`` (build/accelerate.py, the packaged game) or ``sources``."""
    names = compiled()
    return f"compiled, {len(names)} modules" if names else "sources"


def run_smoke(app: QApplication, players: int = 3, setup: str = "classic", level: str = "easy",
              seed: int = 1, timeout: float = 300.0) -> int:
    """Play one AI-only game in the main window; return the exit code."""
    from ..app.mainwindow import MainWindow
    from ..play.model import GameModel

    status: dict[str, int | str] = {"code": 2, "message": f"smoke: no result within {timeout:.0f} s"}
    started = time.monotonic()

    def fail(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        status["code"] = 1
        status["message"] = "smoke: error\n" + "".join(traceback.format_exception(kind, value, tb))
        app.exit(1)

    previous = sys.excepthook
    sys.excepthook = fail
    try:
        model = GameModel(autosave=False)
        window = MainWindow(model, pace=0.0, end_dialog=False)
        window.show()

        def finished(result: object) -> None:
            dialog = window.show_end_dialog()
            dialog.close()
            status["code"] = 0
            status["message"] = (f"smoke: ok — {model.history_length} actions in "
                                 f"{time.monotonic() - started:.1f} s; {model.prompt()} "
                                 f"[language {i18n.current()}: {', '.join(i18n.catalogues())}] "
                                 f"[engine: {engine_build()}]")
            QTimer.singleShot(0, lambda: app.exit(0))

        model.gameOver.connect(finished)
        QTimer.singleShot(int(timeout * 1000), lambda: app.exit(2))
        seats = [SeatConfig(f"AI {s + 1}", level) for s in range(players)]
        window.start_game(GameConfig(seats=seats, setup=setup, teams=False, seed=seed))
        app.exec()
        window.driver.shutdown()
        window.close()
    except Exception:
        status["code"] = 1
        status["message"] = "smoke: error\n" + traceback.format_exc()
    finally:
        sys.excepthook = previous
    stream = sys.stdout if status["code"] == 0 else sys.stderr
    print(status["message"], file=stream)
    return int(status["code"])
