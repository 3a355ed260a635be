"""Animated moves (civgui/table/animation.py): flights start and land, the table ends in the same state
with and without them, a click or a key lands them, the setting switches them off, an AI's fit in
its pace, nothing flies for a new game, a load or an undo, and no flight shows a card the viewer
may not see (a draw into another hand is a back; nothing flies under the hot-seat cover)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.services.settings import set_setting
from civgui.table import animation
from engine import Game

from .conftest import seen

HIDING = {"draw", "keep", "pool", "give", "pass"}   # the kinds of flight whose cards may be hidden


def make_window(qtbot: QtBot, pace: float = 0.6) -> MainWindow:
    win = MainWindow(GameModel(autosave=False), pace=pace, end_dialog=False)
    win.driver.set_paused(True)          # the tests play every seat themselves
    win.router.enabled = False           # no decision dialogs: the tests submit the choices
    win.confirm_reveals = False
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    return win


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Short flights, so that waiting for each one keeps the tests fast."""
    monkeypatch.setattr(animation, "FLIGHT_MS", 80)
    monkeypatch.setattr(animation, "STAGGER_MS", 20)


@pytest.fixture
def win(qtbot: QtBot) -> Iterator[MainWindow]:
    window = make_window(qtbot)
    yield window
    window.driver.shutdown()


def effects_table(win: MainWindow) -> None:
    """Seat 0 (a person) in step 2 of the effects scene, two AI seats."""
    win.model.load_game(scenes.effect_game(), scenes.seats(3))


def step(model: GameModel, rng: random.Random) -> None:
    """One random legal action for whoever is to move (the person's through ``submit``)."""
    seat = model.to_move
    assert seat is not None
    action = rng.choice(model.legal_actions())
    assert model.submit(action) if model.is_human(seat) else model.submit_ai(seat, action)


def settled(win: MainWindow) -> tuple[object, ...]:
    """What the table shows: the model's view, each area's drawn texts, the hand, the piles,
    and the picture of the table (grabbed)."""
    QApplication.processEvents()
    view = seen(win.model)
    areas = []
    for area in win.areas():
        area.drawn = []                  # (the header's entries pile up over paints)
        area.repaint()
        areas.append((area.seat, [(what, text) for what, text, _w, _r in area.drawn]))
    return (view, areas, list(win.hand.tokens), win.centre.deck.describe(), win.centre.discard.describe(),
            win.table.grab().toImage())


def play_game(qtbot: QtBot, win: MainWindow, seed: int, actions: int) -> tuple[object, ...]:
    win.model.load_game(Game.new(3, seed), scenes.seats(3))
    rng = random.Random(seed)
    for _ in range(actions):
        if win.model.over:
            break
        step(win.model, rng)
        # a widget asked what it shows gets the final state at once, flights or not
        assert win.hand.tokens == seen(win.model)["hands"][0]
        if win.animator.busy:
            qtbot.waitUntil(lambda: not win.animator.busy, timeout=3000)
        QApplication.processEvents()     # the layouts and paints a person's table has between moves
    return settled(win)


@pytest.mark.slow
def test_flights_land_and_the_table_ends_as_without_them(qtbot: QtBot, quick: None) -> None:
    on = make_window(qtbot)
    with_flights = play_game(qtbot, on, seed=4, actions=45)
    kinds = {shown.kind for shown in on.animator.shown}
    assert {"play", "draw"} <= kinds, kinds
    assert any(s.seat != 0 for s in on.animator.shown)     # the AI seats' moves fly too
    assert on.animator.layer is not None and not on.animator.layer.isVisible()
    on.driver.shutdown()
    on.close()
    set_setting("table/animation", False)
    off = make_window(qtbot)
    without = play_game(qtbot, off, seed=4, actions=45)
    assert off.animator.shown == [] and off.animator.layer is None
    assert with_flights[:5] == without[:5]
    assert with_flights[5] == without[5]     # the settled table's picture, pixel for pixel
    off.driver.shutdown()


