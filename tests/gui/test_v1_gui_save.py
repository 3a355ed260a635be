"""A GUI save of format version 1 (seats, the table's log entries) written by 954183b loads with
its seats and entries and continues exactly as it did then."""

from __future__ import annotations

from pathlib import Path

from civgui.services.storage import load_save
from tests.engine.test_v1_saves import DATA, EXPECTED, check_continues


def test_version_1_gui_save_loads_with_its_seats_and_continues() -> None:
    saved = load_save(DATA / "gui-seats.civ.json")
    assert [(s.name, s.kind) for s in saved.seats] == [
        ("Player", "human"), ("Aurelia", "medium"), ("Bartholomew", "medium")]
    expected = EXPECTED["gui-seats"]
    from civgui.play.model import LogEntry
    entries = saved.log_entries(LogEntry)
    assert entries is not None
    assert [[e.text, e.seat, e.kind, e.reader] for e in entries] == expected["entries"]
    check_continues(saved.game, expected)


def test_path_helper_is_the_fixture_folder() -> None:
    assert (Path(DATA) / "gui-seats.civ.json").is_file()
