"""The hot-seat cover: "Pass the screen to NAME" over the whole table until that person
clicks it or presses Enter or Space. While it is down the model shows only the public view
and refuses every action, so nothing private is behind it either.

For a moment after it comes down (``GUARD_MS``) the cover takes no click and no key: the
second click of a double-click (on End turn, on a draft card) or a quick second Enter of the
person who just played must not lift it in front of them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from .i18n import fill
from .model import GameModel
from .palette import apply_style

COVER_STYLE = """
#curtain { background: #1b3022; }
#curtain QLabel { color: #f2efe4; }
#coverTitle { font-size: 30px; font-weight: bold; }
#coverDetail { font-size: 17px; }
#coverButton { font-size: 18px; padding: 10px 28px; }
"""
LIFT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def hide_tooltips() -> None:
    """Hide any tooltip now (``QToolTip.hideText`` alone lets it fade out for a moment)."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel") and widget.isVisible():
            widget.hide()


def cover_texts(model: GameModel) -> tuple[str, str, str]:
    """Title, explanation and button text of the cover the model has down ('' when none)."""
    if model.cover_over:
        return (QCoreApplication.translate("Cover", "Game over"),
                QCoreApplication.translate("Cover", "The last move has been played. Click (or press "
                                           "Enter) to see the result with everyone."),
                QCoreApplication.translate("Cover", "Show the result"))
    seat = model.cover_seat
    if seat is None:
        return "", "", ""
    name = model.seat_name(seat)
    view = model.view()
    draft = view.get("draft") if view is not None else None
    if draft is not None and draft["stage"] == "keep":
        doing = QCoreApplication.translate("Cover", "{name} keeps a card in the draft.")
    elif draft is not None:
        doing = QCoreApplication.translate("Cover", "{name} takes a card from the centre.")
    elif model.history_length == 0:
        doing = QCoreApplication.translate("Cover", "The game begins: {name} plays first.")
    else:
        doing = QCoreApplication.translate("Cover", "It is {name}'s turn.")
    detail = QCoreApplication.translate(
        "Cover", "{doing}<br>{name}: click here or press Enter to see your hand. Everyone else, please "
        "look away.", "doing: the sentence before, 'It is Ann's turn.'")
    return (fill(QCoreApplication.translate("Cover", "Pass the screen to {name}"), name=name),
            fill(detail, doing=fill(doing, name=name), name=name),
            fill(QCoreApplication.translate("Cover", "I am {name}: show my hand"), name=name))

class Cover(QWidget):
    """The cover page: a title, a line of explanation and a button; ``lifted`` when clicked."""

    lifted = Signal()
    GUARD_MS = 700      # after coming down, input is ignored this long (a double-click's second click)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        apply_style(self, COVER_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel()
        self.title.setObjectName("coverTitle")
        self.detail = QLabel()
        self.detail.setObjectName("coverDetail")
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("coverButton")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the cover (auto-repeat filtered)
        self.button.clicked.connect(self._button_clicked)
        for label in (self.title, self.detail):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(16)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self._press: QPoint | None = None
        self.armed = False             # the guard time is over: a click or a key lifts the cover
        self._arm_timer = QTimer(self)
        self._arm_timer.setSingleShot(True)
        self._arm_timer.timeout.connect(self._arm)
        self.retranslate()

    def retranslate(self) -> None:
        """Its own texts in the player's language (the window sets the cover's words: ``set_texts``)."""
        self.setAccessibleName(QCoreApplication.translate("Cover", "Hot-seat cover"))

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: name it again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _arm(self) -> None:
        self.armed = True
        self.button.setEnabled(True)

    def showEvent(self, event: QShowEvent) -> None:
        """Coming down: take no input for ``GUARD_MS``."""
        super().showEvent(event)
        self._press = None
        if self.GUARD_MS <= 0:
            self._arm()
            return
        self.armed = False
        self.button.setEnabled(False)
        self._arm_timer.start(self.GUARD_MS)

    def _button_clicked(self) -> None:
        if self.armed:
            self.lifted.emit()

    def set_texts(self, title: str, detail: str, button: str) -> None:
        """Show ``title``, ``detail`` and the button text."""
        self.title.setText(title)
        self.detail.setText(detail)
        self.button.setText(button)

    def text(self) -> str:
        """Everything the cover says, as plain text."""
        detail = self.detail.text().replace("<br>", "\n")
        return f"{self.title.text()}\n\n{detail}\n\n{self.button.text()}"

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click starts on the cover (a press that began before it appeared, or during the
        guard time, does not count)."""
        self._press = event.position().toPoint() if self.armed else None
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click anywhere on the cover lifts it."""
        if self._press is not None and self.rect().contains(event.position().toPoint()):
            self._press = None
            self.lifted.emit()
        self._press = None
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Space lifts it (a key held down since before it appeared does not)."""
        if event.key() in LIFT_KEYS and not event.isAutoRepeat():
            if self.armed:
                self.lifted.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """Forget a half-made click."""
        self._press = None
        super().hideEvent(event)
