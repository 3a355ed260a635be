"""The rules in French (``resources/rules/rules_fr.html``): the English file's anchors, links and
number placeholders, the French rulebook's terms in their sections, no English left; the Rules
window shows it when the game speaks French."""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from civgui.help import rules
from civgui.help.rules import TABLE_MARK, RulesWindow, show_rules
from civgui.services import i18n
from civgui.services.paths import resource_path
from engine.actions import EFFECTS

from .glossary import domain_names, effect_names

# the French rulebook's names of the effects (by notation name) and of the Domains (GLOSSARY.md)
FRENCH_EFFECTS = effect_names("fr")
FRENCH_DOMAINS = domain_names("fr")
FRENCH_TERMS = ("Plan de jeu", "pioche", "défausse", "Hégémonie", "majorités", "Âge III",
                "pièce de Majorité en Art", "effet permanent", "Niveau 2", "effet de sacrifice",
                "Premier Joueur", "variante classique", "variante Draft", "partie en équipe")
# words of an English sentence that no French sentence of the rules has
ENGLISH_WORDS = ("the", "and", "you", "your", "with", "of", "card", "cards", "player", "players",
                 "hand", "deck", "tableau", "discard", "turn", "level", "when", "which", "Culture")
PLACEHOLDER = re.compile(r"\{[\w-]+:[\w-]+\}")


def source(language: str) -> str:
    """The rules file as written, without its comments (the table's mark kept)."""
    text = resource_path("rules", f"rules_{language}.html").read_text(encoding="utf-8")
    return re.sub(r"<!--(?!thresholds-table-->).*?-->", "", text, flags=re.S)


def visible(markup: str) -> str:
    """The words a reader sees in ``markup``, on one line."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


def anchors(markup: str) -> list[str]:
    return re.findall(r'<a name="([^"]+)"', markup)


@pytest.fixture(autouse=True)
def own_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test opens a Rules window of its own (not one an earlier test left to be deleted)."""
    monkeypatch.setattr(rules, "_UNOWNED", [])


@pytest.fixture
def french() -> Iterator[None]:
    """The game speaks French for the test, English again after it."""
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language("en")


def open_rules(qtbot: QtBot, anchor: str | None = None) -> RulesWindow:
    window = show_rules(None, anchor)
    qtbot.addWidget(window)
    return window


def test_the_french_file_keeps_every_anchor_link_and_placeholder_of_the_english() -> None:
    english, french = source("en"), source("fr")
    assert anchors(french) == anchors(english)
    assert set(re.findall(r'href="#([^"]+)"', french)) == set(re.findall(r'href="#([^"]+)"', english))
    assert set(re.findall(r'href="#([^"]+)"', french)) <= set(anchors(french))
    assert Counter(PLACEHOLDER.findall(french)) == Counter(PLACEHOLDER.findall(english))
    assert french.count(TABLE_MARK) == english.count(TABLE_MARK) == 1


def test_the_rules_window_shows_the_french_rules(qtbot: QtBot, french: None) -> None:
    window = open_rules(qtbot, "holy-book")
    assert window.browser.source().fileName() == "rules_fr.html"
    assert window.current_anchor() == "holy-book"
    assert window.browser.textCursor().block().text().startswith("Livre Saint")
    found = window.anchors()
    for name in anchors(source("en")):
        assert name in found and window.anchor_position(name) >= 0, name
    text = " ".join(window.browser.toPlainText().split())
    assert not PLACEHOLDER.search(text), "a number placeholder was left unfilled"
    assert "au moins 8 cartes d'un même Domaine à 2 joueurs, ou au moins 7 cartes à 3 ou 4" in text
    assert "au moins 3 ou 5 cartes de ce Domaine à 2 ou 3 joueurs, et au moins 2 ou 4 cartes à 4" in text
    assert "limite de cartes en main passe à 5" in text and "passe à 7" in text
    items = [window.contents.topLevelItem(i) for i in range(window.contents.topLevelItemCount())]
    tops = [item.text(0) for item in items if item is not None]
    assert tops[:3] == ["Le matériel", "Mise en place", "Tour de jeu"]


def test_each_effect_has_its_french_name_in_its_section(qtbot: QtBot, french: None) -> None:
    window = open_rules(qtbot)
    document = window.browser.document()
    for name in EFFECTS:
        heading = document.findBlock(window.anchor_position(name))
        assert heading.blockFormat().headingLevel() in (3, 4), name
        assert FRENCH_EFFECTS[name] in heading.text(), name
    text = visible(source("fr"))
    for word in (*FRENCH_DOMAINS, *FRENCH_TERMS):
        assert word in text, word


def test_no_english_sentence_is_left() -> None:
    english, french = source("en"), visible(PLACEHOLDER.sub(" ", source("fr")))
    headings = [visible(h) for h in re.findall(r"<h[1-4]>(.*?)</h[1-4]>", english, re.S)]
    assert len(headings) > 30
    for heading in headings:
        assert heading not in french, heading
    for block in re.findall(r"<(?:p|li)>(.*?)</(?:p|li)>", english, re.S):
        assert visible(block)[:40] not in french, block
    for word in ENGLISH_WORDS:
        assert not re.search(rf"\b{word}\b", french, re.I), word


@pytest.mark.slow
def test_the_search_finds_french_words_whatever_their_case(qtbot: QtBot, french: None) -> None:
    window = open_rules(qtbot)
    window.search.setText("saut technologique")
    assert window.find_next()
    assert window.browser.textCursor().selectedText() == "Saut technologique"
    assert len(window.browser.extraSelections()) >= 3
    window.search.setText("HÉGÉMONIE")
    assert window.find_next()
    assert window.browser.textCursor().selectedText() == "Hégémonie"


@pytest.mark.slow
def test_the_search_finds_words_typed_without_their_accents(qtbot: QtBot, french: None) -> None:
    window = open_rules(qtbot)
    for typed, found in (("hegemonie", "Hégémonie"), ("ECONOMIE", "Économie"), ("Age III", "Âge III")):
        window.search.setText(typed)
        assert window.find_next(), typed
        assert window.browser.textCursor().selectedText() == found
    window.search.setText("hegemonia")            # a different word is still not found
    assert not window.find_next()


def test_the_open_window_turns_french_with_the_game(qtbot: QtBot) -> None:
    window = open_rules(qtbot, "embargo")
    assert window.browser.source().fileName() == "rules_en.html"
    try:
        i18n.set_language("fr")
        qtbot.waitUntil(lambda: window.browser.source().fileName() == "rules_fr.html")
        assert window.current_anchor() == "embargo"
        assert window.browser.textCursor().block().text().startswith("Embargo — Économie")
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: window.browser.source().fileName() == "rules_en.html")
