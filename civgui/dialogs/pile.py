"""The discard pile window: every card (the pile is public), and the picker of Oligarchy and
Republic, where the cards the engine lets you take are highlighted and chosen with a
live count."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.cards import DOMAINS

from ..media.resources import domain_name
from ..play.model import GameModel
from ..play.texts import EFFECT_BY_NAME
from ..services.i18n import fill, ntr
from ..table.cardview import CardRow
from ..table.listmodels import DiscardListModel
from ..table.undo import UndoButton
from .dialogs import Content, add_help, fit_dialog, pick_indices, retranslate_help

MIN_WIDTH = 560      # px: room for the summary's Domains on one or two lines


class PileDialog(QDialog):
    """Look at the discard pile, or (``pick``) choose the cards to take from it."""

    def __init__(self, model: GameModel, pick: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.pick = pick
        self.chosen: set[int] = set()
        self.submitted: list[str] = []
        self.pile = DiscardListModel(model, self)
        pend = model.pending()
        self.total = pend["remaining"] if pick and pend is not None else 0
        self.effect = EFFECT_BY_NAME.get(pend["effect"]) if pick and pend is not None else None
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.row = CardRow(self, card_width=70, wrap=True)
        self.row.clicked.connect(self._toggle)
        self.row.pick_total = self.total        # all picked, Enter takes them
        # the whole pile in view; it scrolls (to the card at the keyboard's cursor) only when the
        # screen cannot hold it
        self.scroll_area = Content(self, self.row)
        self.scroll_area.setMinimumWidth(self.row.minimumSizeHint().width())
        self.setMinimumWidth(MIN_WIDTH)
        layout.addWidget(self.scroll_area, 1)
        self.count = QLabel()
        self.count.setObjectName("takeCount")
        layout.addWidget(self.count)
        buttons = QDialogButtonBox(self)
        if pick:
            self.confirm = QPushButton()
            self.confirm.setDefault(True)
            self.confirm.clicked.connect(self._confirm)
            buttons.addButton(self.confirm, QDialogButtonBox.ButtonRole.AcceptRole)
            self.undo = UndoButton(model, self)     # takes the started Oligarchy/Republic back
            buttons.addButton(self.undo, QDialogButtonBox.ButtonRole.ResetRole)
            self.setModal(True)
        else:
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.clicked.connect(self.close)
        self.help = add_help(buttons, pend["effect"] if pick and pend is not None else "discard-pile")
        layout.addWidget(buttons)
        model.changed.connect(self.refresh)
        self.retranslate()
        self.row.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:
        """Open at the size of the whole pile, no larger than the screen's free area."""
        super().showEvent(event)
        fit_dialog(self, self.scroll_area)
        self.row.setFocus(Qt.FocusReason.OtherFocusReason)

    def event(self, event: QEvent) -> bool:
        """A row added below the pile once open (the hint's) grows the dialog with it."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            fit_dialog(self, self.scroll_area, grow_only=True)
        return handled

    def retranslate(self) -> None:
        """Set the texts in the current language (and on every language change)."""
        if self.effect is not None:
            title = QCoreApplication.translate("PileDialog", "{effect}: take from the discard pile")
            self.setWindowTitle(fill(title, effect=self.effect.title))
        else:
            self.setWindowTitle(QCoreApplication.translate("PileDialog", "Discard pile"))
        self.row.empty_text = QCoreApplication.translate("PileDialog", "The discard pile is empty.")
        self.row.make_keyboard_row(QCoreApplication.translate("PileDialog", "Discard pile"),
                                   QCoreApplication.translate("PileDialog", "in the discard pile"))
        self.scroll_area.setAccessibleName(QCoreApplication.translate("PileDialog", "Discard pile"))
        if self.pick:
            self.confirm.setText(QCoreApplication.translate("PileDialog", "Take", "take the chosen cards"))
        retranslate_help(self.help)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def tokens(self) -> list[str]:
        """The pile, oldest first."""
        return self.pile.tokens()

    def refresh(self) -> None:
        """Re-read the pile (it is live while the window is open)."""
        tokens = self.tokens()
        counts = Counter(t[:3] for t in tokens)
        parts = [fill(QCoreApplication.translate("PileDialog", "{domain} {count}",
                                                 "a Domain and its number of cards in the pile"),
                      domain=domain_name(d), count=counts[d])
                 for d in DOMAINS if counts[d]]
        if parts:
            head = fill(ntr("PileDialog", "<b>%n card(s)</b>, oldest first: {domains}", len(tokens)),
                        domains=QCoreApplication.translate("PileDialog", ", ", "between Domains").join(parts))
        else:
            head = ntr("PileDialog", "<b>%n card(s)</b>, oldest first", len(tokens))
        if self.pick:
            head = ntr("PileDialog", "<b>Choose %n card(s) to take into your hand.</b> Highlighted cards "
                       "can be taken.", self.total) + "<br>" + head
            states = []
            for i, token in enumerate(tokens):
                if i in self.chosen:
                    states.append("selected")
                elif self.model.is_legal(f"take {token}"):
                    states.append("selectable")
                else:
                    states.append("disabled")
            self.row.set_cards(tokens, states)
            self.count.setText(fill(ntr("PileDialog", "Chosen {chosen} of %n", self.total),
                                    chosen=len(self.chosen)))
            self.confirm.setEnabled(len(self.chosen) == self.total and self.total > 0)
        else:
            self.row.set_cards(tokens)
            self.count.setText("")
        self.summary.setText(head)
        if self.isVisible():
            fit_dialog(self, self.scroll_area, grow_only=True)     # a pile grown while it is open

    def _toggle(self, index: int) -> None:
        if not self.pick or self.row.states[index] == "disabled":
            return
        if index in self.chosen:
            self.chosen.discard(index)
        elif len(self.chosen) < self.total:
            self.chosen.add(index)
        self.refresh()

    def preselect(self, actions: list[str]) -> bool:
        """Choose the suggested cards to take (a hint's whole suggestion), without confirming."""
        if not self.pick:
            return False
        tokens = self.tokens()
        indices = pick_indices(tokens, actions, "take", [self.model.is_legal(f"take {t}") for t in tokens])
        if indices is None or len(indices) != self.total:
            return False
        self.chosen = indices
        self.refresh()
        return True

    def chosen_actions(self) -> list[str]:
        """One ``take`` per chosen card."""
        tokens = self.tokens()
        return [f"take {tokens[i]}" for i in sorted(self.chosen)]

    def _confirm(self) -> None:
        actions = self.chosen_actions()
        self.chosen = set()
        self.pick = False  # the pile changes under us while the takes are applied
        for action in actions:
            if not self.model.submit(action):
                break
            self.submitted.append(action)
        self.accept()

    def reject(self) -> None:
        """A started Oligarchy/Republic cannot be abandoned."""
        if not self.pick or self.model.pending() is None:
            super().reject()
