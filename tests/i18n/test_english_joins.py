"""English Caverna labels and journal sentences read as English sentences.

Language sample en 420-499: « Strip mining: Take 1 ore, 1 stone and Take 2 wood »,
« Starting player: Become starting player and Take 4 food and Take 2 ore », « Sheep farming:
Fence a small pasture (2 wood) and/or Fence a large pasture (4 wood) and/or Build a stable
(1 stone) and Take 1 sheep » (the last « and » read as one more choice), « Forge a weapon
and/or Level-1 expedition and/or Level-1 expedition », and « takes 1 wood, 1 stone, 1 ore,
1 food, 2 gold. », « places meadow at C1; field at B1 ». The classes, over random games
at 1 to 5 players: no joined part starts with a capitalised action word, a choice is
closed by « , then » before what follows it, a list of goods ends with « and », and a twin
tile's halves are parted by a comma (« ; » parts the journal's sentences)."""

from __future__ import annotations

import re
from functools import cache

import rules
from bot.event_merge import merged_events
from bot.i18n import catalogues, localize
from bot.texts import event_text
from rules.core import Rng
from rules.core.english import and_same, continued, same_once

JOINS = r"(?:\band|\bor|\band/or|\bthen|, )"


@cache
def action_words() -> frozenset[str]:
    """The first word of every English action label (« Take », « Fence », « Level-3 »)."""
    words = set()
    for key in catalogues().keys("en"):
        if key.startswith(("caverna-op-", "caverna-take", "caverna-buy", "caverna-imitate")):
            first = catalogues().render("en", key, {"level": 1, "size": "small", "tile": "x",
                                                    "cost": "1 wood", "goods": "1 wood",
                                                    "count": 2, "space": "x", "what": "x",
                                                    "price": "1 gold"}).split(" ", 1)[0]
            words.add(re.sub(r"-\d+$", "-", first))
    return frozenset(w for w in words if w[:1].isupper())


def problems(text: str) -> list[str]:
    found = []
    for match in re.finditer(JOINS + r" ([A-Z][\w-]*)", text):
        word = re.sub(r"-\d+$", "-", match.group(1))
        if word in action_words():
            found.append(f"capital after a join: {match.group(0)!r}")
    if re.search(r" and/or [^,]*(?<!\)) and (?!/or)", text) and ", then " not in text:
        found.append("a bare « and » after a choice")
    if re.search(r"\d+ [a-z][a-z ]*, \d+ [a-z][a-z ]*(?:[.;)]|$)", text):
        found.append("a list of goods without « and »")
    if re.search(r"\bat [A-H]\d; [a-z]+ at [A-H]\d", text):
        found.append("a twin tile's halves parted by « ; », the journal's sentence mark")
    return found


def _texts() -> set[str]:
    engine = rules.GAMES["caverna"]
    found: set[str] = set()
    for players, seed in ((1, 4), (2, 5), (3, 6), (5, 7)):
        state = engine.new_game(players, seed, None)
        chooser = Rng(seed)
        run = []
        for _ in range(1500):
            if engine.is_over(state):
                break
            decisions = engine.pending(state)
            for decision in decisions:
                found.update(localize(o.label, "en") for o in decision.options)
            pick = decisions[0]
            state = engine.apply(state, pick.seat, chooser.choice(pick.options).id)
            run.extend(ev for ev in engine.last_events(state) if ev.get("msg"))
        found.update(event_text(ev, "en") for ev in merged_events(run))
    return found


def test_english_caverna_texts_join_as_sentences() -> None:
    texts = _texts()
    assert len(texts) > 500 and {"Take", "Fence", "Place"} <= action_words()
    assert any(" and/or " in t and ", then " in t for t in texts)   # the case is met
    bad = {t: p for t in texts if (p := problems(t))}
    assert not bad, list(bad.items())[:5]


def test_the_checks_see_what_the_sample_saw() -> None:
    assert problems("Strip mining: Take 1 ore, 1 stone and Take 2 wood")
    assert problems("Fence a small pasture (2 wood) and/or Build a stable (1 stone) and Take 1 "
                    "sheep")
    assert problems("Ulysse takes 1 wood, 1 stone, 1 ore, 1 food, 2 gold.")
    assert problems("Hélène: places meadow at C1; field at B1.")
    assert not problems("Ulysse takes 1 wood, 1 stone, 1 ore, 1 food and 2 gold.")
    assert not problems("Place a Cavern/Tunnel or Cavern/Cavern twin tile")
    assert and_same("Take 1 ore, 1 stone", "Take 2 wood") == "Take 1 ore, 1 stone and 2 wood"
    assert same_once("Fence a small pasture", "Fence a large pasture") == "a large pasture"
    assert continued("VP left") == "VP left" and continued("Sow") == "sow"
    assert continued("Go on a level-1 expedition") == "go on a level-1 expedition"
    assert continued("Or") == "Or"


# The verbs an English action label starts with. « Logging: Take 4 wood and then level-1
# expedition » and « Furnish a dwelling and then family growth » (language sample en 502)
# joined a noun where a verb goes on the sentence: every action starts with a verb.
VERBS = frozenset({"Take", "Buy", "Trade", "Imitate", "Forge", "Become", "Go", "Breed",
                   "Place", "Fence", "Build", "Furnish", "Sow", "Grow"})


def test_every_english_action_starts_with_a_verb() -> None:
    assert action_words() <= VERBS, sorted(action_words() - VERBS)
