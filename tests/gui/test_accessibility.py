"""Screen readers: the accessibility tree of the main window and of every dialog has a name on
each interactive element and on each painted card and Domain grid (their ``AccessProxy``
stand-ins); descriptions say what the viewer knows and nothing more (RULES §8); each AI action
is announced with its log lines as the viewer reads them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import AttackDialog, InspirationDialog, MarkerDialog
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.dialogs.newgame import NewGameDialog
from civgui.dialogs.pile import PileDialog
from civgui.play.model import GameModel
from civgui.review.endgame import EndGameDialog
from civgui.table.access import ANNOUNCED_KEPT, AccessProxy
from engine import Game

from .conftest import model_at

Role = QAccessible.Role
INTERACTIVE = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.ListItem, Role.Cell,
               Role.SpinBox, Role.EditableText, Role.Graphic, Role.Slider, Role.ButtonMenu}


def walk(iface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """``iface`` and every descendant in the accessibility tree."""
    yield iface
    for index in range(iface.childCount()):
        child = iface.child(index)
        if child is not None and child.isValid():
            yield from walk(child)


def tree(widget: QWidget) -> list[QAccessibleInterface]:
    """The accessibility tree of a window or dialog."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None and root.isValid()
    return list(walk(root))


def unnamed(widget: QWidget) -> list[str]:
    """The interactive (or focusable, or stand-in) elements with no accessible name."""
    out = []
    for iface in tree(widget):
        state = iface.state()
        if state.invisible:
            continue
        stand_in = isinstance(iface.object(), AccessProxy)
        named = bool(iface.text(QAccessible.Text.Name))
        if (iface.role() in INTERACTIVE or state.focusable or stand_in) and not named:
            target = iface.object()
            out.append(f"{iface.role()} {type(target).__name__} {target.objectName() if target else ''}")
    return out


def texts(widget: QWidget) -> list[str]:
    """Every visible accessible name and description under ``widget``."""
    out = []
    for iface in tree(widget):
        if not iface.state().invisible:
            out += [iface.text(QAccessible.Text.Name), iface.text(QAccessible.Text.Description)]
    return [t for t in out if t]


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[MainWindow]:
    """A shown window, its AI paused."""
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    window.driver.set_paused(True)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.driver.shutdown()


def load(window: MainWindow, position: dict[str, Any], qtbot: QtBot) -> None:
    """Show ``position`` (seat 0 the person, the others Easy AIs) and let the stand-ins settle."""
    players = int(position["players"])
    window.model.load_game(Game.from_position(position), scenes.seats(players, (0,), "easy"))
    area = window.own_area()
    assert area is not None
    qtbot.waitUntil(lambda: all(len(a.findChildren(AccessProxy)) == 6 for a in window.areas()))


def test_every_interactive_element_of_the_table_and_its_dialogs_has_a_name(table: MainWindow,
                                                                            qtbot: QtBot) -> None:
    load(table, scenes.effects_position(), qtbot)
    assert unnamed(table) == []
    proxies = [p for a in table.areas() for p in a.findChildren(AccessProxy)]
    assert len(proxies) == 18       # six Domain grids for each of three players
    assert len(table.hand.findChildren(AccessProxy)) == 4     # one per hand card
    dialogs: list[QDialog] = [NewGameDialog(table), EndGameDialog(model_at(scenes.finished_game()), table)]
    for cls, action in ((MarkerDialog, "use embargo"), (MarkerDialog, "use democracy"),
                        (AttackDialog, "use attack"), (InspirationDialog, "use inspiration"),
                        (InquisitionDialog, "use inquisition")):
        dialogs.append(cls(model_at(scenes.effect_game(action)), table))
    dialogs.append(InquisitionDialog(model_at(scenes.effect_game("use inquisition", "target 1")), table))
    dialogs.append(PileDialog(model_at(scenes.effect_game("use oligarchy")), pick=True, parent=table))
    for dialog in dialogs:
        dialog.show()
        QApplication.processEvents()
        assert unnamed(dialog) == [], type(dialog).__name__
        dialog.close()
        dialog.deleteLater()


