"""The hot-seat cover: "Pass the screen to NAME" over the whole table until that person
clicks it or presses Enter or Space. While it is down the model shows only the public view
and refuses every action, so nothing private is behind it either.

For a moment after it comes down (``GUARD_MS``) the cover takes no click and no key: the
second click of a double-click (on End turn, on a draft card) or a quick second Enter of the
person who just played must not lift it in front of them. For as long after a person lifts it
(``LiftGuard``) the window under it takes no click and no key either, and the key that lifted it
(held down, repeating, let go) never reaches the table: a double Enter, a double click or a held
key never plays a card its person has not seen."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from ..media import palette, theme
from ..media.palette import apply_style
from ..play.model import GameModel
from ..services.i18n import fill, rich_fill
from ..services.plain import button_shown, button_text

# In classic colours (palette.apply_style): the felt, lit in the middle and darker at the edges; the
# title in the display face ("{display}", civgui/media/theme.py); under it a bar in the seat's colour; the
# button the primary one, in the active gold like End turn, even in its guard time (it only ignores
# clicks then: it must not look like a dead grey button).
COVER_STYLE = """
#curtain { background: qradialgradient(cx:0.5, cy:0.42, radius:0.75, fx:0.5, fy:0.42,
                                       stop:0 #24402c, stop:0.6 #1b3022, stop:1 #10241a); }
#curtain QLabel { color: #f2efe4; }
#coverTitle { font-family: "{display}"; font-size: 34px; font-weight: bold; }
#coverDetail { font-size: 17px; }
#coverButton { font-size: 18px; padding: 10px 28px; }
#coverButton, #coverButton:enabled, #coverButton:disabled {
    color: #2a1d00; border: 1px solid #f6d264; border-radius: 6px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f6d264, stop:1 #f0c040); }
#coverButton:pressed { background: #f0c040; }
"""
SEAT_BAR = (220, 6)         # px: the seat's bar under the title
LIFT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# what a person does with the table: while the lift guard is on, none of it reaches the window
INPUT_EVENTS = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride, QEvent.Type.Shortcut,
    QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd, QEvent.Type.ContextMenu})


def monotonic_ms() -> float:
    """A clock for the guard times: milliseconds that only go forward."""
    return time.monotonic() * 1000.0


def hide_tooltips() -> None:
    """Hide any tooltip now (``QToolTip.hideText`` alone lets it fade out for a moment)."""
    QToolTip.hideText()
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel") and widget.isVisible():
            widget.hide()


class CoverTexts(NamedTuple):
    """What the cover says, and whose it is (``Cover.set_texts(*texts)``)."""

    title: str
    detail: str
    button: str
    seat: int | None = None     # the seat the screen is passed to (None: the game's end, or no cover)


def cover_texts(model: GameModel) -> CoverTexts:
    """Title, explanation and button text of the cover the model has down ('' when none), and its seat."""
    if model.cover_over:
        return CoverTexts(QCoreApplication.translate("Cover", "Game over"),
                          QCoreApplication.translate("Cover", "The last move has been played. Click (or "
                                                     "press Enter) to see the result with everyone."),
                          QCoreApplication.translate("Cover", "Show the result"))
    seat = model.cover_seat
    if seat is None:
        return CoverTexts("", "", "")
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
    # the title is plain text; the detail is rich text (its <br>): the names are escaped in it
    return CoverTexts(fill(QCoreApplication.translate("Cover", "Pass the screen to {name}"), name=name),
                      rich_fill(detail, doing=fill(doing, name=name), name=name),
                      fill(QCoreApplication.translate("Cover", "I am {name}: show my hand"),
                           name=button_text(name)), seat)

class LiftGuard(QObject):
    """After a person lifts the cover: for ``Cover.GUARD_MS`` no click and no key reaches the window
    the cover is in (its table, menus, tool bar, side panel and the dialogs it owns), and the key
    that lifted the cover, while it is held (auto-repeated) and when it is let go, never does. An
    event filter on the application, there only while it guards."""

    def __init__(self, cover: Cover) -> None:
        super().__init__(cover)
        self._cover = cover
        self._since = 0.0
        self._key: int | None = None   # the key that lifted the cover, until it is let go
        self.active = False

    def start(self, key: int | None) -> None:
        """The cover was lifted now (by ``key``, or a click when None): guard the window."""
        self._since = self._cover.clock()
        self._key = key
        app = QApplication.instance()
        if not self.active and app is not None:
            app.installEventFilter(self)
        self.active = True

    def stop(self) -> None:
        """Guard no longer (the cover came down again, or the guard is over)."""
        app = QApplication.instance()
        if self.active and app is not None:
            app.removeEventFilter(self)
        self.active = False
        self._key = None

    def timed(self) -> bool:
        """Whether the guard time since the lift is still running."""
        return self.active and self._cover.clock() - self._since < self._cover.GUARD_MS

    def _guarded(self, watched: QObject) -> bool:
        """Whether ``watched`` is the cover's window or belongs to it (a widget, action or dialog)."""
        root = self._cover.window()
        item: QObject | None = watched
        while item is not None:
            if item is root:
                return True
            item = item.parent()
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Swallow the window's input while guarding; stop once nothing is left to guard."""
        kind = event.type()
        if kind not in INPUT_EVENTS or not self._guarded(watched):
            return False
        timed = self.timed()
        if isinstance(event, QKeyEvent) and self._key is not None and event.key() == self._key:
            if kind == QEvent.Type.KeyRelease and not event.isAutoRepeat():
                self._key = None            # the lifting key is let go: its release is not a click
                return self._swallow(event)
            if event.isAutoRepeat() or timed:
                return self._swallow(event)
            if kind == QEvent.Type.KeyPress:
                self._key = None            # pressed again after the guard time: a new choice
        if timed:
            return self._swallow(event)
        if self._key is None:
            self.stop()
        return False

    @staticmethod
    def _swallow(event: QEvent) -> bool:
        # an accepted shortcut override stops a shortcut (Ctrl+E) before the key press is swallowed
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()
        return True


