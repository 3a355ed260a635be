"""The rules in Hungarian (resources/rules/rules_hu.html): the same anchors and number
placeholders as the English file, the rulebook's names of the effects and Domains in their
sections, no English left, and the Rules window showing it when the game speaks Hungarian."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.help import rules
from civgui.help.rules import TABLE_MARK, RulesWindow, fill_numbers, rules_path, show_rules
from civgui.play.texts import EFFECT_BY_NAME
from civgui.services import i18n
from engine.actions import EFFECTS
from engine.cards import HOLY_BOOK_LIMIT, hegemony_target, level_thresholds

from .glossary import effect_names, glossary

# The Hungarian rulebook's names (GLOSSARY.md): each effect with the Domain it belongs to.
EFFECT_NAMES = {effect: (name, glossary()[EFFECT_BY_NAME[effect].domain]["hu"])
                for effect, name in effect_names("hu").items()}
TERMS = ("Katonaság", "Vallás", "Gazdaság", "Tudomány", "Kultúra", "Utópia", "játékterület",
         "dobópakli", "Hegemónia", "kultúraérme", "kezdőjátékos", "állandó hatás",
         "kártyaeldobásos hatás", "hagyományos mód", "kártyaválasztás", "csapatjáték", "korok paklija")
ENGLISH_WORDS = ("the", "and", "you", "your", "of", "with", "card", "cards", "player", "players",
                 "turn", "hand", "deck", "discard", "each", "Domain", "tableau")
PLACEHOLDER = re.compile(r"\{[^{}\s]+\}")


def source(language: str) -> str:
    """The rules file of ``language`` as written (its placeholders unfilled)."""
    path = rules_path(language)
    assert path.name == f"rules_{language}.html"
    return path.read_text(encoding="utf-8")


def without_comments(html: str) -> str:
    """The document without its comments, but with the thresholds table's mark kept."""
    return re.sub(r"<!--(?!thresholds-table-->).*?-->", "", html, flags=re.S)


def visible_text(html: str) -> str:
    """The words a reader sees (the title included), one space between them."""
    words = PLACEHOLDER.sub(" ", without_comments(html).replace(TABLE_MARK, " "))
    return " ".join(re.sub(r"<[^>]+>", " ", words).split())


def anchor_names(html: str) -> list[str]:
    return re.findall(r"<a name=\"([^\"]+)\"", html)


def placeholders(html: str) -> Counter[str]:
    body = without_comments(html)
    return Counter([*PLACEHOLDER.findall(body), *[TABLE_MARK] * body.count(TABLE_MARK)])


@pytest.fixture(autouse=True)
def own_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """``show_rules(None)`` opens a new window here, not one an earlier test left (pytest-qt
    deletes those later)."""
    monkeypatch.setattr(rules, "_UNOWNED", [])


@pytest.fixture
def hungarian() -> Iterator[None]:
    """The game speaks Hungarian during the test, English again after it."""
    i18n.set_language("hu")
    try:
        yield
    finally:
        i18n.set_language("en")


def test_the_same_anchors_and_placeholders_as_english() -> None:
    english, hungarian = source("en"), source("hu")
    assert anchor_names(hungarian) == anchor_names(english)
    assert len(set(anchor_names(hungarian))) == len(anchor_names(hungarian))
    links = set(re.findall(r"href=\"#([^\"]+)\"", hungarian))
    assert links == set(re.findall(r"href=\"#([^\"]+)\"", english))
    assert links <= set(anchor_names(hungarian))
    assert placeholders(hungarian) == placeholders(english)
    filled = fill_numbers(without_comments(hungarian))
    assert not PLACEHOLDER.search(filled), "a placeholder the game does not fill"
    assert TABLE_MARK not in filled


def test_no_suffix_or_article_is_glued_to_a_number_placeholder() -> None:
    body = without_comments(source("hu"))
    for match in PLACEHOLDER.finditer(body):
        after = body[match.end():match.end() + 1]
        assert not after.isalpha() and after != "-", f"suffix after {match.group()}"
        before = body[max(0, match.start() - 3):match.start()]
        assert not re.search(r"(^|\s)az?\s$", before), f"article before {match.group()}"


def test_every_effect_and_domain_by_the_rulebooks_name(qtbot: QtBot, hungarian: None) -> None:
    window = show_rules(None, None)
    qtbot.addWidget(window)
    assert window.language == "hu"
    document = window.browser.document()
    assert set(EFFECT_NAMES) == set(EFFECTS)
    for name, (effect, domain) in EFFECT_NAMES.items():
        heading = document.findBlock(window.anchor_position(name))
        assert heading.blockFormat().headingLevel() in (3, 4), name
        assert heading.text().startswith(effect) or f"az {effect} " in heading.text(), name
        assert domain in heading.text(), name
    text = visible_text(source("hu"))
    for term in TERMS:
        assert term in text, term


def test_no_english_is_left() -> None:
    english, hungarian = source("en"), visible_text(source("hu"))
    headings = [" ".join(re.sub(r"<[^>]+>", "", h).split())
                for h in re.findall(r"<h[1-4]>(.*?)</h[1-4]>", english, re.S)]
    assert len(headings) > 30
    for heading in headings:
        assert heading not in hungarian, heading
    for word in ENGLISH_WORDS:
        assert not re.search(rf"\b{word}\b", hungarian), word


def test_show_rules_opens_the_hungarian_rules_with_the_engines_numbers(qtbot: QtBot,
                                                                         hungarian: None) -> None:
    assert rules_path().name == "rules_hu.html"
    window = show_rules(None, "embargo")
    qtbot.addWidget(window)
    assert window.current_anchor() == "embargo"
    assert window.browser.textCursor().block().text().startswith("Embargó")
    assert set(window.anchors()) >= {*EFFECTS, "setup", "turn", "effects", "art", "end", "team",
                                     "thresholds", "discard-pile"}
    text = " ".join(window.browser.toPlainText().split())
    assert not PLACEHOLDER.search(text)
    one, two = level_thresholds(2)
    four_one, four_two = level_thresholds(4)
    assert f"legalább {one}, illetve {two} kártya" in text
    assert f"legalább {four_one}, illetve {four_two} kártya" in text
    assert f"legalább {hegemony_target(2)} kártyád" in text
    assert f"legalább {hegemony_target(3)} kártyád" in text
    assert f"a kártyahúzásnál {HOLY_BOOK_LIMIT} lap" in text
    window.search.setText("Szentírás")
    assert window.find_next()
    assert window.browser.textCursor().selectedText() == "Szentírás"


@pytest.mark.slow
def test_the_open_window_turns_hungarian_with_the_game(qtbot: QtBot) -> None:
    window = RulesWindow(None)
    qtbot.addWidget(window)
    window.go("holy-book")
    assert window.browser.textCursor().block().text().startswith("Holy Book")
    try:
        i18n.set_language("hu")
        QApplication.processEvents()       # Qt posts the LanguageChange to every window
        assert window.language == "hu"
        assert window.browser.source().fileName() == "rules_hu.html"
        assert window.current_anchor() == "holy-book"
        assert window.browser.textCursor().block().text().startswith("Szentírás")
    finally:
        i18n.set_language("en")
