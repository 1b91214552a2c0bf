"""Issue 41: Japanese sentences the bot builds from parts read as Japanese writes them.

- Dice are listed as a Japanese log lists them (« 1・4・6・2 »), never as program output
  (« [1, 4, 6, 2] », « 5 + 6 + 6を… »).
- Names of spaces listed in a sentence are each in 「」 (« 食堂の枠6と「皿を洗う」「道具」を
  ふさぎます »), so that a zone named with a verb does not read as an action.
- Takings said one after the other are said with one verb (« 鉱石1、石材3、木材2を得ました。 »,
  « 木材5、野菜1を獲得 »), not the verb again for each.
- An either-or-both list says « （どちらか一方でも可） » once, at its end, and a part said
  twice is said once with its count (« レベル1の探索を2回 »); the same in French.
"""

from __future__ import annotations

import re

from benchmarks.language_sample import sample
from bot.i18n import localize, tr
from bot.texts import joined_sentences, put_names
from rules.caverna.ops import _either_or_both
from rules.core.text import Say

PROGRAM_DICE = re.compile(r"\[\d+(, \d+)+\]|\d \+ \d")
EITHER = "（どちらか一方でも可）"
# A player's journal line names them once, at its start (« Anaïs：ナスティがAnaïsさんに… »).
NAMED_TWICE = re.compile(r"^\s*([^：\s]+)：.*\1さん")


def test_japanese_dice_are_listed_with_nakaguro() -> None:
    assert tr("ja", "tavern-ev-rolls", who="Ann", dice="[1, 4, 6, 2]") == \
        "Annさんがダイスを振りました：1・4・6・2。"
    assert tr("ja", "tavern-ev-places", who="Ann", dice="5 + 6 + 6", zone="道具") == \
        "Annさんが5・6・6のダイスを「道具」に配置しました。"
    assert tr("ja", "tavern-combo", dice="2 + 6", changed="no", old=1, new=2) == "2・6"


def test_japanese_zone_names_in_a_sentence_are_quoted() -> None:
    text = tr("ja", "tavern-ev-automaton", dice="[6, 2, 4, 3, 2]", slot=6,
              zones="シロップか岩、皿を洗う、道具")
    assert text == ("オートマがダイスを振りました：6・2・4・3・2。"
                    "食堂の枠6と「シロップか岩」「皿を洗う」「道具」をふさぎます。")
    for key in ("tavern-ev-sr-uses", "tavern-ev-sr-keeps", "tavern-ev-serves",
                "tavern-ev-forgotten", "tavern-draw-blind"):
        said = tr("ja", key, who="Ann", name="武将たちの宴", vp=6, more="no", extra="",
                  late=0, count=0, paid="", **{"vowel": "no"})
        assert "「武将たちの宴」" in said, (key, said)


def test_japanese_takings_in_a_row_say_their_verb_once() -> None:
    assert joined_sentences(["ドワーフを「露天掘り」に配置しました。", "鉱石1、石材3を得ました。",
                             "木材2を得ました。"], "ja") == \
        "ドワーフを「露天掘り」に配置しました。鉱石1、石材3、木材2を得ました。"
    # A sentence that does more than take keeps its own verb.
    assert joined_sentences(["A3の猪の巣穴を覆い、猪1を得ました。", "木材1を得ました。"], "ja") == \
        "A3の猪の巣穴を覆い、猪1を得ました。木材1を得ました。"
    assert tr("ja", "caverna-and", a="木材5を獲得", b="野菜1を獲得") == "木材5、野菜1を獲得"
    assert tr("ja", "caverna-and", a="牧草地を配置", b="木材1を獲得") == "牧草地を配置、木材1を獲得"


def test_either_or_both_says_its_optional_once_and_a_repeated_part_once() -> None:
    forge = Say("Forge a weapon", "caverna-op-forge")
    trip = Say("Go on a level-1 expedition", "caverna-op-expedition", level=1)
    label = _either_or_both([forge, trip, trip])
    assert str(label) == "Forge a weapon and/or go on a level-1 expedition (up to 2 times)"
    assert localize(label, "en") == str(label)
    ja = localize(label, "ja")
    assert ja.count("レベル1の探索") == 1 and "2回" in ja and ja.count(EITHER) == 1, ja
    fr = localize(label, "fr")
    assert fr.count("expédition de niveau 1") == 1 and "2 fois" in fr, fr
    three = _either_or_both([forge, trip, Say("Sow", "caverna-op-sow")])
    assert localize(three, "ja").count("可）") == 1, localize(three, "ja")
    assert localize(three, "fr").count("et/ou") == 2


