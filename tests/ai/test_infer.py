"""The belief (engine/ai/infer.py): what rivals' actions say of their hands, and worlds dealt by it
that keep all that the seat knows (RULES §8)."""

from __future__ import annotations

import math
import random
from collections import Counter
from itertools import permutations

from engine import Game
from engine.ai import HardAI
from engine.ai.belief import Belief
from engine.ai.infer import FLOOR, MISTAKES, belief
from engine.ai.ismcts import search
from engine.ai.observe import Sampler, information_state, sample_world
from engine.ai.settings import SearchSettings
from engine.cards import KIND_AGE, KIND_DOMAIN, KIND_INDEX, KINDS, NKINDS, SCI
from engine.knowledge import claims
from engine.state import State, count_cards

from .helpers import CONFIGS, advance


def _weights(by_domain: dict[int, float], seat: int, players: int) -> Belief:
    """A belief giving ``seat``'s cards of some Domains these weights (1 elsewhere)."""
    rows = [tuple(1.0 for _ in range(NKINDS)) for _ in range(players)]
    rows[seat] = tuple(by_domain.get(KIND_DOMAIN[k], 1.0) for k in range(NKINDS))
    return Belief(tuple(rows))


def _against_known(info: State, seat: int) -> list[Belief]:
    """Beliefs pushing as hard as they can away from the kinds the seat knows each rival holds."""
    out = []
    know = claims(info, seat)
    for h, exact in know.exact.items():
        doms = {KIND_DOMAIN[k]: 1e-6 for k in range(NKINDS) if exact[k]}
        out.append(_weights(doms, h, info.players))
    rng = random.Random(len(out))
    out.append(Belief(tuple(tuple(rng.choice((1e-6, 1.0, 1e6)) for _ in range(NKINDS))
                            for _ in range(info.players))))
    return out


def _holds(world: State, info: State, seat: int) -> None:
    """The world agrees with all that ``seat`` knows in ``info`` and changes nothing it sees."""
    know = claims(info, seat)
    zero = [0] * NKINDS
    assert count_cards(world) == count_cards(info)
    assert world.hands[seat] == info.hands[seat] and world.hsize == info.hsize
    assert world.tab == info.tab and world.discard == info.discard
    for h in range(info.players):
        assert sum(world.hands[h]) == info.hsize[h]
        ages = Counter(KIND_AGE[k] for k in range(NKINDS) for _ in range(world.hands[h][k]))
        assert ages == Counter(KIND_AGE[k] for k in range(NKINDS) for _ in range(info.hands[h][k]))
        for k, c in enumerate(know.exact.get(h, [0] * NKINDS)):
            assert world.hands[h][k] >= c, f"seat {h} must hold {c} {KINDS[k]}"
    assert [KIND_AGE[k] for k in world.deck] == [KIND_AGE[k] for k in info.deck]
    assert sorted(KIND_AGE[k] for k in world.removed) == sorted(KIND_AGE[k] for k in info.removed)
    for cards, seats in know.groups:     # some order of the group's cards gives one to each of its seats
        free = {h: [world.hands[h][k] - know.exact.get(h, zero)[k] for k in range(NKINDS)] for h in seats}
        assert any(all(Counter(k for k, z in zip(order, seats) if z == h)[k] <= free[h][k]
                       for h in set(seats) for k in order)
                   for order in permutations(cards)), f"the group {cards} is not with seats {seats}"


def _worlds(info: State, seat: int, count: int = 30) -> list[State]:
    rng = random.Random(7)
    worlds = [sample_world(info, seat, rng) for _ in range(count)]
    for bel in _against_known(info, seat):
        worlds += [sample_world(info, seat, rng, belief=bel) for _ in range(count)]
    return worlds


def test_worlds_keep_the_cards_given_back_in_an_inquisition() -> None:
    g = Game.from_position({"players": 3, "active": 0, "step": "effects",
                            "hands": [["MIL1", "SCI2"], ["REL1", "ART2"], ["ECO1"]],
                            "tableaus": [{"REL": ["REL1"]}, {}, {}]})
    for action in ("use inquisition", "target 1", "give SCI2", "give REL1"):
        g.apply(action)
    info = information_state(g, 0)
    assert g.view(0)["hands"][1] == ["REL1", "SCI2"]
    for world in _worlds(info, 0):
        _holds(world, info, 0)
        assert world.hands[1][KIND_INDEX["SCI2"]] == 1 and world.hands[1][KIND_INDEX["REL1"]] == 1


