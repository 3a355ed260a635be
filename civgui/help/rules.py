"""The rules inside the game: a searchable browser of ``resources/rules/rules_<lang>.html``.

``show_rules(parent, anchor)`` opens (or raises) the Rules window at a section or an effect;
the anchors are the sections' names ("setup", "turn", "effects", "art", "end", "team",
"thresholds") and every effect's notation name ("holy-book", "inquisition", ...). The numbers
that depend on the player count are not written in the HTML but filled in from
``engine.cards``, so the rules and the engine cannot disagree. The table of contents is read
from the document's own headings, so a translated file needs nothing else.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QRegularExpression, QSize, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.cards import (
    BASE_HAND_LIMIT,
    DIVINE_RIGHT_LIMIT,
    HOLY_BOOK_LIMIT,
    hegemony_target,
    level_thresholds,
)

from ..media.palette import hex_colour
from ..services.i18n import fill
from ..services.paths import resource_path

PLAYER_COUNTS = (2, 3, 4)
TABLE_MARK = "<!--thresholds-table-->"
LINE_CHARS = 84          # the longest line of text, in average characters (readable measure)
_NUMBER = re.compile(r"\{(level1|level2|hegemony):([234])\}")
_HANDS = {"{hand:base}": BASE_HAND_LIMIT, "{hand:holy-book}": HOLY_BOOK_LIMIT,
          "{hand:divine-right}": DIVINE_RIGHT_LIMIT}


def ui_language() -> str:
    """The two-letter code of the interface language: the default locale, which
    ``i18n.set_language`` sets before it sends LanguageChange."""
    return QLocale().name().split("_")[0] or "en"


def rules_path(language: str | None = None) -> Path:
    """The rules file of ``language`` (the UI's by default), or the English one if it has none."""
    code = language if language is not None else ui_language()
    path = resource_path("rules", f"rules_{code}.html")
    return path if path.is_file() else resource_path("rules", "rules_en.html")


def thresholds_table() -> str:
    """The per-player-count numbers as an HTML table, computed from ``engine.cards``."""
    head = "".join(f"<th>{text}</th>" for text in (
        QCoreApplication.translate("Rules", "Players", "the number of players, a column of the rules' table"),
        QCoreApplication.translate("Rules", "Level 1"), QCoreApplication.translate("Rules", "Level 2"),
        QCoreApplication.translate("Rules", "Hegemony")))
    rows = []
    for players in PLAYER_COUNTS:
        one, two = level_thresholds(players)
        cells = "".join(f"<td align='right'>{n}</td>" for n in (players, one, two, hegemony_target(players)))
        rows.append(f"<tr>{cells}</tr>")
    return ("<table border='1' cellspacing='0' cellpadding='4' class='thresholds'>"
            f"<tr>{head}</tr>{''.join(rows)}</table>")


def fill_numbers(html: str) -> str:
    """The rules text with the engine's numbers in place of its placeholders."""
    def number(match: re.Match[str]) -> str:
        players = int(match.group(2))
        one, two = level_thresholds(players)
        return str({"level1": one, "level2": two, "hegemony": hegemony_target(players)}[match.group(1)])

    html = _NUMBER.sub(number, html).replace(TABLE_MARK, thresholds_table())
    for mark, value in _HANDS.items():
        html = html.replace(mark, str(value))
    return html


def rules_html(language: str | None = None) -> str:
    """The complete rules document of ``language`` (the UI's by default)."""
    return fill_numbers(rules_path(language).read_text(encoding="utf-8"))


class RulesBrowser(QTextBrowser):
    """The document view: serves the rules file with its numbers filled in."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        """The rules file itself is read through ``fill_numbers``; anything else as usual."""
        url = QUrl(name)
        if kind == QTextDocument.ResourceType.HtmlResource.value and url.isLocalFile() \
                and url.toLocalFile().endswith(".html"):
            return fill_numbers(Path(url.toLocalFile()).read_text(encoding="utf-8"))
        return super().loadResource(kind, name)

    def fit(self, measure: int) -> None:
        """Wrap the text at ``measure`` pixels, the column centred when the view is wider."""
        room = self.width() - self.verticalScrollBar().sizeHint().width() - 2 * self.frameWidth()
        side = max(0, (room - measure) // 2)
        self.setViewportMargins(side, 0, 0, 0)
        self.setLineWrapColumnOrWidth(max(200, min(measure, room)))


class RulesWindow(QWidget):
    """The Rules window: contents on the left, the rules on the right, a search field on top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rulesWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.back = self._tool_button(Qt.ArrowType.LeftArrow)
        self.forward = self._tool_button(Qt.ArrowType.RightArrow)
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setClearButtonEnabled(True)
        self.search_label = QLabel()
        self.search_label.setBuddy(self.search)
        self.status = QLabel()
        self.status.setObjectName("rulesSearchStatus")
        self.status.setMinimumWidth(120)
        self.contents = QTreeWidget()
        self.contents.setObjectName("rulesContents")
        self.contents.setHeaderHidden(True)
        self.contents.itemActivated.connect(self._contents_chosen)
        self.contents.itemClicked.connect(self._contents_chosen)
        self.browser = RulesBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setStyleSheet("QTextBrowser#rulesText { background: palette(base); }")  # margins too
        self.browser.setOpenExternalLinks(False)
        self.browser.setLineWrapMode(QTextEdit.LineWrapMode.FixedPixelWidth)
        font = self.browser.font()
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.15)
        self.browser.setFont(font)
        self.browser.document().setDocumentMargin(14)
        self.browser.backwardAvailable.connect(self.back.setEnabled)
        self.browser.forwardAvailable.connect(self.forward.setEnabled)
        self.back.clicked.connect(self.browser.backward)
        self.forward.clicked.connect(self.browser.forward)
        self.browser.sourceChanged.connect(self._source_changed)
        self.browser.installEventFilter(self)
        self.search.returnPressed.connect(self.find_next)
        self.search.textChanged.connect(self._search_changed)

        bar = QHBoxLayout()
        bar.addWidget(self.back)
        bar.addWidget(self.forward)
        bar.addSpacing(12)
        bar.addWidget(self.search_label)
        bar.addWidget(self.search, 1)
        bar.addWidget(self.status)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.split = split
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([300, 760])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        for key, slot in ((QKeySequence.StandardKey.Find, self.focus_search),
                          (QKeySequence(Qt.Key.Key_F3), self.find_next),
                          (QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_F3), self.find_previous),
                          (QKeySequence.StandardKey.Back, self.browser.backward),
                          (QKeySequence.StandardKey.Forward, self.browser.forward),
                          (QKeySequence.StandardKey.Close, self.close),
                          (QKeySequence(Qt.Key.Key_Escape), self.close)):
            shortcut = QShortcut(key, self)
            shortcut.activated.connect(slot)
        self.setTabOrder(self.search, self.contents)
        self.setTabOrder(self.contents, self.browser)
        screen = QGuiApplication.primaryScreen()
        free = screen.availableGeometry().size() if screen is not None else QSize(1280, 800)
        self.resize(min(1100, int(free.width() * 0.9)), min(800, int(free.height() * 0.9)))
        self.language = ""
        self._status = (0, 0)      # the search's last result: (match index from 1, matches); -1: none
        self.retranslate()
        self.load()

    @staticmethod
    def _tool_button(arrow: Qt.ArrowType) -> QToolButton:
        button = QToolButton()
        button.setAutoRaise(True)
        button.setEnabled(False)      # until there is somewhere to go
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.setArrowType(arrow)
        return button

    def retranslate(self) -> None:
        """Every visible string (again after a language change)."""
        self.setWindowTitle(QCoreApplication.translate("RulesWindow", "Rules of CIV"))
        back = QCoreApplication.translate("RulesWindow", "Back", "to the previous place read")
        self.back.setText(back)
        self.back.setAccessibleName(back)
        self.back.setToolTip(QCoreApplication.translate("RulesWindow", "Back (Alt+Left)"))
        forward = QCoreApplication.translate("RulesWindow", "Forward", "to the next place read")
        self.forward.setText(forward)
        self.forward.setAccessibleName(forward)
        self.forward.setToolTip(QCoreApplication.translate("RulesWindow", "Forward (Alt+Right)"))
        self.search_label.setText(QCoreApplication.translate("RulesWindow", "&Search:"))
        self.search.setPlaceholderText(QCoreApplication.translate("RulesWindow", "Search the rules (Ctrl+F)"))
        self.search.setAccessibleName(QCoreApplication.translate("RulesWindow", "Search the rules"))
        self.search.setToolTip(QCoreApplication.translate(
            "RulesWindow", "Enter or F3: next match; Shift+F3: previous match"))
        self.contents.setAccessibleName(QCoreApplication.translate("RulesWindow", "Contents",
                                                                   "the rules' table of contents"))
        self.browser.setAccessibleName(QCoreApplication.translate("RulesWindow", "Rules",
                                                                  "the text of the rules"))
        self._show_status()

    def _show_status(self) -> None:
        """The search's result in the current language: no match, or which match of how many."""
        index, count = self._status
        if index < 0:
            self.status.setText(QCoreApplication.translate("RulesWindow", "No match"))
            self.status.setStyleSheet(f"color: {hex_colour('refused_edge')}; font-weight: bold;")
        elif count:
            self.status.setText(fill(QCoreApplication.translate("RulesWindow", "Match {index} of {count}"),
                                     index=index, count=count))
            self.status.setStyleSheet("")
        else:
            self.status.setText("")
            self.status.setStyleSheet("")

    # -- the document ---------------------------------------------------------------------

    def load(self) -> None:
        """Show the rules in the interface language (again after a language change)."""
        self.language = ui_language()
        anchor = self.browser.source().fragment()
        url = QUrl.fromLocalFile(str(rules_path(self.language)))
        self.browser.clearHistory()
        self.browser.setSource(url)
        self.browser.clearHistory()
        self._build_contents()
        if anchor:
            self.go(anchor)

    def _build_contents(self) -> None:
        """The table of contents, from the headings (h2..h4) that carry an anchor."""
        self.contents.clear()
        parents: dict[int, QTreeWidgetItem] = {}
        block = self.browser.document().begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            names = self._block_anchors(block.position(), block.length())
            if 2 <= level <= 4 and names:
                item = QTreeWidgetItem([block.text().strip()])
                item.setToolTip(0, block.text().strip())
                item.setData(0, Qt.ItemDataRole.UserRole, names[0])
                owner = next((parents[up] for up in range(level - 1, 1, -1) if up in parents), None)
                if owner is None:
                    self.contents.addTopLevelItem(item)
                else:
                    owner.addChild(item)
                parents[level] = item
                for deeper in [k for k in parents if k > level]:
                    del parents[deeper]
            block = block.next()
        self.contents.expandAll()
        self._fit_contents()

    def _fit_contents(self) -> None:
        """The table of contents as wide as its longest heading (the words of another language are
        longer), up to two fifths of the window."""
        metrics = QFontMetricsF(self.contents.font())
        widest = 0.0

        def walk(item: QTreeWidgetItem | None, depth: int) -> None:
            nonlocal widest
            if item is None:
                return
            indent = depth * self.contents.indentation()
            widest = max(widest, metrics.horizontalAdvance(item.text(0)) + indent)
            for i in range(item.childCount()):
                walk(item.child(i), depth + 1)
        for i in range(self.contents.topLevelItemCount()):
            walk(self.contents.topLevelItem(i), 1)
        total = max(self.split.width(), self.width(), 1000)
        tree = int(min(widest + 40, total * 0.4))
        self.split.setSizes([tree, max(1, total - tree)])

    def _block_anchors(self, start: int, length: int) -> list[str]:
        cursor = QTextCursor(self.browser.document())
        names: list[str] = []
        for pos in range(start, start + max(1, length)):
            cursor.setPosition(pos)
            cursor.setPosition(min(pos + 1, self.browser.document().characterCount() - 1),
                               QTextCursor.MoveMode.KeepAnchor)
            for name in cursor.charFormat().anchorNames():
                if name not in names:
                    names.append(name)
            if names:
                break
        return names

    def anchors(self) -> list[str]:
        """Every anchor name in the document, in order."""
        found: list[str] = []
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                for name in it.fragment().charFormat().anchorNames():
                    if name not in found:
                        found.append(name)
                it += 1
            block = block.next()
        return found

    def anchor_position(self, name: str) -> int:
        """The document position of the anchor ``name`` (-1 if there is none)."""
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if name in fragment.charFormat().anchorNames():
                    return fragment.position()
                it += 1
            block = block.next()
        return -1

    def current_anchor(self) -> str:
        """The anchor shown last (from a link, the contents or ``show_rules``)."""
        return self.browser.source().fragment()

    def go(self, anchor: str | None) -> None:
        """Show the rules at ``anchor`` (the top when ``None`` or unknown)."""
        url = QUrl.fromLocalFile(str(rules_path(self.language)))
        if anchor and self.anchor_position(anchor) >= 0:
            url.setFragment(anchor)
        if url != self.browser.source():
            self.browser.setSource(url)
        else:
            self._source_changed(url)

    def _source_changed(self, url: QUrl) -> None:
        """Put the reading cursor at the anchor too (screen readers and keys start there)."""
        anchor = url.fragment()
        pos = self.anchor_position(anchor) if anchor else 0
        cursor = self.browser.textCursor()
        cursor.setPosition(max(0, pos))
        self.browser.setTextCursor(cursor)
        if anchor:
            self.browser.scrollToAnchor(anchor)
        else:
            self.browser.verticalScrollBar().setValue(0)
        self._select_contents(anchor)

    def _select_contents(self, anchor: str) -> None:
        items = self.contents.findItems("*", Qt.MatchFlag.MatchWildcard | Qt.MatchFlag.MatchRecursive)
        for item in items:
            if item.data(0, Qt.ItemDataRole.UserRole) == anchor:
                self.contents.setCurrentItem(item)
                return

    def _contents_chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.go(str(item.data(0, Qt.ItemDataRole.UserRole)))

    # -- search ---------------------------------------------------------------------------

    def focus_search(self) -> None:
        """Ctrl+F: to the search field, its text selected."""
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def find_next(self) -> bool:
        """Select the next match of the search text (wrapping round); False if there is none."""
        return self._find(backward=False)

    def find_previous(self) -> bool:
        """Select the previous match of the search text (wrapping round); False if there is none."""
        return self._find(backward=True)

    def _find(self, backward: bool) -> bool:
        text = self.search.text().strip()
        if not text:
            self._status = (0, 0)
            self._show_status()
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        document = self.browser.document()
        pattern = search_pattern(text)
        found = document.find(pattern, self.browser.textCursor(), flags)
        if found.isNull():   # wrap round to the other end
            start = QTextCursor(document)
            start.movePosition(QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start)
            found = document.find(pattern, start, flags)
        matches = self._highlight(text)
        if found.isNull():
            self._status = (-1, 0)
            self._show_status()
            return False
        self.browser.setTextCursor(found)
        self.browser.ensureCursorVisible()
        index = next((i for i, m in enumerate(matches) if m.selectionStart() == found.selectionStart()), 0)
        self._status = (index + 1, len(matches))
        self._show_status()
        return True

    def _highlight(self, text: str) -> list[QTextCursor]:
        """Mark every match of ``text`` in the document; the matches."""
        document = self.browser.document()
        fmt = QTextCharFormat()
        fmt.setBackground(QColor("#ffe066"))
        fmt.setForeground(QColor("#000000"))
        matches: list[QTextCursor] = []
        pattern = search_pattern(text)
        cursor = document.find(pattern, 0)
        while not cursor.isNull():
            matches.append(cursor)
            cursor = document.find(pattern, cursor)
        selections = []
        for match in matches:
            selection = QTextEdit.ExtraSelection()
            selection.cursor = match
            selection.format = fmt
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        return matches

    def _search_changed(self, text: str) -> None:
        if not text.strip():
            self.browser.setExtraSelections([])
            self._status = (0, 0)
            self._show_status()

    # -- layout and language --------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the text at a readable measure: at most ``LINE_CHARS`` characters a line."""
        # (getattr: Qt may ask a window whose Python side is being torn down or not yet built)
        if event.type() == QEvent.Type.Resize and watched is getattr(self, "browser", None):
            self._fit_measure()
        return super().eventFilter(watched, event)

    def _fit_measure(self) -> None:
        metrics = QFontMetricsF(self.browser.font())
        measure = int(metrics.averageCharWidth() * LINE_CHARS + 2 * self.browser.document().documentMargin())
        self.browser.fit(measure)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Refit the measure when the window changes size."""
        super().resizeEvent(event)
        self._fit_measure()

    def changeEvent(self, event: QEvent) -> None:
        """Speak the new language at once: strings and the rules file."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if ui_language() != self.language:
                self.load()
        super().changeEvent(event)


