"""Threats, at a glance: how close each seat is to Hegemony, as one seat can judge it.

``threats(st, viewer)`` gives, per seat, its closest Domains (``have``/``need``/``short``,
Democracy cards under a Domain counted in ``need``), whether it *could* win by Hegemony at
the end of its next turn (the turn in progress if it is the seat to move) with cards it may
hold, and which of the viewer's effects, used before that turn, would make that impossible.

Everything is worked out from what ``viewer`` knows (RULES §8): the public zones, its own
hand, the cards it knows in other hands (``known`` and ``among``), hand sizes and the Ages
on the backs, the deck's Ages. Two worlds the viewer cannot tell apart give the same answer.

``next_turn`` is an upper bound that errs towards warning: the seat is assumed to hold as
many cards of the Domain as the unseen cards and the Ages on its backs allow, and every
effect it qualifies for or could qualify for during that turn (by playing cards first, or by
copying with Inspiration) is tried: the extra plays of Development / Monopoly and Experiment /
Research (one permanent effect per Domain a turn), cards taken by Oligarchy / Republic (the
Domain's cards in the discard pile, and those an Attack of its own would put there),
Inquisition on the hand that could give the most, Breakthrough's five cards from the deck.
Costs count: plays spent reaching a level, tableau cards removed or returned, sacrifices of
that Domain, plays under Embargo. It never warns when the seat cannot: too few cards of the
Domain are unseen or reachable, its hand is too small, the Domain is embargoed, or the game
ends before its turn. Cards other seats might give it before then (an Inquisition) are not
counted. In a team game each member's threat is its own (Hegemony is per tableau, RULES §7)
and a team-mate's threat lists no stoppers.

``stoppers``: ``attack`` (on that Domain), ``embargo`` and ``democracy`` (on that Domain),
``inquisition`` (on that seat's hand), each offered when the viewer has a turn before the
threat's, may use it then (the sacrifice slot free, a card of that Domain in its tableau or
played from its hand first; Attack also needs a card of the threatened Domain to keep) and,
used once, it leaves no threatened Domain reachable. Assassination, Purge and Breakthrough
only move the viewer's own cards (into the discard pile, where Oligarchy could take them):
they never stop a Hegemony, so they are never listed.
"""

from __future__ import annotations

from .cards import ART, BOX, DOMAINS, ECO, KIND_AGE, KIND_DOMAIN, MIL, NKINDS, REL, SCI, UTO
from .effects import BREAKTHROUGH_DRAW, EFFECT_FACTS
from .knowledge import Claims, claims
from .pending import NO_CARD, S_COPY, S_EXTRA, S_GIVE, S_REMOVE, S_RETURN, S_TAKE
from .state import OVER, PLAY, State
from .types import DomainThreat, ThreatView

# At most one permanent effect per Domain a turn: the step-1 play, then the extra plays of the
# effects that play most, one per Domain (Monopoly's two from Economy, Research's two from Science).
MAX_PLAYS = 1 + sum(max(f.plays for f in EFFECT_FACTS if f.domain == d) for d in range(len(DOMAINS)))
SHOWN_DOMAINS = 3       # closest Domains listed per seat (threatened ones are always listed)
_ALL = (1 << len(DOMAINS)) - 1
_KINDS = range(NKINDS)


class _Turn:
    """What one seat may do in the turn that decides its threat (a plain record)."""

    __slots__ = ("emb", "hand", "insp", "pend_plays", "pend_takes", "perm", "sac", "step1")

    def __init__(self, st: State, s: int) -> None:
        if s == st.active and st.phase != PLAY:      # the turn in progress, past its step 1
            self.step1 = False
            self.perm = _ALL & ~st.used_perm
            self.sac = _ALL & ~st.used_sac
            self.insp = not st.used_insp
            self.emb = st.emb_mask
            self.hand = st.hsize[s]
            self.pend_plays = self.pend_takes = 0
            pend = st.pend
            if pend is not None:
                if pend.stage in (S_REMOVE, S_RETURN):
                    self.pend_plays = pend.plays
                elif pend.stage == S_EXTRA:
                    self.pend_plays = pend.remaining
                elif pend.stage == S_TAKE:
                    self.pend_takes = pend.remaining
                elif pend.stage == S_GIVE:
                    self.hand -= pend.remaining          # the cards it will give back
                elif pend.stage == S_COPY:
                    self.insp = True
            return
        self.step1 = st.hsize[s] > 0
        self.perm = self.sac = _ALL
        self.insp = True
        self.pend_plays = self.pend_takes = 0
        self.hand = st.hsize[s]
        if s == st.active:
            self.emb = st.emb_mask
        else:
            self.emb = 0
            for marker in st.embargoes:
                if marker.on == s:
                    self.emb |= 1 << marker.domain


