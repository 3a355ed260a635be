"""The win finder: a sequence of the seat's own decisions this turn that surely wins by Hegemony.

From any decision of the seat's turn (step 1, between effects, inside an effect) a bounded
depth-first search walks the seat's legal actions in its information state
(``observe.information_state``) until it reaches the end of step 2 with a Hegemony Domain in
its tableau: that is the moment the rules check it (RULES §7 A; the refill adds nothing to the
tableau). A line is a *proven* win only if it wins in every world the seat cannot tell apart,
so the search only takes actions whose outcome every such world shares:

- plays, the permanent effects that move cards (Development, Monopoly, Experiment, Research,
  Oligarchy, Republic), Inspiration copies of them and Attack read only the seat's hand, the
  public tableaus and the discard pile: their outcome is the same in every world;
- **Inquisition** and **Breakthrough** bring hidden cards into the hand (a rival's hand, the
  top of the deck): the finder never starts them, nor chooses an Inquisition's target (the
  moment the hidden hand is taken; a target with an empty hand is fine), so a win that needs a
  lucky draw is never called proven. Once the hidden cards are in the seat's view (a Breakthrough's
  discards, an Inquisition's gives) the search goes on from there as from any other decision;
- effects that cannot bring the seat's own Hegemony closer are not tried, which keeps the
  search small without losing a win: Assassination and Purge (a discarded card could only be
  taken back), Holy Book and Divine Right (a hand limit; the refill comes after the check),
  Embargo and Democracy (they lower one of the seat's own Domains and touch no rival count
  the seat's effects depend on). Once under way they are resolved like any other effect.

Actions are tried in the rule policy's order, so the line found first is the natural one;
once a win is found, shorter lines are looked for (iterative deepening), so the line taken
makes no detour. No rule tells two cards of one Domain apart (RULES §1), so one card of each
Domain is tried per decision and positions are compared in Domain counts. Positions already
searched without a win are remembered (a transposition table), and a state where no Domain can
reach its target with the cards the seat holds or could take, within the plays it has left,
is cut at once (``hopeless``); most decisions of a game end there. The search stops after
``limit`` states: a win not found within it is not claimed.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass

from .core import (
    ARG_MASK,
    ASSASSINATION,
    BREAKTHROUGH,
    COPY,
    DEMOCRACY,
    DISCARD,
    DIVINE_RIGHT,
    ECO,
    EMBARGO,
    END_ACTION,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    KIND_DOMAIN,
    NKINDS,
    OVER,
    PHASE_EFFECTS,
    PHASE_PLAY,
    PLAY,
    PURGE,
    REMOVE,
    RETURN,
    SCI,
    SHIFT,
    SUB,
    TAKE,
    TARGET,
    USE,
    UTO,
    State,
    code,
    copy_parts,
    hegemony_domain,
    legal,
    step,
)
from .policy import Table, score

# Effects the finder never starts: hidden outcomes (Inquisition, Breakthrough) or no way to help
# the seat's own Hegemony (see the module docstring).
SKIPPED_EFFECTS = frozenset({
    ASSASSINATION, PURGE, HOLY_BOOK, DIVINE_RIGHT, INQUISITION, BREAKTHROUGH, EMBARGO, DEMOCRACY,
})
_SKIPPED_CODES = frozenset(code(USE, e) for e in SKIPPED_EFFECTS)
# States a search may visit (about 70 us each): Medium's budget, and Hard's (``HARD_LIMIT``).
LIMIT = 4_000
HARD_LIMIT = 10_000
# The verbs whose argument is a card kind: one card of each Domain is tried (``_one_per_domain``).
_CARD_VERBS = frozenset({PLAY, DISCARD, REMOVE, RETURN, TAKE, GIVE})
# No bound on a line's length (a turn's decisions are far fewer).
UNBOUNDED = 1 << 30


@dataclass(frozen=True)
class Win:
    """A proven win: the seat's decisions from here (``line``, codes) and the Hegemony Domain."""

    line: tuple[int, ...]
    domain: int
    states: int


class _Budget(Exception):
    """The search visited its ``limit`` of states."""


def _tried(st: State, c: int) -> bool:
    """Whether the finder may take action code ``c`` in ``st``."""
    if c in _SKIPPED_CODES:
        return False
    verb = c >> SHIFT
    if verb == COPY:
        return copy_parts(c & ARG_MASK)[1] not in SKIPPED_EFFECTS
    if verb == TARGET:      # an Inquisition's target: the cards taken are hidden, unless there are none
        pend = st.pending
        return pend is None or pend.effect != INQUISITION or st.hand_size(c & ARG_MASK) == 0
    return True


def _level(st: State, count: int) -> int:
    """The level (0, 1, 2) a Domain of ``count`` cards qualifies for."""
    level1, level2 = st.level_thresholds
    return 2 if count >= level2 else 1 if count >= level1 else 0


