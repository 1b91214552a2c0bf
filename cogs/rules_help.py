"""The text of ``/game rules [topic]``: how playing through the bot works, and the games.

The rules of each game are the engines' business (their options and prompts explain each
choice as it comes); this help explains the bot around them.
"""

from __future__ import annotations

import rules
from bot.texts import setup_house_note
from cogs.layout import clip_lines

TOPICS: dict[str, str] = {
    "start": (
        "**Starting a game**\n"
        "/game new game:<game> [players] [options] opens a lobby in this channel.\n"
        "Others take a seat with /game join (or /game leave). When everyone is in, "
        "/game start shuffles the seats and shows the order. One game per channel."),
    "turns": (
        "**Taking turns**\n"
        "When it is your move the bot mentions you. Press one of the buttons (or pick from "
        "the menu; long lists have ◀ ▶ pages), or type /play and choose from the suggestions. "
        "Only the player whose decision it is can answer; a button from an older turn "
        "does nothing. Choices only you may see come with a “show my choices” button or "
        "/game hand."),
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


def overview() -> str:
    games = "\n".join(f"• **{e.title}** (`{key}`): {e.min_players}-{e.max_players} players"
                      for key, e in sorted(rules.GAMES.items())) or "• none installed"
    topics = ", ".join(sorted(TOPICS))
    return (f"**Cavern Host** plays cave-building games in this channel, one move at a time.\n"
            f"Games:\n{games}\n\n{TOPICS['start']}\n\n{TOPICS['turns']}\n\n"
            f"More: /game rules topic:<{topics}> or a game's key.")


def game_text(key: str) -> str:
    engine = rules.GAMES[key]
    options = getattr(engine, "default_options", {}) or {}
    listed = ", ".join(f"{name}={value}" for name, value in sorted(options.items()))
    text = (f"**{engine.title}** (`{key}`) — {engine.min_players} to {engine.max_players} "
            f"players.\nStart it with /game new game:{key}")
    if listed:
        text += f" and, if you like, options such as: {listed}"
    text += ". Each decision lists its legal choices, with what each one does."
    note = setup_house_note(engine, engine.min_players)
    return f"{text}\n{note}" if note else text


def rules_text(topic: str | None) -> str:
    """The help for ``topic`` (a topic name or a game key); the overview when empty."""
    wanted = (topic or "").strip().casefold()
    if not wanted:
        return clip_lines(overview())
    if wanted in TOPICS:
        return TOPICS[wanted]
    for key, engine in rules.GAMES.items():
        if wanted in (key, engine.title.casefold()):
            return clip_lines(game_text(key))
    known = ", ".join(sorted(TOPICS) + sorted(rules.GAMES))
    return f"There is no help topic “{topic}”. Topics: {known}."
