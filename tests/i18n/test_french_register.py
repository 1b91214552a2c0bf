"""Issue 41, French as the rulebooks write it, over whole classes of messages:

- an inventory counts before the noun and agrees with the count (« 1 bois, 1 chien,
  2 chiens »), and Caverna counts its food in PN, Cave vs Cave in repas (their rules);
- colons never pile up (« À suivre : Éloïse : Manche 1 : choisissez … »): every engine
  prompt, inside every message that wraps a prompt (the turn message, the reply, the
  console, the DM), and every message of a French sample.
"""

from __future__ import annotations

import random
import re

import pytest

import rules
from benchmarks.language_sample import catalogue_entries, made_up, sample
from bot import texts
from bot.i18n import tr
from bot.i18n.catalogues import catalogue_files, parsed_file
from rules.cave_vs_cave.data import GOODS as CVC_GOODS
from rules.caverna.data import GOODS as CAVERNA_GOODS

SPACE = r"[\s\u202f\u00a0]"
FREE = r"[^:;.,«»()·—\n]{1,40}"
# Three colons in a row of short parts: « A : B : C : … ».
PILED = re.compile(rf"(?:^|[:;.,«»()·—]){SPACE}*{FREE}{SPACE}:{SPACE}{FREE}{SPACE}:{SPACE}"
                   rf"{FREE}{SPACE}:(?:{SPACE}|$)")
WRAPPERS = ("console-next", "play-next", "play-next-public", "turn-prompt",
            "dm-your-turn-prompt", "controls-placeholder", "view-waiting-for")


