"""The resume prompt at start-up: which game the autosave holds (players, set-up, turn, deck,
when it was last saved), and buttons that say what they do."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtWidgets import QMessageBox, QWidget

from engine import Game

from .storage import SavedGame

DRAFT_PASSES = 3


def saved_when(timestamp: float, now: datetime | None = None) -> str:
    """``1 Dec, 09:41`` in local time; the year is added when it is not this year."""
    when = datetime.fromtimestamp(timestamp)
    now = now or datetime.now()
    day = f"{when.day} {when:%b}" + ("" if when.year == now.year else f" {when.year}")
    return f"{day}, {when:%H:%M}"


def game_summary(saved: SavedGame) -> str:
    """``Player, Aurelia (Medium AI); classic set-up; turn 14, 38 cards in the deck``."""
    game = saved.game
    players = ", ".join(s.name if s.is_human else f"{s.name} ({s.label})" for s in saved.seats)
    view = game.view(None)
    setup = f"{setup_name(game)} set-up"
    if view.get("teams"):
        setup += ", team game"
    deck = len(view.get("deck", []))
    cards = f"{deck} card{'' if deck == 1 else 's'} in the deck"
    draft = view.get("draft")
    if isinstance(draft, dict):
        where = f"in the draft (pass {min(int(draft.get('round', 1)), DRAFT_PASSES)} of {DRAFT_PASSES})"
    else:
        where = f"turn {game.history.count('end') + 1}"
        if view.get("final_round"):
            where += " (final round)"
    return f"{players}; {setup}; {where}, {cards}"


def setup_name(game: Game) -> str:
    """``draft`` or ``classic``: a draft game's first action is a draft keep."""
    history = game.history
    return "draft" if "draft" in game.view(None) or (history and history[0].startswith("keep ")) \
        else "classic"


def resume_text(saved: SavedGame) -> str:
    """The question of the resume prompt in one sentence, naming the game."""
    return f"{resume_question(saved)[:-1]} — {game_summary(saved)}?"


def resume_question(saved: SavedGame) -> str:
    """``Resume the game of 1 Dec, 09:41?``"""
    return f"Resume the game of {saved_when(saved.saved_at)}?"


def ask_resume(parent: QWidget | None, saved: SavedGame) -> bool:
    """Ask whether to resume the autosaved game; True for Resume, False for New game."""
    box = QMessageBox(QMessageBox.Icon.Question, "Resume the game?", resume_question(saved),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("resumePrompt")
    box.setInformativeText(game_summary(saved).replace("; ", "\n", 1) + ".")
    box.setAccessibleDescription(resume_text(saved))
    resume = box.addButton("Resume", QMessageBox.ButtonRole.AcceptRole)
    resume.setObjectName("resume")
    new = box.addButton("New game", QMessageBox.ButtonRole.RejectRole)
    new.setObjectName("newGame")
    box.setDefaultButton(resume)
    box.setEscapeButton(new)
    box.exec()
    return box.clickedButton() is resume
