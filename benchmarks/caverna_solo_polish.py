"""Solo Caverna's book, improved turn by turn with exact rollouts ("pilot method").

    nice -n 10 python -m benchmarks.caverna_solo_polish --from-book \
        rules/ai/data/caverna_solo_book.json --sweeps 3 --completions 4 --seed 1 \
        --out rules/ai/data/caverna_solo_book.json

The beam search (``benchmarks/caverna_solo_book.py``) judges unfinished lines by
``caverna_plan.value``, and that judgement, not its width, held it at 94 points. Solo
Caverna has no hidden or random facts, so a line's worth can be known exactly: played to
the end. This tool takes a book's line as a list of turns (a dwarf's placement and every
answer until the next placement) and, for each turn in order, tries every placement
offered there, each finished ``--completions`` times at random (the planner's own turn
completions), and plays the rest of the game *after the line's own turns*: round by round,
each later turn of the line is replayed where its moves are still offered (the feedings
by the feeding script, the last trades by ``caverna_final``); a turn no longer possible,
or a dwarf the line did not have that round, gets the best of a few random turns by
``caverna_plan.value``. The candidate whose finished game scores the most replaces the
line when it scores more than the line, and the sweep moves on to the next turn. Every
score is the engine's own final score, so the line only ever gets better.

The book's 94 became 97 (``--sweeps 3 --completions 4 --seed 1``, 165 CPU-s: a better
round 11), then 98 (``--sideways --mend 3 --margin 4``, 117 CPU-s: a line of equal score
may replace the line, a replayed turn that breaks is finished by the best of three
completions, the last trades only for games near the line's score, four times faster).
Tried from 98 without a better line (issue 38, about 1,600 CPU-s): 9 sideways sweeps
(``--completions 5``) and 30 with ``--slack`` (ties go to the line leaving goods
unscored); 2 with ``--every 40`` (every turn of a placement instead of random ones); a
pass of ``--beam 6`` (partial lines kept by their rollouts; ``--beam 3`` from 97 too);
``--pair sp:excavation_1,sp:housework`` (a cavern dug and furnished together, 4 sweeps);
``--nested 11`` and ``--nested 9`` (each candidate judged by a pilot-method game after
it, 80 and 237 CPU-s). The beam search's 91 line (ore 0.8) polished as the book was
reached 97 (12 sweeps, 254 CPU-s). The writing
chamber already cancels the line's 7 points of losses, so only new points count.

98 -> 99 (issue 38): a replayed turn lost its furnishing tile whenever a change earlier in
the game made more tiles affordable (the menu then asks the tile's colour first, and the
line's ``t:treasure_chamber`` was no longer offered): every change that left more goods
for a later furnishing was judged on a broken game. ``_replay_turn`` now passes through
the colour menu. With it, a sixth yellow tile pays: ``--graft`` (turns replaced by hand)
digs two caverns in round 11 instead of a cavern and a tunnel, gathers wood instead of
building the second ruby mine and furnishes Main storage (2 points per yellow tile) in
round 12 (98 with seed 0, 97 with seeds 9 and 21, 95 with seed 5). Sideways sweeps from
there: seed 5, 8 sweeps, 99 (251 CPU-s); seed 9, 6 sweeps, 99 (180 CPU-s); seed 21, 6
sweeps, 100 (165 CPU-s: the book, the rulebook's mark; its command, from the 98 book,
is the one the book file records). Tried without a better line: ``--repair 4 --ahead 4 --completions
2`` (a turn and one of the next four changed together) over the 98 line (472 CPU-s,
before the colour-menu fix) and over a 99 line from round 7 (173 CPU-s); 10 sideways
sweeps of a 99 line (seed 11, 298 CPU-s).
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass

import rules
from benchmarks.caverna_solo_book import Node, book, complete, finish
from benchmarks.rerun import rerun_command
from rules.ai import caverna_feeding, caverna_final, caverna_plan
from rules.ai.caverna_book import position_key
from rules.ai.round_trips import own_options
from rules.caverna import scoring
from rules.caverna.data import FURNISHINGS
from rules.core import Rng, State
from rules.core.playout import apply_offered

ENGINE = rules.get_engine("caverna")
ABOUT = ("Solo Caverna's book (rules/ai/caverna_book.py): written by "
         "benchmarks/caverna_solo_book.py, then improved by benchmarks/caverna_solo_polish.py; "
         "re-run the commands of « after », last first, then « command », after a rules "
         "change.")
# Random turns drawn for a dwarf the line has no turn for (the best by value is played).
FILL = 2
# Random completions weighed for the rest of a replayed turn whose next move is no longer
# offered (``--mend``; 0: its moves not offered are skipped, then one random completion).
MEND = 0
# Points under the line's score below which a rollout's last trades are not made
# (``--margin``, ``judge``; -1: always made).
MARGIN = -1
# Every turn from a placement, at most this many per placement, instead of random
# completions (``--every``; 0: the completions).
EVERY = 0
# Whether sideways steps prefer lines leaving more goods unscored (``--slack``, ``slack``).
SLACK = False


@dataclass
class Turn:
    """One turn of a line: the round it was played in and its moves (the placement first);
    ``fed`` marks the moves the feeding script answered (replayed by the script)."""

    round: int
    moves: list[str]
    fed: list[bool]


def _placing(state: State) -> bool:
    stack = state["players"][0]["stack"]
    return bool(stack) and stack[-1]["k"] == "place"


def _done(state: State) -> bool:
    return ENGINE.is_over(state) or caverna_final._in_final(state, 0)


def split(moves: list[str]) -> list[Turn]:
    """A whole line's moves as turns (the last trades left out: ``finish`` plays them)."""
    state = ENGINE.new_game(1, 0)
    turns: list[Turn] = []
    for oid in moves:
        if _done(state):
            break
        if _placing(state) or not turns:
            turns.append(Turn(state["round"], [], []))
        fed = caverna_feeding.choice(state, 0, own_options(ENGINE, state, 0)) == oid
        turns[-1].moves.append(oid)
        turns[-1].fed.append(fed)
        state = ENGINE.apply(state, 0, oid)
    return turns


