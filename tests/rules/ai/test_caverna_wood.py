"""Caverna: wood for the family's next dwelling (issue 38). A dwelling costs 4 wood and 3
stone (« Habitation … 4 bois, 3 pierre »), and wood comes only from a few spaces; a hard
seat that judged wood at a third of a point let Logging's pile grow while it placed tiles
for their points now, and played whole games with its two starting dwarfs. With no room
for a newborn, the hard seat takes a full wood pile when it holds the stone."""

from __future__ import annotations

from rules.ai import caverna_family, caverna_rooms, choose
from rules.core import copy_state
from tests.rules.ai.test_caverna_family import _placing


def test_without_room_and_wood_the_hard_seat_takes_the_wood_pile() -> None:
    state, seat = _placing("logging_1")
    state = copy_state(state)
    state["players"][seat]["res"].update(wood=0, stone=3, food=12)
    state["spaces"]["logging_1"]["g"] = {"wood": 4}
    # The Wood supplier (1 stone: a wood on each of the next 7 rounds) is worth more than
    # the pile in round 1 (caverna_rooms.income); here another seat has it.
    assert caverna_rooms._wanted(state, seat) == "wood_supplier"
    state["sold"] = [*state["sold"], "wood_supplier"]
    assert caverna_family.needs_room(state, seat)
    assert not caverna_family.dwelling_payable(state, seat)
    assert choose("caverna", state, seat, "hard", 0) == "sp:logging_1"
