"""``settings.ini`` read and written as plain text: no stored value ever becomes an object.

``QSettings`` turns an INI value written as ``@Variant(...)`` into a ``QVariant`` and PySide
unpickles the Python objects inside one (``PySide::PyObjectWrapper``): reading a hostile settings
file with it runs code, and so does writing one (QSettings reads the file again to merge before
it writes). So the app never hands the file to QSettings: ``read_ini`` parses the format QSettings
writes (``[section]`` headers, ``key=value`` lines, its quotes and backslash escapes, UTF-8) and
gives back only plain texts; ``write_ini`` writes the same format, so files of earlier versions
(written by QSettings) and files written here read the same both ways.

A value is plain text or nothing: a value QSettings would build an object from (``@Variant(``,
``@ByteArray(``, ``@Point(``... any value starting with a single ``@``) or a list (commas outside
quotes) is not read (``IniFile.refused`` says which keys, once, for the log). The reading is
bounded: a file bigger than ``MAX_BYTES`` or that is not a regular file (a FIFO, a device, a
folder) is not read at all (``IniFile.problem``), it never blocks (opened without waiting), and
the work is linear in its size. A line the parser does not understand is skipped. The file is
never changed by reading it; writing keeps every line of a key it does not set as it was.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from pathlib import Path

from .storage import read_at_most, write_atomic

MAX_BYTES = 1_000_000          # a settings file is a few hundred bytes; far bigger is not one
GENERAL = "General"            # QSettings' section of the keys without one
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            '"': '"', "?": "?", "'": "'", "\\": "\\"}
_WRITTEN = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v",
            '"': '\\"', "\\": "\\\\"}
_HEX = frozenset("0123456789abcdefABCDEF")


class RefusedValue(ValueError):
    """A stored value that is not plain text (an object QSettings would build, or a list)."""


@dataclass
class IniFile:
    """What ``read_ini`` found: the plain values by key ("section/key"), the raw line of every key
    (to write it back as it was), and what could not be read."""

    values: dict[str, str] = field(default_factory=dict)
    lines: dict[str, tuple[str, str]] = field(default_factory=dict)   # key: (section, its line)
    refused: dict[str, str] = field(default_factory=dict)             # key: why its value is not read
    problem: str = ""                                                 # why nothing at all was read


def unescape(raw: str) -> str:
    """The text of an INI value as QSettings writes it (quotes, ``\\n``, ``\\x263a``...).

    :raises RefusedValue: for a list (a comma outside quotes) or a value QSettings keeps for an
        object (a single leading ``@``): never a plain text.
    """
    out: list[str] = []
    i, n = 0, len(raw)
    quoted = was_quoted = False
    while i < n and raw[i] in " \t":
        i += 1
    chop = 0                              # trailing spaces are cut only after this many characters
    while i < n:
        ch = raw[i]
        if ch == "\\":
            i += 1
            if i >= n:
                break
            ch = raw[i]
            i += 1
            if ch in _ESCAPES:
                out.append(_ESCAPES[ch])
            elif ch == "x":
                j = i
                while j < n and raw[j] in _HEX and j - i < 8:
                    j += 1
                if j > i:
                    out.append(_character(int(raw[i:j], 16)))
                i = j
            elif "0" <= ch <= "7":
                j = i
                while j < n and "0" <= raw[j] <= "7" and j - i < 2:
                    j += 1
                out.append(_character(int(ch + raw[i:j], 8)))
                i = j
            chop = len(out)
        elif ch == '"':
            i += 1
            was_quoted = True
            quoted = not quoted
            chop = len(out)
        elif ch == "," and not quoted:
            raise RefusedValue("a list of values, not a text")
        elif ch == ";" and not quoted:      # the rest of the line is a comment
            break
        else:
            j = i + 1
            while j < n and raw[j] not in '\\",;':
                j += 1
            out.append(raw[i:j])
            i = j
    text = "".join(out)
    if not was_quoted:
        head, tail = text[:chop], text[chop:]
        text = head + tail.rstrip(" \t")
    if text.startswith("@@"):
        return text[1:]
    if text.startswith("@"):
        kind = text.partition("(")[0]
        raise RefusedValue(f"a {kind[:20]!r} value (an object), not a text")
    return text


def _character(code: int) -> str:
    """The character of an escape's code (U+FFFD for one that is none: a surrogate, too big)."""
    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        return "\ufffd"
    return chr(code)


