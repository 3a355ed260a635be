"""The first-game guide: each hint once, at its moment, to the person at the screen only.

Games are driven through the ``GameModel`` from positions (``Game.from_position``); a ``Guide``
watches it and the tests record every hint it shows. A few tests use the main window: the hint
bar over the game log, its buttons, the Help menu's reset, the bar in the Inquisition dialog.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.inquisition import InquisitionDialog
from civgui.help.guide import Guide, GuideBar, seen_hints
from civgui.media.resources import domain_name
from civgui.play.model import GameModel
from civgui.services.settings import set_setting, setting
from civgui.services.storage import data_dir
from engine import Game
from engine.cards import DOMAINS

Recorder = tuple[Guide, list[str], list[str]]     # the guide, the hint ids shown, their texts


@pytest.fixture
def window(window: MainWindow) -> Iterator[MainWindow]:
    """The window of conftest; its guide goes with the test (a guide left behind would follow the
    next test's settings changes and show its own hints)."""
    yield window
    Shiboken.delete(window.guide)


@pytest.fixture
def watch(qtbot: QtBot) -> Iterator[Callable[[GameModel], Recorder]]:
    """A Guide on a model, with the ids and texts of every hint it shows, in order."""
    guides: list[Guide] = []

    def make(model: GameModel) -> Recorder:
        ids: list[str] = []
        texts: list[str] = []
        guide = Guide(model)

        def note() -> None:
            hint = guide.current
            if hint is not None and (not ids or ids[-1] != hint.hint_id or texts[-1] != hint.text):
                ids.append(hint.hint_id)
                texts.append(hint.text)
        guide.hintChanged.connect(note)
        note()
        guides.append(guide)
        return guide, ids, texts

    yield make
    for guide in guides:    # a guide left behind would still follow the next test's settings
        Shiboken.delete(guide)


def model_of(position: dict[str, Any], humans: tuple[int, ...] = (0,)) -> GameModel:
    model = GameModel(autosave=False)
    model.confirm_reveals = False
    model.load_game(Game.from_position(position), scenes.seats(position["players"], humans, "easy"))
    return model


def two_players(**changes: Any) -> dict[str, Any]:
    """Two players, seat 0 to play step 1 with a full hand."""
    position: dict[str, Any] = {
        "players": 2, "active": 0, "step": "play",
        "hands": [["SCI1", "MIL1", "REL1"], ["ECO1", "ART1", "UTO3"]],
        "tableaus": [{"MIL": ["MIL1"]}, {"ECO": ["ECO1", "ECO2"]}], "seed": 3,
    }
    position.update(changes)
    return position


def ai_turn(model: GameModel) -> None:
    """The AI seat to move plays its card and ends its turn (sub-decisions: the first choice)."""
    seat = model.to_move
    assert seat is not None and not model.is_human(seat)
    while model.to_move == seat and not model.over:
        legal = model.legal_actions()
        action = "end" if "end" in legal else legal[0]
        assert model.submit_ai(seat, action)


def human_turn(model: GameModel) -> None:
    """The person to move plays their first card and ends the turn."""
    legal = model.legal_actions()
    assert model.submit(next(a for a in legal if a.startswith("play ")))
    assert model.submit("end")


def test_first_play_hint_once_at_step_1(watch: Callable[[GameModel], Recorder]) -> None:
    model = model_of(two_players(tableaus=[{}, {}]))
    guide, ids, texts = watch(model)
    assert ids == ["first-play"]
    assert "drag" in texts[0].lower() and "double-click" in texts[0] and "Enter" in texts[0]
    assert model.submit("play SCI1")
    assert guide.current is not None and guide.current.hint_id == "first-effect"   # step 1 is over
    assert model.submit("end")
    ai_turn(model)
    assert model.step() == "play" and model.to_move == 0
    assert guide.current is None and ids == ["first-play", "first-effect"]
    assert seen_hints() == ["first-effect", "first-play"]


def test_first_effect_hint_when_an_effect_is_first_offered(watch: Callable[[GameModel], Recorder]) -> None:
    nothing = two_players(step="effects", tableaus=[{}, {"ECO": ["ECO1"]}])
    model = model_of(nothing)
    guide, ids, _ = watch(model)
    assert model.legal_actions() == ["end"] and ids == []       # step 2 with nothing to use: no hint
    model.load_game(scenes.effect_game(), scenes.seats(3, (0,), "easy"))
    assert ids == ["first-effect"]
    assert guide.current is not None and "End turn" in guide.current.text
    assert model.submit("use assassination") and model.submit("discard MIL2")
    assert model.step() == "effects" and any(a.startswith("use ") for a in model.legal_actions())
    assert ids == ["first-effect"]


def test_embargo_hint_when_the_persons_turn_starts_under_embargo(
        watch: Callable[[GameModel], Recorder]) -> None:
    position = two_players(active=1, step="effects",
                           embargoes=[{"by": 1, "on": 0, "domain": "MIL", "card": "ECO3"}])
    model = model_of(position)
    guide, ids, texts = watch(model)
    assert ids == []                      # the AI's turn: the Embargo is not the person's yet
    ai_turn(model)
    assert model.to_move == 0 and model.step() == "play"
    assert ids == ["embargo"]
    assert "Military" in texts[0] and "this turn" in texts[0]
    guide.got_it()
    assert ids == ["embargo", "first-play"]       # the next hint of the same moment
    human_turn(model)       # the card played can be sacrificed: the first effect's hint comes too
    ai_turn(model)
    assert ids == ["embargo", "first-play", "first-effect"] and guide.current is None


def test_embargo_hint_names_only_the_embargoes_against_the_person(
        watch: Callable[[GameModel], Recorder]) -> None:
    position = {
        "players": 3, "active": 2, "step": "effects",
        "hands": [["SCI1", "MIL1"], ["ECO1", "ART1"], ["UTO3"]],
        "tableaus": [{"MIL": ["MIL1"], "ART": ["ART1"]}, {"SCI": ["SCI1"]}, {"ECO": ["ECO1"]}],
        "embargoes": [{"by": 2, "on": 0, "domain": "MIL", "card": "ECO3"},
                      {"by": 2, "on": 0, "domain": "ART", "card": "ECO2"},
                      {"by": 0, "on": 1, "domain": "SCI", "card": "ECO3"}],
        "seed": 4,
    }
    model = model_of(position)
    _guide, ids, texts = watch(model)
    ai_turn(model)
    assert ids[:1] == ["embargo"]
    assert "Military, Culture" in texts[0] and "Science" not in texts[0]


def test_final_round_hint_when_it_begins(watch: Callable[[GameModel], Recorder]) -> None:
    position = two_players(step="effects", hands=[["SCI1"], ["ECO1", "ART1", "UTO3"]], deck=["MIL2"])
    model = model_of(position)
    guide, ids, texts = watch(model)
    assert ids == []
    assert model.submit("end")            # the refill draws the deck's last card
    assert seen_view_final(model)
    assert ids == ["final-round"]
    assert "refill" in texts[0] and "most cards" in texts[0]
    ai_turn(model)
    assert model.over and guide.current is None and ids == ["final-round"]


def seen_view_final(model: GameModel) -> bool:
    view = model.view()
    return view is not None and view["final_round"]


def test_draft_keep_hint_once(watch: Callable[[GameModel], Recorder]) -> None:
    model = GameModel(autosave=False)
    model.load_game(Game.new(3, 5, "draft", False), scenes.seats(3, (0,), "easy"))
    _guide, ids, texts = watch(model)
    while model.to_move != 0:
        ai_turn_once(model)
    assert ids == ["draft-keep"] and "packet" in texts[0]
    assert model.submit(model.legal_actions()[0])
    while model.step() == "draft":       # the two other keeps of seat 0, then the centre picks
        if model.to_move == 0:
            assert model.submit(model.legal_actions()[0])
        else:
            ai_turn_once(model)
    assert ids.count("draft-keep") == 1


def ai_turn_once(model: GameModel) -> None:
    seat = model.to_move
    assert seat is not None
    assert model.submit_ai(seat, model.legal_actions()[0])


def test_inquisition_give_back_hint(watch: Callable[[GameModel], Recorder]) -> None:
    model = GameModel(autosave=False)
    model.confirm_reveals = False
    model.load_game(scenes.effect_game(), scenes.seats(3, (0,), "easy"))
    guide, ids, texts = watch(model)
    guide.got_it()
    assert model.submit("use inquisition")
    assert ids == ["first-effect"]        # choosing the target: not yet
    assert model.submit("target 1")
    assert ids == ["first-effect", "inquisition-give"]
    assert "Aurelia" in texts[-1] and "as many cards as you took" in texts[-1]


def test_no_hint_for_ai_seats(watch: Callable[[GameModel], Recorder]) -> None:
    model = model_of(two_players(), humans=())
    _guide, ids, _ = watch(model)
    for _ in range(3):
        ai_turn(model)
    model.load_game(scenes.effect_game(), scenes.seats(3, (), "easy"))
    model.load_game(Game.new(3, 5, "draft", False), scenes.seats(3, (), "easy"))
    ai_turn_once(model)
    assert ids == [] and seen_hints() == []
    model = model_of(two_players(active=1))       # the person watches an AI's step 1
    _guide, ids, _ = watch(model)
    assert ids == []


def test_hot_seat_only_to_the_person_to_move_after_the_cover(watch: Callable[[GameModel], Recorder]) -> None:
    model = model_of(two_players(), humans=(0, 1))
    guide, ids, _ = watch(model)
    assert model.covered and guide.current is None and ids == []
    assert model.lift_cover()
    assert ids == ["first-play"] and guide.current is not None and guide.current.key == "first-play@Player"
    human_turn(model)
    assert model.covered and guide.current is None    # the cover is down: nothing for anyone
    assert model.lift_cover()
    assert ids == ["first-play", "first-effect", "first-play"]      # Aurelia's own first play
    assert guide.current is not None and guide.current.key == "first-play@Aurelia"
    human_turn(model)
    model.lift_cover()
    assert ids == ["first-play", "first-effect", "first-play", "first-effect"]
    assert sorted(seen_hints()) == ["first-effect@Aurelia", "first-effect@Player",
                                    "first-play@Aurelia", "first-play@Player"]


def test_dont_show_hints_switches_off_and_persists(watch: Callable[[GameModel], Recorder],
                                                   qtbot: QtBot) -> None:
    model = model_of(two_players())
    guide, ids, _ = watch(model)
    bar = GuideBar(guide)
    qtbot.addWidget(bar)
    bar.show()
    assert bar.text() and ids == ["first-play"]
    bar.off_button.click()
    assert guide.current is None and bar.isHidden() and not guide.enabled
    assert setting("guide/enabled") is False
    assert (data_dir() / "settings.ini").is_file()
    model.load_game(scenes.effect_game(), scenes.seats(3, (0,), "easy"))
    assert ids == ["first-play"]
    fresh, fresh_ids, _ = watch(model_of(two_players(active=0, step="play",
                                                     embargoes=[{"by": 1, "on": 0, "domain": "MIL",
                                                                 "card": "ECO3"}])))
    assert not fresh.enabled and fresh_ids == []


def test_seen_hints_persist_for_a_fresh_guide(watch: Callable[[GameModel], Recorder]) -> None:
    _guide, ids, _ = watch(model_of(two_players()))
    assert ids == ["first-play"]
    assert setting("guide/seen") == ["first-play"]
    _fresh, fresh_ids, _ = watch(model_of(two_players()))
    assert fresh_ids == []


def in_window(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle in window coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def settled(window: MainWindow) -> None:
    """Events processed until the table's layout stops moving (a load re-lays it out in passes)."""
    def places() -> list[QRect]:
        return [in_window(window, widget) for widget in table_widgets(window).values()]
    for _ in range(10):
        before = places()
        QApplication.processEvents()
        if places() == before:
            return
    raise AssertionError("the table's layout never settles")


def test_bar_lies_above_the_log_and_covers_no_card(window: MainWindow, qtbot: QtBot) -> None:
    for size in ((960, 540), (1280, 720), (1400, 900)):
        window.resize(*size)
        window.model.load_game(Game.from_position(scenes.team_position()), scenes.seats(4))
        window.guide.switch_off()
        settled(window)
        before = {name: in_window(window, widget) for name, widget in table_widgets(window).items()}
        window.guide.reset()
        bar = window.guide_bar
        qtbot.waitUntil(bar.isVisible)
        assert "Military" in bar.text()
        QApplication.processEvents()
        rect = in_window(window, bar)
        assert in_window(window, window.guide_slot).contains(rect), size      # in the log's place
        assert not rect.intersects(in_window(window, window.log_view)), "above the log's lines"
        label = bar.label
        assert label.geometry().bottom() < bar.got_button.geometry().top()      # every line shows
        assert bar.got_button.geometry().bottom() <= bar.height()
        for name, widget in table_widgets(window).items():
            assert in_window(window, widget) == before[name], name           # nothing moved
            assert not rect.intersects(in_window(window, widget)), name
        assert bar.accessibleName() and bar.got_button.accessibleName() and bar.off_button.accessibleName()


def table_widgets(window: MainWindow) -> dict[str, QWidget]:
    """The widgets the hints speak of: the table, the hand, the prompt, the effects and End turn."""
    return {"table": window.table, "hand": window.hand, "prompt": window.prompt, "effects": window.effects,
            "end": window.effects.end_button}


def test_bar_buttons_by_keyboard(window: MainWindow, qtbot: QtBot) -> None:
    window.model.load_game(Game.from_position(two_players()), scenes.seats(2))
    qtbot.waitUntil(lambda: window.guide_bar.isVisible())
    button = window.guide_bar.got_button
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    assert window.guide_bar.isHidden() and window.guide.enabled
    assert not window.hand.hasFocus() or window.hand.isVisible()


def test_help_menu_brings_the_hints_back(window: MainWindow, qtbot: QtBot) -> None:
    set_setting("guide/enabled", False)
    set_setting("guide/seen", ["first-play", "embargo"])
    window.model.load_game(Game.from_position(two_players()), scenes.seats(2))
    assert window.guide_bar.isHidden() and not window.guide.enabled
    window.hints_action.trigger()
    assert window.guide.enabled and setting("guide/enabled") is True
    assert window.guide.current is not None and window.guide.current.hint_id == "first-play"
    assert window.guide_bar.isVisible()
    assert seen_hints() == ["first-play"]


def test_the_inquisition_dialog_shows_the_hint(window: MainWindow, qtbot: QtBot) -> None:
    window.confirm_reveals = False
    window.model.load_game(scenes.effect_game("use inquisition", "target 1"), scenes.seats(3))
    qtbot.waitUntil(lambda: isinstance(window.router.dialog, InquisitionDialog))
    dialog = window.router.dialog
    assert dialog is not None
    bars = dialog.findChildren(GuideBar)
    assert len(bars) == 1 and "Aurelia" in bars[0].text()
    assert window.guide_bar.isHidden()          # one hint, one place: the window's bar waits
    qtbot.waitUntil(lambda: bars[0].isVisible() and bars[0].height() > bars[0].label.geometry().bottom())
    assert bars[0].label.height() >= bars[0].label.heightForWidth(bars[0].label.width())   # every line
    bars[0].got_button.click()
    assert bars[0].isHidden() and window.guide_bar.isHidden()


DOMAIN_WORDS = re.compile("|".join(domain_name(d) for d in DOMAINS))


def test_no_hint_names_what_the_viewer_cannot_know(watch: Callable[[GameModel], Recorder]) -> None:
    """Every hint of every moment: the only Domain it names is an Embargo on the viewer (public), and
    it names no card at all (no hand card of another seat, no deck card)."""
    texts: list[str] = []
    embargoed: set[str] = set()
    position = two_players(active=1, step="effects",
                           embargoes=[{"by": 1, "on": 0, "domain": "ECO", "card": "ECO3"}])
    model = model_of(position)
    guide, _, said = watch(model)
    ai_turn(model)
    embargoed.add(domain_name("ECO"))
    guide.got_it()
    texts += said
    model = GameModel(autosave=False)
    model.confirm_reveals = False
    model.load_game(Game.new(3, 5, "draft", False), scenes.seats(3, (0,), "easy"))
    guide, _, said = watch(model)
    while model.to_move != 0:
        ai_turn_once(model)
    texts += said
    model.load_game(scenes.effect_game(), scenes.seats(3, (0,), "easy"))
    assert model.submit("use inquisition") and model.submit("target 1")
    texts += said
    final = two_players(step="effects", hands=[["SCI1"], ["ECO1", "ART1", "UTO3"]], deck=["MIL2"])
    model = model_of(final)
    guide, _, said = watch(model)
    assert model.submit("end")
    texts += said
    assert len(texts) >= 6
    for text in texts:
        assert set(DOMAIN_WORDS.findall(text)) <= embargoed, text
        assert not re.search(r"\b(Age [IV]+|[IV]+)\b card|\b[A-Z]{3}[123]\b", text), text


def test_widgets_have_names(qtbot: QtBot, watch: Callable[[GameModel], Recorder]) -> None:
    guide, _, _ = watch(model_of(two_players()))
    bar = GuideBar(guide)
    qtbot.addWidget(bar)
    for widget in [bar, *bar.findChildren(QWidget)]:
        if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            assert widget.accessibleName(), widget
    assert guide.current is not None and bar.accessibleDescription() == guide.current.text
