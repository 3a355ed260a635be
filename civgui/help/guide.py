"""The first-game guide: short hints at the moments they matter, shown once per person.

``Guide`` watches the model (``changed``, ``actionApplied``, ``viewerChanged``, ``coverChanged``,
``gameStarted``) and decides which hint, if any, the person at the screen should read now:

- ``draft-keep``: their first draft keep (the draft set-up only);
- ``first-play``: step 1 of their turn (how to play a card);
- ``first-effect``: step 2 when the effects panel first lights a button for them;
- ``embargo``: their turn starts with a Domain of theirs under Embargo;
- ``inquisition-give``: they give cards back in their first Inquisition;
- ``final-round``: the final round has begun.

A hint is shown only to a person (never for an AI seat), only while the hot-seat cover is lifted
and the decision is theirs (the final round: while they view the table), and it says only what
that person may know (RULES §8): how to play, and the public Embargo, target and final round.
Once shown it is *seen* (``guide/seen``) and never comes back; it goes away by itself when its
moment has passed. "Don't show hints" switches the guide off (``guide/enabled``); the Help menu
can bring every hint back (``reset``). In a hot-seat game each person has their own seen hints
(``<id>@<name>``); with one person at the table the plain id is theirs.

``GuideBar`` shows the current hint with "Got it" and "Don't show hints": in the window, in the game
log's place, above its lines (``GuideSlot``: the log gives it its top and keeps its newest lines in
view; the bar takes no room of the table or the side panel, so nothing else moves, covers no card
it speaks of and none of the log's lines); a decision dialog (the Inquisition's) gets one of its
own under its title (``add_to_dialog``), as it blocks the window while it is open.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine.cards import DOMAINS

from ..media.resources import domain_name
from ..play.model import GameModel
from ..services.i18n import fill
from ..services.settings import notifier, set_setting, setting


def seen_hints() -> list[str]:
    """The hint ids already shown (``guide/seen``)."""
    value = setting("guide/seen")
    return [str(item) for item in value] if isinstance(value, list) else []


def guide_enabled() -> bool:
    """Whether the guide is on (``guide/enabled``)."""
    return bool(setting("guide/enabled"))


HINT_IDS = ("draft-keep", "first-play", "first-effect", "embargo", "inquisition-give", "final-round")


@dataclass(frozen=True)
class Hint:
    """One hint: its id, its text, and the seen id it is remembered by for this person."""

    hint_id: str
    text: str
    key: str


class Guide(QObject):
    """Which hint the person at the screen should read now (``current``); ``hintChanged`` on change."""

    hintChanged = Signal()

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.current: Hint | None = None
        self.enabled = guide_enabled()
        self._seen = set(seen_hints())
        model.changed.connect(self.check)
        model.actionApplied.connect(lambda _seat, _action, _events: self.check())
        model.viewerChanged.connect(lambda _viewer: self.check())
        model.coverChanged.connect(self.check)
        model.gameStarted.connect(self.check)
        notifier().changed.connect(self._setting_changed)
        self.check()

    # ------------------------------------------------------------------ the moments

    def _moments(self) -> list[tuple[str, str]]:
        """The hints whose moment it is for the viewer, most urgent first (id, text)."""
        model = self._model
        view = model.view()
        viewer = model.viewer
        if view is None or model.over or model.covered or viewer is None or not model.is_human(viewer):
            return []
        out: list[tuple[str, str]] = []
        mine = model.to_move == viewer
        draft = view.get("draft")
        if draft is not None:
            if mine and draft["stage"] == "keep":
                out.append(("draft-keep", QCoreApplication.translate(
                    "Guide", "The draft: keep one card of the packet you hold. The others pass to the player "
                    "on your left, and you receive a packet from your right. After three passes, the last "
                    "cards go to the centre and each player takes one into their tableau.")))
            return out
        if view["final_round"]:
            out.append(("final-round", QCoreApplication.translate(
                "Guide", "The final round has begun: the deck is empty, so nobody refills any more. The game "
                "ends once the round is over. Unless someone reaches Hegemony first, each Domain then "
                "gives a point to the players with the most cards of it, and whoever has the most "
                "points wins.")))
        if not mine:
            return out
        pend = view.get("pending")
        barred = sorted({m["domain"] for m in view["embargoes"] if m["on"] == viewer}, key=DOMAINS.index)
        if barred and (pend is None or pend["stage"] == "play"):     # the whole turn (a skipped play too)
            names = ", ".join(domain_name(d) for d in barred)
            out.append(("embargo", fill(QCoreApplication.translate(
                "Guide", "Embargo on your {domains}: during this turn you may not play a card of {domains}, "
                "not even as an extra play from an effect. The Embargo ends with your turn.",
                "{domains}: one Domain name, or several separated by commas"), domains=names)))
        if pend is None and view["step"] == "play":
            out.append(("first-play", QCoreApplication.translate(
                "Guide", "Step 1: play one card from your hand into your tableau. Drag it onto your tableau, "
                "double-click it, or choose it with ←/→ and press Enter.")))
        elif pend is not None and pend["effect"] == "inquisition" and pend["stage"] == "give" \
                and pend["target"] is not None:
            out.append(("inquisition-give", fill(QCoreApplication.translate(
                "Guide", "Inquisition: you see both hands together now. Choose exactly as many cards as you "
                "took to give back to {name}, any you like, not only theirs; the others stay in your hand.",
                "{name}: the player whose hand was taken"), name=model.seat_name(pend["target"]))))
        elif pend is None and view["step"] == "effects" \
                and any(a.startswith("use ") for a in model.legal_actions()):
            out.append(("first-effect", QCoreApplication.translate(
                "Guide", "Step 2: the lit buttons of the Effects panel are the effects you may use now. "
                "Hover over one (or press F1) to read what it does; when you are done, press End turn.")))
        return out

    def _key(self, hint_id: str) -> str:
        """The seen id of ``hint_id`` for the person at the screen."""
        viewer = self._model.viewer
        if self._model.hot_seat and viewer is not None:
            return f"{hint_id}@{self._model.seat_name(viewer)}"
        return hint_id

    def check(self) -> None:
        """Show the first unseen hint whose moment it is; hide the current one once its moment passed."""
        moments = self._moments() if self.enabled else []
        if self.current is not None:
            still = next((text for hint_id, text in moments if hint_id == self.current.hint_id), None)
            if still is not None and self._key(self.current.hint_id) == self.current.key:
                if still != self.current.text:
                    self.current = Hint(self.current.hint_id, still, self.current.key)
                    self.hintChanged.emit()
                return
            self.current = None
        for hint_id, text in moments:
            key = self._key(hint_id)
            if key not in self._seen:
                self.current = Hint(hint_id, text, key)
                self._remember(key)
                break
        self.hintChanged.emit()

    # ------------------------------------------------------------------ the person's answers

    def got_it(self) -> None:
        """The person read the hint: hide it (and show the next one due, if any)."""
        self.current = None
        self.check()

    def switch_off(self) -> None:
        """"Don't show hints": the guide is off, now and in later games."""
        self.enabled = False
        self.current = None
        set_setting("guide/enabled", False)
        self.hintChanged.emit()

    def reset(self) -> None:
        """Help › Show the first-game hints again: forget the seen hints and switch the guide on."""
        self._seen = set()
        self.enabled = True
        self.current = None
        set_setting("guide/seen", [])
        set_setting("guide/enabled", True)
        self.check()

    def _remember(self, key: str) -> None:
        self._seen = set(seen_hints()) | self._seen | {key}   # keep what another window remembered
        set_setting("guide/seen", sorted(self._seen))

    def _setting_changed(self, key: str) -> None:
        """The settings changed elsewhere (the Settings dialog, another Guide): follow them."""
        if key == "guide/enabled":
            enabled = guide_enabled()
            if enabled != self.enabled:
                self.enabled = enabled
                self.current = None
                self.check()
        elif key == "guide/seen":
            self._seen = set(seen_hints())


DIALOG_TEXT_WIDTH = 420     # a decision dialog is at least 460 pixels wide
TEXT_PIXELS = 13            # the hint's text size
MARGINS = (10, 6, 8, 6)     # left, top, right, bottom
HINT_STYLE = """
#guideBar { background: #f3e6b3; border: 1px solid #c9a94a; border-radius: 6px; }
#guideBar QLabel { color: #2b2410; }
#guideBar QPushButton { padding: 3px 12px; }
"""


class WrappedLabel(QLabel):
    """A word-wrapped label that keeps room for all its lines at its width (a dialog's layout
    does not ask a word-wrapped label for its height)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The width changed: so may the lines."""
        super().resizeEvent(event)
        self._fit()

    def setText(self, text: str) -> None:
        """Show ``text`` (and keep room for its lines)."""
        super().setText(text)
        self._fit()

    def height_for(self, width: int) -> int:
        """The height all the text's lines need at ``width`` (never narrower than the minimum width)."""
        margins = self.contentsMargins()
        inner = max(width, self.minimumWidth()) - margins.left() - margins.right() - 2 * self.margin()
        text = self.fontMetrics().boundingRect(QRect(0, 0, max(1, inner), 100000),
                                               Qt.TextFlag.TextWordWrap, self.text())
        return text.height() + margins.top() + margins.bottom() + 2 * self.margin()

    def _fit(self) -> None:
        height = self.height_for(self.width())
        if self.text() and height != self.minimumHeight():
            self.setMinimumHeight(height)


