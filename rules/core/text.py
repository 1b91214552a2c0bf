"""Texts that stay language-free: English for tests, the CLI and the console, plus a
message key and values that a front end renders in its reader's language.

A :class:`Say` *is* the English string (so every caller that wants a ``str`` keeps
working unchanged) and also carries ``msg_key``/``msg_args``; a value in ``msg_args``
may itself be a :class:`Say`, rendered in the same language. The keys live in the host's
catalogues (``bot/i18n/catalogues/<lang>/<game>.ftl``, one prefix per game: ``cvc-``,
``caverna-``, ``tavern-``; ``core-`` for this module's own); the rules import none of
that. Lists are built by folding pairs (``cvc-plus``, ``cvc-or``…) because catalogue
messages have no loops.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class Say(str):
    """English text that also names its catalogue message and values."""

    msg_key: str
    msg_args: dict[str, Any]
    msg_cap: bool
    _identity: tuple[Any, ...]   # set by identity(), once asked

    def __new__(cls, english: str, key: str, /, **args: Any) -> Say:
        text = super().__new__(cls, english)
        text.msg_key = key
        text.msg_args = args
        text.msg_cap = False
        return text

    def __reduce__(self) -> tuple[Any, ...]:
        # str's own pickling would call Say(english) without the key: keep all parts.
        return (_rebuild, (str(self), self.msg_key, self.msg_args, self.msg_cap))

    def capitalized(self) -> Say:
        """The same message with its first letter in capitals, in every language."""
        text = Say(self[:1].upper() + self[1:], self.msg_key, **self.msg_args)
        text.msg_cap = True
        return text


def _rebuild(english: str, key: str, args: dict[str, Any], cap: bool) -> Say:
    text = Say(english, key, **args)
    text.msg_cap = cap
    return text


def join(key: str, separator: str, parts: Iterable[Say]) -> Say:
    """``a{sep}b{sep}c`` as nested pair messages ``key(key(a, b), c)``."""
    items = list(parts)
    out = items[0]
    for part in items[1:]:
        out = Say(f"{out}{separator}{part}", key, a=out, b=part)
    return out


def join_listing(key: str, last_key: str, separator: str, parts: Iterable[Say],
                 last_separator: str | None = None) -> Say:
    """``a{sep}b{sep}c`` as ``join`` does, but the last pair under ``last_key``: a language
    may end a list with its word for "and" (« 2 bois, 1 pierre et 1 minerai »), English
    too when ``last_separator`` says it (" and ")."""
    items = list(parts)
    if len(items) < 2:
        return join(key, separator, items)
    head = join(key, separator, items[:-1])
    last = separator if last_separator is None else last_separator
    return Say(f"{head}{last}{items[-1]}", last_key, a=head, b=items[-1])


def to_json(text: Say) -> dict[str, Any]:
    """The message of ``text`` as plain JSON (an event's ``"msg"``: it is stored with the
    move, so the log can be told again in any language)."""
    # A loop, not a comprehension: every event of every move goes through here.
    args = {}
    for name, v in text.msg_args.items():
        args[name] = to_json(v) if isinstance(v, Say) else v
    if text.msg_cap:
        return {"key": text.msg_key, "args": args, "cap": True}
    return {"key": text.msg_key, "args": args}


def concat(parts: Iterable[str]) -> str:
    """Pieces of one sentence written one after the other; empty pieces are skipped."""
    return join("core-concat", "", [p for p in parts if p])  # type: ignore[list-item]


def identity(value: Any) -> Any:
    """What a message renders from, as a hashable value: its key, capital, English and
    values (nested messages by their own identity). A ``Say`` equals its English string
    whatever its key, so it can never key a memory of renderings itself; nor can any
    other ``str`` subclass, so a value that is neither a ``Say``, a message stored as JSON
    (:func:`to_json`) nor a plain str, int, float, bool or None has no identity
    (``TypeError``: render it, do not remember it)."""
    plain = _PLAIN.get(type(value))   # first: most values are plain (a Say is not)
    if plain is not None:
        return (plain, value)
    if isinstance(value, Say):
        # Kept on the text: a list folded from pairs (``join``) holds its parts at every
        # level, and each level's rendering asked for the identity of the levels below.
        known = value.__dict__.get("_identity")
        if known is None or known[1] != value.msg_cap:
            known = (value.msg_key, value.msg_cap, str(value),
                     arguments_identity(value.msg_args))
            value._identity = known
        return known
    if type(value) is dict and "key" in value:
        # A message as ``to_json`` stores it (an event's "msg", its values nested the same
        # way): it renders from its key, capital and values. None first: no Say's or plain
        # value's identity starts so.
        return (None, "msg", identity(value["key"]), bool(value.get("cap")),
                arguments_identity(value.get("args") or {}))
    raise TypeError(f"no identity for a {type(value).__name__}")


def arguments_identity(args: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The identity of a message's values, by name (see :func:`identity`)."""
    if len(args) == 1:   # the most common case, without sorting
        [(name, v)] = args.items()
        return ((name, identity(v)),)
    return tuple([(name, identity(v)) for name, v in sorted(args.items())])


# The plain types, each by its name (an identity holds the name: 1 and True and 1.0 hash
# alike, but do not render alike).
_PLAIN: dict[type, str] = {t: t.__name__ for t in (str, int, float, bool, type(None))}