def test_worlds_keep_the_cards_taken_from_the_discard_pile() -> None:
    g = Game.from_position({"players": 2, "active": 1, "step": "effects",
                            "hands": [["MIL1", "REL1", "ECO1"], ["ART1"]],
                            "tableaus": [{}, {"UTO": ["UTO3"] * 5}], "discard": ["SCI2", "MIL3", "ECO2"]})
    for action in ("use republic", "take SCI2", "take MIL3", "end"):
        g.apply(action)
    assert g.to_move == 0
    info = information_state(g, 0)
    for world in _worlds(info, 0):
        _holds(world, info, 0)
        assert world.hands[1][KIND_INDEX["SCI2"]] == 1 and world.hands[1][KIND_INDEX["MIL3"]] == 1


def test_worlds_keep_what_the_seat_saw_in_the_draft() -> None:
    """2 players: of the rival's 3 kept cards, the one kept from the packet it got back and the one
    beside the centre card are known; worked out here from the seat's own view of the draft."""
    checked = 0
    for seed in range(6):
        g = Game.new(2, seed=seed, setup="draft")
        rng = random.Random(seed)
        held: dict[int, list[list[str]]] = {0: [], 1: []}
        kept: dict[int, list[str]] = {0: [], 1: []}
        centre: list[str] = []
        while g.view(None)["step"] == "draft":
            seat = g.to_move
            assert seat is not None
            v = g.view(seat)
            action = rng.choice(g.legal_actions())
            if v["draft"]["stage"] == "keep":
                held[seat].append(sorted(v["draft"]["packet"]))
                kept[seat].append(action.split()[1])
            elif not centre:
                centre = list(v["draft"]["centre"])
            g.apply(action)
        me = g.to_move
        assert me is not None
        mine, rival = held[me], 1 - me
        passed = Counter(mine[0]) - Counter([kept[me][0]])
        from_mine = passed - Counter(mine[2])                    # what the rival kept from it in round 2
        second = Counter(mine[1]) - Counter([kept[me][1]])        # what it got from the packet in round 3
        mine_left = Counter(mine[2]) - Counter([kept[me][2]])
        in_centre = Counter(centre) - mine_left
        from_second = second - in_centre
        expected = from_mine + from_second
        assert sum(expected.values()) == 2
        info = information_state(g, me)
        for world in _worlds(info, me, 20):
            _holds(world, info, me)
            for card, c in expected.items():
                assert world.hands[rival][KIND_INDEX[card]] >= c
                checked += 1
    assert checked > 400


def test_dealt_worlds_keep_every_constraint_in_every_configuration() -> None:
    for players, setup, teams in CONFIGS:
        for seed in range(3):
            g = advance(Game.new(players, seed=seed, setup=setup, teams=teams), 40 + 30 * seed, seed)
            if g.over or g.state.draft is not None:
                continue
            seat = g.to_move
            assert seat is not None
            info = information_state(g, seat)
            rng = random.Random(seed)
            for bel in [*_against_known(info, seat), belief(g, seat, info)]:
                for _ in range(10):
                    _holds(sample_world(info, seat, rng, belief=bel), info, seat)


def test_a_sampler_deals_every_world_as_a_fresh_deal_would() -> None:
    """The search's ``Sampler`` (one ``knowledge.Dealer`` per search) gives world after world the
    very deals ``sample_world`` gives from the same generator: nothing one deal does is left over in
    the next (uniform and weighted, the draft included)."""
    checked = 0
    for players, setup, teams in CONFIGS:
        for seed in range(2):
            for plies in (3, 40 + 30 * seed):
                g = advance(Game.new(players, seed=seed, setup=setup, teams=teams), plies, seed)
                if g.over:
                    continue
                seat = g.to_move
                assert seat is not None
                info = information_state(g, seat)
                rng = random.Random(plies)
                skewed = Belief(tuple(tuple(rng.choice((1e-6, 1.0, 1e6)) for _ in range(NKINDS))
                                      for _ in range(players)))
                for bel in (None, skewed):
                    sampler = Sampler(info, seat, bel)
                    one, other = random.Random(seed), random.Random(seed)
                    for _ in range(6):
                        w = sampler.world(one)
                        fresh = sample_world(info, seat, other, bel)
                        assert (w.hands, w.deck, w.removed, w.draft and w.draft.packets) == (
                            fresh.hands, fresh.deck, fresh.removed, fresh.draft and fresh.draft.packets)
                        checked += 1
    assert checked > 100


