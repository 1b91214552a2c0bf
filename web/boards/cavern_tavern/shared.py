"""The tavern board everyone shares: the Mess Hall, the rooms and their zones with the dice
lying there, the supply, the Secret Room and, in solo, the automaton.

A zone's printed reward (the ingredient, VP and extra of a Kitchen or Chore task) is the
same in every game, so it is read from ``rules.cavern_tavern.board`` as the pictures do;
everything that changes comes from the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.cavern_tavern.board import CELLAR, ZONES
from web.boards.cavern_tavern import pieces, places
from web.boards.cavern_tavern.cards import attrs, chip, die, order_card, placed_colour, tag
from web.boards.cavern_tavern.words import Words

View = Mapping[str, Any]

ROOMS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cellar", tuple(f"cellar{v}" for v in range(1, 7))),
    ("kitchen", tuple(f"kitchen{v}" for v in range(7, 18, 2))),
    ("chores", tuple(f"chore{v}" for v in range(8, 19, 2))),
)


def solo(view: View) -> bool:
    return len(view.get("players") or ()) == 1


def mess_hall(w: Words, view: View) -> str:
    slots = []
    for entry in view.get("mess") or ():
        k = int(entry.get("slot", 0))
        order, meeple = entry.get("order"), entry.get("meeple")
        inner = order_card(w, order, compact=True) if order else ""
        marks = []
        if isinstance(meeple, int):
            marks.append(f'<span class="ct-mess-meeple" data-topic="meeple">'
                         f'{pieces.meeple(meeple)}<span>'
                         f'{w("webct-taken-by", name=w.plain_name(meeple))}</span></span>')
        auto = entry.get("die")
        if auto:
            marks.append(f'<span class="ct-blocker" data-topic="automaton">'
                         f'{die(int(auto[1]), "white", size=24)}'
                         f'<span>{w("webct-blocked")}</span></span>')
        if not order and not marks:
            marks.append(f'<span class="ct-empty">{w("webct-empty")}</span>')
        cls = "ct-mess-slot" + (" ct-blocked" if entry.get("blocked") else "")
        slots.append(f'<div{attrs(target=places.mess(k), topic="card-order", cls=cls)}>'
                     f'<span class="ct-slot-n">{k}</span>{inner}{"".join(marks)}</div>')
    decks = view.get("decks") or {}
    deck = deck_badge(w, places.ORDER_DECK, "deck-orders", "webct-order-deck",
                      int(decks.get("orders", 0)))
    return room("mess", w, f'<div class="ct-mess">{"".join(slots)}</div>', side=deck)


def deck_badge(w: Words, target: str, topic: str, key: str, count: int) -> str:
    """A face-down deck beside a room's title, with the cards left in it."""
    return (f'<span{attrs(target=target, topic=topic, cls="ct-deck")}>'
            f'<span class="ct-card-back"></span>{w(key)}<b class="ct-deck-n">{count}</b></span>')


def room(kind: str, w: Words, body: str, extra: str = "", side: str = "",
         cls: str = "") -> str:
    return (f'<section class="ct-room ct-room-{kind} {cls}"><div class="ct-room-top">'
            f'<h3{attrs(topic=f"room-{kind}", cls="ct-room-title")}>'
            f'{w(f"webct-room-{kind}")}</h3>{side}</div>{extra}{body}</section>')


def _reward(w: Words, zid: str, view: View) -> str:
    """What a zone gives, drawn small under its name."""
    alone = solo(view)
    if zid.startswith("cellar"):  # the two piles of the supply this zone takes from
        a, b = CELLAR[int(zid[6:])]
        return pile(w, view, a) + pile(w, view, b)
    zone = ZONES[zid]
    if zid == "potion":
        return (f'{pile(w, view, "potion")}<span class="ct-reward-text">'
                f'{w("webct-reward-potion")}</span>')
    if not zone.ingredient:
        key = f"webct-reward-{zid}" + ("-solo" if alone and zid == "office" else "")
        return f'<span class="ct-reward-text">{w(key)}</span>'
    parts = [chip(w, zone.ingredient)]
    if zone.extra:
        # Solo: what is aimed at another player works against the supply.
        key = f"webct-extra-{zone.extra}" + (
            "-solo" if alone and zone.extra in ("steal", "swap_player") else "")
        parts.append(f'<span class="ct-reward-text">{w(key)}</span>')
    return "".join(parts)


def _need(w: Words, zone: Mapping[str, Any]) -> str:
    if "sum" in zone:
        return f'<span class="ct-need-sum">Σ{int(zone["sum"])}</span>'
    count = w("webct-dice-count", count=int(zone.get("dice", 1)))
    return f'<span class="ct-need-dice">{count}</span>'


