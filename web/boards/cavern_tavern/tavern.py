"""One player's tavern: tracks, the order in play, ingredients, dice left, items, character,
Nasty-says cards, Secret Room cards and tokens; the viewer's own hand and objective."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from web.boards.cavern_tavern import pieces, places
from web.boards.cavern_tavern.cards import INGREDIENTS, attrs, chip, die, order_card, tag
from web.boards.cavern_tavern.shared import secret_card
from web.boards.cavern_tavern.words import Words

View = Mapping[str, Any]
TRACK_TOP = 9                     # Kitchen and Chores run 0-9
TIERS = (3, 6, 9)                 # Kitchen/Chores bonuses; Nasty summons
DEFAULT_NASTY_SPACES = 13


def tavern(w: Words, view: View, seat: int, viewer: int | None) -> str:
    """The tavern: what everyone reads at a glance (score, tracks, order, dice, items),
    then the rest in a part that opens on a tap (character, ingredients held, Nasty-says
    cards, Secret Room cards and tokens). It is open for the reader's own tavern and at
    tables of one or two, where there is room. The reader's hand and objective stand
    apart, above the table (:func:`secrets`)."""
    p = (view.get("players") or [])[seat]
    acting = seat in (view.get("to_act") or ())
    classes = f"ct-tavern ct-s{seat % 6}" + (" ct-acting" if acting else "") + (
        " ct-mine" if seat == viewer else "")
    # The reader's own tracks and order, and everyone's at small tables, in full; the
    # others' as three short badges and one line (the full ones open with the rest).
    full = seat == viewer or len(view.get("players") or ()) <= 2
    glance = [_head(w, view, p, seat, acting, viewer),
              _tracks(w, view, p) if full else _track_badges(w, view, p),
              _order(w, p, seat) if full else _order_line(w, p, seat),
              _dice_items(w, view, p, seat)]
    more = [_character(w, p, seat), None if full else _tracks(w, view, p),
            None if full or not p.get("order") else _order(w, p, None),
            _ingredients(w, p, seat), _says(w, p), _secret(w, p, seat, view), _footer(w, p)]
    is_open = " open" if full else ""
    held = sum(int(v) for v in (p.get("resources") or {}).values())
    summary = w("webct-more", count=held)
    return (f'<article class="{classes}" data-seat="{seat}">{"".join(glance)}'
            f'<details class="ct-more"{is_open}><summary class="ct-more-title">{summary}'
            f'</summary>{"".join(x for x in more if x)}</details></article>')


def _head(w: Words, view: View, p: Mapping[str, Any], seat: int, acting: bool,
          viewer: int | None) -> str:
    marks = []
    if acting:
        marks.append(f'<span class="ct-acting-mark">{w("webct-to-act")}</span>')
    if view.get("first_player") == seat and len(view.get("players") or ()) > 1:
        marks.append(f'<span class="ct-first" data-topic="first-player">{w("webct-first")}</span>')
    says = len(p.get("nasty_says") or ())
    if says:
        marks.append(f'<span class="ct-says-mark" data-topic="card-nasty-says">⚠ {says}</span>')
    if view.get("character_pick") == seat:
        marks.append(f'<span class="ct-note">{w("webct-choosing-character")}</span>')
    score = int(p.get("score", 0))
    final = _final_total(view, seat)
    notes = [] if final is not None else [w("webct-if-ended")]
    notes.append(f'<span data-topic="track-score">'
                 f'{w("webct-score-track", vp=int(p.get("vp", 0)))}</span>')
    shown = w.points(score if final is None else final)
    return (f'<header{attrs(target=places.player(seat), topic="score", cls="ct-tavern-head")}>'
            f'{pieces.token(seat)}<span class="ct-player-name">{w.name(seat)}</span>'
            f'{"".join(marks)}<b class="ct-score-n">{shown}</b>'
            f'<span class="ct-score-note">{w.ctx.facts(notes)}</span></header>')


def _final_total(view: View, seat: int) -> int | None:
    for entry in view.get("final_scores") or ():
        if entry.get("seat") == seat:
            return int(entry.get("total", 0))
    return None


def _track(w: Words, kind: str, at: int, spaces: int, note: str) -> str:
    cells = []
    for k in range(spaces):
        cls = "ct-cell"
        if k in TIERS:
            cls += " ct-summon" if kind == "nasty" else " ct-tier"
        if k == at:
            cls += " ct-here"
        if k >= 10:
            cls += " ct-two"
        cells.append(f'<span class="{cls}">{k}</span>')
    return (f'<div{attrs(topic=f"track-{kind}", cls=f"ct-track ct-track-{kind}")}>'
            f'<span class="ct-track-name">{w(f"webct-track-{kind}")}</span>'
            f'<span class="ct-cells ct-cells-{spaces}">{"".join(cells)}</span>'
            f'<span class="ct-track-note">{note}</span></div>')


def _positions(view: View, p: Mapping[str, Any]) -> list[tuple[str, int, int, str]]:
    """(track, space, spaces, note) of the three tracks: the VP the Nasty space costs at
    the end, the VP a Kitchen or Chore task adds from the space reached."""
    options = view.get("game_options") or {}
    penalties: Sequence[int] = list(options.get("nasty_penalties") or ())
    spaces = len(penalties) or DEFAULT_NASTY_SPACES
    nasty = int(p.get("nasty", 0))
    lose = penalties[min(nasty, len(penalties) - 1)] if penalties else 0
    out = [("nasty", nasty, spaces, f"−{int(lose)}")]
    cumulative = options.get("track_bonus_tiers") == "cumulative"
    for kind in ("kitchen", "chores"):
        at = int(p.get(kind, 0))
        off = kind == "chores" and options.get("chores_bonus") == "none"
        reached = [t for t in TIERS if at >= t]
        bonus = 0 if off or not reached else (
            sum((2, 3, 4)[TIERS.index(t)] for t in reached) if cumulative
            else (2, 3, 4)[TIERS.index(reached[-1])])
        out.append((kind, at, TRACK_TOP + 1, f"+{bonus}"))
    return out


def _tracks(w: Words, view: View, p: Mapping[str, Any]) -> str:
    rows = "".join(_track(w, *entry) for entry in _positions(view, p))
    return f'<div class="ct-tracks">{rows}</div>'


def _track_badges(w: Words, view: View, p: Mapping[str, Any]) -> str:
    badges = "".join(
        f'<span{attrs(topic=f"track-{kind}", cls=f"ct-track-badge ct-track-{kind}")}>'
        f'{w(f"webct-track-{kind}")} <b>{at}</b> <span class="ct-track-note">{note}</span></span>'
        for kind, at, _, note in _positions(view, p))
    return f'<div class="ct-track-badges">{badges}</div>'


def _order(w: Words, p: Mapping[str, Any], seat: int | None) -> str:
    """The order in play, in full (the place to tap to serve it when ``seat`` is given)."""
    order = p.get("order")
    target = None if seat is None else places.order(seat)
    if not order:
        body = f'<p class="ct-note">{w("webct-no-order", served=int(p.get("served", 0)))}</p>'
        return tag("div", body, target=target, topic="card-order", cls="ct-own-order ct-none")
    late = p.get("lateness")
    late = int(late) if isinstance(late, int) else 0
    return (f'<div{attrs(target=target, topic="card-order", cls="ct-own-order")}>'
            f'{order_card(w, order, held=p.get("resources") or {}, lateness=late)}</div>')


def _order_line(w: Words, p: Mapping[str, Any], seat: int) -> str:
    """The order in play in one line: its name, what serving it scores now, and how many
    of its cards its holder lacks (a Magic Potion may stand in for any)."""
    order = p.get("order")
    if not order:
        return _order(w, p, seat)
    held = p.get("resources") or {}
    needs = Counter(str(i) for i in order.get("ingredients") or ())
    missing = sum(max(0, n - int(held.get(i, 0))) for i, n in needs.items())
    vps = [int(v) for v in order.get("vp") or ()] or [0]
    late = p.get("lateness")
    late = int(late) if isinstance(late, int) else 0
    now = vps[min(max(late, 0), len(vps) - 1)]
    short = (w("webct-missing", count=missing) if missing else w("webct-holds-all"))
    when = w("webct-now") if late == 0 else f"+{late}"
    body = (f'<span class="ct-order-name">{w.said(order.get("name"))}</span>'
            f'<span class="ct-vp ct-vp-now"><span class="ct-vp-k">{when}</span>'
            f'<b class="ct-vp-v">{now}</b></span>'
            f'<span class="{"ct-short-n" if missing else "ct-ready"}">{short}</span>')
    return tag("div", body, target=places.order(seat), topic="card-order",
               cls="ct-own-order ct-order-line")


def _ingredients(w: Words, p: Mapping[str, Any], seat: int) -> str:
    held = p.get("resources") or {}
    kinds = [i for i in INGREDIENTS if int(held.get(i, 0)) > 0]
    if not kinds:
        none = w("webct-no-ingredients")
        return f'<div class="ct-held"><span class="ct-note">{none}</span></div>'
    chips = "".join(chip(w, i, int(held[i]), target=places.ingredient(seat, i)) for i in kinds)
    return f'<div class="ct-held">{chips}</div>'


def _dice_items(w: Words, view: View, p: Mapping[str, Any], seat: int) -> str:
    faces = []
    ids = places.die_ids(view, seat)
    for (value, kind), target in zip(places.pool(view, seat), ids, strict=True):
        colour = "white" if kind == "white" else f"s{seat % 6}"
        faces.append(die(value, colour, target=target))
    rolls = (view.get("start_rolls") or [None] * (seat + 1))
    start = rolls[seat] if seat < len(rolls) else None
    if start:
        faces.append(f'<span class="ct-note">{w("webct-start-dice")}</span>')
        faces.extend(die(int(v), f"s{seat % 6}", size=24) for v in start)
    white = view.get("white_die") or {}
    status = view.get("white_die_status")
    if white.get("seat") == seat and white.get("value") is None and status in (
            "in_hand", "placed", "set_aside"):
        faces.append(f'<span class="ct-white-status" data-topic="white-die">'
                     f'{pieces.blank_die()}{w(f"webct-white-{status}")}</span>')
    if not faces:
        faces.append(f'<span class="ct-note">{w("webct-no-dice")}</span>')
    tray = tag("div", "".join(faces), target=places.dice(seat), topic="dice", cls="ct-tray")
    items = int(p.get("items", 0))
    hand = (f'<div{attrs(topic="card-item", cls="ct-items")}>'
            f'<span class="ct-card-back"></span>{w("webct-items", count=items)}</div>')
    return f'<div class="ct-row">{tray}{hand}</div>'


def _character(w: Words, p: Mapping[str, Any], seat: int) -> str:
    char = p.get("character")
    if not char:
        return ""
    cid = str(char.get("id", ""))
    topic = f"char-{cid}" if places.safe(cid) else "card-character"
    left = int(char.get("uses_left", 0))
    uses = "".join(f'<span class="ct-use{" ct-used" if k >= left else ""}"></span>'
                   for k in range(2))
    return (f'<div{attrs(target=places.character(seat), topic=topic, cls="ct-character")}>'
            f'<span class="ct-char-name">{w.said(char.get("name"))}</span>'
            f'<span class="ct-uses">{uses}</span></div>')


def _says_topic(name: Any) -> str:
    """A held Nasty-says card's topic, from the engine message naming it."""
    key = str(getattr(name, "msg_key", ""))
    card = key.removeprefix("tavern-says-")
    return f"says-{card}" if key != card and places.safe(card) else "card-nasty-says"


