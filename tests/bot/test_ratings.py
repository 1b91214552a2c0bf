"""bot.ratings: exactly openskill's Plackett-Luce numbers for the same ranks."""

from __future__ import annotations

from openskill.models import PlackettLuce

from bot.ratings import Standing, computer_id, computer_level, rate, rated_players, shown


def test_a_four_player_game_with_a_tie_rates_as_openskill_does() -> None:
    current = {1: Standing(30.0, 5.0, 3, 2), 2: Standing(22.0, 7.0, 1, 0)}
    players = [(1, 1), (3, 2), (2, 2), (4, 4)]        # a shared second place
    new = rate(current, players)
    model = PlackettLuce()
    teams = [[model.rating(mu=30.0, sigma=5.0)], [model.rating()],
             [model.rating(mu=22.0, sigma=7.0)], [model.rating()]]
    expected = model.rate(teams, ranks=[1, 2, 2, 4])
    for (pid, _), team in zip(players, expected, strict=True):
        assert (new[pid].mu, new[pid].sigma) == (team[0].mu, team[0].sigma)
    assert (new[1].games, new[1].wins, new[2].games, new[2].wins) == (4, 3, 2, 0)
    assert new[3].ordinal == expected[1][0].ordinal()


def test_who_is_rated() -> None:
    assert rate({}, [(1, 1)]) == {}                    # alone: nothing to compare
    # Nobody's seat is not rated; one computer level seated twice counts once, at its best.
    hard = computer_id("hard")
    assert rated_players([(None, 1), (hard, 3), (5, 2), (hard, 1)]) == [(hard, 1), (5, 2)]
    assert computer_level(hard) == "hard" and computer_level(5) is None
    assert computer_id("brand-new") < -1000
    assert shown(0.0) == 1500 == Standing().shown
