"""RULES §8: a seat knows the cards that passed through its hands in a draft.

What each seat saw is read here from its own view at its turns (the packet it held, the
card it kept, the centre), and the deductions are worked out again independently of the
engine; the engine's view, determinize, AI information state and saves must agree.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import permutations
from pathlib import Path

import pytest

from engine import Game
from engine.ai.observe import information_state
from engine.cards import NKINDS
from engine.events import Discard, Give, Play
from engine.knowledge import Claims, claims
from engine.state import State

V1 = Path(__file__).parent.parent / "data" / "v1"

Saw = list[tuple[list[str], str]]     # per round: the packet held (sorted), the card kept


def _draft(n: int, seed: int, until: int | None = None,
           teams: bool = False) -> tuple[Game, list[Saw], list[str]]:
    """A draft with random choices (``until``: stop after that many actions)."""
    g = Game.new(n, seed=seed, setup="draft", teams=teams)
    rng = random.Random(seed)
    saw: list[Saw] = [[] for _ in range(n)]
    centre: list[str] = []
    done = 0
    while g.view(None)["step"] == "draft" and (until is None or done < until):
        seat = g.to_move
        assert seat is not None
        v = g.view(seat)
        action = rng.choice(g.legal_actions())
        if v["draft"]["stage"] == "keep":
            saw[seat].append((sorted(v["draft"]["packet"]), action.split()[1]))
        elif not centre:
            centre = sorted(v["draft"]["centre"])
        g.apply(action)
        done += 1
    return g, saw, centre


def _minus(a: list[str], *b: str) -> Counter[str]:
    """The multiset a less the cards b."""
    out = Counter(a)
    out.subtract(b)
    assert min(out.values(), default=0) >= 0
    return +out


def _holds(st: State, know: Claims) -> bool:
    """Whether what a seat claims to know is true of the cards in ``st``."""
    n = st.n
    draft = st.draft

    def zone(z: int) -> list[int]:
        if draft is None:
            return st.hands[z][:]
        cards = draft.kept[z] if z < n else draft.packets[z - n]
        return [cards.count(k) for k in range(NKINDS)]

    rest = {z: zone(z) for z in range(2 * n)} if draft is not None else {z: zone(z) for z in range(n)}
    for z, counts in know.exact.items():
        rest[z] = [x - y for x, y in zip(rest[z], counts)]
        if min(rest[z]) < 0:
            return False

    def place(i: int, left: dict[int, list[int]]) -> bool:
        if i == len(know.groups):
            return True
        cards, where = know.groups[i]
        for order in set(permutations(cards)):
            trial = {z: c[:] for z, c in left.items()}
            for k, z in zip(order, where):
                trial[z][k] -= 1
            if all(min(c) >= 0 for c in trial.values()) and place(i + 1, trial):
                return True
        return False

    return place(0, rest)


def _shown(hand: list[str]) -> list[str]:
    return sorted(t for t in hand if not t.startswith("?"))


def test_two_players_know_two_of_the_others_three_cards() -> None:
    for seed in range(12):
        g, saw, centre = _draft(2, seed)
        for s in range(2):
            o = 1 - s
            (p0, k0), (p1, k1), (p2, k2) = saw[s]
            # the card of its first packet missing from what came back: the other kept it
            first = _minus(p0, k0) - Counter(p2)
            # of its 2-card packet, the other kept the one that is not the other's centre card
            theirs = _minus(centre, *(_minus(p2, k2).elements()))
            second = _minus(p1, k1) - theirs
            expected = sorted(first.elements()) + sorted(second.elements())
            hand = g.view(s)["hands"][o]
            assert _shown(hand) == sorted(expected) and len(hand) == 3, (seed, s)
            assert hand.count("?1") == 1
            assert g.view(s)["among"] == []


def test_two_players_mid_draft_the_packet_passed_is_known_until_kept_from() -> None:
    g, saw, _ = _draft(2, 3, until=2)             # both kept once, packets passed
    o = g.state.first                               # o chooses first in every round
    s = 1 - o
    passed = sorted(_minus(*saw[s][0]).elements())
    assert sorted(g.view(s)["draft"]["packets"][o]) == passed          # o holds what s passed
    assert sorted(g.view(o)["draft"]["packets"][s]) == sorted(_minus(*saw[o][0]).elements())
    keep = g.legal_actions()[-1]
    g.apply(keep)                                   # o keeps one of what s passed
    v = g.view(s)
    # o kept any one of them: only what is in the packet whichever it kept is known there
    left = [_minus(passed, c) for c in set(passed)]
    sure = left[0]
    for rest in left[1:]:
        sure &= rest
    assert _shown(v["draft"]["packets"][o]) == sorted(sure.elements())
    among = sorted((Counter(passed) - sure).elements())
    assert [(sorted(e["cards"]), e["seats"], e["zones"]) for e in v["among"]] == [
        (among, [o] * len(among), ["hand"] + ["packet"] * (len(among) - 1))]
    held, mine = v["draft"]["packet"], g.legal_actions()[0]
    g.apply(mine)                                   # s keeps: the packets pass again
    v = g.view(s)                                    # s holds what o passed on: o kept the rest
    kept = _minus(passed, *v["draft"]["packet"])
    assert _shown(v["hands"][o]) == sorted(kept.elements()) == [keep.split()[1]]
    assert sorted(v["draft"]["packets"][o]) == sorted(_minus(held, mine.split()[1]).elements())


def _deduced(n: int, s: int, saw: list[Saw], centre: list[str]) -> tuple[list[str], list[str],
                                                                        list[str]] | None:
    """With 3-4 players, what s knows of L and LL when the centre tells which card is whose.

    Returns (exact in L, exact in LL, cards among L and LL one each), None if ambiguous.
    """
    (p0, k0), (p1, k1), (p2, k2) = saw[s]
    x, y = _minus(p0, k0), _minus(p1, k1)
    rest = _minus(centre, *(_minus(p2, k2).elements()))    # the others' centre cards
    pairs = set()
    for c1 in y:                # L put one of y in the centre, LL one of x
        for c2 in x:
            need = Counter([c1, c2])
            if (need == rest) if n == 3 else all(rest[c] >= m for c, m in need.items()):
                pairs.add((c1, c2))
    if len(pairs) != 1:
        return None
    ((c1, c2),) = pairs
    in_l = sorted((y - Counter([c1])).elements())
    split = sorted((x - Counter([c2])).elements())
    if split[0] == split[1]:
        return in_l + split[:1], split[1:], []
    return in_l, [], split


def test_three_and_four_players_deduce_the_left_neighbours_cards() -> None:
    for n in (3, 4):
        exact = groups = 0
        for seed in range(30):
            g, saw, centre = _draft(n, seed)
            for s in range(n):
                got = _deduced(n, s, saw, centre)
                if got is None:
                    continue
                in_l, in_ll, among = got
                left, far = (s + 1) % n, (s + 2) % n
                v = g.view(s)
                assert sorted(_shown(v["hands"][left])) == sorted(in_l), (n, seed, s)
                assert _shown(v["hands"][far]) == in_ll, (n, seed, s)
                if among:
                    assert [(sorted(e["cards"]), sorted(e["seats"]), e["zones"]) for e in v["among"]] == [
                        (among, sorted([left, far]), ["hand", "hand"])], (n, seed, s)
                    groups += 1
                else:
                    assert v["among"] == []
                exact += 1
                others = [h for h in range(n) if h not in (s, left, far)]
                assert all(_shown(v["hands"][h]) == [] for h in others)  # 4 players: LLL unseen
        assert exact >= 20 and groups >= 10, (n, exact, groups)


@pytest.mark.slow
def test_the_deductions_hold_in_every_history_the_seat_cannot_tell_apart() -> None:
    """Other seats' choices replayed at random: where seat 0 saw the same, it knows the same."""
    compared = midway = 0
    for n in (2, 3, 4):
        for seed in range(3):
            real, saw, centre = _draft(n, seed)
            views = []                  # seat 0's views at its turns to keep, in the real draft
            replay = Game.new(n, seed=seed, setup="draft")
            for action in real.history:
                if replay.to_move == 0 and replay.view(0)["draft"]["stage"] == "keep":
                    views.append(replay.view(0))
                replay.apply(action)
            for alt in range(250):
                g = Game.new(n, seed=seed, setup="draft")
                rng = random.Random(1000 + alt)
                mine: Saw = []
                alt_centre: list[str] = []
                same = True
                while same and g.view(None)["step"] == "draft":
                    seat = g.to_move
                    v = g.view(seat)
                    if seat == 0 and v["draft"]["stage"] == "keep":
                        r = len(mine)
                        if sorted(v["draft"]["packet"]) != saw[0][r][0]:
                            same = False
                            break
                        assert v == views[r], (n, seed, alt, r)    # all it knows so far, alike
                        assert _holds(g.state, claims(g.state, 0))
                        midway += r > 0
                        action = f"keep {saw[0][r][1]}"
                        mine.append(saw[0][r])
                    else:
                        if v["draft"]["stage"] == "pick" and not alt_centre:
                            alt_centre = sorted(v["draft"]["centre"])
                            same = alt_centre == centre
                        action = rng.choice(g.legal_actions())
                    g.apply(action)
                if not same:
                    continue
                assert _holds(g.state, claims(real.state, 0))     # and it is true in that history
                a, b = g.view(0), real.view(0)
                assert [_shown(h) for h in a["hands"]] == [_shown(h) for h in b["hands"]], (n, seed, alt)
                assert a["among"] == b["among"]
                compared += 1
    assert compared >= 15 and midway >= 100, (compared, midway)


