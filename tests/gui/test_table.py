"""The table widgets: drag-to-play with synthesized drag events and real QMimeData, double
click and keyboard play, in-place discards and tableau choices, the effects panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.table.effects import EffectsPanel
from civgui.table.hand import CARD_MIME, HandView, card_mime, mime_card
from civgui.table.tableau import PlayerArea
from engine import Game

from .conftest import seen


def drop_card(area: PlayerArea, token: str) -> tuple[bool, bool]:
    """Drag ``token`` over ``area`` and drop it: (enter accepted, drop accepted)."""
    mime = card_mime(token)
    centre = area.rect().center()
    enter = QDragEnterEvent(centre, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(area, enter)
    drop = QDropEvent(QPointF(centre), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(area, drop)
    return enter.isAccepted(), drop.isAccepted()


def test_mime_carries_the_card() -> None:
    mime = card_mime("ECO3")
    assert mime.hasFormat(CARD_MIME)
    assert mime_card(mime) == "ECO3"


def test_legal_drop_plays_the_card(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    area = window.own_area()
    assert area is not None and area.seat == 0
    with qtbot.waitSignal(window.model.actionApplied, timeout=1000) as blocker:
        entered, dropped = drop_card(area, "ECO3")
    assert entered and dropped
    assert blocker.args[1] == "play ECO3"
    assert seen(window.model)["tableaus"][0]["ECO"] == ["ECO3"]


def test_illegal_drop_is_refused_with_the_reason(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    area = window.own_area()
    assert area is not None
    with qtbot.waitSignal(area.dropRefused, timeout=1000) as blocker:
        entered, dropped = drop_card(area, "MIL1")
    assert entered and not dropped
    assert [str(reason) for reason in blocker.args] == ["Military is under Embargo this turn"]   # a Sentence
    assert "Military is under Embargo this turn" in window.refusal.text()
    assert window.model.history_length == 0


def test_drop_after_the_play_says_why(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(scenes.effect_game(), scenes.seats(3))
    area = window.own_area()
    assert area is not None
    with qtbot.waitSignal(area.dropRefused, timeout=1000) as blocker:
        drop_card(area, "SCI2")
    assert "already played" in str(blocker.args[0])


def test_drop_on_another_players_area_is_not_accepted(window: MainWindow) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    other = window.areas()[0]
    assert other.seat != 0
    entered, dropped = drop_card(other, "ECO3")
    assert entered and not dropped   # taken, to say why it is refused (test_layout)
    assert window.model.history_length == 0


def test_double_click_and_keyboard_play(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    hand = window.hand
    hand.repaint()
    assert hand.tokens == ["MIL1", "ECO3", "SCI2", "UTO3"]
    assert hand.states == ["disabled", "selectable", "selectable", "selectable"]
    assert "Embargo" in hand.tips[0]
    centre = hand.card_rect(2).center().toPoint()
    QTest.mouseDClick(hand, Qt.MouseButton.LeftButton, pos=centre)
    assert seen(model)["tableaus"][0]["SCI"][-1] == "SCI2"

    model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    hand.setFocus()
    hand.cursor_index = 0
    QTest.keyClick(hand, Qt.Key.Key_Right)
    QTest.keyClick(hand, Qt.Key.Key_Return)
    assert seen(model)["tableaus"][0].get("ECO") == ["ECO3"]


def test_keyboard_on_an_embargoed_card_is_refused(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    window.hand.setFocus()
    window.hand.cursor_index = 0
    with qtbot.waitSignal(window.model.refused, timeout=1000):
        QTest.keyClick(window.hand, Qt.Key.Key_Return)
    assert window.model.history_length == 0


def test_purge_discards_by_clicking_highlighted_hand_cards(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game("use purge"), scenes.seats(3))
    hand: HandView = window.hand
    hand.repaint()
    assert set(hand.states) == {"selectable"}
    QTest.mouseClick(hand, Qt.MouseButton.LeftButton,
                     pos=hand.card_rect(0).center().toPoint())
    pend = model.pending()
    assert pend is not None and pend["remaining"] == 1
    QTest.mouseClick(hand, Qt.MouseButton.LeftButton,
                     pos=hand.card_rect(0).center().toPoint())
    assert model.pending() is None
    assert seen(model)["discard"][-2:] == ["MIL2", "REL1"]


def test_development_removes_a_clicked_tableau_card(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game("use development"), scenes.seats(3))
    area = window.own_area()
    assert area is not None
    qtbot.waitUntil(lambda: area.isVisible() and area.width() > 300, timeout=2000)
    area.repaint()
    rect, token = next((r, t) for r, t in area._cells if t == "ECO3")
    QTest.mouseClick(area, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert seen(model)["discard"][-1] == token
    assert model.hand_verb() == "play"


def test_effects_panel_enables_exactly_the_legal_effects(effects_model: GameModel, qtbot: QtBot) -> None:
    panel = EffectsPanel(effects_model)
    qtbot.addWidget(panel)
    legal = {a.split()[1] for a in effects_model.legal_actions() if a.startswith("use ")}
    enabled = {name for name, button in panel.buttons.items() if button.isEnabled()}
    assert enabled == legal
    assert len(panel.buttons) == 16
    research = panel.buttons["research"].toolTip()
    assert "Return 2 cards" in research and "needs 5 Science cards, you have 1" in research
    assert panel.end_button.isEnabled()
    QTest.mouseClick(panel.buttons["research"], Qt.MouseButton.LeftButton)
    assert effects_model.history_length == 0
    with qtbot.waitSignal(effects_model.actionApplied, timeout=1000) as blocker:
        QTest.mouseClick(panel.buttons["assassination"], Qt.MouseButton.LeftButton)
    assert blocker.args[1] == "use assassination"
    assert effects_model.pending() is not None
    assert not panel.end_button.isEnabled()
    assert not any(b.isEnabled() for b in panel.buttons.values())
    assert "Finish the effect" in panel.status.text()


def test_effects_panel_explains_waiting(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    game = scenes.effect_game()
    model.load_game(game, scenes.seats(3, humans=(1,)))
    panel = EffectsPanel(model)
    qtbot.addWidget(panel)
    assert not any(b.isEnabled() for b in panel.buttons.values())
    assert "not your turn" in panel.buttons["purge"].toolTip()


def test_areas_show_every_seat_and_explain_columns(window: MainWindow) -> None:
    window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
    areas = window.areas()
    assert sorted(a.seat for a in areas) == [0, 1, 2, 3]
    assert [a.seat for a in areas[:-1]] == [1, 2, 3]
    for area in areas:
        area.repaint()
    tip = areas[1].column_tip("MIL")
    assert "Hegemony at 8 cards (1 Democracy card under it)" in tip
    own = window.own_area()
    assert own is not None and "Embargo by Cassia" in own.column_tip("MIL")
    assert window.centre.deck.describe()[1] > 0
    assert window.centre.turn.text() == "Your turn"


def test_hot_seat_covers_the_table_between_two_people(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3, humans=(0, 1)))
    assert window.stack.currentWidget() is window.curtain and "to Player" in window.curtain.text()
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.split
    model.submit("end")
    assert model.covered and model.viewer is None
    assert window.stack.currentWidget() is window.curtain
    assert "Aurelia" in window.curtain.text()
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)
    assert model.viewer == 1
    assert window.stack.currentWidget() is window.split
    own = window.own_area()
    assert own is not None and own.seat == 1
    assert seen(model)["hands"][1][0][0] != "?"
