""""What would Hard do?": the hint in the window, off the GUI thread, dropped when stale, counted,
saved, and never shown under the hot-seat cover."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.dialogs import DecisionDialog, MarkerDialog
from civgui.dialogs.hint import HintPanel, HintService, chain_phrase, hint_phrase, hint_text, point_at
from civgui.dialogs.pile import PileDialog
from civgui.media.resources import card_name, domain_name
from civgui.play.model import GameModel
from civgui.review.endgame import EndGameDialog
from civgui.services.storage import GameConfig, autosave_path, load_save, save_text
from engine import Game

from .conftest import model_at

FAST = 200        # search iterations in these tests (the window's hint uses more)


def _game() -> Game:
    return scenes.played_game(2, seed=4, actions=20)


def _service(model: GameModel, iterations: int = FAST) -> HintService:
    return HintService(model, model, iterations=iterations)


def _wait_shown(qtbot: QtBot, service: HintService) -> None:
    qtbot.waitUntil(lambda: service.suggestion is not None, timeout=20_000)


def _settle(qtbot: QtBot, service: HintService) -> None:
    """Let the worker finish and its answer (if any) arrive."""
    service._pool.waitForDone()
    qtbot.wait(10)


def test_hint_shown_with_its_reason_legal_and_counted(qtbot: QtBot, window: MainWindow) -> None:
    window.hints.iterations = FAST
    window.model.load_game(_game(), scenes.seats(2, (0,), "easy"))
    panel = window.hint_panel
    assert panel.button.isVisible() and panel.button.isEnabled() and panel.isHidden()
    assert window.suggest_action.shortcut() == QKeySequence("H")
    window.activateWindow()
    QTest.keyClick(window.hand, Qt.Key.Key_H)
    _wait_shown(qtbot, window.hints)
    hint = window.hints.suggestion
    assert hint is not None and hint.seat == 0
    assert window.model.is_legal(hint.action)
    assert panel.text.text() == hint_phrase(window.model, hint.action)
    assert panel.why.text() == f"Why: “{hint.reason.render(window.model.words())}”"
    assert panel.accessibleDescription() == hint_text(window.model, hint)
    assert panel.isVisible() and panel.box.isVisible()
    assert window.model.hints_used == [1, 0]
    window.hints.request()               # the same decision: shown already, not counted again
    assert window.model.hints_used == [1, 0]
    assert panel.play_button.isVisible()
    assert panel.play_button.text() == "Do it"      # fits every suggestion: a card, an effect, the end
    assert panel.play_button.toolTip() == "Make the choice Hard suggests"
    action = hint.action
    assert panel.play()                  # "Do it" makes the move
    game = window.model.game_copy()
    assert game is not None and game.history[-1] == action
    assert window.hints.suggestion is None and panel.isHidden() and not panel.why.isVisible()


def test_the_event_loop_runs_while_hard_thinks(qtbot: QtBot) -> None:
    model = model_at(_game())
    service = _service(model, iterations=6000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)   # earlier tests' leftovers
    QCoreApplication.processEvents()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    before: list[int] = []      # the ticks counted when the answer arrived
    service.shown.connect(lambda _hint: before.append(len(ticks)))
    assert service.request()
    assert service.state == "thinking" and not ticks    # request returned at once
    _wait_shown(qtbot, service)
    timer.stop()
    assert before and before[0] >= 5, "the GUI thread was blocked while the hint was computed"


@pytest.mark.parametrize("change", ["action", "undo", "new game", "cover"])
def test_an_answer_for_a_decision_that_changed_is_dropped(qtbot: QtBot, change: str) -> None:
    game = _game()
    humans = (0, 1) if change == "cover" else (0,)
    model = model_at(game, humans)
    if change == "cover":
        model.lift_cover()
    service = _service(model, iterations=2000)
    if change == "undo":
        model.submit(model.legal_actions()[0])
        assert model.can_undo()
    assert service.request()
    if change == "action":
        model.submit(model.legal_actions()[0])
    elif change == "undo":
        assert model.undo()
    elif change == "new game":
        model.load_game(_game(), scenes.seats(2, (0,), "easy"))
    else:
        while not model.covered:             # play on until the screen passes to the other person
            model.submit(model.legal_actions()[-1])
    _settle(qtbot, service)
    assert service.suggestion is None and service.state == "idle"
    assert model.hints_used == [0, 0]
    if change == "action":      # asked again at once, the new decision gets its own hint
        assert model.human_to_move()
        assert service.request()
        _wait_shown(qtbot, service)
        hint = service.suggestion
        assert hint is not None and model.is_legal(hint.action) and model.hints_used == [1, 0]


def test_asking_again_while_a_stale_search_runs_gets_the_new_decision(qtbot: QtBot) -> None:
    model = model_at(_game())
    service = _service(model, iterations=2000)
    assert service.request()
    model.submit(model.legal_actions()[0])
    assert service.request()           # queued behind the stale search, which is dropped
    _wait_shown(qtbot, service)
    hint = service.suggestion
    assert hint is not None and model.is_legal(hint.action)
    _settle(qtbot, service)
    assert model.hints_used == [1, 0]


def test_no_hint_under_the_hot_seat_cover(qtbot: QtBot) -> None:
    model = model_at(_game(), (0, 1))
    assert model.covered
    service = _service(model)
    panel = HintPanel(service, model)
    qtbot.addWidget(panel)
    assert not service.request() and service.why_not() is not None
    assert panel.isHidden()
    model.lift_cover()
    assert not panel.isHidden()
    assert service.request()
    _wait_shown(qtbot, service)
    assert panel.text.text()
    while not model.covered:
        model.submit(model.legal_actions()[-1])
    assert panel.isHidden() and service.suggestion is None and panel.text.text() == panel.why.text() == ""


def test_the_window_hides_the_hint_when_an_ai_is_to_move(qtbot: QtBot, window: MainWindow) -> None:
    window.model.load_game(scenes.played_game(2, seed=4, actions=20), scenes.seats(2, (1,), "easy"))
    assert window.model.to_move == 0 and not window.model.human_to_move()
    button = window.hint_panel.button      # greyed, in its place: the prompt row never jumps
    assert button.isVisible() and not button.isEnabled() and not window.suggest_action.isEnabled()


def test_a_closed_window_leaves_no_hint_worker(qtbot: QtBot) -> None:
    win = MainWindow(GameModel(autosave=False), pace=0.0, end_dialog=False)
    win.driver.set_paused(True)
    qtbot.addWidget(win)
    win.model.load_game(_game(), scenes.seats(2, (0,), "easy"))
    win.hints.iterations = 3000
    assert win.hints.request()
    win.close()
    assert win.hints._pool.activeThreadCount() == 0
    qtbot.wait(10)
    assert win.hints.suggestion is None and win.model.hints_used == [0, 0]


def test_games_the_seat_cannot_tell_apart_give_the_same_hint(qtbot: QtBot) -> None:
    game = _game()
    world = game.determinize(0, random.Random(3))
    assert world.view(0) == game.view(0)
    assert world.state.hands[1] != game.state.hands[1] or world.state.deck != game.state.deck
    texts = []
    for g in (game, world):
        model = model_at(g)
        service = _service(model)
        service.request()
        _wait_shown(qtbot, service)
        hint = service.suggestion
        assert hint is not None
        texts.append(hint_text(model, hint))
    assert texts[0] == texts[1]


def test_hint_count_is_saved_and_loaded_and_kept_by_undo(qtbot: QtBot, tmp_path: Path) -> None:
    model = GameModel()          # with the autosave (in the test's data folder)
    model.load_game(_game(), scenes.seats(2, (0,), "easy"))
    service = _service(model)
    service.request()
    _wait_shown(qtbot, service)
    assert model.hints_used == [1, 0]
    assert load_save(autosave_path()).hints == [1, 0]      # the autosave has it at once
    model.submit(model.legal_actions()[0])
    model.undo()
    assert model.hints_used == [1, 0]                       # undo does not take a hint back
    path = tmp_path / "g.civ.json"
    model.save_file(path)
    again = GameModel(autosave=False)
    again.load_file(path)
    assert again.hints_used == [1, 0]
    resumed = GameModel(autosave=False)
    resumed.load_saved(load_save(autosave_path()))
    assert resumed.hints_used == [1, 0]
    again.new_game(GameConfig(seed=5))
    assert again.hints_used == [0, 0, 0]


def test_old_saves_load_with_no_hints_and_damaged_counts_are_refused(tmp_path: Path) -> None:
    game = _game()
    seats = scenes.seats(2, (0,), "easy")
    old = tmp_path / "old.civ.json"
    data = json.loads(save_text(game, seats, (), [2, 0]))
    assert data["hints"] == [2, 0]
    del data["hints"]
    old.write_text(json.dumps(data))
    model = GameModel(autosave=False)
    model.load_file(old)
    assert model.hints_used == [0, 0]
    for bad in (["1", 0], [-1, 0], [1], [1, 0, 0], [True, 0], 3, {"0": 1}, [1.5, 0]):
        data["hints"] = bad
        broken = tmp_path / "broken.civ.json"
        broken.write_text(json.dumps(data))
        with pytest.raises(ValueError, match="hint counts"):
            load_save(broken)


def test_the_end_dialog_says_who_asked_for_hints(qtbot: QtBot) -> None:
    model = model_at(scenes.finished_game())
    dialog = EndGameDialog(model)
    qtbot.addWidget(dialog)
    assert dialog.hints_used.isHidden()
    model.hints_used[0] = 3
    dialog.retranslate()
    assert not dialog.hints_used.isHidden()
    assert dialog.hints_used.text() == f"{model.seat_name(0)} asked “What would Hard do?” 3 times."


def test_a_decision_dialog_has_its_own_hint(qtbot: QtBot, window: MainWindow) -> None:
    window.hints.iterations = FAST
    model = window.model
    model.load_game(scenes.effect_game(), scenes.seats(3))
    with qtbot.waitSignal(window.router.dialogOpened, timeout=2000) as blocker:
        window.effects.buttons["inquisition"].click()
    dialog = blocker.args[0]
    panels = dialog.findChildren(HintPanel)
    assert len(panels) == 1
    panel = panels[0]
    assert not panel.isHidden() and panel.button.shortcut() == QKeySequence("H")
    panel.button.click()
    _wait_shown(qtbot, window.hints)
    hint = window.hints.suggestion
    assert hint is not None and hint.action.startswith("target ") and model.is_legal(hint.action)
    assert panel.text.text() == hint_phrase(model, hint.action)
    assert window.hints.chain == [hint]             # the target shows the pooled hands: no further
    assert dialog.chosen_actions() == [hint.action]     # the suggested target is chosen
    assert panel.play_button.isHidden()             # the dialog's own controls make the choice
    assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())


def test_the_window_offers_no_hint_under_the_cover(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    model.load_game(_game(), scenes.seats(2, (0, 1), "easy"))
    assert model.covered
    assert not window.suggest_action.isEnabled() and not window.hint_panel.button.isEnabled()
    window.suggest_action.trigger()
    assert window.hints.state == "idle" and model.hints_used == [0, 0]
    model.lift_cover()
    assert window.suggest_action.isEnabled() and window.hint_panel.button.isEnabled()


def test_the_suggested_card_or_button_gets_the_focus(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    model.load_game(scenes.effect_game(), scenes.seats(3))
    assert point_at("use inquisition", window.hand, window.draft, window.effects)
    assert window.effects.buttons["inquisition"].hasFocus()
    assert point_at("end", window.hand, window.draft, window.effects)
    assert window.effects.end_button.hasFocus()
    model.load_game(_game(), scenes.seats(2, (0,), "easy"))
    card = window.hand.tokens[-1]
    assert point_at(f"play {card}", window.hand, window.draft, window.effects)
    assert window.hand.hasFocus() and window.hand.tokens[window.hand.cursor_index] == card
    missing = next(k for k in ("UTO3", "MIL3", "SCI3") if k not in window.hand.tokens)
    assert not point_at(f"play {missing}", window.hand, window.draft, window.effects)
    model.load_game(Game.new(2, seed=1, setup="draft"), scenes.seats(2, (0, 1), "easy"))
    model.lift_cover()
    qtbot.waitUntil(window.draft.packet.isVisible, timeout=2000)
    kept = window.draft.packet.tokens[1]
    assert point_at(f"keep {kept}", window.hand, window.draft, window.effects)
    packet = window.draft.packet
    assert packet.hasFocus() and packet.tokens[packet.cursor_index] == kept


# (actions from the effects position, the verbs of the dialog's whole decision)
WHOLE = [(("use democracy",), ["target", "domain"]), (("use embargo",), ["target", "domain"]),
         (("use inquisition", "target 1"), ["give"] * 3), (("use republic",), ["take"] * 2),
         (("use attack",), ["domain"])]


@pytest.mark.slow
@pytest.mark.parametrize(("actions", "verbs"), WHOLE)
def test_a_dialogs_hint_covers_its_whole_decision_and_is_chosen_in_it(
        qtbot: QtBot, window: MainWindow, actions: tuple[str, ...], verbs: list[str]) -> None:
    window.hints.iterations = FAST
    model = window.model
    model.load_game(scenes.effect_game(*actions), scenes.seats(3))
    qtbot.waitUntil(lambda: window.router.dialog is not None, timeout=2000)
    dialog = window.router.dialog
    assert isinstance(dialog, (DecisionDialog, PileDialog))
    panel = dialog.findChildren(HintPanel)[0]
    panel.button.click()
    assert window.hints.state == "thinking" and panel.text.text() == "Hard is thinking…"
    _wait_shown(qtbot, window.hints)
    chain = [h.action for h in window.hints.chain]
    assert [a.split()[0] for a in chain] == verbs
    assert panel.text.text() == chain_phrase(model, chain)
    last = window.hints.chain[-1].reason     # the reason of the choice that completes the decision
    assert panel.why.text() == f"Why: “{last.render(model.words())}”"
    assert "more to give" not in panel.why.text()
    if verbs == ["target", "domain"]:
        seat, domain = int(chain[0].split()[1]), chain[1].split()[1]
        assert panel.text.text() == f"Hard would choose {model.seat_name(seat)}'s {domain_name(domain)}."
    elif verbs[0] in ("give", "take"):
        names = [card_name(a.split()[1]) for a in chain]
        listed = ", ".join(names[:-1]) + " and " + names[-1]
        assert listed in panel.text.text()
        count = dialog.findChild(QLabel, "giveCount" if verbs[0] == "give" else "takeCount")
        assert count is not None and count.text() == f"Chosen {len(chain)} of {len(chain)}"
    assert sorted(dialog.chosen_actions()) == sorted(chain)     # pre-selected: Confirm makes it
    assert model.hints_used == [1, 0, 0]
    start = model.history_length
    dialog.confirm.click()
    game = model.game_copy()
    assert game is not None and sorted(game.history[start:]) == sorted(chain)


def test_a_dialogs_hint_for_a_decision_that_changed_is_dropped(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use democracy"), (0,))
    service = _service(model, iterations=2000)
    assert service.request(whole=True)
    model.submit(model.legal_actions()[0])           # the target is chosen while Hard thinks
    _settle(qtbot, service)
    assert service.chain == [] and service.state == "idle" and model.hints_used == [0, 0, 0]


def test_asking_for_the_whole_decision_after_its_first_choice_counts_one_hint(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use democracy"), (0,))
    service = _service(model)
    assert service.request()
    _wait_shown(qtbot, service)
    assert len(service.chain) == 1 and not service.whole
    assert service.request(whole=True) and service.state == "thinking"     # a dialog asks for it all
    qtbot.waitUntil(lambda: len(service.chain) == 2, timeout=20_000)
    assert service.whole and model.hints_used == [1, 0, 0]
    assert service.request() and len(service.chain) == 2       # the whole answer serves both


def test_a_dialog_chooses_any_suggestion_it_offers_and_refuses_others(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use democracy"), (0,))
    dialog = MarkerDialog(model)
    qtbot.addWidget(dialog)
    domain = next(a for a in model.legal_after(["target 2"]) if a.startswith("domain "))
    assert dialog.chosen_actions() != ["target 2", domain]        # not the options checked at first
    assert dialog.preselect(["target 2", domain]) and dialog.chosen_actions() == ["target 2", domain]
    assert not dialog.preselect(["target 1"]) and not dialog.preselect(["target 0", domain])
    assert dialog.chosen_actions() == ["target 2", domain]        # a refused suggestion changes nothing
