"""A pretend catalogue for the language-switch tests: every text «between guillemets»."""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from civgui.services import i18n


class Marked(QTranslator):
    """Translates every text of every context to «text»; with ``only_in``, only while that is the
    current language (else no translation: the next catalogue, or the English source)."""

    def __init__(self, only_in: str | None = None) -> None:
        super().__init__()
        self.only_in = only_in

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """«source» (or None outside ``only_in``)."""
        if self.only_in is not None and i18n.current() != self.only_in:
            return None
        return "«" + source + "»"

    def isEmpty(self) -> bool:
        """Not empty: Qt sends LanguageChange only for a catalogue with texts."""
        return False
