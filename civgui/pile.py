"""The discard pile window: every card (the pile is public), and the picker of Oligarchy and
Republic, where the cards the engine lets you take are highlighted and chosen with a
live count."""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engine.cards import DOMAINS

from .cardview import CardRow
from .dialogs import add_help
from .listmodels import DiscardListModel
from .model import GameModel
from .resources import domain_name
from .texts import EFFECT_BY_NAME, plural
from .undo import UndoButton


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
        effect = EFFECT_BY_NAME.get(pend["effect"]) if pend is not None else None
        self.setWindowTitle(f"{effect.title}: take from the discard pile" if pick and effect
                            else "Discard pile")
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.row = CardRow(self, card_width=70, wrap=True)
        self.row.empty_text = "The discard pile is empty."
        self.row.make_keyboard_row(self.tr("Discard pile"), self.tr("in the discard pile"))
        self.row.clicked.connect(self._toggle)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.row)
        scroll.setMinimumSize(660, 300)
        scroll.setAccessibleName(self.tr("Discard pile"))
        layout.addWidget(scroll)
        self.count = QLabel()
        self.count.setObjectName("takeCount")
        layout.addWidget(self.count)
        buttons = QDialogButtonBox(self)
        if pick:
            self.confirm = QPushButton("Take")
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
        self.resize(720, 460)
        model.changed.connect(self.refresh)
        self.refresh()

    def tokens(self) -> list[str]:
        """The pile, oldest first."""
        return self.pile.tokens()

    def refresh(self) -> None:
        """Re-read the pile (it is live while the window is open)."""
        tokens = self.tokens()
        counts = Counter(t[:3] for t in tokens)
        parts = [f"{domain_name(d)} {counts[d]}" for d in DOMAINS if counts[d]]
        head = f"<b>{plural(len(tokens), 'card')}</b>, oldest first"
        head += (": " + ", ".join(parts)) if parts else ""
        if self.pick:
            head = (f"<b>Choose {plural(self.total, 'card')} to take into your hand.</b> "
                    "Highlighted cards can be taken.<br>" + head)
            states = []
            for i, token in enumerate(tokens):
                if i in self.chosen:
                    states.append("selected")
                elif self.model.is_legal(f"take {token}"):
                    states.append("selectable")
                else:
                    states.append("disabled")
            self.row.set_cards(tokens, states)
            self.count.setText(f"Chosen {len(self.chosen)} of {self.total}")
            self.confirm.setEnabled(len(self.chosen) == self.total and self.total > 0)
        else:
            self.row.set_cards(tokens)
            self.count.setText("")
        self.summary.setText(head)

    def _toggle(self, index: int) -> None:
        if not self.pick or self.row.states[index] == "disabled":
            return
        if index in self.chosen:
            self.chosen.discard(index)
        elif len(self.chosen) < self.total:
            self.chosen.add(index)
        self.refresh()

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
