"""What a seat knows of the cards in other seats' hands and draft packets (RULES §8).

Two kinds of statement, each held by one observer:

- **exact**: "seat h's hand holds these cards": ``State.known[(observer, h)]``, counts
  per kind (observer -1: everyone), as moves.py keeps them;
- **among**: "these cards are in the hands of these seats, one card per listed seat,
  but I do not know which is where": ``State.among`` entries ``(observer, cards,
  seats)``; ``(0, (MIL1, SCI1), (1, 2))`` says seat 0 knows seats 1 and 2 hold a MIL1
  and a SCI1, one each. Its cards are other cards than the exact ones of those seats.

In a draft a seat sees the packets it holds, and where each goes next; the centre then
shows the last card of every packet. During the draft both kinds are worked out on
demand from what the observer saw (``Draft.seen``: the packet it held in each round,
before keeping) and the public progress of the draft; the zones are then the cards each
seat kept so far (its "hand") and the packet it holds. When the draft ends they are
stored in ``known`` and ``among``. The deductions never claim more than the observer can
deduce: every explanation of what it saw is enumerated, and only what holds in all of
them is kept (where the centre leaves several open, the weaker statement is kept). Like
the rest of ``known``, an "among" statement is dropped when a card of one of its kinds
leaves one of its seats' hands.

``redeal`` deals every card hidden from a seat again, at random or in a canonical order,
so that all of that seat's knowledge still holds: ``view.determinize`` and the AI's
information state (``ai.observe``) both use it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import product
from typing import Final

from .cards import KIND_AGE, NKINDS
from .state import PUBLIC, Draft, State, shuffle

Counts = list[int]
Outcome = dict[int, Counts]           # zone -> cards there that came from tracked packets
Group = tuple[tuple[int, ...], tuple[int, ...]]   # (cards, zones): one zone per card, sorted


class Claims:
    """Everything one observer knows of the hidden zones: exact cards and groups.

    Zones: ``h`` is seat h's hand (the cards it kept, during a draft), ``n + h`` the draft
    packet seat h holds.
    """

    __slots__ = ("exact", "groups")

    def __init__(self) -> None:
        self.exact: dict[int, Counts] = {}
        self.groups: list[Group] = []

    def add_exact(self, zone: int, counts: Counts) -> None:
        """Add exactly known cards to a zone."""
        if not any(counts):
            return
        have = self.exact.get(zone)
        if have is None:
            self.exact[zone] = counts[:]
        else:
            for k in range(NKINDS):
                have[k] += counts[k]


def _counts(cards: list[int]) -> Counts:
    out = [0] * NKINDS
    for k in cards:
        out[k] += 1
    return out


def known_counts(st: State, observer: int, holder: int) -> Counts:
    """Cards of each kind that observer knows to be in holder's hand (exact statements)."""
    if not st.known:
        return [0] * NKINDS
    public = st.known.get((PUBLIC, holder))
    private = st.known.get((observer, holder)) if observer != PUBLIC else None
    if public is None and private is None:
        return [0] * NKINDS
    if private is None:
        assert public is not None
        return public[:]
    if public is None:
        return private[:]
    # the two may be about the same cards: only the larger is certain
    return [max(x, y) for x, y in zip(public, private)]


def claims(st: State, seat: int) -> Claims:
    """What ``seat`` knows now of the other seats' hands (and packets, in a draft)."""
    if st.draft is not None:
        return draft_claims(st, seat)
    out = Claims()
    for h in range(st.n):
        if h != seat:
            out.add_exact(h, known_counts(st, seat, h))
    out.groups = [(cards, seats) for o, cards, seats in st.among if o == seat]
    return out


# --------------------------------------------------------------------------- the draft

