"""The main window: the table (other players on top, deck and turn in the middle, your area
and hand at the bottom), the effects panel and the game log on the right, menus, pacing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFontMetricsF, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from engine.words import Sentence

from .. import APP_NAME
from ..dialogs.decisions import DecisionRouter
from ..dialogs.hint import HINT_KEY, HintPanel, HintService, point_at
from ..dialogs.hint import add_to_dialog as add_hint_to_dialog
from ..dialogs.newgame import ask_new_game, remembered_config
from ..dialogs.pile import PileDialog
from ..dialogs.resume import ask_resume
from ..help.guide import Guide, GuideSlot, add_to_dialog
from ..help.rules import show_rules
from ..media.palette import apply_style
from ..media.resources import app_icon
from ..media.sound import TableSounds
from ..play.aidriver import AIDriver
from ..play.model import GameModel
from ..play.undo_texts import action_phrase
from ..review.kept import GameKeeper
from ..review.stats import StatisticsDialog, StatsRecorder
from ..services.i18n import fill, rich_fill
from ..services.later import soon
from ..services.plain import as_text, button_text
from ..services.savefiles import refusal_text, saves_filter
from ..services.screen import fitted, give_keys_back
from ..services.settings import DEFAULT_PACE, PACES, notifier, pace_text, set_setting, setting
from ..services.storage import (
    GameConfig,
    data_dir,
    save_path,
)
from ..table.access import Announcer
from ..table.animation import Animator
from ..table.banner import PromptBar, RefusalBanner, refusal_sentence
from ..table.centre import CentreStrip
from ..table.cover import Cover, cover_texts, hide_tooltips
from ..table.draft import DraftPanel
from ..table.effects import EffectsPanel
from ..table.hand import CARD_MIN, HandView
from ..table.listmodels import LogListModel
from ..table.tableau import TABLE_STYLE, PlayerArea, tableaus_scroll
from ..table.undo import RevealQuestion
from .datasafety import install_save_warning, read_autosave

if TYPE_CHECKING:   # the AI, the end dialog (and its graph) are imported on first use, not at start-up
    from engine.ai.hint import Suggestion

    from ..review.endgame import EndGameDialog

COMPACT_HEIGHT = 860   # below this window height the centre strip lies beside the piles
SMALL_HEIGHT = 620     # below this height (or SMALL_WIDTH) the effects panel is compact
SMALL_WIDTH = 1100
HAND_SHARE, HAND_CARD_MAX = 0.135, 150   # a tall window's hand cards: their width, of its height
PILE_SCALE = 0.62      # the deck's and the discard pile's cards, to the hand's
LOG_LINES = 8          # the game log shows at least this many lines


class MainWindow(QMainWindow):
    """The whole application window around one GameModel and its AIDriver."""

    def __init__(self, model: GameModel | None = None, pace: float = DEFAULT_PACE,
                 end_dialog: bool = True) -> None:
        super().__init__()
        self.model = model or GameModel(self)
        self.driver = AIDriver(self.model, self, pace=pace)
        self.router = DecisionRouter(self.model, self)
        self.sounds = TableSounds(self.model, self)       # a sound for each move (civgui/media/sound.py)
        self.end_dialog_enabled = end_dialog
        self.end_dialog: EndGameDialog | None = None
        self.pile_dialog: PileDialog | None = None
        self.last_config: GameConfig = remembered_config()
        self.setWindowIcon(app_icon())
        self._areas: list[PlayerArea] = []
        self._built_for: tuple[int, int | None] = (-1, None)
        self._end_waiting = False
        self.guide = Guide(self.model, self)
        self.router.dialogOpened.connect(self._guide_in_dialog)
        self.hints = HintService(self.model, self)
        self.router.dialogOpened.connect(lambda dialog: add_hint_to_dialog(self.hints, self.model, dialog))
        self._build()
        self._menus()
        self.model.gameStarted.connect(self._game_started)
        self.model.gameStarted.connect(self._sync_cover)
        self.model.coverChanged.connect(self._sync_cover)
        self.save_warning = install_save_warning(self, self.model, self.table)
        self.model.changed.connect(self._changed)
        self.model.refused.connect(lambda _a, reason: self.show_refusal(reason))
        self.model.actionApplied.connect(self._acted)
        self.model.gameOver.connect(self._game_over)
        self.stats = StatsRecorder(self.model, self)      # each finished game, once, in the statistics
        self.stats.problem.connect(self.tell_problem)
        self.stats_dialog: StatisticsDialog | None = None
        self.confirm_box: RevealQuestion | None = None
        self.model.confirm_reveals = self.ask_menu.isChecked()
        notifier().changed.connect(self._setting_changed)
        self.model.confirmationNeeded.connect(self.ask_before_reveal)
        self.driver.failed.connect(self._ai_failed)
        self.keeper = GameKeeper(self.model, self)     # every finished game, kept for replay
        self.keeper.failed.connect(self.tell_problem)
        self.stats.start_catch_up()                    # kept games a busy file could not take
        self.announcer = Announcer(self.model, self)   # each AI action, to screen readers
        self.animator = Animator(self, self)           # every move flies over the table
        self.resize(self.initial_size())
        self.retranslate()
        self._changed()

    # ------------------------------------------------------------------ language

    def retranslate(self) -> None:
        """Every text the window sets once, in the player's language (the widgets that compute
        their texts from the model, and those of other modules, say theirs again themselves)."""
        self.setWindowTitle(APP_NAME)        # the app's name stays as it is in every language
        self.table_scroll.setAccessibleName(QCoreApplication.translate(
            "MainWindow", "The table: every player's tableau"))
        self.log_view.setAccessibleName(QCoreApplication.translate("MainWindow", "Game log"))
        self.side_scroll.setAccessibleName(QCoreApplication.translate("MainWindow", "Effects and game log"))
        self.pace_label.setText(QCoreApplication.translate("MainWindow", "AI speed:"))
        for index, (text, _seconds) in enumerate(PACES):
            self.pace_box.setItemText(index, pace_text(text))
        self.log_label.setText(QCoreApplication.translate("MainWindow", "<b>Game log</b>"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game", "the menu"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        self.open_action.setText(QCoreApplication.translate("MainWindow", "&Open…"))
        self.save_action.setText(QCoreApplication.translate("MainWindow", "&Save as…"))
        self.replay_action.setText(QCoreApplication.translate("MainWindow", "&Replay a game…"))
        self.stats_action.setText(QCoreApplication.translate("MainWindow", "Stat&istics…"))
        self.settings_action.setText(QCoreApplication.translate("MainWindow", "Se&ttings…"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.play_menu.setTitle(QCoreApplication.translate(
            "MainWindow", "&Play", "the menu of the game in progress"))
        self.skip_action.setText(QCoreApplication.translate("MainWindow", "S&kip to my turn"))
        self.discard_action.setText(QCoreApplication.translate("MainWindow", "&Discard pile…"))
        self.end_action.setText(QCoreApplication.translate("MainWindow", "&End turn"))
        self.suggest_action.setText(QCoreApplication.translate("MainWindow", "&What would Hard do?"))
        self.ask_menu.setText(QCoreApplication.translate("MainWindow", "&Ask before revealing cards"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help", "the menu"))
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "&Rules"))
        self.hints_action.setText(QCoreApplication.translate("Guide", "&Show the first-game hints again"))
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About"))
        self.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Game", "the tool bar"))
        self._undo_menus()

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the log says its lines again, the window its texts, the table its
        prompt (a refusal or a status message said in the old language goes)."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange:
            return
        self.model.retranslate()
        self.retranslate()
        self.statusBar().clearMessage()
        self.refusal.hide()
        self._show_prompt()
        if self.model.covered:
            self.curtain.set_texts(*cover_texts(self.model))
        self._repaint_areas()

    def tell_problem(self, text: str) -> None:
        """Say a problem of the data folder in the status bar, after the one shown, if any (a
        read-only folder fails the kept game and the statistics at the same moment)."""
        bar = self.statusBar()
        shown = bar.currentMessage()
        if text not in shown:
            bar.showMessage(f"{shown}  {text}" if shown else text, 15000)

    def _ai_failed(self, text: str) -> None:
        self.statusBar().showMessage(fill(QCoreApplication.translate(
            "MainWindow", "AI error: {error}", "error: what went wrong, in a programmer's words (English)"),
            error=text), 8000)

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        self.table = QWidget()
        self.table.setObjectName("table")
        apply_style(self.table, TABLE_STYLE)   # in the palette's colours, re-applied on a switch
        self.table.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.others_row = QHBoxLayout()
        self.centre = CentreStrip(self.model)
        self.centre.discard.clicked.connect(self.show_discard_pile)
        self.draft = DraftPanel(self.model)
        self.own_slot = QVBoxLayout()
        self.prompt = PromptBar()
        self.hand = HandView(self.model)
        # the tableaus (and the draft) scroll when the window is too small for them; the prompt,
        # the turn, the piles and the hand below always stay in view
        self.table_scroll = tableaus_scroll(self.others_row, self.draft, self.own_slot)
        tableaus = self.table_scroll.widget()
        assert tableaus is not None
        tableaus.installEventFilter(self)   # grown, shrunk or rebuilt: keep the own area in view
        self.table_scroll.viewport().installEventFilter(self)
        # an area scrolled partly out of view draws a band with its name at the top of what shows
        self.table_scroll.verticalScrollBar().valueChanged.connect(lambda _value: self._repaint_areas())
        table_layout = QVBoxLayout(self.table)
        table_layout.setContentsMargins(8, 8, 8, 8)
        table_layout.addWidget(self.centre.banner)
        table_layout.addWidget(self.table_scroll, 1)
        # "What would Hard do?" beside the prompt; its answer over the prompt bar (both always in
        # view, and nothing moves when it comes)
        self.hint_panel = HintPanel(self.hints, self.model, bar=True)
        self.hints.shown.connect(self._point_at_hint)
        prompt_row = QHBoxLayout()
        prompt_row.addWidget(self.prompt, 1)
        prompt_row.addWidget(self.hint_panel.button, 0, Qt.AlignmentFlag.AlignVCenter)
        table_layout.addLayout(prompt_row)
        self.hint_panel.setParent(self.table)
        self.hint_panel.lay_over(self.prompt)
        # the piles beside the hand, the two centred together under the table (the hand overlaps
        # its cards when it is longer than the room left)
        bottom = self._bottom = QHBoxLayout()
        self._table_layout = table_layout
        bottom.addStretch(1)
        bottom.addWidget(self.centre)
        bottom.addSpacing(12)
        bottom.addWidget(self.hand)
        bottom.addStretch(1)
        table_layout.addLayout(bottom)
        self.refusal = RefusalBanner(self.prompt, self.table)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        pace_row = QHBoxLayout()
        self.pace_label = QLabel()
        pace_row.addWidget(self.pace_label)
        self.pace_box = QComboBox()
        self.pace_label.setBuddy(self.pace_box)    # its accessible name
        self.pace_box.setObjectName("pace")
        for text, seconds in PACES:
            self.pace_box.addItem(pace_text(text), seconds)
        paces = [seconds for _, seconds in PACES]
        if self.driver.pace == DEFAULT_PACE:       # nobody asked for a pace: the player's last one
            saved = setting("ai/pace")
            if saved in paces:
                self.driver.set_pace(float(saved))
        self.pace_box.setCurrentIndex(paces.index(self.driver.pace) if self.driver.pace in paces else 2)
        self.pace_box.currentIndexChanged.connect(self._pace_changed)
        pace_row.addWidget(self.pace_box, 1)
        side_layout.addLayout(pace_row)
        self.effects = EffectsPanel(self.model)
        side_layout.addWidget(self.effects)
        self.log_label = QLabel()
        side_layout.addWidget(self.log_label)
        self.log_model = LogListModel(self.model, self)
        self.log_view = QListView()
        self.log_view.setObjectName("log")
        self.log_view.setModel(self.log_model)
        self.log_view.setUniformItemSizes(True)
        # scrolling lays out every wrapped row: do it at most a few times a second
        self._scroll_timer = QTimer(self)
        self._scroll_timer.setSingleShot(True)
        self._scroll_timer.setInterval(120)
        self._scroll_timer.timeout.connect(self.log_view.scrollToBottom)
        self.log_model.rowsInserted.connect(self._log_grew)
        # a reset (new width, loaded game) shows the newest lines at once: uniform rows scroll cheaply
        self._reset_scroll = soon(self.log_view, self.log_view.scrollToBottom)   # the view's own timer
        self.log_model.modelReset.connect(self._reset_scroll.start)
        # the first-game hints lie in the log's place, above its lines (the log keeps its newest)
        self.guide_slot = GuideSlot(self.guide, self.log_view)
        self.guide_bar = self.guide_slot.bar
        side_layout.addWidget(self.guide_slot, 1)
        # at least LOG_LINES lines of the log: what the AI just did stays readable on a small screen
        # ... or room for a usual first-game hint above a few lines, if more (the side panel is as high
        # with a hint as without: End turn does not move when one comes)
        self.guide_slot.setMinimumHeight(max(90, LOG_LINES * self.log_view.fontMetrics().lineSpacing() + 6,
                                             self.guide_slot.least_height()))
        self._side = side
        self.log_view.viewport().installEventFilter(self)
        # the side panel scrolls rather than pushing End turn off a small screen
        self.side_scroll = QScrollArea()
        self.side_scroll.setObjectName("sideScroll")
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)     # Tab goes to the controls in it
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(side)
        self.side_scroll.setMinimumWidth(side.minimumSizeHint().width() + 16)
        # when the side panel is taller than the window, it is scrolled to its end: the log's newest
        # lines and End turn in view (the AI speed row above can be scrolled back to)
        bar = self.side_scroll.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))
        split = QSplitter(Qt.Orientation.Horizontal)
        # hot seat: the cover replaces the whole table and side panel (hand, log, effects)
        self.curtain = Cover()
        self.curtain.lifted.connect(self.model.lift_cover)
        self.stack = QStackedWidget()
        split.addWidget(self.table)
        split.addWidget(self.side_scroll)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([1200, 360])
        self.split = split
        self.stack.addWidget(split)
        self.stack.addWidget(self.curtain)
        self.setCentralWidget(self.stack)
        self.statusBar()   # made now, not at the first message: it must not shrink the table later

    def initial_size(self) -> QSize:
        """1560x980, or the screen's free area if smaller (a window never starts past the screen)."""
        return fitted(self, QSize(1560, 980))

    def _pace_changed(self, _index: int) -> None:
        seconds = float(self.pace_box.currentData())
        self.driver.set_pace(seconds)
        set_setting("ai/pace", seconds)

    def _setting_changed(self, key: str) -> None:
        """A setting changed (here, in the Settings dialog or in another window): show it."""
        if key == "ai/pace":
            seconds = float(setting(key))
            index = self.pace_box.findData(seconds)
            if index >= 0 and index != self.pace_box.currentIndex():
                self.pace_box.setCurrentIndex(index)
            self.driver.set_pace(seconds)
        elif key == "play/confirm_reveals":
            self.confirm_reveals = bool(setting(key))

    def _menus(self) -> None:
        """The menus and the tool bar (their texts: ``retranslate``)."""
        game = self.game_menu = self.menuBar().addMenu("")
        self.new_action = self._action(game, self.new_game_dialog, QKeySequence.StandardKey.New)
        self.open_action = self._action(game, self.open_dialog, QKeySequence.StandardKey.Open)
        self.save_action = self._action(game, self.save_dialog, QKeySequence.StandardKey.Save)
        self.replay_action = self._action(game, self.replay_dialog)
        game.addSeparator()
        self.stats_action = self._action(game, self.show_statistics)
        game.addSeparator()
        self.settings_action = self._action(game, self.show_settings, "Ctrl+,")
        game.addSeparator()
        self.quit_action = self._action(game, self.close, QKeySequence.StandardKey.Quit)
        play = self.play_menu = self.menuBar().addMenu("")
        self.skip_action = self._action(play, self.driver.skip_to_my_turn, "Ctrl+K")
        self.discard_action = self._action(play, self.show_discard_pile, "Ctrl+D")
        self.end_action = self._action(play, lambda: self.model.submit("end"), "Ctrl+E")
        self.suggest_action = self._action(play, self.hints.request, HINT_KEY)
        play.addSeparator()
        self.undo_menu = self._action(play, self.model.undo, QKeySequence.StandardKey.Undo)
        self.redo_menu = self._action(play, self.model.redo)
        self.redo_menu.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.ask_menu = self._action(play, self._ask_toggled)
        self.ask_menu.setCheckable(True)
        self.ask_menu.setChecked(bool(setting("play/confirm_reveals")))
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = self._action(self.help_menu, self.show_help,
                                         QKeySequence.StandardKey.HelpContents)
        self.hints_action = self._action(self.help_menu, self.guide.reset)
        self.about_action = self._action(self.help_menu, self.show_about)
        bar = self.toolbar = self.addToolBar("")
        bar.setObjectName("toolbar")
        bar.addAction(self.new_action)
        bar.addAction(self.skip_action)
        bar.addAction(self.settings_action)

    def show_about(self) -> None:
        """Help > About: the app's name and where its files are."""
        QMessageBox.about(self, APP_NAME, rich_fill(QCoreApplication.translate(
            "MainWindow", "<b>{app}</b><br>Save files and logs: {folder}"), app=APP_NAME, folder=data_dir()))

    def _action(self, menu: QMenu, slot: Callable[[], object],
                key: QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(self)
        if key is not None:
            action.setShortcut(key)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _rebuild_areas(self) -> None:
        for area in self._areas:
            area.setParent(None)
            area.deleteLater()
        self._areas = []
        n = self.model.players
        own = self._own_seat()
        for k in range(1, n):
            seat = (own + k) % n
            area = PlayerArea(self.model, seat)
            area.single_row = n <= 3  # one or two opponents are wide enough for one row
            area.dropRefused.connect(self.show_refusal)
            self.others_row.addWidget(area)
            self._areas.append(area)
        if n:
            area = PlayerArea(self.model, own, large=True)
            area.dropRefused.connect(self.show_refusal)
            self.own_slot.addWidget(area)
            self._areas.append(area)
        self._built_for = (n, own)
        QTimer.singleShot(0, self._show_own_area)

    def _game_started(self) -> None:
        self._built_for = (-1, None)
        self._end_waiting = False
        self._rebuild_areas()

    def _own_seat(self) -> int:
        """The seat at the bottom: the viewer's; in the public view the last one at the bottom."""
        viewer, (players, before) = self.model.viewer, self._built_for
        if viewer is not None:
            return viewer
        if players == self.model.players and before is not None and 0 <= before < players:
            return before
        humans = self.model.human_seats()
        return humans[0] if humans else 0

    def _show_own_area(self) -> None:
        """When the tableaus scroll, show the viewer's own area (the lowest), or during the draft
        the cards to choose from."""
        bar = self.table_scroll.verticalScrollBar()
        if self.draft.isVisible():
            bar.setValue(self.draft.y())
            row = self.draft.packet if self.draft.packet.isVisible() else self.draft.centre
            self.table_scroll.ensureWidgetVisible(row, 0, 2)
        else:
            bar.setValue(bar.maximum())

    def _repaint_areas(self) -> None:
        for area in self._areas:
            area.update()

    def areas(self) -> list[PlayerArea]:
        """Player areas: the others clockwise from your left, then yours."""
        return list(self._areas)

    def own_area(self) -> PlayerArea | None:
        """The viewer's area."""
        return self._areas[-1] if self._areas else None

    # ------------------------------------------------------------------ reactions

    def _changed(self) -> None:
        QToolTip.hideText()   # a tooltip shown over the table spoke of the table before this change
        if self.model.has_game and self._built_for != (self.model.players, self._own_seat()):
            self._rebuild_areas()
        self._show_prompt()
        self.skip_action.setEnabled(self.model.has_game and not self.model.over
                                    and not self.model.human_to_move())
        self._undo_menus()
        self.suggest_action.setEnabled(self.hints.why_not() is None)
        # under the hot-seat cover no table action is offered (the model would refuse them too)
        self.end_action.setEnabled(not self.model.covered)
        self.discard_action.setEnabled(not self.model.covered)
        if self.model.human_to_move() and not self.model.covered:
            self.focus_decision()

    def _show_prompt(self) -> None:
        self.prompt.setProperty("refused", False)
        self.prompt.setText(self.model.prompt())
        self.prompt.style().unpolish(self.prompt)
        self.prompt.style().polish(self.prompt)

    def focus_decision(self) -> None:
        """Put the keyboard focus where the person's decision is made: the tableau when an effect asks
        for one of its cards, the draft row, else the hand (unless the focus is on the effects panel)."""
        own = self.own_area()
        if self.model.tableau_verb() is not None and own is not None:
            own.setFocus()
        elif self.model.step() == "draft" and self.draft.isVisible():
            row = self.draft.packet if self.draft.packet.isVisible() else self.draft.centre
            row.setFocus()
        else:
            focus = QApplication.focusWidget()
            if focus is not self.hand and (focus is None or not self.effects.isAncestorOf(focus)):
                self.hand.setFocus()

    def _undo_menus(self) -> None:
        undo, redo = self.model.undo_action(), self.model.redo_action()
        self.undo_menu.setEnabled(undo is not None)
        self.undo_menu.setText(QCoreApplication.translate("MainWindow", "&Undo") if undo is None else fill(
            QCoreApplication.translate("MainWindow", "&Undo {action}", "action: 'playing Science I'"),
            action=button_text(action_phrase(self.model, undo))))
        self.redo_menu.setEnabled(redo is not None)
        self.redo_menu.setText(QCoreApplication.translate("MainWindow", "&Redo") if redo is None else fill(
            QCoreApplication.translate("MainWindow", "&Redo {action}", "action: 'playing Science I'"),
            action=button_text(action_phrase(self.model, redo))))

    @property
    def confirm_reveals(self) -> bool:
        """Whether an action that reveals hidden cards mid-turn asks first (Play menu; set here, for this
        window only: the Play menu and the Settings dialog store it in the settings)."""
        return self.model.confirm_reveals

    @confirm_reveals.setter
    def confirm_reveals(self, on: bool) -> None:
        self.model.confirm_reveals = on
        self.ask_menu.setChecked(on)

    def _ask_toggled(self) -> None:
        self.model.confirm_reveals = self.ask_menu.isChecked()
        set_setting("play/confirm_reveals", self.ask_menu.isChecked())

    def ask_before_reveal(self, action: str, text: str) -> None:
        """The model holds back ``action``: ask (over the decision dialog, if one is open)."""
        if self.confirm_box is not None:
            return
        dialog = self.router.dialog
        parent: QWidget = dialog if dialog is not None and dialog.isVisible() else self
        box = RevealQuestion(self.model, action, text, parent)
        box.finished.connect(lambda _r: self._answered(box))
        self.confirm_box = box
        box.open()

    def _answered(self, box: RevealQuestion) -> None:
        if self.confirm_box is box:
            self.confirm_box = None
        box.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Re-wrap the log when its width changes; keep the own area in view when the tableaus resize."""
        if event.type() == QEvent.Type.Resize and watched in (self.table_scroll.widget(),
                                                             self.table_scroll.viewport()):
            QTimer.singleShot(0, self._show_own_area)
        if event.type() == QEvent.Type.Resize and watched is self.log_view.viewport():
            sample = "Bartholomew places an Embargo on Player's Military, 12 cards."
            bold = self.log_view.font()
            bold.setBold(True)
            average = QFontMetricsF(bold).horizontalAdvance(sample) / len(sample)
            self.log_model.set_width(int((self.log_view.viewport().width() - 12) / average) - 2)
            self._scroll_timer.start()
        return super().eventFilter(watched, event)

    def _sync_cover(self) -> None:
        """Hot seat: put the cover down or lift it as the model says."""
        if self.model.covered:
            self.curtain.set_texts(*cover_texts(self.model))
            if self.stack.currentWidget() is not self.curtain:
                hide_tooltips()
                self.statusBar().clearMessage()
                self.router.check()  # close a dialog at once, not on the next loop turn
                self.stack.setCurrentWidget(self.curtain)
            self.curtain.setFocus()
            return
        if self.stack.currentWidget() is not self.split:
            self.refusal.hide()      # a refusal made under the cover is not this person's
            self.stack.setCurrentWidget(self.split)
            if self.model.human_to_move():
                self.hand.setFocus()
        if self._end_waiting:
            self._end_waiting = False
            QTimer.singleShot(0, self.show_end_dialog)

    def _log_grew(self, _parent: object, first: int, last: int) -> None:
        if last - first > 20:  # a loaded game: show its end at once
            self.log_view.scrollToBottom()
        else:
            self._scroll_timer.start()

    def show_refusal(self, reason: Sentence | str) -> None:
        """A refused action: the reason in a banner over the prompt bar, and in the status bar."""
        if not reason:
            return
        text = refusal_sentence(reason, self.model.names())
        self.statusBar().showMessage(text, 6000)
        self.refusal.show_reason(text, self.model.prompt())

    def _acted(self, seat: int, _action: str, _events: object) -> None:
        if self.model.is_human(seat):
            self.refusal.hide()   # the player did something: the old refusal is answered

    def _game_over(self, _result: object) -> None:
        if not self.end_dialog_enabled:
            return
        if self.model.covered:  # hot seat: the result after the game-over cover is lifted
            self._end_waiting = True
            return
        QTimer.singleShot(0, self.show_end_dialog)

    def show_end_dialog(self) -> EndGameDialog:
        """The end-of-game dialog (opened once per finished game; deleted once closed)."""
        if self.end_dialog is not None:
            self.end_dialog.close()
        from ..review.endgame import EndGameDialog

        dialog = EndGameDialog(self.model, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _code: self._forget_dialog(dialog))
        dialog.newGameRequested.connect(self.new_game_dialog)
        dialog.quitRequested.connect(self.close)
        dialog.replayRequested.connect(self.replay_this_game)
        dialog.open()
        self.end_dialog = dialog
        return dialog

    # ------------------------------------------------------------------ commands

    def start_game(self, config: GameConfig) -> None:
        """Start a new game from a config."""
        self.last_config = config
        self.model.new_game(config)

    def new_game_dialog(self) -> None:
        """Ask for the options and start a new game."""
        config = ask_new_game(self, self.last_config)
        if config is not None:
            self.start_game(config)

    def show_discard_pile(self) -> None:
        """The discard pile, every card face up (one window, raised if already open; deleted once closed)."""
        if not self.model.has_game:
            return
        if self.pile_dialog is None:
            dialog = PileDialog(self.model, pick=False, parent=self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(lambda _code: self._forget_dialog(dialog))
            self.pile_dialog = dialog
        self.pile_dialog.show()
        self.pile_dialog.raise_()
        self.pile_dialog.activateWindow()

    def _forget_dialog(self, dialog: QDialog) -> None:
        # a closed dialog deletes itself (WA_DeleteOnClose): drop the references to it
        if self.end_dialog is dialog:
            self.end_dialog = None
        if self.pile_dialog is dialog:
            self.pile_dialog = None
        if self.stats_dialog is dialog:
            self.stats_dialog = None
        give_keys_back(self)

    def show_settings(self) -> int:
        """The Settings dialog (OK applies, Cancel changes nothing); the dialog's result."""
        from ..dialogs.settingsdialog import SettingsDialog

        dialog = SettingsDialog(self)
        try:
            return dialog.exec()
        finally:
            dialog.deleteLater()
            give_keys_back(self)

    def show_statistics(self) -> StatisticsDialog:
        """Game › Statistics…: one window, raised if already open; deleted once closed."""
        if self.stats_dialog is None:
            dialog = StatisticsDialog(self.stats, self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(lambda _code: self._forget_dialog(dialog))
            self.stats_dialog = dialog
        self.stats_dialog.show()
        self.stats_dialog.raise_()
        self.stats_dialog.activateWindow()
        return self.stats_dialog
    def _point_at_hint(self, hint: Suggestion) -> None:
        """A hint came: its card or button gets the focus, unless a decision dialog holds it."""
        if self.router.dialog is None:
            point_at(hint.action, self.hand, self.draft, self.effects)

    def _guide_in_dialog(self, dialog: QWidget) -> None:
        """A decision dialog shows the hint under its title; the window's bar waits until it closes."""
        if add_to_dialog(self.guide, dialog) is None:
            return
        self.guide_bar.set_suppressed(True)
        if isinstance(dialog, QDialog):
            dialog.finished.connect(lambda _result: self.guide_bar.set_suppressed(False))

    def show_help(self) -> None:
        """F1 / Help > Rules: the rules, at the effect whose button is hovered or focused, if any."""
        show_rules(self, self.effects.help_anchor())

    def open_dialog(self) -> None:
        """Load a saved game (the dialog lists only save files)."""
        name, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("MainWindow", "Open a saved game"), str(data_dir()),
            saves_filter())
        if name:
            self.load(Path(name))

    def load(self, path: Path) -> bool:
        """Load a save; a refused file is explained in a dialog and changes nothing."""
        try:
            self.model.load_file(path)
        except ValueError as exc:
            if self.model.has_game:
                unchanged = QCoreApplication.translate("MainWindow",
                                                       "The game in progress goes on unchanged.")
            else:
                unchanged = QCoreApplication.translate("MainWindow", "Nothing was changed.")
            why = refusal_text(path.name, str(exc))
            text = fill(QCoreApplication.translate(
                "MainWindow", "{file} cannot be opened.\n{why}\n\n{unchanged}",
                "why: the reason; unchanged: 'Nothing was changed.'"),
                file=path.name, why=why, unchanged=unchanged)
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Cannot open the game"),
                                as_text(text))
            return False
        return True

    def replay_dialog(self) -> None:
        """Game › Replay a game…: choose a kept finished game or a save file, replayed in its own window."""
        from ..review.replay import ReplayChooser

        chooser = ReplayChooser(self)
        try:
            chooser.exec()
        finally:
            chooser.deleteLater()
            give_keys_back(self)

    def replay_this_game(self) -> None:
        """Replay the game at the table (the end-of-game dialog's button) in its own window."""
        from ..review.replay import replay_current

        replay_current(self, self.model)

    def save_dialog(self) -> None:
        """Save the game to a file of the player's choice (always a ``.civ.json`` file)."""
        if not self.model.has_game:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("MainWindow", "Save the game"),
            str(data_dir() / "game.civ.json"), saves_filter())
        if name:
            path = save_path(name)
            question = as_text(fill(QCoreApplication.translate(
                "MainWindow", "{file} already exists. Replace it?"), file=path.name))
            if str(path) != name and path.exists() and QMessageBox.question(
                    self, QCoreApplication.translate("MainWindow", "Replace?"),
                    question) != QMessageBox.StandardButton.Yes:
                return
            name = str(path)
            try:
                self.model.save_file(path)
            except OSError as exc:
                QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Cannot save the game"),
                                    as_text(str(exc)))
            else:
                self.statusBar().showMessage(
                    fill(QCoreApplication.translate("MainWindow", "Saved to {file}"), file=name), 5000)

    def offer_resume(self) -> bool:
        """At start-up: resume the autosaved game if one is unfinished. True if resumed."""
        saved = read_autosave(self)      # a damaged one is set aside and explained there
        if saved is None or saved.game.over:
            return False
        if not ask_resume(self, saved):
            return False
        self.model.load_saved(saved)
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Hand cards follow the window height (large on big screens, smaller on laptops), and the
        piles follow the hand; on a low window the turn banner is smaller, on a very low one a block
        beside the piles."""
        super().resizeEvent(event)
        compact = self.height() < COMPACT_HEIGHT
        width = max(CARD_MIN, min(HAND_CARD_MAX, int(self.height() * (0.115 if compact else HAND_SHARE))))
        if width != self.hand.card_width:
            self.hand.card_width = width
            self.hand.updateGeometry()
        self.centre.set_card_width(round(width * PILE_SCALE))
        self._place_banner(self.height() < SMALL_HEIGHT)
        small = self.height() < SMALL_HEIGHT or self.width() < SMALL_WIDTH
        if small != self.effects.compact:
            self.effects.set_compact(small)   # narrower and lower: more room for the log and the table
            layout = self._side.layout()
            if layout is not None:
                layout.activate()
            self.side_scroll.setMinimumWidth(self._side.minimumSizeHint().width() + 16)

    def _place_banner(self, flat: bool) -> None:
        """The turn banner across the top of the table, or, on a very low window, as a block beside
        the piles (the tableaus keep its height)."""
        compact = self.height() < COMPACT_HEIGHT
        banner = self.centre.banner
        if flat != self.centre.banner.flat:
            old, new = (self._table_layout, self._bottom) if flat else (self._bottom, self._table_layout)
            old.removeWidget(banner)
            if flat:
                new.insertWidget(1, banner, 0, Qt.AlignmentFlag.AlignVCenter)
            else:
                new.insertWidget(0, banner)
        self.centre.set_compact(compact, flat)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the AI and hint workers before closing (and let a statistics write in progress end)."""
        self.hints.shutdown()
        self.driver.shutdown()
        self.stats.shutdown()
        super().closeEvent(event)