class _Table:
    """What the viewer knows of where the cards are, counted once per call."""

    def __init__(self, st: State, viewer: int | None, know: Claims) -> None:
        n = st.n
        self.n = n
        self.viewer = viewer
        seen = [0] * NKINDS
        for tab in st.tab:
            for col in tab:
                for k in col:
                    seen[k] += 1
        for k in st.discard:
            seen[k] += 1
        for marker in st.embargoes:
            seen[marker.card] += 1
        for marker in st.democracy:
            seen[marker.card] += 1
        if st.pend is not None and st.pend.marker != NO_CARD:
            seen[st.pend.marker] += 1
        # per seat: the cards the viewer knows in its hand (all of them for its own), per Domain, and
        # per Age the backs of the others
        zero = [0] * NKINDS
        self.known: list[list[int]] = []
        self.known_of_domain: list[list[int]] = []
        self.backs: list[list[int]] = []
        for s in range(n):
            hand = st.hands[s]
            exact = hand if s == viewer else know.exact.get(s) or zero
            self.known.append(exact)
            by_domain = [0] * len(DOMAINS)
            backs = [0, 0, 0, 0]
            for k in _KINDS:
                x = exact[k]
                if x:
                    seen[k] += x
                    by_domain[KIND_DOMAIN[k]] += x
                if hand[k] > x:
                    backs[KIND_AGE[k]] += hand[k] - x
            self.known_of_domain.append(by_domain)
            self.backs.append(backs)
        # per Domain, per Age: cards the viewer has not seen (the cards of "among" groups included)
        self.unseen = [[0, 0, 0, 0] for _ in DOMAINS]
        for k in _KINDS:
            self.unseen[KIND_DOMAIN[k]][KIND_AGE[k]] += BOX[k] - seen[k]
        self.unseen_total = [sum(ages) for ages in self.unseen]
        deck_ages = [0, 0, 0, 0]
        for k in st.deck[-BREAKTHROUGH_DRAW:]:
            deck_ages[KIND_AGE[k]] += 1
        self.deck_ages = deck_ages
        self.discard = [0] * len(DOMAINS)
        for k in st.discard:
            self.discard[KIND_DOMAIN[k]] += 1
        self.discard_size = len(st.discard)
        self.counts = [[len(col) for col in tab] for tab in st.tab]
        self._others: dict[int, list[int]] = {}

    def others(self, s: int) -> list[int]:
        """Per Domain, the most cards any other seat than s holds of it (what Inspiration could copy)."""
        out = self._others.get(s)
        if out is None:
            rows = [c for t, c in enumerate(self.counts) if t != s]
            out = self._others[s] = [max(column) for column in zip(*rows)]
        return out

    def hidden(self, backs: list[int], d: int) -> int:
        """Most cards of Domain d among cards with these backs (per Age, what is unseen)."""
        unseen = self.unseen[d]
        return min(backs[1], unseen[1]) + min(backs[2], unseen[2]) + min(backs[3], unseen[3])

    def known_of(self, s: int, d: int) -> int:
        """Cards of Domain d the viewer knows in seat s's hand."""
        return self.known_of_domain[s][d]


class _Facts:
    """The numbers one (seat, Domain) threat is judged from; the stoppers change a copy."""

    __slots__ = (
        "discard_d",
        "hand_hidden",
        "hand_known",
        "have",
        "inq_hidden",
        "inq_known",
        "need",
        "others_d",
        "unseen",
    )

    def __init__(self, table: _Table, st: State, s: int, d: int) -> None:
        self.have = table.counts[s][:]
        self.need = st.heg + st.dem[s][d]
        self.hand_known = table.known_of(s, d)
        self.hand_hidden = table.hidden(table.backs[s], d)
        # the other hand an Inquisition could take the most cards of d from (its known and hidden ones)
        best = (-1, 0, 0)
        for t in range(table.n):
            if t != s and st.hsize[t]:
                known, hidden = table.known_of(t, d), table.hidden(table.backs[t], d)
                if known + hidden > best[0]:
                    best = (known + hidden, known, hidden)
        self.inq_known, self.inq_hidden = best[1], best[2]
        self.discard_d = table.discard[d]
        self.others_d = sum(1 for t in range(table.n) if t != s and table.counts[t][d])
        self.unseen = table.unseen_total[d]

    def copy(self) -> _Facts:
        """Independent copy."""
        c = _Facts.__new__(_Facts)
        for name in _Facts.__slots__:
            setattr(c, name, getattr(self, name))
        c.have = self.have[:]
        return c


