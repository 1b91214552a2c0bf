"""What an engine says over random games, gathered for the text tests of each game."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from rules import Engine, State


def recorder(engine: Engine, found: list[Any], events: list[dict[str, Any]]
             ) -> Callable[[State, int, str, State], None]:
    """An ``on_move`` for ``random_game``: every prompt and option label offered before a
    move goes to ``found``, the move's events (as the log stores them: JSON) to ``events``."""
    def collect(state: State, seat: int, option_id: str, new: State) -> None:
        for decision in engine.pending(state):
            found.append(decision.prompt)
            found.extend(option.label for option in decision.options)
        events.extend(json.loads(json.dumps(engine.last_events(new))))
    return collect


def keys_in(value: Any) -> set[str]:
    """Every catalogue key a message uses, its nested messages' too."""
    key = getattr(value, "msg_key", None)
    if key is None:
        return set()
    found = {key}
    for arg in getattr(value, "msg_args", {}).values():
        found |= keys_in(arg)
    return found
