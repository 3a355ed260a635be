"""The rulebooks' names, read from the glossary kept with the catalogues (a copy of
``../shared/GLOSSARY.md``): the tests of the translations and of the rules check against it."""

from __future__ import annotations

import functools
from pathlib import Path

from engine.cards import DOMAINS

GLOSSARY = Path(__file__).resolve().parents[2] / "resources" / "translations" / "GLOSSARY.md"
# the glossary's effect rows name the effect by Domain and kind
ROWS = {
    "MIL level 1": "assassination", "MIL level 2": "purge", "MIL sacrifice": "attack",
    "REL level 1": "holy-book", "REL level 2": "divine-right", "REL sacrifice": "inquisition",
    "ECO level 1": "development", "ECO level 2": "monopoly", "ECO sacrifice": "embargo",
    "SCI level 1": "experiment", "SCI level 2": "research", "SCI sacrifice": "breakthrough",
    "UTO level 1": "oligarchy", "UTO level 2": "republic", "UTO sacrifice": "democracy",
    "ART": "inspiration",
}


@functools.cache
def glossary() -> dict[str, dict[str, str]]:
    """The glossary's rows: {Domain code or effect: {"en": ..., "fr": ..., "hu": ...}}."""
    rows = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4:
            continue
        names = {"en": cells[1], "fr": cells[2], "hu": cells[3]}
        if cells[0] == "ART":          # two rows: the Domain (Culture), its effect (Inspiration)
            rows["inspiration" if cells[1] == "Inspiration" else "ART"] = names
        elif cells[0] in DOMAINS:
            rows[cells[0]] = names
        elif cells[0] in ROWS:
            rows[ROWS[cells[0]]] = names
    return rows


def effect_names(language: str) -> dict[str, str]:
    """Each effect's name in ``language``, by notation name."""
    return {effect: glossary()[effect][language] for effect in ROWS.values()}


def domain_names(language: str) -> tuple[str, ...]:
    """The six Domains' names in ``language``, in the game's order."""
    return tuple(glossary()[domain][language] for domain in DOMAINS)