def draft_claims(st: State, s: int) -> Claims:
    """What seat ``s`` can deduce from the packets it held in the draft in progress."""
    draft = st.draft
    assert draft is not None
    out = Claims()
    n = st.n
    if len(draft.seen[s]) != len(draft.kept[s]):
        return out      # no record of what it saw (a state saved without one): claim nothing
    chosen = set(draft.order[:draft.turn]) if draft.round <= 2 else set()
    chains: list[list[tuple[Outcome, int]]] = []
    for o in dict.fromkeys((s - r) % n for r in range(3)):   # s saw packets of s, s-1, s-2
        first = (s - o) % n
        if first < len(draft.kept[s]):
            outcomes = _packet_outcomes(draft, n, s, o, first, chosen)
            if not outcomes:
                return Claims()     # what it saw cannot be explained: claim nothing
            chains.append(outcomes)
    if draft.round < 3:
        for outcomes in chains:    # packets not yet in the centre are independent
            _summarise(out, [zones for zones, _ in outcomes])
        return out
    centre = draft.centre[:]
    for tab in st.tab:            # during a draft a tableau holds only cards picked from the centre
        for col in tab:
            centre.extend(col)
    shown = _counts(centre)
    every_packet = len(chains) == n
    joint = []
    for combo in product(*chains):
        finals = _counts([final for _, final in combo])
        if finals == shown if every_packet else all(f <= c for f, c in zip(finals, shown)):
            joint.append(combo)
    if not joint:
        return Claims()
    if len({tuple(final for _, final in combo) for combo in joint}) == 1:
        for i in range(len(chains)):   # the centre's cards are placed: packets independent again
            _summarise(out, [combo[i][0] for combo in joint])
        return out
    merged = []
    for combo in joint:
        zones: Outcome = {}
        for part, _ in combo:
            for z, counts in part.items():
                zones[z] = [x + y for x, y in zip(zones.get(z, [0] * NKINDS), counts)]
        merged.append(zones)
    _summarise(out, merged)
    return out


def _packet_outcomes(draft: Draft, n: int, s: int, o: int, first: int,
                     chosen: set[int]) -> list[tuple[Outcome, int]]:
    """Every way the cards s passed on from seat o's packet may have travelled since.

    Each outcome: where those cards are now (zone -> counts) and, once the centre is
    shown, the packet's last card (-1 before). Rounds: holder of o's packet in round r is
    o + r; a holder past its choice this round has kept one card of it.
    """
    seen, kept = draft.seen[s], draft.kept[s]
    rest = _counts(seen[first])
    rest[kept[first]] -= 1
    states: list[tuple[Counts, Outcome]] = [(rest, {})]
    last = min(draft.round, 2)
    for r in range(first + 1, last + 1):
        h = (o + r) % n
        if h == s:     # the packet came back to s (2 players): what it saw rules worlds out
            held = _counts(seen[r] if r < len(kept) else draft.packets[s])
            states = [(left, zones) for left, zones in states if left == held]
            if r >= len(kept):
                return [(zones, -1) for _, zones in states]     # s holds it: nothing hidden
            for left, _ in states:
                left[kept[r]] -= 1
            continue
        if r < draft.round or h in chosen:      # h kept one of these cards in round r
            grown = []
            for left, zones in states:
                for k in range(NKINDS):
                    if left[k]:
                        left2 = left[:]
                        left2[k] -= 1
                        zones2 = {z: c[:] for z, c in zones.items()}
                        zones2.setdefault(h, [0] * NKINDS)[k] += 1
                        grown.append((left2, zones2))
            states = grown
        else:
            break
    if draft.round == 3:
        return [(zones, left.index(1)) for left, zones in states]
    holder = (o + draft.round) % n
    if holder == s:
        return [(zones, -1) for _, zones in states]
    out = []
    for left, zones in states:      # the rest is in the packet its holder has now
        zones = dict(zones)
        zones[n + holder] = left
        out.append((zones, -1))
    return out


def _summarise(out: Claims, outcomes: list[Outcome]) -> None:
    """Add what holds in every outcome: exact cards per zone, then one group for the rest."""
    zones = sorted({z for zones in outcomes for z in zones})
    zero = [0] * NKINDS
    exact = {z: [min(o.get(z, zero)[k] for o in outcomes) for k in range(NKINDS)] for z in zones}
    for z in zones:
        out.add_exact(z, exact[z])
    shapes = set()
    for o in outcomes:
        rest = [0] * NKINDS
        sizes = []
        for z in zones:
            c = o.get(z, zero)
            left = [c[k] - exact[z][k] for k in range(NKINDS)]
            sizes.append(sum(left))
            rest = [x + y for x, y in zip(rest, left)]
        shapes.add((tuple(rest), tuple(sizes)))
    if len(shapes) != 1:
        return      # the rest is not even the same cards in every explanation: say nothing of it
    ((rest_t, sizes_t),) = shapes
    cards = tuple(k for k in range(NKINDS) for _ in range(rest_t[k]))
    if cards and len({KIND_AGE[k] for k in cards}) == 1:
        where = tuple(z for z, size in zip(zones, sizes_t) for _ in range(size))
        out.groups.append((cards, where))


