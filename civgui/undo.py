"""Undo in the window: the Undo button, actions in words, and the question asked before an
action that reveals hidden cards (and so could not be undone).

What may be undone is the engine's rule (``Game.undoable``); the ``GameModel`` asks it and
this module only words the answers.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from engine.events import Centre, Draw, Event, Pass, Pool, Use

from .model import GameModel
from .resources import card_name, domain_name
from .texts import EFFECT_BY_NAME, plural

_CARD_PHRASES = {
    "play": "playing {card}",
    "discard": "discarding {card}",
    "remove": "discarding {card} from your tableau",
    "return": "returning {card} to your hand",
    "take": "taking {card} from the discard pile",
    "give": "giving back {card}",
    "keep": "keeping {card}",
    "pick": "taking {card} from the centre",
}


def _effect_title(name: str) -> str:
    info = EFFECT_BY_NAME.get(name)
    return info.title if info is not None else name


def action_phrase(model: GameModel, action: str) -> str:
    """An action of the person to move in words (``play SCI1`` -> ``playing Science I``)."""
    words = action.split()
    verb = words[0]
    if verb in _CARD_PHRASES and len(words) == 2:
        return _CARD_PHRASES[verb].format(card=card_name(words[1]))
    if verb == "use":
        return f"using {_effect_title(words[1])}"
    if verb == "target":
        return f"choosing {model.seat_name(int(words[1]))}"
    if verb == "domain":
        return f"choosing {domain_name(words[1])}"
    if verb == "copy":
        return f"copying {model.seat_name(int(words[1]))}'s {_effect_title(words[2])}"
    if verb == "end":
        return "ending the turn"
    return action


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def undo_tooltip(model: GameModel) -> str:
    """What Undo takes back now, or why there is nothing to undo."""
    action = model.undo_action()
    if action is None:
        return _sentence(model.why_no_undo() or "nothing to undo")
    return f"Take back {action_phrase(model, action)} (Ctrl+Z)."


def reveal_question(model: GameModel, events: list[Event]) -> str:
    """The question asked before an action whose ``events`` (computed on a copy) reveal cards.

    Names no card: only counts and seats, which every player knows.
    """
    use = next((e for e in events if isinstance(e, Use)), None)
    pend = model.pending()
    effect = use.effect if use is not None else pend["effect"] if pend is not None else ""
    title = _effect_title(effect) if effect else "This"
    for event in events:
        if isinstance(event, Draw):
            return f"{title} draws {plural(event.count, 'card')}: this cannot be undone. Continue?"
        if isinstance(event, Pool):
            name = model.seat_name(event.target)
            return (f"{title} shows you {name}'s hand ({plural(event.count, 'card')}): "
                    "this cannot be undone. Continue?")
        if isinstance(event, Centre):
            return ("With this card kept, the cards left over go face up to the centre: "
                    "this cannot be undone. Continue?")
        if isinstance(event, Pass):
            return "With this card kept, the packets pass to the left: this cannot be undone. Continue?"
    return "This reveals hidden cards: it cannot be undone. Continue?"


class UndoButton(QPushButton):
    """Takes back the latest action of the person to move; its tooltip says what, or why not."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__("↶ Undo", parent)
        self._model = model
        self.setObjectName("undo")
        self.setMinimumWidth(84)
        self.clicked.connect(self._model.undo)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Enabled exactly when the engine lets the person to move undo."""
        self.setEnabled(self._model.can_undo())
        self.setToolTip(undo_tooltip(self._model))


class RevealQuestion(QMessageBox):
    """"Breakthrough draws 5 cards: this cannot be undone. Continue?" — Continue applies the
    action, Cancel (the default, and Escape) loses nothing."""

    def __init__(self, model: GameModel, action: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Warning, "This cannot be undone", text,
                         QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName("confirmReveal")
        self.model = model
        self.action = action
        self.continue_button = self.addButton("Continue", QMessageBox.ButtonRole.AcceptRole)
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.finished.connect(self._answered)

    def _answered(self, _result: int) -> None:
        if self.clickedButton() is self.continue_button:
            self.model.submit_confirmed(self.action)
