"""Caverna pictures of real engine states: hidden information and random games.

By default a sample of states per game is drawn; ``RENDER_ALL_STATES=1`` draws every
state, ``RENDER_GAMES`` (games per player count) and ``RENDER_STATES_PER_GAME`` resize it.
"""

from __future__ import annotations

import copy
import io
import os

import pytest
from PIL import Image

import render
from render.caverna import draw_supply, draw_turn
from rules.caverna import ENGINE
from rules.core import Rng, State
from rules.core.playout import random_game
from tests.sizes import env_int

KEY = "caverna"
GAMES = env_int("RENDER_GAMES", 1)
STATES_PER_GAME = env_int("RENDER_STATES_PER_GAME", 3)
ALL_STATES = os.environ.get("RENDER_ALL_STATES") == "1"


def _states_of(seed: int, players: int) -> list[State]:
    states: list[State] = [ENGINE.new_game(players, seed)]
    random_game(ENGINE, players, seed, on_move=lambda _b, _s, _o, after: states.append(after))
    return states


def _draw_all(state: State) -> list[bytes]:
    view = ENGINE.view(state, None)
    images = [render.draw_shared(KEY, view), draw_supply(view), draw_turn(view)]
    images += [render.draw_player(KEY, view, seat) for seat in range(len(view["players"]))]
    return images


def _swap_hidden(state: State) -> State:
    """The same game with the face-down round cards and harvest markers changed."""
    other = copy.deepcopy(state)
    hidden = sorted((r for r in other["cards"] if int(r) > other["round"]), key=int)
    if len(hidden) >= 2:
        cards = [other["cards"][r] for r in hidden]
        for r, card in zip(hidden, cards[1:] + cards[:1], strict=True):
            other["cards"][r] = card
    for r in sorted(other["markers"], key=int):
        if int(r) > other["round"]:
            other["markers"][r] = "red" if other["markers"][r] == "green" else "green"
    return other


@pytest.mark.parametrize(("players", "seed", "moves"), [(4, 1, 0), (4, 2, 60), (7, 3, 150),
                                                       (2, 4, 120)])
def test_hidden_round_cards_and_markers_never_change_a_picture(
        players: int, seed: int, moves: int) -> None:
    states = _states_of(seed, players)
    state = states[min(moves, len(states) - 1)]
    twin = _swap_hidden(state)
    assert twin != state, "the two games must really differ in hidden cards or markers"
    assert _draw_all(twin) == _draw_all(state)


def test_the_hidden_information_check_can_fail() -> None:
    # Guard: the same change to the CURRENT round's card does change the shared board.
    state = ENGINE.new_game(4, 5)
    twin = copy.deepcopy(state)
    current = str(state["round"])
    old = twin["cards"][current]
    new = next(c for r, c in twin["cards"].items() if int(r) > state["round"] and c != old)
    twin["cards"][current] = new
    twin["spaces"] = {(new if k == old else k): v for k, v in twin["spaces"].items()}
    assert _draw_all(twin)[0] != _draw_all(state)[0]


def _sample(states: list[State], seed: int) -> list[State]:
    if ALL_STATES or len(states) <= STATES_PER_GAME + 1:
        return states
    rng = Rng(seed)
    picks = {rng.below(len(states)) for _ in range(STATES_PER_GAME)}
    return [states[i] for i in sorted(picks)] + [states[-1]]


@pytest.mark.parametrize("players", [1, 4, 7])
@pytest.mark.parametrize("game", range(GAMES))
def test_random_games_render(players: int, game: int) -> None:
    seed = 100 * players + game
    states = _states_of(seed, players)
    assert ENGINE.is_over(states[-1])
    for state in _sample(states, seed):
        for png in _draw_all(state):
            image = Image.open(io.BytesIO(png))
            assert image.format == "PNG" and image.width <= 1200
            assert len(png) <= 400 * 1024
