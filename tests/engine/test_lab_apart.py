"""The laboratory (``engine/lab``: benchmarks, fuzzer, arena, fitting, leak check) stays out of the game:
no module of the engine outside it imports it (a ``python -m`` entry point may, under its
``__main__`` guard, when run), importing the whole runtime engine loads none of it, and the bundle
leaves it out."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
LAB = ENGINE / "lab"


def _module(path: Path) -> str:
    """The dotted name of the module at ``path`` (a package's ``__init__`` is the package)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _runtime_files() -> list[Path]:
    return sorted(p for p in ENGINE.rglob("*.py") if LAB not in p.parents)


def _main_guard(node: ast.stmt) -> bool:
    """Whether ``node`` is ``if __name__ == "__main__":``."""
    return isinstance(node, ast.If) and isinstance(node.test, ast.Compare) \
        and isinstance(node.test.left, ast.Name) and node.test.left.id == "__name__" \
        and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in node.test.comparators)


def imported(path: Path) -> list[str]:
    """The modules the file at ``path`` imports (relative imports resolved), leaving out what its
    ``__main__`` guard imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module(path) if path.name == "__init__.py" else _module(path).rpartition(".")[0]
    out: list[str] = []
    stack: list[ast.AST] = [n for n in tree.body if not _main_guard(n)]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            out.append(name)
            out.extend(f"{name}.{a.name}" for a in node.names)
        stack.extend(ast.iter_child_nodes(node))
    return out


def test_no_runtime_module_imports_the_laboratory() -> None:
    files = _runtime_files()
    assert len(files) > 30 and ENGINE / "ai" / "ismcts.py" in files
    offenders = {_module(p): [m for m in imported(p) if m == "engine.lab" or m.startswith("engine.lab.")]
                 for p in files}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_entry_points_run_their_laboratory_module() -> None:
    """``python -m engine.bench`` and ``engine.ai.arena`` import the lab only under their guard."""
    for shim, target in (("bench.py", "engine.lab.bench"), ("ai/arena.py", "engine.lab.arena"),
                         ("ai/bench.py", "engine.lab.bench_search")):
        tree = ast.parse((ENGINE / shim).read_text(encoding="utf-8"))
        guarded = [n for n in tree.body if _main_guard(n)]
        assert len(guarded) == 1
        assert any(isinstance(n, ast.ImportFrom) and n.module == target for n in ast.walk(guarded[0]))
        assert imported(ENGINE / shim) == []


def test_importing_the_runtime_engine_loads_no_laboratory() -> None:
    names = [_module(p) for p in _runtime_files() if p.name != "__main__.py"]
    code = ("import importlib, sys\n"
            f"for name in {names!r}:\n    importlib.import_module(name)\n"
            "print(sorted(m for m in sys.modules if m.startswith('engine.lab')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == "[]"


def test_the_bundle_leaves_the_laboratory_out() -> None:
    spec = (ROOT / "build" / "civ.spec").read_text(encoding="utf-8")
    tree = ast.parse(spec)
    excludes = next(n.value for n in tree.body if isinstance(n, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "EXCLUDES" for t in n.targets))
    assert "engine.lab" in ast.literal_eval(excludes)
