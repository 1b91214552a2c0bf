"""A player's board picture: tracks, order in progress, ingredients, dice, items, character.

Only public facts: the item hand is a count of face-down cards, the secret objective is
not in the view at all. Layers in a fixed order: background, header, tracks, order,
ingredients, dice / items / character, Nasty-says cards, footer.
"""

from __future__ import annotations

from collections import Counter

from render.cavern_tavern import glyphs
from render.cavern_tavern.model import Ingredient, Seat, Tavern
from render.cavern_tavern.order_card import order_face
from render.cavern_tavern.player_layout import PlayerLayout, player_layout
from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from render.common.glyphs import die, section_title

TRACK_NAMES: dict[str, str] = {"nasty": "Nasty", "kitchen": "Kitchen", "chores": "Chores"}
# What a space does, printed under it (the Chores bonuses mirror the Kitchen's: assumed).
TRACK_MARKS: dict[str, dict[int, str]] = {
    "nasty": {3: "⚠", 6: "⚠", 9: "⚠"},
    "kitchen": {3: "+2 VP", 6: "+3 ±1", 9: "+4 ±2"},
    "chores": {3: "+2 VP", 6: "+3 ±1", 9: "+4 ±2"},
}
NASTY_SPACES = 13      # 0-12: the engine's Nasty penalty table has 13 spaces
TRACK_SPACES = 10      # Kitchen and Chores: 0-9


def draw_player_board(tavern: Tavern, seat: Seat) -> LoggedCanvas:
    spaces = {"nasty": max(NASTY_SPACES, seat.nasty + 1),
              "kitchen": max(TRACK_SPACES, seat.kitchen + 1),
              "chores": max(TRACK_SPACES, seat.chores + 1)}
    lay = player_layout(spaces, len(seat.resources), tavern.secret_room is not None)
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    _header(canvas, lay.header, seat, tavern)
    _title(canvas, lay.tracks_title, "Reputation",
           "Nasty: lower is better, ⚠ summons · Kitchen, Chores: higher is better")
    for name in TRACK_NAMES:
        _track(canvas, lay, name, getattr(seat, name))
    _title(canvas, lay.order_title, "Order in progress", _order_note(seat, tavern.over))
    _order(canvas, lay.order, seat)
    _title(canvas, lay.ingredients_title, "Ingredients",
           f"{sum(i.count for i in seat.resources)} cards · Σ = Cellar value that gives it")
    for ingredient, area in zip(seat.resources, lay.chips, strict=True):
        _chip(canvas, area, ingredient)
    if not seat.resources:
        canvas.text((lay.ingredients_title.x, lay.ingredients_title.bottom + 22), "none", 20,
                    pal.MUTED, anchor="lm")
    _dice(canvas, lay.dice, seat, tavern)
    _items(canvas, lay.items, seat)
    _character(canvas, lay.character, seat)
    _says(canvas, lay.says, seat)
    if lay.secret is not None:
        _secret_room(canvas, lay.secret, seat)
    _footer(canvas, lay, seat)
    return canvas


def _title(canvas: LoggedCanvas, area: Rect, title: str, note: str) -> None:
    section_title(canvas, area, title, note, size=24, note_size=16)

def _header(canvas: LoggedCanvas, area: Rect, seat: Seat, tavern: Tavern) -> None:
    canvas.rect(area, fill=pal.PANEL, outline=pal.INK if seat.turn else pal.LINE,
                width=3 if seat.turn else 2, radius=12)
    canvas.rect(Rect(area.x, area.y, 14, area.h), fill=glyphs.seat_colour(seat.seat))
    glyphs.seat_token(canvas, (area.x + 52, area.y + 36), 22, seat.seat)
    title = f"{seat.name} ({glyphs.seat_label(seat.seat).split()[1]})"
    canvas.text_in(Rect(area.x + 86, area.y + 10, 470, 40), title, 28, pal.INK, bold=True,
                   align="left", max_lines=1)
    tags = []
    if seat.turn:
        tags.append("▶ their turn")
    if seat.first:
        tags.append("first player")
    if seat.white_die:
        tags.append("holds the white die")
    auto = tavern.automaton
    if auto is not None:
        target = "story goals" if auto.story else f"goal {auto.goal} VP"
        tags.append(f"{target}: {'met' if auto.won else 'not yet'}")
    when = "game over" if tavern.over else f"round {tavern.round} · {tavern.clock}"
    canvas.text_in(Rect(area.x + 28, area.y + 58, 540, 30), " · ".join([when, *tags]), 18,
                   pal.INK, align="left", max_lines=1)
    canvas.text((area.right - 20, area.y + 36), str(seat.score), 40, pal.INK, bold=True,
                anchor="rm")
    canvas.text((area.right - 20, area.y + 74), f"score · track {seat.vp} VP", 17, pal.MUTED,
                anchor="rm")


