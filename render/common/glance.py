"""Everyone at a glance: every player's board drawn small beside their score and goods.

One page for a phone (the turn sheet's width and its 1/45-of-the-width text rule): a
heading, then per player a band with name and points, their board shrunk to a thumbnail,
and their goods as chips. The board thumbnail is a picture only (its own words are far too
small to read); the facts a player compares (points and goods) are written at full size.

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
from render.common.sheet import MARGIN, Chip, Icon, Sheet
from render.common.words import word

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


@dataclass(frozen=True)
class Earlier:
    """What a player showed at the earlier moment compared against."""

    score: int
    counts: Mapping[str, int]
    board: bytes                  # the board's pixels, to tell whether it changed


def earlier(player: PlayerGlance) -> Earlier:
    return Earlier(player.score, {f.key: f.count for f in player.facts},
                   player.board.tobytes())


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


def thumbnail(board: Image.Image) -> Image.Image:
    """A full board shrunk to the page's thumbnail width (reduced in steps: fast)."""
    h = max(1, round(board.height * THUMB_W / board.width))
    return board.convert("RGB").resize((THUMB_W, h), Image.Resampling.LANCZOS,
                                       reducing_gap=2.0)


def _player(sheet: Sheet, player: PlayerGlance, before: Earlier | None) -> None:
    band = word("pic-glance-band", "{name} · {points} pts", name=player.name,
                points=player.score)
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
    sheet.chips(_chips(player, before), 20, indent=THUMB_W + THUMB_GAP)
    sheet.y = max(sheet.y, top + thumb.height + 8)


def glance_canvas(heading: str, lines: Sequence[str], players: Sequence[PlayerGlance],
                  before: Mapping[int, Earlier] | None = None,
                  height: int | None = None) -> LoggedCanvas:
    """The page: ``heading`` and ``lines`` on top, then each player in the given order.

    ``height``: pad the page to at least this height (an animation's frames share one size).
    """
    def write(sheet: Sheet) -> None:
        sheet.title(heading)
        for text in lines:
            sheet.line(text, 22, bold=True)
        sheet.gap()
        for player in players:
            _player(sheet, player, None if before is None else before.get(player.seat))

    page = Sheet.draw(write)
    if height is not None and page.image.height < height:
        taller = page.clone()
        taller.image = Image.new("RGB", (page.image.width, height), pal.BACKGROUND)
        taller.image.paste(page.image, (0, 0))
        taller.draw = ImageDraw.Draw(taller.image)
        return taller
    return page
