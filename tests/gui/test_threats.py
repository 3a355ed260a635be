"""Threats on the table: the line in each area, its highlight, tooltip and accessible text, in
every language, for the person at the screen only (civgui/play/threats.py, tableau.py)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media import sound
from civgui.media.palette import live
from civgui.play import threats
from civgui.services import i18n
from civgui.table.tableau import PlayerArea
from engine import Game
from engine.types import DomainThreat

from .conftest import seen


def area_of(window: MainWindow, seat: int) -> PlayerArea:
    """The area of ``seat``."""
    return next(a for a in window.areas() if a.seat == seat)


def shown(window: MainWindow, qtbot: QtBot, game: Game, humans: tuple[int, ...] = (0,)) -> None:
    """Show ``game`` and wait until every area has painted its threat line."""
    window.model.load_game(game, scenes.seats(game.players, humans, "easy"))
    for area in window.areas():
        area.repaint()
    qtbot.waitUntil(lambda: all(any(d[0] == "threat" for d in a.drawn) or not threats.line_text(
        window.model.view(), a.seat) for a in window.areas()))


def threat_texts(area: PlayerArea) -> list[str]:
    """The threat line as the area last drew it."""
    return [text for what, text, _, _ in area.drawn if what == "threat"]


def pill_colour(area: PlayerArea) -> QColor:
    """The colour inside the threat line's left end (its background)."""
    rect = area.threat_rect
    image = area.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(int((rect.left() + 2) * ratio), int(rect.center().y() * ratio))


def tip_at(area: PlayerArea, qtbot: QtBot) -> str:
    """The tooltip the area shows over its threat line."""
    at = area.threat_rect.center().toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, at, area.mapToGlobal(at))
    QApplication.sendEvent(area, event)
    qtbot.waitUntil(lambda: QToolTip.isVisible())
    text = QToolTip.text()
    QToolTip.hideText()
    return text


@pytest.fixture
def language_back() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_each_area_shows_its_best_domain_and_highlights_a_next_turn_threat(window: MainWindow,
                                                                             qtbot: QtBot) -> None:
    shown(window, qtbot, Game.from_position(scenes.threat_position()))
    aurelia, bartholomew, mine = area_of(window, 1), area_of(window, 2), area_of(window, 0)
    assert threat_texts(aurelia) == ["⚠ Science 6/7 — one short"]
    assert threat_texts(bartholomew) == ["⚠ Military 5/7 — two short"]
    assert threat_texts(mine) == ["Military 2/7 — 5 short"]          # no threat: plain, no sign
    warning = live("warning")
    assert pill_colour(aurelia) == warning and pill_colour(bartholomew) == warning
    assert pill_colour(mine) != warning
    for area in (aurelia, bartholomew, mine):     # drawn whole, inside the room it had
        assert all(width <= room + 1 for what, _, width, room in area.drawn if what == "threat")


def test_the_tooltip_and_the_column_name_the_viewers_stoppers(window: MainWindow, qtbot: QtBot) -> None:
    shown(window, qtbot, Game.from_position(scenes.threat_position()))
    aurelia, bartholomew = area_of(window, 1), area_of(window, 2)
    assert tip_at(aurelia, qtbot) == (
        "Closest to Hegemony: Science 6/7 — one short.<br><b>Aurelia could win by Hegemony on their next "
        "turn.</b><br>You could stop it with: Embargo.")
    assert "You could stop it with: Attack, Inquisition, Embargo, Democracy." in tip_at(bartholomew, qtbot)
    assert "You could stop it with: Embargo." in aurelia.column_tip("SCI")
    assert "could win" not in aurelia.column_tip("ART")
    aurelia.sync_access()
    assert aurelia.accessibleDescription().endswith(
        "Closest to Hegemony: Science 6/7 — one short. Aurelia could win by Hegemony on their next turn. "
        "You could stop it with: Embargo.")


def test_the_threat_texts_are_the_same_in_worlds_the_viewer_cannot_tell_apart(window: MainWindow,
                                                                               qtbot: QtBot) -> None:
    game = Game.from_position(scenes.threat_position())
    rng = random.Random(3)

    def texts() -> list[tuple[list[str], str, str]]:
        out = []
        for area in sorted(window.areas(), key=lambda a: a.seat):
            area.sync_access()
            out.append((threat_texts(area), area.accessibleDescription(), threats.tooltip(window.model,
                                                                                        area.seat)))
        return out

    shown(window, qtbot, game)
    real = texts()
    for _ in range(3):
        other = game.determinize(0, rng)
        shown(window, qtbot, other)
        assert texts() == real


