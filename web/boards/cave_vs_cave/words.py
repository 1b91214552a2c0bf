"""The words of Cave vs Cave's web table in the reader's language.

Names come from the catalogues by the engine's ids (``cvc-tile-<tile>``,
``cvc-room-<room>``), texts from the view's messages; where a view text is plain (a view
read back from JSON), the same message is made again from the game's data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import catalogues, tr
from rules.cave_vs_cave.data import ROOM_BY_ID, TILES
from rules.cave_vs_cave.labels import room_text, tile_text
from web.boards.base import BoardContext, esc


def t(ctx: BoardContext, key: str, **args: Any) -> str:
    """A catalogue message in the reader's language, escaped for HTML."""
    return esc(tr(ctx.lang, key, **args))


def good_name(ctx: BoardContext, good: str) -> str:
    return t(ctx, "cvc-good-name", good=good)


def tile_name(ctx: BoardContext, tile: Mapping[str, Any]) -> str:
    return _named(ctx, f"cvc-tile-{tile.get('id')}", tile.get("name"))


def room_name(ctx: BoardContext, room: Mapping[str, Any]) -> str:
    return _named(ctx, f"cvc-room-{room.get('id')}", room.get("name"))


def _named(ctx: BoardContext, key: str, given: Any) -> str:
    if catalogues().has("en", key):
        return t(ctx, key)
    return esc(ctx.say(given or "?"))


def _said(ctx: BoardContext, value: Any, again: Any) -> str:
    """``value`` as the reader reads it: a message in their language; a plain text (no
    message) is made again from the data when that is known (``again``)."""
    if getattr(value, "msg_key", None) is None and again is not None:
        value = again
    return esc(ctx.say(value if value is not None else ""))


def room_effect(ctx: BoardContext, room: Mapping[str, Any]) -> str:
    number = ROOM_BY_ID.get(str(room.get("id")))
    return _said(ctx, room.get("text"), room_text(number) if number is not None else None)


def tile_effect(ctx: BoardContext, tile: Mapping[str, Any], solo: bool) -> str:
    """A face-up tile's printed effect; in solo, Renovation without its gold condition
    (solo has no opponent to out-gold)."""
    tile_id = str(tile.get("id"))
    again = tile_text(tile_id) if tile_id in TILES else None
    if again is not None and solo and TILES[tile_id].get("more_gold"):
        again = again.msg_args.get("text", again)
        return esc(ctx.say(again))
    return _said(ctx, tile.get("text"), again)


def player_name(ctx: BoardContext, seat: int) -> str:
    if 0 <= seat < len(ctx.names) and ctx.names[seat]:
        return esc(ctx.names[seat])
    return t(ctx, "pic-player", n=seat + 1)
