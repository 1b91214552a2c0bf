"""Options and decisions whose human texts are written only when someone reads them.

A random playout, a search or a legality check reads option ids only; building every
label (nested catalogue messages) cost more than the rules themselves. A lazy option is
an :class:`~rules.core.Option` in every way (same fields, equality, hash and repr): its
label is built from a recipe, ``make(*args)``, on first reading and then kept.

The recipe's ``args`` must be immutable values (ints, strings, tuples): the label is
written later, perhaps after the state it came from has moved on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Decision, Option

Recipe = tuple[Callable[..., str], tuple[Any, ...]]


def _written(fields: dict[str, Any]) -> str:
    """The text of a lazy object's fields: its recipe's, written on first reading."""
    text = fields.get("_text")
    if text is None:
        make, args = fields["_recipe"]
        text = fields["_text"] = make(*args)
    return text


class LazyOption(Option):
    """An option whose label is ``make(*args)``, written on first reading."""

    def __init__(self, id: str, make: Callable[..., str], args: tuple[Any, ...]) -> None:
        # Option is a frozen dataclass: its own fields are set past its __setattr__.
        fields = self.__dict__
        fields["id"] = id
        fields["_recipe"] = (make, args)

    @property  # type: ignore[override]
    def label(self) -> str:
        return _written(self.__dict__)


_CACHE: dict[tuple[str, Recipe], LazyOption] = {}
_CACHE_MAX = 50_000


def _new(entry: tuple[str, Recipe]) -> LazyOption:
    if len(_CACHE) >= _CACHE_MAX:
        _CACHE.clear()  # a bound on memory; the cache refills with what is in use
    oid, (make, args) = entry
    opt = _CACHE[entry] = LazyOption(oid, make, args)
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
        fields = self.__dict__
        fields["seat"] = seat
        fields["options"] = options
        fields["private"] = private
        if isinstance(prompt, str):  # a written prompt (dataclasses.replace gives one)
            fields["_text"] = prompt
        else:
            fields["_recipe"] = prompt

    @property  # type: ignore[override]
    def prompt(self) -> str:
        return _written(self.__dict__)
