"""Undo in the window: the Undo button, actions in words, and the question asked before an
action that reveals hidden cards (and so could not be undone).

What may be undone is the engine's rule (``Game.undoable``); the ``GameModel`` asks it and
this module only words the answers.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from engine.events import Centre, Draw, Event, Pass, Pool, Use

from .i18n import fill, ntr
from .model import GameModel
from .plain import as_text
from .resources import card_name, domain_name
from .texts import EFFECT_BY_NAME

# the actions of the notation that name a card, as Undo says them ("&Undo {action}")
_CARD_PHRASES = {
    "play": QT_TRANSLATE_NOOP("Undo", "playing {card}"),
    "discard": QT_TRANSLATE_NOOP("Undo", "discarding {card}"),
    "remove": QT_TRANSLATE_NOOP("Undo", "discarding {card} from your tableau"),
    "return": QT_TRANSLATE_NOOP("Undo", "returning {card} to your hand"),
    "take": QT_TRANSLATE_NOOP("Undo", "taking {card} from the discard pile"),
    "give": QT_TRANSLATE_NOOP("Undo", "giving back {card}"),
    "keep": QT_TRANSLATE_NOOP("Undo", "keeping {card}"),
    "pick": QT_TRANSLATE_NOOP("Undo", "taking {card} from the centre"),
}


def _effect_title(name: str) -> str:
    info = EFFECT_BY_NAME.get(name)
    return info.title if info is not None else name


def action_phrase(model: GameModel, action: str) -> str:
    """An action of the person to move in words (``play SCI1`` -> ``playing Science I``)."""
    words = action.split()
    verb = words[0]
    if verb in _CARD_PHRASES and len(words) == 2:
        return fill(QCoreApplication.translate("Undo", str(_CARD_PHRASES[verb])), card=card_name(words[1]))
    if verb == "use":
        return fill(QCoreApplication.translate("Undo", "using {effect}"), effect=_effect_title(words[1]))
    if verb == "target":
        return fill(QCoreApplication.translate("Undo", "choosing {player}"),
                    player=model.seat_name(int(words[1])))
    if verb == "domain":
        return fill(QCoreApplication.translate("Undo", "choosing {domain}"), domain=domain_name(words[1]))
    if verb == "copy":
        return fill(QCoreApplication.translate("Undo", "copying {player}'s {effect}"),
                    player=model.seat_name(int(words[1])), effect=_effect_title(words[2]))
    if verb == "end":
        return QCoreApplication.translate("Undo", "ending the turn")
    return action


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def undo_tooltip(model: GameModel) -> str:
    """What Undo takes back now, or why there is nothing to undo."""
    action = model.undo_action()
    if action is None:
        return _sentence(model.why_no_undo() or QCoreApplication.translate("Undo", "nothing to undo"))
    return fill(QCoreApplication.translate("Undo", "Take back {action} (Ctrl+Z).",
                                           "action: 'playing Science I'"),
                action=action_phrase(model, action))


def reveal_question(model: GameModel, events: list[Event]) -> str:
    """The question asked before an action whose ``events`` (computed on a copy) reveal cards.

    Names no card: only counts and seats, which every player knows.
    """
    use = next((e for e in events if isinstance(e, Use)), None)
    pend = model.pending()
    effect = use.effect if use is not None else pend["effect"] if pend is not None else ""
    for event in events:
        if isinstance(event, Draw):
            if not effect:
                return ntr("Undo", "This draws %n card(s): this cannot be undone. Continue?", event.count)
            return fill(ntr("Undo", "{effect} draws %n card(s): this cannot be undone. Continue?",
                            event.count), effect=_effect_title(effect))
        if isinstance(event, Pool):
            name = model.seat_name(event.target)
            if not effect:
                return fill(ntr("Undo", "This shows you {name}'s hand (%n card(s)): this cannot be undone. "
                                "Continue?", event.count), name=name)
            return fill(ntr("Undo", "{effect} shows you {name}'s hand (%n card(s)): this cannot be undone. "
                            "Continue?", event.count), effect=_effect_title(effect), name=name)
        if isinstance(event, Centre):
            return QCoreApplication.translate("Undo", "With this card kept, the cards left over go face up "
                                              "to the centre: this cannot be undone. Continue?")
        if isinstance(event, Pass):
            return QCoreApplication.translate("Undo", "With this card kept, the packets pass to the left: "
                                              "this cannot be undone. Continue?")
    return QCoreApplication.translate("Undo", "This reveals hidden cards: it cannot be undone. Continue?")


class UndoButton(QPushButton):
    """Takes back the latest action of the person to move; its tooltip says what, or why not."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setObjectName("undo")
        self.clicked.connect(self._model.undo)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.refresh()

    def minimumSizeHint(self) -> QSize:
        """Never narrower than its words (a longer translation, "↶ Annuler le coup"): a layout
        that squeezes the row squeezes the button beside it instead."""
        hint = super().minimumSizeHint()
        return QSize(max(84, self.sizeHint().width()), hint.height())

    def refresh(self) -> None:
        """Enabled exactly when the engine lets the person to move undo (texts in the player's language)."""
        self.setText(QCoreApplication.translate("Undo", "↶ Undo", "the button"))
        # read out without its arrow glyph (a screen reader would say "anticlockwise arrow")
        self.setAccessibleName(QCoreApplication.translate("Undo", "Undo", "the button, for screen readers"))
        self.setEnabled(self._model.can_undo())
        self.setToolTip(as_text(undo_tooltip(self._model)))

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: say it again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()


class RevealQuestion(QMessageBox):
    """"Breakthrough draws 5 cards: this cannot be undone. Continue?" — Continue applies the
    action, Cancel (the default, and Escape) loses nothing."""

    def __init__(self, model: GameModel, action: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Warning, "", text, QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName("confirmReveal")
        self.setTextFormat(Qt.TextFormat.PlainText)       # a question with names in it, never markup
        self.model = model
        self.action = action
        self.continue_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.finished.connect(self._answered)
        self.retranslate()

    def retranslate(self) -> None:
        """Its title, question and button in the player's language."""
        self.setWindowTitle(QCoreApplication.translate("Undo", "This cannot be undone"))
        self.continue_button.setText(QCoreApplication.translate("Undo", "Continue"))
        question = self.model.confirmation(self.action)
        if question is not None:
            self.setText(question)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: ask again in it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _answered(self, _result: int) -> None:
        if self.clickedButton() is self.continue_button:
            self.model.submit_confirmed(self.action)
