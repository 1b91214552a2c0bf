"""Caverna: goods keep their worth while rounds remain to spend them (issue 38).

Wood and stone buy the tiles and dwellings that score (« Salle de prière … 2 bois », 8
points while no dwarf is armed), and a tile can be furnished in any round up to the last.
A judgement that shrank the worth of goods with every round played made 2 gold (2 points
now) beat 5 wood from round 6 on, so hard seats took Supplies for its gold round after
round, let Logging's pile grow untouched and ended with 15 gold and few tiles. The worth
of Caverna's features is whole until the last ``taper_rounds`` rounds (weights.json) at two
players and shrinks to nothing at the end, where only the score counts; at three players
(more spaces bring wood) it cost hard seats points, so there the worth shrinks as before."""

from __future__ import annotations

import rules
from rules.ai.features import judge, weights
from rules.core import State, copy_state

ENGINE = rules.get_engine("caverna")
_SUPPLIES = {"wood": 1, "stone": 1, "ore": 1, "food": 1, "gold": 2}


def _in_round(index: int, players: int = 2) -> State:
    """A new 2-player game moved to its ``index``-th round (0: the first), its seats fed
    for the harvests ahead (the food Supplies brings would spare a begging marker) and
    with room for a newborn (wood towards a dwelling is weighed besides, ``features``)."""
    state = copy_state(ENGINE.new_game(players, 4100))
    state["round"] = state["rounds"][index]
    for player in state["players"]:
        player["res"]["food"] = 20
        player["tiles"].append("dwelling")
    return state


def _with(state: State, seat: int, goods: dict[str, int]) -> State:
    out = copy_state(state)
    for good, n in goods.items():
        out["players"][seat]["res"][good] += n
    return out


def test_mid_game_a_full_logging_pile_is_worth_more_than_supplies() -> None:
    assert weights("caverna")["taper_rounds"]
    state = _in_round(5)  # round 6 of 11: six rounds (this one included) remain
    wood = judge("caverna", ENGINE, _with(state, 0, {"wood": 5}), 0, True)
    supplies = judge("caverna", ENGINE, _with(state, 0, _SUPPLIES), 0, True)
    assert wood > supplies


def test_in_the_last_round_goods_are_worth_nothing_and_gold_scores() -> None:
    state = _in_round(-1)
    wood = judge("caverna", ENGINE, _with(state, 0, {"wood": 5}), 0, True)
    supplies = judge("caverna", ENGINE, _with(state, 0, _SUPPLIES), 0, True)
    assert supplies > wood


def test_at_three_players_the_worth_of_goods_shrinks_from_the_first_round() -> None:
    state = _in_round(5, players=3)
    wood = judge("caverna", ENGINE, _with(state, 0, {"wood": 5}), 0, True)
    supplies = judge("caverna", ENGINE, _with(state, 0, _SUPPLIES), 0, True)
    assert supplies > wood
