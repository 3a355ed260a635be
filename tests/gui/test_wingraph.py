"""The win-chance graph: computed in the background, never delaying the end-of-game dialog."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from civgui.devtools import scenes
from civgui.devtools.soak import settle
from civgui.review import wingraph
from civgui.review.endgame import EndGameDialog
from civgui.review.wingraph import WinGraph, percent
from civgui.services import i18n
from engine import Game
from engine.ai.chances import Cancelled, Chances, Point, Swing, chances
from engine.words import Domain, Seat, Sentence
from tests.ai.chance_games import EMBARGO, final_round

from .conftest import model_at

NAMES = ["Aurelia", "Bartholomew"]


class SlowFake:
    """A computation that waits to be released (or stopped) before it answers."""

    def __init__(self, fail: str = "") -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.stopped = threading.Event()
        self.fail = fail

    def __call__(self, game: Game, cancelled: Callable[[], bool]) -> Chances:
        self.started.set()
        waited = 0
        while not self.release.wait(0.01) and waited < 600:     # at most 6 s, then answers anyway
            waited += 1
            if cancelled():
                self.stopped.set()
                raise Cancelled()
        if self.fail:
            raise RuntimeError(self.fail)
        return chances(game, cancelled)


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> Iterator[SlowFake]:
    fake = SlowFake()
    monkeypatch.setattr(wingraph, "work", fake)
    yield fake
    fake.release.set()
    wingraph.shutdown()


@pytest.fixture
def language_back() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_the_dialog_opens_before_the_chances_and_fills_in(qtbot: QtBot, slow: SlowFake) -> None:
    dialog = EndGameDialog(model_at(scenes.finished_game(3, 3)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert slow.started.wait(5)
    assert dialog.isVisible() and dialog.graph.state == "computing"      # shown, the fake still waiting
    assert dialog.graph.message() == "Computing the chances of winning…"
    assert dialog.graph.accessibleDescription() == dialog.graph.message()
    with qtbot.waitSignal(dialog.graph.ready, timeout=10_000):
        slow.release.set()
    graph = dialog.graph
    assert graph.state == "ready" and graph.chances is not None
    assert graph.swing_names() and graph.message() == ""
    assert "Swing 1 (turn" in graph.accessibleDescription()
    assert graph.accessibleDescription().endswith(" won.")


def test_closing_the_dialog_early_stops_the_work_and_ignores_it(qtbot: QtBot, slow: SlowFake) -> None:
    dialog = EndGameDialog(model_at(scenes.finished_game(3, 3)))
    qtbot.addWidget(dialog)
    dialog.show()
    assert slow.started.wait(5)
    graph = dialog.graph
    dialog.close()
    assert slow.stopped.wait(5)                  # the worker heard the stop
    qtbot.waitUntil(lambda: wingraph.running() == 0, timeout=5000)
    assert graph.state == "idle" and graph.chances is None


def test_a_dialog_deleted_while_computing_is_safe(qtbot: QtBot, slow: SlowFake) -> None:
    dialog = EndGameDialog(model_at(scenes.finished_game(2, 3)))
    dialog.show()
    assert slow.started.wait(5)
    dialog.deleteLater()
    qtbot.waitUntil(lambda: wingraph.running() == 0, timeout=5000)
    assert slow.stopped.is_set()
    wingraph.shutdown()                         # at quit: nothing left to wait for


def test_quitting_stops_a_computation_in_progress(qtbot: QtBot, slow: SlowFake) -> None:
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.compute(scenes.finished_game(2, 3), NAMES)
    assert slow.started.wait(5)
    wingraph.shutdown()                         # what aboutToQuit runs
    assert slow.stopped.is_set()
    qtbot.waitUntil(lambda: wingraph.running() == 0, timeout=5000)


def test_an_error_is_shown_and_the_dialog_still_works(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = SlowFake(fail="the evaluation broke")
    fake.release.set()
    monkeypatch.setattr(wingraph, "work", fake)
    dialog = EndGameDialog(model_at(scenes.finished_game(3, 3)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.graph.state == "failed", timeout=10_000)
    assert "the evaluation broke" in dialog.graph.message()
    dialog.graph.grab()                          # paints the message
    with qtbot.waitSignal(dialog.newGameRequested, timeout=1000):
        dialog.new_button.click()


def test_an_unfinished_game_is_refused_at_once(qtbot: QtBot) -> None:
    graph = WinGraph()
    qtbot.addWidget(graph)
    with pytest.raises(ValueError, match="finished"):
        graph.compute(Game.new(2, 1), NAMES)
    assert graph.state == "idle"


def embargo_graph(qtbot: QtBot) -> WinGraph:
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.show_chances(chances(final_round(EMBARGO)), NAMES)
    return graph


def test_the_swing_is_named_with_the_players_names_and_hovered(qtbot: QtBot) -> None:
    graph = embargo_graph(qtbot)
    graph.resize(640, 360)
    assert graph.swing_names()[0] == "Aurelia's Embargo on Bartholomew's Science"
    rect = graph.label_rects()[0]
    tip = graph.tooltip_at(rect.center())
    assert tip.startswith("Turn 1: Aurelia's Embargo on Bartholomew's Science (Aurelia +")
    assert "Bartholomew −" in tip
    assert graph.tooltip_at(QPointF(2, 2)) == ""
    assert "Swing 1 (turn 1): Aurelia's Embargo on Bartholomew's Science" in graph.accessibleDescription()


@pytest.mark.parametrize(("language", "name", "half"), [
    ("fr", "Embargo d'Aurelia sur le Domaine Science de Bartholomew", "50\u00a0%"),
    ("hu", "Aurelia játékos Embargója Bartholomew játékos Tudomány területén", "50%"),
])
def test_the_graphs_words_are_translated(qtbot: QtBot, language_back: None, language: str, name: str,
                                         half: str) -> None:
    graph = embargo_graph(qtbot)
    i18n.set_language(language)
    assert graph.swing_names()[0] == name
    assert percent(0.5) == half
    qtbot.waitUntil(lambda: graph.accessibleName() != "Chances of winning, turn by turn")  # followed it
    assert name in graph.accessibleDescription()
    dialog = EndGameDialog(model_at(final_round(EMBARGO)))
    qtbot.addWidget(dialog)
    assert dialog.chances_title.text() != "<b>Chances of winning, turn by turn</b>"


@pytest.mark.parametrize("size", [(1280, 720), (640, 360), (420, 260)])
def test_the_swing_labels_never_overlap(qtbot: QtBot, size: tuple[int, int]) -> None:
    graph = WinGraph()
    qtbot.addWidget(graph)
    game = scenes.finished_game(4, 3)
    graph.show_chances(chances(game), ["Aurelia", "Bartholomew", "Cassia", "Dorothea"])
    graph.resize(*size)
    rects = graph.label_rects()
    assert len(rects) == len(graph.swing_names()) >= 2
    for i, a in enumerate(rects):
        assert 0 <= a.left() and a.right() <= size[0]
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)


FOUR = ["Aurelia", "Bartholomew", "Camille", "Dorothea"]


def swung(turns: int, swings: list[tuple[int, int, Sentence]]) -> Chances:
    """A 4-player game of ``turns`` turns (flat chances) with ``swings`` (turn, seat, name), biggest first."""
    points = tuple(Point(k, k % 4 if k < turns else None, k * 3, (0.25, 0.25, 0.25, 0.25))
                   for k in range(turns + 1))
    moved = (0.1, -0.1, 0.0, 0.0)
    return Chances(4, False, (0,), points, tuple(Swing(turn, seat, 0.3 - n * 0.05, moved, name)
                                                 for n, (turn, seat, name) in enumerate(swings)))


ATTACK = Sentence("chances.attack", {"seat": Seat(1), "domain": Domain("MIL")})
EMBARGO_NAME = Sentence("chances.embargo", {"seat": Seat(0), "target": Seat(2), "domain": Domain("SCI")})
DEMOCRACY = Sentence("chances.democracy", {"seat": Seat(3), "target": Seat(0), "domain": Domain("ART")})


@pytest.mark.parametrize("width", [330, 640, 1280])
def test_the_swing_numbers_of_adjacent_turns_never_touch(qtbot: QtBot, width: int) -> None:
    """Numbers "3" and "1" on turns 27 and 28 must not read as "31": their badges never meet."""
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.show_chances(swung(40, [(28, 1, ATTACK), (29, 0, EMBARGO_NAME), (27, 3, DEMOCRACY)]), FOUR)
    graph.resize(width, 420)
    badges = graph.badge_rects()
    assert sorted(rank for _rect, rank in badges) == [1, 2, 3]
    plot = graph.plot_rect()
    for i, (a, _rank) in enumerate(badges):
        assert plot.left() <= a.left() and a.right() <= plot.right() and plot.top() <= a.top()
        for b, _other in badges[i + 1:]:
            assert not a.intersects(b), (a, b)
    graph.grab()


@pytest.mark.parametrize("language", ["fr", "hu"])
@pytest.mark.parametrize("size", [(330, 420), (300, 330), (1280, 720)])
def test_long_swing_labels_are_whole_and_fit_the_replays_column(qtbot: QtBot, language_back: None,
                                                                language: str, size: tuple[int, int]) -> None:
    """At the replay's side column (about 330 px wide; 300 at 1280×720) a long label wraps, never cut."""
    i18n.set_language(language)
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.show_chances(swung(40, [(12, 1, ATTACK), (13, 0, EMBARGO_NAME), (30, 3, DEMOCRACY)]), FOUR)
    graph.resize(*size)
    names, texts, rects = graph.swing_names(), graph.label_texts(), graph.label_rects()
    assert len(texts) == len(rects) == 3
    metrics = QFontMetricsF(graph.font())
    plot = graph.plot_rect()
    for rank, (name, text, rect) in enumerate(zip(names, texts, rects), start=1):
        assert text == f"{rank}. {name}" and "…" not in text                  # whole
        needed = metrics.boundingRect(rect, int(wingraph.LABEL_FLAGS), text)
        assert needed.width() <= rect.width() + 0.5 and needed.height() <= rect.height() + 0.5, text
        assert 0 <= rect.left() and rect.right() <= size[0] and 0 <= rect.top()
        assert rect.bottom() <= plot.top()
    assert plot.height() >= 5 * metrics.height()                             # still a readable plot
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.intersects(b), (a, b)
    graph.grab()


