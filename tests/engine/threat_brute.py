"""A brute-force judge for the threat tests: can the seat to move win by Hegemony this turn?

Searches every sequence of its decisions in the real (fully known) state through the rules core,
up to the end of its turn, and random near-Hegemony positions to try it on. Slow, exact, for tests.
"""

from __future__ import annotations

import random
from typing import Any

from engine.actions import END_ACTION
from engine.cards import BOX, DOMAINS, KINDS
from engine.rules import legal, step
from engine.state import OVER, State


def _key(st: State) -> tuple[object, ...]:
    pend = st.pend
    return (st.active, st.phase, tuple(map(tuple, st.hands)),
            tuple(tuple(tuple(sorted(col)) for col in tab) for tab in st.tab),
            tuple(sorted(st.discard)), len(st.deck), tuple(st.embargoes), tuple(st.democracy),
            st.used_perm, st.used_sac, st.used_insp, None if pend is None else tuple(pend.as_list()))


def can_win_this_turn(st: State, budget: int = 60_000) -> bool | None:
    """Whether the seat to move can end this turn with Hegemony (None: the search ran out of budget)."""
    seat = st.active
    seen: set[tuple[object, ...]] = set()
    stack = [st.clone()]
    while stack:
        node = stack.pop()
        for code in legal(node):
            child = node.clone()
            step(child, code, None)
            if code == END_ACTION or child.active != seat or child.phase == OVER:
                result = child.result
                if result is not None and getattr(result, "domain", None) is not None \
                        and seat in getattr(result, "winners", []):
                    return True
                continue
            key = _key(child)
            if key in seen:
                continue
            seen.add(key)
            if len(seen) > budget:
                return None
            stack.append(child)
    return False


def near_hegemony(rng: random.Random) -> dict[str, Any]:
    """A random legal position where the seat to move (seat 0) is a few cards short in one Domain."""
    players = rng.choice((2, 3, 4))
    box = [k for k in range(len(KINDS)) for _ in range(BOX[k])]
    rng.shuffle(box)
    need = 8 if players == 2 else 7
    target = rng.randrange(len(DOMAINS))
    tableaus: list[dict[str, list[str]]] = [{} for _ in range(players)]
    hands: list[list[str]] = [[] for _ in range(players)]
    pool = [KINDS[k] for k in box]
    goal = need - rng.choice((1, 1, 2, 2, 3, 4))
    for card in [c for c in pool if c[:3] == DOMAINS[target]][:goal]:
        pool.remove(card)
        tableaus[0].setdefault(card[:3], []).append(card)
    for s in range(players):
        for _ in range(rng.randrange(1, 9 if s else 6)):
            card = pool.pop()
            tableaus[s].setdefault(card[:3], []).append(card)
        for _ in range(rng.choice((0, 1, 2, 3, 3, 3, 4, 5))):
            hands[s].append(pool.pop())
    discard = [pool.pop() for _ in range(rng.randrange(0, 8))]
    return {"players": players, "active": 0, "hands": hands, "tableaus": tableaus, "discard": discard,
            "seed": rng.randrange(1000)}
