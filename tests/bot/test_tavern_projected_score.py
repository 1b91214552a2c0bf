"""Cavern Tavern's projected score with an order open: right, and the board says why.

Rulebook, end of the game: « Si vous n'avez pas de commande en cours, gagnez 1 PV par
ingrédient en votre possession. S'il vous reste une commande en cours, défaussez-la et ne
gagnez pas de PVs pour les ingrédients qu'il vous reste. » A reader saw the projected score
fall from 4 to 0 on taking an order, with no reason given: the fall is right, the board
now says it."""

from __future__ import annotations

import pytest

from bot.outcomes import SeatInfo
from bot.texts import board_text
from rules.cavern_tavern import ENGINE
from tests.rules.cavern_tavern.helpers import give, table

SEATS = [SeatInfo(seat, 100 + seat, name) for seat, name in enumerate(("Ann", "Bob", "Cy"))]
NOTE = {"en": "4 ingredients not counted while an order is open",
        "fr": "4 ingrédients non comptés tant qu'une commande est en cours",
        "ja": "注文を受けている間は材料4枚を得点に数えません"}


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_an_open_order_leaves_the_ingredients_out_and_the_board_says_why(lang: str) -> None:
    state = table()
    ann = state["players"][0]
    ann["ing"] = {}
    give(state, 0, beer=2, wine=1, fruit=1)
    before = ENGINE.view(state, None)["players"][0]
    ann["order"] = next(o for o in state["mess"] if o is not None)
    after = ENGINE.view(state, None)["players"][0]
    assert after["score"] == before["score"] - 4
    text = board_text("cavern-tavern", ENGINE.view(state, None), SEATS, lang)
    line = next(line for line in text.splitlines() if line.startswith("Ann"))
    assert NOTE[lang] in line, line
    ann["order"] = None   # no order open: no note
    text = board_text("cavern-tavern", ENGINE.view(state, None), SEATS, lang)
    assert NOTE[lang] not in text