def _says(w: Words, p: Mapping[str, Any]) -> str:
    held = list(p.get("nasty_says") or ())
    if not held:
        return ""
    cards = "".join(f'<li{attrs(topic=_says_topic(name), cls="ct-says-card")}>{w.said(name)}</li>'
                    for name in held)
    return (f'<div class="ct-says" data-topic="card-nasty-says">'
            f'<span class="ct-says-title">{w("webct-says-held", count=len(held))}</span>'
            f'<ul>{cards}</ul></div>')


def _secret(w: Words, p: Mapping[str, Any], seat: int, view: View) -> str:
    if not view.get("secret_room"):
        return ""
    cards = [secret_card(w, card, target=places.own_sr(seat, j + 1))
             for j, card in enumerate(p.get("secret_cards") or ()) if card]
    # Tokens held (none shown: none held).
    tokens = []
    mods = int(p.get("modifiers", 0))
    if mods:
        tokens.append(tag("span", w("webct-modifiers", count=mods),
                          target=places.modifiers(seat), topic="token-modifier", cls="ct-tokens"))
    drinks = [chip(w, str(d), target=places.drink(seat, str(d))) for d in p.get("drinks") or ()
              if places.safe(str(d))]
    if drinks:
        tokens.append(tag("span", w("webct-drinks", count=len(drinks)) + "".join(drinks),
                          target=places.drinks(seat), topic="token-drink", cls="ct-tokens"))
    miss = int(p.get("miss_nasty", 0))
    if miss:
        tokens.append(tag("span", w("webct-miss-tokens", count=miss),
                          target=places.miss_tokens(seat), topic="token-miss-nasty",
                          cls="ct-tokens"))
    if not cards and not tokens:
        return ""
    own = f'<div class="ct-zones ct-own-sr">{"".join(cards)}</div>' if cards else ""
    row = f'<div class="ct-token-row">{"".join(tokens)}</div>' if tokens else ""
    return f'<div class="ct-secret-own">{own}{row}</div>'


