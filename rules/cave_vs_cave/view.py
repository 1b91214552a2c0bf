"""What everyone may see of a Cave vs Cave game: the keys the renderer draws from.

``view(state, None)`` never contains the identity of a face-down room, the order of the
face-down action tiles or of the solo draw pile. Cave vs Cave has no other secrets, so
``view(state, seat)`` is the same as the public view.

Top-level keys (besides the core's ``game, round, rounds_total, over, to_act``):

- ``players``: one entry per seat, in seat order:
  - ``seat`` (int), ``resources`` ({wood, stone, emmer, flax, food, gold} → int),
    ``score`` (room points + gold now), ``score_lines`` ([[label, points], …]),
  - ``turns_this_round`` (dwarfs/turns each player has this round) and ``turns_left``
    (turns this seat still has this round, the current one included while it is running),
  - ``is_first`` (holds the first-player token this round), ``orange_rooms``,
    ``blue_rooms`` (Entrance counted as orange), ``tiles_taken`` (action tile ids this
    seat took this round, in order),
  - ``cave``: 12 cells in this order: r0c0, r0c1, r1c0, r1c1, r2c0, r2c1, r3c0, r3c1,
    r4c0, r4c1, r4c2 (the board: a 2-wide, 4-tall block over a bottom row of 3) and
    ``x`` (the additional cavern, beside the board). Each cell is
    ``{"cell": id, "row": int|None, "col": int|None, "state": S, "food_bonus": bool,
    "natural_walls": "NW"…, "room": R|None}`` where S is one of
    ``"face_down"`` (a room lies there, identity hidden), ``"empty"`` (an excavated,
    unfurnished cavern), ``"room"`` (a furnished room), ``"entrance"`` (the printed
    Entrance, an orange room worth 0) or ``"absent"`` (the additional cavern not taken).
    R for a room or the entrance: ``{"id", "number", "name", "name_fr", "color"
    ("orange"/"blue"), "points", "rotation" (quarter turns clockwise, 0-3), "walls"
    (N,E,S,W printed pattern: R required, O optional, - none), "text"}``.
    ``food_bonus`` is true on r1c1 and r3c1 (+1 food when that room is excavated).
    ``row``/``col`` are None for ``x``; its ``natural_walls`` depend on the chosen side.
  - ``walls``: ids of the slots holding this seat's wall tokens, e.g. ``"r0c0-r0c1"``
    (between two cells) or ``"x-e"`` / ``"x-s"`` (an open side of the additional cavern).
  - ``additional_cavern``: None, or ``{"walls": 2|3}`` for the side this seat chose.
- ``wall_slots``: the static list of every slot ``{"id", "a", "b", "side"}`` (``b`` None
  for the additional cavern's sides; ``side`` is the side of ``a`` the slot lies on).
- ``action_tiles``: the action board, slot by slot: ``{"slot", "group" ("start", "A"
  rounds 1-3, "B" rounds 4-7 (solo 4-6), "R" last round), "status" ("available",
  "taken", "blocked" (Renovation while its gold condition fails for the player to act),
  or "hidden"), "taken_by" (seat or None)}``, plus for face-up tiles ``"id", "name",
  "name_fr", "text"``. Hidden tiles carry no identity.
- ``round_track``: ``[{"round", "turns", "current"}]`` for every round.
- ``display``: the rooms open to furnishing, each ``{"id", "number", "name", "name_fr",
  "color", "points", "cost" ({good: n}), "cost_text", "walls", "text"}``.
- ``room_pile``: number of rooms left in the solo draw pile (0 in 2-player games).
- ``walls_supply`` (wall tokens left in the shared supply), ``walls_total`` (7).
- ``additional_cavern_owner``: seat or None.
- ``first_player``: seat with the first-player token; ``current_player``: seat to act or
  None when the game is over.
- ``current_tile``: the action tile being resolved (id) or None; ``parts_done``: the
  sub-action ids of that tile already used (or ruled out by an either/or).
- ``rooms_used``: cells (ids) of the rooms the player to act already used in the room
  action being carried out (each may be used once per room action); [] otherwise.
- ``prompt``: the pending decision's prompt, or None when the game is over.
- ``solo``: true in a 1-player game. Solo games add ``solo_score``, ``solo_goal`` (50),
  ``solo_goal_reached`` (score ≥ 50), ``solo_outstanding`` (score above 60).
"""

from __future__ import annotations

from typing import Any

from rules.cave_vs_cave import scoring
from rules.cave_vs_cave.cave import colour_counts
from rules.cave_vs_cave.data import (
    CELLS,
    COST,
    ENTRANCE,
    ROOMS,
    SIDES,
    SLOTS,
    SOLO_GOAL,
    SOLO_OUTSTANDING_ABOVE,
    TILES,
    WALLS_TOTAL,
    XCAVERN_WALLS,
    XCELL,
    goods_text,
)
from rules.cave_vs_cave.goods import resources
from rules.cave_vs_cave.labels import room_text, tile_text
from rules.core import State

