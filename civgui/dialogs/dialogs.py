"""Dialogs for the sub-decisions of Embargo, Democracy, Attack and Inspiration.

Each dialog lists exactly the choices the engine offers now (or, for the Domain of an
Embargo/Democracy, offers after the chosen target, computed on a copy of the game), shows
what the choice will do, and submits the actions through the model. An effect that has
started must be finished (its card is already sacrificed), so there is no Cancel; its Undo
button takes the start back while the engine allows it (then the dialog closes).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QIcon, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engine.cards import DOMAINS
from engine.events import Discard

from ..help.rules import show_rules
from ..media.painting import emblem_icon
from ..media.resources import card_name, domain_name
from ..play.model import GameModel
from ..play.texts import EFFECT_BY_NAME
from ..services.i18n import fill, ntr, rich_fill
from ..services.plain import button_text
from ..services.screen import FRAME, fitted
from ..table.tableau import PlayerArea
from ..table.undo import UndoButton


def add_help(buttons: QDialogButtonBox, anchor: str) -> QPushButton:
    """A Help button (F1 too) in ``buttons`` that opens the rules at ``anchor``."""
    button = buttons.addButton(QDialogButtonBox.StandardButton.Help)
    assert button is not None
    button.setIcon(QIcon())      # the style's help icon (a red lifebuoy) is foreign to the table: words only
    retranslate_help(button)
    button.setAutoDefault(False)
    buttons.helpRequested.connect(lambda: show_rules(buttons.window(), anchor))
    shortcut = QShortcut(QKeySequence.StandardKey.HelpContents, buttons.window())
    shortcut.activated.connect(button.click)
    return button


def retranslate_help(button: QPushButton) -> None:
    """The texts of a Help button made by ``add_help``, in the current language (its dialog
    calls this on a language change; Qt's own catalogue names the button itself)."""
    button.setAccessibleName(QCoreApplication.translate("DecisionDialog", "Rules of this choice"))
    button.setToolTip(QCoreApplication.translate("DecisionDialog", "Open the rules here (F1)"))


def pick_indices(tokens: list[str], actions: list[str], verb: str,
                 allowed: list[bool] | None = None) -> set[int] | None:
    """The places in ``tokens`` of the cards of ``actions`` (each ``verb CARD``; a card twice in
    the row is found twice), among the ``allowed`` places; None if one is not there."""
    chosen: set[int] = set()
    for action in actions:
        words = action.split()
        if len(words) != 2 or words[0] != verb:
            return None
        place = next((i for i, t in enumerate(tokens) if t == words[1] and i not in chosen
                      and (allowed is None or allowed[i])), None)
        if place is None:
            return None
        chosen.add(place)
    return chosen


OPTION_WIDTH = 620       # px: the longest line of an option before it wraps (on a wide screen)


def wrapped(widget: QWidget, text: str) -> str:
    """``text`` broken into lines (at spaces) that fit the width an option may take: a radio
    button does not wrap by itself, and a long option (a French or Hungarian Attack preview)
    would otherwise widen its dialog past the screen and cut the texts above it. An ``&`` in it (in
    a player's name) is shown as written, not taken as a shortcut's mark."""
    screen = widget.screen()
    limit = min(OPTION_WIDTH, int(screen.availableGeometry().width() * 0.55)) if screen else OPTION_WIDTH
    metrics = widget.fontMetrics()
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(trial) > limit:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return button_text("\n".join(lines))


class Content(QScrollArea):
    """A dialog's content, which scrolls only where the screen is too small for it: it asks for
    the whole size of what it holds (a plain scroll area asks for a fixed small one), its height
    for the width it is given (word-wrapped texts and wrapped card rows grow downwards). It never
    takes the keyboard itself: ←/→, Space and the other keys go to the choice that has the focus
    (the choices inside bring themselves into view: ``CardRow.reveal``), never scroll the dialog."""

    def __init__(self, parent: QWidget, inner: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if inner is None:
            inner = QWidget(self)
            inner.setObjectName("dialogContent")
        self.setWidget(inner)     # Tab to a choice out of view scrolls to it (QScrollArea's own)

    def _frame(self) -> QSize:
        """The room the area's own frame and margins take round what it holds (a style sheet's
        border included: a frame's width is in its contents margins)."""
        margins = self.contentsMargins()
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _inner_height(self, width: int) -> int:
        inner = self.widget()
        if inner is None:
            return 0
        if inner.hasHeightForWidth():
            return max(inner.heightForWidth(width), inner.minimumSizeHint().height())
        return inner.sizeHint().height()

    def sizeHint(self) -> QSize:
        """What the content needs, whole (its height at the width it asks for)."""
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        width = max(inner.sizeHint().width(), inner.minimumWidth())
        return QSize(width, self._inner_height(width)) + self._frame()

    def hasHeightForWidth(self) -> bool:
        """Its height follows its width, as what it holds does."""
        return True

    def heightForWidth(self, width: int) -> int:
        """The height of all it holds at ``width`` (whole: no scrolling)."""
        frame = self._frame()
        return self._inner_height(width - frame.width()) + frame.height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Scroll bars only where what it holds does not fit (see ``update_bars``)."""
        super().resizeEvent(event)
        self.update_bars()

    def update_bars(self) -> None:
        """A bar only where what it holds is larger than the area: an "as needed" bar that shows
        once (while a page is still being sized) narrows the content, a wrapped card row grows a
        row taller in the width left, and the bar would stay for good."""
        inner = self.widget()
        if inner is None:
            return
        frame = self._frame()
        width, height = self.width() - frame.width(), self.height() - frame.height()
        tall = self._inner_height(width) > height
        wide = max(inner.minimumSizeHint().width(), inner.minimumWidth()) > width
        policy = Qt.ScrollBarPolicy
        self.setVerticalScrollBarPolicy(policy.ScrollBarAsNeeded if tall else policy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(policy.ScrollBarAsNeeded if wide else policy.ScrollBarAlwaysOff)

    def scrolls(self) -> bool:
        """Whether a scroll bar is needed (what it holds is larger than its viewport)."""
        bars = (self.verticalScrollBar(), self.horizontalScrollBar())
        return any(bar is not None and bar.isVisible() and bar.maximum() > 0 for bar in bars)


def fit_dialog(dialog: QDialog, content: Content, grow_only: bool = False) -> None:
    """Size ``dialog`` to all it holds, measured from its widgets as they are now (their texts, the
    style's paddings): as wide as it asks (at least its minimum width), as high as its content is
    at that width, but no larger than the screen's free area, where ``content`` scrolls (room made
    for its bar). ``grow_only``: never smaller than it is (a row added once open)."""
    outer = dialog.layout()
    inner = content.widget()
    if outer is None or inner is None:
        return
    inner_layout = inner.layout()
    if inner_layout is not None:
        inner_layout.invalidate()
        inner_layout.activate()         # the pages' shown and hidden rows counted now, not later
    content.updateGeometry()
    outer.invalidate()
    hint = outer.totalSizeHint()
    free = fitted(dialog, QSize(1 << 20, 1 << 20), FRAME)     # the screen's free area
    width = max(hint.width(), dialog.minimumWidth(), outer.totalMinimumSize().width())
    if grow_only:
        width = max(width, dialog.width())
    width = min(width, free.width())
    height = outer.totalHeightForWidth(width) if outer.hasHeightForWidth() else hint.height()
    if grow_only:
        height = max(height, dialog.height())
    if height > free.height():        # it will scroll: room for the bar beside the content
        bar = content.verticalScrollBar()
        if bar is not None:
            width = min(free.width(), width + bar.sizeHint().width())
        height = free.height()
    size = QSize(width, height)
    if size != dialog.size():
        dialog.resize(size)
    content.update_bars()


class DecisionDialog(QDialog):
    """Base: a title, an explanation, the choices, and one confirming button.

    Its texts are set in ``retranslate`` (subclasses add theirs), called by ``finish_layout``
    and again on every language change. Everything but the buttons (and a hint panel above
    them) is in ``layout_``, inside a ``Content`` area: on a screen too small for the dialog
    (1920x1080 at 200 % leaves 960x540) the dialog opens no larger than the screen and its
    content scrolls, while Confirm, Undo and Help stay in reach.
    """

    def __init__(self, model: GameModel, effect: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.effect = effect
        self.submitted: list[str] = []
        self.setModal(True)
        self.setMinimumWidth(460)
        outer = QVBoxLayout(self)
        self.content = Content(self)
        outer.addWidget(self.content, 1)
        inner = self.content.widget()
        assert inner is not None
        self.layout_ = QVBoxLayout(inner)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.head = QLabel()
        self.head.setObjectName("effectHead")
        self.head.setWordWrap(True)
        self.layout_.addWidget(self.head)
        self.buttons = QDialogButtonBox(self)
        self.confirm = QPushButton()
        self.confirm.setDefault(True)
        self.buttons.addButton(self.confirm, QDialogButtonBox.ButtonRole.AcceptRole)
        self.confirm.clicked.connect(self._confirm)
        self.undo = UndoButton(model, self)
        self.buttons.addButton(self.undo, QDialogButtonBox.ButtonRole.ResetRole)
        self.help = add_help(self.buttons, effect)
        self.note = QLabel()
        self.note.setWordWrap(True)

    def finish_layout(self) -> None:
        """Add the buttons last (subclasses call this after their content), then set the texts."""
        self.layout_.addWidget(self.note)
        self.layout_.addStretch(0)
        outer = self.layout()
        assert outer is not None
        outer.addWidget(self.buttons)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        """Open no larger than the screen's free area (the content scrolls in what is left)."""
        super().showEvent(event)
        self.fit_to_screen()

    def event(self, event: QEvent) -> bool:
        """A row added or shown below the content once open (the hint's) grows the dialog with it."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.fit_to_screen(grow_only=True)
        return handled

    def fit_to_screen(self, grow_only: bool = False) -> None:
        """The size all it holds asks for, but no larger than the screen's free area (after a
        change of page, e.g. the Inquisition's give-back page, too: larger or smaller)."""
        fit_dialog(self, self.content, grow_only)

    def retranslate(self) -> None:
        """Set the texts in the current language (subclasses extend it for their content)."""
        info = EFFECT_BY_NAME[self.effect]
        self.setWindowTitle(info.title)
        self.content.setAccessibleName(info.title)
        self.head.setText(f"<h3>{info.title}</h3><p>{info.text}</p>")
        self.confirm.setText(QCoreApplication.translate("DecisionDialog", "Confirm"))
        self.note.setText("<small>" + QCoreApplication.translate(
            "DecisionDialog", "The effect has started: finish it, or take it back with Undo while "
            "nothing hidden has been shown.") + "</small>")
        retranslate_help(self.help)

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def chosen_actions(self) -> list[str]:  # pragma: no cover - overridden
        """The actions the current choice submits."""
        raise NotImplementedError

    def preselect(self, actions: list[str]) -> bool:
        """Choose ``actions`` (a hint's whole suggestion) in the dialog, as if the person had
        clicked them, without confirming; False (nothing changed) if they are not its options."""
        return False

    @staticmethod
    def check_value(group: QButtonGroup, value: str) -> bool:
        """Check the radio button of ``value`` in ``group``; False if it has none."""
        for button in group.buttons():
            if str(button.property("value")) == value:
                button.setChecked(True)
                return True
        return False

    def _confirm(self) -> None:
        for action in self.chosen_actions():
            if not self.model.submit(action):
                return
            self.submitted.append(action)
        self.accept()

    def reject(self) -> None:
        """Escape does not abandon a started effect (the window closes once it is resolved)."""
        if self.model.pending() is None:
            super().reject()

    def radio_list(self, options: list[tuple[str, str]], layout: QVBoxLayout | None = None) -> QButtonGroup:
        """Radio buttons for (value, text) options (in ``layout``, else at the end); the first checked."""
        target = layout if layout is not None else self.layout_
        group = QButtonGroup(self)
        for i, (value, text) in enumerate(options):
            radio = QRadioButton()
            radio.setText(wrapped(radio, text))
            radio.setProperty("value", value)
            radio.setObjectName(f"option-{value.replace(' ', '-')}")
            group.addButton(radio, i)
            target.addWidget(radio)
            if i == 0:
                radio.setChecked(True)
        return group

    @staticmethod
    def checked_value(group: QButtonGroup) -> str:
        """The value of the checked radio button."""
        button = group.checkedButton()
        return str(button.property("value")) if button is not None else ""


class MarkerDialog(DecisionDialog):
    """Embargo or Democracy: choose the player, then one of their Domains."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        pend = model.pending()
        super().__init__(model, pend["effect"] if pend is not None else "embargo", parent)
        self._fixed_target = pend["target"] if pend is not None and pend["stage"] == "domain" else None
        # the two steps on the left, the chosen player's tableau beside them: the dialog stays low
        # enough for 1920x1080 at 200 % (540 px) with every choice in view
        steps = QVBoxLayout()
        steps.setContentsMargins(0, 0, 0, 0)
        if self._fixed_target is None:
            targets = [a for a in model.legal_actions() if a.startswith("target ")]
            self.player_step = QLabel()
            steps.addWidget(self.player_step)
            self.targets = self.radio_list([(a, model.seat_name(int(a.split()[1]))) for a in targets], steps)
            self.targets.idToggled.connect(self._target_toggled)
        self.area = PlayerArea(model, self.target_seat(), self)
        self.area.setMinimumSize(600, 190)
        self.area.setMaximumHeight(210)
        self.domain_step = QLabel()
        steps.addWidget(self.domain_step)
        self.domain_box = QWidget(self)
        self.domain_layout = QVBoxLayout(self.domain_box)
        self.domain_layout.setContentsMargins(0, 0, 0, 0)
        steps.addWidget(self.domain_box)
        steps.addStretch(1)
        self._steps = steps
        self._side = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._side.addLayout(steps)
        self._side.addWidget(self.area, 1, Qt.AlignmentFlag.AlignTop)
        self.layout_.addLayout(self._side)
        self.domains = QButtonGroup(self)
        self.domains.idToggled.connect(self._domain_toggled)
        self.effect_label = QLabel()
        self.effect_label.setObjectName("markerEffect")
        self.effect_label.setWordWrap(True)
        self.effect_label.setTextFormat(Qt.TextFormat.RichText)   # its <b>; the name in it is escaped
        self.layout_.addWidget(self.effect_label)
        self.finish_layout()
        self._target_changed()

    def fit_to_screen(self, grow_only: bool = False) -> None:
        """The steps beside the tableau where the screen is wide enough for both, else above it."""
        free = fitted(self, QSize(1 << 20, 1 << 20), FRAME)
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        frame = margins.left() + margins.right() if margins is not None else 0
        beside = frame + self._steps.sizeHint().width() + max(0, self._side.spacing()) \
            + self.area.minimumWidth() <= free.width()
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self._side.direction() != direction:
            self._side.setDirection(direction)
        super().fit_to_screen(grow_only)

    def retranslate(self) -> None:
        """The steps, the Domains and the effect of the choice in the current language."""
        super().retranslate()
        if self._fixed_target is None:
            step = QCoreApplication.translate("MarkerDialog", "1. Choose the player")
            self.player_step.setText(f"<b>{step}</b>")
        step = QCoreApplication.translate("MarkerDialog", "2. Choose the Domain")
        self.domain_step.setText(f"<b>{step}</b>")
        for button in self.domains.buttons():
            button.setText(domain_name(str(button.property("value"))))
        self._update_effect()

    def target_seat(self) -> int:
        """The seat currently chosen (or fixed)."""
        if self._fixed_target is not None:
            return int(self._fixed_target)
        return int(self.checked_value(self.targets).split()[1])

    def _target_toggled(self, _id: int, checked: bool) -> None:
        if checked:
            self._target_changed()

    def _domain_toggled(self, _id: int, checked: bool) -> None:
        if checked:
            self._update_effect()

    def _target_actions(self) -> list[str]:
        return [] if self._fixed_target is not None else [f"target {self.target_seat()}"]

    def _target_changed(self) -> None:
        seat = self.target_seat()
        self.area.seat = seat
        self.area.update()
        for button in self.domains.buttons():
            self.domains.removeButton(button)
            button.deleteLater()
        legal = self.model.legal_after(self._target_actions()) if self._fixed_target is None \
            else self.model.legal_actions()
        offered = sorted((a.split()[1] for a in legal if a.startswith("domain ")), key=DOMAINS.index)
        for i, domain in enumerate(offered):
            radio = QRadioButton(domain_name(domain))
            radio.setIcon(emblem_icon(domain))
            radio.setProperty("value", domain)
            radio.setObjectName(f"domain-{domain}")
            self.domains.addButton(radio, i)
            self.domain_layout.addWidget(radio)
        if self.domains.buttons():
            self.domains.buttons()[0].setChecked(True)
        self._update_effect()

    def chosen_domain(self) -> str:
        """The Domain chosen."""
        button = self.domains.checkedButton()
        return str(button.property("value")) if button is not None else ""

    def _update_effect(self) -> None:
        domain, seat = self.chosen_domain(), self.target_seat()
        self.confirm.setEnabled(bool(domain))
        if not domain:
            self.effect_label.setText("")
            return
        name = self.model.seat_name(seat)
        if self.effect == "democracy":
            need = self.model.hegemony_need(seat, domain) + 1
            text = rich_fill(ntr("MarkerDialog", "<b>Effect:</b> {name} will need %n {domain} card(s) for "
                                 "Hegemony.", need), name=name, domain=domain_name(domain))
        else:
            text = rich_fill(QCoreApplication.translate(
                "MarkerDialog", "<b>Effect:</b> {name} may not play {domain} cards during their next turn."),
                name=name, domain=domain_name(domain))
        self.effect_label.setText(text)

    def preselect(self, actions: list[str]) -> bool:
        """Check the suggested target (unless already chosen), then the suggested Domain."""
        rest = list(actions)
        if self._fixed_target is None:
            if len(rest) != 2 or not any(str(b.property("value")) == rest[0] for b in self.targets.buttons()):
                return False
            self.check_value(self.targets, rest.pop(0))     # offers that target's Domains
        if len(rest) != 1 or not rest[0].startswith("domain "):
            return False
        return self.check_value(self.domains, rest[0].split()[1])

    def chosen_actions(self) -> list[str]:
        """Target (unless already chosen) and Domain."""
        return [*self._target_actions(), f"domain {self.chosen_domain()}"]


class AttackDialog(DecisionDialog):
    """Attack: choose the Domain; each option says what every player loses."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(model, "attack", parent)
        self.question = QLabel()
        self.layout_.addWidget(self.question)
        domains = [a for a in model.legal_actions() if a.startswith("domain ")]
        # in game order; the texts are set by retranslate
        ordered = sorted(domains, key=lambda a: DOMAINS.index(a.split()[1]))
        self.group = self.radio_list([(a, "") for a in ordered])
        for button in self.group.buttons():
            button.setIcon(emblem_icon(str(button.property("value")).split()[1]))
        self.finish_layout()

    def retranslate(self) -> None:
        """The question and every option (what each player loses) in the current language."""
        super().retranslate()
        question = QCoreApplication.translate("AttackDialog", "Choose the Domain to attack")
        self.question.setText(f"<b>{question}</b>")
        for button in self.group.buttons():
            action = str(button.property("value"))
            button.setText(wrapped(button, fill(
                QCoreApplication.translate("AttackDialog", "{domain} — {losses}"),
                domain=domain_name(action.split()[1]), losses=self.losses(action))))

    def losses(self, action: str) -> str:
        """Who loses which card if ``action`` is chosen (from a preview on a copy)."""
        lost: dict[int, list[str]] = {}
        for event in self.model.preview([action]):
            if isinstance(event, Discard) and event.source == "tableau" and event.seat is not None:
                lost.setdefault(event.seat, []).append(card_name(event.card))
        parts = []
        for seat in range(self.model.players):
            cards = lost.get(seat)
            comma = QCoreApplication.translate("AttackDialog", ", ", "between the lost cards")
            listed = comma.join(cards or [])
            if seat == self.model.viewer:
                part = fill(QCoreApplication.translate("AttackDialog", "you lose {cards}"), cards=listed) \
                    if cards else QCoreApplication.translate("AttackDialog", "you: nothing")
            else:
                name = self.model.seat_name(seat)
                part = fill(QCoreApplication.translate("AttackDialog", "{name} loses {cards}"),
                            name=name, cards=listed) if cards \
                    else fill(QCoreApplication.translate("AttackDialog", "{name}: nothing"), name=name)
            parts.append(part)
        return QCoreApplication.translate("AttackDialog", "; ", "between the players' losses").join(parts)

    def preselect(self, actions: list[str]) -> bool:
        """Check the suggested Domain."""
        return len(actions) == 1 and self.check_value(self.group, actions[0])

    def chosen_actions(self) -> list[str]:
        """The chosen ``domain D``."""
        return [self.checked_value(self.group)]


class InspirationDialog(DecisionDialog):
    """Inspiration: choose whose effect to copy."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(model, "inspiration", parent)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.layout_.addWidget(self.question)
        copies = [a for a in model.legal_actions() if a.startswith("copy ")]
        # in Domain order, level 1 before level 2, then by seat; the texts are set by retranslate
        effects = list(EFFECT_BY_NAME)
        ordered = sorted(copies, key=lambda a: (effects.index(a.split()[2]), a.split()[1]))
        self.group = self.radio_list([(a, "") for a in ordered])
        for button in self.group.buttons():
            effect = str(button.property("value")).split()[2]
            button.setIcon(emblem_icon(EFFECT_BY_NAME[effect].domain))
        self.finish_layout()
        self.layout_.setAlignment(Qt.AlignmentFlag.AlignTop)

    def retranslate(self) -> None:
        """The question and every effect offered in the current language."""
        super().retranslate()
        self.question.setText(QCoreApplication.translate(
            "InspirationDialog", "<b>Choose the effect to copy</b> (it is resolved as your own, using "
            "your permanent slot of its Domain this turn)"))
        for button in self.group.buttons():
            _, seat, effect = str(button.property("value")).split()
            info = EFFECT_BY_NAME[effect]
            button.setText(wrapped(button, fill(QCoreApplication.translate(
                "InspirationDialog", "{effect} from {name} ({domain} {kind}): {rule}"),
                effect=info.title, name=self.model.seat_name(int(seat)), domain=domain_name(info.domain),
                kind=info.kind_text, rule=info.text)))

    def preselect(self, actions: list[str]) -> bool:
        """Check the suggested effect to copy."""
        return len(actions) == 1 and self.check_value(self.group, actions[0])

    def chosen_actions(self) -> list[str]:
        """The chosen ``copy S E``."""
        return [self.checked_value(self.group)]