def hopeless(st: State, seat: int) -> bool:
    """Whether no Domain of ``seat`` can reach Hegemony this turn, by counting what it could add.

    An upper bound, so a ``True`` is certain: per Domain, the cards in the tableau, plus those
    of the hand it may play (none under an Embargo) and of the discard pile (with those an
    Attack could send there) it could take, no more than the plays it has left. A permanent
    slot still unused gives at most the level the seat could reach in it with every card of its
    hand and those it could take (Utopia's own cards cannot be taken before Utopia's slot), or,
    while Inspiration is unused, the best level a rival has now (a rival's tableau only shrinks
    during the seat's turn).
    """
    if st.pending is not None:
        return False
    tab = st.tableaus
    mine = tab[seat]
    hand = st.hand(seat)
    held = [0] * 6
    for k in range(NKINDS):
        if hand[k]:
            held[KIND_DOMAIN[k]] += hand[k]
    piled = [0] * 6
    for k in st.discard_pile:
        piled[KIND_DOMAIN[k]] += 1
    players = st.players
    feed = [piled[d] + sum(1 for s in range(players) if s != seat and tab[s][d]) for d in range(6)]
    copying = not st.inspiration_used
    used = st.permanents_used

    def slot(d: int, extra: int) -> int:
        """The most a permanent slot could give (the level it could be used at)."""
        if used >> d & 1:
            return 0
        best = _level(st, len(mine[d]) + held[d] + extra)
        if copying:
            best = max([best] + [_level(st, len(tab[s][d])) for s in range(players) if s != seat])
        return best

    takes = slot(UTO, 0)    # Oligarchy 1, Republic 2: the level is the number of cards taken
    plays = ((1 if st.phase == PHASE_PLAY else 0) + slot(ECO, min(takes, feed[ECO]))
             + slot(SCI, min(takes, feed[SCI])))
    for d in range(6):
        short = st.hegemony_need(seat, d) - len(mine[d])
        if short <= 0:
            return False
        if st.embargoed(d):
            continue
        if short <= min(plays, held[d] + min(takes, feed[d])):
            return False
    return True


def _domains(kinds: Iterable[int]) -> tuple[int, ...]:
    """Cards per Domain of a list of kinds."""
    out = [0] * 6
    for k in kinds:
        out[KIND_DOMAIN[k]] += 1
    return tuple(out)


def _key(st: State) -> Hashable:
    """The state in Domain counts: no rule tells two cards of one Domain apart (RULES §1)."""
    pend = st.pending
    hand = st.hand(st.active)
    held = [0] * 6
    for k in range(NKINDS):
        held[KIND_DOMAIN[k]] += hand[k]
    return (
        st.phase, None if pend is None else tuple(pend.as_list()), tuple(held),
        tuple(len(col) for tab in st.tableaus for col in tab), _domains(st.discard_pile),
        st.permanents_used, st.sacrifices_used, st.inspiration_used,
    )


def _one_per_domain(codes: list[int]) -> list[int]:
    """The codes with one card of each Domain per verb: cards of one Domain are interchangeable."""
    seen: set[int] = set()
    out = []
    for c in codes:
        verb = c >> SHIFT
        if verb in _CARD_VERBS:
            token = verb << 3 | KIND_DOMAIN[c & ARG_MASK]
            if token in seen:
                continue
            seen.add(token)
        out.append(c)
    return out


def find_win(info: State, seat: int, limit: int = LIMIT, visited: list[int] | None = None) -> Win | None:
    """A proven Hegemony win of ``seat`` this turn from ``info`` (its information state), or None.

    ``info`` is not changed. None means no win was proven: there is none, or it needs hidden
    cards, or it lies beyond ``limit`` visited states. ``visited``: a counter shared by several
    searches (``[states so far]``), which this one adds to; ``limit`` then bounds the total.
    """
    if info.phase not in (PHASE_PLAY, PHASE_EFFECTS, SUB) or info.active != seat:
        return None
    if hopeless(info, seat):
        return None
    if visited is None:
        visited = [0]
    elif visited[0] >= limit:
        return None
    world = info.clone()
    world.known = None
    world.among = []
    try:
        found = _search(world, seat, UNBOUNDED, limit, visited)
    except _Budget:
        return None
    if found is None:
        return None
    # a shorter line if there is one (the first found may make detours); past the budget, the first
    try:
        for depth in range(1, len(found[0]) - 1):
            shorter = _search(world, seat, depth, limit, visited)
            if shorter is not None:
                found = shorter
                break
    except _Budget:
        pass
    line, domain = found
    return Win(tuple(line), domain, visited[0])


def _search(
    world: State, seat: int, depth: int, limit: int, visited: list[int],
) -> tuple[list[int], int] | None:
    """The first winning line of at most ``depth`` decisions before ``end`` (and its Domain), or None.

    :raises _Budget: once ``visited`` (shared by the calls of one ``find_win``) passes ``limit``.
    """
    failed: dict[Hashable, int] = {}     # state -> the most decisions it was searched with, no win
    line: list[int] = []

    def search(st: State, left: int) -> int | None:
        if st.phase == PHASE_EFFECTS:
            d = hegemony_domain(st, seat)
            if d is not None:
                line.append(END_ACTION)
                return d
        if left <= 0 or st.phase == OVER or st.active != seat or hopeless(st, seat):
            return None
        key = _key(st)
        if failed.get(key, -1) >= left:
            return None
        visited[0] += 1
        if visited[0] > limit:
            raise _Budget
        codes = _one_per_domain([c for c in legal(st) if c != END_ACTION and _tried(st, c)])
        if len(codes) > 1:      # the rule policy's order: the natural line is found first
            t = Table(st)
            codes.sort(key=lambda c: -score(t, seat, c))
        for c in codes:
            child = st.clone()
            step(child, c, None)
            line.append(c)
            d = search(child, left - 1)
            if d is not None:
                return d
            line.pop()
        failed[key] = left
        return None

    domain = search(world, depth)
    return None if domain is None else (line, domain)
