"""Every dialog driven through its widgets to a submitted action: Inquisition, Embargo,
Democracy, Attack, Inspiration, the discard-pile picker; the router that opens them; the
new-game and end-of-game dialogs."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QRadioButton, QTableWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import AttackDialog, InspirationDialog, MarkerDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.newgame import NewGameDialog
from civgui.dialogs.pile import PileDialog
from civgui.review.endgame import EndGameDialog
from civgui.services import i18n
from civgui.table.cardview import CardRow
from engine import Game

from .conftest import model_at, seen


def radio(dialog: QDialog, value: str) -> QRadioButton:
    """The radio button of one option."""
    button = dialog.findChild(QRadioButton, f"option-{value.replace(' ', '-')}")
    if button is None:
        button = dialog.findChild(QRadioButton, f"domain-{value}")
    assert button is not None, value
    return button


def click_card(qtbot: QtBot, row: CardRow, index: int) -> None:
    """Click card ``index`` of a card row."""
    QTest.mouseClick(row, Qt.MouseButton.LeftButton,
                     pos=row.card_rect(index).center().toPoint())


def test_inquisition_target_then_give_back(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use inquisition"))
    dialog = InquisitionDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.stage == "target"
    radio(dialog, "target 2").click()
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.stage == "give"
    assert dialog.total == 3
    assert sorted(dialog.taken_cards()) == ["ART1", "MIL1", "REL2"]
    assert "Bartholomew's hand was" in dialog.question.text()
    dialog.pool.resize(700, 400)
    assert not dialog.confirm.isEnabled()
    for index in (0, 1, 2):
        click_card(qtbot, dialog.pool, index)
    click_card(qtbot, dialog.pool, 3)  # a fourth card is not taken: the count is full
    assert dialog.count.text() == "Chosen 3 of 3"
    chosen = dialog.chosen_cards()
    click_card(qtbot, dialog.pool, 0)  # unchoose, choose again
    assert dialog.count.text() == "Chosen 2 of 3"
    click_card(qtbot, dialog.pool, 0)
    assert dialog.confirm.isEnabled()
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.submitted == ["target 2"] + [f"give {c}" for c in chosen]
    assert model.pending() is None
    assert seen(model)["hand_sizes"][2] == 3


def test_embargo_dialog_chooses_player_and_domain(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use embargo"))
    dialog = MarkerDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    radio(dialog, "target 2").click()
    assert dialog.area.seat == 2
    radio(dialog, "MIL").click()
    effect = dialog.effect_label.text()
    assert effect.endswith("Bartholomew may not play Military cards during their next turn.")
    domains = [b.property("value") for b in dialog.domains.buttons()]
    assert domains == ["MIL", "REL", "ECO", "UTO"]
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.submitted == ["target 2", "domain MIL"]
    assert seen(model)["embargoes"] == [{"by": 0, "on": 2, "domain": "MIL", "card": "ECO3"}]


def test_democracy_dialog_says_the_new_target(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use democracy"))
    dialog = MarkerDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    radio(dialog, "target 1").click()
    radio(dialog, "SCI").click()
    assert "Aurelia will need 8 Science cards for Hegemony." in dialog.effect_label.text()
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.submitted == ["target 1", "domain SCI"]
    assert model.hegemony_need(1, "SCI") == 8


def test_escape_does_not_abandon_a_started_effect(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use embargo"))
    dialog = MarkerDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible()


def test_attack_dialog_shows_losses_and_attacks(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use attack"))
    dialog = AttackDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    science = radio(dialog, "domain SCI")
    text = science.text().replace("\n", " ")      # a long option is on several lines
    assert "you lose Science I" in text and "Aurelia loses Science III" in text
    assert "Bartholomew: nothing" in text
    science.click()
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.submitted == ["domain SCI"]
    assert "SCI" not in seen(model)["tableaus"][0]
    assert len(seen(model)["tableaus"][1]["SCI"]) == 4


def test_inspiration_dialog_copies_an_effect(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use inspiration"))
    dialog = InspirationDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    option = radio(dialog, "copy 1 research")
    assert "Research from Aurelia" in option.text().replace("\n", " ")
    option.click()
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.submitted == ["copy 1 research"]
    pending = model.pending()
    assert pending is not None and pending["effect"] == "research" and pending["stage"] == "return"
    assert model.tableau_verb() == "return"


def test_discard_pile_picker_takes_two(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use republic"))
    dialog = PileDialog(model, pick=True)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.row.resize(700, 400)
    assert dialog.total == 2
    click_card(qtbot, dialog.row, 0)
    assert dialog.count.text() == "Chosen 1 of 2" and not dialog.confirm.isEnabled()
    click_card(qtbot, dialog.row, 4)
    assert dialog.confirm.isEnabled()
    pile = seen(model)["discard"]
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    assert dialog.submitted == [f"take {pile[0]}", f"take {pile[4]}"]
    assert model.pending() is None
    assert len(seen(model)["discard"]) == 8


def test_discard_pile_viewer_is_read_only(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game())
    dialog = PileDialog(model, pick=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.row.tokens == seen(model)["discard"]
    assert "10 cards" in dialog.summary.text()
    click_card(qtbot, dialog.row, 0)
    assert model.history_length == 0


@pytest.mark.slow
def test_router_opens_the_matching_dialog(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    expected = {"embargo": MarkerDialog, "attack": AttackDialog, "inquisition": InquisitionDialog,
                "republic": PileDialog, "inspiration": InspirationDialog}
    for effect, kind in expected.items():
        model.load_game(scenes.effect_game(), scenes.seats(3))
        with qtbot.waitSignal(window.router.dialogOpened, timeout=2000) as blocker:
            window.effects.buttons[effect].click()
        assert isinstance(blocker.args[0], kind)
    dialog = window.router.dialog
    assert dialog is not None
    dialog_radio = radio(dialog, "copy 1 experiment")
    dialog_radio.click()
    assert isinstance(dialog, InspirationDialog)
    QTest.mouseClick(dialog.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.router.dialog is None, timeout=2000)
    assert model.tableau_verb() == "return"  # Experiment is then resolved in place
    # the window takes the keys again at once (H, E...), with or without a window manager
    assert QApplication.activeWindow() is window


def test_new_game_dialog(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    config = dialog.config()
    assert config.players == 3 and config.setup == "classic" and config.seed is None
    assert [s.kind for s in config.seats] == ["human", "medium", "medium"]
    assert not dialog.teams.isEnabled()
    dialog.players.setValue(4)
    assert dialog.teams.isEnabled()
    dialog.teams.setChecked(True)
    dialog.kinds[3].setCurrentIndex(dialog.kinds[3].findData("hard"))
    dialog.names[1].setText("Zenobia")
    dialog.setup.setCurrentIndex(dialog.setup.findData("draft"))
    dialog.seed.setText("42")
    config = dialog.config()
    assert config.players == 4 and config.teams and config.setup == "draft" and config.seed == 42
    assert config.seats[1].name == "Zenobia" and config.seats[3].kind == "hard"
    dialog.seed.setText("abc")
    dialog._accept()
    assert "whole number" in dialog.error.text()
    dialog.seed.setText("")
    dialog.names[2].setText("Zenobia")
    dialog._accept()
    assert "different name" in dialog.error.text()
    dialog.players.setValue(2)
    assert not dialog.teams.isChecked()


def _cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item.text()


def _team_game_won_on_majorities(tiebreak: bool) -> Game:
    """A random 4-player team game that one team won on majorities, with or without a tie-break."""
    for seed in range(500):
        g = Game.new(4, seed, teams=True)
        rng = random.Random(seed)
        while not g.over:
            g.apply(rng.choice(g.legal_actions()))
        result = g.result
        if (result is not None and result["reason"] == "majority" and len(result["winners"]) == 2
                and (result["tiebreak"] is not None) == tiebreak):
            return g
    raise AssertionError("no such game in 500 seeds")


@pytest.mark.parametrize("tiebreak", [False, True])
def test_a_team_win_on_majorities_is_not_called_shared(qtbot: QtBot, tiebreak: bool) -> None:
    game = _team_game_won_on_majorities(tiebreak)
    dialog = EndGameDialog(model_at(game))
    qtbot.addWidget(dialog)
    text = dialog.tiebreak.text()
    assert "shared" not in text
    assert text.startswith("Tie-break used") if tiebreak else text == "No tie-break was needed."


def test_end_game_dialog_for_majorities(qtbot: QtBot) -> None:
    game = scenes.finished_game(3, 3)
    model = model_at(game)
    result = game.result
    assert result is not None and result["reason"] == "majority"
    dialog = EndGameDialog(model)
    qtbot.addWidget(dialog)
    winner = model.seat_name(result["winners"][0])
    title = dialog.findChild(type(dialog.tiebreak), "headline")
    assert title is not None and winner in title.text() and "majorities" in title.text()
    assert dialog.table.rowCount() == 7 and dialog.table.columnCount() == 3
    points = [_cell(dialog.table, 6, s) for s in range(3)]
    assert points == [str(p) for p in result["points"]]
    for row, domain in enumerate(("MIL", "REL", "ECO", "SCI", "ART", "UTO")):
        for seat in result["majorities"][domain]:
            assert "★" in _cell(dialog.table, row, seat)
    assert dialog.tiebreak.text()
    with qtbot.waitSignal(dialog.newGameRequested, timeout=1000):
        dialog.new_button.click()


def test_after_a_hegemony_win_the_end_dialog_explains_no_stars_nor_points(qtbot: QtBot) -> None:
    """Seen by a tester: after a Hegemony the dialog explained "★ = most cards: 1 point" with no
    star in the table and no point scored."""
    game = scenes.finished_game(3, 1, reason="hegemony", level="medium")
    result = game.result
    assert result is not None and result["reason"] == "hegemony"
    dialog = EndGameDialog(model_at(game))
    qtbot.addWidget(dialog)
    cells = [_cell(dialog.table, r, c) for r in range(dialog.table.rowCount())
             for c in range(dialog.table.columnCount())]
    assert not any("★" in cell for cell in cells)
    assert "★" not in dialog.explain.text() and "point" not in dialog.explain.text().replace("points", "")
    assert "Hegemony" in dialog.explain.text()


@pytest.mark.parametrize("language", ["en", "fr", "hu"])
def test_the_new_game_dialog_leaves_no_gap_before_team_game(qtbot: QtBot, language: str) -> None:
    """Seen by a tester: a gap between the set-up text and Team game (the form gave the text the
    height of a narrower wrap)."""
    i18n.set_language(language)
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        text = dialog.setup_help
        spacing = 6          # the form's row spacing (Fusion)

        def gap() -> int:
            return dialog.teams.geometry().top() - (text.geometry().top() + text.heightForWidth(text.width()))

        qtbot.waitUntil(lambda: gap() <= spacing, timeout=2000)
        assert text.height() >= text.heightForWidth(text.width())          # never cut either
    finally:
        i18n.set_language("en")


def test_new_game_dialog_follows_its_contents(qtbot: QtBot) -> None:
    """Seen by a tester: the Draft text was cut after switching from Classic, and fewer seats left gaps."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    help_label = dialog.setup_help
    dialog.setup.setCurrentIndex(dialog.setup.findData("draft"))
    qtbot.waitUntil(lambda: help_label.height() >= help_label.heightForWidth(help_label.width()))
    three = dialog.height()
    dialog.players.setValue(4)
    qtbot.waitUntil(lambda: dialog.height() > three)
    four = dialog.height()
    dialog.players.setValue(2)
    qtbot.waitUntil(lambda: dialog.height() < four)
    assert help_label.height() >= help_label.heightForWidth(help_label.width())


