"""``python -m civgui.shots OUTDIR``: PNG screenshots of the main states of the game, so anyone
can look at it without playing: the new-game dialog, 2- and 4-player tables mid-game, the
in-place decisions, every effect dialog, the draft, the end of a majority game, and the
hot-seat cover between two people."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from engine import Game

from . import scenes
from .dialogs import AttackDialog, InspirationDialog, MarkerDialog
from .inquisition import InquisitionDialog
from .mainwindow import MainWindow
from .model import GameModel
from .newgame import NewGameDialog
from .pile import PileDialog
from .storage import SeatConfig

SIZE = (1600, 1000)


class Shooter:
    """One main window (AI paused) whose game is swapped scene by scene."""

    def __init__(self, outdir: Path) -> None:
        self.outdir = outdir
        outdir.mkdir(parents=True, exist_ok=True)
        self.model = GameModel(autosave=False)
        self.window = MainWindow(self.model, pace=0.0, end_dialog=False)
        self.window.driver.set_paused(True)
        self.window.router.enabled = False  # dialogs are shot one by one, not opened by the router
        self.window.confirm_reveals = False  # scenes play the person's seat too; asked in undo() only
        self.window.resize(*SIZE)
        self.window.show()
        self.written: list[Path] = []

    def settle(self) -> None:
        """Let layouts, paints and the log's delayed scrolling happen."""
        loop = QEventLoop()
        QTimer.singleShot(150, loop.quit)
        loop.exec()
        QApplication.processEvents()

    def save(self, widget: QWidget, name: str) -> None:
        """Grab a widget into OUTDIR/name.png."""
        self.settle()
        path = self.outdir / f"{name}.png"
        widget.grab().save(str(path))
        self.written.append(path)

    def load(self, game: Game, seats: list[SeatConfig]) -> None:
        """Show ``game`` with those seats."""
        self.model.load_game(game, seats)
        self.settle()

    def table(self, name: str, game: Game, seats: list[SeatConfig]) -> None:
        """The main window on ``game``."""
        self.load(game, seats)
        self.save(self.window, name)

    def live(self, name: str, players: int, seed: int, actions: int, teams: bool = False) -> None:
        """A game played through the model (AI reasons in the log) until the person's turn."""
        from engine.ai import make_ai

        self.load(Game.new(players, seed, "classic", teams), scenes.seats(players))
        ais = [make_ai("easy" if s == 0 else "medium", s, seed=s) for s in range(players)]
        model = self.model
        while not model.over:
            seat = model.to_move
            assert seat is not None
            if model.history_length >= actions and seat == 0 and model.step() == "play":
                break
            game = model.game_copy()
            assert game is not None
            action = ais[seat].choose(game)
            if seat == 0:
                model.submit(action)
            else:
                model.submit_ai(seat, action, ais[seat].reason)
        self.save(self.window, name)

    def dialog(self, name: str, game: Game, make: Callable[[GameModel, QWidget], QDialog],
               then: Callable[[QDialog], None] | None = None) -> None:
        """A dialog over the main window, grabbed alone."""
        self.load(game, scenes.seats(game.players))
        dialog = make(self.model, self.window)
        dialog.show()
        if then is not None:
            self.settle()
            then(dialog)
        self.save(dialog, name)
        dialog.done(0)
        dialog.deleteLater()


    def undo(self) -> None:
        """The Undo button after two actions of a turn, and the question before Breakthrough."""
        self.load(scenes.effect_game(), scenes.seats(3))
        self.model.submit("use assassination")
        self.model.submit("discard MIL2")
        self.save(self.window, "20_undo_button")
        self.window.confirm_reveals = True
        self.window.effects.buttons["breakthrough"].click()
        box = self.window.confirm_box
        assert box is not None
        self.save(box, "21_confirm_breakthrough")
        self.save(self.window, "22_confirm_over_the_table")
        box.cancel_button.click()
        self.window.confirm_reveals = False


def shoot(outdir: Path) -> list[Path]:
    """Write every screenshot; returns the files."""
    s = Shooter(outdir)
    new_game = NewGameDialog(s.window)
    new_game.show()
    s.save(new_game, "01_new_game")
    new_game.close()
    s.live("02_table_2p_play", 2, 4, 90)
    s.table("03_table_3p_effects", scenes.effect_game(), scenes.seats(3))
    s.table("04_table_4p_team_embargo", Game.from_position(scenes.team_position()), scenes.seats(4))
    s.table("05_inplace_purge_discard", scenes.effect_game("use purge"), scenes.seats(3))
    s.table("06_inplace_development_remove", scenes.effect_game("use development"), scenes.seats(3))
    s.dialog("07_inquisition_target", scenes.effect_game("use inquisition"), InquisitionDialog)

    def take_hand(dialog: QDialog) -> None:
        assert isinstance(dialog, InquisitionDialog)
        dialog.confirm.click()
        s.settle()
        dialog.pool.clicked.emit(0)

    s.dialog("08_inquisition_give", scenes.effect_game("use inquisition"), InquisitionDialog, take_hand)
    s.dialog("09_embargo", scenes.effect_game("use embargo"), MarkerDialog)
    s.dialog("10_democracy", scenes.effect_game("use democracy"), MarkerDialog)
    s.dialog("11_attack", scenes.effect_game("use attack"), AttackDialog)
    s.dialog("12_inspiration", scenes.effect_game("use inspiration"), InspirationDialog)
    s.dialog("13_republic_pick", scenes.effect_game("use republic"),
             lambda m, w: PileDialog(m, pick=True, parent=w),
             lambda d: d.row.clicked.emit(1) if isinstance(d, PileDialog) else None)
    draft = Game.new(3, 7, "draft")
    while draft.to_move != 0:
        draft.apply(draft.legal_actions()[0])
    s.table("14_draft_keep", draft, scenes.seats(3))
    while draft.view(0)["draft"]["stage"] != "pick" or draft.to_move != 0:
        draft.apply(draft.legal_actions()[0])
    s.table("15_draft_pick", draft, scenes.seats(3))
    s.live("16_table_4p_midgame", 4, 9, 110, teams=True)
    s.table("17_final_round", scenes.played_game(3, 21, 60, final_round=True), scenes.seats(3))
    finished = scenes.finished_game(3, 3)
    s.table("18_end_table", finished, scenes.seats(3))
    end = s.window.show_end_dialog()
    s.save(end, "19_end_dialog_majority")
    end.close()
    s.undo()
    s.table("23_hot_seat_cover", Game.new(2, 2), scenes.seats(2, humans=(0, 1)))
    s.model.lift_cover()
    s.save(s.window, "24_hot_seat_after_the_cover")
    s.window.driver.shutdown()
    s.window.close()
    return s.written


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``python -m civgui.shots OUTDIR``."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m civgui.shots OUTDIR", file=sys.stderr)
        return 2
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CIV_DATA_DIR", str(Path(args[0]) / ".civdata"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    written = shoot(Path(args[0]))
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