def dice_on(w: Words, place: str, zone: Mapping[str, Any]) -> str:
    """The dice lying on a zone, grouped by who put them there, and its free slots."""
    placed = list(zone.get("placed") or ())
    groups: list[tuple[Any, list[str]]] = []
    for k, (seat, value, colour) in enumerate(placed):
        face = die(int(value), placed_colour(seat, str(colour)),
                   target=places.placed_die(place, k), size=20)
        key = seat if isinstance(seat, int) else f"auto-{colour}"
        if groups and groups[-1][0] == key:
            groups[-1][1].append(face)
        else:
            groups.append((key, [face]))
    used = len(zone.get("occupied") or ())
    out = []
    for owner, faces in groups:
        who = f" ct-by-s{owner % 6}" if isinstance(owner, int) else " ct-by-auto"
        out.append(f'<span class="ct-placed{who}">{"".join(faces)}</span>')
    slots = int(zone.get("slots", 1))
    # A one-slot zone is its own slot: only zones with several show the free ones.
    free = 0 if zone.get("blocked") or slots == 1 else max(0, slots - used)
    out.extend('<span class="ct-free-slot"></span>' for _ in range(free))
    return f'<div class="ct-slots">{"".join(out)}</div>' if out else ""


def zone_tile(w: Words, view: View, zid: str) -> str:
    zone = (view.get("zones") or {}).get(zid) or {}
    full = len(zone.get("occupied") or ()) >= int(zone.get("slots", 1))
    cls = "ct-zone" + (" ct-full" if full else "") + (" ct-blocked" if zone.get("blocked") else "")
    place = places.zone(zid)
    if zid.startswith("cellar"):  # its two piles name it ("Fruit or Herbs")
        head = tag("div", _need(w, zone) + _reward(w, zid, view), cls="ct-zone-head ct-cellar-head")
    else:
        head = (f'<div class="ct-zone-head">{_need(w, zone)}{_vp(w, view, zid)}</div>'
                f'<span class="ct-zone-name">{w(f"tavern-zone-{zid}")}</span>'
                f'<div class="ct-reward">{_reward(w, zid, view)}</div>')
    return (f'<div{attrs(target=place, topic=f"zone-{zid}", cls=cls)}>'
            f'{head}{dice_on(w, place, zone)}</div>')


def rooms(w: Words, view: View) -> str:
    """The Cellar, the Kitchen, the Chore Board, Nasty's Office beside the Wizard's
    Workshop (side by side on a wide board)."""
    def tiles(zones: tuple[str, ...]) -> str:
        return "".join(zone_tile(w, view, z) for z in zones)

    decks = view.get("decks") or {}
    cellar = room("cellar", w, f'<div class="ct-zones ct-zones-6">{tiles(ROOMS[0][1])}</div>',
                  side=f'<span class="ct-note ct-side-note">{w("webct-cellar-note")}</span>')
    says = deck_badge(w, places.SAYS_DECK, "card-nasty-says", "webct-says-deck",
                      int(decks.get("nasty_says", 0)))
    # The Nasty-says cards wait on Nasty's desk.
    office = room("office", w, f'<div class="ct-zones ct-zones-1">{tiles(("office",))}</div>',
                  side=says)
    kitchen, chores = (room(kind, w, f'<div class="ct-zones ct-zones-6">{tiles(zones)}</div>')
                       for kind, zones in ROOMS[1:])
    workshop = room("workshop", w, tag("div", tiles(("replace", "item", "potion")),
                                       cls="ct-zones ct-zones-3"))
    return f'{cellar}{kitchen}{chores}<div class="ct-pair">{office}{workshop}</div>'


def _vp(w: Words, view: View, zid: str) -> str:
    zone = ZONES[zid]
    if not zone.vp:
        return ""
    vp = zone.vp
    if zid == "chore16":
        vp = int((view.get("game_options") or {}).get("fix_the_roof_vp", vp))
    return f'<b class="ct-reward-vp">{w("webct-vp", vp=vp)}</b>'


def pile(w: Words, view: View, ing: str) -> str:
    """A pile of the supply, with the cards left in it (the Cellar zone or the Workshop
    zone that gives it shows it, so a pick is tapped where the card comes from)."""
    n = int((view.get("supply") or {}).get(ing, 0))
    cls = "ct-pile" + (" ct-pile-empty" if not n else "")
    return chip(w, ing, n, target=places.supply(ing), cls=cls, left=True)


def _token(w: Words, token: Mapping[str, Any] | None) -> str:
    if not token:
        return ""
    if token.get("kind") == "miss_nasty":
        return tag("span", w("webct-token-miss"), topic="token-miss-nasty", cls="ct-sr-token")
    ing = str(token.get("ingredient", ""))
    return (f'<span class="ct-sr-token" data-topic="token-drink">'
            f'{w("webct-token-drink")}{chip(w, ing)}</span>')


