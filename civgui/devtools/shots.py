"""``python -m civgui.devtools.shots OUTDIR``: PNG screenshots of the main states of the game, so anyone
can look at it without playing: the new-game dialog, 2- and 4-player tables mid-game (the 4-player
one in every palette too, and the colour-blind one simulated with deuteranopia and in grayscale), the
in-place decisions, every effect dialog, the draft, the end of a majority game, the
hot-seat cover between two people; "What would Hard do?" answered on the table and in a dialog;
two rivals threatening Hegemony (and the threat's tooltip); the replay of a finished game (with
each side's chances), the Statistics dialog, a card in flight; the tooltips of an effect button, a
Domain column and a card of the hand; the rules window, at its start and at an effect.

``--language fr`` (or ``hu``, ``en``; anywhere after OUTDIR) shoots them in that language.

``python -m civgui.devtools.shots OUTDIR --size WxH`` shoots the table scenes at one window size (and
``--size screen`` at the size of the screen, e.g. under ``xvfb-run -s "-screen 0 1920x1080x24"``
with ``QT_SCALE_FACTOR=2``): 2-, 3- and 4-player tables, the team game, the draft, a refusal.
``python -m civgui.devtools.shots OUTDIR --all-sizes`` runs each size of ``SIZES`` in its own process
under Xvfb (1280x720, 1280x800, 1600x1000, and 1920x1080 at scale 2)."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QToolTip, QWidget

from engine import Game

from ..app.mainwindow import MainWindow
from ..dialogs.dialogs import AttackDialog, InspirationDialog, MarkerDialog
from ..dialogs.inquisition import InquisitionDialog
from ..dialogs.newgame import NewGameDialog
from ..dialogs.pile import PileDialog
from ..help.rules import show_rules
from ..media import palette
from ..media.colourcheck import simulate_image
from ..media.resources import card_name
from ..play import threats
from ..play.model import GameModel
from ..services.storage import SeatConfig
from . import scenes

SIZE = (1600, 1000)


class Shooter:
    """One main window (AI paused) whose game is swapped scene by scene."""

    def __init__(self, outdir: Path, size: tuple[int, int] = SIZE) -> None:
        self.outdir = outdir
        outdir.mkdir(parents=True, exist_ok=True)
        self.model = GameModel(autosave=False)
        self.window = MainWindow(self.model, pace=0.0, end_dialog=False)
        self.window.driver.set_paused(True)
        self.window.router.enabled = False  # dialogs are shot one by one, not opened by the router
        self.window.confirm_reveals = False  # scenes play the person's seat too; asked in undo() only
        self.window.resize(*size)
        self.window.show()
        self.written: list[Path] = []
        self.on_screen = False   # grab the main window as the screen shows it (cut at its edges)

    def settle(self) -> None:
        """Let layouts, paints and the log's delayed scrolling happen."""
        loop = QEventLoop()
        QTimer.singleShot(150, loop.quit)
        loop.exec()
        self.window.animator.finish()   # the settled table, not a card in the air
        QApplication.processEvents()

    def wait_for(self, ready: Callable[[], bool], seconds: float = 20.0) -> None:
        """Let events happen until ``ready()`` (at most ``seconds``)."""
        end = time.monotonic() + seconds
        while not ready() and time.monotonic() < end:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)

    def save(self, widget: QWidget, name: str) -> None:
        """Grab a widget into OUTDIR/name.png."""
        self.settle()
        path = self.outdir / f"{name}.png"
        if self.on_screen and widget is self.window:
            screen = self.window.screen()
            screen.grabWindow(0).save(str(path))
        else:
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


    def palettes(self, name: str) -> None:
        """The window as it is, in the colour-blind and high-contrast palettes, and the colour-blind
        one as seen with deuteranopia and in grayscale (then back to classic)."""
        for tint in ("colour-blind", "high-contrast"):
            palette.set_palette(tint)
            self.save(self.window, f"{name}_{tint}")
        palette.set_palette("classic")
        source = self.outdir / f"{name}_colour-blind.png"
        for kind in ("deuteranopia", "grayscale"):
            target = self.outdir / f"{name}_colour-blind_{kind}.png"
            simulate_image(str(source), str(target), kind)
            self.written.append(target)

    def tooltip(self, name: str, widget: QWidget, text: str) -> None:
        """A tooltip as the table shows it over ``widget`` (grabbed alone: Qt's tip label)."""
        QToolTip.showText(widget.mapToGlobal(widget.rect().center()), text, widget)
        self.settle()
        labels = [w for w in QApplication.topLevelWidgets()
                  if type(w).__name__ == "QTipLabel" or w.inherits("QTipLabel")]
        label = next((w for w in labels if w.isVisible()), None)
        if label is not None:
            self.save(label, name)
        QToolTip.hideText()

    def tooltips(self) -> None:
        """The tooltips of the 3-player effects table: an effect button (available and not), a
        Domain column of the person's tableau, a card of the hand."""
        self.load(scenes.effect_game(), scenes.seats(3))
        effects = self.window.effects
        for effect in ("holy-book", "embargo"):
            button = effects.buttons[effect]
            self.tooltip(f"25_tooltip_effect_{effect}", button, button.toolTip())
        area = self.window.own_area()
        if area is not None:
            self.tooltip("26_tooltip_domain_column", area, area.column_tip("SCI"))
        hand = self.window.hand
        if hand.tokens:
            tip = card_name(hand.tokens[0])
            if hand.tips and hand.tips[0]:
                tip += "\n" + hand.tips[0]
            self.tooltip("27_tooltip_hand_card", hand, tip)

    def threats(self, name: str) -> None:
        """The threats scene (two rivals near Hegemony) and the tooltip of a threat line."""
        self.table(name, Game.from_position(scenes.threat_position()), scenes.seats(3))
        area = next(a for a in self.window.areas() if a.seat == 1)
        self.tooltip(f"{name}_tooltip", area, threats.tooltip(self.model, 1))

    def rules(self) -> None:
        """The rules window at its start and at an effect."""
        window = show_rules(self.window)
        window.resize(1000, 760)
        self.save(window, "28_rules")
        window.go("inquisition")
        self.save(window, "29_rules_inquisition")
        window.close()

    def hint(self) -> None:
        """"What would Hard do?" answered on the table (step 1) and in the Inquisition's dialog."""
        from ..dialogs.hint import THINKING
        from ..dialogs.hint import add_to_dialog as add_hint

        service = self.window.hints

        def answered(whole: bool = False) -> None:
            service.request(whole)
            loop = QEventLoop()
            service.changed.connect(loop.quit)
            while service.state == THINKING:
                loop.exec()
            service.changed.disconnect(loop.quit)

        self.load(scenes.played_game(3, 4, 30), scenes.seats(3))
        answered()
        self.save(self.window, "24b_hint_on_the_table")
        self.load(scenes.effect_game("use inquisition"), scenes.seats(3))
        dialog = InquisitionDialog(self.model, self.window)
        add_hint(service, self.model, dialog)
        dialog.show()
        answered(whole=True)
        self.save(dialog, "24c_hint_in_a_dialog")
        dialog.done(0)
        dialog.deleteLater()
        for actions, name, make in ((("use democracy",), "24d_hint_for_a_whole_democracy", MarkerDialog),
                                    (("use inquisition", "target 1"), "24e_hint_for_all_the_gives",
                                     InquisitionDialog)):
            self.load(scenes.effect_game(*actions), scenes.seats(3))
            whole = make(self.model, self.window)
            add_hint(service, self.model, whole)
            whole.show()
            answered(whole=True)
            self.save(whole, name)
            whole.done(0)
            whole.deleteLater()

    def flight(self) -> None:
        """A card in the air: the person's play, grabbed 150 ms into its flight (not settled)."""
        self.load(scenes.played_game(3, 4, 30), scenes.seats(3))
        action = next(a for a in self.model.legal_actions() if a.startswith("play "))
        self.model.submit(action)
        loop = QEventLoop()
        QTimer.singleShot(150, loop.quit)
        loop.exec()
        path = self.outdir / "33_animation_in_flight.png"
        self.window.grab().save(str(path))
        self.written.append(path)
        self.window.animator.finish()

    def replay(self) -> None:
        """The replay of a finished game at its tenth turn (every hand shown, the chances drawn)
        and at its end."""
        from ..review.replay import ReplayWindow
        from ..services.storage import SavedGame

        window = ReplayWindow(SavedGame(scenes.finished_game(3, 3), scenes.seats(3)), self.window)
        window.resize(*SIZE)
        window.show()
        self.wait_for(lambda: window.graph is None or window.graph.state != "computing")
        window.model.to_turn(10)
        self.save(window, "31_replay_turn_10")
        window.model.to_end()
        self.save(window, "31_replay_end")
        window.close()

    def statistics(self) -> None:
        """The Statistics dialog once a few games are over (each finished game loaded is recorded)."""
        for players, seed, reason in ((2, 5, "hegemony"), (2, 8, "majority"), (3, 4, "majority")):
            self.load(scenes.finished_game(players, seed, reason), scenes.seats(players))
        self.wait_for(lambda: not self.window.stats.busy())
        dialog = self.window.show_statistics()
        self.save(dialog, "32_statistics")
        dialog.close()

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
    s.palettes("16_table_4p_midgame")
    s.table("17_final_round", scenes.played_game(3, 21, 60, final_round=True), scenes.seats(3))
    finished = scenes.finished_game(3, 3)
    s.table("18_end_table", finished, scenes.seats(3))
    end = s.window.show_end_dialog()
    s.wait_for(lambda: end.graph.state != "computing")     # the win-chance graph, drawn in the background
    s.save(end, "19_end_dialog_majority")
    palette.set_palette("colour-blind")
    s.save(end, "19_end_dialog_majority_colour-blind")
    palette.set_palette("classic")
    end.close()
    s.undo()
    s.table("23_hot_seat_cover", Game.new(2, 2), scenes.seats(2, humans=(0, 1)))
    s.model.lift_cover()
    s.save(s.window, "24_hot_seat_after_the_cover")
    s.hint()
    s.tooltips()
    s.threats("30_threats")
    s.replay()
    s.statistics()
    s.flight()
    s.rules()
    s.window.driver.shutdown()
    s.window.close()
    return s.written


