"""Everyone at a glance: every player's board drawn small beside their score and goods.

One page for a phone (the turn sheet's width and its 1/45-of-the-width text rule): a
heading, then per player a band with name and points, their board shrunk to a thumbnail,
their tracks (a row of spaces with their marker, as printed) and their goods as chips.
The board thumbnail is a picture only (its own words are far too small to read); the
facts a player compares (points, tracks and goods) are written at full size.

Given the facts of an earlier moment (``before``), what changed since is highlighted: the
points gained or lost in the band, changed goods in the accent colour with their
difference, and an outline around a board that changed. The replay's frames are pages of
one game at the end of each round; the results card uses the same page for the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.common import palette as pal
from render.common.canvas import LoggedCanvas
from render.common.geometry import Rect
from render.common.sheet import MARGIN, MIN_PX, Chip, Icon, Sheet
from render.common.text import text_width
from render.common.words import points_word, word

# The thumbnail's width: a third of the page, so the chips keep two thirds beside it.
THUMB_W = 232
THUMB_GAP = 12
CHANGED = pal.OI_VERMILLION


@dataclass(frozen=True)
class Fact:
    """One counted thing a player holds: ``key`` identifies it across frames."""

    key: str
    count: int
    text: str
    icon: Icon | None = None


@dataclass(frozen=True)
class Track:
    """A track a player's marker moves along (Cavern Tavern's Nasty, Kitchen, Chores):
    drawn as its spaces, never among the goods."""

    key: str
    label: str
    value: int
    spaces: int                            # spaces 0 .. spaces - 1
    marks: frozenset[int] = frozenset()    # spaces printed with a bonus or a warning
    bad: bool = False                      # moving up is bad (Nasty): marks are warnings


@dataclass(frozen=True)
class PlayerGlance:
    """What the page shows of one player."""

    seat: int
    name: str
    score: int
    colour: pal.RGB
    ink: pal.RGB
    facts: tuple[Fact, ...]
    board: Image.Image            # the player's board, shrunk (see :func:`thumbnail`)
    note: str = ""                # a short line under the band ("3rd", "resigned")
    tracks: tuple[Track, ...] = ()


@dataclass(frozen=True)
class Earlier:
    """What a player showed at the earlier moment compared against."""

    score: int
    counts: Mapping[str, int]
    board: bytes                  # the board's pixels, to tell whether it changed


def earlier(player: PlayerGlance) -> Earlier:
    counts = {f.key: f.count for f in player.facts}
    counts.update({_track_key(t): t.value for t in player.tracks})
    return Earlier(player.score, counts, player.board.tobytes())


def _track_key(track: Track) -> str:
    return f"track:{track.key}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def _chips(player: PlayerGlance, before: Earlier | None) -> list[Chip]:
    chips = []
    for fact in player.facts:
        was = before.counts.get(fact.key, 0) if before is not None else fact.count
        if fact.count == 0 and was == 0:
            continue
        if was != fact.count:
            chips.append(Chip(word("pic-glance-changed", "{text} ({delta})", text=fact.text,
                                   delta=_signed(fact.count - was)), fact.icon, ink=CHANGED))
        else:
            chips.append(Chip(fact.text, fact.icon))
    return chips or [Chip(word("pic-caverna-no-goods", "no goods"), bold=False, ink=pal.MUTED)]


TRACK_PX = MIN_PX + 2          # a track's label and the number on its marker
TRACK_ROW = 34


def _tracks(sheet: Sheet, tracks: Sequence[Track], before: Earlier | None,
            indent: int) -> None:
    """Each track as a row of spaces, its marker a dark space with its number."""
    if not tracks:
        return
    x0 = MARGIN + indent
    labels = []
    for track in tracks:
        was = before.counts.get(_track_key(track), track.value) if before else track.value
        label = track.label if was == track.value else word(
            "pic-glance-changed", "{text} ({delta})", text=track.label,
            delta=_signed(track.value - was))
        labels.append((label, was != track.value))
    label_w = max(text_width(label, TRACK_PX, True) for label, _ in labels) + 10
    for track, (label, changed) in zip(tracks, labels, strict=True):
        if not sheet.dry:
            canvas = sheet.canvas
            canvas.text((x0, sheet.y + TRACK_ROW // 2), label, TRACK_PX,
                        CHANGED if changed else pal.INK, bold=True, anchor="lm")
            room = sheet.width - MARGIN - x0 - label_w
            cell = max(8, min(32, room // max(1, track.spaces)))
            for k in range(track.spaces):
                box = Rect(x0 + label_w + k * cell, sheet.y + 3, cell - 2, TRACK_ROW - 6)
                here = k == track.value
                fill = (pal.INK if here else pal.SHADE if k < track.value
                        else (pal.ORANGE_LIGHT if track.bad else pal.BLUE_LIGHT)
                        if k in track.marks else pal.PANEL)
                canvas.rect(box, fill=fill, outline=pal.INK if here else pal.LINE,
                            width=2 if here else 1, radius=4)
            if 0 <= track.value < track.spaces:
                # The marker with its number, as wide as the number ("12" is wider than a
                # space), kept inside the page.
                number = str(track.value)
                w = max(cell - 2, text_width(number, TRACK_PX, True) + 8)
                x = x0 + label_w + track.value * cell + (cell - 2) // 2 - w // 2
                x = min(x, sheet.width - MARGIN - w)
                marker = Rect(x, sheet.y + 3, w, TRACK_ROW - 6)
                canvas.rect(marker, fill=pal.INK, outline=pal.INK, width=2, radius=4)
                canvas.text(marker.center, number, TRACK_PX, pal.WHITE, bold=True, anchor="mm")
        sheet.y += TRACK_ROW
    sheet.gap(6)


def thumbnail(board: Image.Image) -> Image.Image:
    """A full board shrunk to the page's thumbnail width (reduced in steps: fast)."""
    h = max(1, round(board.height * THUMB_W / board.width))
    return board.convert("RGB").resize((THUMB_W, h), Image.Resampling.LANCZOS,
                                       reducing_gap=2.0)


