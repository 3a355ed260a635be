"""The dialogs and panels speak the language of the moment: their texts go through Qt's
translation, and an open dialog sets them again when the language changes.

A fake catalogue puts every translated text in «guillemets»: a text without them did not go
through ``QCoreApplication.translate`` (or was not set again on the switch).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from civgui.devtools import scenes
from civgui.dialogs.dialogs import AttackDialog, DecisionDialog, InspirationDialog, MarkerDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.newgame import NewGameDialog
from civgui.dialogs.pile import PileDialog
from civgui.play.texts import EFFECT_BY_NAME, EFFECTS, effect_tooltip, stage_prompt
from civgui.review.endgame import EndGameDialog
from civgui.table.centre import CentreStrip
from civgui.table.effects import EffectsPanel

from .conftest import model_at
from .fakes import Marked

TAGS = re.compile(r"^(\s*<[^>]+>\s*)+")


def switch() -> None:
    """Deliver the LanguageChange events Qt posts to the windows."""
    QCoreApplication.processEvents()


@pytest.fixture
def brackets(qapp: object) -> Iterator[Marked]:
    """The fake catalogue, installed by the test (``install``); removed afterwards in any case."""
    fake = Marked()
    yield fake
    QCoreApplication.removeTranslator(fake)
    switch()


def install(fake: Marked) -> None:
    """Switch to the fake language."""
    assert QCoreApplication.installTranslator(fake)
    switch()


def uninstall(fake: Marked) -> None:
    """Back to English."""
    QCoreApplication.removeTranslator(fake)
    switch()


def bare(text: str) -> str:
    """A text without its leading markup ("<small><b>«Draft»..." -> "«Draft»...")."""
    return TAGS.sub("", text)


def shown_texts(dialog: QWidget) -> dict[str, str]:
    """Every text the dialog shows in its labels, buttons, boxes, fields and title (the empty ones
    left out), each named by where it is."""
    texts = {"window title": dialog.windowTitle()}
    for i, label in enumerate(dialog.findChildren(QLabel)):
        texts[f"label {i} {label.objectName()}"] = label.text()
        if label.toolTip():
            texts[f"tooltip of label {i}"] = label.toolTip()
    for i, button in enumerate(dialog.findChildren(QAbstractButton)):
        texts[f"button {i} {button.objectName()}"] = button.text()
        if button.accessibleName():
            texts[f"accessible name of button {i}"] = button.accessibleName()
    for i, box in enumerate(dialog.findChildren(QGroupBox)):
        texts[f"group {i}"] = box.title()
    for i, combo in enumerate(dialog.findChildren(QComboBox)):
        for item in range(combo.count()):
            texts[f"combo {i} item {item}"] = combo.itemText(item)
    for i, field in enumerate(dialog.findChildren(QLineEdit)):
        texts[f"placeholder {i}"] = field.placeholderText()
    return {where: text for where, text in texts.items() if bare(text)}


def untranslated(dialog: QWidget, skip: tuple[str, ...] = ()) -> dict[str, str]:
    """The shown texts that did not go through the translation."""
    return {where: text for where, text in shown_texts(dialog).items()
            if not bare(text).startswith("«") and not where.startswith(skip)}


@pytest.mark.parametrize("when", ["before opening", "after opening"])
def test_every_text_of_the_new_game_dialog_is_translated(qtbot: QtBot, brackets: Marked, when: str) -> None:
    if when == "before opening":
        install(brackets)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    if when == "after opening":
        assert dialog.windowTitle() == "New game" and dialog.start.text() == "Start"
        install(brackets)
    assert untranslated(dialog) == {}
    # the default player names follow the language; the seat labels are translated
    assert [dialog.names[s].text() for s in range(3)] == ["«Player»", "«Aurelia»", "«Bartholomew»"]
    assert dialog.seat_labels[0].text() == "«Seat 1»"
    assert dialog.kinds[1].currentText() == "«Medium AI»"
    assert dialog.setup.itemText(1) == "«Draft»"
    assert dialog.start.text() == "«Start»"        # not the button box's «OK»


def test_the_new_game_dialog_goes_back_to_english_and_keeps_a_typed_name(qtbot: QtBot,
                                                                          brackets: Marked) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.names[1].setText("Zoé")
    dialog.names[1].textEdited.emit("Zoé")       # as typed by the player
    install(brackets)
    assert dialog.names[0].text() == "«Player»" and dialog.names[1].text() == "Zoé"
    uninstall(brackets)
    assert dialog.windowTitle() == "New game" and dialog.start.text() == "Start"
    assert dialog.names[0].text() == "Player" and dialog.names[1].text() == "Zoé"
    assert [s.name for s in dialog.config().seats] == ["Player", "Zoé", "Bartholomew"]
    assert not [text for text in shown_texts(dialog).values() if "«" in text]


def effect_dialog(name: str) -> DecisionDialog | PileDialog:
    """The dialog of the effect ``name`` just started by seat 0."""
    model = model_at(scenes.effect_game(f"use {name}"))
    if name == "embargo":
        return MarkerDialog(model)
    if name == "attack":
        return AttackDialog(model)
    if name == "inspiration":
        return InspirationDialog(model)
    if name == "inquisition":
        return InquisitionDialog(model)
    return PileDialog(model, pick=True)


@pytest.mark.slow
@pytest.mark.parametrize("effect", ["embargo", "attack", "inspiration", "inquisition", "republic"])
def test_an_open_effect_dialog_changes_its_texts_on_the_switch(qtbot: QtBot, brackets: Marked,
                                                               effect: str) -> None:
    dialog = effect_dialog(effect)
    qtbot.addWidget(dialog)
    dialog.show()
    english = shown_texts(dialog)
    assert untranslated(dialog) == english       # nothing in guillemets yet
    install(brackets)
    # the radio options of Embargo are the players' names, shown as they are; the Undo button
    # is undo.py's
    skip = (*(f"button {i} option-target" for i in range(6)), "button 1 undo")
    assert untranslated(dialog, skip) == {}
    uninstall(brackets)
    assert shown_texts(dialog) == english


def test_the_effect_dialog_says_what_the_effect_does_in_the_language(qtbot: QtBot,
                                                                    brackets: Marked) -> None:
    dialog = AttackDialog(model_at(scenes.effect_game("use attack")))
    qtbot.addWidget(dialog)
    install(brackets)
    head = dialog.head.text()
    assert "«Sacrifice one {domain} card" not in head       # the field is filled
    assert "«Sacrifice one «Military» card, choose a Domain" in head
    science = next(b for b in dialog.group.buttons() if b.property("value") == "domain SCI")
    assert science.text().startswith("««Science» — «you lose ")
    assert "«Aurelia loses " in science.text() and "«Bartholomew: nothing»" in science.text()


@pytest.mark.slow
@pytest.mark.parametrize("reason", ["majority", "hegemony"])
def test_an_open_end_dialog_changes_its_texts_on_the_switch(qtbot: QtBot, brackets: Marked,
                                                            reason: str) -> None:
    model = model_at(scenes.finished_game(3, 3) if reason == "majority"
                     else scenes.finished_game(3, 1, "hegemony", "medium"))
    result = model.result
    assert result is not None
    dialog = EndGameDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    english = shown_texts(dialog)
    assert dialog.windowTitle() == "Game over"
    install(brackets)
    assert untranslated(dialog) == {}
    winner = model.seat_name(result["winners"][0])
    headline = dialog.title.text()
    if reason == "hegemony":
        assert headline.startswith(f"<h2>«{winner} wins by «") and headline.endswith(" Hegemony!»</h2>")
        assert dialog.hegemony.text().startswith(f"«{winner} ended their turn with ")
    else:
        assert headline.startswith(f"<h2>«{winner} wins on majorities with ")
    points = dialog.table.verticalHeaderItem(6)
    assert points is not None and points.text() == "«Points»"
    assert dialog.table.accessibleName() == "«Cards and majorities by Domain»"
    uninstall(brackets)
    assert shown_texts(dialog) == english
    assert dialog.windowTitle() == "Game over"


def test_a_team_result_is_told_from_the_record_with_the_names(qtbot: QtBot, brackets: Marked) -> None:
    from .test_dialogs import _team_game_won_on_majorities

    model = model_at(_team_game_won_on_majorities(False))
    result = model.result
    assert result is not None
    dialog = EndGameDialog(model)
    qtbot.addWidget(dialog)
    first, second = (model.seat_name(s) for s in sorted(result["winners"]))
    team = "AB"[result["winners"][0] % 2]
    assert dialog.title.text().startswith(f"<h2>Team {team} ({first} and {second}) wins on majorities with ")
    install(brackets)
    assert dialog.title.text().startswith(
        f"<h2>««Team {team} («{first} and {second}»)» wins on majorities with ")


def test_the_effect_texts_are_translated_where_shown(brackets: Marked) -> None:
    install(brackets)
    for info in EFFECTS:
        assert info.text.startswith("«") and "{domain}" not in info.text, info.name
        assert info.kind_text == "«" + info.kind + "»"
        tip = effect_tooltip(info, (2, 4), "a reason")
        assert tip.startswith("<b>«") and "«Not now: a reason»" in tip and "«F1: the rules of" in tip
    assert EFFECT_BY_NAME["embargo"].name == "embargo"        # the engine notation stays
    for stage in ("discard", "remove", "return", "play", "take", "target", "domain", "give", "copy"):
        assert stage_prompt("purge", stage, 2).startswith("«"), stage
    uninstall(brackets)
    assert EFFECT_BY_NAME["purge"].text == "Discard 2 cards from your hand."
    assert stage_prompt("purge", "discard", 1) == "Purge: click a card of your hand to discard it (1 left)."
    # Embargo and Democracy take the player and the Domain in one dialog: the prompt names both
    assert stage_prompt("embargo", "target", 1) == "Embargo: choose the player, then the Domain."
    assert stage_prompt("democracy", "target", 1) == "Democracy: choose the player, then the Domain."
    assert stage_prompt("inquisition", "target", 1) == "Inquisition: choose the player."


def test_the_centre_and_the_effects_panel_follow_the_switch(qtbot: QtBot, brackets: Marked) -> None:
    model = model_at(scenes.effect_game())
    strip, panel = CentreStrip(model), EffectsPanel(model)
    for widget in (strip, panel):
        qtbot.addWidget(widget)
        widget.show()
    assert panel.title() == "Effects (step 2)" and panel.end_button.text() == "End turn"
    turn = strip.turn.text()
    install(brackets)
    assert panel.title() == "«Effects (step 2)»" and panel.end_button.text() == "«End turn»"
    assert panel.status.text().startswith("«") and strip.turn.text().startswith("«")
    assert strip.standings.text().startswith("«") and strip.standings.toolTip().startswith("«")
    assert strip.deck.accessibleName() == "«Deck»" and strip.deck.describe()[2].startswith("«")
    assert all(bare(label.text()).startswith("«") for label in panel.heads)
    uninstall(brackets)
    assert panel.title() == "Effects (step 2)" and strip.turn.text() == turn

