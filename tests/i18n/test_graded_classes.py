"""Issue 41, the classes behind the errors graders found in samples of commit 2c83daf:

- a value that ends its own sentence (« Prendre une commande… », a question) never gets
  the catalogue's full stop after it (« …. »), in any language;
- the console never prints a raw Discord timestamp (``<t:…:R>``): it says the time;
- a public line about someone else's decision never speaks to the reader as if they were
  the one asked (« On attend Anaïs : placez un nain »): the prompt is quoted;
- French words that would agree with a player's name (« seul », « dernier ») are not
  written after one: a name says nothing of its bearer's gender;
- a French inventory agrees with its count, Cavern Tavern's cards too (« 1 carte Pierres »);
- a journal line merges repeated steps (Modifier tokens, cards looked at then kept, a loot
  then the sharpening it gives) in every language, and a Japanese line names its subject once;
- Japanese says no English calque (« ハウスデッキ », « 片方の半分 », « ケイヴァーン »), and
  no half-width space stands before a full-width bracket.
"""

from __future__ import annotations

import random
import re
import time

import pytest

from benchmarks.language_sample import NAMES, PERSON, catalogue_entries, made_up
from bot import texts
from bot.console_time import readable_stamps
from bot.host.clocks import clock_text
from bot.host.story import merged_events
from bot.i18n import languages, tr
from bot.i18n.catalogues import catalogue_files
from bot.i18n.french import dice_named

LANGS = [lang for lang in languages() if lang in ("en", "fr", "ja")]


@pytest.mark.parametrize("lang", LANGS)
def test_a_value_ending_its_own_sentence_gets_no_second_stop(lang: str) -> None:
    rng = random.Random(41)
    doubled = []
    for key, entry in catalogue_entries(lang).items():
        values = made_up(entry, rng, {}, lang)
        ended = {k: (v + "…" if isinstance(v, str) and k not in entry.selectors else v)
                 for k, v in values.items()}
        said = tr(lang, key, **ended)
        if re.search(r"…\.(?!\.)|…。|[?!？！]。", said):
            doubled.append((key, said))
    assert doubled == [], doubled[:5]


@pytest.mark.parametrize("lang", LANGS)
def test_the_console_says_a_discord_time_in_words(lang: str) -> None:
    now = time.time()
    clock = clock_text(lang, now + 24 * 3600, now + 72 * 3600, False)
    assert "<t:" in clock   # Discord shows it in each reader's own language and zone
    said = readable_stamps(tr(lang, "view-clock", name="Anaïs", when=clock), lang, now)
    assert "<t:" not in said and re.search(r"24", said) and re.search(r"3", said), said


def test_the_console_prints_times_through_the_readable_stamps() -> None:
    import inspect

    from bot import console
    assert "readable_stamps" in inspect.getsource(console.Console.say)


@pytest.mark.parametrize(("lang", "opening", "closing"),
                         [("en", "“", "”"), ("fr", "« ", " »"), ("ja", "「", "」")])
def test_waiting_for_someone_quotes_what_they_are_asked(lang: str, opening: str,
                                                       closing: str) -> None:
    prompt = tr(lang, "tavern-menu-end") if lang != "fr" else "Choisissez votre personnage"
    said = tr(lang, "view-waiting-for", name="Anaïs", prompt=prompt).replace("\u202f", " ")
    assert f"{opening}{prompt}{closing}" in said, said


# A French word after a person's name that would have to agree with its bearer.
_AGREES = re.compile(r"\{ \$(?:" + "|".join(sorted(PERSON)) + r") \}[^.;\n{]*?"
                     r"(?<!le )(?<!la )(?<!du )(?<!au )(?<!à )(?<!jeton )"
                     r"\b(seul|seule|dernier|dernière|premier|première)\b")


# The same words said of the reader, whose gender the bot does not know either.
# (Self-review 341–347: « Vous seul les voyez » at a sentence's start, « Vous êtes
# mentionné », « vous finissez bien placé », « vous classe dernier ».)
_AGREES_WITH_READER = re.compile(
    r"(?i)\bvous seule?\b|\bvous en êtes une?\b|\bfini\w* dernière?\b|\bêtes spectat"
    r"|\bvous classe dernière?"
    r"|\bvous (?:êtes|serez|étiez|seriez|finissez|n'êtes|ne serez)(?: \w+)?"
    r" (?:mentionné|convoqué|prévenu|averti|placé|classé|inscrit|connecté|sûr|prêt)e?s?\b")


