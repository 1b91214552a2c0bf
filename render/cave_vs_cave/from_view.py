"""Read the public Cave vs Cave view (documented in ``rules/cave_vs_cave/view.py``) into
the typed model the pictures are drawn from. This is the only module that knows the
view's key names."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

from render.cave_vs_cave.model import (
    ActionTile,
    Board,
    Cave,
    Room,
    Side,
    Space,
    SpaceKind,
    TileStatus,
    WallNeed,
)
from render.common.names import player_name
from render.common.words import say, word
from rules.cave_vs_cave.data import (
    GROUP_TILES,
    ROOM_BY_ID,
    SOLO_OUTSTANDING_ABOVE,
    TILES,
    room_name,
    tile_name,
)
from rules.cave_vs_cave.labels import tile_text

View = Mapping[str, Any]

_NEEDS: dict[str, WallNeed] = {"R": "required", "O": "optional", "-": "none"}
_KINDS: dict[str, SpaceKind] = {"face_down": "face_down", "empty": "empty", "room": "room",
                                "entrance": "entrance"}
_STATUSES: dict[str, TileStatus] = {"available": "available", "taken": "taken",
                                    "blocked": "blocked", "hidden": "hidden"}


def _walls(pattern: Any) -> tuple[WallNeed, WallNeed, WallNeed, WallNeed] | None:
    if not isinstance(pattern, str) or len(pattern) != 4:
        return None
    needs = tuple(_NEEDS.get(ch, "optional") for ch in pattern)
    return cast("tuple[WallNeed, WallNeed, WallNeed, WallNeed]", needs)


def room(data: Mapping[str, Any]) -> Room:
    cost = data.get("cost") or {}
    return Room(
        id=str(data.get("id", "")),
        name=_room_name(data),
        colour="blue" if data.get("color") == "blue" else "orange",
        points=int(data.get("points", 0)),
        cost=tuple((str(k), int(v)) for k, v in cost.items() if int(v)),
        walls=_walls(data.get("walls")),
        text=say(data.get("text")),
    )


def _room_name(data: Mapping[str, Any]) -> str:
    """The room's name in the reader's language: the view gives it in English, the
    catalogue has it under the room's id (a name the engine does not know is drawn as
    the view gives it)."""
    name = data.get("name") or data.get("id") or "?"
    number = ROOM_BY_ID.get(str(data.get("id")))
    if number is not None and str(room_name(number)) == name:
        return say(room_name(number))
    return say(name)


# The engine's score categories (plain English in the view): the pictures' own words.
_SCORE_LABELS: dict[str, tuple[str, str]] = {"Rooms": ("pic-cvc-score-rooms", "Rooms"),
                                             "Gold": ("pic-cvc-score-gold", "Gold")}


def _score_label(label: Any) -> str:
    known = _SCORE_LABELS.get(label) if type(label) is str else None
    return word(*known) if known else say(label)


def _sides(text: Any) -> frozenset[Side]:
    return frozenset(cast("Side", ch) for ch in str(text or "") if ch in "NESW")


def _space(cell: Mapping[str, Any]) -> Space:
    kind = _KINDS.get(str(cell.get("state")), "empty")
    data = cell.get("room")
    return Space(
        id=str(cell["cell"]),
        kind=kind,
        room=room(data) if isinstance(data, Mapping) else None,
        food_bonus=bool(cell.get("food_bonus")) and kind == "face_down",
        natural_walls=_sides(cell.get("natural_walls")),
    )


def _wall_pairs(slot_ids: Sequence[str], slots: Sequence[Mapping[str, Any]],
                ) -> tuple[frozenset[frozenset[str]], frozenset[Side]]:
    """Placed walls as pairs of cells, and the sides of the additional cavern walled."""
    by_id = {str(s["id"]): s for s in slots}
    pairs: set[frozenset[str]] = set()
    extra: set[Side] = set()
    for slot_id in slot_ids:
        slot = by_id.get(str(slot_id))
        if slot is None:
            continue
        if slot.get("b") is None:
            extra.add(cast("Side", str(slot.get("side", "N"))))
        else:
            pairs.add(frozenset((str(slot["a"]), str(slot["b"]))))
    return frozenset(pairs), frozenset(extra)


def cave(view: View, seat: int) -> Cave:
    players = view["players"]
    if not 0 <= seat < len(players):
        raise ValueError(f"seat {seat} is not in this game ({len(players)} players)")
    p = players[seat]
    spaces: dict[str, Space] = {}
    extra: Space | None = None
    extra_natural: frozenset[Side] = frozenset()
    for cell in p.get("cave", []):
        space = _space(cell)
        if cell.get("row") is None:           # the additional cavern
            if cell.get("state") != "absent":
                extra = space
                extra_natural = space.natural_walls
        else:
            spaces[space.id] = space
    # The rooms already used in the room action under way belong to the player to act.
    used = set(view.get("rooms_used") or ()) if view.get("current_player") == seat else set()
    spaces = {sid: replace(s, used=sid in used) for sid, s in spaces.items()}
    walls, extra_placed = _wall_pairs(p.get("walls", []), view.get("wall_slots", []))
    to_act = seat in view.get("to_act", [])
    solo = len(players) == 1
    return Cave(
        seat=seat,
        name=player_name(players, seat),
        score=int(p.get("score", 0)),
        resources={str(k): int(v) for k, v in p.get("resources", {}).items()},
        spaces=spaces,
        walls=walls,
        extra=extra,
        extra_walls=extra_natural | extra_placed,
        # After the last round "turns left" means nothing: say nothing.
        turns_left=None if view.get("over") else p.get("turns_left"),
        turns_total=None if view.get("over") else p.get("turns_this_round"),
        first=bool(p.get("is_first")) and not solo,   # solo has no first player
        to_act=to_act and not view.get("over"),
        score_lines=tuple((_score_label(label), int(points))
                          for label, points in p.get("score_lines", [])),
        solo=solo,
        orange_rooms=int(p.get("orange_rooms", 0)),
        blue_rooms=int(p.get("blue_rooms", 0)),
        over=bool(view.get("over")),
    )


def _tiles(view: View) -> tuple[ActionTile, ...]:
    entries = view.get("action_tiles", [])
    # One face-down tile turns up per round, leftmost first, after the start tiles.
    start = sum(1 for t in entries if t.get("group") == "start")
    tiles = []
    solo = len(view.get("players") or ()) == 1
    for t in entries:
        status = _STATUSES.get(str(t.get("status")), "available")
        slot = int(t.get("slot", 0))
        tile_id = str(t.get("id", ""))
        name, text = say(t.get("name") or ""), say(t.get("text") or "")
        if tile_id in TILES:
            # Where the view's texts are the engine's English, take them as its messages.
            if t.get("name") == str(tile_name(tile_id)):
                name = say(tile_name(tile_id))
            if t.get("text") == str(_tile_text(tile_id, solo)):
                text = say(_tile_text(tile_id, solo))
        known = _printed(str(t.get("group", "")), solo) if status == "hidden" else None
        if known is not None:
            name, text = known
        tiles.append(ActionTile(
            id=str(t.get("id", "")),
            name=name,
            status=status,
            text=text,
            taken_by=t.get("taken_by"),
            group=str(t.get("group", "")),
            reveal_round=slot - start + 1 if status == "hidden" else None,
        ))
    return tuple(tiles)


def _printed(group: str, solo: bool) -> tuple[str, str] | None:
    """A face-down tile whose group holds one tile only (the last round's: always
    Renovation) is public knowledge: its (name, text), else None."""
    tiles = GROUP_TILES.get(group, ())
    if len(tiles) != 1:
        return None
    return say(tile_name(tiles[0])), say(_tile_text(tiles[0], solo))


def _tile_text(tile: str, solo: bool) -> Any:
    """A tile's printed text as the view gives it, kept as the engine's message (the
    view's solo text is cut from the English, so it would not translate)."""
    text = tile_text(tile)
    if solo and TILES[tile].get("more_gold"):
        # No opponent to out-gold in solo: only the part after "more gold: ".
        return text.msg_args["text"] if text.msg_key == "cvc-more-gold" else \
            text.split(": ", 1)[-1]
    return text


def board(view: View) -> Board:
    track = view.get("round_track", [])
    turns = tuple(int(r.get("turns", 0)) for r in track)
    to_act = tuple(int(s) for s in view.get("to_act", []))
    return Board(
        round=int(view.get("round", 1)),
        rounds_total=int(view.get("rounds_total", len(turns))),
        turns_per_round=turns,
        tiles=_tiles(view),
        display=tuple(room(r) for r in view.get("display", [])),
        walls_supply=int(view.get("walls_supply", 0)),
        walls_total=int(view.get("walls_total", 7)),
        first_player=view.get("first_player"),
        to_act=to_act,
        over=bool(view.get("over")),
        caves=tuple(cave(view, s) for s in range(len(view.get("players", [])))),
        prompt=say(view.get("prompt") or ""),
        room_pile=int(view.get("room_pile", 0)),
        solo=bool(view.get("solo")),
        solo_goal=_optional_int(view.get("solo_goal")),
        # The rule book's printed mark, unless the view states its own.
        solo_outstanding_above=_optional_int(view.get("solo_outstanding_above",
                                                      SOLO_OUTSTANDING_ABOVE)),
        solo_reached=_optional_bool(view.get("solo_goal_reached")),
        solo_outstanding=_optional_bool(view.get("solo_outstanding")),
    )


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _optional_bool(value: Any) -> bool | None:
    return None if value is None else bool(value)
