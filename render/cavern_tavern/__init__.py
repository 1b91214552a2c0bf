"""Cavern Tavern pictures: the tavern board and each player's board, from the public view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cavern_tavern import from_view
from render.cavern_tavern.logged_canvas import LoggedCanvas
from render.cavern_tavern.tavern import draw_tavern


def shared_canvas(view: Mapping[str, Any]) -> LoggedCanvas:
    return draw_tavern(from_view.tavern(view))


def draw_shared(view: Mapping[str, Any]) -> bytes:
    return shared_canvas(view).png()
