"""The language chosen in Settings: the combo's four choices, a choice stored and spoken at once
(the open dialog, the table and the rules window retranslate on LanguageChange), English again,
a damaged stored value giving the system's language.

No real catalogue is read here: ``Marked`` stands in for the French one, showing every text
«in guillemets» while the table speaks French, and the game's own catalogues are looked for in an
empty folder (so French translations written later cannot hide what the tests look for)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout
from pytestqt.qtbot import QtBot

from civgui.app.mainwindow import MainWindow
from civgui.devtools import scenes
from civgui.dialogs.settingsdialog import SettingsDialog
from civgui.help import rules
from civgui.help.rules import RulesWindow
from civgui.services import i18n
from civgui.services.settings import FILE, LANGUAGE, set_setting, setting

from .conftest import model_at
from .fakes import Marked


@pytest.fixture(autouse=True)
def pretend_french(tmp_path: Path) -> Iterator[Marked]:
    """``Marked`` installed, no real catalogue found; English (with its catalogue) after the test."""
    folder = tmp_path / "no-catalogues"
    folder.mkdir()
    real = i18n.translations_dir
    i18n.translations_dir = lambda: folder
    fake = Marked("fr")
    QCoreApplication.installTranslator(fake)
    try:
        yield fake
    finally:
        QCoreApplication.removeTranslator(fake)
        i18n.translations_dir = real
        i18n.set_language("en")


def dialog_of(qtbot: QtBot) -> SettingsDialog:
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def choose(box: QComboBox, code: str) -> None:
    index = box.findData(code)
    assert index >= 0, code
    box.setCurrentIndex(index)


def label_of(dialog: SettingsDialog, box: QComboBox) -> str:
    label = dialog.labels[box]
    assert label.buddy() is box
    return label.text()


def test_the_language_combo_comes_first_with_the_four_choices(qtbot: QtBot) -> None:
    dialog = dialog_of(qtbot)
    box = dialog.language
    assert [box.itemData(i) for i in range(box.count())] == ["", "en", "fr", "hu"]
    system = i18n.NATIVE_NAMES[i18n.system_language()]
    assert [box.itemText(i) for i in range(box.count())] == [f"System language ({system})", "English",
                                                             "Français", "Magyar"]
    assert box.currentData() == "" and setting(LANGUAGE) == ""     # the default: the system's
    form = dialog.findChild(QFormLayout)
    assert form is not None
    first = form.itemAt(0, QFormLayout.ItemRole.FieldRole)
    assert first is not None and first.widget() is box
    assert label_of(dialog, box) == "&Language:" and box.accessibleName() == "Language"
    assert dialog.focusWidget() is box


def test_choosing_french_stores_it_speaks_it_and_the_dialog_retranslates(qtbot: QtBot) -> None:
    dialog = dialog_of(qtbot)
    shown = dialog.values()
    choose(dialog.language, "fr")
    assert setting(LANGUAGE) == "fr"                       # stored at once, before any OK
    assert i18n.current() == "fr" and QLocale().name().startswith("fr")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "«Settings»", timeout=2000)
    assert label_of(dialog, dialog.language) == "«&Language:»"
    assert label_of(dialog, dialog.pace) == "«&AI speed:»"
    assert dialog.animation.text() == dialog.animation.accessibleName() == "«Animate moves»"
    assert dialog.confirm.toolTip().startswith("«Before an action")
    assert dialog.pace.itemText(0) == "«Instant»" and dialog.card_size.itemText(0) == "«Small»"
    assert dialog.palette_box.itemText(0) == "«Classic (the game's colours)»"
    assert dialog.reset_button.text() == "«&Reset to defaults»"
    languages = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert languages[0].startswith("«System language (")
    assert languages[1:] == ["English", "Français", "Magyar"]           # each in its own name, always
    assert dialog.values() == shown and dialog.language.currentData() == "fr"   # no choice moved

    choose(dialog.language, "en")
    assert setting(LANGUAGE) == "en" and i18n.current() == "en" and QLocale().name().startswith("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Settings", timeout=2000)
    assert label_of(dialog, dialog.language) == "&Language:" and dialog.animation.text() == "Animate moves"
    assert dialog.pace.itemText(0) == "Instant" and dialog.reset_button.text() == "&Reset to defaults"


def test_neither_cancel_nor_reset_takes_the_language_back(qtbot: QtBot) -> None:
    dialog = dialog_of(qtbot)
    choose(dialog.language, "hu")
    reset = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    assert reset is not None
    reset.click()
    assert dialog.language.currentData() == "hu"
    dialog.reject()
    assert setting(LANGUAGE) == "hu" and i18n.current() == "hu"
    again = dialog_of(qtbot)
    assert again.language.currentData() == "hu"          # it opens on the stored language


def test_a_stored_unknown_language_gives_the_system_language(qtbot: QtBot, data_dir: Path) -> None:
    set_setting("ai/pace", 1.2)                            # the settings file exists (and is carried over)
    store = QSettings(str(data_dir / FILE), QSettings.Format.IniFormat)
    store.setValue(LANGUAGE, "de")                        # edited by hand, or a newer version's
    store.sync()
    assert setting(LANGUAGE) == ""
    dialog = dialog_of(qtbot)
    assert dialog.language.currentData() == "" and setting(LANGUAGE) == ""
    with pytest.raises(ValueError):
        set_setting(LANGUAGE, "de")


def test_the_open_rules_window_follows_the_language(qtbot: QtBot, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "rules_en.html").write_text("<p>the English rules</p>", encoding="utf-8")
    (tmp_path / "rules" / "rules_fr.html").write_text("<p>les règles</p>", encoding="utf-8")
    monkeypatch.setattr(rules, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.browser.toPlainText().strip() == "the English rules"
    dialog = dialog_of(qtbot)
    choose(dialog.language, "fr")
    qtbot.waitUntil(lambda: window.browser.toPlainText().strip() == "les règles", timeout=2000)
    assert window.language == "fr" and window.windowTitle() == "«Rules of CIV»"
    choose(dialog.language, "hu")                          # no Hungarian file here: the English one
    qtbot.waitUntil(lambda: window.language == "hu", timeout=2000)
    assert window.browser.toPlainText().strip() == "the English rules"
    assert window.windowTitle() == "Rules of CIV"


def test_the_table_retranslates_live(qtbot: QtBot) -> None:
    window = MainWindow(model_at(scenes.effect_game()), pace=0.0, end_dialog=False)
    window.driver.set_paused(True)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    hint = window.guide.current
    assert hint is not None and hint.hint_id == "first-effect" and not hint.text.startswith("«")
    own = window.own_area()
    assert own is not None and window.hand.tokens
    name = window.model.seat_name(own.seat)
    assert own.accessibleName() == f"Tableau of {name}"
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: window.hand.accessibleName() == "«Your hand»", timeout=2000)
    assert own.accessibleName() == f"«Tableau of {name}»"
    assert window.hand.place == "«in your hand»"
    assert window.guide_bar.got_button.text() == "«Got &it»"
    hint = window.guide.current
    assert hint is not None and hint.text.startswith("«Step 2:")       # the hint itself, in French
    assert window.guide_bar.label.text() == hint.text
    qtbot.waitUntil(lambda: any(what == "hand" and text.startswith("«hand")
                                for what, text, _width, _room in own.drawn), timeout=2000)
    assert own.column_tip("MIL").startswith("«<b>")
    i18n.set_language("en")
    qtbot.waitUntil(lambda: window.hand.accessibleName() == "Your hand", timeout=2000)
    assert own.accessibleName() == f"Tableau of {name}" and window.guide_bar.got_button.text() == "Got &it"
    hint = window.guide.current
    assert hint is not None and hint.text.startswith("Step 2:")
    window.driver.shutdown()