def secrets(w: Words, view: View, seat: int) -> str:
    """The reader's own secrets: the item hand (each card a place to tap when playing
    it), their score counting the secrets, and the secret objective."""
    cards = []
    for i, card in enumerate(view.get("hand") or ()):
        cid = str(card.get("id", ""))
        topic = f"item-{cid}" if places.safe(cid) else "card-item"
        cards.append(f'<li{attrs(target=places.item(seat, i), topic=topic, cls="ct-hand-card")}>'
                     f'<span class="ct-card-back"></span><b>{w.said(card.get("name"))}</b></li>')
    out = []
    hand = "".join(cards) if cards else f'<li class="ct-note">{w("webct-no-items")}</li>'
    out.append(f'<div{attrs(target=places.hand(seat), topic="card-item", cls="ct-hand")}>'
               f'<span class="ct-mine-title">{w("webct-your-hand")}</span><ul>{hand}</ul></div>')
    mine = view.get("score_with_secrets")
    if isinstance(mine, int) and not view.get("final_scores"):
        out.append(f'<div class="ct-objective ct-with-secrets" data-topic="score">'
                   f'{w("webct-with-secrets", points=w.plain("text-points", count=mine))}</div>')
    goal = view.get("objective")
    if goal:
        # « met so far » / « not met yet » while the game goes on; once scored, settled.
        done = "-final" if view.get("final_scores") else ""
        met = w(f"webct-objective{done}-{'met' if goal.get('met') else 'not-met'}")
        out.append(f'<div class="ct-objective" data-topic="card-objective">'
                   f'<span class="ct-mine-title">{w("webct-your-objective")}</span>'
                   f'<b>{w.said(goal.get("name"))}</b> '
                   f'<span class="ct-card-text">{w.said(goal.get("text"))}</span> '
                   f'<span class="ct-vp-badge">{w("webct-vp", vp=int(goal.get("vp", 0)))}</span> '
                   f'<span class="ct-note">{met}</span></div>')
    return f'<div class="ct-secrets ct-s{seat % 6}">{"".join(out)}</div>'


def _footer(w: Words, p: Mapping[str, Any]) -> str:
    bits = [w("webct-served", count=int(p.get("served", 0)))]
    if int(p.get("forgotten", 0)):
        bits.append(w("webct-forgotten", count=int(p.get("forgotten", 0))))
    tips = int(p.get("tips_banked", 0))
    if tips:
        bits.append(f'<span data-topic="item-tip">{w("webct-tips", count=tips)}</span>')
    # Served and forgotten orders: what the order card's entry explains (its last field).
    return f'<footer class="ct-tavern-foot" data-topic="card-order">{w.ctx.facts(bits)}</footer>'
