"""Entry script of the packaged game (PyInstaller starts here)."""

import multiprocessing
import sys

from civgui.__main__ import main

if __name__ == "__main__":
    # AI worker processes re-enter here in a frozen app: let multiprocessing take them.
    multiprocessing.freeze_support()
    sys.exit(main())
