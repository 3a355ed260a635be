"""``ai.reason``: one short sentence about the choice just made."""

from __future__ import annotations

import pytest

from engine import Game
from engine.actions import EFFECTS
from engine.cards import DOMAIN_INDEX, DOMAIN_NAMES
from engine.events import EFFECT_TITLES

from .helpers import play_out, seats


def _about(action: str, reason: str) -> bool:
    words = action.split()
    verb, args = words[0], words[1:]
    if verb in ("play", "pick", "discard", "remove", "return", "take"):
        return args[0] in reason
    if verb in ("keep", "give"):   # a hidden card: named neither by token nor by Domain
        domain = DOMAIN_NAMES[DOMAIN_INDEX[args[0][:3]]]
        return reason.startswith(verb[:4]) and args[0] not in reason and domain not in reason
    if verb == "use":
        return EFFECT_TITLES[args[0]] in reason
    if verb == "target":
        return f"seat {args[0]}" in reason
    if verb == "domain":
        return DOMAIN_NAMES[DOMAIN_INDEX[args[0]]] in reason or "attack" in reason
    if verb == "copy":
        return f"seat {args[0]}" in reason and EFFECT_TITLES[args[1]] in reason
    return "turn" in reason   # end


@pytest.mark.parametrize("levels", [["easy", "hard"], ["medium", "easy", "easy", "random"]])
def test_every_reason_is_a_short_sentence_about_the_choice(levels: list[str]) -> None:
    game = Game.new(len(levels), seed=3, setup="draft")
    made = play_out(game, seats(levels, 2, iterations=10))
    verbs = set()
    for _, action, reason in made:
        assert reason and "\n" not in reason and len(reason) <= 90, reason
        assert _about(action, reason), (action, reason)
        verbs.add(action.split()[0])
    assert {"play", "end", "keep"} <= verbs
    # every effect has the title RULES §4-§6 gives it, which the reasons above were checked to name
    assert EFFECT_TITLES == dict(zip(EFFECTS, (
        "Assassination", "Purge", "Holy Book", "Divine Right", "Development", "Monopoly", "Experiment",
        "Research", "Oligarchy", "Republic", "Attack", "Inquisition", "Embargo", "Breakthrough",
        "Democracy", "Inspiration"), strict=True))
