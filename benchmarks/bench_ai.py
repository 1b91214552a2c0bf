"""The computer player (rules/ai): its levels against each other and against random legal
play, per game, with win rates, mean scores and decision-time percentiles.

    python -m benchmarks.bench_ai [--games N] [--game KEY] [--match A:B] [--players N]
    python -m benchmarks.bench_ai --games 200 --players 1 --players 2     # the targets
    python -m benchmarks.bench_ai --games 20 --players 4                  # 4-player figures
    python -m benchmarks.bench_ai --level big=hard,worlds=4,completions=12 --match big:hard
    python -m benchmarks.bench_ai --game caverna --players 2 --players 3 --players 4 \
        --match hard:easy --games 30 --first-seed 20000 --safety-seconds 100  # issue 38

Each match plays N seeded games (seeds 0..N-1, or from --first-seed on) with seats
alternating between the two sides, so neither side always starts; with 4 players two seats
play each side (a, b, a, b) and a win for A means one of A's seats alone in first place.
A win is a first place not shared; a shared first place is a tie. "random" picks uniformly
among the offered options. The solo row plays the 1-player game (Cave vs Cave: the
50-point goal; the others report their own solo goal). Decision times are for the computer
seats only (every call, forced moves included): p50, p95, p99 and the slowest (named under
the row with --slowest), in wall-clock time, then "cpu p95/p99": the same in the thread's
CPU time (on a shared machine the wall clock also counts other work; the computer player
bounds its work by counts, so its CPU time is what a quiet machine would see). "95% CI" is
the Wilson interval of A's win rate; when both sides are computer levels, a second line
gives A's decision times alone. ``--level NAME=BASE,FIELD=VALUE,...`` plays a level of
this run only: BASE's settings with the named fields of ``rules.ai.levels.Level`` changed
(to try a larger search against today's, as ``--match NAME:hard``). In Caverna the
row ends with how often A took begging markers at a feeding where converting goods would
have covered the shortfall for fewer points (``rules/ai/caverna_feeding.py``), and a
second line how many of A's seats grew their family (a third dwarf or more) and built a
dwelling (``rules/ai/caverna_family.py``).

Per seat (issue 38): the side metric above counts a game as A's when A's best seat is
first, which flatters a side with two seats of four. So every match with two sides also
prints a "seats" line: of the (seat of A, seat of B) pairs in the same game, the share
where A's seat scored more (ties apart), its Wilson 95 % interval, and a game-clustered
95 % interval (the pairs of one game are not independent: a ratio estimate with the
variance summed per game); then per seat, A against B, the mean score and, in Caverna,
the mean begging markers, family size (dwarfs at the end) and furnishing tiles. Every
match ends with a "checks" line: games past ``MOVE_CAP`` moves (stopped there) and
positions a computer seat's move brought back (a round trip gone round).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import rules
from benchmarks.figures import percentile
from rules.ai import LEVELS, caverna_feeding, choose
from rules.ai import features as ai_features
from rules.ai import search as ai_search
from rules.ai.round_trips import fingerprint
from rules.caverna.data import FURNISHINGS, SETUP
from rules.core import Rng

RANDOM = "random"
# The default run (python -m benchmarks) stays short: a handful of games per match.
DEFAULT_GAMES = 1
MATCHES = ("hard:random", "easy:random", "hard:easy")
# Far above any real game's length (a 4-player Caverna game takes about 350 moves): a game
# still running there is stopped and counted.
MOVE_CAP = 5000


@dataclass(frozen=True)
class Seat:
    """One seat's end of one game: its side and what it had (Caverna's counts else 0)."""

    side: str
    score: float
    begging: int = 0
    family: int = 0
    tiles: int = 0


@dataclass
class Tally:
    wins: dict[str, int] = field(default_factory=dict)
    ties: int = 0
    scores: dict[str, list[int]] = field(default_factory=dict)
    seconds: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    # The same per side: (wall, cpu) of each of its decisions.
    side_times: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    goals: int = 0
    slowest: tuple[float, str] = (0.0, "")
    # Caverna feeding by the computer seats: (side, seed, seat, round) of each shortfall
    # it could have covered by converting goods, and of those where it begged anyway.
    could_convert: set[tuple[str, int, int, int]] = field(default_factory=set)
    begged: set[tuple[str, int, int, int]] = field(default_factory=set)
    # Caverna, per side: seats played, seats that grew their family, built a dwelling.
    family: dict[str, list[int]] = field(default_factory=dict)
    # Every game's seats, in seat order (the per-seat figures).
    games: list[list[Seat]] = field(default_factory=list)
    # Games stopped at MOVE_CAP; positions a computer seat's move brought back.
    capped: int = 0
    repeats: int = 0
    # The first repeated position: which seed, move, seat, side and option.
    first_repeat: str = ""


def play(key: str, sides: Sequence[str], seed: int, tally: Tally) -> list[int]:
    """One game; ``sides[s]`` plays seat s. Returns the final totals."""
    engine = rules.get_engine(key)
    state = engine.new_game(len(sides), seed)
    picker = Rng(seed ^ 0xB0A7)
    move = 0
    seen = {fingerprint(state)}
    while not engine.is_over(state):
        if move >= MOVE_CAP:
            tally.capped += 1
            break
        decision = picker.choice(engine.pending(state))
        side = sides[decision.seat]
        if side == RANDOM:
            option = picker.choice(decision.options).id
        else:
            _deciding[0] = side
            start, cpu = time.perf_counter(), time.thread_time()
            option = choose(key, state, decision.seat, side, seed * 100_003 + move,
                            time.monotonic)
            took = time.perf_counter() - start
            cpu = time.thread_time() - cpu
            tally.seconds.append(took)
            tally.cpu.append(cpu)
            tally.side_times.setdefault(side, []).append((took, cpu))
            if took > tally.slowest[0]:
                tally.slowest = (took, f"seed {seed} move {move} seat {decision.seat} "
                                       f"{side} chose {option!r}")
            if key == "caverna" and caverna_feeding.could_convert(state, decision.seat):
                short = (side, seed, decision.seat, state["round"])
                tally.could_convert.add(short)
                if option == "pay":
                    tally.begged.add(short)
        state = engine.apply(state, decision.seat, option)
        move += 1
        mark = fingerprint(state)
        # A random seat may go round (it is not the computer player): only AI moves count.
        if side != RANDOM and mark in seen:
            tally.repeats += 1
            tally.first_repeat = tally.first_repeat or (
                f"seed {seed} move {move} seat {decision.seat} {side} chose {option!r}")
        seen.add(mark)
    totals = [s.total for s in engine.scores(state)]
    first = engine.ranking(state)[0]
    if len(sides) == 1:
        view = engine.view(state, None)
        tally.goals += bool(view.get("solo_goal_reached") or view.get("solo_won"))
    elif len(first) == 1:
        tally.wins[sides[first[0]]] = tally.wins.get(sides[first[0]], 0) + 1
    else:
        tally.ties += 1
    seats = []
    for seat, side in enumerate(sides):
        tally.scores.setdefault(side, []).append(totals[seat])
        if key != "caverna":
            seats.append(Seat(side, totals[seat]))
        else:
            player = state["players"][seat]
            seats.append(Seat(side, totals[seat], player["begging"], len(player["dwarfs"]),
                              len(player["tiles"])))
            grew = len(player["dwarfs"]) > SETUP["dwarfs_at_start"]
            built = any(FURNISHINGS[t].get("room", 0) for t in player["tiles"])
            row = tally.family.setdefault(side, [0, 0, 0])
            row[0] += 1
            row[1] += grew
            row[2] += built
    tally.games.append(seats)
    return totals


def match(key: str, a: str, b: str, players: int, games: int, first: int = 0) -> Tally:
    """``games`` games of side ``a`` against ``b`` (seats alternate: a, b, a, b…), seeds
    from ``first`` on."""
    tally = Tally()
    for seed in range(first, first + games):
        sides = [a if (seat + seed) % 2 == 0 else b for seat in range(players)]
        play(key, sides, seed, tally)
    return tally


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate ``wins / n``."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pair_counts(games: Sequence[Sequence[Seat]], a: str, b: str) -> list[tuple[int, int, int]]:
    """Per game, over its (seat of ``a``, seat of ``b``) pairs: (A scored more, ties,
    pairs)."""
    out = []
    for seats in games:
        mine = [s.score for s in seats if s.side == a]
        theirs = [s.score for s in seats if s.side == b]
        pairs = [(x, y) for x in mine for y in theirs]
        out.append((sum(x > y for x, y in pairs), sum(x == y for x, y in pairs), len(pairs)))
    return out


def clustered(per_game: Sequence[tuple[int, int]], z: float = 1.96) -> tuple[float, float]:
    """The 95 % interval of a share of pairs won, ``per_game`` giving (won, pairs) of each
    game, with the pairs of one game correlated: the ratio estimate's variance summed per
    game (a cluster-robust normal interval, G/(G-1) small-sample factor)."""
    games = [(w, n) for w, n in per_game if n]
    total = sum(n for _, n in games)
    if len(games) < 2:
        return 0.0, 1.0
    p = sum(w for w, _ in games) / total
    spread = sum((w - p * n) ** 2 for w, n in games) * len(games) / (len(games) - 1)
    half = z * math.sqrt(spread) / total
    return max(0.0, p - half), min(1.0, p + half)


def _mean(values: list[float]) -> float:
    return statistics.mean(values) if values else 0.0


def seats_line(key: str, tally: Tally, a: str, b: str) -> str:
    """The per-seat figures of a match (see the module's doc)."""
    if a == b:
        return ""
    per_game = pair_counts(tally.games, a, b)
    won = sum(w for w, _, _ in per_game)
    ties = sum(t for _, t, _ in per_game)
    n = sum(p for _, _, p in per_game)
    if not n:
        return ""
    low, high = wilson(won, n)
    c_low, c_high = clustered([(w, p) for w, _, p in per_game])

    def per_seat(name: str, side: str) -> float:
        return _mean([getattr(s, name) for g in tally.games for s in g if s.side == side])

    text = (f"\n  seats {a}>{b} {won}/{ties}/{n} pairs {100 * won / n:.0f}%"
            f" (95% CI {100 * low:.0f}-{100 * high:.0f}%, by game {100 * c_low:.0f}-"
            f"{100 * c_high:.0f}%); per seat {a}/{b}: mean {per_seat('score', a):.1f}/"
            f"{per_seat('score', b):.1f}")
    if key == "caverna":
        text += "".join(f", {label} {per_seat(name, a):.2f}/{per_seat(name, b):.2f}"
                        for label, name in (("begging", "begging"), ("family", "family"),
                                            ("tiles", "tiles")))
    return text


def solo_line(key: str, tally: Tally, a: str) -> str:
    """A solo row's Caverna counts per game."""
    if key != "caverna" or not tally.games:
        return ""
    seats = [s for g in tally.games for s in g]
    return ("\n  per game: " + ", ".join(
        f"{label} {_mean([getattr(s, label) for s in seats]):.2f}"
        for label in ("begging", "family", "tiles")))


def checks(tally: Tally) -> str:
    first = f" (first: {tally.first_repeat})" if tally.first_repeat else ""
    return (f"\n  checks: {tally.capped} games past {MOVE_CAP} moves, "
            f"{tally.repeats} positions repeated by a computer seat{first}")


def feeding(tally: Tally, side: str) -> str:
    could = sum(1 for s in tally.could_convert if s[0] == side)
    begged = sum(1 for s in tally.begged if s[0] == side)
    return f"  {side} begged in {begged} of {could} shortfalls it could convert" if could else ""


def family(tally: Tally, side: str) -> str:
    seats, grew, built = tally.family.get(side, (0, 0, 0))
    return (f"\n  {side}: {grew} of {seats} seats grew their family, {built} built a dwelling"
            if seats else "")


def _times(seconds: list[float], cpu: list[float]) -> str:
    ms = [1000 * s for s in seconds]
    return (f"{percentile(ms, 0.5):>7.1f}{percentile(ms, 0.95):>8.1f}"
            f"{percentile(ms, 0.99):>8.1f}{max(ms, default=0):>8.0f}"
            f"{1000 * percentile(cpu, 0.95):>7.0f}/{1000 * percentile(cpu, 0.99):<5.0f}")


def side_times(tally: Tally, a: str, b: str) -> str:
    """A's own decision times, when B's are in the row's too."""
    if RANDOM in (a, b) or a == b or a not in tally.side_times:
        return ""
    wall, cpu = zip(*tally.side_times[a], strict=True)
    return f"\n{'  ' + a + ' alone:':<80}{_times(list(wall), list(cpu))}"


def report(key: str, players: int, a: str, b: str, games: int, tally: Tally) -> str:
    times = _times(tally.seconds, tally.cpu)
    if players == 1:
        mean = statistics.mean(tally.scores[a])
        return (f"{key:<14}{players:>3}  {a + ' solo':<14}{'goal ' + str(tally.goals):>11}"
                f"{100 * tally.goals / games:>7.0f}%{'':>12}{mean:>8.1f}{'':>8}{times}"
                f"{feeding(tally, a)}{family(tally, a)}{solo_line(key, tally, a)}"
                f"{checks(tally)}")
    wins = tally.wins.get(a, 0)
    low, high = wilson(wins, games)
    return (f"{key:<14}{players:>3}  {a + ':' + b:<14}{wins:>4}/{tally.ties:>2}/{games:<4}"
            f"{100 * wins / games:>6.0f}%{100 * low:>5.0f}-{100 * high:<4.0f}%"
            f"{statistics.mean(tally.scores[a]):>8.1f}"
            f"{statistics.mean(tally.scores[b]):>8.1f}{times}{feeding(tally, a)}"
            f"{side_times(tally, a, b)}{family(tally, a)}{seats_line(key, tally, a, b)}"
            f"{checks(tally)}")


def add_level(spec: str) -> None:
    """Adds the level ``NAME=BASE,FIELD=VALUE,...`` to LEVELS for this run (see --level)."""
    name, _, rest = spec.partition("=")
    base, *changes = rest.split(",")
    if not name or name in LEVELS or name == RANDOM or base not in LEVELS:
        raise SystemExit(f"--level {spec}: NAME must be new and BASE one of {', '.join(LEVELS)}")
    level = LEVELS[base]
    values: dict[str, object] = {"name": name}
    for change in changes:
        field_name, _, value = change.partition("=")
        old = getattr(level, field_name, None)
        if field_name == "name" or old is None:
            raise SystemExit(f"--level {spec}: no field {field_name!r}")
        values[field_name] = (value.lower() in ("1", "true", "yes") if isinstance(old, bool)
                              else type(old)(value))
    LEVELS[name] = dataclasses.replace(level, **values)


# Feature weights of this run's levels (--feature): level name -> changed weights. The search
# reads the table through features.weights, which the bench points at the deciding side's.
FEATURE_WEIGHTS: dict[str, dict[str, float]] = {}
_deciding: list[str] = [""]
_base_weights = ai_features.weights


def _weights(key: str) -> dict[str, Any]:
    table = _base_weights(key)
    changes = FEATURE_WEIGHTS.get(_deciding[0])
    if not changes:
        return table
    return {**table, "features": {**table["features"], **changes}}


def add_feature_level(spec: str) -> None:
    """Adds the level ``NAME=BASE,FEATURE=WEIGHT,...``: BASE judging with these feature
    weights in every game (see --feature)."""
    name, _, rest = spec.partition("=")
    base, *changes = rest.split(",")
    changed = {f: float(v) for f, _, v in (c.partition("=") for c in changes)}
    known = {f for key in rules.GAMES for f in _base_weights(key).get("features", {})}
    if not changed or not changed.keys() <= known:
        raise SystemExit(f"--feature {spec}: FEATURE must be one of {', '.join(sorted(known))}")
    add_level(f"{name}={base}")
    FEATURE_WEIGHTS[name] = changed
    ai_features.weights = _weights  # type: ignore[assignment]
    ai_search.weights = _weights  # type: ignore[assignment]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per match")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="seed of the first game (to split a long run in parts)")
    parser.add_argument("--game", choices=sorted(rules.GAMES), action="append")
    parser.add_argument("--match", action="append",
                        help=f"A:B with levels {', '.join(LEVELS)} or {RANDOM}; "
                             f"default {', '.join(MATCHES)} (and the solo goal)")
    parser.add_argument("--safety-seconds", type=float,
                        help="the levels' wall-clock safety stop (rules/ai/budget.py); a "
                             "large value measures play as on a quiet machine, where the "
                             "work units alone bound a decision")
    parser.add_argument("--slowest", action="store_true",
                        help="name each match's slowest decision under its row")
    parser.add_argument("--players", type=int, action="append",
                        help="player counts (default 1 and 2 where the game has them; "
                             "4 players plays hard:random and hard:easy)")
    parser.add_argument("--level", action="append", default=[],
                        metavar="NAME=BASE,FIELD=VALUE,...",
                        help="a level of this run only: BASE's settings with these fields "
                             "changed, e.g. big=hard,worlds=4,completions=12 (then "
                             "--match big:hard)")
    parser.add_argument("--feature", action="append", default=[],
                        metavar="NAME=BASE,FEATURE=WEIGHT,...",
                        help="a level of this run only: BASE judging with these feature "
                             "weights (rules/ai/weights.json), e.g. "
                             "fp1=hard,first_player=1 (then --match fp1:hard)")
    args = parser.parse_args(argv)
    for spec in args.level:
        add_level(spec)
    for spec in args.feature:
        add_feature_level(spec)
    if args.safety_seconds is not None:
        for name, level in list(LEVELS.items()):
            LEVELS[name] = dataclasses.replace(level, safety_seconds=args.safety_seconds)
    print(f"{'game':<14}{'pl':>3}  {'A:B':<14}{'wins/ties/n':>12}{'A win':>7}{'95% CI':>12}"
          f"{'A mean':>8}{'B mean':>8}{'p50 ms':>7}{'p95 ms':>8}{'p99 ms':>8}{'max ms':>8}"
          f"{'cpu p95/p99':>13}")
    for key in args.game or sorted(rules.GAMES):
        engine = rules.get_engine(key)
        counts = args.players or [1, 2]
        for players in counts:
            if not engine.min_players <= players <= engine.max_players:
                continue
            if players == 1:
                # A solo row per level named first in --match (A:B plays A alone).
                pairs = [(m.split(":")[0],) * 2 for m in args.match or ("hard:hard",)]
            elif players == 2:
                pairs = [tuple(m.split(":")) for m in args.match or MATCHES]
            else:
                pairs = [tuple(m.split(":")) for m in args.match or ("hard:random", "hard:easy")]
            for a, b in pairs:
                tally = match(key, a, b, players, args.games, args.first_seed)
                print(report(key, players, a, b, args.games, tally), flush=True)
                if args.slowest:
                    print(f"  slowest: {tally.slowest[0]:.2f} s, {tally.slowest[1]}", flush=True)


if __name__ == "__main__":
    main()
