"""The shared action board: round, players, round track, action spaces with their goods.

Layers in a fixed order: background, header, player chips, round track, action spaces.
Only revealed round cards and harvest markers exist in the model, so nothing hidden can
be drawn; a face-down round shows the rock back and the word "hidden".
"""

from __future__ import annotations

from functools import lru_cache

from render.caverna.board_layout import BoardLayout, board_layout
from render.caverna.effects import space_effect
from render.caverna.glyphs import dwarf_figure, good_chip
from render.caverna.model import Board, Dwarf, PlayerChip, RoundSlot, Space
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas, Stamp, make_stamp
from render.common.geometry import Rect
from render.common.glyphs import rock, section_title, tint
from render.common.scores import ScoreColumn, score_table, table_height
from render.common.seats import seat_badge, seat_colour, seat_mark, seat_short
from render.common.words import joined, language, listed, points_word, pts_word, word

# A round's harvest and the game's phases: (message key, English).
HARVEST_TEXT: dict[str, tuple[str, str]] = {
    "none": ("pic-caverna-harvest-none", "no harvest"),
    "full": ("pic-caverna-harvest", "harvest"),
    "feed_1": ("pic-caverna-harvest-feed-1", "1 food per dwarf"),
    "skip_field_or_breeding": ("pic-caverna-harvest-skip", "skip field or breeding"),
    "hidden": ("pic-caverna-harvest-hidden", "marker hidden"),
}
PHASES: dict[str, tuple[str, str]] = {"work": ("pic-caverna-phase-work", "work phase"),
                                      "harvest": ("pic-caverna-harvest", "harvest")}


def harvest_text(kind: str) -> str:
    known = HARVEST_TEXT.get(kind)
    return word(*known) if known else kind


def phase_text(board: Board) -> str:
    """"work phase", or the harvest under way ("harvest: 1 food per dwarf")."""
    if board.phase == "harvest" and board.harvest:
        # The normal harvest is not "harvest: harvest" but "normal harvest".
        full = "yes" if board.harvest == "full" else "no"
        return word("pic-caverna-harvest-of",
                    "normal harvest" if full == "yes" else "harvest: {kind}",
                    kind=harvest_text(board.harvest), full=full)
    known = PHASES.get(board.phase)
    return word(*known) if known else board.phase


def title(board: Board) -> str:
    if board.over:
        return word("pic-caverna-title-over", "Caverna — game over")
    return word("pic-caverna-title", "Caverna — {round}", round=board.round_label)
CARD_FACE: pal.RGB = tint(pal.OI_SKY, 1)
SPACE_BAND_H = 46       # the coloured band with a space's name
EFFECT_H = 94           # under it: what the space does (issue 12)
GOODS_H = 46            # then the goods piled on it, two to a row


def _columns(board: Board) -> list[ScoreColumn]:
    return [ScoreColumn(p.seat, p.name, p.score_lines, p.score) for p in board.players]


def draw_board(board: Board) -> Canvas:
    final_h = table_height(_columns(board)) if board.over else 0
    lay = board_layout(len(board.players), len(board.track), len(board.spaces), final_h)
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    if lay.final is not None:
        _final(canvas, lay, board)
    else:
        canvas.stamp(_backdrop(lay, language()), (0, 0))
    _header(canvas, lay.header, board)
    for chip, area in zip(board.players, lay.players, strict=True):
        _player_chip(canvas, area, chip, board)
    for slot, area in zip(board.track, lay.track, strict=True):
        _round_slot(canvas, area, slot, board)
    for space, area in zip(board.spaces, lay.spaces, strict=False):
        # The printed face is cached; the goods and the occupant are drawn per move.
        occupied = space.occupant is not None
        canvas.stamp(_space_face(space.id, space.name, space.card_round, occupied, area.w,
                                 area.h, language()), (area.x, area.y))
        _space_state(canvas, area, space)
    return canvas


@lru_cache(maxsize=8)
def _backdrop(lay: BoardLayout, lang: str) -> Stamp:
    """The section titles, per board size and language (``lang`` keys the cache only):
    they never change during a game."""
    def draw(canvas: Canvas) -> None:
        _title(canvas, lay.track_title, word("pic-caverna-round-track", "Round track"),
               word("pic-caverna-round-track-note",
                    "cards and harvest markers show once their round starts"))
        _title(canvas, lay.spaces_title, word("pic-caverna-action-spaces", "Action spaces"),
               word("pic-caverna-spaces-note", "{count} spaces · blue = round card · goods "
                    "pile up each round", count=len(lay.spaces)))
    return make_stamp(lay.width, lay.height, pal.BACKGROUND, draw)


@lru_cache(maxsize=256)
def _space_face(space_id: str, name: str, card_round: int | None, occupied: bool, w: int,
                h: int, lang: str) -> Stamp:
    return make_stamp(w, h, pal.BACKGROUND, lambda canvas: _space_face_draw(
        canvas, Rect(0, 0, w, h), space_id, name, card_round, occupied))


