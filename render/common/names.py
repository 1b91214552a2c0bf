"""Player names as the pictures write them.

The host copies each seat's display name into ``view["players"][i]["name"]``; views
without it (tests, the command line) fall back to "Player N". Names are the players'
own text, so every place that draws one fits it to its box (shrink to 14 px, then "…").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from render.common.plain import without_controls
from render.common.words import word


def player_name(players: Sequence[Mapping[str, Any]], seat: int) -> str:
    """Seat ``seat``'s display name, or "Player N" (numbered from 1) when it has none."""
    if 0 <= seat < len(players):
        # No line breaks, runs of spaces or direction overrides from Discord.
        name = without_controls(str(players[seat].get("name") or ""))
        if name:
            return name
    return word("pic-player", "Player {n}", n=seat + 1)
