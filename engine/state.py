"""The compact game state the core works on, its set-up and its copy.

Zones are counts of the 15 card kinds where order never matters (hands, draft packets)
and short lists of kinds where the rules or the position schema need an order (each
tableau Domain oldest first, the discard pile oldest first, the deck with its *top at the
end* so a draw is ``pop()``). Nothing here builds strings.

Beside each tableau the state keeps its **counts per Domain**, ``cnt[seat][d] ==
len(tab[seat][d])``, updated incrementally wherever a tableau changes (a play or a pick adds
one, a remove, return, sacrifice or Attack takes one: moves.py, turns.py; position.py sets
them when it builds a tableau). Almost every rule asks "how many cards of Domain d" (levels,
Hegemony, majorities, Culture's lead) and the AI asks it at every step of every playout, so
the counts are read, never recounted: the AI's policy reads the table itself
(``counts_by_seat``).
``tests/engine/test_counts.py`` checks ``cnt`` against a recount after every action of many
random games.

Packed integers (six counts in the bit fields of one int per seat) were tried for these counts,
with the effects menu cached on them: in CPython every field update and every key costs more
bytecodes than the few list reads it saves, and random playouts of new games rarely meet a menu
twice, so both were measured slower here and left out (README, the engine section).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from .cards import (
    BASE_HAND_LIMIT,
    BOX,
    NKINDS,
    REMOVED_PER_AGE,
    box_of_age,
    hegemony_target,
    level_thresholds,
)
from .pending import NO_CARD, Pending
from .results import GameResult

# Phases of the state machine.
DRAFT_KEEP: Final = 0
DRAFT_PICK: Final = 1
PLAY: Final = 2
EFFECTS: Final = 3
SUB: Final = 4
OVER: Final = 5

# Knowledge keys: (observer, holder); observer PUBLIC means every seat.
PUBLIC: Final = -1
# (observer, cards, seats): observer knows those cards (kinds, sorted) are in those seats'
# hands, one card per listed seat (sorted), without knowing which card is where.
Among = tuple[int, tuple[int, ...], tuple[int, ...]]


class PlacedMarker(NamedTuple):
    """An Embargo or Democracy card in play: placed by seat ``by`` on seat ``on``'s ``domain``;
    ``card`` is its kind."""

    by: int
    on: int
    domain: int
    card: int

    def __repr__(self) -> str:
        """The plain tuple's form, ``(by, on, domain, card)``: the AI seeds each decision from the
        text of the state it sees (ai/players.state_digest, ai/ismcts._seen), which must not change."""
        return tuple.__repr__(self)


class Draft:
    """The draft in progress: packets held, cards kept, the centre row and whose choice."""

    __slots__ = ("centre", "kept", "order", "packets", "round", "seen", "turn")

    def __init__(self, order: list[int], packets: list[list[int]]) -> None:
        self.round = 0                     # 0, 1, 2: keeps; 3: picks from the centre
        self.order = order                 # seats in the order they choose
        self.turn = 0                      # index into order
        self.packets = packets             # per seat: kinds held
        self.kept: list[list[int]] = [[] for _ in packets]
        self.centre: list[int] = []
        # per seat, per round it kept in: the packet it held (sorted), what it saw (knowledge.py)
        self.seen: list[list[list[int]]] = [[] for _ in packets]

    def __reduce__(self) -> tuple[Callable[..., Draft], tuple[object, ...]]:
        """Pickled by its fields (see ``Pending.__reduce__``)."""
        return (_draft, (self.order, self.packets, self.round, self.turn, self.kept, self.centre, self.seen))

    def copy(self) -> Draft:
        """Independent copy."""
        return _draft(self.order, [p[:] for p in self.packets], self.round, self.turn,
                      [k[:] for k in self.kept], self.centre[:],
                      [[p[:] for p in rounds] for rounds in self.seen])


def _draft(order: list[int], packets: list[list[int]], round_: int, turn: int, kept: list[list[int]],
           centre: list[int], seen: list[list[list[int]]]) -> Draft:
    """A draft with these fields (its unpickling)."""
    d = Draft(order, packets)
    d.round, d.turn, d.kept, d.centre, d.seen = round_, turn, kept, centre, seen
    return d


class State:
    """Everything the rules need, compact and cheap to copy."""

    __slots__ = (
        "active",
        "among",
        "cnt",
        "coin",
        "deck",
        "dem",
        "democracy",
        "discard",
        "draft",
        "emb_mask",
        "embargoes",
        "final_round",
        "first",
        "hand_limit",
        "hands",
        "heg",
        "hsize",
        "known",
        "lvl1",
        "lvl2",
        "n",
        "pend",
        "phase",
        "removed",
        "result",
        "seed",
        "tab",
        "teams",
        "used_insp",
        "used_perm",
        "used_sac",
    )

    n: int
    teams: bool
    first: int
    active: int
    phase: int
    hands: list[list[int]]          # per seat: count per kind
    hsize: list[int]                # per seat: cards in hand
    tab: list[list[list[int]]]      # per seat, per Domain: kinds, oldest first
    cnt: list[list[int]]            # per seat, per Domain: len(tab[seat][d]), kept up to date
    deck: list[int]                 # top card LAST
    discard: list[int]              # oldest first
    removed: list[int]
    embargoes: list[PlacedMarker]
    democracy: list[PlacedMarker]
    dem: list[list[int]]            # per seat, per Domain: Democracy cards under it
    coin: tuple[int, int, int] | None            # (holder, on, domain)
    used_perm: int                  # bit per Domain
    used_sac: int
    used_insp: bool
    hand_limit: int
    final_round: bool
    pend: Pending | None            # the effect in progress (pending.py)
    known: dict[tuple[int, int], list[int]] | None   # None: a search world, not tracked
    among: list[Among]              # "these cards are in these seats' hands" (knowledge.py)
    result: GameResult | None
    seed: int
    lvl1: int
    lvl2: int
    heg: int
    emb_mask: int                   # Domains the active player may not play this turn
    draft: Draft | None

    @classmethod
    def empty(cls, players: int, teams: bool, seed: int) -> State:
        """A table with no card placed: the caller fills the zones."""
        st = cls()
        st.n, st.teams, st.seed = players, teams, seed
        st.first = st.active = 0
        st.phase = PLAY
        st.hands = [[0] * NKINDS for _ in range(players)]
        st.hsize = [0] * players
        st.tab = [[[] for _ in range(6)] for _ in range(players)]
        st.cnt = [[0] * 6 for _ in range(players)]
        st.deck, st.discard, st.removed = [], [], []
        st.embargoes, st.democracy = [], []
        st.dem = [[0] * 6 for _ in range(players)]
        st.coin = None
        st.used_perm = st.used_sac = 0
        st.used_insp = False
        st.hand_limit = BASE_HAND_LIMIT
        st.final_round = False
        st.pend = None
        st.known = {}
        st.among = []
        st.result = None
        st.lvl1, st.lvl2 = level_thresholds(players)
        st.heg = hegemony_target(players)
        st.emb_mask = 0
        st.draft = None
        return st

    def clone(self) -> State:
        """Independent copy (the search's hot path: no generic deepcopy)."""
        c = State.__new__(State)
        c.n, c.teams, c.first, c.active, c.phase = self.n, self.teams, self.first, self.active, self.phase
        c.hands = [h[:] for h in self.hands]
        c.hsize = self.hsize[:]
        c.tab = [[m[:], r[:], e[:], s[:], a[:], u[:]] for m, r, e, s, a, u in self.tab]   # six Domains
        c.cnt = [x[:] for x in self.cnt]
        c.deck, c.discard, c.removed = self.deck[:], self.discard[:], self.removed[:]
        c.embargoes, c.democracy = self.embargoes[:], self.democracy[:]
        c.dem = [d[:] for d in self.dem]
        c.coin = self.coin
        c.used_perm, c.used_sac, c.used_insp = self.used_perm, self.used_sac, self.used_insp
        c.hand_limit, c.final_round = self.hand_limit, self.final_round
        c.pend = self.pend.copy() if self.pend is not None else None
        known = self.known
        c.known = None if known is None else {k: v[:] for k, v in known.items()}
        c.among = self.among[:]
        c.result = self.result
        c.seed, c.lvl1, c.lvl2, c.heg = self.seed, self.lvl1, self.lvl2, self.heg
        c.emb_mask = self.emb_mask
        c.draft = self.draft.copy() if self.draft is not None else None
        return c

    # ------------------------------------------------ reading the state in the game's words
    # The AI reads the state through these, never through the slots. Those returning a
    # Sequence hand out the state's own list (no copy: the search's hot path): read, never change.

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.n

    def tableau(self, seat: int) -> Sequence[Sequence[int]]:
        """The seat's tableau: per Domain, the kinds of its cards, oldest first."""
        return self.tab[seat]

    @property
    def tableaus(self) -> Sequence[Sequence[Sequence[int]]]:
        """Every seat's tableau, in seat order."""
        return self.tab

    def domain_count(self, seat: int, d: int) -> int:
        """Cards in Domain ``d`` of the seat's tableau."""
        return self.cnt[seat][d]

    def domain_counts(self, seat: int) -> list[int]:
        """Cards in each Domain of the seat's tableau (a new list)."""
        return self.cnt[seat][:]

    def domain_counts_by_seat(self) -> list[list[int]]:
        """Per seat, per Domain: the cards of its tableau (a new table)."""
        return [c[:] for c in self.cnt]

    @property
    def counts_by_seat(self) -> Sequence[Sequence[int]]:
        """Per seat, per Domain: the cards of its tableau (the state's own table, kept up to date
        as cards come and go: the search's hot path reads it without a copy)."""
        return self.cnt

    def set_column(self, seat: int, d: int, kinds: list[int]) -> None:
        """Make ``kinds`` (oldest first) Domain ``d`` of the seat's tableau, its count with it."""
        self.tab[seat][d] = kinds
        self.cnt[seat][d] = len(kinds)

    def hand(self, seat: int) -> Sequence[int]:
        """The seat's hand: how many cards of each kind it holds."""
        return self.hands[seat]

    def hand_size(self, seat: int) -> int:
        """Cards in the seat's hand."""
        return self.hsize[seat]

    @property
    def hand_sizes(self) -> Sequence[int]:
        """Cards in each seat's hand."""
        return self.hsize

    @property
    def hegemony_target(self) -> int:
        """Cards of one Domain that win at the end of a turn, before Democracy raises it."""
        return self.heg

    @property
    def democracy_counts(self) -> Sequence[Sequence[int]]:
        """Per seat, per Domain: the Democracy cards under it (each raises that Hegemony by one)."""
        return self.dem

    def hegemony_need(self, seat: int, d: int) -> int:
        """Cards the seat needs in Domain ``d`` for Hegemony: the target plus the Democracy cards under it."""
        return self.heg + self.dem[seat][d]

    def hegemony_needs_by_seat(self) -> list[list[int]]:
        """Per seat, per Domain: ``hegemony_need`` (a new table)."""
        heg = self.heg
        return [[heg + x for x in under] for under in self.dem]

    @property
    def hegemony_needs(self) -> Sequence[Sequence[int]]:
        """Per seat, per Domain: ``hegemony_need``, to read, never change (without a Democracy
        card, a table shared by every state of that many seats; the search's hot path)."""
        if not self.democracy:
            return _PLAIN_NEEDS[self.n]
        heg = self.heg
        return [[heg + x for x in under] for under in self.dem]

    @property
    def level_thresholds(self) -> tuple[int, int]:
        """Cards of a Domain needed for its level-1 and level-2 permanent effects."""
        return self.lvl1, self.lvl2

    def embargoed(self, d: int) -> bool:
        """Whether the active player may not play into Domain ``d`` this turn (an Embargo)."""
        return bool(self.emb_mask >> d & 1)

    @property
    def permanents_used(self) -> int:
        """The Domains whose permanent effect was used this turn (a Domain bit mask)."""
        return self.used_perm

    def permanent_used(self, d: int) -> bool:
        """Whether the permanent effect of Domain ``d`` was used this turn."""
        return bool(self.used_perm >> d & 1)

    @property
    def sacrifices_used(self) -> int:
        """The Domains sacrificed this turn (a Domain bit mask)."""
        return self.used_sac

    @property
    def inspiration_used(self) -> bool:
        """Whether Inspiration (Culture's effect) was used this turn."""
        return self.used_insp

    @property
    def deck_size(self) -> int:
        """Cards left in the deck."""
        return len(self.deck)

    @property
    def discard_pile(self) -> Sequence[int]:
        """The discard pile, oldest first (face up: every seat sees it)."""
        return self.discard

    @property
    def pending(self) -> Pending | None:
        """The effect being resolved and the decision it waits for, or None."""
        return self.pend


_AGE_CARDS: Final = tuple(tuple(box_of_age(age)) for age in (1, 2, 3))
# Per number of seats: every seat's Hegemony needs when no Democracy card lies anywhere.
_PLAIN_NEEDS: Final[dict[int, tuple[tuple[int, ...], ...]]] = {
    n: tuple((hegemony_target(n),) * 6 for _ in range(n)) for n in (2, 3, 4)}


def shuffle(rng: random.Random, items: list[int]) -> None:
    """Fisher-Yates with ``rng.random()``: same result on every machine, several times
    faster than ``random.shuffle`` (the deal and every determinization shuffle)."""
    rand = rng.random
    for i in range(len(items) - 1, 0, -1):
        j = int(rand() * (i + 1))
        items[i], items[j] = items[j], items[i]


def age_ordered_deck(rng: random.Random, ages: list[list[int]]) -> list[int]:
    """Deck (top last) from the cards of each Age: each Age shuffled, Age I on top."""
    deck: list[int] = []
    for age in (3, 2, 1):
        cards = ages[age - 1]
        shuffle(rng, cards)
        deck.extend(cards)
    return deck


def new_state(players: int, seed: int, setup: str, teams: bool) -> State:
    """A fresh game: removal at 2-3 players, the Age-ordered deck, first player, deal.

    :raises ValueError: on options outside the rules.
    """
    if players not in (2, 3, 4):
        raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
    if setup not in ("classic", "draft"):
        raise ValueError(f"setup must be 'classic' or 'draft', not {setup!r}")
    if teams and players != 4:
        raise ValueError("the team game needs 4 players")
    rng = random.Random(seed)
    st = State.empty(players, teams, seed)
    ages = [list(cards) for cards in _AGE_CARDS]
    for cards in ages:
        shuffle(rng, cards)
        if players < 4:     # removed unseen: the last 3 of each shuffled Age
            st.removed.extend(cards[-REMOVED_PER_AGE:])
            del cards[-REMOVED_PER_AGE:]
    st.deck = [k for age in (3, 2, 1) for k in ages[age - 1]]
    st.first = st.active = rng.randrange(players)
    order = [(st.first + i) % players for i in range(players)]
    if setup == "classic":
        for s in order:
            for _ in range(3):
                k = st.deck.pop()
                st.hands[s][k] += 1
            st.hsize[s] = 3
        st.phase = PLAY
    else:
        packets: list[list[int]] = [[] for _ in range(players)]
        for s in order:
            packets[s] = [st.deck.pop() for _ in range(4)]
        st.draft = Draft(order, packets)
        st.phase = DRAFT_KEEP
        st.active = order[0]
    return st


def count_cards(st: State) -> list[int]:
    """Cards of each kind present anywhere (for the all-104-accounted-for invariant)."""
    counts = [0] * NKINDS
    for h in st.hands:
        for k in range(NKINDS):
            counts[k] += h[k]
    for t in st.tab:
        for col in t:
            for k in col:
                counts[k] += 1
    for zone in (st.deck, st.discard, st.removed):
        for k in zone:
            counts[k] += 1
    for marker in st.embargoes + st.democracy:
        counts[marker.card] += 1
    if st.draft is not None:
        for p in st.draft.packets + st.draft.kept + [st.draft.centre]:
            for k in p:
                counts[k] += 1
    if st.pend is not None and st.pend.marker != NO_CARD:
        counts[st.pend.marker] += 1
    return counts


assert sum(BOX) == 104
