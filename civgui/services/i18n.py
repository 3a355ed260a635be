"""The player's language: English, French or Hungarian, through Qt's translation system.

Every text the table shows goes through ``QCoreApplication.translate(context, source)``
(``pyside6-lupdate`` collects them into ``resources/translations/civ_<lang>.ts``;
``build/translations.py`` builds the ``.qm`` files next to them). ``set_language`` installs
the game's catalogue and Qt's own (``qtbase_<lang>``, for the standard buttons), makes the
language the default ``QLocale`` (the rules and number formats follow it) and so sends every
widget a ``LanguageChange`` event: widgets set their texts again on it.

English has a catalogue too, holding only plural forms, so ``ntr(ctx, "%n card(s)", n)``
reads "1 card" and "3 cards". ``fill`` puts names into a translated text and applies the small rules of each
language that depend on the word put in (French elision, the Hungarian article a/az); ``rich_fill``
does the same for a text shown as rich text, escaping what it puts in.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .paths import resource_path
from .plain import rich

LOG = logging.getLogger("civgui.i18n")
LANGUAGES = ("en", "fr", "hu")
# each language's own name, the same whatever the current language (how a player finds theirs)
NATIVE_NAMES = {"en": "English", "fr": "Français", "hu": "Magyar"}
SYSTEM = ""                       # the setting's value for "the system's language"

_current = "en"
_installed: list[QTranslator] = []

# French: "de Aurelia" -> "d'Aurelia", "le Économie" -> "l'Économie" (h is left alone: aspirated or not)
_FR_ELISION = re.compile(r"\b([DdLl]e|[Ll]a|[Qq]ue) (?=[AEIOUYÀÂÆÉÈÊËÎÏÔŒÙÛÜaeiouyàâæéèêëîïôœùûü])")
# English: "an" before a name put in that starts with a vowel sound ("an Economy card"; Utopia
# starts with a "you" sound: "a Utopia card")
_EN_ARTICLE = re.compile(r"\b([Aa]) (?=[AEIO][a-z])")
# Hungarian: the article is "az" before a vowel ("az Utópia", not "a Utópia")
_HU_ARTICLE = re.compile(r"\b([Aa]) (?=[AÁEÉIÍOÓÖŐUÚÜŰaáeéiíoóöőuúüű])")


def translations_dir() -> Path:
    """The folder of the game's ``.ts`` sources and ``.qm`` catalogues (source tree or bundle)."""
    return resource_path("translations")


def system_language() -> str:
    """The system locale's language if the game speaks it, else English."""
    name = QLocale.system().name()[:2]
    return name if name in LANGUAGES else "en"


def resolve(language: str) -> str:
    """The language a setting's value stands for (``SYSTEM``: the system's)."""
    if language == SYSTEM:
        return system_language()
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}: the game speaks {', '.join(LANGUAGES)}")
    return language


def current() -> str:
    """The language the table speaks now."""
    return _current


def set_language(language: str) -> str:
    """Speak ``language`` (``SYSTEM``: the system's) from now on; returns the language chosen.

    A missing or unreadable catalogue is logged and the English source texts are shown: the
    game never stops for a translation.

    :raises ValueError: for a language the game does not speak.
    """
    global _current
    chosen = resolve(language)
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    catalogues = [(translations_dir(), f"civ_{chosen}")]
    if chosen != "en":       # Qt's own: next to ours in the packaged app, else in PySide6
        bundled = translations_dir() / f"qtbase_{chosen}.qm"
        folder = bundled.parent if bundled.exists() else Path(
            QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        catalogues.append((folder, f"qtbase_{chosen}"))
    for folder, name in catalogues:
        translator = QTranslator(app)
        if translator.load(name, str(folder)):
            _installed.append(translator)
        else:
            LOG.warning("no translation catalogue %s.qm in %s", name, folder)
    _current = chosen
    QLocale.setDefault(QLocale(chosen))
    for translator in _installed:      # after the locale, so LanguageChange handlers see it
        QCoreApplication.installTranslator(translator)
    return chosen


def ntr(context: str, source: str, n: int, comment: str = "") -> str:
    """A text with a number in it, in the language's plural form for ``n`` (``%n`` is the number):
    ``ntr("Hand", "%n card(s)", 3)`` -> "3 cards", "3 cartes", "3 kártya".

    Plural texts are written this way, never as ``translate(..., n)``: ``pyside6-lupdate``
    does not see a count given by name as plural, and drops a call whose count is an expression.
    ``build/translations.py`` finds these calls in the sources and lists them for it.
    """
    return QCoreApplication.translate(context, source, comment or None, n)


def catalogues() -> list[str]:
    """The file names of the catalogues in use ("civ_fr.qm", "qtbase_fr.qm")."""
    return [Path(t.filePath()).name for t in _installed]


def finish(text: str, language: str | None = None) -> str:
    """``text`` with the rules that depend on an inserted word applied (English a/an, French
    elision, the Hungarian a/az)."""
    language = language or _current
    if language == "en":
        return _EN_ARTICLE.sub(lambda m: m.group(1) + "n ", text)
    if language == "fr":
        return _FR_ELISION.sub(lambda m: m.group(1)[:-1] + "'", text)
    if language == "hu":
        return _HU_ARTICLE.sub(lambda m: m.group(1) + "z ", text)
    return text


def fill(text: str, **params: object) -> str:
    """A translated ``text`` with its ``{name}`` fields replaced by ``params``, finished for the
    current language (``fill(translate("Area", "{name}'s hand"), name=name)``)."""
    return finish(text.format(**params))


def rich_fill(text: str, **params: object) -> str:
    """``fill`` for a text shown as rich text (``<b>``, ``<br>``): every value put in is escaped
    (civgui/services/plain.py), so a name is shown as written, never as markup."""
    return finish(text.format(**{key: rich(value) for key, value in params.items()}))
