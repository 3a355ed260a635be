"""The language switched while a game is open: the window says everything again in the new
language — menus, side panel, prompt — and the log says its lines again from their sentences,
keeping every entry (private lines, reasons, notes, the undo's action counts).

There is no French catalogue yet: a fake one (every text becomes «text») stands in for it, and
``civgui.services.i18n._current`` is set to "fr" so that ``TableWords`` takes the engine's sentences
from the catalogue as it does in French.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from civgui import APP_NAME
from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel, LogEntry
from civgui.services import i18n
from engine import Game
from engine.words import Sentence

from .fakes import Marked


def _play_a_round(model: GameModel) -> None:
    """Every seat acts until the person in seat 0 has played and ended a turn: event lines, the
    person's private draw, AI reasons (an engine Sentence and a foreign chooser's plain text)."""
    ended = False
    for step in range(60):
        seat = model.to_move
        assert seat is not None
        legal = model.legal_actions()
        if model.is_human(seat):
            if ended:
                return
            action = next((a for a in legal if a.startswith("play ")), None) or "end"
            ended = action == "end"
            assert model.submit(action)
        else:
            reason: Sentence | str = Sentence("ai.move") if step % 2 else "a foreign chooser's words"
            assert model.submit_ai(seat, legal[0], reason)
    raise AssertionError("seat 0 never ended a turn")


@pytest.fixture
def playing(window: MainWindow) -> MainWindow:
    """The window with a game in progress and a log of every kind of entry."""
    window.model.load_game(Game.new(3, 11), scenes.seats(3, level="easy"))
    _play_a_round(window.model)
    old = [LogEntry("A line of an old save, without its sentence.", None, "note",
                    window.model.history_length)]
    window.model.log.extend(old)
    window.model.logAppended.emit(old)
    return window


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> Iterator[Marked]:
    """The fake catalogue installed, the table speaking "French"; English again afterwards."""
    catalogue = Marked()
    monkeypatch.setattr(i18n, "_current", "fr")      # before the install: LanguageChange handlers see it
    assert QCoreApplication.installTranslator(catalogue)
    yield catalogue
    QCoreApplication.removeTranslator(catalogue)


def _texts(window: MainWindow) -> dict[str, str]:
    """The texts the window sets once, by where they are."""
    actions = {f"action {a.objectName() or i}": a.text()
               for menu in (window.game_menu, window.play_menu, window.help_menu)
               for i, a in enumerate(menu.actions()) if not a.isSeparator()}
    return {"game menu": window.game_menu.title(), "play menu": window.play_menu.title(),
            "help menu": window.help_menu.title(), "pace label": window.pace_label.text(),
            "log label": window.log_label.text(), "log name": window.log_view.accessibleName(),
            "pace item": window.pace_box.itemText(0), "tool bar": window.toolbar.windowTitle(),
            **actions}


def test_the_window_and_its_log_speak_the_new_language_at_once(playing: MainWindow, qtbot: QtBot,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    model = playing.model
    before_texts = _texts(playing)
    before_log = list(model.log)
    before_rows = playing.log_model.rowCount()
    replaced: list[list[LogEntry]] = []
    model.logReplaced.connect(replaced.append)
    assert {e.kind for e in before_log} >= {"event", "turn", "private", "reason", "note"}

    catalogue = Marked()
    monkeypatch.setattr(i18n, "_current", "fr")
    assert QCoreApplication.installTranslator(catalogue)
    try:
        qtbot.waitUntil(lambda: playing.game_menu.title() == "«&Game»", timeout=5000)
        after = _texts(playing)
        for where, text in after.items():
            assert text.startswith("«") and text != before_texts[where], where
        assert playing.windowTitle() == APP_NAME         # the app's name is the same in every language
        assert playing.prompt.text().startswith("«")
        # the log: the same entries, each with a sentence said again, the others as they were
        assert replaced and replaced[-1] == model.log
        assert len(model.log) == len(before_log)
        for old, new in zip(before_log, model.log, strict=True):
            assert (new.kind, new.seat, new.action, new.reader, new.sentence) == (
                old.kind, old.seat, old.action, old.reader, old.sentence)
            if old.sentence is None:
                assert new.text == old.text
            else:
                assert new.text != old.text and "«" in new.text, old.text
        foreign = [e for e in model.log if e.kind == "reason" and "a foreign chooser's words" in e.text]
        # the wrapper said again, the chooser's words kept
        assert foreign and all(e.text.startswith("«") for e in foreign)
        shown = [playing.log_model.index(r).data() for r in range(playing.log_model.rowCount())]
        assert any("«" in row for row in shown)
        assert any(e.kind == "private" for e in playing.log_model.entries())   # the person's own lines stay
        # undo still drops exactly the entries of the action taken back
        if model.can_undo():
            done = model.history_length - 1
            assert model.undo()
            assert all(e.action <= done for e in model.log)
    finally:
        QCoreApplication.removeTranslator(catalogue)
        monkeypatch.setattr(i18n, "_current", "en")
    qtbot.waitUntil(lambda: playing.game_menu.title() == "&Game", timeout=5000)
    assert _texts(playing) == before_texts
    assert [e.text for e in model.log] == [e.text for e in before_log[:len(model.log)]]
    assert before_rows >= playing.log_model.rowCount() > 0


def test_the_models_texts_are_in_the_language_of_the_moment(playing: MainWindow, marked: Marked,
                                                          qtbot: QtBot) -> None:
    model = playing.model
    qtbot.waitUntil(lambda: playing.game_menu.title() == "«&Game»", timeout=5000)
    assert model.seats[1].label == "«Easy AI»"
    human = model.to_move == 0
    assert (model.not_yours() is None) == human
    if not human:
        assert (model.not_yours() or "").startswith("«")
    assert model.prompt().startswith("«")


def test_a_model_says_its_log_again_without_a_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    model = GameModel(autosave=False)
    model.load_game(Game.new(2, 5), scenes.seats(2))
    before = list(model.log)
    catalogue = Marked()
    monkeypatch.setattr(i18n, "_current", "fr")
    QCoreApplication.installTranslator(catalogue)
    try:
        with qtbot.waitSignal(model.logReplaced, timeout=1000) as blocker:
            model.retranslate()
    finally:
        QCoreApplication.removeTranslator(catalogue)
    assert blocker.args[0] == model.log and len(model.log) == len(before)
    assert all("«" in new.text and new.text != old.text for old, new in zip(before, model.log, strict=True))
