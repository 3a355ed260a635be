"""The new-game dialog: 2–4 players, who plays each seat, names, classic or draft set-up,
team game at 4, optional seed. It opens with the settings of the last game started from it,
across restarts (kept in the settings, ``newgame/last``); the first time: you against two
Medium AIs, classic set-up. The seed is never carried over: a new game deals new cards unless
the player types a seed for it.

Its texts follow the language, live: a default player name still untouched in its field is
shown (and switched) in the current language; a name the player typed stays as typed."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
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

from ..media.palette import apply_style
from ..services.i18n import fill, ntr
from ..services.plain import MAX_NAME_LENGTH, clean_name
from ..services.settings import set_setting, setting
from ..services.storage import (
    GameConfig,
    SeatConfig,
    check_seat,
    default_seats,
)

LOG = logging.getLogger("civgui.newgame")
PREF_KEY = "newgame/last"

KIND_TEXTS = (("human", str(QT_TRANSLATE_NOOP("NewGameDialog", "Human"))),
              ("easy", str(QT_TRANSLATE_NOOP("NewGameDialog", "Easy AI"))),
              ("medium", str(QT_TRANSLATE_NOOP("NewGameDialog", "Medium AI"))),
              ("hard", str(QT_TRANSLATE_NOOP("NewGameDialog", "Hard AI"))))
SETUP_TEXTS = {
    "classic": str(QT_TRANSLATE_NOOP("NewGameDialog", "Classic: everyone draws 3 cards.")),
    "draft": str(QT_TRANSLATE_NOOP("NewGameDialog", "Draft: draw 4, keep one and pass the rest left, three "
                                   "times; the leftovers go face up to the centre and each player takes one "
                                   "into their tableau.")),
}
# the default names of the seats (``storage.default_seats``), English sources shown translated
DEFAULT_NAMES = {
    "Player": str(QT_TRANSLATE_NOOP("NewGameDialog", "Player")),
    "Aurelia": str(QT_TRANSLATE_NOOP("NewGameDialog", "Aurelia")),
    "Bartholomew": str(QT_TRANSLATE_NOOP("NewGameDialog", "Bartholomew")),
    "Cassia": str(QT_TRANSLATE_NOOP("NewGameDialog", "Cassia")),
}


def shown_name(name: str) -> str:
    """A seat's name as the dialog shows it: a default name in the current language."""
    source = DEFAULT_NAMES.get(name)
    return QCoreApplication.translate("NewGameDialog", source) if source is not None else name


MIN_WIDTH = 480   # px: the dialog's narrowest


