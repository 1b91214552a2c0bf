"""What every game's web board module offers (``web/boards/<game module>.py``).

A board module draws the table of one game in HTML with inline SVG from a view
(``engine.view(state, viewer)``: the public facts plus the viewer's own secrets, never
another seat's), and says which places on it each option points at, so that a player can
play by tapping the board. It holds no rules: everything it draws or points at comes from the
view and the option ids (which never change with the language).

    render(view, ctx) -> str
        The whole table: the shared board and every player's board, each player's goods.
        All text in ``ctx.lang`` (through ``ctx.say`` and the catalogues), every user-given
        string escaped with :func:`esc`. Markup conventions the page's script relies on:
        - ``data-topic="<topic>"`` on an element a reader can tap to learn what it does; the
          topic is a :mod:`bot.guide` topic of the game (``space-drift-mining``).
        - ``data-target="<target>"`` on a place an option can point at (a cell of a cave, an
          action space, a zone, a card); target ids are unique on the page
          (``p0-cell-B3``, ``space-drift-mining``).
        - ``data-seat="<n>"`` on each player's board.
        No scripts, no inline event handlers, no inline ``style`` attributes (the page's
        Content-Security-Policy forbids them): classes, SVG presentation attributes, and the
        game's stylesheet ``web/static/boards/<game>.css``.

    targets(view, option_id) -> tuple[str, ...]
        The ``data-target`` ids this option picks, in the order a player would tap them
        (a twin tile: its two cells); ``()`` for an option that is only in the list.
        The page offers an option once every one of its targets is tapped; options with the
        same set of targets are offered side by side.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from html import escape
from typing import Any, Protocol


def esc(value: object) -> str:
    """Text for HTML, attributes included: a name never becomes markup."""
    return escape(str(value), quote=True)


@dataclass(frozen=True)
class BoardContext:
    lang: str                          # the reader's language ("en", "fr", "ja")
    viewer: int | None                 # the reader's seat; None for a spectator
    names: tuple[str, ...]             # each seat's name as typed (plain: escape it)
    say: Callable[[Any], str]          # bot.i18n.localize in the reader's language

    def facts(self, parts: Iterable[str]) -> str:
        """Facts side by side (HTML already) with the reader's separator: « a · b », in
        Japanese « a・b », never the half-width « · » (issue 41, as the pictures say them)."""
        from bot.i18n import Msg
        return self.say(Msg("pic-facts", {"a": "", "b": ""})).join(parts)


class BoardModule(Protocol):
    def render(self, view: Mapping[str, Any], ctx: BoardContext) -> str: ...
    def targets(self, view: Mapping[str, Any], option_id: str) -> tuple[str, ...]: ...
