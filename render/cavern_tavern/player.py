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
from render.common.numbers import number
from render.common.words import facts_line, listed, word

TRACK_NAMES: dict[str, tuple[str, str]] = {"nasty": ("pic-tavern-nasty", "Nasty"),
                                           "kitchen": ("pic-tavern-kitchen", "Kitchen"),
                                           "chores": ("pic-tavern-chores", "Chores")}
# What a space does, printed under it (the Chores bonuses mirror the Kitchen's: assumed).
_VP2 = ("pic-tavern-mark-vp", "+2 VP")
TRACK_MARKS: dict[str, dict[int, tuple[str, str]]] = {
    "nasty": {3: ("pic-tavern-mark-warn", "⚠"), 6: ("pic-tavern-mark-warn", "⚠"),
              9: ("pic-tavern-mark-warn", "⚠")},
    "kitchen": {3: _VP2, 6: ("pic-tavern-mark-6", "+3 ±1"), 9: ("pic-tavern-mark-9", "+4 ±2")},
    "chores": {3: _VP2, 6: ("pic-tavern-mark-6", "+3 ±1"), 9: ("pic-tavern-mark-9", "+4 ±2")},
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
    _title(canvas, lay.tracks_title, word("pic-tavern-reputation", "Reputation"),
           word("pic-tavern-reputation-note",
                "Nasty: lower is better, ⚠ summons · Kitchen, Chores: higher is better"))
    for name in TRACK_NAMES:
        _track(canvas, lay, name, getattr(seat, name))
    _title(canvas, lay.order_title, word("pic-tavern-order-in-progress", "Order in progress"),
           _order_note(seat, tavern.over))
    _order(canvas, lay.order, seat)
    _title(canvas, lay.ingredients_title, word("pic-tavern-ingredients-title", "Ingredients"),
           _cards_note(sum(i.count for i in seat.resources)))
    for ingredient, area in zip(seat.resources, lay.chips, strict=True):
        _chip(canvas, area, ingredient)
    if not seat.resources:
        canvas.text((lay.ingredients_title.x, lay.ingredients_title.bottom + 22),
                    word("pic-none", "none", what="m"), 20, pal.MUTED, anchor="lm")
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


def _cards_note(count: int) -> str:
    """The hand's count of ingredient cards: "1 card", "3 cards"."""
    if count == 1:
        return word("pic-tavern-ingredients-note-one",
                    "{count} card · Σ = Cellar value that gives it", count=count)
    return word("pic-tavern-ingredients-note", "{count} cards · Σ = Cellar value that gives it",
                count=count)

def _header(canvas: LoggedCanvas, area: Rect, seat: Seat, tavern: Tavern) -> None:
    canvas.rect(area, fill=pal.PANEL, outline=pal.INK if seat.turn else pal.LINE,
                width=3 if seat.turn else 2, radius=12)
    canvas.rect(Rect(area.x, area.y, 14, area.h), fill=glyphs.seat_colour(seat.seat))
    glyphs.seat_token(canvas, (area.x + 52, area.y + 36), 22, seat.seat)
    title = word("pic-tavern-player-title", "{name} ({colour})", name=seat.name,
                 colour=glyphs.seat_colour_name(seat.seat))
    canvas.text_in(Rect(area.x + 86, area.y + 10, 470, 40), title, 28, pal.INK, bold=True,
                   align="left", max_lines=1)
    tags = []
    if seat.turn:
        tags.append(word("pic-tavern-their-turn", "▶ their turn"))
    if seat.first:
        tags.append(word("pic-first-player", "first player"))
    if seat.white_die:
        tags.append(word("pic-tavern-holds-white", "holds the white die"))
    auto = tavern.automaton
    if auto is not None:
        target = (word("pic-tavern-story-goals", "story goals") if auto.story
                  else word("pic-tavern-goal-vp", "goal {goal} VP", goal=auto.goal))
        tags.append(word("pic-tavern-target-met", "{target}: met", target=target) if auto.won
                    else word("pic-tavern-target-not-yet", "{target}: not yet", target=target))
    when = (word("pic-game-over", "game over") if tavern.over else
            word("pic-tavern-round-clock", "round {round} · {clock}", round=tavern.round,
                 clock=tavern.clock))
    canvas.text_in(Rect(area.x + 28, area.y + 58, 540, 30), facts_line([when, *tags]), 18,
                   pal.INK, align="left", max_lines=1)
    canvas.text((area.right - 20, area.y + 36), number(seat.score), 40, pal.INK, bold=True,
                anchor="rm")
    canvas.text((area.right - 20, area.y + 74), word("pic-tavern-score-track",
                                                       "score · track {vp} VP", vp=seat.vp), 17,
                pal.MUTED, anchor="rm")


def _track(canvas: LoggedCanvas, lay: PlayerLayout, name: str, value: int) -> None:
    label, cells = lay.tracks[name]
    canvas.text((label.x, label.center[1]), word(*TRACK_NAMES[name]), 22, pal.INK, bold=True,
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
            canvas.text_in(Rect(cell.x + 1, cell.y + 34, cell.w - 2, cell.h - 36),
                           word(*marks[k]), 14, ink, max_lines=1)


def _order_note(seat: Seat, over: bool) -> str:
    if seat.order is None:
        return word("pic-none", "none", what="f") if over else word(
            "pic-tavern-order-none", "none: take one first on your next turn")
    if over:
        return word("pic-tavern-order-open", "still open at the end: no VP for ingredients left")
    late = seat.lateness or 0
    vp = seat.order.vp
    now = (word("pic-tavern-serving-now", "serving now scores {vp}", vp=vp[late])
           if late < len(vp) else word("pic-tavern-past-last", "past its last row"))
    if late == 0:
        return word("pic-tavern-taken-now", "taken this round · {now}", now=now)
    return word("pic-tavern-taken-in", "taken in round {round} · {late} · {now}",
                round=seat.order_taken, late=glyphs.rounds_late(late), now=now)


def _order(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    if seat.order is None:
        canvas.rect(area, fill=pal.SHADE, outline=pal.LINE, width=2, radius=10)
        canvas.text_in(area.inset(20), word("pic-tavern-no-order-so-far", "No order in "
                                            "progress · {count} served so far",
                                            count=seat.served), 22, pal.MUTED)
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
    # The Magic Potion is the one ingredient no Cellar value gives.
    potions = sum(i.count for i in seat.resources if i.cellar is None)
    if missing == 0:
        if sum(need.values()) == 1:  # a server's own order may ask for one ingredient
            return word("pic-tavern-ready-one", "✓ holds its {count} ingredient: ready to serve",
                        count=1)
        return word("pic-tavern-ready", "✓ holds all {count} ingredients: ready to serve",
                    count=sum(need.values()))
    short = listed(word("pic-tavern-count", "{name} ×{count}", name=name,
                        count=n - held.get(name, 0)) if n - held.get(name, 0) > 1
                   else name for name, n in sorted(need.items()) if held.get(name, 0) < n)
    if potions == 1:
        return word("pic-tavern-missing-potion", "✗ missing {count}: {names} · {potions} Magic "
                    "Potion to stand in", count=missing, names=short, potions=potions)
    if potions:
        return word("pic-tavern-missing-potions", "✗ missing {count}: {names} · {potions} "
                    "Magic Potions to stand in", count=missing, names=short, potions=potions)
    return word("pic-tavern-missing", "✗ missing {count}: {names}", count=missing, names=short)


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
    # Two lines when a name needs them ("Potion Magique" in French), never an ellipsis.
    canvas.text_in(Rect(x, area.y, area.right - x - 50, area.h), ingredient.name, 18,
                   pal.INK, bold=True, align="left", max_lines=2)
    canvas.text((area.right - 10, area.center[1]), f"×{ingredient.count}", 22, pal.INK,
                bold=True, anchor="rm")


def _panel(canvas: LoggedCanvas, area: Rect, title: str) -> Rect:
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=10)
    canvas.text((area.x + 12, area.y + 20), title, 20, pal.INK, bold=True, anchor="lm")
    return Rect(area.x + 12, area.y + 40, area.w - 24, area.h - 50)


def _dice(canvas: LoggedCanvas, area: Rect, seat: Seat, tavern: Tavern) -> None:
    count = len(seat.dice) + (1 if seat.white_die and seat.white_value is not None else 0)
    body = _panel(canvas, area, word("pic-tavern-dice-left-n", "Dice left: {count}",
                                     count=count))
    size = 50
    x = body.x
    for value in seat.dice:
        die(canvas, Rect(x, body.y + 6, size, size), value)
        x += size + 8
    if seat.white_die and seat.white_value is not None:
        die(canvas, Rect(x, body.y + 6, size, size), seat.white_value,
                   outline=pal.MUTED)
        canvas.text((x + size // 2, body.y + size + 20), word("pic-tavern-white", "white"), 15,
                    pal.MUTED, anchor="mm")
    if count == 0:
        text = (word("pic-tavern-all-placed", "all placed") if not tavern.over
                else word("pic-game-over", "game over"))
        canvas.text((body.x, body.y + 30), text, 20, pal.MUTED, anchor="lm")


def _items(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    body = _panel(canvas, area, word("pic-tavern-items", "Items: {count}", count=seat.items))
    # Face-down backs only: which items a player holds is their secret.
    for k in range(min(seat.items, 4)):
        card = Rect(body.x + k * 30, body.y + 4, 44, 62)
        canvas.rect(card, fill=pal.OI_PURPLE, outline=pal.INK, width=2, radius=6)
        canvas.text(card.center, "?", 22, pal.INK, bold=True, anchor="mm")
    canvas.text_in(Rect(body.x, body.bottom - 40, body.w, 40),
                   word("pic-tavern-hidden-in-hand", "hidden in hand"), 16,
                   pal.MUTED, align="left", max_lines=2)


def _character(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    char = seat.character
    body = _panel(canvas, area, char.name if char else word("pic-tavern-no-character",
                                                            "No character"))
    if char is None:
        return
    canvas.text_in(Rect(body.x, body.y, body.w, body.h - 34), char.text, 17, pal.INK,
                   align="left", valign="top", max_lines=3)
    end = glyphs.uses_pips(canvas, body.x, body.bottom - 14, char.uses_left)
    canvas.text((end + 6, body.bottom - 14), word("pic-tavern-uses-left", "{count} of 2 uses "
                                                  "left · once a round", count=char.uses_left),
                16, pal.MUTED, anchor="lm")


def _says(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    held = bool(seat.nasty_says)
    canvas.rect(area, fill=pal.ORANGE_LIGHT if held else pal.PANEL,
                outline=pal.OI_VERMILLION if held else pal.LINE, width=3 if held else 2,
                radius=10)
    if held:
        each = " each" if len(seat.nasty_says) != 1 else ""
        text = word("pic-tavern-says-held", "⚠ Nasty says ({count}): {cards} — only Cellar, "
                    "Workshop and Office until resolved · −10" + each + " at the end",
                    count=len(seat.nasty_says), cards=listed(seat.nasty_says))
    else:
        text = word("pic-tavern-says-none", "Nasty says: no cards held")
    canvas.text_in(area.inset(12, 4), text, 18, pal.INK, bold=held, align="left", max_lines=2)


def _secret_room(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    canvas.rect(area, fill=pal.SHADE, outline=pal.WALL, width=2, radius=10)
    cards = listed(seat.secret_cards) or word("pic-none", "none", what="f")
    drinks = listed(seat.drinks) or word("pic-none", "none", what="f")
    text = word("pic-tavern-secret-kept", "Secret Room cards kept: {cards} · Modifiers: "
                "{modifiers} · Drinks: {drinks} · Miss Nasty tokens: {tokens}", cards=cards,
                modifiers=seat.modifiers, drinks=drinks, tokens=seat.miss_nasty)
    canvas.text_in(area.inset(12, 4), text, 18, pal.INK, align="left", max_lines=2)


def _footer(canvas: LoggedCanvas, lay: PlayerLayout, seat: Seat) -> None:
    parts = [word("pic-tavern-served", "Orders served: {count}", count=seat.served),
             word("pic-tavern-forgotten", "forgotten: {count}", count=seat.forgotten)]
    if seat.tips_banked:
        each = " each" if seat.tips_banked != 1 else ""
        parts.append(word("pic-tavern-tips", "tips banked: {count} (+5 VP" + each + " at the end)",
                          count=seat.tips_banked))
    canvas.text_in(lay.footer, facts_line(parts), 18, pal.INK, align="left", max_lines=1)
