"""One short sentence, in the player's terms, saying why an AI chose an action.

The sentence is built from the position the AI saw (its information state) and the
action: the Domain a play pushes towards Hegemony, the majority it takes, the level it
reaches, the rival an effect blocks, the hand size Religion keeps.

A reason is public (every seat reads it), so it may name a card only through ``_card``
(the card of a public action: play, pick, discard, remove, return, take) or
``_table_card`` (a card face up on the table); both refuse anything else. A kept, given
or in-hand card is never named, nor its Domain: those sentences speak of the draft round
or the Inquisition's count instead.
"""

from __future__ import annotations

from ..words import Card, Domain, Effect, Seat, Sentence, register
from .core import (
    ARG_MASK,
    ART,
    ATTACK,
    COPY,
    DEMOCRACY,
    DISCARD,
    DIVINE_RIGHT,
    DOMAIN,
    DOMAINS,
    EFFECTS,
    EMBARGO,
    END,
    GIVE,
    HOLY_BOOK,
    INQUISITION,
    KEEP,
    KIND_DOMAIN,
    KINDS,
    OLIGARCHY,
    PERM_DOMAIN,
    PICK,
    PLAY,
    REMOVE,
    REPUBLIC,
    RETURN,
    S_ATTACK,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    State,
    copy_parts,
    hegemony_domain,
    is_permanent,
    refill_limit,
)
from .policy import WIN, Table

# The verbs whose card every seat sees as the action is taken.
PUBLIC_VERBS = frozenset({PLAY, PICK, DISCARD, REMOVE, RETURN, TAKE})


class HiddenCardError(AssertionError):
    """A reason tried to name a card that not every seat can see."""


# Each reason's English; ``{card}`` is always a card every seat can see (see ``_card``).
REASON_TEMPLATES: dict[str, str] = {
    "ai.none": "",
    "ai.play_hegemony": "plays {card} for {domain} Hegemony",
    "ai.pick_hegemony": "picks {card} for {domain} Hegemony",
    "ai.play_level": "plays {card} to reach {effect} ({count} {domain} cards)",
    "ai.pick_level": "picks {card} to reach {effect} ({count} {domain} cards)",
    "ai.play_take_majority": "plays {card} to take the {domain} majority",
    "ai.pick_take_majority": "picks {card} to take the {domain} majority",
    "ai.play_tie_majority": "plays {card} to tie the {domain} majority",
    "ai.pick_tie_majority": "picks {card} to tie the {domain} majority",
    "ai.play_towards": "plays {card} towards {domain} Hegemony ({count} of {need})",
    "ai.pick_towards": "picks {card} towards {domain} Hegemony ({count} of {need})",
    "ai.use_holy_book": "uses {effect} for a 5-card hand",
    "ai.keep_divine_right": "keeps {effect} for a 7-card hand",
    "ai.use_against": "uses {effect} against {seat}'s {domain} lead",
    "ai.use_inquisition": "uses {effect} to see a rival's hand and swap cards with it",
    "ai.use_permanent": "uses {effect} to improve its tableau and hand",
    "ai.use": "uses {effect}",
    "ai.attack_no_rival": "attacks {domain}, costing no rival",
    "ai.attack_block": "blocks {seat}'s {domain} Hegemony by attacking {domain}",
    "ai.attack_loss": "attacks {domain}: {seat} loses {card}, one of its {count} {domain} cards",
    "ai.embargo_block": "blocks {seat}'s {domain} Hegemony with an Embargo",
    "ai.embargo": "embargoes {seat}'s {domain} next turn",
    "ai.democracy_block": "blocks {seat}'s {domain} Hegemony: one more card needed for good",
    "ai.keep_pass": "keeps one card of {held} for its hand and passes {passed} to {seat}",
    "ai.keep_centre": "keeps one card of 2 for its hand; the other goes face up to the centre",
    "ai.keep_last": "keeps the last card of its packet",
    "ai.give_more": "gives {seat} a card back, {more} more to give, keeping the cards it needs",
    "ai.give_last": "gives {seat} a card back, the last one owed, keeping the cards it needs",
    "ai.end_final": "ends the turn; no refill in the final round",
    "ai.end_refill": "ends the turn, refilling to {limit} cards",
    "ai.discard": "discards {card}, the card it needs least",
    "ai.remove": "gives up {card} from its weakest column",
    "ai.return": "takes {card} back to its hand to play better",
    "ai.take": "takes {card} from the discard pile for {domain}",
    "ai.target_inquisition": "targets {seat}, taking their {size}-card hand",
    "ai.target": "targets {seat}, the closest to {domain} Hegemony",
    "ai.copy": "copies {seat}'s {effect} ({domain})",
    "ai.move": "makes its move",
    # a step of a proven win this turn (wins.py): the Domain is named only once the tableau shows it
    "ai.play_win": "plays {card}: Hegemony is certain this turn",
    "ai.use_win": "uses {effect}: Hegemony is certain this turn",
    "ai.discard_win": "discards {card} on the way to a certain Hegemony this turn",
    "ai.remove_win": "gives up {card} on the way to a certain Hegemony this turn",
    "ai.return_win": "takes {card} back to its hand on the way to a certain Hegemony this turn",
    "ai.take_win": "takes {card} from the discard pile: Hegemony is certain this turn",
    "ai.target_win": "targets {seat} on the way to a certain Hegemony this turn",
    "ai.domain_win": "chooses {domain} on the way to a certain Hegemony this turn",
    "ai.give_win": "gives {seat} a card back on the way to a certain Hegemony this turn",
    "ai.copy_win": "copies {seat}'s {effect}: Hegemony is certain this turn",
    "ai.end_win": "ends the turn with {domain} Hegemony",
    # a step of a block (blocks.py): the rival could have won by Hegemony on its next turn
    "ai.block_attack": "attacks {domain}: {seat} would have won next turn",
    "ai.block_embargo": "embargoes {seat}'s {domain}, stopping a win next turn",
    "ai.block_democracy": "puts Democracy under {seat}'s {domain}, stopping a win next turn",
    "ai.block_inquisition": "takes {seat}'s hand, stopping a win next turn",
    "ai.block_oligarchy": "takes {card} from the discard pile: {seat} would have taken it and won next turn",
    "ai.block_republic": "takes {card} from the discard pile: {seat} would have taken it and won next turn",
}
register(REASON_TEMPLATES)

