"""`rules.core.Event`: its message is made only when read, and it behaves as the frozen
dataclass of (`message`, `private_to`) it replaced (equality, repr, immutability, copies)."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError
from typing import Any

import pytest

from rules import core
from rules.core import Event, Message, event


def test_an_events_message_is_made_once_and_only_when_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[Message] = []

    def counted(key: str, params: Any) -> Message:
        message = Message(key, params)
        made.append(message)
        return message

    monkeypatch.setattr(core, "_message", counted)
    told = event("test.rolled", player="ann", face="wood")
    assert made == []
    assert told.message is told.message
    assert made == [Message("test.rolled", {"player": "ann", "face": "wood"})]


def test_an_event_told_equals_one_built_and_reads_the_same() -> None:
    told = event("test.rolled", "bob", player="ann", face="wood")
    built = Event(Message("test.rolled", {"player": "ann", "face": "wood"}), "bob")
    assert type(told) is Event and isinstance(told, Event)
    assert told == built
    assert told != event("test.rolled", player="ann", face="wood")
    assert told != event("test.rolled", "bob", player="ann", face="stone")
    assert told != built.message
    assert (
        repr(told)
        == repr(built)
        == (
            "Event(message=Message(key='test.rolled', params={'player': 'ann', 'face': 'wood'}),"
            " private_to='bob')"
        )
    )
    assert told.to_json() == built.to_json()
    assert Event.from_json(told.to_json()) == told
    match told:
        case Event(Message(key), private_to):
            assert (key, private_to) == ("test.rolled", "bob")
        case _:
            pytest.fail("an event matches by message and private_to")


def test_an_event_is_frozen_and_copies_equal() -> None:
    told = event("test.rolled", player="ann")
    with pytest.raises(FrozenInstanceError):
        told.private_to = "ann"
    with pytest.raises(FrozenInstanceError):
        del told.private_to
    with pytest.raises(AttributeError):
        told.message = Message("test.other")  # type: ignore[misc]
    for copied in (
        pickle.loads(pickle.dumps(told)),
        copy.copy(told),
        copy.deepcopy(told),
    ):
        assert copied == told and copied.private_to is None
    hashable = event("test.rolled")
    with pytest.raises(TypeError):  # as the dataclass: a message's params are a dict
        hash(hashable)
