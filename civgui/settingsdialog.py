"""The Settings dialog (Game menu, Ctrl+,): AI speed, animation, sound, colour palette, card size,
asking before revealing cards, the first-game guide.

It opens on the stored settings; OK stores what it shows (each widget that reads a setting then
follows through ``notifier().changed``), Cancel and Escape change nothing, "Reset to defaults"
puts the defaults in the dialog (stored on OK). The remembered new-game choices and the guide's
hints already seen are not settings of this dialog and are never reset by it.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from .palette import PALETTES, display_name
from .settings import DEFAULTS, PACES, pace_text, set_setting, setting

LOG = logging.getLogger("civgui.settingsdialog")
# the keys the dialog shows, in its order
KEYS = ("ai/pace", "table/animation", "sound/enabled", "table/palette", "table/card_size",
        "play/confirm_reveals", "guide/enabled")


def palettes() -> dict[str, str]:
    """The colour palettes the table offers (id -> name in the current language)."""
    return {pid: display_name(pid) for pid in PALETTES}


class SettingsDialog(QDialog):
    """Every setting of the app, applied on OK."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.pace = QComboBox()
        self.pace.setObjectName("pace")
        for text, seconds in PACES:
            self.pace.addItem(pace_text(text), seconds)
        self.animation = QCheckBox(self.tr("Animate moves"))
        self.animation.setObjectName("animation")
        self.sound = QCheckBox(self.tr("Sound"))
        self.sound.setObjectName("sound")
        self.palette_box = QComboBox()
        self.palette_box.setObjectName("palette")
        for pid, name in palettes().items():
            self.palette_box.addItem(name, pid)
        self.card_size = QComboBox()
        self.card_size.setObjectName("cardSize")
        self.card_size.addItem(self.tr("Small"), "small")
        self.card_size.addItem(self.tr("Normal"), "normal")
        self.card_size.addItem(self.tr("Large"), "large")
        self.confirm = QCheckBox(self.tr("Ask before revealing cards"))
        self.confirm.setObjectName("confirmReveals")
        self.confirm.setToolTip(self.tr("Before an action that shows hidden cards in the middle of your turn "
                                        "(Breakthrough's draw, an Inquisition), you are asked to confirm it: "
                                        "once the cards are seen, it cannot be undone."))
        self.guide = QCheckBox(self.tr("Show the first-game guide"))
        self.guide.setObjectName("guide")
        self.guide.setToolTip(self.tr("Short hints at the moments they matter in your first game."))
        names = {self.pace: self.tr("AI speed"), self.animation: self.tr("Animate moves"),
                 self.sound: self.tr("Sound"), self.palette_box: self.tr("Colour palette"),
                 self.card_size: self.tr("Card size"), self.confirm: self.tr("Ask before revealing cards"),
                 self.guide: self.tr("Show the first-game guide")}
        for widget, name in names.items():
            widget.setAccessibleName(name)
        form = QFormLayout()
        form.addRow(self.tr("&AI speed:"), self.pace)
        form.addRow(self.tr("Colour &palette:"), self.palette_box)
        form.addRow(self.tr("&Card size:"), self.card_size)
        form.addRow("", self.animation)
        form.addRow("", self.sound)
        form.addRow("", self.confirm)
        form.addRow("", self.guide)
        standard = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(standard.Ok | standard.Cancel | standard.RestoreDefaults)
        self.reset_button = self.buttons.button(standard.RestoreDefaults)
        self.reset_button.setText(self.tr("&Reset to defaults"))
        self.reset_button.setAccessibleName(self.tr("Reset to defaults"))
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.reset)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.show_values({key: setting(key) for key in KEYS})
        self.pace.setFocus()

    def show_values(self, values: dict[str, Any]) -> None:
        """Put ``values`` (key -> value, of ``KEYS``) in the widgets."""
        self._choose(self.pace, values["ai/pace"])
        self.animation.setChecked(bool(values["table/animation"]))
        self.sound.setChecked(bool(values["sound/enabled"]))
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
                "sound/enabled": self.sound.isChecked(), "table/palette": str(self.palette_box.currentData()),
                "table/card_size": str(self.card_size.currentData()),
                "play/confirm_reveals": self.confirm.isChecked(), "guide/enabled": self.guide.isChecked()}

    def reset(self) -> None:
        """Show the defaults (stored only on OK)."""
        self.show_values({key: DEFAULTS[key] for key in KEYS})

    def accept(self) -> None:
        """Store what the dialog shows, then close."""
        for key, value in self.values().items():
            set_setting(key, value)
        super().accept()
