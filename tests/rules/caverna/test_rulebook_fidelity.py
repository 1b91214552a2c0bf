"""Issue 13: Caverna deviations from the rulebook (seed 002), one scenario each."""

from __future__ import annotations

from rules.caverna import harvest
from rules.caverna.engine import settle

from .helpers import game, give, options, play


def _feeding(players: int = 2) -> dict:
    s = game(players)
    for p in s["players"]:
        p["stack"] = []
    s["phase"] = "harvest"
    harvest.begin(s, "full")
    settle(s)
    return s


def test_gold_buys_n_food_for_n_plus_one_gold() -> None:
    # « Dépensez 1 Or de plus que la quantité de PN que vous souhaitez acquérir :
    #   1 PN coûte 2 Or, 2 PN coûte 3 Or, etc. »
    s = _feeding()
    give(s, 0, gold=5, food=0)
    s = play(s, 0, "cv")
    ids = options(s, 0)
    assert {"f:gold", "f:gold:2", "f:gold:3", "f:gold:4"} <= set(ids)
    assert "f:gold:5" not in ids  # 5 food would cost 6 gold
    s = play(s, 0, "f:gold:4")
    assert s["players"][0]["res"]["gold"] == 0 and s["players"][0]["res"]["food"] == 4
    s = play(s, 0, "back", "pay")
    assert s["players"][0]["begging"] == 0  # 2 dwarfs eat 4 food: no begging


def test_gold_to_food_one_at_a_time_keeps_its_old_id() -> None:
    s = _feeding()
    give(s, 0, gold=2, food=0)
    s = play(s, 0, "cv")
    assert [i for i in options(s, 0) if i.startswith("f:gold")] == ["f:gold"]
    s = play(s, 0, "f:gold")
    assert s["players"][0]["res"]["food"] == 1
