"""Entry point: ``civ`` / ``python -m civgui`` opens the table; ``civ --smoke`` plays one whole
game between AI seats at full speed in the real main window and exits 0 (non-zero with a
message on any error).

One copy runs per data folder: a second start is refused with a message and exit code 3.
A data folder that cannot be written does not stop the game: it starts and says it cannot save.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from . import APP_NAME, __version__


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Command-line options."""
    parser = argparse.ArgumentParser(prog="civ", description=f"{APP_NAME} — the desktop game")
    parser.add_argument("--smoke", action="store_true",
                        help="play one whole game between AI seats at full speed, then exit")
    parser.add_argument("--players", type=int, default=3, help="players in the --smoke game (2-4)")
    parser.add_argument("--setup", choices=("classic", "draft"), default="classic", help="--smoke set-up")
    parser.add_argument("--level", default="easy", help="AI level of the --smoke seats")
    parser.add_argument("--seed", type=int, default=1, help="seed of the --smoke game")
    parser.add_argument("--timeout", type=float, default=300.0, help="--smoke time limit in seconds")
    parser.add_argument("--load", type=Path, help="open this saved game")
    parser.add_argument("--quit-when-shown", action="store_true",
                        help="exit as soon as the main window is shown (start-up time measure)")
    parser.add_argument("--autoplay", type=int, metavar="N",
                        help="test aid: start a game of --players AI seats (--level, --seed) at full "
                             "speed with the autosave on, print each action, stop after N actions and wait")
    parser.add_argument("--version", action="version", version=__version__)
    return parser.parse_args(argv)


def qt_warning() -> str | None:
    """A warning if the installed PySide6 is known to crash on this Python, else None."""
    import PySide6

    if sys.version_info < (3, 12) and PySide6.__version__.startswith("6.12.0"):
        return (f"PySide6 {PySide6.__version__} drops a reference to None on every call returning "
                "nothing under Python 3.11, and the app crashes after a few thousand calls; "
                "install PySide6-Essentials 6.11.3 (pip install 'PySide6-Essentials==6.11.3').")
    return None


def main(argv: list[str] | None = None) -> int:
    """Run the application; returns the process exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # the Hard AI's search workers, in a frozen bundle
    args = parse_args(argv)
    if args.smoke and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    warning = qt_warning()
    if warning:
        print(f"civ: warning: {warning}", file=sys.stderr)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("civ")
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName("civ")
    from .media.theme import install as install_theme

    install_theme(app)                # the game's faces and the palette's look, for every window
    from .services.i18n import SYSTEM, set_language

    set_language(SYSTEM)              # the stored choice is read once the data folder is ours
    if args.smoke:
        from .devtools.smoke import run_smoke

        return run_smoke(app, players=args.players, setup=args.setup, level=args.level,
                         seed=args.seed, timeout=args.timeout)
    from .app.datasafety import claim_data_folder, keep_fresh, second_copy_text, tell_second_copy
    from .app.errors import install_excepthook
    from .app.interrupt import close_on_signals
    from .app.mainwindow import MainWindow

    claim = claim_data_folder()       # before anything writes to the folder (the log, prefs, autosave)
    if claim.refused:
        print(f"civ: {second_copy_text(claim)}", file=sys.stderr)
        tell_second_copy(claim)
        return 3
    keep_fresh(claim, app)            # the lock's time, refreshed: other machines see this copy live
    install_excepthook()
    from .services.i18n import current, resolve
    from .services.settings import LANGUAGE, setting

    stored = resolve(setting(LANGUAGE))    # settings give the system's ("") for a damaged value
    if stored != current():
        set_language(stored)              # before any window is built
    from .media.palette import install as install_palette

    install_palette()                 # the chosen colour palette, followed live
    window = MainWindow()
    close_on_signals(window)
    if claim.problem is not None:
        print(f"civ: warning: the game cannot be saved: {claim.problem}", file=sys.stderr)
        window.save_warning.folder_unwritable(claim.problem)
    window.showMaximized()
    if args.quit_when_shown:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, app.quit)     # after the first show and paint events
        return app.exec()
    from PySide6.QtCore import QTimer

    from .media.sound import WARM_UP_MS, warm_up

    QTimer.singleShot(WARM_UP_MS, warm_up)   # the audio library, once the window is up (not at start)
    if args.autoplay is not None:
        from .devtools.autoplay import start_autoplay

        start_autoplay(window, args.autoplay, players=args.players, level=args.level, seed=args.seed)
    elif args.load is not None:
        window.load(args.load)
    elif not window.offer_resume():
        window.new_game_dialog()      # Cancel leaves an empty table: never a game nobody asked for
    code = app.exec()
    if claim.lock is not None:
        claim.lock.unlock()
    return code


if __name__ == "__main__":
    sys.exit(main())