def _levels(st: State, turn: _Turn, have: list[int], others: list[int], x: int, d: int,
            art_cost: int) -> list[tuple[int, bool]]:
    """Ways to use Domain x's permanent effect this turn: (level, copied with Inspiration). An
    Economy or Science level that costs as many plays into other Domains as it gives is left out."""
    out = [(0, False)]
    if not turn.perm >> x & 1:
        return out
    plays = x != UTO
    for level, at in ((1, st.lvl1), (2, st.lvl2)):
        cost = 0 if x == d else max(0, at - have[x])
        if cost and turn.emb >> x & 1:
            cost = MAX_PLAYS
        if cost < (level if plays else MAX_PLAYS):
            out.append((level, False))
        if turn.insp and others[x] >= at > have[x] and art_cost < (level if plays else MAX_PLAYS):
            out.append((level, True))
    return out


def _reachable(st: State, table: _Table, s: int, turn: _Turn, facts: _Facts, d: int) -> bool:
    """Whether seat s could have ``need`` cards of Domain d at the end of that turn."""
    have = facts.have
    short = facts.need - have[d]
    if short <= 0:
        return True
    if turn.emb >> d & 1:
        return False
    others = table.others(s)
    art_cost = 0 if d == ART else max(0, others[ART] + 1 - have[ART])
    if art_cost and turn.emb >> ART & 1:
        art_cost = MAX_PLAYS
    eco = _levels(st, turn, have, others, ECO, d, art_cost)
    sci = _levels(st, turn, have, others, SCI, d, art_cost)
    uto = _levels(st, turn, have, others, UTO, d, art_cost)
    top_e, top_s, top_u = (max(level for level, _ in options) for options in (eco, sci, uto))
    # a first bound: every extra play into d, every card of d it could lay hands on
    plays_max = int(turn.step1) + turn.pend_plays + top_e + top_s
    deck_hidden = table.hidden(table.deck_ages, d) if st.deck else 0
    supply_max = (min(turn.hand, facts.hand_known + facts.inq_known
                      + min(facts.unseen, facts.hand_hidden + facts.inq_hidden + deck_hidden))
                  + top_s + min(top_u + turn.pend_takes, facts.discard_d + facts.others_d))
    if min(plays_max, supply_max) < short:
        return False
    sacrifices = [bits for bits in range(8)
                  if not (bits & 1 and not (facts.inq_known or facts.inq_hidden))
                  and not (bits & 2 and not deck_hidden)
                  and not (bits & 4 and not top_u and not turn.pend_takes)]
    for level_e, copy_e in eco:
        for level_s, copy_s in sci:
            if copy_e and copy_s:
                continue
            for level_u, copy_u in uto:
                if copy_u and (copy_e or copy_s):
                    continue
                levels = (level_e, level_s, level_u)
                copied = (copy_e, copy_s, copy_u)
                for bits in sacrifices:
                    if _plan(st, table, turn, facts, others, d, levels, copied, bits, deck_hidden):
                        return True
    return False


