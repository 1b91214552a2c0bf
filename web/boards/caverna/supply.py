"""The furnishing tiles on Caverna's web table: every tile of the game, by colour, with its
cost, its points and what it does; the ones on offer can be tapped to buy them.

A tile out of the supply shows who furnished it; a tile that is in no player's home and
not on offer is not part of this game (the introductory set leaves the others in the box).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.caverna.effects import tile_effect
from render.caverna.glyphs import bonus_text
from render.caverna.model import SupplyTile
from rules.caverna.data import FURNISHINGS
from web.boards.caverna.icons import icon, seat_mark
from web.boards.caverna.places import group_target, hyphenated, tile_target
from web.boards.caverna.words import amount, phrase, text

# The colours in the supply's order: (message key, English) of each row's heading.
_GROUPS: dict[str, tuple[str, str]] = {
    "orange": ("web-caverna-tiles-orange", "Dwellings"),
    "green": ("web-caverna-tiles-green", "Green tiles"),
    "yellow": ("web-caverna-tiles-yellow", "Yellow tiles: bonus points"),
}


def _owners(view: Mapping[str, Any]) -> dict[str, int]:
    """Who holds each furnished tile, built over ones included (Trader, Spare part storage)."""
    out: dict[str, int] = {}
    for seat, player in enumerate(view.get("players") or ()):
        for tile in (*(player.get("tiles") or ()), *(player.get("covered") or ())):
            out.setdefault(str(tile), seat)
    return out


def supply(tiles: Sequence[SupplyTile], view: Mapping[str, Any]) -> str:
    owners = _owners(view)
    left = set(view.get("furnishings_left") or ())
    groups = []
    for colour, (key, english) in _GROUPS.items():
        cards = [_tile(t, owners.get(t.tile.id), t.tile.id in left) for t in tiles
                 if t.tile.colour == colour and (t.tile.id in left or t.tile.id in owners)]
        if not cards:
            continue
        offered = sum(1 for t in tiles if t.tile.colour == colour and t.tile.id in left)
        target = group_target(colour)
        groups.append(f'<div class="cv-tile-group c-{colour}"><h4 class="cv-group-name" '
                      f'data-target="{target}" data-topic="{target}">{text(phrase(key, english))}'
                      f' <span class="cv-note">{offered}</span></h4>'
                      f'<div class="cv-tile-grid">{"".join(cards)}</div></div>')
    title = text(phrase("web-caverna-furnishing-tiles", "Furnishing tiles"))
    return (f'<section class="cv-supply"><h3 class="cv-h" data-topic="zone-supply">{title}</h3>'
            f'{"".join(groups)}</section>')


def _tile(tile: SupplyTile, owner: int | None, on_offer: bool) -> str:
    data = tile.tile
    classes = ["cv-tile", f"c-{data.colour}"]
    if not on_offer:
        classes.append("is-taken")
    cost = ("".join(f'<span class="cv-cost" title="{text(amount(g, n))}"><b>{n}</b>'
                    f'{icon(g)}</span>' for g, n in data.cost)
            or f'<span class="cv-cost">{text(phrase("pic-free", "free"))}</span>')
    bonus = FURNISHINGS.get(data.id, {}).get("bonus")
    if bonus:
        said = text(bonus_text(data.id, bonus))
        value = f'<span class="cv-points is-bonus" title="{said}">★</span>'
    else:
        value = f'<span class="cv-points">{data.points}</span>'
    effect = tile_effect(data.id) or (bonus_text(data.id, bonus) if bonus else "")
    if owner is not None:
        state = (f'<span class="cv-tile-state">{seat_mark(owner)}'
                 f'{text(phrase("pic-caverna-taken", "taken"))}</span>')
    elif tile.unlimited:
        state = (f'<span class="cv-tile-state">'
                 f'{text(phrase("pic-caverna-unlimited", "unlimited"))}</span>')
    else:
        state = ""
    target = tile_target(data.id)
    return (f'<article class="{" ".join(classes)}" data-target="{target}" '
            f'data-topic="tile-{hyphenated(data.id)}"><h5 class="cv-tile-name">{text(data.name)}'
            f'</h5><p class="cv-tile-cost">{cost}{value}</p><p class="cv-effect">{text(effect)}'
            f'</p>{state}</article>')
