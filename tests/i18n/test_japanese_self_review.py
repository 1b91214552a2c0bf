"""Issue 41, the classes a self-review of Japanese samples (seeds 342–348) found, each over
every message of the Japanese catalogues (values made up by kind, as the sampler does):

- no half-width « · » anywhere (pictures, host lines, the web table): 「・」 between short
  facts, 「／」 between notes; render/ joins facts through the catalogue (``facts_line``);
- goods added up with the full-width 「＋」, never « + » with spaces;
- no half-width space between an ASCII bracket and kana (« [2] と [3] の »);
- a journal line names its player once: every sentence that starts with the player's name
  (「Xさんが」「Xさんの」…) loses it under the line's « X： »;
- no « — » after a finished sentence (« …使いました — あなたも…？ »), and no sentence ends
  on a bare particle (« 結果は /ゲーム 得点 で。 »);
- goods said in a sentence (a trade, a price, a feeding) end their list with と;
- a label's dictionary-form verb before 、 takes its continuing form (« …になり、食料1を獲得 »).
"""

from __future__ import annotations

import itertools
import random
import re
from pathlib import Path

from benchmarks.language_sample import catalogue_entries, made_up
from bot.i18n import tr
from bot.texts import _JA_SUBJECTS, without_subject

NAME = "Éloïse"
RENDER = Path(__file__).resolve().parents[2] / "render"


def _said(seed: int, **forced: object) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    out = []
    for key, entry in catalogue_entries("ja").items():
        values = made_up(entry, rng, {}, "ja")
        values.update({k: v for k, v in forced.items() if k in values})
        out.append((key, tr("ja", key, **values)))
    return out


def test_japanese_draws_and_says_no_half_width_middle_dot() -> None:
    found = [(key, said) for key, said in _said(3) if "·" in said]
    assert found == [], found[:5]
    # The pictures' own joins go through the catalogue, not a literal « · ».
    joins = [f"{path.relative_to(RENDER)}: {line.strip()}"
             for path in RENDER.rglob("*.py")
             for line in path.read_text(encoding="utf-8").splitlines()
             if re.search(r"""["'] +· +["']\.join""", line)
             # A count written against its name by the code (« 蒸留酒 ×2 »), not the catalogue.
             or re.search(r"""f["']\{[\w.()]+\} ×\{""", line)]
    assert joins == [], joins


def test_japanese_adds_goods_with_full_width_plus() -> None:
    # Between two words too (« 小麦+野菜の組 »), but for the rulebook's own tile name
    # « 鉱石の探掘所+深いトンネルタイル » (seed 004).
    glued = re.compile(r"[\u4e00-\u9fff\u30a1-\u30fa]\+[\u4e00-\u9fff\u30a1-\u30fa]")
    found = [(key, said) for key, said in _said(5)
             if re.search(r"\S \+ \S|^\+ ", said)
             or glued.search(said.replace("探掘所+深い", ""))]
    assert found == [], found[:5]
    assert tr("ja", "cvc-plus", a="石材2", b="食料3") == "石材2＋食料3"


def test_japanese_puts_no_space_between_a_bracket_and_kana() -> None:
    kana = r"[\u3040-\u30ff\u4e00-\u9fff]"
    # A room action's number (« [2] »); a command's syntax (« [PLAYERS] ») keeps its spaces.
    spaced = re.compile(rf"\[\d\] {kana}|{kana} \[\d\]")
    found = [(key, said) for key, said in _said(7) if spaced.search(said)]
    assert found == [], found[:5]


def test_a_japanese_journal_sentence_loses_its_players_name() -> None:
    """Every event that starts with its player reads without the name under « X： »."""
    found = []
    for key, said in _said(11, who=NAME):
        # Made-up values may name the same player twice (« …さんが…さんから »): the name
        # left after the subject is then the other role's, not a left-over subject.
        # Only a subject (« Xさんが/は/の… »): « Xさんを席0から外しました » is about the
        # player, not their own line's event.
        if said.startswith(tuple(NAME + subject for subject in _JA_SUBJECTS)) \
                and said.count(NAME) == 1:
            rest = without_subject(said, NAME, "ja")
            if rest.startswith(NAME) or rest == said:
                found.append((key, said))
    assert found == [], found[:5]


def test_japanese_ends_no_sentence_on_a_dash_or_a_particle() -> None:
    dash = re.compile(r"(ました|ます|です|ません) — ")
    particle = re.compile(r" [でを]。")
    found = [(key, said) for key, said in _said(13)
             if dash.search(said) or particle.search(said)]
    assert found == [], found[:5]


def test_japanese_goods_in_a_sentence_end_with_to() -> None:
    goods = "ゴールド2、食料1"
    for key, values in (("caverna-ev-trades", {"pay": "鉱石2", "get": goods}),
                        ("caverna-ev-convert", {"pay": "鉱石2", "get": goods}),
                        ("caverna-ev-furnish", {"cost": goods, "tile": "住居", "cell": "D3"}),
                        ("caverna-ev-imitate", {"cost": goods, "space": "伐採"}),
                        ("caverna-ev-feed-one", {"goods": goods, "tile": "作業場"}),
                        ("caverna-ev-ruby-tile", {"price": goods, "tile": "畑"})):
        said = tr("ja", key, who=NAME, **values)
        assert "ゴールド2と食料1" in said, (key, said)