def _replay_turn(state: State, turn: Turn, rng: Rng) -> tuple[State, list[str]] | None:
    """``turn`` played again from ``state`` (a placement question): None when its
    placement is not offered. Moves no longer offered are skipped; the turn's questions
    left when its moves run out are answered as a completion would."""
    options = own_options(ENGINE, state, 0)
    if turn.moves[0] not in options:
        return None
    before = state
    queue = [m for m, fed in zip(turn.moves[1:], turn.fed[1:], strict=True) if not fed]
    played = [turn.moves[0]]
    state = apply_offered(ENGINE, state, 0, turn.moves[0])
    steps = 0
    while not ENGINE.is_over(state) and not caverna_plan._turn_over(before, state, 0):
        if caverna_final._in_final(state, 0) or steps >= caverna_plan.MAX_STEPS:
            break
        options = own_options(ENGINE, state, 0)
        if not options:
            break
        pick = caverna_feeding.choice(state, 0, options)
        if pick not in options and queue and queue[0] not in options:
            # A tile the line took from a short menu may sit behind the colour menu now
            # (more tiles affordable), or the other way round: its colour is passed
            # through, a colour no longer asked is skipped.
            colour = _colour(queue[0])
            if colour and f"cat:{colour}" in options:
                queue.insert(0, f"cat:{colour}")
            elif queue[0].startswith("cat:") and len(queue) > 1 and queue[1] in options:
                queue.pop(0)
        if pick not in options:
            if MEND and queue and queue[0] not in options:
                return _mend(before, state, played, rng)
            while queue and queue[0] not in options:
                queue.pop(0)
            if queue:
                pick = queue.pop(0)
            else:
                end, _ = complete(ENGINE, before, state, rng, played)
                return end, played
        played.append(pick)
        state = apply_offered(ENGINE, state, 0, pick)
        steps += 1
    return state, played


