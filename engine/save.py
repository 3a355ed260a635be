"""Save files: versioned JSON holding how the game began and every action since, nothing else.

A save (format version 2) is ``{"format": "civ-save", "version": 2, "app": <the app's version>,
"origin": {"new": <Game.new's options>} | {"position": <a position of ENGINE_API.md>},
"history": [<actions>]}``: nothing of the core's internal slots, so it survives any change of
them. The log is not saved: it is a rendering of the events, rebuilt by the replay.

Loading trusts nothing: every field is checked (types, sizes, unknown keys), the game is
rebuilt from the origin through ``Game.new`` or ``Game.from_position`` (which check it) and the
history replayed through ``Game.apply`` (the one path for every change), so a damaged or edited
file is refused with a ``ValueError`` saying what is wrong, never half-loaded. A game with no
origin to replay (a determinized copy) is saved from its current position, which exists
between actions only; mid-effect or mid-draft such a copy cannot be saved.

Files of version 1 (which also held the log and the core's state) keep loading: their history
is replayed the same way and must reach exactly the saved state (``matches_v1``). This module
reads and writes the text; ``Game.to_json`` and ``Game.from_json`` (game.py) rebuild and replay
the game.
"""

from __future__ import annotations

import json
from typing import Any, Final, NamedTuple

from .checks import show
from .state import State
from .version import __version__

FORMAT = "civ-save"
VERSION = 2
READS = (1, 2)                  # the format versions this engine loads
# A real save nests at most 6 levels (save > origin > position > tableaus > seat > Domain's
# cards); the limit leaves room for new fields, and anything deeper is refused unread.
MAX_DEPTH = 16
MAX_HISTORY = 100_000           # a whole game is a few hundred actions
MAX_ACTION = 64                 # characters: the longest action ("copy 3 divine-right") is far shorter
MAX_APP = 40                    # characters of the app version
SAVE_KEYS = ("format", "version", "app", "origin", "history")
_V1_KEYS = ("origin", "history", "log", "state")
_NEW_KEYS = frozenset({"players", "seed", "setup", "teams"})

_V1_LISTS = ("hands", "hsize", "tab", "deck", "discard", "removed", "dem")
_V1_SCALARS = ("n", "teams", "first", "active", "phase", "used_perm", "used_sac", "used_insp",
               "hand_limit", "final_round", "seed", "lvl1", "lvl2", "heg", "emb_mask")


def _pend_list(st: State) -> list[int] | None:
    """The effect in progress as version 1 saved it: ``[stage, remaining, effect, target, plays, marker]``."""
    return None if st.pend is None else st.pend.as_list()


def matches_v1(st: State, saved: Any) -> bool:
    """Whether a replayed state is the one a version-1 save holds (its "state" dict).

    A save written before draft knowledge was tracked (no "among") is compared without the
    knowledge, which the replay has just worked out again from the history.
    """
    mine: dict[str, Any] = {name: getattr(st, name) for name in _V1_SCALARS + _V1_LISTS}
    mine["embargoes"] = [list(m) for m in st.embargoes]
    mine["democracy"] = [list(m) for m in st.democracy]
    mine["coin"] = None if st.coin is None else list(st.coin)
    mine["pend"] = _pend_list(st)
    known = st.known
    mine["known"] = None if known is None else [[o, h, c] for (o, h), c in sorted(known.items())]
    mine["among"] = [[o, list(cards), list(seats)] for o, cards, seats in st.among]
    mine["result"] = None if st.result is None else st.result.as_list()
    d = st.draft
    mine["draft"] = None if d is None else {
        "round": d.round, "order": d.order, "turn": d.turn, "packets": d.packets,
        "kept": d.kept, "centre": d.centre, "seen": d.seen,
    }
    if isinstance(saved, dict) and "among" not in saved:
        saved = {key: value for key, value in saved.items() if key != "known"}
        mine = {key: value for key, value in mine.items() if key not in ("known", "among")}
        if isinstance(saved.get("draft"), dict) and isinstance(mine["draft"], dict):
            mine["draft"] = {key: value for key, value in mine["draft"].items() if key != "seen"}
    return bool(mine == saved)


def to_json(origin: dict[str, Any], history: list[str]) -> str:
    """Save text (format version 2) of a game's origin and history (``Game.to_json``)."""
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "app": __version__,
        "origin": origin,
        "history": history,
    }, separators=(",", ":"))


def too_deep(value: Any, limit: int) -> bool:
    """Whether ``value`` nests lists and dicts more than ``limit`` levels (found without recursion)."""
    todo: list[tuple[Any, int]] = [(value, 1)]
    while todo:
        node, depth = todo.pop()
        if isinstance(node, dict):
            children: Any = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            return True
        todo.extend((child, depth + 1) for child in children)
    return False


