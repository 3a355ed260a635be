"""Qt list models over the ``GameModel``: the viewer's hand, the discard pile and the log.

Each adapter listens to the GameModel's signals and resets or appends its rows; views
(``QListView``, the hand widget, the discard-pile dialog) read them like any Qt model.

The log's rows carry their seat's identity: a bar in the seat's colour (``palette.seat_hex``) at the
start of every row of a line about that seat (the seat its sentence names, or the reader of a private
line), the same bar down all the rows of a wrapped line; lines about no one (the game's end, notes)
keep the place blank. Only lines the viewer may read are shown, each names its seat in its text, so
the bar tells nothing the line does not.
"""

from __future__ import annotations

import textwrap
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPixmap

from ..media import palette, theme
from ..media.resources import card_name, card_pixmap
from ..play.model import GameModel, LogEntry
from ..services.plain import as_text

TOKEN_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
SEAT_ROLE = Qt.ItemDataRole.UserRole + 3     # the seat a log row is about (None: no one)

_Index = QModelIndex | QPersistentModelIndex


class _TokenListModel(QAbstractListModel):
    """Rows of card tokens taken from the model's view."""

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._tokens: list[str] = []
        model.changed.connect(self.refresh)
        model.gameStarted.connect(self.refresh)
        self.refresh()

    def tokens(self) -> list[str]:
        """The rows' card tokens."""
        return list(self._tokens)

    def read(self) -> list[str]:  # pragma: no cover - overridden
        """The tokens to show now."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Re-read the tokens from the model (only resets when they changed)."""
        tokens = self.read()
        if tokens != self._tokens:
            self.beginResetModel()
            self._tokens = tokens
            self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        """Number of cards."""
        return 0 if parent.isValid() else len(self._tokens)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Card name, token, tooltip or picture of a row."""
        if not index.isValid() or not 0 <= index.row() < len(self._tokens):
            return None
        token = self._tokens[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return card_name(token)
        if role == TOKEN_ROLE:
            return token
        if role == Qt.ItemDataRole.DecorationRole:
            return QIcon(card_pixmap(token, 72, 2.0))
        return None


class HandListModel(_TokenListModel):
    """The viewer's hand (during the draft: the cards kept so far)."""

    def read(self) -> list[str]:
        """The viewer's hand tokens."""
        view = self._model.view()
        seat = self._model.viewer
        if not view or seat is None:
            return []
        return list(view["hands"][seat])


class DiscardListModel(_TokenListModel):
    """The discard pile, oldest first (it is public)."""

    def read(self) -> list[str]:
        """The discard pile's tokens."""
        view = self._model.view()
        return list(view["discard"]) if view is not None else []


