"""Threats, at a glance: the words for the engine's ``view()["threats"]`` (engine/threats.py).

Each player's area shows its best Domain(s) ("Science 6/7 — one short"), marked when that seat
could win by Hegemony on its next turn, with the viewer's effects that could stop it. Every
text here is built from the viewer's own view only, so it never tells what the viewer cannot
know, and in hot seat it follows the person at the screen (the covered table is the public view).
``new_threats`` tells which seats just became next-turn threats (for a sound).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.types import DomainThreat, ThreatView, View

from ..media.resources import domain_name, effect_name
from ..services.i18n import fill, ntr
from ..services.plain import rich
from .model import GameModel

SHOWN = 2           # Domains named on the area's line at most
WARNING_SIGN = "⚠"  # the non-colour mark of a next-turn threat (with bold text on the warning colour)
TEAM_SIGN = "⚑"     # ... of a team-mate's (on the active colour: its Hegemony wins for your team)


def seat_threat(view: View | None, seat: int) -> ThreatView | None:
    """Seat's entry of the view's threats (None without a game or for a seat not in it)."""
    if view is None:
        return None
    threats = view.get("threats", [])
    return threats[seat] if 0 <= seat < len(threats) else None


def shown_rows(threat: ThreatView) -> list[DomainThreat]:
    """The Domains the area names: the threatened ones, else the closest (and any tied with it)."""
    rows = threat["domains"]
    threatened = [row for row in rows if row["next_turn"]]
    if threatened:
        return threatened[:SHOWN]
    if not rows:
        return []
    return [row for row in rows if row["short"] == rows[0]["short"]][:SHOWN]


def domain_text(row: DomainThreat) -> str:
    """One Domain's distance to Hegemony: "Science 6/7 — one short" (Democracy is in the 7)."""
    short = row["short"]
    if short == 0:
        text = QCoreApplication.translate("Threats", "{domain} {have}/{need} — Hegemony",
                                          "a Domain with as many cards as Hegemony needs")
    elif short == 1:
        text = QCoreApplication.translate("Threats", "{domain} {have}/{need} — one short",
                                          "one card missing for Hegemony")
    elif short == 2:
        text = QCoreApplication.translate("Threats", "{domain} {have}/{need} — two short",
                                          "two cards missing for Hegemony")
    else:
        text = ntr("Threats", "{domain} {have}/{need} — %n short", short, "cards missing for Hegemony")
    return fill(text, domain=domain_name(row["domain"]), have=row["have"], need=row["need"])


def team_mate(view: View | None, seat: int) -> bool:
    """Whether seat is the viewer's team-mate in a team game (its Hegemony wins for the viewer too)."""
    if view is None or not view["teams"] or view["seat"] is None:
        return False
    return seat != view["seat"] and seat % 2 == view["seat"] % 2


def line_text(view: View | None, seat: int) -> str:
    """The area's threat line: its first shown Domain, after the warning sign (or the team sign for a
    team-mate) when it is a next-turn threat; '' for a seat with no card yet."""
    threat = seat_threat(view, seat)
    rows = shown_rows(threat) if threat is not None else []
    if threat is None or not rows:
        return ""
    text = domain_text(rows[0])
    if not threat["next_turn"]:
        return text
    return f"{TEAM_SIGN if team_mate(view, seat) else WARNING_SIGN} {text}"


def warning_text(model: GameModel, seat: int) -> str:
    """Why the line is marked: who could win by Hegemony, and when."""
    view = model.view()
    now = view is not None and view["to_move"] == seat
    if seat == model.viewer:
        return QCoreApplication.translate("Threats", "You could win by Hegemony this turn.") if now else \
            QCoreApplication.translate("Threats", "You could win by Hegemony on your next turn.")
    if team_mate(view, seat):
        text = QCoreApplication.translate("Threats", "{player}, your team-mate, could win by Hegemony this "
                                                     "turn.") if now else \
            QCoreApplication.translate("Threats", "{player}, your team-mate, could win by Hegemony on their "
                                                  "next turn.")
        return fill(text, player=model.seat_name(seat))
    if now:
        text = QCoreApplication.translate("Threats", "{player} could win by Hegemony this turn.")
    else:
        text = QCoreApplication.translate("Threats", "{player} could win by Hegemony on their next turn.")
    return fill(text, player=model.seat_name(seat))


def stoppers_text(threat: ThreatView) -> str:
    """"You could stop it with: Attack, Embargo." ('' when none of the viewer's effects can)."""
    if not threat["stoppers"]:
        return ""
    return fill(QCoreApplication.translate("Threats", "You could stop it with: {effects}.",
                                           "{effects}: effect names, separated by commas"),
                effects=", ".join(effect_name(name) for name in threat["stoppers"]))


def sentences(model: GameModel, seat: int) -> list[str]:
    """The threat of seat in whole sentences, for the tooltip and the accessible description."""
    threat = seat_threat(model.view(), seat)
    if threat is None or not threat["domains"]:
        return []
    rows = shown_rows(threat)
    out = [fill(QCoreApplication.translate("Threats", "Closest to Hegemony: {domains}.",
                                           "{domains}: e.g. 'Science 6/7 — one short'"),
                domains=" · ".join(domain_text(row) for row in rows))]
    if threat["next_turn"]:
        out.append(warning_text(model, seat))
        stop = stoppers_text(threat)
        if stop:
            out.append(stop)
    return out


def description(model: GameModel, seat: int) -> str:
    """The threat as one line of plain text (accessible description)."""
    return " ".join(sentences(model, seat))


def tooltip(model: GameModel, seat: int) -> str:
    """The threat as a rich-text tooltip, the warning in bold (the names in it escaped)."""
    lines = [rich(line) for line in sentences(model, seat)]
    if len(lines) > 1:
        lines[1] = f"<b>{lines[1]}</b>"
    return "<br>".join(lines)
