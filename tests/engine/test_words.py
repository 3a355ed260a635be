"""Sentences: English by default, rendered in a reader's own words, and back from JSON."""

from __future__ import annotations

import pytest

from engine.words import Card, Cards, Domain, Effect, Seat, Sentence, Words, register


class Names(Words):
    def seat(self, seat: int) -> str:
        return ["Ann", "Bob"][seat]

    def card(self, token: str) -> str:
        return f"<{token}>"


register({
    "test.plays": "{Seat} plays {card} towards {domain} with {effect}.",
    "test.draws": ("{Seat} draws {n} card.", "{Seat} draws {n} cards."),
    "test.why": "{effect}: {cause}",
    "test.cause": "{seat} has {cards}",
})


def test_english_by_default_with_a_capital_at_the_start() -> None:
    s = Sentence("test.plays", {"seat": Seat(1), "card": Card("SCI1"), "domain": Domain("ART"),
                                "effect": Effect("holy-book")})
    assert str(s) == "Seat 1 plays SCI1 towards Culture with Holy Book."
    assert s.render(Names()) == "Bob plays <SCI1> towards Culture with Holy Book."


def test_plural_chosen_by_n() -> None:
    assert str(Sentence("test.draws", {"seat": Seat(0), "n": 1})) == "Seat 0 draws 1 card."
    assert str(Sentence("test.draws", {"seat": Seat(0), "n": 3})) == "Seat 0 draws 3 cards."


def test_nested_sentences_render_with_the_same_words() -> None:
    cause = Sentence("test.cause", {"seat": Seat(0), "cards": Cards(("MIL1", "UTO3"))})
    s = Sentence("test.why", {"effect": Effect("purge"), "cause": cause})
    assert str(s) == "Purge: seat 0 has MIL1, UTO3"
    assert s.render(Names()) == "Purge: Ann has <MIL1>, <UTO3>"


def test_json_round_trip_keeps_the_types() -> None:
    cause = Sentence("test.cause", {"seat": Seat(1), "cards": Cards(("MIL1",))})
    s = Sentence("test.why", {"effect": Effect("purge"), "cause": cause})
    back = Sentence.from_json(s.to_json())
    assert back == s
    assert back.render(Names()) == "Purge: Bob has <MIL1>"


@pytest.mark.parametrize("data", [
    None, [], {"code": 1, "params": {}}, {"code": "x"}, {"code": "x", "params": {"s": {"seat": 9}}},
    {"code": "x", "params": {"c": {"card": "XYZ9"}}}, {"code": "x", "params": {"c": {"what": 1}}},
    {"code": "x", "params": {"c": [1, 2]}}, {"code": "x", "params": {"c": {"seat": 1, "card": "SCI1"}}},
])
def test_damaged_json_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        Sentence.from_json(data)


def test_a_code_cannot_be_registered_with_two_templates() -> None:
    register({"test.plays": "{Seat} plays {card} towards {domain} with {effect}."})   # same: fine
    with pytest.raises(ValueError, match="registered twice"):
        register({"test.plays": "something else"})
