"""Cave vs Cave pictures of real engine states: hidden information and random games.

By default a sample of states per game is drawn (fast); ``RENDER_ALL_STATES=1`` draws
every state of every game, ``RENDER_CVC_GAMES`` (5; CI 20) / ``RENDER_STATES_PER_GAME``
resize the run.
"""

from __future__ import annotations

import copy
import io
import os

import pytest
from PIL import Image

import render
from rules import get_engine
from rules.cave_vs_cave.data import TILES
from rules.core import Rng, State
from rules.core.playout import random_game
from tests.sizes import env_int

KEY = "cave-vs-cave"
GAMES = env_int("RENDER_CVC_GAMES", 5)   # one in five is solo
STATES_PER_GAME = env_int("RENDER_STATES_PER_GAME", 3)
ALL_STATES = os.environ.get("RENDER_ALL_STATES") == "1"


def _states_of(seed: int, players: int) -> list[State]:
    engine = get_engine(KEY)
    states: list[State] = [engine.new_game(players, seed)]
    random_game(engine, players, seed, on_move=lambda _b, _s, _o, after: states.append(after))
    return states


def _draw_all(state: State) -> list[bytes]:
    engine = get_engine(KEY)
    view = engine.view(state, None)
    images = [render.draw_shared(KEY, view)]
    images += [draw(view) for draw in render.extra_pictures(KEY).values()]   # turn picture
    images += [render.draw_player(KEY, view, seat) for seat in range(len(view["players"]))]
    return images


def _swap_hidden(state: State) -> State:
    """The same game with the face-down rooms and the hidden action tiles reshuffled."""
    other = copy.deepcopy(state)
    for player in other["players"]:
        cells = [i for i, v in enumerate(player["cave"]) if v is not None and v < 0]
        rooms = [player["cave"][i] for i in cells]
        rooms = rooms[1:] + rooms[:1]             # a rotation: every tile moves
        for i, room in zip(cells, rooms, strict=True):
            player["cave"][i] = room
    # Face-down tiles are shuffled within their group (rounds 1-3, 4-7): a group's place
    # on the board is printed, and the last round's group is always Renovation alone.
    for group in ("A", "B"):
        hidden = [i for i in range(other["shown"], len(other["board"]))
                  if TILES[other["board"][i]]["group"] == group]
        order = [other["board"][i] for i in hidden]
        order = order[1:] + order[:1]
        for i, tile in zip(hidden, order, strict=True):
            other["board"][i] = tile
    return other


@pytest.mark.parametrize(("seed", "moves"), [(1, 0), (2, 25), (3, 70)])
def test_face_down_tiles_never_change_a_picture(seed: int, moves: int) -> None:
    states = _states_of(seed, 2)
    state = states[min(moves, len(states) - 1)]
    twin = _swap_hidden(state)
    assert twin != state, "the two games must really differ in their face-down tiles"
    assert _draw_all(twin) == _draw_all(state)


def test_the_hidden_information_check_can_fail() -> None:
    # Guard: swapping a face-UP room of the display does change the shared board.
    state = get_engine(KEY).new_game(2, 5)
    twin = copy.deepcopy(state)
    twin["display"] = twin["display"][1:] + twin["display"][:1]
    assert _draw_all(twin)[0] != _draw_all(state)[0]


def _sample(states: list[State], seed: int) -> list[State]:
    if ALL_STATES or len(states) <= STATES_PER_GAME + 1:
        return states
    rng = Rng(seed)
    picks = {rng.below(len(states)) for _ in range(STATES_PER_GAME)}
    return [states[i] for i in sorted(picks)] + [states[-1]]


@pytest.mark.parametrize("seed", range(1, GAMES + 1))
def test_random_games_render_without_error(seed: int) -> None:
    players = 1 if seed % 5 == 0 else 2      # a solo game now and then
    states = _states_of(seed, players)
    for state in _sample(states, seed):
        for png in _draw_all(state):
            image = Image.open(io.BytesIO(png))
            assert image.format == "PNG" and image.width <= 1200
            assert len(png) <= 400 * 1024