class Cover(QWidget):
    """The cover page: a title, a line of explanation and a button; ``lifted`` when clicked."""

    lifted = Signal()
    GUARD_MS = 700      # input is ignored this long after coming down and after being lifted

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        apply_style(self, COVER_STYLE.replace("{display}", theme.display_family()))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel()
        self.title.setObjectName("coverTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)    # a name, never markup
        self.detail = QLabel()
        self.detail.setObjectName("coverDetail")
        self.detail.setTextFormat(Qt.TextFormat.RichText)    # its <br>; the names in it are escaped
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("coverButton")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the cover (auto-repeat filtered)
        self.button.clicked.connect(self._button_clicked)
        for label in (self.title, self.detail):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seat_bar = QWidget()
        self.seat_bar.setObjectName("coverSeat")
        self.seat_bar.setFixedSize(*SEAT_BAR)
        self.seat_bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.seat_bar.hide()
        self.seat: int | None = None
        palette.notifier().changed.connect(self._paint_seat)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(10)
        layout.addWidget(self.seat_bar, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(16)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self._press: QPoint | None = None
        self.clock: Callable[[], float] = monotonic_ms   # milliseconds, for both guard times
        self._down_at = -float("inf")  # when it came down last
        self.guard = LiftGuard(self)
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

    @property
    def armed(self) -> bool:
        """Whether the guard time since it came down is over: a click or a key lifts it."""
        return self.clock() - self._down_at >= self.GUARD_MS

    def _arm(self) -> None:
        """The button shows whether the cover can be lifted (looked at again until it can)."""
        armed = self.armed
        self.button.setEnabled(armed)
        if not armed and self.isVisible():
            self._arm_timer.start(max(1, int(self.GUARD_MS - (self.clock() - self._down_at)) + 1))

    def showEvent(self, event: QShowEvent) -> None:
        """Coming down: take no input for ``GUARD_MS`` (the window under it is not guarded now)."""
        super().showEvent(event)
        self._press = None
        self.guard.stop()
        self._down_at = self.clock()
        self._arm()

    def _lift(self, key: int | None) -> None:
        """A person lifts the cover (by ``key``, or a click): guard the table, then say so."""
        self.guard.start(key)
        self.lifted.emit()

    def _button_clicked(self) -> None:
        if self.armed:
            self._lift(None)

    def set_texts(self, title: str, detail: str, button: str, seat: int | None = None) -> None:
        """Show ``title``, ``detail`` and the button text; ``seat``'s colour under the title."""
        self.title.setText(title)
        self.detail.setText(detail)
        self.button.setText(button)
        self.set_seat(seat)

    def set_seat(self, seat: int | None) -> None:
        """The seat the screen is passed to: its colour under the title (none: no bar)."""
        self.seat = seat
        self._paint_seat()

    def _paint_seat(self, _palette: str = "") -> None:
        self.seat_bar.setVisible(self.seat is not None)
        if self.seat is not None:
            self.seat_bar.setStyleSheet(f"#coverSeat {{ background: {palette.seat_hex(self.seat)}; "
                                        f"border-radius: {SEAT_BAR[1] // 2}px; }}")

    def text(self) -> str:
        """Everything the cover says, as plain text."""
        detail = html.unescape(self.detail.text().replace("<br>", "\n"))
        return f"{self.title.text()}\n\n{detail}\n\n{button_shown(self.button.text())}"

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click starts on the cover (a press that began before it appeared, or during the
        guard time, does not count)."""
        self._press = event.position().toPoint() if self.armed else None
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click anywhere on the cover lifts it."""
        if self._press is not None and self.rect().contains(event.position().toPoint()):
            self._press = None
            self._lift(None)
        self._press = None
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Space lifts it (a key held down since before it appeared does not)."""
        if event.key() in LIFT_KEYS and not event.isAutoRepeat():
            if self.armed:
                self._lift(event.key())
            event.accept()
            return
        super().keyPressEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """Forget a half-made click."""
        self._press = None
        super().hideEvent(event)
