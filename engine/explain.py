"""Why an action is not legal now, in the player's words (for errors and GUI tooltips).

Each reason is a ``Sentence`` (words.py): a ``why.*`` code with typed parameters, whose ``str()``
is the English sentence; the GUI renders it in its own words.
"""

from __future__ import annotations

from .actions import (
    ARG_MASK,
    ATTACK,
    COPY,
    DOMAIN,
    EFFECTS,
    END,
    GIVE,
    INSPIRATION,
    KEEP,
    PERM_DOMAIN,
    PICK,
    PLAY,
    REMOVE,
    RETURN,
    SACRIFICE_DOMAIN,
    SHIFT,
    TAKE,
    TARGET,
    USE,
    VERBS,
    copy_parts,
    is_permanent,
)
from .cards import ART, DOMAINS, KIND_DOMAIN, KINDS
from .effects import EFFECT_FACTS
from .rules import (
    NEED_DISCARD,
    NEED_HAND,
    NEED_TABLEAU,
    S_ATTACK,
    S_COPY,
    S_DISCARD,
    S_EXTRA,
    S_GIVE,
    S_MARKER,
    S_REMOVE,
    S_RETURN,
    S_TAKE,
    S_TARGET,
    attack_keeps_a_card,
    can_copy,
    culture_rival,
    level_need,
    perm_resolvable,
    perm_used,
    rival_has_tableau,
    sacrifice_used,
)
from .state import DRAFT_KEEP, DRAFT_PICK, OVER, State
from .state import EFFECTS as PHASE_EFFECTS
from .state import PLAY as PHASE_PLAY
from .words import Card, Domain, Effect, Seat, Sentence, register

_STAGE_VERB = {
    S_DISCARD: "discard", S_REMOVE: "remove", S_RETURN: "return", S_EXTRA: "play",
    S_TAKE: "take", S_ATTACK: "domain", S_TARGET: "target", S_MARKER: "domain", S_GIVE: "give",
    S_COPY: "copy",
}
_STAGE_TASK = {
    S_DISCARD: "why.task.discard", S_REMOVE: "why.task.remove", S_RETURN: "why.task.return",
    S_EXTRA: "why.task.extra", S_TAKE: "why.task.take", S_ATTACK: "why.task.attack",
    S_TARGET: "why.task.target", S_MARKER: "why.task.marker", S_GIVE: "why.task.give",
    S_COPY: "why.task.copy",
}

