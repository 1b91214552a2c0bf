"""Hand-built Cave vs Cave views in the documented shape (rules/cave_vs_cave/view.py).

They do not depend on the engine, so the golden images only change when the pictures do.
"""

from __future__ import annotations

from typing import Any

CELLS: list[tuple[str, int | None, int | None, str]] = [
    ("r0c0", 0, 0, "NW"), ("r0c1", 0, 1, "NE"), ("r1c0", 1, 0, "W"), ("r1c1", 1, 1, "E"),
    ("r2c0", 2, 0, "W"), ("r2c1", 2, 1, "E"), ("r3c0", 3, 0, ""), ("r3c1", 3, 1, "E"),
    ("r4c0", 4, 0, "SW"), ("r4c1", 4, 1, "S"), ("r4c2", 4, 2, "NES"), ("x", None, None, ""),
]
PAIRS = [("r0c0", "r0c1"), ("r0c0", "r1c0"), ("r0c1", "r1c1"), ("r1c0", "r1c1"),
         ("r1c0", "r2c0"), ("r1c1", "r2c1"), ("r2c0", "r2c1"), ("r2c0", "r3c0"),
         ("r2c1", "r3c1"), ("r3c0", "r3c1"), ("r3c0", "r4c0"), ("r3c1", "r4c1"),
         ("r4c0", "r4c1"), ("r4c1", "r4c2")]
WALL_SLOTS = ([{"id": f"{a}-{b}", "a": a, "b": b, "side": "E" if a[1] == b[1] else "S"}
               for a, b in PAIRS]
              + [{"id": f"x-{s.lower()}", "a": "x", "b": None, "side": s} for s in "NESW"])
for slot in WALL_SLOTS[:14]:
    same_row = slot["a"][:2] == slot["b"][:2]
    slot["side"] = "E" if same_row else "S"

ROOMS: dict[str, dict[str, Any]] = {
    "entrance": {"id": "entrance", "number": 0, "name": "Entrée", "name_fr": "Entrée",
                 "color": "orange", "points": 0, "walls": "----",
                 "text": "+1 wood, stone, emmer or flax"},
    "shelf": {"id": "shelf", "number": 1, "name": "Shelf", "name_fr": None, "color": "orange",
              "points": 3, "walls": "R---", "cost": {"wood": 1},
              "text": "raise wood, stone, emmer or flax to 2"},
    "spinning_wheel": {"id": "spinning_wheel", "number": 2, "name": "Roue à aubes",
                       "name_fr": "Roue à aubes", "color": "orange", "points": 4,
                       "walls": "R---", "cost": {"wood": 1},
                       "text": "1 flax → 1 gold or 3 flax → 2 gold"},
    "tunnel": {"id": "tunnel", "number": 3, "name": "Tunnel", "name_fr": "Tunnel",
               "color": "orange", "points": 3, "walls": "-R-R", "cost": {"wood": 1},
               "text": "+2 food; +1 stone if you have fewer than 3 stone"},
    "grindstone": {"id": "grindstone", "number": 4, "name": "Grindstone", "name_fr": None,
                   "color": "orange", "points": 4, "walls": "R--O", "cost": {"stone": 1},
                   "text": "1 emmer → 3 food or 4 emmer → 7 food"},
    "parlor": {"id": "parlor", "number": 6, "name": "Salle à manger", "name_fr": "Parloir",
               "color": "orange", "points": 6, "walls": "RR-R",
               "cost": {"stone": 1, "gold": 1}, "text": "every good at 0 goes up to 1"},
    "furniture_workshop": {"id": "furniture_workshop", "number": 12,
                           "name": "Furniture Workshop", "name_fr": None, "color": "orange",
                           "points": 5, "walls": "RO-R", "cost": {"wood": 1, "stone": 2},
                           "text": "2 wood + 1 flax → 3 gold"},
    "retting_room": {"id": "retting_room", "number": 21, "name": "Salle de rouissage",
                     "name_fr": "Salle de rouissage", "color": "blue", "points": 3,
                     "walls": "RO-O", "cost": {"stone": 1},
                     "text": "whenever you gain 1-3 flax: +1 food"},
    "dungeon": {"id": "dungeon", "number": 24, "name": "Donjon", "name_fr": "Donjon",
                "color": "blue", "points": 11, "walls": "RRRR",
                "cost": {"stone": 3, "gold": 4}, "text": "whenever you build a wall: +2 gold"},
    "prospecting_site": {"id": "prospecting_site", "number": 20, "name": "Prospecting Site",
                         "name_fr": "Site de prospection", "color": "blue", "points": 5,
                         "walls": "R--O", "cost": {},
                         "text": "when you use Undergrowth: may trade 1 food → 1 gold"},
}

