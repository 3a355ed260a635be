"""The table of effect facts (engine/effects.py) against the rules and against the hot paths'
inlined forms: the effects menu, the start of each permanent effect, Breakthrough's draw and the
end of a turn (its Religion level, its refill and its Hegemony check), for every effect."""

from __future__ import annotations

import random

from engine import Game
from engine.actions import NOTATION, USE, code
from engine.cards import DIVINE_RIGHT_LIMIT, DOMAINS, ECO, HOLY_BOOK_LIMIT, MIL, REL, SCI, UTO
from engine.effects import (
    BREAKTHROUGH,
    EFFECT_FACTS,
    EFFECTS,
    INSPIRE,
    NEED_DISCARD,
    NEED_HAND,
    NEED_NOTHING,
    NEED_TABLEAU,
    NPERMANENT,
    PERMANENT,
    SACRIFICE,
    facts,
)
from engine.explain import effect_unavailable
from engine.moves import step
from engine.pending import S_DISCARD, S_REMOVE, S_RETURN, S_TAKE
from engine.rules import hegemony_domain, legal, refill_limit
from engine.state import EFFECTS as PHASE_EFFECTS
from engine.state import OVER, State


def test_the_table_says_what_the_rules_say() -> None:
    """RULES §4-6, row by row, as the rulebook words them."""
    rows = {f.name: (DOMAINS[f.domain], f.kind, f.level, f.zone, f.need, f.moves, f.plays, f.draws,
                     f.hand_limit, f.rival_tableau) for f in EFFECT_FACTS}
    assert rows == {
        "assassination": ("MIL", PERMANENT, 1, NEED_HAND, 1, 1, 0, 0, 0, False),
        "purge": ("MIL", PERMANENT, 2, NEED_HAND, 2, 2, 0, 0, 0, False),
        "holy-book": ("REL", PERMANENT, 1, NEED_NOTHING, 0, 0, 0, 0, 5, False),
        "divine-right": ("REL", PERMANENT, 2, NEED_NOTHING, 0, 0, 0, 0, 7, False),
        "development": ("ECO", PERMANENT, 1, NEED_TABLEAU, 1, 1, 1, 0, 0, False),
        "monopoly": ("ECO", PERMANENT, 2, NEED_TABLEAU, 2, 2, 2, 0, 0, False),
        "experiment": ("SCI", PERMANENT, 1, NEED_TABLEAU, 1, 1, 1, 0, 0, False),
        "research": ("SCI", PERMANENT, 2, NEED_TABLEAU, 2, 2, 2, 0, 0, False),
        "oligarchy": ("UTO", PERMANENT, 1, NEED_DISCARD, 1, 1, 0, 0, 0, False),
        "republic": ("UTO", PERMANENT, 2, NEED_DISCARD, 1, 2, 0, 0, 0, False),
        "attack": ("MIL", SACRIFICE, 0, NEED_TABLEAU, 2, 0, 0, 0, 0, False),
        "inquisition": ("REL", SACRIFICE, 0, NEED_NOTHING, 0, 0, 0, 0, 0, False),
        "embargo": ("ECO", SACRIFICE, 0, NEED_NOTHING, 0, 0, 0, 0, 0, True),
        "breakthrough": ("SCI", SACRIFICE, 0, NEED_NOTHING, 0, 5, 0, 5, 0, False),
        "democracy": ("UTO", SACRIFICE, 0, NEED_NOTHING, 0, 0, 0, 0, 0, True),
        "inspiration": ("ART", INSPIRE, 0, NEED_NOTHING, 0, 0, 0, 0, 0, False),
    }
    assert facts("holy-book").hand_limit == HOLY_BOOK_LIMIT
    assert facts("divine-right").hand_limit == DIVINE_RIGHT_LIMIT
    assert [f.name for f in EFFECT_FACTS] == list(EFFECTS)
    assert {f.domain for f in EFFECT_FACTS if f.kind != INSPIRE} == {MIL, REL, ECO, SCI, UTO}


_STAGE = {NEED_HAND: S_DISCARD, NEED_DISCARD: S_TAKE}


def _check_use(st: State, e: int) -> None:
    """`use e` starts what the table says (a permanent effect's decision, Breakthrough's draw)."""
    f = EFFECT_FACTS[e]
    after = st.clone()
    a = st.active
    step(after, code(USE, e))
    if f.kind == PERMANENT:
        if f.hand_limit:
            assert after.pend is None and after.hand_limit == f.hand_limit
            return
        pend = after.pend
        assert pend is not None
        stage = _STAGE.get(f.zone, S_REMOVE if f.domain == ECO else S_RETURN)
        moves = min(f.moves, len(st.discard)) if f.zone == NEED_DISCARD else f.moves
        assert (pend.stage, pend.remaining, pend.plays) == (stage, moves, f.plays), f.name
    elif e == BREAKTHROUGH:
        drawn = min(f.draws, len(st.deck))
        assert after.hsize[a] == st.hsize[a] + drawn
        assert len(after.deck) == len(st.deck) - drawn


def _check_end(st: State) -> None:
    """The end of a turn, with its inlined Religion level, refill and Hegemony check, does what
    refill_limit, the draw and hegemony_domain say."""
    a = st.active
    after = st.clone()
    step(after, code(4))            # END
    want = refill_limit(st, a)
    drawn = min(max(0, want - st.hsize[a]), len(st.deck))
    assert after.hsize[a] == st.hsize[a] + drawn
    won = hegemony_domain(st, a)
    if won is not None:
        assert after.phase == OVER and after.result is not None
        assert getattr(after.result, "domain", None) == won
    else:
        assert after.result is None or after.result.reason == "majority"


def _gather(g: Game, rng: random.Random) -> str:
    """A random action, biased to reach the levels: plays go to the Domain the seat holds most of,
    and most turns end without an effect, so tableaus grow."""
    actions = g.legal_actions()
    st = g.state
    plays = [x for x in actions if x.startswith("play ")]
    if plays and rng.random() < 0.8:
        counts = st.cnt[st.active]
        return max(plays, key=lambda x: (counts[DOMAINS.index(x[5:8])], rng.random()))
    if "end" in actions and rng.random() < 0.8:     # seldom an effect: the tableau grows
        return "end"
    return rng.choice(actions)


def test_the_hot_paths_agree_with_the_table_for_every_effect() -> None:
    rng = random.Random(28)
    offered = [0] * len(EFFECT_FACTS)
    refused = [0] * len(EFFECT_FACTS)
    ends = 0
    for seed in range(50):
        g = Game.new(2 + seed % 3, seed)
        while not g.over:
            st = g.state
            if st.phase == PHASE_EFFECTS:
                menu = set(legal(st))
                for e in range(len(EFFECT_FACTS)):
                    use = code(USE, e)
                    assert (use in menu) == (effect_unavailable(st, e) is None), (NOTATION[use], seed)
                    if use in menu:
                        offered[e] += 1
                        _check_use(st, e)
                    else:
                        refused[e] += 1
                _check_end(st)
                ends += 1
            g.apply(_gather(g, rng))
    assert min(offered) > 0 and min(refused) > 0, (offered, refused)
    assert ends > 1000
    assert NPERMANENT == 10
    assert REL in {f.domain for f in EFFECT_FACTS if f.hand_limit}
    assert SCI == EFFECT_FACTS[BREAKTHROUGH].domain and UTO == EFFECT_FACTS[-2].domain
