"""Cards and chips both parts of the table draw: an order card, an ingredient, a die."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from rules.cavern_tavern.board import CELLAR
from web.boards.base import esc
from web.boards.cavern_tavern import pieces
from web.boards.cavern_tavern.words import Words

CELLAR_VALUE: dict[str, int] = {ing: v for v, pair in CELLAR.items() for ing in pair}
# Ingredients in board order (Cellar 1 to 6), then the Magic Potion.
INGREDIENTS: tuple[str, ...] = (*CELLAR_VALUE, "potion")


def attrs(*, target: str | None = None, topic: str | None = None, seat: int | None = None,
          cls: str = "") -> str:
    """The data attributes and class of a tappable element (values escaped)."""
    out = f' class="{esc(cls)}"' if cls else ""
    if target:
        out += f' data-target="{esc(target)}"'
    if topic:
        out += f' data-topic="{esc(topic)}"'
    if seat is not None:
        out += f' data-seat="{seat}"'
    return out


def tag(name: str, body: str = "", *, target: str | None = None, topic: str | None = None,
        cls: str = "") -> str:
    """An element with its class and data attributes around ``body`` (markup already)."""
    return f"<{name}{attrs(target=target, topic=topic, cls=cls)}>{body}</{name}>"


def ing_topic(ing: str) -> str:
    return "card-potion" if ing == "potion" else "card-ingredient"


def chip(w: Words, ing: str, count: int | None = None, *, target: str | None = None,
         cls: str = "", left: bool = False) -> str:
    """An ingredient: its swatch, its name and, when given, how many (held: ×2; ``left``,
    cards left in a pile of the supply: a plain number in a badge)."""
    n = ""
    if count is not None:
        n = f'<b class="ct-left">{count}</b>' if left else f'<b class="ct-count">×{count}</b>'
    return (f'<span{attrs(target=target, topic=ing_topic(ing), cls=f"ct-chip {cls}".strip())}>'
            f'{pieces.swatch(ing, CELLAR_VALUE.get(ing))}'
            f'<span class="ct-chip-name">{w.ingredient(ing)}</span>{n}</span>')


def die(value: int, colour: str, *, target: str | None = None, size: int = 30,
        label: str = "") -> str:
    """A die to tap (or not): its face, with the topic about dice."""
    title = f' title="{esc(label)}"' if label else ""
    return (f'<span{attrs(target=target, topic="dice", cls="ct-die")}{title}>'
            f'{pieces.die(value, colour, size)}</span>')


def placed_colour(seat: Any, colour: str) -> str:
    """The class colour of a die lying on a zone: the seat's, white, or the automaton's."""
    if colour == "player" and isinstance(seat, int):
        return f"s{seat % 6}"
    if colour == "white":
        return "white"
    return f"auto-{colour}" if colour in pieces.AUTOMATON else "white"


def order_card(w: Words, order: Mapping[str, Any], *, held: Mapping[str, int] | None = None,
               lateness: int | None = None, compact: bool = False) -> str:
    """An order: name, customer, the ingredients it needs (with what the holder has when
    ``held`` is given), the VP by rounds late, and when the customer leaves."""
    needs = Counter(str(i) for i in order.get("ingredients") or ())
    symbol = order.get("symbol")
    head = [f'<span class="ct-order-name">{w.said(order.get("name"))}</span>']
    race = order.get("race")
    if race:
        head.append(f'<span class="ct-race">{w("webct-customer", race=race)}</span>')
    if symbol in ("kitchen", "chores"):
        head.append(f'<span class="ct-symbol ct-symbol-{symbol}" data-topic="track-{symbol}">'
                    f'{w(f"webct-symbol-{symbol}")}</span>')
    rows = []
    for ing in sorted(needs, key=lambda i: INGREDIENTS.index(i) if i in INGREDIENTS else 99):
        state = ""
        if held is not None:
            state = "ct-have" if int(held.get(ing, 0)) >= needs[ing] else "ct-short"
        count = needs[ing] if needs[ing] > 1 else None  # "×2" only where it is more than one
        rows.append(f"<li>{chip(w, ing, count, cls=state)}</li>")
    return (f'<div class="ct-order{" ct-compact" if compact else ""}">'
            f'<div class="ct-order-head">{"".join(head)}</div>'
            f'<ul class="ct-needs">{"".join(rows)}</ul>'
            f'{vp_row(w, order, lateness)}</div>')


def vp_row(w: Words, order: Mapping[str, Any], lateness: int | None) -> str:
    """The VP for serving now, one round late, two…, then when the customer leaves. An
    order in play starts at its lateness (it can no longer be served earlier); only the
    first cell is labelled, the others follow it round by round."""
    vps: Sequence[int] = [int(v) for v in order.get("vp") or ()]
    cells = []
    now = None if lateness is None else min(max(lateness, 0), len(vps) - 1)
    for k, vp in enumerate(vps):
        if now is not None and k < now:
            continue  # an order in play is never served earlier than now
        first = k == (now or 0)
        label = ""
        if first:
            label = f'<span class="ct-vp-k">{w("webct-now") if k == 0 else f"+{k}"}</span>'
        cls = "ct-vp ct-vp-now" if now is not None and k == now else "ct-vp"
        cells.append(f'<li class="{cls}">{label}<b class="ct-vp-v">{vp}</b></li>')
    after, penalty = int(order.get("forgotten_after", 0)), int(order.get("penalty", 0))
    cells.append(f'<li class="ct-vp ct-gone"><span class="ct-vp-k">'
                 f'{w("webct-gone-after", rounds=after)}</span>'
                 f'<b class="ct-vp-v">−{penalty}</b></li>')
    return f'<ol class="ct-vp-row" data-topic="card-order">{"".join(cells)}</ol>'
