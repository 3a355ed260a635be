"""Saves (to_json/from_json), determinism, determinize, events and the Qt-free rule."""

from __future__ import annotations

import ast
import json
import pathlib
import random
from collections import Counter

import pytest

import civgui
from engine import Game
from engine.cards import KIND_AGE

from .helpers import game, play, tab


def _play(g: Game, rng: random.Random, plies: int) -> None:
    for _ in range(plies):
        if g.over:
            return
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.slow
@pytest.mark.parametrize(
    "players,setup,teams", [(2, "classic", False), (3, "draft", False), (4, "draft", True)])
def test_save_load_continues_identically_even_mid_effect(players: int, setup: str, teams: bool) -> None:
    saved_mid_effect = 0
    for seed in range(25):
        g = Game.new(players, seed, setup, teams)
        rng = random.Random(seed)
        _play(g, rng, 5 + seed * 7)
        text = g.to_json()
        h = Game.from_json(text)
        saved_mid_effect += "pending" in g.view(0) or g.view(0)["step"] == "draft"
        assert h.history == g.history and h.log == g.log
        assert h.to_json() == text
        tail = random.Random(seed + 99)
        while not g.over:
            assert h.legal_actions() == g.legal_actions()
            assert h.view(g.to_move) == g.view(g.to_move)
            action = tail.choice(g.legal_actions())
            assert h.apply(action) == g.apply(action)
        assert h.result == g.result
    assert saved_mid_effect > 0


def test_a_save_holds_the_versions_the_origin_and_the_history_and_nothing_of_the_core() -> None:
    g = Game.new(3, 8, "draft")
    _play(g, random.Random(8), 40)
    data = json.loads(g.to_json())
    assert data == {"format": "civ-save", "version": 2, "app": civgui.__version__,
                    "origin": {"new": {"players": 3, "seed": 8, "setup": "draft", "teams": False}},
                    "history": g.history}
    p = Game.from_position(g.position() if "pending" not in g.view(0) else {"players": 2})
    assert set(json.loads(p.to_json())["origin"]) == {"position"}


