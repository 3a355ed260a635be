"""Words shown to the player: effect descriptions, prompts, and readable log lines.

Presentation only: which effects exist per Domain and what the rulebook says they do.
Whether an effect is available now is always asked of the engine (``why_not``).
The tables hold English sources (``QT_TRANSLATE_NOOP``); they are translated where shown,
so a language switch while the app runs is followed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.cards import DOMAINS
from engine.effects import INSPIRE, PERMANENT, SACRIFICE, facts

from ..media.resources import domain_name, effect_name
from ..services.i18n import fill, ntr, rich_fill

# the kind of an effect, as the rulebook names it ({domain} level 1, ...)
KIND_TEXTS: dict[str, str] = {
    "level 1": str(QT_TRANSLATE_NOOP("EffectInfo", "level 1")),
    "level 2": str(QT_TRANSLATE_NOOP("EffectInfo", "level 2")),
    "sacrifice": str(QT_TRANSLATE_NOOP("EffectInfo", "sacrifice")),
    "inspiration": str(QT_TRANSLATE_NOOP("EffectInfo", "inspiration")),
}


@dataclass(frozen=True)
class EffectInfo:
    """One effect as the effects panel shows it."""

    name: str        # engine notation, e.g. "holy-book"
    domain: str      # Domain code
    kind: str        # "level 1", "level 2", "sacrifice" or "inspiration" (a key, see kind_text)
    rule: str        # what it does, in the rulebook's words: the English source ({domain}: its Domain;
                     # {limit}: the hand limit it sets; {count}: the cards it draws)

    @property
    def title(self) -> str:
        """Display name in the player's language, e.g. ``Holy Book``."""
        return effect_name(self.name)

    @property
    def text(self) -> str:
        """What it does, in the player's language."""
        row = facts(self.name)
        return fill(QCoreApplication.translate("EffectInfo", self.rule), domain=domain_name(self.domain),
                    limit=row.hand_limit, count=row.draws)

    @property
    def kind_text(self) -> str:
        """The kind in the player's language ("level 1", "sacrifice"...)."""
        return QCoreApplication.translate("EffectInfo", KIND_TEXTS[self.kind])


def _kind(name: str) -> str:
    """The KIND_TEXTS key of the effect ``name``, from the engine's table of effect facts."""
    row = facts(name)
    if row.kind == PERMANENT:
        return f"level {row.level}"
    return {SACRIFICE: "sacrifice", INSPIRE: "inspiration"}[row.kind]


def _effect(name: str, rule: object) -> EffectInfo:
    """The effect ``name`` as the panel shows it: its Domain and kind from the engine's table of
    effect facts (engine/effects.py), its words here."""
    return EffectInfo(name, DOMAINS[facts(name).domain], _kind(name), str(rule))


