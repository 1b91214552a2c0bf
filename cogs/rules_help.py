"""The text of ``/game rules [topic]``: how playing through the bot works, and the games.

The rules of each game are the engines' business (their options and prompts explain each
choice as it comes); this help explains the bot around them, plus the readings we play
where a rulebook leaves room. The games come from the host's catalogue, never from
``rules`` directly. Topics and games are offered as choices Discord validates.
"""

from __future__ import annotations

from discord import app_commands

from bot.host import catalogue
from bot.host.catalogue import GameSummary
from bot.parsing import quote
from cogs.layout import clip_lines, fit

TOPICS: dict[str, str] = {
    "start": (
        "**Starting a game**\n"
        "/game new game:<game> [players] [options] opens a lobby in this channel.\n"
        "Others take a seat with /game join (or /game leave). When everyone is in, "
        "/game start shuffles the seats and shows the order. One game per channel.\n"
        "Alone, or short of players? computers:<k> (or /game computer add) seats computer "
        "players; a moderator can hand an absent player's seat to one with /mod replace."),
    "turns": (
        "**Taking turns**\n"
        "When your turn begins the bot mentions you, once. Press one of the buttons on the "
        "turn message (or pick from the menu; long lists have ◀ ▶ pages), or type /play and "
        "choose from the suggestions: the steps of your turn happen right there. Choices "
        "only you may see, and choices several players make at once, are behind “My "
        "choices”; “Boards” shows the full boards. Only the newest turn message has "
        "controls."),
    "looking": (
        "**Looking at the game**\n"
        "/game status (whose turn), /game board [player] (pictures), /game log (what "
        "happened since your last move; round:<n> one round, download:true the whole "
        "story), /game score (points so far or the results)."),
    "undo": (
        "**Undo and resigning**\n"
        "/game undo takes back the last move once every player has asked for it (a "
        "moderator can do it alone). A move that revealed hidden or random information "
        "cannot be undone. /game resign ends the game with you placed last."),
    "notify": (
        "**Notifications**\n"
        "You are mentioned in the channel when you must act, and reminded if the game "
        "waits on you for long. /game notify on also sends you a direct message; "
        "/game notify off stops them."),
    "moderation": (
        "**Moderators** (Manage Channels, or the role set with /mod config)\n"
        "/mod pause, /mod resume, /mod kick, /mod replace, /mod skip, /mod timeout, "
        "/mod abort, and /mod config for this channel's games, reminder and timeout hours, "
        "a thread per game, and the server's moderator role."),
}
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


def overview() -> str:
    games = "\n".join(f"• **{g.title}** (`{g.key}`): {g.min_players}-{g.max_players} players"
                      for g in catalogue.games()) or "• none installed"
    return (f"**Cavern Host** plays cave-building games in this channel, one move at a time.\n"
            f"Games:\n{games}\n\n{TOPICS['start']}\n\n{TOPICS['turns']}\n\n"
            f"More: /game rules topic: a topic or a game. Quick start: /help.")


def game_text(game: GameSummary) -> str:
    listed = ", ".join(f"{name}={value}" for name, value in game.default_options)
    text = (f"**{game.title}** (`{game.key}`) — {game.min_players} to {game.max_players} "
            f"players.\nStart it with /game new game:{game.key}")
    if listed:
        text += f" and, if you like, options such as: {listed}"
    text += ". Each decision lists its legal choices, with what each one does."
    if game.house_note:
        text += f"\n{game.house_note}"
    if game.readings:
        text += "\n**The readings we play**\n" + "\n".join(f"• {r}" for r in game.readings)
    return text


def rules_text(topic: str | None) -> str:
    """The help for ``topic`` (a topic name or a game key); the overview when empty."""
    wanted = (topic or "").strip().casefold()
    if not wanted:
        return clip_lines(overview())
    if wanted in TOPICS:
        return TOPICS[wanted]
    game = catalogue.find_game(wanted)
    if game is not None:
        return fit(game_text(game))
    known = ", ".join(sorted(TOPICS) + [key for key, _ in catalogue.game_keys()])
    return f"There is no help topic “{quote(topic or '')}”. Topics: {known}."
