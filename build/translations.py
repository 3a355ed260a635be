"""Keep the translations up to date: ``python build/translations.py [update|release|check]``.

``update`` writes ``civgui/catalogue.py`` (every sentence template the engine and the GUI
registered in ``engine.words``, as ``QCoreApplication.translate`` calls that
``pyside6-lupdate`` reads), then runs ``pyside6-lupdate`` over ``civgui/`` into
``resources/translations/civ_fr.ts`` and ``civ_hu.ts``, and ``civ_en.ts`` with the plural
forms only. ``release`` builds the ``.qm`` catalogues next to them with ``pyside6-lrelease``
and prints each language's message counts. ``check`` fails (exit 1) if a catalogue has an
unfinished or untranslated message, or if a committed ``.qm`` is not what its ``.ts`` builds.
Both tools ship with PySide6-Essentials.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
CATALOGUE = ROOT / "civgui" / "catalogue.py"
LANGUAGES = ("en", "fr", "hu")


def tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``), next to this Python or on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def templates() -> dict[str, str | tuple[str, str]]:
    """Every registered sentence template, by code."""
    sys.path.insert(0, str(ROOT))
    import civgui.play.model  # noqa: F401  (registers the gui.* codes)
    import engine.ai.chances
    import engine.ai.reason
    import engine.events
    import engine.explain  # noqa: F401
    from engine.words import TEMPLATES

    return dict(sorted(TEMPLATES.items()))


def plural_calls() -> list[tuple[str, str, str]]:
    """The (context, source, comment) of every ``ntr(...)`` call in ``civgui/`` (``i18n.ntr``).

    :raises SystemExit: for a call whose context, source or comment is not a literal string.
    """
    import ast

    found = []
    for path in sorted((ROOT / "civgui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None))
                    == "ntr") or path.name == "i18n.py":
                continue
            texts = [node.args[0], node.args[1]] + [k.value for k in node.keywords if k.arg == "comment"]
            texts += node.args[3:4]
            if not all(isinstance(t, ast.Constant) and isinstance(t.value, str) for t in texts):
                raise SystemExit(f"{path.name}:{node.lineno}: ntr() needs literal strings "
                                 "for its context, source and comment")
            values = [str(t.value) for t in texts]  # type: ignore[attr-defined]
            found.append((values[0], values[1], values[2] if len(values) > 2 else ""))
    return sorted(set(found))


def catalogue_text() -> str:
    """The source of ``civgui/catalogue.py``: the engine's templates, then the GUI's plural
    texts (``i18n.ntr`` calls), each with a literal count so that lupdate sees them as plural."""
    lines = [
        '"""What ``pyside6-lupdate`` must see that it cannot find by itself (this is never run).',
        "",
        "Written by ``python build/translations.py update``; do not edit. First the sentence templates",
        "of ``engine.words``: the context is the code's first part, the disambiguation the code",
        "itself, and a pair of forms has its plural as source and is translated with plural forms",
        "(``civgui.play.words.TableWords`` asks for them so). Then the GUI's ``i18n.ntr`` texts. A",
        "literal count makes lupdate see a text as plural.",
        '"""',
        "# ruff: noqa: E501",
        "",
        "from PySide6.QtCore import QCoreApplication",
        "",
        "",
        "def _catalogue() -> None:",
    ]
    for code, template in templates().items():
        if not template:
            continue          # a sentence that says nothing (ai.none) has nothing to translate
        context = code.split(".", 1)[0]
        if isinstance(template, str):
            lines.append(f"    QCoreApplication.translate({context!r}, {template!r}, {code!r})")
        else:
            lines.append(f"    QCoreApplication.translate({context!r}, {template[1]!r}, {code!r}, 2)")
    lines += ["", "", "def _plurals() -> None:"]
    for context, source, comment in plural_calls():
        lines.append(f"    QCoreApplication.translate({context!r}, {source!r}, {comment!r}, 2)")
    if lines[-1].endswith("None:"):
        lines.append("    pass")
    return "\n".join(lines) + "\n"


def update() -> None:
    """Write the catalogue and bring every ``.ts`` up to date with the sources."""
    CATALOGUE.write_text(catalogue_text(), encoding="utf-8")
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "civgui").rglob("*.py"))
    for language in LANGUAGES:
        extra = ["-pluralonly"] if language == "en" else []
        subprocess.run([tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "none",
                        *extra, "-target-language", language,
                        "-ts", str(TRANSLATIONS / f"civ_{language}.ts")], cwd=ROOT, check=True)
    fill_english()


def fill_english(path: Path = TRANSLATIONS / "civ_en.ts") -> None:
    """Give every plural message of the English catalogue its two forms: "%n card(s)" -> "%n card",
    "%n cards"; an engine sentence's from its pair of templates; a source with no "(s)" ("Seat
    %n") has the same two forms."""
    import xml.etree.ElementTree as ET

    pairs = {code: t for code, t in templates().items() if not isinstance(t, str)}
    tree = ET.parse(path)
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        code = message.findtext("comment") or ""
        if code in pairs:
            forms = list(pairs[code])
        elif "(s)" in source:
            forms = [source.replace("(s)", ""), source.replace("(s)", "s")]
        else:                 # a number put in, with no word that agrees with it ("Seat %n")
            forms = [source, source]
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        for old in list(translation):
            translation.remove(old)
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def release(folder: Path = TRANSLATIONS) -> dict[str, dict[str, int]]:
    """Build each language's ``.qm`` into ``folder``; its counts: finished, unfinished, untranslated."""
    counts = {}
    for language in LANGUAGES:
        out = subprocess.run([tool("pyside6-lrelease"), str(TRANSLATIONS / f"civ_{language}.ts"),
                              "-qm", str(folder / f"civ_{language}.qm")],
                             capture_output=True, text=True, check=True).stdout
        made = re.search(r"Generated (\d+) translation\(s\) \((\d+) finished and (\d+) unfinished\)", out)
        ignored = re.search(r"Ignored (\d+) untranslated", out)
        counts[language] = {
            "finished": int(made.group(2)) if made else 0,
            "unfinished": int(made.group(3)) if made else 0,
            "untranslated": int(ignored.group(1)) if ignored else 0,
        }
    return counts


def check() -> list[str]:
    """What is wrong with the catalogues (empty: nothing)."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        counts = release(Path(tmp))
        for language, count in counts.items():
            if count["unfinished"] or count["untranslated"]:
                problems.append(f"civ_{language}.ts: {count['unfinished']} unfinished, "
                                f"{count['untranslated']} untranslated")
            built = (Path(tmp) / f"civ_{language}.qm").read_bytes()
            committed = TRANSLATIONS / f"civ_{language}.qm"
            if not committed.exists() or committed.read_bytes() != built:
                problems.append(f"civ_{language}.qm is not what civ_{language}.ts builds: "
                                "run python build/translations.py release")
    if CATALOGUE.read_text(encoding="utf-8") != catalogue_text():
        problems.append("civgui/catalogue.py is out of date: run python build/translations.py update")
    return problems


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        update()
    elif command == "release":
        for language, count in release().items():
            print(f"{language}: {count['finished']} finished, {count['unfinished']} unfinished, "
                  f"{count['untranslated']} untranslated")
    elif command == "check":
        problems = check()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
