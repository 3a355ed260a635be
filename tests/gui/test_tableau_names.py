"""An area names its six Domains all or none: where one name does not fit its column, the six
emblems alone, and a level mark beside its own emblem (a row of names with holes in it, and a mark
alone at a column's edge, read as mistakes). In three languages, at 1280x720 and 1600x1000."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.media.resources import domain_name
from civgui.services import i18n
from engine.cards import DOMAINS


@pytest.fixture
def back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr", "hu"])
def test_an_area_names_all_its_domains_or_none(window: MainWindow, back_to_english: None, language: str,
                                               size: tuple[int, int]) -> None:
    i18n.set_language(language)
    window.resize(*size)
    window.model.load_game(scenes.played_game(4, 9, 110, teams=True), scenes.seats(4))
    for _ in range(3):
        QApplication.processEvents()
    names = {domain_name(domain) for domain in DOMAINS}
    for area in window.areas():
        area.repaint()
        shown = {text for what, text, _w, _r in area.drawn if what == "domain"}
        assert shown in (set(), names), (language, size, area.seat, shown)


@pytest.mark.parametrize("players", [2, 4])
def test_a_level_mark_sits_by_its_own_domain(window: MainWindow, players: int) -> None:
    window.resize(1600, 1000)
    window.model.load_game(scenes.played_game(players, 9, 150, teams=players == 4), scenes.seats(players))
    for _ in range(3):
        QApplication.processEvents()
    seen = 0
    for area in window.areas():
        area.repaint()
        emblems = dict((domain, rect) for rect, domain in area.emblem_rects)
        for domain, mark in area.mark_rects.items():
            seen += 1
            same_row = [d for d, r in emblems.items() if abs(r.center().y() - mark.center().y()) < 10]
            # the emblem just before the mark is its own Domain's, and no other emblem is nearer
            gap = {d: mark.left() - emblems[d].right() for d in same_row if emblems[d].right() <= mark.left()}
            assert min(gap, key=lambda d: gap[d]) == domain, (players, area.seat, domain)
            after = [emblems[d].left() - mark.right() for d in same_row if emblems[d].left() >= mark.right()]
            assert min(after, default=99.0) >= 4.0, (players, area.seat, domain)   # not jammed on the next
            # right after its own Domain's name (or its emblem, names off), never at the column's far end
            widths = {text: width for what, text, width, _room in area.drawn if what == "domain"}
            name = widths.get(domain_name(domain), -3.0) + 3.0
            assert gap[domain] - name <= 8.0, (players, area.seat, domain, gap[domain], name)
    assert seen > 0