def _colour(oid: str) -> str | None:
    """The colour menu (``cat:``) a furnishing tile's option sits behind."""
    tile = FURNISHINGS.get(oid[2:]) if oid.startswith("t:") else None
    return tile["colour"] if tile else None


def _mend(before: State, state: State, played: list[str],
          rng: Rng) -> tuple[State, list[str]]:
    """The rest of a turn whose next move is no longer offered: the best by value of
    ``MEND`` random completions (a random one alone spoilt the rest of a changed line)."""
    tries = []
    for _ in range(MEND):
        moves = list(played)
        end, _n = complete(ENGINE, before, state, rng, moves)
        tries.append((end, moves))
    return max(tries, key=lambda t: caverna_plan.value(t[0], 0))


def every_turn(state: State, rng: Rng, limit: int) -> list[tuple[State, list[str]]]:
    """The turns from ``state`` (a placement question), every answer to every question
    (feedings by the feeding script, the menus that lead back left out), at most
    ``limit`` per placement, drawn in a random order when there are more."""
    out: list[tuple[State, list[str]]] = []

    def walk(before: State, now: State, moves: list[str], leaves: list) -> None:
        if len(leaves) >= limit:
            return
        if (ENGINE.is_over(now) or caverna_plan._turn_over(before, now, 0)
                or caverna_final._in_final(now, 0) or len(moves) > caverna_plan.MAX_STEPS):
            leaves.append((now, moves))
            return
        options = own_options(ENGINE, now, 0)
        if not options:
            leaves.append((now, moves))
            return
        pick = caverna_feeding.choice(now, 0, options)
        picks = [pick] if pick in options else (
            [o for o in options if o not in ("cv", "back")] or options)
        for i in range(len(picks) - 1, 0, -1):
            j = rng.below(i + 1)
            picks[i], picks[j] = picks[j], picks[i]
        for oid in picks:
            walk(before, apply_offered(ENGINE, now, 0, oid), [*moves, oid], leaves)

    for oid in own_options(ENGINE, state, 0):
        leaves: list[tuple[State, list[str]]] = []
        walk(state, apply_offered(ENGINE, state, 0, oid), [oid], leaves)
        out.extend(leaves)
    return out


def fresh_turns(state: State, completions: int, rng: Rng) -> list[tuple[State, list[str]]]:
    """Every placement offered at ``state``, each finished ``completions`` times (with
    ``EVERY`` set: every turn, ``every_turn``)."""
    if EVERY:
        return every_turn(state, rng, EVERY)
    out = []
    for _ in range(completions):
        for oid in own_options(ENGINE, state, 0):
            moves = [oid]
            after = apply_offered(ENGINE, state, 0, oid)
            end, _ = complete(ENGINE, state, after, rng, moves)
            out.append((end, moves))
    return out


def _fill(state: State, rng: Rng) -> tuple[State, list[str]]:
    """A turn the line has none for: the best by value of ``FILL`` random turns."""
    return max(fresh_turns(state, FILL, rng), key=lambda t: caverna_plan.value(t[0], 0))


