"""Issue 41: Japanese that reads as written in Japanese, over every message of the
Japanese catalogues and a sample of what the bot renders (the sampler's messages with
the values real games gave them, the journal and the options).

- A sentence ends in です/ます (or ました, ません, ください, ましょう…), not in a plain
  form (« …選択肢に出る。», « …省いてもよい。»): rules readings, tile texts, console
  option help and story cards alike. A sentence that ends on a noun (« 行動する人：…。»)
  is fine; a parenthesis or a placeholder at the end is looked through.
- Lists use full-width punctuation (「、」「・」), never a half-width comma or a « / »
  between Japanese words, nor « および/または ».
- A full-width colon never joins two sentences (« …残せません：1枚捨ててください »): a
  Japanese reader expects 。 or a connective (〜ので).
- Serving an order is 提供 (as the pictures say), never 「注文を出す」 ("to place an
  order"); no « その後／または » ("and then/or") either.
- One format per thing: a round is « 第3ラウンド » (a counter of rounds keeps
  « ラウンド3/8 »), a record is « 1戦0勝 ».
"""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast

from benchmarks.language_sample import sample
from bot.i18n.catalogues import catalogue_files, parsed_file
from tests.i18n.pattern_texts import pattern_texts

POLITE = re.compile(r"(です|ます|ました|でした|ません|ませんでした|ください|でしょう|ましょう"
                    r"|ですか|ますか|ませんか)$")
PLAIN = re.compile(r"(る|う|く|す|つ|ぬ|む|ぶ|ぐ|ない|よい|いい|しい|だ|た|い)$")
JAPANESE = r"\p{Han}\p{Hiragana}\p{Katakana}ー"
KANA = r"[\u3040-\u30ff\u4e00-\u9fff]"
HALF_WIDTH_LIST = re.compile(rf"{KANA}[」）]?\s?,\s?[「（]?{KANA}|{KANA}\s/\s{KANA}")
ROUND_NAMED = re.compile(r"(?<!第)(?<![0-9])ラウンド(\{ *\$[a-z]+ *\}|[0-9]+)(?![/／0-9]|（全)")
TRAILING = re.compile(r"(（[^（）]*）|\([^()]*\)|\{\}|[」』*`\s])$")


def _messages() -> list[tuple[str, str, str]]:
    found = []
    for path in catalogue_files("ja"):
        resource = parsed_file(Path(path))
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found.extend((path.name, entry.id.name, text)
                             for text in pattern_texts(entry.value))
    return found


def _plain_ending(sentence: str) -> bool:
    text = sentence.rstrip("。").rstrip()
    while (shorter := TRAILING.sub("", text)) != text:
        text = shorter
    return not POLITE.search(text) and bool(PLAIN.search(text))


def test_japanese_sentences_end_in_desu_masu() -> None:
    plain = [(file, key, sentence) for file, key, text in _messages()
             for sentence in re.findall(r"[^。\n（]*。", text) if _plain_ending(sentence)]
    assert plain == [], plain[:8]


def test_japanese_lists_use_full_width_punctuation_and_no_machine_joins() -> None:
    found = [(key, text) for _, key, text in _messages()
             if HALF_WIDTH_LIST.search(text) or "および/または" in text]
    assert found == [], found[:8]


def test_japanese_names_a_round_and_a_record_one_way() -> None:
    found = [(key, text) for _, key, text in _messages()
             if ROUND_NAMED.search(text) or re.search(r"\}回中\{", text)]
    assert found == [], found[:8]


def test_rendered_japanese_has_no_half_width_lists() -> None:
    """Lists the host joins itself (a view's values, the console's names) too."""
    found = [(item.key, item.text) for item in sample("ja", 400, 8, pictures=False)
             if HALF_WIDTH_LIST.search(item.text) or "および/または" in item.text
             or ROUND_NAMED.search(item.text)]
    assert found == [], found[:8]


SENTENCE_END = r"(です|ます|ません|ました|でした|ください|ましょう|でしょう)"
# « A です：B ます。»: a sentence, a colon, then another whole sentence.
COLON_JOIN = re.compile(SENTENCE_END + r"）?：[^：。]*?" + SENTENCE_END + r"(。|$)")


MACHINE_SERVE = re.compile(r"注文[はを]?(取ったラウンドに)?出[すしせさ]|出した注文"
                           r"|その後[／/]または|および[／/]または")


def test_japanese_never_joins_two_sentences_with_a_colon() -> None:
    found = [(key, text) for _, key, text in _messages() if COLON_JOIN.search(text)]
    assert found == [], found[:8]


def test_japanese_serves_an_order_and_says_no_then_or() -> None:
    found = [(key, text) for _, key, text in _messages() if MACHINE_SERVE.search(text)]
    assert found == [], found[:8]
