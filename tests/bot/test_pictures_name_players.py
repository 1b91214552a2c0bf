"""Pictures write the names of who sits at the table, never an engine's "Player N".

Engines know no people: their prompts and sentences say "Player 1". The host writes the
names into the view's player entries (``bot.images.named_view``), and the renderers draw the
engine's texts as they come, so a prompt that names another seat (Cavern Tavern's Wido:
"Player 1 used the Cellar — take one too?") reached the turn picture as "Player 1" while the
message beside it said "Anaïs" (Japanese reading ja-291). ``bot.images.named_say`` names
every text the renderers localise; this checks every text drawn, in every language, for
a state of each game (the Tavern's with a prompt that names a seat), in a thread and in the
drawing processes.
"""

from __future__ import annotations

import functools
import re

import pytest

import rules
from bot import images
from bot.i18n import localize
from rules.core import Rng, State
from tests.render.drawn import drawn_texts

NAMES = {0: "Anaïs", 1: "Yann"}
PLAYER_N = re.compile(r"Player \d")


def _state(key: str, seed: int, wanted: re.Pattern[str] | None) -> State:
    """A 2-player state of a random game: the first whose public prompt matches ``wanted``
    (else the 30th)."""
    engine = rules.get_engine(key)
    state, rng = engine.new_game(2, seed), Rng(seed)
    for move in range(400):
        prompt = str(engine.view(state, None).get("prompt") or "")
        if (wanted.search(prompt) if wanted else move == 30) or engine.is_over(state):
            return state
        decision = rng.choice(engine.pending(state))
        state = engine.apply(state, decision.seat, rng.choice(decision.options).id)
    raise AssertionError(f"no {key} state with a prompt like {wanted}")


@pytest.mark.parametrize(("key", "wanted"), [("cavern-tavern", PLAYER_N),
                                             ("cave-vs-cave", None), ("caverna", None)])
@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_no_picture_writes_player_n(key: str, wanted: re.Pattern[str] | None, lang: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    view = rules.get_engine(key).view(_state(key, 0, wanted), None)
    seen = drawn_texts(monkeypatch)
    say = functools.partial(localize, lang=lang)
    await images.draw_turn(key, view, NAMES, say=say)
    await images.draw(key, view, [0, 1], names=NAMES, say=say)
    drawn = " | ".join(seen)
    assert NAMES[0] in drawn
    assert not PLAYER_N.search(drawn), drawn


async def test_the_drawing_processes_write_the_names_too() -> None:
    """The named localiser crosses into the process pool (it must pickle)."""
    view = rules.get_engine("cavern-tavern").view(_state("cavern-tavern", 0, PLAYER_N), None)
    say = functools.partial(localize, lang="ja")
    images.configure(1)
    try:
        (_, pooled), = await images.draw_turn("cavern-tavern", view, NAMES, say=say)
    finally:
        images.configure(0)   # the suite leaves no process behind
    (_, threaded), = await images.draw_turn("cavern-tavern", view, NAMES, say=say)
    # As drawn before: the names in the player entries only, the prompt's "Player 1" kept.
    (_, before), = images._draw_turn("cavern-tavern", images.named_view(view, NAMES), say)
    assert pooled == threaded != before


def test_a_french_name_elides_its_de() -> None:
    say = images.named_say(functools.partial(localize, lang="fr"), {0: "Éloïse", 1: "Yann"})
    assert say("le tour de Player 1") == "le tour d'Éloïse"
    assert say("le tour de Player 2") == "le tour de Yann"
    assert images.named_say(str, {}) is str
