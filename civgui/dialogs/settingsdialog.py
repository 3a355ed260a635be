"""The Settings dialog (Game menu, Ctrl+,): language, AI speed, animation, sound and its volume,
colour palette, card size, asking before revealing cards, the first-game guide.

It opens on the stored settings; OK stores what it shows (each widget that reads a setting then
follows through ``notifier().changed``), Cancel and Escape change nothing, "Reset to defaults"
puts the defaults in the dialog (stored on OK). The language is the exception: a language chosen
is stored and spoken at once (the dialog itself retranslates, so the player sees the choice
work), and neither Cancel nor "Reset to defaults" takes it back (a reset must not switch a
player to a language they may not read). The remembered new-game choices and the guide's hints
already seen are not settings of this dialog and are never reset by it. The volume slider is
heard live: a moment after it moves, a sample sound plays at the level it shows (not stored
before OK; silent while the dialog's Sound box is off, which also greys the slider).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..media import sound
from ..media.palette import PALETTES, display_name
from ..services import i18n
from ..services.i18n import fill
from ..services.settings import (
    CARD_SIZES,
    DEFAULTS,
    LANGUAGE,
    LANGUAGE_CHOICES,
    PACES,
    pace_text,
    set_setting,
    setting,
)

LOG = logging.getLogger("civgui.settingsdialog")
# the keys the dialog shows and stores on OK, in its order (the language is applied at once)
KEYS = ("ai/pace", "table/animation", "sound/enabled", "sound/volume", "table/palette", "table/card_size",
        "play/confirm_reveals", "guide/enabled")
PREVIEW_MS = 250          # the volume's sample sound plays this long after the slider last moved
PREVIEW_SOUND = "effect"
# the card sizes' names (English source texts; shown translated)
CARD_SIZE_NAMES: dict[str, str] = {"small": str(QT_TRANSLATE_NOOP("SettingsDialog", "Small")),
                                   "normal": str(QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
                                   "large": str(QT_TRANSLATE_NOOP("SettingsDialog", "Large"))}


def palettes() -> dict[str, str]:
    """The colour palettes the table offers (id -> name in the current language)."""
    return {pid: display_name(pid) for pid in PALETTES}


def language_names() -> dict[str, str]:
    """The language choices (setting value -> what the combo shows): the system's language, named
    in the current language with the system language's own name, then each language in its own."""
    system = fill(QCoreApplication.translate("SettingsDialog", "System language ({name})",
                                             "{name}: the system's language, in its own name"),
                  name=i18n.NATIVE_NAMES[i18n.system_language()])
    return {code: system if code == i18n.SYSTEM else i18n.NATIVE_NAMES[code] for code in LANGUAGE_CHOICES}