def _gave_up_science(hand: tuple[str, ...] = ("MIL1", "REL1", "REL1")) -> Game:
    """Seat 1, one Science card from Hegemony (7 of 8), plays Military (its seventh: Military's own
    next card would be worth no more than Science's before this one); then seat 0 is to move."""
    g = Game.from_position({"players": 2, "active": 1,
                            "hands": [["ART1", "ART1", "ECO1"], list(hand)],
                            "tableaus": [{"ART": ["ART2"]},
                                         {"MIL": ["MIL1"] * 3 + ["MIL2"] * 3,
                                          "SCI": ["SCI1"] * 3 + ["SCI2"] * 2 + ["SCI3"] * 2}],
                            "deck": ["UTO3", "MIL2", "ECO1", "MIL2", "REL2", "ECO3"]})
    g.apply("play MIL1")
    g.apply("end")
    return g


def test_a_rival_who_did_not_play_a_strong_domain_probably_holds_none() -> None:
    g = _gave_up_science()
    info = information_state(g, 0)
    bel = belief(g, 0, info)
    sci = [bel.weights[1][k] for k in range(NKINDS) if KIND_DOMAIN[k] == SCI]
    assert max(sci) < 0.5 and bel.weights[1][KIND_INDEX["MIL2"]] == 1.0
    assert bel.weights[0] == (1.0,) * NKINDS          # nothing is inferred of the seat's own hand
    rng = random.Random(3)
    uniform = sum(sample_world(info, 0, rng).hands[1][KIND_INDEX["SCI1"]] for _ in range(400))
    worlds = [sample_world(info, 0, rng, belief=bel) for _ in range(400)]
    assert sum(w.hands[1][KIND_INDEX["SCI1"]] for w in worlds) < 0.7 * uniform
    assert len({tuple(w.deck[-4:]) for w in worlds}) > 20       # the rest is dealt at random


def test_an_embargoed_domain_is_no_choice_it_turned_down() -> None:
    g = Game.from_position({"players": 2, "active": 0, "step": "effects",
                            "hands": [["ART1", "REL1"], ["MIL1", "SCI1", "REL1"]],
                            "tableaus": [{"ECO": ["ECO1"]},
                                         {"SCI": ["SCI1"] * 3 + ["SCI2"] * 2 + ["SCI3"] * 2}],
                            "deck": ["UTO3", "MIL2", "ECO1", "MIL2", "REL2", "ECO3"]})
    for action in ("use embargo", "target 1", "domain SCI", "end", "play MIL1", "end"):
        g.apply(action)
    bel = belief(g, 0, information_state(g, 0))
    assert bel.weights[1][KIND_INDEX["SCI1"]] == 1.0


def test_worlds_keep_the_draft_groups_of_three_and_four_players() -> None:
    groups = 0
    for players in (3, 4):
        for seed in range(4):
            g = Game.new(players, seed=seed, setup="draft")
            rng = random.Random(seed)
            while g.view(None)["step"] == "draft":
                g.apply(rng.choice(g.legal_actions()))
            seat = g.to_move
            assert seat is not None
            info = information_state(g, seat)
            groups += len(claims(info, seat).groups)
            for world in _worlds(info, seat, 10):
                _holds(world, info, seat)
    assert groups >= 4


