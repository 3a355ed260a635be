"""GameModel without widgets: submit, signals, refusals with the engine's reason, look-ahead
on copies, prompts, list-model adapters, save/load and the autosave."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from civgui.devtools import scenes
from civgui.play.model import GameModel
from civgui.services.storage import GameConfig, SeatConfig, autosave_path, read_save
from civgui.table.listmodels import DiscardListModel, HandListModel, LogListModel
from engine import Game
from engine.events import Event

from .conftest import model_at, seen


def test_new_game_defaults_to_you_against_two_medium_ais(qtbot: QtBot) -> None:
    model = GameModel(autosave=False)
    with qtbot.waitSignal(model.gameStarted, timeout=1000):
        model.new_game(GameConfig(seed=4))
    assert model.players == 3
    assert [s.kind for s in model.seats] == ["human", "medium", "medium"]
    assert model.viewer == 0
    assert seen(model)["hands"][0][0][0] != "?"


def test_submit_emits_signals_and_changes_the_game(qtbot: QtBot) -> None:
    model = model_at(Game.from_position(scenes.team_position()))
    applied: list[tuple[int, str, list[Event]]] = []
    model.actionApplied.connect(lambda seat, action, events: applied.append((seat, action, events)))
    with qtbot.waitSignals([model.changed, model.logAppended], timeout=1000):
        assert model.submit("play SCI2")
    assert applied[0][:2] == (0, "play SCI2")
    assert applied[0][2][0].kind == "play"
    assert seen(model)["tableaus"][0]["SCI"][-1] == "SCI2"
    assert model.step() == "effects"
    assert any("Player plays Science II" in e.text for e in model.log)


def test_illegal_action_is_refused_with_the_engine_reason(qtbot: QtBot) -> None:
    model = model_at(Game.from_position(scenes.team_position()))
    before = model.history_length
    with qtbot.waitSignal(model.refused, timeout=1000) as blocker:
        assert not model.submit("play MIL1")
    action, reason = blocker.args
    assert action == "play MIL1"
    assert reason == "play Military I: Military is under Embargo this turn"   # in the table's words
    assert model.history_length == before
    assert str(model.why_not("play MIL1")) == "Military is under Embargo this turn"
    assert model.why_not("use purge") is not None


def test_the_prompt_names_embargoed_domains_and_the_final_round(qtbot: QtBot) -> None:
    model = model_at(Game.from_position(scenes.team_position()))
    assert "Military under Embargo this turn" in model.prompt()
    final = Game.from_position({"players": 2, "step": "effects", "deck": [], "final_round": True,
                                "hands": [["SCI1"], []], "tableaus": [{"MIL": ["MIL1"]}, {}]})
    model = model_at(final)
    assert "No refill: this is the final round." in model.prompt()


def test_verbs_and_prompts_follow_the_pending_decision(effects_model: GameModel) -> None:
    model = effects_model
    assert model.hand_verb() is None and model.tableau_verb() is None
    assert "step 2" in model.prompt()
    model.submit("use purge")
    assert model.hand_verb() == "discard"
    assert "Purge" in model.prompt() and "2 left" in model.prompt()
    model.submit("discard MIL2")
    model.submit("discard REL1")
    model.submit("use development")
    assert model.tableau_verb() == "remove"
    assert model.hand_verb() is None
    model.submit("remove ECO1")
    assert model.hand_verb() == "play"


def test_look_ahead_runs_on_a_copy(effects_model: GameModel) -> None:
    model = effects_model
    model.submit("use attack")
    history = model.history_length
    events = model.preview(["domain SCI"])
    assert any(e.kind == "discard" and e.seat == 1 for e in events)
    assert model.legal_after(["domain SCI"])
    assert model.preview(["domain XYZ"]) == []
    assert model.history_length == history
    pend = model.pending()
    assert pend is not None and pend["stage"] == "domain"


def test_hegemony_need_counts_democracy_cards(effects_model: GameModel) -> None:
    assert effects_model.hegemony_need(0, "UTO") == 8
    assert effects_model.hegemony_need(0, "MIL") == 7
    assert effects_model.thresholds() == (3, 5)


def test_list_models_follow_the_game(effects_model: GameModel) -> None:
    model = effects_model
    hand, pile, log = HandListModel(model), DiscardListModel(model), LogListModel(model)
    assert hand.rowCount() == 4 and pile.rowCount() == 10
    model.submit("use assassination")
    model.submit("discard ART3")
    assert hand.rowCount() == 3
    assert pile.tokens()[-1] == "ART3"
    texts = [e.text for e in log.entries()]
    assert "Player discards Culture III from their hand." in texts
    assert log.rowCount() >= len(texts)


def test_ai_reason_and_private_draws_are_logged(qtbot: QtBot) -> None:
    model = model_at(scenes.effect_game("use purge", "discard MIL2", "discard REL1"))
    model.submit("end")
    assert any(e.kind == "private" and e.text.startswith("You draw ") for e in model.log)
    assert not model.submit(model.legal_actions()[0], reason="it looked good")  # an AI seat's turn
    assert model.submit_ai(1, model.legal_actions()[0], reason="it looked good")
    assert any(e.kind == "reason" and "it looked good" in e.text and e.text.startswith("Aurelia")
               for e in model.log)


def test_save_and_load_round_trip(tmp_path: Path, effects_model: GameModel, qtbot: QtBot) -> None:
    model = effects_model
    model.submit("use inquisition")
    path = tmp_path / "mid-effect.civ.json"
    model.save_file(path)
    other = GameModel(autosave=False)
    other.load_file(path)
    assert other.legal_actions() == model.legal_actions()
    assert other.seats == model.seats
    assert other.pending() == model.pending()


def test_autosave_after_every_action(data_dir: Path, qtbot: QtBot) -> None:
    model = GameModel(autosave=True)
    model.new_game(GameConfig(seats=[SeatConfig("Ann"), SeatConfig("Bob", "easy")], seed=3))
    action = model.legal_actions()[0]
    model.submit(action)
    game, seats = read_save(autosave_path())
    assert game.history == [action]
    assert [s.name for s in seats] == ["Ann", "Bob"]


@pytest.mark.parametrize("text, message", [
    ("not json", "not a CIV save"),
    (json.dumps({"format": "other"}), "not a CIV save"),
    (json.dumps({"format": "civgui-save", "version": 99}), "version"),
    (json.dumps({"format": "civgui-save", "version": 1, "seats": [], "game": "{}"}), None),
])
def test_bad_save_files_are_refused(tmp_path: Path, text: str, message: str | None, qtbot: QtBot) -> None:
    path = tmp_path / "bad.civ.json"
    path.write_text(text)
    with pytest.raises(ValueError, match=message):
        GameModel(autosave=False).load_file(path)


def test_step_two_tells_the_refill_religion_will_give(qtbot: QtBot) -> None:
    """Seat 0 holds Religion's level 1 without having used it: End turn refills to 5, and the
    prompt and the side panel say 5 (not the 3 of the hand limit before Holy Book applies)."""
    from civgui.table.centre import CentreStrip

    game = Game.from_position({"players": 2, "step": "effects", "hands": [["SCI1"], ["MIL1"]],
                               "tableaus": [{"REL": ["REL1", "REL1", "REL2"]}, {}]})
    model = model_at(game)
    strip = CentreStrip(model)
    qtbot.addWidget(strip)
    strip.refresh()
    assert seen(model)["hand_limit"] == 3 and seen(model)["refill_limit"] == 5
    assert "Then you refill to 5 cards." in model.prompt()
    assert strip.limit.text() == "Hand limit this turn: 5"
    model.submit("use holy-book")
    assert seen(model)["refill_limit"] == 5
    model.submit("end")
    assert seen(model)["hand_sizes"][0] == 5