class NewGameDialog(QDialog):
    """Choose the players and options of a new game."""

    def __init__(self, parent: QWidget | None = None, config: GameConfig | None = None) -> None:
        super().__init__(parent)
        config = config or GameConfig()
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setObjectName("players")
        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.names: list[QLineEdit] = []
        self._defaults: list[str | None] = []   # the English default name each field shows, if untouched
        self.kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        defaults = default_seats(4)
        for seat in range(4):
            label = QLabel()
            start = config.seats[seat].name if seat < config.players else defaults[seat].name
            self._defaults.append(start if start in DEFAULT_NAMES else None)
            name = QLineEdit(shown_name(start))
            name.textEdited.connect(self._typed)     # a bound method: no cycle keeps the dialog alive
            name.setObjectName(f"name{seat}")
            name.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            kind.setObjectName(f"kind{seat}")
            for value, _text in KIND_TEXTS:
                kind.addItem("", value)
            chosen = config.seats[seat].kind if seat < config.players else defaults[seat].kind
            kind.setCurrentIndex(max(0, kind.findData(chosen)))
            label.setBuddy(name)       # the name field's accessible name
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.seat_labels.append(label)
        self.setup = QComboBox()
        self.setup.setObjectName("setup")
        self.setup.addItem("", "classic")
        self.setup.addItem("", "draft")
        self.setup.setCurrentIndex(max(0, self.setup.findData(config.setup)))
        self.setup_help = QLabel()
        self.setup_help.setWordWrap(True)
        self.setup_help.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.teams = QCheckBox()
        self.teams.setObjectName("teams")
        self.teams.setChecked(config.teams)
        self.seed = QLineEdit("" if config.seed is None else str(config.seed))
        self.seed.setObjectName("seed")
        self.error = QLabel()
        apply_style(self.error, "color: #ff8a80;")     # the refusal's edge: readable on the dark dialog
        self.players_label, self.setup_label, self.seed_label = QLabel(), QLabel(), QLabel()
        for label, field in ((self.players_label, self.players), (self.setup_label, self.setup),
                             (self.seed_label, self.seed)):
            label.setBuddy(field)
        form = QFormLayout()
        form.addRow(self.players_label, self.players)
        form.addRow(self.setup_label, self.setup)
        form.addRow("", self.setup_help)
        form.addRow("", self.teams)
        form.addRow(self.seed_label, self.seed)
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel)
        self.start = buttons.button(standard.Ok)
        # the box names its standard buttons again on a language change, after this dialog did:
        # the OK button hears the change after that and is named Start again
        self.start.installEventFilter(self)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._players_changed)
        self.setup.currentIndexChanged.connect(self._setup_changed)
        self.players.setValue(config.players)
        self.retranslate()
        self.setMinimumWidth(MIN_WIDTH)

    def retranslate(self) -> None:
        """Set every text in the current language (at the start and on a language change)."""
        self.setWindowTitle(QCoreApplication.translate("NewGameDialog", "New game"))
        self.intro.setText(fill(QCoreApplication.translate(
            "NewGameDialog", "<b>{app}</b> — grow your civilisation card by card. Win at once with enough "
            "cards of one Domain (Hegemony), or hold the most majorities when the deck runs out."),
            app="CIV: Carta Impera Victoria"))
        self.players_label.setText(QCoreApplication.translate("NewGameDialog", "Players"))
        self.setup_label.setText(QCoreApplication.translate("NewGameDialog", "Set-up"))
        self.seed_label.setText(QCoreApplication.translate("NewGameDialog", "Seed (optional)"))
        self.seed.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "random",
                                                                "the seed field when empty"))
        self.setup.setItemText(0, QCoreApplication.translate("NewGameDialog", "Classic",
                                                             "the classic set-up"))
        self.setup.setItemText(1, QCoreApplication.translate("NewGameDialog", "Draft", "the draft set-up"))
        self.teams.setText(QCoreApplication.translate("NewGameDialog",
                                                      "Team game (seats 1 + 3 against seats 2 + 4)"))
        self.seats_box.setTitle(QCoreApplication.translate(
            "NewGameDialog", "Seats (clockwise; the first player is drawn at random)"))
        for seat in range(4):
            self.seat_labels[seat].setText(ntr("NewGameDialog", "Seat %n", seat + 1))
            kind = self.kinds[seat]
            for index, (_value, text) in enumerate(KIND_TEXTS):
                kind.setItemText(index, QCoreApplication.translate("NewGameDialog", text))
            kind.setAccessibleName(ntr("NewGameDialog", "Seat %n: who plays it", seat + 1))
            default = self._defaults[seat]
            if default is not None:     # untouched: the default name in the new language
                self.names[seat].setText(shown_name(default))
        self._name_start()
        self.error.setText("")
        self._players_changed()
        self._setup_changed()

    def _name_start(self) -> None:
        self.start.setText(QCoreApplication.translate("NewGameDialog", "Start", "start the new game"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Name the OK button Start again once the button box has named it OK (language change)."""
        if watched is self.start and event.type() == QEvent.Type.LanguageChange:
            self._name_start()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _typed(self, _text: str) -> None:
        """The player typed in a seat's name: it stays as typed, whatever the language."""
        field = self.sender()
        for seat, name in enumerate(self.names):
            if name is field:
                self._defaults[seat] = None

    def _players_changed(self) -> None:
        n = self.players.value()
        for seat in range(4):
            for widget in (self.names[seat], self.kinds[seat], self.seat_labels[seat]):
                widget.setVisible(seat < n)
        self.teams.setEnabled(n == 4)
        if n != 4:
            self.teams.setChecked(False)
        self.teams.setToolTip("" if n == 4 else QCoreApplication.translate("NewGameDialog",
                                                                           "The team game needs 4 players."))
        self._fit()

    def _setup_changed(self) -> None:
        text = QCoreApplication.translate("NewGameDialog", SETUP_TEXTS[str(self.setup.currentData())])
        self.setup_help.setText(f"<small>{text}</small>")
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: fit the height to the contents at the width it opened with."""
        super().showEvent(event)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width wraps the set-up text again: fit its height (and the dialog's) to it."""
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def _fit(self) -> None:
        """Follow the contents once they are laid out: a longer set-up text grows the dialog
        (never cut), fewer seats shrink it (no gaps)."""
        if self.isVisible():
            QTimer.singleShot(0, self._fit_now)

    def _fit_now(self) -> None:
        layout = self.layout()
        if layout is None:
            return
        # the set-up text is as high as its lines at the width it has: the form gave it the
        # height of a narrower wrap, which left a gap above Team game
        width = self.setup_help.width()
        if width > 0:
            self.setup_help.setFixedHeight(self.setup_help.heightForWidth(width))
            layout.activate()
        # as wide as its widest line needs (a longer translation of Team game): the minimum
        # width set by hand would otherwise hide the layout's own
        wide = max(self.width(), layout.totalMinimumSize().width())
        self.setMinimumWidth(max(MIN_WIDTH, layout.totalMinimumSize().width()))
        self.resize(wide, max(layout.totalMinimumSize().height(), layout.totalHeightForWidth(wide)))

    def config(self) -> GameConfig:
        """The choices as a GameConfig.

        :raises ValueError: if the seed is not a whole number.
        """
        n = self.players.value()
        # a typed or pasted name loses its control characters (the field keeps it to MAX_NAME_LENGTH)
        seats = [SeatConfig(clean_name(self.names[s].text()) or ntr("NewGameDialog", "Seat %n", s + 1),
                            str(self.kinds[s].currentData()))
                 for s in range(n)]
        text = self.seed.text().strip()
        try:
            seed = int(text) if text else None
        except ValueError:
            raise ValueError(QCoreApplication.translate(
                "NewGameDialog", "The seed must be a whole number (or empty for a random one).")) from None
        return GameConfig(seats=seats, setup=str(self.setup.currentData()),
                          teams=self.teams.isChecked() and n == 4, seed=seed)

    def _accept(self) -> None:
        try:
            config = self.config()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        if len({s.name for s in config.seats}) < len(config.seats):
            self.error.setText(QCoreApplication.translate("NewGameDialog",
                                                          "Give every seat a different name."))
            return
        self.accept()


def ask_new_game(parent: QWidget | None, config: GameConfig | None = None) -> GameConfig | None:
    """Run the dialog (opened on ``config`` without its seed); the config, or None if cancelled.

    The accepted settings are remembered for the next time, in this session and after a restart.
    """
    dialog = NewGameDialog(parent, None if config is None else replace(config, seed=None))
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        chosen = dialog.config()
        remember_config(chosen)
        return chosen
    return None


def remember_config(config: GameConfig) -> None:
    """Keep the new-game settings (not the seed) in the settings for the next start."""
    set_setting(PREF_KEY, json.dumps({"seats": [asdict(s) for s in config.seats], "setup": config.setup,
                                      "teams": config.teams}))


def remembered_config() -> GameConfig:
    """The settings of the last game started from the dialog; the defaults for whatever is
    missing or damaged in the settings."""
    default = GameConfig()
    text = setting(PREF_KEY)
    if not text:
        return default
    try:
        return _config_from(json.loads(text))
    except (TypeError, ValueError, KeyError, RecursionError) as exc:
        LOG.warning("remembered new-game settings ignored: %s", exc)
        return default


def _config_from(saved: Any) -> GameConfig:
    if not isinstance(saved, dict):
        raise TypeError("not a table of settings")
    raw = saved["seats"]
    kinds = {value for value, _ in KIND_TEXTS}
    if not isinstance(raw, list) or not 2 <= len(raw) <= 4:
        raise ValueError("not 2 to 4 seats")
    seats = []
    for number, item in enumerate(raw, 1):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) \
                or item.get("kind") not in kinds:
            raise ValueError(f"seat {number} is not a name and a kind the dialog offers")
        seat = SeatConfig(item["name"], item["kind"])
        check_seat(seat, f"seat {number}")
        seats.append(seat)
    if len({s.name for s in seats}) < len(seats):
        raise ValueError("two seats have the same name")
    setup = saved.get("setup", "classic")
    if setup not in SETUP_TEXTS:
        raise ValueError(f"unknown set-up {str(setup)[:20]!r}")
    teams = saved.get("teams", False)
    if not isinstance(teams, bool) or (teams and len(seats) != 4):
        raise ValueError("the team game needs 4 players")
    return GameConfig(seats=seats, setup=setup, teams=teams)