register({
    "why.task.discard": ("discard {n} more card from your hand", "discard {n} more cards from your hand"),
    "why.task.remove": ("discard {n} more card of your tableau", "discard {n} more cards of your tableau"),
    "why.task.return": ("return {n} more card of your tableau to your hand",
                        "return {n} more cards of your tableau to your hand"),
    "why.task.extra": ("play {n} more extra card", "play {n} more extra cards"),
    "why.task.take": ("take {n} more card from the discard pile",
                      "take {n} more cards from the discard pile"),
    "why.task.attack": "choose the Domain to attack",
    "why.task.target": "choose the player to target",
    "why.task.marker": "choose the Domain of {seat}",
    "why.task.give": ("give back {n} more card to {seat}", "give back {n} more cards to {seat}"),
    "why.task.copy": "choose the effect to copy",
    "why.perm_used": "you already used a {domain} permanent effect this turn",
    "why.level_needed": "needs {need} {domain} cards, you have {have}",
    "why.hand_card_needed": "needs a card in your hand to discard",
    "why.hand_cards_needed": "needs {need} cards in your hand, you have {have}",
    "why.tableau_card_needed": "needs a card in your tableau",
    "why.tableau_cards_needed": "needs {need} cards in your tableau",
    "why.discard_empty": "the discard pile is empty",
    "why.inspiration_used": "you already used Inspiration this turn",
    "why.culture_not_most": ("needs strictly more Culture cards than every other player "
                             "(you have {mine}, {seat} has {theirs})"),
    "why.nothing_to_copy": "no other player qualifies for an effect you could copy now",
    "why.sacrifice_used": "you already sacrificed a {domain} card this turn",
    "why.sacrifice_card_needed": "needs a {domain} card in your tableau to sacrifice",
    "why.attack_nothing_left": "after the sacrifice you would have no card left to attack with",
    "why.no_rival_tableau": "no other player has a card in their tableau",
    "why.game_over": "the game is over",
    "why.draft_keep": "the draft is on: {seat} must keep one card of their packet",
    "why.draft_pick": "the draft is on: {seat} must take one card from the centre",
    "why.not_in_packet": "{card} is not in your packet",
    "why.not_in_centre": "{card} is not in the centre",
    "why.play_first": "play a card from your hand first (step 1)",
    "why.effect": "{effect}: {cause}",
    "why.not_available_now": "not available now",
    "why.already_played": "you already played your card this turn; extra plays come from effects",
    "why.draft_over": "the draft is over",
    "why.no_effect_in_progress": ("'{verb}' belongs to an effect, and none is in progress: "
                                  "use an effect or end"),
    "why.finish_first": "finish {effect} first: {task}",
    "why.not_in_tableau": "{card} is not in your tableau",
    "why.not_in_discard": "{card} is not in the discard pile",
    "why.not_pooled": "{card} is not among the pooled cards",
    "why.target_self": "you cannot target yourself",
    "why.no_such_seat": "there is no seat {number}",
    "why.target_empty": "{seat} has no card in their tableau",
    "why.attack_domain_empty": "you have no {domain} card left to attack with",
    "why.marker_domain_empty": "{seat} has no {domain} card",
    "why.copy_other": "copy an effect of another player",
    "why.copy_not_qualified": "{seat} does not qualify for {effect} that you could use now",
    "why.not_in_hand": "{card} is not in your hand",
    "why.embargoed": "{domain} is under Embargo this turn",
    "why.cannot_play_now": "that card cannot be played now",
    "why.not_an_action": "{text}",
    # the notation's verbs, as a reason quotes them (a reader in another language translates them)
    **{f"why.verb.{verb}": verb for verb in VERBS},
})


def _domain(d: int) -> Domain:
    return Domain(DOMAINS[d])


def _card(k: int) -> Card:
    return Card(KINDS[k])


def effect_unavailable(st: State, e: int) -> Sentence | None:
    """Why the active player cannot start effect e now, or None if they can.

    The checks are the effects menu's own predicates (rules.py), in the order a player meets
    them: the per-turn limit, the level or the card to sacrifice, then what resolving it needs.
    """
    a = st.active
    t = st.tab[a]
    if is_permanent(e):
        d = PERM_DOMAIN[e]
        if perm_used(st, e):
            return Sentence("why.perm_used", {"domain": _domain(d)})
        need = level_need(st, e)
        if len(t[d]) < need:
            return Sentence("why.level_needed", {"need": need, "domain": _domain(d), "have": len(t[d])})
        if not perm_resolvable(st, a, e):
            return _unresolvable(st, a, e)
        return None
    if e == INSPIRATION:
        if st.used_insp:
            return Sentence("why.inspiration_used")
        rival = culture_rival(st, a)
        if rival is not None:
            return Sentence("why.culture_not_most",
                            {"mine": len(t[ART]), "seat": Seat(rival), "theirs": len(st.tab[rival][ART])})
        if not can_copy(st, a):
            return Sentence("why.nothing_to_copy")
        return None
    d = SACRIFICE_DOMAIN[e]
    if sacrifice_used(st, e):
        return Sentence("why.sacrifice_used", {"domain": _domain(d)})
    if not t[d]:
        return Sentence("why.sacrifice_card_needed", {"domain": _domain(d)})
    if e == ATTACK and not attack_keeps_a_card(st, a):
        return Sentence("why.attack_nothing_left")
    if EFFECT_FACTS[e].rival_tableau and not rival_has_tableau(st, a):
        return Sentence("why.no_rival_tableau")
    return None