def play_on(state: State, moves: list[str], rest: list[Turn], rng: Rng,
            refill: int = 0, insert: tuple[int, str] | None = None
            ) -> tuple[State, list[str]]:
    """The game from ``state`` (a placement question or the end) played after ``rest``,
    round by round, to its last trades; the moves played are added to ``moves``. Each
    turn of ``rest`` is left out with the chance ``refill`` per mille (a fill turn
    instead: lines a turn apart from the line's own). ``insert`` (j, placement): the j-th
    turn from here is a random turn of that placement instead of the line's (``--pair``;
    the moves come back empty when it is not offered there)."""
    by_round: dict[int, list[Turn]] = {}
    for turn in rest:
        if not refill or rng.below(1000) >= refill:
            by_round.setdefault(turn.round, []).append(turn)
    while not _done(state):
        if not _placing(state):
            # A question outside a turn (should not happen at a turn's end): answered at
            # random as the completions do.
            end, _ = complete(ENGINE, state, state, rng, moves)
            state = end
            continue
        queue = by_round.get(state["round"], [])
        got = None
        if insert is not None and insert[0] == 0:
            if insert[1] not in own_options(ENGINE, state, 0):
                return state, []
            if queue:
                queue.pop(0)
            played = [insert[1]]
            after = apply_offered(ENGINE, state, 0, insert[1])
            got = complete(ENGINE, state, after, rng, played)[0], played
        if insert is not None:
            insert = (insert[0] - 1, insert[1])
        while queue and got is None:
            got = _replay_turn(state, queue.pop(0), rng)
        state, played = got if got is not None else _fill(state, rng)
        moves.extend(played)
    return state, moves


def final(state: State, moves: list[str]) -> Node:
    return finish(ENGINE, [Node(state, moves, 0.0)], keep=1)


def judge(state: State, moves: list[str], floor: int) -> tuple[int, list[str], State]:
    """A rollout's final score and moves. The last trades (``caverna_final``, three
    quarters of a rollout's CPU) only raise the score: with ``MARGIN`` set they are made
    only when the score before them is within ``MARGIN`` of ``floor``."""
    if MARGIN >= 0 and not ENGINE.is_over(state):
        raw = scoring.total(state["players"][0])
        if raw < floor - MARGIN:
            return raw, moves, state
    node = final(state, moves)
    return scoring.total(node.state["players"][0]), node.moves, node.state


def slack(state: State) -> int:
    """Goods a finished game left unscored (food, wood, stone, ore): with ``SLACK``, the
    sideways steps prefer the line that leaves more, which a later change may turn into
    points."""
    res = state["players"][0]["res"]
    return res["food"] + res["wood"] + res["stone"] + res["ore"] if SLACK else 0


@dataclass
class Line:
    turns: list[Turn]
    score: int
    moves: list[str]
    slack: int = 0


def evaluate(moves: list[str]) -> Line:
    state = ENGINE.new_game(1, 0)
    for oid in moves:
        state = ENGINE.apply(state, 0, oid)
    node = final(state, list(moves)) if not ENGINE.is_over(state) else Node(state, moves, 0)
    total = scoring.total(node.state["players"][0])
    return Line(split(node.moves), total, node.moves, slack(node.state))


def _before(line: Line, k: int) -> tuple[State, list[str]]:
    """The position before the line's turn ``k`` and the moves that reach it."""
    state = ENGINE.new_game(1, 0)
    prefix: list[str] = []
    for turn in line.turns[:k]:
        for oid in turn.moves:
            state = apply_offered(ENGINE, state, 0, oid)
        prefix.extend(turn.moves)
    return state, prefix


def sweep(line: Line, completions: int, rng: Rng, refill: int = 0, sideways: bool = False,
          log: bool = True) -> tuple[Line, int]:
    """One pass over the line's turns (see the module's doc); the line and the games
    played. ``sideways``: a different line of the same score replaces the line too (one
    drawn among the best), so that a sweep does not stop on a plateau."""
    games = 0
    k = 0
    while k < len(line.turns):
        state, prefix = _before(line, k)
        if not _placing(state):
            k += 1
            continue
        top: list[Line] = []
        for end, moves in fresh_turns(state, completions, rng):
            tail_state, all_moves = play_on(end, prefix + moves, line.turns[k + 1:], rng,
                                            refill)
            total, done, end_state = judge(tail_state, all_moves, line.score)
            games += 1
            key = (total, slack(end_state))
            if not top or key > (top[0].score, top[0].slack):
                top = [Line([], total, done, key[1])]
            elif key == (top[0].score, top[0].slack) and done != line.moves:
                top.append(Line([], total, done, key[1]))
        top = [t for t in top if t.moves != line.moves]
        if top and (top[0].score > line.score or (
                sideways and (top[0].score, top[0].slack) >= (line.score, line.slack))):
            line = evaluate((top[rng.below(len(top))] if sideways else top[0]).moves)
            if log:
                print(f"  turn {k} (round {line.turns[k].round}): {line.score} "
                      f"{line.turns[k].moves[0]}", flush=True)
        k += 1
    return line, games


