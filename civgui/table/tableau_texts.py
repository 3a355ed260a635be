"""The words of a player's area: its name, header tags, hand label, a Domain's tooltip, why a drop
is refused and what a screen reader hears while an effect asks for one of its cards.

Pure functions from the engine's view (levels, targets and Democracy from ``engine.progress``)
and plain names to strings, in the ``PlayerArea`` translation context; the widget
(``civgui/table/tableau.py``) only asks them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.progress import domain_progress
from engine.types import View

from ..media.resources import domain_name
from ..play.texts import EFFECTS
from ..services.i18n import fill, ntr, rich_fill


def area_name(name: str | None, seat: int) -> str:
    """The area's accessible name: the seat's player's, or its number before a game names them."""
    if name is not None:
        return fill(QCoreApplication.translate("PlayerArea", "Tableau of {player}"), player=name)
    return fill(QCoreApplication.translate("PlayerArea", "Tableau of seat {number}"), number=seat + 1)


def first_player_tag() -> str:
    """The tag of the first player, in the current language."""
    return QCoreApplication.translate("PlayerArea", "★ first player")


def tag_list(view: View, seat: int, label: str) -> list[str]:
    """The header's tags of ``seat``: its kind (``label``, e.g. "Medium AI"), ★ first player, team."""
    tags = [label]
    if view["first_player"] == seat:
        tags.append(first_player_tag())
    if view["teams"]:
        tags.append(fill(QCoreApplication.translate("PlayerArea", "team {team}", "{team}: A or B"),
                         team="AB"[seat % 2]))
    return tags


def hand_label(view: View, seat: int, viewer: int | None) -> str:
    """"hand N" (the viewer's own: "hand N (below)")."""
    size = view["hand_sizes"][seat]
    if seat != viewer:
        return fill(QCoreApplication.translate("PlayerArea", "hand {count}",
                                               "the number of cards in a player's hand"), count=size)
    return fill(QCoreApplication.translate("PlayerArea", "hand {count} (below)",
                                           "the number of cards in your hand, shown below the table"),
                count=size)


def column_tip(view: View, seat: int, domain: str, seat_name: Callable[[int], str],
               threat_tip: Callable[[], str], threatened: bool) -> str:
    """What a Domain column means for ``seat``: count, levels, Hegemony target, an Embargo on it and,
    when ``threatened`` (a next-turn threat in it), ``threat_tip()``."""
    row = next(r for r in domain_progress(view, seat) if r["domain"] == domain)
    count, need, extra = row["cards"], row["target"], row["democracy"]
    lines = [fill(ntr("PlayerArea", "<b>{domain}</b>: %n card(s)", count), domain=domain_name(domain))]
    titles = {info.kind: info.title for info in EFFECTS if info.domain == domain}
    for level, at in enumerate(row["levels"], start=1):     # (none for a Domain without levels)
        info_kind = f"level {level}"
        if info_kind in titles:
            mark = "✓" if row["level"] >= level else "✗"
            text = QCoreApplication.translate("PlayerArea", "{mark} level 1 at {count}: {effect}",
                                              "{mark}: ✓ reached or ✗ not; {count}: cards needed") \
                if level == 1 else \
                QCoreApplication.translate("PlayerArea", "{mark} level 2 at {count}: {effect}",
                                           "{mark}: ✓ reached or ✗ not; {count}: cards needed")
            lines.append(fill(text, mark=mark, count=at, effect=titles[info_kind]))
    if extra:
        lines.append(fill(ntr("PlayerArea", "Hegemony at %n card(s) ({democracy})", need,
                              "{democracy}: how many Democracy cards raise the target"),
                          democracy=ntr("PlayerArea", "%n Democracy card(s) under it", extra)))
    else:
        lines.append(ntr("PlayerArea", "Hegemony at %n card(s)", need))
    for m in view["embargoes"]:
        if m["on"] == seat and m["domain"] == domain:
            lines.append(rich_fill(QCoreApplication.translate(
                "PlayerArea", "Embargo by {player}: no {domain} card may be played next turn"),
                player=seat_name(m["by"]), domain=domain_name(domain)))
    if threatened:
        lines.append(threat_tip())
    return "<br>".join(lines)


def foreign_drop_reason(name: str) -> str:
    """Why a card dropped on another player's (``name``'s) area is not played."""
    return fill(QCoreApplication.translate(
        "PlayerArea", "you play cards into your own tableau (above your hand), not {player}'s",
        "why a card dropped on another player's area is not played"), player=name)


def not_your_turn() -> str:
    """Why a card dropped on the own area is not played while another seat is to move."""
    return QCoreApplication.translate("PlayerArea", "it is not your turn",
                                      "why a card dropped on your area is not played")


def choice_prompt(verb: str | None, card: str) -> str:
    """What a screen reader hears first while an effect asks for a card of the area (``verb``
    "remove" or "return"): the card the keyboard is on, and how to choose."""
    if verb == "remove":
        ask = QCoreApplication.translate(
            "PlayerArea", "Choose a card to remove: {card}. Left and right arrows for the others, "
            "Enter to choose.")
    else:
        ask = QCoreApplication.translate(
            "PlayerArea", "Choose a card to return to your hand: {card}. Left and right arrows for "
            "the others, Enter to choose.")
    return fill(ask, card=card)
