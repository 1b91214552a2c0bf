"""Random legal games from many seeds: they end, keep every invariant, replay exactly,
survive JSON, and never show a face-down room. ``CAVERN_PROPERTY_SEEDS`` raises the
number of seeds (default 50 per player count; ``.ci/run`` runs the 200 the issue asks for)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rules import replay
from rules.cave_vs_cave import ENGINE
from rules.cave_vs_cave.cave import colour_counts
from rules.cave_vs_cave.data import GOODS_MAX, TILES, WALLS_TOTAL
from rules.core import State
from rules.core.playout import random_game
from tests.sizes import env_int

SEEDS = env_int("CAVERN_PROPERTY_SEEDS", 50)


def _rooms(state: State) -> Counter[int]:
    """Every room tile, wherever it lies: caves (face up or down), display, pile."""
    out: Counter[int] = Counter(state["display"]) + Counter(state["pile"])
    for pl in state["players"]:
        out.update(abs(v) for v in pl["cave"] if v)
    return out


def _check(before: State, seat: int, oid: str, after: State) -> None:
    assert _rooms(after) == _rooms(before), "room tiles are conserved"
    placed = 0
    for pl in after["players"]:
        assert all(0 <= v <= m for v, m in zip(pl["g"], GOODS_MAX, strict=True))
        orange, blue = colour_counts(pl)
        assert orange > blue
        placed += bin(pl["walls"]).count("1")
    assert placed + after["supply"] == WALLS_TOTAL
    for ev in after["events"]:
        assert ev["text"] and "reveals" in ev


@pytest.mark.parametrize("players", [1, 2])
def test_random_games(players: int) -> None:
    for seed in range(SEEDS):
        state, moves = random_game(ENGINE, players, seed, on_move=_check)
        assert ENGINE.is_over(state) and ENGINE.pending(state) == []
        assert replay(ENGINE.key, players, seed, None, moves) == state
        back = ENGINE.from_json(json.loads(json.dumps(ENGINE.to_json(state))))
        assert back == state
        assert len(ENGINE.ranking(state)) >= 1


def _hide_swap(state: State) -> State:
    """The same game with the face-down rooms and hidden action tiles shuffled
    among themselves: only hidden facts differ."""
    other = ENGINE.from_json(ENGINE.to_json(state))
    for pl in other["players"]:
        cells = [c for c, v in enumerate(pl["cave"]) if v is not None and v < 0]
        values = [pl["cave"][c] for c in cells]
        for c, v in zip(cells, values[1:] + values[:1], strict=True):
            pl["cave"][c] = v
    board = other["board"]
    for group in ("A", "B"):  # tile backs show the group, so swap within a group only
        slots = [i for i in range(other["shown"], len(board))
                 if TILES[board[i]]["group"] == group]
        values = [board[i] for i in slots]
        for i, v in zip(slots, values[::-1], strict=True):
            board[i] = v
    other["pile"] = other["pile"][::-1]
    return other


@pytest.mark.parametrize("players", [1, 2])
def test_public_view_hides_face_down_rooms(players: int) -> None:
    for seed in range(max(SEEDS // 4, 5)):
        _state, moves = random_game(ENGINE, players, seed)
        state = ENGINE.new_game(players, seed)
        for i, (seat, oid) in enumerate(moves):
            if i % 7 == 0:
                other = _hide_swap(state)
                assert ENGINE.view(other, None) == ENGINE.view(state, None)
                json.dumps(ENGINE.view(state, None))
            state = ENGINE.apply(state, seat, oid)