def test_the_japanese_sample_has_no_program_dice_nor_repeated_joins() -> None:
    found = [(item.key, item.text) for item in sample("ja", 400, 9, pictures=False)
             if PROGRAM_DICE.search(item.text) or item.text.count("でも可）") > 1
             or re.search(r"を得ました。[^。]{0,12}を得ました。", item.text)
             or "Player " in item.text or re.search(r"\d \+ \d", item.text)
             or NAMED_TWICE.match(item.text)]
    assert found == [], found[:8]


def test_a_name_after_a_japanese_particle_is_put_in() -> None:
    """« ナスティがPlayer 2さんに… »: a kana is a word character, so no \\b before "Player"."""
    assert put_names("ナスティがPlayer 2さんに言いました", {2: "Anaïs"}) == \
        "ナスティがAnaïsさんに言いました"
    assert put_names("de Player 1", {1: "Éloïse"}) == "d'Éloïse"


def test_japanese_sentences_add_goods_with_to() -> None:
    assert tr("ja", "cvc-ev-furnish", who="Ann", price="石材1 + 食料5", room="食料庫の隅",
              cell="A5") == "Annさんが石材1と食料5で食料庫の隅をA5に内装しました。"
    assert tr("ja", "cvc-ev-excavate", who="Ann", cell="B2", room="試掘場", food="no") == \
        "AnnさんがB2を掘り、試掘場が現れました。"
    assert tr("ja", "story-file-title", title="カヴェルナ：洞窟対決").count("：") == 1


def test_japanese_lists_the_host_joins_with_commas_use_touten() -> None:
    """The host joins some values with ", " (languages, games, levels): Japanese says 、."""
    assert tr("ja", "error-unknown-language", language="de", languages="en, fr, ja") == \
        "「de」という言語はありません。使える言語：en、fr、ja。"
    assert "、" in tr("ja", "computer-no-level", level="x", levels="easy, hard")
    # A tile's actions in one label: joined with 、, never cut into sentences with 。.
    assert tr("ja", "cvc-semicolon", a="オレンジの部屋を1つ使う", b="+小麦2") == \
        "オレンジの部屋を1つ使う、+小麦2"
    assert "、または" in tr("ja", "caverna-or", a="住居を内装、その後家族の追加",
                          b="ゴールド3を獲得")


def test_japanese_trades_in_a_row_say_their_verb_once() -> None:
    trades = ["小麦2を食料2に交換しました。", "野菜1を食料2に交換しました。"]
    assert joined_sentences(trades, "ja") == \
        "小麦2を食料2に、野菜1を食料2に交換しました。"


def test_a_nasty_says_card_is_drawn_by_its_player() -> None:
    """The card's event starts with its player, so their own line names them once."""
    said = tr("ja", "tavern-ev-nasty-says", who="Anaïs", card="回してやれ",
              text="左隣に1つ渡します")
    assert said.startswith("Anaïsさんが") and "：「" not in said, said
    assert tr("fr", "tavern-ev-nasty-says", who="Anaïs", card="Get out", text="Rien.") \
        .startswith("Anaïs pioche")


def test_japanese_rerolls_costs_and_alternatives_read_as_sentences() -> None:
    assert tr("ja", "tavern-ev-reroll", who="Ann", old="[4, 5]", new="[3, 5]") == \
        "Annさんが4・5のダイスを振り直し、3・5が出ました。"
    room = tr("ja", "cvc-furnish-room", room="棚", color="orange", points=3,
              price="木材1 + 食料3", text="木材を2まで補充")
    assert room == "棚（オレンジ、3点、コスト：木材1と食料3）：木材を2まで補充", room
    # A tile's slash is "one of them": 「・」 would read as "and".
    assert tr("ja", "cvc-slash", a="+木材1", b="+石材1") == "+木材1／+石材1"