# The reason of an AI that has not chosen yet (its ``str()`` is empty).
NO_REASON = Sentence("ai.none")


def _card(verb: int, k: int) -> Card:
    """The card of a public action.

    :raises HiddenCardError: for any other verb (keep, give...): its card is hidden.
    """
    if verb not in PUBLIC_VERBS:
        raise HiddenCardError(f"a reason may not name the card of verb {verb}: it is hidden")
    return Card(KINDS[k])


def _table_card(st: State, k: int) -> Card:
    """A card face up on the table (a tableau or the discard pile).

    :raises HiddenCardError: if no card of that kind is face up.
    """
    if k in st.discard_pile or any(k in col for tab in st.tableaus for col in tab):
        return Card(KINDS[k])
    raise HiddenCardError(f"{KINDS[k]} is not face up on the table")


# The permanent effect each Domain's level 1 and level 2 open (Culture has none).
_LEVEL_EFFECT = {0: "assassination", 1: "holy-book", 2: "development", 3: "experiment", 5: "oligarchy"}
_LEVEL2_EFFECT = {0: "purge", 1: "divine-right", 2: "monopoly", 3: "research", 5: "republic"}


def _domain(d: int) -> Domain:
    return Domain(DOMAINS[d])


def _effect(e: int) -> Effect:
    return Effect(EFFECTS[e])


def _closest_rival(t: Table, a: int) -> tuple[int, int]:
    """The rival seat and Domain nearest to Hegemony."""
    best = (t.rivals[a][0], 0)
    gap = 99
    for o in t.rivals[a]:
        for d in range(6):
            g = t.need[o][d] - t.counts[o][d]
            if t.counts[o][d] and g < gap:
                gap, best = g, (o, d)
    return best