EFFECTS: tuple[EffectInfo, ...] = (
    _effect("assassination",
            QT_TRANSLATE_NOOP("EffectInfo", "Discard 1 card from your hand.")),
    _effect("purge",
            QT_TRANSLATE_NOOP("EffectInfo", "Discard 2 cards from your hand.")),
    _effect("attack",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Sacrifice one {domain} card, choose a Domain: discard one card of it "
                              "from your tableau; every other player who has a card of it discards one.")),
    _effect("holy-book",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Your hand limit is {limit} this turn (applied by itself at End turn if you "
                              "forget).")),
    _effect("divine-right",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Your hand limit is {limit} this turn (applied by itself at End turn if you "
                              "forget).")),
    _effect("inquisition",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Sacrifice one {domain} card, choose another player: take their whole "
                              "hand, look at both hands, give back as many cards as you took.")),
    _effect("development",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Discard 1 card of your tableau, then play 1 extra card from your hand.")),
    _effect("monopoly",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Discard 2 cards of your tableau, then play 2 extra cards from your hand.")),
    _effect("embargo",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Sacrifice one {domain} card onto a Domain of another player: during "
                              "their next turn they may not play cards of that Domain.")),
    _effect("experiment",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Return 1 card of your tableau to your hand, then play 1 extra card.")),
    _effect("research",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Return 2 cards of your tableau to your hand, then play 2 extra cards.")),
    _effect("breakthrough",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Sacrifice one {domain} card: draw the top {count} cards of the deck, then "
                              "discard {count} cards from your hand (as many as you drew if the deck had "
                              "fewer).")),
    _effect("inspiration",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "With strictly more {domain} cards than every other player: copy a "
                              "permanent effect another player qualifies for, once per turn.")),
    _effect("oligarchy",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Take 1 card of your choice from the discard pile into your hand.")),
    _effect("republic",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Take 2 cards of your choice from the discard pile into your hand.")),
    _effect("democracy",
            QT_TRANSLATE_NOOP("EffectInfo",
                              "Sacrifice one {domain} card under a Domain of another player: for the "
                              "rest of the game they need one more card of it for Hegemony.")),
)
EFFECT_BY_NAME: dict[str, EffectInfo] = {e.name: e for e in EFFECTS}
# the effects whose sacrificed card becomes a marker on another player's Domain: one dialog takes
# the player, then the Domain (MarkerDialog), and the card flies to it (animation)
MARKER_EFFECTS = frozenset({"embargo", "democracy"})
IN_PLACE = frozenset({"discard", "remove", "return", "play"})   # stages decided on the table, not in a dialog


def dialog_kind(effect: str, stage: str) -> str | None:
    """Which dialog a pending (effect, stage) needs; None when it is decided in place."""
    if stage in IN_PLACE:
        return None
    if stage == "take":
        return "pile"
    if stage == "copy":
        return "inspiration"
    if effect == "inquisition":
        return "inquisition"
    if effect in MARKER_EFFECTS:
        return "marker"
    if effect == "attack":
        return "attack"
    return None


# the prompts of the sub-decisions with no count in them ({title}: the effect's name)
STAGE_PROMPTS: dict[str, str] = {
    "take": str(QT_TRANSLATE_NOOP("StagePrompt", "{title}: choose the cards to take from the discard pile.")),
    "target": str(QT_TRANSLATE_NOOP("StagePrompt", "{title}: choose the player.")),
    "domain": str(QT_TRANSLATE_NOOP("StagePrompt", "{title}: choose the Domain.")),
    "copy": str(QT_TRANSLATE_NOOP("StagePrompt", "{title}: choose the effect to copy.")),
}
# the target stage of MARKER_EFFECTS, whose dialog asks for the Domain as well
MARKER_TARGET_PROMPT = str(QT_TRANSLATE_NOOP("StagePrompt", "{title}: choose the player, then the Domain."))


def effect_tooltip(info: EffectInfo, thresholds: tuple[int, int], reason: str | None) -> str:
    """Tooltip of an effect control: what it does, and why it is disabled if it is."""
    domain = domain_name(info.domain)
    if info.kind == "level 1":
        head = fill(ntr("EffectTooltip", "{effect} — {domain} level 1 (%n card(s))", thresholds[0]),
                    effect=info.title, domain=domain)
    elif info.kind == "level 2":
        head = fill(ntr("EffectTooltip", "{effect} — {domain} level 2 (%n card(s))", thresholds[1]),
                    effect=info.title, domain=domain)
    elif info.kind == "sacrifice":
        head = fill(QCoreApplication.translate("EffectTooltip", "{effect} — {domain} sacrifice"),
                    effect=info.title, domain=domain)
    else:
        head = fill(QCoreApplication.translate("EffectTooltip", "{effect} — {domain}"),
                    effect=info.title, domain=domain)
    tip = f"<b>{head}</b><br>{info.text}"
    if reason:
        not_now = rich_fill(QCoreApplication.translate("EffectTooltip", "Not now: {reason}"), reason=reason)
        tip += f"<br><br><span style='color:#b00020'>{not_now}</span>"
    rules = fill(QCoreApplication.translate("EffectTooltip", "F1: the rules of {effect}"), effect=info.title)
    return f"{tip}<br><br><small>{rules}</small>"


def stage_prompt(effect: str, stage: str, remaining: int) -> str:
    """What to do for a pending sub-decision, in the player's language."""
    title = EFFECT_BY_NAME[effect].title if effect in EFFECT_BY_NAME else effect
    if stage == "discard":
        text = ntr("StagePrompt", "{title}: click a card of your hand to discard it (%n left).", remaining)
    elif stage == "remove":
        text = ntr("StagePrompt", "{title}: click a card of your tableau to discard it (%n left).", remaining)
    elif stage == "return":
        text = ntr("StagePrompt", "{title}: click a card of your tableau to return it to your hand "
                   "(%n left).", remaining)
    elif stage == "play":
        text = ntr("StagePrompt", "{title}: play an extra card — drag it onto your tableau or "
                   "double-click it (%n left).", remaining)
    elif stage == "give":
        text = ntr("StagePrompt", "{title}: choose the cards to give back (%n left).", remaining)
    elif stage == "target" and effect in MARKER_EFFECTS:
        text = QCoreApplication.translate("StagePrompt", MARKER_TARGET_PROMPT)
    elif stage in STAGE_PROMPTS:
        text = QCoreApplication.translate("StagePrompt", STAGE_PROMPTS[stage])
    else:        # a stage this table does not know yet: its engine name
        text = "{title}: {stage}"
    return fill(text, title=title, stage=stage)