@pytest.mark.slow
def test_determinize_keeps_every_draft_deduction_during_and_after_the_draft() -> None:
    checked = 0
    for n, teams in ((2, False), (3, False), (4, False), (4, True)):
        for seed in range(8):
            g = Game.new(n, seed=seed, setup="draft", teams=teams)
            rng = random.Random(seed)
            for _ in range(n * 4 + 4):
                for s in range(n):
                    know = claims(g.state, s)
                    for r in range(3):
                        w = g.determinize(s, random.Random(r))
                        assert w.view(s) == g.view(s)
                        again = claims(w.state, s)
                        assert (again.exact, again.groups) == (know.exact, know.groups)
                        assert _holds(w.state, know) and _holds(g.state, know)
                        checked += 1
                if g.over:
                    break
                g.apply(rng.choice(g.legal_actions()))
    assert checked > 1000


def test_information_state_keeps_the_draft_knowledge() -> None:
    for n in (2, 3, 4):
        for seed in range(4):
            for until in (n * 2 + 1, n * 3, None):
                g, _, _ = _draft(n, seed, until=until)
                seat = g.to_move
                assert seat is not None
                info = information_state(g, seat)
                know, kept = claims(g.state, seat), claims(info, seat)
                assert (know.exact, know.groups) == (kept.exact, kept.groups)
                other = information_state(g.determinize(seat, random.Random(9)), seat)
                assert info.hands == other.hands and info.deck == other.deck
                if info.draft is not None:
                    assert other.draft is not None
                    assert info.draft.kept == other.draft.kept and info.draft.packets == other.draft.packets


