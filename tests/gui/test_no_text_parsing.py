"""The GUI never parses engine text: it renders the engine's Sentences in its own words.

A scan of every ``civgui`` module's syntax tree: no call of ``texts.readable`` (the regex that
turned "seat 2" into a name), no string method, slice, ``str()`` or ``re`` call on a value
named like a reason (``reason``, ``why``, ``cause``...). What a widget shows of an engine reason
goes through ``civgui.play.words.say`` with the table's words.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CIVGUI = Path(__file__).resolve().parents[2] / "civgui"
STRING_SURGERY = frozenset({
    "startswith", "endswith", "split", "rsplit", "partition", "rpartition", "removeprefix",
    "removesuffix", "lower", "upper", "casefold", "strip", "lstrip", "rstrip", "replace", "find",
    "rfind", "index", "rindex", "count", "format",
})
REASON_WORDS = ("reason", "why", "cause")
# Functions that work on texts that are no engine reason (named here with why).
NOT_ENGINE_TEXT = {
    ("services/savefiles.py", "refusal_text"): "a save file's refusal message from civgui.services.storage",
}


def _named_like_a_reason(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute):
        name = node.attr
    elif isinstance(node, ast.Call):     # why_not(...), foo.why_not(...)
        return _named_like_a_reason(node.func)
    else:
        return False
    return any(word in name.lower() for word in REASON_WORDS)


def violations(source: str, module: str) -> list[str]:
    """Every place in ``source`` that parses an engine text, as ``module:line what``."""
    tree = ast.parse(source)
    out: list[str] = []
    skip: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and (module, node.name) in NOT_ENGINE_TEXT:
            skip.update(ast.walk(node))
    for node in ast.walk(tree):
        if node in skip:
            continue
        where = f"{module}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Call):
            func = node.func
            method = isinstance(func, ast.Attribute)
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            receiver = func.value if isinstance(func, ast.Attribute) else None
            if name == "readable":
                out.append(f"{where} readable(): regex over an engine line")
            elif receiver is not None and name in STRING_SURGERY and _named_like_a_reason(receiver):
                out.append(f"{where} .{name}() on a reason")
            elif not method and name == "str" and node.args and _named_like_a_reason(node.args[0]):
                out.append(f"{where} str() of a reason: the engine's English, not the table's words")
            elif (isinstance(receiver, ast.Name) and receiver.id == "re"
                  and any(_named_like_a_reason(a) for a in node.args)):
                out.append(f"{where} re.{name}() over a reason")
        elif isinstance(node, ast.Subscript) and _named_like_a_reason(node.value):
            out.append(f"{where} a slice or index of a reason")
    return sorted(out, key=lambda line: int(line.split(":")[1].split(" ")[0]))


def _modules() -> list[Path]:
    return sorted(CIVGUI.rglob("*.py"))


@pytest.mark.slow
@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.relative_to(CIVGUI).as_posix())
def test_no_module_parses_engine_text(path: Path) -> None:
    assert violations(path.read_text(encoding="utf-8"), path.relative_to(CIVGUI).as_posix()) == []


def test_the_scan_sees_each_kind_of_parsing() -> None:
    source = '''
def f(model, reason, names):
    a = readable(reason, names)
    b = reason.startswith("Holy Book:")
    c = model.why_not("use purge").split(":", 1)[1]
    d = str(reason)
    e = re.sub(r"seat", "", reason)
    g = reason[:1]
    h = cause.lower()
    ok = say(reason, model.words()) + text.strip() + str(count)
'''
    found = violations(source, "x.py")
    assert [line.split(" ", 1)[0] for line in found] == [
        "x.py:3", "x.py:4", "x.py:5", "x.py:6", "x.py:7", "x.py:8", "x.py:9"], found
