"""The end-of-game dialog: who won and how; for majorities, every Domain's counts per player,
who scored it, the points, and the tie-break used."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.cards import DOMAINS, team_of
from engine.types import ResultDict

from .model import GameModel
from .resources import domain_name, emblem_icon

TIEBREAK_TEXT = ("Ties are broken by the most Utopia cards, then Culture, Science, Economy, Religion, "
                 "Military.")


def headline(model: GameModel, result: ResultDict) -> str:
    """Who won and how, in one sentence."""
    winners = result["winners"]
    view = model.view()
    team_game = view is not None and view["teams"]
    if team_game:
        teams = sorted({"AB"[s % 2] for s in winners})
        who = " and ".join(f"Team {t} ({' & '.join(model.seat_name(s) for s in winners if 'AB'[s % 2] == t)})"
                           for t in teams)
    else:
        who = " and ".join(model.seat_name(s) for s in winners)
    shared = len(winners) > 1 and not (team_game and len(winners) == 2)
    verb = "share the victory" if shared else "wins"
    if result["reason"] == "hegemony":
        return f"{who} {verb} by {domain_name(result['domain'])} Hegemony!"
    if "team_points" in result:
        best = max(result["team_points"]["A"], result["team_points"]["B"])
    else:
        best = max(result["points"])
    return f"{who} {verb} on majorities with {best} point{'s' if best != 1 else ''}!"


class EndGameDialog(QDialog):
    """Shown when the game ends."""

    newGameRequested = Signal()
    quitRequested = Signal()

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        """The dialog for the model's finished game.

        :raises ValueError: if the model's game is not over.
        """
        super().__init__(parent)
        self.setWindowTitle("Game over")
        result, view = model.result, model.view()
        if result is None or view is None:
            raise ValueError("the end-of-game dialog needs a finished game")
        layout = QVBoxLayout(self)
        title = QLabel(f"<h2>{headline(model, result)}</h2>")
        title.setObjectName("headline")
        title.setWordWrap(True)
        layout.addWidget(title)
        n = model.players
        majority = result if result["reason"] == "majority" else None
        if result["reason"] == "hegemony":
            seat = result["winners"][0]
            domain = result["domain"]
            count = len(view["tableaus"][seat].get(domain, []))
            need = model.hegemony_need(seat, domain)
            layout.addWidget(QLabel(f"{model.seat_name(seat)} ended their turn with {count} "
                                    f"{domain_name(domain)} cards (needed {need})."))
        team_points = majority.get("team_points") if majority is not None else None
        self.table = QTableWidget(len(DOMAINS) + 1 + (1 if team_points is not None else 0), n, self)
        self.table.setObjectName("majorities")
        self.table.setHorizontalHeaderLabels([model.seat_name(s) for s in range(n)])
        bold = QFont()
        bold.setBold(True)
        majorities = majority["majorities"] if majority is not None else {}
        for row, domain in enumerate(DOMAINS):
            head = QTableWidgetItem(emblem_icon(domain), domain_name(domain))
            self.table.setVerticalHeaderItem(row, head)
            scorers = majorities.get(domain, [])
            for seat in range(n):
                count = len(view["tableaus"][seat].get(domain, []))
                scored = seat in scorers
                item = QTableWidgetItem(f"{count}  ★" if scored else str(count))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if scored:
                    item.setFont(bold)
                    item.setBackground(QBrush(QColor("#fff1c1")))
                    item.setToolTip(f"{model.seat_name(seat)} has the most {domain_name(domain)} cards: "
                                    "1 point")
                self.table.setItem(row, seat, item)
        points = majority["points"] if majority is not None else None
        self.table.setVerticalHeaderItem(len(DOMAINS), QTableWidgetItem("Points"))
        for seat in range(n):
            item = QTableWidgetItem(str(points[seat]) if points else "—")
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setFont(bold)
            self.table.setItem(len(DOMAINS), seat, item)
        if team_points is not None:
            row = len(DOMAINS) + 1
            self.table.setVerticalHeaderItem(row, QTableWidgetItem("Team points"))
            for seat in range(n):
                team = "AB"[seat % 2]
                score = team_points["A"] if team == "A" else team_points["B"]
                item = QTableWidgetItem(f"Team {team}: {score}")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, seat, item)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # a results table, not a form: no selected cell to draw over the stars; Tab reaches it, so
        # a screen reader can read the scores cell by cell
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table.setAccessibleName(self.tr("Cards and majorities by Domain"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        uniform = max(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        for r in range(self.table.rowCount()):
            self.table.setRowHeight(r, uniform)
        height = self.table.horizontalHeader().height() + 4
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        layout.addWidget(QLabel("<b>Cards per Domain at the end</b> (★ = most cards: 1 point; "
                                "a Domain nobody has gives no point)"))
        layout.addWidget(self.table)
        self.tiebreak = QLabel(self._tiebreak_text(result))
        self.tiebreak.setObjectName("tiebreak")
        self.tiebreak.setWordWrap(True)
        layout.addWidget(self.tiebreak)
        buttons = QDialogButtonBox(self)
        self.new_button = QPushButton("New game")
        self.quit_button = QPushButton("Quit")
        close = buttons.addButton("Look at the table", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        close.clicked.connect(self.reject)
        self.new_button.clicked.connect(self._new)
        self.quit_button.clicked.connect(self._quit)
        layout.addWidget(buttons)
        self.resize(max(480, 160 + 130 * n), self.sizeHint().height())

    @staticmethod
    def _tiebreak_text(result: ResultDict) -> str:
        if result["reason"] != "majority":
            return ""
        tiebreak = result["tiebreak"]
        if tiebreak:
            return f"Tie-break used: the best score was tied; decided on {domain_name(tiebreak)} cards. " \
                   + TIEBREAK_TEXT
        winners = result["winners"]
        # a team's two seats win together: the victory is shared only between two sides
        sides = {team_of(s) for s in winners} if "team_points" in result else set(winners)
        if len(sides) > 1:
            return "The best score was tied and no Domain broke the tie: the victory is shared."
        return "No tie-break was needed."

    def _new(self) -> None:
        self.accept()
        self.newGameRequested.emit()

    def _quit(self) -> None:
        self.accept()
        self.quitRequested.emit()