def _track(canvas: LoggedCanvas, lay: PlayerLayout, name: str, value: int) -> None:
    label, cells = lay.tracks[name]
    canvas.text((label.x, label.center[1]), TRACK_NAMES[name], 22, pal.INK, bold=True,
                anchor="lm")
    marks = TRACK_MARKS[name]
    bad = name == "nasty"
    for k, cell in enumerate(cells):
        here = k == value
        passed = k < value
        fill = pal.INK if here else (pal.SHADE if passed else pal.PANEL)
        if not here and k in marks:
            fill = pal.ORANGE_LIGHT if bad else pal.BLUE_LIGHT
        canvas.rect(cell, fill=fill, outline=pal.INK if here else pal.LINE,
                    width=3 if here else 1, radius=6)
        ink = pal.WHITE if here else pal.INK
        canvas.text((cell.center[0], cell.y + 20), str(k), 20, ink, bold=here, anchor="mm")
        if k in marks:
            canvas.text_in(Rect(cell.x + 1, cell.y + 34, cell.w - 2, cell.h - 36), marks[k],
                           14, ink, max_lines=1)


def _order_note(seat: Seat, over: bool) -> str:
    if seat.order is None:
        return "none" if over else "none: take one first on your next turn"
    if over:
        return "still open at the end: no VP for ingredients left"
    late = seat.lateness or 0
    vp = seat.order.vp
    now = f"serving now scores {vp[late]}" if late < len(vp) else "past its last row"
    if late == 0:
        return f"taken this round · {now}"
    return f"taken in round {seat.order_taken} · {glyphs.rounds_late(late)} · {now}"


def _order(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    if seat.order is None:
        canvas.rect(area, fill=pal.SHADE, outline=pal.LINE, width=2, radius=10)
        canvas.text_in(area.inset(20), f"No order in progress · {seat.served} served so far",
                       22, pal.MUTED)
        return
    foot = order_face(canvas, area, seat.order, lateness=seat.lateness, ingredients_h=26,
                      name_size=24)
    canvas.text_in(foot, _coverage(seat), 18, pal.INK, bold=True, align="left", max_lines=2)


def _coverage(seat: Seat) -> str:
    """How many of the order's ingredients the player holds, Magic Potions as wild."""
    assert seat.order is not None
    held = Counter({i.name: i.count for i in seat.resources})
    need = Counter(seat.order.ingredients)
    have = sum(min(n, held.get(name, 0)) for name, n in need.items())
    missing = sum(need.values()) - have
    potions = held.get("Magic Potion", 0)
    if missing == 0:
        return f"✓ holds all {sum(need.values())} ingredients: ready to serve"
    wild = f" · {potions} Magic Potion{'s' if potions > 1 else ''} to stand in" if potions \
        else ""
    short = [f"{name} ×{n - held.get(name, 0)}" if n - held.get(name, 0) > 1 else name
             for name, n in sorted(need.items()) if held.get(name, 0) < n]
    return f"✗ missing {missing}: {', '.join(short)}{wild}"


def _chip(canvas: LoggedCanvas, area: Rect, ingredient: Ingredient) -> None:
    potion = ingredient.cellar is None
    canvas.rect(area, fill=pal.OI_PURPLE if potion else pal.PANEL, outline=pal.INK, width=2,
                radius=8)
    x = area.x + 8
    if ingredient.cellar is not None:
        tag = Rect(x, area.y + 8, 40, area.h - 16)
        canvas.rect(tag, fill=pal.ROCK_DARK, radius=5)
        canvas.text(tag.center, f"Σ{ingredient.cellar}", 16, pal.WHITE, bold=True,
                    anchor="mm")
        x = tag.right + 8
    else:
        canvas.text((x + 12, area.center[1]), "★", 22, pal.INK, anchor="mm")
        x += 28
    canvas.text_in(Rect(x, area.y, area.right - x - 50, area.h), ingredient.name, 18,
                   pal.INK, bold=True, align="left", max_lines=1)
    canvas.text((area.right - 10, area.center[1]), f"×{ingredient.count}", 22, pal.INK,
                bold=True, anchor="rm")


def _panel(canvas: LoggedCanvas, area: Rect, title: str) -> Rect:
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=10)
    canvas.text((area.x + 12, area.y + 20), title, 20, pal.INK, bold=True, anchor="lm")
    return Rect(area.x + 12, area.y + 40, area.w - 24, area.h - 50)


