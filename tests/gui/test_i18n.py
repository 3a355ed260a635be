"""The translation catalogues: complete, built, faithful to the sources and to the rulebooks."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from civgui.media.resources import card_name, domain_name, effect_name
from civgui.services import i18n
from engine.actions import EFFECTS
from engine.cards import DOMAINS

from .glossary import glossary

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"
FIELD = re.compile(r"\{(\w+)\}")
def translations_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations", ROOT / "build" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def language_back() -> Iterator[None]:
    yield
    i18n.set_language("en")


def messages(language: str) -> Iterator[tuple[str, str, str, list[str], bool]]:
    """(context, source, comment, translations, plural) of each message of a catalogue."""
    for context in ET.parse(TRANSLATIONS / f"civ_{language}.ts").iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            yield (name, message.findtext("source") or "", message.findtext("comment") or "",
                   forms or [translation.text or ""], message.get("numerus") == "yes")


@pytest.mark.slow
def test_the_catalogues_are_finished_built_and_up_to_date() -> None:
    """lrelease finds no unfinished and no untranslated message, and the committed .qm files
    and civgui/catalogue.py are what the sources make."""
    # in a process of its own: tests register sentence codes of their own in this one
    done = subprocess.run([sys.executable, str(ROOT / "build" / "translations.py"), "check"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    tool = translations_tool()
    counts = tool.release(Path(tempfile.mkdtemp()))
    assert counts["fr"]["finished"] == counts["hu"]["finished"] > 500
    assert counts["en"]["finished"] > 10       # the English plural forms


@pytest.mark.parametrize("language", ["fr", "hu"])
def test_every_translation_keeps_the_fields_and_markup_of_its_source(language: str) -> None:
    forms = {"fr": 2, "hu": 1}[language]
    for context, source, _comment, texts, plural in messages(language):
        if plural:
            assert len(texts) == forms, (context, source)
        want = sorted(f.lower() for f in FIELD.findall(source))
        for text in texts:
            assert text.strip(), (context, source)
            assert sorted(f.lower() for f in FIELD.findall(text)) == want, (context, source, text)
            assert ("%n" in source) == ("%n" in text), (context, source, text)
            assert len(re.findall(r"<\w", text)) == len(re.findall(r"<\w", source)), (source, text)
            if language == "hu":
                assert not re.search(r"\}[a-záéíóöőúüű]", text), f"a suffix glued to a field: {text!r}"


@pytest.mark.slow
@pytest.mark.parametrize("language", ["fr", "hu"])
def test_domain_and_effect_names_are_the_rulebooks(language: str, language_back: None) -> None:
    terms = glossary()
    assert len(terms) == 6 + 16
    i18n.set_language(language)
    for domain in DOMAINS:
        assert domain_name(domain) == terms[domain][language]
    for effect in EFFECTS:
        assert effect_name(effect) == terms[effect][language]
    assert domain_name("SCI") in card_name("SCI2") and "II" in card_name("SCI2")


def test_english_names_and_plurals(language_back: None) -> None:
    i18n.set_language("en")
    terms = glossary()
    assert [domain_name(d) for d in DOMAINS] == [terms[d]["en"] for d in DOMAINS]
    assert [effect_name(e) for e in EFFECTS] == [terms[e]["en"] for e in EFFECTS]
    assert card_name("ART3") == "Culture III" and card_name("?1") == "Age I card"


def test_qts_own_texts_follow_the_language(language_back: None) -> None:
    i18n.set_language("fr")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    assert QLocale().language() == QLocale.Language.French
    i18n.set_language("hu")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Mégse"
    i18n.set_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_undo_never_reads_as_cancel(language_back: None) -> None:
    """A decision dialog's Cancel (Qt's own text) and the table's Undo beside it: two words."""
    for language in ("en", "fr", "hu"):
        i18n.set_language(language)
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel").replace("&", "")
        button = QCoreApplication.translate("Undo", "↶ Undo", "the button").lstrip("↶ ")
        menu = QCoreApplication.translate("MainWindow", "&Undo").replace("&", "")
        assert cancel not in (button, menu), language
        assert button == menu, language


