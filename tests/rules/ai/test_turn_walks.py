"""A computer seat left to play on from anywhere never comes back to a position (issue 30).

test_round_trips.py plays whole games and checks two-move round trips at random
positions; a Cavern Tavern easy seat still went round a five-move circle (serve, a
character, two items, a card, "Back") from a position that only a game beside another
version of the player reached. So this property starts from positions no whole game of
the computer player need reach: random games stopped anywhere, then a few random moves of
the seat to act (menus opened, cards and items toggled on and off). From there the
computer seat plays its own moves while it is to act and none may bring back a position
it has passed through, whatever the circle's length.

Walks per game, player count and level: CAVERN_AI_WALKS (default 4; .ci/run raises it).
"""

from __future__ import annotations

import pytest

import rules
from rules.ai import choose
from rules.ai.round_trips import fingerprint
from rules.core import Rng, State
from tests.rules.ai.helpers import advance
from tests.sizes import env_int

WALKS = env_int("CAVERN_AI_WALKS", 4)
# Own moves a walk plays at most: a whole turn takes far fewer, so a walk stops at the
# turn's end (the seat no longer to act) long before. A solo seat always acts, so its
# walk stops at SOLO_CAP (twice the longest circle seen: a Tavern serving menu's six).
WALK_CAP = 40
SOLO_CAP = 12
# Random moves of the seat before the computer takes over (0..this).
STIRS = 6

CASES = [(key, n, level) for key in sorted(rules.GAMES) for n in (1, 2, 4)
         for level in ("easy", "hard")
         if rules.GAMES[key].min_players <= n <= rules.GAMES[key].max_players
         # The hard Cave vs Cave solo seat plans by whole playouts (~0.3 s a move): its
         # whole games, checked alike by helpers.play, are test_strength.py's.
         and (key, n, level) != ("cave-vs-cave", 1, "hard")]


def _acts(engine: rules.Engine, state: State, seat: int) -> bool:
    return not engine.is_over(state) and seat in {d.seat for d in engine.pending(state)}


def _start(key: str, players: int, walk: int) -> tuple[State, int] | None:
    """A random position, then up to STIRS random moves of the seat to act there."""
    engine = rules.get_engine(key)
    picker = Rng(4_000 + 97 * walk + players)
    # Anywhere in a game: a 4-player Tavern game takes about 400 moves, a solo one 60-90.
    state = advance(key, players, 4_000 + walk, 5 + picker.below(50 + 90 * (players - 1)))
    if engine.is_over(state):
        return None
    seat = picker.choice(engine.pending(state)).seat
    for _ in range(picker.below(STIRS + 1)):
        decision = next(d for d in engine.pending(state) if d.seat == seat)
        after = engine.apply(state, seat, picker.choice(decision.options).id)
        if not _acts(engine, after, seat):
            break
        state = after
    return state, seat


@pytest.mark.parametrize(("key", "players", "level"), CASES)
def test_a_computer_seat_never_comes_back_to_a_position(key: str, players: int,
                                                         level: str) -> None:
    engine = rules.get_engine(key)
    walked = 0
    for walk in range(WALKS):
        start = _start(key, players, walk)
        if start is None:
            continue
        state, seat = start
        seen = {fingerprint(state): 0}
        for move in range(1, (SOLO_CAP if players == 1 else WALK_CAP) + 1):
            option = choose(key, state, seat, level, walk * 1_000 + move)
            state = engine.apply(state, seat, option)
            mark = fingerprint(state)
            assert mark not in seen, (
                f"{key}, {players} players, {level}, walk {walk}: seat {seat} chose "
                f"{option!r} and is back where it was {move - seen[mark]} of its moves ago")
            seen[mark] = move
            if not _acts(engine, state, seat):
                break
        walked += 1
    assert walked
