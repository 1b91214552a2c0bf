"""Caverna: Cave vs Cave (Era I) for 1-2 players: setup, turn order, scoring.

The state is a plain dict (see ``cave.py`` for a player's part):
``round``/``rounds_total``/``turns`` (turns per player of each round), ``board`` (action
tiles by slot; the first ``shown`` are face up), ``taken`` ([tile, seat] this round),
``first`` (first player), ``to_move``, ``done_turns`` (turns finished this round),
``display`` (rooms open to furnishing), ``pile`` (solo draw pile), ``supply`` (walls),
``xcav`` (owner of the additional cavern or -1), ``players``, ``turn`` (the tile being
resolved: ``tile``, ``done`` parts, ``new`` cells furnished, ``digs``, ``m`` the open
sub-menu), ``conv`` (the Convert goods menu is open) and ``over``.
"""

from __future__ import annotations

from typing import Any

from rules.cave_vs_cave import menus, moves, scoring
from rules.cave_vs_cave.data import (
    DARK_ROOMS,
    ENTRANCE,
    ENTRANCE_CELL,
    FACE_DOWN_CELLS,
    GROUP_TILES,
    LIGHT_ROOMS,
    NCELLS,
    READINGS,
    ROUND_TURNS,
    START_GOODS,
    START_TILES,
    TILES,
    WALLS_TOTAL,
    XCELL,
)
from rules.cave_vs_cave.view import public_view
from rules.core import BaseEngine, Decision, IllegalMove, Rng, Score, State
from rules.core.base import GAME_OVER, NOT_YOUR_TURN, not_an_option
from rules.core.lazy_options import LazyDecision
from rules.core.text import Say


def _copy_turn(turn: dict[str, Any]) -> dict[str, Any]:
    # A turn holds scalars, flat lists and an open sub-menu ``m`` of scalars and flat lists;
    # moves rebind those lists rather than change them, so they are shared.
    new = dict(turn)
    m = turn["m"]
    if m is not None:
        new["m"] = dict(m)
    return new


def fast_copy(state: State) -> State:
    """A copy sharing nothing the engine ever mutates.

    ``board``, ``turns`` and ``options`` are never changed after setup, and the
    [tile, seat] pairs in ``taken`` are never changed once appended, so they are shared.
    """
    new = dict(state)
    new["players"] = [_copy_player(p) for p in state["players"]]
    new["taken"] = state["taken"][:]
    new["display"] = state["display"][:]
    new["pile"] = state["pile"][:]
    if state["turn"] is not None:
        new["turn"] = _copy_turn(state["turn"])
    return new


def _copy_player(pl: dict[str, Any]) -> dict[str, Any]:
    return {"g": pl["g"][:], "cave": pl["cave"][:], "rot": pl["rot"][:], "walls": pl["walls"],
            "xside": pl["xside"]}


def move_copy(state: State, seat: int, option_id: str | None = None) -> State:
    """The copy a move by ``seat`` may change: ``perform`` writes only that seat's player
    and the turn, and rebinds the lists it changes, so all else is shared. Given the
    move's ``option_id``, a player the move leaves alone is shared too
    (``moves.keeps_player``)."""
    new = dict(state)
    if option_id is None or not moves.keeps_player(state, option_id):
        players = new["players"] = state["players"][:]
        players[seat] = _copy_player(players[seat])
    if state["turn"] is not None:
        new["turn"] = _copy_turn(state["turn"])
    return new


def new_player(rooms: list[int]) -> dict[str, Any]:
    cave: list[int | None] = [0] * NCELLS
    cave[ENTRANCE_CELL] = ENTRANCE
    cave[XCELL] = None
    for cell, room in zip(FACE_DOWN_CELLS, rooms, strict=True):
        cave[cell] = -room
    return {"g": list(START_GOODS), "cave": cave, "rot": [0] * NCELLS, "walls": 0,
            "xside": 0}


