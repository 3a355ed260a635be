"""Names from files and people are text, never markup.

A seat's name comes from a person (the new-game dialog) or from a file (a save, a kept game, the
remembered settings), so it is untrusted: ``clean_name`` drops its control characters (category
Cc, the format characters of category Cf such as the bidi overrides U+202E, and the line and
paragraph separators; the zero-width joiners U+200C/U+200D that some scripts need stay), makes
every run of white space one space, trims it and cuts it to ``MAX_NAME_LENGTH`` characters.

Widgets that only show text are set to plain text; where a widget renders markup on purpose
(``<b>``, ``<br>``: labels, tooltips, message boxes), every name is escaped with ``rich`` (or put in
with ``i18n.rich_fill``) at the one place it goes into the markup, so ``<b>`` in a name is shown
as typed and no name loads an image.
"""

from __future__ import annotations

import html

from PySide6.QtGui import Qt

MAX_NAME_LENGTH = 40     # characters of a seat's name, in the new-game dialog and in a save
_JOINERS = frozenset("\u200c\u200d")   # zero-width non-joiner and joiner: part of some scripts' words


def clean_name(text: str, limit: int = MAX_NAME_LENGTH) -> str:
    """``text`` without control or format characters, its white space one space, trimmed and
    cut to ``limit`` characters (an empty result means "no name": the caller gives the default)."""
    kept = []
    for char in text:
        if char.isspace():       # line breaks and tabs, U+2028 and U+2029 included
            kept.append(" ")
        elif char.isprintable() or char in _JOINERS:
            kept.append(char)
    return " ".join("".join(kept).split())[:limit].rstrip()


def rich(text: object) -> str:
    """``text`` escaped for a widget that renders rich text: shown as written, never as markup."""
    return html.escape(str(text), quote=False)


def button_text(text: str) -> str:
    """``text`` for a button's, tab's or check box's label: an ``&`` in a name is shown as ``&``,
    not taken as the mark of a keyboard shortcut (``&&``)."""
    return text.replace("&", "&&")


def button_shown(text: str) -> str:
    """What a button labelled ``text`` (made with ``button_text``) shows."""
    return text.replace("&&", "&")


def as_text(text: str) -> str:
    """A plain ``text`` (a sentence with names in it) for a widget that decides by itself whether
    a text is rich (a tooltip, a message box: ``Qt.mightBeRichText``), shown as written: a text
    that looks like markup is escaped and marked as rich text; any other is returned as it is."""
    if not Qt.mightBeRichText(text):
        return text
    return "<qt>" + rich(text).replace("\n", "<br>") + "</qt>"
