"""Slips found reading the language samples of seeds 505-507 (fr, ja, en).

- Japanese wrote a count out of a total two ways: the pictures « ラウンド3/12 », « 残りの壁：
  4/7 », the web table of Cavern Tavern « ラウンド3／12 » (a full-width slash, which the
  Japanese catalogues keep for « A or B »: « 木材1／石材1 »). The class: in Japanese a
  count out of a total (« { $x }/{ $total } ») is written with the half-width slash, in
  every catalogue.
- Texts in the reader's language joined in code with an English separator: « Ann (X);
  Bob (X) » (no French space, a half-width « ; » in Japanese), « ルビー1 + 鉱石1 » (the
  catalogues write 「ルビー1＋鉱石1」), « 5 nains : 5; 6 nains : 10 », the missing
  permissions « メッセージを送信, ファイルを添付 » (and « il me manque A, B » with no
  « et »). The class: no code in bot/, cogs/, web/ or render/ joins words it took from the
  catalogues with a literal « ; », « , », « + », « / » or « · »: the join goes through the
  catalogue (a ``…-and`` message, ``pic-plus``, ``listed``, ``texts.names_list``).
- « Margaux spends 4 Modifier tokens: a 5 becomes a 4, a 5 becomes a 4, a 4 becomes a 3, a 4
  becomes a 3 » (« transforme un 5 en 4, un 5 en 4… », 「5を4、5を4…」): a list the journal
  merges said the same change once per token. The class: no merged journal sentence of a
  random game lists one thing twice; the same change is said with its dice counted (« two
  5s become 4s », « deux 5 en 4 », 「5・5を4」).
- English ended Cavern Tavern's lists with a bare comma (« starts with Syrup ×2, Ambrosia,
  Spirits. ») where French says « et » and Caverna's English « and ». The class: every list
  an engine builds with a last word ends with « and » in English.
- English named Cave vs Cave's rooms and tiles bare after a verb (« How do you use Cave
  Entrance? », « furnishes Spinning Wheel on B3 », « takes Excavation ») where its other
  sentences say « at the Parlor » and French « la Roue à aubes », « la tuile Excavation ».
  The class: no English catalogue sentence puts a room or tile right after a verb.
- A journal line said its takings verb by verb in English (« takes 1 ore and 3 stone;
  takes 2 wood ») where French says it once (« prend 1 minerai, 3 pierres et 2 bois »);
  and the French merge cut a conversion that pays two goods at its « et » (« convertit 1
  rubis, 1 PN en 1 bœuf et 1 bœuf en 3 PN », three things read where there were two
  conversions). The class: in every language that merges, takings in a row say their
  verb once, and a conversion that pays two goods keeps its own clause.
- « Demandez à un modérateur de les accorder » after one missing permission: the sentence
  no longer needs the number (« d'y remédier »).
"""

from __future__ import annotations

import re
from pathlib import Path

from bot import texts
from bot.event_merge import LISTED, merged_events
from bot.host.story import _LISTING_VERBS, _one_verb
from bot.i18n import localize, tr
from bot.i18n.catalogues import catalogue_files
from bot.texts import event_text
from tests.bot.test_merge_keeps_every_event import _runs

# « { $round }/{ $total } »: two placeables parted by a slash of either width.
RATIO = re.compile(r"\{ *\$(\w+) *\}([/／])\{ *\$(\w+) *\}")
# Placeholders that hold the whole a count is out of.
WHOLES = frozenset({"total", "holds", "max"})


def _ratios(lang: str) -> list[tuple[str, str, str]]:
    found = []
    for path in catalogue_files(lang):
        for line in path.read_text(encoding="utf-8").splitlines():
            for match in RATIO.finditer(line):
                if match.group(3) in WHOLES:
                    found.append((line.partition(" = ")[0], match.group(2), match.group(0)))
    return found


def test_a_japanese_count_out_of_a_total_is_written_one_way() -> None:
    ratios = _ratios("ja")
    assert len(ratios) >= 8   # the pictures' and the tables' rounds, walls, turns, herds
    wrong = [r for r in ratios if r[1] != "/"]
    assert not wrong, wrong
    # The web table says a round as the pictures do.
    assert tr("ja", "webct-round", round=3, total=10) == tr("ja", "pic-tavern-title",
                                                             round=3, total=10).split(" — ")[1]


ROOT = Path(__file__).resolve().parents[2]
# A literal separator joining a list (« "; ".join( »).
SEPARATOR = re.compile(r"""["'](?:; |, | \+ | / |/| · |、)["']\.join\(""")
# A call that gives words in the reader's language.
SAID = re.compile(r"\b(?:tr|word|say|localize|amount|display_name|good_label|phrase|ing_name"
                  r"|tile_name)\(")
# Joins of what a member types (option values, keys), the same in every language.
TYPED = ("f\"{name}={value}\"", "sorted(TOPICS)")


def test_no_code_joins_the_readers_words_with_an_english_separator() -> None:
    found = []
    for folder in ("bot", "cogs", "web", "render"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            for number, line in enumerate(lines):
                match = SEPARATOR.search(line)
                if not match or any(typed in line for typed in TYPED):
                    continue
                joined = line[match.end():] + " ".join(lines[number + 1:number + 3])
                if SAID.search(joined):
                    found.append(f"{path.relative_to(ROOT)}:{number + 1}: {line.strip()}")
    assert not found, found


# Two values with punctuation between them in an f-string (« f"{name} ({late})" »): a
# picture's or a page's text put together in code, which Japanese writes 「名前（+1）」.
GLUED = re.compile(r"""f["'][^"']*\}(?: \(|: |; |, )\{""")


def test_no_picture_or_page_puts_punctuation_between_values_in_code() -> None:
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for folder in ("render", "web/boards")
             for path in sorted((ROOT / folder).rglob("*.py")) if path.name != "__main__.py"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if GLUED.search(line)]
    assert not found, found
    assert tr("ja", "pic-tavern-order-lateness", name="燻した岩のスープ", late="+1") == \
        "燻した岩のスープ（+1）"


