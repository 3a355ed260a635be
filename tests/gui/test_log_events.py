"""The table's log is built from the engine's events, never from its text: each event's public
line and, for each person allowed, its private line, rendered with the table's words; saves keep
the sentences, and a loaded game renders its event lines anew from the replayed game's events."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from civgui.play.model import EVENT_KINDS, GameModel, LogEntry
from civgui.play.words import TableWords
from civgui.services.storage import SeatConfig, load_save
from engine import Game
from engine.words import Card, Seat, Sentence, register
from tests.engine.test_v1_saves import DATA, EXPECTED

CIVGUI = Path(__file__).parent.parent.parent / "civgui"
register({"gui.test_reason": "{Seat} might have {card}"})


def _hot_seat(players: int, seed: int, setup: str = "classic", teams: bool = False) -> GameModel:
    """A game played to its end by two people (hot seat) and AI seats, with random actions."""
    names = ["alice", "Bob", "Carol", "dave"][:players]
    kinds = ["human", "medium", "human", "easy"][:players]
    model = GameModel(autosave=False)
    model.load_game(Game.new(players, seed, setup, teams), [SeatConfig(n, k) for n, k in zip(names, kinds)])
    rng = random.Random(seed)
    while not model.over:
        seat = model.to_move
        assert seat is not None
        action = rng.choice(model.legal_actions())
        if model.is_human(seat):
            model.lift_cover()
            assert model.submit(action)
        else:
            reason = Sentence("gui.test_reason", {"seat": Seat((seat + 1) % players), "card": Card("SCI1")})
            assert model.submit_ai(seat, action, reason)
    return model


def _game(model: GameModel) -> Game:
    game = model.game_copy()
    assert game is not None
    return game


@pytest.mark.parametrize(("players", "setup", "teams"), [(3, "classic", False), (4, "draft", True)])
def test_the_log_of_a_hot_seat_game_is_its_events_in_the_table_words(
        qtbot: object, monkeypatch: pytest.MonkeyPatch, players: int, setup: str, teams: bool) -> None:
    def no_text(_game: Game) -> list[str]:
        raise AssertionError("the GUI read the engine's English log")

    with monkeypatch.context() as patched:
        patched.setattr(Game, "log", property(no_text))
        model = _hot_seat(players, 7, setup, teams)
    game = _game(model)
    words = TableWords(model.names())
    assert words.seat(0) == "alice" and words.card("SCI2") == "Science II"
    public = [e for e in model.log if e.kind in ("event", "turn", "result")]
    assert [e.text for e in public] == [line.render(words) for event in game.events
                                        if (line := event.line()) is not None]
    assert [e.action for e in public] == game.log_actions()
    private = [(e.text, e.reader) for e in model.log if e.kind == "private"]
    wanted = [(said.render(words), reader) for event in game.events if event.actions
              for reader in sorted(set(event.visible_to or ())) if model.is_human(reader)
              if (said := event.private(reader)) is not None]
    assert private == wanted and private
    assert all(e.reader == e.seat for e in model.log if e.kind == "private")
    assert model.log[0].text.startswith("New game: ") and "seat" not in model.log[0].text
    assert model.log[1].text.startswith("alice draws ")                      # a name keeps its case
    reasons = [e for e in model.log if e.kind == "reason"]
    assert reasons and all(re.fullmatch(r"(Bob|dave): “(alice|Bob|Carol|dave) might have Science I”", e.text)
                           for e in reasons)
    for entry in model.log:
        said = entry.said()
        assert said is not None and said.render(words) == entry.text


def test_a_saved_game_renders_its_event_lines_anew_and_keeps_its_reasons(qtbot: object,
                                                                         tmp_path: Path) -> None:
    model = _hot_seat(3, 11)
    path = tmp_path / "game.civ.json"
    model.save_file(path)
    data = json.loads(path.read_text())
    entries = data["log"]["entries"]
    turn = next(i for i, e in enumerate(entries) if e["kind"] == "turn" and e["action"] > 0)
    entries[turn]["text"] = "edited"                      # an event line: rendered anew from the events
    reason = next(i for i, e in enumerate(entries) if e["kind"] == "reason")
    entries[reason]["sentence"]["params"]["reason"] = "a plain reason"     # a reason: kept as saved
    path.write_text(json.dumps(data))
    loaded = GameModel(autosave=False)
    loaded.load_saved(load_save(path))
    assert loaded.log[turn] == model.log[turn]
    assert loaded.log[reason].text.endswith("“a plain reason”")
    others = [i for i in range(len(model.log)) if i != reason]
    assert [loaded.log[i] for i in others] == [model.log[i] for i in others]


def test_saved_entries_that_do_not_match_the_events_are_kept_as_they_are(qtbot: object,
                                                                         tmp_path: Path) -> None:
    model = _hot_seat(2, 3)
    path = tmp_path / "game.civ.json"
    model.save_file(path)
    data = json.loads(path.read_text())
    entries = data["log"]["entries"]
    first = next(i for i, e in enumerate(entries) if e["kind"] == "event" and e["action"] > 0)
    entries[first]["kind"] = "private"
    entries[first]["reader"] = entries[first]["seat"]
    path.write_text(json.dumps(data))
    loaded = GameModel(autosave=False)
    loaded.load_saved(load_save(path))
    assert loaded.log[first].kind == "private" and loaded.log[first].text == model.log[first].text


def test_the_version_1_gui_save_loads_with_its_entries_rendered_from_the_events(qtbot: object) -> None:
    saved = load_save(DATA / "gui-seats.civ.json")
    model = GameModel(autosave=False)
    model.load_saved(saved)
    assert [[e.text, e.seat, e.kind, e.reader] for e in model.log] == EXPECTED["gui-seats"]["entries"]
    assert all(e.said() is not None for e in model.log if e.kind in EVENT_KINDS)   # rebuilt, not copied
    assert all(e.said() is None for e in model.log if e.kind == "reason")           # kept as saved


def test_an_ai_reason_is_a_sentence_in_the_table_words_or_a_plain_text_as_is(qtbot: object) -> None:
    model = GameModel(autosave=False)
    model.load_game(Game.new(2, 4), [SeatConfig("Ann", "human"), SeatConfig("Zed", "easy")])
    while model.to_move == 0:
        model.submit(model.legal_actions()[0])
    said = Sentence("gui.test_reason", {"seat": Seat(0), "card": Card("SCI1")})
    assert model.submit_ai(1, model.legal_actions()[0], said)
    entry = next(e for e in reversed(model.log) if e.kind == "reason")
    assert entry.text == "Zed: “Ann might have Science I”"
    assert Sentence.from_json(entry.sentence) == Sentence("gui.reason", {"seat": Seat(1), "reason": said})
    assert model.submit_ai(1, model.legal_actions()[0], "seat 0 has SCI1")
    entry = next(e for e in reversed(model.log) if e.kind == "reason")
    assert entry.text == "Zed: “seat 0 has SCI1”"


def test_the_gui_never_reads_the_engine_text() -> None:
    """No regex, no ``readable`` and no engine log in the code of the table's log."""
    text_surgery = re.compile(r"\breadable\(|^import re$|^from re import|\bre\.\w+\(|\bgame\.log\b", re.M)
    for name in ("play/model.py", "table/listmodels.py"):
        assert not text_surgery.findall((CIVGUI / name).read_text()), name
    assert not re.findall(r"\breadable\(|\bre\.\w+\(", (CIVGUI / "services" / "storage.py").read_text())
    assert LogEntry("x").said() is None