def _play_reason(t: Table, a: int, k: int, code: int, verb: str) -> Sentence:
    d = KIND_DOMAIN[k]
    said = {"card": _card(code, k), "domain": _domain(d)}
    mine = t.counts[a][d] + 1
    need = t.need[a][d]
    if t.gain(a, d) >= WIN:
        return Sentence(f"ai.{verb}_hegemony", said)
    st = t.st
    level1, level2 = st.level_thresholds
    if d != ART and d in _LEVEL_EFFECT and mine in (level1, level2):
        effect = (_LEVEL_EFFECT if mine == level1 else _LEVEL2_EFFECT)[d]
        return Sentence(f"ai.{verb}_level", {**said, "effect": Effect(effect), "count": mine})
    rival = max(t.counts[o][d] for o in t.rivals[a])
    if mine - 1 <= rival <= mine:
        return Sentence(f"ai.{verb}_{'take' if mine > rival else 'tie'}_majority", said)
    return Sentence(f"ai.{verb}_towards", {**said, "count": mine, "need": need})


def _use_reason(t: Table, a: int, e: int) -> Sentence:
    effect = {"effect": _effect(e)}
    if e == HOLY_BOOK:
        return Sentence("ai.use_holy_book", effect)
    if e == DIVINE_RIGHT:
        return Sentence("ai.keep_divine_right", effect)
    if e in (ATTACK, EMBARGO, DEMOCRACY):
        o, d = _closest_rival(t, a)
        return Sentence("ai.use_against", {**effect, "seat": Seat(o), "domain": _domain(d)})
    if e == INQUISITION:     # the target is chosen next, and told then
        return Sentence("ai.use_inquisition", effect)
    if is_permanent(e):
        return Sentence("ai.use_permanent", effect)
    return Sentence("ai.use", effect)


def _domain_reason(t: Table, a: int, d: int) -> Sentence:
    st = t.st
    pend = st.pending
    assert pend is not None
    domain = _domain(d)
    if pend.stage == S_ATTACK:
        hit = [o for o in t.rivals[a] if t.counts[o][d]]
        if not hit:
            return Sentence("ai.attack_no_rival", {"domain": domain})
        o = min(hit, key=lambda s: (t.need[s][d] - t.counts[s][d], s))
        gap = t.need[o][d] - t.counts[o][d]
        if gap <= 2:
            return Sentence("ai.attack_block", {"seat": Seat(o), "domain": domain})
        lost = _table_card(st, st.tableau(o)[d][-1])
        return Sentence("ai.attack_loss", {"domain": domain, "seat": Seat(o), "card": lost,
                                           "count": t.counts[o][d]})
    o = pend.target
    gap = t.need[o][d] - t.counts[o][d]
    rival = {"seat": Seat(o), "domain": domain}
    if pend.effect == EMBARGO:
        return Sentence("ai.embargo_block" if gap <= 2 else "ai.embargo", rival)
    return Sentence("ai.democracy_block", rival)


def _keep_reason(st: State, a: int) -> Sentence:
    """A draft keep: which round it is and where the rest goes, never the card kept."""
    draft = st.draft
    assert draft is not None
    held = len(draft.packets[a])
    left = (a + 1) % st.players
    if held > 2:
        return Sentence("ai.keep_pass", {"held": held, "passed": held - 1, "seat": Seat(left)})
    if held == 2:
        return Sentence("ai.keep_centre")
    return Sentence("ai.keep_last")


def _give_reason(st: State) -> Sentence:
    """An Inquisition give-back: how many cards are still owed, never which card goes."""
    pend = st.pending
    assert pend is not None
    target, owed = pend.target, pend.remaining
    if owed > 1:
        return Sentence("ai.give_more", {"seat": Seat(target), "more": owed - 1})
    return Sentence("ai.give_last", {"seat": Seat(target)})


