"""The engine's reasons at the table: Sentences rendered in the table's words, never parsed.

AI reasons travel from the AI's thread to the log as Sentence objects; why-not reasons show in
the effects panel (the cause under the effect's title), the hand's tooltips and the refusal
banner with player names for seats and card names for cards.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from civgui.devtools import scenes
from civgui.play.aidriver import AIDriver
from civgui.play.model import GameModel
from civgui.play.words import TableWords, effect_cause, say
from civgui.table.banner import refusal_sentence
from civgui.table.effects import EffectsPanel
from civgui.table.hand import HandView
from engine import Game
from engine.ai import make_ai
from engine.words import Card, Domain, Effect, Seat, Sentence

from .conftest import model_at

SEAT_NUMBER = re.compile(r"\bseat \d", re.IGNORECASE)
CARD_TOKEN = re.compile(r"\b(?:MIL|REL|ECO|SCI|ART|UTO)[123]\b")

def _why_effect(effect: str, cause: Sentence) -> Sentence:
    return Sentence("why.effect", {"effect": Effect(effect), "cause": cause})


def test_table_words_name_players_and_cards() -> None:
    words = TableWords(["Player", "Aurelia"])
    loss = Sentence("ai.attack_loss", {"domain": Domain("MIL"), "seat": Seat(1), "card": Card("MIL2"),
                                       "count": 3})
    assert say(loss, words) == "attacks Military: Aurelia loses Military II, one of its 3 Military cards"
    assert str(loss) == "attacks Military: seat 1 loses MIL2, one of its 3 Military cards"
    assert TableWords(["Player"]).seat(3) == "seat 3"        # a seat the table has no name for
    assert say("it is not your turn", words) == "it is not your turn"   # the GUI's own words, as they are


def test_the_cause_of_an_effect_reason_is_shown_without_the_effects_name() -> None:
    cause = Sentence("why.culture_not_most", {"mine": 3, "seat": Seat(1), "theirs": 4})
    assert effect_cause(_why_effect("inspiration", cause)) is cause
    assert effect_cause(cause) is cause
    assert effect_cause("the game is over") == "the game is over"


def test_a_refusal_is_a_sentence_in_names_with_a_capital_and_a_full_stop() -> None:
    names = ["Player", "Aurelia"]
    played = Sentence("why.not_in_hand", {"card": Card("SCI1")})
    assert refusal_sentence(played, names) == "Not allowed — Science I is not in your hand."
    assert refusal_sentence("it is Aurelia's turn (medium)", names) == \
        "Not allowed — It is Aurelia's turn (medium)."
    assert refusal_sentence(Sentence("ai.none"), names) == ""


def test_the_effects_panel_shows_the_cause_with_player_names(qtbot: Any) -> None:
    position = scenes.effects_position()
    position["tableaus"][1]["ART"] = ["ART1", "ART1", "ART2", "ART3"]   # Aurelia has more Culture
    model = model_at(Game.from_position(position))
    why = model.why_not("use inspiration")
    assert isinstance(why, Sentence) and why.code == "why.effect"
    assert str(why) == ("Inspiration: needs strictly more Culture cards than every other player "
                        "(you have 3, seat 1 has 4)")
    panel = EffectsPanel(model)
    qtbot.addWidget(panel)
    assert not panel.buttons["inspiration"].isEnabled()
    tip = panel.buttons["inspiration"].toolTip()
    assert tip.startswith("<b>Inspiration — Culture</b>")     # the title heads the tooltip once
    assert ("<span style='color:#b00020'>Not now: needs strictly more Culture cards than every "
            "other player (you have 3, Aurelia has 4)</span><br><br><small>F1: the rules of") in tip, tip
    for name, button in panel.buttons.items():   # every cause without its effect's title, in names
        assert "Not now: " + name.replace("-", " ").title() + ":" not in button.toolTip()
        assert not SEAT_NUMBER.search(button.toolTip())


def test_the_hands_tooltips_name_cards_and_players(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    model = model_at(Game.from_position(scenes.team_position()))
    missing = Sentence("why.not_in_hand", {"card": Card("UTO3")})
    monkeypatch.setattr(model, "why_not", lambda action: missing)
    hand = HandView(model)
    qtbot.addWidget(hand)
    assert hand.tips and all(tip == "Utopia III is not in your hand" for tip in hand.tips), hand.tips


def test_ai_reasons_are_logged_in_the_tables_words() -> None:
    """A whole game of AI seats through submit_ai: every reason entry is its Sentence in names."""
    model = GameModel(autosave=False)
    game = Game.new(3, seed=5)
    model.load_game(game, scenes.seats(3, humans=()))
    ais = [make_ai("easy", s, seed=s) for s in range(3)]
    said: list[tuple[int, Sentence]] = []
    while not model.over:
        seat = model.to_move
        assert seat is not None
        copy = model.game_copy()
        assert copy is not None
        action = ais[seat].choose(copy)
        said.append((seat, ais[seat].reason))
        assert model.submit_ai(seat, action, ais[seat].reason)
    entries = [e.text for e in model.log if e.kind == "reason"]
    words = TableWords(model.names())
    assert entries == [f"{model.seat_name(s)}: “{reason.render(words)}”" for s, reason in said]
    assert not [e for e in entries if SEAT_NUMBER.search(e) or CARD_TOKEN.search(e)]
    assert any("Aurelia" in e.split(":", 1)[1] for e in entries)       # a seat named in a reason


def test_the_ai_thread_hands_over_the_sentence_itself(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    model = GameModel(autosave=False)
    got: list[object] = []
    submit = model.submit_ai

    def record(seat: int, action: str, reason: Sentence | str | None = None) -> bool:
        got.append(reason)
        return submit(seat, action, reason)

    monkeypatch.setattr(model, "submit_ai", record)
    driver = AIDriver(model, pace=0.0)
    model.load_game(Game.new(2, seed=3), scenes.seats(2, humans=()))
    qtbot.waitUntil(lambda: len(got) >= 3, timeout=10_000)
    driver.set_paused(True)
    driver.shutdown()
    assert all(isinstance(reason, Sentence) and reason.code.startswith("ai.") for reason in got), got


def test_a_refused_action_is_told_in_the_players_words() -> None:
    from civgui.play.words import TableWords, action_words, illegal_action
    from engine import IllegalAction

    words = TableWords(["Ann", "Bob"])
    assert action_words("end", words) == "end turn"
    assert action_words("use holy-book", words) == "use Holy Book"
    assert action_words("copy 1 research", words) == "copy Bob's Research"
    assert action_words("target 1", words) == "target Bob"
    assert action_words("domain SCI", words) == "domain Science"
    assert action_words("play SCI2", words) == "play Science II"
    g = Game.from_position({"players": 2, "hands": [["SCI1"], []], "deck": ["UTO3"] * 10})
    for action, expected in (("end", "end turn: play a card from your hand first (step 1)"),
                             ("play MIL1", "play Military I: Military I is not in your hand")):
        with pytest.raises(IllegalAction) as info:
            g.apply(action)
        assert info.value.reason is not None
        assert illegal_action(action, info.value.reason, words) == expected
    g.apply("play SCI1")
    with pytest.raises(IllegalAction) as info:
        g.apply("use purge")
    assert info.value.reason is not None       # the reason names the effect: no second prefix
    said = illegal_action("use purge", info.value.reason, words)
    assert said == "Purge: needs 5 Military cards, you have 0"


def test_step_two_without_any_effect_says_to_end_the_turn(qtbot: Any) -> None:
    model = model_at(Game.from_position({"players": 2, "step": "effects", "hands": [["SCI1"], []],
                                         "tableaus": [{"SCI": ["SCI1"]}, {}], "deck": ["UTO3"] * 10}))
    panel = EffectsPanel(model)
    qtbot.addWidget(panel)
    panel.refresh()
    enabled = [name for name, button in panel.buttons.items() if button.isEnabled()]
    assert enabled == ["breakthrough"] and panel.status.text().startswith("1 effect available")
    model.submit("use breakthrough")
    for _ in range(5):
        model.submit(next(a for a in model.legal_actions() if a.startswith("discard")))
    panel.refresh()
    assert not any(button.isEnabled() for button in panel.buttons.values())
    assert panel.status.text() == "No effect available now: press End turn."
