"""Read the public Caverna view (documented in ``rules/caverna/view.py``) into the typed
model the pictures are drawn from. This is the only module that knows the view's key names.

Printed, public facts the view does not carry (tile names, costs and points, the board's
symbols, the fixed harvests of rounds 1-5, the skipped round of small games) come from
``rules.caverna.data``: they are the same in every game and hide nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any, cast

from render.caverna.glyphs import good_label
from render.caverna.model import (
    ANIMALS,
    GOODS,
    Board,
    Cell,
    CellKind,
    Colour,
    Dwarf,
    Furnishing,
    Harvest,
    Home,
    PlayerChip,
    RoundSlot,
    Space,
    Supply,
    SupplyTile,
)
from render.common.names import player_name
from render.common.words import language, say
from rules.caverna.data import BOARD, CARDS, FURNISHINGS, SETUP
from rules.caverna.names import space_name, tile_name

View = Mapping[str, Any]

ROWS: int = BOARD["rows"]
COLS: int = BOARD["cols"]
FOREST_COLS: frozenset[int] = frozenset(BOARD["forest_cols"])
STABLES: int = SETUP["stables"]
MAX_DWARFS: int = SETUP["max_dwarfs"]

_CELL_KINDS: dict[str, CellKind] = {
    "m": "meadow", "f": "field", "ps": "small_pasture", "pl": "large_pasture",
    "cav": "cavern", "tun": "tunnel", "deep": "deep_tunnel", "ore": "ore_mine",
    "ruby": "ruby_mine", "entry": "entry", "fu": "furnished",
}


def furnishing(tile_id: str) -> Furnishing:
    data = FURNISHINGS.get(tile_id)
    if data is None:
        return Furnishing(tile_id, tile_id.replace("_", " ").capitalize(), "orange", 0)
    colour = data.get("colour", "orange")
    return Furnishing(
        id=tile_id,
        name=say(tile_name(tile_id)),   # the engine's message: named in any language
        colour=cast("Colour", colour if colour in ("orange", "green", "yellow") else "orange"),
        points=int(data.get("points", 0)),
        cost=tuple((str(k), int(v)) for k, v in (data.get("cost") or {}).items() if int(v)),
        bonus=bool(data.get("bonus")),
    )


def _symbol(cell: str) -> str:
    """The bonus printed on a forest or mountain cell ("+1 boar"), in the language drawn in."""
    return _printed_symbol(cell, language())


@lru_cache(maxsize=256)
def _printed_symbol(cell: str, lang: str) -> str:
    """:func:`_symbol` once per cell and language (``lang`` keys the cache): every home
    of every player is read on every move."""
    printed = BOARD["symbols"].get(cell) or {}
    return " ".join("+" + good_label(what, int(n)) for what, n in printed.items())


def _cells(board: Mapping[str, Any]) -> tuple[Cell, ...]:
    values: Mapping[str, str] = board.get("cells") or {}
    stables = set(board.get("stables") or ())
    crops: Mapping[str, Any] = board.get("crops") or {}
    herds: Mapping[str, Any] = board.get("animals") or {}
    dogs: Mapping[str, Any] = board.get("dogs") or {}
    out = []
    for r in range(1, ROWS + 1):
        for c in range(1, COLS + 1):
            cid = f"r{r}c{c}"
            value = str(values.get(cid, ""))
            code, _, param = value.partition(":")
            kind: CellKind = _CELL_KINDS.get(code) or ("forest" if c in FOREST_COLS
                                                      else "mountain")
            crop = crops.get(cid)
            out.append(Cell(
                id=cid, row=r, col=c, kind=kind,
                partner=param if code == "pl" and param else None,
                furnishing=furnishing(param) if code == "fu" else None,
                stable=cid in stables,
                crop=(str(crop[0]), int(crop[1])) if crop and int(crop[1]) > 0 else None,
                symbol=_symbol(cid) if kind in ("forest", "mountain") else "",
                animals=_herd(herds.get(cid)),
                dogs=int(dogs.get(cid) or 0),
            ))
    return tuple(out)


def _herd(entry: Any) -> tuple[str, int] | None:
    """``[animal, count]`` from ``board.animals``; None for no entry or an empty herd."""
    if not entry or int(entry[1]) <= 0:
        return None
    return str(entry[0]), int(entry[1])


def _space_names(view: View) -> dict[str, str]:
    return {str(s.get("id")): say(s.get("name") or s.get("id")) for s in view.get("spaces", [])}


def home(view: View, seat: int) -> Home:
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        raise ValueError(f"seat {seat} is not in this game ({len(players)} players)")
    p = players[seat]
    res: Mapping[str, int] = p.get("resources") or {}
    names = _space_names(view)
    dwarfs = tuple(Dwarf(weapon=int(d.get("weapon", 0)), newborn=bool(d.get("newborn")),
                         at=names.get(str(d.get("at"))) if d.get("at") else None)
                   for d in p.get("dwarfs", []))
    over = bool(view.get("over"))
    return Home(
        seat=seat,
        name=player_name(players, seat),
        score=int(p.get("score", 0)),
        cells=_cells(p.get("board") or {}),
        goods=tuple((g, int(res.get(g, 0))) for g in GOODS),
        animals=tuple((a, int(res.get(a, 0))) for a in ANIMALS),
        dwarfs=dwarfs,
        room=int(p.get("room", 0)),
        begging=int(p.get("begging", 0)),
        stables_left=max(0, STABLES - len((p.get("board") or {}).get("stables") or ())),
        score_lines=tuple((say(label), int(points)) for label, points in p.get("score_lines", [])),
        unhoused=tuple((str(a), int(n)) for a, n in
                       ((p.get("board") or {}).get("unhoused") or {}).items() if int(n)),
        start_player=view.get("start_player") == seat and len(players) > 1,  # solo: none
        to_act=seat in (view.get("to_act") or ()) and not over,
        over=over,
        round=int(view.get("round", 1)),
        phase=str(view.get("phase") or ""),
        printed_round=printed_round(view),
        rounds_total=int(view.get("rounds_total", 12)),
    )


def _card_rounds(view: View) -> dict[str, int]:
    """Card id -> the round it was revealed in (a flipped card keeps its round)."""
    out = {str(card): int(r) for r, card in (view.get("round_cards") or {}).items()}
    for card, r in list(out.items()):
        flipped = CARDS.get(card, {}).get("flips_to")
        if flipped:
            out[flipped] = r
    return out


def printed_round(view: View) -> int:
    """The current round as the track prints it (``round`` counts rounds played)."""
    if view.get("printed_round") is not None:
        return int(view["printed_round"])
    revealed = [int(r) for r in view.get("round_cards") or {}]
    return max(revealed, default=int(view.get("round", 1)))


def played_rounds(players: int) -> list[int]:
    # Rules fact (setup.json): games of 1-2 players skip one round.
    skip = SETUP["skipped_round_small_games"] if players <= 2 else None
    return [r for r in range(1, SETUP["rounds"] + 1) if r != skip]


def _printed_harvest(players: int, r: int) -> Harvest | None:
    """The harvest printed on the board for round ``r``, or None when a marker decides."""
    if players == 1 and r >= SETUP["solo_harvest_from_round"]:
        return "full"
    return cast("Harvest | None", SETUP["harvest_fixed"].get(str(r)))


def _track(view: View, players: int) -> tuple[RoundSlot, ...]:
    cards = {int(r): str(c) for r, c in (view.get("round_cards") or {}).items()}
    markers = {int(r): str(m) for r, m in (view.get("harvest_markers") or {}).items()}
    harvests = {int(r): str(k) for r, k in (view.get("harvests") or {}).items()}
    slots = []
    for r in played_rounds(players):
        card = cards.get(r)
        name = say(space_name(card) if card in CARDS else card) if card else None
        marker = markers.get(r)
        printed = _printed_harvest(players, r)
        if marker in ("green", "red"):
            kind = cast("Harvest", harvests.get(r, "full" if marker == "green" else "hidden"))
        else:
            kind = printed if printed is not None else "hidden"
        slots.append(RoundSlot(r, name, kind,
                               cast("Any", marker) if marker in ("green", "red") else None))
    return tuple(slots)


def _weapon_at(view: View, seat: int | None, space: str) -> int | None:
    if seat is None:
        return None
    players = view.get("players") or []
    if not 0 <= seat < len(players):
        return None
    weapons = [int(d.get("weapon", 0)) for d in players[seat].get("dwarfs", [])
               if d.get("at") == space]
    return max(weapons) if weapons else None


def board(view: View) -> Board:
    players = view.get("players") or []
    card_rounds = _card_rounds(view)
    spaces = []
    for s in view.get("spaces", []):
        sid = str(s.get("id"))
        occupant = s.get("occupant")
        spaces.append(Space(
            id=sid, name=say(s.get("name") or sid),
            goods=tuple((str(g), int(n)) for g, n in (s.get("goods") or {}).items() if int(n)),
            occupant=int(occupant) if occupant is not None else None,
            card_round=card_rounds.get(sid),
            weapon=_weapon_at(view, occupant, sid),
        ))
    chips = []
    for seat, p in enumerate(players):
        dwarfs = p.get("dwarfs", [])
        chips.append(PlayerChip(
            seat=seat, name=player_name(players, seat), score=int(p.get("score", 0)),
            food=int((p.get("resources") or {}).get("food", 0)),
            dwarfs_home=sum(1 for d in dwarfs if not d.get("at")),
            dwarfs_total=len(dwarfs), tiles=len(p.get("tiles", [])),
            score_lines=tuple((say(label), int(points))
                              for label, points in p.get("score_lines", [])),
        ))
    over = bool(view.get("over"))
    # Solo has no one to start before: the token means nothing there.
    start = view.get("start_player") if len(players) > 1 else None
    return Board(
        round=int(view.get("round", 1)),
        rounds_total=int(view.get("rounds_total", 12)),
        phase=str(view.get("phase") or ""),
        harvest=view.get("harvest"),
        over=over,
        start_player=int(start) if start is not None else None,
        to_act=() if over else tuple(int(s) for s in view.get("to_act") or ()),
        spaces=tuple(spaces),
        track=_track(view, len(players)),
        players=tuple(chips),
        printed_round=printed_round(view),
        solo_goal=None if view.get("solo_goal") is None else int(view["solo_goal"]),
        solo_reached=(None if view.get("solo_goal_reached") is None
                      else bool(view["solo_goal_reached"])),
    )


def supply(view: View) -> Supply:
    players = view.get("players") or []
    left = set(view.get("furnishings_left") or ())
    owners: dict[str, int] = {}
    for seat, p in enumerate(players):
        for tile in p.get("tiles", []):
            owners.setdefault(str(tile), seat)
    tiles = []
    for tile_id, data in FURNISHINGS.items():
        unlimited = data.get("copies") == "unlimited"
        taken = tile_id not in left and not unlimited
        tiles.append(SupplyTile(furnishing(tile_id), owners.get(tile_id) if taken else None,
                                taken, unlimited))
    return Supply(tuple(tiles), len(players), int(view.get("round", 1)),
                  bool(view.get("over")))
