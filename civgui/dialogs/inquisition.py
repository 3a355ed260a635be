"""The Inquisition dialog: choose the player, then give back cards from the pooled hands.

Page 1 lists the players the engine lets you target, with their hand sizes. Once the
target is submitted the engine pools both hands; page 2 shows the pool (marking which
cards came from the target) and lets you pick exactly as many cards as you took, with a
live count. Confirming submits one ``give`` per chosen card.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..media.resources import card_name
from ..play.model import GameModel
from ..services.i18n import fill, ntr, rich_fill
from ..services.plain import button_text
from ..table.cardview import CardRow
from .dialogs import DecisionDialog, pick_indices


class InquisitionDialog(DecisionDialog):
    """Both stages of an Inquisition."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(model, "inquisition", parent)
        self.stage = ""
        self.total = 0
        self.target: int | None = None
        self._own_before: list[str] = []
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setTextFormat(Qt.TextFormat.RichText)    # its <b>; the names in it are escaped
        self.layout_.addWidget(self.question)
        self.targets_box = QWidget(self)
        self.targets_layout = QVBoxLayout(self.targets_box)
        self.targets_layout.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(self.targets_box)
        self.pool = CardRow(self, card_width=86, wrap=True)
        self.pool.setMinimumWidth(560)
        self.pool.clicked.connect(self._toggle)
        self.layout_.addWidget(self.pool)
        self.count = QLabel()
        self.count.setObjectName("giveCount")
        self.layout_.addWidget(self.count)
        self.finish_layout()
        self.chosen: set[int] = set()
        self._target: tuple[int, str] | None = None     # (history length before, the target action)
        model.changed.connect(self._follow)
        self.setup_stage()

    def setup_stage(self) -> None:
        """Show the page of the engine's current stage (target or give)."""
        pend = self.model.pending()
        self.stage = pend["stage"] if pend is not None else ""
        if self.stage == "target":
            targets = [a for a in self.model.legal_actions() if a.startswith("target ")]
            self.targets = self.radio_list([(a, "") for a in targets], self.targets_layout)
            self.pool.hide()
            self.count.hide()
            self.confirm.setEnabled(bool(targets))
        else:
            self.targets_box.hide()
            self.total = pend["remaining"] if pend is not None else 0
            self.pool.pick_total = self.total    # all picked, Enter gives them back
            self.target = pend["target"] if pend is not None else None
            self.pool.show()
            self.count.show()
            self.chosen = set()
        self.retranslate()
        self.fit_to_screen()        # the new page's size, larger or smaller: never the last page's
        checked = self.targets.checkedButton() if self.stage == "target" else None
        if self.stage == "give":
            self.pool.setFocus(Qt.FocusReason.OtherFocusReason)    # ←/→ and Space choose at once
        elif checked is not None:
            checked.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        """The page's texts in the current language."""
        super().retranslate()
        self.pool.make_keyboard_row(QCoreApplication.translate("InquisitionDialog", "Pooled hands"),
                                    QCoreApplication.translate("InquisitionDialog", "in the pooled hands"))
        if self.stage == "target":
            # the effect's text above says the rest (both hands seen, as many given back)
            self.question.setText("<b>" + QCoreApplication.translate(
                "InquisitionDialog", "Choose the player whose hand you take.") + "</b>")
            view = self.model.view()
            sizes = view["hand_sizes"] if view is not None else []
            for button in self.targets.buttons():
                seat = int(str(button.property("value")).split()[1])
                button.setText(fill(ntr("InquisitionDialog", "{name} — %n card(s) in hand", sizes[seat]),
                                    name=button_text(self.model.seat_name(seat))))
            self.confirm.setText(QCoreApplication.translate("InquisitionDialog", "Take their hand"))
        elif self.stage == "give":
            name = self.target_name()
            text = rich_fill(ntr("InquisitionDialog", "<b>Give back %n card(s) to {name}.</b> Click cards to "
                                 "choose them (or ←/→ and Space); the rest stays in your hand.", self.total),
                             name=name)
            taken = self.taken_cards()
            if taken:
                listed = QCoreApplication.translate("InquisitionDialog", ", ", "between card names").join(
                    card_name(t) for t in taken)
                was = QCoreApplication.translate("InquisitionDialog", "{name}'s hand was: {cards}.")
                text += "<br>" + rich_fill(was, name=name, cards=listed)
            self.question.setText(text)
            self.confirm.setText(QCoreApplication.translate("InquisitionDialog", "Give back"))
            self._refresh_pool()

    def target_name(self) -> str:
        """The name of the player whose hand was taken."""
        if self.target is None:
            return QCoreApplication.translate("InquisitionDialog", "the target")
        return self.model.seat_name(self.target)

    def taken_cards(self) -> list[str]:
        """The cards that came from the target's hand (known when the target was chosen here)."""
        if not self._own_before:
            return []
        return sorted((Counter(self.pool_tokens()) - Counter(self._own_before)).elements())

    def pool_tokens(self) -> list[str]:
        """The pooled cards, as the engine shows them to the active player."""
        pend = self.model.pending()
        return list(pend.get("pool", [])) if pend is not None else []

    def _refresh_pool(self) -> None:
        tokens = self.pool_tokens()
        theirs = Counter(tokens) - Counter(self._own_before) if self._own_before else Counter()
        tips, marked = [], Counter(theirs)
        for token in tokens:
            if marked[token] > 0:
                marked[token] -= 1
                tips.append(fill(QCoreApplication.translate("InquisitionDialog", "from {name}'s hand"),
                                 name=self.target_name()))
            else:
                tips.append(QCoreApplication.translate("InquisitionDialog", "from your hand")
                            if self._own_before else "")
        states = ["selected" if i in self.chosen else "selectable" for i in range(len(tokens))]
        self.pool.set_cards(tokens, states, tips)
        self.count.setText(fill(ntr("InquisitionDialog", "Chosen {chosen} of %n", self.total),
                                chosen=len(self.chosen)))
        self.confirm.setEnabled(len(self.chosen) == self.total)

    def _toggle(self, index: int) -> None:
        if self.stage != "give":
            return
        if index in self.chosen:
            self.chosen.discard(index)
        elif len(self.chosen) < self.total:
            self.chosen.add(index)
        self._refresh_pool()

    def preselect(self, actions: list[str]) -> bool:
        """Check the suggested target (page 1), or choose the suggested cards to give back (page 2)."""
        if self.stage == "target":
            return len(actions) == 1 and self.check_value(self.targets, actions[0])
        indices = pick_indices(self.pool_tokens(), actions, "give")
        if indices is None or len(indices) != self.total:
            return False
        self.chosen = indices
        self._refresh_pool()
        return True

    def chosen_cards(self) -> list[str]:
        """Tokens of the chosen cards."""
        tokens = self.pool_tokens()
        return [tokens[i] for i in sorted(self.chosen)]

    def chosen_actions(self) -> list[str]:
        """``give`` per chosen card (page 2) or the ``target`` (page 1)."""
        if self.stage == "target":
            return [self.checked_value(self.targets)]
        return [f"give {token}" for token in self.chosen_cards()]

    def _confirm(self) -> None:
        if self.stage == "target":
            viewer = self.model.viewer
            view = self.model.view()
            self._own_before = list(view["hands"][viewer]) if viewer is not None and view is not None else []
            self._target = (self.model.history_length, self.chosen_actions()[0])
            self.model.submit(self._target[1])   # at once, or once the player confirmed
            return
        super()._confirm()

    def _follow(self) -> None:
        """The target was taken (at once, or after the 'cannot be undone' question): go on."""
        if self.stage != "target" or self._target is None:
            return
        before, action = self._target
        if self.model.history_length != before + 1:
            return
        self._target = None
        self.submitted.append(action)
        pend = self.model.pending()
        if pend is not None and pend["stage"] == "give":
            self.setup_stage()
        else:
            self.accept()
