from rules.caverna import ENGINE, harvest, rounds
from rules.caverna.engine import settle

from .helpers import game, options, play


def _at_harvest(kind: str, players: int = 2):
    s = game(players)
    for p in s["players"]:
        p["stack"] = []
    s["phase"] = "harvest"
    harvest.begin(s, kind)
    settle(s)
    return s


def test_harvest_kinds_by_round() -> None:
    s = game(3)
    assert [rounds.harvest_kind(s, r) for r in (1, 2, 3, 4, 5)] == [
        "none", "none", "full", "feed_1", "full"]
    solo = game(1)
    assert all(rounds.harvest_kind(solo, r) == "full" for r in (5, 6, 8, 10, 12))
    assert solo["markers"] == {}


def test_markers_per_player_count() -> None:
    assert sorted(game(3)["markers"].values()).count("red") == 3
    assert len(game(3)["markers"]) == 7
    two = game(2)["markers"]
    assert sorted(two) == ["10", "11", "12", "6", "7", "8"]
    assert list(two.values()).count("green") == 3


def test_feeding_is_simultaneous_and_begging_covers_the_shortfall() -> None:
    s = _at_harvest("full")
    assert {d.seat for d in ENGINE.pending(s)} == {0, 1}
    s["players"][0]["res"]["food"] = 1
    s = play(s, 0, "pay")
    assert s["players"][0]["begging"] == 3 and s["players"][0]["res"]["food"] == 0


def test_newborns_eat_one_and_feed_1_asks_one_per_dwarf() -> None:
    s = game(2)
    s["players"][0]["dwarfs"].append({"w": 0, "at": None, "new": True})
    for p in s["players"]:
        p["stack"] = []
    harvest.begin(s, "full")
    assert s["players"][0]["stack"][-1]["need"] == 5
    s2 = game(2)
    for p in s2["players"]:
        p["stack"] = []
    harvest.begin(s2, "feed_1")
    assert s2["players"][0]["stack"][-1]["need"] == 2


def test_field_phase_takes_one_crop_per_field() -> None:
    s = game(2)
    s["players"][0]["board"]["crops"] = {"r4c3": ["grain", 3], "r3c3": ["vegetable", 1]}
    for p in s["players"]:
        p["stack"] = []
    harvest.begin(s, "full")
    p = s["players"][0]
    assert p["res"]["grain"] == 1 and p["res"]["vegetable"] == 1
    assert p["board"]["crops"] == {"r4c3": ["grain", 2]}


def test_breeding_only_with_room_and_all_at_once() -> None:
    s = game(2)
    for p in s["players"]:
        p["stack"] = []
        p["res"]["food"] = 10
    s["players"][0]["res"]["sheep"] = 2
    s["players"][1]["res"]["sheep"] = 2
    s["players"][1]["board"]["cells"]["r4c3"] = "ps"
    s["phase"] = "harvest"
    harvest.begin(s, "full")
    settle(s)
    s = play(s, 0, "pay")
    s = play(s, 1, "pay")
    assert s["players"][0]["res"]["sheep"] == 2  # the entrance holds only 2
    assert s["players"][1]["res"]["sheep"] == 3


def test_third_red_marker_lets_each_player_skip_a_phase() -> None:
    s = _at_harvest("skip_field_or_breeding")
    assert options(s, 0) == ["skip:field", "skip:breeding"]
    s["players"][0]["board"]["crops"] = {"r4c3": ["grain", 3]}
    s = play(s, 0, "skip:field")
    s = play(s, 1, "skip:breeding")
    assert s["players"][0]["res"]["grain"] == 0
    assert options(s, 0)[0] == "pay"


def test_feeding_offers_conversions() -> None:
    s = _at_harvest("full")
    s["players"][0]["res"].update(food=0, vegetable=2)
    s = play(s, 0, "cv", "f:vegetable", "f:vegetable", "pay")
    assert s["players"][0]["begging"] == 0