def test_a_skipped_play_says_the_hand_holds_only_embargoed_cards() -> None:
    g = Game.from_position({"players": 2, "active": 0, "step": "effects",
                            "hands": [["MIL1", "REL1"], ["ART1", "ART2"]],
                            "tableaus": [{"ECO": ["ECO1", "ECO2"]}, {"ART": ["ART1"]}],
                            "deck": ["UTO3", "SCI2", "SCI1", "MIL1"]})
    for action in ("use embargo", "target 1", "domain ART", "end"):
        g.apply(action)
    assert g.events[-1].kind == "skip" and g.to_move == 1      # seat 1 holds only Culture cards
    g.apply("end")     # and draws one: a third of its hand is new
    info = information_state(g, 0)
    bel = belief(g, 0, info)
    art, sci = bel.weights[1][KIND_INDEX["ART1"]], bel.weights[1][KIND_INDEX["SCI1"]]
    assert art == 1.0 and abs(math.log(sci) - FLOOR * 2 / 3) < 1e-9


def test_draws_fade_the_evidence_and_an_inquisition_voids_it() -> None:
    g = _gave_up_science(("MIL1", "REL1", "REL1", "MIL2"))     # 3 cards left: it draws nothing
    kept = belief(g, 0, information_state(g, 0)).weights[1][KIND_INDEX["SCI1"]]
    g = _gave_up_science()      # it drew 1 card into a hand of 3: a third of it is new
    drew = belief(g, 0, information_state(g, 0)).weights[1][KIND_INDEX["SCI1"]]
    assert abs(kept - MISTAKES) < 1e-6 and abs(drew - MISTAKES ** (2 / 3)) < 1e-6
    h = Game.from_position({"players": 3, "active": 1,
                            "hands": [["ART1"], ["MIL1", "REL1", "REL1", "REL2"], ["ECO2", "ECO2"]],
                            "tableaus": [{}, {"REL": ["REL1"], "SCI": ["SCI1"] * 4 + ["SCI2"] * 2}, {}],
                            "deck": ["UTO3", "MIL2", "ECO1", "MIL3", "REL2", "ECO3"]})
    h.apply("play MIL1")
    h.apply("use inquisition")
    h.apply("target 0")
    h.apply("give ART1")
    h.apply("end")     # seat 1 keeps 3 cards: draws nothing
    assert h.to_move == 2
    assert belief(h, 2, information_state(h, 2)).weights[1][KIND_INDEX["SCI1"]] == 1.0   # mixed with seat 0's
    h.apply(h.legal_actions()[0])
    h.apply("end")
    seen = belief(h, 0, information_state(h, 0))
    assert seen.weights[1][KIND_INDEX["SCI1"]] == 1.0


def test_hard_searches_the_worlds_of_its_belief_and_can_be_told_not_to() -> None:
    g = _gave_up_science()
    info = information_state(g, 0)
    bel = belief(g, 0, info)
    on, off = HardAI(0, seed=5, iterations=120), HardAI(0, seed=5, iterations=120,
                                                            settings=SearchSettings(belief=False))
    on.choose(g)
    off.choose(g)
    assert on.belief == bel and off.belief is None
    assert on.last is not None and off.last is not None and on.last.stats != off.last.stats
    same = search(info, 0, random.Random(2), SearchSettings(iterations=120), belief=bel)
    assert same.stats == search(info, 0, random.Random(2), SearchSettings(iterations=120), belief=bel).stats
    assert same.stats != search(info, 0, random.Random(2), SearchSettings(iterations=120)).stats


def test_a_discard_says_the_hand_held_nothing_it_values_less() -> None:
    """Seat 1 discards by Assassination: giving up Science (6 of 8 in its tableau) rather than
    Religion (where seat 0 leads) says it holds little Religion; giving up Religion says nothing of it."""
    weights = []
    for card in ("SCI1", "REL1"):
        g = Game.from_position({"players": 2, "active": 1, "step": "effects",
                                "hands": [["ART1", "ART1", "ECO1"], ["SCI1", "REL1", "REL1", "MIL1"]],
                                "tableaus": [{"ART": ["ART2"], "REL": ["REL2"] * 3},
                                             {"MIL": ["MIL1"] * 3, "SCI": ["SCI1"] * 3 + ["SCI2"] * 3}],
                                "deck": ["UTO3", "MIL2", "ECO1", "MIL2", "REL2", "ECO3"]})
        for action in ("use assassination", f"discard {card}", "end"):
            g.apply(action)
        weights.append(belief(g, 0, information_state(g, 0)).weights[1][KIND_INDEX["REL1"]])
    assert weights[0] < 0.6 and weights[1] == 1.0
