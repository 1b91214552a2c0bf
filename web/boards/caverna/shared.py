"""The shared board of Caverna's web table: who is to act, the round track with its harvests,
and the action spaces with the goods and dwarfs on them.

Everything comes from the public view through the pictures' model (``render.caverna.
from_view``), so the web table and the pictures read the same keys; the words are the
pictures' catalogue messages, said in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.caverna.board import harvest_text, phase_text
from render.caverna.effects import space_effect
from render.caverna.model import Board, RoundSlot, Space
from web.boards.caverna.icons import icon, seat_mark
from web.boards.caverna.places import hyphenated, space_target
from web.boards.caverna.words import amount, phrase, text

# The topic of a harvest marker's kind.
_HARVEST_TOPICS = {"full": "harvest-full", "none": "harvest-none", "feed_1": "harvest-feed-1",
                   "skip_field_or_breeding": "harvest-skip", "hidden": "harvest-hidden"}


def name_html(names: Sequence[str], seat: int) -> str:
    """A seat's name, escaped and isolated (a right-to-left name never turns the text
    around it), with the seat's mark before it."""
    return f'{seat_mark(seat)}<bdi class="cv-name">{text(names[seat])}</bdi>'


def status(board: Board, names: Sequence[str], viewer: int | None) -> str:
    """The round, the phase, who is to act and who starts."""
    if board.over:
        heading = phrase("pic-caverna-title-over", "Caverna — game over")
        phase = ""
    else:
        heading = phrase("pic-caverna-title", "Caverna — {round}", round=board.round_label)
        topic = {"work": "phase-work", "harvest": "phase-harvest"}.get(board.phase, "phase-final")
        said = (phase_text(board) if board.phase != "final" else
                phrase("web-caverna-phase-final", "last trades before scoring"))
        phase = f'<span class="cv-phase" data-topic="{topic}">{text(said)}</span>'
    parts = [f'<h2 class="cv-title">{text(heading)}</h2>', phase]
    if board.to_act:
        acting = "".join(f'<span class="cv-who{" is-you" if s == viewer else ""}">'
                         f'{name_html(names, s)}</span>' for s in board.to_act)
        parts.append(f'<span class="cv-acting"><span class="cv-label">'
                     f'{text(phrase("pic-to-act-tag", "▶ to act"))}</span>{acting}</span>')
    if board.start_player is not None and not board.over:
        parts.append(f'<span class="cv-start" data-topic="piece-start-player">'
                     f'{icon("star")}<span class="cv-label">'
                     f'{text(phrase("web-caverna-starting", "starting player"))}'
                     f'</span><span class="cv-who">{name_html(names, board.start_player)}'
                     '</span></span>')
    if board.solo_goal is not None and board.players:
        points = board.players[0].score
        # Reached or missed once the game is scored; until then the goal is still to play for
        # (« goal of 100 missed » read in round 3 of a solo game).
        key, english = (("web-caverna-solo-goal", "Solo: {points} points — goal: {goal}")
                        if not board.over else
                        ("pic-caverna-solo-reached", "Solo: {points} points — goal of {goal} "
                         "reached") if board.solo_reached else
                        ("pic-caverna-solo-missed", "Solo: {points} points — goal of {goal} "
                         "missed"))
        parts.append(f'<span class="cv-solo" data-topic="zone-score">'
                     f'{text(phrase(key, english, points=points, goal=board.solo_goal))}</span>')
    return f'<header class="cv-status">{"".join(parts)}</header>'


def track(board: Board) -> str:
    """The round track: each round's card (once revealed) and its harvest."""
    slots = "".join(_slot(slot, board) for slot in board.track)
    title = text(phrase("pic-caverna-round-track", "Round track"))
    return (f'<section class="cv-track"><h3 class="cv-h" data-topic="zone-round-track">{title}'
            f'</h3><ol class="cv-slots">{slots}</ol></section>')