class GuideBar(QWidget):
    """The current hint, with "Got it" and "Don't show hints" under it.

    With an ``anchor`` (the window's game log) it lies over the anchor's top, taking no room of
    its own, so the table never moves and no card it speaks of is hidden; without one it is an
    ordinary widget of its parent's layout (a decision dialog's)."""

    def __init__(self, guide: Guide, parent: QWidget | None = None, anchor: QWidget | None = None) -> None:
        super().__init__(parent if anchor is None else anchor.parentWidget())
        self.guide = guide
        self._anchor = anchor
        self.setObjectName("guideBar")
        self.setStyleSheet(HINT_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.label = WrappedLabel()
        self.label.setObjectName("guideText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.label.font()
        font.setPixelSize(TEXT_PIXELS)
        self.label.setFont(font)
        self.got_button = QPushButton()
        self.got_button.setObjectName("guideGotIt")
        self.got_button.clicked.connect(guide.got_it)
        self.off_button = QPushButton()
        self.off_button.setObjectName("guideOff")
        self.off_button.clicked.connect(guide.switch_off)
        self._buttons = QHBoxLayout()
        self._buttons.addStretch(1)
        for button in (self.got_button, self.off_button):
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.setAutoDefault(False)
            self._buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.addWidget(self.label, 1)
        layout.addLayout(self._buttons)
        self._suppressed = False
        if anchor is not None:
            anchor.installEventFilter(self)
        guide.hintChanged.connect(self.sync)
        self.retranslate()
        self.sync()

    def retranslate(self) -> None:
        """The bar's own texts in the current language."""
        self.setAccessibleName(QCoreApplication.translate("GuideBar", "First-game hint"))
        self.got_button.setText(QCoreApplication.translate("GuideBar", "Got &it", "I have read this hint"))
        self.got_button.setAccessibleName(QCoreApplication.translate("GuideBar", "Got it: hide this hint"))
        self.off_button.setText(QCoreApplication.translate("GuideBar", "Do&n't show hints"))
        self.off_button.setAccessibleName(QCoreApplication.translate(
            "GuideBar", "Don't show hints: switch the first-game guide off"))

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the buttons, and the hint itself (the guide words it again)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.guide.check()     # the current hint in the new words (hintChanged: sync)
            self._place()

    def height_for(self, width: int) -> int:
        """The bar's height at ``width``: every line of the text, then the buttons."""
        left, top, right, bottom = MARGINS
        buttons = max(self.got_button.sizeHint().height(), self.off_button.sizeHint().height())
        layout = self.layout()
        spacing = max(0, layout.spacing()) if layout is not None else 0
        return top + self.label.height_for(width - left - right) + spacing + buttons + bottom

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the anchor's place and size."""
        if watched is self._anchor and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                        QEvent.Type.Show):
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        anchor = self._anchor
        if anchor is None or self.isHidden():
            return
        rect = anchor.geometry()
        self.setGeometry(rect.x(), rect.y(), rect.width(), min(self.height_for(rect.width()), rect.height()))
        self.raise_()

    def text(self) -> str:
        """The hint shown ('' when none)."""
        return "" if self.isHidden() else self.label.text()

    def set_suppressed(self, suppressed: bool) -> None:
        """Hide the bar while a decision dialog shows the hint in a bar of its own (one hint, one place)."""
        self._suppressed = suppressed
        self.sync()

    def sync(self) -> None:
        """Show the guide's current hint, or hide the bar."""
        hint = self.guide.current
        if hint is None or self._suppressed:
            self.hide()
            return
        changed = hint.text != self.label.text() or self.isHidden()
        self.label.setText(hint.text)
        self.setAccessibleDescription(hint.text)
        self.show()
        self._place()
        if changed:
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))


