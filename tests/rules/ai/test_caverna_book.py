"""Solo Caverna's book (rules/ai/caverna_book.py): a line found offline, followed by hard
and expert while the game is on it, left the moment it is not."""

from __future__ import annotations

import pytest

import rules
from rules.ai import caverna_book, choose
from rules.ai.round_trips import own_options
from rules.caverna.data import SETUP
from rules.core import Rng, State
from tests.rules.ai.helpers import play
from tests.sizes import full_runs

ENGINE = rules.get_engine("caverna")
RERUN = ("the solo Caverna book no longer matches the engine: re-run the commands in "
         "rules/ai/data/caverna_solo_book.json (benchmarks.caverna_solo_book, then "
         "benchmarks.caverna_solo_polish: those of « after », last first, then "
         "« command », each with --out that file) "
         "and commit the new book")
# The rulebook's mark for a solo game: « the magic score of 100 points ».
MARK = SETUP["solo_goal"]
# The best line found so far: the rulebook's mark (issue 38).
BOOK_MARK = 100


def _book() -> list[dict[str, str]]:
    return caverna_book.load()["moves"]


def _along(moves: int, seed: int = 50000) -> State:
    """The solo game after the book's first ``moves`` moves."""
    state = ENGINE.new_game(1, seed)
    for move in _book()[:moves]:
        state = ENGINE.apply(state, 0, move["option"])
    return state


def test_every_seed_plays_the_same_solo_game() -> None:
    """No hidden or random fact: the position key is the same whatever the seed."""
    assert caverna_book.position_key(ENGINE.new_game(1, 1)) == \
        caverna_book.position_key(ENGINE.new_game(1, 50001))


def test_the_book_is_a_line_of_the_engine_from_the_start_to_its_end() -> None:
    """Every recorded position is the engine's, every recorded move is offered there, and
    the line ends the game at the score the file records."""
    state = ENGINE.new_game(1, 50002)
    for n, move in enumerate(_book()):
        assert caverna_book.position_key(state) == move["key"], f"move {n}: {RERUN}"
        assert move["option"] in own_options(ENGINE, state, 0), f"move {n}: {RERUN}"
        state = ENGINE.apply(state, 0, move["option"])
    assert ENGINE.is_over(state), RERUN
    assert ENGINE.scores(state)[0].total == caverna_book.load()["score"], RERUN
    assert caverna_book.load()["score"] >= BOOK_MARK


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_solo_caverna_follows_the_book_to_its_score(level: str) -> None:
    """Through the host's entry point (``rules.ai.choose``), every choice offered and no
    position repeated (``helpers.play``): the book's score, whatever the seed."""
    state = play("caverna", [level], 50003)
    assert ENGINE.scores(state)[0].total == caverna_book.load()["score"] >= BOOK_MARK


def test_solo_caverna_hard_reaches_100() -> None:
    """Issue 38: alone, ``hard`` reaches the rulebook's « magic score of 100 points »."""
    state = play("caverna", ["hard"], 50003)
    assert ENGINE.scores(state)[0].total >= MARK


def test_other_game_options_are_off_the_book() -> None:
    state = ENGINE.new_game(1, 50004, {"furnishing_set": "intro"})
    first = _book()[0]["option"]
    assert caverna_book.choice(state, 0, own_options(ENGINE, state, 0)) is None
    assert caverna_book.choice(ENGINE.new_game(1, 50004), 0, [first]) == first
    assert caverna_book.choice(ENGINE.new_game(2, 50004), 0, [first]) is None


def _off_the_book(moves: int) -> State:
    """The book's first ``moves`` moves, then a move the book never makes (a placement the
    book makes later in the round could lead back onto it)."""
    state = _along(moves)
    booked = {m["option"] for m in _book()}
    other = next(o for o in own_options(ENGINE, state, 0) if o not in booked)
    state = ENGINE.apply(state, 0, other)
    assert caverna_book.choice(state, 0, own_options(ENGINE, state, 0)) is None
    return state


