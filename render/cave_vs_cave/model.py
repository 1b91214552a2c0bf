"""What the Cave vs Cave pictures show, as typed data (filled from the view by ``from_view``).

The drawing code reads these dataclasses, never the raw view dict, so a renamed view key
is fixed in one place (``from_view.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Side = Literal["N", "E", "S", "W"]
SIDES: tuple[Side, ...] = ("N", "E", "S", "W")
WallNeed = Literal["required", "optional", "none"]
SpaceKind = Literal["face_down", "empty", "room", "entrance"]
TileStatus = Literal["available", "taken", "blocked", "hidden"]

GOODS: tuple[str, ...] = ("wood", "stone", "emmer", "flax", "food", "gold")


@dataclass(frozen=True)
class Room:
    """A room tile: in a display or furnished in a cave."""

    id: str
    name: str
    colour: Literal["orange", "blue"]
    points: int
    cost: tuple[tuple[str, int], ...] = ()
    walls: tuple[WallNeed, WallNeed, WallNeed, WallNeed] | None = None  # N, E, S, W
    text: str = ""


@dataclass(frozen=True)
class Space:
    """One space of a cave board, or the additional cavern."""

    id: str
    kind: SpaceKind
    room: Room | None = None
    food_bonus: bool = False          # "+1 food" still printed here (tile not dug yet)
    natural_walls: frozenset[Side] = frozenset()
    used: bool = False                # room already activated this turn


@dataclass(frozen=True)
class Cave:
    seat: int
    name: str
    score: int
    resources: dict[str, int]
    spaces: dict[str, Space]
    walls: frozenset[frozenset[str]]              # placed walls, as pairs of space ids
    extra: Space | None = None                    # the additional cavern, when taken
    extra_walls: frozenset[Side] = frozenset()    # walls on the additional cavern's sides
    turns_left: int | None = None
    turns_total: int | None = None
    first: bool = False
    to_act: bool = False
    score_lines: tuple[tuple[str, int], ...] = ()
    solo: bool = False
    orange_rooms: int = 0                         # the Entrance counts as orange
    blue_rooms: int = 0
    over: bool = False


@dataclass(frozen=True)
class ActionTile:
    id: str
    name: str
    status: TileStatus
    text: str = ""
    taken_by: int | None = None
    group: str = ""
    reveal_round: int | None = None   # for a hidden tile: the round that turns it up


@dataclass(frozen=True)
class Board:
    """The shared board: everything both players see in the middle of the table."""

    round: int
    rounds_total: int
    turns_per_round: tuple[int, ...]
    tiles: tuple[ActionTile, ...]
    display: tuple[Room, ...]
    walls_supply: int
    walls_total: int
    first_player: int | None
    to_act: tuple[int, ...]
    over: bool
    caves: tuple[Cave, ...] = field(default_factory=tuple)
    prompt: str = ""
    room_pile: int = 0
    solo: bool = False
    solo_goal: int | None = None                 # solo games: the points to reach
    solo_outstanding_above: int | None = None    # ... and the "outstanding" mark
    solo_reached: bool | None = None
    solo_outstanding: bool | None = None
