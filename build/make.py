"""Build the packaged game: ``python build/make.py`` [--deb] [--run] [--nsis] [--all].

Runs PyInstaller on build/civ.spec (one-folder bundle in build/dist/civ), then, on Linux,
the installers in build/out: a .deb (the app under /opt/civ, a launcher on the PATH, a
desktop entry and icons; dpkg-deb with xz) and a self-extracting .run (makeself); and with
``--nsis`` build/installer.nsi (makensis: on Windows the installer, on Linux a check that the
script compiles), passing it the version of engine/version.py. It prints the bundle and package
sizes against their targets and the cold start time of the packaged app.

Build machine (Debian/Ubuntu): ``apt-get install -y binutils dpkg makeself nsis
libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
libxkbcommon-x11-0 gcc`` and ``pip install pyinstaller -e ".[test]"`` (mypy's mypyc compiles
the engine's hot modules: build/accelerate.py; ``--pure`` bundles the sources only).
"""

from __future__ import annotations

import argparse
import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

from accelerate import MODULES, accelerate  # build/ is this script's directory, first on the path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
DIST = BUILD / "dist"
BUNDLE = DIST / "civ"
OUT = BUILD / "out"
ICON_SVG = ROOT / "resources" / "icons" / "civ.svg"
ICON_PNG = ROOT / "resources" / "icons" / "civ-256.png"
DESKTOP = ROOT / "resources" / "civ.desktop"
NAME = "civ"
BUNDLE_LIMIT_MB = 120
DEB_LIMIT_MB = 40
START_LIMIT_S = 1.0
# Runtime libraries of the bundle that it does not carry itself (see SYSTEM_LIBS in civ.spec).
DEB_DEPENDS = (
    "libc6, libstdc++6, libglib2.0-0, libfontconfig1, libfreetype6, libdbus-1-3, libx11-6, "
    "libx11-xcb1, libxcb1, libxcb-glx0, libxcb-randr0, libxcb-render0, libxcb-shape0, "
    "libxcb-shm0, libxcb-sync1, libxcb-xfixes0, libxcb-xkb1, libegl1, libgl1, zlib1g, "
    "libwayland-client0, libwayland-cursor0, libwayland-egl1"
)

# The sound servers the sounds go to (opened at run time by miniaudio; without one the game is silent).
DEB_RECOMMENDS = "libpulse0 | libasound2"


def version() -> str:
    """The project's version, from engine/version.py (the one place it is written)."""
    sys.path.insert(0, str(ROOT))
    from engine.version import __version__
    return str(__version__)


def run(*cmd: str | Path, **kw: object) -> None:
    """Run a command, echoing it; raise if it fails."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[call-overload]


def size_mb(path: Path) -> float:
    """Size of a file or a folder tree in MB (10^6 bytes)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def build_bundle(pure: bool = False) -> None:
    """PyInstaller one-folder build into build/dist/civ, with the engine's hot modules compiled
    (build/accelerate.py) unless ``pure``."""
    env = dict(os.environ)
    env.pop("CIV_ENGINE_DIR", None)
    if not pure:
        t0 = time.perf_counter()
        env["CIV_ENGINE_DIR"] = str(accelerate())
        print(f"compiled {len(MODULES)} engine modules in {time.perf_counter() - t0:.0f} s "
              "(build/accelerate.py)")
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", DIST, "--workpath", BUILD / "work", BUILD / "civ.spec", cwd=ROOT, env=env)


def launcher_script() -> str:
    """The /usr/bin/civ launcher: finds the bundle relative to itself, so it also runs from
    an unpacked package root."""
    return ('#!/bin/sh\n'
            'here=$(dirname "$(readlink -f "$0")")\n'
            'exec "$here/../../opt/civ/civ" "$@"\n')


def build_deb(ver: str) -> Path:
    """The .deb: /opt/civ (bundle), /usr/bin/civ, desktop entry, icons."""
    stage = OUT / "deb-root"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(BUNDLE, stage / "opt" / NAME, symlinks=True)
    launcher = stage / "usr" / "bin" / NAME
    launcher.parent.mkdir(parents=True)
    launcher.write_text(launcher_script())
    launcher.chmod(0o755)
    apps = stage / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy(DESKTOP, apps / f"{NAME}.desktop")
    icons = stage / "usr" / "share" / "icons" / "hicolor"
    (icons / "scalable" / "apps").mkdir(parents=True)
    (icons / "256x256" / "apps").mkdir(parents=True)
    shutil.copy(ICON_SVG, icons / "scalable" / "apps" / f"{NAME}.svg")
    shutil.copy(ICON_PNG, icons / "256x256" / "apps" / f"{NAME}.png")
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    installed_kb = int(size_mb(stage) * 1000)
    control.write_text(
        f"Package: {NAME}\nVersion: {ver}\nSection: games\nPriority: optional\n"
        f"Architecture: amd64\nInstalled-Size: {installed_kb}\nDepends: {DEB_DEPENDS}\n"
        f"Recommends: {DEB_RECOMMENDS}\n"
        "Maintainer: CIV desktop team <civ@example.org>\n"
        "Description: CIV: Carta Impera Victoria, the card game against AI seats\n"
        " Play the civilisation card game offline against Easy, Medium and Hard AI seats,\n"
        " 2 to 4 players, classic or draft set-up, team game.\n")
    for script, body in (("postinst", "update-desktop-database -q || true\n"
                                      "gtk-update-icon-cache -q /usr/share/icons/hicolor || true\n"),
                         ("postrm", "update-desktop-database -q || true\n")):
        path = stage / "DEBIAN" / script
        path.write_text("#!/bin/sh\nset -e\n" + body)
        path.chmod(0o755)
    deb = OUT / f"{NAME}_{ver}_amd64.deb"
    run("dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build", stage, deb)
    return deb


