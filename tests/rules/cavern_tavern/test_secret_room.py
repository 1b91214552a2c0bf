"""The Secret Room expansion: opening at round 4, cards, tokens, modifiers, drinks, Miss Nasty."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rules.cavern_tavern import ENGINE, rounds, secret_cards, secret_room
from rules.cavern_tavern.nasty import worsen
from rules.cavern_tavern.rounds import end_round
from rules.cavern_tavern.scoring import lines
from rules.core import IllegalMove, State
from rules.core.playout import random_game
from tests.rules.cavern_tavern.helpers import clear_hands, give, options, play, started
from tests.rules.cavern_tavern.test_playouts import check_invariants, check_secrecy, in_turn
from tests.sizes import env_int

GAMES = env_int("CT_SECRET_ROOM_GAMES", 1)   # random games per player count


def room(players: int = 3) -> State:
    """Round 4 with the room open on known cards: Hidden Still (7, Kitchen), Miss Nasty's
    Errand (3) and Mend the Secret Door (16, Chores)."""
    state = started(players, secret_room=True)
    clear_hands(state)
    state["round"] = 4
    secret_room.start_of_round(state)
    sr = state["sr"]
    sr["deck"] += [c for c in sr["slots"] if c]
    for cid in ("sr04", "sr17", "sr14"):
        sr["deck"].remove(cid)
    sr["pile"] += [t for t in sr["tokens"] if t]
    for tok in ("drink:beer", "miss"):
        sr["pile"].remove(tok)
    sr["slots"], sr["tokens"] = ["sr04", "sr17", "sr14"], ["drink:beer", "miss", None]
    state["wdie"] = None
    for p in state["players"]:
        p["dice"] = [1, 1, 1, 1]
    state["turn"] = 0
    return state


def test_the_room_is_closed_before_round_four_and_off_by_default() -> None:
    assert started(3)["sr"] is None and ENGINE.view(started(3), None)["secret_room"] is None
    state = started(3, secret_room=True)
    assert not state["sr"]["open"] and ENGINE.view(state, None)["secret_room"]["open"] is False
    clear_hands(state)
    state["players"][0]["dice"] = [3, 4, 1, 1]
    state["turn"] = 0
    state = play(state, 0, "place")
    assert not [o for o in options(state, 0) if o.startswith("z:sr") or o == "z:missnasty"]
    state = room()
    view = ENGINE.view(state, None)["secret_room"]
    assert view["open"] and [c["card"]["id"] for c in view["cards"]] == ["sr04", "sr17", "sr14"]
    assert view["cards"][0]["token"] == {"kind": "drink", "ingredient": "beer"}


def test_a_kitchen_card_works_like_a_task_even_under_nasty_says() -> None:
    state = room()
    p = state["players"][0]
    p.update(dice=[3, 4, 1, 1], kitchen=3, says=["do_chores"])
    state = play(state, 0, "place")
    assert "z:sr04" in options(state, 0) and "z:kitchen7" not in options(state, 0)
    state = play(state, 0, "z:sr04", "d:3+4")
    p = state["players"][0]
    # 2 VP printed + 2 from Kitchen space 3 (unlocked before), Mead, the Beer Drink token.
    assert p["vp"] == 4 and p["kitchen"] == 4 and p["ing"] == {"mead": 1}
    assert p["drinks"] == ["beer"] and state["sr"]["tokens"][0] is None
    assert state["zones"]["sr04"] == [0]


def test_used_cards_go_to_the_users_board_and_only_the_owner_may_use_them() -> None:
    state = room()
    state["players"][0]["dice"] = [1, 2, 1, 1]
    state = play(state, 0, "place", "z:sr17", "d:1+2")
    assert state["players"][0]["mods"] == 2 and state["players"][0]["miss"] == 1
    state["players"][0]["dice"] = []
    for p in state["players"]:
        p["dice"] = []
    end_round(state)
    assert state["players"][0]["sr_cards"] == ["sr17"]
    assert "sr17" not in state["sr"]["slots"] and all(state["sr"]["slots"])
    assert ENGINE.view(state, None)["players"][0]["secret_cards"][0]["name"] == \
        "Miss Nasty's Errand"
    for p in state["players"]:
        p["dice"] = [1, 2, 5, 5]
    state["turn"], state["tf"] = 1, {"placed": 0, "sand": False, "must": False}
    state["stack"] = []
    assert "z:sr17" not in options(play(state, 1, "place"), 1)
    state["turn"] = 0
    assert "z:sr17" in options(play(state, 0, "place"), 0)


def test_at_most_three_cards_are_kept() -> None:
    state = room()
    state["players"][0]["sr_cards"] = ["sr01", "sr02", "sr03"]
    for cid in ("sr01", "sr02", "sr03"):
        state["sr"]["deck"].remove(cid)
    state["zones"]["sr14"] = [0]
    for p in state["players"]:
        p["dice"] = []
    end_round(state)
    assert ENGINE.pending(state)[0].seat == 0
    assert options(state, 0) == ["x:sr01", "x:sr02", "x:sr03", "x:sr14"]
    state = play(state, 0, "x:sr02")
    assert state["players"][0]["sr_cards"] == ["sr01", "sr03", "sr14"]
    assert "sr02" in state["sr"]["discard"]


def test_miss_nasty_zone_and_modifier_tokens() -> None:
    state = room()
    state["players"][0]["dice"] = [5, 1, 1, 1]
    state = play(state, 0, "place", "z:missnasty", "d:1")
    assert state["players"][0]["mods"] == 2 and state["sr"]["mods"] == 28
    state["tf"]["placed"] = 0  # a new turn
    assert "mod" in options(state, 0)
    state = play(state, 0, "mod")
    assert "m:1>0" not in options(state, 0)  # no wrap and nothing below 1
    state = play(state, 0, "m:5>6", "m:6>7")
    assert sorted(state["players"][0]["dice"]) == [1, 1, 7]
    assert state["players"][0]["mods"] == 0 and state["sr"]["mods"] == 30
    state = play(state, 0, "place")
    assert "z:kitchen9" in options(state, 0)  # 7 + 1 + 1
    state = play(state, 0, "z:kitchen9", "d:1+1+7", "rw:all")
    assert state["players"][0]["vp"] == 3


def test_drink_tokens_are_timeless_two_vp_orders() -> None:
    state = room()
    p = state["players"][0]
    p["drinks"] = ["beer", "wine"]
    assert "drinks" not in options(state, 0)
    give(state, 0, beer=1, potion=1)
    state = play(state, 0, "drinks")
    assert options(state, 0) == ["dr:wine", "dr:beer", "back"] or \
        set(options(state, 0)) == {"dr:wine", "dr:beer", "back"}
    state = play(state, 0, "dr:beer", "drinks", "dr:wine")
    p = state["players"][0]
    assert p["vp"] == 4 and p["ing"] == {} and p["drinks"] == []
    assert Counter(state["sr"]["spent"]) == {"drink:beer": 1, "drink:wine": 1}
    with pytest.raises(IllegalMove):
        ENGINE.apply(state, 0, "drinks")


def test_three_miss_nasty_tokens_skip_a_summons_and_score_one_each() -> None:
    state = room()
    p = state["players"][0]
    p.update(miss=4, nasty=2)
    state["says_deck"].append("shady_conduct")
    worsen(state, 0, 1)
    assert options(state, 0) == ["draw", "miss"]
    state = play(state, 0, "miss")
    p = state["players"][0]
    assert p["miss"] == 1 and p["nasty"] == 3 and state["says_deck"][-1] == "shady_conduct"
    assert ("Miss Nasty tokens", 1) in lines(state, 0, secrets=False)


def test_solo_purple_die_blocks_a_card_or_miss_nasty(monkeypatch: pytest.MonkeyPatch) -> None:
    state = room(1)
    monkeypatch.setattr(rounds, "roll", lambda st, n: [3, 1, 1, 1, 1, 2][:n])
    state["blocked"] = []
    rounds.automaton(state)
    assert state["auto_dice"]["purple"] == 2 and "sr17" in state["blocked"]
    state["players"][0]["dice"] = [1, 2, 1, 1]
    state = play(state, 0, "place")
    assert "z:sr17" not in options(state, 0) and "z:missnasty" in options(state, 0)
    state["stack"] = []
    state["players"][0]["dice"] = []
    end_round(state)
    assert "sr17" in state["sr"]["discard"] and "miss" in state["sr"]["spent"]
    monkeypatch.setattr(rounds, "roll", lambda st, n: [3, 1, 1, 1, 1, 5][:n])
    state["blocked"] = []
    rounds.automaton(state)
    assert "missnasty" in state["blocked"]
    assert ENGINE.view(state, None)["secret_room"]["miss_nasty"]["blocked"]


def test_a_server_deck_is_validated() -> None:
    with pytest.raises(IllegalMove, match="type"):
        ENGINE.new_game(3, 1, {"secret_room": True, "secret_room_deck": {
            "tokens": {"drinks": {"beer": 2}, "miss_nasty": 3, "modifiers": 5},
            "cards": [{"id": f"x{i}", "name": "X", "sum": 5, "type": "cellar", "reward": {}}
                      for i in range(5)]}})
    deck = json.loads((secret_cards.DATA_FILE).read_text())
    secret_cards.check_secret_deck(deck)
    assert len(deck["cards"]) == 21 and deck["house"]
    assert sum(deck["tokens"]["drinks"].values()) == 24 and deck["tokens"]["miss_nasty"] == 21


def check_tokens(state: State) -> None:
    sr = state["sr"]
    if sr is None:
        return
    tokens = Counter(sr["pile"] + sr["spent"] + [t for t in sr["tokens"] if t])
    for p in state["players"]:
        tokens.update([f"drink:{d}" for d in p["drinks"]])
        tokens["miss"] += p["miss"]
    assert tokens == Counter(secret_cards.secret_pile(state["options"]))
    assert sr["mods"] + sum(p["mods"] for p in state["players"]) == 30
    cards = sr["deck"] + sr["discard"] + [c for c in sr["slots"] if c]
    cards += [c for p in state["players"] for c in p["sr_cards"]]
    assert sorted(cards) == sorted(secret_cards.deck(state))


@pytest.mark.parametrize("players", [1, 3, 6])
def test_random_games_with_the_secret_room(players: int) -> None:
    used = Counter[str]()

    def on_move(before: State, seat: int, oid: str, after: State) -> None:
        check_invariants(after)
        check_secrecy(after, in_turn(after))
        check_tokens(after)
        used[oid.split(":")[0]] += 1
    for seed in range(GAMES):
        state, _ = random_game(ENGINE, players, seed, {"secret_room": True}, on_move=on_move)
        assert ENGINE.is_over(state)
    assert used["mod"] or used["m"] or players == 1
