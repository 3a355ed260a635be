"""civgui's layering, read from the syntax tree (every import, those inside functions and under
``TYPE_CHECKING`` too): each sub-package imports only the layers below it and itself, and no
import circle joins two civgui modules, inside a package or across packages.

The layers, from the bottom: services, media, play, help, table, dialogs, review, app, devtools;
``civgui``'s own ``__main__`` and the generated ``catalogue`` sit on top; its ``__init__`` (the
application's name and version) may be imported from every layer.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CIVGUI = Path(__file__).resolve().parents[2] / "civgui"
LAYERS = ("services", "media", "play", "help", "table", "dialogs", "review", "app", "devtools")
TOP = "civgui"      # the package's own modules (__init__, __main__, catalogue)


def module_name(path: Path, root: Path = CIVGUI) -> str:
    """``civgui.table.hand`` for civgui/table/hand.py (``civgui.table`` for its ``__init__``)."""
    parts = [root.name, *path.relative_to(root).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, root: Path = CIVGUI) -> list[tuple[int, str]]:
    """(line, module) of every civgui module that ``path`` imports, wherever the import stands."""
    name = module_name(path, root)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    known = {module_name(p, root) for p in root.rglob("*.py")}
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        candidates: list[str] = []
        if isinstance(node, ast.Import):
            candidates = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            modules = [f"{module}.{alias.name}" for alias in node.names if f"{module}.{alias.name}" in known]
            candidates = modules if len(modules) == len(node.names) else [module, *modules]
        for candidate in candidates:
            if candidate.split(".")[0] == root.name and candidate in known and candidate != name:
                found.append((getattr(node, "lineno", 0), candidate))
    return found


def layer_of(module: str) -> str:
    """The sub-package a module belongs to (``TOP`` for civgui's own modules)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in LAYERS) else TOP


def graph(root: Path = CIVGUI) -> dict[str, set[str]]:
    """Each civgui module and the civgui modules it imports."""
    return {module_name(p, root): {m for _, m in imported(p, root)} for p in sorted(root.rglob("*.py"))}


def forbidden(root: Path = CIVGUI) -> list[str]:
    """Every import of a layer from a layer below it (or of an unknown sub-package)."""
    rank = {layer: n for n, layer in enumerate(LAYERS)} | {TOP: len(LAYERS)}
    out = []
    for path in sorted(root.rglob("*.py")):
        here = layer_of(module_name(path, root))
        for line, module in imported(path, root):
            if module == root.name:
                continue        # the package's face (APP_NAME, __version__) is for every layer
            there = layer_of(module)
            if here not in rank or there not in rank or rank[there] > rank[here]:
                out.append(f"{path.relative_to(root.parent)}:{line} ({here}) imports {module} ({there})")
    return out


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_every_module_is_in_a_layer() -> None:
    loose = [module_name(p) for p in CIVGUI.rglob("*.py") if layer_of(module_name(p)) not in (*LAYERS, TOP)]
    assert loose == []
    top = sorted(module_name(p) for p in CIVGUI.glob("*.py"))
    assert top == ["civgui", "civgui.__main__", "civgui.catalogue"]      # everything else in a sub-package


@pytest.mark.slow
def test_each_layer_imports_only_the_layers_below_it() -> None:
    assert forbidden() == []


@pytest.mark.slow
def test_no_import_circle_in_civgui() -> None:
    assert circles(graph()) == []


def test_the_scan_sees_imports_inside_functions(tmp_path: Path) -> None:
    """The checks on a made-up package: an import in a function, a relative one two levels up, a circle."""
    root = tmp_path / "civgui"
    for folder in ("services", "table"):
        (root / folder).mkdir(parents=True)
        (root / folder / "__init__.py").write_text("")
    (root / "__init__.py").write_text("")
    (root / "services" / "low.py").write_text("def f() -> None:\n    from ..table import high\n")
    (root / "table" / "high.py").write_text("from ..services.low import f\n")
    assert forbidden(root) == ["civgui/services/low.py:2 (services) imports civgui.table.high (table)"]
    assert circles(graph(root)) == [["civgui.services.low", "civgui.table.high"]]


@pytest.mark.parametrize("layer", LAYERS)
def test_each_layer_says_its_rule(layer: str) -> None:
    doc = ast.get_docstring(ast.parse((CIVGUI / layer / "__init__.py").read_text(encoding="utf-8")))
    assert doc and "import" in doc.lower(), layer
