"""Nasty track and Nasty-says cards, items, characters and the solo automaton."""

from __future__ import annotations

from rules.cavern_tavern import ENGINE
from rules.cavern_tavern.nasty import worsen
from rules.cavern_tavern.scoring import lines
from rules.core import State
from tests.rules.cavern_tavern.helpers import give, options, play, started, table


def summon_with(state: State, seat: int, card: str) -> State:
    state["says_deck"].append(card)
    state["players"][seat]["nasty"] = 2
    worsen(state, seat, 1)
    return state


def test_reaching_three_summons_once_and_not_in_round_ten() -> None:
    state = summon_with(table(), 0, "get_out")
    assert state["players"][0]["seen"] == [3] and "get_out" in state["says_discard"]
    state["players"][0]["nasty"] = 2
    n = len(state["says_deck"])
    worsen(state, 0, 1)  # back on a space already stopped on: no new card
    assert len(state["says_deck"]) == n
    state = table()
    state["round"] = 10
    state["says_deck"].append("get_out")
    state["players"][0]["nasty"] = 2
    worsen(state, 0, 1)
    assert state["says_deck"][-1] == "get_out"


def test_passing_over_a_summon_space_option() -> None:
    state = table()
    state["says_deck"].append("get_out")
    state["players"][0]["nasty"] = 2
    worsen(state, 0, 2)
    assert state["players"][0]["seen"] == [3]
    state = table()
    state["options"]["summon_when_passing_over"] = False
    state["players"][0]["nasty"] = 2
    worsen(state, 0, 2)
    assert state["players"][0]["seen"] == []


def test_track_cards_fall_back_and_shady_conduct_worsens() -> None:
    state = table()
    state["players"][0]["kitchen"] = 1
    summon_with(state, 0, "even_my_dog")
    assert state["players"][0]["kitchen"] == 0
    state = table()
    state["players"][0]["chores"] = 4
    summon_with(state, 0, "incompetent_fool")
    assert state["players"][0]["chores"] == 2
    state = summon_with(table(), 0, "shady_conduct")
    assert state["players"][0]["nasty"] == 5


def test_lasting_card_limits_rooms_and_ends_after_one_placement() -> None:
    state = summon_with(table(), 0, "go_in_the_kitchen")
    p = state["players"][0]
    p["dice"] = [3, 4, 1, 1]
    state["first"] = 2
    state = play(state, 0, "place")
    zones = options(state, 0)
    assert "z:kitchen7" in zones and "z:chore8" not in zones and "z:cellar1" in zones
    state = play(state, 0, "z:kitchen7", "d:3+4")
    p = state["players"][0]
    assert p["vp"] == 0 and p["ing"] == {} and p["kitchen"] == 1 and p["says"] == []
    assert state["first"] == 2  # no reward: not even the first-player marker


def test_dwarven_ale_opens_kitchen_and_chores() -> None:
    state = summon_with(table(), 0, "get_me_a_drink")
    state["players"][0].update(dice=[4, 4, 1, 1], items=["dwarven_ale"])
    state = play(state, 0, "place")
    assert "z:chore8" not in options(state, 0)
    state = play(state, 0, "back", "item", "u:0", "place")
    assert "z:chore8" in options(state, 0)


def test_help_out_gives_to_the_fewest_vp_player() -> None:
    state = table()
    for seat, vp in enumerate((9, 2, 5)):
        state["players"][seat]["vp"] = vp
    give(state, 0, beer=1, wine=1, fruit=1)
    summon_with(state, 0, "help_out")
    state = play(state, 0, "g:beer", "g:wine")
    assert state["players"][1]["ing"] == {"beer": 1, "wine": 1}


def test_nasty_says_cards_cost_ten_at_the_end() -> None:
    state = table()
    state["players"][0]["says"] = ["do_chores", "get_me_a_drink"]
    assert ("Nasty-says cards not completed", -20) in lines(state, 0, secrets=False)
    state["options"]["nasty_says_penalty"] = "once"
    assert ("Nasty-says cards not completed", -10) in lines(state, 0, secrets=False)


def test_talisman_and_ingeltrud_offer_a_choice_at_a_summons() -> None:
    state = table()
    state["players"][0].update(items=["talisman"], char="ingeltrud")
    state["says_deck"] += ["get_out", "shady_conduct", "pass_around"]
    state["players"][0]["nasty"] = 2
    worsen(state, 0, 1)
    assert options(state, 0) == ["draw", "talisman", "ingeltrud"]
    state = play(state, 0, "talisman")
    decision = ENGINE.pending(state)[0]
    assert decision.private and len(decision.options) == 3
    state = play(state, 0, "n:1")  # whichever card: one is kept, two go back
    assert len(state["says_deck"]) + len(state["says_discard"]) + len(
        state["players"][0]["says"]) >= 12


