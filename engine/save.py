"""Save files: versioned JSON holding how the game began, every action, and the full state.

Loading trusts nothing but the origin and the history: it rebuilds the game from the origin
(``Game.new`` or ``Game.from_position``, which check it), replays the history through
``Game.apply`` (the one path for every change) and checks that the replay reaches exactly
the saved state, so a damaged or edited file is refused instead of loading a game that
never happened. A game with no origin (a determinized copy, a search world) cannot be saved,
and a file without one is refused.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .checks import show
from .errors import IllegalAction
from .state import State

if TYPE_CHECKING:
    from .game import Game

FORMAT = "civ-save"
VERSION = 1
# A real save nests at most 6 levels (save > origin > position > tableaus > seat > Domain's
# cards); the limit leaves room for new fields, and anything deeper is refused unread.
MAX_DEPTH = 16
_NEW_KEYS = frozenset({"players", "seed", "setup", "teams"})

_LIST_FIELDS = ("hands", "hsize", "tab", "deck", "discard", "removed", "dem")
_SCALARS = ("n", "teams", "first", "active", "phase", "used_perm", "used_sac", "used_insp",
            "hand_limit", "final_round", "seed", "lvl1", "lvl2", "heg", "emb_mask")


def _state_dict(st: State) -> dict[str, Any]:
    out: dict[str, Any] = {name: getattr(st, name) for name in _SCALARS + _LIST_FIELDS}
    out["embargoes"] = [list(m) for m in st.embargoes]
    out["democracy"] = [list(m) for m in st.democracy]
    out["coin"] = None if st.coin is None else list(st.coin)
    out["pend"] = None if st.pend is None else st.pend.as_list()
    known = st.known
    out["known"] = None if known is None else [[o, h, c] for (o, h), c in sorted(known.items())]
    out["among"] = [[o, list(cards), list(seats)] for o, cards, seats in st.among]
    out["result"] = None if st.result is None else st.result.as_list()
    d = st.draft
    out["draft"] = None if d is None else {
        "round": d.round, "order": d.order, "turn": d.turn, "packets": d.packets,
        "kept": d.kept, "centre": d.centre, "seen": d.seen,
    }
    return out


def _matches(st: State, saved: Any) -> bool:
    """Whether a replayed state is the saved one.

    A save written before draft knowledge was tracked (no "among") is compared without the
    knowledge, which the replay has just worked out again from the history.
    """
    mine = _state_dict(st)
    if isinstance(saved, dict) and "among" not in saved:
        saved = {key: value for key, value in saved.items() if key != "known"}
        mine = {key: value for key, value in mine.items() if key not in ("known", "among")}
        if isinstance(saved.get("draft"), dict) and isinstance(mine["draft"], dict):
            mine["draft"] = {key: value for key, value in mine["draft"].items() if key != "seen"}
    return bool(mine == saved)


def to_json(game: Game) -> str:
    """Save text of a game.

    :raises ValueError: for a game with no origin (a determinized copy): it could not be
        replayed, so it is not saved.
    """
    if game._origin is None:
        raise ValueError("this game cannot be saved: it is a determinized copy (a world of the AI's "
                         "search) with no origin to replay; save the real game instead")
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "origin": game._origin,
        "history": game.history,
        "log": game.log,
        "state": _state_dict(game.state),
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


def from_json(text: str) -> Game:
    """The game a save text holds, rebuilt from its origin and history and checked.

    :raises ValueError: on anything but the text of a save whose history replays from its
        origin to exactly its saved state (non-str, truncated, deeply nested, foreign,
        wrong-version, edited, no origin).
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
    if data.get("version") != VERSION:
        raise ValueError(f"save format version {show(data.get('version'))} is not supported "
                         f"(this game reads version {VERSION})")
    for key in ("origin", "history", "log", "state"):
        if key not in data:
            raise ValueError(f"damaged save: '{key}' is missing")
    origin, history, log, saved = data["origin"], data["history"], data["log"], data["state"]
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise ValueError("damaged save: 'history' must be a list of actions")
    if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
        raise ValueError("damaged save: 'log' must be a list of lines")
    if not isinstance(saved, dict):
        raise ValueError("damaged save: 'state' must be an object")
    game = _rebuild_origin(origin)
    for i, action in enumerate(history):
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise ValueError(f"inconsistent save: action {i + 1} ({exc})") from None
    if not _matches(game.state, saved):
        raise ValueError("inconsistent save: replaying its actions does not reach its saved state "
                         "(the file was edited or damaged)")
    return game


def _rebuild_origin(origin: Any) -> Game:
    """The game at a save's starting point, through the checked constructors."""
    from .game import Game

    if origin is None:
        raise ValueError("damaged save: it has no origin (how the game began), so it cannot be "
                         "replayed and checked; it is not loaded")
    if not isinstance(origin, dict) or len(origin) != 1 or not {"new", "position"} & set(origin):
        raise ValueError("damaged save: its origin is neither a new game nor a position")
    try:
        if "new" in origin:
            o = origin["new"]
            if not isinstance(o, dict) or set(o) != _NEW_KEYS:
                raise ValueError("a new game's origin needs exactly players, seed, setup and teams")
            return Game.new(o["players"], o["seed"], o["setup"], o["teams"])
        return Game.from_position(origin["position"])
    except ValueError as exc:
        raise ValueError(f"damaged save: its starting point cannot be rebuilt ({exc})") from None
