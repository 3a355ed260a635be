"""The effects panel's words read the engine's table of effect facts (engine/effects.py): an
effect's Domain and kind, Holy Book's and Divine Right's hand limits and Breakthrough's count come
from it, in every language, so a changed number in the engine changes the text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from civgui.play.texts import EFFECT_BY_NAME, EFFECTS
from civgui.services.i18n import set_language
from engine import effects
from engine.cards import DIVINE_RIGHT_LIMIT, DOMAINS, HOLY_BOOK_LIMIT
from engine.effects import INSPIRE, PERMANENT, SACRIFICE, facts


@pytest.fixture
def language() -> Iterator[None]:
    yield
    set_language("en")


def test_each_panel_effect_has_the_engines_domain_and_kind() -> None:
    assert sorted(e.name for e in EFFECTS) == sorted(effects.EFFECTS)
    kinds = {PERMANENT: "level", SACRIFICE: "sacrifice", INSPIRE: "inspiration"}
    for info in EFFECTS:
        row = facts(info.name)
        assert info.domain == DOMAINS[row.domain], info.name
        assert info.kind.startswith(kinds[row.kind]), info.name
        if row.kind == PERMANENT:
            assert info.kind == f"level {row.level}", info.name


@pytest.mark.parametrize("lang", ["en", "fr", "hu"])
def test_hand_limits_and_breakthrough_count_are_the_engines(lang: str, language: None) -> None:
    set_language(lang)
    assert str(HOLY_BOOK_LIMIT) in EFFECT_BY_NAME["holy-book"].text
    assert str(DIVINE_RIGHT_LIMIT) in EFFECT_BY_NAME["divine-right"].text
    assert EFFECT_BY_NAME["breakthrough"].text.count(str(facts("breakthrough").draws)) == 2
    assert "{" not in "".join(e.text for e in EFFECTS)


def test_a_changed_limit_in_the_engine_changes_the_text(monkeypatch: pytest.MonkeyPatch) -> None:
    rows = list(effects.EFFECT_FACTS)
    rows[effects.HOLY_BOOK] = rows[effects.HOLY_BOOK]._replace(hand_limit=6)
    rows[effects.BREAKTHROUGH] = rows[effects.BREAKTHROUGH]._replace(draws=4)
    monkeypatch.setattr(effects, "EFFECT_FACTS", tuple(rows))
    assert "Your hand limit is 6 this turn" in EFFECT_BY_NAME["holy-book"].text
    assert "draw the top 4 cards of the deck, then discard 4 cards" in EFFECT_BY_NAME["breakthrough"].text
