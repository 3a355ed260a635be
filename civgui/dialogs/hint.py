"""The honest hint: "What would Hard do?" for the person to move, and its panel.

``HintService`` asks ``engine.ai.hint.suggest`` for the Hard AI's choice in the decision of
the person at the screen, on a copy of the game in a ``QThreadPool`` worker (the window never
waits for it). The engine works from that seat's information state only, with a fixed search
budget and a seed taken from that state: the same knowledge gives the same hint. A result
that comes back after the decision changed (an action, an undo, a new or loaded game, the
hot-seat cover going down, the window closing) is dropped. A hint is only asked and shown
for the human seat to move whose eyes the table shows (never under the hot-seat cover).
Each hint shown counts in ``GameModel.hints_used`` (saved with the game; undo keeps it).

``HintPanel`` is the button, the suggestion in words (the AI's reason rendered with the
table's words) and a "Do it" button; on the table the button sits beside the prompt bar and
the words lie over the prompt bar (``lay_over``: they take no room, so nothing on the table
moves when a hint comes or goes; a longer one rises over the tableaus' lower edge), and each
decision dialog has a panel of its
own (the window is out of reach while a dialog is open): its hint covers the whole decision the
dialog gathers (``suggest_dialog``: a few searches chained, e.g. a Democracy's target and Domain)
and is chosen in the dialog (its ``preselect``), for the person to confirm. ``point_at`` puts the
keyboard focus on the suggested card or effect button.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QRectF,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine import Game
from engine.types import PendingView

from ..media.palette import live
from ..media.resources import card_name, domain_name, effect_name
from ..play.model import GameModel
from ..play.texts import dialog_kind
from ..services.i18n import fill
from ..services.screen import FRAME, fitted
from ..table.cardview import CardRow
from ..table.draft import DraftPanel
from ..table.effects import EffectsPanel

if TYPE_CHECKING:   # the search is imported on the first hint, not at start-up
    from engine.ai.hint import Suggestion

LOG = logging.getLogger("civgui.hint")
HINT_KEY = "H"
IDLE, THINKING, SHOWN, FAILED = "idle", "thinking", "shown", "failed"

# What Hard would do, by the verb of the action's notation.
_PHRASES = {
    "play": QT_TRANSLATE_NOOP("Hint", "Hard would play {card}."),
    "keep": QT_TRANSLATE_NOOP("Hint", "Hard would keep {card}."),
    "pick": QT_TRANSLATE_NOOP("Hint", "Hard would take {card} from the centre."),
    "discard": QT_TRANSLATE_NOOP("Hint", "Hard would discard {card}."),
    "remove": QT_TRANSLATE_NOOP("Hint", "Hard would discard {card} from your tableau."),
    "return": QT_TRANSLATE_NOOP("Hint", "Hard would return {card} to your hand."),
    "take": QT_TRANSLATE_NOOP("Hint", "Hard would take {card} from the discard pile."),
    "give": QT_TRANSLATE_NOOP("Hint", "Hard would give back {card}."),
}


def hint_phrase(model: GameModel, action: str) -> str:
    """What Hard would do, in a sentence (``play SCI2`` -> ``Hard would play Science II.``)."""
    words = action.split()
    verb = words[0]
    if verb in _PHRASES and len(words) == 2:
        return fill(QCoreApplication.translate("Hint", str(_PHRASES[verb])), card=card_name(words[1]))
    if verb == "use" and len(words) == 2:
        return fill(QCoreApplication.translate("Hint", "Hard would use {effect}."),
                    effect=effect_name(words[1]))
    if verb == "target" and len(words) == 2:
        return fill(QCoreApplication.translate("Hint", "Hard would choose {player}."),
                    player=model.seat_name(int(words[1])))
    if verb == "domain" and len(words) == 2:
        return fill(QCoreApplication.translate("Hint", "Hard would choose {domain}."),
                    domain=domain_name(words[1]))
    if verb == "copy" and len(words) == 3:
        return fill(QCoreApplication.translate("Hint", "Hard would copy {player}'s {effect}."),
                    player=model.seat_name(int(words[1])), effect=effect_name(words[2]))
    if verb == "end":
        return QCoreApplication.translate("Hint", "Hard would end the turn.")
    return fill(QCoreApplication.translate("Hint", "Hard would choose {action}.",
                                           "action: in the game's notation"), action=action)


def _listed(names: list[str]) -> str:
    """Several names as one list: ``A, B and C``."""
    if len(names) == 1:
        return names[0]
    comma = QCoreApplication.translate("Hint", ", ", "between the names of a list")
    return fill(QCoreApplication.translate("Hint", "{names} and {last}", "a list: 'A, B and C'"),
                names=comma.join(names[:-1]), last=names[-1])


def chain_phrase(model: GameModel, actions: list[str]) -> str:
    """What Hard would do in a whole decision made of several actions, in one sentence
    (``target 1``, ``domain SCI`` -> ``Hard would choose Bartholomew's Science.``)."""
    if len(actions) == 1:
        return hint_phrase(model, actions[0])
    words = [a.split() for a in actions]
    if len(words) == 2 and words[0][0] == "target" and words[1][0] == "domain" and len(words[0]) == 2 \
            and len(words[1]) == 2:
        return fill(QCoreApplication.translate("Hint", "Hard would choose {player}'s {domain}."),
                    player=model.seat_name(int(words[0][1])), domain=domain_name(words[1][1]))
    verbs = {w[0] for w in words}
    if len(verbs) == 1 and all(len(w) == 2 for w in words) and verbs <= {"give", "take"}:
        cards = _listed([card_name(w[1]) for w in words])
        if verbs == {"give"}:
            return fill(QCoreApplication.translate("Hint", "Hard would give back {cards}."), cards=cards)
        return fill(QCoreApplication.translate("Hint", "Hard would take {cards} from the discard pile."),
                    cards=cards)
    return " ".join(hint_phrase(model, a) for a in actions)


def suggest_dialog(game: Game, seat: int, iterations: int) -> list[Suggestion]:
    """Hard's choices for the whole decision that ``seat``'s decision dialog gathers (an Embargo's
    or Democracy's target and Domain, all the gives of an Inquisition or takes from the pile):
    ``suggest_decision`` chained while the next pending stage is made in the same dialog; one
    suggestion when the decision is made in place."""
    from engine.ai.hint import suggest, suggest_decision

    pend = game.view(seat).get("pending") if game.to_move == seat else None
    kind = dialog_kind(pend["effect"], pend["stage"]) if pend is not None else None
    if pend is None or kind is None:
        return [suggest(game, seat, iterations)]
    effect = pend["effect"]

    def same_dialog(nxt: PendingView) -> bool:
        return nxt["effect"] == effect and dialog_kind(nxt["effect"], nxt["stage"]) == kind

    return suggest_decision(game, seat, iterations, same_dialog)


def hint_reason(model: GameModel, hint: Suggestion) -> str:
    """Why Hard would do it: the AI's reason in the table's words ('' when it gives none)."""
    reason = hint.reason.render(model.words())
    if not reason:
        return ""
    text = QCoreApplication.translate("Hint", "Why: “{reason}”", "reason: the AI's reason, as in the log")
    return fill(text, reason=reason)


def hint_text(model: GameModel, hint: Suggestion | list[Suggestion]) -> str:
    """The suggestion (or a whole decision's chain of them) and its reason, as the panel shows
    them (two lines; a chain's reason is its last choice's: the one that completes the decision,
    e.g. the Democracy's Domain, never a count of choices still to make)."""
    chain = hint if isinstance(hint, list) else [hint]
    phrase = chain_phrase(model, [h.action for h in chain])
    return "\n".join(t for t in (phrase, hint_reason(model, chain[-1])) if t)


class _Bridge(QObject):
    done = Signal(int, object, str)      # ticket, list[Suggestion] (None on failure), error


class _Work(QRunnable):
    """The hint searches, off the GUI thread. One runnable for the service's life (like the AI
    driver's): the latest job waits in a slot; a job whose ticket is no longer current is dropped
    before it starts."""

    def __init__(self, bridge: _Bridge) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._bridge = bridge
        self._lock = threading.Lock()
        self._job: tuple[int, Game, int, int | None, bool] | None = None
        self.current = 0          # the ticket the service waits for (read in the worker)

    def start_in(self, pool: QThreadPool, ticket: int, game: Game, seat: int, iterations: int | None,
                 whole: bool = False) -> None:
        """Search for ``seat`` in ``game`` on one of ``pool``'s threads (``whole``: the whole
        decision its dialog gathers, see ``suggest_dialog``; ``iterations`` None: the hint's default)."""
        with self._lock:
            self._job = (ticket, game, seat, iterations, whole)
        pool.start(self)

    def run(self) -> None:
        """Suggest, then report back (errors are reported, never raised in the worker)."""
        with self._lock:
            job, self._job = self._job, None
        if job is None or job[0] != self.current:
            return
        ticket, game, seat, iterations, whole = job
        try:
            from engine.ai.hint import HINT_ITERATIONS, suggest  # imported on the first hint

            budget = HINT_ITERATIONS if iterations is None else iterations
            hint = suggest_dialog(game, seat, budget) if whole else [suggest(game, seat, budget)]
        except Exception as exc:  # a search bug must not reach the table: report it
            LOG.exception("hint failed")
            self._bridge.done.emit(ticket, None, f"{type(exc).__name__}: {exc}")
            return
        self._bridge.done.emit(ticket, hint, "")


class HintService(QObject):
    """Asks for, holds and forgets the hint of the current decision."""

    changed = Signal()            # the state or the suggestion changed
    shown = Signal(object)        # a fresh Suggestion is shown

    def __init__(self, model: GameModel, parent: QObject | None = None,
                 iterations: int | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.iterations = iterations      # the search's; None: engine.ai.hint.HINT_ITERATIONS
        self.state = IDLE
        self.error = ""
        self._chain: list[Suggestion] = []
        self._whole = False       # the chain covers the whole decision of a dialog
        self._key: tuple[int, int, int | None] | None = None
        self._counted: tuple[int, int, int | None] | None = None     # the decision last counted
        self._epoch = 0
        self._ticket = 0
        self._closed = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._done)
        self._work = _Work(self._bridge)
        for signal in (model.gameStarted, model.undone, model.coverChanged, model.viewerChanged):
            signal.connect(self._forget)
        model.changed.connect(self._follow)

    @property
    def suggestion(self) -> Suggestion | None:
        """The hint shown for the current decision, if any (the first action of a chain)."""
        chain = self.chain
        return chain[0] if chain else None

    @property
    def chain(self) -> list[Suggestion]:
        """The suggestions shown for the current decision, in order: one, or a dialog's whole
        decision (see ``request``); empty when none is shown."""
        return list(self._chain) if self.state == SHOWN and self._key == self._decision() else []

    @property
    def whole(self) -> bool:
        """Whether the hint asked or shown covers the whole decision of a dialog."""
        return self._whole

    def why_not(self) -> str | None:
        """Why no hint can be asked now (None: it can)."""
        model = self._model
        if self._closed or not model.has_game or model.over:
            return QCoreApplication.translate("Hint", "there is no decision to help with")
        seat = model.to_move
        if not model.is_human(seat) or model.covered or seat != model.viewer:
            return QCoreApplication.translate("Hint", "a hint is only for the person to move, at the screen")
        return None

    def request(self, whole: bool = False) -> bool:
        """Ask for the hint of the current decision (nothing new if it is asked or shown already);
        ``whole``: for all the choices its dialog gathers (``suggest_dialog``: a few searches).
        False if none can be asked now."""
        if self.why_not() is not None:
            return False
        key = self._decision()
        if key == self._key and self.state in (THINKING, SHOWN) and (self._whole or not whole):
            return True
        game = self._model.game_copy()
        seat = self._model.to_move
        if game is None or seat is None:
            return False
        self._ticket += 1
        self._work.current = self._ticket
        self._key, self._chain, self.error, self.state, self._whole = key, [], "", THINKING, whole
        self._work.start_in(self._pool, self._ticket, game, seat, self.iterations, whole)
        self.changed.emit()
        return True

    def shutdown(self) -> None:
        """Forget any hint and wait for the worker (the window closes)."""
        self._closed = True
        self._forget()
        self._pool.waitForDone()

    def _decision(self) -> tuple[int, int, int | None]:
        return self._epoch, self._model.history_length, self._model.to_move

    def _forget(self) -> None:
        """The decision changed under the hint: drop it (and any answer still to come)."""
        self._epoch += 1
        self._ticket += 1
        self._work.current = self._ticket
        had = self.state != IDLE
        self._key, self._chain, self.error, self.state, self._whole = None, [], "", IDLE, False
        if had:
            self.changed.emit()

    def _follow(self) -> None:
        if self._key is not None and self._key != self._decision():
            self._forget()

    def _done(self, ticket: int, chain: list[Suggestion] | None, error: str) -> None:
        if ticket != self._ticket or self._closed or self._key != self._decision():
            return      # a stale answer: the decision it was for is gone
        actions = [h.action for h in chain or []]
        legal = bool(actions) and all(self._model.is_legal(a) if i == 0 else a in self._model.legal_after(
            actions[:i]) for i, a in enumerate(actions))
        if chain is None or not legal:
            self.state, self.error = FAILED, error or f"illegal suggestion {' '.join(actions)}"
            self.changed.emit()
            return
        self._chain, self.state = chain, SHOWN
        if self._counted != self._key:       # a dialog's whole hint after the first: still one hint
            self._counted = self._key
            self._model.count_hint(chain[0].seat)
        self.changed.emit()
        self.shown.emit(chain[0])


class HintPanel(QWidget):
    """The "What would Hard do?" button, the suggestion in words, and "Do it".

    Stacked (a dialog): the buttons, the words below. As a ``bar`` (the table, under the prompt
    bar): the words and "Do it" in one row, shown only while there is something to say; the
    owner places ``button`` itself (beside the prompt, where it costs no height)."""

    def __init__(self, service: HintService, model: GameModel, parent: QWidget | None = None,
                 playable: bool = True, shortcut: bool = False, bar: bool = False,
                 whole: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self._service, self._model, self._playable, self._bar = service, model, playable, bar
        self._whole = whole
        self.button = QPushButton()
        self.button.setObjectName("hintButton")
        self.button.clicked.connect(self.ask)
        self.play_button = QPushButton()
        self.play_button.setObjectName("hintPlay")
        self.play_button.clicked.connect(self.play)
        self.text = QLabel()          # the suggestion (bold) or the state: thinking, failed
        self.text.setObjectName("hintText")
        self.why = QLabel()           # the reason
        self.why.setObjectName("hintWhy")
        for label in (self.text, self.why):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.text.font()
        bold.setBold(True)
        self.text.setFont(bold)
        self.box = QFrame()           # the words, framed apart from what is around them
        self.box.setObjectName("hintBox")
        self.box.setFrameShape(QFrame.Shape.StyledPanel)
        words = QVBoxLayout(self.box)
        words.setContentsMargins(6, 4, 6, 4)
        words.addWidget(self.text)
        words.addWidget(self.why)
        if bar:
            layout: QBoxLayout = QHBoxLayout(self)
            layout.addWidget(self.box, 1)
            layout.addWidget(self.play_button, 0, Qt.AlignmentFlag.AlignVCenter)
        else:
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(self.button, 1)
            row.addWidget(self.play_button)
            layout = QVBoxLayout(self)
            layout.addLayout(row)
            layout.addWidget(self.box)
        layout.setContentsMargins(0, 0, 0, 0)
        service.changed.connect(self.refresh)
        model.changed.connect(self.refresh)
        model.coverChanged.connect(self.refresh)
        self._shortcut = shortcut
        self._anchor: QWidget | None = None
        self.retranslate()

    def lay_over(self, anchor: QWidget) -> None:
        """Show the words over ``anchor`` (a sibling: the table's prompt bar), its bottom on the
        anchor's, at least as high, on an opaque ground; never in a layout of their own."""
        self._anchor = anchor
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(6, 4, 6, 4)
        anchor.installEventFilter(self)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the anchor's place and size."""
        if watched is self._anchor and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                        QEvent.Type.Show):
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        anchor = self._anchor
        if anchor is None:
            return
        rect = anchor.geometry()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            needed = layout.totalHeightForWidth(rect.width())
        else:
            needed = self.sizeHint().height()
        height = max(rect.height(), needed)
        self.setGeometry(rect.x(), rect.bottom() + 1 - height, rect.width(), height)
        self.raise_()

    def showEvent(self, event: QShowEvent) -> None:
        """Placed over its anchor each time it comes."""
        super().showEvent(event)
        self._place()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Over the prompt bar: the prompt's own ground, so the words under it never show through."""
        if self._anchor is not None:
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(live("highlight"), 1.5))
            painter.setBrush(live("prompt"))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.75, 0.75, -0.75, -0.75), 6, 6)
            painter.end()
        super().paintEvent(event)

    def retranslate(self) -> None:
        """Every text in the player's language."""
        self.button.setText(QCoreApplication.translate("Hint", "What would Hard do?"))
        if self._shortcut:      # in a dialog: the window's Play menu key is out of reach
            self.button.setShortcut(HINT_KEY)
        self.button.setToolTip(fill(QCoreApplication.translate(
            "Hint", "The Hard AI's choice for this decision, from what you know only ({key}). "
                    "Each hint counts in the game's statistics."), key=HINT_KEY))
        self.play_button.setText(QCoreApplication.translate("Hint", "Do it", "follow the suggestion"))
        self.play_button.setToolTip(QCoreApplication.translate("Hint", "Make the choice Hard suggests"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def refresh(self) -> None:
        """Show what the service holds; hidden unless a hint can be asked now."""
        service = self._service
        available = service.why_not() is None
        chain = service.chain
        state = service.state
        self.button.setEnabled(available and state != THINKING)
        self.play_button.setVisible(self._playable and bool(chain))
        why = hint_reason(self._model, chain[-1]) if chain else ""
        if chain:
            text = chain_phrase(self._model, [h.action for h in chain])
        elif state == THINKING:
            text = QCoreApplication.translate("Hint", "Hard is thinking…")
        elif state == FAILED:
            text = fill(QCoreApplication.translate("Hint", "No hint this time ({error}).",
                                                   "error: in a programmer's words (English)"),
                        error=service.error)
        else:
            text = ""
        self.text.setText(text)
        self.text.setVisible(bool(text))
        self.why.setText(why)
        self.why.setVisible(bool(why))
        self.box.setVisible(bool(text))
        if self._bar:       # the button stays (greyed when no hint can be asked): the row never jumps
            self.setVisible(available and bool(text))
        else:
            self.setVisible(available)
        if self._shortcut:
            self._fit_dialog()
        self.setAccessibleDescription(hint_text(self._model, chain) if chain else text)
        if self._anchor is not None and self.isVisible():
            self._place()              # its words changed: so may its height

    def _fit_dialog(self) -> None:
        """In a dialog: grow it to hold the words that just came (it was sized without them)."""
        window = self.window()
        layout = window.layout()
        if window is self or layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(window.width()) if layout.hasHeightForWidth() \
            else layout.totalSizeHint().height()
        if needed > window.height():       # never past the screen's bottom (its buttons stay in reach)
            window.resize(fitted(window, QSize(window.width(), needed), FRAME))

    def ask(self) -> bool:
        """Ask for the hint (in a dialog: for the dialog's whole decision)."""
        return self._service.request(self._whole)

    def play(self) -> bool:
        """Make the suggested choices (as if the person had made them); False if there is none
        now or one was refused."""
        chain = self._service.chain
        return bool(chain) and all(self._model.submit(h.action) for h in chain)

    def preselect(self) -> bool:
        """In a dialog: choose the suggested options in it (``preselect(actions)`` of the dialog),
        so that its Confirm makes the whole suggestion; False if the dialog has no such choices."""
        chain = self._service.chain
        select = getattr(self.window(), "preselect", None)
        return bool(chain) and self._whole and self._service.whole and callable(select) \
            and bool(select([h.action for h in chain]))


def add_to_dialog(service: HintService, model: GameModel, dialog: QWidget) -> HintPanel | None:
    """A hint panel of its own for a decision dialog (above its buttons), answering the same key:
    its hint covers the dialog's whole decision and, once shown, is chosen in the dialog (the
    dialog's ``preselect(actions)``, if it has one); None if the dialog has no box layout."""
    layout = dialog.layout()
    if not isinstance(layout, QBoxLayout):
        return None
    panel = HintPanel(service, model, dialog, playable=False, shortcut=True, whole=True)
    layout.insertWidget(max(0, layout.count() - 1), panel)
    service.shown.connect(panel.preselect)
    return panel


def point_at(action: str, hand: CardRow, draft: DraftPanel, effects: EffectsPanel) -> bool:
    """Put the keyboard cursor and focus on the card or button of the suggested action where the
    window makes that decision (Enter then makes it); False if it has no such place on view."""
    words = action.split()
    rows = {"play": hand, "discard": hand, "keep": draft.packet, "pick": draft.centre}
    if words[0] in rows and len(words) == 2:
        row = rows[words[0]]
        if not row.isVisible() or words[1] not in row.tokens:
            return False
        row.cursor_index = row.tokens.index(words[1])
        row.setFocus(Qt.FocusReason.OtherFocusReason)
        row.sync_access()
        row.update()
        return True
    button = effects.buttons.get(words[1]) if words[0] == "use" and len(words) == 2 \
        else effects.end_button if words[0] == "end" else None
    if button is None or not button.isVisible() or not button.isEnabled():
        return False
    button.setFocus(Qt.FocusReason.OtherFocusReason)
    return True
