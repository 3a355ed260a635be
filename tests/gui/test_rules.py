"""The rules inside the game: the document (anchors, the engine's numbers, every effect), the
window (search, contents, history, language), F1 on an effect button and every dialog's Help."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QProxyStyle,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QWidget,
)
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import AttackDialog, InspirationDialog, MarkerDialog, add_help
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.pile import PileDialog
from civgui.help import rules
from civgui.help.rules import RulesWindow, rules_html, rules_path, show_rules
from civgui.play.model import GameModel
from civgui.play.texts import EFFECT_BY_NAME
from civgui.table.effects import EffectsPanel
from engine.actions import EFFECTS
from engine.cards import hegemony_target, level_thresholds
from engine.words import effect_title

from .conftest import model_at

CONTRACT = ("setup", "turn", "effects", "art", "end", "team", "thresholds")


def open_rules(qtbot: QtBot, anchor: str | None = None) -> RulesWindow:
    window = show_rules(None, anchor)
    qtbot.addWidget(window)
    return window


def test_every_anchor_of_the_contract_is_in_the_rules(qtbot: QtBot) -> None:
    window = open_rules(qtbot)
    anchors = window.anchors()
    for name in (*CONTRACT, *EFFECTS, "discard-pile"):
        assert name in anchors, name
        assert window.anchor_position(name) >= 0


def test_the_thresholds_table_is_the_engines(qtbot: QtBot) -> None:
    html = rules_html("en")
    table = re.search(r"<table[^>]*class='thresholds'>(.*?)</table>", html, re.S)
    assert table is not None
    rows = [[int(n) for n in re.findall(r"<td[^>]*>(\d+)</td>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", table.group(1)) if "<td" in row]
    assert rows == [[p, *level_thresholds(p), hegemony_target(p)] for p in (2, 3, 4)]
    assert rows == [[2, 3, 5, 8], [3, 3, 5, 7], [4, 2, 4, 7]]     # RULES §4 and §7
    text = " ".join(open_rules(qtbot).browser.toPlainText().split())
    assert not re.search(r"\{\w+:[\w-]+\}", text), "a number placeholder was left unfilled"
    assert "at least 8 cards of one Domain with 2 players, or at least 7 cards with 3 or 4" in text
    assert "holds at least 3 or 5 cards of that Domain with 2 or 3 players, and at least 2 or 4" in text


def test_the_rules_name_every_effect_by_its_english_title(qtbot: QtBot) -> None:
    window = open_rules(qtbot)
    document = window.browser.document()
    for name in EFFECTS:       # each effect's own heading names it
        heading = document.findBlock(window.anchor_position(name))
        assert heading.blockFormat().headingLevel() in (3, 4), name
        assert effect_title(name) in heading.text(), name
    text = " ".join(re.sub(r"<[^>]+>", " ", rules_html("en")).split())
    for domain in ("Military", "Religion", "Economy", "Science", "Culture", "Utopia", "Art coin"):
        assert domain in text


def test_search_finds_a_word_and_says_no_match(qtbot: QtBot) -> None:
    window = open_rules(qtbot)
    QTest.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    window.search.setText("Breakthrough")
    QTest.keyClick(window.search, Qt.Key.Key_Return)
    first = window.browser.textCursor()
    assert first.selectedText() == "Breakthrough"
    assert window.status.text() == f"Match 1 of {len(window.browser.extraSelections())}"
    assert len(window.browser.extraSelections()) >= 3
    assert window.find_next()
    assert window.browser.textCursor().position() > first.position()
    assert window.status.text().startswith("Match 2 of ")
    assert window.find_previous()
    assert window.browser.textCursor().position() == first.position()
    assert window.find_previous()          # before the first match: round to the last one
    selections = window.browser.extraSelections()
    last = selections[-1].cursor.position()
    assert window.browser.textCursor().position() == last > first.position()
    window.search.setText("qzxwvkj")
    assert not window.find_next()
    assert window.status.text() == "No match"
    assert window.browser.extraSelections() == []


def test_contents_and_history(qtbot: QtBot) -> None:
    window = open_rules(qtbot, "setup")
    items = [window.contents.topLevelItem(i) for i in range(window.contents.topLevelItemCount())]
    tops = [item.text(0) for item in items if item is not None]
    assert "Set-up" in tops and "The end of the game" in tops and "Numbers by player count" in tops
    window.go("turn")
    window.go("end")
    assert window.current_anchor() == "end"
    assert window.back.isEnabled()
    window.back.click()
    assert window.current_anchor() == "turn"
    window.forward.click()
    assert window.current_anchor() == "end"
    for widget in (window.back, window.forward, window.search, window.contents, window.browser):
        assert widget.accessibleName()


def test_the_rules_follow_the_interface_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "rules_en.html").write_text("en")
    (tmp_path / "rules" / "rules_fr.html").write_text("fr")
    monkeypatch.setattr(rules, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    assert rules_path("fr").name == "rules_fr.html"
    assert rules_path("hu").name == "rules_en.html"      # no Hungarian file yet: English
    try:
        QLocale.setDefault(QLocale("fr_FR"))
        assert rules_path().name == "rules_fr.html"
    finally:
        QLocale.setDefault(QLocale("en_US"))


def test_f1_on_an_effect_button_opens_its_rule(qtbot: QtBot, effects_model: GameModel) -> None:
    panel = EffectsPanel(effects_model)
    qtbot.addWidget(panel)
    panel.show()
    for name, button in panel.buttons.items():
        assert button.toolTip().endswith(f"F1: the rules of {EFFECT_BY_NAME[name].title}</small>"), name
    button = panel.buttons["purge"]
    assert button.isEnabled()
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_F1)
    window = panel.findChild(RulesWindow)
    assert window is not None and window.isVisible()
    assert window.current_anchor() == "purge"
    assert window.browser.textCursor().block().text().startswith("Purge")
    QTest.keyClick(panel.buttons["embargo"], Qt.Key.Key_F1)
    assert panel.findChildren(RulesWindow) == [window]      # raised again, not a second window
    assert window.current_anchor() == "embargo"
    assert window.browser.verticalScrollBar().value() > 0


DIALOGS: list[tuple[str, str, Callable[[GameModel], QDialog]]] = [
    ("use inquisition", "inquisition", InquisitionDialog),
    ("use embargo", "embargo", MarkerDialog),
    ("use democracy", "democracy", MarkerDialog),
    ("use attack", "attack", AttackDialog),
    ("use inspiration", "inspiration", InspirationDialog),
    ("use republic", "republic", lambda model: PileDialog(model, pick=True)),
    ("", "discard-pile", lambda model: PileDialog(model, pick=False)),
]


@pytest.mark.parametrize(("start", "anchor", "make"), DIALOGS, ids=[d[1] for d in DIALOGS])
def test_each_dialogs_help_opens_its_rule(qtbot: QtBot, start: str, anchor: str,
                                         make: Callable[[GameModel], QDialog]) -> None:
    model = model_at(scenes.effect_game(*([start] if start else [])))
    dialog = make(model)
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    help_button = box.button(QDialogButtonBox.StandardButton.Help)
    assert help_button is not None and help_button.accessibleName()
    help_button.click()
    window = dialog.findChild(RulesWindow)
    assert window is not None and window.isVisible()
    assert window.current_anchor() == anchor
    assert isinstance(window.parent(), QWidget)


def test_help_menu_rules_open_at_the_hovered_effect(window: MainWindow, qtbot: QtBot) -> None:
    assert window.rules_action.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert window.rules_action.text() == "&Rules"
    window.rules_action.trigger()
    rules_window = window.findChild(RulesWindow)
    assert rules_window is not None and rules_window.isVisible()
    assert rules_window.browser.textCursor().position() == 0
    button = window.effects.buttons["democracy"]     # hovered, though greyed out with no game
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    window.rules_action.trigger()
    assert window.findChildren(RulesWindow) == [rules_window]
    assert rules_window.current_anchor() == "democracy"
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
    window.rules_action.trigger()          # nothing hovered: the open window stays where it was
    assert rules_window.current_anchor() == "democracy"


class _IconStyle(QProxyStyle):
    """A style whose dialog buttons have icons (as on a desktop under X; offscreen they have none)."""

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None, data: QStyleHintReturn | None = None) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)


def test_the_help_button_shows_words_not_the_styles_lifebuoy(qtbot: QtBot) -> None:
    """Seen by a tester: the effect dialogs' Help showed an odd red four-corner glyph."""
    box = QDialogButtonBox()
    qtbot.addWidget(box)
    style = _IconStyle("fusion")
    box.setStyle(style)
    ok = box.addButton(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and not ok.icon().isNull()          # this style does give buttons icons
    button = add_help(box, "embargo")
    assert button.icon().isNull() and button.text()
