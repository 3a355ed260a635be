"""Sentences the engine speaks: a code, typed parameters, and an English template per code.

Every text the engine produces for people (a log line, the reason an action is not legal, an
AI's reason) is a ``Sentence``: a ``code`` naming what it says and ``params`` holding what it
says it about. Parameters that name a thing of the game are typed (``Seat``, ``Card``,
``Cards``, ``Domain``, ``Effect``), so a reader can render each its own way without parsing
English: ``sentence.render(words)`` with a ``Words`` of its own (the GUI's player names, card
names, another language). ``str(sentence)`` is the engine's English with its default words
("seat 2", "SCI1", "Science", "Holy Book").

Templates are ``str.format`` strings over the parameter names. A capitalised field
(``{Seat}``) renders its parameter with the first letter in upper case, for the start of a
sentence. A template may be a pair ``(singular, plural)``, chosen by the parameter ``n``
(``Words.text``; a reader in another language chooses its own forms).
Each module that speaks registers its templates once with ``register``; codes are unique.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .actions import EFFECTS
from .cards import DOMAIN_NAMES, DOMAINS, KINDS


class Seat(int):
    """A seat number inside a sentence (rendered "seat 2", or the player's name)."""

    __slots__ = ()


class Card(str):
    """A card token inside a sentence (``SCI1``)."""

    __slots__ = ()


class Cards(tuple[str, ...]):
    """Several card tokens inside a sentence, rendered as a list ("SCI1, MIL2")."""

    __slots__ = ()


class Domain(str):
    """A Domain code inside a sentence (``SCI``, rendered "Science")."""

    __slots__ = ()


class Effect(str):
    """An effect's notation name inside a sentence (``holy-book``, rendered "Holy Book")."""

    __slots__ = ()


def effect_title(name: str) -> str:
    """Display name of an effect notation name (``holy-book`` -> ``Holy Book``)."""
    return name.replace("-", " ").title()


class Words:
    """How a reader names the things of the game; this default is the engine's English."""

    def seat(self, seat: int) -> str:
        """A seat ("seat 2")."""
        return f"seat {seat}"

    def card(self, token: str) -> str:
        """A card ("SCI1")."""
        return token

    def cards(self, tokens: Iterable[str]) -> str:
        """Several cards ("SCI1, MIL2")."""
        return ", ".join(self.card(t) for t in tokens)

    def domain(self, code: str) -> str:
        """A Domain ("Science")."""
        return DOMAIN_NAMES[DOMAINS.index(code)]

    def effect(self, name: str) -> str:
        """An effect ("Holy Book")."""
        return effect_title(name)

    def capitalised(self, value: Any, text: str) -> str:
        """``text``, the rendering of ``value``, at the start of a sentence (first letter upper case)."""
        return text[:1].upper() + text[1:]

    def template(self, code: str) -> str | tuple[str, str]:
        """The template of a sentence code (a reader in another language returns its own).

        :raises KeyError: for a code no module registered.
        """
        return TEMPLATES[code]

    def text(self, code: str, params: Mapping[str, Any]) -> str:
        """The template of one sentence, its plural form chosen by the parameter ``n`` (a reader
        in another language may choose by its own plural rules).

        :raises KeyError: for a code no module registered.
        """
        template = self.template(code)
        if isinstance(template, str):
            return template
        return template[0] if params.get("n") == 1 else template[1]

    def finish(self, text: str) -> str:
        """A rendered sentence as the reader writes it (a language may change a word by the one
        put next to it, as French "de" + "Aurelia" -> "d'Aurelia"); the engine's English as it is."""
        return text


ENGLISH = Words()

Template = str | tuple[str, str]
TEMPLATES: dict[str, Template] = {}


def register(templates: Mapping[str, Template]) -> None:
    """Add a module's sentence codes and their English templates.

    :raises ValueError: if a code is already registered with another template.
    """
    for code, template in templates.items():
        if TEMPLATES.get(code, template) != template:
            raise ValueError(f"sentence code {code!r} is registered twice")
        TEMPLATES[code] = template


_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class Sentence:
    """One thing said: ``code`` (what), ``params`` (about what); ``str()`` is the English."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def render(self, words: Words = ENGLISH) -> str:
        """The sentence in ``words`` (default: the engine's English).

        :raises KeyError: if the code has no template or the template a field with no parameter.
        """
        template = words.text(self.code, self.params)
        out = []
        for literal, name, spec, conversion in _FORMATTER.parse(template):
            out.append(literal)
            if name is None:
                continue
            key = name[0].lower() + name[1:]
            text = _FORMATTER.format_field(_word(self.params[key], words), spec or "")
            if conversion:
                text = _FORMATTER.convert_field(text, conversion)
            out.append(words.capitalised(self.params[key], text) if name[0].isupper() else text)
        return words.finish("".join(out))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data that ``Sentence.from_json`` turns back into this sentence."""
        return {"code": self.code, "params": {k: _tagged(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: Any) -> Sentence:
        """The sentence of ``to_json`` data.

        :raises ValueError: if ``data`` is not such data (a foreign or damaged value).
        """
        if (not isinstance(data, dict) or set(data) != {"code", "params"}
                or not isinstance(data["code"], str) or not isinstance(data["params"], dict)):
            raise ValueError("not a sentence: needs exactly a 'code' string and a 'params' object")
        return cls(data["code"], {str(k): _untagged(v) for k, v in data["params"].items()})


def _word(value: Any, words: Words) -> Any:
    if isinstance(value, Seat):
        return words.seat(int(value))
    if isinstance(value, Card):
        return words.card(str(value))
    if isinstance(value, Cards):
        return words.cards(value)
    if isinstance(value, Domain):
        return words.domain(str(value))
    if isinstance(value, Effect):
        return words.effect(str(value))
    if isinstance(value, Sentence):
        return value.render(words)
    return value


_TAGS: tuple[tuple[str, type[str]], ...] = (("card", Card), ("domain", Domain), ("effect", Effect))


def _tagged(value: Any) -> Any:
    if isinstance(value, Seat):
        return {"seat": int(value)}
    for tag, kind in _TAGS:
        if isinstance(value, kind):
            return {tag: str(value)}
    if isinstance(value, Cards):
        return {"cards": list(value)}
    if isinstance(value, Sentence):
        return {"sentence": value.to_json()}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise ValueError(f"a sentence parameter of type {type(value).__name__} has no JSON form")


def _untagged(value: Any) -> Any:
    if not isinstance(value, dict):
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        raise ValueError("a sentence parameter is a plain value or a tagged object")
    if len(value) != 1:
        raise ValueError("a tagged sentence parameter has exactly one key")
    (tag, inner), = value.items()
    if tag == "seat" and type(inner) is int and 0 <= inner < 4:
        return Seat(inner)
    if tag == "card" and inner in KINDS:
        return Card(inner)
    if tag == "domain" and inner in DOMAINS:
        return Domain(inner)
    if tag == "effect" and inner in EFFECTS:
        return Effect(inner)
    if tag == "cards" and isinstance(inner, list) and all(c in KINDS for c in inner):
        return Cards(inner)
    if tag == "sentence":
        return Sentence.from_json(inner)
    raise ValueError(f"unknown or invalid sentence parameter {tag!r}")