@pytest.mark.slow
def test_every_kind_of_move_flies_from_the_effects_scene(win: MainWindow, qtbot: QtBot) -> None:
    effects_table(win)
    model, animator = win.model, win.animator
    for action, kind in (("use embargo", None), ("target 1", None), ("domain SCI", "embargo"),
                         ("use attack", "sacrifice"), ("domain REL", "discard"),
                         ("use inquisition", "sacrifice"), ("target 2", "pool")):
        assert model.submit(action), action
        if kind is None:     # (an Embargo's card leaves the tableau, and flies once its place is chosen)
            assert not animator.busy, action
        else:
            assert animator.busy and animator.flights[0].shown.kind == kind, action
            qtbot.waitUntil(lambda: not animator.busy, timeout=3000)
    pooled = [s for s in animator.shown if s.kind == "pool"]
    assert pooled and all(not s.token.startswith("?") for s in pooled)  # the viewer's own Inquisition
    assert [s.seat for s in animator.shown if s.kind == "discard"] == [0, 1, 2]   # the Attack's losses


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_lands_every_flight(win: MainWindow, qtbot: QtBot, how: str) -> None:
    effects_table(win)
    assert win.model.submit("use attack")
    assert win.model.submit("domain REL")         # three cards fly to the discard pile
    assert win.animator.busy and len(win.animator.flights) == 3
    if how == "click":
        QTest.mouseClick(win.prompt, Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(win.hand, Qt.Key.Key_Shift)
    assert not win.animator.busy
    layer = win.animator.layer
    assert layer is not None and not layer.isVisible()


def test_the_setting_switches_them_off_live(win: MainWindow, qtbot: QtBot) -> None:
    effects_table(win)
    assert win.model.submit("use attack")
    assert win.animator.busy
    set_setting("table/animation", False)
    assert not win.animator.busy
    assert win.model.submit("domain REL")
    assert not win.animator.busy
    set_setting("table/animation", True)
    assert win.model.submit("use inquisition")
    assert win.animator.busy


def test_off_from_the_start_no_layer_is_made(qtbot: QtBot) -> None:
    set_setting("table/animation", False)
    window = make_window(qtbot)
    effects_table(window)
    for action in ("use attack", "domain REL", "end"):
        assert window.model.submit(action)
    assert window.animator.layer is None and window.animator.shown == []
    assert window.findChild(animation.FlightLayer) is None
    window.driver.shutdown()


def test_input_goes_through_the_flights(win: MainWindow, qtbot: QtBot) -> None:
    effects_table(win)
    assert win.model.submit("use attack")
    assert win.animator.busy
    hand = win.hand
    centre = hand.card_rect(0).center().toPoint()
    # the widget under the pointer is the hand, not the layer painted over it
    assert QApplication.widgetAt(hand.mapToGlobal(centre)) is hand
    assert win.model.submit("domain REL")         # a legal action mid-flight is applied at once
    assert win.animator.busy and len(win.animator.flights) == 3


@pytest.mark.slow
def test_draws_into_other_hands_show_backs(qtbot: QtBot, quick: None) -> None:
    window = make_window(qtbot)
    model = window.model
    model.load_game(Game.new(3, 7), scenes.seats(3))
    rng = random.Random(7)
    while len({s.seat for s in window.animator.shown if s.kind == "draw"}) < 3 and not model.over:
        step(model, rng)
        qtbot.waitUntil(lambda: not window.animator.busy, timeout=3000)
    draws = [s for s in window.animator.shown if s.kind == "draw"]
    assert {s.into_hand for s in draws} == {0, 1, 2}
    for shown in draws:
        assert shown.token.startswith("?") == (shown.into_hand != 0), shown
    window.driver.shutdown()


@pytest.mark.slow
def test_a_table_of_ai_seats_shows_no_hidden_face(qtbot: QtBot, quick: None) -> None:
    window = make_window(qtbot)
    model = window.model
    model.load_game(Game.new(3, 2, "draft"), scenes.seats(3, humans=()))
    assert model.viewer is None
    rng = random.Random(2)
    for _ in range(40):
        step(model, rng)
        qtbot.waitUntil(lambda: not window.animator.busy, timeout=3000)
    hiding = [s for s in window.animator.shown if s.kind in HIDING]
    assert {"keep", "pass", "draw"} <= {s.kind for s in hiding}
    assert all(s.token.startswith("?") for s in hiding), hiding
    window.driver.shutdown()


def test_nothing_flies_under_the_hot_seat_cover(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    model = window.model
    model.load_game(Game.new(2, 3), scenes.seats(2, humans=(0, 1)))
    model.lift_cover()
    first = model.to_move
    play = next(a for a in model.legal_actions() if a.startswith("play"))
    assert model.submit(play)
    assert window.animator.busy            # the person at the screen sees their own play
    assert model.submit("end")             # the refill, then the cover for the other person
    assert model.covered and not window.animator.busy
    assert [s.kind for s in window.animator.shown] == ["play"], (first, window.animator.shown)
    window.driver.shutdown()


def test_ai_flights_fit_in_the_pace(win: MainWindow, qtbot: QtBot) -> None:
    win.model.load_game(Game.new(3, 5), scenes.seats(3))
    rng = random.Random(5)
    for pace in (0.3, 0.6):
        win.pace_box.setCurrentIndex(win.pace_box.findData(pace))
        for _ in range(12):
            seat = win.model.to_move
            step(win.model, rng)
            if seat != 0 and win.animator.busy:
                assert win.animator.planned_ms <= pace * 1000, (pace, win.animator.planned_ms)
    while win.model.to_move == 0:
        step(win.model, rng)
    win.driver.skip_to_my_turn()           # "Skip to my turn" hurries the AI seats: no flight
    step(win.model, rng)
    assert win.animator.shown and not win.animator.busy
    win.pace_box.setCurrentIndex(win.pace_box.findData(0.0))
    while win.model.to_move == 0 or win.driver.hurrying:
        step(win.model, rng)
    shown = len(win.animator.shown)
    step(win.model, rng)                   # an AI seat at "Instant": no flight
    assert not win.animator.busy and len(win.animator.shown) == shown


def test_new_game_load_and_undo_show_the_state_without_flights(win: MainWindow, qtbot: QtBot) -> None:
    effects_table(win)
    assert win.model.submit("use attack")
    assert win.animator.busy
    assert win.model.undo()
    assert not win.animator.busy
    win.model.load_game(scenes.played_game(3, 9, 30), scenes.seats(3))
    assert not win.animator.busy and win.animator.shown == []
    assert win.animator.layer is not None and not win.animator.layer.isVisible()
    point = QPoint(5, 5)
    assert QApplication.widgetAt(win.table.mapToGlobal(point)) is not win.animator.layer


@pytest.mark.slow
def test_a_draft_shows_the_persons_own_keeps_only(qtbot: QtBot, quick: None) -> None:
    window = make_window(qtbot)
    model = window.model
    model.load_game(Game.new(3, 6, "draft"), scenes.seats(3))
    rng = random.Random(6)
    while seen(model)["step"] == "draft":
        step(model, rng)
        qtbot.waitUntil(lambda: not window.animator.busy, timeout=3000)
    keeps = [s for s in window.animator.shown if s.kind == "keep"]
    assert {s.seat for s in keeps} == {0, 1, 2}
    for shown in keeps:
        assert shown.token.startswith("?") == (shown.seat != 0), shown
    passes = [s for s in window.animator.shown if s.kind == "pass"]
    assert passes and all(not s.token.startswith("?") for s in passes if s.seat in (0, 2))  # to or from you
    assert any(s.kind == "pick" for s in window.animator.shown)
    window.driver.shutdown()


@pytest.mark.parametrize("actions", [
    (("use oligarchy", None), ("take ART2", "take")),
    (("use inspiration", None), ("copy 1 research", "coin"), ("return ART1", "return")),
    (("use inquisition", "sacrifice"), ("target 2", "pool"), ("give ART1", "give")),
])
@pytest.mark.slow
def test_cards_come_into_the_hand_and_the_coin_moves(win: MainWindow, qtbot: QtBot,
                                                     actions: tuple[tuple[str, str | None], ...]) -> None:
    effects_table(win)
    for action, kind in actions:
        assert win.model.submit(action), action
        if kind is None:
            assert not win.animator.busy, action
            continue
        flight = win.animator.flights[0]
        assert flight.shown.kind == kind, action
        end = flight.target()
        if kind in ("take", "return"):      # into the person's hand row, where the card now lies
            index = win.hand.tokens.index(flight.shown.token)
            rect = win.hand.card_rect(index)
            assert end.center().toPoint() == win.hand.mapTo(win.table, rect.center().toPoint()), action
        elif kind == "give":                # to the target's hand in its area
            assert flight.shown.into_hand == 2
        qtbot.waitUntil(lambda: not win.animator.busy, timeout=3000)