class LogListModel(QAbstractListModel):
    """The game log: every action in words, AI reasons in italics, private draws in grey, each row
    led by its seat's colour bar (``seat_of``).

    Each entry is pre-wrapped into rows of at most ``width`` characters, so the view can
    use uniform row heights: appending stays cheap however long the game gets. Only the
    entries the model's viewer may read are shown (public ones and the viewer's private
    lines); when the viewer changes (hot seat) the rows are rebuilt for the new viewer.
    """

    def __init__(self, model: GameModel, parent: QObject | None = None, width: int = 50) -> None:
        super().__init__(parent)
        self.width = width
        self._model = model
        self._viewer = model.viewer
        self._all: list[LogEntry] = []
        self._wrapped: list[list[str]] = []     # the rows of each of ``_all``, at ``width``
        self._entries: list[LogEntry] = []
        self._rows: list[tuple[str, LogEntry]] = []
        model.gameStarted.connect(self._restart)
        model.logAppended.connect(self._append)
        model.logReplaced.connect(self._replace)
        model.viewerChanged.connect(self._viewer_changed)
        self._add(list(model.log))
        if not _FONTS:
            _init_fonts()

    def _restart(self) -> None:
        self.beginResetModel()
        self._viewer = self._model.viewer
        self._all, self._wrapped, self._entries, self._rows = [], [], [], []
        self.endResetModel()

    def _replace(self, entries: list[LogEntry]) -> None:
        """The whole log anew (after an undo dropped the entries of the action taken back)."""
        self.beginResetModel()
        self._all, self._wrapped, self._entries, self._rows = [], [], [], []
        self._add(list(entries))
        self.endResetModel()

    def _viewer_changed(self, viewer: int | None) -> None:
        if viewer == self._viewer:
            return
        self.beginResetModel()
        self._viewer = viewer
        self._entries, self._rows = [], []
        for entry, lines in zip(self._all, self._wrapped, strict=True):
            if self._readable(entry):
                self._entries.append(entry)
                self._rows.extend((line, entry) for line in lines)
        self.endResetModel()

    def _readable(self, entry: LogEntry) -> bool:
        return entry.reader is None or entry.reader == self._viewer

    def set_width(self, chars: int) -> None:
        """Re-wrap every entry at ``chars`` characters (the view got wider or narrower)."""
        chars = max(24, chars)
        if chars == self.width:
            return
        self.beginResetModel()
        self.width = chars
        entries, self._all, self._wrapped, self._entries, self._rows = self._all, [], [], [], []
        self._add(entries)
        self.endResetModel()

    def _lines(self, entry: LogEntry) -> list[str]:
        indent = "    " if entry.kind in ("reason", "private") else ""
        return textwrap.wrap(entry.text, self.width, initial_indent=indent,
                             subsequent_indent=indent + "   ") or [indent]

    def _add(self, entries: list[LogEntry], wrapped: list[list[str]] | None = None) -> None:
        for entry, lines in zip(entries, wrapped or [self._lines(e) for e in entries], strict=True):
            self._all.append(entry)
            self._wrapped.append(lines)
            if self._readable(entry):
                self._entries.append(entry)
                self._rows.extend((line, entry) for line in lines)

    def _append(self, entries: list[LogEntry]) -> None:
        wrapped = [self._lines(e) for e in entries]
        count = sum(len(lines) for e, lines in zip(entries, wrapped, strict=True) if self._readable(e))
        if not count:
            self._add(entries, wrapped)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + count - 1)
        self._add(entries, wrapped)
        self.endInsertRows()

    @property
    def viewer(self) -> int | None:
        """The seat whose lines are shown (None: only the public ones)."""
        return self._viewer

    def entries(self) -> list[LogEntry]:
        """Every log entry shown: the public ones and the viewer's (an entry may span several rows)."""
        return list(self._entries)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        """Number of log rows."""
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Text and styling of a log row."""
        row = index.row()
        if not 0 <= row < len(self._rows):
            return None
        line, entry = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return line
        if role == Qt.ItemDataRole.ToolTipRole:
            return as_text(entry.text)      # names in it are text, never markup
        if role == KIND_ROLE:
            return entry.kind
        if role == Qt.ItemDataRole.FontRole:
            return _FONTS.get(entry.kind)
        if role == Qt.ItemDataRole.ForegroundRole:
            return theme.log_colour(entry.kind)
        if role == Qt.ItemDataRole.DecorationRole:
            return seat_bar(seat_of(entry))
        if role == SEAT_ROLE:
            return seat_of(entry)
        return None


BAR_WIDTH = 4       # px: the seat's bar at the start of each log row
_bars: dict[tuple[str, int | None, int], QPixmap] = {}


def seat_of(entry: LogEntry) -> int | None:
    """The seat a log line is about: the seat its sentence names (``seat``), else the reader of a
    private line; None for a line about no one (the game's end, a note) or one without a sentence."""
    if entry.kind in ("result", "note"):
        return None
    said = entry.sentence
    params = said.get("params") if isinstance(said, dict) else None
    tagged = params.get("seat") if isinstance(params, dict) else None
    seat = tagged.get("seat") if isinstance(tagged, dict) else None
    if type(seat) is int and 0 <= seat < 4:
        return seat
    return entry.reader if said is not None else None


def seat_bar(seat: int | None) -> QPixmap:
    """A row's lead: a bar in the seat's colour as high as a line of text (blank for no seat)."""
    height = QFontMetrics(QFont()).height()
    key = (palette.current(), seat, height)
    bar = _bars.get(key)
    if bar is None:
        bar = _bars[key] = QPixmap(BAR_WIDTH, height)
        bar.fill(QColor(palette.seat_hex(seat)) if seat is not None else QColor(0, 0, 0, 0))
    return bar


def _font(italic: bool = False, bold: bool = False) -> QFont:
    font = QFont()
    font.setItalic(italic)
    font.setBold(bold)
    return font


_FONTS: dict[str, QFont] = {}


def _init_fonts() -> None:
    _FONTS.update(reason=_font(italic=True), private=_font(italic=True), turn=_font(bold=True),
                  result=_font(bold=True), note=_font(italic=True))