def test_a_japanese_label_goes_on_after_its_verb() -> None:
    start = tr("ja", "caverna-op-start_player")
    said = tr("ja", "caverna-and", a=start, b="食料1を獲得")
    assert said == "スタートプレイヤーになり、食料1を獲得", said
    # Before « または » the verb stays as it is.
    said = tr("ja", "caverna-or", a="住居を内装する", b="ゴールド3を獲得")
    assert said.startswith("住居を内装する、"), said


def test_the_japanese_console_names_the_commands_its_help_teaches() -> None:
    """« 準備完了：start で始められます » beside « join NAME », not 「開始」: every slash
    command a Japanese sentence names becomes the console's English word."""
    from bot.console import _slash_words, console_words
    words = _slash_words("ja")[1]
    assert words and all(typed.isascii() for typed in words.values()), words
    said = console_words(tr("ja", "host-not-started"), "ja")
    assert "start" in said and "開始" not in said, said


def test_japanese_trades_in_a_row_say_their_verb_once_however_many() -> None:
    from bot.texts import joined_sentences
    trades = ["亜麻2を食料2に交換しました。", "小麦3を食料3に交換しました。",
              "ゴールド1を食料1に交換しました。"]
    assert joined_sentences(trades, "ja") == \
        "亜麻2を食料2に、小麦3を食料3に、ゴールド1を食料1に交換しました。"


def test_a_japanese_message_of_two_sentences_ends_its_last_with_a_stop() -> None:
    """« …を開きました。各プレイヤーは join NAME と入力してください » lacked its last 。."""
    unended = re.compile(r"。.*(ください|ます|ません|でした|です)$")
    found = [(key, said) for key, said in _said(17)
             if "\n" not in said.strip() and unended.search(said.strip())]
    assert found == [], found[:5]


def test_a_japanese_clause_has_one_topic() -> None:
    """« 注文カードはカードはこのボットが…… », « （…）はカードは… »: a topic said twice in a
    row (« このチャンネルではカヴェルナは » contrasts, and stays)."""
    twice = re.compile(r"([ァ-ヶー]{2,})は\1は|[）」]は[ァ-ヶー]{2,8}は")
    found = [(key, said) for key, said in _said(19) if twice.search(said)]
    assert found == [], found[:5]


def test_a_picture_line_never_starts_with_a_particle_cut_from_its_word() -> None:
    """« 青の部屋 / を置ける »: the line breaker keeps を, が, に… with the word before."""
    from render.common.text import units
    word_end = re.compile(r"[\u30a1-\u30fa\u30fc\u4e00-\u9fff]$")
    found = []
    for key, said in _said(23):
        pieces = units(said)
        for (before, _), (piece, spaced) in itertools.pairwise(pieces):
            # After a space (« /管理 設定 で »), the line may break at the space.
            if not spaced and piece[0] in "をがにはでとへも" and word_end.search(before):
                found.append((key, before, piece))
    assert found == [], found[:5]


def test_a_japanese_question_mark_is_followed_by_a_full_width_space() -> None:
    """« 誰が参加しますか？ 例：join Ann »: after 「？」「！」 Japanese leaves a full-width
    space (or nothing), never a half-width one."""
    found = [(key, said) for key, said in _said(29) if re.search(r"[？！] ", said)]
    assert found == [], found[:5]


def test_a_merged_japanese_sentence_names_its_recipient_once() -> None:
    from bot.texts import joined_sentences
    gives = ["Éloïseさんに果物のカードを渡しました。", "Éloïseさんにビールのカードを渡しました。"]
    said = joined_sentences(gives, "ja")
    assert said.count("Éloïse") == 1, said
    two = ["Éloïseさんに果物のカードを渡しました。", "Yannさんにビールのカードを渡しました。"]
    assert "Yannさんに" in joined_sentences(two, "ja")


def test_japanese_puts_no_half_width_space_after_a_stop() -> None:
    """« …提供します。 ✗ 未達成 »: after 「。」 a new part follows directly (or after a
    full-width space), never after a half-width one (a line's end and indent excepted)."""
    found = [(key, said) for key, said in _said(31) if re.search(r"。 (?=\S)", said)]
    objective = tr("ja", "pic-tavern-objective", name="苔といたずら",
                   text="グリーンエルフの客の注文を2つ以上提供します。",
                   met=tr("ja", "pic-tavern-objective-missed", vp=8))
    assert found == [] and "。 " not in objective, (found[:5], objective)


def test_a_japanese_round_named_by_its_number_is_dai_n() -> None:
    """« 1人・2人プレイでは9ラウンドを飛ばします » read as "skip nine rounds": a round named
    by its place is 「第9ラウンド」 (a count of rounds, « 8ラウンドです », stays)."""
    ordinal = re.compile(r"(?<![第～〜0-9・])\d+ラウンド(から|以降|を飛ば)|\d・\d+ラウンド"
                         r"|必ず\d+ラウンド")
    # A range in a sentence too; a picture's short label (« ✓ 無料・1～3ラウンド ») may not.
    ranged = re.compile(r"(?<![第0-9])\d+～\d+ラウンド")
    found = [(key, said) for key, said in _said(37)
             if ordinal.search(said) or ("。" in said and ranged.search(said))]
    assert found == [], found[:5]


def test_japanese_names_the_japanese_slash_commands() -> None:
    """« （/game new で別のゲームを開くこともできます） »: the commands a Japanese server
    shows are 「/ゲーム 新規」, 「/管理 …」."""
    found = [(key, said) for key, said in _said(41) if re.search(r"/(game|mod|play) ", said)]
    assert found == [], found[:5]
