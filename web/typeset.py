"""Numbers as the page shows them: a negative number with the minus sign « − » (U+2212),
as the pictures and the bot's French and Japanese messages write it, never the hyphen that
Python and Fluent's English put before it (« -3 » reads as a dash before the score).

Applied once to every page the table draws (:func:`web.app.render_html`), in the text a
reader sees (between tags) and in the tooltips and labels a reader hears (``title``,
``aria-label``): every number any part of a page prints goes through it, whichever board,
template or catalogue sentence printed it. Markup (tags, other attributes: SVG points,
classes, URLs) is left as it is.
"""

from __future__ import annotations

import re

from render.common.numbers import MINUS, minus_signed

_TEXT = re.compile(r">([^<>]+)<")
_READ = re.compile(r'(\b(?:title|aria-label|alt)=")([^"]*)(")')


def minus_signs(html: str) -> str:
    """``html`` with every hyphen that stands for a minus before a number, in what a reader
    sees or hears, made the minus sign."""
    if "-" not in html:
        return html
    html = _TEXT.sub(lambda m: ">" + minus_signed(m.group(1)) + "<", html)
    return _READ.sub(lambda m: m.group(1) + minus_signed(m.group(2)) + m.group(3), html)


__all__ = ["MINUS", "minus_signed", "minus_signs"]