def record_draft(st: State) -> None:
    """The draft's last pick: store what every seat deduced (hands now hold the kept cards)."""
    if st.known is None:
        return
    for s in range(st.n):
        got = draft_claims(st, s)
        for h, counts in got.exact.items():
            have = st.known.setdefault((s, h), [0] * NKINDS)
            for k in range(NKINDS):
                have[k] += counts[k]
        for cards, seats in got.groups:
            st.among.append((s, cards, seats))


def forget_among(st: State, holder: int, k: int) -> None:
    """A card of kind k left holder's hand: drop the groups it may have been part of."""
    st.among = [g for g in st.among if not (holder in g[2] and k in g[1])]


def drop_among(st: State, holder: int) -> None:
    """holder's whole hand moved (Inquisition): drop every group that names holder."""
    st.among = [g for g in st.among if holder not in g[2]]


# --------------------------------------------------------------------------- redealing

def redeal(st: State, seat: int, rng: random.Random | None,
           weights: Sequence[Sequence[float]] | None = None) -> State:
    """A copy of ``st`` with every card hidden from ``seat`` dealt again.

    With ``rng`` at random, else canonically (every hidden place filled with the lowest
    kinds first), which depends only on what seat knows. Hidden places: other seats'
    hands (and draft packets), the deck, the removed cards. Each place keeps the Ages on
    its backs, exact cards stay where they are, each group is split again among its seats.
    What other seats knew is cut down so that it stays true in the new deal.

    With ``weights`` (and ``rng``, outside the draft) the hidden cards of seat h's hand are
    drawn one by one from the unplaced cards of their Age with chances proportional to
    ``weights[h][kind]`` (all positive) rather than uniformly: the AI's belief of its rivals'
    hands (``engine/ai/infer.py``). Everything above holds the same.

    One call of ``Dealer(st, seat, weights).deal(rng)``: a caller that deals many worlds of the
    same state (the search) makes the ``Dealer`` once.
    """
    return Dealer(st, seat, weights).deal(rng)


class Dealer:
    """``redeal`` of one state for one seat, split in two: what every deal of it shares (which
    places are hidden, their Ages, the cards to deal, what the seat knows) is worked out once
    here, and ``deal`` makes each new deal from it, drawing from its generator exactly as
    ``redeal`` always has (the same generator gives the same deal).

    The state must not change while its dealer is in use."""

    def __init__(self, st: State, seat: int, weights: Sequence[Sequence[float]] | None = None) -> None:
        self.st = st
        self.seat = seat
        self.weights = weights
        n = st.n
        draft = st.draft
        know = claims(st, seat)
        zones = [h for h in range(n) if h != seat]
        if draft is not None:
            zones += [n + h for h in range(n) if h != seat]
        pools: list[list[int]] = [[], [], [], []]
        backs: dict[int, list[int]] = {}
        zero = [0] * NKINDS
        for z in zones:
            have = st.hands[z] if draft is None else _zone(st, z)
            exact = know.exact.get(z, zero)
            age_backs = [0, 0, 0, 0]
            for k in _KINDS:
                free = have[k] - exact[k]
                if free:
                    if free < 0:
                        raise AssertionError(f"seat {seat} knows cards that are not in zone {z}")
                    age = KIND_AGE[k]
                    pools[age].extend([k] * free)
                    age_backs[age] += free
            backs[z] = age_backs
        self.deck_runs = _age_runs(st.deck)
        for age, start, stop in self.deck_runs:
            pools[age].extend(st.deck[start:stop])
        self.removed_runs = _age_runs(st.removed)
        for age, start, stop in self.removed_runs:
            pools[age].extend(st.removed[start:stop])
        for cards, where in know.groups:
            for k, z in zip(cards, where):
                pools[KIND_AGE[k]].remove(k)
                backs[z][KIND_AGE[k]] -= 1
        self.zones = zones
        self.pools = pools
        self.backs = backs
        self.exact = [know.exact.get(z, zero) for z in zones]
        self.groups = know.groups

    def deal(self, rng: random.Random | None) -> State:
        """A new deal (``redeal``): at random with ``rng``, else the canonical one."""
        st, seat, weights = self.st, self.seat, self.weights
        c = st.clone()
        zones = self.zones
        backs = self.backs
        pools = [pool[:] for pool in self.pools]
        weighted = weights is not None and rng is not None and c.draft is None
        for pool in pools:
            if rng is None:
                pool.sort(reverse=True)     # pop() deals the lowest kind first
            elif len(pool) > 1 and not weighted:
                shuffle(rng, pool)
        dealt = {z: exact[:] for z, exact in zip(zones, self.exact)}
        for cards, where in self.groups:
            order = list(cards)
            if rng is not None:
                shuffle(rng, order)
            for k, z in zip(order, where):
                dealt[z][k] += 1
        for z in zones:
            hand = dealt[z]
            if weighted:
                assert weights is not None and rng is not None
                for age in (1, 2, 3):
                    for _ in range(backs[z][age]):
                        hand[_weighted_take(pools[age], _AGE_KINDS[age], weights[z], rng)] += 1
            else:
                for age in (1, 2, 3):
                    for _ in range(backs[z][age]):
                        hand[pools[age].pop()] += 1
            _set_zone(c, z, hand)
        if weighted:
            assert rng is not None
            for pool in pools:      # what is left fills the deck and the removed cards at random
                if len(pool) > 1:
                    shuffle(rng, pool)
        c.deck = _deal_runs(pools, self.deck_runs)    # each place of the deck gets a card of its Age
        c.removed = _deal_runs(pools, self.removed_runs)
        if rng is None:
            c.removed.sort()
        _keep_sound(c, seat)
        return c


