"""The shared board picture: round, whose turn, action tiles, round track, room display.

Layers in a fixed order: background, header, player strips, round track, action tiles,
room display.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from render.cave_vs_cave import glyphs
from render.cave_vs_cave.board_layout import BoardLayout, board_layout
from render.cave_vs_cave.model import ActionTile, Board, Cave, Room
from render.common import numbers
from render.common import palette as pal
from render.common.canvas import Canvas, LoggedCanvas, Stamp, make_stamp
from render.common.geometry import Rect
from render.common.glyphs import section_title
from render.common.scores import ScoreColumn, score_table, table_height
from render.common.seats import seat_mark
from render.common.words import facts_line, joined, language, listed, points_word, word

# When a group of action tiles comes into play: (message key, English).
GROUP_LABELS: dict[str, tuple[str, str]] = {
    "start": ("pic-cvc-group-start", "start tile"), "A": ("pic-cvc-group-a", "rounds 1-3"),
    "B": ("pic-cvc-group-b", "rounds 4-7"), "R": ("pic-cvc-group-r", "last round")}


def group_label(group: str) -> str:
    known = GROUP_LABELS.get(group)
    return word(*known) if known else group


def _name(board: Board, seat: int | None) -> str:
    if seat is None:
        return "—"
    if 0 <= seat < len(board.caves):
        return board.caves[seat].name
    return word("pic-player", "Player {n}", n=seat + 1)


def draw_board(board: Board) -> Canvas:
    columns = [ScoreColumn(c.seat, c.name, c.score_lines, c.score) for c in board.caves]
    final_h = table_height(columns) if board.over else 0
    lay = board_layout(len(board.caves), len(board.turns_per_round), len(board.tiles),
                       len(board.display), final_h)
    canvas = LoggedCanvas(lay.width, lay.height, pal.BACKGROUND)
    if lay.final is None:
        canvas.stamp(_backdrop(lay, language()), (0, 0))
    _header(canvas, lay, board)
    for cave, strip in zip(board.caves, lay.players, strict=False):
        _player_strip(canvas, strip, cave, board)
    _round_track(canvas, lay, board)
    if lay.final is not None:
        _section_title(canvas, lay.track_title, word("pic-cvc-rounds", "Rounds"),
                       word("pic-cvc-rounds-over", "all rounds played"))
        _section_title(canvas, lay.tiles_title, word("pic-score-breakdown", "Score breakdown"),
                       word("pic-cvc-breakdown-note", "rooms and gold as counted"))
        score_table(canvas, lay.final, columns)
        return canvas
    for tile, area in zip(board.tiles, lay.tiles, strict=True):
        if tile.status == "hidden":
            # Drawn in place: the rock texture spills 1 px past the tile, which a
            # stamp would clip.
            _action_tile(canvas, area, tile)
            continue
        # The printed face is cached; only who took the tile is drawn per move.
        canvas.stamp(_tile_face(replace(tile, taken_by=None), area.w, area.h, language()),
                     (area.x, area.y))
        if tile.status == "taken":
            _taken_foot(canvas, area, tile, board)
    note = (word("pic-cvc-display-note-solo", "{count} in the display · solo draw pile: "
                 "{pile} · walls: thick = needed, dashed = optional, none = no wall",
                 count=len(board.display), pile=board.room_pile) if board.solo else
            word("pic-cvc-display-note", "{count} in the display · walls: thick = needed, "
                 "dashed = optional, none = no wall", count=len(board.display)))
    _section_title(canvas, lay.display_title, word("pic-cvc-rooms-to-furnish",
                                                   "Rooms to furnish"), note)
    for room, area in zip(board.display, lay.display, strict=True):
        canvas.stamp(_room_face(room, area.w, area.h, language()), (area.x, area.y))
    if not board.display:
        area = Rect(lay.display_title.x, lay.display_title.bottom, lay.display_title.w, 60)
        canvas.text_in(area, word("pic-cvc-display-empty",
                                  "The display is empty: excavate to turn rooms up."), 20,
                       pal.MUTED, align="left")
    return canvas


@lru_cache(maxsize=8)
def _backdrop(lay: BoardLayout, lang: str) -> Stamp:
    """The titles that never change, per board size (players, rounds, tiles, rooms) and
    language (``lang`` keys the cache only)."""
    def draw(canvas: Canvas) -> None:
        _section_title(canvas, lay.track_title, word("pic-cvc-rounds", "Rounds"),
                       word("pic-cvc-rounds-note", "dwarfs = turns each player has"))
        _section_title(canvas, lay.tiles_title, word("pic-cvc-action-tiles", "Action tiles"),
                       word("pic-cvc-action-tiles-note",
                            "take one per turn · taken tiles come back at round end"))
    return make_stamp(lay.width, lay.height, pal.BACKGROUND, draw)


@lru_cache(maxsize=128)
def _tile_face(tile: ActionTile, w: int, h: int, lang: str) -> Stamp:
    """An action tile as printed, per status and language; a taken tile's owner is left
    to draw."""
    return make_stamp(w, h, pal.BACKGROUND, lambda canvas: _action_tile(
        canvas, Rect(0, 0, w, h), tile))


@lru_cache(maxsize=128)
def _room_face(room: Room, w: int, h: int, lang: str) -> Stamp:
    """A room tile in the display: all printed, so drawn once per room and language."""
    return make_stamp(w, h, pal.BACKGROUND,
                      lambda canvas: _display_room(canvas, Rect(0, 0, w, h), room))


def _header(canvas: Canvas, lay: BoardLayout, board: Board) -> None:
    area = lay.header
    canvas.rect(area, fill=pal.PANEL, outline=pal.LINE, width=2, radius=12)
    title = cvc_title(board)
    canvas.text_in(Rect(area.x + 20, area.y + 8, 640, 46), title, 32, pal.INK, bold=True,
                   align="left", max_lines=1)
    if board.over:
        best = max((c.score for c in board.caves), default=0)
        leaders = joined([c.name for c in board.caves if c.score == best])
        line = word("pic-cvc-highest", "Highest score: {names} with {points} " + points_word(best),
                    names=leaders, points=best)
        if board.solo:
            line = _solo_verdict(board, best)
    else:
        turn = listed(_name(board, s) for s in board.to_act) or "—"
        line = (word("pic-to-act-prompt", "To act: {names} — {prompt}", names=turn,
                     prompt=board.prompt) if board.prompt
                else word("pic-to-act", "To act: {names}", names=turn))
    canvas.text_in(Rect(area.x + 20, area.y + 56, 660, 40), line, 20, pal.INK,
                   align="left", max_lines=1)
    _wall_supply(canvas, Rect(area.right - 430, area.y + 12, 410, area.h - 24), board)


def cvc_title(board: Board) -> str:
    if board.over:
        return word("pic-cvc-title-over", "Cave vs Cave — game over")
    return word("pic-cvc-title", "Cave vs Cave — round {round} of {total}",
                round=board.round, total=board.rounds_total)


def _solo_verdict(board: Board, score: int) -> str:
    """The solo result against the goal and the "outstanding" mark the view gives."""
    if board.solo_goal is None:
        return word("pic-final-score", "Final score: {points} " + points_word(score), points=score)
    reached = board.solo_reached if board.solo_reached is not None else score >= board.solo_goal
    verdict = (word("pic-cvc-goal-reached", "goal reached") if reached
               else word("pic-cvc-goal-missed", "goal missed"))
    if board.solo_outstanding:
        verdict = word("pic-cvc-outstanding", "outstanding")
    if board.solo_outstanding_above is None:
        return word("pic-cvc-solo-verdict", "Final score: {points} " + points_word(score)
                    + " — {verdict} (solo goal {goal})", points=score, verdict=verdict,
                    goal=board.solo_goal)
    return word("pic-cvc-solo-verdict-above", "Final score: {points} " + points_word(score)
                + " — {verdict} (solo goal {goal}, outstanding above {above})", points=score,
                verdict=verdict, goal=board.solo_goal, above=board.solo_outstanding_above)


def _wall_supply(canvas: Canvas, area: Rect, board: Board) -> None:
    """Walls left in the shared supply: one bar per token, hollow when in a cave."""
    canvas.text((area.x, area.y + 14), word("pic-cvc-walls-supply", "Walls in supply: {left} "
                "of {total}", left=board.walls_supply, total=board.walls_total), 20, pal.INK,
                bold=True, anchor="lm")
    for i in range(board.walls_total):
        bar = Rect(area.x + i * 34, area.y + 40, 24, 36)
        if i < board.walls_supply:
            canvas.rect(bar, fill=pal.WALL, radius=3)
        else:
            canvas.rect(bar, outline=pal.LINE, width=2, radius=3)


def _player_strip(canvas: Canvas, area: Rect, cave: Cave, board: Board) -> None:
    colour = pal.SEATS[cave.seat % len(pal.SEATS)]
    acting = cave.seat in board.to_act and not board.over
    canvas.rect(area, fill=pal.PANEL, outline=pal.HIGHLIGHT if acting else pal.LINE,
                width=4 if acting else 2, radius=10)
    canvas.rect(Rect(area.x, area.y, 12, area.h), fill=colour)
    # A long name is cut with "…", never the "to act" mark: that gets its own box.
    tag_w = 110 if acting else 0
    canvas.text_in(Rect(area.x + 24, area.y + 8, area.w - 150 - tag_w, 36), cave.name, 24,
                   pal.INK, bold=True, align="left", max_lines=1)
    if acting:
        canvas.text((area.right - 126 - tag_w, area.y + 26), word("pic-to-act-tag", "▶ to act"),
                    20, pal.HIGHLIGHT, bold=True, anchor="lm")
    facts = [word("pic-cvc-gold-fact", "gold {count}", count=cave.resources.get("gold", 0))]
    if cave.turns_left is not None and not board.over:
        facts.append(word("pic-cvc-turns-fact", "turns left {count}", count=cave.turns_left))
    if cave.first:
        facts.append(word("pic-first-player", "first player"))
    canvas.text_in(Rect(area.x + 24, area.y + 46, area.w - 150, 30),
                   facts_line(facts, wide=True), 18, pal.MUTED, align="left", max_lines=1)
    canvas.text((area.right - 20, area.y + 34), numbers.number(cave.score), 36, pal.INK, bold=True,
                anchor="rm")
    canvas.text((area.right - 20, area.bottom - 14), word("pic-points-word", "points"), 16,
                pal.MUTED, anchor="rm")


def _section_title(canvas: Canvas, area: Rect, title: str, note: str) -> None:
    section_title(canvas, area, title, note, size=24, note_size=18, gap=16)

def _round_track(canvas: Canvas, lay: BoardLayout, board: Board) -> None:
    for number, (turns, area) in enumerate(zip(board.turns_per_round, lay.track,
                                               strict=True), start=1):
        current = number == board.round and not board.over
        past = number < board.round or board.over
        fill = pal.HIGHLIGHT if current else (pal.SHADE if past else pal.PANEL)
        ink = pal.WHITE if current else (pal.MUTED if past else pal.INK)
        canvas.rect(area, fill=fill, outline=pal.INK if current else pal.LINE,
                    width=3 if current else 2, radius=10)
        canvas.text((area.center[0], area.y + 22), word("pic-cvc-round-n", "Round {n}", n=number),
                    18, ink, bold=True, anchor="mm")
        _turn_dwarfs(canvas, area, turns, ink)


def _turn_dwarfs(canvas: Canvas, area: Rect, turns: int, ink: pal.RGB) -> None:
    pitch = 22
    x0 = area.center[0] - (turns - 1) * pitch // 2
    y = area.bottom - 30
    for i in range(turns):
        cx = x0 + i * pitch
        canvas.ellipse(Rect(cx - 6, y - 14, 12, 12), fill=ink)
        canvas.polygon([(cx - 9, y + 14), (cx + 9, y + 14), (cx, y - 2)], fill=ink)


def _action_tile(canvas: Canvas, area: Rect, tile: ActionTile) -> None:
    """The tile's face; a taken tile's foot (its owner) is :func:`_taken_foot`."""
    group = group_label(tile.group)
    if tile.status == "hidden":
        glyphs.rock_back(canvas, area)
        when = (word("pic-cvc-turns-up", "turns up in round {n}", n=tile.reveal_round)
                if tile.reveal_round else group)
        label = Rect(area.x + 8, area.bottom - 46, area.w - 16, 38)
        if tile.name:
            # Known though face down (the last round's tile is always the same one).
            face = Rect(area.x + 8, area.y + 8, area.w - 16, label.y - area.y - 14)
            canvas.rect(face, fill=pal.PANEL, radius=8)
            canvas.text_in(face.top(40).inset(6, 2), tile.name, 22, pal.INK, bold=True,
                           max_lines=1)
            canvas.text_in(face.below(40).inset(6, 2), tile.text, 16, pal.INK, max_lines=5)
        else:
            canvas.text(area.center, "?", 44, pal.CAVERN, bold=True, anchor="mm")
        canvas.rect(label, fill=pal.ROCK_DARK, radius=8)
        canvas.text_in(label.inset(6, 2), when, 16, pal.WHITE, max_lines=2)
        return
    taken = tile.status == "taken"
    blocked = tile.status == "blocked"
    canvas.rect(area, fill=pal.TAKEN if taken else pal.PANEL,
                outline=pal.HIGHLIGHT if tile.status == "available" else pal.LINE,
                width=3, radius=10)
    band = Rect(area.x, area.y, area.w, 52)
    canvas.rect(band.inset(3), fill=pal.SHADE if taken else pal.CAVERN, radius=8)
    canvas.text_in(band.inset(10, 4), tile.name, 22, pal.INK, bold=True, max_lines=2)
    body = Rect(area.x + 10, band.bottom + 4, area.w - 20, area.h - band.h - 50)
    canvas.text_in(body, tile.text, 16, pal.MUTED if taken else pal.INK, max_lines=5)
    foot = _foot(area)
    if taken:
        return
    if blocked:
        canvas.rect(foot, outline=pal.OI_VERMILLION, width=2, radius=8)
        canvas.text_in(foot.inset(6, 2), word("pic-cvc-needs-gold", "✕ needs more gold"), 16,
                       pal.INK, bold=True, max_lines=1)
    else:
        canvas.rect(foot, fill=pal.HIGHLIGHT, radius=8)
        canvas.text_in(foot.inset(6, 2), word("pic-cvc-free-group", "✓ free · {group}",
                                              group=group), 16, pal.WHITE, bold=True,
                       max_lines=1)


def _foot(area: Rect) -> Rect:
    return Rect(area.x + 6, area.bottom - 40, area.w - 12, 34)


def _taken_foot(canvas: Canvas, area: Rect, tile: ActionTile, board: Board) -> None:
    seat = tile.taken_by
    colour = pal.SEATS[seat % len(pal.SEATS)] if seat is not None else pal.INK
    foot = _foot(area)
    canvas.rect(foot, fill=colour, radius=8)
    text = foot.inset(6, 2)
    if seat is not None:
        # The seat's disc with its shape, as on the table, before the name.
        seat_mark(canvas, (foot.x + 18, foot.center[1]), 12, seat, outline=pal.WHITE)
        text = Rect(foot.x + 36, foot.y + 2, foot.w - 42, foot.h - 4)
    canvas.text_in(text, word("pic-taken-by", "taken: {name}", name=_name(board, seat)), 16,
                   pal.WHITE, bold=True, max_lines=1)


def _display_room(canvas: Canvas, area: Rect, room: Room) -> None:
    strong, light = glyphs.room_colours(room)
    canvas.rect(area, fill=light, outline=strong, width=3, radius=10)
    band = Rect(area.x, area.y, area.w, 34)
    canvas.rect(band.inset(3), fill=strong, radius=8)
    glyphs.kind_badge(canvas, (band.x + 20, band.center[1]), 10, room.colour)
    canvas.text((band.x + 38, band.center[1]), glyphs.room_kind(room), 16,
                pal.WHITE if room.colour == "blue" else pal.INK, bold=True, anchor="lm")
    canvas.text_in(Rect(area.x + 8, band.bottom + 2, area.w - 16, 52), room.name, 20,
                   pal.INK, bold=True, max_lines=2)
    cost = Rect(area.x + 8, area.bottom - 112, area.w - 16, 46)
    text_top = band.bottom + 54
    canvas.text_in(Rect(area.x + 8, text_top, area.w - 16, cost.y - 4 - text_top), room.text,
                   15, pal.INK, max_lines=4)
    canvas.rect(cost, fill=pal.PANEL, radius=8)
    canvas.text_in(cost.inset(6, 2), word("pic-cvc-cost", "cost: {cost}",
                                          cost=glyphs.cost_text(room)), 16, pal.INK,
                   bold=True, max_lines=2)
    bottom = Rect(area.x + 8, area.bottom - 64, area.w - 16, 56)
    if room.walls is not None:
        glyphs.wall_diagram(canvas, Rect(bottom.x + 4, bottom.y + 2, 50, 50), room.walls)
        canvas.text((bottom.x + 64, bottom.y + 27), word("pic-cvc-walls", "walls"), 16,
                    pal.MUTED, anchor="lm")
    glyphs.points_shield(canvas, Rect(bottom.right - 44, bottom.y, 44, 54), room.points, 22)
