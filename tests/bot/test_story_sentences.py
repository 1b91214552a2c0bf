"""Issues 41 and 40.13: the story's lines are assembled as a person writes them, in every
language. Over the journal lines of seeded random games of all three games (the
sampler's setups: solo and multi-player, Secret Room included), told in each language:

- no line repeats an identical clause ("releases 1 donkey; releases 1 donkey" is
  "releases 2 donkeys");
- a player's line names its subject once, at its start, and holds no sentence about
  another player (« Yann : Chloé récupère le dé blanc » files Chloé's automatic event
  under Yann): what a move sets off for other seats, the round's dice and the like are
  told on their own lines, under nobody;
- an expedition's loot is said once (« rapporte : 1 chien ; prend 1 chien »).
"""

from __future__ import annotations

import re

import pytest

from benchmarks.language_sample import NAMES, play
from bot.host.story import merged_events
from bot.i18n import tr
from tests.sizes import env_int

SEEDS = env_int("STORY_SEEDS", 1)
LANGS = ("en", "fr", "ja")


def _clauses(rest: str, lang: str) -> list[str]:
    if lang == "ja":
        return [c for c in re.split(r"(?<=。)", rest) if c.strip()]
    return [c.strip().rstrip(".") for c in rest.split(tr(lang, "story-separator").strip())
            if c.strip()]


def _subject_again(clause: str, lang: str) -> str | None:
    for name in NAMES:
        if lang == "ja" and re.match(rf"{name}さん(が|は|の手番)", clause):
            return name
        if lang != "ja" and clause.startswith(name + " "):
            return name
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_journal_lines_say_each_clause_once_with_one_subject(lang: str) -> None:
    label = re.compile(r"^(" + "|".join(map(re.escape, NAMES)) + r")\s?[:：]\s?(.*)$")
    repeated, again, lines = [], [], 0
    for seed in range(40, 40 + SEEDS):
        for game, journal in play(lang, seed, pictures=False).journal.items():
            for line in journal:
                found = label.match(line)
                if not found:
                    continue
                lines += 1
                clauses = _clauses(found.group(2), lang)
                twice = {c for c in clauses if clauses.count(c) > 1}
                if twice:
                    repeated.append((game, line))
                if any(_subject_again(c, lang) for c in clauses):
                    again.append((game, line))
    assert lines > 100
    assert repeated == [], repeated[:4]
    assert again == [], again[:4]


def test_identical_events_merge_their_counts_and_loot_is_said_once() -> None:
    def amount(good: str, count: int) -> dict:
        return {"key": "caverna-amount", "args": {"count": count, "name": {
            "key": "caverna-good", "args": {"good": good, "count": count}}}}

    def release(good: str, count: int) -> dict:
        return {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-release", "args": {
            "who": "Player 1", "pay": amount(good, count)}}}

    said = merged_events([release("donkey", 1), release("sheep", 1), release("donkey", 1)])
    assert [e["msg"]["args"]["pay"]["args"]["count"] for e in said] == [2, 1]
    assert tr("en", "caverna-ev-release", **said[0]["msg"]["args"]) == \
        "Player 1 releases 2 donkeys."
    loot = {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-loot", "args": {
        "who": "Player 1", "loot": {"key": "caverna-loot-dog", "args": {}}}}}
    takes = {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-takes", "args": {
        "who": "Player 1", "goods": amount("dog", 1)}}}
    assert merged_events([loot, takes]) == [loot]


def test_loot_brought_back_one_after_another_is_one_list() -> None:
    def loot(item: str) -> dict:
        return {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-loot", "args": {
            "who": "Player 1", "loot": {"key": f"caverna-loot-{item}", "args": {}}}}}

    [said] = merged_events([loot("dog"), loot("wood"), loot("grain")])
    assert tr("fr", "caverna-ev-loot", **said["msg"]["args"]).replace("\u202f", " ") == \
        "L'expédition de Player 1 rapporte 1 chien, 1 bois et 1 céréale."


def test_a_second_loot_further_on_does_not_name_the_expedition_again() -> None:
    def loot(item: str) -> dict:
        return {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-loot", "args": {
            "who": "Player 1", "loot": {"key": f"caverna-loot-{item}", "args": {}}}}}
    stable = {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-stable", "args": {
        "who": "Player 1", "cell": "C4"}}}

    said = merged_events([loot("stable"), stable, loot("sheep")])
    assert [e["msg"]["key"] for e in said] == ["caverna-ev-loot", "caverna-ev-stable",
                                               "caverna-ev-loot-more"]
    assert "Player 1" not in tr("en", "caverna-ev-loot-more", **said[2]["msg"]["args"])


def test_loot_after_loot_further_on_is_listed_too() -> None:
    def loot(item: str) -> dict:
        return {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-loot", "args": {
            "who": "Player 1", "loot": {"key": f"caverna-loot-{item}", "args": {}}}}}
    stable = {"seat": 0, "text": "…", "msg": {"key": "caverna-ev-stable", "args": {
        "who": "Player 1", "cell": "C4"}}}

    said = merged_events([loot("stable"), stable, loot("sheep"), loot("dog")])
    assert [e["msg"]["key"] for e in said] == ["caverna-ev-loot", "caverna-ev-stable",
                                               "caverna-ev-loot-more"]
    assert tr("en", "caverna-ev-loot-more", **said[2]["msg"]["args"]) == \
        "The expedition also brings back: 1 sheep and 1 dog."


def test_a_french_line_says_a_listing_verb_once() -> None:
    """« Ulysse : … ; prend le pion Premier joueur ; prend 1 PN ; prend 2 minerais »."""
    from bot.host.story import _joined
    said = _joined(["Ulysse envoie un nain sur la case Premier joueur.",
                    "Ulysse prend le pion Premier joueur.", "Ulysse prend 1 PN.",
                    "Ulysse prend 2 minerais.", "Ulysse sème."], "Ulysse", "fr")
    assert said.replace("\u202f", " ") == ("envoie un nain sur la case Premier joueur ; prend "
                                           "le pion Premier joueur, 1 PN et 2 minerais ; sème.")
    growth = tr("fr", "caverna-ev-growth", who="Ulysse")
    assert growth.startswith("Ulysse ") and "Ulysse" not in growth[7:], growth
