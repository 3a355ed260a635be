"""An independent reading of RULES §7: who won, from a finished game's position alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

DOMAIN_ORDER = ("MIL", "REL", "ECO", "SCI", "ART", "UTO")
TIEBREAK = ("UTO", "ART", "SCI", "ECO", "REL", "MIL")


def expected_winners(final: Mapping[str, Any], result: Mapping[str, Any]) -> list[int]:
    """The winners by RULES §7, computed from the final position alone (not from the engine's scoring)."""
    n, teams = final["players"], final["teams"]
    sides = [[0, 2], [1, 3]] if teams else [[s] for s in range(n)]
    counts = [{d: len(final["tableaus"][s].get(d, [])) for d in DOMAIN_ORDER} for s in range(n)]
    if result["reason"] == "hegemony":
        target = 8 if n == 2 else 7
        hegemon = final["active"]
        extra = {d: sum(1 for m in final["democracy"] if m["on"] == hegemon and m["domain"] == d)
                 for d in DOMAIN_ORDER}
        reached = [d for d in DOMAIN_ORDER if counts[hegemon][d] >= target + extra[d]]
        assert reached and reached[0] == result["domain"], (reached, result)
        return sorted(s for side in sides if hegemon in side for s in side)
    assert result["reason"] == "majority" and final["deck"] == [] and final["final_round"]
    score = [0] * len(sides)
    for d in DOMAIN_ORDER:
        best = max(c[d] for c in counts)
        for i, side in enumerate(sides):
            if best and any(counts[s][d] == best for s in side):
                score[i] += 1
    alive = [i for i in range(len(sides)) if score[i] == max(score)]
    for d in TIEBREAK:
        tally = {i: sum(counts[s][d] for s in sides[i]) for i in alive}
        alive = [i for i in alive if tally[i] == max(tally.values())]
    return sorted(s for i in alive for s in sides[i])
