"""The engine's modules (outside engine/ai, which has its own rules) import one another without a
circle: every import is read with ast, those inside functions and under TYPE_CHECKING included."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module(p): p for p in ENGINE.rglob("*.py") if "ai" not in p.relative_to(ENGINE).parts[:1]}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The engine modules (of ``known``) that module ``name`` imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            # ``from . import x``: the module x (or, if x is a name, the package that holds it)
            targets = [f"{base}.{alias.name}" for alias in node.names] if node.module is None \
                else [base] + [f"{base}.{alias.name}" for alias in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: imports_of(name, path, known) for name, path in modules.items()}


def test_the_engine_outside_ai_has_no_import_circle() -> None:
    graph = _graph()
    assert "engine.game" in graph and "engine.undo" in graph["engine.game"]
    assert circles(graph) == []


def test_the_reader_sees_imports_inside_functions_and_for_type_checking(tmp_path: Path) -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    src = ENGINE / "undo.py"
    known = set(_modules())
    seen = imports_of("engine.undo", src, known)
    assert {"engine.records", "engine.rules", "engine.state", "engine.position"} <= seen
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from .game import Game\nif TYPE_CHECKING:\n    from .save import read\n"
                     "from . import records as r\n", encoding="utf-8")
    assert imports_of("engine.probe", probe, known) == {"engine.game", "engine.save", "engine.records"}
