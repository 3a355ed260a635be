"""Typed events: their lines are the log, their dicts and private lines are those of the engine
before the restructure (issue 9), private lines reach only the seats allowed to see them."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from engine import Game
from engine import events as ev
from engine.events import Event
from engine.turns import HegemonyResult, MajorityResult
from engine.words import Sentence

from .test_golden import GOLDEN, _digest

CONFIGS = [(2, "classic", False), (3, "classic", False), (4, "classic", False), (2, "draft", False),
           (3, "draft", False), (4, "classic", True), (4, "draft", True)]

# Digests of every event dict and every private line (per viewer) of fixed random playouts (the
# golden ones' seeds), written by the engine of 954183b (``describe`` and ``private_line``).
PINNED: dict[str, tuple[str, str]] = {
    "2-classic-solo-1": ("b2574a431b52ee5e", "f0c6e944d3f3c8d4"),
    "2-classic-solo-2": ("6ba21fd26e517a4c", "c0c39f078af0a474"),
    "3-classic-solo-1": ("687aed464ccbef53", "35d39e6c9785d7fb"),
    "3-classic-solo-2": ("1fb85621f65d58a6", "e26118d6bb5bd7b6"),
    "4-classic-teams-1": ("b746dbf9d37eb786", "b40061a6657830ce"),
    "4-classic-teams-2": ("2cadcd052c5231e9", "8cdc51a63f480ee8"),
    "3-draft-solo-1": ("9cfb2c3c10c60647", "ea15f73ef170c2bd"),
    "3-draft-solo-2": ("94225619f77e5de6", "ad3d9b678ef94fd2"),
    "4-draft-teams-1": ("64bd66e527ff6fb8", "2315a5d3b75d8103"),
    "4-draft-teams-2": ("17ceede365b25819", "44a3bad9e84cc5b9"),
}


def _key(players: int, setup: str, teams: bool, seed: int) -> str:
    return f"{players}-{setup}-{'teams' if teams else 'solo'}-{seed}"


def _private(event: Event, viewer: int) -> str | None:
    line = event.private(viewer)
    return None if line is None else str(line)


def _play(players: int, setup: str, teams: bool, seed: int) -> tuple[Game, list[Event]]:
    """The golden playout of a configuration: the game and every event ``apply`` returned."""
    g = Game.new(players, seed, setup, teams)
    rng = random.Random(seed * 7 + 1)
    applied: list[Event] = []
    while not g.over:
        applied.extend(g.apply(rng.choice(g.legal_actions())))
    return g, applied


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_the_lines_of_the_events_apply_returns_are_the_log_written_before_the_restructure(key: str) -> None:
    players, setup, solo, seed = key.split("-")
    g, applied = _play(int(players), setup, solo == "teams", int(seed))
    header = [e for e in g.events if e.actions == 0]
    lines = [str(line) for e in header + applied if (line := e.line()) is not None]
    assert _digest(lines) == GOLDEN[key][3]        # the log hash of 954183b
    assert lines == g.log
    assert g.events == header + applied
    assert g.log_actions() == [e.actions for e in g.events if e.line() is not None]
    assert [e.actions for e in applied] == sorted(e.actions for e in applied)
    assert applied[-1].actions == len(g.history)


@pytest.mark.parametrize("key", sorted(PINNED))
def test_event_dicts_and_private_lines_are_those_written_before_the_restructure(key: str) -> None:
    players, setup, solo, seed = key.split("-")
    n = int(players)
    _, applied = _play(n, setup, solo == "teams", int(seed))
    dicts = [e.to_dict() for e in applied]
    private = [[_private(e, v) for v in range(n)] for e in applied]
    assert hashlib.sha256(json.dumps(dicts, sort_keys=True).encode()).hexdigest()[:16] == PINNED[key][0]
    assert _digest(private) == PINNED[key][1]


@pytest.mark.parametrize(("players", "setup", "teams"), CONFIGS)
def test_private_lines_reach_only_the_seats_that_may_see_the_cards(players: int, setup: str,
                                                                   teams: bool) -> None:
    told = 0
    for seed in range(3):
        g = Game.new(players, seed, setup, teams)
        rng = random.Random(seed)
        while not g.over:
            for event in g.apply(rng.choice(g.legal_actions())):
                readers = event.visible_to
                for v in range(players):
                    line = event.private(v)
                    if readers is None or v not in readers:
                        assert line is None, (event, v)
                    else:
                        assert line is not None, (event, v)
                        told += 1
                        hidden: dict[str, Any] = dict(event.to_dict())
                        cards = hidden.get("cards") or [hidden.get("card")]
                        named = line.params.get("cards", [line.params.get("card")])
                        assert all(c in named for c in cards)
                if readers is not None:
                    assert event.to_dict()["visible_to"] == list(readers)     # type: ignore[typeddict-item]
    assert told > 0


def test_a_determinized_copy_keeps_the_log_but_not_the_cards_its_seat_never_saw() -> None:
    for seed in range(4):
        g, _ = _play(3, "classic", False, seed + 1)
        for seat in range(3):
            d = g.determinize(seat, random.Random(seed))
            assert d.log == g.log and d.log_actions() == g.log_actions()
            for mine, theirs in zip(g.events, d.events, strict=True):
                readers = mine.visible_to
                if readers is None or seat in readers:
                    assert theirs is mine
                else:
                    assert theirs != mine and theirs.line() == mine.line()
                    assert theirs.private(seat) is None
                    hidden = theirs.to_dict()
                    assert not hidden.get("cards") and not hidden.get("card")


def test_a_determinized_copy_follows_new_events_and_undo() -> None:
    g = Game.new(2, seed=8)
    rng = random.Random(8)

    def redacted(seat: int) -> list[Event]:
        return [e if e.visible_to is None or seat in e.visible_to else e.seen_by(seat) for e in g.events]

    checked = 0
    while not g.over and checked < 60:
        seat = g.to_move
        assert seat is not None
        for s in (seat, 1 - seat):
            assert g.determinize(s, random.Random(0)).events == redacted(s)
        if g.undoable() and rng.random() < 0.3:
            g.undo()
        else:
            g.apply(rng.choice(g.legal_actions()))
        checked += 1
    assert any(e.hides for e in g.events)


def test_every_kind_has_its_dict_line_and_json_sentence() -> None:
    result = MajorityResult([0, 2], [3, 1, 3, 0], [[0], [1], [2], [0, 2], [], []], 5, [6, 1])
    cases: list[tuple[Event, dict[str, Any], str | None]] = [
        (ev.NewGame(None, 0, 4, "draft", True, 2),
         {"type": "new_game", "players": 4, "setup": "draft", "teams": True, "first": 2},
         "New game: 4 players, team game, draft set-up; seat 2 plays first."),
        (ev.Deal(1, 0, 4, True), {"type": "deal", "seat": 1, "count": 4, "draft": True},
         "Seat 1 draws 4 cards for the draft."),
        (ev.Turn(1, 3), {"type": "turn", "seat": 1}, "— Seat 1's turn —"),
        (ev.Play(0, 1, "SCI1", True),
         {"type": "play", "seat": 0, "card": "SCI1", "from": "hand", "to": "tableau", "extra": True},
         "Seat 0 plays SCI1 as an extra play."),
        (ev.Skip(0, 1, 1, "play"), {"type": "skip", "seat": 0, "count": 1, "step": "play"},
         "Seat 0 has no card they may play and skips the play."),
        (ev.Skip(0, 1, 1, "extra"), {"type": "skip", "seat": 0, "count": 1, "step": "extra"},
         "Seat 0 has no card they may play for 1 extra play."),
        (ev.Use(0, 1, "research"), {"type": "use", "seat": 0, "effect": "research"}, "Seat 0 uses Research."),
        (ev.Use(0, 1, "inquisition"), {"type": "use", "seat": 0, "effect": "inquisition"}, None),
        (ev.Use(0, 1, "holy-book"), {"type": "use", "seat": 0, "effect": "holy-book"},
         "Seat 0 uses Holy Book: hand limit 5."),
        (ev.Use(0, 1, "divine-right", True),
         {"type": "use", "seat": 0, "effect": "divine-right", "automatic": True},
         "Seat 0's Divine Right applies by itself: hand limit 7."),
        (ev.Sacrifice(0, 1, "MIL1", "attack"),
         {"type": "sacrifice", "seat": 0, "card": "MIL1", "effect": "attack", "from": "tableau"},
         "Seat 0 sacrifices MIL1 for Attack."),
        (ev.Discard(0, 1, "ECO2", "hand"),
         {"type": "discard", "seat": 0, "card": "ECO2", "from": "hand", "to": "discard"},
         "Seat 0 discards ECO2 from their hand."),
        (ev.Discard(1, 1, "ECO2", "tableau", True),
         {"type": "discard", "seat": 1, "card": "ECO2", "from": "tableau", "to": "discard", "attacked": True},
         "Seat 1 loses ECO2 to the Attack."),
        (ev.Attack(0, 1, "ECO"), {"type": "attack", "seat": 0, "domain": "ECO"}, "Seat 0 attacks Economy."),
        (ev.Return(0, 1, "ART3"),
         {"type": "return", "seat": 0, "card": "ART3", "from": "tableau", "to": "hand"},
         "Seat 0 returns ART3 to their hand."),
        (ev.Take(0, 1, "UTO3"),
         {"type": "take", "seat": 0, "card": "UTO3", "from": "discard", "to": "hand"},
         "Seat 0 takes UTO3 from the discard pile."),
        (ev.Draw(2, 1, 2, ("SCI1", "MIL3")),
         {"type": "draw", "seat": 2, "count": 2, "cards": ["SCI1", "MIL3"], "visible_to": [2]},
         "Seat 2 draws 2 cards."),
        (ev.FinalRound(2, 1), {"type": "final_round", "seat": 2},
         "Seat 2 drew the last card of the deck: the final round begins."),
        (ev.Target(0, 1, 1, "embargo"), {"type": "target", "seat": 0, "target": 1, "effect": "embargo"},
         "Seat 0 targets seat 1 with Embargo."),
        (ev.Pool(0, 1, 1, 1, ("REL1",)),
         {"type": "pool", "seat": 0, "target": 1, "count": 1, "cards": ["REL1"], "visible_to": [0, 1]},
         "Seat 0 takes the 1 card of seat 1's hand and looks at both hands."),
        (ev.Give(0, 1, 1, "REL1"),
         {"type": "give", "seat": 0, "target": 1, "card": "REL1", "visible_to": [0, 1]},
         "Seat 0 gives a card back to seat 1."),
        (ev.Embargo(0, 1, 1, "SCI", "ECO1"),
         {"type": "embargo", "seat": 0, "target": 1, "domain": "SCI", "card": "ECO1"},
         "Seat 0 places an Embargo on seat 1's Science for their next turn."),
        (ev.DemocracyCard(0, 1, 1, "SCI", "UTO3"),
         {"type": "democracy", "seat": 0, "target": 1, "domain": "SCI", "card": "UTO3"},
         "Seat 0 places a Democracy card under seat 1's Science."),
        (ev.Expire(1, 2, 0, "SCI", "ECO1"),
         {"type": "expire", "seat": 1, "by": 0, "domain": "SCI", "card": "ECO1", "to": "discard"},
         "The Embargo on seat 1's Science ends (ECO1 to the discard pile)."),
        (ev.Copy(0, 1, 1, "research"), {"type": "copy", "seat": 0, "target": 1, "effect": "research"},
         "Seat 0 is inspired by seat 1 and copies Research."),
        (ev.CoinBack(1, 1), {"type": "coin_back", "seat": 1}, "The Art coin returns to the table."),
        (ev.Keep(1, 1, "ART1"), {"type": "keep", "seat": 1, "card": "ART1", "visible_to": [1]},
         "Seat 1 keeps a card."),
        (ev.Pass(None, 1, 2), {"type": "pass", "round": 2}, "The packets pass to the left."),
        (ev.Centre(None, 1, ("SCI1", "ART2")), {"type": "centre", "cards": ["SCI1", "ART2"]},
         "Face up in the centre: ART2, SCI1."),
        (ev.Pick(1, 1, "SCI1"),
         {"type": "pick", "seat": 1, "card": "SCI1", "from": "centre", "to": "tableau"},
         "Seat 1 takes SCI1 from the centre into their tableau."),
        (ev.Over(None, 9, result, True),
         {"type": "over", "result": {"reason": "majority", "winners": [0, 2], "points": [3, 1, 3, 0],
                                     "majorities": {"MIL": [0], "REL": [1], "ECO": [2], "SCI": [0, 2],
                                                    "ART": [], "UTO": []},
                                     "tiebreak": "UTO", "team_points": {"A": 6, "B": 1}}},
         "Game over: team A wins on majorities (A 6, B 1) after the tie-break on Utopia."),
        (ev.Over(None, 9, HegemonyResult([0, 1, 2], 3), False),
         {"type": "over", "result": {"reason": "hegemony", "winners": [0, 1, 2], "domain": "SCI"}},
         "Game over: seat 0 and seat 1 and seat 2 share the victory by Science Hegemony."),
    ]
    for event, wanted, line in cases:
        assert event.to_dict() == wanted, event
        assert event.kind == wanted["type"]
        said = event.line()
        assert (None if said is None else str(said)) == line, event
        if said is not None:
            assert Sentence.from_json(json.loads(json.dumps(said.to_json()))) == said
    kinds = {type(e) for e, _, _ in cases}
    assert kinds == {cls for cls in vars(ev).values()
                     if isinstance(cls, type) and issubclass(cls, Event) and cls.kind}


def test_events_are_frozen_and_private_lines_name_the_cards_to_their_readers_only() -> None:
    pool = ev.Pool(0, 4, 1, 2, ("REL1", "ART2"))
    with pytest.raises(AttributeError):
        pool.target = 2     # type: ignore[misc]
    assert str(pool.private(0)) == "You take seat 1's hand: REL1, ART2."
    assert str(pool.private(1)) == "Seat 0 takes your hand: REL1, ART2."
    assert pool.private(2) is None
    give = ev.Give(0, 4, 1, "SCI1")
    assert (str(give.private(0)), str(give.private(1)), give.private(2)) == (
        "You give back SCI1.", "Seat 0 gives you SCI1.", None)
    keep = ev.Keep(1, 1, "ART1")
    assert str(keep.private(1)) == "You keep ART1." and keep.private(0) is None
    assert str(ev.Draw(2, 1, 2, ("SCI1", "MIL3")).private(2)) == "You draw SCI1, MIL3."
    assert ev.Turn(0, 1).private(0) is None and ev.Turn(0, 1).visible_to is None


def test_the_header_and_undo_are_events_too() -> None:
    g = Game.new(3, seed=5, setup="classic")
    assert [e.kind for e in g.events] == ["new_game", "deal", "deal", "deal", "turn"]
    assert "seed" not in g.events[0].to_dict()          # the seed would tell every hidden card
    assert all(e.actions == 0 for e in g.events)
    before_events, before_log = list(g.events), list(g.log)
    g.apply(g.legal_actions()[0])
    assert len(g.log) > len(before_log)
    g.undo()
    assert g.events == before_events and g.log == before_log and g.log_actions() == [0] * len(before_log)
    copy = g.clone()
    copy.apply(copy.legal_actions()[0])
    assert g.events == before_events and g.log == before_log
    assert copy.events[:len(before_events)] == before_events and all(
        a is b for a, b in zip(copy.events, g.events))          # clones share the immutable events
    d = Game.new(2, seed=1, setup="draft")
    assert [e.kind for e in d.events] == ["new_game", "deal", "deal"]
    assert d.log[1] == "Seat 0 draws 4 cards for the draft."