class GuideSlot(QWidget):
    """The game log's place, shared with the window's hint bar: the bar on top when it shows (as
    high as its lines, leaving the log ``KEEP_LINES`` lines at least), the log under it. Its
    minimum size (the owner's, for the log) is the same hint or no hint: the side panel never
    grows when a hint comes."""

    KEEP_LINES = 3

    def __init__(self, guide: Guide, below: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.below = below
        below.setParent(self)
        self.bar = GuideBar(guide, self)
        self.bar.installEventFilter(self)
        self._relayout()

    RESERVE_LINES = 6

    def sizeHint(self) -> QSize:
        """The log's own size."""
        return self.below.sizeHint()

    def least_height(self) -> int:
        """Room for a usual hint (``RESERVE_LINES`` lines and the buttons) above ``KEEP_LINES`` lines
        of the log: the least height its owner gives the slot."""
        bar = self.bar
        _left, top, _right, bottom = MARGINS
        buttons = max(bar.got_button.sizeHint().height(), bar.off_button.sizeHint().height())
        hint = top + self.RESERVE_LINES * bar.label.fontMetrics().lineSpacing() + 6 + buttons + bottom + 4
        return hint + self.KEEP_LINES * self.below.fontMetrics().lineSpacing() + 8

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The bar came, went or changed its text: share the place again."""
        if watched is self.bar and event.type() in (QEvent.Type.Show, QEvent.Type.Hide,
                                                    QEvent.Type.LayoutRequest):
            self._relayout()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new size: share it again."""
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        width, height = self.width(), self.height()
        top = 0
        if not self.bar.isHidden():
            keep = self.KEEP_LINES * self.below.fontMetrics().lineSpacing() + 8
            top = max(0, min(self.bar.height_for(width), height - keep))
            self.bar.setGeometry(0, 0, width, top)
            top += 4
        self.below.setGeometry(0, top, width, max(0, height - top))


def add_to_dialog(guide: Guide, dialog: QWidget) -> GuideBar | None:
    """A hint bar of its own for a modal decision dialog (under its title): the window's bar is
    out of reach while the dialog is open. None if the dialog has no box layout."""
    layout = dialog.layout()
    if not isinstance(layout, QBoxLayout):
        return None
    bar = GuideBar(guide, dialog)
    bar.label.setMinimumWidth(DIALOG_TEXT_WIDTH)     # never measured narrower than it will be
    layout.insertWidget(min(1, layout.count()), bar)
    return bar