def pair_sweep(line: Line, first: str, second: str, completions: int, ahead: int,
               rng: Rng, log: bool = True) -> tuple[Line, int]:
    """Two turns changed at once (a change one turn alone cannot judge: a cavern dug
    pays only once a later turn furnishes it): for each turn of the line that can place
    on ``first``, ``completions`` random turns there, each followed by the line's own
    turns but for one of the next ``ahead`` turns, a random turn placed on ``second``;
    the best whole game replaces the line when it scores more."""
    games = 0
    for k in range(len(line.turns)):
        state, prefix = _before(line, k)
        if not _placing(state) or first not in own_options(ENGINE, state, 0):
            continue
        best: tuple[int, list[str]] | None = None
        for _ in range(completions):
            moves = [first]
            end, _n = complete(ENGINE, state, apply_offered(ENGINE, state, 0, first), rng,
                               moves)
            for j in range(ahead):
                tail_state, all_moves = play_on(end, prefix + moves, line.turns[k + 1:],
                                                rng, insert=(j, second))
                if not all_moves:
                    continue
                games += 1
                total, done, _end = judge(tail_state, all_moves, line.score)
                if best is None or total > best[0]:
                    best = (total, done)
        if best is not None and best[0] > line.score:
            line = evaluate(best[1])
            if log:
                print(f"  turns {k}+ (round {line.turns[k].round}): {line.score} {first} "
                      f"{second}", flush=True)
    return line, games


def graft(line: Line, turns: dict[int, list[str]], rng: Rng) -> Line:
    """The line with its turns ``turns`` (index -> moves) replaced (``--graft``: a change
    of several turns at once, found by hand), every other turn replayed as ``play_on``
    replays it, whatever its score."""
    state, moves = ENGINE.new_game(1, 0), []
    for k, turn in enumerate(line.turns):
        if _done(state):
            break
        if k in turns:
            turn = Turn(turn.round, turns[k], [False] * len(turns[k]))
        got = _replay_turn(state, turn, rng)
        state, played = got if got is not None else _fill(state, rng)
        moves.extend(played)
    while not _done(state):
        state, played = _fill(state, rng)
        moves.extend(played)
    return evaluate(judge(state, moves, 0)[1])


def _rollouts(line: Line, k: int, completions: int, rng: Rng) -> list[tuple[int, list[str]]]:
    """Every placement at the line's turn ``k`` (``completions`` random finishes each),
    each played to the end after the line's later turns: (final score, whole game)."""
    state, prefix = _before(line, k)
    if not _placing(state):
        return []
    out = []
    for end, moves in fresh_turns(state, completions, rng):
        tail_state, all_moves = play_on(end, prefix + moves, line.turns[k + 1:], rng)
        total, done, _end = judge(tail_state, all_moves, line.score)
        out.append((total, done))
    return out


