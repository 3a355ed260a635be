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
table's words) and a "Play it" button; on the table the button sits beside the prompt bar and
the words under it (in view on every window size), and each decision dialog has a panel of its
own (the window is out of reach while a dialog is open). ``point_at`` puts the keyboard focus
on the suggested card or effect button.
"""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from engine import Game
from engine.ai.hint import HINT_ITERATIONS, Suggestion, suggest

from .cardview import CardRow
from .draft import DraftPanel
from .effects import EffectsPanel
from .i18n import fill, ntr
from .model import GameModel
from .resources import card_name, domain_name, effect_name
from .screen import FRAME, fitted

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


def hint_reason(model: GameModel, hint: Suggestion) -> str:
    """Why Hard would do it: the AI's reason in the table's words ('' when it gives none)."""
    reason = hint.reason.render(model.words())
    if not reason:
        return ""
    text = QCoreApplication.translate("Hint", "Why: “{reason}”", "reason: the AI's reason, as in the log")
    return fill(text, reason=reason)


def hint_text(model: GameModel, hint: Suggestion) -> str:
    """The suggestion and its reason, as the panel shows them (two lines)."""
    return "\n".join(t for t in (hint_phrase(model, hint.action), hint_reason(model, hint)) if t)


def hints_summary(model: GameModel) -> str:
    """Who asked for hints in this game, one line per seat that did ('' if nobody did)."""
    lines = [fill(ntr("Hint", "{name} asked “What would Hard do?” %n time(s).", count),
                  name=model.seat_name(seat))
             for seat, count in enumerate(model.hints_used) if count]
    return "\n".join(lines)


class _Bridge(QObject):
    done = Signal(int, object, str)      # ticket, Suggestion (None on failure), error


class _Work(QRunnable):
    """The hint searches, off the GUI thread. One runnable for the service's life (like the AI
    driver's): the latest job waits in a slot; a job whose ticket is no longer current is dropped
    before it starts."""

    def __init__(self, bridge: _Bridge) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self._bridge = bridge
        self._lock = threading.Lock()
        self._job: tuple[int, Game, int, int] | None = None
        self.current = 0          # the ticket the service waits for (read in the worker)

    def start_in(self, pool: QThreadPool, ticket: int, game: Game, seat: int, iterations: int) -> None:
        """Search for ``seat`` in ``game`` on one of ``pool``'s threads."""
        with self._lock:
            self._job = (ticket, game, seat, iterations)
        pool.start(self)

    def run(self) -> None:
        """Suggest, then report back (errors are reported, never raised in the worker)."""
        with self._lock:
            job, self._job = self._job, None
        if job is None or job[0] != self.current:
            return
        ticket, game, seat, iterations = job
        try:
            hint = suggest(game, seat, iterations)
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
                 iterations: int = HINT_ITERATIONS) -> None:
        super().__init__(parent)
        self._model = model
        self.iterations = iterations
        self.state = IDLE
        self.error = ""
        self._hint: Suggestion | None = None
        self._key: tuple[int, int, int | None] | None = None
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
        """The hint shown for the current decision, if any."""
        return self._hint if self.state == SHOWN and self._key == self._decision() else None

    def why_not(self) -> str | None:
        """Why no hint can be asked now (None: it can)."""
        model = self._model
        if self._closed or not model.has_game or model.over:
            return QCoreApplication.translate("Hint", "there is no decision to help with")
        seat = model.to_move
        if not model.is_human(seat) or model.covered or seat != model.viewer:
            return QCoreApplication.translate("Hint", "a hint is only for the person to move, at the screen")
        return None

    def request(self) -> bool:
        """Ask for the hint of the current decision (nothing new if it is asked or shown already);
        False if none can be asked now."""
        if self.why_not() is not None:
            return False
        key = self._decision()
        if key == self._key and self.state in (THINKING, SHOWN):
            return True
        game = self._model.game_copy()
        seat = self._model.to_move
        if game is None or seat is None:
            return False
        self._ticket += 1
        self._work.current = self._ticket
        self._key, self._hint, self.error, self.state = key, None, "", THINKING
        self._work.start_in(self._pool, self._ticket, game, seat, self.iterations)
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
        self._key, self._hint, self.error, self.state = None, None, "", IDLE
        if had:
            self.changed.emit()

    def _follow(self) -> None:
        if self._key is not None and self._key != self._decision():
            self._forget()

    def _done(self, ticket: int, hint: Suggestion | None, error: str) -> None:
        if ticket != self._ticket or self._closed or self._key != self._decision():
            return      # a stale answer: the decision it was for is gone
        if hint is None or not self._model.is_legal(hint.action):
            self.state, self.error = FAILED, error or f"illegal suggestion {hint.action if hint else ''}"
            self.changed.emit()
            return
        self._hint, self.state = hint, SHOWN
        self._model.count_hint(hint.seat)
        self.changed.emit()
        self.shown.emit(hint)


class HintPanel(QWidget):
    """The "What would Hard do?" button, the suggestion in words, and "Play it".

    Stacked (a dialog): the buttons, the words below. As a ``bar`` (the table, under the prompt
    bar): the words and "Play it" in one row, shown only while there is something to say; the
    owner places ``button`` itself (beside the prompt, where it costs no height)."""

    def __init__(self, service: HintService, model: GameModel, parent: QWidget | None = None,
                 playable: bool = True, shortcut: bool = False, bar: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("hintPanel")
        self._service, self._model, self._playable, self._bar = service, model, playable, bar
        self.button = QPushButton()
        self.button.setObjectName("hintButton")
        self.button.clicked.connect(service.request)
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
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the player's language."""
        self.button.setText(QCoreApplication.translate("Hint", "What would Hard do?"))
        if self._shortcut:      # in a dialog: the window's Play menu key is out of reach
            self.button.setShortcut(HINT_KEY)
        self.button.setToolTip(fill(QCoreApplication.translate(
            "Hint", "The Hard AI's choice for this decision, from what you know only ({key}). "
                    "Each hint counts in the game's statistics."), key=HINT_KEY))
        self.play_button.setText(QCoreApplication.translate("Hint", "Play it"))
        self.play_button.setToolTip(QCoreApplication.translate("Hint", "Make the move Hard suggests"))
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
        hint = service.suggestion
        state = service.state
        self.button.setEnabled(available and state != THINKING)
        self.play_button.setVisible(self._playable and hint is not None)
        why = hint_reason(self._model, hint) if hint is not None else ""
        if hint is not None:
            text = hint_phrase(self._model, hint.action)
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
        self.setAccessibleDescription(hint_text(self._model, hint) if hint is not None else text)

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

    def play(self) -> bool:
        """Make the suggested move (as if the person had made it); False if there is none now."""
        hint = self._service.suggestion
        return hint is not None and self._model.submit(hint.action)


def add_to_dialog(service: HintService, model: GameModel, dialog: QWidget) -> HintPanel | None:
    """A hint panel of its own for a decision dialog (above its buttons), answering the same key;
    None if the dialog has no box layout."""
    layout = dialog.layout()
    if not isinstance(layout, QBoxLayout):
        return None
    panel = HintPanel(service, model, dialog, playable=False, shortcut=True)
    layout.insertWidget(max(0, layout.count() - 1), panel)
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