def build_run(ver: str) -> Path:
    """A self-extracting installer for other distributions (per user, no root needed)."""
    stage = OUT / "run-root"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(BUNDLE, stage / NAME, symlinks=True)
    shutil.copy(DESKTOP, stage / f"{NAME}.desktop")
    shutil.copy(ICON_PNG, stage / f"{NAME}.png")
    install = stage / "install.sh"
    install.write_text(
        "#!/bin/sh\n# Installs CIV for this user: ~/.local/opt/civ, ~/.local/bin/civ, menu entry.\n"
        "set -e\n"
        'prefix="${PREFIX:-$HOME/.local}"\n'
        'mkdir -p "$prefix/opt" "$prefix/bin" "$prefix/share/applications" '
        '"$prefix/share/icons/hicolor/256x256/apps"\n'
        'rm -rf "$prefix/opt/civ"\ncp -r civ "$prefix/opt/civ"\n'
        'ln -sf "$prefix/opt/civ/civ" "$prefix/bin/civ"\n'
        'cp civ.png "$prefix/share/icons/hicolor/256x256/apps/civ.png"\n'
        'sed "s|^Exec=.*|Exec=$prefix/opt/civ/civ|" civ.desktop > '
        '"$prefix/share/applications/civ.desktop"\n'
        'echo "CIV installed in $prefix/opt/civ; start it from the menu or with $prefix/bin/civ"\n')
    install.chmod(install.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    target = OUT / f"{NAME}-{ver}-linux-x86_64.run"
    run("makeself", "--xz", "--quiet", stage, target, f"CIV: Carta Impera Victoria {ver}", "./install.sh")
    return target


def check_nsis(ver: str) -> Path:
    """Compile build/installer.nsi against the bundle with engine/version.py's version: on Windows
    the installer, on Linux a check that the script compiles."""
    target = OUT / f"{NAME}-{ver}-setup.exe"
    run("makensis", "-V2", f"-DVERSION={ver}", f"-DBUNDLE={BUNDLE}", f"-DOUTFILE={target}",
        BUILD / "installer.nsi")
    return target


def cold_start(executable: Path, runs: int = 3) -> tuple[float, str]:
    """Seconds from launch to the first shown window (best of ``runs``), page cache dropped."""
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    how = f"platform {env.get('QT_QPA_PLATFORM') or 'xcb on ' + env['DISPLAY']}"
    dropped = False
    best = float("inf")
    for _ in range(runs):
        try:
            subprocess.run(["sync"], check=True)
            Path("/proc/sys/vm/drop_caches").write_text("3\n")
            dropped = True
        except OSError:
            pass
        t0 = time.perf_counter()
        subprocess.run([str(executable), "--quit-when-shown"], check=True, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - t0)
    how += ", page cache dropped before each run" if dropped else ", page cache NOT dropped (needs root)"
    return best, f"best of {runs} runs of `civ --quit-when-shown`, {how}"


def report(label: str, value: float, limit: float, unit: str) -> bool:
    """Print one figure against its target; True if within it."""
    ok = value <= limit
    print(f"{label}: {value:.2f} {unit} (target ≤ {limit:g} {unit}) {'OK' if ok else 'OVER TARGET'}")
    return ok


def main(argv: list[str] | None = None) -> int:
    """Build what was asked and print the figures; non-zero if a step failed."""
    parser = argparse.ArgumentParser(prog="python build/make.py", description=__doc__)
    parser.add_argument("--deb", action="store_true", help="build the .deb")
    parser.add_argument("--run", action="store_true", help="build the self-extracting .run")
    parser.add_argument("--nsis", action="store_true", help="compile the NSIS script")
    parser.add_argument("--all", action="store_true", help="all of the above")
    parser.add_argument("--no-bundle", action="store_true", help="reuse build/dist/civ")
    parser.add_argument("--pure", action="store_true",
                        help="bundle the engine's sources only (no C compiler needed; a slower Hard)")
    parser.add_argument("--no-start", action="store_true", help="skip the cold start measure")
    args = parser.parse_args(argv)
    ver = version()
    OUT.mkdir(parents=True, exist_ok=True)
    if not args.no_bundle:
        try:
            build_bundle(args.pure)
        except RuntimeError as exc:      # mypyc could not compile (no C compiler?)
            print(f"make: {exc}\nmake: install a C compiler, or build with --pure (a slower Hard)",
                  file=sys.stderr)
            return 1
    exe = BUNDLE / ("civ.exe" if sys.platform == "win32" else "civ")
    ok = report("bundle folder", size_mb(BUNDLE), BUNDLE_LIMIT_MB, "MB")
    if sys.platform.startswith("linux"):
        if args.deb or args.all:
            deb = build_deb(ver)
            ok &= report(f"{deb.name}", size_mb(deb), DEB_LIMIT_MB, "MB")
        if args.run or args.all:
            print(f"{build_run(ver).name}: {size_mb(OUT / f'{NAME}-{ver}-linux-x86_64.run'):.2f} MB")
    if args.nsis or args.all:            # on Windows the installer; on Linux a check of the script
        print(f"NSIS script compiles: {check_nsis(ver).name}")
    if not args.no_start:
        # printed against its target, not a pass/fail gate: timings on a shared machine vary
        seconds, how = cold_start(exe)
        report("cold start to first window", seconds, START_LIMIT_S, "s")
        print(f"  ({how})")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
