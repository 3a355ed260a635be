"""How a game ended, in words: who won and how, the list of winners' names, who asked for hints
(the end dialog's, the centre strip's and the replay's sentences, from the result record and the
model, never from the log's English)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.cards import team_of
from engine.types import ResultDict

from ..media.resources import domain_name
from ..services.i18n import fill, ntr
from .model import GameModel


def join_names(names: list[str]) -> str:
    """'Aurelia', 'Aurelia and Cassia', 'Aurelia, Bartholomew and Cassia' in the current language."""
    if len(names) < 2:
        return "".join(names)
    comma = QCoreApplication.translate("EndGameDialog", ", ", "between the first names of a list")
    head = comma.join(names[:-1])
    return fill(QCoreApplication.translate("EndGameDialog", "{names} and {last}", "the last name of a list"),
                names=head, last=names[-1])


def headline(model: GameModel, result: ResultDict) -> str:
    """Who won and how, in one sentence (from the result record)."""
    winners = result["winners"]
    view = model.view()
    team_game = view is not None and view["teams"]
    hegemony = result["reason"] == "hegemony"
    domain = domain_name(result["domain"]) if result["reason"] == "hegemony" else ""
    if result["reason"] == "majority" and "team_points" in result:
        best = max(result["team_points"]["A"], result["team_points"]["B"])
    elif result["reason"] == "majority":
        best = max(result["points"])
    else:
        best = 0
    if team_game:
        teams = sorted({team_of(s) for s in winners})
        sides = [fill(QCoreApplication.translate("EndGameDialog", "Team {team} ({names})"), team=t,
                      names=join_names([model.seat_name(s) for s in winners if team_of(s) == t]))
                 for t in teams]
        if len(sides) == 1:
            if hegemony:
                return fill(QCoreApplication.translate("EndGameDialog", "{team} wins by {domain} Hegemony!"),
                            team=sides[0], domain=domain)
            return fill(ntr("EndGameDialog", "{team} wins on majorities with %n point(s)!", best),
                        team=sides[0])
        who = join_names(sides)
    else:
        names = [model.seat_name(s) for s in winners]
        if len(names) == 1:
            if hegemony:
                return fill(QCoreApplication.translate("EndGameDialog", "{name} wins by {domain} Hegemony!"),
                            name=names[0], domain=domain)
            return fill(ntr("EndGameDialog", "{name} wins on majorities with %n point(s)!", best),
                        name=names[0])
        who = join_names(names)
    if hegemony:
        return fill(QCoreApplication.translate("EndGameDialog", "{winners} share the victory by {domain} "
                                               "Hegemony!"), winners=who, domain=domain)
    return fill(ntr("EndGameDialog", "{winners} share the victory on majorities with %n point(s)!", best),
                winners=who)


def hints_summary(model: GameModel) -> str:
    """Who asked for hints in this game, one line per seat that did ('' if nobody did)."""
    lines = [fill(ntr("Hint", "{name} asked “What would Hard do?” %n time(s).", count),
                  name=model.seat_name(seat))
             for seat, count in enumerate(model.hints_used) if count]
    return "\n".join(lines)