def test_in_hot_seat_the_threat_follows_the_person_at_the_screen(window: MainWindow, qtbot: QtBot) -> None:
    model = window.model
    model.load_game(Game.from_position(scenes.threat_position()), scenes.seats(3, (0, 2), "easy"))
    if model.covered:
        model.lift_cover()
    assert model.viewer == 0 and threats.seat_threat(seen(model), 1) is not None
    assert "You could stop it with: Embargo." in threats.tooltip(model, 1)
    assert model.submit("play ART3") and model.submit("end")
    assert model.submit_ai(1, "play ART1") and model.submit_ai(1, "end")
    assert model.covered                                   # seat 2's person is called to the screen
    assert "You could stop it" not in threats.tooltip(model, 1)    # the public view while covered
    assert "Bartholomew could win by Hegemony this turn." in threats.tooltip(model, 2)
    assert model.lift_cover() and model.viewer == 2
    assert "You could stop it with: Embargo." in threats.tooltip(model, 1)
    assert "You could win by Hegemony this turn." in threats.tooltip(model, 2)


def test_new_threats_are_the_seats_that_just_became_threats() -> None:
    before = Game.from_position({**scenes.threat_position(), "tableaus": [
        {"MIL": ["MIL1"]}, {"SCI": ["SCI1"] * 4 + ["SCI2"]},
        {"MIL": ["MIL1", "MIL1", "MIL2", "MIL2", "MIL3"]}]})
    after = Game.from_position(scenes.threat_position())
    assert sound.new_threats(before.view(0), after.view(0)) == [1, 2]
    assert sound.new_threats(after.view(0), after.view(0)) == []
    assert sound.new_threats(None, after.view(0)) == []            # a new or loaded game: no news
    assert sound.new_threats(before.view(2), after.view(0)) == []  # another person at the screen


@pytest.mark.parametrize("language, line, stop", [
    ("fr", "⚠ Science 6/7 — il manque une carte", "Vous pourriez l'en empêcher avec\u00a0: Embargo."),
    ("hu", "⚠ Tudomány 6/7 — egy hiányzik", "Így állíthatod meg: Embargó."),
])
def test_the_threat_speaks_the_players_language(window: MainWindow, qtbot: QtBot, language_back: None,
                                                language: str, line: str, stop: str) -> None:
    assert i18n.set_language(language) == language
    shown(window, qtbot, Game.from_position(scenes.threat_position()))
    aurelia = area_of(window, 1)
    assert threat_texts(aurelia) == [line]
    assert stop in threats.tooltip(window.model, 1)
    mine = area_of(window, 0)
    two = {"fr": "Militaire 2/7 — il manque 5 cartes", "hu": "Katonaság 2/7 — 5 hiányzik"}[language]
    assert threat_texts(mine) == [two]
    assert all(width <= room + 1 for a in (aurelia, mine)
               for what, _, width, room in a.drawn if what == "threat")


def science(short: int) -> DomainThreat:
    """A Science row of five cards, ``short`` of Hegemony."""
    return {"domain": "SCI", "have": 5, "need": 5 + short, "short": short, "next_turn": False}


def test_plural_and_number_words(language_back: None) -> None:
    assert [threats.domain_text(science(n)) for n in (0, 1, 2, 3)] == [
        "Science 5/5 — Hegemony", "Science 5/6 — one short", "Science 5/7 — two short",
        "Science 5/8 — 3 short"]
    i18n.set_language("fr")
    assert threats.domain_text(science(1)) == "Science 5/6 — il manque une carte"
    assert threats.domain_text(science(4)) == "Science 5/9 — il manque 4 cartes"
    i18n.set_language("hu")
    assert threats.domain_text(science(2)) == "Tudomány 5/7 — kettő hiányzik"


def test_a_team_mates_threat_is_good_news_without_stoppers(window: MainWindow, qtbot: QtBot) -> None:
    sci = ["SCI1"] * 4 + ["SCI2"] * 2
    game = Game.from_position({
        "players": 4, "teams": True, "active": 0,
        "hands": [["MIL1"], ["SCI2", "SCI2"], ["SCI2"], ["MIL1"]],
        "tableaus": [{"ECO": ["ECO1"], "UTO": ["UTO3"]}, {"SCI": sci}, {"SCI": ["SCI3"] * 6}, {}]})
    shown(window, qtbot, game)
    rival, mate = area_of(window, 1), area_of(window, 2)
    assert threat_texts(rival) == ["⚠ Science 6/7 — one short"] and pill_colour(rival) == live("warning")
    assert threat_texts(mate) == ["⚑ Science 6/7 — one short"] and pill_colour(mate) == live("active")
    assert "Bartholomew, your team-mate, could win by Hegemony on their next turn." in tip_at(mate, qtbot)
    assert "You could stop it" not in tip_at(mate, qtbot)
    assert "You could stop it with: Embargo, Democracy." in tip_at(rival, qtbot)