def explain(st: State, a: int, code: int) -> Sentence:
    """The sentence for seat ``a`` choosing ``code`` in ``st``."""
    t = Table(st)
    verb = code >> SHIFT
    arg = code & ARG_MASK
    if verb == PLAY:
        return _play_reason(t, a, arg, verb, "play")
    if verb == PICK:
        return _play_reason(t, a, arg, verb, "pick")
    if verb == KEEP:
        return _keep_reason(st, a)
    if verb == USE:
        return _use_reason(t, a, arg)
    if verb == END:
        if st.final_round or not st.deck:
            return Sentence("ai.end_final")
        return Sentence("ai.end_refill", {"limit": refill_limit(st, a)})
    if verb == DISCARD:
        return Sentence("ai.discard", {"card": _card(verb, arg)})
    if verb == REMOVE:
        return Sentence("ai.remove", {"card": _card(verb, arg)})
    if verb == RETURN:
        return Sentence("ai.return", {"card": _card(verb, arg)})
    if verb == TAKE:
        return Sentence("ai.take", {"card": _card(verb, arg), "domain": _domain(KIND_DOMAIN[arg])})
    if verb == GIVE:
        return _give_reason(st)
    if verb == TARGET:
        pend = st.pending
        if pend is not None and pend.effect == INQUISITION:
            return Sentence("ai.target_inquisition", {"seat": Seat(arg), "size": st.hand_size(arg)})
        d = max(range(6), key=lambda x: (t.counts[arg][x] - t.need[arg][x], -x))
        return Sentence("ai.target", {"seat": Seat(arg), "domain": _domain(d)})
    if verb == DOMAIN:
        return _domain_reason(t, a, arg)
    if verb == COPY:
        s, e = copy_parts(arg)
        return Sentence("ai.copy", {"seat": Seat(s), "effect": _effect(e), "domain": _domain(PERM_DOMAIN[e])})
    return Sentence("ai.move")


# The public verbs of a win's steps whose sentence names the action's card.
_CARD_VERB_NAMES = {PLAY: "play", DISCARD: "discard", REMOVE: "remove", RETURN: "return", TAKE: "take"}


def win_reason(st: State, code: int) -> Sentence:
    """The sentence for a step of a proven win this turn (``wins.find_win``) in ``st``."""
    verb = code >> SHIFT
    arg = code & ARG_MASK
    if verb == PLAY and Table(st).gain(st.active, KIND_DOMAIN[arg]) >= WIN:
        return explain(st, st.active, code)      # the play that reaches Hegemony says its Domain
    if verb in _CARD_VERB_NAMES:
        return Sentence(f"ai.{_CARD_VERB_NAMES[verb]}_win", {"card": _card(verb, arg)})
    if verb == USE:
        return Sentence("ai.use_win", {"effect": _effect(arg)})
    if verb == TARGET:
        return Sentence("ai.target_win", {"seat": Seat(arg)})
    if verb == DOMAIN:
        return Sentence("ai.domain_win", {"domain": _domain(arg)})
    if verb == GIVE:
        pend = st.pending
        assert pend is not None
        return Sentence("ai.give_win", {"seat": Seat(pend.target)})
    if verb == COPY:
        s, e = copy_parts(arg)
        return Sentence("ai.copy_win", {"seat": Seat(s), "effect": _effect(e)})
    if verb == END:
        d = hegemony_domain(st, st.active)
        if d is not None:
            return Sentence("ai.end_win", {"domain": _domain(d)})
    return explain(st, st.active, code)


_BLOCK_NAMES = {ATTACK: "attack", EMBARGO: "embargo", DEMOCRACY: "democracy", INQUISITION: "inquisition",
                OLIGARCHY: "oligarchy", REPUBLIC: "republic"}


def block_reason(effect: int, rival: int, line: tuple[int, ...]) -> Sentence:
    """The sentence for a step of a block (``blocks.find_block``) of ``effect`` on ``rival``."""
    domains = [c & ARG_MASK for c in line if c >> SHIFT == DOMAIN]
    values: dict[str, object] = {"seat": Seat(rival)}
    if effect in (OLIGARCHY, REPUBLIC):
        takes = [c & ARG_MASK for c in line if c >> SHIFT == TAKE]
        values["card"] = _card(TAKE, takes[0])
    elif effect != INQUISITION:
        values["domain"] = _domain(domains[-1])
    return Sentence(f"ai.block_{_BLOCK_NAMES[effect]}", values)
