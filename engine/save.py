"""Save files: versioned JSON holding how the game began, every action, and the full state.

Loading replays the history from the origin through ``Game.apply`` (the one path for every
change) and checks that the replay reaches exactly the saved state, so a damaged or
edited file is refused instead of loading a game that never happened. A game with no
replayable origin (a determinized copy) is loaded from its state after a card count.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .cards import BOX, NKINDS
from .errors import IllegalAction
from .state import Draft, State, count_cards

if TYPE_CHECKING:
    from .game import Game

FORMAT = "civ-save"
VERSION = 1

_LIST_FIELDS = ("hands", "hsize", "tab", "deck", "discard", "removed", "dem")
_SCALARS = ("n", "teams", "first", "active", "phase", "used_perm", "used_sac", "used_insp",
            "hand_limit", "final_round", "seed", "lvl1", "lvl2", "heg", "emb_mask")


def _state_dict(st: State) -> dict[str, Any]:
    out: dict[str, Any] = {name: getattr(st, name) for name in _SCALARS + _LIST_FIELDS}
    out["embargoes"] = [list(m) for m in st.embargoes]
    out["democracy"] = [list(m) for m in st.democracy]
    out["coin"] = None if st.coin is None else list(st.coin)
    out["pend"] = st.pend
    known = st.known
    out["known"] = None if known is None else [[o, h, c] for (o, h), c in sorted(known.items())]
    out["among"] = [[o, list(cards), list(seats)] for o, cards, seats in st.among]
    out["result"] = _jsonable(st.result)
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


def _jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    return value


def _state_from(data: dict[str, Any]) -> State:
    st = State.__new__(State)
    for name in _SCALARS + _LIST_FIELDS:
        setattr(st, name, data[name])
    st.embargoes = [tuple(m) for m in data["embargoes"]]
    st.democracy = [tuple(m) for m in data["democracy"]]
    st.coin = None if data["coin"] is None else tuple(data["coin"])
    st.pend = data["pend"]
    known = data["known"]
    st.known = None if known is None else {(o, h): counts for o, h, counts in known}
    # saves written before draft knowledge was tracked have no "among" (nor draft "seen")
    st.among = [(o, tuple(cards), tuple(seats)) for o, cards, seats in data.get("among", [])]
    st.result = None if data["result"] is None else tuple(data["result"])
    d = data["draft"]
    if d is None:
        st.draft = None
    else:
        draft = Draft(d["order"], d["packets"])
        draft.round, draft.turn, draft.kept, draft.centre = d["round"], d["turn"], d["kept"], d["centre"]
        draft.seen = d.get("seen", [[] for _ in d["packets"]])
        st.draft = draft
    return st


def to_json(game: Game) -> str:
    """Save text of a game."""
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "origin": game._origin,
        "history": game.history,
        "log": game.log,
        "state": _state_dict(game.state),
    }, separators=(",", ":"))


def from_json(text: str) -> Game:
    """The game a save text holds.

    :raises ValueError: on truncated, foreign, wrong-version or inconsistent input.
    """
    from .game import Game

    try:
        data = json.loads(text)
    except (TypeError, json.JSONDecodeError) as exc:
        raise ValueError(f"not a CIV save (unreadable or truncated JSON: {exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a CIV save file (no 'civ-save' format marker)")
    if data.get("version") != VERSION:
        raise ValueError(f"save format version {data.get('version')!r} is not supported "
                         f"(this game reads version {VERSION})")
    for key in ("origin", "history", "log", "state"):
        if key not in data:
            raise ValueError(f"damaged save: '{key}' is missing")
    origin, history, saved = data["origin"], data["history"], data["state"]
    if not isinstance(history, list) or not all(isinstance(a, str) for a in history):
        raise ValueError("damaged save: 'history' must be a list of actions")
    if origin is None:
        return _from_state(saved, history, data["log"])
    try:
        if not isinstance(origin, dict) or len(origin) != 1:
            raise ValueError("unknown origin")
        if "new" in origin:
            o = origin["new"]
            game = Game.new(o["players"], o["seed"], o["setup"], o["teams"])
        elif "position" in origin:
            game = Game.from_position(origin["position"])
        else:
            raise ValueError("unknown origin")
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"damaged save: its starting point cannot be rebuilt ({exc})") from None
    for i, action in enumerate(history):
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise ValueError(f"inconsistent save: action {i + 1} ({exc})") from None
    if not _matches(game.state, saved):
        raise ValueError("inconsistent save: replaying its actions does not reach its saved state")
    return game


def _from_state(saved: Any, history: list[str], log: Any) -> Game:
    from .game import Game

    try:
        st = _state_from(saved)
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"damaged save: bad state ({exc})") from None
    try:
        counts = count_cards(st)
    except (AttributeError, IndexError, TypeError) as exc:
        raise ValueError(f"damaged save: bad state ({exc})") from None
    if len(counts) != NKINDS or any(c != b for c, b in zip(counts, BOX)):
        raise ValueError("inconsistent save: the cards in its state are not the 104 of the box")
    if not isinstance(log, list):
        raise ValueError("damaged save: 'log' must be a list")
    game = Game(st, None)
    game.history = list(history)
    game.log = [str(line) for line in log]
    return game

