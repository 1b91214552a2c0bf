"""Setup, rounds, goods caps, conversion, scoring and tie-break, solo, refused moves."""

from __future__ import annotations

import pytest

from rules.cave_vs_cave import ENGINE
from rules.core import IllegalMove
from tests.rules.cave_vs_cave.helpers import game, goods, have, ids, play, put, room


def test_setup_two_players() -> None:
    s = ENGINE.new_game(2, 5)
    assert sorted(s["display"]) == [1, 2, 3, 4, 5, 6]
    downs = [-v for p in s["players"] for v in p["cave"] if v is not None and v < 0]
    assert sorted(downs) == list(range(7, 25))
    assert all(p["cave"][4] == 0 and p["g"] == [1] * 6 for p in s["players"])
    assert s["shown"] == 5 and s["board"][4] in ("furnishing", "masonry", "undermining")
    assert s["board"][11] == "renovation" and s["supply"] == 7


def test_rounds_turns_and_first_player_alternate() -> None:
    s = ENGINE.new_game(2, 1)
    first = s["first"]
    seats = []
    for _ in range(4):
        seats.append(s["to_move"])
        s = play(s, ids(s)[0], "done")
    assert seats == [first, 1 - first, first, 1 - first]
    assert s["round"] == 2 and s["first"] == 1 - first and s["shown"] == 6


def test_goods_are_capped() -> None:
    s = game()
    goods(s, emmer=8, flax=9)
    s = play(s, "tile:cultivation", "gain")
    assert have(s)["emmer"] == 9 and have(s)["flax"] == 9
    s2 = game()
    goods(s2, gold=18)
    put(s2, r2c0="gold_vein")
    s2 = play(s2, "tile:undergrowth", "rooms", "use:r2c0")
    assert have(s2)["gold"] == 19


def test_convert_menu_and_back() -> None:
    s = play(game(), "tile:cultivation", "convert")
    assert ids(s) == ["conv:emmer", "conv:flax", "conv:gold", "back"]
    s = play(s, "conv:gold")
    assert have(s)["gold"] == 0 and have(s)["food"] == 2
    s = play(s, "back")
    assert "gain" in ids(s)  # back where the player was


def test_convert_not_offered_without_goods() -> None:
    s = game()
    goods(s, emmer=0, flax=0, gold=0)
    assert "convert" not in ids(s)


def test_scores_and_tie_break() -> None:
    s = game()
    put(s, 0, r2c0="treasury")          # 10 points
    put(s, 1, r2c0="tunnel", r4c0="parlor", r4c1="storeroom")  # 3 + 6 + 6 = 15
    goods(s, 0, gold=6)
    goods(s, 1, gold=1)
    s["over"] = True
    totals = [sc.total for sc in ENGINE.scores(s)]
    assert totals == [16, 16]
    assert ENGINE.ranking(s) == [[0], [1]]  # Treasury (10) beats Parlor (6)
    assert ENGINE.scores(s)[1].lines == (("Rooms", 15), ("Gold", 1))


def test_tie_with_equal_best_rooms_is_a_draw() -> None:
    s = game()
    put(s, 0, r2c0="tunnel")
    put(s, 1, r2c0="shelf")  # both worth 3
    s["over"] = True
    assert ENGINE.ranking(s) == [[0, 1]]


def test_renovation_with_equal_gold_is_blocked_for_both() -> None:
    s = game(round_no=8)
    goods(s, 0, gold=4)
    goods(s, 1, gold=4)
    assert "tile:renovation" not in ids(s)
    view = ENGINE.view(s, None)
    reno = next(t for t in view["action_tiles"] if t.get("id") == "renovation")
    assert reno["status"] == "blocked"
    goods(s, 0, gold=5)
    assert "tile:renovation" in ids(s)


def test_solo_setup_and_rules() -> None:
    s = ENGINE.new_game(1, 3)
    assert len(s["display"]) == 3 and len(s["pile"]) == 9
    assert "breach" not in s["board"] and s["rounds_total"] == 7
    assert s["turns"] == [2, 2, 2, 3, 3, 3, 4]


def test_solo_single_excavation_reveals_the_pile() -> None:
    s = game(players=1)
    top = s["pile"][0]
    s = play(s, "tile:drift_mining", "dig", "dig:r1c0", "done")
    assert top in s["display"] and len(s["pile"]) == 8
    assert any(ev["reveals"] and "pile" in ev["text"] for ev in s["events"])


def test_solo_double_excavation_draws_nothing() -> None:
    s = game(players=1)
    goods(s, food=2)
    s = play(s, "tile:excavation", "dig2", "dig:r1c0", "dig:r4c0", "done")
    assert len(s["pile"]) == 9


def test_solo_goal_in_view() -> None:
    s = game(players=1)
    put(s, r2c0="state_room", r4c0="dungeon", r4c1="treasury", r4c2="gold_vein",
        r3c1="secret_chamber")
    goods(s, gold=10)
    view = ENGINE.view(s, None)
    assert view["solo_score"] == 12 + 11 + 10 + 9 + 8 + 10
    assert view["solo_goal_reached"] and not view["solo_outstanding"]


def test_illegal_moves_are_refused_with_a_sentence() -> None:
    s = game()
    with pytest.raises(IllegalMove, match="not one of your options"):
        ENGINE.apply(s, 0, "tile:nonsense")
    with pytest.raises(IllegalMove, match="not your turn"):
        ENGINE.apply(s, 1, "tile:cultivation")
    s["over"] = True
    with pytest.raises(IllegalMove, match="over"):
        ENGINE.apply(s, 0, "tile:cultivation")


def test_apply_does_not_change_its_input() -> None:
    s = game()
    before = ENGINE.to_json(s)
    play(s, "tile:excavation", "dig", "dig:r1c0")
    assert ENGINE.to_json(s) == before


def test_option_lists_stay_small() -> None:
    s = game(round_no=8)
    goods(s, gold=9, wood=9, stone=9, food=9)
    for cell in ("r0c0", "r0c1", "r1c0", "r1c1", "r2c1", "r3c1", "r4c0", "r4c1", "r4c2"):
        put(s, **{cell: "empty"})
    s = play(s, "tile:renovation", "furnish")
    assert len(ids(s)) <= 25
    assert room("shelf") in s["display"]
