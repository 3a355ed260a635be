"""The table's words for the engine's sentences: player names for seats, card names for cards.

The engine speaks in ``engine.words.Sentence`` values (log lines, why-not reasons, AI reasons);
the GUI never parses their English. It renders them with ``TableWords`` (a seat is its
player's name, ``SCI2`` is ``Science II``) through ``say``, which also takes the GUI's own
plain strings ("it is not your turn") and a foreign chooser's reason, shown as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import KINDS
from engine.words import Seat, Sentence, Words

from .resources import card_name, domain_name

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


def illegal_action(action: str, reason: Sentence, words: Words) -> str:
    """An action the engine refused and why, as its ``IllegalAction`` says it, in ``words``
    ("play Science I: Military is under Embargo this turn"): the action's notation with its
    card tokens named, then the reason (alone for a value that is no action at all)."""
    if reason.code == NOT_AN_ACTION:
        return reason.render(words)
    named = " ".join(words.card(part) if part in KINDS else part for part in action.split())
    return f"{named}: {reason.render(words)}"
