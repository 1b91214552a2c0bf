"""No computer seat goes round in a circle (issue 30, item 1).

A menu opened and closed at once ("Convert goods…" then "Back") leaves the game where it
was; a search that valued that as a finished turn chose it about 190 times in a row and a
4-player Caverna game never ended. Two properties find the whole class:

* whole games of every game at every player count from 1 (where the game has it) to 4,
  the easy and hard levels mixed, end within a move cap, and no computer seat's move ever
  brings back a position seen before (a round trip of any length; ``helpers.play`` checks
  it in every whole game of these tests); where random seats play beside computer ones,
  the best computer seat also outscores every random seat by a margin (a broken player
  would not);
* at positions taken from random games (menus opened at random included), a seat's
  choice that leads into a menu is never answered by the "Back" straight out of it, and a
  "Back" it takes is never followed by reopening the same menu.

Seeds per configuration: CAVERN_AI_GAMES (default 1 whole game, so the suite stays fast);
CAVERN_AI_POSITIONS for the second property (default 6 positions per case). The default
run seats random players beside the computer ones (``_sides``: random moves cost nothing,
computer moves most of the suite's time); with CAVERN_FULL_RUNS=1 one seat is hard and
every other easy, as a table of computers would be.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import rules
from rules.ai import choose
from rules.ai.features import weights
from rules.ai.round_trips import fingerprint, own_options, round_trip, same_state
from rules.core import Rng, State
from tests.rules.ai.helpers import RANDOM, advance, play
from tests.sizes import env_int, full_runs

GAMES = env_int("CAVERN_AI_GAMES", 1)
POSITIONS = env_int("CAVERN_AI_POSITIONS", 6)
# What the best computer seat outscores every random seat by, at least (they are 20-120
# points apart).
MARGIN = 10

CASES = [(key, n) for key in sorted(rules.GAMES) for n in range(1, 5)
         if rules.GAMES[key].min_players <= n <= rules.GAMES[key].max_players]
# Whole games at both levels, mixed (the hard Cave vs Cave solo is played by
# test_strength.py through helpers.play, which checks the same property).
WHOLE = [case for case in CASES if case != ("cave-vs-cave", 1)]
# Solo games the default run plays at the easy level: a hard solo Caverna game costs
# ten times as much (the hard level plays it with CAVERN_FULL_RUNS=1).
EASY_SOLO = frozenset(("caverna",))


def _sides(key: str, players: int, seed: int) -> list[str]:
    """The levels seated, moving round with the seed (more games, CAVERN_AI_GAMES, seat
    them everywhere). Full runs (CI): one hard seat, the others easy, so every table of 2
    to 4 plays both levels (issue 30 asks it of 4-player games). The default run: hard
    against random at 2 players, easy among random at 3 and 4 (a hard seat at a 4-player
    Caverna table costs ~10 CPU-s, and a seat's level changes nothing of the engine)."""
    if players == 1:
        return ["easy" if key in EASY_SOLO and not full_runs() else "hard"]
    first = seed % players
    if full_runs():
        return ["hard" if seat == first else "easy" for seat in range(players)]
    level = "hard" if players == 2 else "easy"
    return [level if seat == first else RANDOM for seat in range(players)]


@pytest.mark.parametrize(("key", "players"), WHOLE)
def test_whole_games_of_both_levels_end_without_going_round(key: str, players: int) -> None:
    engine = rules.get_engine(key)
    for seed in range(GAMES):
        sides = _sides(key, players, seed)
        # helpers.play fails on a position seen before and on a game past its move cap.
        state = play(key, sides, 30_000 + seed)
        assert engine.is_over(state)
        totals = [s.total for s in engine.scores(state)]
        best = max((totals[seat] for seat, side in enumerate(sides) if side != RANDOM))
        for seat, side in enumerate(sides):
            if side == RANDOM:
                # The computer (hard where it sits) outscores random play by a margin.
                assert best >= totals[seat] + MARGIN, (key, sides, totals)


def _positions(key: str, players: int) -> list[tuple[State, int]]:
    """Positions of random games, with a menu opened at random where one is on offer."""
    engine = rules.get_engine(key)
    openers = set(weights(key)["avoid"]) - set(weights(key)["returns"])
    out = []
    for k in range(POSITIONS):
        state = advance(key, players, 500 + k, 15 + 37 * k)
        if engine.is_over(state):
            continue
        seat = engine.pending(state)[0].seat
        entry = [o for o in own_options(engine, state, seat) if o in openers]
        if entry and k % 2:
            state = engine.apply(state, seat, entry[0])
            if seat not in {d.seat for d in engine.pending(state)}:
                continue
        out.append((state, seat))
    return out


@pytest.mark.parametrize("level", ["easy", "hard"])
@pytest.mark.parametrize(("key", "players"), [(k, n) for k, n in CASES if n in (1, 2, 4)])
def test_a_choice_never_closes_the_circle(key: str, players: int, level: str) -> None:
    engine = rules.get_engine(key)
    table = weights(key)
    cases = _positions(key, players)
    assert cases
    for state, seat in cases:
        first = choose(key, state, seat, level, 1)
        after = engine.apply(state, seat, first)
        if seat in {d.seat for d in engine.pending(after)} and not engine.is_over(after):
            second = choose(key, after, seat, level, 2)
            assert not same_state(engine.apply(after, seat, second), state), (
                key, players, level, first, second)
        # Where the seat is in a menu it could close, closing it is never followed by
        # reopening it: the choice back there is not the menu's entry.
        trip = round_trip(engine, state, seat, own_options(engine, state, seat),
                          table["returns"], table["avoid"])
        if trip is not None and first == trip[0]:
            _, origin, opener = trip
            assert choose(key, origin, seat, level, 3) != opener, (key, players, level)


def test_the_caverna_position_that_went_round_190_times_moves_on() -> None:
    """Move 294 of seed 7000 of ``bench_ai --game caverna --players 4 --match hard:easy``
    (round 11, no food before a harvest): the hard seat chose "Convert goods…" then
    "Back" about 190 times. Now its turn ends with a dwarf placed, no position repeated."""
    data = json.loads((Path(__file__).parent / "data" / "caverna_round_trip_7000.json")
                      .read_text(encoding="utf-8"))
    engine = rules.get_engine("caverna")
    state, seat = engine.from_json(data["state"]), data["seat"]
    seen = {fingerprint(state)}
    moves: list[str] = []
    for move in range(16):
        if seat not in {d.seat for d in engine.pending(state)}:
            break
        moves.append(choose("caverna", state, seat, "hard", move))
        state = engine.apply(state, seat, moves[-1])
        assert fingerprint(state) not in seen, move
        seen.add(fingerprint(state))
    else:
        raise AssertionError(f"the seat still has a question after 16 moves: {moves}")
    # It placed its dwarf (its last of the round: then it fed its family too).
    assert any(m.startswith("sp:") for m in moves), moves


def test_a_toggle_is_not_swapped_back_and_forth() -> None:
    """Seed 5004 of ``bench_ai --game cavern-tavern --match hard:easy``: serving an order,
    the hard seat swapped two cards ("bcard:liqueur", "bcard:ambrosia") in and out for
    ever once its choice became a function of the position. Its first 40 moves now never
    bring a position back (the whole game ends in 263 moves)."""
    engine = rules.get_engine("cavern-tavern")
    seed, sides = 5004, ["hard", "easy"]
    state = engine.new_game(2, seed)
    picker = Rng(seed ^ 0xB0A7)  # bench_ai.play's order of the seats to answer
    seen = {fingerprint(state)}
    for move in range(40):
        decision = picker.choice(engine.pending(state))
        option = choose("cavern-tavern", state, decision.seat, sides[decision.seat], move)
        state = engine.apply(state, decision.seat, option)
        assert fingerprint(state) not in seen, (move, option)
        seen.add(fingerprint(state))


def test_a_circle_of_five_serving_moves_is_not_gone_round() -> None:
    """Move 387 of seed 1315 of a 4-player Cavern Tavern game (the two other seats played
    a trial version of hard): serving its order, an easy seat went "serve", "tanelia",
    "chess", "book:syrup", "bcard:herbs", "back" and round again for ever, since its
    "Back" was traced only four of its own moves ahead. Its next 16 moves now never bring
    a position back."""
    data = json.loads((Path(__file__).parent / "data" / "tavern_circle_1315.json")
                      .read_text(encoding="utf-8"))
    engine = rules.get_engine("cavern-tavern")
    state, seat = engine.from_json(data["state"]), data["seat"]
    seen = {fingerprint(state)}
    for move in range(16):
        if seat not in {d.seat for d in engine.pending(state)}:
            break
        option = choose("cavern-tavern", state, seat, "easy", move)
        state = engine.apply(state, seat, option)
        assert fingerprint(state) not in seen, (move, option)
        seen.add(fingerprint(state))