def _plan(st: State, table: _Table, turn: _Turn, facts: _Facts, others: list[int], d: int,
          levels: tuple[int, int, int], copied: tuple[bool, bool, bool], sacrifices: int,
          deck_hidden: int) -> bool:
    """One plan for the turn: the levels of Economy, Science and Utopia used (own or copied) and
    the sacrifices (bits: Inquisition, Breakthrough, Attack on d); whether it ends with ``need``
    cards of d. Ordering within the turn is not checked (an upper bound)."""
    inq, bt, atk = bool(sacrifices & 1), bool(sacrifices >> 1 & 1), bool(sacrifices >> 2 & 1)
    if inq and not (facts.inq_known or facts.inq_hidden):
        return False
    if bt and not st.deck:
        return False
    have = facts.have
    if atk and have[d] < 1 + (d == MIL):    # Attack names a Domain it still holds after the sacrifice
        return False
    req = [0] * len(DOMAINS)        # cards each Domain must hold when its effect starts
    for x, level, copy in zip((ECO, SCI, UTO), levels, copied):
        if level and not copy:
            req[x] = st.lvl1 if level == 1 else st.lvl2
    if any(copied):
        req[ART] = others[ART] + 1
    loss = 0
    for flag, x in ((inq, REL), (bt, SCI), (atk, MIL)):
        if flag:
            if not turn.sac >> x & 1:
                return False
            req[x] = max(req[x], 1)
            loss += x == d
    if atk:
        loss += 1               # the attacker discards a card of d as well
    prereq = 0                  # plays into other Domains than d, made to qualify
    for x in range(len(DOMAINS)):
        if x != d and req[x] > have[x]:
            if turn.emb >> x & 1:
                return False
            prereq += req[x] - have[x]
    level_e, level_s, level_u = levels
    takes = min(level_u + turn.pend_takes, table.discard_size + (facts.others_d + 1 if atk else 0))
    plays = int(turn.step1) + turn.pend_plays + level_e + level_s
    plays = min(plays, turn.hand + takes + level_s)     # every play comes from the hand
    d_plays = plays - prereq
    if d_plays <= 0:
        return False
    # a removal (Development, Monopoly) or return (Experiment, Research) of a card of d costs it one
    spare = sum(have) - have[d] + prereq - (inq and d != REL) - (bt and d != SCI) - (atk and d != MIL)
    forced = max(0, level_e + level_s - spare)
    returned_d = min(level_s, forced)                   # back in the hand: it may be replayed
    # Inquisition and Breakthrough change what the hand holds, never how many: the cards of d played
    # from it are at most its size, less the cards it plays first into other Domains
    takes_d = min(takes, facts.discard_d + (facts.others_d if atk else 0))
    hand_cap = turn.hand + (takes - takes_d) - prereq
    hidden = facts.hand_hidden + (facts.inq_hidden if inq else 0) + (deck_hidden if bt else 0)
    in_hand = min(hand_cap, facts.hand_known + (facts.inq_known if inq else 0) + min(facts.unseen, hidden))
    supply = max(0, in_hand) + takes_d + returned_d
    return have[d] + min(d_plays, supply) - forced - loss >= facts.need


# --------------------------------------------------------------------------- the public function

STOPPERS: tuple[tuple[str, int], ...] = (
    ("attack", MIL), ("inquisition", REL), ("embargo", ECO), ("democracy", UTO),
)


def threats(st: State, viewer: int | None, know: Claims | None = None) -> list[ThreatView]:
    """Per seat, as ``viewer`` (None: a spectator) can judge it: its closest Domains to Hegemony,
    whether it could win by Hegemony at the end of its next turn, and the viewer's effects that
    could stop that (see the module's docstring). ``know``: ``claims(st, viewer)`` if at hand."""
    n = st.n
    playing = st.phase != OVER and st.draft is None
    table: _Table | None = None     # counted only when a seat is close enough to need it
    out: list[ThreatView] = []
    for s in range(n):
        counts = [len(col) for col in st.tab[s]]
        reach = [False] * len(DOMAINS)
        facts: dict[int, _Facts] = {}
        turn: _Turn | None = None
        if playing and _has_turn(st, s):
            turn = _Turn(st, s)
            limit = int(turn.step1) + turn.pend_plays + 4
            for d in range(len(DOMAINS)):
                if st.heg + st.dem[s][d] - counts[d] <= limit:
                    if table is None:
                        if know is None:
                            know = claims(st, viewer) if viewer is not None else Claims()
                        table = _Table(st, viewer, know)
                    facts[d] = _Facts(table, st, s, d)
                    reach[d] = _reachable(st, table, s, turn, facts[d], d)
        out.append({
            "seat": s,
            "domains": _closest(st, s, counts, reach),
            "next_turn": any(reach),
            "stoppers": _stoppers(st, table, viewer, s, turn, facts, reach)
            if table is not None and turn is not None and any(reach) else [],
        })
    return out


def _closest(st: State, s: int, counts: list[int], reach: list[bool]) -> list[DomainThreat]:
    """The seat's Domains holding cards, closest to Hegemony first (the threatened ones always)."""
    rows: list[DomainThreat] = []
    needs = [st.heg + x for x in st.dem[s]]
    for _, d in sorted((needs[d] - counts[d], d) for d in range(len(DOMAINS)) if counts[d] or reach[d]):
        if reach[d] or len(rows) < SHOWN_DOMAINS:
            rows.append({"domain": DOMAINS[d], "have": counts[d], "need": needs[d],
                         "short": max(0, needs[d] - counts[d]), "next_turn": reach[d]})
    return rows


