"""The AI reaches the rules core through one module, ``engine/ai/core.py``: every other module of
``engine/ai`` imports, of the engine, only that door, its own package and the engine's public
surface (``engine``, ``engine.game``, ``engine.errors``, ``engine.types``, ``engine.words``); the
laboratory's entry points, which import ``engine.lab`` only when run, are kept by test_lab_apart."""

from __future__ import annotations

import ast
from pathlib import Path

AI = Path(__file__).resolve().parents[2] / "engine" / "ai"
PUBLIC = {"engine", "engine.game", "engine.errors", "engine.types", "engine.words"}


def engine_imports(path: Path) -> set[str]:
    """The engine modules the AI module at ``path`` imports, anywhere in it (relative ones resolved)."""
    package = ["engine", "ai"]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            if module in ("engine", "engine.ai"):      # ``from . import x``: x may be a module
                found.update(f"{module}.{a.name}" if f"{module}.{a.name}" in _modules() else module
                             for a in node.names)
            else:
                found.add(module)
    return {m for m in found if m == "engine" or m.startswith("engine.")}


def _modules() -> set[str]:
    return {f"engine.ai.{p.stem}" for p in AI.glob("*.py")} | {
        f"engine.{p.stem}" for p in AI.parent.glob("*.py")}


def test_only_the_core_module_imports_the_rules_core() -> None:
    files = sorted(AI.glob("*.py"))
    assert len(files) > 15
    crossing = {
        p.name: sorted(m for m in engine_imports(p)
                       if m not in PUBLIC and not m.startswith(("engine.ai", "engine.lab")))
        for p in files if p.name != "core.py"
    }
    assert {k: v for k, v in crossing.items() if v} == {}


def test_the_core_module_is_a_door_to_the_core_only() -> None:
    """``core.py`` imports the rules core and nothing of the AI nor of the laboratory."""
    imported = engine_imports(AI / "core.py")
    assert imported and "engine.rules" in imported and "engine.state" in imported
    assert not [m for m in imported if m.startswith(("engine.ai", "engine.lab"))]


def test_the_search_modules_go_through_the_door() -> None:
    """The modules that simulate the core (the search, the dealing, the win finder) import it."""
    for name in ("ismcts.py", "observe.py", "wins.py", "blocks.py", "policy.py", "evaluate.py"):
        assert "engine.ai.core" in engine_imports(AI / name), name
