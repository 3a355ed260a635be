"""The middle of the table: deck (Age of its top card, count), discard pile (click to see
every card), whose turn it is, the step indicator, and the final-round banner."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from engine.types import View

from .access import set_texts
from .cardview import draw_focus
from .i18n import fill, ntr, rich_fill
from .model import GameModel
from .painting import draw_stack, stack_caption_font, stack_caption_rect
from .palette import hex_colour, notifier
from .resources import AGE_NUMERALS, CARD_RATIO, card_name

PILE_CARD_WIDTH = 46   # the piles' top card at the least (wider beside a hand of larger cards)
CAPTION_EXTRA = 44     # the caption's room is this much wider than the card
WIDE, COMPACT = 250, 350   # widths of the strip: texts under the piles, or beside them
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
        height = 2 + self.card_width * CARD_RATIO + 4 + lines
        self.setFixedSize(QSize(round(self.card_width + CAPTION_EXTRA), round(height + 8)))

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
            draw_focus(painter, card.adjusted(-4, -2, 4, 6), 4)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """The discard pile opens on click."""
        if self.which == "discard" and self._model.has_game:
            self.clicked.emit()


class CentreStrip(QWidget):
    """Deck, discard pile, turn and step, final-round banner."""

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.deck = PileWidget(model, "deck", self)
        self.discard = PileWidget(model, "discard", self)
        self.turn = QLabel(self)
        self.turn.setObjectName("turnLabel")
        self.steps = QLabel(self)
        self.steps.setObjectName("stepLabel")
        self.banner = QLabel(self)
        self.banner.setObjectName("finalBanner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.limit = QLabel(self)
        self.limit.setObjectName("limitLabel")
        self.standings = QLabel(self)
        self.standings.setObjectName("standingsLabel")
        self.standings.setWordWrap(True)
        # the standings and the steps are markup (<b>, colours; the names in them escaped); the rest is text
        self.standings.setTextFormat(Qt.TextFormat.RichText)
        self.steps.setTextFormat(Qt.TextFormat.RichText)
        for label in (self.turn, self.banner, self.limit):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.setWordWrap(True)
        self.turn.setWordWrap(True)
        self.steps.setWordWrap(True)
        self.limit.setWordWrap(True)     # "Limite de cartes en main ce tour-ci : 3" is long
        piles = QHBoxLayout()
        piles.setSpacing(4)
        piles.addWidget(self.deck)
        piles.addWidget(self.discard)
        piles.addStretch(1)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.turn)
        texts.addWidget(self.steps)
        texts.addWidget(self.limit)
        texts.addWidget(self.standings)
        texts.addStretch(1)
        self._outer = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self._outer.setContentsMargins(4, 0, 4, 0)
        self._outer.setSpacing(2)
        self._outer.addLayout(piles)
        self._outer.addLayout(texts, 1)
        self.compact = False
        self.setFixedWidth(WIDE)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        notifier().changed.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language, then the rest from the view."""
        self.standings.setToolTip(QCoreApplication.translate(
            "CentreStrip", "Points each player would score on majorities if the game ended now: 1 per "
            "Domain where they have the most cards (ties score each; a Domain nobody has scores nothing)."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language when it changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """Texts beside the piles (a low window) or under them."""
        if compact == self.compact:
            return
        self.compact = compact
        self._outer.setDirection(QBoxLayout.Direction.LeftToRight if compact
                                 else QBoxLayout.Direction.TopToBottom)
        self.setFixedWidth(COMPACT if compact else WIDE)
        self.turn.setStyleSheet("font-size: 16px;" if compact else "")
        self.steps.setStyleSheet("font-size: 13px;" if compact else "")

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
        """Re-read turn, step and banners."""
        model = self._model
        view = model.view()
        if view is None:
            self.turn.setText(QCoreApplication.translate("CentreStrip", "No game yet"))
            self.steps.setText("")
            self.banner.hide()
            self.limit.setText("")
            self.standings.setText("")
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
            self.turn.setText(who)
        if step == "draft":
            draft = view["draft"]
            if draft["stage"] == "keep":
                text = QCoreApplication.translate("CentreStrip", "Draft pass {round} of 3: keep a card")
            else:
                text = QCoreApplication.translate("CentreStrip", "Draft pass {round} of 3: take a card from "
                                                  "the centre")
            self.steps.setText(fill(text, round=min(draft["round"], 3)))
        elif step in ("play", "effects"):
            parts = []
            for key, source in STEPS:
                text = QCoreApplication.translate("CentreStrip", source)
                if key == "refill" and view["final_round"]:
                    text = fill(QCoreApplication.translate("CentreStrip", "{step} (none: final round)"),
                                step=text)
                parts.append(f"<b style='color:{hex_colour('active')}'>▶ {text}</b>" if key == step
                             else f"<span style='color:{hex_colour('dim')}'>{text}</span>")
            self.steps.setText("<br>".join(parts))
        else:
            self.steps.setText("")
        playing = step in ("play", "effects")
        refills = playing and not view["final_round"]
        self.limit.setText(fill(QCoreApplication.translate("CentreStrip", "Hand limit this turn: {limit}"),
                                limit=view["refill_limit"]) if refills else "")
        self.standings.setText(self.standings_text(view) if playing else "")
        if view["final_round"] and not model.over:
            self.banner.setText(QCoreApplication.translate(
                "CentreStrip", "FINAL ROUND — the deck is empty: no more refills. After the last player of "
                "this round, majorities decide the game."))
            self.banner.show()
        else:
            self.banner.hide()
