"""The sixth reading's errors left open (fr-281–283, ja-291–292), each as its class:

- French says « ravitaillement » only as the rulebook's « Action de ravitaillement » (a
  reading note said « ravitaillement compris », which explained nothing);
- a sentence about a player said second on their journal line goes on in small letters
  and does not name them again (« … ; Naissances chez Éloïse : âne »), in French and in
  Japanese (「…。ナスティの命令：Éloïseさんは…」);
- Japanese never says a thing 「提示され」 without saying what appears (the guide's items
  and characters), nor that an order is 「忘れられ」 (the customer leaves: 退店);
- a Japanese 「〜ば、」 never ends a message on an inserted list with no verb after it
  (「相手よりゴールドが多ければ、壁を作る、内装」);
- a Caverna picture's action names its tile or its goods with a verb (「獲得、部屋と
  トンネルタイル」 said neither what is taken nor what is done with the tile);
- 「この選択はあなたのものではありません」, word for word "this choice is not yours", is
  said the way a Japanese player would.
"""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast

from bot.host.story import _line
from bot.i18n import localize, tr
from bot.i18n.catalogues import catalogue_files, parsed_file
from rules.caverna.harvest import animals_text
from rules.core.text import Say
from tests.i18n.french_render import spaced, values
from tests.i18n.pattern_texts import pattern_texts
from tests.i18n.test_catalogues import entries


def _lines(lang: str) -> list[tuple[str, str]]:
    return [(line.split(" = ", 1)[0], line) for path in catalogue_files(lang)
            for line in path.read_text(encoding="utf-8").splitlines()
            if " = " in line and not line.startswith("#")]


def test_french_says_ravitaillement_as_the_rulebook_does() -> None:
    found = [key for key, line in _lines("fr")
             if re.search(r"(?<!Action de )ravitaillement", line)]
    assert found == [], found


# Placeholders that name a second person: a message with one of them may name the
# player of the line again, as someone else's object.
_OTHERS = {"name", "names", "owner", "victim", "player", "other", "target", "seat", "to"}
# Said for nobody's line: who starts the game or the round.
_NOBODYS = re.compile(r"-ev-starts$")
NAME = "Éloïse"
FIRST = {"fr": f"{NAME} prend 2 bois.", "ja": f"{NAME}さんが木材2を得ました。"}


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_a_players_second_sentence_goes_on_their_journal_line(lang: str) -> None:
    found = []
    for key, names in entries(lang).items():
        if "-ev-" not in key or "who" not in names or _NOBODYS.search(key):
            continue
        said = tr(lang, key, **values(names, 2, NAME))
        line = spaced(_line([FIRST[lang], said], NAME, lang))
        clause = re.split(r" ?; |。", line, maxsplit=1)[-1]
        if (NAME in clause and not names & _OTHERS) or (lang == "fr" and clause[:1].isupper()):
            found.append((key, clause))
    assert found == [], found[:5]


def test_newborns_are_said_with_their_article() -> None:
    both = animals_text(("sheep", "donkey"), "caverna-comma", ", ")
    said = localize(Say("", "caverna-ev-breed", who=NAME, animals=both), "fr")
    assert said == f"{NAME} voit naître un mouton et un âne.", said
    line = _line(["Éloïse ne nourrit pas ses nains.", said], NAME, "fr")
    assert spaced(line) == "ne nourrit pas ses nains ; voit naître un mouton et un âne.", line


# 「提示され」 with no subject, an order 「忘れられ」, "not yours" word for word, "the one who
# acts" (ja-291's real play: the picture says 「手番：」), a page as the one that sent.
@pytest.mark.parametrize("calque", ["提示され", "忘れられ", "あなたのものではありません",
                                    "行動する人", "ページが安全のための"])
def test_japanese_says_no_calque(calque: str) -> None:
    found = [line for _, line in _lines("ja") if calque in line]
    assert found == [], found[:3]


def test_a_japanese_condition_is_never_left_on_a_bare_list() -> None:
    found = []
    for path in catalogue_files("ja"):
        resource = parsed_file(path)
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                texts = pattern_texts(entry.value)
                if any(re.search(r"ば、\{\}$", text) for text in texts):
                    found.append(entry.id.name)
    assert found == [], found


def test_a_caverna_pictures_action_says_its_verb() -> None:
    from bot.i18n import localizer
    from render.caverna.effects import _OPS, _TILES
    from render.common.words import speaking
    with speaking(localizer("ja")):
        from render.common.words import word
        said = [word(*_TILES[tile]) for tile in _TILES] + [word(*_OPS["take"])]
    bare = [text for text in said if "を" not in text]
    assert bare == [], bare


def test_not_yours_is_said_as_a_japanese_player_would() -> None:
    assert tr("ja", "play-not-yours") == "これはあなたが選ぶものではありません。"
    assert tr("ja", "play-not-yours-owner", owner="Yann") == "これはYannさんが選ぶものです。"