def repair_sweep(line: Line, completions: int, keep: int, ahead: int, rng: Rng,
                 sideways: bool = False, log: bool = True,
                 from_round: int = 0) -> tuple[Line, int]:
    """Two turns changed at once, any placements (``--repair``): at each turn of the
    line, every placement offered (``completions`` random finishes each) is played to
    the end after the line's later turns; the ``keep`` best of those games that differ
    from the line (one per placement first) are each swept again, one turn at a time,
    over their next ``ahead`` turns (a change that loses alone may pay once a later turn
    is changed too: a cavern dug instead of a tunnel, then furnished). The best game
    replaces the line when it scores more (``sideways``: as much, being another line)."""
    games = 0
    k = 0
    while k < len(line.turns):
        if line.turns[k].round < from_round:
            # The turns before ``--from-round`` are kept as they are.
            k += 1
            continue
        first = _rollouts(line, k, completions, rng)
        games += len(first)
        by_placement: dict[str, tuple[int, list[str]]] = {}
        for total, done in first:
            if done == line.moves:
                continue
            # The placement of turn k in that game: the move after the line's prefix.
            mark = done[sum(len(t.moves) for t in line.turns[:k])]
            if mark not in by_placement or total > by_placement[mark][0]:
                by_placement[mark] = (total, done)
        starts = sorted(by_placement.values(), key=lambda x: -x[0])[:keep]
        best = max(((t, d) for t, d in first if d != line.moves), default=None,
                   key=lambda x: x[0])
        for _total, done in starts:
            changed = evaluate(done)
            for j in range(k + 1, min(k + 1 + ahead, len(changed.turns))):
                got = _rollouts(changed, j, completions, rng)
                games += len(got)
                for total, moves in got:
                    if moves != line.moves and (best is None or total > best[0]):
                        best = (total, moves)
        if best is not None and (best[0] > line.score or (sideways and best[0] == line.score)):
            line = evaluate(best[1])
            if log:
                print(f"  turn {k} (round {line.turns[k].round}): {line.score} "
                      f"{line.turns[k].moves[0]} (repair)", flush=True)
        elif log:
            print(f"  turn {k}: best {best[0] if best else None} ({games} games)", flush=True)
        k += 1
    return line, games


def pilot(state: State, prefix: list[str], guide: Line, completions: int,
          rng: Rng) -> tuple[int, list[str]]:
    """The game from ``state`` (a placement question) played turn by turn by the pilot
    method: at each turn every placement, ``completions`` random finishes each, judged by
    the game played after the guide's later turns; the best is played and the next turn
    chosen so. Returns the best whole game any of those rollouts played."""
    best: tuple[int, list[str]] = (-1000, [])
    moves = list(prefix)
    while not _done(state) and _placing(state):
        pick: tuple[int, State, list[str]] | None = None
        for end, turn in fresh_turns(state, completions, rng):
            if _done(end) or not _placing(end):
                tail_state, all_moves = end, moves + turn
            else:
                tail_state, all_moves = play_on(end, moves + turn, _rest(guide, end), rng)
            total, done, _end = judge(tail_state, all_moves, guide.score)
            if total > best[0]:
                best = (total, done)
            if pick is None or total > pick[0]:
                pick = (total, end, turn)
        assert pick is not None
        state, moves = pick[1], moves + pick[2]
    if _done(state):
        total, done, _end = judge(state, moves, guide.score)
        best = max(best, (total, done), key=lambda x: x[0])
    return best


def nested_sweep(line: Line, completions: int, from_round: int, rng: Rng,
                 log: bool = True) -> tuple[Line, int]:
    """As ``sweep`` from the round ``from_round`` on, but each candidate turn is judged
    by the whole game the pilot method plays after it (``pilot``): changes of several
    turns at once (a cavern dug, then furnished; wood gathered for it)."""
    games = 0
    for k in range(len(line.turns)):
        if line.turns[k].round < from_round:
            continue
        state, prefix = _before(line, k)
        if not _placing(state):
            continue
        best: tuple[int, list[str]] | None = None
        for end, moves in fresh_turns(state, completions, rng):
            games += 1
            if _done(end) or not _placing(end):
                total, done, _end = judge(end, prefix + moves, line.score)
            else:
                total, done = pilot(end, prefix + moves, line, completions, rng)
            if best is None or total > best[0]:
                best = (total, done)
        if best is not None and best[0] > line.score:
            line = evaluate(best[1])
            if log:
                print(f"  turn {k} (round {line.turns[k].round}): {line.score} "
                      f"{line.turns[k].moves[0]} (nested)", flush=True)
    return line, games


