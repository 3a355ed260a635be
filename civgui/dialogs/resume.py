"""The resume prompt at start-up: which game the autosave holds (players, set-up, turn, deck,
when it was last saved), and buttons that say what they do."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from engine import Game

from ..services.i18n import fill, ntr
from ..services.storage import SavedGame

DRAFT_PASSES = 3


def saved_when(timestamp: float, now: datetime | None = None) -> str:
    """``1 Dec, 09:41`` in local time (the language's month names and order); the year is added
    when it is not this year."""
    when = datetime.fromtimestamp(timestamp)
    now = now or datetime.now()
    if when.year == now.year:
        form = QCoreApplication.translate("Resume", "d MMM, HH:mm", "Qt's date format of a save of this year")
    else:
        form = QCoreApplication.translate("Resume", "d MMM yyyy, HH:mm", "Qt's date format of an older save")
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(timestamp)), form)


def game_summary(saved: SavedGame) -> str:
    """``Player, Aurelia (Medium AI); classic set-up; turn 14, 38 cards in the deck``."""
    game = saved.game
    between = QCoreApplication.translate("Resume", ", ", "between the players of a list")
    players = between.join(s.name if s.is_human else fill(QCoreApplication.translate(
        "Resume", "{name} ({label})", "label: 'Medium AI'"), name=s.name, label=s.label) for s in saved.seats)
    view = game.view(None)
    draft_setup = setup_name(game) == "draft"
    if view.get("teams"):
        setup = QCoreApplication.translate("Resume", "draft set-up, team game") if draft_setup \
            else QCoreApplication.translate("Resume", "classic set-up, team game")
    else:
        setup = QCoreApplication.translate("Resume", "draft set-up") if draft_setup \
            else QCoreApplication.translate("Resume", "classic set-up")
    cards = ntr("Resume", "%n card(s) in the deck", len(view.get("deck", [])))
    draft = view.get("draft")
    turn = game.history.count("end") + 1
    if isinstance(draft, dict):
        where = fill(QCoreApplication.translate("Resume", "in the draft (pass {n} of {passes})"),
                     n=min(int(draft.get("round", 1)), DRAFT_PASSES), passes=DRAFT_PASSES)
    elif view.get("final_round"):
        where = fill(QCoreApplication.translate("Resume", "turn {n} (final round)"), n=turn)
    else:
        where = fill(QCoreApplication.translate("Resume", "turn {n}"), n=turn)
    return fill(QCoreApplication.translate("Resume", "{players}; {setup}; {where}, {cards}",
                                           "where: 'turn 14'; cards: '38 cards in the deck'"),
                players=players, setup=setup, where=where, cards=cards)


def setup_name(game: Game) -> str:
    """``draft`` or ``classic``: a draft game's first action is a draft keep."""
    history = game.history
    return "draft" if "draft" in game.view(None) or (history and history[0].startswith("keep ")) \
        else "classic"


def resume_text(saved: SavedGame) -> str:
    """The question of the resume prompt in one sentence, naming the game."""
    return fill(QCoreApplication.translate("Resume", "Resume the game of {when} — {summary}?"),
                when=saved_when(saved.saved_at), summary=game_summary(saved))


def resume_question(saved: SavedGame) -> str:
    """``Resume the game of 1 Dec, 09:41?``"""
    return fill(QCoreApplication.translate("Resume", "Resume the game of {when}?"),
                when=saved_when(saved.saved_at))


def ask_resume(parent: QWidget | None, saved: SavedGame) -> bool:
    """Ask whether to resume the autosaved game; True for Resume, False for New game."""
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Resume", "Resume the game?"),
                      resume_question(saved), QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("resumePrompt")
    box.setTextFormat(Qt.TextFormat.PlainText)       # the seats' names are text (the details too)
    box.setInformativeText(game_summary(saved).replace("; ", "\n", 1) + ".")
    box.setAccessibleDescription(resume_text(saved))
    resume = box.addButton(QCoreApplication.translate("Resume", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    resume.setObjectName("resume")
    new = box.addButton(QCoreApplication.translate("Resume", "New game"), QMessageBox.ButtonRole.RejectRole)
    new.setObjectName("newGame")
    box.setDefaultButton(resume)
    box.setEscapeButton(new)
    box.exec()
    return box.clickedButton() is resume
