"""The middle of the table: rounds, the wall supply, whose turn, the action tiles and the
rooms to furnish."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.i18n import tr
from rules.cave_vs_cave.data import GROUP_TILES, TILES
from web.boards.base import BoardContext, esc
from web.boards.cave_vs_cave import pieces
from web.boards.cave_vs_cave.places import room_target, tile_target, zone
from web.boards.cave_vs_cave.words import (
    good_name,
    player_name,
    room_effect,
    room_name,
    t,
    tile_effect,
    tile_name,
)

View = Mapping[str, Any]
_GROUPS = {"start": "pic-cvc-group-start", "A": "pic-cvc-group-a", "B": "pic-cvc-group-b",
           "R": "pic-cvc-group-r"}


def seat_mark(seat: int) -> str:
    """The seat's shape and number in its colour (a circle for the first seat, a square
    for the second), as on the pictures."""
    return f'<span class="cvc-seat seat-{seat}" aria-hidden="true">{seat + 1}</span>'


def bar(view: View, ctx: BoardContext) -> str:
    """Rounds, walls in the supply, the solo goal, and who is to act."""
    out = ['<div class="cvc-bar">', _rounds(view, ctx), _supply(view, ctx)]
    if view.get("solo"):
        out.append(_solo_goal(view, ctx))
    out.append(_to_act(view, ctx))
    out.append("</div>")
    return "".join(out)


def _rounds(view: View, ctx: BoardContext) -> str:
    over = bool(view.get("over"))
    now = int(view.get("round") or 0)
    items = []
    for entry in view.get("round_track") or ():
        n = int(entry.get("round", 0))
        state = "past" if over or n < now else ("now" if n == now else "later")
        items.append(f'<li class="cvc-round is-{state}"><span class="cvc-round-n">{n}</span>'
                     f'<span class="cvc-round-dwarfs">{pieces.dwarfs(int(entry.get("turns", 0)))}'
                     f'</span></li>')
    return (f'<div class="cvc-rounds" data-topic="{zone("round-track")}">'
            f'<h3 class="cvc-h">{t(ctx, "pic-cvc-rounds")}</h3>'
            f'<ol class="cvc-round-list">{"".join(items)}</ol></div>')


def _supply(view: View, ctx: BoardContext) -> str:
    left, total = int(view.get("walls_supply", 0)), int(view.get("walls_total", 7))
    return (f'<div class="cvc-supply" data-topic="{zone("walls-supply")}">'
            f'<h3 class="cvc-h">{t(ctx, "pic-cvc-walls-supply", left=left, total=total)}</h3>'
            f'{pieces.supply_bars(left, total)}</div>')


def _solo_goal(view: View, ctx: BoardContext) -> str:
    score = int(view.get("solo_score", 0))
    goal = int(view.get("solo_goal", 50))
    above = int(view.get("solo_outstanding_above", 60))
    if view.get("solo_outstanding"):
        verdict = t(ctx, "pic-cvc-outstanding")
    elif view.get("solo_goal_reached"):
        verdict = t(ctx, "pic-cvc-goal-reached")
    elif view.get("over"):   # no « 12 more to reach it » once the game is scored
        verdict = t(ctx, "pic-cvc-goal-missed")
    else:
        verdict = t(ctx, "web-cvc-solo-to-go", count=goal - score)
    # « 8 points so far » only while the game goes on; once scored, its final points.
    said = (t(ctx, "text-points", count=score) if view.get("over")
            else t(ctx, "web-cvc-solo-score", points=score))
    return (f'<div class="cvc-goal" data-topic="{zone("solo-goal")}">'
            f'<h3 class="cvc-h">{t(ctx, "web-cvc-solo-goal", goal=goal, above=above)}</h3>'
            f'{pieces.goal_bar(score, goal, above)}'
            f'<p class="cvc-goal-now">'
            f'{ctx.facts((said, verdict))}</p></div>')


def _to_act(view: View, ctx: BoardContext) -> str:
    if view.get("over"):
        players = view.get("players") or ()
        best = max((int(p.get("score", 0)) for p in players), default=0)
        if view.get("solo"):
            line = t(ctx, "pic-cvc-solo-verdict-above", points=best,
                     verdict=tr(ctx.lang, _solo_verdict_key(view)),
                     goal=int(view.get("solo_goal", 50)),
                     above=int(view.get("solo_outstanding_above", 60)))
        else:
            leaders = [player_name(ctx, int(p.get("seat", i))) for i, p in enumerate(players)
                       if int(p.get("score", 0)) == best]
            line = t(ctx, "pic-cvc-highest", names=tr(ctx.lang, "text-comma").join(leaders),
                     points=best)
        return f'<p class="cvc-to-act is-over">{line}</p>'
    seats = [int(s) for s in view.get("to_act") or ()]
    names = "".join(f'{seat_mark(s)} <strong>{player_name(ctx, s)}</strong>' for s in seats)
    prompt = view.get("prompt")
    said = f' <span class="cvc-prompt">{esc(ctx.say(prompt))}</span>' if prompt else ""
    return (f'<p class="cvc-to-act"><span class="cvc-tag">{t(ctx, "pic-to-act-tag")}</span> '
            f'{names}{said}</p>')


def _solo_verdict_key(view: View) -> str:
    if view.get("solo_outstanding"):
        return "pic-cvc-outstanding"
    return "pic-cvc-goal-reached" if view.get("solo_goal_reached") else "pic-cvc-goal-missed"


# ----- action tiles ---------------------------------------------------------------------

def tiles(view: View, ctx: BoardContext) -> str:
    entries = list(view.get("action_tiles") or ())
    start = sum(1 for e in entries if e.get("group") == "start")
    solo = bool(view.get("solo"))
    shown = {str(e.get("id")) for e in entries if e.get("status") != "hidden"}
    current = view.get("current_tile")
    over = bool(view.get("over"))
    items = []
    listed: set[str] = set()
    for entry in entries:
        if entry.get("status") == "hidden":
            # The tiles a face-down group can still be are said once, on its first tile.
            group = str(entry.get("group", ""))
            items.append(_hidden_tile(ctx, entry, start, solo, shown, group not in listed))
            listed.add(group)
        else:
            items.append(_tile(ctx, entry, solo, current, over))
    return (f'<section class="cvc-tiles-area">'
            f'<h3 class="cvc-h">{t(ctx, "pic-cvc-action-tiles")} '
            f'<span class="cvc-note">{t(ctx, "pic-cvc-action-tiles-note")}</span></h3>'
            f'<ol class="cvc-tiles">{"".join(items)}</ol></section>')


def _tile(ctx: BoardContext, tile: Mapping[str, Any], solo: bool, current: Any,
          over: bool) -> str:
    group = str(tile.get("group", ""))
    status = str(tile.get("status", "available"))
    tile_id = str(tile.get("id"))
    classes = [f"cvc-tile is-{status}", f"group-{group.lower()}"]
    if tile_id == current:
        classes.append("is-current")
    foot = "" if over else _tile_foot(ctx, tile, status, group)
    return (f'<li class="{" ".join(classes)}" data-target="{tile_target(tile_id)}" '
            f'data-topic="{tile_target(tile_id)}">'
            f'<span class="cvc-tile-name">{tile_name(ctx, tile)}</span>'
            f'<span class="cvc-tile-text">{tile_effect(ctx, tile, solo)}</span>'
            f'{foot}</li>')


def _tile_foot(ctx: BoardContext, tile: Mapping[str, Any], status: str, group: str) -> str:
    if status == "taken" and tile.get("taken_by") is not None:
        seat = int(tile["taken_by"])
        return (f'<span class="cvc-tile-foot taken seat-{seat}">{seat_mark(seat)} '
                f'{t(ctx, "pic-taken-by", name=player_name(ctx, seat))}</span>')
    if status == "blocked":
        return f'<span class="cvc-tile-foot blocked">{t(ctx, "pic-cvc-needs-gold")}</span>'
    return (f'<span class="cvc-tile-foot free">'
            f'{t(ctx, "pic-cvc-free-group", group=tr(ctx.lang, _GROUPS.get(group, group)))}'
            f'</span>')


def _hidden_tile(ctx: BoardContext, tile: Mapping[str, Any], start: int, solo: bool,
                 shown: set[str], first: bool) -> str:
    """A face-down tile: the round it turns up in, and (on the first of its group) which
    tiles it can be: its group's tiles not turned up yet, public knowledge since the
    backs show the group."""
    slot = int(tile.get("slot", 0))
    group = str(tile.get("group", ""))
    could = [x for x in GROUP_TILES.get(group, ())
             if x not in shown and not (solo and TILES[x].get("not_solo"))]
    names = tr(ctx.lang, "text-comma").join(tr(ctx.lang, f"cvc-tile-{x}") for x in could)
    if len(could) == 1:
        maybe = f'<span class="cvc-tile-name">{esc(names)}</span>'
    elif first:
        maybe = f'<span class="cvc-tile-maybe">{t(ctx, "web-cvc-one-of", tiles=names)}</span>'
    else:
        maybe = '<span class="cvc-tile-maybe cvc-tile-back" aria-hidden="true">?</span>'
    return (f'<li class="cvc-tile is-hidden group-{group.lower()}" '
            f'data-topic="{zone("hidden-tile")}">{maybe}'
            f'<span class="cvc-tile-foot hidden">'
            f'{t(ctx, "pic-cvc-turns-up", n=slot - start + 1)}</span></li>')


# ----- the rooms to furnish -------------------------------------------------------------

def display(view: View, ctx: BoardContext) -> str:
    rooms = list(view.get("display") or ())
    note = t(ctx, "web-cvc-display-count", count=len(rooms))
    pile = ""
    if view.get("solo"):
        pile = (f' <span class="cvc-pile" data-topic="{zone("room-pile")}">'
                f'{t(ctx, "web-cvc-room-pile", count=int(view.get("room_pile", 0)))}</span>')
    body = ("".join(room_card(ctx, r) for r in rooms) if rooms else
            f'<li class="cvc-empty-display">{t(ctx, "pic-cvc-display-empty")}</li>')
    return (f'<section class="cvc-display-area">'
            f'<h3 class="cvc-h" data-topic="{zone("display")}">'
            f'{t(ctx, "pic-cvc-rooms-to-furnish")} <span class="cvc-note">{note}</span></h3>'
            f'{pile}<ul class="cvc-display">{body}</ul></section>')


def room_card(ctx: BoardContext, room: Mapping[str, Any]) -> str:
    colour = "blue" if room.get("color") == "blue" else "orange"
    target = room_target(str(room.get("id")))
    kind = t(ctx, "pic-cvc-kind-passive" if colour == "blue" else "pic-cvc-kind-action")
    cost = cost_html(ctx, room.get("cost") or {})
    number = int(room.get("number", 0))
    return (f'<li class="cvc-room {colour}" data-target="{target}" data-topic="{target}">'
            f'<span class="cvc-room-band">{pieces.kind_badge(colour)}'
            f'<span class="cvc-room-kind">{kind}</span>'
            f'<span class="cvc-room-no">{number:02d}</span></span>'
            f'<span class="cvc-room-head"><span class="cvc-room-name">{room_name(ctx, room)}'
            f'</span>{shield(int(room.get("points", 0)))}</span>'
            f'<span class="cvc-room-text">{room_effect(ctx, room)}</span>'
            f'<span class="cvc-room-foot"><span class="cvc-cost">{cost}</span>'
            f'<span class="cvc-walls-need" data-topic="{zone("wall-icon")}">'
            f'{pieces.wall_icon(str(room.get("walls", "----")), colour)}</span></span></li>')


def cost_html(ctx: BoardContext, cost: Mapping[str, Any]) -> str:
    parts = [f'<span class="cvc-amount" title="{good_name(ctx, good)}">'
             f'{pieces.good_icon(good, 14)}{int(n)}</span>'
             for good, n in cost.items() if int(n)]
    return "".join(parts) if parts else f'<span class="cvc-free">{t(ctx, "web-cvc-free")}</span>'


def shield(points: int) -> str:
    return f'<span class="cvc-shield">{points}</span>'
