"""The settings: defaults, typed values really written to settings.ini, damaged values giving the
defaults, prefs.json carried over once; the Settings dialog driven through its widgets (OK applies,
Cancel and Escape do not, Reset to defaults); the card size resizing the hand; the side panel's AI
speed and the Play menu's switch kept in step with the dialog."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.newgame import remembered_config
from civgui.dialogs.settingsdialog import KEYS, SettingsDialog
from civgui.services.settings import DEFAULTS, FILE, PACES, notifier, set_setting, setting
from civgui.services.storage import PREFS, SeatConfig
from civgui.table.hand import CARD_SCALES

from .conftest import model_at
from .test_layout import test_the_window_fits_and_its_controls_stay_in_view as fits_at

CHANGED: dict[str, Any] = {"app/language": "fr", "ai/pace": 1.2, "table/palette": "high-contrast",
                           "table/card_size": "large",
                           "table/animation": False, "sound/enabled": False, "play/confirm_reveals": False,
                           "sound/volume": 35,
                           "guide/enabled": False, "guide/seen": ["first-play"], "newgame/last": '{"a": 1}'}


def test_every_setting_starts_at_its_default() -> None:
    assert set(CHANGED) == set(DEFAULTS)
    for key, default in DEFAULTS.items():
        value = setting(key)
        assert value == default and type(value) is type(default), key


def test_values_are_written_to_the_file_and_read_back_with_their_types(data_dir: Path) -> None:
    for key, value in CHANGED.items():
        set_setting(key, value)
    text = (data_dir / FILE).read_text(encoding="utf-8")
    assert "pace=1.2" in text and "card_size=large" in text and "animation=false" in text
    fresh = QSettings(str(data_dir / FILE), QSettings.Format.IniFormat)
    assert fresh.value("table/card_size") == "large" and fresh.value("sound/enabled") == "false"
    for key, value in CHANGED.items():
        read = setting(key)
        assert read == value and type(read) is type(value), key
    set_setting("guide/seen", [])            # an empty list stays a list
    assert setting("guide/seen") == []


@pytest.mark.parametrize("key, value", [
    ("table/card_size", "huge"), ("ai/pace", -1.0), ("ai/pace", float("nan")), ("ai/pace", "fast"),
    ("ai/pace", True), ("table/animation", 1), ("guide/seen", [1]), ("guide/seen", "first-play"),
    ("table/palette", ""), ("no/such", 1)])
def test_a_bad_value_is_refused_and_nothing_is_stored(key: str, value: Any) -> None:
    with pytest.raises(ValueError):
        set_setting(key, value)
    if key in DEFAULTS:
        assert setting(key) == DEFAULTS[key]


def test_damaged_values_give_the_defaults_with_a_warning(data_dir: Path,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / FILE).write_text("[meta]\nmigrated=true\n[ai]\npace=fast\n[table]\nanimation=maybe\n"
                                 "card_size=huge\n[guide]\nseen=\"[[[\"\n[sound]\nenabled=false\n")
    with caplog.at_level(logging.WARNING):
        assert setting("ai/pace") == DEFAULTS["ai/pace"]
        assert setting("table/animation") is True
        assert setting("table/card_size") == "normal"
        assert setting("guide/seen") == []
        assert setting("sound/enabled") is False          # the sound value was fine
    warned = " ".join(r.getMessage() for r in caplog.records)
    for key in ("ai/pace", "table/animation", "table/card_size", "guide/seen"):
        assert f"setting {key} ignored" in warned


def test_prefs_json_is_carried_over_once_and_left_in_place(data_dir: Path, qtbot: QtBot) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    chosen = {"seats": [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "hard"}],
              "setup": "draft", "teams": False}
    old = json.dumps({"ai_pace": 1.2, "new_game": chosen})
    (data_dir / PREFS).write_text(old)
    assert setting("ai/pace") == 1.2
    config = remembered_config()
    assert config.seats == [SeatConfig("Ann", "human"), SeatConfig("Bo", "hard")] and config.setup == "draft"
    assert (data_dir / PREFS).read_text() == old          # an older app may still read it
    (data_dir / PREFS).write_text(json.dumps({"ai_pace": 2.0, "new_game": {**chosen, "setup": "classic"}}))
    assert setting("ai/pace") == 1.2 and remembered_config().setup == "draft"
    window = MainWindow(model_at(scenes.effect_game()), end_dialog=False)
    qtbot.addWidget(window)
    assert window.driver.pace == 1.2 and window.pace_box.currentData() == 1.2
    window.driver.shutdown()


def test_an_out_of_range_ai_speed_in_prefs_json_is_not_carried_over(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / PREFS).write_text(json.dumps({"ai_pace": 1e9, "new_game": "not a table"}))
    assert setting("ai/pace") == DEFAULTS["ai/pace"] and setting("newgame/last") == ""


@pytest.mark.parametrize("text", ["{{{", "[" * 100_000, '"a text"', '{"seats": 7}'])
def test_damaged_remembered_new_game_choices_give_the_defaults(text: str) -> None:
    set_setting("newgame/last", text)
    assert remembered_config().seats == scenes.seats(3)


# ---------------------------------------------------------------------- the dialog

def dialog_of(qtbot: QtBot, parent: QWidget | None = None) -> SettingsDialog:
    dialog = SettingsDialog(parent)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def button(dialog: SettingsDialog, which: QDialogButtonBox.StandardButton) -> QAbstractButton:
    found = dialog.buttons.button(which)
    assert found is not None
    return found


def pick(box: QComboBox, data: Any) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)


def change_everything(qtbot: QtBot, dialog: SettingsDialog) -> None:
    pick(dialog.pace, 2.0)
    pick(dialog.card_size, "small")
    for box in (dialog.animation, dialog.sound, dialog.confirm, dialog.guide):
        QTest.keyClick(box, Qt.Key.Key_Space)             # a check box toggles on Space


def test_ok_stores_what_the_dialog_shows(qtbot: QtBot) -> None:
    dialog = dialog_of(qtbot)
    assert dialog.values() == {key: DEFAULTS[key] for key in KEYS}
    change_everything(qtbot, dialog)
    QTest.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert setting("ai/pace") == 2.0 and setting("table/card_size") == "small"
    assert not any(setting(k) for k in ("table/animation", "sound/enabled", "play/confirm_reveals",
                                        "guide/enabled"))
    again = dialog_of(qtbot)                     # it opens on the stored values
    assert again.values() == {key: setting(key) for key in KEYS}


@pytest.mark.parametrize("how", ["Cancel", "Escape"])
def test_cancel_changes_nothing(how: str, qtbot: QtBot, data_dir: Path) -> None:
    dialog = dialog_of(qtbot)
    changes: list[str] = []
    notifier().changed.connect(changes.append)
    change_everything(qtbot, dialog)
    if how == "Cancel":
        QTest.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    else:
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert {key: setting(key) for key in DEFAULTS} == DEFAULTS and changes == []
    notifier().changed.disconnect(changes.append)


def test_reset_to_defaults_shows_the_defaults_and_ok_stores_them(qtbot: QtBot) -> None:
    for key, value in CHANGED.items():
        set_setting(key, value)
    dialog = dialog_of(qtbot)
    assert dialog.values()["ai/pace"] == 1.2 and dialog.values()["table/card_size"] == "large"
    reset = button(dialog, QDialogButtonBox.StandardButton.RestoreDefaults)
    QTest.mouseClick(reset, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and setting("ai/pace") == 1.2          # nothing stored before OK
    QTest.keyClick(dialog.pace, Qt.Key.Key_Return)                   # Enter is OK
    assert not dialog.isVisible()
    for key in KEYS:
        assert setting(key) == DEFAULTS[key], key
    assert setting("guide/seen") == ["first-play"] and setting("newgame/last") == '{"a": 1}'


def test_every_control_has_a_name_and_is_reached_by_tab(qtbot: QtBot) -> None:
    dialog = dialog_of(qtbot)
    controls = [w for w in dialog.findChildren(QWidget) if isinstance(w, (QComboBox, QCheckBox,
                                                                           QAbstractButton))]
    assert len(controls) >= 10
    for widget in controls:                      # as a screen reader gets it (OK, Cancel: their text)
        face = QAccessible.queryAccessibleInterface(widget)
        assert face is not None and face.text(QAccessible.Text.Name), widget.objectName()
        if widget in (dialog.pace, dialog.palette_box, dialog.card_size):
            assert widget.accessibleName()       # a combo box's own name, not the item shown
    seen = set()
    dialog.activateWindow()
    dialog.pace.setFocus()
    for _ in range(len(controls) + 2):
        seen.add(dialog.focusWidget())
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    for widget in (dialog.pace, dialog.palette_box, dialog.card_size, dialog.animation, dialog.sound,
                   dialog.confirm, dialog.guide, dialog.reset_button):
        assert widget in seen, widget.objectName()


# ---------------------------------------------------------------------- what the settings change

def test_the_card_size_resizes_the_hand(qtbot: QtBot) -> None:
    window = MainWindow(model_at(scenes.effect_game()), pace=0.0, end_dialog=False)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    hand = window.hand
    assert hand.tokens
    sizes = {}
    for size in ("small", "large", "normal"):
        set_setting("table/card_size", size)
        qtbot.waitUntil(lambda: hand.height() == hand.sizeHint().height(), timeout=2000)
        sizes[size] = (hand.card_rect(0).width(), hand.height())
    assert sizes["small"][0] < sizes["normal"][0] < sizes["large"][0]
    assert sizes["small"][1] < sizes["normal"][1] < sizes["large"][1]
    window.driver.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("size", ["large", "small"])
@pytest.mark.parametrize("scene", ["3p effects", "4p team"])
def test_the_table_still_fits_1280x720_at_every_card_size(size: str, scene: str, window: MainWindow) -> None:
    fits_at(window, (1280, 720), scene)              # the normal size first
    own = window.own_area()
    assert own is not None
    normal = own.height()
    set_setting("table/card_size", size)
    fits_at(window, (1280, 720), scene)
    own = window.own_area()
    assert own is not None and own.height() >= 0.85 * normal, "the hand squeezes the own tableau"
    assert window.hand.card_rect(0).width() == round(window.hand.card_width * CARD_SCALES[size])


def test_the_side_panel_speed_and_the_dialog_stay_in_step(window: MainWindow, qtbot: QtBot) -> None:
    fast = [seconds for _, seconds in PACES].index(0.3)
    window.pace_box.setCurrentIndex(fast)
    assert setting("ai/pace") == 0.3
    dialog = dialog_of(qtbot, window)
    assert dialog.pace.currentData() == 0.3
    pick(dialog.pace, 1.2)
    assert window.pace_box.currentData() == 0.3           # not before OK
    dialog.accept()
    assert window.pace_box.currentData() == 1.2 and window.driver.pace == 1.2


def test_the_play_menu_switch_and_the_dialog_stay_in_step(window: MainWindow, qtbot: QtBot) -> None:
    assert window.ask_menu.isChecked() and window.model.confirm_reveals
    window.ask_menu.trigger()                            # the Play menu's switch, off
    assert setting("play/confirm_reveals") is False and not window.model.confirm_reveals
    dialog = dialog_of(qtbot, window)
    assert not dialog.confirm.isChecked()
    QTest.keyClick(dialog.confirm, Qt.Key.Key_Space)
    dialog.accept()
    assert window.ask_menu.isChecked() and window.model.confirm_reveals
    second = MainWindow(model_at(scenes.effect_game()), pace=0.0, end_dialog=False)
    qtbot.addWidget(second)                             # the next start asks too
    assert second.ask_menu.isChecked() and second.model.confirm_reveals
    second.driver.shutdown()


def test_the_settings_action_opens_the_dialog(window: MainWindow, qtbot: QtBot,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[SettingsDialog] = []

    def run(dialog: SettingsDialog) -> int:
        opened.append(dialog)
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", run)
    assert window.settings_action.shortcut().toString() == "Ctrl+,"
    toolbar = window.findChild(QWidget, "toolbar")
    assert toolbar is not None and window.settings_action in toolbar.actions()
    window.settings_action.trigger()
    assert len(opened) == 1 and opened[0].parent() is window


@pytest.mark.slow
def test_the_palette_chosen_in_settings_is_applied_to_the_table(qtbot: QtBot,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from civgui.media import palette
    monkeypatch.setattr(palette, "_installed", False)
    palette.install()
    try:
        dialog = dialog_of(qtbot)
        box = dialog.palette_box
        assert [box.itemData(i) for i in range(box.count())] == list(palette.PALETTES)
        box.setCurrentIndex(box.findData("high-contrast"))
        QTest.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        assert setting("table/palette") == "high-contrast" and palette.current() == "high-contrast"
    finally:
        palette.set_palette("classic")
