"""Test set-up shared by every test folder: Qt runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
