"""Characters: each ability may be used twice per game and at most once per round.

The hooks that use them live where the ability acts (Cellar, serving, the Item zone,
placement on an occupied slot, Nasty's summons); this module only keeps the count.
"""

from __future__ import annotations

from rules.cavern_tavern.common import log, player, who
from rules.cavern_tavern.decks import by_id
from rules.core import State

USES = 2


def usable(state: State, seat: int, cid: str) -> bool:
    p = player(state, seat)
    return (p["char"] == cid and p["char_uses"] < USES
            and p["char_round"] != state["round"])


def use(state: State, seat: int, cid: str) -> None:
    p = player(state, seat)
    p["char_uses"] += 1
    p["char_round"] = state["round"]
    side = "flips to its red side" if p["char_uses"] == 1 else "is discarded (used twice)"
    log(state, f"{who(state, seat)} uses {by_id('characters')[cid]['name']}: the card {side}.",
        seat)
