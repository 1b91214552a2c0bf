"""Cavern Tavern on the web table (the contract is in :mod:`web.boards.base`).

``render`` draws the status of the round, the shared tavern board (Mess Hall, Cellar,
Kitchen, Chore Board, Nasty's Office, Wizard's Workshop, the supply, the Secret Room and the
solo automaton) and every player's tavern, from a view only. ``targets`` says which places
an option id points at (:mod:`web.boards.cavern_tavern.places`). The stylesheet is
``web/static/boards/cavern-tavern.css``; every class it styles starts with ``ct-``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from web.boards.base import BoardContext
from web.boards.cavern_tavern import pieces, places, shared
from web.boards.cavern_tavern.cards import attrs, die
from web.boards.cavern_tavern.tavern import secrets, tavern
from web.boards.cavern_tavern.words import Words

View = Mapping[str, Any]

__all__ = ["render", "targets"]


def render(view: View, ctx: BoardContext) -> str:
    w = Words(ctx)
    n = len(view.get("players") or ())
    # The reader's own tavern comes first (on a phone, above the board it plays on); the
    # others follow the board, and beside it on a wide screen.
    own = "".join(tavern(w, view, s, ctx.viewer) for s in range(n) if s == ctx.viewer)
    others = "".join(tavern(w, view, s, ctx.viewer) for s in range(n) if s != ctx.viewer)
    # The Secret Room stands apart, so that a wide table puts it under the taverns, where
    # there is room left but at tables of two or six: there it stays with the board.
    sr = shared.secret_room(w, view)
    with_board = n in (2, 6)
    board = "".join((shared.mess_hall(w, view), shared.rooms(w, view),
                     sr if with_board else "", shared.automaton(w, view)))
    mine = secrets(w, view, ctx.viewer) if ctx.viewer is not None and "hand" in view else ""
    return (f'<section class="ct-board ct-n{n}" data-game="cavern-tavern">'
            f'{_status(w, view)}{mine}{_final(w, view)}'
            f'<div class="ct-layout">{own}<div class="ct-shared">{board}</div>'
            f'{"" if with_board else sr}<div class="ct-others">{others}</div></div>'
            f'{_notes(w, view)}</section>')


def targets(view: View, option_id: str) -> tuple[str, ...]:
    return places.targets(view, option_id)


def _status(w: Words, view: View) -> str:
    """Round and clock, who acts, the first player, the white die, the solo goal."""
    rnd, total = int(view.get("round") or 1), int(view.get("rounds_total") or 10)
    parts = []
    if view.get("over"):
        parts.append(f'<span class="ct-round" data-topic="clock">{w("webct-over")}</span>')
    else:
        clock = w(f"tavern-clock-{rnd}") if 1 <= rnd <= 10 else w.said(view.get("clock"))
        parts.append(f'<span class="ct-round" data-topic="clock">'
                     f'{w("webct-round", round=rnd, total=total)}'
                     f'<span class="ct-clock">{clock}</span></span>')
    acting = [int(s) for s in view.get("to_act") or ()]
    if acting:
        who = "".join(f'<span class="ct-who">{pieces.token(s, 20)}{w.name(s)}</span>'
                      for s in acting)
        parts.append(f'<span class="ct-to-act">{w("webct-to-act")}{who}</span>')
    first = view.get("first_player")
    if isinstance(first, int) and len(view.get("players") or ()) > 1:
        parts.append(f'<span class="ct-first-player" data-topic="first-player">'
                     f'{w("webct-first-player")}{pieces.token(first, 20)}</span>')
    white = view.get("white_die")
    if white:
        holder = white.get("seat")
        value = white.get("value")
        face = die(int(value), "white", size=24) if value is not None else \
            w(f"webct-white-{view.get('white_die_status') or 'in_hand'}")
        token = pieces.token(holder, 20) if isinstance(holder, int) else ""
        parts.append(f'<span class="ct-white" data-topic="white-die">'
                     f'{w("webct-white-die")}{token}{face}</span>')
    if "solo_goal" in view:
        parts.append(_solo(w, view))
    decks = view.get("decks") or {}
    parts.append(f'<span class="ct-decks" data-topic="card-item">'
                 f'{w("webct-items-deck", count=int(decks.get("items", 0)))}</span>')
    return f'<header class="ct-status">{"".join(parts)}</header>'


def _solo(w: Words, view: View) -> str:
    story = view.get("story")
    if story:
        goals = "".join(
            f'<li class="{"ct-met" if g.get("met") else "ct-unmet"}">{w.said(g.get("goal"))}'
            f' <b>{int(g.get("have", 0))}/{int(g.get("need", 0))}</b></li>'
            for g in story.get("goals") or ())
        return (f'<span class="ct-solo" data-topic="card-five-kingdoms">'
                f'<b>{w.said(story.get("name"))}</b> ({w.said(story.get("kingdom"))})'
                f'<ul class="ct-goals">{goals}</ul></span>')
    reached = w("webct-goal-reached") if view.get("solo_goal_reached") else ""
    return (f'<span class="ct-solo" data-topic="solo-goal">'
            f'{w("webct-solo-goal", goal=int(view.get("solo_goal") or 0))} {reached}</span>')


def _final(w: Words, view: View) -> str:
    scores = view.get("final_scores")
    if not scores:
        return ""
    ranking = view.get("final_ranking") or [[e.get("seat")] for e in scores]
    place_of = {seat: k + 1 for k, tied in enumerate(ranking) for seat in tied}
    rows = []
    for entry in sorted(scores, key=lambda e: (place_of.get(e.get("seat"), 99), e.get("seat"))):
        seat = int(entry.get("seat", 0))
        lines = "".join(f'<li><span>{w.said(label)}</span><b>{int(points):+d}</b></li>'
                        for label, points in entry.get("lines") or ())
        rows.append(f'<li class="ct-final-row ct-s{seat % 6}">'
                    f'<span class="ct-place">{place_of.get(seat, "")}</span>'
                    f'{pieces.token(seat, 20)}<span class="ct-player-name">{w.name(seat)}</span>'
                    f'<b class="ct-score-n">{w.points(int(entry.get("total", 0)))}</b>'
                    f'<ul class="ct-lines">{lines}</ul></li>')
    return (f'<section class="ct-final" data-topic="score"><h3 class="ct-room-title">'
            f'{w("webct-final-scores")}</h3><ol>{"".join(rows)}</ol></section>')


def _notes(w: Words, view: View) -> str:
    note = view.get("house_note")
    if not note:
        return ""
    return f'<p{attrs(topic="house-deck", cls="ct-note ct-house")}>{w.said(note)}</p>'
