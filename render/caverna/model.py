"""What the Caverna pictures show, as typed data (filled from the view by ``from_view``).

Drawing code reads these dataclasses, never the raw view dict, so a renamed view key is
fixed in one place (``from_view.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from render.common.words import word

# Goods in the order a player reads them: building materials, treasure, food, crops.
GOODS: tuple[str, ...] = ("wood", "stone", "ore", "ruby", "gold", "food", "grain",
                          "vegetable")
ANIMALS: tuple[str, ...] = ("sheep", "donkey", "wild_boar", "cattle", "dog")

Colour = Literal["orange", "green", "yellow"]
CellKind = Literal["forest", "meadow", "field", "small_pasture", "large_pasture",
                   "mountain", "cavern", "tunnel", "deep_tunnel", "ore_mine", "ruby_mine",
                   "entry", "furnished"]
Harvest = Literal["none", "full", "feed_1", "skip_field_or_breeding", "hidden"]


@dataclass(frozen=True)
class Furnishing:
    """A furnishing tile's public, printed facts."""

    id: str
    name: str
    colour: Colour
    points: int
    cost: tuple[tuple[str, int], ...] = ()
    bonus: bool = False          # scores extra points at the end (yellow tiles)


@dataclass(frozen=True)
class Cell:
    """One space of a home board, with what covers it."""

    id: str
    row: int                          # 1..4, top to bottom
    col: int                          # 1..6, forest 1-3, mountain 4-6
    kind: CellKind
    partner: str | None = None        # the other half of a large pasture
    furnishing: Furnishing | None = None
    stable: bool = False
    crop: tuple[str, int] | None = None
    symbol: str = ""                  # printed bonus still visible ("+1 boar")
    animals: tuple[str, int] | None = None   # the herd the engine houses here
    dogs: int = 0                     # dogs watching sheep on this cell


@dataclass(frozen=True)
class Dwarf:
    weapon: int
    newborn: bool
    at: str | None                    # action space name while placed


@dataclass(frozen=True)
class Home:
    """One player's home board and supply."""

    seat: int
    name: str
    score: int
    cells: tuple[Cell, ...]
    goods: tuple[tuple[str, int], ...]
    animals: tuple[tuple[str, int], ...]
    dwarfs: tuple[Dwarf, ...]
    room: int
    begging: int
    stables_left: int
    score_lines: tuple[tuple[str, int], ...] = ()
    unhoused: tuple[tuple[str, int], ...] = ()   # animals without a place just now
    start_player: bool = False
    to_act: bool = False
    over: bool = False
    round: int = 1
    phase: str = "work"
    printed_round: int = 1            # the round as the track prints it (9 skipped in 1-2p)
    rounds_total: int = 12


@dataclass(frozen=True)
class Space:
    """An action space on the shared board (a revealed round card is one too)."""

    id: str
    name: str
    goods: tuple[tuple[str, int], ...]
    occupant: int | None
    card_round: int | None = None     # the round this card was revealed in
    weapon: int | None = None         # the occupying dwarf's weapon, when known


@dataclass(frozen=True)
class RoundSlot:
    number: int
    card: str | None                  # revealed card name, None while face down
    harvest: Harvest
    marker: Literal["green", "red"] | None = None


@dataclass(frozen=True)
class PlayerChip:
    """A player as the shared board summarises them."""

    seat: int
    name: str
    score: int
    food: int
    dwarfs_home: int
    dwarfs_total: int
    tiles: int
    score_lines: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class Board:
    round: int                        # rounds played so far, this one included
    rounds_total: int
    phase: str
    harvest: str | None
    over: bool
    start_player: int | None
    to_act: tuple[int, ...]
    spaces: tuple[Space, ...]
    track: tuple[RoundSlot, ...]
    players: tuple[PlayerChip, ...]
    printed_round: int = 1            # the round card's number on the track
    solo_goal: int | None = None      # solo: the points to reach (100)
    solo_reached: bool | None = None

    @property
    def round_label(self) -> str:
        """"round 12 (11th of 11)" when the track skips a round, else "round 5 of 12"."""
        return round_label(self.printed_round, self.round, self.rounds_total)


def round_label(printed: int, played: int, total: int) -> str:
    # With 1-2 players round 9 is skipped: the track's number and the count differ, and
    # players read the track, so its number comes first.
    if printed != played:
        return word("pic-caverna-round-skipped", "round {printed} ({played}{suffix} of "
                    "{total})", printed=printed, played=played, total=total,
                    suffix=_suffix(played))
    return word("pic-caverna-round", "round {printed} of {total}", printed=printed,
                total=total)


def _suffix(n: int) -> str:
    """The English ordinal's ending ("st", "nd", "th"); other languages choose theirs
    from the number (Fluent's ordinal selector)."""
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


@dataclass(frozen=True)
class SupplyTile:
    tile: Furnishing
    owner: int | None                 # seat that furnished it; None while on offer
    taken: bool
    unlimited: bool = False


@dataclass(frozen=True)
class Supply:
    tiles: tuple[SupplyTile, ...]
    players: int
    round: int
    over: bool