def test_an_unknown_language_is_refused_and_a_missing_catalogue_is_survived(
        language_back: None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        i18n.set_language("de")
    assert i18n.current() == "en"
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    assert i18n.set_language("fr") == "fr"          # logged; the English sources are shown
    assert domain_name("ECO") == "Economy"


def test_words_put_in_follow_each_languages_small_rules() -> None:
    assert i18n.finish("le Plan de jeu de Aurelia", "fr") == "le Plan de jeu d'Aurelia"
    assert i18n.finish("la Utopie et le Économie, que Odile", "fr") == "l'Utopie et l'Économie, qu'Odile"
    assert i18n.finish("de Hélène, de Bob", "fr") == "de Hélène, de Bob"
    assert (i18n.finish("a Utópia II lapot, a Tudomány II lapot", "hu")
            == "az Utópia II lapot, a Tudomány II lapot")
    assert i18n.finish("needs a Economy card, a Utopia card; A Inquisition", "en") \
        == "needs an Economy card, a Utopia card; An Inquisition"


def test_english_plural_forms(language_back: None) -> None:
    i18n.set_language("en")
    assert i18n.ntr("NewGameDialog", "Seat %n: who plays it", 3) == "Seat 3: who plays it"


def translate_calls() -> Iterator[tuple[str, int, ast.Call]]:
    for path in sorted((ROOT / "civgui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "translate":
                yield path.name, node.lineno, node


@pytest.mark.slow
def test_every_translated_text_is_in_the_catalogues() -> None:
    """Each QCoreApplication.translate call has literal strings lupdate can read, at most three
    (a plural goes through i18n.ntr), and lupdate found it: its message is in civ_fr.ts."""
    known = {(c, s, m) for c, s, m, _texts, _plural in messages("fr")}
    sys.path.insert(0, str(ROOT / "build"))
    tool = translations_tool()
    known_plurals = set(tool.plural_calls())
    assert known_plurals and known_plurals <= known
    for name, line, call in translate_calls():
        if name in ("i18n.py", "catalogue.py"):      # ntr itself; the generated list for lupdate
            continue
        literal = all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args[:3])
        if not literal:
            continue         # a table's text (QT_TRANSLATE_NOOP) or a sentence's, looked up by variable
        assert len(call.args) <= 3, f"{name}:{line}: a plural is written i18n.ntr(...)"
        values = [str(a.value) for a in call.args if isinstance(a, ast.Constant)]
        key = (values[0], values[1], values[2] if len(values) > 2 else "")
        assert key in known, f"{name}:{line}: {key} is not in civ_fr.ts (run build/translations.py update)"


def test_card_faces_name_their_domain_in_the_players_language(language_back: None) -> None:
    """The banner of a face is the SVG's text: English in the file, replaced for another language."""
    from civgui.media import resources
    i18n.set_language("en")
    english = resources.card_pixmap("ECO2", 120).toImage()
    i18n.set_language("hu")
    hungarian = resources.card_pixmap("ECO2", 120).toImage()
    i18n.set_language("en")
    assert resources.card_pixmap("ECO2", 120).toImage() == english
    assert hungarian != english
    renderer = resources._CACHE.renderer(resources.card_file("ECO2"))
    assert renderer is not None and renderer.isValid()


def test_long_options_wrap_so_their_dialog_fits(qtbot: object, language_back: None) -> None:
    """A French Attack preview is longer than the English: its options wrap at the option width
    instead of widening the dialog past the screen (which cut the texts above them)."""
    from civgui.devtools import scenes
    from civgui.dialogs.dialogs import OPTION_WIDTH, AttackDialog

    from .conftest import model_at

    i18n.set_language("fr")
    dialog = AttackDialog(model_at(scenes.effect_game("use attack")))
    dialog.show()
    options = dialog.group.buttons()
    assert any("\n" in b.text() for b in options)
    for button in options:
        assert all(button.fontMetrics().horizontalAdvance(line) <= OPTION_WIDTH
                   for line in button.text().split("\n"))
    assert dialog.sizeHint().width() <= dialog.screen().availableGeometry().width()
    dialog.close()
    dialog.deleteLater()
