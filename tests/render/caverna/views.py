"""Fixed Caverna views for the golden images, in the shape documented in
``rules/caverna/view.py``.

The JSON files were written once from engine states (4 players at the start, 7 players in
round 6, a finished 2-player game) and are frozen here, so the goldens change only when
the pictures do. ``midgame_view`` then furnishes seat 0's home board by hand so that every
tile kind, animals on their cells, an accented name, crops, stables, weapons and a
newborn appear in one picture.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent / "views"


def _load(name: str) -> dict[str, Any]:
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def start_view() -> dict[str, Any]:
    return _load("start")


def endgame_view() -> dict[str, Any]:
    return _load("endgame")


def midgame_view() -> dict[str, Any]:
    view = _load("midgame")
    p = view["players"][0]
    p["board"] = {
        "cells": {
            "r1c1": "pl:r2c1", "r2c1": "pl:r1c1", "r1c2": "ps", "r2c2": "m", "r3c2": "f",
            "r3c3": "f", "r4c3": "m", "r4c2": "f",
            "r4c4": "entry", "r3c4": "fu:dwelling", "r3c5": "fu:weaving_parlor",
            "r2c4": "fu:stone_carver", "r2c5": "cav", "r1c4": "tun", "r1c5": "deep",
            "r1c6": "ruby", "r2c6": "ore", "r3c6": "ore", "r4c5": "fu:beer_parlor",
        },
        "stables": ["r1c1", "r1c2", "r4c3"],
        "crops": {"r3c2": ["grain", 3], "r3c3": ["vegetable", 2], "r4c2": ["grain", 1]},
        # Where the engine houses the herd (rules/caverna/view.py, board.animals).
        "animals": {"r1c1": ["sheep", 5], "r1c2": ["wild_boar", 1],
                    "r4c4": ["donkey", 2]},
        "dogs": {"r1c1": 1},
        "unhoused": {},
    }
    p["name"] = "Zoë «Pioche» Ångström-Ŵ"
    p["tiles"] = ["dwelling", "weaving_parlor", "stone_carver", "beer_parlor"]
    view["furnishings_left"] = [t for t in view["furnishings_left"]
                                if t not in ("weaving_parlor", "stone_carver", "beer_parlor")]
    p["resources"].update({"sheep": 5, "donkey": 2, "wild_boar": 1, "cattle": 0, "dog": 1,
                           "wood": 3, "stone": 10, "ore": 4, "ruby": 2, "gold": 7, "food": 6,
                           "grain": 2, "vegetable": 1})
    p["dwarfs"] = [
        {"weapon": 8, "at": "logging_2", "newborn": False},
        {"weapon": 0, "at": None, "newborn": False},
        {"weapon": 1, "at": None, "newborn": False},
        {"weapon": 0, "at": "wish_for_children", "newborn": True},
    ]
    p["room"] = 4
    p["begging"] = 1
    for space in view["spaces"]:
        if space["id"] == "logging_2":
            space["occupant"], space["goods"] = 0, {}
        if space["id"] == "wish_for_children":
            space["occupant"] = 0
    return view
