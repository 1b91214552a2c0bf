"""No game text shows a value as Python writes it.

English journals read « Ulysse rolls [2, 1, 2, 1]. », « Éloïse rolls [3, 5, 5, 6] for
starting ingredients. » and « The automaton rolls [2, 3, 3, 2, 1]: it blocks Mess slot 2,
Mead or Nectar, Cook Dragon Eggs, Mop the Floor, Item. » (language sample en 501): the
engines keep dice as a list for every language, and only French and Japanese said it as a
sentence. The class: every event, prompt and option label of random games of every game,
in English, French and Japanese, has no list in brackets, no ``None``/``True``/``False``
and no catalogue key or placeholder left.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import rules
from bot import texts as host_texts
from bot.i18n import localize
from rules.core.english import faces, quoted_each
from rules.core.playout import random_game

CODE = re.compile(r"\[\s*\d+(?:\s*,\s*\d+)*\s*\]|\b(?:None|True|False)\b|\{\s*\$|"
                  r"\b(?:tavern|caverna|cvc)-[a-z]")


@cache
def _played() -> tuple[list[Any], list[dict[str, Any]]]:
    texts: list[Any] = []
    events: list[dict[str, Any]] = []
    for key, engine in rules.GAMES.items():
        def collect(state: Any, seat: int, option_id: str, new: Any,
                    engine: Any = engine) -> None:
            for decision in engine.pending(new):
                texts.append(decision.prompt)
                texts.extend(option.label for option in decision.options)
            events.extend(json.loads(json.dumps(engine.last_events(new))))

        for players, seed in ((1, 11), (2, 12), (min(4, engine.max_players), 13)):
            state = engine.new_game(players, seed)
            events.extend(json.loads(json.dumps(engine.last_events(state))))
            random_game(engine, players, seed, on_move=collect)
        prefix = {"cave-vs-cave": "cvc-", "cavern-tavern": "tavern-"}.get(key, f"{key}-")
        assert any(e.get("msg", {}).get("key", "").startswith(prefix) for e in events), key
    return texts, events


def test_no_game_text_shows_a_value_as_code() -> None:
    texts, events = _played()
    assert len(events) > 1000
    for lang in ("en", "fr", "ja"):
        said = {host_texts.event_text(ev, lang) for ev in events}
        said |= {localize(text, lang) for text in set(texts)}
        wrong = sorted(t for t in said if CODE.search(t))
        assert not wrong, (lang, wrong[:8])


def test_english_says_dice_and_zones_as_a_sentence() -> None:
    assert faces("[2, 1, 2, 1]") == "2, 1, 2 and 1" and faces("[6]") == "6"
    assert faces("3 + 4") == "3 + 4"
    assert quoted_each("Mead or Nectar, Item") == "“Mead or Nectar” and “Item”"
    assert CODE.search("Ulysse rolls [2, 1, 2, 1].") and not CODE.search("Ulysse rolls 2.")
