"""Whole games through the GUI in French and in Hungarian show no English: every visible
widget's text, tooltip and accessible name, every menu, every dialog met on the way, and every
log line, walked after each change of the table.

English is found two ways. (1) Every English source text of the catalogues (the GUI's and the
engine's sentence templates) is cut at its fields and markup into fragments of two words or
more; a fragment the language's translation of it does not also contain must not appear.
(2) A text that never went through the catalogue is caught by English words that are no words
of the language ("the", "your", "cards", "turn"...).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.play.model import GameModel
from civgui.services import i18n
from civgui.services.storage import GameConfig, SeatConfig
from engine.cards import DOMAINS

from .test_full_game import PlayerBot

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
FIELDS = re.compile(r"\{\w+\}|%n|%\d|<[^>]*>|&\w+;")
WORDS = re.compile(r"[A-Za-z][A-Za-z']+")
# English words that are no French / Hungarian words (a text that skipped the catalogue)
ENGLISH_ONLY = {"the", "your", "you", "and", "with", "turn", "turns", "card", "cards", "hand",
                "player", "players", "plays", "draws", "discards", "takes", "this", "that", "from",
                "has", "have", "not", "will", "must", "can", "choose", "play", "game", "new",
                "level", "available", "effect", "effects", "next", "back", "give", "keep",
                "deck", "pile", "discard", "wins", "won", "who", "what", "when", "which"}
ALSO_THEIR_WORD = {"fr": {"pile"}, "hu": set()}
NAMES = ("Ana", "Béla", "Zoé", "Odile")


def fragments(language: str) -> set[str]:
    """English fragments of the catalogue's sources that the language's translations do not share."""
    tree = ET.parse(TRANSLATIONS / f"civ_{language}.ts")
    out: set[str] = set()
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        translated = " ".join(t for t in ([translation.text or ""] if translation is not None else [])
                              + [f.text or "" for f in message.iter("numerusform")])
        for piece in FIELDS.split(source):
            piece = piece.strip(" .,:;!?()—–-“”\"'")
            if len(WORDS.findall(piece)) >= 2 and len(piece) >= 8 and piece not in translated:
                out.add(piece)
    return out


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a person can read on ``widget`` and its visible children."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisible():
            continue
        where = f"{type(child).__name__}:{child.objectName()}"
        for text in (child.toolTip(), child.accessibleName(), child.accessibleDescription(),
                     child.windowTitle() if child.isWindow() else ""):
            yield where, text
        if isinstance(child, (QLabel, QAbstractButton)):
            yield where, child.text()
        if isinstance(child, QGroupBox):
            yield where, child.title()
        if isinstance(child, QLineEdit):
            yield where, child.placeholderText()
        if isinstance(child, QTextEdit):
            yield where, child.toPlainText()
        if isinstance(child, QComboBox):
            yield from ((where, child.itemText(i)) for i in range(child.count()))
        tips = getattr(child, "tips", None)             # a row of cards: each card's tooltip
        if isinstance(tips, list):
            yield from ((where, tip) for tip in tips if isinstance(tip, str))
        column_tip = getattr(child, "column_tip", None)  # a tableau: each Domain column's tooltip
        if callable(column_tip):
            yield from ((where, column_tip(domain)) for domain in DOMAINS)
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            root = QModelIndex()
            for row in range(model.rowCount(root)):
                columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
                for column in range(columns):
                    index = model.index(row, column)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.data(index, role)
                        if isinstance(value, str):
                            yield where, value


def menu_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """Every menu's title and its actions' texts and tooltips."""
    def walk(menu: QMenu) -> Iterator[tuple[str, str]]:
        yield "menu", menu.title()
        for action in menu.actions():
            yield "action", action.text()
            sub = action.menu()
            if isinstance(sub, QMenu):
                yield from walk(sub)
    for action in window.menuBar().actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            yield from walk(sub)


class EnglishWatch:
    """Walks the window and every open dialog; keeps what reads as English."""

    def __init__(self, window: MainWindow, language: str) -> None:
        self.window = window
        self.language = language
        self.fragments = fragments(language)
        self.found: dict[str, str] = {}
        self.walks = 0
        # windows left by earlier tests are not this table's (this window and its dialogs are)
        self.others = {id(w) for w in QApplication.topLevelWidgets()
                       if w is not window and w.parentWidget() is not window}

    def english_in(self, text: str) -> str | None:
        """The English in ``text`` (a fragment or a word), or None."""
        plain = re.sub(r"<[^>]*>", " ", text)
        for name in (*NAMES, *self.window.model.names()):      # the players' names, as typed
            plain = plain.replace(name, " ")
        for fragment in self.fragments:
            if fragment in plain:
                return fragment
        words = {w.lower() for w in WORDS.findall(plain)} & (ENGLISH_ONLY - ALSO_THEIR_WORD[self.language])
        return min(words) if words else None

    def walk(self) -> None:
        self.walks += 1
        texts = list(menu_texts(self.window))
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and id(top) not in self.others:
                texts.extend(widget_texts(top))
        texts.extend(("log", entry.text) for entry in self.window.model.log)
        for where, text in texts:
            if text and text not in self.found:
                english = self.english_in(text)
                if english is not None:
                    self.found[text] = f"{where}: {english!r}"


@pytest.fixture
def language_back() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language, players, setup, seed", [
    ("fr", 3, "classic", 21),
    ("hu", 4, "draft", 22),
])
@pytest.mark.slow
def test_a_whole_game_shows_no_english(language: str, players: int, setup: str, seed: int,
                                       qtbot: QtBot, language_back: None) -> None:
    assert i18n.set_language(language) == language
    assert QCoreApplication.translate("Domain", "Economy") != "Economy"     # the catalogue is there
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=True)
    qtbot.addWidget(window)
    window.show()
    watch = EnglishWatch(window, language)
    watch.walk()
    PlayerBot(window, seed)
    changes = [0]

    def changed() -> None:
        changes[0] += 1
        if changes[0] % 3 == 0:
            watch.walk()
    window.model.changed.connect(changed)
    seats = [SeatConfig(NAMES[0])] + [SeatConfig(NAMES[s], "easy") for s in range(1, players)]
    with qtbot.waitSignal(window.model.gameOver, timeout=180_000):
        window.start_game(GameConfig(seats=seats, setup=setup, seed=seed))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000)
    watch.walk()
    assert watch.walks > 20
    assert not watch.found, "\n".join(f"{where} in {text!r}" for text, where in watch.found.items())
    assert window.end_dialog is not None
    window.end_dialog.close()
    window.driver.shutdown()


def test_switching_language_live_leaves_no_english(qtbot: QtBot, language_back: None) -> None:
    """A table open in English, mid-game with the log, hints and an effect dialog, speaks French
    and then Hungarian at once when the language changes (the real catalogues)."""
    from civgui.devtools import scenes
    from civgui.dialogs.dialogs import MarkerDialog

    i18n.set_language("en")
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.show()
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    window.model.submit("use embargo")
    dialog = MarkerDialog(window.model, window)
    qtbot.addWidget(dialog)
    dialog.show()
    english = EnglishWatch(window, "fr")
    english.walk()
    assert english.found, "the English table reads as English (the watch sees it)"
    for language in ("fr", "hu"):
        i18n.set_language(language)
        qtbot.wait(50)
        watch = EnglishWatch(window, language)
        watch.walk()
        assert not watch.found, "\n".join(f"{where} in {text!r}" for text, where in watch.found.items())
    window.driver.shutdown()
