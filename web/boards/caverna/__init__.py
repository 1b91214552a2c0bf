"""Caverna: The Cave Farmers on the web table (the contract of :mod:`web.boards.base`).

The page reads, top to bottom: who is to act and the round; the round track with its
harvests; the action spaces with their goods and dwarfs; every player's home (the reader's
first, then the others in turn order); the furnishing tiles. Every element a reader can tap
names its guide topic (``data-topic``, :mod:`bot.guide`); the places an option can point at
carry ``data-target`` (:mod:`web.boards.caverna.places` says which and why).

It reads only the view (``engine.view(state, viewer)``) and the game's printed data (names,
costs, what a space does), through the pictures' model so that both read the same keys.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from render.caverna import from_view
from render.common.plain import without_controls
from render.common.words import speaking, word
from rules.core.text import Say, identity
from web.boards.base import BoardContext, esc
from web.boards.caverna.home import home
from web.boards.caverna.icons import defs
from web.boards.caverna.places import targets
from web.boards.caverna.shared import spaces, status, track
from web.boards.caverna.supply import supply

__all__ = ["render", "targets"]

# What each language has said, by message identity (rules.core.text.identity).
_SAID: dict[str, dict[tuple[Any, ...], str]] = {}
_SAID_MAX = 20_000
_LANGUAGE = Say("en", "pic-language")


def _names(ctx: BoardContext, players: int) -> tuple[str, ...]:
    """Each seat's name as typed, without direction overrides or invisible characters; a
    seat without one is "Player N"."""
    out = []
    for seat in range(players):
        given = without_controls(str(ctx.names[seat])) if seat < len(ctx.names) else ""
        out.append(given or word("pic-player", "Player {n}", n=seat + 1))
    return tuple(out)


def _order(players: int, viewer: int | None) -> list[int]:
    """The reader's home first, then the others in turn order after them."""
    if viewer is None or not 0 <= viewer < players:
        return list(range(players))
    return [(viewer + k) % players for k in range(players)]


def render(view: Mapping[str, Any], ctx: BoardContext) -> str:
    """The whole table in HTML with inline SVG, in ``ctx.lang``."""
    with speaking(_remembering(ctx.say)):
        return _table(view, ctx)


def _remembering(say: Callable[[Any], str]) -> Callable[[Any], str]:
    """``say``, remembering each message it renders: a table says the same words hundreds
    of times (every cell, good and tile of seven homes), and every page again. A localiser
    is known by its rendering of ``pic-language`` (as the pictures' stamps are,
    :mod:`render.common.words`), so each language keeps one memory."""
    said = _SAID.setdefault(say(_LANGUAGE), {})
    if len(said) > _SAID_MAX:
        said.clear()

    def remembered(value: Any) -> str:
        if getattr(value, "msg_key", None) is None:
            return say(value)   # a player's name: nothing to remember
        try:
            memo = identity(value)
        except TypeError:
            return say(value)
        found = said.get(memo)
        if found is None:
            found = said[memo] = say(value)
        return found

    return remembered


def _table(view: Mapping[str, Any], ctx: BoardContext) -> str:
    players: Sequence[Mapping[str, Any]] = view.get("players") or ()
    names = _names(ctx, len(players))
    board = from_view.board(view)
    over = bool(view.get("over"))
    dwarfs = {seat: p.get("dwarfs") or () for seat, p in enumerate(players)}
    homes = "".join(home(from_view.home(view, seat), players[seat], names, ctx.viewer, over)
                    for seat in _order(len(players), ctx.viewer))
    return (f'<div class="cv-table" lang="{esc(ctx.lang)}" data-game="caverna">'
            f'{defs()}{status(board, names, ctx.viewer)}{track(board)}'
            f'{spaces(board, dwarfs)}<section class="cv-homes" id="cv-homes">{homes}</section>'
            f'{supply(from_view.supply(view).tiles, view)}</div>')
