"""Property tests of the action edge: ``apply`` of anything that is not a legal action — any
text, any near miss of the notation, any value of any type — raises ``IllegalAction`` and
changes nothing (history, log, every seat's view); ``apply`` of each legal action never raises."""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Game, IllegalAction
from engine.actions import EFFECTS, NOTATION, VERBS
from engine.cards import DOMAINS, KINDS

from .helpers import Liar

ACTIONS = sorted(NOTATION.values())
LOOKALIKES = {"1": "I", "l": "1", "O": "0", "e": "е", "a": "а", " ": "\u00a0", "-": "‐"}  # Cyrillic е, а
WORDS = [
    *VERBS, *KINDS, *EFFECTS, *DOMAINS, "0", "1", "2", "3", "4", "9", "-1", "10",
    "SCI9", "SCI0", "MIL4", "XYZ1", "?1", "?3", "sci1", "Sci1", "USE", "holy", "book", "holy_book", "",
]


@functools.cache
def _states() -> list[Game]:
    """Games at every kind of moment: draft, step 1, step 2, mid-effect, over (2-4 players),
    played on first use (a rules bug fails the tests, not the collection)."""
    out: list[Game] = []
    kinds: dict[str, int] = {}
    for players, setup, teams, seed in ((2, "classic", False, 1), (3, "draft", False, 2),
                                        (4, "classic", True, 3), (3, "classic", False, 4)):
        g = Game.new(players, seed, setup, teams)
        rng = random.Random(seed)
        while True:
            view = g.view(None)
            kind = "pending" if "pending" in view else view["step"]
            if (kinds.get(kind, 0) < 3 and rng.random() < 0.3) or g.over:
                kinds[kind] = kinds.get(kind, 0) + 1
                out.append(g.clone())
            if g.over:
                break
            g.apply(rng.choice(g.legal_actions()))
    assert {"draft", "play", "effects", "pending", "over"} <= set(kinds), kinds
    return out



def _mutate(text: str, how: int, where: int, char: str) -> str:
    i = where % (len(text) + 1)
    if how == 0:
        return text[:i] + char + text[i:]                    # a character more
    if how == 1:
        return text[:i] + text[i + 1:]                       # a character less
    if how == 2:
        return text.replace(" ", "  ", 1)                    # a double space
    if how == 3:
        return text.upper() if text.islower() else text.swapcase()
    if how == 4:
        return " ".join(reversed(text.split(" ")))           # words swapped
    if how == 5:
        return "".join(LOOKALIKES.get(c, c) for c in text)   # characters that look the same
    if how == 6:
        return text + char                                   # a trailing character
    return "".join(chr(ord(c) + 1) if c.isdigit() else c for c in text)   # another number


near_misses = st.builds(_mutate, st.sampled_from(ACTIONS), st.integers(0, 7), st.integers(0, 40),
                        st.sampled_from([" ", "\t", "\n", "\x00", "1", "9", "x", "-", "é", "\u200b"]))
word_salads = st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join)
texts = st.one_of(st.text(), st.text(alphabet="abcdeilmnoprstuy ?-0123456789ACEILMORSTUX"), near_misses,
                  word_salads)
values = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(0, 1 << 12), st.floats(), st.complex_numbers(),
    st.binary(), texts.map(str.encode), texts.map(lambda t: bytearray(t.encode())),
    st.lists(texts, max_size=3), st.tuples(texts), st.frozensets(texts, max_size=2),
    st.dictionaries(texts, st.integers(), max_size=2), texts.map(Liar),
    st.sampled_from(ACTIONS).map(Liar), st.sampled_from(ACTIONS).map(lambda a: (a,)),
    st.just(object()), st.just(type), st.just(NotImplemented), st.just(Ellipsis), st.just(int),
    st.sampled_from(ACTIONS).map(lambda a: a * 5000),
)


def _seen(g: Game) -> tuple[list[str], list[str], list[Any], list[str]]:
    """All a caller can see of a game: history, log, every seat's view, the legal actions."""
    return g.history[:], g.log[:], [g.view(s) for s in (None, *range(g.players))], g.legal_actions()


def _legal_text(g: Game, value: object) -> str | None:
    """The text of value if it is a legal action now (an exact or subclassed str), else None."""
    if not (issubclass(type(value), str) and isinstance(value, str)):
        return None
    text = str.__str__(value)
    return text if text in g.legal_actions() else None


def _check_refused(g: Game, value: object) -> None:
    before = _seen(g)
    with pytest.raises(IllegalAction) as info:
        g.apply(value)  # type: ignore[arg-type]
    assert 0 < len(str(info.value)) < 300
    reason = g.why_not(value)  # type: ignore[arg-type]
    assert reason is not None and 0 < len(str(reason)) < 300
    assert info.value.reason == reason
    with pytest.raises(IllegalAction):
        g.reveals(value)  # type: ignore[arg-type]
    assert _seen(g) == before


def _check_any(g: Game, value: object) -> None:
    text = _legal_text(g, value)
    if text is not None:                # a near miss can land on a real action
        copy = g.clone()
        copy.apply(value)  # type: ignore[arg-type]
        assert copy.history == [*g.history, text]
    else:
        _check_refused(g, value)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.deferred(lambda: st.integers(0, len(_states()) - 1)), text=texts)
def test_apply_of_any_text_that_is_not_legal_raises_and_changes_nothing(index: int, text: str) -> None:
    _check_any(_states()[index], text)


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.deferred(lambda: st.integers(0, len(_states()) - 1)), value=values)
def test_apply_of_any_value_that_is_not_legal_raises_and_changes_nothing(index: int, value: object) -> None:
    _check_any(_states()[index], value)


@pytest.mark.parametrize("text", ["play SCI9", "use  purge", "copy 9 research", "copy 1 attack",
                                  "target 4", "target -1", "domain XYZ", "give ?1", "end ", "End",
                                  "use holy book", "play sci1", "play SCI1 ", "keep  MIL1"])
def test_near_misses_of_the_notation_are_refused_everywhere(text: str) -> None:
    for g in _states():
        _check_refused(g, text)


def test_every_legal_action_applies_in_every_kind_of_moment() -> None:
    for g in _states():
        for action in g.legal_actions():
            assert g.why_not(action) is None
            assert isinstance(g.reveals(action), bool)
            copy = g.clone()
            copy.apply(action)
            assert copy.history == [*g.history, action]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.sampled_from((2, 3, 4)),
       setup=st.sampled_from(("classic", "draft")))
def test_each_legal_action_of_a_random_game_applies(seed: int, players: int, setup: str) -> None:
    g = Game.new(players, seed, setup, teams=players == 4 and seed % 2 == 0)
    rng = random.Random(seed)
    while not g.over:
        legal = g.legal_actions()
        assert legal
        for action in rng.sample(legal, min(4, len(legal))):
            g.clone().apply(action)
        g.apply(rng.choice(legal))
    assert g.legal_actions() == []