def _has_turn(st: State, s: int) -> bool:
    """Whether seat s has a turn still to end (the one in progress included)."""
    if not st.final_round:
        return True
    n = st.n
    return (s - st.first) % n >= (st.active - st.first) % n


def _plays_before(st: State, viewer: int, s: int) -> bool:
    """Whether viewer has a turn (or the rest of its current one) before seat s's next turn ends."""
    n = st.n
    return s != st.active and (viewer - st.active) % n < (s - st.active) % n


def _stoppers(st: State, table: _Table, viewer: int | None, s: int, turn: _Turn,
              facts: dict[int, _Facts], reach: list[bool]) -> list[str]:
    """The viewer's effects that, used once before seat s's turn, leave s no Hegemony then."""
    if viewer is None or viewer == s or (st.teams and viewer % 2 == s % 2):
        return []
    if not _plays_before(st, viewer, s):
        return []
    mine = _Turn(st, viewer)
    have = table.counts[viewer]
    hand = st.hands[viewer]
    hand_of = [0] * len(DOMAINS)
    for k in range(NKINDS):
        hand_of[KIND_DOMAIN[k]] += hand[k]
    threatened = [d for d in range(len(DOMAINS)) if reach[d]]

    def plays_into(x: int) -> int:
        """Plays (0 or 1: the step-1 play) the viewer needs to hold a card of x, or 2 if it cannot."""
        if have[x]:
            return 0
        return 1 if mine.step1 and hand_of[x] and not mine.emb >> x & 1 else 2

    out: list[str] = []
    for name, x in STOPPERS:
        if not mine.sac >> x & 1:
            continue
        first = plays_into(x)
        if first > 1:
            continue
        if name == "inquisition":
            if st.hsize[s] and _inquisition_stops(st, table, viewer, s, turn, facts, threatened, hand_of,
                                                  mine, first):
                out.append(name)
            continue
        if len(threatened) != 1:
            continue        # one marker or Attack changes one Domain
        d = threatened[0]
        if not table.counts[s][d]:
            continue        # (a Hegemony reached already: nothing to attack or mark)
        after = facts[d].copy()
        turn_after = turn
        if name == "attack":
            keep = have[d] - (d == MIL)
            if keep < 1 and (first or not mine.step1 or not hand_of[d] or mine.emb >> d & 1):
                continue    # no card of d to attack with after the sacrifice
            after.have[d] -= 1
            gone = sum(1 for t in range(st.n) if t != viewer and table.counts[t][d]) + 1
            after.discard_d += gone
            after.others_d = sum(1 for t in range(st.n) if t != s and table.counts[t][d] > 1)
        elif name == "embargo":
            turn_after = _Turn(st, s)
            turn_after.emb |= 1 << d
        else:
            after.need += 1
        if not _reachable(st, table, s, turn_after, after, d):
            out.append(name)
    return out


def _inquisition_stops(st: State, table: _Table, viewer: int, s: int, turn: _Turn,
                       facts: dict[int, _Facts], threatened: list[int], hand_of: list[int], mine: _Turn,
                       first: int) -> bool:
    """Whether taking s's hand and giving back none of the threatened Domains' cards that can be
    kept leaves s no Hegemony, whatever its hand holds now."""
    h = st.hsize[s]
    spare = sum(hand_of[x] for x in range(len(DOMAINS)) if x not in threatened)
    if mine.step1:
        spare -= 1 if first or not any(hand_of[d] for d in threatened) else 0
    for d in threatened:
        f = facts[d]
        held = min(h, f.hand_known + f.hand_hidden)          # the worst case: as many as it may hold
        others = h - sum(min(h, facts[x].hand_known + facts[x].hand_hidden) for x in threatened)
        given = max(0, h - spare - max(0, others))          # cards of d it must be given back
        after = f.copy()
        after.unseen -= held - f.hand_known
        after.hand_known, after.hand_hidden = given, 0
        kept = hand_of[d] + held - given                      # the viewer's cards of d, then
        if kept > after.inq_known + after.inq_hidden:
            after.inq_known, after.inq_hidden = kept, 0
        if _reachable(st, table, s, turn, after, d):
            return False
    return True
