"""``soon``: a 0 ms single-shot timer owned by a widget, for work that should run once the
events in hand are done (coalesced: starting it again while it waits runs it once).

Not ``QTimer.singleShot(0, context, callable)``: PySide keeps that callable, and everything it
refers to, when the context is deleted before it fires (a closed replay window kept its areas,
its model and a whole game). A timer of the owner's own goes with the owner.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


def soon(owner: QObject, slot: Callable[[], object]) -> QTimer:
    """A single-shot 0 ms timer, child of ``owner``, that calls ``slot``; ``start()`` it."""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(slot)
    return timer