def test_bad_save_files_are_refused_with_a_clear_message() -> None:
    g = Game.new(2, 3)
    _play(g, random.Random(3), 30)
    text = g.to_json()
    with pytest.raises(ValueError, match="truncated"):
        Game.from_json(text[: len(text) // 2])
    with pytest.raises(ValueError, match="not a CIV save"):
        Game.from_json(json.dumps({"hello": "world"}))
    data = json.loads(text)
    for version in (99, 0, True, "2", 2.0, None):
        data["version"] = version
        with pytest.raises(ValueError, match=f"version {version!r} is not supported"):
            Game.from_json(json.dumps(data))
    data = json.loads(text)
    data["history"][-1] = "play UTO3" if data["history"][-1] != "play UTO3" else "play MIL1"
    with pytest.raises(ValueError, match="inconsistent save: action 30"):
        Game.from_json(json.dumps(data))
    for key in ("history", "origin", "app"):
        data = json.loads(text)
        del data[key]
        with pytest.raises(ValueError, match=f"'{key}' is missing"):
            Game.from_json(json.dumps(data))
    for key in ("state", "log", "x"):                  # the core's slots are not part of a save
        data = dict(json.loads(text), **{key: []})
        with pytest.raises(ValueError, match=f"unknown field '{key}'"):
            Game.from_json(json.dumps(data))


@pytest.mark.parametrize("app", [None, 2, "", "x" * 41, "0.1\n", ["0.1.0"]])
def test_a_save_whose_app_version_is_not_a_short_text_is_refused(app: object) -> None:
    data = json.loads(Game.new(2, 1).to_json())
    data["app"] = app
    with pytest.raises(ValueError, match="'app' must be the version of the app"):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("history,message", [
    ("end", "'history' must be a list of actions"),
    ([1], "'history' must be a list of actions"),
    (["end"] * 100_001, "holds 100001 actions, more than any game"),
    (["play " + "X" * 100], "action 1 .* is not an action"),
    (["fly"], "inconsistent save: action 1 .*not an action"),
])
def test_a_save_whose_history_is_not_a_list_of_actions_is_refused(history: object, message: str) -> None:
    data = json.loads(Game.new(2, 1).to_json())
    data["history"] = history
    with pytest.raises(ValueError, match=message) as info:
        Game.from_json(json.dumps(data))
    assert len(str(info.value)) < 300


def test_a_determinized_copy_saves_its_position_between_actions_and_not_mid_effect_or_draft() -> None:
    g = Game.new(3, 9)
    rng = random.Random(9)
    while "pending" in g.view(0) or len(g.history) < 50:
        g.apply(rng.choice(g.legal_actions()))
    d = g.determinize(1, random.Random(4))
    h = Game.from_json(d.to_json())
    assert h.position() == d.position() != g.position()      # the copy's own deal, not the real one
    assert h.history == [] and h.legal_actions() == d.legal_actions() and h.view(None) == g.view(None)
    # (a position does not hold what seats know of other hands: h.view(1) shows them hidden)
    mid = game(3, step="effects", hands=[["MIL1"], ["SCI1", "SCI2"], ["ART1"]],
               tableaus=[tab("REL1"), {}, {}])
    play(mid, "use inquisition")
    assert Game.from_json(mid.to_json()).history == mid.history      # the real game saves mid-effect
    with pytest.raises(ValueError, match="cannot be saved in the middle of an effect: it is a determinized"):
        mid.determinize(0, random.Random(1)).to_json()
    draft = Game.new(3, 2, "draft")
    with pytest.raises(ValueError, match="cannot be saved during the draft: it is a determinized"):
        draft.determinize(0, random.Random(1)).to_json()
    assert d.clone().view(1) == g.view(1)          # still a full game for the search
    data = json.loads(g.to_json())
    data["origin"] = None
    with pytest.raises(ValueError, match="no origin"):
        Game.from_json(json.dumps(data))


def test_same_seed_and_actions_give_the_same_game_whatever_the_global_random() -> None:
    def run(disturb: bool) -> tuple[list[str], list[str], object]:
        g = Game.new(3, 42, "draft")
        chooser = random.Random(7)
        while not g.over:
            if disturb:
                random.seed(random.random())
                random.random()
            g.apply(chooser.choice(g.legal_actions()))
        return g.history, g.log, g.result
    assert run(False) == run(True)
    assert Game.new(2, 5).view(0) == Game.new(2, 5).view(0)
    assert Game.new(2, 5).position() != Game.new(2, 6).position()


def test_determinize_keeps_the_view_and_the_legal_actions_and_redeals_hidden_cards() -> None:
    for players, setup in ((2, "classic"), (3, "draft"), (4, "classic")):
        g = Game.new(players, 17, setup)
        _play(g, random.Random(1), 9 if setup == "draft" else 60)
        seat = g.to_move
        assert seat is not None
        decks = set()
        for i in range(20):
            d = g.determinize(seat, random.Random(i))
            assert d.view(seat) == g.view(seat)
            assert d.legal_actions() == g.legal_actions()
            deck = d.state.deck
            assert [KIND_AGE[k] for k in deck] == [KIND_AGE[k] for k in g.state.deck]
            decks.add(tuple(deck))
            for s in range(players):
                if s != seat:
                    assert Counter(KIND_AGE[k] for k in range(15) for _ in range(d.state.hands[s][k])) == \
                        Counter(KIND_AGE[k] for k in range(15) for _ in range(g.state.hands[s][k]))
        assert len(decks) > 10, "hidden cards do not vary across samples"


def test_determinize_mid_effect_and_known_cards_stay_put() -> None:
    g = game(3, step="effects", hands=[["MIL1"], ["SCI1", "SCI2"], ["ART1", "ART2"]],
             tableaus=[tab("REL1", "UTO3"), {}, {}])
    play(g, "use inquisition", "target 1", "give MIL1")
    for i in range(10):
        d = g.determinize(0, random.Random(i))
        assert d.view(0) == g.view(0)
        assert d.legal_actions() == g.legal_actions()
    play(g, "give SCI2")
    for i in range(10):
        d = g.determinize(0, random.Random(i))
        assert d.state.hands[1] == g.state.hands[1]      # seat 0 knows this hand exactly
        assert d.view(0) == g.view(0)
    d = g.determinize(2, random.Random(1))
    assert d.view(2) == g.view(2)


def test_apply_returns_events_with_what_moved_and_who_sees_it() -> None:
    g = game(hands=[["SCI1"], []], tableaus=[{}, tab("ART1")], deck=["UTO3"] * 10)
    events = g.apply("play SCI1")
    assert [e.to_dict() for e in events] == [{"type": "play", "seat": 0, "card": "SCI1", "from": "hand",
                                              "to": "tableau", "extra": False}]
    dicts = [e.to_dict() for e in g.apply("end")]
    draw = next(e for e in dicts if e["type"] == "draw")
    assert draw["count"] == 3 and draw["visible_to"] == [0]
    assert any(e["type"] == "turn" and e["seat"] == 1 for e in dicts)
    assert "Seat 0 draws 3 cards." in g.log and not any("UTO3" in line for line in g.log[-3:])


def test_nothing_under_engine_imports_qt() -> None:
    root = pathlib.Path(__file__).resolve().parents[2] / "engine"
    banned = {"PySide6", "PyQt5", "PyQt6", "shiboken6", "civgui"}
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in banned, f"{path} imports {name}"
