"""A sentence to say later, in a language not known yet: a catalogue key and its values."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Msg:
    """``key`` names a message in every catalogue; ``args`` fill its placeholders.

    A value in ``args`` may itself be a :class:`Msg` (or a message string from an engine):
    it is rendered in the same language before being placed."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        # English, for logs, tests and any front end that has no reader language.
        from bot.i18n.catalogues import tr
        return tr("en", self.key, **self.args)


class Composed(str):
    """A text the host puts together from several messages (a list of names, a block of
    scores): it *is* the English text, for every caller that wants a ``str``, and
    :func:`bot.i18n.localize` builds it again in the reader's language (``build(lang)``)."""

    build: Callable[[str], str]

    def __new__(cls, build: Callable[[str], str]) -> Composed:
        text = super().__new__(cls, build("en"))
        text.build = build
        return text


# Anything the host hands a front end to show: rendered with ``bot.i18n.localize``.
Text = str | Msg | Composed