def _play_on(state: State, level: str) -> tuple[State, int]:
    """The game played to its end by ``level``; the decisions taken off the book."""
    off = 0
    for move in range(400):
        if ENGINE.is_over(state):
            return state, off
        (decision,) = ENGINE.pending(state)
        options = [o.id for o in decision.options]
        off += len(options) > 1 and caverna_book.choice(state, 0, options) is None
        option = choose("caverna", state, decision.seat, level, move)
        assert decision.option(option) is not None, (move, option)
        state = ENGINE.apply(state, decision.seat, option)
    raise AssertionError("no end after 400 moves")


def _last_round_start() -> int:
    """The book's move that places the first dwarf of the last round."""
    state = ENGINE.new_game(1, 50005)
    for n, move in enumerate(_book()):
        if state["round"] == state["rounds"][-1]:
            return n
        state = ENGINE.apply(state, 0, move["option"])
    raise AssertionError("the book never reaches the last round")


def test_a_game_that_leaves_the_book_is_played_on_to_its_end() -> None:
    """A seat handed to the computer after a person placed a dwarf elsewhere than the
    book in the last round: hard plays on, every move offered, to the end."""
    state, off = _play_on(_off_the_book(_last_round_start()), "hard")
    assert ENGINE.is_over(state) and off >= 3


@pytest.mark.skipif(not full_runs(), reason="a whole hard solo game off the book (2 CPU-s "
                    "from this first move, 45 s from another): CAVERN_FULL_RUNS=1")
def test_a_game_off_the_book_from_its_first_move_is_played_to_its_end() -> None:
    state, off = _play_on(_off_the_book(0), "hard")
    assert ENGINE.is_over(state) and off >= 50


def test_the_polish_replays_the_books_own_turns_to_its_score() -> None:
    """``benchmarks.caverna_solo_polish`` judges a changed turn by the game played after
    the line's other turns: given the line's own turns from the start, that game is the
    book's (the replay loses nothing), and a changed first turn is a legal whole game."""
    from benchmarks import caverna_solo_polish as polish

    moves = [m["option"] for m in _book()]
    turns = polish.split(moves)
    assert [m for t in turns for m in t.moves] == moves[:sum(len(t.moves) for t in turns)]
    rng = Rng(1)
    state, played = polish.play_on(ENGINE.new_game(1, 0), [], turns, rng)
    score, line, _end = polish.judge(state, played, 0)
    assert score == caverna_book.load()["score"]
    end, first = polish.fresh_turns(ENGINE.new_game(1, 0), 1, rng)[-1]
    state, played = polish.play_on(end, first, turns[1:], rng)
    score, line, _end = polish.judge(state, played, 0)
    replayed = ENGINE.new_game(1, 0)
    for oid in line:
        assert oid in own_options(ENGINE, replayed, 0)
        replayed = ENGINE.apply(replayed, 0, oid)
    assert ENGINE.is_over(replayed) and ENGINE.scores(replayed)[0].total == score


def test_the_polish_replays_a_furnishing_turn_whether_or_not_its_colour_is_asked() -> None:
    """A change earlier in the game can make more tiles affordable (the furnishing menu
    then asks the tile's colour first) or fewer (it lists the tiles at once): every
    furnishing turn of the book, replayed with its colour move left out or put in,
    furnishes the same tile (it once lost the tile, and each such change was judged on a
    broken game)."""
    from benchmarks import caverna_solo_polish as polish
    from rules.caverna.data import FURNISHINGS

    turns = polish.split([m["option"] for m in _book()])
    state = ENGINE.new_game(1, 0)
    checked = 0
    for turn in turns:
        tiles = [m for m in turn.moves if m.startswith("t:") and m[2:] in FURNISHINGS]
        if tiles and polish._placing(state):
            plain = [m for m in turn.moves if not m.startswith("cat:")]
            at = plain.index(tiles[0])
            asked = [*plain[:at], f"cat:{FURNISHINGS[tiles[0][2:]]['colour']}", *plain[at:]]
            for moves in (plain, asked):
                got = polish._replay_turn(state, polish.Turn(turn.round, moves,
                                                             [False] * len(moves)), Rng(1))
                assert got is not None and tiles[0] in got[1], (turn.moves, moves, got)
            checked += 1
        for oid in turn.moves:
            state = ENGINE.apply(state, 0, oid)
    assert checked >= 5