def _slot(slot: RoundSlot, board: Board) -> str:
    state = ("is-now" if slot.number == board.printed_round and not board.over else
             "is-past" if slot.number < board.printed_round or board.over else "is-later")
    number = text(phrase("pic-caverna-card-round", "R{n}", n=slot.number))
    if slot.card:
        card = next((s for s in board.spaces if s.card_round == slot.number), None)
        topic = f"space-{hyphenated(card.id)}" if card else "zone-round-track"
        card_html = f'<span class="cv-slot-card" data-topic="{topic}">{text(slot.card)}</span>'
    else:
        card_html = (f'<span class="cv-slot-card is-hidden" data-topic="card-hidden">'
                     f'{text(phrase("pic-caverna-card-hidden", "card hidden"))}</span>')
    marker = f" is-{slot.marker}" if slot.marker else ""
    kind = slot.harvest
    harvest = (f'<span class="cv-slot-harvest{marker}" data-topic="{_HARVEST_TOPICS[kind]}" '
               f'title="{text(harvest_text(kind))}">{icon("harvest-" + _glyph(kind))}'
               f'<span class="cv-slot-harvest-text">{text(harvest_text(kind))}</span></span>')
    return (f'<li class="cv-slot {state}"><span class="cv-slot-n" data-topic="zone-round-track">'
            f'{number}</span>'
            f'{card_html}{harvest}</li>')


def _glyph(kind: str) -> str:
    return {"feed_1": "feed-1", "skip_field_or_breeding": "skip"}.get(kind, kind)


def spaces(board: Board, dwarfs: Mapping[int, Sequence[Mapping[str, Any]]]) -> str:
    """Every action space, in board order, then the revealed round cards."""
    cards = "".join(_space(space, dwarfs) for space in board.spaces)
    title = text(phrase("pic-caverna-action-spaces", "Action spaces"))
    return (f'<section class="cv-spaces"><h3 class="cv-h" data-topic="zone-action-spaces">'
            f'{title}</h3><div class="cv-space-grid">{cards}</div></section>')


def _space(space: Space, dwarfs: Mapping[int, Sequence[Mapping[str, Any]]]) -> str:
    target = space_target(space.id)
    classes = ["cv-space"]
    if space.card_round is not None:
        classes.append("is-card")
    badge = ""
    if space.card_round is not None:
        badge = (f'<span class="cv-badge">'
                 f'{text(phrase("pic-caverna-card-round", "R{n}", n=space.card_round))}</span>')
    goods = "".join(
        f'<span class="cv-good" title="{text(amount(g, n))}">{icon(g)}<b>{n}</b></span>'
        for g, n in space.goods)
    occupant = ""
    if space.occupant is not None:
        classes.append(f"is-taken cv-s{space.occupant % 7}")
        figures = "".join(_dwarf_token(space.occupant, d) for d in
                          dwarfs.get(space.occupant, ()) if d.get("at") == space.id)
        occupant = f'<span class="cv-occupant">{seat_mark(space.occupant)}{figures}</span>'
    effect = space_effect(space.id)
    return (f'<article class="{" ".join(classes)}" data-target="{target}" '
            f'data-topic="{target}"><h4 class="cv-space-name">{text(space.name)}{badge}</h4>'
            f'<p class="cv-effect">{text(effect)}</p>'
            f'<div class="cv-space-foot"><span class="cv-goods">{goods}</span>{occupant}'
            '</div></article>')


def _dwarf_token(seat: int, dwarf: Mapping[str, Any]) -> str:
    weapon = int(dwarf.get("weapon") or 0)
    title = (phrase("pic-caverna-weapon", "weapon {strength}", strength=weapon) if weapon
             else phrase("pic-caverna-unarmed", "unarmed"))
    strength = f'<span class="cv-weapon">{weapon}</span>' if weapon else ""
    return (f'<span class="cv-dwarf cv-s{seat % 7}" title="{text(title)}">{icon("dwarf")}'
            f'{strength}</span>')
