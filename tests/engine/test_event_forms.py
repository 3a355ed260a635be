"""The plain-data form of every event kind (events.DICT_FORMS) against the event classes."""

from __future__ import annotations

import dataclasses

from engine import events as ev


def _kinds() -> dict[str, type[ev.Event]]:
    out: dict[str, type[ev.Event]] = {}
    todo = [ev.Event]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.kind:
            out[cls.kind] = cls
    return out


def test_every_kind_has_a_form_naming_only_its_fields_and_each_field_is_written() -> None:
    kinds = _kinds()
    assert set(kinds) == set(ev.DICT_FORMS)
    for kind, cls in kinds.items():
        names = {f.name for f in dataclasses.fields(cls)}
        read = {item.field for item in ev.DICT_FORMS[kind] if isinstance(item, ev.Field)}
        assert read <= names | {"visible_to"}, kind
        # every field reaches the plain data, but the bookkeeping ones (and Over's team flag,
        # which only words its log line)
        assert names - read <= {"actions", "seat", "teams"}, (kind, names - read)
        keys = [item.key for item in ev.DICT_FORMS[kind]]
        assert len(keys) == len(set(keys)) and "type" not in keys, kind
        assert ("visible_to" in read) == cls.hides, kind