TILES: list[tuple[str, str, str, str]] = [
    ("cultivation", "Cultivation", "start", "Room action [1]; +2 emmer +1 flax"),
    ("housework", "Housework", "start",
     "Furnish paying 1 food per dwarf; furnish paying 5 food or 1 gold"),
    ("excavation", "Excavation", "start", "Excavate 1 (or pay 2 food: 2); +1 stone"),
    ("undergrowth", "Undergrowth", "start", "Room action [1]; +2 wood"),
    ("masonry", "Maçonnerie", "A", "Room action [1]; +1 wood or stone; build 1 wall"),
    ("furnishing", "Furnishing", "A", "+1 food; furnish paying 1 food per dwarf"),
    ("undermining", "Undermining", "A", "Room actions [2] or excavate 1 through walls"),
    ("breach", "Breach", "B", "Raze 1 wall → 2 stone + 3 food + 1 gold"),
    ("expedition", "Expedition", "B", "5 wood or 5 stone → 4 gold, or room actions [3]"),
    ("expansion", "Expansion", "B", "Excavate 1; furnish paying 5 food or 2 gold"),
    ("drift_mining", "Drift Mining", "B", "Room action [1]; excavate 1"),
    ("renovation", "Rénovation", "R", "Only with more gold: build 1 wall; furnish"),
]
TURNS = [2, 2, 2, 3, 3, 3, 3, 4]


def _room(key: str, rotation: int = 0) -> dict[str, Any]:
    data = {k: v for k, v in ROOMS[key].items() if k != "cost"}
    return dict(data, rotation=rotation)


def _cave(furnished: dict[str, str], empty: set[str], extra: str | None) -> list[dict[str, Any]]:
    cells = []
    for cid, row, col, natural in CELLS:
        cell: dict[str, Any] = {"cell": cid, "row": row, "col": col,
                                "food_bonus": cid in ("r1c1", "r3c1"),
                                "natural_walls": natural, "room": None}
        if cid == "x":
            cell["natural_walls"] = "NW" if extra is not None else ""
            if extra is None:
                cell["state"] = "absent"
            elif extra == "empty":
                cell["state"] = "empty"
            else:
                cell["state"] = "room"
                cell["room"] = _room(extra)
        elif cid == "r3c0":
            cell["state"] = "entrance"
            cell["room"] = _room("entrance")
        elif cid in furnished:
            cell["state"] = "room"
            cell["room"] = _room(furnished[cid])
        elif cid in empty or cid == "r2c0":
            cell["state"] = "empty"
        else:
            cell["state"] = "face_down"
        cells.append(cell)
    return cells


def _player(seat: int, goods: list[int], furnished: dict[str, str], empty: set[str],
            walls: list[str], extra: str | None = None, turns_left: int = 2,
            first: bool = False) -> dict[str, Any]:
    resources = dict(zip(("wood", "stone", "emmer", "flax", "food", "gold"), goods, strict=True))
    rooms = sum(ROOMS[k]["points"] for k in furnished.values())
    if extra not in (None, "empty"):
        rooms += ROOMS[str(extra)]["points"]
    lines = [["Rooms", rooms], ["Gold", resources["gold"]]]
    blue = sum(1 for k in furnished.values() if ROOMS[k]["color"] == "blue")
    return {"seat": seat, "resources": resources, "score": rooms + resources["gold"],
            "score_lines": lines, "turns_this_round": 2, "turns_left": turns_left,
            "is_first": first, "orange_rooms": 1 + len(furnished) - blue, "blue_rooms": blue,
            "tiles_taken": [], "cave": _cave(furnished, empty, extra), "walls": walls,
            "additional_cavern": {"walls": 2} if extra is not None else None}


