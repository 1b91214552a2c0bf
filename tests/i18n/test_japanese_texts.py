"""Japanese sentences as the host puts them together (issue 29): players' names in
"Player 2さん", one player's sentences joined with "。", numbers chosen by value (Japanese
has only the plural category "other"), the board in words."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import ast, visitor

from bot import texts
from bot.host.story import _joined, _line, _wrap
from bot.i18n import localize, tr
from bot.i18n.catalogues import CATALOGUE_DIR, catalogue_files, parsed_file
from bot.outcomes import SeatInfo
from rules.core.text import Say

SEATS = (SeatInfo(0, 11, "Ann"), SeatInfo(1, 22, "太郎"))


def test_player_numbers_become_names_before_japanese_words() -> None:
    event = Say("Player 2 takes Cultivation.", "cvc-ev-take-tile", who="Player 2",
                tile=Say("Cultivation", "cvc-tile-cultivation"))
    named = texts.with_names(event, SEATS)
    assert localize(named, "ja") == "太郎さんが「耕作」を取りました。"
    assert localize(named, "en") == "太郎 takes the Cultivation tile."
    # "Player 12" is not "Player 1" followed by a digit.
    assert texts.with_names("Player 12 and Player 1さん", SEATS) == "Player 12 and Annさん"


def test_one_players_sentences_are_one_line_in_japanese() -> None:
    said = ["Annさんが耕作を取りました。", "Annさんが小麦2を得ました。", "部屋は場に出ます"]
    assert _line(said, "Ann", "ja") == "耕作を取りました。小麦2を得ました。部屋は場に出ます。"
    # English and French as before: the name said once, "; " between, one full stop.
    english = ["Ann takes Cultivation.", "Ann gets 2 emmer."]
    assert _line(english, "Ann", "en") == _joined(english, "Ann") == (
        "takes Cultivation; gets 2 emmer.")
    assert texts.joined_sentences(["a.", "b"], "fr") == "a; b."
    skipped = texts.without_subject("Annさんは畑フェーズを省きました。", "Ann", "ja")
    assert skipped == "畑フェーズを省きました。"
    assert texts.without_subject("Bobさんが取りました。", "Ann", "ja") == "Bobさんが取りました。"
    assert texts.ended("第3ラウンド", "ja") == "第3ラウンド。"
    assert texts.ended("終了です。", "ja") == "終了です。"
    assert texts.ended("Round 3", "en") == "Round 3."


def test_a_long_japanese_log_line_is_cut_after_a_sentence() -> None:
    line = "Ann：" + "耕作を取りました。" * 12
    pieces = _wrap(line, 50)
    assert len(pieces) > 1
    assert all(p.rstrip().endswith("。") for p in pieces[:-1])
    assert "".join(p.strip() for p in pieces) == line


def test_the_board_in_words_ends_sentences_with_a_japanese_full_stop() -> None:
    view = {"round": 3, "rounds_total": 12, "printed_round": 3,
            "players": [{"seat": 0, "score": 4, "resources": {"wood": 2}}]}
    text = texts.board_text("caverna", view, SEATS, "ja")
    assert text.splitlines()[0] == "カヴェルナ、第3ラウンド（全12ラウンド）。"
    assert "Ann：4点。木材2。" in text, text
    assert "." not in text


class _Variants(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.keys: list[str] = []

    def visit_Variant(self, node: ast.Variant) -> None:
        if isinstance(node.key, ast.Identifier):
            self.keys.append(node.key.name)
        self.generic_visit(node)


def test_no_japanese_variant_waits_for_a_plural_category_japanese_lacks() -> None:
    """CLDR gives Japanese numbers only "other": a [one] variant would never be chosen
    ("異なるオレンジの部屋を1つまで使う" instead of "オレンジの部屋を1つ使う"); a count
    that reads differently is chosen by its value, [1]."""
    for path in catalogue_files("ja"):
        variants = _Variants()
        variants.visit(parsed_file(path))
        dead = {"one", "two", "few", "many", "zero"} & set(variants.keys)
        assert not dead, f"{path.name}: {dead}"
    assert tr("ja", "cvc-use-rooms", count=1) == "オレンジの部屋を1つ使う"
    assert tr("ja", "text-points", count=1) == "1点"


def test_japanese_catalogue_marks_its_own_translations() -> None:
    """Names seed 004 does not print are marked « (独自訳) », as French marks « (notre
    traduction) »; the ones it prints are used as printed."""
    folder = Path(CATALOGUE_DIR) / "ja"
    for name in ("caverna.ftl", "cave-vs-cave.ftl", "cavern-tavern.ftl", "pictures.ftl"):
        assert "(独自訳)" in (folder / name).read_text(encoding="utf-8"), name
    for key, printed in [("caverna-space-wish_for_children", "子を願う"),
                         ("caverna-space-urgent_wish_for_children", "急ぎ子を願う"),
                         ("caverna-space-family_life", "家族生活"),
                         ("caverna-tile-breakfast_room", "朝食の部屋"),
                         ("pic-caverna-entry", "入口の部屋"),
                         ("caverna-cell-ruby", "ルビーの探掘所"),
                         ("caverna-score-begging", "物乞いマーカー")]:
        assert tr("ja", key) == printed, key


def japanese_commands() -> dict[str, set[str]]:
    """Each Japanese command path ("ゲーム", "ゲーム 通知") with the names under it."""
    english = Path(CATALOGUE_DIR) / "en" / "host.ftl"
    keys = [e.id.name for e in parsed_file(english).body
        if isinstance(e, ast.Message) and e.id.name.startswith("cmd-")
        and not e.id.name.endswith("-desc")]
    tree: dict[str, set[str]] = {"": set()}
    for key in keys:
        parts = key[len("cmd-"):].split("-")
        names = [tr("ja", "cmd-" + "-".join(parts[:i + 1])) for i in range(len(parts))]
        for depth in range(len(names)):
            tree.setdefault(" ".join(names[:depth]), set()).add(names[depth])
    return tree


# "/ゲーム 開始": a slash, then words separated by single spaces.
MENTION = re.compile(r"/([^\s/（）「」:：,、。<>*`]+)((?: [^\s/（）「」:：,、。<>*`|]+)*)")


def wrong_commands(line: str, tree: dict[str, set[str]]) -> list[str]:
    """The command words of ``line`` that no Japanese command has at that place; a word
    after the command that is plainly the sentence going on ("で", "を", "の"…) ends it."""
    wrong = []
    for match in MENTION.finditer(line):
        here, words = match.group(1), match.group(2).split()
        if here not in tree[""]:
            continue     # not a command ("1/2", "および/または")
        for word in words:
            if here not in tree or word in tree[here]:
                here = f"{here} {word}" if here in tree else here
                continue
            if not word.startswith(("で", "を", "の", "が", "は", "と", "に", "ま")) \
                    and not any(ch.isascii() for ch in word):
                wrong.append(f"/{here} {word}")
            break
    return wrong


def test_every_command_a_japanese_text_names_exists() -> None:
    """"/ゲーム 開始" in a sentence is a command a Japanese client shows, word for word."""
    tree = japanese_commands()
    assert "開始" in tree["ゲーム"] and "オン" in tree["ゲーム 通知"]
    assert wrong_commands("/ゲーム 始める で始めます。/管理 再開 まで", tree) == ["/ゲーム 始める"]
    named = 0
    for path in catalogue_files("ja"):
        if path.name == "console.ftl":
            continue   # the console's own words
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.startswith("#"):
                named += sum(m.group(1) in tree[""] for m in MENTION.finditer(line))
                assert wrong_commands(line, tree) == [], (path.name, line)
    assert named > 40


def test_no_japanese_message_is_left_in_english() -> None:
    """A message whose Japanese is its English text word for word was not translated;
    only the console's command words stay English on purpose."""
    def texts(lang: str) -> dict[str, str]:
        found = {}
        for path in catalogue_files(lang):
            for entry in parsed_file(path).body:
                if isinstance(entry, ast.Message) and entry.value is not None:
                    found[entry.id.name] = "".join(
                        e.value for e in entry.value.elements if isinstance(e, ast.TextElement))
        return found
    english, japanese = texts("en"), texts("ja")
    same = sorted(k for k, text in english.items()
                  if japanese.get(k) == text and re.search(r"[A-Za-z]{3}", text))
    assert same == ["console-word-join", "console-word-new", "console-word-resign"]
