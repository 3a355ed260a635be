"""The new-game dialog: 2–4 players, who plays each seat, names, classic or draft set-up,
team game at 4, optional seed. Defaults: you against two Medium AIs, classic set-up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .storage import GameConfig, SeatConfig, default_seats

KIND_TEXTS = (("human", "Human"), ("easy", "Easy AI"), ("medium", "Medium AI"), ("hard", "Hard AI"))
SETUP_TEXTS = {
    "classic": "Classic: everyone draws 3 cards.",
    "draft": "Draft: draw 4, keep one and pass the rest left, three times; the leftovers go face "
             "up to the centre and each player takes one into their tableau.",
}


class NewGameDialog(QDialog):
    """Choose the players and options of a new game."""

    def __init__(self, parent: QWidget | None = None, config: GameConfig | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        config = config or GameConfig()
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setObjectName("players")
        seats_box = QGroupBox("Seats (clockwise; the first player is drawn at random)")
        grid = QGridLayout(seats_box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        defaults = default_seats(4)
        for seat in range(4):
            label = QLabel(f"Seat {seat + 1}")
            name = QLineEdit(config.seats[seat].name if seat < config.players else defaults[seat].name)
            name.setObjectName(f"name{seat}")
            kind = QComboBox()
            kind.setObjectName(f"kind{seat}")
            for value, text in KIND_TEXTS:
                kind.addItem(text, value)
            chosen = config.seats[seat].kind if seat < config.players else defaults[seat].kind
            kind.setCurrentIndex(max(0, kind.findData(chosen)))
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.seat_labels.append(label)
        self.setup = QComboBox()
        self.setup.setObjectName("setup")
        self.setup.addItem("Classic", "classic")
        self.setup.addItem("Draft", "draft")
        self.setup.setCurrentIndex(max(0, self.setup.findData(config.setup)))
        self.setup_help = QLabel()
        self.setup_help.setWordWrap(True)
        self.teams = QCheckBox("Team game (seats 1 + 3 against seats 2 + 4)")
        self.teams.setObjectName("teams")
        self.teams.setChecked(config.teams)
        self.seed = QLineEdit("" if config.seed is None else str(config.seed))
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText("random")
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow("Players", self.players)
        form.addRow("Set-up", self.setup)
        form.addRow("", self.setup_help)
        form.addRow("", self.teams)
        form.addRow("Seed (optional)", self.seed)
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        intro = QLabel("<b>CIV: Carta Impera Victoria</b> — grow your civilisation card by card. Win at "
                       "once with enough cards of one Domain (Hegemony), or hold the most majorities "
                       "when the deck runs out.")
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._players_changed)
        self.setup.currentIndexChanged.connect(self._setup_changed)
        self.players.setValue(config.players)
        self._players_changed()
        self._setup_changed()
        self.setMinimumWidth(480)

    def _players_changed(self) -> None:
        n = self.players.value()
        for seat in range(4):
            for widget in (self.names[seat], self.kinds[seat], self.seat_labels[seat]):
                widget.setVisible(seat < n)
        self.teams.setEnabled(n == 4)
        if n != 4:
            self.teams.setChecked(False)
        self.teams.setToolTip("" if n == 4 else "The team game needs 4 players.")

    def _setup_changed(self) -> None:
        self.setup_help.setText(f"<small>{SETUP_TEXTS[str(self.setup.currentData())]}</small>")

    def config(self) -> GameConfig:
        """The choices as a GameConfig.

        :raises ValueError: if the seed is not a whole number.
        """
        n = self.players.value()
        seats = [SeatConfig(self.names[s].text().strip() or f"Seat {s + 1}", str(self.kinds[s].currentData()))
                 for s in range(n)]
        text = self.seed.text().strip()
        try:
            seed = int(text) if text else None
        except ValueError:
            raise ValueError("the seed must be a whole number (or empty for a random one)") from None
        return GameConfig(seats=seats, setup=str(self.setup.currentData()),
                          teams=self.teams.isChecked() and n == 4, seed=seed)

    def _accept(self) -> None:
        try:
            config = self.config()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        if len({s.name for s in config.seats}) < len(config.seats):
            self.error.setText("Give every seat a different name.")
            return
        self.accept()


def ask_new_game(parent: QWidget | None, config: GameConfig | None = None) -> GameConfig | None:
    """Run the dialog; the config, or None if cancelled."""
    dialog = NewGameDialog(parent, config)
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        return dialog.config()
    return None