class Saved(NamedTuple):
    """What a save holds, checked field by field: how the game began (``new``: Game.new's
    options, or else ``position``), the actions since, and for version 1 its saved state."""

    new: dict[str, Any] | None
    position: Any
    history: list[str]
    v1_state: dict[str, Any] | None


def read(text: str) -> Saved:
    """The fields of a save text, each checked; ``Game.from_json`` rebuilds and replays them.

    :raises ValueError: on anything but the text of a save (version 1 or 2): non-str,
        truncated, deeply nested, foreign, wrong-version, unknown fields, wrong types or
        sizes, no origin.
    """
    if not isinstance(text, str):
        raise ValueError(f"a CIV save is JSON text (a str), not a {type(text).__name__}")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("not a CIV save: its JSON is nested far too deeply") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"not a CIV save (unreadable or truncated JSON: {exc})") from None
    except ValueError as exc:      # e.g. an integer with more digits than Python reads
        raise ValueError(f"not a CIV save (unreadable JSON: {show(str(exc))})") from None
    if too_deep(data, MAX_DEPTH):
        raise ValueError(f"not a CIV save: its JSON nests deeper than {MAX_DEPTH} levels")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a CIV save file (no 'civ-save' format marker)")
    version = data.get("version")
    if type(version) is not int or version not in READS:
        raise ValueError(f"save format version {show(version)} is not supported "
                         f"(this game reads versions {' and '.join(map(str, READS))})")
    if version == 1:
        return _from_v1(data)
    unknown = sorted(key for key in data if key not in SAVE_KEYS)
    if unknown:
        raise ValueError(f"damaged save: unknown field {show(unknown[0])} (a version-2 save holds "
                         f"only {', '.join(SAVE_KEYS)})")
    for key in SAVE_KEYS:
        if key not in data:
            raise ValueError(f"damaged save: '{key}' is missing")
    app = data["app"]
    if not isinstance(app, str) or not 0 < len(app) <= MAX_APP or not app.isprintable():
        raise ValueError(f"damaged save: 'app' must be the version of the app that wrote it, "
                         f"not {show(app)}")
    history = _history(data["history"])
    return _with_origin(data["origin"], history, None)


def _history(history: Any) -> list[str]:
    """The saved actions, checked to be a list of short strings (``apply`` checks each one)."""
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise ValueError("damaged save: 'history' must be a list of actions")
    if len(history) > MAX_HISTORY:
        raise ValueError(f"damaged save: its history holds {len(history)} actions, more than "
                         f"any game ({MAX_HISTORY})")
    for i, action in enumerate(history):
        if len(action) > MAX_ACTION:
            raise ValueError(f"inconsistent save: action {i + 1} ({show(action)}) is not an action")
    return history


def _from_v1(data: dict[str, Any]) -> Saved:
    """The fields of a version-1 save (origin, history, log and the core's state, which the
    replay must reach exactly: ``matches_v1``)."""
    for key in _V1_KEYS:
        if key not in data:
            raise ValueError(f"damaged save: '{key}' is missing")
    origin, history, log, saved = data["origin"], data["history"], data["log"], data["state"]
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise ValueError("damaged save: 'history' must be a list of actions")
    if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
        raise ValueError("damaged save: 'log' must be a list of lines")
    if not isinstance(saved, dict):
        raise ValueError("damaged save: 'state' must be an object")
    return _with_origin(origin, history, saved)


def _with_origin(origin: Any, history: list[str], v1_state: dict[str, Any] | None) -> Saved:
    """The save's fields once its origin is checked to be a new game's options or a position
    (which ``Game.new`` or ``Game.from_position`` check further)."""
    if origin is None:
        raise ValueError("damaged save: it has no origin (how the game began), so it cannot be "
                         "replayed and checked; it is not loaded")
    if not isinstance(origin, dict) or len(origin) != 1 or not {"new", "position"} & set(origin):
        raise ValueError("damaged save: its origin is neither a new game nor a position")
    if "new" in origin:
        o = origin["new"]
        if not isinstance(o, dict) or set(o) != _NEW_KEYS:
            raise ValueError(rebuild_failed("a new game's origin needs exactly players, seed, setup "
                                            "and teams"))
        return Saved(o, None, history, v1_state)
    return Saved(None, origin["position"], history, v1_state)


def rebuild_failed(why: object) -> str:
    """The message of a save whose starting point cannot be rebuilt, for ``why``."""
    return f"damaged save: its starting point cannot be rebuilt ({why})"


def replay_failed(index: int, why: object) -> str:
    """The message of a save whose action ``index`` (0 for the first) is refused, for ``why``."""
    return f"inconsistent save: action {index + 1} ({why})"


NOT_REACHED: Final = ("inconsistent save: replaying its actions does not reach its saved state "
                      "(the file was edited or damaged)")
