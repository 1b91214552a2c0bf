"""A part of an action tile the player cannot do is said with its reason.

A reader's Décoration had nothing to furnish and the menu showed only « Fin du tour », with
no reason. Rulebook, « Aménager une cavité » : « Payez le coût requis (bois, pierre, or)
[…] et placez-la sur une cavité libre de votre plateau Caverne. […] Si vous n'avez pas de
cavité libre, cette action n'a pas d'effet. » The prompt now says which is missing, in
each language."""

from __future__ import annotations

import pytest

from bot.i18n import localize
from rules.cave_vs_cave import ENGINE
from rules.core import State
from tests.rules.cave_vs_cave.helpers import game, goods, ids, play

WHY = {"en": {"cavern": "no empty cavern to furnish", "afford": "you cannot pay for it"},
       "fr": {"cavern": "faute de cavité vide", "afford": "faute de pouvoir payer"},
       "ja": {"cavern": "内装できる空き洞窟がない", "afford": "支払う資材が足りない"}}


def _housework(cavern: bool) -> State:
    state = game()
    cave = state["players"][0]["cave"]
    if not cavern:   # every empty cavern furnished: nothing to furnish
        state["players"][0]["cave"] = [25 if v == 0 else v for v in cave]
    goods(state, wood=0, stone=0, emmer=0, flax=0, food=0, gold=0)
    return play(state, "tile:housework")


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
@pytest.mark.parametrize("cavern", [False, True])
def test_decoration_with_nothing_to_furnish_says_why(lang: str, cavern: bool) -> None:
    state = _housework(cavern)
    assert ids(state) == ["done"]                 # only "End turn", as the reader saw
    prompt = localize(ENGINE.pending(state)[0].prompt, lang)
    assert WHY[lang]["afford" if cavern else "cavern"] in prompt, prompt
    # Both furnishing parts are blocked for one reason: it is said once, not word for word twice.
    assert prompt.count(WHY[lang]["afford" if cavern else "cavern"]) == 1, prompt


def test_a_tile_whose_parts_can_all_be_done_says_nothing_more() -> None:
    state = play(game(), "tile:undergrowth")
    prompt = ENGINE.pending(state)[0].prompt
    assert getattr(prompt, "msg_key", None) == "cvc-parts-prompt", prompt
