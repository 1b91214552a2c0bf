"""``python -m benchmarks.language_sample``: a seeded, stratified sample for a reader."""

from __future__ import annotations

import random
import re

import pytest

from benchmarks.language_sample import JOURNAL, NAMES, OPTIONS, main, sample, shares
from bot.i18n.catalogues import catalogue_files


def test_shares_cover_every_stratum_and_add_up() -> None:
    sizes = {"core.ftl": 5, "host.ftl": 400, "journal": 900, "options": 0}
    split = shares(sizes, 100)
    assert sum(split.values()) == 100 and "options" not in split
    assert split["core.ftl"] >= 1 and split["core.ftl"] <= 5
    assert split["journal"] > split["host.ftl"] > split["core.ftl"]


def test_a_sample_spans_every_catalogue_the_journal_and_options() -> None:
    # Seed 5: which keys a 60-message sample draws moves with the catalogues' sizes, and
    # the check on heard values below needs a game event among them.
    items = sample("fr", 60, 5, pictures=False)
    assert len(items) == 60
    sources = {item.source.split(" (")[0] for item in items}
    assert {p.name for p in catalogue_files("fr")} | {JOURNAL, OPTIONS} == sources
    games = {item.source for item in items if item.source.startswith(JOURNAL)}
    assert len(games) >= 2, games
    assert all(item.key for item in items if not item.source.startswith(JOURNAL))
    texts = [item.text for item in items]
    assert not any("Player " in t for t in texts), "names go where the engine says Player N"
    assert not any("{" in t or t == item.key for t, item in zip(texts, items, strict=True))
    # Values heard in the games are kept apart from made-up ones, which are marked.
    # (Which game's events the sample draws moves with the catalogues' sizes: the one
    # Cavern Tavern event drawn may be a card the games never played, e.g. the Lantern.)
    assert any(not i.invented for i in items if i.source.endswith(".ftl") and "-ev-" in i.key)
    assert all(not i.invented for i in items if not i.source.endswith(".ftl"))
    # The same seed, the same sample; another seed, another one.
    assert [i.key for i in sample("fr", 60, 4, games=False)][:20] == \
        [i.key for i in sample("fr", 60, 4, games=False)][:20]
    assert [i.key for i in sample("fr", 60, 5, games=False)] != \
        [i.key for i in sample("fr", 60, 4, games=False)]


def test_the_command_prints_a_numbered_markdown_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "--count", "20", "--seed", "5", "--no-pictures"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# 20 messages (fr), seed 5")
    assert "\n20. " in out and "\n21. " not in out and " · `" in out
    assert "*invented values*:" in out


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_a_reader_of_one_language_reads_no_part_in_another(lang: str) -> None:
    """Issue 41: « 次：Choisissez une action » in the Japanese sample was the sampler's own
    French prompt. Every catalogue rendering in a sample is marked with its language: a
    message of the sample (every catalogue, the journal, the options) carries only its
    reader's, and every made-up word that is not a name or a neutral value (a mention, a
    path, an option's id, a language named in itself) is said by the reader's catalogue."""
    from benchmarks.language_sample import NEUTRAL, catalogue_entries, made_up, reader_words
    from tests.i18n.language_tags import languages_in, tagged, unmarked

    with tagged():
        items = sample(lang, 400, 21, pictures=False)
        mixed = [(i.key, unmarked(i.text)) for i in items if languages_in(i.text) - {lang}]
        assert mixed == [], mixed[:5]
        entries = catalogue_entries(lang)
        rng = random.Random(4)
        foreign = []
        for entry in entries.values():
            for name, value in made_up(entry, rng, {}, lang).items():
                if isinstance(value, str) and re.search(r"[^\W\d_]{2}", value) \
                        and value not in NEUTRAL.values() and value not in NAMES \
                        and value != reader_words(lang)["language"] \
                        and languages_in(value) != {lang} and not entry.selectors.get(name):
                    foreign.append((entry.key, name, unmarked(value)))
        assert foreign == [], foreign[:5]
