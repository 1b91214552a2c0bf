"""The tavern board picture: clock, scoreboard, the Mess Hall and every dice zone.

Layers in a fixed order: background, header, scoreboard, Mess Hall, Cellar, Kitchen,
Chore Board, Nasty's Office and Workshop, automaton (solo), footer.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from render.cavern_tavern import glyphs
from render.cavern_tavern.final import draw_final_parts, final_height
from render.cavern_tavern.model import MessSlot, Seat, Tavern, Zone
from render.cavern_tavern.order_card import order_stamp
from render.cavern_tavern.tavern_layout import (
    HEADER_H,
    MARGIN,
    WIDTH,
    TavernLayout,
    tavern_layout,
)
from render.cavern_tavern.zones import zone_frame, zone_row_state, zone_state
from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from render.common.glyphs import die, section_title
from render.common.numbers import number
from render.common.words import facts_line, joined, language, listed, say, word
from rules.core.text import Say

# The players table's column headings: (message key, English).
TABLE_HEADINGS: dict[str, tuple[str, str]] = {
    "player": ("pic-tavern-col-player", "Player"), "vp": ("pic-tavern-col-track", "Track"),
    "score": ("pic-tavern-col-score", "Score"), "nasty": ("pic-tavern-nasty", "Nasty"),
    "kitchen": ("pic-tavern-kitchen", "Kitchen"), "chores": ("pic-tavern-chores", "Chores"),
    "order": ("pic-tavern-col-order", "Order in progress (rounds late)"),
    "dice": ("pic-tavern-dice-left", "Dice left"), "items": ("pic-tavern-col-items", "Items"),
}


# Where the white die is when it is not face up in its holder's pool.
WHITE_STATUS: dict[str, Say] = {
    "in_hand": Say("(in hand, not rolled)", "pic-tavern-white-in-hand"),
    "placed": Say("(on a zone)", "pic-tavern-white-placed"),
    "set_aside": Say("(set aside this round)", "pic-tavern-white-set-aside")}
# The automaton's dice colours.
DIE_COLOURS: dict[str, tuple[str, str]] = {
    "white": ("pic-tavern-white", "white"), "yellow": ("pic-tavern-colour-yellow", "yellow"),
    "blue": ("pic-tavern-colour-blue", "blue"), "green": ("pic-tavern-colour-green", "green"),
    "red": ("pic-tavern-colour-red", "red"), "purple": ("pic-tavern-colour-purple", "purple"),
    "black": ("pic-tavern-colour-black", "black")}


def draw_tavern(tavern: Tavern) -> LoggedCanvas:
    if tavern.over and tavern.breakdown:
        return _draw_over(tavern)
    static = tuple(replace(z, occupied=(), blocked=False) for z in tavern.zones)
    secret = len(tavern.secret_room.zones) if tavern.secret_room else 0
    story = tavern.automaton is not None and bool(tavern.automaton.story)
    # The story panel is taller, which moves the footer: the backdrop depends on it too.
    canvas = _backdrop(len(tavern.seats), tavern.automaton is not None, static,
                       tavern.house_note, secret, story, language()).clone()
    lay = _layout(len(tavern.seats), tavern.automaton is not None, static, secret, story)
    _header(canvas, lay.header, tavern)
    for seat, row in zip(tavern.seats, lay.table_rows, strict=False):
        _seat_row(canvas, row, seat, lay.table_columns)
    for slot, area in zip(tavern.mess, lay.mess, strict=False):
        _mess_slot(canvas, area, slot, tavern)
    for room, areas in _rooms(lay):
        zone_row_state(canvas, areas, _in_room(tavern.zones, room), tavern)
    if tavern.secret_room is not None and lay.secret_title:
        _secret_room(canvas, lay, tavern)
    if tavern.automaton is not None and lay.automaton:
        _automaton(canvas, lay.automaton, tavern)
    return canvas


def _draw_over(tavern: Tavern) -> LoggedCanvas:
    """Game over: header, the result table and the revealed objectives."""
    header = Rect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEADER_H)
    canvas = LoggedCanvas(WIDTH, final_height(tavern, HEADER_H), pal.BACKGROUND)
    _header(canvas, header, tavern)
    draw_final_parts(canvas, tavern, header.bottom + 12)
    return canvas


def _secret_room(canvas: LoggedCanvas, lay: TavernLayout, tavern: Tavern) -> None:
    room = tavern.secret_room
    assert room is not None and lay.secret_title is not None
    note = (word("pic-tavern-secret-note", "cards left {deck} · Secret Pile {pile} · Modifiers "
                 "{modifiers}", deck=room.deck, pile=room.pile, modifiers=room.modifiers)
            if room.open else word("pic-tavern-secret-closed", "opens in round 4 (11:00pm)"))
    _title(canvas, lay.secret_title, word("pic-tavern-secret-room", "Secret Room"), note)
    for zone, area in zip(room.zones, lay.secret, strict=False):
        zone_frame(canvas, area, zone, blocked=zone.blocked or not room.open)
        if room.open:
            zone_state(canvas, area, zone, tavern)


def _in_room(zones: tuple[Zone, ...], room: str) -> tuple[Zone, ...]:
    if room == "back":
        return tuple(z for z in zones if z.room == "office") + tuple(
            z for z in zones if z.room == "workshop")
    return tuple(z for z in zones if z.room == room)


def _layout(players: int, solo: bool, zones: tuple[Zone, ...], secret: int,
            story: bool = False) -> TavernLayout:
    shared = any(z.slots > 1 for z in zones if z.room in ("cellar", "office", "workshop"))
    return tavern_layout(players, len(_in_room(zones, "back")), solo, secret, story, shared)


def _rooms(lay: TavernLayout) -> tuple[tuple[str, tuple[Rect, ...]], ...]:
    return (("cellar", lay.cellar), ("kitchen", lay.kitchen), ("chores", lay.chores),
            ("back", lay.back))


@lru_cache(maxsize=16)
def _backdrop(players: int, solo: bool, zones: tuple[Zone, ...], note: str,
              secret: int, story: bool, lang: str) -> LoggedCanvas:
    """Everything that stays put for a game: titles, table headings, the zones' faces
    (per language: ``lang`` keys the cache only).

    Cached per table size and printed zones: text is most of a board's cost, and most of
    this board's text never changes. Callers draw on a clone, never on this canvas.
    """
    lay = _layout(players, solo, zones, secret, story)
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    _title(canvas, lay.table_title, word("pic-tavern-players", "Players"),
           word("pic-tavern-players-note",
                "track = score track now · score = with end-of-game losses and bonuses"))
    for key, (x, w) in lay.table_columns.items():
        align = "left" if key in ("player", "order", "dice") else "center"
        canvas.text_in(Rect(x + 6, lay.table_head.y, w - 12, lay.table_head.h),
                       word(*TABLE_HEADINGS[key]), 16, pal.MUTED, bold=True, align=align,
                       max_lines=1)
    _title(canvas, lay.mess_title, word("pic-tavern-mess-hall", "Mess Hall"),
           word("pic-tavern-mess-note",
                "take an order · VP by rounds late · red: when the customer leaves"))
    _title(canvas, lay.cellar_title, word("pic-tavern-cellar", "Cellar"),
           word("pic-tavern-cellar-note", "Σ = the sum of the dice · take one of the two"))
    _title(canvas, lay.kitchen_title, word("pic-tavern-kitchen", "Kitchen"),
           word("pic-tavern-kitchen-note", "one slot each · every use: +1 on your Kitchen track"))
    _title(canvas, lay.chores_title, word("pic-tavern-chore-board", "Chore Board"),
           word("pic-tavern-chores-note", "one slot each · every use: +1 on your Chores track"))
    _title(canvas, lay.back_title, word("pic-tavern-back-rooms",
                                        "Nasty's Office · Wizard's Workshop"),
           word("pic-tavern-back-note", "any faces: the number of dice counts"))
    for room, areas in _rooms(lay):
        for zone, area in zip(_in_room(zones, room), areas, strict=False):
            zone_frame(canvas, area, zone)
    if solo and lay.automaton_title:
        _title(canvas, lay.automaton_title, word("pic-tavern-automaton", "Automaton"),
               word("pic-tavern-automaton-note", "its dice block whole zones this round"))
    canvas.text_in(lay.footer, note or word("pic-tavern-publisher-cards",
                                            "Played with the publisher's cards."), 16, pal.MUTED,
                   align="left", max_lines=3)
    return canvas


def _title(canvas: LoggedCanvas, area: Rect, title: str, note: str) -> None:
    section_title(canvas, area, title, note, size=24, note_size=17)

def _header(canvas: LoggedCanvas, area: Rect, tavern: Tavern) -> None:
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=12)
    if tavern.over:
        title = word("pic-tavern-title-over", "Cavern Tavern — game over")
    else:
        title = word("pic-tavern-title-clock", "Cavern Tavern — round {round} of {total} · "
                     "{clock}", round=tavern.round, total=tavern.rounds_total,
                     clock=tavern.clock)
    canvas.text_in(Rect(area.x + 16, area.y + 8, 700, 44), title, 30, pal.INK, bold=True,
                   align="left", max_lines=1)
    decks = tavern.decks
    lines = [word("pic-tavern-orders-deck", "Orders deck: {count}",
                  count=decks.get("orders", 0)),
             word("pic-tavern-items-deck", "Items deck: {count}", count=decks.get("items", 0)),
             word("pic-tavern-nasty-deck", "Nasty says deck: {count}",
                  count=decks.get("nasty_says", 0))]
    decks_x = area.right
    for k, text in enumerate(lines):
        box = canvas.text((area.right - 16, area.y + 20 + k * 28), text, 18, pal.MUTED,
                          anchor="rm")
        decks_x = min(decks_x, box[0])
    x, y = area.x + 16, area.y + 72
    if tavern.over:
        if tavern.final:
            # The final scoring reveals objectives and Tips: these totals are the result.
            best = tavern.final[0][1]
            leaders = joined([name for name, total in tavern.final if total == best])
            line = word("pic-tavern-winner", "Winner: {names} with {points} (secret objectives "
                        "and Tips counted)", names=leaders, points=best)
        else:
            best = max((s.score for s in tavern.seats), default=0)
            leaders = joined([s.name for s in tavern.seats if s.score == best])
            # Without final scores the view cannot know hidden Tips and objectives.
            line = word("pic-tavern-highest", "Highest public score: {names} with {points} "
                        "(before secret objectives)", names=leaders, points=best)
        auto = tavern.automaton
        if auto is not None:
            won = auto.won if auto.won is not None else (
                auto.goal is not None and best >= auto.goal)
            target = (word("pic-tavern-story-goals", "story goals") if auto.mode == "story"
                      else word("pic-tavern-goal", "goal {goal}", goal=auto.goal))
            line = (word("pic-tavern-solo-won", "Final score {points} — {target}: won",
                         points=best, target=target) if won else
                    word("pic-tavern-solo-lost", "Final score {points} — {target}: lost",
                         points=best, target=target))
        canvas.text_in(Rect(x, y - 16, 700, 32), line, 20, pal.INK, align="left", max_lines=1)
    else:
        if tavern.choosing_character is not None:
            x = _marker(canvas, x, y, word("pic-tavern-choosing", "Choosing a character"),
                        tavern.choosing_character)
        elif len(tavern.to_act) > 1:
            # Setup: everyone picks starting ingredients at once.
            x = canvas.text((x, y), word("pic-tavern-to-act", "To act:"), 20, pal.INK,
                            anchor="lm")[2] + 8
            for seat in tavern.to_act:
                glyphs.seat_token(canvas, (x + 15, y), 15, seat)
                x += 36
        else:
            x = _marker(canvas, x, y, word("pic-tavern-turn", "Turn"), tavern.turn)
        if not tavern.solo:
            x = _marker(canvas, x + 24, y, word("pic-first-player-cap", "First player"),
                        tavern.first_player)
        if tavern.white_seat is not None:
            x = _marker(canvas, x + 24, y, word("pic-tavern-white-die", "White die"),
                        tavern.white_seat)
            if tavern.white_value is None:
                # Only up to the deck counts: the words wrap, never run over them.
                status = say(WHITE_STATUS.get(tavern.white_status or "", Say(
                    "(not in hand)", "pic-tavern-white-not-in-hand")))
                canvas.text_in(Rect(x + 10, area.y + 50, decks_x - x - 20, area.h - 54),
                               status, 18, pal.MUTED, align="left", max_lines=2)
            else:
                die(canvas, Rect(x + 8, y - 15, 30, 30), tavern.white_value)


def _marker(canvas: LoggedCanvas, x: int, y: int, label: str, seat: int | None) -> int:
    box = canvas.text((x, y), word("pic-tavern-marker", "{label}:", label=label), 20, pal.INK,
                      anchor="lm")
    x = box[2] + 8
    if seat is None:
        return canvas.text((x, y), "—", 20, pal.INK, anchor="lm")[2]
    glyphs.seat_token(canvas, (x + 15, y), 15, seat)
    return canvas.text((x + 36, y), glyphs.seat_colour_name(seat), 20, pal.INK,
                       bold=True, anchor="lm")[2]


def _cell(columns: dict[str, tuple[int, int]], key: str, row: Rect) -> Rect:
    x, w = columns[key]
    return Rect(x + 6, row.y, w - 12, row.h)


def ingredients_text(seat: Seat) -> str:
    """"Ingredients: Fruit 2 · Herbs 1": everyone's cards, for stealing and swapping."""
    held = facts_line(word("pic-tavern-held", "{name} {count}", name=i.name, count=i.count)
                      for i in seat.resources)
    return word("pic-tavern-ingredients", "Ingredients: {held}",
                held=held or word("pic-none", "none", what="m"))


