"""Caverna: wood past a few tiles' price is worth little to the judgement (issue 38).

At two players one Housework a round is the only space that furnishes any tile, so wood
piles up: hard seats kept taking Logging and Wood gathering in the last rounds and ended
games with 15 to 26 unused wood, which the score sheet does not count, while a space of
points (rubies, gold) stood free. Wood up to ``caps`` (weights.json) keeps its whole worth;
past it each wood counts as ``wood_spare``, far less (hard's mean at two players rose from
67.9 to 70.7 on seeds 1000-1015 and from 70.9 to 71.4 on 5000-5015, unused wood halved)."""

from __future__ import annotations

import rules
from rules.ai.features import judge, weights
from rules.core import State, copy_state

ENGINE = rules.get_engine("caverna")
_SUPPLIES = {"wood": 1, "stone": 1, "ore": 1, "food": 1, "gold": 2}


def _round_six(wood: int) -> State:
    """A 2-player game in its sixth round (goods at their whole worth), seat 0 fed for the
    harvests ahead, with room for a newborn and ``wood`` wood."""
    state = copy_state(ENGINE.new_game(2, 4100))
    state["round"] = state["rounds"][5]
    for player in state["players"]:
        player["res"]["food"] = 20
        player["tiles"].append("dwelling")
    state["players"][0]["res"]["wood"] = wood
    return state


def _with(state: State, goods: dict[str, int]) -> State:
    out = copy_state(state)
    for good, n in goods.items():
        out["players"][0]["res"][good] += n
    return out


def _wood_beats_supplies(wood: int) -> bool:
    state = _round_six(wood)
    more_wood = judge("caverna", ENGINE, _with(state, {"wood": 5}), 0, True)
    supplies = judge("caverna", ENGINE, _with(state, _SUPPLIES), 0, True)
    return more_wood > supplies


def test_with_little_wood_a_logging_pile_beats_supplies() -> None:
    assert _wood_beats_supplies(0)


def test_with_a_pile_of_wood_more_wood_is_worth_less_than_supplies() -> None:
    cap = weights("caverna")["caps"]["wood"]
    assert not _wood_beats_supplies(cap + 4)
