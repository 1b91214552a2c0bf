"""The text of ``/game rules [topic]``: how playing through the bot works, and the games.

The rules of each game are the engines' business (their options and prompts explain each
choice as it comes); this help explains the bot around them, plus the readings we play
where a rulebook leaves room. The games come from the host's catalogue, never from
``rules`` directly. Topics and games are offered as choices Discord validates.
"""

from __future__ import annotations

from discord import app_commands

from bot import texts
from bot.host import catalogue
from bot.host.catalogue import GameSummary
from bot.i18n import DEFAULT_LANGUAGE, localize, tr
from bot.parsing import quote
from cogs.layout import clip_lines, fit

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
    app_commands.Choice(name=f"{name}: {text}"[:100], value=name)
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
