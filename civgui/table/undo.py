"""Undo in the window: the Undo button, and the question asked before an action that reveals
hidden cards (and so could not be undone); their words are ``civgui.play.undo_texts``.

What may be undone is the engine's rule (``Game.undoable``); the ``GameModel`` asks it and
this module only words the answers.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ..play.model import GameModel
from ..play.undo_texts import undo_tooltip
from ..services.plain import as_text


class UndoButton(QPushButton):
    """Takes back the latest action of the person to move; its tooltip says what, or why not."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setObjectName("undo")
        self.clicked.connect(self._model.undo)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.refresh()

    def minimumSizeHint(self) -> QSize:
        """Never narrower than its words (a longer translation, "↶ Annuler le coup"): a layout
        that squeezes the row squeezes the button beside it instead."""
        hint = super().minimumSizeHint()
        return QSize(max(84, self.sizeHint().width()), hint.height())

    def refresh(self) -> None:
        """Enabled exactly when the engine lets the person to move undo (texts in the player's language)."""
        self.setText(QCoreApplication.translate("Undo", "↶ Undo", "the button"))
        # read out without its arrow glyph (a screen reader would say "anticlockwise arrow")
        self.setAccessibleName(QCoreApplication.translate("Undo", "Undo", "the button, for screen readers"))
        self.setEnabled(self._model.can_undo())
        self.setToolTip(as_text(undo_tooltip(self._model)))

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: say it again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()


class RevealQuestion(QMessageBox):
    """"Breakthrough draws 5 cards: this cannot be undone. Continue?" — Continue applies the
    action, Cancel (the default, and Escape) loses nothing."""

    def __init__(self, model: GameModel, action: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Warning, "", text, QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName("confirmReveal")
        self.setTextFormat(Qt.TextFormat.PlainText)       # a question with names in it, never markup
        self.model = model
        self.action = action
        self.continue_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.finished.connect(self._answered)
        self.retranslate()

    def retranslate(self) -> None:
        """Its title, question and button in the player's language."""
        self.setWindowTitle(QCoreApplication.translate("Undo", "This cannot be undone"))
        self.continue_button.setText(QCoreApplication.translate("Undo", "Continue"))
        question = self.model.confirmation(self.action)
        if question is not None:
            self.setText(question)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: ask again in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _answered(self, _result: int) -> None:
        if self.clickedButton() is self.continue_button:
            self.model.submit_confirmed(self.action)
