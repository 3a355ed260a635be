"""What Undo says: an action in words, what Undo takes back, and the question asked before an
action that reveals hidden cards. What may be undone is the engine's rule (``Game.undoable``);
these functions only word the answers (the model and the Undo widgets ask them)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.events import Centre, Draw, Event, Pass, Pool, Use
from engine.types import PendingView

from ..media.resources import card_name, domain_name
from ..services.i18n import fill, ntr
from .texts import EFFECT_BY_NAME


class UndoSubject(Protocol):
    """What these words read of the game (a ``civgui.play.model.GameModel``)."""

    def seat_name(self, seat: int) -> str: ...

    def pending(self) -> PendingView | None: ...

    def undo_action(self) -> str | None: ...

    def why_no_undo(self) -> str | None: ...


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


def action_phrase(model: UndoSubject, action: str) -> str:
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


def undo_tooltip(model: UndoSubject) -> str:
    """What Undo takes back now, or why there is nothing to undo."""
    action = model.undo_action()
    if action is None:
        return _sentence(model.why_no_undo() or QCoreApplication.translate("Undo", "nothing to undo"))
    return fill(QCoreApplication.translate("Undo", "Take back {action} (Ctrl+Z).",
                                           "action: 'playing Science I'"),
                action=action_phrase(model, action))


def reveal_question(model: UndoSubject, events: list[Event]) -> str:
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