def _unresolvable(st: State, a: int, e: int) -> Sentence:
    """The requirement of permanent effect e (its zone and need in effects.py's table) that seat a misses."""
    zone, need = EFFECT_FACTS[e].zone, EFFECT_FACTS[e].need
    if zone == NEED_HAND:
        if need == 1:
            return Sentence("why.hand_card_needed")
        return Sentence("why.hand_cards_needed", {"need": need, "have": st.hsize[a]})
    if zone == NEED_TABLEAU:
        if need == 1:
            return Sentence("why.tableau_card_needed")
        return Sentence("why.tableau_cards_needed", {"need": need})
    assert zone == NEED_DISCARD, f"{EFFECTS[e]} needs nothing, so it is never unresolvable"
    return Sentence("why.discard_empty")


def why_illegal(st: State, action: int) -> Sentence:
    """The reason an action code is not legal now (the caller knows it is not)."""
    verb, arg = action >> SHIFT, action & ARG_MASK
    phase = st.phase
    a = st.active
    if phase == OVER:
        return Sentence("why.game_over")
    if phase in (DRAFT_KEEP, DRAFT_PICK):
        want = KEEP if phase == DRAFT_KEEP else PICK
        if verb != want:
            return Sentence("why.draft_keep" if want == KEEP else "why.draft_pick", {"seat": Seat(a)})
        return Sentence("why.not_in_packet" if want == KEEP else "why.not_in_centre", {"card": _card(arg)})
    if phase == PHASE_PLAY:
        if verb != PLAY:
            return Sentence("why.play_first")
        return _play_reason(st, a, arg)
    if phase == PHASE_EFFECTS:
        if verb == USE:
            cause = effect_unavailable(st, arg)
            if cause is None:
                return Sentence("why.not_available_now")
            return Sentence("why.effect", {"effect": Effect(EFFECTS[arg]), "cause": cause})
        if verb == PLAY:
            return Sentence("why.already_played")
        if verb in (KEEP, PICK):
            return Sentence("why.draft_over")
        return Sentence("why.no_effect_in_progress", {"verb": Sentence(f"why.verb.{VERBS[verb]}")})
    pend = st.pend
    assert pend is not None
    stage = pend.stage
    task = Sentence(_STAGE_TASK[stage], {"n": pend.remaining, "seat": Seat(max(pend.target, 0))})
    if VERBS[verb] != _STAGE_VERB[stage] or verb == END:
        return Sentence("why.finish_first", {"effect": Effect(EFFECTS[pend.effect]), "task": task})
    if verb == PLAY:
        return _play_reason(st, a, arg)
    if verb in (REMOVE, RETURN):
        return Sentence("why.not_in_tableau", {"card": _card(arg)})
    if verb == TAKE:
        return Sentence("why.not_in_discard", {"card": _card(arg)})
    if verb == GIVE:
        return Sentence("why.not_pooled", {"card": _card(arg)})
    if verb == TARGET:
        if arg == a:
            return Sentence("why.target_self")
        if arg >= st.n:
            return Sentence("why.no_such_seat", {"number": arg})
        return Sentence("why.target_empty", {"seat": Seat(arg)})
    if verb == DOMAIN:
        if stage == S_ATTACK:
            return Sentence("why.attack_domain_empty", {"domain": _domain(arg)})
        return Sentence("why.marker_domain_empty", {"seat": Seat(pend.target), "domain": _domain(arg)})
    if verb == COPY:
        s, e = copy_parts(arg)
        if s == a or s >= st.n:
            return Sentence("why.copy_other")
        return Sentence("why.copy_not_qualified", {"seat": Seat(s), "effect": Effect(EFFECTS[e])})
    return Sentence("why.not_in_hand", {"card": _card(arg)})


def _play_reason(st: State, a: int, k: int) -> Sentence:
    if not st.hands[a][k]:
        return Sentence("why.not_in_hand", {"card": _card(k)})
    d = KIND_DOMAIN[k]
    if st.emb_mask >> d & 1:
        return Sentence("why.embargoed", {"domain": _domain(d)})
    return Sentence("why.cannot_play_now")