def _final(canvas: Canvas, lay: BoardLayout, board: Board) -> None:
    """Game over: the round track's title and everyone's score breakdown."""
    assert lay.final is not None
    _title(canvas, lay.track_title, word("pic-caverna-round-track", "Round track"),
           word("pic-cvc-rounds-over", "all rounds played"))
    _title(canvas, lay.spaces_title, word("pic-score-breakdown", "Score breakdown"),
           word("pic-caverna-breakdown-note", "each category as the rules count it"))
    score_table(canvas, lay.final, _columns(board))


def verdict(board: Board) -> str:
    """The result line: the solo goal met or missed, else the winner(s)."""
    best = max((p.score for p in board.players), default=0)
    if board.solo_goal is not None and len(board.players) == 1:
        reached = board.solo_reached if board.solo_reached is not None \
            else best >= board.solo_goal
        if reached:
            return word("pic-caverna-solo-reached", "Solo: {points} " + points_word(best)
                        + " — goal of {goal} reached", points=best, goal=board.solo_goal)
        return word("pic-caverna-solo-missed", "Solo: {points} " + points_word(best)
                    + " — goal of {goal} missed", points=best, goal=board.solo_goal)
    leaders = joined([p.name for p in board.players if p.score == best])
    return word("pic-winner", "Winner: {names} with {points} " + points_word(best), names=leaders,
                points=best)


def _header(canvas: Canvas, area: Rect, board: Board) -> None:
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=12)
    if board.over:
        head = title(board)
        line = verdict(board)
    else:
        head = word("pic-caverna-title-phase", "Caverna — {round} · {phase}",
                    round=board.round_label, phase=phase_text(board))
        names = {p.seat: p.name for p in board.players}
        line = word("pic-to-act", "To act: {names}", names=listed(
            names.get(s, word("pic-player", "Player {n}", n=s + 1)) for s in board.to_act)
            or "—")
    canvas.text_in(Rect(area.x + 20, area.y + 6, 780, 44), head, 30, pal.INK, bold=True,
                   align="left", max_lines=1)
    canvas.text_in(Rect(area.x + 20, area.y + 50, 780, 34), line, 20, pal.INK,
                   align="left", max_lines=1)
    if board.start_player is not None:
        badge = Rect(area.right - 330, area.y + 24, 310, 44)
        seat_badge(canvas, badge, board.start_player,
                   word("pic-caverna-starting-badge", "★ starting player: {seat}",
                        seat=next((p.name for p in board.players
                                   if p.seat == board.start_player), None)
                        or seat_short(board.start_player)), 18)


def _title(canvas: Canvas, area: Rect, title: str, note: str) -> None:
    section_title(canvas, area, title, note, size=22, note_size=16)

def _player_chip(canvas: Canvas, area: Rect, chip: PlayerChip, board: Board) -> None:
    acting = chip.seat in board.to_act
    canvas.rect(area, fill=pal.PANEL, outline=pal.HIGHLIGHT if acting else pal.LINE,
                width=4 if acting else 2, radius=8)
    badge = Rect(area.x + 6, area.y + 6, 46, 28)
    seat_badge(canvas, badge, chip.seat, None, 16)
    # The name gets a line of its own: seven chips leave ~150 px, and "…" cuts only it.
    canvas.text_in(Rect(badge.right + 4, area.y + 4, area.right - badge.right - 10, 32),
                   chip.name, 17, pal.INK, bold=True, align="left", max_lines=1)
    mark = ("▶ " if acting else "") + ("★ " if chip.seat == board.start_player else "")
    canvas.text_in(Rect(area.x + 6, area.y + 36, area.w - 12, 28),
                   mark + word("pic-pts", "{points} " + pts_word(chip.score), points=chip.score),
                   18, pal.INK, bold=True, align="left", max_lines=1)
    canvas.text_in(Rect(area.x + 6, area.y + 62, area.w - 12, 28),
                   word("pic-caverna-chip-facts", "{food} food · {home}/{total} home",
                        food=chip.food, home=chip.dwarfs_home, total=chip.dwarfs_total), 15,
                   pal.INK, align="left", max_lines=1)