def _dice(canvas: LoggedCanvas, area: Rect, seat: Seat, tavern: Tavern) -> None:
    count = len(seat.dice) + (1 if seat.white_die and seat.white_value is not None else 0)
    body = _panel(canvas, area, f"Dice left: {count}")
    size = 50
    x = body.x
    for value in seat.dice:
        die(canvas, Rect(x, body.y + 6, size, size), value)
        x += size + 8
    if seat.white_die and seat.white_value is not None:
        die(canvas, Rect(x, body.y + 6, size, size), seat.white_value,
                   outline=pal.MUTED)
        canvas.text((x + size // 2, body.y + size + 20), "white", 15, pal.MUTED, anchor="mm")
    if count == 0:
        text = "all placed" if not tavern.over else "game over"
        canvas.text((body.x, body.y + 30), text, 20, pal.MUTED, anchor="lm")


def _items(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    body = _panel(canvas, area, f"Items: {seat.items}")
    # Face-down backs only: which items a player holds is their secret.
    for k in range(min(seat.items, 4)):
        card = Rect(body.x + k * 30, body.y + 4, 44, 62)
        canvas.rect(card, fill=pal.OI_PURPLE, outline=pal.INK, width=2, radius=6)
        canvas.text(card.center, "?", 22, pal.INK, bold=True, anchor="mm")
    canvas.text_in(Rect(body.x, body.bottom - 40, body.w, 40), "hidden in hand", 16,
                   pal.MUTED, align="left", max_lines=2)


def _character(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    char = seat.character
    body = _panel(canvas, area, char.name if char else "No character")
    if char is None:
        return
    canvas.text_in(Rect(body.x, body.y, body.w, body.h - 34), char.text, 17, pal.INK,
                   align="left", valign="top", max_lines=3)
    end = glyphs.uses_pips(canvas, body.x, body.bottom - 14, char.uses_left)
    canvas.text((end + 6, body.bottom - 14), f"{char.uses_left} of 2 uses left · once a round",
                16, pal.MUTED, anchor="lm")


def _says(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    held = bool(seat.nasty_says)
    canvas.rect(area, fill=pal.ORANGE_LIGHT if held else pal.PANEL,
                outline=pal.OI_VERMILLION if held else pal.LINE, width=3 if held else 2,
                radius=10)
    if held:
        text = (f"⚠ Nasty says ({len(seat.nasty_says)}): {', '.join(seat.nasty_says)} — "
                "only Cellar, Workshop and Office until resolved · −10 each at the end")
    else:
        text = "Nasty says: no cards held"
    canvas.text_in(area.inset(12, 4), text, 18, pal.INK, bold=held, align="left", max_lines=2)


def _secret_room(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    canvas.rect(area, fill=pal.SHADE, outline=pal.WALL, width=2, radius=10)
    cards = ", ".join(seat.secret_cards) or "none"
    drinks = ", ".join(seat.drinks) or "none"
    text = (f"Secret Room cards kept: {cards} · Modifiers: {seat.modifiers} · "
            f"Drinks: {drinks} · Miss Nasty tokens: {seat.miss_nasty}")
    canvas.text_in(area.inset(12, 4), text, 18, pal.INK, align="left", max_lines=2)


def _footer(canvas: LoggedCanvas, lay: PlayerLayout, seat: Seat) -> None:
    parts = [f"Orders served: {seat.served}", f"forgotten: {seat.forgotten}"]
    if seat.tips_banked:
        parts.append(f"tips banked: {seat.tips_banked} (+5 VP each at the end)")
    canvas.text_in(lay.footer, " · ".join(parts), 18, pal.INK, align="left", max_lines=1)
