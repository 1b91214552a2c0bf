"""Cave vs Cave tables for the board tests: states from seeded random games, the board
drawn from a seat's view, and a page holding it with the board's stylesheet."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

import rules
from bot.i18n import localize
from rules.core import State
from rules.core.playout import random_game
from web.boards import cave_vs_cave as board
from web.boards.base import BoardContext

ENGINE = rules.get_engine("cave-vs-cave")
NAMES = ("Ada", "Brokkr")
STYLESHEET = (Path(__file__).resolve().parents[3] / "web" / "static" / "boards"
              / "cave-vs-cave.css")
# What the page around a board gives it (web/static/table.css): the font, the margins,
# the lit places.
PAGE_STYLE = """
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 system-ui, sans-serif; background: #f6f1e7;
  overflow-wrap: anywhere; }
.page { padding: .5rem .75rem 2rem; max-width: 1600px; margin: 0 auto; }
[data-target].ch-can { outline: 3px solid #e8a317; outline-offset: 1px; }
"""


def context(seat: int | None, lang: str = "en", names: tuple[str, ...] = NAMES,
            players: int = 2) -> BoardContext:
    return BoardContext(lang, seat, names[:players], lambda value: localize(value, lang))


@cache
def game(players: int, seed: int) -> tuple[State, ...]:
    """Every state of a seeded random game, the first and the last included."""
    states: list[State] = []

    def keep(before: State, seat: int, option_id: str, after: State) -> None:
        if not states:
            states.append(before)
        states.append(after)

    random_game(ENGINE, players, seed, on_move=keep)
    return tuple(states)


def spread(players: int, seed: int, count: int) -> Iterator[State]:
    """``count`` states spread over a game, the last one included."""
    states = game(players, seed)
    step = max(1, len(states) // count)
    yield from states[::step][:count - 1]
    yield states[-1]


def page(html: str, width_note: str = "") -> str:
    css = STYLESHEET.read_text(encoding="utf-8")
    return (f"<!doctype html><html><head><meta charset='utf-8'><style>{PAGE_STYLE}{css}"
            f"</style></head><body><main class='page'>{width_note}{html}</main></body></html>")


def drawn(state: State, seat: int | None, lang: str = "en") -> str:
    players = state["num_players"]
    return board.render(ENGINE.view(state, seat), context(seat, lang, players=players))
