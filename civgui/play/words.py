"""The table's words for the engine's sentences: player names for seats, card names for cards.

The engine speaks in ``engine.words.Sentence`` values (log lines, why-not reasons, AI reasons);
the GUI never parses their English. It renders them with ``TableWords`` (a seat is its
player's name, ``SCI2`` is ``Science II``) through ``say``, which also takes the GUI's own
plain strings ("it is not your turn") and a foreign chooser's reason, shown as they are.

In French or Hungarian, ``TableWords`` takes each sentence's template from the translation
catalogue by its code (``civgui/catalogue.py`` lists them for ``pyside6-lupdate``), with the
language's own plural forms, and names Domains, effects and cards in the rulebook's terms.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.actions import EFFECTS
from engine.cards import DOMAINS, KINDS
from engine.words import TEMPLATES, Seat, Sentence, Words

from ..media.resources import card_name, domain_name, effect_name
from ..services import i18n

# The code of a why-not reason for ``use E`` in step 2: the effect and the cause (a Sentence).
WHY_EFFECT = "why.effect"
# The code of the reason a value that is no action of the notation is refused.
NOT_AN_ACTION = "why.not_an_action"


class TableWords(Words):
    """Names as the table shows them: ``names[seat]`` for a seat, the card's full name for a card."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)

    def seat(self, seat: int) -> str:
        """The player's name (the engine's "seat N" for a seat the table has no name for)."""
        return self.names[seat] if 0 <= seat < len(self.names) else super().seat(seat)

    def card(self, token: str) -> str:
        """The card's name (``SCI2`` -> ``Science II``)."""
        return card_name(token)

    def domain(self, code: str) -> str:
        """The Domain's name as the table writes it."""
        return domain_name(code)

    def effect(self, name: str) -> str:
        """The effect's name in the player's language."""
        return effect_name(name)

    def cards(self, tokens: Iterable[str]) -> str:
        """Several cards ("Science I, Military II"; the language's list separator)."""
        return QCoreApplication.translate("Words", ", ", "between the cards of a list").join(
            self.card(t) for t in tokens)

    def text(self, code: str, params: Mapping[str, Any]) -> str:
        """The sentence's template in the player's language: the catalogue's translation of the
        code (plural forms by the language's rules), or the engine's English."""
        if i18n.current() == "en" or code not in TEMPLATES:
            return super().text(code, params)
        template = TEMPLATES[code]
        context = code.split(".", 1)[0]
        if not template:
            return template
        if isinstance(template, str):
            return QCoreApplication.translate(context, template, code)
        n = params.get("n")
        return QCoreApplication.translate(context, template[1], code, n if isinstance(n, int) else 2)

    def finish(self, text: str) -> str:
        """The language's small rules that depend on the words put in (French elision...)."""
        return i18n.finish(text)

    def capitalised(self, value: Any, text: str) -> str:
        """A player's name stays as it was typed at the start of a sentence too."""
        if isinstance(value, Seat) and 0 <= value < len(self.names):
            return text
        return super().capitalised(value, text)


def say(text: Sentence | str, words: Words) -> str:
    """A reason or line for the reader: a Sentence rendered in ``words``, a plain string as it is."""
    return text.render(words) if isinstance(text, Sentence) else text


def effect_cause(reason: Sentence | str) -> Sentence | str:
    """Why an effect cannot be used, without the effect's name: the ``cause`` of a
    ``why.effect`` reason; any other reason as it is."""
    if isinstance(reason, Sentence) and reason.code == WHY_EFFECT:
        cause = reason.params["cause"]
        if isinstance(cause, (Sentence, str)):
            return cause
    return reason


def action_words(action: str, words: Words) -> str:
    """An action of the notation in the reader's words ("play Science I", "end turn", "use
    Monopoly", "copy Aurelia's Research", "target Bob", "domain Science")."""
    parts = action.split()
    verb, args = parts[0], parts[1:]
    if verb == "end":
        return QCoreApplication.translate("Action", "end turn")
    if verb == "use" and len(args) == 1 and args[0] in EFFECTS:
        return i18n.fill(QCoreApplication.translate("Action", "use {effect}"), effect=words.effect(args[0]))
    if verb == "copy" and len(args) == 2 and args[0].isdigit() and args[1] in EFFECTS:
        return i18n.fill(QCoreApplication.translate("Action", "copy {player}'s {effect}"),
                         player=words.seat(int(args[0])), effect=words.effect(args[1]))
    if verb == "target" and len(args) == 1 and args[0].isdigit():
        return i18n.fill(QCoreApplication.translate("Action", "target {player}"),
                         player=words.seat(int(args[0])))
    if verb == "domain" and len(args) == 1 and args[0] in DOMAINS:
        return i18n.fill(QCoreApplication.translate("Action", "domain {domain}"),
                         domain=words.domain(args[0]))
    cards = [words.card(part) for part in args if part in KINDS]
    if verb in _CARD_VERBS and len(cards) == len(args):
        return i18n.fill(QCoreApplication.translate("Action", str(_CARD_VERBS[verb])),
                         cards=words.cards(args) if args else "")
    return " ".join([verb, *(words.card(part) if part in KINDS else part for part in args)])


# the verbs of the notation that take cards, as the log's actions say them
_CARD_VERBS = {
    "play": QT_TRANSLATE_NOOP("Action", "play {cards}"),
    "keep": QT_TRANSLATE_NOOP("Action", "keep {cards}"),
    "discard": QT_TRANSLATE_NOOP("Action", "discard {cards}"),
    "remove": QT_TRANSLATE_NOOP("Action", "remove {cards}"),
    "return": QT_TRANSLATE_NOOP("Action", "return {cards}"),
    "take": QT_TRANSLATE_NOOP("Action", "take {cards}"),
    "give": QT_TRANSLATE_NOOP("Action", "give {cards}"),
    "pick": QT_TRANSLATE_NOOP("Action", "pick {cards}"),
}


def illegal_action(action: str, reason: Sentence, words: Words) -> str:
    """An action the engine refused and why, as its ``IllegalAction`` says it, in ``words``
    ("play Science I: Military is under Embargo this turn"): the action in words, then the
    reason; the reason alone for a value that is no action at all, or when it names the
    effect itself ("Monopoly: needs 4 Economy cards, you have 2")."""
    if reason.code in (NOT_AN_ACTION, WHY_EFFECT):
        return reason.render(words)
    return i18n.fill(QCoreApplication.translate("Action", "{action}: {reason}", "an action refused, and why"),
                     action=action_words(action, words), reason=reason.render(words))