def _rest(guide: Line, state: State) -> list[Turn]:
    """The guide line's turns still to come at ``state`` (a placement question): those of
    later rounds, and those of this round past the dwarfs already placed."""
    placed = sum(d["at"] is not None for d in state["players"][0]["dwarfs"])
    now = [t for t in guide.turns if t.round == state["round"]]
    return now[placed:] + [t for t in guide.turns if t.round > state["round"]]


@dataclass
class Partial:
    state: State
    moves: list[str]
    score: int
    value: float


def beam_pilot(line: Line, width: int, completions: int, rng: Rng, refill: int = 0,
               log: bool = True, from_round: int = 0) -> tuple[Line, int]:
    """A beam over turns judged by exact rollouts: from the start, every kept partial line
    is extended by every placement offered (``completions`` random finishes each), each
    extension played to the end after the best line found so far (``play_on``: its later
    turns, round by round) and judged by that game's final score; the ``width`` best
    extensions (distinct positions) are kept, turn after turn to the end. Every rollout is
    a whole game: the best of them is the line returned, and the guide of those after."""
    games = 0
    state, prefix = ENGINE.new_game(1, 0), []
    # ``from_round``: the line's turns before that round are kept (``--from-round``).
    for turn in line.turns:
        if turn.round >= from_round:
            break
        for oid in turn.moves:
            state = apply_offered(ENGINE, state, 0, oid)
        prefix.extend(turn.moves)
    beam = [Partial(state, prefix, line.score, 0.0)]
    depth = 0
    while beam:
        found: dict[str, Partial] = {}
        for node in beam:
            if _done(node.state) or not _placing(node.state):
                continue
            for end, moves in fresh_turns(node.state, completions, rng):
                prefix = node.moves + moves
                if _done(end):
                    tail_state, all_moves = end, list(prefix)
                else:
                    tail_state, all_moves = play_on(end, list(prefix), _rest(line, end), rng,
                                                    refill)
                total, done, _end = judge(tail_state, all_moves, line.score)
                games += 1
                if total > line.score:
                    line = evaluate(done)
                    if log:
                        print(f"  turn {depth} (round {node.state['round']}): {line.score} "
                              f"{moves[0]}", flush=True)
                mark = position_key(end)
                child = Partial(end, prefix, total, caverna_plan.value(end, 0))
                if mark not in found or (total, child.value) > (found[mark].score,
                                                                found[mark].value):
                    found[mark] = child
        beam = sorted(found.values(), key=lambda x: (-x.score, -x.value))[:width]
        depth += 1
    return line, games


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--from-book", required=True)
    parser.add_argument("--sweeps", type=int, default=2)
    parser.add_argument("--completions", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--refill", type=int, default=0, help="per mille of the line's "
                        "later turns left out of a candidate's game (a fill turn instead)")
    parser.add_argument("--beam", type=int, default=0, help="a beam of this width over "
                        "turns judged by rollouts (beam_pilot) instead of sweeps")
    parser.add_argument("--mend", type=int, default=0, help="completions weighed when a "
                        "replayed turn's move is no longer offered (MEND)")
    parser.add_argument("--margin", type=int, default=-1, help="last trades only for "
                        "rollouts within this many points of the line (MARGIN)")
    parser.add_argument("--pair", default="", help="FIRST,SECOND: two placements "
                        "changed together (pair_sweep) instead of one turn")
    parser.add_argument("--ahead", type=int, default=8, help="with --pair or --repair: "
                        "turns after the first where the second may come")
    parser.add_argument("--repair", type=int, default=0, help="two turns changed at once: "
                        "this many of a turn's best changes swept again over --ahead turns "
                        "(repair_sweep)")
    parser.add_argument("--every", type=int, default=0, help="every turn from a "
                        "placement, at most this many, instead of --completions (EVERY)")
    parser.add_argument("--from-round", type=int, default=0, help="with --beam or "
                        "--repair: the line's turns before this round kept")
    parser.add_argument("--slack", action="store_true", help="sideways steps prefer "
                        "lines leaving more goods unscored (SLACK)")
    parser.add_argument("--nested", type=int, default=0, help="from this round on, each "
                        "candidate judged by the pilot method's game after it")
    parser.add_argument("--graft", default="", help="K=MOVES;K=MOVES: the line's turns K "
                        "(from 0) replaced by those moves before the sweeps (graft)")
    parser.add_argument("--sideways", action="store_true",
                        help="take a different line of the same score too")
    parser.add_argument("--out", default="")
    return parser


