"""Where the arena writes its results when no ``--out`` is given: a git-ignored build folder."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from engine.lab import arena

ROOT = Path(__file__).resolve().parents[2]


def test_the_arena_writes_under_build_out_arena_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    arena.main(["--players", "2", "--seats", "random", "--games", "2", "--workers", "1", "--seed", "4"])
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert written == ["build/out/arena/arena-random-random-2p-seed4.json"]
    assert len(json.loads((tmp_path / written[0]).read_text())["games"]) == 2
    assert f"results written to {Path(written[0])}" in capsys.readouterr().out


def test_the_arena_folder_is_ignored_by_git() -> None:
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    done = subprocess.run(["git", "check-ignore", "-q", arena.OUT_DIR.as_posix() + "/arena-x.json"],
                          cwd=ROOT, check=False)
    assert done.returncode == 0
