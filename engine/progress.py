"""How far each of a seat's Domains has come: its cards, the levels it reached, its Hegemony target.

A reader of a view (the GUI's tableau, a log, a test) asks here instead of writing the rules
again: which Domains have levels at all (Culture has none), the cards each level needs at this
table size, and the Hegemony target with the Democracy cards under the Domain counted. Every
fact comes from the view's public entries, so it holds for any seat's view alike.
"""

from __future__ import annotations

from .actions import PERM_DOMAIN
from .cards import DOMAINS, level_thresholds
from .types import DomainProgress, PublicEntries, View

# the Domains with permanent (level) effects: every one but Culture
LEVELLED = frozenset(DOMAINS[d] for d in PERM_DOMAIN)


def domain_progress(view: View, seat: int) -> list[DomainProgress]:
    """``seat``'s six Domains in ``DOMAINS`` order as ``view`` shows them (public facts only).

    :raises IndexError: when ``seat`` is not a seat of the game.
    """
    public: PublicEntries = view
    tableau = public["tableaus"][seat]
    targets = view["hegemony_targets"][seat]
    lvl1, lvl2 = level_thresholds(public["players"])
    out: list[DomainProgress] = []
    for domain in DOMAINS:
        cards = len(tableau.get(domain, []))
        levels = [lvl1, lvl2] if domain in LEVELLED else []
        out.append({
            "domain": domain,
            "cards": cards,
            "target": targets[domain],
            "democracy": sum(1 for m in public["democracy"] if m["on"] == seat and m["domain"] == domain),
            "embargoes": sum(1 for m in public["embargoes"] if m["on"] == seat and m["domain"] == domain),
            "levels": levels,
            "level": sum(1 for need in levels if cards >= need),
            "ages": sorted({int(token[3]) for token in tableau.get(domain, [])}),
        })
    return out
