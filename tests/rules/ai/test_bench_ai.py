"""The computer-player benchmark runs and prints one row per match."""

from __future__ import annotations

import dataclasses

import pytest

from benchmarks import bench_ai
from rules.ai import LEVELS


def test_a_short_run_prints_a_row_per_match(capsys: pytest.CaptureFixture[str]) -> None:
    # The easy level only: a hard solo row costs seconds (its figures: test_report_rows).
    bench_ai.main(["--games", "1", "--game", "cave-vs-cave", "--players", "2",
                   "--match", "easy:random", "--match", "easy:easy"])
    rows = [r for r in capsys.readouterr().out.splitlines() if not r.startswith(" ")]
    assert rows[0].startswith("game")
    assert rows[1].split()[:3] == ["cave-vs-cave", "2", "easy:random"]
    assert rows[2].split()[:3] == ["cave-vs-cave", "2", "easy:easy"]
    assert len(rows) == 3


def test_report_rows_of_a_solo_goal_and_of_caverna_families() -> None:
    tally = bench_ai.Tally(scores={"hard": [52, 40]}, seconds=[0.5, 0.25], cpu=[0.4, 0.2],
                           goals=1, family={"hard": [2, 1, 1]})
    row, family, checks = bench_ai.report("caverna", 1, "hard", "hard", 2, tally).splitlines()
    assert row.split()[:6] == ["caverna", "1", "hard", "solo", "goal", "1"]
    assert "50%" in row and "46.0" in row
    assert family.strip() == "hard: 1 of 2 seats grew their family, 1 built a dwelling"
    assert checks.strip() == "checks: 0 games past 5000 moves, 0 positions repeated by a " \
        "computer seat"


def test_tally_counts_wins_and_decision_times() -> None:
    tally = bench_ai.match("cave-vs-cave", "easy", "random", 2, 2, first=5)
    assert sum(tally.wins.values()) + tally.ties == 2
    assert len(tally.scores["easy"]) == len(tally.scores["random"]) == 2
    assert len(tally.cpu) == len(tally.seconds)
    assert tally.seconds and bench_ai.percentile(tally.seconds, 0.95) <= max(tally.seconds)


def test_a_level_of_one_run_plays_against_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        bench_ai.main(["--games", "1", "--game", "cave-vs-cave", "--players", "2",
                       "--level", "tiny=easy,completions=1,steps=4", "--match", "tiny:easy"])
        assert LEVELS["tiny"] == dataclasses.replace(LEVELS["easy"], name="tiny",
                                                     completions=1, steps=4)
    finally:
        LEVELS.pop("tiny", None)
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[:3] == ["cave-vs-cave", "2", "tiny:easy"]
    # Both sides are computer levels: A's own decision times follow on a line of their own.
    assert rows[2].split()[:2] == ["tiny", "alone:"]
    assert rows[3].split()[:2] == ["seats", "tiny>easy"] and rows[4].split()[0] == "checks:"
    assert len(rows) == 5
    with pytest.raises(SystemExit):
        bench_ai.add_level("easy=hard,worlds=3")  # a level members pick stays as it is
    with pytest.raises(SystemExit):
        bench_ai.add_level("big=hard,depth=3")
    assert "big" not in LEVELS


