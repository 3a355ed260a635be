"""Replay: step through a saved or finished game in a window of its own, the log in step.

``ReplayModel`` is a read-only ``GameModel``: the table's widgets (``PlayerArea``, the centre
strip, the hand, the log) read it as they read the game in play, but it holds the recorded game
at the step shown (``engine.replay.Timeline``), never autosaves, has no AI driver and refuses
every action ("this is a replay"). Its log is exactly the entries of the saved log written up to
that step (the same kinds and readers as in play).

What it shows (RULES §8: hidden information stays hidden unless the game is over):

- a *finished* game: every hand, face up, while "Show all hands" is on (the default); off, as
  for an unfinished game;
- an *unfinished* saved game with exactly one human seat: what that seat could see (its hand, its
  private log lines), never more, even of the moments before the save;
- an unfinished game with several human seats (hot seat) or none: the public view only, as the
  table shows between two people at one screen, and only the public log lines.

``ReplayWindow`` is the window: the table, the log, and a control bar (⏮ ◀ ▶ ⏭, a slider over the
actions, a turn spin box, "Show all hands"), with the keys ←/→ (an action), Home/End (start, end)
and PageUp/PageDown (a turn). ``add_panel`` puts another widget (the win-chance graph of a
finished game) in the side column above the log; ``stepped`` tells it the step shown.
``ReplayChooser`` lists the kept finished games (``civgui.review.kept``) and opens any save file;
``open_replay`` opens one file, refusing a damaged or foreign one with a clear message (the file
is only read).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFontMetricsF, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import Game
from engine.replay import Timeline
from engine.types import View
from engine.words import Sentence

from ..dialogs.pile import PileDialog
from ..dialogs.resume import saved_when, setup_name
from ..media.palette import apply_style
from ..media.resources import app_icon, domain_name
from ..play.model import GameModel, LogEntry
from ..play.outcome import join_names
from ..play.words import TableWords
from ..services.i18n import fill, ntr
from ..services.later import soon
from ..services.plain import as_text
from ..services.savefiles import refusal_text, saves_filter
from ..services.screen import fitted, give_keys_back
from ..services.storage import SavedGame, data_dir, entry_dict, load_save
from ..table.banner import PromptBar, refusal_sentence
from ..table.cardview import CardRow
from ..table.centre import CentreStrip
from ..table.draft import DraftPanel
from ..table.hand import HandView
from ..table.listmodels import LogListModel
from ..table.tableau import TABLE_STYLE, PlayerArea, tableaus_scroll
from .kept import MAX_KEPT_BYTES, games_dir, kept_games
from .wingraph import WinGraph

LOG_KINDS_SHOWN = ("event", "turn", "result")      # the entries the prompt may quote as "what happened"


class ReplayModel(GameModel):
    """A recorded game at one of its steps, read-only (see the module's docstring)."""

    stepped = Signal(int)       # the number of actions shown now
    live = False                # a recorded game: every turn is said by name, never "your turn"

    def __init__(self, saved: SavedGame, parent: QObject | None = None) -> None:
        """:raises ValueError: for a game with no origin to replay from."""
        super().__init__(parent, autosave=False)
        full = saved.game
        self.record = full
        self.timeline = Timeline(full)
        self._seats = list(saved.seats)
        self._words = TableWords(self.names())
        entries = saved.log_entries(LogEntry)
        if entries is not None:
            self._all = self._rebuilt(full, entries)
        else:       # an old or edited save: the public lines of the events, as a loaded game has
            self._all = [entry for event in full.events for entry in self._public(event, None)]
        humans = self.human_seats()
        self._own = humans[0] if len(humans) == 1 else None
        self._viewer = self._own
        self.finished = full.over
        self._show_all = self.finished
        self.shown = -1
        self.go(len(self.timeline))

    # ------------------------------------------------------------------ what is shown

    @property
    def total(self) -> int:
        """The number of actions of the recorded game."""
        return len(self.timeline)

    @property
    def show_all(self) -> bool:
        """Whether every hand is shown face up (only ever for a finished game)."""
        return self._show_all

    def set_show_all(self, on: bool) -> None:
        """Show every hand (a finished game only: for another game this does nothing)."""
        on = bool(on) and self.finished
        if on != self._show_all:
            self._show_all = on
            self._invalidate()
            self.changed.emit()

    def view(self) -> View | None:
        """The viewer's view of the step shown; every hand in it when all hands are shown."""
        game = self._game
        if game is None:
            return None
        if self._view is None:
            view = game.view(self._own)
            if self._show_all:
                view["hands"] = [game.view(s)["hands"][s] for s in range(game.players)]
            self._view = view
        return self._view

    def entries_until(self, n: int) -> list[LogEntry]:
        """The log entries written by the time ``n`` actions had been applied."""
        return [entry for entry in self._all if entry.action <= n]

    # ------------------------------------------------------------------ stepping

    def go(self, n: int) -> None:
        """Show the game after ``n`` actions (clamped to the game's)."""
        n = max(0, min(self.total, int(n)))
        if n == self.shown:
            return
        self.shown = n
        self._game = self.timeline.at(n)
        self._invalidate()
        self.log = self.entries_until(n)
        self.logReplaced.emit(list(self.log))
        self.changed.emit()
        self.stepped.emit(n)

    def forward(self) -> None:
        """One action on."""
        self.go(self.shown + 1)

    def back(self) -> None:
        """One action back."""
        self.go(self.shown - 1)

    def to_start(self) -> None:
        """The game as it was dealt."""
        self.go(0)

    def to_end(self) -> None:
        """The last moment recorded."""
        self.go(self.total)

    @property
    def turn(self) -> int:
        """The turn under way at the step shown (0 before the first, in a draft)."""
        return self.timeline.turn_at(self.shown)

    def to_turn(self, turn: int) -> None:
        """The start of turn ``turn`` (clamped to the game's turns; 0 or less: the start)."""
        turns = self.timeline.turns
        if turn < 1 or not turns:
            self.go(0)
        else:
            self.go(self.timeline.turn_start(min(turn, turns)))

    def next_turn(self) -> None:
        """The start of the next turn (the end, in the last turn)."""
        later = [s for s in self.timeline.turn_starts() if s > self.shown]
        self.go(later[0] if later else self.total)

    def previous_turn(self) -> None:
        """The start of this turn, or of the one before when already there."""
        earlier = [s for s in self.timeline.turn_starts() if s < self.shown]
        self.go(earlier[-1] if earlier else 0)

    # ------------------------------------------------------------------ read-only

    def not_yours(self) -> str | None:
        """Nothing may be done in a replay."""
        return replay_refusal()

    def submit_ai(self, seat: int, action: str, reason: Sentence | str | None = None) -> bool:
        """No AI plays in a replay."""
        self.refused.emit(action, replay_refusal())
        return False

    def legal_actions(self) -> list[str]:
        """Nothing is legal in a replay."""
        return []

    def hand_verb(self) -> str | None:
        """A hand card does nothing in a replay."""
        return None

    def tableau_verb(self) -> str | None:
        """A tableau card does nothing in a replay."""
        return None

    def prompt(self) -> str:
        """Where the replay is and what happened last."""
        n, total = self.shown, self.total
        if n == 0:
            return QCoreApplication.translate(
                "Replay", "Replay: the game as it was dealt. → steps forward, End goes to the end.")
        last = next((e.text for e in reversed(self.log) if e.kind in LOG_KINDS_SHOWN
                     and (e.reader is None or e.reader == self._viewer)), "")
        return fill(QCoreApplication.translate("Replay", "Replay, action {n} of {total}: {last}",
                                               "last: the log's latest line"), n=n, total=total, last=last)

    def retranslate(self) -> None:
        """The language changed: the whole recorded log said again, then the entries shown."""
        self._all = [self._said_again(entry) for entry in self._all]
        self.log = self.entries_until(self.shown)
        self.logReplaced.emit(list(self.log))


def replay_refusal() -> str:
    """Why nothing can be played in a replay."""
    return QCoreApplication.translate("Replay", "this is a replay: nothing can be played in it")


class HandsPanel(QWidget):
    """Every other player's hand, face up and legible (a finished game with all hands shown): the
    areas' headers have room only for small cards."""

    CARD_WIDTH = 46

    def __init__(self, model: ReplayModel, below: Callable[[], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayHands")
        self.model = model
        self._below = below          # the seat whose hand the table's hand row shows
        self.title = QLabel()
        self.rows: list[tuple[QLabel, CardRow]] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        self.title.setTextFormat(Qt.TextFormat.RichText)      # its <b>
        for _seat in range(model.players):
            name = QLabel()
            name.setTextFormat(Qt.TextFormat.PlainText)       # a seat's name, never markup
            row = CardRow(card_width=self.CARD_WIDTH, min_width=24)
            layout.addWidget(name)
            layout.addWidget(row)
            self.rows.append((name, row))
        model.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """The hands at the step shown; hidden unless every hand is shown."""
        model, view = self.model, self.model.view()
        self.setVisible(model.show_all and view is not None)
        if view is None:
            return
        self.title.setText(QCoreApplication.translate("Replay", "<b>Hands</b>"))
        for seat, (name, row) in enumerate(self.rows):
            shown = seat != self._below()
            name.setVisible(shown)
            row.setVisible(shown)
            hand, who = view["hands"][seat], model.seat_name(seat)
            name.setText(fill(ntr("Replay", "{name}: %n card(s)", len(hand)), name=who))
            row.place = fill(QCoreApplication.translate("Replay", "in {name}'s hand"), name=who)
            row.empty_text = QCoreApplication.translate("Replay", "no card")
            row.set_cards(list(hand))

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()


class ReplayWindow(QMainWindow):
    """A replay's window: the table at the step shown, the log up to it, the control bar."""

    stepped = Signal(int)       # the number of actions shown now (for a panel that follows the replay)

    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        """:raises ValueError: for a game with no origin to replay from."""
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowIcon(app_icon())
        self.model = ReplayModel(saved, self)
        self.graph: WinGraph | None = None      # a finished game's chances, the replay's turn marked
        self.pile_dialog: PileDialog | None = None
        self._areas: list[PlayerArea] = []
        self._build()
        self._keys()
        self.model.stepped.connect(self._stepped)
        self.model.changed.connect(self._changed)
        self.model.refused.connect(self._refused)
        self.retranslate()
        self._rebuild_areas()
        self._stepped(self.model.shown)
        self.hands: HandsPanel | None = None
        if self.model.finished:                 # each side's chance of winning, worked out meanwhile
            model = self.model     # the hand row shows the viewer's hand; the panel every other one
            self.hands = HandsPanel(model, lambda: model.viewer if model.viewer is not None else -1)
            self.add_panel(self.hands)
            self.graph = WinGraph(self)
            self.add_panel(self.graph, 1)
            self.graph.compute(self.model.record, self.model.names())
            self.graph.mark_turn(self.model.turn)
        self.resize(self.initial_size())

    def initial_size(self) -> QSize:
        """1400x900, or the screen's free area if smaller (never past the screen's edges)."""
        return fitted(self, QSize(1400, 900))

    # ------------------------------------------------------------------ layout

    def _build(self) -> None:
        model = self.model
        self.table = QWidget()
        self.table.setObjectName("table")
        apply_style(self.table, TABLE_STYLE)
        self.table.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.others_row = QHBoxLayout()
        self.own_slot = QVBoxLayout()
        self.draft = DraftPanel(model)
        self.table_scroll = tableaus_scroll(self.others_row, self.draft, self.own_slot)
        self.prompt = PromptBar()
        self.centre = CentreStrip(model)
        self.centre.discard.clicked.connect(self.show_discard_pile)
        self.hand = HandView(model)
        table_layout = QVBoxLayout(self.table)
        table_layout.setContentsMargins(8, 8, 8, 8)
        table_layout.addWidget(self._control_bar())
        table_layout.addWidget(self.centre.banner)
        table_layout.addWidget(self.table_scroll, 1)
        table_layout.addWidget(self.prompt)
        bottom = QHBoxLayout()
        bottom.addWidget(self.centre)
        bottom.addWidget(self.hand, 1)
        table_layout.addLayout(bottom)
        side = QWidget()
        self.side_layout = QVBoxLayout(side)
        self.log_label = QLabel()
        self.log_label.setTextFormat(Qt.TextFormat.RichText)  # its <b>
        self.side_layout.addWidget(self.log_label)
        self.log_model = LogListModel(model, self)
        self.log_view = QListView()
        self.log_view.setObjectName("log")
        self.log_view.setModel(self.log_model)
        self.log_view.setUniformItemSizes(True)
        self.log_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the keys step the replay
        self._reset_scroll = soon(self.log_view, self.log_view.scrollToBottom)   # the view's own timer
        self.log_model.modelReset.connect(self._reset_scroll.start)
        self.log_view.viewport().installEventFilter(self)
        self.side_layout.addWidget(self.log_view, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        split.addWidget(side)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([1050, 350])
        self.setCentralWidget(split)
        self.statusBar()

    def _control_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("replayBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(0, 0, 0, 4)
        model = self.model
        pixmaps = QStyle.StandardPixmap
        self.first_button = self._button(pixmaps.SP_MediaSkipBackward, model.to_start)
        self.back_button = self._button(pixmaps.SP_ArrowLeft, model.back, repeat=True)
        self.forward_button = self._button(pixmaps.SP_ArrowRight, model.forward, repeat=True)
        self.last_button = self._button(pixmaps.SP_MediaSkipForward, model.to_end)
        for button in (self.first_button, self.back_button, self.forward_button, self.last_button):
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, model.total)
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(model.go)
        row.addWidget(self.slider, 1)
        self.step_label = QLabel()
        self.step_label.setObjectName("replayStep")
        row.addWidget(self.step_label)
        self.turn_label = QLabel()
        row.addWidget(self.turn_label)
        self.turn_box = QSpinBox()
        self.turn_box.setRange(0 if model.timeline.turn_at(0) == 0 else 1, max(1, model.timeline.turns))
        self.turn_box.valueChanged.connect(self._turn_chosen)
        self.turn_label.setBuddy(self.turn_box)
        row.addWidget(self.turn_box)
        self.all_hands = QCheckBox()
        self.all_hands.setChecked(model.show_all)
        self.all_hands.setEnabled(model.finished)
        self.all_hands.toggled.connect(model.set_show_all)
        row.addWidget(self.all_hands)
        self.close_button = QPushButton()
        self.close_button.setObjectName("replayClose")
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.close_button)
        return bar

    def _button(self, icon: QStyle.StandardPixmap, slot: Callable[[], object],
                repeat: bool = False) -> QToolButton:
        """A button of the control bar: ⏮ ◀ ▶ ⏭ drawn by the style (fonts lack some of these signs)."""
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setIconSize(QSize(22, 22))
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAutoRepeat(repeat)
        button.clicked.connect(slot)
        button.setMinimumWidth(36)
        return button

    def _keys(self) -> None:
        model = self.model
        self.shortcuts: dict[Qt.Key, QShortcut] = {}
        keys = Qt.Key
        for key, slot in ((keys.Key_Left, model.back), (keys.Key_Right, model.forward),
                          (keys.Key_Home, model.to_start), (keys.Key_End, model.to_end),
                          (keys.Key_PageUp, model.previous_turn), (keys.Key_PageDown, model.next_turn),
                          (keys.Key_Escape, self.close)):
            shortcut = QShortcut(QKeySequence(key), self)   # the key itself, never a translated name
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts[key] = shortcut

    def add_panel(self, widget: QWidget, stretch: int = 0) -> None:
        """Put ``widget`` in the side column, above the log (the window owns it from then on)."""
        self.side_layout.insertWidget(0, widget, stretch)

    # ------------------------------------------------------------------ texts

    def retranslate(self) -> None:
        """Every text the window sets, in the player's language."""
        names = join_names(self.model.names())
        self.setWindowTitle(fill(QCoreApplication.translate("Replay", "Replay — {names}"), names=names))
        self.log_label.setText(QCoreApplication.translate("Replay", "<b>Game log</b>"))
        self.log_view.setAccessibleName(QCoreApplication.translate("Replay", "Game log up to this action"))
        self.table_scroll.setAccessibleName(QCoreApplication.translate(
            "Replay", "The table at this point of the replay"))
        for button, tip in ((self.first_button, QCoreApplication.translate("Replay", "To the start (Home)")),
                            (self.back_button, QCoreApplication.translate("Replay", "One action back (←)")),
                            (self.forward_button, QCoreApplication.translate("Replay", "One action on (→)")),
                            (self.last_button, QCoreApplication.translate("Replay", "To the end (End)"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.slider.setAccessibleName(QCoreApplication.translate("Replay", "Action shown"))
        self.turn_label.setText(QCoreApplication.translate("Replay", "Turn:"))
        self.turn_box.setToolTip(QCoreApplication.translate(
            "Replay", "Go to the start of a turn (Page Up, Page Down: the turn before, the next)"))
        if self.turn_box.minimum() == 0:      # a draft game: before turn 1
            self.turn_box.setSpecialValueText(QCoreApplication.translate(
                "Replay", "draft", "the turn box before turn 1"))
        self.all_hands.setText(QCoreApplication.translate("Replay", "Show all hands"))
        self.close_button.setText(QCoreApplication.translate("Replay", "Close"))
        self.close_button.setToolTip(QCoreApplication.translate("Replay", "Close the replay (Esc)"))
        self.all_hands.setToolTip(QCoreApplication.translate(
            "Replay", "Every player's hand face up (a finished game only)") if self.model.finished else
            QCoreApplication.translate("Replay", "The game is not finished: its hidden cards stay hidden"))
        self._stepped(self.model.shown)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: say everything again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.model.retranslate()
            self.retranslate()
            self._changed()

    # ------------------------------------------------------------------ reactions

    def _stepped(self, n: int) -> None:
        model = self.model
        self.slider.blockSignals(True)
        self.slider.setValue(n)
        self.slider.blockSignals(False)
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(max(self.turn_box.minimum(), model.turn))
        self.turn_box.blockSignals(False)
        self.step_label.setText(fill(QCoreApplication.translate(
            "Replay", "action {n} / {total}", "the replay's place"), n=n, total=model.total))
        if self.graph is not None:
            self.graph.mark_turn(model.turn)
        self.slider.setAccessibleDescription(self.step_label.text())
        self.first_button.setEnabled(n > 0)
        self.back_button.setEnabled(n > 0)
        self.forward_button.setEnabled(n < model.total)
        self.last_button.setEnabled(n < model.total)
        self.stepped.emit(n)

    def _turn_chosen(self, turn: int) -> None:
        if turn != self.model.turn:
            self.model.to_turn(turn)

    def _changed(self) -> None:
        self.prompt.setText(self.model.prompt())
        # no seat's hand below (hot seat, all AI): with every hand shown, the panel holds them all
        self.hand.setVisible(not (self.model.viewer is None and self.model.show_all))

    def _refused(self, _action: str, reason: Sentence | str) -> None:
        text = refusal_sentence(reason, self.model.names())
        self.statusBar().showMessage(text, 5000)

    def _rebuild_areas(self) -> None:
        n = self.model.players
        own = self.model.viewer if self.model.viewer is not None else n - 1
        for k in range(1, n):
            seat = (own + k) % n
            area = PlayerArea(self.model, seat)
            area.single_row = n <= 3
            self.others_row.addWidget(area)
            self._areas.append(area)
        area = PlayerArea(self.model, own, large=True)
        self.own_slot.addWidget(area)
        self._areas.append(area)

    def areas(self) -> list[PlayerArea]:
        """Player areas: the others clockwise, then the one at the bottom."""
        return list(self._areas)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Re-wrap the log to its width."""
        if event.type() == QEvent.Type.Resize and watched is self.log_view.viewport():
            sample = "Bartholomew places an Embargo on Player's Military, 12 cards."   # as the table's log
            bold = self.log_view.font()
            bold.setBold(True)
            average = QFontMetricsF(bold).horizontalAdvance(sample) / len(sample)
            self.log_model.set_width(int((self.log_view.viewport().width() - 12) / average) - 2)
        return super().eventFilter(watched, event)

    def show_discard_pile(self) -> None:
        """The discard pile at the step shown (one window, deleted once closed)."""
        if self.pile_dialog is None:
            dialog = PileDialog(self.model, pick=False, parent=self)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(lambda _code: setattr(self, "pile_dialog", None))
            self.pile_dialog = dialog
        self.pile_dialog.show()
        self.pile_dialog.raise_()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the pile dialog with the window, and stop the chances still being worked out."""
        if self.pile_dialog is not None:
            self.pile_dialog.close()
        if self.graph is not None:
            self.graph.cancel()
        super().closeEvent(event)
        parent = self.parentWidget()
        if event.isAccepted() and parent is not None:
            give_keys_back(parent.window())


# ---------------------------------------------------------------------- opening a replay


def open_replay(parent: QWidget | None, path: Path) -> ReplayWindow | None:
    """Open a replay of the save file ``path`` (shown); a file that cannot be replayed is explained
    in a message and nothing changes (the file is only read)."""
    try:
        saved = load_save(path)
        window = ReplayWindow(saved, parent)
    except ValueError as exc:

        text = fill(QCoreApplication.translate(
            "Replay", "{file} cannot be replayed.\n{why}\n\nNothing was changed.", "why: the reason"),
            file=path.name, why=refusal_text(path.name, str(exc)))
        QMessageBox.warning(parent, QCoreApplication.translate("Replay", "Cannot replay the game"),
                            as_text(text))
        return None
    window.show()
    return window


def replay_saved(parent: QWidget | None, saved: SavedGame) -> ReplayWindow:
    """Open a replay of a game held in memory (the game just finished)."""
    window = ReplayWindow(saved, parent)
    window.show()
    return window


def winner_text(saved: SavedGame) -> str:
    """Who won and how, for the list of kept games ('Aurelia, by Science Hegemony')."""
    result = saved.game.result
    if result is None:
        return QCoreApplication.translate("Replay", "not finished")
    names = join_names([saved.seats[s].name for s in result["winners"]])
    if result["reason"] == "hegemony":
        return fill(QCoreApplication.translate("Replay", "{names}, by {domain} Hegemony"),
                    names=names, domain=domain_name(result["domain"]))
    return fill(QCoreApplication.translate("Replay", "{names}, on majorities"), names=names)


def seats_text(saved: SavedGame, game: Game) -> str:
    """'3 players, classic set-up: you, Medium AI, Hard AI'."""
    kinds = QCoreApplication.translate("Replay", ", ", "between the seats of a list").join(
        s.label for s in saved.seats)
    if setup_name(game) == "draft":
        return fill(ntr("Replay", "%n players, draft set-up: {kinds}", game.players), kinds=kinds)
    return fill(ntr("Replay", "%n players, classic set-up: {kinds}", game.players), kinds=kinds)


class ReplayChooser(QDialog):
    """Game › Replay a game…: the kept finished games, newest first, and any save file."""

    MAX_LISTED = 200     # the newest; each is read in full (about 9 ms for a 250-action game), at most
    #                      MAX_KEPT_BYTES each (a bigger one is listed as unreadable, unread)

    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or games_dir()
        self.opened: list[ReplayWindow] = []
        self.games: list[tuple[Path, SavedGame]] = []
        self.unreadable: list[tuple[Path, str]] = []
        for path in kept_games(self.folder)[: self.MAX_LISTED]:
            try:
                self.games.append((path, load_save(path, MAX_KEPT_BYTES)))
            except ValueError as exc:
                self.unreadable.append((path, str(exc)))
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)   # a folder's name, never markup
        layout.addWidget(self.heading)
        self.table = QTableWidget(len(self.games), 4, self)
        self.table.setObjectName("keptGames")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.replay_row(row))
        layout.addWidget(self.table, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(self)
        self.replay_button = QPushButton()
        self.replay_button.setDefault(True)
        self.file_button = QPushButton()
        self.close_button = QPushButton()
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.file_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.replay_button.clicked.connect(lambda: self.replay_row(self.table.currentRow()))
        self.file_button.clicked.connect(self.open_file)
        self.close_button.clicked.connect(self.reject)
        self.table.itemSelectionChanged.connect(self._selection)
        layout.addWidget(buttons)
        self.retranslate()
        if self.games:
            self.table.selectRow(0)
        self._selection()
        self.resize(860, 480)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(QCoreApplication.translate("Replay", "Replay a game"))
        self.heading.setText(fill(QCoreApplication.translate(
            "Replay", "Finished games are kept in {folder}. Choose one to replay, or open any save file."),
            folder=self.folder) if self.games else fill(QCoreApplication.translate(
                "Replay", "No finished game is kept yet (they are kept in {folder} when they end). You can "
                "open any save file."), folder=self.folder))
        self.table.setHorizontalHeaderLabels([
            QCoreApplication.translate("Replay", "Date"), QCoreApplication.translate("Replay", "Players"),
            QCoreApplication.translate("Replay", "Seats"), QCoreApplication.translate("Replay", "Winner")])
        self.table.setAccessibleName(QCoreApplication.translate("Replay", "Kept finished games"))
        between = QCoreApplication.translate("Replay", ", ", "between the players of a list")
        for row, (_path, saved) in enumerate(self.games):
            cells = [saved_when(saved.saved_at), between.join(s.name for s in saved.seats),
                     seats_text(saved, saved.game), winner_text(saved)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(as_text(text))
                self.table.setItem(row, col, item)
        self.note.setText(fill(ntr("Replay", "%n file(s) in {folder} could not be read and are not listed.",
                                   len(self.unreadable)), folder=self.folder) if self.unreadable else "")
        self.note.setVisible(bool(self.unreadable))
        self.replay_button.setText(QCoreApplication.translate("Replay", "&Replay"))
        self.file_button.setText(QCoreApplication.translate("Replay", "&Open a save file…"))
        self.close_button.setText(QCoreApplication.translate("Replay", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _selection(self) -> None:
        self.replay_button.setEnabled(0 <= self.table.currentRow() < len(self.games)
                                      and bool(self.table.selectedItems()))

    def replay_row(self, row: int) -> ReplayWindow | None:
        """Open the replay of the kept game in ``row``."""
        if not 0 <= row < len(self.games):
            return None
        window = replay_saved(self.parentWidget(), self.games[row][1])
        self.opened.append(window)
        self.accept()
        return window

    def open_file(self) -> ReplayWindow | None:
        """Choose any save file and replay it."""

        name, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("Replay", "Replay a save file"), str(data_dir()), saves_filter())
        if not name:
            return None
        window = open_replay(self.parentWidget(), Path(name))
        if window is not None:
            self.opened.append(window)
            self.accept()
        return window


def replay_current(parent: QWidget | None, model: GameModel) -> ReplayWindow | None:
    """Open a replay of the game at the table, as the table's log holds it (None without a game)."""
    game = model.game_copy()
    if game is None:
        return None
    block = {"actions": len(game.history), "lines": len(game.log),
             "entries": [entry_dict(entry) for entry in model.log]}
    return replay_saved(parent, SavedGame(game, model.seats, block))
