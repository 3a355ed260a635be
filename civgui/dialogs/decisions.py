"""Routes each pending sub-decision of a person to the place where it is made.

Discards, tableau removals and returns, and extra plays are made in place (the hand and
the tableau highlight what may be chosen; the prompt says what to do). Choosing a player,
a Domain, cards from pooled hands, an effect to copy or cards from the discard pile opens
the matching dialog, which stays until the engine no longer asks for that decision.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog, QWidget

from ..play.model import GameModel
from ..play.texts import dialog_kind
from ..services.screen import give_keys_back
from .dialogs import AttackDialog, InspirationDialog, MarkerDialog
from .inquisition import InquisitionDialog
from .pile import PileDialog


class DecisionRouter(QObject):
    """Opens (and closes) the dialog the current decision needs."""

    dialogOpened = Signal(object)   # the QDialog

    def __init__(self, model: GameModel, parent_widget: QWidget | None = None) -> None:
        super().__init__(parent_widget)
        self._model = model
        self._parent = parent_widget
        self.dialog: QDialog | None = None
        self._kind: str | None = None
        self._scheduled = False
        self.enabled = True
        model.changed.connect(self._schedule)
        model.gameStarted.connect(self._schedule)

    def _schedule(self) -> None:
        # after the submit that changed the game has returned (dialogs submit several actions)
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self.check)

    def wanted(self) -> str | None:
        """The dialog kind the viewer's pending decision needs now."""
        model = self._model
        if not model.human_to_move() or model.to_move != model.viewer:
            return None
        pend = model.pending()
        return None if pend is None else dialog_kind(pend["effect"], pend["stage"])

    def check(self) -> None:
        """Open, keep or close the dialog to match the engine's pending decision."""
        self._scheduled = False
        if not self.enabled:
            return
        kind = self.wanted()
        if self.dialog is not None and (kind != self._kind or not self.dialog.isVisible()):
            self.dialog.done(0)
            self.dialog.deleteLater()
            self.dialog = None
            self._kind = None
        if kind is None or self.dialog is not None:
            return
        self.dialog = self._make(kind)
        self._kind = kind
        self.dialog.finished.connect(lambda _r: self._closed())
        self.dialog.open()
        self.dialogOpened.emit(self.dialog)

    def _closed(self) -> None:
        """A dialog closed: the window under it takes the keys again at once (its shortcuts, H the
        hint, E the end of the turn), as a window manager would make it; then the next decision."""
        if self._parent is not None:
            give_keys_back(self._parent.window())
        self._schedule()

    def _make(self, kind: str) -> QDialog:
        model, parent = self._model, self._parent
        if kind == "pile":
            return PileDialog(model, pick=True, parent=parent)
        if kind == "inspiration":
            return InspirationDialog(model, parent)
        if kind == "inquisition":
            return InquisitionDialog(model, parent)
        if kind == "marker":
            return MarkerDialog(model, parent)
        return AttackDialog(model, parent)
