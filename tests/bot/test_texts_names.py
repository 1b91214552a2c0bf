"""Engines say "Player N"; people read their names."""

from __future__ import annotations

from bot import texts
from bot.outcomes import SeatInfo

SEATS = (SeatInfo(0, 11, "Ann"), SeatInfo(1, 22, "Zoë"))


def test_player_numbers_become_names() -> None:
    assert texts.with_names("Player 2 takes Cultivation; Player 1 waits.", SEATS) == \
        "Zoë takes Cultivation; Ann waits."


def test_unknown_numbers_and_other_words_stay() -> None:
    assert texts.with_names("Player 3 and Player 12 and Players 1", SEATS) == \
        "Player 3 and Player 12 and Players 1"


def test_events_text_keeps_private_events_out_and_names_the_rest() -> None:
    events = [{"text": "Player 1 draws a card.", "seat": 0, "reveals": True},
              {"text": "Player 1 drew the Talisman.", "seat": 0, "reveals": True,
               "private_to": 0}]
    assert texts.events_text(events, SEATS) == "Ann draws a card."


def test_one_point_is_singular() -> None:
    assert [texts.points_text(n) for n in (1, -1, 0, 2)] == \
        ["1 point", "-1 point", "0 points", "2 points"]


def test_the_board_text_says_the_round_the_track_prints() -> None:
    # Issue 12: Caverna with 1-2 players skips round 9; after it the texts said "round 11 of
    # 11" while the track showed round 12.
    from bot.texts import board_text
    view = {"round": 11, "rounds_total": 11, "printed_round": 12, "players": []}
    assert board_text("Caverna", view, []).startswith("Caverna, round 12 (11th of 11)")
    plain = {"round": 3, "rounds_total": 8, "printed_round": 3, "players": []}
    assert board_text("Caverna", plain, []).startswith("Caverna, round 3 of 8")
