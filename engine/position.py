"""The position schema of ENGINE_API.md: writing a ``State`` out and reading one back."""

from __future__ import annotations

import random
from typing import Any

from .cards import (
    ART,
    BASE_HAND_LIMIT,
    BOX,
    BOX_SIZE,
    DIVINE_RIGHT_LIMIT,
    DOMAIN_INDEX,
    DOMAINS,
    ECO,
    HAND_LIMITS,
    HOLY_BOOK_LIMIT,
    KIND_AGE,
    KIND_DOMAIN,
    KIND_INDEX,
    KINDS,
    NKINDS,
    REL_BIT,
    UTO,
)
from .checks import check_seed, show
from .errors import PositionError
from .rules import (
    HegemonyResult,
    art_leader,
    can_play,
    hegemony_domain,
    score_majorities,
    start_turn,
    winners_of,
)
from .state import EFFECTS, OVER, PLAY, PlacedMarker, State, age_ordered_deck
from .types import ArtCoin, Marker, Position, PositionStep, PublicEntries, Used

POSITION_KEYS = frozenset({
    "players", "teams", "first_player", "active", "step", "hands", "tableaus", "deck",
    "discard", "removed", "embargoes", "democracy", "art_coin", "used", "hand_limit",
    "final_round", "seed",
})
STEP_NAMES: dict[int, PositionStep] = {PLAY: "play", EFFECTS: "effects", OVER: "over"}


def tokens(counts: list[int]) -> list[str]:
    """Card tokens of a count vector, in kind order."""
    return [KINDS[k] for k in range(NKINDS) for _ in range(counts[k])]


def markers(items: list[PlacedMarker]) -> list[Marker]:
    """Embargo or Democracy markers as schema dicts."""
    return [{"by": m.by, "on": m.on, "domain": DOMAINS[m.domain], "card": KINDS[m.card]} for m in items]


def used_entry(st: State) -> Used:
    """The per-turn limits as the schema's ``used`` dict."""
    return {
        "permanent": [DOMAINS[d] for d in range(6) if st.used_perm >> d & 1],
        "sacrifice": [DOMAINS[d] for d in range(6) if st.used_sac >> d & 1],
        "inspiration": st.used_insp,
    }


def tableau_entry(st: State, seat: int) -> dict[str, list[str]]:
    """One seat's tableau: Domain code -> tokens, oldest first, non-empty Domains only."""
    return {DOMAINS[d]: [KINDS[k] for k in col] for d, col in enumerate(st.tab[seat]) if col}


def coin_entry(st: State) -> ArtCoin | None:
    """The Art coin as the schema's ``art_coin``."""
    if st.coin is None:
        return None
    holder, on, d = st.coin
    return {"holder": holder, "on": on, "domain": DOMAINS[d]}


def public_entries(st: State) -> PublicEntries:
    """The schema entries every seat sees alike (shared by ``dump`` and ``view``)."""
    return {
        "players": st.n,
        "teams": st.teams,
        "first_player": st.first,
        "active": st.active,
        "tableaus": [tableau_entry(st, s) for s in range(st.n)],
        "discard": [KINDS[k] for k in st.discard],
        "embargoes": markers(st.embargoes),
        "democracy": markers(st.democracy),
        "art_coin": coin_entry(st),
        "used": used_entry(st),
        "hand_limit": st.hand_limit,
        "final_round": st.final_round,
    }


def dump(st: State) -> Position:
    """The full position of a state between decisions of step 1 or 2, or at the end.

    :raises PositionError: during a draft or while an effect is being resolved.
    """
    if st.phase not in STEP_NAMES:
        what = "an effect is being resolved" if st.pend is not None else "the draft is running"
        raise PositionError(f"no position while {what}; use to_json() to save this moment")
    return {
        **public_entries(st),
        "step": STEP_NAMES[st.phase],
        "hands": [tokens(h) for h in st.hands],
        "deck": [KINDS[k] for k in reversed(st.deck)],
        "removed": sorted((KINDS[k] for k in st.removed), key=KIND_INDEX.__getitem__),
        "seed": st.seed,
    }


# --------------------------------------------------------------------------- reading

def _fail(message: str) -> PositionError:
    return PositionError(f"impossible position: {message}")


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{what} must be an integer, not {show(value)}")
    return value


def _seat(value: Any, n: int, what: str) -> int:
    s = _int(value, what)
    if not 0 <= s < n:
        raise _fail(f"{what} {show(s)} is not a seat of a {n}-player game (0..{n - 1})")
    return s


