"""Words shown to the player: effect descriptions, prompts, and readable log lines.

Presentation only: which effects exist per Domain and what the rulebook says they do.
Whether an effect is available now is always asked of the engine (``why_not``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from .resources import domain_name, effect_name


@dataclass(frozen=True)
class EffectInfo:
    """One effect as the effects panel shows it."""

    name: str        # engine notation, e.g. "holy-book"
    domain: str      # Domain code
    kind: str        # "level 1", "level 2", "sacrifice" or "inspiration"
    text: str        # what it does, in the rulebook's words

    @property
    def title(self) -> str:
        """Display name in the player's language, e.g. ``Holy Book``."""
        return effect_name(self.name)


EFFECTS: tuple[EffectInfo, ...] = (
    EffectInfo("assassination", "MIL", "level 1", "Discard 1 card from your hand."),
    EffectInfo("purge", "MIL", "level 2", "Discard 2 cards from your hand."),
    EffectInfo("attack", "MIL", "sacrifice",
               "Sacrifice a Military card, choose a Domain: discard one card of it from your "
               "tableau; every other player who has a card of it discards one."),
    EffectInfo("holy-book", "REL", "level 1",
               "Your hand limit is 5 this turn (applied by itself at End turn if you forget)."),
    EffectInfo("divine-right", "REL", "level 2",
               "Your hand limit is 7 this turn (applied by itself at End turn if you forget)."),
    EffectInfo("inquisition", "REL", "sacrifice",
               "Sacrifice a Religion card, choose another player: take their whole hand, look "
               "at both hands, give back as many cards as you took."),
    EffectInfo("development", "ECO", "level 1",
               "Discard 1 card of your tableau, then play 1 extra card from your hand."),
    EffectInfo("monopoly", "ECO", "level 2",
               "Discard 2 cards of your tableau, then play 2 extra cards from your hand."),
    EffectInfo("embargo", "ECO", "sacrifice",
               "Sacrifice an Economy card onto a Domain of another player: during their next "
               "turn they may not play cards of that Domain."),
    EffectInfo("experiment", "SCI", "level 1",
               "Return 1 card of your tableau to your hand, then play 1 extra card."),
    EffectInfo("research", "SCI", "level 2",
               "Return 2 cards of your tableau to your hand, then play 2 extra cards."),
    EffectInfo("breakthrough", "SCI", "sacrifice",
               "Sacrifice a Science card: draw the top 5 cards of the deck, then discard 5 "
               "cards from your hand."),
    EffectInfo("inspiration", "ART", "inspiration",
               "With strictly more Culture cards than every other player: copy a permanent "
               "effect another player qualifies for, once per turn."),
    EffectInfo("oligarchy", "UTO", "level 1", "Take 1 card of your choice from the discard pile."),
    EffectInfo("republic", "UTO", "level 2", "Take 2 cards of your choice from the discard pile."),
    EffectInfo("democracy", "UTO", "sacrifice",
               "Sacrifice a Utopia card under a Domain of another player: for the rest of the "
               "game they need one more card of it for Hegemony."),
)
EFFECT_BY_NAME: dict[str, EffectInfo] = {e.name: e for e in EFFECTS}

STAGE_PROMPTS: dict[str, str] = {
    "discard": "{title}: click a card of your hand to discard it ({n} left).",
    "remove": "{title}: click a card of your tableau to discard it ({n} left).",
    "return": "{title}: click a card of your tableau to return it to your hand ({n} left).",
    "play": "{title}: play an extra card — drag it onto your tableau or double-click it ({n} left).",
    "take": "{title}: choose the card(s) to take from the discard pile.",
    "target": "{title}: choose the player.",
    "domain": "{title}: choose the Domain.",
    "give": "{title}: choose the cards to give back ({n} left).",
    "copy": "Inspiration: choose the effect to copy.",
}


def effect_tooltip(info: EffectInfo, thresholds: tuple[int, int], reason: str | None) -> str:
    """Tooltip of an effect control: what it does, and why it is disabled if it is."""
    if info.kind.startswith("level"):
        need = thresholds[0] if info.kind == "level 1" else thresholds[1]
        head = f"{info.title} — {domain_name(info.domain)} {info.kind} ({need} cards)"
    elif info.kind == "sacrifice":
        head = f"{info.title} — {domain_name(info.domain)} sacrifice"
    else:
        head = f"{info.title} — Culture"
    tip = f"<b>{head}</b><br>{info.text}"
    if reason:
        tip += f"<br><br><span style='color:#b00020'>Not now: {reason}</span>"
    rules = QCoreApplication.translate("EffectTooltip", "F1: the rules of {effect}")
    rules = rules.replace("{effect}", info.title)
    return f"{tip}<br><br><small>{rules}</small>"


def stage_prompt(effect: str, stage: str, remaining: int) -> str:
    """What to do for a pending sub-decision."""
    title = EFFECT_BY_NAME[effect].title if effect in EFFECT_BY_NAME else effect
    return STAGE_PROMPTS.get(stage, "{title}: {stage}").format(title=title, n=remaining, stage=stage)


def plural(count: int, word: str) -> str:
    """'1 card', '3 cards' (regular English plurals are all the table needs)."""
    return f"{count} {word}{'' if count == 1 else 's'}"