def _tiles(shown: int, taken: dict[str, int], blocked: set[str] = frozenset()
           ) -> list[dict[str, Any]]:
    out = []
    for slot, (tid, name, group, text) in enumerate(TILES):
        entry: dict[str, Any] = {"slot": slot, "group": group, "taken_by": None}
        if slot >= shown:
            entry["status"] = "hidden"
        else:
            entry.update(id=tid, name=name, name_fr=name, text=text)
            if tid in taken:
                entry.update(status="taken", taken_by=taken[tid])
            else:
                entry["status"] = "blocked" if tid in blocked else "available"
        out.append(entry)
    return out


def _display(keys: list[str]) -> list[dict[str, Any]]:
    out = []
    for key in keys:
        room = dict(ROOMS[key])
        cost = room.get("cost", {})
        room["cost_text"] = " + ".join(f"{n} {g}" for g, n in cost.items()) or "free"
        out.append(room)
    return out


def start_view() -> dict[str, Any]:
    """Round 1, nobody has moved: five tiles face up, six rooms in the display."""
    players = [_player(0, [1] * 6, {}, set(), [], first=True),
               _player(1, [1] * 6, {}, set(), [])]
    return {
        "game": "cave-vs-cave", "round": 1, "rounds_total": 8, "over": False, "to_act": [0],
        "players": players, "wall_slots": WALL_SLOTS, "action_tiles": _tiles(5, {}),
        "round_track": [{"round": i + 1, "turns": t, "current": i == 0}
                        for i, t in enumerate(TURNS)],
        "display": _display(["shelf", "spinning_wheel", "tunnel", "grindstone", "parlor",
                             "prospecting_site"]),
        "room_pile": 0, "walls_supply": 7, "walls_total": 7, "additional_cavern_owner": None,
        "first_player": 0, "current_player": 0, "current_tile": None, "parts_done": [],
        "prompt": "Choose an action tile", "solo": False,
    }


def midgame_view() -> dict[str, Any]:
    """Round 5: rooms furnished, walls built, tiles taken, gold past 10."""
    view = start_view()
    view["round"] = 5
    view["round_track"] = [{"round": i + 1, "turns": t, "current": i == 4}
                           for i, t in enumerate(TURNS)]
    view["players"] = [
        _player(0, [3, 0, 9, 2, 5, 13],
                {"r2c0": "furniture_workshop", "r3c1": "retting_room", "r2c1": "tunnel"},
                {"r4c0"}, ["r2c0-r2c1", "r3c0-r4c0"], turns_left=2),
        _player(1, [0, 4, 1, 7, 2, 6], {"r2c0": "parlor", "r4c0": "shelf"},
                {"r3c1", "r1c0"}, ["r1c0-r2c0"], turns_left=1, first=True),
    ]
    view["to_act"] = [1]
    view["current_player"] = 1
    view["first_player"] = 1
    view["action_tiles"] = _tiles(9, {"excavation": 0, "masonry": 1, "breach": 0})
    view["display"] = _display(["spinning_wheel", "grindstone", "dungeon", "prospecting_site",
                                "shelf", "tunnel", "parlor"])
    view["display"] = [r for r in view["display"] if r["id"] not in ("shelf", "tunnel",
                                                                      "parlor")]
    view["walls_supply"] = 4
    view["prompt"] = "Masonry: build a wall, take wood or stone, or use a room"
    return view


def endgame_view() -> dict[str, Any]:
    """Game over: a full cave with the additional cavern, Renovation blocked earlier."""
    view = midgame_view()
    full = {"r0c0": "dungeon", "r0c1": "spinning_wheel", "r1c0": "grindstone",
            "r1c1": "shelf", "r2c0": "furniture_workshop", "r2c1": "tunnel",
            "r3c1": "retting_room", "r4c0": "parlor", "r4c1": "prospecting_site",
            "r4c2": "shelf"}
    view["players"][0] = _player(0, [0, 9, 0, 0, 9, 19], full, set(),
                                 ["r0c0-r0c1", "r1c0-r1c1", "x-e"], extra="empty",
                                 turns_left=0)
    view["players"][1]["turns_left"] = 0
    view.update(round=8, over=True, to_act=[], current_player=None, prompt=None,
                display=[], walls_supply=0, additional_cavern_owner=0)
    view["action_tiles"] = _tiles(12, {}, blocked={"renovation"})
    return view