def test_a_dialog_fits_a_small_screen_and_its_content_scrolls(qtbot: QtBot,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """1920x1080 at 200 % leaves about 960x540: the give-back page and Democracy stay on the screen,
    their buttons in reach, their content scrolling."""
    import civgui.services.screen
    from civgui.services.screen import FRAME

    small = QSize(560, 360)
    monkeypatch.setattr(civgui.services.screen, "room", lambda widget, frame=0: QSize(small.width(),
                                                                              small.height() - frame))
    model = model_at(scenes.effect_game("use inquisition", "target 2"))
    inquisition = InquisitionDialog(model)
    qtbot.addWidget(inquisition)
    inquisition.show()
    assert inquisition.stage == "give"
    democracy = MarkerDialog(model_at(scenes.effect_game("use democracy")))
    qtbot.addWidget(democracy)
    democracy.show()
    dialogs: list[InquisitionDialog | MarkerDialog] = [inquisition, democracy]
    for dialog in dialogs:
        QApplication.processEvents()
        assert dialog.height() <= small.height() - FRAME and dialog.width() <= small.width()
        confirm = dialog.confirm.geometry()
        assert dialog.confirm.isVisible() and confirm.bottom() <= dialog.height()
        shown = dialog.content.size()
        wanted = QSize(dialog.content.sizeHint().width(), dialog.content.heightForWidth(shown.width()))
        assert wanted.height() > shown.height()           # more than the screen holds (at its width)...
        bar = dialog.content.verticalScrollBar()
        assert bar is not None and bar.maximum() > 0     # ...and it scrolls, nothing cut off
        if wanted.width() > shown.width():
            side = dialog.content.horizontalScrollBar()
            assert side is not None and side.maximum() > 0


@pytest.mark.slow
@pytest.mark.parametrize("effect", ["embargo", "democracy", "attack", "inquisition", "inspiration"])
def test_a_dialog_opens_whole_on_a_screen_with_room(qtbot: QtBot, window: MainWindow,
                                                    monkeypatch: pytest.MonkeyPatch, effect: str) -> None:
    """On a screen with room for it (1600x1000) a dialog opens at the size of all it holds, its hint
    row included: no scroll bar, no choice or line cut off."""
    import civgui.services.screen

    monkeypatch.setattr(civgui.services.screen, "room", lambda widget, frame=0: QSize(1600, 1000 - frame))
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    with qtbot.waitSignal(window.router.dialogOpened, timeout=2000) as blocker:
        window.effects.buttons[effect].click()
    dialog = blocker.args[0]
    QApplication.processEvents()
    content = dialog.content
    for bar in (content.verticalScrollBar(), content.horizontalScrollBar()):
        assert bar is not None and bar.maximum() == 0, (effect, dialog.size(), dialog.sizeHint())


def test_the_table_takes_the_keys_again_when_its_other_windows_close(qtbot: QtBot,
                                                                     window: MainWindow) -> None:
    """The discard pile closed with Escape, the statistics, the Settings cancelled, a replay closed:
    the table is the active window again at once (its H, E, F1, Ctrl+Q work without a click), with
    or without a window manager."""
    from PySide6.QtCore import QTimer

    from civgui.review.replay import replay_current

    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    window.show_discard_pile()
    pile = window.pile_dialog
    assert pile is not None
    QTest.keyClick(pile, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.pile_dialog is None, timeout=2000)
    assert QApplication.activeWindow() is window
    window.show_statistics().close()
    qtbot.waitUntil(lambda: window.stats_dialog is None, timeout=2000)
    assert QApplication.activeWindow() is window

    def cancel() -> None:
        modal = QApplication.activeModalWidget()
        assert isinstance(modal, QDialog)
        modal.reject()

    QTimer.singleShot(200, cancel)
    window.show_settings()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    replay = replay_current(window, window.model)
    assert replay is not None
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay, timeout=2000)
    replay.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
