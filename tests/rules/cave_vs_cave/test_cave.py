"""The cave: accessibility for excavation, wall configurations with rotation, the
orange > blue rule and the additional cavern."""

from __future__ import annotations

from rules.cave_vs_cave.cave import accessible, placements, wall_masks
from rules.cave_vs_cave.data import CELL_IDS, CELL_INDEX
from tests.rules.cave_vs_cave.helpers import game, goods, ids, play, put, room, walls


def _cells(cells: list[int]) -> set[str]:
    return {CELL_IDS[c] for c in cells}


def test_accessible_at_the_start() -> None:
    pl = game()["players"][0]
    assert _cells(accessible(pl)) == {"r3c1", "r4c0", "r1c0", "r2c1"}


def test_accessibility_example() -> None:
    """The rulebook's figure, rebuilt: reachable rooms, one only reachable by
    Undermining (through a wall), and rooms out of reach behind face-down rooms."""
    s = game()
    pl = s["players"][0]
    put(s, r3c1="empty", r2c1="empty", r4c0="empty")
    walls(s, 0, "r2c1-r3c1", "r1c1-r2c1")
    reach = _cells(accessible(pl))
    assert reach == {"r1c0", "r4c1"}          # the L rooms of the figure
    under = _cells(accessible(pl, through_walls=True))
    assert under - reach == {"r1c1"}          # the ? room: through a wall only
    for hidden in ("r0c0", "r0c1", "r4c2"):   # the X rooms: behind face-down rooms
        assert hidden not in under


def test_wall_between_entrance_and_room_blocks_but_undermining_passes() -> None:
    s = game()
    walls(s, 0, "r3c0-r3c1")
    pl = s["players"][0]
    assert "r3c1" not in _cells(accessible(pl))
    assert "r3c1" in _cells(accessible(pl, through_walls=True))


def test_wall_configurations_with_rotation() -> None:
    s = game()
    pl = s["players"][0]
    put(s, r2c1="empty", r4c2="empty", r4c1="empty", r3c1="empty")
    at = CELL_INDEX
    # Tunnel: two opposite walls. r2c1 has E; adding W (the crack to r2c0) fits.
    assert (at["r2c1"], 0) not in placements(pl, room("tunnel"))
    walls(s, 0, "r2c0-r2c1")
    assert (at["r2c1"], 0) in placements(pl, room("tunnel"))
    # Food Corner: two adjacent walls; r4c1 has S; with W it fits turned 270°.
    walls(s, 0, "r4c0-r4c1")
    assert (at["r4c1"], 3) in placements(pl, room("food_corner"))
    # Secret Chamber needs four walls: never on r4c2 (three natural walls) until walled.
    assert (at["r4c2"], 0) not in placements(pl, room("secret_chamber"))
    walls(s, 0, "r4c1-r4c2")
    assert (at["r4c2"], 0) in placements(pl, room("secret_chamber"))
    # Rooms never count as walls: a face-down neighbour is no wall.
    masks = wall_masks(pl)
    assert masks[at["r3c1"]] == 2  # only its natural E side


def test_optional_side_and_forbidden_side() -> None:
    s = game()
    pl = s["players"][0]
    put(s, r2c1="empty")
    # Grindstone: N required, W optional, E and S forbidden.
    walls(s, 0, "r1c1-r2c1")  # N wall plus the natural E wall: a corner
    assert (CELL_INDEX["r2c1"], 1) in placements(pl, room("grindstone"))
    walls(s, 0, "r2c1-r3c1")  # three walls: Grindstone forbids a third
    assert not [p for p in placements(pl, room("grindstone")) if p[0] == CELL_INDEX["r2c1"]]


def test_orange_must_outnumber_blue() -> None:
    s = game()
    goods(s, stone=5, food=5, wood=5)
    s = play(s, "tile:furnishing", "furnish")
    # Only the Entrance is orange: a blue room would make 1 against 1.
    assert not [o for o in ids(s) if o == "furnish:retting_room"]
    s2 = game()
    goods(s2, stone=5, food=5, wood=5)
    put(s2, r4c0="tunnel")  # now 2 orange
    put(s2, r2c1="empty")
    s2["display"].append(room("retting_room"))
    s2 = play(s2, "tile:furnishing", "furnish")
    assert "furnish:retting_room" in ids(s2)


def test_additional_cavern_goes_to_the_first_full_cave() -> None:
    s = game()
    names = ["warehouse", "stall", "sacrificial_altar", "storeroom", "weaving_room",
             "furniture_workshop", "gold_vein", "junction_room", "state_room"]
    cells = ["r0c0", "r0c1", "r1c0", "r1c1", "r2c1", "r3c1", "r4c0", "r4c1", "r4c2"]
    put(s, **dict(zip(cells, names, strict=True)))
    goods(s, wood=2, food=5)
    s["display"].append(room("tunnel"))
    walls(s, 0, "r1c0-r2c0", "r2c0-r3c0")  # r2c0: N, S and natural W
    s["players"][0]["walls"] = 0
    s["supply"] = 7
    walls(s, 0, "r2c0-r2c1")  # r2c0: W natural + E: Tunnel fits
    s = play(s, "tile:furnishing", "furnish", "furnish:tunnel", "place:r2c0:rot0")
    assert ids(s)[:2] == ["xcav:2", "xcav:3"]
    s = play(s, "xcav:3")
    assert s["xcav"] == 0 and s["players"][0]["cave"][CELL_INDEX["x"]] == 0
    assert s["players"][0]["xside"] == 3