def test_items_from_the_hand() -> None:
    state = table()
    state["players"][0]["items"] = ["sapphire_stone", "dwarven_helmet", "hammer"]
    state["players"][0]["nasty"] = 4
    state["first"] = 2
    state = play(state, 0, "item", "u:0", "item", "u:0", "item", "u:0")
    p = state["players"][0]
    assert p["nasty"] == 1 and p["kitchen"] == 2 and state["first"] == 0
    assert ENGINE.view(state, 0)["hand"] == []


def test_clover_mug_pencil_and_sand_clock() -> None:
    state = table()
    give(state, 1, beer=1)
    give(state, 2, beer=2)
    state["players"][0]["items"] = ["clover", "dwarven_mug", "micos_pencil"]
    state = play(state, 0, "item", "u:0", "n:beer")
    assert state["players"][0]["vp"] == 4
    state = play(state, 0, "item", "u:0", "n:beer")
    assert state["players"][0]["ing"] == {"beer": 2}
    state = play(state, 0, "item", "u:0", "p:1>6")
    assert sorted(state["players"][0]["dice"]) == [1, 1, 1, 6]
    state["players"][0]["items"] = ["sand_clock"]
    state = play(state, 0, "item", "u:0", "place", "z:cellar6", "d:6", "i:liqueur", "place")
    assert "z:cellar1" in options(state, 0)


def test_wido_takes_an_ingredient_when_another_player_uses_the_cellar() -> None:
    state = table()
    state["players"][1]["char"] = "wido"
    state = play(state, 0, "place", "z:cellar1", "d:1", "i:fruit")
    assert ENGINE.pending(state)[0].seat == 1
    state = play(state, 1, "i:herbs")
    assert state["players"][1]["ing"] == {"herbs": 1} and state["players"][1]["char_uses"] == 1


def test_keishara_places_on_an_occupied_slot() -> None:
    state = table(2)
    state["players"][0].update(char="keishara", dice=[3, 4, 1, 1])
    state["zones"]["kitchen7"] = [1]
    state = play(state, 0, "place", "z:kitchen7:k", "d:3+4", "rw:all")
    assert state["zones"]["kitchen7"] == [1, 0] and state["players"][0]["vp"] == 2


def test_solo_automaton_blocks_zones_and_no_secrets() -> None:
    state = started(1, 4)
    assert state["players"][0]["objective"] is None and state["players"][0]["char"] is None
    assert len(state["blocked"]) == 4 and state["blocked_mess"] is not None
    assert all(i not in state["item_deck"] for i in ("hammer", "clover", "sand_clock"))
    state["players"][0]["dice"] = [1, 2, 3, 4]
    state["tf"]["must"] = False
    state = play(state, 0, "place")
    for zid in state["blocked"]:
        assert f"z:{zid}" not in options(state, 0)
    view = ENGINE.view(state, None)
    assert view["automaton"]["blocked"] == state["blocked"] and view["solo_goal"] == 80


def test_solo_score_says_whether_the_goal_is_reached() -> None:
    state = started(1, 4)
    state["players"][0]["vp"] = 90
    labels = [label for label, _ in ENGINE.scores(state)[0].lines]
    assert "Solo goal 80 VP: reached" in labels


def _idle_reasons(state: State) -> list[str]:
    return [ev["msg"]["args"]["reason"] for ev in state["events"]
            if isinstance(ev.get("msg"), dict) and ev["msg"]["key"] == "tavern-ev-says-idle"]


def test_a_nasty_says_card_with_nothing_to_do_is_discarded_and_the_journal_says_why() -> None:
    """« Donnez 2 de vos cartes ingrédients […] au joueur ayant le moins de PVs […]. Si vous
    n'avez pas de cartes ingrédients, ou si vous avez le moins de PVs, défaussez juste la
    carte. » and « Remontez d'une case sur votre piste Corvées. Si vous êtes sur la case 0,
    défaussez juste cette carte. » A reader saw such a card go without a word."""
    for card, setup, reason in [
            ("help_out", lambda s: s["players"][0].update(vp=0), "fewest"),
            ("help_out", lambda s: s["players"][0].update(vp=9, ing={}), "ingredients"),
            ("pass_around", lambda s: s["players"][0].update(ing={}), "ingredients"),
            ("dirt_everywhere", lambda s: s["players"][0].update(chores=0), "track"),
            ("hiding_something", lambda s: s["players"][0].update(items=[]), "items")]:
        state = table()
        for seat in (1, 2):
            state["players"][seat]["vp"] = 5
        setup(state)
        state["events"] = []
        summon_with(state, 0, card)
        assert card in state["says_discard"], card
        assert _idle_reasons(state) == [reason], (card, reason)
    state = table()   # a card that acts says no such thing
    give(state, 0, beer=1)
    state["events"] = []
    summon_with(state, 0, "pass_around")
    assert _idle_reasons(state) == []