def _seat_row(canvas: LoggedCanvas, row: Rect, seat: Seat,
              columns: dict[str, tuple[int, int]]) -> None:
    canvas.rect(row, fill=pal.PANEL, outline=pal.INK if seat.turn else pal.LINE,
                width=3 if seat.turn else 1, radius=8)
    below = Rect(row.x + 46, row.y + row.h // 2 + 2, row.w - 56, row.h // 2 - 4)
    canvas.text_in(below, ingredients_text(seat), 19, pal.INK, align="left", max_lines=1)
    row = Rect(row.x, row.y, row.w, row.h // 2 + 4)
    cell = _cell(columns, "player", row)
    glyphs.seat_token(canvas, (cell.x + 17, cell.center[1]), 16, seat.seat)
    tags = ("▶ " if seat.turn else "") + seat.name
    tags += "  " + word("pic-tavern-first-short", "1st") if seat.first else ""
    canvas.text_in(Rect(cell.x + 40, cell.y, cell.w - 40, cell.h), tags, 20, pal.INK,
                   bold=seat.turn, align="left", max_lines=1)
    numbers = {"vp": number(seat.vp), "score": number(seat.score), "nasty": str(seat.nasty),
               "kitchen": str(seat.kitchen), "chores": str(seat.chores),
               "items": str(seat.items)}
    for key, text in numbers.items():
        canvas.text(_cell(columns, key, row).center, text, 22, pal.INK,
                    bold=key == "score", anchor="mm")
    order = _cell(columns, "order", row)
    if seat.order is None:
        text = (word("pic-tavern-no-order-served", "no order · {count} served",
                     count=seat.served) if seat.served
                else word("pic-tavern-no-order", "no order"))
        canvas.text_in(order, text, 18, pal.MUTED, align="left", max_lines=1)
    else:
        late = f"+{seat.lateness}" if seat.lateness else word("pic-tavern-now", "now")
        # Two lines when the name needs them: a current order is never cut (« …(maint… »).
        named = word("pic-tavern-order-lateness", "{name} ({late})", name=seat.order.name,
                     late=late)   # 「…（+1）」 in Japanese
        canvas.text_in(order, named, 18, pal.INK, align="left", max_lines=2)
    dice = _cell(columns, "dice", row)
    _dice_strip(canvas, dice, seat)


def _dice_strip(canvas: LoggedCanvas, area: Rect, seat: Seat) -> None:
    size = 30
    x = area.x
    y = area.center[1] - size // 2
    for value in seat.dice[:5]:
        die(canvas, Rect(x, y, size, size), value)
        x += size + 5
    if seat.white_die and seat.white_value is not None:
        die(canvas, Rect(x, y, size, size), seat.white_value, outline=pal.MUTED)
        canvas.rect(Rect(x - 2, y - 2, size + 4, size + 4), outline=pal.INK, width=1, radius=6)
        x += size + 5
    if x == area.x:
        # Under « Dés restants »: « aucun », not « néant ».
        canvas.text((x, area.center[1]), word("pic-tavern-dice-none", "none"), 18, pal.MUTED,
                    anchor="lm")


def _mess_slot(canvas: LoggedCanvas, area: Rect, slot: MessSlot, tavern: Tavern) -> None:
    owner = tavern.seats[slot.meeple] if slot.meeple is not None and \
        0 <= slot.meeple < len(tavern.seats) else None
    order = slot.order if slot.order is not None else (owner.order if owner else None)
    if order is None:
        canvas.rect(area, fill=pal.SHADE, outline=pal.LINE, width=2, radius=10)
        canvas.text_in(area.inset(12), word("pic-tavern-slot-empty", "Slot {n}: empty",
                                            n=slot.slot), 20, pal.MUTED)
    else:
        lateness = owner.lateness if owner is not None and slot.order is None else None
        face, foot = order_stamp(order, area.w, area.h, lateness, slot.blocked)
        canvas.stamp(face, (area.x, area.y))
        foot = Rect(foot.x + area.x, foot.y + area.y, foot.w, foot.h)
        if slot.blocked:
            glyphs.badge(canvas, foot, word("pic-tavern-automaton-discard",
                                            "✕ automaton die: discarded at round end"),
                         pal.INK, pal.WHITE, 16)
        elif owner is not None:
            glyphs.seat_token(canvas, (foot.x + 16, foot.center[1] + 2), 15, owner.seat)
            late = glyphs.rounds_late(owner.lateness or 0)
            canvas.text_in(Rect(foot.x + 38, foot.y, foot.w - 38, foot.h),
                           word("pic-tavern-taken-by-late", "taken by {name} · {late}",
                                name=owner.name, late=late), 17, pal.INK,
                           bold=True, align="left", max_lines=1)
        else:
            canvas.text_in(foot, word("pic-tavern-mess-free", "Mess slot {n} · free to take",
                                      n=slot.slot), 16, pal.MUTED,
                           align="left", max_lines=1)


def _automaton(canvas: LoggedCanvas, area: Rect, tavern: Tavern) -> None:
    auto = tavern.automaton
    assert auto is not None
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=10)
    x = area.x + 12
    for colour, value in auto.dice:
        fill = glyphs.AUTOMATON_COLOURS.get(colour, pal.WHITE)
        pip = pal.WHITE if colour in ("blue", "red") else pal.INK
        die(canvas, Rect(x, area.y + 10, 40, 40), value, fill=fill, pip=pip)
        name = DIE_COLOURS.get(colour)
        canvas.text((x + 20, area.y + 66), word(*name) if name else colour, 15, pal.INK,
                    anchor="mm")
        x += 62
    blocked = listed(auto.blocked) or word("pic-caverna-nothing", "nothing")
    text = word("pic-tavern-blocked", "Blocked: {zones}", zones=blocked)
    if auto.mess_slot:
        text = word("pic-tavern-blocked-mess", "Blocked: {zones} · Mess slot {n}",
                    zones=blocked, n=auto.mess_slot)
    if auto.goal is not None and not auto.story:
        text = (word("pic-tavern-goal-text-one", "Goal: {goal} VP. {text}", goal=auto.goal,
                     text=text) if auto.goal == 1 else
                word("pic-tavern-goal-text", "Goal: {goal} VP. {text}", goal=auto.goal,
                     text=text))
    canvas.text_in(Rect(x + 10, area.y + 6, area.right - x - 22, 84), text, 18, pal.INK,
                   align="left", max_lines=3)
    if auto.story:
        canvas.text_in(Rect(area.x + 12, area.y + 92, area.w - 24, area.h - 98), auto.story,
                       16, pal.INK, align="left", valign="top", max_lines=4)
