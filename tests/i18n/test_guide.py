"""The games' guides: how to play and what each element does, in every language."""

from __future__ import annotations

from pathlib import Path

from bot import guide
from bot.i18n import Catalogues, catalogues, languages


def test_a_guide_lists_its_topics_and_explains_each(tmp_path: Path) -> None:
    for lang, title in (("en", "Drift mining"), ("fr", "Gisement")):
        folder = tmp_path / lang
        folder.mkdir()
        (folder / "toy-guide.ftl").write_text(
            f"guide-toy-howto = Play.\nguide-toy-space-drift = Take stone.\n"
            f"    .title = {title}\nother = x\n", encoding="utf-8")
    found = Catalogues(tmp_path)
    assert found.keys("en") == ["guide-toy-howto", "guide-toy-space-drift", "other"]
    assert found.attribute("fr", "guide-toy-space-drift", "title", {}) == "Gisement"
    assert found.attribute("de", "guide-toy-space-drift", "title", {}) == "Drift mining"
    assert found.attribute("en", "guide-toy-space-drift", "nothing", {}) is None


def test_every_topic_of_every_guide_reads_in_every_language() -> None:
    for game in ("cave-vs-cave", "caverna", "cavern-tavern"):
        for lang in languages():
            for topic in guide.topics(game):
                key = f"guide-{game}-{topic}"
                assert catalogues().has(lang, key), (lang, key)
                found = guide.explain(game, topic, lang)
                assert found is not None and found.text and found.title != topic, (lang, key)
        assert guide.explain(game, "no-such-topic", "en") is None
