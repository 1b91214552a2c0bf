"""Autocomplete suggestions: within Discord's limits, cut at a whole word, told apart.

A suggestion has a name and no description, and Discord refuses a name over 100
characters. ``/jouer``'s suggestions were clipped at the 100th character (« … qui demande
Fruit ×3, Herbes ×2, Pi… »), and ``/game computer level``'s choices likewise. The class:
every option of random games of every game, in every language, named as a suggestion, is
at most 100 characters, ends on a whole word (never a dangling « et » / « and »), and no
two suggestions of one decision read alike unless their options do; and every
autocomplete of the synced commands answers, in every language, with a list Discord takes.
"""

from __future__ import annotations

from typing import Any

import rules
from bot.host import GameHost
from bot.i18n import languages, localize, unescaped
from cogs.layout import _DANGLING, MAX_SELECT_LABEL, choice_names, short_label
from rules.core import Rng
from tests.cogs.command_limits import choices_problems
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game
from tests.cogs.test_autocomplete_language import _autocompleted
from tests.cogs.test_command_surface import synced

ORDER = ("Prendre la commande Souper fumé du voyageur (Humain, symbole Cuisine), qui demande "
         "Fruit ×3, Herbes ×2, Pierres et Spiritueux — 27 PV, et au bout de 7 tours, le client "
         "part (−27 PV)")


def test_a_long_option_is_cut_after_a_whole_word() -> None:
    # Before: « …, qui demande Fruit ×3, Herbes ×2, Pi… » (cut inside « Pierres »).
    assert short_label(ORDER) == ("Prendre la commande Souper fumé du voyageur (Humain, symbole "
                                  "Cuisine), qui demande Fruit ×3…")
    farming = ("Sheep farming: Fence a small pasture (2 wood) and/or a large pasture (4 wood) "
               "and/or build a stable (1 stone), then take 1 sheep")
    assert short_label(farming, 90) == ("Sheep farming: Fence a small pasture (2 wood) "
                                        "and/or a large pasture (4 wood)…")
    assert short_label("short") == "short"
    # Japanese has no spaces: cut after the last list mark near the end.
    japanese = "、".join(f"材料{i}" for i in range(40))
    cut = short_label(japanese)
    assert len(cut) <= MAX_SELECT_LABEL and cut.endswith("…") and not cut.endswith("、…")
    assert japanese.startswith(cut[:-1])


def test_two_options_alike_up_to_the_cut_keep_where_they_differ() -> None:
    late = ORDER.replace("7 tours", "8 tours").replace("−27", "−28")
    first, second, _ = choice_names([ORDER, late, "Passer"])
    assert first != second and len(first) <= MAX_SELECT_LABEL >= len(second)
    assert first.startswith("Prendre la commande Souper fumé") and "7 tours" in first
    assert "8 tours" in second
    # The same text twice stays the same (it is the same move to read).
    assert choice_names([ORDER, ORDER]) == [short_label(ORDER)] * 2


def _decisions() -> list[tuple[str, ...]]:
    found = []
    for engine in rules.GAMES.values():
        for players in sorted({engine.min_players, 2, 4}):
            if not engine.min_players <= players <= engine.max_players:
                continue
            state = engine.new_game(players, 5, None)
            chooser = Rng(5)
            for _ in range(400):
                if engine.is_over(state):
                    break
                decisions = engine.pending(state)
                for decision in decisions:
                    for lang in languages():
                        found.append(tuple(localize(o.label, lang) for o in decision.options))
                pick = decisions[0]
                state = engine.apply(state, pick.seat, chooser.choice(pick.options).id)
    return found


def _reads_whole_words(name: str, text: str) -> bool:
    """``name`` is ``text``, or pieces of it each cut after a whole word and ended « … »."""
    if name == text:
        return True
    pieces = [p.strip() for p in name.split("…") if p.strip()]
    at = 0
    for piece in pieces:
        found = text.find(piece, at)
        if found < 0:
            return False
        end = found + len(piece)
        if end < len(text) and " " in text and text[end] not in " ,;:：、—\u00a0\u202f(":
            return False
        if piece.split(" ")[-1].casefold() in _DANGLING and end < len(text):
            return False
        at = end
    return True


def test_every_option_of_every_game_is_a_good_suggestion_in_every_language() -> None:
    long = 0
    for options in _decisions():
        for group in (options[i:i + 25] for i in range(0, len(options), 25)):
            names = choice_names(list(group))
            texts = [" ".join(unescaped(t).split()) for t in group]
            assert len(set(names)) == len(set(texts)), (group, names)
            for name, text in zip(names, texts, strict=True):
                assert 1 <= len(name) <= MAX_SELECT_LABEL, name
                assert _reads_whole_words(name, text), (text, name)
                long += len(text) > MAX_SELECT_LABEL
    assert long > 50   # the games gave long options: the check is not empty


async def _every_autocomplete(harness: Harness, user: int, options: list[tuple[str, str]],
                              locale: str) -> list[list[dict[str, Any]]]:
    harness.locales[user] = locale
    answers = []
    for path, name in options:
        answers.append(await harness.autocomplete(user, path, name, **{name: ""}))
    return answers


async def test_every_autocomplete_answers_within_discords_limits(harness: Harness,
                                                                 host: GameHost) -> None:
    options = _autocompleted(list((await synced(harness)).values()))
    assert ("play", "option") in options and ("game rules", "about") in options
    await start_game(harness, "cavern-tavern", ANN, BOB)
    longest = 0
    for _ in range(12):
        to_act = (await host.status(CHANNEL_ID)).to_act
        if not to_act:
            break
        user = to_act[0].user_id
        assert user is not None
        for locale in ("en-US", "fr", "ja"):
            for (path, name), choices in zip(
                    options, await _every_autocomplete(harness, user, options, locale),
                    strict=True):
                assert choices_problems(f"{locale} /{path} {name}", choices) == []
                shown = [c["name"] for c in choices]
                assert len(set(shown)) == len(shown), (locale, path, shown)
                longest = max([longest, *map(len, shown)])
        harness.locales[user] = "en-US"
        [first, *_] = await harness.autocomplete(user, "play", "option", option="")
        await harness.slash(user, "play", option=first["value"])
    assert longest > 60   # real suggestions were checked, not only empty lists