def main(argv: list[str] | None = None) -> None:
    parser = make_parser()
    args = parser.parse_args(argv)
    global MEND, MARGIN, EVERY, SLACK
    MEND, MARGIN, EVERY, SLACK = args.mend, args.margin, args.every, args.slack
    with open(args.from_book, encoding="utf-8") as f:
        start = json.load(f)
    cpu = time.process_time()
    rng = Rng(args.seed)
    line = evaluate([m["option"] for m in start["moves"]])
    print(f"start: {line.score}", flush=True)
    if args.graft:
        line = graft(line, {int(k): v.split() for k, v in (
            part.split("=", 1) for part in args.graft.split(";"))}, rng)
        print(f"grafted: {line.score}", flush=True)
    games = 0
    written = line.score
    for n in range(args.sweeps):
        if args.nested:
            line, played = nested_sweep(line, args.completions, args.nested, rng)
        elif args.pair:
            first, second = args.pair.split(",")
            line, played = pair_sweep(line, first, second, args.completions, args.ahead,
                                      rng)
        elif args.repair:
            line, played = repair_sweep(line, args.completions, args.repair, args.ahead,
                                        rng, args.sideways, from_round=args.from_round)
        elif args.beam:
            line, played = beam_pilot(line, args.beam, args.completions, rng, args.refill,
                                      from_round=args.from_round)
        else:
            line, played = sweep(line, args.completions, rng, args.refill, args.sideways)
        games += played
        print(f"sweep {n + 1}: {line.score} ({games} games, "
              f"{time.process_time() - cpu:.0f} CPU-s)", flush=True)
        if args.out and line.score > written:
            # The line after every sweep once it beats the book, with the sweeps played
            # (a long run may be stopped): the same command with that --sweeps writes it
            # again (sideways steps change the line after its score stopped rising).
            _write(parser, argparse.Namespace(**{**vars(args), "sweeps": n + 1}), start, line,
                   round(time.process_time() - cpu))
    cpu = time.process_time() - cpu
    state = ENGINE.new_game(1, 0)
    for oid in line.moves:
        state = ENGINE.apply(state, 0, oid)
    player = state["players"][0]
    shown = ", ".join(f"{label} {points}" for label, points in scoring.breakdown(player)
                      if points)
    print(f"best line: {line.score} points ({shown}); tiles {player['tiles']}; weapons "
          f"{[d['w'] for d in player['dwarfs']]}; dwarfs {len(player['dwarfs'])}; "
          f"{cpu:.0f} CPU-s")


def command(parser: argparse.ArgumentParser, args: argparse.Namespace) -> str:
    """The command that plays this polish again."""
    return rerun_command("benchmarks.caverna_solo_polish", parser, args,
                         always=("from_book", "sweeps", "completions", "seed"), skip=("out",))


def _write(parser: argparse.ArgumentParser, args: argparse.Namespace, start: dict,
           line: Line, cpu: int) -> None:
    data = {
        "about": ABOUT,
        "command": command(parser, args),
        "after": [start["command"], *start.get("after", [])],
        "search_cpu_seconds": start.get("search_cpu_seconds", 0) + cpu,
        "score": line.score,
    }
    moves = book(ENGINE, line.moves)
    with open(args.out, "w", encoding="utf-8") as f:
        head = json.dumps(data, indent=1)[:-2]
        f.write(head + ',\n "moves": [\n' + ",\n".join(
            json.dumps(m) for m in moves) + "\n ]\n}\n")


if __name__ == "__main__":
    main()