# Kind -> its Age, as a bytes translation table: a zone's Ages are worked out in one call.
_AGE_OF_BYTE: Final = bytes(KIND_AGE) + bytes(256 - NKINDS)
_KINDS: Final = range(NKINDS)


def _age_runs(cards: list[int]) -> list[tuple[int, int, int]]:
    """The runs of cards of one Age in ``cards``, in order: (Age, start, stop). A deck has at most
    three (Age III at the bottom, Age I on top), found without a loop in Python."""
    ages = bytes(cards).translate(_AGE_OF_BYTE)
    runs = []
    start = 0
    end = len(ages)
    while start < end:
        age = ages[start]
        stop = start + len(ages[start:]) - len(ages[start:].lstrip(bytes((age,))))
        runs.append((age, start, stop))
        start = stop
    return runs


def _deal_runs(pools: list[list[int]], runs: list[tuple[int, int, int]]) -> list[int]:
    """Cards for places of the given Age runs, each popped from the end of its Age's pool."""
    cards: list[int] = []
    for age, start, stop in runs:
        pool = pools[age]
        count = stop - start
        cards += pool[:-count - 1:-1]       # as many pop()s
        del pool[-count:]
    return cards


_AGE_KINDS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k in range(NKINDS) if KIND_AGE[k] == age) for age in range(4))


def _weighted_take(pool: list[int], kinds: tuple[int, ...], w: Sequence[float], rng: random.Random) -> int:
    """Take from ``pool`` (cards of ``kinds``, in no particular order) one card, its kind drawn
    with chances proportional to its count there times its weight."""
    counts = [pool.count(k) for k in kinds]
    total = 0.0
    for k, c in zip(kinds, counts):
        total += c * w[k]
    x = rng.random() * total
    pick = -1
    for k, c in zip(kinds, counts):
        if c:
            pick = k
            x -= c * w[k]
            if x < 0.0:
                break
    pool.remove(pick)
    return pick


def _zone(st: State, z: int) -> Counts:
    n = st.n
    draft = st.draft
    if draft is None:
        return st.hands[z][:]
    return _counts(draft.kept[z] if z < n else draft.packets[z - n])


def _set_zone(st: State, z: int, counts: Counts) -> None:
    n = st.n
    draft = st.draft
    if draft is None:
        st.hands[z] = counts
        return
    cards = [k for k in range(NKINDS) for _ in range(counts[k])]
    if z < n:
        draft.kept[z] = cards
    else:
        draft.packets[z - n] = cards


def _keep_sound(c: State, seat: int) -> None:
    """After a redeal, what the other seats knew may be false: cut it down or drop it."""
    for (_, holder), counts in (c.known or {}).items():
        hand = c.hands[holder]
        if any(map(int.__gt__, counts, hand)):
            for k in range(NKINDS):
                if counts[k] > hand[k]:
                    counts[k] = hand[k]
    c.among = [g for g in c.among if g[0] == seat]
    if c.draft is not None:
        for s in range(c.n):
            if s != seat:
                c.draft.seen[s] = []    # forgotten, so never read against the new deal