def test_japanese_either_or_both_says_a_shared_verb_once() -> None:
    """Sheep farming: « 1マスの柵（木材2）、2マスの柵（木材4）、厩（石材1）を建てる（一部だけでも
    可） »: every item a noun with its cost, the verb once after them, and no two brackets in a
    row (ja-251 #152: « 厩を建てる（石材1）（一部だけでも可） »)."""
    small = Say("Fence a small pasture (2 wood)", "caverna-op-fence", size="small", cost="木材2")
    large = Say("Fence a large pasture (4 wood)", "caverna-op-fence", size="large", cost="木材4")
    stable = Say("Build a stable (1 stone)", "caverna-op-stable", cost="石材1")
    ja = localize(_either_or_both([small, stable]), "ja")
    assert ja.count("建てる") == 1, ja
    assert localize(_either_or_both([small, large, stable]), "ja") == \
        "1マスの柵（木材2）、2マスの柵（木材4）、厩（石材1）を建てる（一部だけでも可）"
    assert "）（" not in ja, ja
    more_gold = tr("ja", "cvc-more-gold", text="壁を作る、内装")
    assert more_gold.startswith("相手よりゴールドが多いときのみ："), more_gold


def test_japanese_house_deck_note_and_card_values_read_as_japanese() -> None:
    note = tr("ja", "text-house-deck-note", note=tr(
        "ja", "tavern-space", a=tr("ja", "tavern-note-ours", decks="注文カード"),
        b=tr("ja", "tavern-note-guessed", counts="道具の枚数")))
    assert "：" not in note.split("。")[1] and " " not in note, note
    assert tr("ja", "text-aside", head="忙しい夜", rest="得点：10") == "忙しい夜（得点：10）"


def test_japanese_names_a_moderator_one_way() -> None:
    """管理者 everywhere (as /管理 says), never モデレーター nor 役職 for a role."""
    from bot.i18n.catalogues import catalogue_files
    found = [(path.name, line[:60]) for path in catalogue_files("ja")
             for line in path.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#") and ("モデレーター" in line or "役職" in line)]
    assert found == [], found


def test_japanese_same_action_on_two_things_says_its_verb_once() -> None:
    assert joined_sentences(["ビールのカードをストックに戻しました。",
                             "蜂蜜酒のカードをストックに戻しました。"], "ja") == \
        "ビールのカード、蜂蜜酒のカードをストックに戻しました。"
    # Different verbs, or the same verb on different counts, stay two sentences.
    two = ["道具カードを3枚見ました。", "道具カードを1枚手札に加えました。"]
    assert joined_sentences(two, "ja") == "".join(two)


def test_japanese_picture_lists_of_zones_use_touten() -> None:
    """The Tavern picture joins the automaton's blocked zones with ", " (render code)."""
    assert tr("ja", "pic-tavern-blocked-mess", zones="道具, 肉を焼く", n=4) == \
        "ふさがり：道具、肉を焼く／食堂の枠4"


def test_a_step_then_another_is_one_item_of_an_and_or_list() -> None:
    # ja-231 real play: « …を配置、その後鉱石3を獲得、レベル2の探索（どちらか一方でも可）»
    # read as three items for « どちらか一方 ».
    then = tr("ja", "caverna-and-then", a="鉱石の探掘所+深いトンネルタイルを配置",
              b="鉱石3を獲得")
    assert then == "鉱石の探掘所+深いトンネルタイルを配置して鉱石3を獲得"
    both = tr("ja", "caverna-andor", a=then, b="レベル2の探索", n=2)
    assert both.count("、") == 1


def test_a_served_order_says_its_lateness_before_the_verb() -> None:
    # ja-231 #32: « 「…」を（5ラウンド遅れ）果物、…で提供し »
    text = tr("ja", "tavern-ev-serves", who="Éloïse", name="凍てつく葉のコーディアル", late=5,
              count=2, paid="果物、薬草", vp=1)
    assert text == ("Éloïseさんが「凍てつく葉のコーディアル」を5ラウンド遅れで提供し"
                    "（支払い：果物、薬草）、1点を得ました。")
