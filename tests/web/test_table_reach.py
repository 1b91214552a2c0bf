"""Every player action the Discord cogs offer is reachable from the web table's page, or is
listed here as deliberately Discord-only, with the reason.

The cogs' slash commands and persistent buttons are read from the cogs themselves, so a
command or button added later fails this test until it is placed on the page or given its
reason here. "Reachable" is read on a seated member's real page (a plain request, no
browser): the form, link or part of the page that does it."""

from __future__ import annotations

import importlib
import re
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot.discord_app import EXTENSIONS
from bot.store import games as games_db
from tests.clock import Clock
from tests.web.table_fixtures import ANN, BOB, CHANNEL, Table, browser, open_table, started


@dataclass(frozen=True)
class Page:
    """Reachable on the page: ``marker`` (a regular expression; ``{game}`` is the game's
    id) is in the page of a seated member, in game state ``state``."""

    state: str    # "turn" (the member acts), "asked" (an undo request to answer), "over"
    marker: str


@dataclass(frozen=True)
class DiscordOnly:
    reason: str


LOBBY = DiscordOnly("a lobby gathers the channel's members, so it is run where they are; "
                    "starting posts the first turn message and its mentions there. A page "
                    "opens once a game exists, and a lobby's page says it has not started")
MODERATION = DiscordOnly("moderators only: who moderates is the server's roles and "
                         "permissions, which only Discord knows")

REACH: dict[str, Page | DiscordOnly] = {
    # ----- /game -----
    "game new": LOBBY, "game join": LOBBY, "game leave": LOBBY, "game start": LOBBY,
    "game computer add": LOBBY, "game computer remove": LOBBY,
    "game status": Page("turn", r'class="ch-status"'),
    "game board": Page("turn", r'class="ch-board"'),
    "game log": Page("turn", r'class="ch-story"'),
    "game score": Page("turn", r'class="ch-scores"'),
    "game hand": Page("turn", r'<form class="ch-move"'),   # the member's own view and choices
    "game replay": Page("over", r'href="/game/{game}/replay'),
    "game undo": Page("turn", r'action="/game/{game}/undo"'),
    "game resign": Page("turn", r'action="/game/{game}/resign"'),
    "game rules": Page("turn", r'data-topic="'),   # what each tapped element does
    "game turn": DiscordOnly("it posts the channel's turn message again (after a moderator "
                             "fixed the bot's permissions): a repair of the channel, not of "
                             "the game"),
    "game notify on": DiscordOnly("direct messages on Discord: a setting of the member's "
                                  "Discord account, not of a game"),
    "game notify off": DiscordOnly("direct messages on Discord: a setting of the member's "
                                   "Discord account, not of a game"),
    "game mine": Page("turn", r'href="/game/{game}/mine'),
    "game leaderboard": Page("turn", r'href="/game/{game}/leaderboard'),
    "game history": DiscordOnly("the server's finished games and their members: a listing "
                                "of the server, not of this game (its replay is on the page)"),
    "game profile": DiscordOnly("any member of the server, picked among Discord's members; "
                                "the page shows this game's players only"),
    # ----- /play -----
    "play": Page("turn", r'<form class="ch-move" method="post" action="/game/{game}/move"'),
    # ----- /mod -----
    "mod abort": MODERATION, "mod kick": MODERATION, "mod replace": MODERATION,
    "mod skip": MODERATION, "mod pause": MODERATION, "mod resume": MODERATION,
    "mod timeout": MODERATION, "mod config": MODERATION,
    "help": DiscordOnly("how to use the bot's commands; the page explains every element "
                        "it shows when tapped"),
    # ----- buttons on the channel's messages -----
    "OptionButton": Page("turn", r'name="option" value="'),
    "OptionSelect": Page("turn", r'name="option" value="'),
    "PageButton": Page("turn", r'name="option" value="'),   # the page lists every choice
    "HandButton": Page("turn", r'<form class="ch-move"'),   # "My choices": the page's own
    "BoardsButton": Page("turn", r'class="ch-board"'),
    "TableButton": Page("turn", r'id="table"'),             # the door to this very page
    "ResignButton": Page("turn", r'name="confirm" value="yes"'),
    "UndoVoteButton": Page("asked", r'action="/game/{game}/undo/agree".*formaction='
                                    r'"/game/{game}/undo/decline"'),
    "RematchButton": Page("over", r'action="/game/{game}/rematch"'),
    "LogPageButton": Page("turn", r'class="ch-story"'),
    "LogFileButton": DiscordOnly("a text file attached to a Discord message; the page "
                                 "shows the story itself"),
    "SeasonPageButton": DiscordOnly("pages through /game mine, history or profile on "
                                    "Discord; the page's own lists are whole"),
    "HelpButton": DiscordOnly("pages through /help, which is about the Discord commands"),
}