def _round_slot(canvas: Canvas, area: Rect, slot: RoundSlot, board: Board) -> None:
    current = slot.number == board.printed_round and not board.over
    past = slot.number < board.printed_round or board.over
    if slot.card is None and not past and not current:
        rock(canvas, area)
        ink = pal.WHITE
        canvas.text((area.center[0], area.y + 46), word("pic-caverna-card-hidden",
                                                          "card hidden"), 16, ink, bold=True,
                    anchor="mm")
    else:
        canvas.rect(area, fill=pal.SHADE if past and not current else CARD_FACE)
        ink = pal.INK
        canvas.text_in(Rect(area.x + 6, area.y + 27, area.w - 12, 38), slot.card or "—", 17,
                       ink, bold=True, max_lines=2)
    canvas.rect(area, outline=pal.INK if current else pal.LINE, width=4 if current else 1)
    canvas.text((area.center[0], area.y + 15), word("pic-round-n", "Round {n}",
                                                      n=slot.number), 17, ink, bold=True,
                anchor="mm")
    _harvest(canvas, Rect(area.x + 4, area.bottom - 46, area.w - 8, 42), slot)


def _harvest(canvas: Canvas, area: Rect, slot: RoundSlot) -> None:
    """The round's harvest: a printed one, a revealed marker, or a face-down marker."""
    if slot.harvest == "hidden":
        fill, ink = pal.ROCK_DARK, pal.WHITE
    elif slot.marker == "red":
        fill, ink = tint(pal.OI_VERMILLION, 2), pal.INK
    elif slot.harvest == "none":
        fill, ink = pal.PANEL, pal.MUTED
    else:
        fill, ink = tint(pal.OI_GREEN, 2), pal.INK
    canvas.rect(area, fill=fill, outline=pal.INK, width=1, radius=6)
    text = harvest_text(slot.harvest)
    if slot.marker == "green":
        text = word("pic-caverna-green-marker", "green: {kind}", kind=text)
    elif slot.marker == "red":
        text = word("pic-caverna-red-marker", "red: {kind}", kind=text)
    canvas.text_in(area.inset(3, 1), text, 15, ink, bold=slot.harvest != "none",
                   max_lines=2)


def _foot(area: Rect, card: bool) -> Rect:
    """Who stands on the space ("free" or their badge), left of a round card's "Rn"."""
    return Rect(area.x + 6, area.bottom - 32, area.w - 12 - (40 if card else 0), 26)


def _space_face_draw(canvas: Canvas, area: Rect, space_id: str, name: str,
                     card_round: int | None, occupied: bool) -> None:
    card = card_round is not None
    canvas.rect(area, fill=pal.PANEL, outline=pal.INK if occupied else pal.LINE,
                width=2, radius=8)
    band = Rect(area.x, area.y, area.w, SPACE_BAND_H)
    canvas.rect(band.inset(2), fill=CARD_FACE if card else pal.CAVERN, radius=7)
    canvas.text_in(band.inset(8, 3), name, 18, pal.INK, bold=True, max_lines=2)
    effect = space_effect(space_id)
    if effect:
        canvas.text_in(Rect(area.x + 6, band.bottom + 2, area.w - 12, EFFECT_H), effect, 15,
                       pal.INK, max_lines=5, valign="top")
    if card:
        # Round cards say so in words too, not only by their blue band.
        foot = _foot(area, False)
        canvas.text((foot.right, foot.center[1]), word("pic-caverna-card-round", "R{n}",
                                                         n=card_round), 16, pal.OI_BLUE,
                    bold=True, anchor="rm")
    # An empty foot means free: no "free" on every space (issue 12: not a form).


def _space_state(canvas: Canvas, area: Rect, space: Space) -> None:
    """What changes on a space: the goods piled on it and the dwarf standing there."""
    # Two goods to a row (at most three on any space), so "10 stone" is never cut short.
    top = area.y + SPACE_BAND_H + 2 + EFFECT_H
    # One good to a row; a third one shares the second row.
    full, half = area.w - 16, (area.w - 16) // 2
    cells = [Rect(area.x + 8, top, full, GOODS_H // 2),
             Rect(area.x + 8, top + GOODS_H // 2, full, GOODS_H // 2)]
    if len(space.goods) > 2:
        cells[1:] = [Rect(area.x + 8 + k * half, top + GOODS_H // 2, half, GOODS_H // 2)
                     for k in range(2)]
    for (good, n), cell in zip(space.goods, cells, strict=False):
        good_chip(canvas, cell, good, n, 16)
    if space.occupant is not None:
        # The seat's dwarf meeple and its shape with the number, as on the table.
        foot = _foot(area, space.card_round is not None)
        seat = space.occupant
        canvas.rect(foot, fill=tint(seat_colour(seat), 2), outline=pal.INK, width=1, radius=6)
        dwarf_figure(canvas, (foot.x + 14, foot.bottom - 2), foot.h - 4, seat_colour(seat),
                     Dwarf(space.weapon or 0, False, None))
        seat_mark(canvas, (foot.x + 44, foot.center[1]), 11, seat)
        weapon = (word("pic-caverna-weapon", "weapon {strength}", strength=space.weapon)
                  if space.weapon else seat_short(seat))
        canvas.text_in(Rect(foot.x + 60, foot.y, foot.w - 62, foot.h), weapon, 15, pal.INK,
                       bold=True, align="left", max_lines=1)
