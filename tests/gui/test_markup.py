"""Names from files and people are text, never markup (civgui/services/plain.py): a save whose seat names
are HTML loads, and no label, tooltip or message of the table, the hot-seat cover, the end-of-game
dialog, the replay or the statistics renders them (nor loads an image); names lose control
characters and are cut to the length limit, in a save and in the new-game dialog."""

from __future__ import annotations

import html
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import MarkerDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.newgame import NewGameDialog, remember_config, remembered_config
from civgui.dialogs.resume import ask_resume
from civgui.play import threats
from civgui.play.model import GameModel
from civgui.review.kept import kept_games
from civgui.review.replay import ReplayWindow
from civgui.services.i18n import fill, rich_fill
from civgui.services.plain import MAX_NAME_LENGTH, clean_name, rich
from civgui.services.storage import GameConfig, SeatConfig, load_save, write_save
from civgui.table.tableau import PlayerArea
from civgui.table.undo import RevealQuestion
from engine import Game
from engine.cards import DOMAINS

HEADING = "<h1>X</h1><img src='/etc/hostname'>"
BOLD = "<b>bold</b>"
ENTITY = "&amp;"
LONG = "<i>it</i>\u202e\n\x00" + "z" * 10_000      # a bidi override, a line break, a NUL, far too long
LONG_CLEAN = ("<i>it</i> " + "z" * MAX_NAME_LENGTH)[:MAX_NAME_LENGTH]
HOSTILE = [HEADING, BOLD, ENTITY, LONG]
SHOWN = [HEADING, BOLD, ENTITY, LONG_CLEAN]        # the names as the table shows them
# what a name's markup looks like once a rich-text widget has interpreted it: the tag gone
TAGS = ("<h1>", "<img", "<b>bold", "<i>it")


def _seats(kinds: tuple[str, ...] = ("human", "human", "easy", "easy")) -> list[SeatConfig]:
    return [SeatConfig(name, kind) for name, kind in zip(HOSTILE, kinds, strict=False)]


def _is_rich(text: str, fmt: Qt.TextFormat) -> bool:
    return fmt == Qt.TextFormat.RichText or (fmt != Qt.TextFormat.PlainText and Qt.mightBeRichText(text))


def _problems(text: str, fmt: Qt.TextFormat, where: str) -> list[str]:
    """What is wrong with a text a widget shows in the format ``fmt``: a name's markup rendered,
    an image loaded, or a name escaped twice (shown as ``&lt;h1&gt;``)."""
    if not text:
        return []
    out = []
    if _is_rich(text, fmt):
        document = QTextDocument()
        document.setHtml(text)
        shown = document.toPlainText()
        if "<img" in text.lower():
            out.append(f"{where}: an image in rich text: {text[:200]!r}")
        out += [f"{where}: {tag!r} interpreted: {text[:200]!r}" for tag in TAGS if tag in text]
        if ENTITY in text.replace(html.escape(ENTITY), ""):
            out.append(f"{where}: the name {ENTITY!r} shown as '&': {text[:200]!r}")
    else:
        shown = text
    if "&lt;" in shown or "&amp;amp;" in shown:
        out.append(f"{where}: a name escaped twice: {shown[:200]!r}")
    return out


def _walk() -> tuple[list[str], str]:
    """The problems of every visible widget's texts, and all the texts shown (rendered), joined."""
    problems: list[str] = []
    seen: list[str] = []
    for widget in QApplication.allWidgets():
        if not widget.isVisible():
            continue
        where = f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.window()).__name__}"
        if isinstance(widget, QLabel):
            problems += _problems(widget.text(), widget.textFormat(), where)
            seen.append(_rendered(widget.text(), widget.textFormat()))
        elif isinstance(widget, QAbstractButton):      # '&' marks a shortcut: a name's is doubled
            if ENTITY in widget.text().replace("&&", ""):
                problems.append(f"{where}: the name {ENTITY!r} shown as a shortcut: {widget.text()!r}")
            seen.append(widget.text().replace("&&", "&"))
        problems += _problems(widget.toolTip(), Qt.TextFormat.AutoText, where + " (tooltip)")
        problems += _problems(widget.accessibleName(), Qt.TextFormat.PlainText, where + " (accessible)")
        problems += _problems(widget.windowTitle(), Qt.TextFormat.PlainText, where + " (title)")
        seen.append(_rendered(widget.toolTip(), Qt.TextFormat.AutoText))
    return problems, "\n".join(seen)


