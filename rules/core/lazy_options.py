"""Decisions whose prompt, and options whose labels, are written only when read.

A random playout, a search or a legality check reads option ids only; building every
label (nested catalogue messages) cost more than the rules themselves. Options are the
core's :class:`~rules.core.contract.LazyOption`; this module adds a shared cache of them, keyed by
their recipe ``(id, (make, args))`` so that a label is written at most once however often
its menu comes back, and :class:`LazyDecision`, whose prompt is a recipe too.

A recipe's ``args`` must be immutable values (ints, strings, tuples): the text is
written later, perhaps after the state it came from has moved on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Decision, Option
from rules.core.contract import LazyOption

Recipe = tuple[Callable[..., str], tuple[Any, ...]]

_CACHE: dict[tuple[str, Recipe], Option] = {}
_CACHE_MAX = 50_000


def _new(entry: tuple[str, Recipe]) -> Option:
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()  # a bound on memory; the cache refills with what is in use
    oid, (make, args) = entry
    opt = _CACHE[entry] = LazyOption(oid, make, *args)
    return opt


def lazy_option(oid: str, make: Callable[..., str], args: tuple[Any, ...] = ()) -> Option:
    """The option ``oid`` labelled ``make(*args)``; equal recipes share one object, so a
    label is written at most once however often its menu comes back."""
    entry = (oid, (make, args))
    return _CACHE.get(entry) or _new(entry)


def lazy_options(entries: list[tuple[str, Recipe]]) -> tuple[Option, ...]:
    """``lazy_option`` for each ``(oid, (make, args))`` of a menu."""
    get = _CACHE.get
    return tuple([get(entry) or _new(entry) for entry in entries])


class LazyDecision(Decision):
    """A decision whose prompt is ``make(*args)``, written on first reading."""

    def __init__(self, seat: int, prompt: Recipe | str, options: tuple[Option, ...],
                 private: bool = False) -> None:
        # Decision is a frozen dataclass: its fields are set past its __setattr__.
        fields = self.__dict__
        fields["seat"] = seat
        fields["options"] = options
        fields["private"] = private
        if isinstance(prompt, str):  # a written prompt (dataclasses.replace gives one)
            fields["_prompt"] = prompt
        else:
            fields["_recipe"] = prompt

    @property  # type: ignore[override]
    def prompt(self) -> str:
        fields = self.__dict__
        text = fields.get("_prompt")
        if text is None:
            make, args = fields["_recipe"]
            text = fields["_prompt"] = make(*args)
        return text
