"""Text a person gave (a display name, an option they typed), kept from becoming markup.

Every public text is Discord markdown, and a name is the player's own text: inserted raw,
``[Free Nitro](https://…)`` became a clickable masked link, ``**``, ``||`` and code fences
broke the layout, ``<@&1>`` and ``@everyone`` looked like pings, and a right-to-left
override flipped the rest of the line (issue 25, item 4).

A name enters the host as :class:`UserText` (``bot.host.core.seats_in``, the cogs'
``display_name``, a quoted input): a ``str`` with its control and format characters
removed (``render.common.plain``, as the pictures draw it), equal to what was typed
otherwise, so it is stored, matched and drawn as it is. It becomes markup-proof at the
one place where values enter sentences: every catalogue message escapes its
:class:`UserText` values (:func:`shown`, called by ``bot.i18n.tr``), and the few places
that put names together without a catalogue message call :func:`shown` too. Where
Discord shows text without markdown (button labels, menus, thread names),
:func:`unescaped` takes the escapes off again.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections.abc import Iterator
from typing import Any

from render.common.plain import without_controls


class UserText(str):
    """A text a person typed, without direction overrides or zero-width characters."""

    def __new__(cls, text: object = "") -> UserText:
        return super().__new__(cls, without_controls(str(text)))


# Markdown (emphasis, spoilers, code, masked links), mentions (<@id>, <@&id>, <#id>, <t:…>,
# </command:id>, @everyone), the ":" of a bare link, and a heading, quote or list marker
# where the name starts a line: a backslash before any of them shows the character itself
# in a Discord message. Nothing else is escaped, so "Computer 1 (easy)" reads as it is.
_MARKUP = re.compile(r"[\\*_~|`\[\]<@]|:(?=//)|^[#>\-]")
_ESCAPED = re.compile(r"\\([\\*_~|`\[\]<@:#>\-])")


def escape(text: str) -> str:
    """``text`` as it must stand in a Discord message to show exactly as typed."""
    return _MARKUP.sub(r"\\\g<0>", text)


# Set while a picture's texts are made: a picture is not markdown, so a name is drawn
# exactly as typed ("@everyone", "**B**"), never with the chat's backslashes.
_DRAWING: contextvars.ContextVar[bool] = contextvars.ContextVar("drawing", default=False)


@contextlib.contextmanager
def drawing() -> Iterator[None]:
    """Texts made inside (catalogue messages, name lists) are for a picture: unescaped."""
    token = _DRAWING.set(True)
    try:
        yield
    finally:
        _DRAWING.reset(token)


def shown(value: Any) -> Any:
    """A catalogue value ready to stand in a sentence: a :class:`UserText` escaped, any
    other value as it is (the host's own texts are markup on purpose). In a picture
    (:func:`drawing`) a name stays plain."""
    if isinstance(value, UserText) and not _DRAWING.get():
        return escape(value)
    return value


def unescaped(text: str) -> str:
    """A sentence for a place Discord shows as plain text (a button label, a menu, a
    thread's name): the escapes of :func:`escape` taken off."""
    return _ESCAPED.sub(r"\1", text)