class SettingsDialog(QDialog):
    """Every setting of the app, applied on OK."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code in LANGUAGE_CHOICES:
            self.language.addItem("", code)
        self._choose(self.language, setting(LANGUAGE))   # a damaged value reads as the system's
        self.language.currentIndexChanged.connect(self._language_chosen)
        self.pace = QComboBox()
        self.pace.setObjectName("pace")
        for _text, seconds in PACES:
            self.pace.addItem("", seconds)
        self.animation = QCheckBox()
        self.animation.setObjectName("animation")
        self.sound = QCheckBox()
        self.sound.setObjectName("sound")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.volume_shown = QLabel()               # the level in figures, beside the slider
        self.volume_shown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.volume_shown.setObjectName("volumeShown")
        self.volume.valueChanged.connect(self._show_volume)
        self.preview = QTimer(self)
        self.preview.setSingleShot(True)
        self.preview.setInterval(PREVIEW_MS)
        self.preview.timeout.connect(self.play_preview)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.palette_box = QComboBox()
        self.palette_box.setObjectName("palette")
        for pid in PALETTES:
            self.palette_box.addItem("", pid)
        self.card_size = QComboBox()
        self.card_size.setObjectName("cardSize")
        for size in CARD_SIZES:
            self.card_size.addItem("", size)
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmReveals")
        self.guide = QCheckBox()
        self.guide.setObjectName("guide")
        labelled = (self.language, self.pace, self.palette_box, self.card_size, self.volume)
        self.labels: dict[QWidget, QLabel] = {box: QLabel() for box in labelled}
        form = QFormLayout()
        for box in (self.language, self.pace, self.palette_box, self.card_size):
            self.labels[box].setBuddy(box)
            form.addRow(self.labels[box], box)
        form.addRow("", self.animation)
        form.addRow("", self.sound)
        self.labels[self.volume].setBuddy(self.volume)
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(self.volume_shown)
        form.addRow(self.labels[self.volume], volume_row)
        form.addRow("", self.confirm)
        form.addRow("", self.guide)
        standard = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(standard.Ok | standard.Cancel | standard.RestoreDefaults)
        self.reset_button = self.buttons.button(standard.RestoreDefaults)
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.reset)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.show_values({key: setting(key) for key in KEYS})
        self.volume.valueChanged.connect(self.preview.start)    # after the stored value is shown
        self.language.setFocus()

    def retranslate(self) -> None:
        """Every text of the dialog in the current language (again on LanguageChange)."""
        title = QCoreApplication.translate("SettingsDialog", "Settings", "the window title")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        for index, name in enumerate(language_names().values()):
            self.language.setItemText(index, name)
        for index, (text, _seconds) in enumerate(PACES):
            self.pace.setItemText(index, pace_text(text))
        for index, name in enumerate(palettes().values()):
            self.palette_box.setItemText(index, name)
        for index, size in enumerate(CARD_SIZES):
            self.card_size.setItemText(index, QCoreApplication.translate("SettingsDialog",
                                                                         CARD_SIZE_NAMES[size]))
        labels = {self.language: QCoreApplication.translate("SettingsDialog", "&Language:"),
                  self.pace: QCoreApplication.translate("SettingsDialog", "&AI speed:"),
                  self.palette_box: QCoreApplication.translate("SettingsDialog", "Colour &palette:"),
                  self.card_size: QCoreApplication.translate("SettingsDialog", "&Card size:"),
                  self.volume: QCoreApplication.translate("SettingsDialog", "&Volume:")}
        for box, text in labels.items():
            self.labels[box].setText(text)
        self.animation.setText(QCoreApplication.translate("SettingsDialog", "Animate moves"))
        self.sound.setText(QCoreApplication.translate("SettingsDialog", "Sound"))
        self.confirm.setText(QCoreApplication.translate("SettingsDialog", "Ask before revealing cards"))
        self.confirm.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "Before an action that shows hidden cards in the middle of your turn "
            "(Breakthrough's draw, an Inquisition), you are asked to confirm it: "
            "once the cards are seen, it cannot be undone."))
        self.guide.setText(QCoreApplication.translate("SettingsDialog", "Show the first-game guide"))
        self.guide.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "Short hints at the moments they matter in your first game."))
        names = {self.language: QCoreApplication.translate("SettingsDialog", "Language"),
                 self.pace: QCoreApplication.translate("SettingsDialog", "AI speed"),
                 self.animation: self.animation.text(), self.sound: self.sound.text(),
                 self.palette_box: QCoreApplication.translate("SettingsDialog", "Colour palette"),
                 self.card_size: QCoreApplication.translate("SettingsDialog", "Card size"),
                 self.confirm: self.confirm.text(), self.guide: self.guide.text(),
                 self.volume: QCoreApplication.translate("SettingsDialog", "Sound volume")}
        for widget, name in names.items():
            widget.setAccessibleName(name)
        self._show_volume(self.volume.value())
        widest = self.volume_shown.fontMetrics().horizontalAdvance(self._volume_text(100))
        self.volume_shown.setMinimumWidth(widest)          # the slider keeps its length as the figure changes
        self.reset_button.setText(QCoreApplication.translate("SettingsDialog", "&Reset to defaults"))
        self.reset_button.setAccessibleName(QCoreApplication.translate("SettingsDialog", "Reset to defaults"))

    def event(self, event: QEvent) -> bool:
        """The language changed (here or elsewhere): every text again, once the children had the
        event (the button box words its standard buttons again then, "Reset to defaults" too)."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return handled

    def _language_chosen(self, index: int) -> None:
        """Store the chosen language and speak it now (every window gets LanguageChange)."""
        code = str(self.language.itemData(index))
        set_setting(LANGUAGE, code)
        i18n.set_language(code)

    def show_values(self, values: dict[str, Any]) -> None:
        """Put ``values`` (key -> value, of ``KEYS``) in the widgets."""
        self._choose(self.pace, values["ai/pace"])
        self.animation.setChecked(bool(values["table/animation"]))
        self.sound.setChecked(bool(values["sound/enabled"]))
        self.volume.setEnabled(self.sound.isChecked())
        self.volume.setValue(int(values["sound/volume"]))
        self._choose(self.palette_box, values["table/palette"])
        self._choose(self.card_size, values["table/card_size"])
        self.confirm.setChecked(bool(values["play/confirm_reveals"]))
        self.guide.setChecked(bool(values["guide/enabled"]))

    @staticmethod
    def _choose(box: QComboBox, value: Any) -> None:
        index = box.findData(value)
        box.setCurrentIndex(index if index >= 0 else 0)

    def values(self) -> dict[str, Any]:
        """What the dialog shows, key -> value."""
        return {"ai/pace": float(self.pace.currentData()), "table/animation": self.animation.isChecked(),
                "sound/enabled": self.sound.isChecked(), "sound/volume": self.volume.value(),
                "table/palette": str(self.palette_box.currentData()),
                "table/card_size": str(self.card_size.currentData()),
                "play/confirm_reveals": self.confirm.isChecked(), "guide/enabled": self.guide.isChecked()}

    @staticmethod
    def _volume_text(value: int) -> str:
        return fill(QCoreApplication.translate("SettingsDialog", "{percent}%",
                                               "the sound volume beside its slider, e.g. 70%"), percent=value)

    def _show_volume(self, value: int) -> None:
        self.volume_shown.setText(self._volume_text(value))

    def play_preview(self) -> None:
        """The sample sound at the volume the slider shows (if the dialog's Sound box is on)."""
        sound.player().play(PREVIEW_SOUND, volume=self.volume.value(), enabled=self.sound.isChecked())

    def reject(self) -> None:
        """Close without storing anything (a pending sample sound is dropped)."""
        self.preview.stop()
        super().reject()

    def reset(self) -> None:
        """Show the defaults (stored only on OK)."""
        self.show_values({key: DEFAULTS[key] for key in KEYS})

    def accept(self) -> None:
        """Store what the dialog shows, then close."""
        self.preview.stop()
        for key, value in self.values().items():
            set_setting(key, value)
        super().accept()