# A band's message and English: "Ann · 12 points"; a game with its own word for points
# gives its own (Cavern Tavern: "Ann · 12 VP").
Band = tuple[str, str]


def _player(sheet: Sheet, player: PlayerGlance, before: Earlier | None,
            band_words: Band | None = None) -> None:
    key, english = band_words or ("pic-glance-band",
                                  "{name} · {points} " + points_word(player.score))
    band = word(key, english, name=player.name, points=player.score)
    if before is not None and before.score != player.score:
        band = word("pic-glance-band-delta", "{band} ({delta})", band=band,
                    delta=_signed(player.score - before.score))
    sheet.band(band, player.colour, player.ink)
    if player.note:
        sheet.line(player.note, 20, bold=True)
    top = sheet.y
    thumb = player.board
    if not sheet.dry:
        changed = before is not None and before.board != player.board.tobytes()
        sheet.canvas.image.paste(thumb, (MARGIN, top))
        outline = CHANGED if changed else pal.LINE
        sheet.canvas.draw.rectangle([MARGIN - 2, top - 2, MARGIN + thumb.width + 1,
                                     top + thumb.height + 1], outline=outline,
                                    width=3 if changed else 1)
    _tracks(sheet, player.tracks, before, THUMB_W + THUMB_GAP)
    sheet.chips(_chips(player, before), 20, indent=THUMB_W + THUMB_GAP)
    sheet.y = max(sheet.y, top + thumb.height + 8)


def glance_canvas(heading: str, lines: Sequence[str], players: Sequence[PlayerGlance],
                  before: Mapping[int, Earlier] | None = None,
                  height: int | None = None, band: Band | None = None) -> LoggedCanvas:
    """The page: ``heading`` and ``lines`` on top, then each player in the given order.

    ``height``: pad the page to at least this height (an animation's frames share one size).
    """
    def write(sheet: Sheet) -> None:
        sheet.title(heading)
        for text in lines:
            sheet.line(text, 22, bold=True)
        sheet.gap()
        for player in players:
            _player(sheet, player, None if before is None else before.get(player.seat), band)

    page = Sheet.draw(write)
    if height is not None and page.image.height < height:
        taller = page.clone()
        taller.image = Image.new("RGB", (page.image.width, height), pal.BACKGROUND)
        taller.image.paste(page.image, (0, 0))
        taller.draw = ImageDraw.Draw(taller.image)
        return taller
    return page