def test_missing_permissions_are_listed_as_each_language_lists() -> None:
    def said(lang: str, *flags: str) -> str:
        names = texts.names_list([tr(lang, "permission-name", flag=f) for f in flags], lang)
        return tr(lang, "permission-missing", names=names).replace("\u202f", " ")
    assert "« Voir le salon », « Envoyer des messages » et « Joindre des fichiers »" in \
        said("fr", "view_channel", "send_messages", "attach_files")
    assert "「チャンネルを見る」、「メッセージを送信」と「ファイルを添付」の権限" in \
        said("ja", "view_channel", "send_messages", "attach_files")
    assert "View Channel, Send Messages and Attach Files" in \
        said("en", "view_channel", "send_messages", "attach_files")
    # One permission: nothing after it agrees with a plural.
    assert " les " not in said("fr", "send_messages") and " them " not in said("en", "attach_files")


def _things(value: object) -> list[object]:
    """The things of a list the journal joined (nested « a, b » messages), in order."""
    if isinstance(value, dict) and str(value.get("key", "")).endswith(("-comma", "-comma-last")):
        args = value.get("args") or {}
        return _things(args.get("a")) + _things(args.get("b"))
    return [value]


def test_no_merged_journal_sentence_lists_one_thing_twice() -> None:
    # Each seat's consecutive events, merged as the journal merges a line.
    lists = 0
    for key, players, seed, options in (("cavern-tavern", 2, 501, {"secret_room": True}),
                                        ("cavern-tavern", 2, 505, {"secret_room": True}),
                                        ("cavern-tavern", 3, 511, {"secret_room": True}),
                                        ("caverna", 2, 505, None)):
        for run in _runs(key, players, seed, 3000, options):
            for ev in merged_events(run):
                msg = ev.get("msg")
                if not (isinstance(msg, dict) and msg.get("key") in LISTED):
                    continue
                things = _things(msg["args"][LISTED[msg["key"]][0]])
                lists += len(things) > 1
                for lang in ("en", "fr", "ja"):
                    said = [localize(thing, lang) for thing in things]
                    assert len(set(said)) == len(said), (lang, event_text(ev, lang))
    assert lists > 10


def test_english_ends_every_engine_list_with_and() -> None:
    for key in ("tavern-comma-last", "caverna-comma-last"):
        assert tr("en", key, a="A, B", b="C") == "A, B and C"
        assert tr("fr", key, a="A, B", b="C") == "A, B et C"
    calls = [line.strip() for path in (ROOT / "rules").rglob("*.py")
             for line in path.read_text(encoding="utf-8").splitlines()
             if "join_listing(" in line and "def join_listing" not in line]
    assert calls and all('" and ")' in call for call in calls), calls
    ev = {"seat": 0, "text": "x", "msg": {"key": "tavern-ev-modifier",
                                          "args": {"who": "Ann", "old": 5, "new": 4}}}
    twice = merged_events([ev, ev, {**ev, "msg": {**ev["msg"], "args": {
        "who": "Ann", "old": 4, "new": 3}}}])
    assert [event_text(e, "en") for e in twice] == [
        "Ann spends 3 Modifier tokens: two 5s become 4s and a 4 becomes a 3."]
    assert "deux 5 en 4 et un 4 en 3" in event_text(twice[0], "fr")
    assert "5・5を4、4を3に" in event_text(twice[0], "ja")


def test_a_japanese_option_label_says_what_is_done() -> None:
    # « ケイシャラ：ふさがっている「注文を入れ替える」 » named a zone and did nothing.
    said = tr("ja", "tavern-keishara", zone="注文を入れ替える（ダイス1個）")
    assert said == "ケイシャラ：ふさがっていても「注文を入れ替える（ダイス1個）」に配置"


def test_english_names_a_room_or_tile_with_its_article() -> None:
    bare = re.compile(r"\b(?:takes|reveals|furnishes|uses|use|[Pp]ut|begins:) "
                      r"\{ *\$(?:room|tile) *\}")
    found = [(key, text) for path in catalogue_files("en")
             for key, _, text in (line.partition(" = ")
                                  for line in path.read_text(encoding="utf-8").splitlines())
             if bare.search(text)]
    assert not found, found
    assert tr("en", "cvc-use-prompt", room="Cave Entrance") == "How do you use the Cave Entrance?"


def test_takings_in_a_row_say_their_verb_once_and_conversions_stay_whole() -> None:
    assert set(_LISTING_VERBS) == {"fr", "en"}
    assert _one_verb(["sends a dwarf to Strip mining", "takes 1 ore and 3 stone",
                      "takes 2 wood"], "en") == \
        ["sends a dwarf to Strip mining", "takes 1 ore, 3 stone and 2 wood"]
    assert _one_verb(["converts 3 vegetables into 6 food", "converts 1 donkey into 1 food"],
                     "en") == ["converts 3 vegetables into 6 food and 1 donkey into 1 food"]
    for lang, first, second in (("fr", "convertit 1 rubis et 1 PN en 1 bœuf",
                                 "convertit 1 bœuf en 3 PN"),
                                ("en", "converts 1 ruby and 1 food into 1 cattle",
                                 "converts 1 cattle into 3 food")):
        assert _one_verb([first, second], lang) == [first, second]
        assert _one_verb([second, first], lang) == [second, first]