_WALL_SLOTS = [
    {"id": s.name, "a": CELLS[s.a]["id"], "b": CELLS[s.b]["id"] if s.b is not None else None,
     "side": SIDES[s.bit_a.bit_length() - 1]}
    for s in SLOTS]


def _sides(mask: int) -> str:
    return "".join(side for i, side in enumerate(SIDES) if mask >> i & 1)


def room_view(n: int) -> dict[str, Any]:
    r = ROOMS[n]
    return {"id": r["id"], "number": n if n != ENTRANCE else 0, "name": r["name"],
            "name_fr": r["name_fr"], "color": r["color"], "points": r["points"],
            "walls": r["walls"], "text": room_text(n)}


def _cell(pl: dict[str, Any], c: int) -> dict[str, Any]:
    info = CELLS[c]
    v = pl["cave"][c]
    natural = info["walls"] if c != XCELL else _sides(XCAVERN_WALLS.get(pl["xside"], 0))
    out: dict[str, Any] = {"cell": info["id"], "row": info["row"], "col": info["col"],
                           "food_bonus": bool(info.get("food")), "natural_walls": natural,
                           "room": None}
    if v is None:
        out["state"] = "absent"
    elif v < 0:
        out["state"] = "face_down"
    elif v == 0:
        out["state"] = "empty"
    else:
        out["state"] = "entrance" if v == ENTRANCE else "room"
        out["room"] = dict(room_view(v), rotation=pl["rot"][c])
    return out


def _player(state: State, seat: int) -> dict[str, Any]:
    pl = state["players"][seat]
    total, lines = scoring.score_of(pl)
    orange, blue = colour_counts(pl)
    turns = state["turns"][min(state["round"], state["rounds_total"]) - 1]
    taken = [t for t, s in state["taken"] if s == seat]
    left = 0 if state["over"] else turns - len(taken) + (
        1 if state["turn"] is not None and state["to_move"] == seat else 0)
    return {
        "seat": seat, "resources": resources(pl), "score": total,
        "score_lines": [list(line) for line in lines],
        "turns_this_round": turns, "turns_left": left,
        "is_first": state["first"] == seat,
        "orange_rooms": orange, "blue_rooms": blue, "tiles_taken": taken,
        "cave": [_cell(pl, c) for c in range(len(CELLS))],
        "walls": [s.name for s in SLOTS if pl["walls"] >> s.index & 1],
        "additional_cavern": {"walls": pl["xside"]} if pl["xside"] else None,
    }


def _rooms_used(turn: dict[str, Any] | None) -> list[str]:
    m = turn.get("m") if turn else None
    return [CELLS[c]["id"] for c in m["used"]] if m and m["k"] == "rooms" else []


def _tiles(state: State, blocked: set[str]) -> list[dict[str, Any]]:
    taken = {t: s for t, s in state["taken"]}
    out = []
    for slot, tile in enumerate(state["board"]):
        group = TILES[tile]["group"]
        entry: dict[str, Any] = {"slot": slot, "group": group, "taken_by": None}
        if slot >= state["shown"]:
            entry["status"] = "hidden"
        else:
            d = TILES[tile]
            text = tile_text(tile)
            if d.get("more_gold") and state["num_players"] == 1:
                # Solo has no opponent: Renovation's gold condition does not apply.
                text = text.split(": ", 1)[-1]
            entry.update(id=tile, name=d["name"], name_fr=d["name_fr"], text=text)
            if tile in taken:
                entry["status"] = "taken"
                entry["taken_by"] = taken[tile]
            else:
                entry["status"] = "blocked" if tile in blocked else "available"
        out.append(entry)
    return out


def public_view(state: State, prompt: str | None, blocked: set[str]) -> dict[str, Any]:
    """The view described in the module docstring (``prompt`` and ``blocked`` come from
    the engine, which knows the pending decision)."""
    n = state["num_players"]
    out: dict[str, Any] = {
        "players": [_player(state, s) for s in range(n)],
        "wall_slots": _WALL_SLOTS,
        "action_tiles": _tiles(state, blocked),
        "round_track": [{"round": i + 1, "turns": t, "current": i + 1 == state["round"]}
                        for i, t in enumerate(state["turns"])],
        "display": [dict(room_view(r), cost={k: v for k, v in ROOMS[r]["cost"].items()},
                         cost_text=goods_text(COST[r])) for r in state["display"]],
        "room_pile": len(state["pile"]),
        "walls_supply": state["supply"], "walls_total": WALLS_TOTAL,
        "additional_cavern_owner": state["xcav"] if state["xcav"] >= 0 else None,
        "first_player": state["first"],
        "current_player": None if state["over"] else state["to_move"],
        "current_tile": state["turn"]["tile"] if state["turn"] else None,
        "parts_done": list(state["turn"]["done"]) if state["turn"] else [],
        "rooms_used": _rooms_used(state["turn"]),
        "prompt": prompt,
        "solo": n == 1,
    }
    if n == 1:
        total = out["players"][0]["score"]
        out.update(solo_score=total, solo_goal=SOLO_GOAL,
                   solo_goal_reached=total >= SOLO_GOAL,
                   solo_outstanding=total > SOLO_OUTSTANDING_ABOVE)
    return out

