"""The public view keys the board image draws: dice on zones, white die, options, final scores."""

from __future__ import annotations

import json

import pytest

from rules.cavern_tavern import ENGINE, rounds
from rules.cavern_tavern.decks import by_id
from rules.cavern_tavern.rounds import end_round
from rules.core import State
from rules.core.playout import random_game
from tests.rules.cavern_tavern import helpers
from tests.rules.cavern_tavern.helpers import play, started


def table(players: int = 3) -> State:
    return helpers.table(players, (1, 2, 3, 4), white_die=6)


def test_placed_dice_show_on_their_zone_with_seat_value_and_colour() -> None:
    state = table()
    assert ENGINE.view(state, None)["white_die_status"] == "rolled"
    state = play(state, 0, "place", "z:kitchen9", "d:3+6", "rw:all")
    view = ENGINE.view(state, None)
    assert view["zones"]["kitchen9"]["placed"] == [[0, 3, "player"], [0, 6, "white"]]
    assert view["zones"]["cellar1"]["placed"] == []
    assert view["white_die_status"] == "placed"
    assert view["white_die"] == {"seat": 0, "value": None}  # the old key keeps its meaning
    end_round(state)
    after = ENGINE.view(state, None)
    assert all(z["placed"] == [] for z in after["zones"].values())
    assert after["white_die_status"] == "rolled"


def test_a_track_bonus_die_shows_its_new_face() -> None:
    state = table()
    state["players"][0]["kitchen"] = 6  # space 6: one die may change by 1
    state["wdie"] = None
    state = play(state, 0, "place", "z:kitchen9", "d:1+3+4:4>5", "rw:all")
    placed = ENGINE.view(state, None)["zones"]["kitchen9"]["placed"]
    assert sorted(d[1] for d in placed) == [1, 3, 5]


def test_bracelet_sets_the_white_die_aside_in_the_view() -> None:
    state = table()
    state["players"][0]["items"] = ["bracelet"]
    state = play(state, 0, "item", "u:0")
    assert ENGINE.view(state, None)["white_die_status"] == "set_aside"


def test_solo_automaton_dice_lie_on_the_zones_and_mess_slot_they_block(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = started(1, 2)
    state["players"][0]["meeple"] = None
    monkeypatch.setattr(rounds, "roll", lambda st, n: [4, 2, 6, 1, 6][:n])
    rounds.automaton(state)
    view = ENGINE.view(state, None)
    assert view["white_die_status"] is None
    assert view["mess"][3]["die"] == [None, 4, "white"]
    assert [m["die"] for k, m in enumerate(view["mess"]) if k != 3] == [None] * 5
    assert view["zones"]["cellar2"]["placed"] == [[None, 2, "yellow"]]
    assert view["zones"]["kitchen17"]["placed"] == [[None, 6, "blue"]]
    assert view["zones"]["chore8"]["placed"] == [[None, 1, "green"]]
    assert view["zones"]["office"]["placed"] == [[None, 6, "red"]]


def test_starting_rolls_are_public_until_chosen() -> None:
    state = ENGINE.new_game(2, 3, {"characters": False})
    view = ENGINE.view(state, None)
    assert view["start_rolls"] == state["start"]
    assert view["white_die_status"] == "in_hand"
    seat = ENGINE.pending(state)[0].seat
    state = play(state, seat, ENGINE.pending(state)[0].options[0].id)
    rolls = ENGINE.view(state, None)["start_rolls"]
    assert rolls[seat] is None and rolls[1 - seat] == state["start"][1 - seat]
    other = ENGINE.pending(state)[0]
    state = play(state, other.seat, other.options[0].id)
    assert ENGINE.view(state, None)["start_rolls"] is None


def test_game_options_that_change_the_board_are_in_the_view() -> None:
    table_ = [0] * 10 + [3, 6]
    state = started(2, nasty_penalties=table_, chores_bonus="none", fix_the_roof_vp=7)
    shown = ENGINE.view(state, None)["game_options"]
    assert shown["nasty_penalties"] == table_
    assert shown["chores_bonus"] == "none" and shown["fix_the_roof_vp"] == 7
    assert shown["track_bonus_tiers"] == "highest_only"
    assert "order_deck" not in shown  # a server's deck is not a board setting


def test_final_scores_reveal_objectives_and_tips_only_once_over() -> None:
    state, _ = random_game(ENGINE, 3, 5)
    before_end = ENGINE.view(state, None)
    assert before_end["over"]
    final = before_end["final_scores"]
    scores = ENGINE.scores(state)
    assert [f["total"] for f in final] == [s.total for s in scores]
    assert [f["lines"] for f in final] == [[list(line) for line in s.lines] for s in scores]
    for f, p in zip(final, state["players"], strict=True):
        card = by_id("objectives")[p["objective"]]
        assert f["objective"]["name"] == card["name"]
        assert f["tips_in_hand"] == p["items"].count("tip")
    assert before_end["final_ranking"] == ENGINE.ranking(state)
    fresh = ENGINE.view(started(3), None)
    assert fresh["final_scores"] is None and fresh["final_ranking"] is None
    assert '"objective"' not in json.dumps(fresh)


def test_tips_in_hand_count_in_the_final_scores() -> None:
    state = table(2)
    state["players"][1]["items"] = ["tip", "tip"]
    state["players"][1]["objective"] = None
    state["round"] = 10
    end_round(state)
    state["stack"] = []
    final = ENGINE.view(state, None)["final_scores"][1]
    assert final["tips_in_hand"] == 2 and ["Tips", 10] in final["lines"]
    assert ENGINE.view(state, None)["players"][1]["score"] == final["total"] - 10
