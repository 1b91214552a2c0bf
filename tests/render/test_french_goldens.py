"""Issue 14: one turn picture per game in French, with accented player names, compared
with a committed golden (``UPDATE_GOLDENS=1`` rewrites them; look at each one)."""

from __future__ import annotations

import functools

import pytest

import render
from bot.i18n import localize
from tests.render.golden_images import check_golden
from tests.render.test_pictures_language import french_view

# (game, players, seed, moves): a game under way, with every seat named with accents.
CASES = [("cave-vs-cave", 2, 4, 30), ("caverna", 3, 2, 60), ("cavern-tavern", 3, 2, 40)]


@pytest.mark.parametrize(("key", "players", "seed", "moves"), CASES)
def test_french_turn_picture(key: str, players: int, seed: int, moves: int) -> None:
    view = french_view(key, players, seed, moves)
    png = render.extra_pictures(key)["turn"](view, say=functools.partial(localize, lang="fr"))
    check_golden(f"fr/{key}-turn", png)