def _rendered(text: str, fmt: Qt.TextFormat) -> str:
    if not _is_rich(text, fmt):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _check(where: str, names: list[str] | None = None) -> None:
    problems, seen = _walk()
    assert not problems, f"{where}:\n" + "\n".join(problems)
    for name in names or []:        # the walk sees the names, literally, somewhere
        assert name in seen, f"{where}: {name!r} is shown nowhere"


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[MainWindow]:
    """A main window that opens the end-of-game dialog, with a paused AI."""
    win = MainWindow(GameModel(autosave=False), pace=0.0)
    win.driver.set_paused(True)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    yield win
    win.driver.shutdown()


def _one_move_from_the_end(players: int = 4, seed: int = 5) -> tuple[Game, str]:
    """A seeded game one action before its end, and that action."""
    ended = scenes.finished_game(players, seed)
    return ended.at(len(ended.history) - 1), ended.history[-1]


def test_a_game_from_a_hostile_save_shows_its_names_as_text(table: MainWindow, qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    path = tmp_path / "hostile.civ.json"
    write_save(path, scenes.played_game(4, 7, 30), _seats())
    assert table.load(path)
    assert [s.name for s in table.model.seats] == SHOWN
    assert table.model.covered            # two people at this screen: the cover waits for the first
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=5000)
    _check("the hot-seat cover", [HEADING])
    table.model.lift_cover()
    qtbot.waitUntil(lambda: not table.curtain.isVisible(), timeout=5000)
    _check("the table", SHOWN[1:])          # seat 0, at the screen, is "you" in the standings
    log = table.log_model                   # the log's lines are its rows' tooltips
    tips = [log.data(log.index(row), Qt.ItemDataRole.ToolTipRole) for row in range(log.rowCount())]
    assert any(BOLD in _rendered(tip, Qt.TextFormat.AutoText) for tip in tips)
    for tip in tips:
        assert not _problems(tip, Qt.TextFormat.AutoText, "a line of the log")


def test_the_end_dialog_replay_and_statistics_show_the_names_as_text(table: MainWindow, qtbot: QtBot,
                                                                     tmp_path: Path) -> None:
    game, last = _one_move_from_the_end()
    path = tmp_path / "almost.civ.json"
    seat = game.to_move
    assert seat is not None
    kinds = tuple("human" if s in (0, seat) else "easy" for s in range(4))
    write_save(path, game, _seats(kinds))
    assert table.load(path)
    if table.model.covered:
        table.model.lift_cover()
    assert table.model.submit(last)
    if table.model.covered:
        table.model.lift_cover()
    qtbot.waitUntil(lambda: table.end_dialog is not None and table.end_dialog.isVisible(), timeout=10_000)
    _check("the end-of-game dialog", [HEADING, BOLD])
    qtbot.waitUntil(lambda: bool(kept_games()), timeout=10_000)
    replay = ReplayWindow(load_save(kept_games()[0]))
    qtbot.addWidget(replay)
    replay.show()
    _check("the replay", [HEADING])
    replay.close()
    stats = table.show_statistics()
    index = stats.who.findText(HEADING)
    assert index >= 0, [stats.who.itemText(i) for i in range(stats.who.count())]
    stats.who.setCurrentIndex(index)
    _check("the statistics", [HEADING])


@pytest.mark.parametrize(("raw", "clean"), [
    ("  Ann  ", "Ann"),
    ("A\u202eB\u2066C\u200fD", "ABCD"),             # bidi controls go
    ("line\nbreak\ttab\u2028sep\u2029par", "line break tab sep par"),
    ("nul\x00bell\x07", "nulbell"),
    ("x" * 10_000, "x" * MAX_NAME_LENGTH),
    ("a" * (MAX_NAME_LENGTH - 1) + "  b", "a" * (MAX_NAME_LENGTH - 1)),   # no space left at the cut
    ("\u202e\n\x00", ""),
    ("Zoë & Łukasz <3", "Zoë & Łukasz <3"),          # markup characters are text, kept as typed
    ("क्\u200dष", "क्\u200dष"),                       # the joiners that scripts need stay
])
def test_a_name_loses_control_characters_and_is_cut(raw: str, clean: str) -> None:
    assert clean_name(raw) == clean


@pytest.mark.parametrize(("raw", "clean"), [
    ("", "Seat 4"), ("   ", "Seat 4"), ("\u202e\n\x00", "Seat 4"),      # nothing left: the default name
    ("x" * 500, "x" * MAX_NAME_LENGTH), ("A\nB", "A B"), (" Cassia\u2066 ", "Cassia"),
])
def test_a_save_with_hostile_names_loads_cleaned(raw: str, clean: str, tmp_path: Path) -> None:
    path = tmp_path / "g.civ.json"
    write_save(path, scenes.played_game(4, 7, 10), [*_seats()[:3], SeatConfig(raw, "easy")])
    assert [s.name for s in load_save(path).seats] == [HEADING, BOLD, ENTITY, clean]


