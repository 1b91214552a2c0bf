"""The buttons that ask before a change, as they are drawn: Resign / Keep playing for the
member who asked, Agree / Decline on an undo request. Their presses are answered by
:mod:`cogs.confirm`; drawn here, apart, so that a delivery can post an undo request the web
table asked for (:mod:`cogs.delivery`) without importing what answers it."""

from __future__ import annotations

import discord

from bot.i18n import tr

RESIGN_TEMPLATE = r"ch:rs:(?P<game>\d+):(?P<user>\d+):(?P<answer>[yn])"
UNDO_TEMPLATE = r"ch:uv:(?P<game>\d+):(?P<version>\d+):(?P<answer>[yn])"


def resign_id(game_id: int, user_id: int, answer: bool) -> str:
    return f"ch:rs:{game_id}:{user_id}:{'y' if answer else 'n'}"


def resign_view(game_id: int, user_id: int, lang: str) -> discord.ui.View:
    """Resign / Keep playing, for the member who asked (an ephemeral message)."""
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.danger,
                                    label=tr(lang, "resign-button-yes"),
                                    custom_id=resign_id(game_id, user_id, True)))
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.secondary,
                                    label=tr(lang, "resign-button-no"),
                                    custom_id=resign_id(game_id, user_id, False)))
    view.stop()   # answered by ResignButton from the custom id: nothing to keep in memory
    return view


def undo_id(game_id: int, version: int, answer: bool) -> str:
    return f"ch:uv:{game_id}:{version}:{'y' if answer else 'n'}"


def undo_view(game_id: int, version: int, lang: str) -> discord.ui.View:
    """Agree / Decline on a public undo request, for the other players."""
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.success,
                                    label=tr(lang, "undo-button-agree"),
                                    custom_id=undo_id(game_id, version, True)))
    view.add_item(discord.ui.Button(style=discord.ButtonStyle.secondary,
                                    label=tr(lang, "undo-button-decline"),
                                    custom_id=undo_id(game_id, version, False)))
    view.stop()   # answered by UndoVoteButton from the custom id
    return view
