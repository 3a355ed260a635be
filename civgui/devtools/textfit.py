"""Does every text fit its widget? ``misfits(window)`` walks the visible text widgets of a window
(labels, buttons, check boxes, combo boxes, group titles) and names each whose text is wider or
taller than the room it has, measured in the font it is drawn in (a label that shrinks its type
to fit says it with ``drawn_font()``). A text elided on purpose (ending with "…", or a label that
elides when it paints and says so with ``elided()``, its whole text in the tooltip) counts as
fitting.

``python -m civgui.devtools.textfit [--size WxH] [--language L[,L...]]`` builds the table scenes of
``civgui.devtools.shots --size`` at that size and prints every misfit as one JSON object per line (nothing
when all fit); exit 1 if there is one. The test ``tests/gui/test_text_fit.py`` runs it at
1280x720, 1920x1080 and 1920x1080 at ``QT_SCALE_FACTOR=2``, in English, French and Hungarian.

Painted texts (the tableau's, the piles' captions, the card faces) are not widgets: their own
tests measure them.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QToolButton,
    QWidget,
)

SLACK = 1   # px of rounding allowed


@dataclass(frozen=True)
class Misfit:
    """One text that does not fit: where, what, and by how much."""

    widget: str        # class and object name, and the window it is in
    text: str
    need: int          # px the text needs (width, or height for wrapped texts)
    room: int          # px it has
    scene: str = ""

    def as_json(self) -> str:
        return json.dumps({"scene": self.scene, "widget": self.widget, "text": self.text,
                           "need": self.need, "room": self.room}, ensure_ascii=False)


def _visible_widgets(root: QWidget) -> Iterator[QWidget]:
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.isVisibleTo(root) or widget is root:
            if widget.width() > 0 and widget.height() > 0 and widget.isVisible():
                yield widget


def _elided_on_purpose(text: str, tooltip: str) -> bool:
    return text.rstrip().endswith("…") and bool(tooltip) and tooltip != text


def _cut_in_paint(label: QLabel) -> bool:
    """A label that elides when it paints (FitLabel: ``elided()``) is cut on purpose when its
    tooltip says its whole text (``whole_text()``)."""
    elided, whole = getattr(label, "elided", None), getattr(label, "whole_text", None)
    if not (callable(elided) and callable(whole) and elided()):
        return False
    tip = label.toolTip()
    if GuiQt.mightBeRichText(tip):
        document = QTextDocument()
        document.setHtml(tip)
        tip = document.toPlainText()
    return bool(whole()) and str(whole()) in tip


def _name(widget: QWidget) -> str:
    window = widget.window()
    title = type(window).__name__
    return f"{type(widget).__name__}({widget.objectName() or '-'}) in {title}"


def _label(label: QLabel) -> Misfit | None:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    drawn = getattr(label, "drawn_font", None)     # a label that sizes its font to fit (FitLabel)
    font = drawn() if callable(drawn) else label.font()
    if _cut_in_paint(label):
        return None
    metrics = QFontMetrics(font)
    if rich:
        document = QTextDocument()
        document.setDefaultFont(font)
        document.setDocumentMargin(0)
        document.setHtml(text)
        plain = document.toPlainText()
        if label.wordWrap():
            document.setTextWidth(room.width())
            need = int(document.size().height())
            # a word longer than the line is cut even when wrapped
            widest = int(document.idealWidth())
            if widest > room.width() + SLACK:
                return Misfit(_name(label), plain, widest, room.width())
            return Misfit(_name(label), plain, need, room.height()) if need > room.height() + SLACK else None
        need = int(document.idealWidth())
        return Misfit(_name(label), plain, need, room.width()) if need > room.width() + SLACK else None
    if _elided_on_purpose(text, label.toolTip()):
        return None
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        words = max((metrics.horizontalAdvance(word) for word in text.split()), default=0)
        if words > room.width() + SLACK:
            return Misfit(_name(label), text, words, room.width())
        return Misfit(_name(label), text, need, label.height()) if need > label.height() + SLACK else None
    need = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if need > room.width() + SLACK:
        return Misfit(_name(label), text, need, room.width())
    high = metrics.height() * len(text.split("\n"))
    return Misfit(_name(label), text, high, room.height()) if high > room.height() + 2 * SLACK + 2 else None


def _button_text(button: QAbstractButton) -> str:
    return button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def _push(button: QPushButton | QToolButton) -> Misfit | None:
    text = _button_text(button)
    if not text or _elided_on_purpose(text, button.toolTip()):
        return None
    metrics = QFontMetrics(button.font())
    lines = text.split("\n")
    need = max(metrics.horizontalAdvance(line) for line in lines)
    icon = 0
    text_only = (isinstance(button, QToolButton)
                 and button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly)
    if not button.icon().isNull() and not text_only:
        icon = button.iconSize().width() + 4
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        contents = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
        room = contents.width()    # the style's own room for the text (its frame and margins out)
        height_room = contents.height()
    else:
        room = button.width() - 4
        height_room = button.height()
    if need + icon > room + SLACK:
        return Misfit(_name(button), text, need + icon, room)
    high = metrics.height() * len(lines)
    if high > height_room + 4:
        return Misfit(_name(button), text, high, height_room)
    return None


def _check(button: QCheckBox | QRadioButton) -> Misfit | None:
    text = _button_text(button)
    if not text:
        return None
    need = button.sizeHint().width()
    return Misfit(_name(button), text, need, button.width()) if need > button.width() + SLACK else None


def _combo(combo: QComboBox) -> Misfit | None:
    text = combo.currentText()
    if not text:
        return None
    hint = combo.sizeHint()
    metrics = QFontMetrics(combo.font())
    longest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
    # the combo's own size hint is for its longest item: the current text needs that much less
    need = hint.width() - longest + metrics.horizontalAdvance(text)
    return Misfit(_name(combo), text, need, combo.width()) if need > combo.width() + SLACK else None


def _group(group: QGroupBox) -> Misfit | None:
    title = group.title().replace("&", "")
    if not title:
        return None
    need = QFontMetrics(group.font()).horizontalAdvance(title) + 8
    return Misfit(_name(group), title, need, group.width()) if need > group.width() + SLACK else None


def misfits(root: QWidget, scene: str = "") -> list[Misfit]:
    """Every visible text in ``root`` (a window or dialog) that does not fit its widget."""
    found: list[Misfit] = []
    for widget in _visible_widgets(root):
        misfit: Misfit | None = None
        if isinstance(widget, QLabel):
            misfit = _label(widget)
        elif isinstance(widget, (QCheckBox, QRadioButton)):
            misfit = _check(widget)
        elif isinstance(widget, (QPushButton, QToolButton)):
            misfit = _push(widget)
        elif isinstance(widget, QComboBox):
            misfit = _combo(widget)
        elif isinstance(widget, QGroupBox):
            misfit = _group(widget)
        if misfit is not None:
            found.append(Misfit(misfit.widget, misfit.text, misfit.need, misfit.room, scene or misfit.scene))
    return found


def table_scenes(size: tuple[int, int]) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    """The scenes of ``civgui.devtools.shots --size`` (and the new-game dialog), each as a name and a
    function that sets it up and returns the window to walk."""
    from engine import Game

    from ..dialogs.newgame import NewGameDialog
    from . import scenes
    from .shots import Shooter

    shooter = Shooter(Path(tempfile.mkdtemp(prefix="civ-textfit-")), size)
    shooter.save = lambda widget, name: shooter.settle()   # type: ignore[method-assign]  # writes nothing

    def live(players: int, seed: int, actions: int, teams: bool = False) -> Callable[[], QWidget]:
        def run() -> QWidget:
            shooter.live("", players, seed, actions, teams)
            return shooter.window
        return run

    def table(game_of: Callable[[], Game], players: int) -> Callable[[], QWidget]:
        def run() -> QWidget:
            shooter.load(game_of(), scenes.seats(players))
            return shooter.window
        return run

    def draft() -> Game:
        game = Game.new(3, 7, "draft")
        while game.to_move != 0:
            game.apply(game.legal_actions()[0])
        return game

    def draft2() -> Game:
        game = Game.new(2, 7, "draft")
        while game.to_move != 0:
            game.apply(game.legal_actions()[0])
        return game

    def new_game() -> QWidget:
        dialog = NewGameDialog(shooter.window)
        dialog.show()
        shooter.settle()
        return dialog

    yield "2p_play", live(2, 4, 90)
    yield "3p_effects", table(scenes.effect_game, 3)
    yield "4p_team_embargo", table(lambda: Game.from_position(scenes.team_position()), 4)
    yield "4p_team_midgame", live(4, 9, 110, teams=True)
    yield "draft_keep", table(draft, 3)
    yield "draft_2p", table(draft2, 2)
    used = ("use assassination", "discard ART3", "use oligarchy", "take REL1")
    yield "effects_used", table(lambda: scenes.effect_game(*used), 3)
    yield "threats", table(lambda: Game.from_position(scenes.threat_position()), 3)
    yield "new_game", new_game


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``python -m civgui.devtools.textfit [--size WxH] [--language en|fr|hu]``."""
    args = list(sys.argv[1:] if argv is None else argv)
    size = (1280, 720)
    language = "en"
    while args:
        flag = args.pop(0)
        if flag == "--size" and args:
            width, height = (int(part) for part in args.pop(0).split("x"))
            size = (width, height)
        elif flag == "--language" and args:
            language = args.pop(0)
        else:
            print("usage: python -m civgui.devtools.textfit [--size WxH] [--language en|fr|hu]",
                  file=sys.stderr)
            return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CIV_DATA_DIR", tempfile.mkdtemp(prefix="civ-textfit-data-"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from ..media.theme import install as install_theme
    from ..services.i18n import set_language

    install_theme(app)                  # the faces and look the game has

    bad = 0
    for one in language.split(","):
        set_language(one)
        for name, run in table_scenes(size):
            root = run()
            for misfit in misfits(root, f"{one} {name}"):
                print(misfit.as_json(), flush=True)
                bad += 1
            if type(root).__name__ != "MainWindow":
                root.close()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