def _fold(char: str) -> str:
    """A letter without its accents, in lower case ("É" -> "e", "ő" -> "o")."""
    return unicodedata.normalize("NFD", char)[0].lower()


# every accented letter of the Latin alphabets the rules are written in, by its plain letter
_VARIANTS: dict[str, str] = {}
for _code in range(0x00C0, 0x0180):
    _char = chr(_code)
    if _char.isalpha() and _fold(_char) != _char.lower() and _fold(_char).isascii():
        _VARIANTS[_fold(_char)] = _VARIANTS.get(_fold(_char), "") + _char


def search_pattern(text: str) -> QRegularExpression:
    """What a search for ``text`` finds: the same words whatever their case and accents
    ("hegemonie" finds "Hégémonie", "tortenelem" finds "történelem")."""
    parts = []
    for char in text:
        base = _fold(char)
        if base in _VARIANTS:
            parts.append("[" + re.escape(base + _VARIANTS[base]) + "]")
        else:
            parts.append(re.escape(char))
    return QRegularExpression("".join(parts), QRegularExpression.PatternOption.CaseInsensitiveOption)


def _owner(parent: QWidget | None) -> QWidget | None:
    """The window the Rules window belongs to: the modal dialog in front, if any (a window
    behind a modal dialog takes no input), else ``parent``'s window."""
    modal = QApplication.activeModalWidget()
    top = parent.window() if parent is not None else QApplication.activeWindow()
    if modal is not None and (top is None or not modal.isAncestorOf(top)) and modal is not top:
        return modal
    return top


_UNOWNED: list[RulesWindow] = []     # the window opened with no window around it, kept alive here


def show_rules(parent: QWidget | None, anchor: str | None = None) -> RulesWindow:
    """Open the Rules window (or raise the open one) at ``anchor``; the window.

    The window belongs to ``parent``'s window, or to the modal dialog in front of it (which
    would block a window behind it); one per owner, shown again and raised when asked again.
    """
    owner = _owner(parent)
    window = None
    if owner is not None:
        window = owner.findChild(RulesWindow, options=Qt.FindChildOption.FindDirectChildrenOnly)
    else:
        _UNOWNED[:] = [w for w in _UNOWNED if shiboken6.isValid(w)]
        window = _UNOWNED[0] if _UNOWNED else None
    if window is None:
        window = RulesWindow(owner)
        if owner is None:
            _UNOWNED.append(window)
        window.go(anchor)
    elif anchor is not None:     # F1 with nothing in particular: the open window stays where it was
        window.go(anchor)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