def test_the_resume_prompt_shows_the_names_as_text(qtbot: QtBot, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.civ.json"
    write_save(path, scenes.played_game(4, 7, 10), _seats())
    checked: list[str] = []

    def shown(box: QMessageBox) -> int:
        box.show()
        _check("the resume prompt", [HEADING])
        checked.append(box.informativeText())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", shown)
    ask_resume(None, load_save(path))
    assert checked and HEADING in checked[0]


def test_the_new_game_dialog_cleans_and_limits_its_names(qtbot: QtBot) -> None:
    remember_config(GameConfig(seats=[SeatConfig(HEADING), SeatConfig(BOLD, "easy")]))
    dialog = NewGameDialog(None, remembered_config())     # the remembered names (a file) are text too
    qtbot.addWidget(dialog)
    assert all(field.maxLength() == MAX_NAME_LENGTH for field in dialog.names)
    dialog.players.setValue(3)
    dialog.names[2].setText("\u202eEve\x00\n")
    config = dialog.config()
    assert [s.name for s in config.seats] == [HEADING, BOLD, "Eve"]
    dialog.show()
    _check("the new-game dialog")


def test_rich_fill_escapes_the_names_it_puts_in() -> None:
    assert rich_fill("<b>{name}</b> won", name=HEADING) == f"<b>{html.escape(HEADING, quote=False)}</b> won"
    assert fill("{name} won", name=HEADING) == f"{HEADING} won"
    assert rich(ENTITY) == "&amp;amp;"



def _three(kinds: tuple[str, ...] = ("human", "easy", "easy")) -> list[SeatConfig]:
    return [SeatConfig(name, kind) for name, kind in zip([HEADING, BOLD, ENTITY], kinds, strict=True)]


def test_the_decision_dialogs_show_the_names_as_text(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    model.load_game(scenes.effect_game("use embargo"), _three())
    marker = MarkerDialog(model)
    qtbot.addWidget(marker)
    marker.show()
    for button in marker.targets.buttons():          # every player in turn, a Domain of theirs chosen
        button.click()
        marker.domains.buttons()[0].click()
        _check("the Embargo dialog", [marker.model.seat_name(marker.target_seat())])
    marker.close()
    model.load_game(scenes.effect_game("use inquisition"), _three())
    inquisition = InquisitionDialog(model)
    qtbot.addWidget(inquisition)
    inquisition.show()
    _check("the Inquisition's choice", [BOLD, ENTITY])
    next(b for b in inquisition.targets.buttons() if b.property("value") == "target 2").click()
    inquisition.confirm.click()
    assert inquisition.stage == "give" and inquisition.taken_cards()
    _check("the Inquisition's give-back", [f"Give back 3 cards to {ENTITY}.", f"{ENTITY}'s hand was"])
    model.load_game(scenes.effect_game("use inquisition"), _three())
    question = model.confirmation("target 1")
    assert question is not None
    box = RevealQuestion(model, "target 1", question)
    qtbot.addWidget(box)
    box.show()
    _check("the question before a reveal", [f"shows you {BOLD}'s hand"])


def test_the_tooltips_and_the_draft_show_the_names_as_text(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(Game.from_position(scenes.threat_position()), _three())
    embargoed = scenes.effect_game("use embargo", "target 1", "domain SCI", "end")
    window.model.load_game(embargoed, _three())
    for area in window.findChildren(PlayerArea):
        for domain in DOMAINS:
            assert not _problems(area.column_tip(domain), Qt.TextFormat.AutoText, f"column {domain}")
    tips = [threats.tooltip(window.model, seat) for seat in range(3)]
    window.model.load_game(Game.from_position(scenes.threat_position()), _three())
    tips += [threats.tooltip(window.model, seat) for seat in range(3)]
    assert any(BOLD in _rendered(tip, Qt.TextFormat.AutoText) for tip in tips)
    for tip in tips:
        assert not _problems(tip, Qt.TextFormat.AutoText, "a tooltip"), tip
    position = scenes.effects_position()
    position["tableaus"][1]["ART"] = ["ART1", "ART1", "ART2", "ART3"]   # Inspiration: "<b>bold</b> has 4…"
    window.model.load_game(Game.from_position(position), _three())
    _check("the effects panel")
    inspiration = window.effects.buttons["inspiration"].toolTip()
    assert f"{BOLD} has 4" in _rendered(inspiration, Qt.TextFormat.AutoText)
    window.model.load_game(Game.new(3, 5, "draft"), _three(("easy", "easy", "easy")))
    qtbot.waitUntil(lambda: window.draft.isVisible(), timeout=5000)
    _check("the draft", [BOLD, ENTITY])
