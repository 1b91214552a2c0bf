"""Characters: each ability may be used twice per game and at most once per round.

The hooks that use them live where the ability acts (Cellar, serving, the Item zone,
placement on an occupied slot, Nasty's summons); this module only keeps the count.
"""

from __future__ import annotations

from rules.cavern_tavern.common import char_name, log, player, who
from rules.core import State
from rules.core.text import Say

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
    name, by = char_name(cid), who(state, seat)
    log(state, Say(f"{by} uses {name}: the card {side}.", "tavern-ev-char-use", who=by,
                   name=name, twice="yes" if p["char_uses"] > 1 else "no"), seat)
