"""Win chances turn by turn (engine.ai.chances): normalised, ending at the result, swings named."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.ai import make_ai
from engine.ai.chances import Cancelled, calm, chances, lookahead, name_turn
from engine.events import Attack, DemocracyCard, Discard, Embargo, Over, Play, Target, Turn
from engine.words import Domain, Seat

from .chance_games import EMBARGO, FINAL_ROUND, NO_EMBARGO, final_round
from .helpers import play_out


def played(players: int, seed: int, setup: str = "classic", teams: bool = False) -> Game:
    game = Game.new(players, seed, setup, teams)
    play_out(game, [make_ai("easy", s, seed=seed + s) for s in range(players)])
    return game


@pytest.mark.parametrize(("players", "setup", "teams"), [
    (2, "classic", False), (3, "draft", False), (4, "classic", False), (4, "draft", True)])
def test_the_chances_sum_to_one_at_every_turn_and_end_at_the_result(players: int, setup: str,
                                                                     teams: bool) -> None:
    game = played(players, 11, setup, teams)
    c = chances(game)
    result = game.result
    assert result is not None
    turns = [e for e in game.events if isinstance(e, Turn)]
    assert len(c.points) == len(turns) + 1           # the start of every turn, then the end
    assert [p.seat for p in c.points[:-1]] == [e.seat for e in turns]
    for point in c.points:
        sides = c.side_values(point)
        assert sum(sides) == pytest.approx(1.0)
        assert all(0.0 <= v <= 1.0 for v in point.seats)
        if teams:
            assert point.seats[0] == point.seats[2] and point.seats[1] == point.seats[3]
    winners = result["winners"]
    last = c.points[-1].seats
    share = 1.0 if teams else 1.0 / len(winners)
    assert last == tuple(share if s in winners else 0.0 for s in range(players))
    assert c.winners == tuple(winners)
    assert c.swings and all(a.change >= b.change for a, b in zip(c.swings, c.swings[1:]))


def test_an_embargo_that_stops_a_hegemony_is_the_swing_and_is_named() -> None:
    c = chances(final_round(EMBARGO))
    before, after = c.points[0].seats[1], c.points[1].seats[1]
    assert before > 0.5 > 0.2 > after          # seat 1 was to win on its turn; the Embargo stopped it
    top = c.swings[0]
    assert (top.turn, top.seat) == (1, 0)
    assert top.name.code == "chances.embargo"
    assert top.name.params == {"seat": Seat(0), "target": Seat(1), "domain": Domain("SCI")}
    assert str(top.name) == "Seat 0's Embargo on seat 1's Science"


def test_without_the_embargo_the_swing_is_the_hegemony() -> None:
    c = chances(final_round(NO_EMBARGO))
    assert c.points[-1].seats == (0.0, 1.0)
    assert str(c.swings[0].name) == "Seat 1's Science Hegemony"
    assert all(s.name.code != "chances.embargo" for s in c.swings)


def test_the_estimates_see_what_the_evaluation_alone_cannot() -> None:
    """Measured reason for the default: the position alone (``calm``) misses the coming
    Hegemony and the Embargo; two turns ahead (``lookahead``) sees both."""
    game = Game.from_position(FINAL_ROUND)
    assert lookahead(game.state)[1] == 1.0
    assert calm(game.state)[1] < 0.9


def test_an_attack_is_named_by_its_attacker_and_weighed_by_the_rival_it_cost_most() -> None:
    """An Attack hits every player: its name is the attacker's and the Domain's, never one victim's;
    it still weighs what it cost the rival it cost most against the turn's other blows."""
    events = [Play(0, 3, "MIL1", False), Attack(0, 4, "SCI"), Discard(1, 4, "SCI1", "tableau", True),
              Discard(2, 4, "SCI2", "tableau", True)]
    name = name_turn(0, events, [0.2, -0.05, -0.15])
    assert str(name) == "Seat 0's Attack on Science"
    assert name.params == {"seat": Seat(0), "domain": Domain("SCI")}
    assert str(name_turn(0, events[:2], [0.1, -0.05, -0.05])) == "Seat 0's Attack on Science"
    turn = [*events, Target(0, 5, 3, "inquisition")]
    # the Attack cost seat 2 more (-0.15) than the Inquisition cost seat 3 (-0.05): the Attack names it
    assert str(name_turn(0, turn, [0.25, -0.05, -0.15, -0.05])) == "Seat 0's Attack on Science"
    assert str(name_turn(0, turn, [0.25, -0.05, -0.05, -0.15])) == "Seat 0's Inquisition on seat 3"


def test_the_blow_that_cost_most_names_a_turn_of_several_and_says_who_struck() -> None:
    events = [Embargo(0, 5, 1, "ART", "ECO1"), Target(0, 6, 2, "inquisition")]
    assert str(name_turn(0, events, [0.3, -0.05, -0.25])) == "Seat 0's Inquisition on seat 2"
    assert str(name_turn(0, events, [0.3, -0.25, -0.05])) == "Seat 0's Embargo on seat 1's Culture"
    democracy = [DemocracyCard(2, 3, 1, "ECO", "UTO1")]
    assert str(name_turn(2, democracy, [0.1, -0.2, 0.1])) == "Seat 2's Democracy on seat 1's Economy"
    assert str(name_turn(1, [Play(1, 2, "SCI2", False)], [0.1, -0.1])) == "Seat 1 plays SCI2"
    assert str(name_turn(1, [Over(None, 9, None, False)], [0.5, -0.5])) == "Count of the majorities"


def test_an_unfinished_or_originless_game_is_refused_and_a_stop_is_heard() -> None:
    with pytest.raises(ValueError, match="finished"):
        chances(Game.new(2, 1))
    game = final_round(EMBARGO)
    with pytest.raises(Cancelled):
        chances(game, cancelled=lambda: True)
    copy = played(2, 4).determinize(0, random.Random(1))
    assert copy.over
    with pytest.raises(ValueError, match="origin"):
        chances(copy)


@pytest.mark.parametrize("teams", [False, True])
def test_any_estimate_is_normalised_and_the_last_point_is_the_result(teams: bool) -> None:
    """An estimate's values are scaled to chances (per team: teammates equal); the end is the result."""
    game = played(4, 5, teams=teams)
    c = chances(game, estimate=lambda st: [4.0, 2.0, 1.0, 1.0])
    for point in c.points[:-1]:
        assert c.side_values(point) == pytest.approx([2 / 3, 1 / 3] if teams else [0.5, 0.25, 0.125, 0.125])
    result = game.result
    assert result is not None
    share = 1.0 if teams else 1.0 / len(result["winners"])
    assert c.points[-1].seats == tuple(share if s in result["winners"] else 0.0 for s in range(4))
