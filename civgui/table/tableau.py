"""One player's area: the widget. Its name, role, hand backs and the tableau's six Domains.

The widget keeps the state (the model, the seat, what was last drawn where) and handles the
events: tooltips, clicks and the keyboard (a card an effect asks for), drops from the hand, the
magnified view of a rival's area (tableau_magnifier) and the accessible stand-ins of its
Domains. Where things go is the pure layout's (tableau_layout: the header's lines, the Domains,
the compact row that stands in for a header scrolled out of view), how they look the painter's
(tableau_paint), what they say the texts' (tableau_texts; levels, targets and Democracy from
engine.progress). Every drawn text is recorded in ``drawn`` for the tests. The viewer's own area
accepts dropped hand cards (play) and, while an effect asks for it, clicks on its cards
(remove/return).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QEnterEvent,
    QFontMetrics,
    QHelpEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from engine.cards import DOMAINS
from engine.events import Event, Pick, Play, Turn
from engine.progress import domain_progress
from engine.types import View

from ..media.palette import seat_hex
from ..media.resources import card_name
from ..play import threats
from ..play.model import GameModel
from ..services.later import soon
from . import tableau_texts
from .access import AccessProxy, area_description, domain_description, owner_label, set_texts, sync_proxies
from .cardview import draw_focus
from .hand import mime_card
from .tableau_layout import (
    FOOT_H,
    HEAD_H,
    MARK_H,
    STACK,
    AreaLayout,
    band_geometry,
    band_height,
    band_plan,
    hand_width,
    header_height,
    layout_area,
    least_height,
    most_height,
    name_width,
    plan_header,
    shown_rows,
)
from .tableau_magnifier import Magnifier
from .tableau_paint import (
    PANEL,
    PANEL_ACTIVE,
    DomainsScene,
    HeaderPainted,
    HeaderScene,
    Recorder,
    header_fonts,
    level_marks,
    paint_band,
    paint_band_counts,
    paint_domains,
    paint_frame,
    paint_header,
    threat_line_width,
    threat_room,
)
from .tableau_table import TABLE_STYLE, tableaus_scroll

MAGNIFY_MS = 450       # the pointer rests this long on a rival's area: its magnified view opens
__all__ = ["FOOT_H", "HEAD_H", "MARK_H", "PANEL", "PANEL_ACTIVE", "TABLE_STYLE", "PlayerArea", "level_marks",
           "tableaus_scroll"]


class PlayerArea(QWidget):
    """The area of one seat."""

    dropRefused = Signal(object)  # the reason a dropped card may not be played (Sentence or GUI words)

    def __init__(self, model: GameModel, seat: int, parent: QWidget | None = None,
                 large: bool = False) -> None:
        super().__init__(parent)
        self._model = model
        self.seat = seat
        self.large = large
        self._cells: list[tuple[QRectF, str]] = []
        self._columns: list[tuple[QRectF, str]] = []
        self._drop_hover = False
        self.drawn: list[tuple[str, str, float, float]] = []   # (what, text, its width, room) last paint
        self.recent: list[str] = []   # Domains this seat played into during its latest turn
        # where the name and each Domain's count were last drawn (in the band when it is shown)
        self.name_rect = QRectF()
        self.count_rects: dict[str, QRectF] = {}
        self.band_shown = False
        self.band_rect = QRectF()     # what the compact row covers when it is shown, last paint
        self.grid_rects: dict[str, QRectF] = {}   # each Domain's 3x3 grid, last paint (civgui.table.spots)
        self.backs_rect = QRectF()   # the last of the small hand backs in the header, last paint
        self.threat_rect = QRectF()   # where the threat line was last drawn (its tooltip)
        self.emblem_rects: list[tuple[QRectF, str]] = []   # each Domain's emblem, last paint
        self.mark_rects: dict[str, QRectF] = {}   # each level mark drawn on a Domain's head, last paint
        self._plans: dict[tuple[object, ...], list[list[str]]] = {}   # header plans (header_plan)
        self.domains_layout = layout_area(QRectF(), [0] * len(DOMAINS))   # the Domains, last paint
        # the area as last drawn, and what it was drawn for (size, pixel ratio, the part in view):
        # a repaint where nothing changed (an animation's frame, a hover elsewhere, an expose) is one
        # pixmap; every change of what is drawn comes through update() or an event, which drop it
        self._picture: QPixmap | None = None
        self._picture_for: tuple[object, ...] = ()
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.single_row = large   # wide areas: one row of six grids, no taller than they need
        model.changed.connect(self.update)
        model.actionApplied.connect(self._applied)
        model.gameStarted.connect(self._forget_recent)
        # keyboard and screen readers: Tab reaches every area; ←/→ and Enter choose a card to remove
        # or return; each Domain grid has an accessible stand-in with its name and description
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.key_index = 0
        self._proxies: list[AccessProxy] = []
        self._access_due = False
        self._access_timer = soon(self, self.sync_access)   # the area's own (civgui/services/later.py)
        model.changed.connect(self._access_soon)
        # a rival's area shows its Domains large over the table while the pointer rests on it
        self.magnifier: Magnifier | None = None
        self._magnify_timer = QTimer(self)
        self._magnify_timer.setSingleShot(True)
        self._magnify_timer.setInterval(MAGNIFY_MS)
        self._magnify_timer.timeout.connect(self.magnify)
        model.changed.connect(self._magnified_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """The area's own name in the current language (its other texts are drawn from the model)."""
        named = self.seat < len(self._model.names())
        self.setAccessibleName(tableau_texts.area_name(self._model.seat_name(self.seat) if named else None,
                                                       self.seat))

    def update(self, *args: object) -> None:
        """Draw again: what is drawn has changed (the picture of the last paint is dropped)."""
        self._picture = None
        super().update(*args)

    def repaint(self, *args: object) -> None:
        """Draw again now, from scratch."""
        self._picture = None
        super().repaint(*args)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the name, the drawn words (their widths too) and the accessible texts.
        Any change (palette, font, style, enabled) draws the area again from scratch."""
        self._picture = None
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._plans.clear()
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_height()       # (Qt repaints the widget after LanguageChange)
            self._access_soon()

    def _forget_recent(self) -> None:
        # a slot of this QObject, not ``self.recent.clear``: Qt drops it with the area (rebuilt per game)
        self.recent.clear()
        self._picture = None

    def _applied(self, _seat: int, _action: str, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Turn) and event.seat == self.seat:
                self.recent.clear()  # the glow shows what this seat played in its latest turn
            elif isinstance(event, (Play, Pick)) and event.seat == self.seat:
                self.recent.append(event.card[:3])

    def sizeHint(self) -> QSize:
        """As wide as comfortable, as tall as legible: the table's layout gives the areas the rest of
        its height by their stretch, and never asks for more than it has (a taller hint made the
        table of a 2-player draft scroll at 1920x1080, its rival cut to one row)."""
        return QSize(720 if self.large else 420, self.legible_height(max(self.width(), 175)))

    def minimumSizeHint(self) -> QSize:
        """Small but legible."""
        return QSize(360, 150) if self.large else QSize(175, 165)

    def column_rect(self, domain: str) -> QRectF:
        """Where ``domain``'s column was last drawn (empty before the first paint)."""
        return next((QRectF(col) for col, name in self._columns if name == domain), QRectF())

    def cells_of(self, domain: str) -> list[tuple[QRectF, str]]:
        """The cards of ``domain`` as last drawn: (rect, token), in the grid's order."""
        col = self.column_rect(domain)
        return [(QRectF(rect), token) for rect, token in self._cells if col.contains(rect.center())]

    # ---------------------------------------------------------------- the header (tableau_layout)

    def header_plan(self, width: float, threat: bool = True, seat: int | None = None) -> list[list[str]]:
        """The header's lines for an area of ``width`` (of this seat, or of ``seat``): each a list of
        ``name``, tags (``Medium AI``, ``★ first player``, ``team A``), ``threat`` (unless ``threat`` is
        False) and ``hand`` (tableau_layout.plan_header)."""
        model = self._model
        view = model.view()
        seat = self.seat if seat is None else seat
        if not view or seat >= model.players:
            return [["name"]]
        # (asked several times a paint, for every rival: kept while what it depends on stays)
        key = (width, threat, seat, model.seat_name(seat), model.seat_label(seat), view["first_player"],
               view["teams"], view["hand_sizes"][seat], len(view["hands"][seat]), model.viewer,
               tableau_texts.first_player_tag())
        plan = self._plans.get(key)
        if plan is None:
            if len(self._plans) > 64:
                self._plans.clear()
            name_font, small = header_fonts(self.large)
            metrics = QFontMetrics(small)
            items = [(tag, float(metrics.horizontalAdvance(tag)))
                     for tag in tableau_texts.tag_list(view, seat, model.seat_label(seat))]
            if threat:
                # the threat line ("Science 6/7 — one short"), as wide as its widest wording, so the
                # header keeps its lines while the game goes on
                items.append(("threat", threat_room(small)))
            plan = self._plans[key] = plan_header(
                width, name_width(QFontMetrics(name_font), model.seat_name(seat)),
                *self._hand_widths(view, seat), items, metrics.horizontalAdvance(" · "))
        return [list(line) for line in plan]

    def _hand_widths(self, view: View, seat: int) -> tuple[float, float]:
        """The room of "hand N" and a rival's small backs: on the first line, below it."""
        metrics = QFontMetrics(header_fonts(self.large)[1])
        label = tableau_texts.hand_label(view, seat, self._model.viewer)
        backs = len(view["hands"][seat]) if seat != self._model.viewer else 0
        return (hand_width(metrics, label, backs, self.large, True),
                hand_width(metrics, label, backs, self.large, False))

    def header_height(self, width: float) -> float:
        """Height of the header band for an area of ``width``; the other players' areas (side by side,
        as wide) all take the lines of the longest of their headers, so that their grids line up."""
        model = self._model
        seats = [self.seat] if self.large or not model.players else \
            [s for s in range(model.players) if s != model.viewer] or [self.seat]
        return header_height(self.large, max(len(self.header_plan(width, seat=s)) for s in seats))

    def band_height(self) -> float:
        """Height of the band that stands in for a header scrolled out of view: the name line and a
        line of Domain counts."""
        return band_height(self.large)

    def _header_scene(self, view: View) -> HeaderScene:
        model, seat = self._model, self.seat
        threat = threats.seat_threat(view, seat)
        return HeaderScene(
            name=model.seat_name(seat), active=view["to_move"] == seat,
            hand_label=tableau_texts.hand_label(view, seat, model.viewer),
            hand=view["hands"][seat] if seat != model.viewer else [],
            hand_widths=self._hand_widths(view, seat),
            threat_text=threats.line_text(view, seat), warn=bool(threat and threat["next_turn"]),
            mate=threats.team_mate(view, seat), fonts=header_fonts(self.large), large=self.large,
            ratio=self.devicePixelRatioF())

    # ---------------------------------------------------------------- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the frame, the header, the Domains and (scrolled partly out of view) the compact row."""
        model = self._model
        view = model.view()
        if not view or self.seat >= model.players:
            return
        ratio = self.devicePixelRatioF()
        seen = self.visibleRegion().boundingRect()
        drawn_for = (self.width(), self.height(), ratio, seen.x(), seen.y(), seen.width(), seen.height())
        if self._picture is None or self._picture_for != drawn_for:
            picture = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            self._draw(picture, view)
            self._picture, self._picture_for = picture, drawn_for
            self._access_soon()
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        choices = self.key_choices()
        if self.hasFocus():     # the keyboard's place: the card Enter chooses, else the whole area
            frame = QRectF(self.rect()).adjusted(2, 2, -2, -2)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = choices[self.key_index % len(choices)][0].adjusted(-4, -4, 4, 4) if choices \
                else frame.adjusted(4, 4, -4, -4)
            draw_focus(painter, rect, 4)
        painter.end()

    def _draw(self, device: QPixmap, view: View) -> None:
        """Draw the whole area (but the focus) onto ``device``, noting where each thing went."""
        model = self._model
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene = self._header_scene(view)
        frame = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        paint_frame(painter, frame, scene.active, self._drop_hover,
                    self.seat == model.viewer and model.hand_verb() == "play", QColor(seat_hex(self.seat)))
        rec = Recorder()      # (this paint's texts only)
        painted = paint_header(painter, frame, self.header_plan(self.width()), scene, rec)
        self._header_painted(painted, band=False)
        body = frame.adjusted(6, self.header_height(self.width()) + 4, -6, -4)
        self._paint_columns(painter, view, body, rec)
        self._paint_band(painter, view, frame, scene, rec)
        self.drawn = rec.drawn
        painter.end()

    def _header_painted(self, painted: HeaderPainted, band: bool) -> None:
        if painted.name is not None:
            self.name_rect = painted.name
        if painted.backs is not None:
            self.backs_rect = painted.backs
        if painted.threat is not None or not band:
            self.threat_rect = painted.threat or QRectF()

    def _paint_band(self, painter: QPainter, view: View, frame: QRectF, scene: HeaderScene,
                    rec: Recorder) -> None:
        """When the table scrolls the top of this area out of view (a small screen), a band at the top
        of what is visible still says whose area it is and how many cards each Domain holds."""
        visible = QRectF(self.visibleRegion().boundingRect())
        band = band_geometry(frame, visible, self.header_height(self.width()), self.domains_layout,
                             list(self.count_rects.values()), self.large)
        self.band_shown = band.shown
        self.band_rect = band.cover
        if not band.shown:
            return
        name_font, small = scene.fonts
        threat = threats.seat_threat(view, self.seat)
        plan = band_plan(self.header_plan(self.width(), threat=False), frame.width() - 20,
                         name_width(QFontMetrics(name_font), scene.name), scene.hand_widths[0],
                         threat_line_width(scene.threat_text, small), bool(threat and threat["next_turn"]))
        self._header_painted(paint_band(painter, band, frame, plan, scene, rec), band=True)
        if band.counts:
            threatened = {row["domain"] for row in threat["domains"] if row["next_turn"]} if threat else set()
            self.count_rects = paint_band_counts(painter, band.rect, domain_progress(view, self.seat),
                                                 threatened, scene.mate, self.devicePixelRatioF(), rec)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A one-row area is capped at the height its width lets the cards use; every area is at
        least tall enough for legible cards in the rows its width allows (the table scrolls)."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """The least and most height for the width (the header's words decide how many lines it takes)."""
        self.setMinimumHeight(self.legible_height(self.width()))
        if self.single_row:
            # no taller than the largest cards its width allows (a wide area's grids in one row)
            view = self._model.view()
            tableau = view["tableaus"][self.seat] if view and self.seat < len(view["tableaus"]) else {}
            card_rows = shown_rows([len(tableau.get(d, [])) for d in DOMAINS], self.large)
            header_h = self.header_height(self.width()) + 14
            height = most_height(self.width() - 16.0, header_h, self._markers_h(), card_rows)
            self.setMaximumHeight(max(self.minimumHeight(), int(height) + 1))

    def legible_height(self, width: float) -> int:
        """The least height at which this area's cards stay legible (tableau_layout.least_height), in
        the rows of slots its grids show now."""
        view = self._model.view()
        tableau = view["tableaus"][self.seat] if view and self.seat < len(view["tableaus"]) else {}
        rows = shown_rows([len(tableau.get(d, [])) for d in DOMAINS], self.large)
        height = least_height(width - 16.0, self.header_height(width) + 14, self._markers_h(), own=self.large,
                              card_rows=rows)
        return max(self.minimumSizeHint().height(), int(height) + 1)

    def _marker_rows(self) -> tuple[bool, bool]:
        """Whether this seat's grids need a Democracy row and an Embargo row under them."""
        view = self._model.view()
        if not view:
            return False, False
        return (any(m["on"] == self.seat for m in view["democracy"]),
                any(m["on"] == self.seat for m in view["embargoes"]))

    def _markers_h(self) -> float:
        """Room under every grid for the Democracy and Embargo rows (when this seat has any)."""
        return MARK_H * sum(self._marker_rows())

    def layout_for(self, body: QRectF, mode: str | None = None) -> AreaLayout:
        """Where this area's Domains go in ``body`` (the grids, or a rival's stacks where its grids'
        cards would be too small to read)."""
        view = self._model.view()
        tableau = view["tableaus"][self.seat] if view else {}
        counts = [len(tableau.get(d, [])) for d in DOMAINS]
        if mode is None and view and not self.large:
            # the rivals side by side show their Domains alike: piles for all when one needs them
            for seat in range(len(view["tableaus"])):
                if seat in (self.seat, self._model.viewer):
                    continue
                marks = MARK_H * (any(m["on"] == seat for m in view["democracy"])
                                  + any(m["on"] == seat for m in view["embargoes"]))
                other = [len(view["tableaus"][seat].get(d, [])) for d in DOMAINS]
                if layout_area(body, other, marks).mode == STACK:
                    mode = STACK
                    break
        return layout_area(body, counts, self._markers_h(), own=self.large, mode=mode)

    def domains_scene(self, view: View) -> DomainsScene:
        """What this area's Domains show now, from the model (facts from engine.progress)."""
        model, seat = self._model, self.seat
        verb = model.tableau_verb() if seat == model.viewer else None
        coin = view.get("art_coin")
        return DomainsScene(
            tableau=view["tableaus"][seat], progress=domain_progress(view, seat), own=self.large,
            recent=list(self.recent),
            choosable=(lambda token: model.is_legal(f"{verb} {token}")) if verb else (lambda _token: False),
            coin_domain=coin["domain"] if coin and coin["on"] == seat else None,
            marker_rows=self._marker_rows(), ratio=self.devicePixelRatioF(),
            seat_colour=QColor(seat_hex(seat)))

    def _paint_columns(self, painter: QPainter, view: View, body: QRectF, rec: Recorder) -> None:
        self.domains_layout = self.layout_for(body)
        painted = paint_domains(painter, self.domains_layout, self.domains_scene(view), rec)
        self._cells = painted.cells
        self.emblem_rects = painted.emblems
        self.count_rects = painted.counts
        self.mark_rects = painted.marks
        self._columns = [(box.column, box.domain) for box in self.domains_layout.boxes]
        self.grid_rects = {box.domain: box.grid for box in self.domains_layout.boxes}

    # ---------------------------------------------------------------- tooltips and clicks

    def _cell_at(self, pos: QPointF) -> str | None:
        for rect, token in reversed(self._cells):     # (in a pile the newer card lies over the older)
            if rect.contains(pos):
                return token
        return None

    def column_tip(self, domain: str) -> str:
        """What a Domain column means for this seat: count, levels, Hegemony target (tableau_texts)."""
        view = self._model.view()
        if view is None:
            return ""
        threat = threats.seat_threat(view, self.seat)
        threatened = bool(threat and any(row["domain"] == domain and row["next_turn"]
                                         for row in threat["domains"]))
        return tableau_texts.column_tip(view, self.seat, domain, self._model.seat_name,
                                        lambda: threats.tooltip(self._model, self.seat), threatened)

    def event(self, event: QEvent) -> bool:
        """Tooltips: the card under the pointer and its column's meaning."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self._model.has_game:
            pos = QPointF(event.pos())
            for col, domain in self._columns:
                if col.contains(pos):
                    token = self._cell_at(pos)
                    head = f"{card_name(token)}<br>" if token else ""
                    QToolTip.showText(event.globalPos(), head + self.column_tip(domain), self)
                    return True
            if self.threat_rect.contains(pos) and threats.tooltip(self._model, self.seat):
                QToolTip.showText(event.globalPos(), threats.tooltip(self._model, self.seat), self)
                return True
            QToolTip.hideText()
            return True
        return super().event(event)

    # ---------------------------------------------------------------- the magnified view

    def model_view(self) -> View | None:
        """The view this area shows (the model's, for the viewer)."""
        return self._model.view()

    def seat_title(self) -> str:
        """The seat's name, as the magnified view heads it."""
        return self._model.seat_name(self.seat) if self.seat < len(self._model.names()) else ""

    def spot_in(self, window: QWidget) -> QRect:
        """Where this area lies in ``window`` (an ancestor), in its coordinates."""
        return QRect(self.mapTo(window, QPoint(0, 0)), self.size())

    def markers_h(self) -> float:
        """Room under every grid for this seat's Democracy and Embargo rows."""
        return self._markers_h()

    def can_magnify(self) -> bool:
        """Whether this area opens the magnified view: another player's area, in a window."""
        return not self.large and self._model.has_game and self.seat < self._model.players \
            and self.window() is not self

    def magnify(self) -> None:
        """Show this seat's whole grids large over the table (the table does not move)."""
        if not self.can_magnify() or self._drop_hover:
            return
        if self.magnifier is None or self.magnifier.parentWidget() is not self.window():
            if self.magnifier is not None:
                self.magnifier.deleteLater()
            self.magnifier = Magnifier(self, self.window())
            self.destroyed.connect(self.magnifier.deleteLater)
        self.magnifier.open()

    def unmagnify(self) -> None:
        """Close the magnified view."""
        self._magnify_timer.stop()
        if self.magnifier is not None:
            self.magnifier.hide()

    def magnified(self) -> bool:
        """Whether the magnified view is open."""
        return self.magnifier is not None and self.magnifier.isVisible()

    def _magnified_changed(self) -> None:
        if self.magnified() and self.magnifier is not None:
            self.magnifier.open()      # (a new size of markers, a window resized)

    def enterEvent(self, event: QEnterEvent) -> None:
        """The pointer rests on a rival's area: its magnified view, after a moment."""
        if self.can_magnify():
            self._magnify_timer.start()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left: the magnified view closes."""
        self.unmagnify()
        super().leaveEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        """A hidden area leaves no magnified view behind."""
        self.unmagnify()
        super().hideEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """While an effect asks for a card of this tableau, a click chooses it; a click on a rival's
        area opens (or closes) its magnified view at once."""
        if self.can_magnify() and event.button() == Qt.MouseButton.LeftButton:
            if self.magnified():
                self.unmagnify()
            else:
                self.magnify()
        verb = self._model.tableau_verb() if self.seat == self._model.viewer else None
        token = self._cell_at(event.position())
        if verb and token:
            action = f"{verb} {token}"
            reason = self._model.why_not(action)
            if reason is None:
                self._model.submit(action)
            else:
                self.dropRefused.emit(reason)
        super().mousePressEvent(event)

    # ---------------------------------------------------------------- keyboard and accessibility

    def key_choices(self) -> list[tuple[QRectF, str]]:
        """The cards of this tableau the keyboard may choose now (an effect asks to remove/return one)."""
        verb = self._model.tableau_verb() if self.seat == self._model.viewer else None
        if verb is None:
            return []
        return [(rect, token) for rect, token in self._cells if self._model.is_legal(f"{verb} {token}")]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """←/→ move between the cards an effect lets you choose; Enter or Space chooses it."""
        choices = self.key_choices()
        key = event.key()
        if choices and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.key_index = (self.key_index + (-1 if key == Qt.Key.Key_Left else 1)) % len(choices)
            self.update()
            self._access_soon()
        elif choices and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            verb = self._model.tableau_verb()
            self.key_index %= len(choices)
            self._model.submit(f"{verb} {choices[self.key_index][1]}")
        else:
            super().keyPressEvent(event)

    def _access_soon(self) -> None:
        if not self._access_due:
            self._access_due = True
            self._access_timer.start()     # dropped with the area (rebuilt per game)

    def sync_access(self) -> None:
        """The area's accessible description, and one stand-in per Domain grid over its column."""
        self._access_due = False
        model = self._model
        if not model.has_game or self.seat >= model.players:
            sync_proxies(self, self._proxies, [])
            return
        text = area_description(model, self.seat)
        threat = threats.description(model, self.seat)
        if threat:
            text += " " + threat
        choices = self.key_choices()
        if choices:
            token = choices[self.key_index % len(choices)][1]
            text = tableau_texts.choice_prompt(model.tableau_verb(), card_name(token)) + " " + text
        set_texts(self, self.accessibleName(), text)
        sync_proxies(self, self._proxies, [(col.toRect(), owner_label(model, self.seat, domain),
                                            domain_description(model, self.seat, domain))
                                           for col, domain in self._columns])

    # ---------------------------------------------------------------- drops

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Take a card from the hand over any area: the own area shows where it lands, another
        player's area refuses it at the drop, saying why."""
        self.unmagnify()
        if mime_card(event.mimeData()) is not None:
            self._drop_hover = self.seat == self._model.viewer
            self.update()
            event.acceptProposedAction()
        else:
            event.ignore()

    def foreign_drop_reason(self) -> str:
        """Why a card dropped on this (another player's) area is not played."""
        return tableau_texts.foreign_drop_reason(self._model.seat_name(self.seat))

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        """Drop the hover frame."""
        self._drop_hover = False
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        """Play the dropped card, or refuse it with the engine's reason."""
        self._drop_hover = False
        self.update()
        token = mime_card(event.mimeData())
        if token is None:
            event.ignore()
            return
        if self.seat != self._model.viewer:
            event.ignore()
            self.dropRefused.emit(self.foreign_drop_reason())
            return
        action = f"play {token}"
        reason = self._model.why_not(action)
        if reason is None and not self._model.human_to_move():
            reason = tableau_texts.not_your_turn()
        if reason is not None:
            event.ignore()
            self.dropRefused.emit(reason)
            return
        event.acceptProposedAction()
        self._model.submit(action)