def test_a_card_leaving_a_hand_forgets_what_was_deduced_of_its_kind() -> None:
    dropped = 0
    for seed in range(20):
        g, _, _ = _draft(3, seed)
        groups = [(s, e) for s in range(3) for e in g.view(s)["among"]]
        rng = random.Random(seed)
        while groups and not g.over and dropped < 10:
            events = g.apply(rng.choice(g.legal_actions()))
            for event in events:
                if isinstance(event, (Play, Give)) or (isinstance(event, Discard) and event.source == "hand"):
                    for s, entry in groups:
                        if event.seat in entry["seats"] and event.card in entry["cards"]:
                            assert entry not in g.view(s)["among"]
                            dropped += 1
            groups = [(s, e) for s, e in groups if e in g.view(s)["among"]]
    assert dropped >= 5


def test_saves_keep_the_draft_knowledge_and_older_saves_still_load() -> None:
    for n in (2, 3, 4):
        for until in (n * 2 + 1, None):
            g, _, _ = _draft(n, 1, until=until)
            loaded = Game.from_json(g.to_json())
            for s in range(n):
                assert loaded.view(s) == g.view(s)
            assert loaded.state.among == g.state.among and loaded.state.known == g.state.known
    for path in sorted(V1.glob("*.civ.json")):     # version 1, as written before draft knowledge was kept
        data = json.loads(path.read_text())
        data = json.loads(data["game"]) if "game" in data else data
        g = Game.from_json(json.dumps(data))
        state = data["state"]
        del state["among"]
        state["known"] = []
        if state["draft"] is not None:
            del state["draft"]["seen"]
        old = Game.from_json(json.dumps(data))
        assert [old.view(s) for s in range(g.players)] == [g.view(s) for s in range(g.players)]
        data["state"]["phase"] = 99 if data["state"]["phase"] != 99 else 0
        try:
            Game.from_json(json.dumps(data))
        except ValueError:
            pass
        else:
            raise AssertionError("an edited old save loaded")
