"""The compiled engine (build/accelerate.py, what the packaged game runs) plays as its sources do.

The module's fixture compiles the engine's hot modules once into a temporary copy (about 40 s
on 2 cores; it needs a C compiler, which .ci/run installs). On that copy, in a subprocess, the
checks that pin the rules and the AI run again (``CHECKS``): the golden games and AI games (the
same actions, the same hashes), the counts, the pickling of states to Hard's workers, saves and
determinism, the playouts, the draft's knowledge, the tactical suite, honesty, the belief,
subtree reuse with two workers, the solver, the dominated moves, the fast policy, the chances,
whole AI games and the arena (whose old-evaluation variant a compiled search refuses). A
compiled module that behaved differently from its source fails them.

Outside CI (the environment variable ``CI`` unset or empty) the module is skipped, with the
reason, when there is no C compiler or no Python headers to build with; in CI (``CI=true``) it
always runs, and fails if the engine cannot be compiled.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("accelerate", ROOT / "build" / "accelerate.py")
assert SPEC is not None and SPEC.loader is not None
accelerate = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(accelerate)



def missing_build_tools() -> str | None:
    """Why mypyc could not build here (no C compiler, no Python headers), or None."""
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    if not cc or shutil.which(cc[0]) is None:
        return (f"no C compiler ({cc[0] if cc else 'CC is empty'!r} not found; Debian/Ubuntu: "
                "apt-get install gcc)")
    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").is_file():
        return f"no Python headers ({include}/Python.h missing; Debian/Ubuntu: apt-get install python3-dev)"
    return None


MISSING = missing_build_tools()
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(MISSING is not None and not os.environ.get("CI"),
                       reason=f"the compiled engine cannot be built: {MISSING} (in CI, CI=true, it runs)"),
]

CHECKS = [
    "tests/engine/test_golden.py", "tests/engine/test_counts.py", "tests/engine/test_pickle.py",
    "tests/engine/test_save_and_determinism.py", "tests/ai/test_golden_choices.py",
    "tests/ai/test_tactics.py", "tests/ai/test_honesty.py", "tests/ai/test_reuse.py",
    "tests/ai/test_determinism.py", "tests/ai/test_infer.py", "tests/ai/test_solver.py",
    "tests/engine/test_playouts.py", "tests/engine/test_draft_knowledge.py", "tests/ai/test_games.py",
    "tests/ai/test_dominated.py", "tests/ai/test_policy_fast.py", "tests/ai/test_chances.py",
    "tests/ai/test_arena.py", "tests/ai/test_search_settings.py",
]


@pytest.fixture(scope="module")
def compiled_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compiled copy of the engine (fails, with mypyc's output, without a C compiler)."""
    out: Path = accelerate.accelerate(tmp_path_factory.mktemp("accel"))
    return out


def on_copy(copy: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run Python on the compiled copy (first on the path; the sources' tree only behind it)."""
    env = dict(os.environ, PYTHONPATH=str(copy))
    return subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True, text=True,
                          timeout=1200)


def test_every_listed_module_runs_compiled(compiled_copy: Path) -> None:
    done = on_copy(compiled_copy, "-c", "import engine, json; print(json.dumps(engine.compiled()))")
    assert done.returncode == 0, done.stderr
    want = sorted(m.removesuffix(".py").replace("/", ".") for m in accelerate.MODULES)
    assert json.loads(done.stdout) == want
    from engine import compiled
    assert compiled() == []      # the sources' tree itself is never compiled


def test_the_compiled_engine_passes_the_rules_and_ai_checks(compiled_copy: Path) -> None:
    script = ("import sys, engine, pytest\n"
              "assert engine.compiled(), 'the copy ran its sources'\n"
              "sys.exit(pytest.main(['-q', '-o', 'addopts=', '-p', 'no:cacheprovider', "
              f"'--import-mode=append', '--rootdir', {str(ROOT)!r}, *{[str(ROOT / c) for c in CHECKS]!r}]))")
    done = on_copy(compiled_copy, "-c", script)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ passed in [\d.]+s( \(.*\))?", summary), summary   # no failure, no skip