def test_a_result_that_comes_after_closing_is_ignored(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A computation deaf to the stop still finishes; its result is not shown once the dialog closed."""
    release = threading.Event()

    def deaf(game: Game, cancelled: Callable[[], bool]) -> Chances:
        release.wait(5)
        return chances(game)

    monkeypatch.setattr(wingraph, "work", deaf)
    dialog = EndGameDialog(model_at(scenes.finished_game(2, 3)))
    qtbot.addWidget(dialog)
    dialog.show()
    graph = dialog.graph
    dialog.close()
    release.set()
    qtbot.waitUntil(lambda: wingraph.running() == 0, timeout=5000)
    assert graph.state == "idle" and graph.chances is None


class _LowScreen:
    """A screen of 1280×720 at QT_SCALE_FACTOR=2, as the dialog sees it."""

    def availableGeometry(self) -> QRect:
        return QRect(0, 0, 640, 360)


def test_on_a_low_screen_the_scores_and_the_graph_are_two_tabs(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                                                 slow: SlowFake) -> None:
    monkeypatch.setattr(EndGameDialog, "screen", lambda self: _LowScreen())
    dialog = EndGameDialog(model_at(scenes.finished_game(4, 3)))
    qtbot.addWidget(dialog)
    assert dialog.tabs is not None
    assert [dialog.tabs.tabText(i) for i in range(2)] == ["Scores", "Chances of winning"]
    scores, chances_page = dialog.tabs.widget(0), dialog.tabs.widget(1)
    assert chances_page is not None and chances_page.isAncestorOf(dialog.graph)
    assert isinstance(scores, QScrollArea) and scores.isAncestorOf(dialog.table)   # the scores scroll
    assert dialog.height() <= 360 - 48 and dialog.width() <= 640
    monkeypatch.undo()
    normal = EndGameDialog(model_at(scenes.finished_game(4, 3)))     # the offscreen screen is roomy
    qtbot.addWidget(normal)
    assert normal.tabs is None and normal.graph.isVisibleTo(normal)


def test_the_summary_says_who_won_or_shared_the_victory(qtbot: QtBot) -> None:
    graph = WinGraph()
    qtbot.addWidget(graph)
    shared = Chances(2, False, (0, 1), (Point(0, 0, 0, (0.6, 0.4)), Point(1, None, 2, (0.5, 0.5))), ())
    graph.show_chances(shared, NAMES)
    assert graph.accessibleDescription() == ("Chances of winning over 1 turn. At the start: Aurelia 60%, "
                                             "Bartholomew 40%. Aurelia and Bartholomew shared the victory.")
    graph.grab()                                 # paints with no swing at all
    graph.show_chances(chances(final_round(EMBARGO)), NAMES)
    assert graph.accessibleDescription().endswith(" Aurelia won.")


def games_alive() -> int:
    """The engine games alive once pending deletions and cycles are collected (``Game`` takes no
    weak reference: they are counted)."""
    settle()
    return sum(1 for o in gc.get_objects() if isinstance(o, Game))


@pytest.mark.slow
def test_a_finished_computation_keeps_no_copy_of_the_game(qtbot: QtBot) -> None:
    """Each end-of-game dialog's computation works on a copy of the game; once it has drawn the
    chances and the dialog is closed, the copy is gone (it was kept for the app's life)."""
    model = model_at(scenes.finished_game(3, 3))
    before = games_alive()
    for _ in range(3):
        dialog = EndGameDialog(model)      # its computation answers on a later turn of the loop
        with qtbot.waitSignal(dialog.graph.ready, timeout=10_000):
            dialog.show()
        dialog.close()
        dialog.deleteLater()
    qtbot.waitUntil(lambda: wingraph.running() == 0, timeout=5000)
    assert games_alive() == before


@pytest.mark.slow
def test_a_shown_graph_keeps_no_copy_of_the_game(qtbot: QtBot) -> None:
    """The chances drawn need no game: the copy goes as soon as they are worked out."""
    game = scenes.finished_game(2, 3)
    before = games_alive()
    graph = WinGraph()
    qtbot.addWidget(graph)
    with qtbot.waitSignal(graph.ready, timeout=10_000):
        graph.compute(game, NAMES)
    qtbot.waitUntil(lambda: wingraph.running() == 0, timeout=5000)
    assert graph.chances is not None
    assert games_alive() == before