def secret_card(w: Words, card: Mapping[str, Any], *, target: str,
                zone: Mapping[str, Any] | None = None, token: Any = None) -> str:
    """A Secret Room card: its dice sum, track, reward, and the dice lying on it."""
    kind = str(card.get("type", "none"))
    badge = (f'<span class="ct-symbol ct-symbol-{kind}" data-topic="track-{kind}">'
             f'{w(f"webct-symbol-{kind}")}</span>' if kind in ("kitchen", "chores") else "")
    dice = dice_on(w, target, zone) if zone is not None else ""
    cls = "ct-zone ct-sr-card"
    if zone is not None and zone.get("occupied"):
        cls += " ct-full"
    if zone is not None and zone.get("blocked"):
        cls += " ct-blocked"
    return (f'<div{attrs(target=target, topic="card-secret-room", cls=cls)}>'
            f'<div class="ct-zone-head"><span class="ct-need-sum">Σ{int(card.get("sum", 0))}'
            f'</span>{badge}</div><span class="ct-zone-name">{w.said(card.get("name"))}</span>'
            f'<div class="ct-reward"><span class="ct-reward-text">'
            f'{w.said(card.get("reward_text"))}</span></div>{_token(w, token)}{dice}</div>')


def secret_room(w: Words, view: View) -> str:
    """The Secret Room expansion's board ("" without it): it stands apart from the rest
    of the board, so a wide table can put it where there is room."""
    sr = view.get("secret_room")
    if not sr:
        return ""
    counts = w("webct-sr-counts", deck=int(sr.get("deck", 0)), pile=int(sr.get("pile", 0)),
               modifiers=int(sr.get("modifiers", 0)))
    note = f'<span class="ct-note ct-side-note">{counts}</span>'
    where = "ct-secret-room"
    if not sr.get("open"):
        body = f'<p class="ct-note" data-topic="room-secret">{w("webct-sr-closed")}</p>'
        return room("secret", w, body, side=note, cls=where)
    tiles = []
    for entry in sr.get("cards") or ():
        slot = int(entry.get("slot", 0))
        card = entry.get("card")
        if card:
            zone = {"occupied": entry.get("occupied"), "placed": entry.get("placed"),
                    "slots": 1, "blocked": entry.get("blocked")}
            tiles.append(secret_card(w, card, target=places.sr_slot(slot), zone=zone,
                                     token=entry.get("token")))
        else:
            tiles.append(tag("div", w("webct-empty"), target=places.sr_slot(slot),
                             topic="card-secret-room", cls="ct-zone ct-empty"))
    miss = sr.get("miss_nasty") or {}
    place = places.zone(places.MISS_ZONE)
    cls = "ct-zone" + (" ct-blocked" if miss.get("blocked") else "")
    tiles.append(f'<div{attrs(target=place, topic="zone-missnasty", cls=cls)}>'
                 f'<div class="ct-zone-head">{_need(w, miss)}'
                 f'<span class="ct-zone-name">{w("tavern-zone-missnasty")}</span></div>'
                 f'<div class="ct-reward"><span class="ct-reward-text" data-topic="token-modifier">'
                 f'{w("webct-reward-missnasty")}</span></div>{dice_on(w, place, miss)}</div>')
    return room("secret", w, f'<div class="ct-zones ct-zones-4">{"".join(tiles)}</div>',
                side=note, cls=where)


def automaton(w: Words, view: View) -> str:
    auto = view.get("automaton")
    if not auto:
        return ""
    dice = auto.get("dice") or {}
    blocked = list(auto.get("blocked") or ())
    rows = []
    for colour in pieces.AUTOMATON:
        if colour not in dice:
            continue
        value = int(dice[colour])
        if colour == "white":
            where = w("webct-auto-mess", slot=auto.get("mess_slot") or "—")
        else:
            index = ("yellow", "blue", "green", "red", "purple").index(colour)
            zid = blocked[index] if index < len(blocked) else None
            where = _zone_name(w, view, zid)
        rows.append(f'<li>{die(value, placed_colour(None, colour), size=26)}'
                    f'<span class="ct-auto-where">{where}</span></li>')
    return room("automaton", w, f'<ul class="ct-auto-dice">{"".join(rows)}</ul>',
                f'<p class="ct-note">{w("webct-auto-note")}</p>')


def _zone_name(w: Words, view: View, zid: str | None) -> str:
    if zid is None:
        return "—"
    if zid in ZONES or zid == places.MISS_ZONE:
        return w(f"tavern-zone-{zid}")
    for entry in (view.get("secret_room") or {}).get("cards") or ():
        card = entry.get("card") or {}
        if card.get("id") == zid:
            return w.said(card.get("name"))
    return "—"
