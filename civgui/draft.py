"""The draft set-up in the GUI: the packet you hold (click the card you keep) and the face-up
centre (click the card you take into your tableau), with the passes explained."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from .cardview import CardRow
from .model import GameModel


class DraftPanel(QGroupBox):
    """Shown instead of the centre strip while the draft runs."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.packet = CardRow(self, card_width=92)
        self.packet.empty_text = "No packet in your hands right now."
        self.centre = CardRow(self, card_width=92)
        self.centre.empty_text = "The centre fills after the third pass."
        self.packet.make_keyboard_row(self.tr("Draft packet you hold"), self.tr("in the packet you hold"))
        self.centre.make_keyboard_row(self.tr("Draft centre, face up"), self.tr("in the centre"))
        self.packet.clicked.connect(lambda i: self._choose("keep", self.packet, i))
        self.centre.clicked.connect(lambda i: self._choose("pick", self.centre, i))
        self.packet_title = QLabel("<b>Packet you hold</b>")
        self.centre_title = QLabel("<b>Centre (face up)</b>")
        left = QVBoxLayout()
        left.addWidget(self.packet_title)
        left.addWidget(self.packet)
        right = QVBoxLayout()
        right.addWidget(self.centre_title)
        right.addWidget(self.centre)
        self._row = QHBoxLayout()
        self._row.addLayout(left, 3)
        self._row.addLayout(right, 2)
        outer = QVBoxLayout(self)
        outer.addWidget(QLabel("<span style='font-size:16px'><b>Draft</b></span>"))
        outer.addWidget(self.explain)
        outer.addLayout(self._row)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.refresh()

    def _choose(self, verb: str, row: CardRow, index: int) -> None:
        if not 0 <= index < len(row.tokens) or not self._model.human_to_move():
            return
        action = f"{verb} {row.tokens[index]}"
        reason = self._model.why_not(action)
        if reason is None:
            self._model.submit(action)
        else:
            self._model.refused.emit(action, reason)

    def refresh(self) -> None:
        """Show the packet and centre from the viewer's view."""
        view = self._model.view()
        draft = view.get("draft") if view else None
        self.setVisible(draft is not None)
        if draft is None:
            return
        mine = self._model.human_to_move() and self._model.to_move == self._model.viewer
        keep = draft["stage"] == "keep"
        public = self._model.viewer is None  # AI seats only, or between two people (hot seat)
        for widget in (self.packet, self.packet_title):
            widget.setVisible(keep and not public)
        for widget in (self.centre, self.centre_title):
            widget.setVisible(not keep)
        self._row.setStretch(0, 1 if keep else 0)   # the shown row takes the whole width
        self._row.setStretch(1, 0 if keep else 1)
        packet = draft["packet"]
        self.packet.set_cards(packet, ["selectable" if mine and keep else "normal"] * len(packet),
                              ["Click to keep this card." if mine and keep else ""] * len(packet))
        centre = draft["centre"]
        picking = mine and not keep
        self.centre.set_cards(centre, ["selectable" if picking else "normal"] * len(centre),
                              ["Click to take it into your tableau." if picking else ""] * len(centre))
        sizes = ", ".join(f"{self._model.seat_name(s)} {n}" for s, n in enumerate(draft["packet_sizes"]))
        if keep and public:
            text = (f"<b>Pass {draft['round']} of 3.</b> Each player keeps one card of the packet they "
                    "hold (it goes to their hand, hidden) and passes the rest to the player on their left. "
                    f"After the third pass the last card of each packet goes face up to the centre. "
                    f"Packets: {sizes}.")
        elif keep:
            text = (f"<b>Pass {draft['round']} of 3.</b> Keep one card of the packet you hold (it goes to "
                    "your hand, hidden); the rest passes to the player on your left. After the third "
                    f"pass the last card of each packet goes face up to the centre. Packets: {sizes}.")
        else:
            order = " → ".join(self._model.seat_name(s) for s in draft["order"])
            text = ("<b>Centre.</b> In turn, each player takes one centre card into their tableau "
                    f"(order: {order}). Everyone then starts with 3 cards in hand and 1 in tableau.")
        if not mine and self._model.to_move is not None:
            text += f"<br><i>Waiting for {self._model.seat_name(self._model.to_move)}…</i>"
        self.explain.setText(text)
