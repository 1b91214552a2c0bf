"""The text of ``/game rules [topic]``: how playing through the bot works, and the games.

A game's topic opens with its short how-to-play (:mod:`bot.guide`, the texts the web
table's tap-to-read shows too), then how to play it here and the readings we play where a
rulebook leaves room; ``about:`` reads what one space, tile, room or zone does. The
games come from the host's catalogue, never from ``rules`` directly. Topics and games are
offered as choices Discord validates.
"""

from __future__ import annotations

from discord import app_commands

from bot import guide, texts
from bot.host import catalogue
from bot.host.catalogue import GameSummary
from bot.i18n import DEFAULT_LANGUAGE, localize, tr
from bot.parsing import quote
from cogs.layout import MAX_CONTENT, choice_names, clip, clip_lines, fit, short_label

TOPIC_NAMES: tuple[str, ...] = ("start", "turns", "looking", "undo", "notify", "moderation")
# The English text of each topic (the catalogue's rules-topic-<name>; other languages there).
TOPICS: dict[str, str] = {name: tr("en", f"rules-topic-{name}") for name in TOPIC_NAMES}
TOPIC_TITLES: dict[str, str] = {
    "start": "Starting a game", "turns": "Taking turns", "looking": "Looking at the game",
    "undo": "Undo and resigning", "notify": "Notifications", "moderation": "Moderators",
}

# Discord shows these in the picker and refuses anything else (25 choices at most).
GAME_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=label, value=key) for key, label in catalogue.game_keys()][:25]
# The computer player's levels, as choices Discord validates.
LEVEL_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=short_label(f"{name}: {text}"), value=name)
    for name, text in catalogue.computer_levels().items()]
TOPIC_CHOICES: list[app_commands.Choice[str]] = (
    [app_commands.Choice(name=title, value=topic) for topic, title in TOPIC_TITLES.items()]
    + [app_commands.Choice(name=f"Game: {label}", value=key)
       for key, label in catalogue.game_keys()])[:25]


def overview(lang: str = DEFAULT_LANGUAGE) -> str:
    games = "\n".join(tr(lang, "rules-overview-game", title=g.title, key=g.key,
                         min=g.min_players, max=g.max_players)
                      for g in catalogue.games()) or tr(lang, "rules-no-games")
    return tr(lang, "rules-overview", games=games, start=tr(lang, "rules-topic-start"),
              turns=tr(lang, "rules-topic-turns"))


def game_text(game: GameSummary, lang: str = DEFAULT_LANGUAGE) -> str:
    listed = ", ".join(f"{name}={value}" for name, value in game.default_options)
    text = tr(lang, "rules-game", title=texts.title(game.key, lang, game.title), key=game.key,
              min=game.min_players, max=game.max_players, options=listed or "none")
    note = localize(game.house_note, lang)
    if note:
        text += f"\n{note}"
    if game.readings:
        text += "\n" + tr(lang, "rules-readings") + "\n" + "\n".join(
            f"• {localize(r, lang)}" for r in game.readings)
    return text


def rules_text(topic: str | None, lang: str = DEFAULT_LANGUAGE) -> str:
    """The help for ``topic`` (a topic name or a game key) in ``lang``; the overview when
    empty."""
    wanted = (topic or "").strip().casefold()
    if not wanted:
        return clip_lines(overview(lang))
    if wanted in TOPICS:
        return tr(lang, f"rules-topic-{wanted}")
    game = catalogue.find_game(wanted)
    if game is not None:
        return fit(game_text(game, lang))
    known = ", ".join(sorted(TOPICS) + [key for key, _ in catalogue.game_keys()])
    return tr(lang, "rules-no-topic", topic=quote(topic or ""), known=known)


def rules_pages(topic: str | None, lang: str = DEFAULT_LANGUAGE) -> list[str]:
    """The messages of ``/game rules [topic]``: for a game, how it goes first (its guide),
    then how to play it here and the readings we play; one message for anything else."""
    wanted = (topic or "").strip().casefold()
    game = catalogue.find_game(wanted) if wanted and wanted not in TOPICS else None
    if game is None:
        return [rules_text(topic, lang)]
    pages = []
    howto = guide.howto(game.key, lang)
    if howto:
        # Split at whole lines, never clipped: a French how-to ran past Discord's 2000.
        title = texts.title(game.key, lang, game.title)
        pages += _split(tr(lang, "rules-howto", title=title, howto=howto))
    return pages + _split(game_text(game, lang))


def _split(text: str) -> list[str]:
    """Whole lines in messages Discord takes (a long list of readings needs two)."""
    pages: list[str] = []
    for line in text.splitlines():
        if pages and len(pages[-1]) + 1 + len(line) <= MAX_CONTENT:
            pages[-1] += "\n" + line
        elif pages and not line.strip():
            continue   # a blank line between two pages: the page break is the gap
        else:
            pages.append(fit(line))
    return pages or [""]


def about_choices(games: tuple[str, ...], typed: str,
                  lang: str = DEFAULT_LANGUAGE) -> list[app_commands.Choice[str]]:
    """Suggestions for ``about:``: the spaces, tiles, rooms and zones whose name holds what
    was typed (the game named when several games are searched)."""
    found = guide.find(games, typed, lang)[:25]
    names = choice_names([topic.title if len(games) == 1 else tr(
        lang, "rules-about-choice", name=topic.title, game=texts.title(game, lang, game))
        for game, topic in found])
    return [app_commands.Choice(name=name, value=f"{game}:{topic.topic}")
            for name, (game, topic) in zip(names, found, strict=True)]


def about_text(about: str, games: tuple[str, ...], lang: str = DEFAULT_LANGUAGE) -> str:
    """What one element does: ``game:topic`` as suggested, or a name typed by hand that
    matches exactly one element of ``games``."""
    game, _, topic = about.strip().partition(":")
    shown = guide.explain(game, topic, lang) if topic else None
    if shown is None:
        found = guide.find(games, about, lang)
        exact = [f for f in found if f[1].title.casefold() == about.strip().casefold()]
        found = exact or found
        if len(found) != 1:
            return tr(lang, "rules-about-unknown", about=quote(clip(about, 60)))
        game, shown = found[0]
    return fit(tr(lang, "rules-about", title=shown.title,
                  game=texts.title(game, lang, game), text=shown.text))
