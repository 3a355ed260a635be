"""The middle of the table: deck (Age of its top card, count) and discard pile (click to see
every card) beside the hand, and the words of the turn banner over the table (civgui/table/turnbanner.py):
whose turn it is, the step, the final round, a Hegemony threat, the end, the hand limit and the
majorities as they stand."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QTextDocument
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from engine.types import View

from ..media.painting import draw_stack, stack_caption_font, stack_caption_rect
from ..media.palette import hex_colour, notifier
from ..media.resources import AGE_NUMERALS, CARD_RATIO, card_name
from ..play.model import GameModel
from ..play.outcome import headline
from ..play.threats import TEAM_SIGN, WARNING_SIGN, team_mate, warning_text
from ..services.i18n import fill, ntr, rich_fill
from ..services.plain import rich
from .access import set_texts
from .cardview import draw_focus
from .turnbanner import TurnBanner, final_round_text

PILE_CARD_WIDTH = 46   # the piles' top card at the least (wider beside a hand of larger cards)
CAPTION_ROOM = 92      # the caption's least room: two short lines of 12 px bold ("Discard 28")
CAPTION_MARGIN = 12    # ... and beside a larger card, this much wider than it
STEPS = (("play", str(QT_TRANSLATE_NOOP("CentreStrip", "1 · Play a card"))),
         ("effects", str(QT_TRANSLATE_NOOP("CentreStrip", "2 · Effects"))),
         ("refill", str(QT_TRANSLATE_NOOP("CentreStrip", "3 · Refill"))))


class PileWidget(QWidget):
    """The deck or the discard pile."""

    clicked = Signal()

    def __init__(self, model: GameModel, which: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.which = which
        self.card_width = PILE_CARD_WIDTH
        self._fit_size()
        if which == "discard":
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)    # Enter or Space opens it, as a click does
        model.changed.connect(self.update)
        model.changed.connect(self._describe_access)
        self.retranslate()

    def _fit_size(self) -> None:
        """Room for the card (and its depth), and two caption lines under it, as wide as the caption room."""
        lines = 2 * QFontMetricsF(stack_caption_font("", 1)).lineSpacing()
        height = 2 + self.card_width * CARD_RATIO + 6 + lines
        width = max(self.card_width + CAPTION_MARGIN, CAPTION_ROOM)
        self.setFixedSize(QSize(round(width), round(height + 8)))

    def set_card_width(self, width: int) -> None:
        """Draw the pile's top card ``width`` pixels wide (the window sets it from the hand's cards)."""
        width = max(PILE_CARD_WIDTH, width)
        if width != self.card_width:
            self.card_width = width
            self._fit_size()
            self.update()

    def card_rect(self) -> QRectF:
        """Where the top card is drawn (the animations fly to and from it)."""
        return QRectF((self.width() - self.card_width) / 2, 2, self.card_width, self.card_width * CARD_RATIO)

    def caption(self) -> tuple[QFont, QRectF, list[str]]:
        """How the caption is drawn: its font, its room (inside the widget) and its lines."""
        label = self.describe()[2]
        room = stack_caption_rect(self.card_rect(), self.width() - 4)
        return stack_caption_font(label, room.width() - 2), room, label.splitlines()

    def retranslate(self) -> None:
        """The pile's name in the current language (its other texts are read when painted)."""
        self.setAccessibleName(QCoreApplication.translate("PileWidget", "Deck") if self.which == "deck"
                               else QCoreApplication.translate("PileWidget", "Discard pile"))
        self._describe_access()
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _describe_access(self) -> None:
        set_texts(self, self.accessibleName(), self.describe()[3] if self._model.has_game else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter or Space on the discard pile opens it."""
        if self.which == "discard" and self._model.has_game and event.key() in (
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
        else:
            super().keyPressEvent(event)

    def describe(self) -> tuple[str | None, int, str, str]:
        """Top card token, count, caption and tooltip."""
        view = self._model.view()
        if self.which == "deck":
            deck = view["deck"] if view is not None else []
            if not deck:
                return (None, 0, QCoreApplication.translate("PileWidget", "Deck\nempty"),
                        QCoreApplication.translate("PileWidget", "The deck is empty."))
            age = AGE_NUMERALS[int(deck[0][1])]
            return (deck[0], len(deck),
                    fill(ntr("PileWidget", "Deck %n\nAge {age} on top", len(deck),
                             "the caption under the deck: its number of cards"), age=age),
                    fill(ntr("PileWidget", "%n card(s) in the deck; the top card is from Age {age}.",
                             len(deck)),
                         age=age))
        pile = view["discard"] if view is not None else []
        if not pile:
            return (None, 0, QCoreApplication.translate("PileWidget", "Discard\nempty"),
                    QCoreApplication.translate("PileWidget", "The discard pile is empty."))
        return (pile[-1], len(pile),
                ntr("PileWidget", "Discard %n\n(click to look)", len(pile),
                    "the caption under the discard pile: its number of cards"),
                fill(ntr("PileWidget", "%n card(s), top: {card}. Click to see every card (it is public).",
                         len(pile)), card=card_name(pile[-1])))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the pile."""
        if not self._model.has_game:
            return
        token, count, label, tip = self.describe()
        self.setToolTip(tip)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self.card_rect()
        draw_stack(painter, card, token, count, label, self.devicePixelRatioF(), self.width() - 4)
        if self.hasFocus():
            draw_focus(painter, card.adjusted(-4, -2, 4, 3), 4)   # clear of the caption
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """The discard pile opens on click."""
        if self.which == "discard" and self._model.has_game:
            self.clicked.emit()


class CentreStrip(QWidget):
    """The deck and the discard pile (beside the hand), and the turn banner over the table
    (``banner``, placed by the window): whose turn, the step, the final round, a threat, the end."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.deck = PileWidget(model, "deck", self)
        self.discard = PileWidget(model, "discard", self)
        self.banner = TurnBanner()
        self.turn = self.banner.turn
        self.steps = self.banner.steps
        self.limit = self.banner.limit
        self.standings = self.banner.standings
        self.final = self.banner.final
        self.threat = self.banner.threat
        piles = QHBoxLayout(self)
        piles.setContentsMargins(0, 0, 0, 0)
        piles.setSpacing(2)
        piles.addWidget(self.deck, 0, Qt.AlignmentFlag.AlignVCenter)
        piles.addWidget(self.discard, 0, Qt.AlignmentFlag.AlignVCenter)
        self.compact = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        notifier().changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language, then the rest from the view."""
        self.standings.set_note(QCoreApplication.translate(
            "CentreStrip", "Points each player would score on majorities if the game ended now: 1 per "
            "Domain where they have the most cards (ties score each; a Domain nobody has scores nothing)."))
        self.final.set_note(final_round_sentence())
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_compact(self, compact: bool, flat: bool = False) -> None:
        """Smaller type in the banner on a low window, one row on a very low one."""
        if (compact, flat) == (self.compact, self.banner.flat):
            return
        self.compact = compact
        self.banner.set_compact(compact, flat)
        self.refresh()

    def set_card_width(self, width: int) -> None:
        """The piles' top cards ``width`` pixels wide."""
        self.deck.set_card_width(width)
        self.discard.set_card_width(width)

    def standings_text(self, view: View) -> str:
        """'If the game ended now' majority points, per team in a team game."""
        standings = view["standings"]
        model = self._model
        if "team_points" in standings:
            teams = standings["team_points"]
            scores = [fill(QCoreApplication.translate("CentreStrip", "team&nbsp;{team}&nbsp;{points}"),
                           team=team, points=teams[team]) for team in ("A", "B")]
        else:
            scores = [fill(QCoreApplication.translate("CentreStrip", "you&nbsp;{points}"), points=p)
                      if s == model.viewer else
                      rich_fill(QCoreApplication.translate("CentreStrip", "{name}&nbsp;{points}"),
                                name=model.seat_name(s), points=p)
                      for s, p in enumerate(standings["points"])]
        return fill(QCoreApplication.translate("CentreStrip", "<b>Majorities now:</b> {scores}"),
                    scores=" · ".join(scores))

    def refresh(self) -> None:
        """Re-read turn, step, alerts and standings."""
        model = self._model
        view = model.view()
        if view is None:
            self.turn.setText(QCoreApplication.translate("CentreStrip", "No game yet"))
            for label in (self.steps, self.limit, self.standings, self.final, self.threat):
                label.setText("")
            self.final.hide()
            self.banner.set_state(None, "turn")
            self._describe()
            return
        step = view["step"]
        seat = view["to_move"]
        if seat is None:
            self.turn.setText(QCoreApplication.translate("CentreStrip", "Game over"))
        else:
            name = model.seat_name(seat)
            yours = seat == model.viewer and model.live
            if step == "draft":
                if yours:
                    who = QCoreApplication.translate("CentreStrip", "Draft — your choice")
                else:
                    who = fill(QCoreApplication.translate("CentreStrip", "Draft — {name} chooses"), name=name)
            else:
                who = QCoreApplication.translate("CentreStrip", "Your turn") if yours \
                    else fill(QCoreApplication.translate("CentreStrip", "{name}'s turn"), name=name)
                if yours and model.hot_seat:     # several people at the screen: which of them
                    who = fill(QCoreApplication.translate(
                        "CentreStrip", "{name}, your turn", "hot seat: the person at the screen"), name=name)
            self.turn.setText(who)
        self.turn.set_note(self.turn.text())        # the tooltip says it whole, as text (names are text)
        self.steps.setText(self.steps_text(view))
        playing = step in ("play", "effects")
        refills = playing and not view["final_round"]
        self.limit.setText(fill(QCoreApplication.translate("CentreStrip", "Hand limit this turn: {limit}"),
                                limit=view["refill_limit"]) if refills else "")
        self.standings.setText(self.standings_text(view) if playing else "")
        final = bool(view["final_round"]) and not model.over
        self.final.setText(final_round_text() if final else "")
        self.final.setVisible(final)
        self.threat.setText(self.threat_text())
        self.threat.set_note(self.threat.text())
        state = "over" if model.over else "final" if final else "turn"
        self.banner.set_state(seat, state)
        self._describe()

    def steps_text(self, view: View) -> str:
        """The step line: the three steps of a turn (the current one marked), the draft's pass, or
        how the game ended."""
        step = view["step"]
        if self._model.over:
            result = self._model.result
            return rich(headline(self._model, result)) if result is not None else ""
        if step == "draft":
            draft = view["draft"]
            if draft["stage"] == "keep":
                text = QCoreApplication.translate("CentreStrip", "Draft pass {round} of 3: keep a card")
            else:
                text = QCoreApplication.translate("CentreStrip", "Draft pass {round} of 3: take a card from "
                                                  "the centre")
            return rich(fill(text, round=min(draft["round"], 3)))
        if step not in ("play", "effects"):
            return ""
        parts = []
        for key, source in STEPS:
            text = QCoreApplication.translate("CentreStrip", source)
            if key == "refill" and view["final_round"]:
                text = fill(QCoreApplication.translate("CentreStrip", "{step} (none: final round)"),
                            step=text)
            if key == step:
                parts.append(f"<b style='color:{hex_colour('active')}'>▶ {text}</b>")
            elif not self.banner.flat:      # the block beside the piles has room for the current step
                parts.append(f"<span style='color:{hex_colour('dim')}'>{text}</span>")
        return "&nbsp;&nbsp;&nbsp;".join(parts)

    def threat_text(self) -> str:
        """The next-turn Hegemony threats the viewer's view shows (the areas' ⚠), the first in words."""
        model = self._model
        view = model.view()
        if view is None or model.over:
            return ""
        seats = [t["seat"] for t in view.get("threats", []) if t["next_turn"]]
        if not seats:
            return ""
        first = seats[0]
        sign = TEAM_SIGN if team_mate(view, first) else WARNING_SIGN
        text = f"{sign} {warning_text(model, first).rstrip('.')}"
        if len(seats) > 1:
            # how many other players could win too, in words ("(+1)" read as a riddle)
            text = fill(ntr("CentreStrip", "{threat} (%n more threat(s))", len(seats) - 1,
                            "threat: the first player who could win by Hegemony; %n: how many more could"),
                        threat=text)
        return text

    def _describe(self) -> None:
        """The banner's words for screen readers: every line it shows, as text."""
        parts = [self.turn.text(), as_text_markup(self.steps.text()), self.final.text(), self.threat.text(),
                 self.limit.text(), as_text_markup(self.standings.text())]
        set_texts(self.banner, self.turn.text(), " ".join(part for part in parts[1:] if part))


def final_round_sentence() -> str:
    """What the final round means (the final-round pill's tooltip)."""
    return QCoreApplication.translate(
        "CentreStrip", "FINAL ROUND — the deck is empty: no more refills. After the last player of "
        "this round, majorities decide the game.")


def as_text_markup(markup: str) -> str:
    """The words of a line of simple markup."""
    doc = QTextDocument()
    doc.setHtml(markup)
    return doc.toPlainText()