def shoot_size(outdir: Path, size: tuple[int, int] | None) -> list[Path]:
    """The table scenes at one window size (None: the whole available screen)."""
    screen = QApplication.primaryScreen()
    if size is None:
        geometry = screen.availableGeometry()
        size = (geometry.width(), geometry.height())
    ratio = screen.devicePixelRatio()
    tag = f"{size[0]}x{size[1]}" + (f"_dpr{ratio:g}" if ratio != 1 else "")
    s = Shooter(outdir, size)
    s.on_screen = True
    s.window.move(screen.availableGeometry().topLeft())
    s.live(f"{tag}_2p_play", 2, 4, 90)
    s.table(f"{tag}_3p_effects", scenes.effect_game(), scenes.seats(3))
    s.table(f"{tag}_4p_team_embargo", Game.from_position(scenes.team_position()), scenes.seats(4))
    s.live(f"{tag}_4p_team_midgame", 4, 9, 110, teams=True)
    draft = Game.new(3, 7, "draft")
    while draft.to_move != 0:
        draft.apply(draft.legal_actions()[0])
    s.table(f"{tag}_draft_keep", draft, scenes.seats(3))
    used = scenes.effect_game("use assassination", "discard ART3", "use oligarchy", "take REL1")
    s.table(f"{tag}_effects_used", used, scenes.seats(3))   # Assassination and Oligarchy used
    s.table(f"{tag}_threats", Game.from_position(scenes.threat_position()), scenes.seats(3))
    s.load(Game.from_position(scenes.team_position()), scenes.seats(4))
    s.window.hand.activate(s.window.hand.tokens.index("MIL1"))  # under Embargo: refused
    s.save(s.window, f"{tag}_refusal")
    other = s.window.areas()[0]      # a card dropped on another player's tableau
    s.window.refusal.hide()
    other.dropRefused.emit(other.foreign_drop_reason())
    s.save(s.window, f"{tag}_refusal_foreign_drop")
    s.window.driver.shutdown()
    s.window.close()
    return s.written


