"""One fixed palette for every board, and the 256-colour table PNGs are encoded with.

Hues follow Okabe & Ito's colour-blind-safe set; wherever two things differ by colour
they also differ by a shape or a word (orange rooms say "action", blue rooms "passive").
A fixed table (rather than an adaptive one) keeps bytes stable from one view to the next
and makes palette conversion a fast nearest-colour lookup.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

RGB = tuple[int, int, int]

# Okabe-Ito hues.
OI_ORANGE: RGB = (230, 159, 0)
OI_SKY: RGB = (86, 180, 233)
OI_GREEN: RGB = (0, 158, 115)
OI_YELLOW: RGB = (240, 228, 66)
OI_BLUE: RGB = (0, 114, 178)
OI_VERMILLION: RGB = (213, 94, 0)
OI_PURPLE: RGB = (204, 121, 167)

# Neutrals and surfaces.
INK: RGB = (30, 28, 26)
MUTED: RGB = (100, 92, 82)
WHITE: RGB = (255, 255, 255)
BACKGROUND: RGB = (243, 238, 228)
PANEL: RGB = (255, 252, 245)
LINE: RGB = (190, 180, 162)
SHADE: RGB = (226, 220, 208)
ROCK: RGB = (120, 104, 86)
ROCK_DARK: RGB = (78, 66, 54)
CAVERN: RGB = (218, 204, 180)
WALL: RGB = (40, 36, 32)
TAKEN: RGB = (200, 196, 190)

# Room colours: a strong hue for borders and badges, a light one for the tile face.
ORANGE: RGB = OI_ORANGE
ORANGE_LIGHT: RGB = (250, 222, 160)
BLUE: RGB = OI_BLUE
BLUE_LIGHT: RGB = (196, 226, 246)
HIGHLIGHT: RGB = OI_GREEN
GOLD: RGB = (222, 178, 20)

# Colours of the goods (each is always written next to its name or icon letter too).
GOODS: dict[str, RGB] = {
    "wood": (140, 90, 44),
    "stone": (140, 140, 140),
    "emmer": OI_YELLOW,
    "flax": OI_SKY,
    "food": OI_VERMILLION,
    "gold": GOLD,
}

# Player colours, seat 0 first: seven for Caverna's seven players. Seats also differ by
# shape and number (``render.common.seats``), never by colour alone.
SEATS: tuple[RGB, ...] = (OI_BLUE, OI_VERMILLION, OI_GREEN, OI_PURPLE, OI_ORANGE, OI_SKY,
                          ROCK_DARK)

_BASE: tuple[RGB, ...] = (
    INK, MUTED, WHITE, BACKGROUND, PANEL, LINE, SHADE, ROCK, ROCK_DARK, CAVERN, WALL,
    TAKEN, ORANGE, ORANGE_LIGHT, BLUE, BLUE_LIGHT, HIGHLIGHT, GOLD, OI_SKY, OI_YELLOW,
    OI_VERMILLION, OI_PURPLE, *GOODS.values(), *SEATS,
)
# Anti-aliased text edges blend ink (or white) into a surface: keep those blends exact.
_TEXT_COLOURS: tuple[RGB, ...] = (INK, WHITE, MUTED)
_RAMP_STEPS = 4


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def palette_colours() -> list[RGB]:
    """The encoding table: base colours first, then text-over-surface blends; at most 256."""
    colours = list(dict.fromkeys(_BASE))
    for text in _TEXT_COLOURS:
        for surface in _BASE:
            for step in range(1, _RAMP_STEPS + 1):
                colours.append(_blend(text, surface, step / (_RAMP_STEPS + 1)))
    unique = list(dict.fromkeys(colours))
    return unique[:256]


@lru_cache(maxsize=1)
def palette_image() -> Image.Image:
    """A 1×1 "P" image carrying the table, as ``Image.quantize(palette=...)`` wants."""
    flat: list[int] = [channel for colour in palette_colours() for channel in colour]
    flat += [0] * (768 - len(flat))
    image = Image.new("P", (1, 1))
    image.putpalette(flat)
    return image
