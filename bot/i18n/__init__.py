"""Texts in the reader's language: Fluent catalogues, one file per language.

``catalogues/<lang>/`` holds every sentence the bot says in that language (``host.ftl``
and one file per game); a language is available exactly when its folder exists, so a third
language is one new folder of catalogue files. English
is the fallback for a key a catalogue lacks (tests keep the catalogues complete).

Engines stay language-free: a rules package may return a label, prompt or event text as a
:class:`rules`-side message string (a ``str`` that also carries ``msg_key`` and
``msg_args``); :func:`localize` renders such a value in the reader's language and leaves
any plain string as it is.
"""

from __future__ import annotations

from bot.i18n.catalogues import (
    DEFAULT_LANGUAGE,
    Catalogues,
    catalogues,
    languages,
    localize,
    localizer,
    ordinal_category,
    tr,
)
from bot.i18n.choose import channel_language, language_of
from bot.i18n.msg import Composed, Msg, Text
from bot.i18n.user_text import UserText, drawing, shown, unescaped

__all__ = [
    "DEFAULT_LANGUAGE",
    "Catalogues",
    "Composed",
    "Msg",
    "Text",
    "UserText",
    "catalogues",
    "channel_language",
    "drawing",
    "language_of",
    "languages",
    "localize",
    "localizer",
    "ordinal_category",
    "shown",
    "tr",
    "unescaped",
]
