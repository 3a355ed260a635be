"""The end-of-game dialog: who won and how; for majorities, every Domain's counts per player,
who scored it, the points, and the tie-break used.

Every text is built from the result record and the model (never from the log's English), so
it follows a language change while the dialog is open.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.cards import DOMAINS, TIEBREAK_ORDER, team_of
from engine.types import ResultDict

from ..media.painting import emblem_icon
from ..media.palette import hex_colour
from ..media.resources import domain_name
from ..play.model import GameModel
from ..play.outcome import headline, hints_summary, join_names
from ..services.i18n import fill, ntr
from ..services.plain import as_text, rich
from ..services.screen import room as screen_room


def tiebreak_order_text() -> str:
    """The tie-break order, from the engine's, in the current language."""
    order = [domain_name(DOMAINS[d]) for d in TIEBREAK_ORDER]
    return fill(QCoreApplication.translate("EndGameDialog", "Ties are broken by the most {first} cards, "
                                           "then {rest}."),
                first=order[0], rest=join_names(order[1:]))


class EndGameDialog(QDialog):
    """Shown when the game ends."""

    newGameRequested = Signal()
    quitRequested = Signal()
    replayRequested = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """The dialog for the model's finished game.

        :raises ValueError: if the model's game is not over.
        """
        super().__init__(parent)
        result, view = model.result, model.view()
        if result is None or view is None:
            raise ValueError("the end-of-game dialog needs a finished game")
        self.model, self.outcome = model, result
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("headline")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        n = model.players
        majority = result if result["reason"] == "majority" else None
        self.hegemony = QLabel()
        self.hegemony.setObjectName("hegemonyCount")
        if result["reason"] == "hegemony":
            layout.addWidget(self.hegemony)
        team_points = majority.get("team_points") if majority is not None else None
        self.table = QTableWidget(len(DOMAINS) + 1 + (1 if team_points is not None else 0), n, self)
        self.table.setObjectName("majorities")
        bold = QFont()
        bold.setBold(True)
        majorities = majority["majorities"] if majority is not None else {}
        for row, domain in enumerate(DOMAINS):
            self.table.setVerticalHeaderItem(row, QTableWidgetItem(emblem_icon(domain), ""))
            scorers = majorities.get(domain, [])
            for seat in range(n):
                count = len(view["tableaus"][seat].get(domain, []))
                scored = seat in scorers
                item = QTableWidgetItem(f"{count}  ★" if scored else str(count))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if scored:
                    item.setFont(bold)
                    item.setBackground(QBrush(QColor(hex_colour("active"))))     # the dark windows' gold
                    item.setForeground(QBrush(QColor(hex_colour("active_ink"))))
                self.table.setItem(row, seat, item)
        points = majority["points"] if majority is not None else None
        self.table.setVerticalHeaderItem(len(DOMAINS), QTableWidgetItem())
        for seat in range(n):
            item = QTableWidgetItem(str(points[seat]) if points else "—")
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(bold)
            self.table.setItem(len(DOMAINS), seat, item)
        if team_points is not None:
            row = len(DOMAINS) + 1
            self.table.setVerticalHeaderItem(row, QTableWidgetItem())
            for seat in range(n):
                item = QTableWidgetItem()
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, seat, item)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # a results table, not a form: no selected cell to draw over the stars; Tab reaches it, so
        # a screen reader can read the scores cell by cell
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.explain = QLabel()
        layout.addWidget(self.explain)
        layout.addWidget(self.table)
        self.tiebreak = QLabel()
        self.tiebreak.setObjectName("tiebreak")
        self.tiebreak.setWordWrap(True)
        layout.addWidget(self.tiebreak)
        self.chances_title = QLabel()
        self.chances_title.setObjectName("chancesTitle")
        layout.addWidget(self.chances_title)
        from .wingraph import WinGraph  # (on first use: the graph is not needed at start-up)

        self.graph = WinGraph(self)        # filled in the background: the dialog opens at once
        layout.addWidget(self.graph, 1)
        game = model.game_copy()
        if game is not None:
            self.graph.compute(game, model.names())
        self.finished.connect(self.graph.cancel)
        self.hints_used = QLabel()
        self.hints_used.setObjectName("hintsUsed")
        self.hints_used.setWordWrap(True)
        layout.addWidget(self.hints_used)
        # names are text: the labels with markup of their own escape them (the headline)
        for label in (self.title, self.explain, self.chances_title):
            label.setTextFormat(Qt.TextFormat.RichText)
        for label in (self.hegemony, self.tiebreak, self.hints_used):
            label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(self)
        self.new_button = QPushButton()
        self.quit_button = QPushButton()
        self.close_button = QPushButton()
        self.replay_button = QPushButton()
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.close_button.clicked.connect(self.reject)
        self.new_button.clicked.connect(self._new)
        self.quit_button.clicked.connect(self._quit)
        self.replay_button.clicked.connect(self._replay)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(max(480, 160 + 130 * n), self.sizeHint().height())
        self.tabs: QTabWidget | None = None
        self._fit_screen()

    def retranslate(self) -> None:
        """Set every text in the current language (at the start and on a language change)."""
        model, result = self.model, self.outcome
        view = model.view()
        self.setWindowTitle(QCoreApplication.translate("EndGameDialog", "Game over"))
        self.title.setText(f"<h2>{rich(headline(model, result))}</h2>")
        if result["reason"] == "hegemony" and view is not None:
            seat, domain = result["winners"][0], result["domain"]
            count = len(view["tableaus"][seat].get(domain, []))
            self.hegemony.setText(fill(ntr("EndGameDialog", "{name} ended their turn with %n {domain} "
                                           "card(s) (needed {need}).", count),
                                       name=model.seat_name(seat), domain=domain_name(domain),
                                       need=model.hegemony_need(seat, domain)))
        self.table.setHorizontalHeaderLabels([model.seat_name(s) for s in range(model.players)])
        majorities = result["majorities"] if result["reason"] == "majority" else {}
        for row, domain in enumerate(DOMAINS):
            head = self.table.verticalHeaderItem(row)
            if head is not None:
                head.setText(domain_name(domain))
            for seat in majorities.get(domain, []):
                item = self.table.item(row, seat)
                if item is not None:
                    item.setToolTip(as_text(fill(QCoreApplication.translate(
                        "EndGameDialog", "{name} has the most {domain} cards: 1 point"),
                        name=model.seat_name(seat), domain=domain_name(domain))))
        points_head = self.table.verticalHeaderItem(len(DOMAINS))
        if points_head is not None:
            points_head.setText(QCoreApplication.translate("EndGameDialog", "Points"))
        if result["reason"] == "majority" and "team_points" in result:
            row = len(DOMAINS) + 1
            team_head = self.table.verticalHeaderItem(row)
            if team_head is not None:
                team_head.setText(QCoreApplication.translate("EndGameDialog", "Team points"))
            for seat in range(model.players):
                team = team_of(seat)
                item = self.table.item(row, seat)
                if item is not None:
                    item.setText(fill(QCoreApplication.translate("EndGameDialog", "Team {team}: {points}"),
                                      team=team, points=result["team_points"]["A" if team == "A" else "B"]))
        self.table.setAccessibleName(QCoreApplication.translate("EndGameDialog",
                                                                "Cards and majorities by Domain"))
        self._fit_table()
        if result["reason"] == "majority":
            self.explain.setText(QCoreApplication.translate(
                "EndGameDialog", "<b>Cards per Domain at the end</b> (★ = most cards: 1 point; a Domain "
                "nobody has gives no point)"))
        else:       # a Hegemony ends the game at once: no star, no point to explain
            self.explain.setText(QCoreApplication.translate(
                "EndGameDialog", "<b>Cards per Domain at the end</b> (the Hegemony ended the game: no "
                "majorities are scored)"))
        self.tiebreak.setText(self._tiebreak_text(result))
        self.chances_title.setText(QCoreApplication.translate("EndGameDialog",
                                                              "<b>Chances of winning, turn by turn</b>"))
        tabs = getattr(self, "tabs", None)
        if tabs is not None:
            tabs.setTabText(0, QCoreApplication.translate("EndGameDialog", "Scores"))
            tabs.setTabText(1, QCoreApplication.translate("EndGameDialog", "Chances of winning"))
        self.hints_used.setText(hints_summary(model))
        self.hints_used.setVisible(bool(self.hints_used.text()))
        self.close_button.setText(QCoreApplication.translate("EndGameDialog", "Look at the table"))
        self.new_button.setText(QCoreApplication.translate("EndGameDialog", "New game"))
        self.quit_button.setText(QCoreApplication.translate("EndGameDialog", "Quit"))
        self.replay_button.setText(QCoreApplication.translate("EndGameDialog", "Replay this game"))

    def _fit_screen(self) -> None:
        """On a screen too low for the scores and the graph one above the other (1280×720 at 200 %),
        show them in two tabs; never taller than the screen."""
        free = screen_room(self, 48)
        room = free.height() if free is not None else 1 << 20
        wide = free.width() - 16 if free is not None else 1 << 20
        if self.minimumSizeHint().width() > wide:
            self.explain.setWordWrap(True)      # its one long line would push the dialog off the screen
        layout = self.layout()
        if self.minimumSizeHint().height() > room and isinstance(layout, QVBoxLayout):
            self.tabs = QTabWidget(self)
            self.tabs.setObjectName("endTabs")
            at = layout.indexOf(self.explain)
            for widgets in ((self.explain, self.table, self.tiebreak), (self.chances_title, self.graph)):
                page = QWidget()
                box = QVBoxLayout(page)
                for widget in widgets:
                    layout.removeWidget(widget)
                    box.addWidget(widget, 1 if widget is self.graph else 0)
                if self.table in widgets:           # the scores scroll rather than push the buttons away
                    scroll = QScrollArea()
                    scroll.setWidgetResizable(True)
                    scroll.setFrameShape(QFrame.Shape.NoFrame)
                    scroll.setWidget(page)
                    self.tabs.addTab(scroll, "")
                else:
                    self.tabs.addTab(page, "")
            layout.insertWidget(at, self.tabs, 1)
            self.chances_title.hide()       # the tab says it
            self.retranslate()
        self.resize(min(self.width(), wide), min(self.sizeHint().height(), room))

    def _fit_table(self) -> None:
        """Rows of one height, the table as high as its rows (the texts' lengths change them)."""
        self.table.resizeRowsToContents()
        uniform = max(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        for r in range(self.table.rowCount()):
            self.table.setRowHeight(r, uniform)
        height = self.table.horizontalHeader().height() + 4
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @staticmethod
    def _tiebreak_text(result: ResultDict) -> str:
        if result["reason"] != "majority":
            return ""
        tiebreak = result["tiebreak"]
        if tiebreak:
            return fill(QCoreApplication.translate(
                "EndGameDialog", "Tie-break used: the best score was tied; decided on {domain} cards. "
                "{order}"),
                domain=domain_name(tiebreak), order=tiebreak_order_text())
        winners = result["winners"]
        # a team's two seats win together: the victory is shared only between two sides
        sides = {team_of(s) for s in winners} if "team_points" in result else set(winners)
        if len(sides) > 1:
            return QCoreApplication.translate(
                "EndGameDialog", "The best score was tied and no Domain broke the tie: the victory is "
                "shared.")
        return QCoreApplication.translate("EndGameDialog", "No tie-break was needed.")

    def _new(self) -> None:
        self.accept()
        self.newGameRequested.emit()

    def _replay(self) -> None:
        self.accept()
        self.replayRequested.emit()

    def _quit(self) -> None:
        self.accept()
        self.quitRequested.emit()
