"""One scenario per zone, item, Nasty-says card and character not covered elsewhere."""

from __future__ import annotations

import pytest

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.board import CELLAR, ZONES
from rules.cavern_tavern.nasty import resolve
from rules.cavern_tavern.rounds import pass_white_die
from rules.cavern_tavern.scoring import lines
from tests.rules.cavern_tavern.helpers import give, options, play, table


@pytest.mark.parametrize("value", range(1, 7))
def test_every_cellar_zone_offers_its_two_ingredients(value: int) -> None:
    state = table()
    state["players"][0]["dice"] = [value, 6, 6, 6] if value != 6 else [6, 5, 5, 5]
    state = play(state, 0, "place", f"z:cellar{value}", f"d:{value}")
    assert options(state, 0) == [f"i:{i}" for i in CELLAR[value]] + ["skip"]
    state = play(state, 0, f"i:{CELLAR[value][1]}")
    assert state["players"][0]["ing"] == {CELLAR[value][1]: 1}


@pytest.mark.parametrize("zid", [z for z in ZONES if z.startswith(("kitchen", "chore"))
                                 and ZONES[z].extra in ("", "first")])
def test_every_plain_task_gives_its_card_vp_and_track_step(zid: str) -> None:
    zone = ZONES[zid]
    state = table()
    dice = [6] * (zone.value // 6) + ([zone.value % 6] if zone.value % 6 else [])
    state["players"][0]["dice"] = dice
    state = play(state, 0, "place", f"z:{zid}", "d:" + "+".join(map(str, sorted(dice))),
                 "rw:all")
    p = state["players"][0]
    assert p["ing"] == {zone.ingredient: 1} and p["vp"] == zone.vp and p[zone.room] == 1


def test_bracelet_sets_the_white_die_aside_for_the_next_round() -> None:
    state = table()
    state.update(white=0, wdie=5)
    state["players"][0]["items"] = ["bracelet"]
    state = play(state, 0, "item", "u:0")
    assert state["wdie"] is None and state["bracelet"] == 0
    state["white"] = 2
    pass_white_die(state)
    assert state["white"] == 0 and state["bracelet"] is None


def test_dragons_claw_axe_and_tip() -> None:
    state = table()
    state["players"][0]["items"] = ["dragons_claw", "dwarven_axe", "tip"]
    state["players"][0]["chores"] = 8
    state = play(state, 0, "item", "u:0", "item", "u:0", "item", "u:0")
    assert [p["nasty"] for p in state["players"]] == [1, 1, 1]
    assert state["players"][0]["chores"] == 9  # from space 8 only one step
    assert ("Tips", 5) in lines(state, 0, secrets=False)


def test_glass_of_strongcliff_cannot_steal_a_potion() -> None:
    state = table()
    give(state, 1, potion=1, herbs=1)
    state["players"][0]["items"] = ["glass_of_strongcliff"]
    state = play(state, 0, "item", "u:0", "p:2")
    assert options(state, 0) == ["i:herbs"]


def test_lantern_takes_both_cellar_ingredients() -> None:
    state = table()
    state["players"][0]["items"] = ["lantern"]
    state = play(state, 0, "place", "z:cellar1", "d:1", "both")
    assert state["players"][0]["ing"] == {"fruit": 1, "herbs": 1}
    assert state["players"][0]["items"] == []


def test_magic_pot_rerolls_and_pipe_swaps_with_the_supply() -> None:
    state = table()
    give(state, 0, rocks=1)
    state["players"][0]["items"] = ["magic_pot", "pipe"]
    state = play(state, 0, "item", "u:0", "r:1+1")
    assert len(state["players"][0]["dice"]) == 4
    assert any(e["reveals"] for e in ENGINE.last_events(state))
    state = play(state, 0, "item", "u:0", "g:rocks")
    assert "t:potion" not in options(state, 0)
    state = play(state, 0, "t:beer")
    assert state["players"][0]["ing"] == {"beer": 1}


@pytest.mark.parametrize(("card", "track", "start", "end"), [
    ("dirt_everywhere", "chores", 2, 1), ("yeah_brilliant", "kitchen", 0, 0),
    ("incompetent_fool", "chores", 1, 0)])
def test_track_nasty_says(card: str, track: str, start: int, end: int) -> None:
    state = table()
    state["players"][0][track] = start
    resolve(state, 0, card)
    assert state["players"][0][track] == end and card in state["says_discard"]


def test_do_chores_takes_the_chore_reward_once() -> None:
    state = table()
    resolve(state, 0, "do_chores")
    state["players"][0]["dice"] = [4, 4, 1, 1]
    state = play(state, 0, "place")
    assert "z:kitchen9" not in options(state, 0)  # the card opens only the Chore Board
    state = play(state, 0, "z:chore8", "d:4+4")
    p = state["players"][0]
    assert p["vp"] == 0 and p["chores"] == 1 and p["says"] == []


def test_pass_around_wasting_it_and_hiding_something() -> None:
    state = table()
    give(state, 0, beer=1, wine=2)
    state["players"][0]["items"] = ["tip"]
    resolve(state, 0, "pass_around")
    state = play(state, 0, "g:beer")
    assert state["players"][1]["ing"] == {"beer": 1}
    resolve(state, 0, "youre_wasting_it")
    state = play(state, 0, "g:wine", "g:wine")
    assert state["players"][0]["ing"] == {} and state["supply"]["wine"] == 6
    resolve(state, 0, "hiding_something")
    state = play(state, 0, "x:0")
    assert state["players"][0]["items"] == [] and "tip" in state["item_discard"]


def test_noogie_keeps_two_items_once_per_round() -> None:
    state = table()
    state["players"][0]["char"] = "noogie"
    state["item_deck"] += ["tip", "hammer", "pipe"]
    state = play(state, 0, "place", "z:item", "d:1+1")
    assert "keep:0:1" in options(state, 0) and ENGINE.pending(state)[0].private
    state = play(state, 0, "keep:0:1")
    p = state["players"][0]
    assert sorted(p["items"]) == ["hammer", "pipe"] and p["char_uses"] == 1
    assert ENGINE.view(state, None)["players"][0]["character"]["uses_left"] == 1
