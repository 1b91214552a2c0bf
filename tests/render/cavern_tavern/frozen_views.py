"""Fixed public views for the golden images, frozen as JSON so the goldens change only when
the pictures do (not whenever the engine's random games change).

``UPDATE_VIEWS=1 pytest tests/render/cavern_tavern`` re-freezes them from seeded engine
games: play random moves up to a given point and keep ``view(state, None)``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from rules.cavern_tavern import ENGINE
from rules.core.playout import random_game

VIEW_DIR = Path(__file__).resolve().parent / "views"

# name -> (players, seed, share of the game's moves played (1.0 = the final state), options)
CASES: dict[str, tuple[int, int, float, dict[str, Any]]] = {
    "start": (4, 11, 0.0, {}),
    "midgame": (6, 3, 0.5, {}),
    "endgame": (3, 7, 1.0, {}),
    "solo": (1, 3, 0.3, {}),
    "secret-room": (4, 5, 0.6, {"secret_room": True}),
    "story": (1, 4, 0.5, {"solo_mode": "story", "secret_room": True}),
}




def play_to(players: int, seed: int, share: float, options: dict[str, Any]) -> dict[str, Any]:
    states: list[Any] = [ENGINE.new_game(players, seed, options)]
    random_game(ENGINE, players, seed, options,
                on_move=lambda _b, _s, _o, after: states.append(after))
    if share == 0.0:
        # Random starting picks, then the first real turn: what a table sees at the start.
        index = min(len(states) - 1, players)
        while index < len(states) - 1 and states[index]["start"] is not None:
            index += 1
        return ENGINE.view(states[index], None)
    return ENGINE.view(states[round(share * (len(states) - 1))], None)


def frozen_view(name: str) -> dict[str, Any]:
    path = VIEW_DIR / f"{name}.json"
    if os.environ.get("UPDATE_VIEWS") == "1" or not path.exists():
        if os.environ.get("UPDATE_VIEWS") != "1":
            raise AssertionError(f"no frozen view {path.name}; run with UPDATE_VIEWS=1")
        view = play_to(*CASES[name])
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(view, indent=1) + "\n", encoding="utf-8")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data