def test_french_never_agrees_a_word_with_a_players_name() -> None:
    found = []
    for path in catalogue_files("fr"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.startswith("#") and (_AGREES.search(line)
                                             or _AGREES_WITH_READER.search(line)):
                found.append(line)
    assert found == [], found[:5]


def test_french_tavern_cards_agree_with_their_count() -> None:
    for good in ("fruit", "herbs", "syrup", "rocks", "mead", "beer", "potion"):
        one = tr("fr", "text-good-count", good=good, count=1, game="cavern-tavern")
        two = tr("fr", "text-good-count", good=good, count=2, game="cavern-tavern")
        assert one.split()[1] == "carte" and two.split()[1] == "cartes", (one, two)
    assert tr("fr", "text-good-count", good="gold", count=2, game="caverna") == "2 Or"
    assert tr("fr", "text-good-count", good="gold", count=2, game="cave-vs-cave") == "2 or"


def test_french_dice_of_one_face_are_counted() -> None:
    assert dice_named("1 + 1") == "deux 1"
    assert dice_named("3 + 3 + 5") == "deux 3 et un 5"


def test_french_none_agrees_with_what_it_stands_for() -> None:
    assert tr("fr", "text-none", key="served_orders") == "aucune"


def _event(key: str, seat: int = 0, **args: object) -> dict[str, object]:
    return {"seat": seat, "msg": {"key": key, "args": {"who": "Anaïs", **args}}}


@pytest.mark.parametrize("lang", LANGS)
def test_a_journal_line_merges_repeated_steps(lang: str) -> None:
    events = [_event("tavern-ev-modifier", old=3, new=2),
              _event("tavern-ev-modifier", old=6, new=5),
              _event("tavern-ev-looks-items", count=3),
              _event("tavern-ev-adds-items", count=1)]
    said = [texts.event_text(ev, lang) for ev in merged_events(events)]
    assert len(said) == 2, said
    loot = tr(lang, "caverna-loot-weapons")
    caverna = [_event("caverna-ev-loot", loot=loot), _event("caverna-ev-sharpen")]
    assert len(merged_events(caverna)) == 1


def test_a_japanese_line_names_its_subject_once() -> None:
    sentence = "Éloïseさんには生まれた動物を置く場所がありません。"
    assert texts.without_subject(sentence, "Éloïse", "ja") == "生まれた動物を置く場所がありません。"


# A half-width space beside a full-width bracket (not a list's indent nor « 3. 「… »).
_SPACED_BRACKET = re.compile(r"(?<=[^\s.:>]) [（「]|[）」] (?=[^\s\-–—>])")
_CALQUES = ("ハウスデッキ", "片方の半分", "ケイヴァーン", "全員のゲーム", "および/または")


def test_japanese_says_no_calque_and_no_half_width_space_by_a_bracket() -> None:
    rng = random.Random(7)
    found = []
    for key, entry in catalogue_entries("ja").items():
        said = tr("ja", key, **made_up(entry, rng, {}, "ja"))
        if any(c in said for c in _CALQUES) or _SPACED_BRACKET.search(said):
            found.append((key, said))
    names = [n for n in NAMES if " " in n]
    assert names == [] and found == [], found[:5]


def test_the_pictures_join_no_list_with_a_bare_comma() -> None:
    """A list drawn in a picture is joined by the catalogue (pic-list: 「、」 in Japanese),
    never by a comma written in the render code."""
    from pathlib import Path
    render = Path(__file__).resolve().parents[2] / "render"
    bare = [f"{path.relative_to(render)}:{n}" for path in sorted(render.rglob("*.py"))
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if re.search(r"""["'], ["']\.join\(""", line)]
    assert bare == [], bare
    assert tr("ja", "pic-list", a="木材1", b="石材2") == "木材1、石材2"


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_at_zero_says_nothing_twice(lang: str) -> None:
    """« Aucun coup n'a été joué au tour 2 (aucun coup n'a encore été joué) »: a count's
    [0] branch that repeats the sentence around it. Every message with a [0] branch, at 0,
    holds no run of four words (eight characters in Japanese) twice."""
    rng = random.Random(3)
    found = []
    for key, entry in catalogue_entries(lang).items():
        zeros = [name for name, variants in entry.selectors.items() if 0.0 in variants]
        if not zeros:
            continue
        values = {**made_up(entry, rng, {}, lang), **{name: 0 for name in zeros}}
        said = tr(lang, key, **values).replace("\u202f", " ")
        if lang == "ja":
            runs = [said[i:i + 8] for i in range(len(said) - 8)]
        else:
            words = re.findall(r"\w+|'", said.lower())
            runs = [" ".join(words[i:i + 4]) for i in range(len(words) - 3)]
        if len(runs) != len(set(runs)):
            found.append((key, said))
    assert found == [], found[:5]


@pytest.mark.parametrize("lang", LANGS)
def test_a_moves_announcement_says_each_step_once(lang: str) -> None:
    """What a move's public message says merges as the journal does (« L'expédition de
    Yann rapporte : +1 à la force de toutes les armes. » then « Yann renforce toutes ses
    armes (+1). » was said twice in a row)."""
    loot = {"key": "caverna-loot-weapons", "args": {}}
    events = [{**_event("caverna-ev-loot", loot=loot), "text": "x"},
              {**_event("caverna-ev-sharpen"), "text": "x"},
              {**_event("tavern-ev-modifier", old=3, new=2), "text": "x"},
              {**_event("tavern-ev-modifier", old=6, new=5), "text": "x"}]
    assert len(texts.events_text(events, (), lang).splitlines()) == 2


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_rounds_start_is_told_under_its_own_heading(lang: str) -> None:
    """« Round 2 begins: … » said by the last move of round 1 reads under « Round 2 »,
    not at the end of round 1 (seen in the Japanese journal of Cave vs Cave)."""
    from bot.host.story import Story, StoryMove, Turn, heading

    def event(key: str, seat: int | None, **args: object) -> dict[str, object]:
        return {"seat": seat, "text": "x", "msg": {"key": key, "args": args}}

    took = event("cvc-ev-takes", 0, who="Ann", goods="1 wood", note="")
    starts = event("cvc-ev-round", None, round=2, tile="Undermining", turns=2)
    said = (texts.event_text(took, lang), texts.event_text(starts, lang))
    last = StoryMove(1, 0, 1, "x", "", said, 0.0, False, (said[1],), lang=lang,
                     events=(took, starts))
    next_one = StoryMove(2, 1, 2, "y", "", (texts.event_text(took, lang),), 0.0, False,
                         lang=lang, events=(took,))
    story = Story("T", (Turn(1, 0, "Ann", (last,), False, lang),
                        Turn(2, 1, "Bob", (next_one,), False, lang)), 2, lang=lang,
                  game="cave-vs-cave")
    lines = [line for _, block in story.blocks() for line in block]
    second = heading(2, lang, "cave-vs-cave")
    assert lines.index(second) < lines.index(f"  {said[1]}"), lines