def test_a_level_of_one_run_judges_with_its_own_feature_weights(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rules import get_engine
    from rules.ai import features, search

    monkeypatch.setattr(features, "weights", features.weights)
    monkeypatch.setattr(search, "weights", search.weights)
    monkeypatch.setattr(bench_ai, "FEATURE_WEIGHTS", {})
    try:
        bench_ai.add_feature_level("fp=hard,first_player=100")
        engine = get_engine("cavern-tavern")
        state = engine.new_game(3, 5)
        first = state["first"]
        bench_ai._deciding[0] = "hard"
        hard = features.values("cavern-tavern", engine, state, True)
        bench_ai._deciding[0] = "fp"
        changed = features.values("cavern-tavern", engine, state, True)
        # Only the first seat's worth moves, by the weight's change (round 1: full weight).
        assert changed[first] == hard[first] + 96
        assert [v for s, v in enumerate(changed) if s != first] == [
            v for s, v in enumerate(hard) if s != first]
        assert search.weights("cavern-tavern")["features"]["first_player"] == 100
        with pytest.raises(SystemExit):
            bench_ai.add_feature_level("typo=hard,frist_player=1")
    finally:
        bench_ai._deciding[0] = ""
        LEVELS.pop("fp", None)
        LEVELS.pop("typo", None)


# Three 4-player games, seats a, b, a, b: per game the (a, b) pairs a won, tied, played.
GAMES = [
    [bench_ai.Seat("a", 30, 0, 3, 4), bench_ai.Seat("b", 20, 2, 2, 1),
     bench_ai.Seat("a", 10, 1, 4, 2), bench_ai.Seat("b", 25, 0, 3, 3)],
    [bench_ai.Seat("b", 40), bench_ai.Seat("a", 40), bench_ai.Seat("b", 10),
     bench_ai.Seat("a", 50)],
    [bench_ai.Seat("a", 5), bench_ai.Seat("b", 8), bench_ai.Seat("a", 7),
     bench_ai.Seat("b", 9)],
]


def test_pairs_of_seats_count_each_seat_against_each_rival_seat_of_one_game() -> None:
    # Game 1: 30>20, 30>25, 10<20, 10<25; game 2: 40=40, 40>10, 50>40, 50>10; game 3: none.
    assert bench_ai.pair_counts(GAMES, "a", "b") == [(2, 0, 4), (3, 1, 4), (0, 0, 4)]
    assert bench_ai.pair_counts(GAMES, "b", "a") == [(2, 0, 4), (0, 1, 4), (4, 0, 4)]


def test_the_clustered_interval_widens_with_games_that_go_one_way() -> None:
    # 5 of 12 pairs, p = 5/12; per game (w - p n)^2: (1/3)^2, (4/3)^2, (5/3)^2 = 42/9;
    # times G/(G-1) = 3/2: 7; half width 1.96 * sqrt(7) / 12.
    low, high = bench_ai.clustered([(2, 4), (3, 4), (0, 4)])
    half = 1.96 * 7 ** 0.5 / 12
    assert low == pytest.approx(max(0.0, 5 / 12 - half))
    assert high == pytest.approx(5 / 12 + half)
    # Wider than Wilson's on the same 12 pairs taken as independent.
    w_low, w_high = bench_ai.wilson(5, 12)
    assert high - low > w_high - w_low
    # Every game split alike: no spread between games, the interval closes on the share.
    assert bench_ai.clustered([(2, 4), (2, 4)]) == (0.5, 0.5)
    assert bench_ai.clustered([(1, 4)]) == (0.0, 1.0)  # one game: nothing known


def test_the_wilson_interval_of_known_counts() -> None:
    low, high = bench_ai.wilson(65, 100)
    assert (round(low, 4), round(high, 4)) == (0.5525, 0.7364)
    assert bench_ai.wilson(0, 0) == (0.0, 1.0)


def test_a_match_row_gives_the_seats_line_and_the_checks() -> None:
    tally = bench_ai.Tally(scores={"a": [30, 10, 40, 50, 5, 7], "b": [20, 25, 40, 10, 8, 9]},
                           seconds=[0.1], cpu=[0.1], wins={"a": 2}, games=GAMES, repeats=1)
    lines = bench_ai.report("caverna", 4, "a", "b", 3, tally).splitlines()
    seats = next(line for line in lines if "seats" in line).strip()
    w_low, w_high = bench_ai.wilson(5, 12)
    c_low, c_high = bench_ai.clustered([(2, 4), (3, 4), (0, 4)])
    assert seats == (
        f"seats a>b 5/1/12 pairs 42% (95% CI {100 * w_low:.0f}-{100 * w_high:.0f}%, by game "
        f"{100 * c_low:.0f}-{100 * c_high:.0f}%); per seat a/b: mean 23.7/18.7, "
        "begging 0.17/0.33, family 1.17/0.83, tiles 1.00/0.67")
    assert lines[-1].strip() == ("checks: 0 games past 5000 moves, 1 positions repeated "
                                 "by a computer seat")
    # In another game only the scores are per seat.
    other = bench_ai.report("cavern-tavern", 4, "a", "b", 3, tally)
    assert "per seat a/b: mean 23.7/18.7)" not in other and "begging" not in other


def test_a_played_match_records_every_seat_of_every_game() -> None:
    tally = bench_ai.match("cave-vs-cave", "easy", "random", 2, 2, first=5)
    assert [[s.side for s in g] for g in tally.games] == [["random", "easy"],
                                                          ["easy", "random"]]
    assert sorted(s.score for g in tally.games for s in g) == sorted(
        tally.scores["easy"] + tally.scores["random"])
    assert tally.capped == 0 and tally.repeats == 0


def test_a_solo_row_plays_the_level_named_first(capsys: pytest.CaptureFixture[str]) -> None:
    bench_ai.main(["--games", "1", "--game", "cave-vs-cave", "--players", "1",
                   "--match", "easy:easy"])
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[:4] == ["cave-vs-cave", "1", "easy", "solo"]
