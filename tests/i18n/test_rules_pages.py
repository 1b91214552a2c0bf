"""``/game rules`` in every language: every topic and every game's pages within Discord's
2000 characters with nothing cut, and every ``about:`` suggestion and answer whole.

The French how-to of Cavern Tavern (2013 characters with its frame) was clipped with an
ellipsis, so a French reader lost the end of it; these checks cover every text the command
can send, in every language, not that one page."""

from __future__ import annotations

from bot import guide, texts
from bot.host import catalogue
from bot.i18n import languages, tr
from cogs.layout import MAX_CONTENT
from cogs.rules_help import TOPIC_NAMES, about_choices, about_text, game_text, rules_pages

GAMES = tuple(key for key, _ in catalogue.game_keys())


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def test_every_rules_page_in_every_language_fits_whole() -> None:
    for lang in languages():
        for topic in (None, *TOPIC_NAMES, *GAMES):
            pages = rules_pages(topic, lang)
            for page in pages:
                assert 1 <= len(page) <= MAX_CONTENT, (lang, topic, len(page))
                assert page == page.strip(), (lang, topic, page[:40])
            sent = "\n".join(pages)
            if topic in GAMES:
                game = catalogue.find_game(topic)
                assert game is not None
                wanted = _lines(game_text(game, lang))
                howto = guide.howto(topic, lang)
                if howto:
                    wanted += _lines(tr(lang, "rules-howto", howto=howto,
                                        title=texts.title(topic, lang, game.title)))
                # Every line of the how-to and of the game's help is sent, none cut short.
                for line in wanted:
                    assert line in sent, (lang, topic, line[:60])
            else:
                assert not sent.endswith("…"), (lang, topic)


def test_every_about_answer_and_suggestion_in_every_language_is_whole() -> None:
    for lang in languages():
        for game in GAMES:
            for topic in guide.topics(game):
                shown = guide.explain(game, topic, lang)
                assert shown is not None
                answer = about_text(f"{game}:{topic}", (game,), lang)
                assert len(answer) <= MAX_CONTENT and shown.text in answer, (lang, game, topic)
        # Suggested alone (one game) and among every game's (the game named in the choice).
        for games in ((game,) for game in GAMES):
            for choice in about_choices(games, "", lang) + about_choices(GAMES, "", lang):
                assert 1 <= len(choice.name) <= 100 and not choice.name.endswith("…"), (
                    lang, choice.name)
                assert len(str(choice.value)) <= 100, choice.value
        for game in GAMES:
            for topic in guide.topics(game):
                shown = guide.explain(game, topic, lang)
                assert shown is not None
                named = tr(lang, "rules-about-choice", name=shown.title,
                           game=texts.title(game, lang, game))
                assert 1 <= len(named) <= 100, (lang, game, topic, named)