def escape(text: str) -> str:
    """``text`` written as QSettings writes a text: backslash escapes (UTF-8), in quotes when it
    holds a ``;``, ``,`` or ``=`` or begins or ends with a space; a leading ``@`` doubled, so that
    it is never read as an object."""
    if text.startswith("@"):
        text = "@" + text
    out: list[str] = []
    after_hex = False                   # a hex digit right after a \x escape must be escaped too
    for ch in text:
        if after_hex and ch in _HEX:
            out.append(f"\\x{ord(ch):x}")
            continue
        after_hex = False
        if ch in _WRITTEN:
            out.append(_WRITTEN[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\x{ord(ch):x}")
            after_hex = True
        else:
            out.append(ch)
    written = "".join(out)
    if any(c in text for c in ";,=") or written[:1] == " " or written[-1:] == " ":
        return f'"{written}"'
    return written


def _key(section: str, name: str) -> str:
    """The settings key of ``name`` in ``section`` (QSettings writes a "/" in a key as "\\")."""
    name = name.replace("\\", "/")
    return name if section == GENERAL else f"{section}/{name}"


def read_text(path: Path, limit: int = MAX_BYTES) -> str:
    """The file's text (UTF-8, a bad byte read as U+FFFD), opened without waiting
    (``storage.read_at_most``).

    :raises OSError: when it cannot be read, is not a regular file or is bigger than ``limit``.
    """
    data = read_at_most(path, limit)
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"{path.name} is bigger than {limit} bytes")
    return data.decode("utf-8", errors="replace")


def read_ini(path: Path, limit: int = MAX_BYTES) -> IniFile:
    """Every key of the INI file at ``path`` with its plain value (none when the file is missing)."""
    found = IniFile()
    try:
        text = read_text(path, limit)
    except FileNotFoundError:
        return found
    except OSError as exc:
        found.problem = exc.strerror or str(exc)
        return found
    section = GENERAL
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith(";") or stripped.startswith("#"):
            continue
        if stripped.startswith("["):
            section = stripped[1:].partition("]")[0].strip() or GENERAL
            continue
        name, equals, raw = line.partition("=")
        if not equals or not name.strip():
            continue
        key = _key(section, name.strip())
        found.lines[key] = (section, line)
        found.refused.pop(key, None)
        found.values.pop(key, None)
        try:
            found.values[key] = unescape(raw)
        except RefusedValue as exc:
            found.refused[key] = str(exc)
    return found


def write_ini(path: Path, values: dict[str, str], keep: IniFile | None = None) -> None:
    """Write ``values`` (texts by key) to ``path`` atomically, with the lines of ``keep``'s other
    keys as they were (a newer version's settings survive an older one's writing).

    :raises OSError: when the file cannot be written (the old one is then left as it was).
    """
    sections: dict[str, list[str]] = {}
    for key, (section, line) in (keep.lines.items() if keep is not None else ()):
        if key not in values:
            sections.setdefault(section, []).append(line)
    for key, value in values.items():
        section, _, name = key.rpartition("/") if "/" in key else (GENERAL, "", key)
        if "/" in section:                       # "a/b/c": section a, key b\c (as QSettings writes it)
            section, _, rest = section.partition("/")
            name = rest.replace("/", "\\") + "\\" + name
        sections.setdefault(section, []).append(f"{name}={escape(value)}")
    order = sorted(sections, key=lambda s: (s != GENERAL, s))
    text = "\n\n".join(f"[{s}]\n" + "\n".join(sections[s]) for s in order) + "\n"
    write_atomic(path, text.encode("utf-8"))