SIZES = (("1280x720", "1280x720", ""), ("1280x800", "1280x800", ""), ("1600x1000", "1600x1000", ""),
         ("1920x1080", "screen", "2"))


def shoot_all_sizes(outdir: Path, language: str = "en") -> list[Path]:
    """Each size of SIZES in its own process on its own Xvfb screen."""
    import subprocess

    written: list[Path] = []
    for screen, size, scale in SIZES:
        env = dict(os.environ, QT_QPA_PLATFORM="xcb")
        env.pop("QT_SCALE_FACTOR", None)
        if scale:
            env["QT_SCALE_FACTOR"] = scale
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24", sys.executable, "-m",
                   "civgui.devtools.shots", str(outdir), "--size", size, "--language", language]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
        written += [Path(line) for line in done.stdout.split()]
    return written


def main(argv: list[str] | None = None) -> int:
    """Entry point: ``python -m civgui.devtools.shots OUTDIR [--size WxH|screen | --all-sizes]
    [--language L]``."""
    args = list(sys.argv[1:] if argv is None else argv)
    language = "en"
    if "--language" in args:
        at = args.index("--language")
        language = args[at + 1] if at + 1 < len(args) else ""
        del args[at:at + 2]
        if language not in ("en", "fr", "hu"):
            print("--language takes en, fr or hu", file=sys.stderr)
            return 2
    usage = ("usage: python -m civgui.devtools.shots OUTDIR [--size WxH|screen | --all-sizes] "
             "[--language en|fr|hu]")
    if len(args) not in (1, 2, 3) or args[0].startswith("-") or (
            len(args) > 1 and args[1] not in ("--size", "--all-sizes")):
        print(usage, file=sys.stderr)
        return 2
    if len(args) > 1 and args[1] == "--all-sizes":
        for path in shoot_all_sizes(Path(args[0]), language):
            print(path)
        return 0
    size: tuple[int, int] | None = SIZE
    if len(args) == 3:
        if args[2] == "screen":
            size = None
        else:
            try:
                width, height = (int(part) for part in args[2].split("x"))
            except ValueError:
                print(usage, file=sys.stderr)
                return 2
            size = (width, height)
    elif len(args) == 2:
        print(usage, file=sys.stderr)
        return 2
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CIV_DATA_DIR", str(Path(args[0]) / ".civdata"))
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from ..media.theme import install as install_theme
    from ..services.i18n import set_language

    install_theme(app)

    set_language(language)
    written = shoot(Path(args[0])) if len(args) == 1 else shoot_size(Path(args[0]), size)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
