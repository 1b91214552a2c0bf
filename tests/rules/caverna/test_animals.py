from rules.caverna import board as hb
from rules.caverna.animals import arrange, fits, herd_fits, mine_donkeys

from .tile_registry import exercises


def _player(**res: int) -> dict:
    goods = {"sheep": 0, "donkey": 0, "wild_boar": 0, "cattle": 0, "dog": 0}
    goods.update(res)
    return {"board": hb.new_board(), "tiles": [], "dwarfs": [{}, {}], "res": goods}


def test_three_boars_on_a_forest_stable_and_the_entrance() -> None:
    p = _player(wild_boar=3)
    assert not fits(p)
    p["board"]["stables"].append("r4c3")
    assert fits(p)
    p["res"]["wild_boar"] = 4
    assert not fits(p)


def test_forest_stable_holds_only_a_boar() -> None:
    p = _player(sheep=3)
    p["board"]["stables"].append("r4c3")
    assert not fits(p)


def test_large_pasture_with_a_stable_holds_eight() -> None:
    p = _player(cattle=8)
    hb.place(p["board"], "r4c3", "pl:r3c3")
    hb.place(p["board"], "r3c3", "pl:r4c3")
    p["board"]["stables"].append("r3c3")
    p["res"]["cattle"] = 10  # 8 + 2 in the entry dwelling
    assert fits(p)
    p["res"]["cattle"] = 11
    assert not fits(p)
    p["board"]["stables"].append("r4c3")
    p["res"]["cattle"] = 18
    assert fits(p)


def test_dogs_watch_sheep_on_a_meadow() -> None:
    p = _player(sheep=3, dog=2)
    hb.place(p["board"], "r4c3", "m")
    assert fits(p)  # 2 dogs on the meadow watch 3 sheep
    p["res"]["sheep"] = 5
    assert fits(p)  # and the entrance takes 2 more
    p["res"]["sheep"] = 6
    assert not fits(p)


def test_one_type_per_area() -> None:
    p = _player(sheep=1, donkey=1, wild_boar=1)
    assert not fits(p)  # only the entrance, one type
    hb.place(p["board"], "r2c4", "ore")
    assert not fits(p)
    p["res"]["wild_boar"] = 0
    assert fits(p)  # donkey in the mine, sheep in the entrance


def test_search_is_exact_where_greedy_fails() -> None:
    # Areas: one of 4 (any), one of 2 (any); herd 2 sheep + 4 cattle fits only one way.
    areas = [((2, 2, 2, 2), False), ((4, 4, 4, 4), False)]
    assert herd_fits(areas, (2, 0, 0, 4), 0)
    assert not herd_fits(areas, (3, 0, 0, 4), 0)
    # Dogs split between two meadows: 2 dogs, 4 sheep need one dog on each.
    meadows = [((0, 0, 0, 0), True), ((0, 0, 0, 0), True)]
    assert herd_fits(meadows, (4, 0, 0, 0), 2)
    assert not herd_fits(meadows, (5, 0, 0, 0), 2)


@exercises("breakfast_room", "cuddle_room")
def test_room_tiles_house_animals() -> None:
    p = _player(cattle=5)
    p["tiles"] = ["breakfast_room"]
    assert fits(p)
    p["res"] = {**p["res"], "cattle": 0, "sheep": 4}
    p["tiles"] = ["cuddle_room"]
    assert fits(p)  # 2 in the cuddle room (2 dwarfs) + 2 at the entrance
    p["res"]["sheep"] = 5
    assert not fits(p)


def test_arrangement_places_every_animal_on_a_cell() -> None:
    p = _player(sheep=4, donkey=2, cattle=2, dog=1)
    hb.place(p["board"], "r4c3", "pl:r3c3")
    hb.place(p["board"], "r3c3", "pl:r4c3")
    hb.place(p["board"], "r2c3", "m")
    hb.place(p["board"], "r2c4", "ore")
    hb.place(p["board"], "r1c4", "ruby")
    got = arrange(p)
    # Donkeys go to the mines; the large pasture (first cell r3c3) takes the 4 sheep.
    assert got["animals"] == {"r2c4": ["donkey", 1], "r1c4": ["donkey", 1],
                              "r3c3": ["sheep", 4], "r4c4": ["cattle", 2]}
    assert got["dogs"] == {} and got["unhoused"] == {}
    assert mine_donkeys(p) == (1, 1)


def test_arrangement_puts_dogs_with_sheep_and_reports_overflow() -> None:
    p = _player(sheep=3, dog=2)
    hb.place(p["board"], "r4c3", "m")
    p["tiles"] = ["cuddle_room"]
    hb.place(p["board"], "r3c4", "fu:cuddle_room")
    got = arrange(p)
    housed = got["animals"]
    assert sum(n for _, n in housed.values()) == 3
    assert set(housed) <= {"r4c3", "r4c4", "r3c4"}
    assert got["unhoused"] == {}
    p["res"]["sheep"] = 9  # meadow 3 + entrance 2 + cuddle room 2 = 7
    got = arrange(p)
    assert got["unhoused"] == {"sheep": 2}
    assert got["dogs"] == {"r4c3": 2} and got["animals"]["r4c3"] == ["sheep", 3]
    assert got["animals"]["r3c4"] == ["sheep", 2]


@exercises("stubble_room")
def test_stubble_room_animals_stand_on_empty_fields() -> None:
    p = _player(wild_boar=1, cattle=2)
    hb.place(p["board"], "r4c3", "f")
    p["tiles"] = ["stubble_room"]
    got = arrange(p)
    assert got["animals"] == {"r4c4": ["cattle", 2], "r4c3": ["wild_boar", 1]}


def test_view_carries_the_arrangement() -> None:
    from rules.caverna import ENGINE

    state = ENGINE.new_game(2, 3)
    state["players"][1]["res"]["sheep"] = 2
    board = ENGINE.view(state, None)["players"][1]["board"]
    assert board["animals"] == {"r4c4": ["sheep", 2]}
    assert board["dogs"] == {} and board["unhoused"] == {}
