"""The draft set-up in the GUI: the packet you hold (click the card you keep) and the face-up
centre (click the card you take into your tableau), with the passes explained."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..play.model import GameModel
from ..services.i18n import fill, rich_fill
from ..services.plain import rich
from .cardview import CardRow


class DraftPanel(QGroupBox):
    """Shown instead of the centre strip while the draft runs."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.explain = QLabel()
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(Qt.TextFormat.RichText)    # its <b>; the names in it are escaped
        self.packet = CardRow(self, card_width=92)
        self.centre = CardRow(self, card_width=92)
        self.packet.clicked.connect(lambda i: self._choose("keep", self.packet, i))
        self.centre.clicked.connect(lambda i: self._choose("pick", self.centre, i))
        self.packet_title = QLabel()
        self.centre_title = QLabel()
        self.heading = QLabel()
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
        outer.addWidget(self.heading)
        outer.addWidget(self.explain)
        outer.addLayout(self._row)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language, then the rest from the view."""
        self.packet.empty_text = QCoreApplication.translate("DraftPanel",
                                                            "No packet in your hands right now.")
        self.centre.empty_text = QCoreApplication.translate("DraftPanel",
                                                            "The centre fills after the third pass.")
        self.packet.make_keyboard_row(QCoreApplication.translate("DraftPanel", "Draft packet you hold"),
                                      QCoreApplication.translate("DraftPanel", "in the packet you hold"))
        self.centre.make_keyboard_row(QCoreApplication.translate("DraftPanel", "Draft centre, face up"),
                                      QCoreApplication.translate("DraftPanel", "in the centre"))
        packet = QCoreApplication.translate("DraftPanel", "Packet you hold")
        self.packet_title.setText(f"<b>{packet}</b>")
        centre = QCoreApplication.translate("DraftPanel", "Centre (face up)")
        self.centre_title.setText(f"<b>{centre}</b>")
        heading = QCoreApplication.translate("DraftPanel", "Draft", "the draft set-up's panel title")
        self.heading.setText(f"<span style='font-size:16px'><b>{heading}</b></span>")
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

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
        keep_tip = QCoreApplication.translate("DraftPanel", "Click to keep this card.")
        keep_tip = keep_tip if mine and keep else ""
        self.packet.set_cards(packet, ["selectable" if mine and keep else "normal"] * len(packet),
                              [keep_tip] * len(packet))
        centre = draft["centre"]
        picking = mine and not keep
        take_tip = QCoreApplication.translate("DraftPanel", "Click to take it into your tableau.")
        take_tip = take_tip if picking else ""
        self.centre.set_cards(centre, ["selectable" if picking else "normal"] * len(centre),
                              [take_tip] * len(centre))
        sizes = QCoreApplication.translate("DraftPanel", ", ", "between the players' packet sizes").join(
            fill(QCoreApplication.translate("DraftPanel", "{name} {count}",
                                            "a player and the size of their packet"),
                 name=rich(self._model.seat_name(s)), count=n)
            for s, n in enumerate(draft["packet_sizes"]))
        if keep and public:
            text = fill(QCoreApplication.translate(
                "DraftPanel", "<b>Pass {round} of 3.</b> Each player keeps one card of the packet they hold "
                "(it goes to their hand, hidden) and passes the rest to the player on their left. After the "
                "third pass the last card of each packet goes face up to the centre. Packets: {sizes}."),
                round=draft["round"], sizes=sizes)
        elif keep:
            text = fill(QCoreApplication.translate(
                "DraftPanel", "<b>Pass {round} of 3.</b> Keep one card of the packet you hold (it goes to "
                "your hand, hidden); the rest passes to the player on your left. After the third pass the "
                "last card of each packet goes face up to the centre. Packets: {sizes}."),
                round=draft["round"], sizes=sizes)
        else:
            order = " → ".join(rich(self._model.seat_name(s)) for s in draft["order"])
            text = fill(QCoreApplication.translate(
                "DraftPanel", "<b>Centre.</b> In turn, each player takes one centre card into their tableau "
                "(order: {order}). Everyone then starts with 3 cards in hand and 1 in tableau."), order=order)
        if not mine and self._model.to_move is not None:
            text += "<br><i>" + rich_fill(QCoreApplication.translate("DraftPanel", "Waiting for {name}…"),
                                          name=self._model.seat_name(self._model.to_move)) + "</i>"
        self.explain.setText(text)
