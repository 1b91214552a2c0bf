"""Issue 40, item 4: no text shows a good's key.

The words-only Boards, ``/game status``, ``/game board`` and the pictures' alt text all
write the goods through :func:`bot.texts.board_text`; English printed the key ("wild_boar 2",
"vegetable 2", "potion 1"). Over every good, item and resource of every game (the engines'
data, checked against what their views hold) in every language: the words name it, never
its key."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot import texts
from bot.i18n import localize, tr
from bot.outcomes import SeatInfo
from rules import get_engine
from rules.cave_vs_cave.data import GOODS as CVC_GOODS
from rules.cavern_tavern.board import ALL_CARDS
from rules.caverna.data import GOODS as CAVERNA_GOODS
from rules.core.playout import random_game

LANGUAGES = ("en", "fr", "ja")
GOODS: dict[str, tuple[str, ...]] = {
    "cave-vs-cave": CVC_GOODS, "caverna": CAVERNA_GOODS, "cavern-tavern": ALL_CARDS}
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b")
SEATS = (SeatInfo(seat=0, user_id=1, name="Ann"),)


def shows_key(text: str, good: str, count: int) -> bool:
    """The key as the catalogues' fallback writes it: an identifier, or "key count"."""
    echoed = re.compile(rf"(?<![\w]){re.escape(good)} ?{count}(?!\d)")
    return bool(IDENTIFIER.search(text) or echoed.search(text))


def board(key: str, resources: dict[str, int], lang: str) -> str:
    view: dict[str, Any] = {"round": 2, "rounds_total": 8, "to_act": [0],
                            "players": [{"seat": 0, "score": 3, "resources": resources}]}
    return texts.board_text(key, view, SEATS, lang)


def test_the_check_sees_the_issues_examples() -> None:
    assert shows_key("Ann: 3 points; wild_boar 2.", "wild_boar", 2)
    assert shows_key("Ann: 3 points; vegetable 2.", "vegetable", 2)
    assert shows_key("Ann: 3 points; potion 1.", "potion", 1)
    assert not shows_key("Ann: 3 points; 2 vegetables, 1 Magic Potion.", "vegetable", 2)


def test_the_goods_listed_are_every_good_the_views_hold() -> None:
    for key, goods in GOODS.items():
        engine = get_engine(key)
        held: set[str] = set()

        def seen(_state: Any, _seat: int, _option: str, new: Any, held: set[str] = held,
                 engine: Any = engine) -> None:
            for player in engine.view(new, None).get("players") or []:
                held.update(player.get("resources") or {})
        random_game(engine, 2, 11, on_move=seen)
        assert held and held <= set(goods), (key, held - set(goods))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GOODS))
def test_no_board_text_shows_a_goods_key(key: str, lang: str) -> None:
    shown = []
    for good in GOODS[key]:
        for count in (1, 2):
            text = board(key, {good: count}, lang)
            if shows_key(text, good, count):
                shown.append(text.splitlines()[-1])
    assert not shown, shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_caverna_event_sentences_name_the_good(lang: str) -> None:
    """The events that name one good ("buys 1 wild boar", sowing a crop) by its id."""
    shown = []
    for good in CAVERNA_GOODS:
        named = {"key": "caverna-good-id", "args": {"good": good}}
        for text in (localize({"key": "caverna-ev-buys", "args": {"who": "Ann", "good": named,
                                                                   "price": 2}}, lang),
                     tr(lang, "caverna-good", good=good, count=2)):
            if IDENTIFIER.search(text):
                shown.append(text)
    assert not shown, shown