def _plain(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u00a0", " ")


@pytest.mark.parametrize(("game", "goods"), [("caverna", CAVERNA_GOODS),
                                             ("cave-vs-cave", CVC_GOODS)])
def test_a_french_inventory_counts_before_the_noun(game: str, goods: tuple[str, ...]) -> None:
    for good in goods:
        key = "text-food-count" if good == "food" else "text-good-count"
        one = _plain(tr("fr", key, good=good, count=1, game=game))
        two = _plain(tr("fr", key, good=good, count=2, game=game))
        assert one.startswith("1 ") and two.startswith("2 "), (one, two)
        assert good not in one.split() or good in ("or",), one   # a name, not a key
        noun = one[2:]
        assert not noun.endswith("s") or noun in ("bois", "rubis", "repas"), one   # singular at 1
    assert _plain(tr("fr", "text-good-count", good="dog", count=1, game="")) == "1 chien"
    food = "PN" if game == "caverna" else "repas"
    assert _plain(tr("fr", "text-food-count", count=3, game=game)) == f"3 {food}"


def test_a_french_board_text_says_counts_first() -> None:
    engine = rules.get_engine("caverna")
    view = engine.view(engine.new_game(2, 3, {}), None)
    said = _plain(texts.board_text("caverna", view, [], "fr", engine.title))
    assert re.search(r"\b1 PN\b|\b\d+ PN\b", said), said
    assert not re.search(r"\b(bois|PN|repas|chiens?) \d", said), said


def _prompts() -> list[str]:
    rng = random.Random(2)
    entries = catalogue_entries("fr")
    return [tr("fr", key, **made_up(entry, rng, {}, "fr")) for key, entry in entries.items()
            if "prompt" in key and key not in WRAPPERS and not key.startswith("console-")]


def test_french_prompts_never_pile_colons_in_any_wrapper() -> None:
    prompts = _prompts()
    assert len(prompts) > 10
    piled = []
    for prompt in prompts:
        console = tr("fr", "console-prompt", name="Éloïse", prompt=prompt)
        said = [tr("fr", "console-next", prompt=console), console,
                tr("fr", "play-next", prompt=prompt),
                tr("fr", "play-next-public", prompt=prompt),
                tr("fr", "turn-prompt", name="Éloïse", prompt=prompt),
                tr("fr", "dm-your-turn-prompt", where="<#1>", prompt=prompt),
                tr("fr", "controls-placeholder", name="Éloïse", prompt=prompt),
                tr("fr", "view-waiting-for", name="Éloïse", prompt=prompt)]
        piled.extend(_plain(s) for s in said if PILED.search(_plain(s)))
    assert piled == [], piled[:5]


def test_a_french_sample_never_piles_colons() -> None:
    piled = [(i.key, line) for i in sample("fr", 400, 6, pictures=False)
             for line in _plain(i.text).splitlines() if PILED.search(line)]
    assert piled == [], piled[:5]


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
@pytest.mark.parametrize("game", ["cave-vs-cave", "caverna", "cavern-tavern"])
def test_a_game_that_begins_says_its_name_once(lang: str, game: str) -> None:
    """« Caverna : Caverne contre Caverne commence. Caverna : Caverne contre Caverne —
    ordre de jeu : … » said the title twice (the lobby's line came after it)."""
    title = texts.title(game, lang)
    lobby = tr(lang, "lobby-seat-order", title=title, order="1. Ann, 2. Bob")
    said = tr(lang, "lobby-begins", title=title, order="1. Ann, 2. Bob", lobby=lobby)
    assert said.count(title) == 1 and "Bob" in said, said


def _french_messages() -> list[tuple[str, str, str]]:
    from pathlib import Path

    from fluent.syntax import ast

    found = []
    for path in catalogue_files("fr"):
        resource = parsed_file(Path(path))
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                text = "".join(e.value if isinstance(e, ast.TextElement) else "{}"
                               for e in entry.value.elements)
                found.append((path.name, entry.id.name, text))
    return found


def test_french_never_says_peut_etre_for_may_be() -> None:
    """« Murs : trois côtés, peut-être le quatrième » calqued "may be the fourth":
    « peut-être » is "perhaps"; the rulebook's walls « peuvent être présents »."""
    found = [(key, text) for _, key, text in _french_messages()
             if re.search(r"peut-être (le|la|les|l'|un|une|des|deux|trois|\d)\b", text)]
    assert found == [], found[:5]


def test_cave_vs_cave_never_writes_an_extra_cost_with_plus() -> None:
    """The rulebook's « + » announces what you receive: « aménager une cavité (+5 repas) »
    read as a gain, not as a cost on top."""
    found = [(key, text) for file, key, text in _french_messages()
             if file.startswith("cave-vs-cave") and re.search(r"\(\+\s*\{\}", text)]
    assert found == [], found
    said = _plain(tr("fr", "cvc-furnish-extra", extra="5 repas"))
    assert "+" not in said and "5 repas" in said, said


def test_two_takings_joined_say_their_verb_once() -> None:
    """« Exploration forestière : prendre 7 bois et prendre 1 légume »."""
    assert tr("fr", "caverna-and", a="Prendre 7 bois", b="Prendre 1 légume") == \
        "Prendre 7 bois et 1 légume"
    assert tr("fr", "caverna-and", a="Prendre 7 bois", b="Semer") == "Prendre 7 bois et semer"
    assert tr("fr", "caverna-and", a="Devenir premier joueur, prendre 2 PN",
              b="Prendre 2 minerais") == "Devenir premier joueur, prendre 2 PN et 2 minerais"


def test_french_says_no_then_or() -> None:
    """« puis/ou » is a calque of "and then/or": no French rulebook writes it."""
    found = [(path.name, line) for path in catalogue_files("fr")
             for line in path.read_text(encoding="utf-8").splitlines()
             if "puis/ou" in line or "puis / ou" in line]
    assert found == [], found[:5]


def test_french_conversions_in_a_row_say_their_verb_once() -> None:
    """« convertit 2 céréales en 2 PN et 1 légume en 2 PN », not « convertit … ; convertit … »."""
    from bot.host.story import _one_verb
    assert _one_verb(["convertit 2 céréales en 2 PN", "convertit 1 légume en 2 PN"]) == \
        ["convertit 2 céréales en 2 PN et 1 légume en 2 PN"]