def _commands(command: app_commands.Command | app_commands.Group,  # type: ignore[type-arg]
              prefix: str = "") -> Iterator[str]:
    name = f"{prefix} {command.name}".strip()
    if isinstance(command, app_commands.Group):
        for inner in command.commands:
            yield from _commands(inner, name)
    else:
        yield name


def offered() -> set[str]:
    """Every slash command and persistent button the bot's cogs offer."""
    found: set[str] = set()
    for extension in EXTENSIONS:
        module = importlib.import_module(extension)
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, commands.Cog) \
                    and value.__module__ == module.__name__:
                group = getattr(value, "__cog_group_name__", "") \
                    if getattr(value, "__cog_is_app_commands_group__", False) else ""
                for command in value.__cog_app_commands__:
                    found.update(_commands(command, group))
        for command in getattr(module, "COMMANDS", ()):   # cogs.season joins /game
            found.update(_commands(command, "game"))

    def below(cls: type) -> Iterator[type]:
        for sub in cls.__subclasses__():
            yield sub
            yield from below(sub)
    found.update(c.__name__ for c in below(discord.ui.DynamicItem)
                 if c.__module__.startswith("cogs."))
    return found


def test_every_discord_action_is_placed_on_the_page_or_said_to_be_discord_only() -> None:
    actions = offered()
    assert {"game undo", "game resign", "RematchButton", "play"} <= actions
    assert not actions - REACH.keys(), f"not placed: {sorted(actions - REACH.keys())}"
    assert not REACH.keys() - actions, f"no longer offered: {sorted(REACH.keys() - actions)}"
    for name, where in REACH.items():
        if isinstance(where, DiscordOnly):
            assert len(where.reason) > 30, name


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path, Clock()):
        yield opened


async def _page(table: Table, user: int, game: int) -> str:
    async with browser() as tab, tab.get(await table.link(user, game)) as page:
        assert page.status == 200
        return await page.text()


async def test_every_action_placed_on_the_page_is_there(table: Table) -> None:
    game = await started(table.host, "cave-vs-cave")
    first = (await table.host.status(CHANNEL)).to_act[0].user_id
    assert first is not None
    decision = (await table.host.options(CHANNEL, first)).decisions[0]
    await table.host.act(CHANNEL, first, decision.options[0].id, decision.stamp)  # to undo
    actor = (await table.host.status(CHANNEL)).to_act[0].user_id
    assert actor is not None
    other = BOB if actor == ANN else ANN
    pages = {"turn": await _page(table, actor, game)}
    row = await table.host.tables.game(game)
    async with table.host.db.transaction() as conn:   # an open request to take back a move
        await games_db.add_undo_vote(conn, game, row.version, actor)
    table.host.tables.forget(game)
    pages["asked"] = await _page(table, other, game)
    await table.host.resign(CHANNEL, actor)
    pages["over"] = await _page(table, other, game)
    for name, where in REACH.items():
        if isinstance(where, Page):
            marker = where.marker.replace("{game}", str(game))
            assert re.search(marker, pages[where.state], re.DOTALL), (name, marker)