def _kind(token: Any, where: str) -> int:
    if not isinstance(token, str) or token not in KIND_INDEX:
        raise _fail(f"unknown card {show(token)} in {where}")
    return KIND_INDEX[token]


def _domain(code: Any, where: str) -> int:
    if not isinstance(code, str) or code not in DOMAIN_INDEX:
        raise _fail(f"unknown Domain {show(code)} in {where}")
    return DOMAIN_INDEX[code]


def _cards(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise _fail(f"{where} must be a list of cards")
    if len(value) > BOX_SIZE:
        raise _fail(f"{where} holds {len(value)} cards, the box only {BOX_SIZE}")
    return [_kind(t, where) for t in value]


def _seat_list(value: Any, n: int, what: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != n:
        raise _fail(f"{what} must be a list with one entry per seat ({n})")
    return value


def _markers(value: Any, n: int, name: str, card_domain: int) -> list[PlacedMarker]:
    if not isinstance(value, list):
        raise _fail(f"{name} must be a list")
    if len(value) > BOX_SIZE:
        raise _fail(f"{len(value)} {name} markers, more than the cards of the box")
    out = []
    for m in value:
        if not isinstance(m, dict) or set(m) != {"by", "on", "domain", "card"}:
            raise _fail(f"each {name} entry needs exactly by, on, domain and card: {show(m)}")
        by = _seat(m["by"], n, f"{name} 'by'")
        on = _seat(m["on"], n, f"{name} 'on'")
        if by == on:
            raise _fail(f"seat {by} placed a {name} marker on their own tableau")
        d = _domain(m["domain"], name)
        k = _kind(m["card"], name)
        if KIND_DOMAIN[k] != card_domain:
            article = "an" if name == "Embargo" else "a"
            need = "an Economy" if card_domain == ECO else "a Utopia"
            raise _fail(f"{article} {name} card must be {need} card, not {KINDS[k]}")
        out.append(PlacedMarker(by, on, d, k))
    return out


def load(pos: Any) -> State:
    """A state from a position dict (defaults as in ENGINE_API.md).

    :raises PositionError: naming the first impossible thing found.
    """
    if not isinstance(pos, dict):
        raise _fail("a position is a dict")
    unknown = set(pos) - POSITION_KEYS
    if unknown:
        names = sorted(show(key) for key in unknown)
        more = f" and {len(names) - 3} more" if len(names) > 3 else ""
        raise _fail(f"unknown key(s) {', '.join(names[:3])}{more}")
    if "players" not in pos:
        raise _fail("'players' is missing")
    n = _int(pos["players"], "players")
    if n not in (2, 3, 4):
        raise _fail(f"players must be 2, 3 or 4, not {show(n)}")
    teams = pos.get("teams", False)
    if not isinstance(teams, bool):
        raise _fail("teams must be true or false")
    if teams and n != 4:
        raise _fail(f"the team game needs 4 players, not {n}")
    seed = _int(pos.get("seed", 0), "seed")
    try:
        check_seed(seed)
    except ValueError as exc:
        raise _fail(str(exc)) from None
    st = State.empty(n, teams, seed)
    st.first = _seat(pos.get("first_player", 0), n, "first_player")
    st.active = _seat(pos.get("active", 0), n, "active")
    step = pos.get("step", "play")
    phases = {name: phase for phase, name in STEP_NAMES.items()}
    if not isinstance(step, str) or step not in phases:
        raise _fail(f"step {show(step)} is not allowed (play, effects or over)")
    st.phase = phases[step]

    for s, hand in enumerate(_seat_list(pos.get("hands", [[]] * n), n, "hands")):
        for k in _cards(hand, f"hand {s}"):
            st.hands[s][k] += 1
        st.hsize[s] = sum(st.hands[s])
    for s, tab in enumerate(_seat_list(pos.get("tableaus", [{}] * n), n, "tableaus")):
        if not isinstance(tab, dict):
            raise _fail(f"tableau {s} must be a dict of Domain -> cards")
        for code, cards in tab.items():
            d = _domain(code, f"tableau {s}")
            col = _cards(cards, f"tableau {s} {code}")
            for k in col:
                if KIND_DOMAIN[k] != d:
                    raise _fail(f"{KINDS[k]} lies in the {code} column of tableau {s}")
            st.set_column(s, d, col)
    st.discard = _cards(pos.get("discard", []), "discard")
    st.embargoes = _markers(pos.get("embargoes", []), n, "Embargo", ECO)
    st.democracy = _markers(pos.get("democracy", []), n, "Democracy", UTO)
    for m in st.democracy:
        st.dem[m.on][m.domain] += 1
    removed = _cards(pos.get("removed", []), "removed")
    deck = _cards(pos["deck"], "deck") if "deck" in pos else None

    placed = [0] * NKINDS
    zones = [st.discard, removed, deck or []]
    zones += [col for t in st.tab for col in t]
    zones += [[m.card for m in st.embargoes + st.democracy]]
    for zone in zones:
        for k in zone:
            placed[k] += 1
    for h in st.hands:
        for k in range(NKINDS):
            placed[k] += h[k]
    for k in range(NKINDS):
        if placed[k] > BOX[k]:
            raise _fail(f"{placed[k]} copies of {KINDS[k]}, the box holds {BOX[k]}")
    rest = [k for k in range(NKINDS) for _ in range(BOX[k] - placed[k])]
    if deck is None:
        rng = random.Random(seed)
        st.deck = age_ordered_deck(rng, [[k for k in rest if KIND_AGE[k] == age] for age in (1, 2, 3)])
        st.removed = sorted(removed)
    else:
        st.deck = deck[::-1]
        st.removed = sorted(removed + rest)      # as dump() writes it, so a save replays to it

    _load_turn(st, pos)
    if st.phase == OVER:
        d_won = hegemony_domain(st, st.active)
        if d_won is not None:
            st.result = HegemonyResult(winners_of(st, st.active), d_won)
        else:
            st.result = score_majorities(st)
    elif st.phase == PLAY and not can_play(st, st.active):
        start_turn(st, None)
    return st


def _load_turn(st: State, pos: dict[str, Any]) -> None:
    """The per-turn fields: used slots, hand limit, final round, Art coin, Embargo mask."""
    used = pos.get("used", {})
    if not isinstance(used, dict) or set(used) - {"permanent", "sacrifice", "inspiration"}:
        raise _fail("used must be a dict with permanent, sacrifice and inspiration")
    for key, attr in (("permanent", "used_perm"), ("sacrifice", "used_sac")):
        value = used.get(key, [])
        if not isinstance(value, list):
            raise _fail(f"used.{key} must be a list of Domains")
        if len(value) > len(DOMAINS):
            raise _fail(f"used.{key} lists {len(value)} Domains, there are {len(DOMAINS)}")
        bits = 0
        for code in value:
            d = _domain(code, f"used.{key}")
            if d == ART:
                raise _fail(f"Culture has no {key} effect, so used.{key} cannot name ART")
            bits |= 1 << d
        setattr(st, attr, bits)
    insp = used.get("inspiration", False)
    if not isinstance(insp, bool):
        raise _fail("used.inspiration must be true or false")
    st.used_insp = insp
    st.hand_limit = _int(pos.get("hand_limit", BASE_HAND_LIMIT), "hand_limit")
    if st.hand_limit not in HAND_LIMITS:
        raise _fail(f"hand_limit must be {BASE_HAND_LIMIT}, {HOLY_BOOK_LIMIT} or {DIVINE_RIGHT_LIMIT}, "
                    f"not {show(st.hand_limit)}")
    if st.hand_limit != BASE_HAND_LIMIT and not st.used_perm & REL_BIT:
        raise _fail(f"a hand limit above {BASE_HAND_LIMIT} comes from the Religion effect, "
                    "which used.permanent lacks")
    if st.phase == PLAY and (st.used_perm or st.used_sac or st.used_insp or st.hand_limit != BASE_HAND_LIMIT):
        raise _fail("effects are used in step 2, but the step is 'play'")
    final = pos.get("final_round", False)
    if not isinstance(final, bool):
        raise _fail("final_round must be true or false")
    st.final_round = final
    if final and st.deck:
        raise _fail("final_round is true but the deck still holds cards")
    if not final and not st.deck and st.phase != OVER:
        raise _fail("the deck is empty but final_round is false")
    coin = pos.get("art_coin")
    if coin is not None:
        if not isinstance(coin, dict) or set(coin) != {"holder", "on", "domain"}:
            raise _fail("art_coin must be null or {holder, on, domain}")
        holder = _seat(coin["holder"], st.n, "art_coin holder")
        on = _seat(coin["on"], st.n, "art_coin on")
        d = _domain(coin["domain"], "art_coin")
        if holder == on or d == ART:
            raise _fail("the Art coin lies by a Domain of another player, never Culture")
        if not art_leader(st, holder):
            raise _fail(f"seat {holder} holds the Art coin without strictly the most Culture cards")
        st.coin = (holder, on, d)
    for m in st.embargoes:
        if m.on == st.active:
            st.emb_mask |= 1 << m.domain
