"""LazyOption: an option whose label is made only when read, and then like any Option."""

from __future__ import annotations

import copy
import pickle

from rules.core import Option
from rules.core.contract import LazyOption


def test_the_label_is_made_once_and_only_when_read() -> None:
    calls: list[int] = []

    def make(n: int) -> str:
        calls.append(n)
        return f"Take {n} wood"

    option = LazyOption("t:3", make, 3)
    assert option.id == "t:3" and calls == []
    assert option.label == "Take 3 wood" and option.label == "Take 3 wood"
    assert calls == [3]


def test_it_equals_hashes_and_travels_as_the_plain_option() -> None:
    lazy, plain = LazyOption("x", str.upper, "back"), Option("x", "BACK")
    assert lazy == plain and plain == lazy and hash(lazy) == hash(plain)
    assert lazy != Option("x", "back") and lazy != Option("y", "BACK")
    assert plain in (lazy,) and {lazy: 1}[plain] == 1
    for moved in (pickle.loads(pickle.dumps(lazy)), copy.copy(lazy), copy.deepcopy(lazy)):
        assert type(moved) is Option and moved == plain
    assert repr(lazy) == repr(plain)