def test_grids_cards_and_hands_are_described_exactly(table: MainWindow, qtbot: QtBot) -> None:
    load(table, scenes.team_position(), qtbot)
    grids = {p.accessibleName(): p.accessibleDescription() for a in table.areas()
             for p in a.findChildren(AccessProxy)}
    assert grids["Bartholomew's Military"] == (
        "Bartholomew's Military: 5 cards, level 2 reached, 3 short of Hegemony. Cards: Military I, "
        "Military I, Military II, Military II, Military III. 1 Democracy card under it.")
    assert grids["Your Military"] == ("Your Military: 2 cards, level 1 reached, 5 short of Hegemony. "
                                      "Cards: Military I, Military II. Under an Embargo by Cassia.")
    coin = "Cards: Economy III, Economy III, Economy II. Aurelia holds the Art coin on it."
    assert grids["Cassia's Economy"].endswith(coin)
    discard = table.centre.discard
    assert (discard.accessibleName(), discard.accessibleDescription()) == (
        "Discard pile", "4 cards, top: Economy I. Click to see every card (it is public).")
    hand = {p.accessibleName(): p.accessibleDescription() for p in table.hand.findChildren(AccessProxy)}
    assert hand["Science II"] == "in your hand, playable"
    assert hand["Military I"] == "in your hand, not playable: Military is under Embargo this turn"
    cursor = "Military I, in your hand, not playable: Military is under Embargo this turn"
    assert table.hand.accessibleDescription() == cursor   # the card at the keyboard's cursor
    aurelia = table.areas()[0]
    assert aurelia.accessibleDescription() == (
        "Aurelia (Easy AI). 3 cards in hand: Age I card, Age II card, Age III card. Tableau: Military 0, "
        "Religion 3, Economy 2, Science 0, Culture 3, Utopia 0. "
        "Closest to Hegemony: Religion 3/7 — 4 short · Culture 3/7 — 4 short.")


def test_no_accessible_text_names_a_card_hidden_from_the_viewer(table: MainWindow, qtbot: QtBot) -> None:
    position = {"players": 2, "active": 0, "hands": [["SCI1", "MIL1"], ["ART2", "ECO3"]],
                "tableaus": [{"SCI": ["SCI2"]}, {"ECO": ["ECO1"]}], "seed": 3}
    load(table, position, qtbot)
    said = "\n".join(texts(table))
    assert "Science I" in said and "Economy I" in said      # the viewer's hand and the public tableau
    assert "Culture II" not in said and "Economy III" not in said
    assert "2 cards in hand: Age II card, Age III card" in said


def test_the_hot_seat_cover_hides_every_hand(qtbot: QtBot) -> None:
    window = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.show()
    position = {"players": 2, "active": 0, "hands": [["SCI1", "MIL1"], ["ART2", "ECO3"]], "seed": 3}
    window.model.load_game(Game.from_position(position), scenes.seats(2, (0, 1)))
    assert window.model.covered
    said = "\n".join(texts(window))
    for name in ("Science I", "Military I", "Culture II", "Economy III"):
        assert name not in said
    window.driver.shutdown()


def test_each_ai_action_is_announced_with_its_log_lines(table: MainWindow, qtbot: QtBot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    posted: list[tuple[QAccessible.Event, str]] = []

    def spy(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            posted.append((event.type(), event.message()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    load(table, scenes.effects_position(), qtbot)
    model = table.model
    actions: list[tuple[int, int]] = []     # (seat, the number of actions after it)
    model.actionApplied.connect(lambda seat, _action, _events: actions.append((seat, model.history_length)))
    model.submit("end")                      # the person's own action is not announced
    assert posted == []
    table.driver.set_paused(False)
    qtbot.waitUntil(lambda: model.to_move == 0 and model.human_to_move(), timeout=20_000)
    ai = [(seat, n) for seat, n in actions if seat != 0]
    assert len(ai) >= 2
    expected = ["\n".join(e.text for e in model.visible_log(0) if e.action == n and e.seat == seat)
                for seat, n in ai]
    assert [message for _kind, message in posted] == [text for text in expected if text]
    assert all(kind == QAccessible.Event.Announcement for kind, _message in posted)
    assert any("Aurelia" in message for _kind, message in posted)
    assert list(table.announcer.announced) == [message for _kind, message in posted]


def test_the_announcer_keeps_only_its_last_announcements(table: MainWindow) -> None:
    """A long evening of AI turns does not pile announcements up: only the last ones are kept."""
    for n in range(ANNOUNCED_KEPT + 50):
        table.announcer.announce(f"announcement {n}")
    assert len(table.announcer.announced) == ANNOUNCED_KEPT
    assert table.announcer.announced[-1] == f"announcement {ANNOUNCED_KEPT + 49}"


def test_the_undo_button_is_named_without_its_glyph(table: MainWindow) -> None:
    """Seen by a tester: a screen reader read the Undo button as "↶ Undo"."""
    button = table.effects.undo_button
    assert "↶" in button.text() and button.accessibleName() == "Undo"
