"""RULES §8 at the table: no reason, log line or private line names a card its viewer cannot know."""

from __future__ import annotations

import pytest

from engine import Game
from engine.actions import GIVE, KEEP, PARSE, PLAY, SHIFT, TARGET, USE
from engine.ai import RandomAI
from engine.ai.reason import HiddenCardError, _card, _table_card, explain
from engine.cards import KIND_INDEX
from engine.events import Draw, Event
from engine.lab.leaks import Tally, known_tokens, named_cards, play_checked, run
from engine.words import Card, Cards, Domain, Effect, Sentence, register


@pytest.mark.slow
def test_no_text_names_a_card_its_viewer_cannot_know() -> None:
    """Every level, 2-4 players, classic and draft, teams: every text after every action."""
    tally = run(games_per_config=2, seed=0, iterations=6)
    assert tally.games == 16
    assert tally.leaks() == 0, "\n".join(tally.examples)
    assert tally.reasons > 2000 and tally.lines > 3000 and tally.private > 800, tally.summary()


class _Boastful(RandomAI):
    """A Random AI whose reason names the card it keeps: the leak the checker must see."""

    def choose(self, game: Game) -> str:
        action = super().choose(game)
        if action.startswith("keep "):
            self.reason = Sentence("ai.discard", {"card": Card(action.split()[1])})
        return action


def test_the_checker_sees_a_reason_naming_a_kept_card() -> None:
    tally = Tally()
    play_checked(Game.new(3, seed=2, setup="draft"), [_Boastful(s, seed=s) for s in range(3)], tally)
    assert tally.reason_leaks == 9 and tally.line_leaks == 0     # 3 keeps each
    assert "the card of a hidden action" in tally.examples[0] and "unknown to" in tally.examples[1]


def test_named_cards_reads_tokens_and_card_names() -> None:
    assert named_cards("plays SCI2, then Culture III and Religion I; not ECO4 or SCI12") == [
        "SCI2", "ART3", "REL1"]


def test_named_cards_of_a_sentence_are_its_card_parameters() -> None:
    play = Sentence("ai.play_towards", {"card": Card("SCI2"), "domain": Domain("SCI"), "count": 2, "need": 8})
    assert named_cards(play) == ["SCI2"]
    cause = Sentence("x", {"cards": Cards(("MIL1", "UTO3"))})
    nested = Sentence("why.effect", {"effect": Effect("attack"), "cause": cause})
    assert named_cards(nested) == ["MIL1", "UTO3"]
    # a card written into a plain string parameter still counts: an untyped mention is no hiding place
    assert named_cards(Sentence("ai.use", {"effect": "keeps REL2"})) == ["REL2"]
    assert named_cards(Sentence("ai.keep_last")) == []
    register({"test.leaks.literal": "keeps Science II"})      # a card written into a template counts too
    assert named_cards(Sentence("test.leaks.literal")) == ["SCI2"]


def test_known_tokens_are_what_the_view_shows_face_up() -> None:
    g = Game.from_position({"players": 2, "hands": [["SCI1", "MIL2"], ["REL1"]],
                            "tableaus": [{"ART": ["ART3"]}, {}], "discard": ["UTO3"]})
    assert known_tokens(g.view(0)) == {"SCI1", "MIL2", "ART3", "UTO3"}
    assert known_tokens(g.view(1)) == {"REL1", "ART3", "UTO3"}


def test_a_reason_names_only_the_card_of_a_public_action() -> None:
    for verb in (KEEP, GIVE, USE, TARGET):
        with pytest.raises(HiddenCardError):
            _card(verb, KIND_INDEX["SCI1"])
    assert _card(PLAY, KIND_INDEX["SCI1"]) == Card("SCI1") and isinstance(_card(PLAY, 0), Card)
    g = Game.from_position({"players": 2, "hands": [["SCI1"], ["REL1"]], "tableaus": [{"ART": ["ART3"]}, {}]})
    assert _table_card(g.state, KIND_INDEX["ART3"]) == "ART3"
    assert isinstance(_table_card(g.state, KIND_INDEX["ART3"]), Card)
    with pytest.raises(HiddenCardError):
        _table_card(g.state, KIND_INDEX["REL1"])       # in a hand, not on the table


def test_keep_and_give_reasons_say_neither_the_card_nor_its_domain() -> None:
    g = Game.new(2, seed=4, setup="draft")
    st = g.state
    seat = g.to_move
    assert seat is not None
    for action in g.legal_actions():
        reason = explain(st, seat, PARSE[action])
        text = str(reason)
        assert text.startswith("keeps one card of 4") and not named_cards(reason) and not named_cards(text)
        assert not any(d in text for d in ("Military", "Religion", "Economy", "Science", "Culture", "Utopia"))
    g = Game.from_position({"players": 2, "active": 0, "step": "effects",
                            "hands": [["SCI1", "MIL2"], ["REL1", "ART2"]],
                            "tableaus": [{"REL": ["REL1"]}, {}]})
    g.apply("use inquisition")
    g.apply("target 1")
    gives = [a for a in g.legal_actions() if PARSE[a] >> SHIFT == GIVE]
    for action in gives:
        reason = explain(g.state, 0, PARSE[action])
        assert str(reason).startswith("gives seat 1 a card back, 1 more") and not named_cards(reason)
        assert not named_cards(str(reason))


def private_line(event: Event, viewer: int) -> str | None:
    """The English private line of an event for a viewer, or None."""
    line = event.private(viewer)
    return None if line is None else str(line)


def test_private_lines_go_to_their_viewers_only() -> None:
    g = Game.from_position({"players": 3, "active": 0, "step": "effects",
                            "hands": [["SCI1", "MIL2"], ["REL1", "ART2"], []],
                            "tableaus": [{"REL": ["REL1"]}, {}, {}]})
    g.apply("use inquisition")
    pool = next(e for e in g.apply("target 1") if e.kind == "pool")
    assert private_line(pool, 0) == "You take seat 1's hand: REL1, ART2."
    assert private_line(pool, 1) == "Seat 0 takes your hand: REL1, ART2."
    assert private_line(pool, 2) is None
    give = next(e for e in g.apply("give SCI1") if e.kind == "give")
    assert private_line(give, 0) == "You give back SCI1."
    assert private_line(give, 1) == "Seat 0 gives you SCI1."
    assert private_line(give, 2) is None
    assert "SCI1" in g.view(0)["hands"][1]          # the giver knows it from the first give on
    g.apply("give MIL2")
    events = g.apply("end")
    draw = next(e for e in events if isinstance(e, Draw))
    assert private_line(draw, 0) == f"You draw {', '.join(draw.cards)}."
    assert private_line(draw, 1) is None
    d = Game.new(2, seed=1, setup="draft")
    seat = d.to_move
    assert seat is not None
    action = d.legal_actions()[0]
    keep = d.apply(action)[0]
    assert private_line(keep, seat) == f"You keep {action.split()[1]}."
    assert private_line(keep, 1 - seat) is None
    assert all(private_line(e, s) is None for e in d.apply(d.legal_actions()[0]) if e.kind == "pass"
               for s in range(2))