class CaveVsCaveEngine(BaseEngine):
    key = "cave-vs-cave"
    title = "Caverna: Cave vs Cave"
    min_players = 1
    max_players = 2
    # 2: issue 28 (no menu of "Back" or "Stop" alone: a room action ends after its last
    # usable room, the rooms part needs a usable room, conversions keep a step usable).
    rules_version = 2
    readings = READINGS

    def setup(self, state: State, rng: Rng) -> None:
        n = state["num_players"]
        solo = n == 1
        later = [t for t in GROUP_TILES["B"] if not (solo and TILES[t].get("not_solo"))]
        board = (list(START_TILES) + rng.shuffled(GROUP_TILES["A"]) + rng.shuffled(later)
                 + list(GROUP_TILES["R"]))
        light = list(LIGHT_ROOMS)
        if solo:
            light = sorted(rng.shuffled(light)[3:])
        dark = rng.shuffled(DARK_ROOMS)
        state.update({
            "round": 1, "turns": list(ROUND_TURNS[n]), "rounds_total": len(ROUND_TURNS[n]),
            "board": board, "shown": len(START_TILES), "taken": [],
            "first": rng.below(n), "done_turns": 0, "display": light,
            "pile": dark[9:18] if solo else [], "supply": WALLS_TOTAL, "xcav": -1,
            "players": [new_player(dark[9 * s:9 * s + 9]) for s in range(n)],
            "turn": None, "conv": False, "over": False,
        })
        state["to_move"] = state["first"]
        first = moves.who(state["first"])
        moves.say(state, Say(f"{first} starts.", "cvc-ev-starts", who=first), None, reveals=True)
        moves.reveal_tile(state)

    def decisions(self, state: State) -> list[Decision]:
        # Labels and the prompt are written only when read (see rules.core.lazy_options).
        prompt, opts = menus.options(state)
        return [LazyDecision(state["to_move"], prompt, menus.option_objects(opts))]

    def pending(self, state: State) -> list[Decision]:
        # BaseEngine.pending, without its two calls (this runs before every move).
        if state["over"]:
            return []
        prompt, opts = menus.options(state)
        return [LazyDecision(state["to_move"], prompt, menus.option_objects(opts))]

    def perform(self, state: State, seat: int, option_id: str) -> None:
        moves.perform(state, seat, option_id)

    def check_move(self, state: State, seat: int, option_id: str) -> None:
        # Validated against the plain option ids: building Option objects and labels
        # for every move would cost as much as storing it.
        if state["over"]:
            raise IllegalMove(GAME_OVER)
        if seat != state["to_move"]:
            raise IllegalMove(NOT_YOUR_TURN)
        if not menus.offers(state, option_id):
            raise IllegalMove(not_an_option(option_id))

    def copy_for_move(self, state: State) -> State:
        return fast_copy(state)

    def play(self, state: State, seat: int, option_id: str) -> State:
        new = move_copy(state, seat, option_id)
        new["events"] = []
        moves.perform(new, seat, option_id)
        new["move_count"] += 1
        return new

    def first_player(self, state: State) -> int:
        return int(state["first"])   # the first-player marker (at setup: drawn at random)

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def scores(self, state: State) -> list[Score]:
        out = []
        for seat, pl in enumerate(state["players"]):
            total, lines = scoring.score_of(pl)
            out.append(Score(seat, total, lines))
        return out

    def tiebreak(self, state: State, seat: int) -> tuple[Any, ...]:
        return (scoring.best_room(state["players"][seat]),)

    def round_info(self, state: State) -> tuple[int, int]:
        return min(state["round"], state["rounds_total"]), state["rounds_total"]

    def public_view(self, state: State, seat: int | None) -> dict[str, Any]:
        prompt = None
        blocked: set[str] = set()
        if not state["over"]:
            prompt = menus.written(menus.options(state)[0])
            if not menus.renovation_allowed(state, state["to_move"]):
                blocked = set(GROUP_TILES["R"])
        return public_view(state, prompt, blocked)


ENGINE = CaveVsCaveEngine()
