"""The effects panel: one button per effect of the game, row by Domain, and End turn.

A button is enabled exactly when the engine lists ``use <effect>`` as legal; its tooltip
says what the effect does and, when disabled, the engine's reason (``why_not``). Effects
already used this turn are marked: sacrifices, Inspiration and the permanent (level) effects —
the view says which Domain's permanent slot is used; the panel remembers which of its two
effects it was from the turn's ``use`` events (or, after a load, from the turn's actions).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from engine.cards import DOMAINS
from engine.events import Copy, Event, Turn, Use
from engine.types import Used

from ..help.rules import show_rules
from ..media.painting import fitting_size, tinted_emblem
from ..media.palette import apply_style, hex_colour
from ..media.palette import notifier as palette_notifier
from ..media.resources import domain_name
from ..play.model import GameModel
from ..play.texts import EFFECT_BY_NAME, EFFECTS, EffectInfo, effect_tooltip
from ..play.words import effect_cause, say
from ..services.i18n import ntr
from .undo import UndoButton

COLUMNS = {"level 1": 1, "level 2": 2, "sacrifice": 3, "inspiration": 1}
# A long title is drawn a little smaller, never below this share of the panel's font nor below
# MIN_FONT_PX ("Développement" at 10 px of 11); a longer one takes two lines ("Saut / technologique").
FONT_FLOOR = 0.85
MIN_FONT_PX = 8
HEADS = ((1, str(QT_TRANSLATE_NOOP("EffectsPanel", "Level 1"))),
         (2, str(QT_TRANSLATE_NOOP("EffectsPanel", "Level 2"))),
         (3, str(QT_TRANSLATE_NOOP("EffectsPanel", "Sacrifice"))))


class EffectsPanel(QGroupBox):
    """Step 2 controls for the seat to move (when a person plays it)."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.buttons: dict[str, QPushButton] = {}
        self.marks: dict[str, QLabel] = {}   # the "used this turn" badge of each button
        self.domain_labels: list[QLabel] = []   # the Domain names beside the rows (hidden when compact)
        self.compact = False
        self._font_px = 11        # the buttons' font size (a long title is drawn smaller: _fit)
        self._least_width, self._least_height = 80, 30   # a button's size at the least
        self.used_now: set[str] = set()   # effects used in the turn in progress
        grid = QGridLayout()
        self._grid = grid
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(4)
        self.heads: list[QLabel] = []
        for col, _title in HEADS:
            head = QLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 0, col)
            self.heads.append(head)
        self.domain_icons: list[QLabel] = []
        for row, domain in enumerate(DOMAINS, start=1):
            icon = QLabel()
            self.domain_icons.append(icon)
            label = QLabel()
            cell = QWidget()
            box = QVBoxLayout(cell)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(0)
            box.addWidget(icon, alignment=Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(label, alignment=Qt.AlignmentFlag.AlignHCenter)
            label.setStyleSheet("font-size: 10px;")
            small = QFont(label.font())
            small.setPixelSize(10)
            label.setMinimumHeight(QFontMetrics(small).height() + 2)   # accents whole: "Économie"
            cell.setMinimumHeight(20 + QFontMetrics(small).height() + 2)
            self.domain_labels.append(label)
            grid.addWidget(cell, row, 0)
            for info in EFFECTS:
                if info.domain != domain:
                    continue
                button = self._button(info)
                span = 3 if info.kind == "inspiration" else 1
                grid.addWidget(button, row, COLUMNS[info.kind], 1, span)
        self.end_button = QPushButton()
        self.end_button.setObjectName("endTurn")
        self.end_button.setMinimumHeight(38)
        self.end_button.clicked.connect(lambda: self._model.submit("end"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("effectsStatus")
        outer = QVBoxLayout(self)
        outer.addLayout(grid)
        outer.addWidget(self.status)
        self.undo_button = UndoButton(model)
        self.undo_button.setMinimumHeight(38)
        turn_row = QGridLayout()
        turn_row.addWidget(self.undo_button, 0, 0)
        turn_row.addWidget(self.end_button, 0, 1)
        turn_row.setColumnStretch(1, 1)
        outer.addLayout(turn_row)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._set_style(11)
        self._tint_emblems()
        palette_notifier().changed.connect(self._tint_emblems)
        model.actionApplied.connect(self._applied)
        model.gameStarted.connect(self._started)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language, then the rest from the model."""
        self.setTitle(QCoreApplication.translate("EffectsPanel", "Effects (step 2)"))
        for head, (_col, title) in zip(self.heads, HEADS, strict=True):
            head.setText(f"<small>{QCoreApplication.translate('EffectsPanel', title)}</small>")
        for domain, icon, label in zip(DOMAINS, self.domain_icons, self.domain_labels, strict=True):
            icon.setToolTip(domain_name(domain))
            icon.setAccessibleName(domain_name(domain))
            label.setText(domain_name(domain))
        for info in EFFECTS:
            self._fit(info.name)          # its title, on two lines or smaller if it is long
        self.end_button.setText(QCoreApplication.translate("EffectsPanel", "End turn"))
        # the key stays E in every language (the shortcut is the same, whatever the button's text)
        self.end_button.setShortcut("E")
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.compact:       # the buttons' widths follow the new titles
                self.compact = False
                self.set_compact(True)

    def _tint_emblems(self, _palette: str = "") -> None:
        """The Domains' emblems in the palette's text colour (the art's dark ink is for light
        backgrounds; every window is dark, civgui/media/theme.py), again when the palette changes."""
        for domain, icon in zip(DOMAINS, self.domain_icons, strict=True):
            icon.setPixmap(tinted_emblem(domain, 20, self.devicePixelRatioF(), hex_colour("text")))

    def _set_style(self, font_px: int) -> None:
        self._font_px = font_px
        # in the palette's roles (classic values, re-coloured on every switch): a used effect in the
        # secondary text colour with its frame, the focus in the focus colour, both seen on the dark panel
        muted, focus = hex_colour("muted", "classic"), hex_colour("focus", "classic")
        apply_style(self, f"QPushButton {{ padding: 2px 2px; font-size: {font_px}px; }} "
                    f"QPushButton[used=\"true\"] {{ border: 2px solid {muted}; font-style: italic; "
                    f"color: {muted}; }} "
                    f"QPushButton:focus {{ border: 3px solid {focus}; border-radius: 3px; }}")

    def set_compact(self, compact: bool) -> None:
        """On a small screen: lower, narrower buttons in a smaller font and the Domains by their
        emblems alone (their names in the emblems' tooltips), so the game log below keeps its room."""
        if compact == self.compact:
            return
        self.compact = compact
        self._grid.setHorizontalSpacing(2 if compact else 4)
        self._grid.setVerticalSpacing(2 if compact else 4)
        font = QFont(self.font())
        font.setPixelSize(10)
        metrics = QFontMetrics(font)
        widest = max(metrics.horizontalAdvance(EFFECT_BY_NAME[name].title) for name in self.buttons)
        self._least_width = max(60, widest + 10) if compact else 80     # every title whole in the small font
        self._least_height = 22 if compact else 30
        for button in self.buttons.values():
            button.setMinimumSize(QSize(self._least_width, self._least_height))
        for label in self.domain_labels:
            label.setVisible(not compact)
        for button in (self.end_button, self.undo_button):
            button.setMinimumHeight(28 if compact else 38)
        self.status.setStyleSheet("font-size: 10px;" if compact else "")
        self._set_style(10 if compact else 11)
        for name in self.buttons:
            self._fit(name)
        self.updateGeometry()

    def _applied(self, _seat: int, _action: str, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Turn):
                self.used_now.clear()
            elif isinstance(event, (Use, Copy)):   # a copied effect takes its Domain's slot
                self.used_now.add(event.effect)

    def _started(self) -> None:
        """A new or loaded game: the effects used since the last End turn, from its actions."""
        self.used_now.clear()
        game = self._model.game_copy()
        if game is None:
            return
        for action in reversed(game.history):
            if action == "end":
                break
            words = action.split()
            if words[0] in ("use", "copy"):
                self.used_now.add(words[-1])

    def help_anchor(self) -> str | None:
        """The rules anchor of the effect button focused or under the mouse (None if neither)."""
        for name, button in self.buttons.items():
            if button.hasFocus() or button.underMouse():
                return name
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """F1 on an effect button opens its rule; keep each used mark in its button's top-right corner."""
        is_key = event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
        if is_key and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_F1 \
                and watched in self.buttons.values():
            event.accept()         # the button takes F1 before the Help menu's shortcut does
            if event.type() == QEvent.Type.KeyPress:
                show_rules(self, next(n for n, b in self.buttons.items() if b is watched))
            return True
        if event.type() == QEvent.Type.Resize and isinstance(watched, QPushButton):
            for name, button in self.buttons.items():
                if button is watched:
                    self.marks[name].move(button.width() - 12, 1)
                    self._fit(name)
        return super().eventFilter(watched, event)

    def _fit(self, name: str) -> None:
        """The effect's title whole in its button, legible: on one line, a little smaller if need be
        (never under ``FONT_FLOOR`` of the panel's size), else on two lines, its row made taller
        for them; the button is never narrower than the title's longest word at that floor. Measured
        in the room the style gives the text (its paddings, whatever the style sheet)."""
        button, title = self.buttons[name], EFFECT_BY_NAME[name].title
        base = self._font_px
        floor = max(MIN_FONT_PX, math.ceil(base * FONT_FLOOR))
        font = QFont(button.font())
        font.setPixelSize(floor)
        frame = button.width() - self._text_room(button)
        longest = max(QFontMetricsF(font).horizontalAdvance(word) for word in title.split())
        least = max(self._least_width, math.ceil(longest) + frame)
        if button.minimumWidth() != least:
            button.setMinimumWidth(least)        # the next resize fits the title again
        room = max(1, button.width() - frame)
        lines = [title]
        px = fitting_size(font, lines, room, base, floor - 1)
        if px < floor and " " in title:
            lines = balanced_lines(title, font)
            px = fitting_size(font, lines, room, base, floor - 1)
        px = max(px, floor)        # only while the button is still narrower than its least width
        text = "\n".join(lines)
        if button.text() != text:
            button.setText(text)
        style = "" if px == base else f"font-size: {px}px;"
        if button.styleSheet() != style:
            button.setStyleSheet(style)
        self._even_row(name)

    def _text_room(self, button: QPushButton) -> int:
        """The width the style leaves for a button's text now (its frame and paddings out)."""
        option = QStyleOptionButton()
        button.initStyleOption(option)
        contents = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        return max(1, contents.width() - 2)

    def _even_row(self, name: str) -> None:
        """The buttons of a Domain's row as high as its tallest (a title on two lines)."""
        domain = EFFECT_BY_NAME[name].domain
        row = [b for n, b in self.buttons.items() if EFFECT_BY_NAME[n].domain == domain]
        high = max(self._least_height, *(b.sizeHint().height() for b in row))
        for button in row:
            if button.minimumHeight() != high:
                button.setMinimumHeight(high)

    def _button(self, info: EffectInfo) -> QPushButton:
        button = QPushButton()
        button.setObjectName(f"effect-{info.name}")
        button.setMinimumSize(QSize(self._least_width, self._least_height))
        mark = QLabel("✓", button)       # the used mark: a badge in the corner, taking no width
        mark.setObjectName("usedMark")
        mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        mark.setFixedSize(11, 11)
        mark.setStyleSheet("QLabel#usedMark { background: #2e7d32; color: white; border-radius: 5px; "
                           "font-size: 8px; font-weight: bold; font-style: normal; }")
        mark.hide()
        self.marks[info.name] = mark
        button.installEventFilter(self)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _=False, name=info.name: self._model.submit(f"use {name}"))
        self.buttons[info.name] = button
        return button

    def refresh(self) -> None:
        """Enable, mark and explain every control from the engine's answers."""
        model = self._model
        mine = model.has_game and model.human_to_move() and model.to_move == model.viewer
        view = model.view()
        used = view["used"] if mine and view is not None else None
        thresholds = model.thresholds()
        for name, button in self.buttons.items():
            info = next(e for e in EFFECTS if e.name == name)
            action = f"use {name}"
            if not model.has_game:
                reason: str | None = QCoreApplication.translate("EffectsPanel", "no game is running")
            elif not mine:
                reason = QCoreApplication.translate("EffectsPanel", "it is not your turn") if not model.over \
                    else QCoreApplication.translate("EffectsPanel", "the game is over")
            else:     # the cause alone: the tooltip is headed by the effect's title already
                why = model.why_not(action)
                reason = None if why is None else say(effect_cause(why), model.words())  # names, not seats
            button.setEnabled(reason is None)
            button.setToolTip(effect_tooltip(info, thresholds, reason))
            is_used = self._was_used(info, used)
            button.setProperty("used", is_used)
            self.marks[name].setVisible(is_used)   # said by a mark, not only by a colour
            self.marks[name].move(button.width() - 12, 1)
            if is_used:
                used_text = QCoreApplication.translate("EffectsPanel", "Used this turn.")
                button.setToolTip(f"<i>{used_text}</i><br>{button.toolTip()}")
            button.style().unpolish(button)
            button.style().polish(button)
        self.end_button.setEnabled(bool(mine) and model.is_legal("end"))
        if not model.has_game or model.over:
            self.status.setText("")
        elif model.step() == "draft":
            self.status.setText(QCoreApplication.translate(
                "EffectsPanel", "The draft comes first; effects start with the first turn."))
        elif not mine:
            self.status.setText(QCoreApplication.translate("EffectsPanel", "Waiting for another player."))
        elif model.step() == "play":
            self.status.setText(QCoreApplication.translate(
                "EffectsPanel", "Play a card first; then the effects you qualify for light up."))
        elif model.pending() is not None:
            self.status.setText(QCoreApplication.translate("EffectsPanel",
                                                           "Finish the effect in progress first."))
        else:
            count = sum(1 for b in self.buttons.values() if b.isEnabled())
            if count:
                self.status.setText(ntr("EffectsPanel", "%n effect(s) available. Hover a button to see what "
                                        "it does.", count))
            else:
                self.status.setText(QCoreApplication.translate("EffectsPanel",
                                                               "No effect available now: press End turn."))

    def _was_used(self, info: EffectInfo, used: Used | None) -> bool:
        if used is None:
            return False
        if info.kind == "inspiration":
            return used["inspiration"]
        if info.kind == "sacrifice":
            return info.domain in used["sacrifice"]
        if info.domain not in used["permanent"]:
            return False
        # the Domain's permanent effect was used: this one, unless the other level's was
        level_names = {e.name for e in EFFECTS if e.domain == info.domain and e.kind.startswith("level")}
        return info.name in self.used_now or not level_names & self.used_now


def balanced_lines(title: str, font: QFont) -> list[str]:
    """``title`` on two lines, broken at the space that makes the longer line shortest."""
    metrics = QFontMetricsF(font)
    words = title.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(splits, key=lambda pair: max(metrics.horizontalAdvance(part) for part in pair))
    return [first, second]
