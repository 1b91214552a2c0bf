"""``/game …``: lobby, looking at the game, undo, resign, rules help and notifications.

Thin on purpose: each command reads Discord's ids, calls one host method and shows what it
returns. Refusals are ``HostError``s, turned into private replies by :mod:`cogs.errors`.
"""

from __future__ import annotations

import contextlib
import io

import discord
from discord import app_commands
from discord.ext import commands

from bot import texts
from bot.host.options import parse_game_options
from bot.i18n import Msg, localize, tr
from bot.outcomes import LobbyInfo
from cogs.confirm_views import resign_view, undo_view
from cogs.controls import lobby_view
from cogs.delivery import (
    deliver,
    deliver_and_report,
    image_files,
    posting_problem,
    remember_undo_request,
    repost_turn,
)
from cogs.hosting import check_bot_permissions, display_name, host_of, is_moderator
from cogs.layout import MAX_ALT_TEXT, clip, clip_lines, label
from cogs.log_pages import send_log
from cogs.play import send_private
from cogs.reading import channel_language_of, own_language
from cogs.replays import parse_game_id, replay_choices
from cogs.replies import mentions_only, say, think
from cogs.rules_help import (
    GAME_CHOICES,
    LEVEL_CHOICES,
    TOPIC_CHOICES,
    about_choices,
    about_text,
    rules_pages,
)
from cogs.seats import seat_choices

MAX_PLAYERS = 7


async def say_lobby(interaction: discord.Interaction, lobby: LobbyInfo) -> None:
    """The lobby, publicly, with "Open the table": a seated member's own link (privately),
    a spectator's when the server allows them, as on the turn message."""
    await say(interaction, lobby.text, ephemeral=False,
              view=lobby_view(lobby.game_id, await channel_language_of(interaction)))


@app_commands.guild_only()   # on the group: discord.py ignores it on a subcommand
class Game(commands.GroupCog, group_name="game", group_description="Play a cave game here"):
    """The players' commands."""

    notify = app_commands.Group(name="notify", description="Direct messages when it is your turn")

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    # ----- lobby -----------------------------------------------------------------------
    @app_commands.command(name="new", description="Open a game lobby in this channel")
    @app_commands.describe(game="Which game", players="How many players (empty: start when ready)",
                           options="Game options as name=value, comma-separated",
                           computers="How many computer players take a seat",
                           level="How strong the computer players play")
    @app_commands.choices(game=GAME_CHOICES, level=LEVEL_CHOICES)
    async def new(self, interaction: discord.Interaction, game: str,
                  players: app_commands.Range[int, 1, MAX_PLAYERS] | None = None,
                  options: str | None = None,
                  computers: app_commands.Range[int, 0, MAX_PLAYERS - 1] = 0,
                  level: str | None = None) -> None:
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        chosen = parse_game_options(options)
        config = await host.channel_config(channel_id, interaction.guild_id)
        threaded = config.thread_per_game and isinstance(interaction.channel, discord.TextChannel)
        # Everything is checked before a thread is made: a refusal leaves no empty thread.
        check_bot_permissions(interaction, threads=threaded)
        await host.check_new(channel_id, interaction.guild_id, game.strip(), players, chosen,
                             settings_channel_id=channel_id if threaded else None)
        settings_channel: int | None = None
        if threaded:
            assert isinstance(interaction.channel, discord.TextChannel)
            await think(interaction)
            public = await channel_language_of(interaction)
            thread = await interaction.channel.create_thread(
                name=label(tr(public, "game-thread-name", game=texts.title(game.strip(), public),
                             name=display_name(interaction.user)), 100),
                type=discord.ChannelType.public_thread, auto_archive_duration=10080)
            with contextlib.suppress(discord.HTTPException):
                await thread.add_user(interaction.user)   # the creator follows their game
            settings_channel, channel_id = channel_id, thread.id
        lobby = await host.new_game(channel_id, interaction.guild_id, interaction.user.id,
                                    display_name(interaction.user), game.strip(), players,
                                    chosen, settings_channel_id=settings_channel)
        if computers:
            lobby = await host.add_computer(channel_id, interaction.user.id, level, computers)
        if settings_channel is not None:
            await self.bot.get_partial_messageable(channel_id).send(
                localize(lobby.text, public), view=lobby_view(lobby.game_id, public))
            await say(interaction, Msg("game-new-in", {"channel": f"<#{channel_id}>",
                                                       "lobby": lobby.text}), ephemeral=False)
        else:
            await say_lobby(interaction, lobby)

    computer = app_commands.Group(name="computer", description="Computer players in the lobby")

    @computer.command(name="add", description="Seat a computer player in this lobby")
    @app_commands.describe(level="How strong it plays")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def computer_add(self, interaction: discord.Interaction,
                           level: str | None = None) -> None:
        lobby = await host_of(interaction).add_computer(interaction.channel_id or 0,
                                                        interaction.user.id, level)
        await say_lobby(interaction, lobby)

    @computer.command(name="remove", description="Take the last computer player out")
    async def computer_remove(self, interaction: discord.Interaction) -> None:
        lobby = await host_of(interaction).remove_computer(interaction.channel_id or 0,
                                                           interaction.user.id)
        await say_lobby(interaction, lobby)

    @app_commands.command(name="join", description="Take a seat in this channel's lobby")
    async def join(self, interaction: discord.Interaction) -> None:
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        lobby = await host_of(interaction).join(interaction.channel_id or 0, interaction.user.id,
                                                display_name(interaction.user))
        await say_lobby(interaction, lobby)

    @app_commands.command(name="leave", description="Leave this channel's lobby")
    async def leave(self, interaction: discord.Interaction) -> None:
        await think(interaction)   # acknowledged first: a busy database may wait seconds
        lobby = await host_of(interaction).leave(interaction.channel_id or 0, interaction.user.id)
        extra = ({"view": lobby_view(lobby.game_id, await channel_language_of(interaction))}
                 if lobby else {})
        await say(interaction, Msg("game-left", {
            "name": display_name(interaction.user),
            "lobby": lobby.text if lobby else Msg("game-lobby-closed")}), ephemeral=False,
                  **extra)

    @app_commands.command(name="start", description="Start the game with the players seated")
    async def start(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        moderator = await is_moderator(interaction)
        await host.admit(interaction.channel_id or 0, interaction.user.id, "start", moderator)
        check_bot_permissions(interaction, threads=isinstance(interaction.channel,
                                                              discord.Thread))
        # Drawing the opening boards may take longer than Discord's 3 seconds. The turn
        # message is the one public message of the start.
        await think(interaction, ephemeral=True)
        started = await host.start(interaction.channel_id or 0, interaction.user.id, moderator)
        await say(interaction, Msg("game-started", {"lobby": started.lobby.text}))
        await deliver_and_report(interaction, started.move.channel_id)

    # ----- looking at the game ---------------------------------------------------------
    @app_commands.command(name="status", description="Who is playing, whose turn it is")
    async def status(self, interaction: discord.Interaction) -> None:
        await think(interaction, ephemeral=True)   # before any database work
        status = await host_of(interaction).status(interaction.channel_id or 0,
                                                   own_language(interaction))
        await say(interaction, clip_lines(status.text))

    @app_commands.command(name="board", description="Show the board, or one player's cave")
    @app_commands.describe(player="Seat number or name (empty: the shared board)")
    @app_commands.autocomplete(player=seat_choices)
    async def board(self, interaction: discord.Interaction, player: str | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        board = await host_of(interaction).board(interaction.channel_id or 0, player,
                                                 own_language(interaction))
        files = image_files(board.images, board.text)
        text = board.text   # no code block: names in it are escaped for a message
        await interaction.followup.send(clip_lines(text), files=files, ephemeral=True)

    @app_commands.command(name="log", description="The game's story: since your last move, "
                                                   "or one round")
    @app_commands.describe(round_="A round number (empty: since your last move)",
                           public="Show it to the channel (default: only you)",
                           download="Attach the whole story as a text file")
    @app_commands.rename(round_="round")
    async def log(self, interaction: discord.Interaction,
                  round_: app_commands.Range[int, 1, 999] | None = None,
                  public: bool = False, download: bool = False) -> None:
        await send_log(interaction, round_number=round_, public=public, download=download)

    @app_commands.command(name="replay", description="Watch a game again, round by round "
                                                      "(an animation)")
    @app_commands.describe(game="A finished game of this server (empty: this channel's game)",
                           public="Show it to the channel (default: only you)")
    @app_commands.autocomplete(game=replay_choices)
    async def replay(self, interaction: discord.Interaction, game: str | None = None,
                     public: bool = False) -> None:
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        lang = await channel_language_of(interaction) if public else own_language(interaction)
        # Admitted first (a refusal, or the link to the same replay posted here a moment
        # ago, is answered privately at once): replays are limited per member, per channel
        # and in all, and drawn in their own lane, so no game waits on them.
        async with host.replay_slot(channel_id, interaction.guild_id, parse_game_id(game),
                                    interaction.user.id, public, lang) as slot:
            if slot.link is not None:
                await say(interaction, Msg("replay-linked", {"link": slot.link}))
                return
            await think(interaction, ephemeral=not public)   # drawing takes a moment
            made = await host.replay(channel_id, interaction.guild_id, slot.game_id, lang)
            sent = await interaction.followup.send(
                clip_lines(made.caption), ephemeral=not public, wait=True,
                file=discord.File(io.BytesIO(made.webp), filename=made.file_name,
                                  description=clip(made.caption, MAX_ALT_TEXT)))
            if public and sent is not None:
                host.replay_posted(channel_id, slot, lang, sent.jump_url)

    @app_commands.command(name="score", description="The score so far, or the final results")
    async def score(self, interaction: discord.Interaction) -> None:
        await think(interaction, ephemeral=True)   # before any database work
        results = await host_of(interaction).score(interaction.channel_id or 0)
        await say(interaction, clip_lines(results.text_in(own_language(interaction))))

    @app_commands.command(name="hand", description="Your private information and choices")
    async def hand(self, interaction: discord.Interaction) -> None:
        # Everything here is the caller's alone: every reply is ephemeral.
        await send_private(interaction, await host_of(interaction).private_info(
            interaction.channel_id or 0, interaction.user.id, own_language(interaction)))

    # ----- changing course -------------------------------------------------------------
    @app_commands.command(name="undo", description="Take back the last move (players agree)")
    async def undo(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        moderator = await is_moderator(interaction)
        await host.admit(interaction.channel_id or 0, interaction.user.id, "undo", moderator)
        await think(interaction)
        outcome = await host.undo(interaction.channel_id or 0, interaction.user.id, moderator)
        if not outcome.done or outcome.move is None:
            who = " ".join(f"<@{u}>" for u in outcome.waiting_for)
            lang = await channel_language_of(interaction)
            text = localize(outcome.text, lang)
            sent = await interaction.followup.send(
                clip_lines(f"{text} {who}".strip()), wait=True,
                allowed_mentions=mentions_only(outcome.waiting_for),
                view=undo_view(outcome.game_id, outcome.version, lang))
            # Answered from the web table, the request loses its buttons there too.
            remember_undo_request(interaction.client,
                                  (outcome.game_id, outcome.version), sent.id)
            return
        # The turn message that follows says what was undone: this reply stays short.
        await say(interaction, Msg("game-undone"), ephemeral=False)
        await deliver_and_report(interaction, outcome.move.channel_id)

    @app_commands.command(name="resign", description="Give up your seat and place last "
                                                     "(asks you first)")
    async def resign(self, interaction: discord.Interaction) -> None:
        host = host_of(interaction)
        channel_id = interaction.channel_id or 0
        await host.admit(channel_id, interaction.user.id, "resign")
        await think(interaction, ephemeral=True)
        # Asked first, privately: the buttons (cogs.confirm) carry out the answer.
        game_id, question = await host.resign_preview(channel_id, interaction.user.id)
        lang = own_language(interaction)
        await interaction.followup.send(localize(question, lang), ephemeral=True,
                                        view=resign_view(game_id, interaction.user.id, lang))

    @app_commands.command(name="turn", description="Post the current turn message again")
    async def turn(self, interaction: discord.Interaction) -> None:
        """Re-post the turn (after a moderator fixed the bot's permissions, for example)."""
        host = host_of(interaction)
        await think(interaction, ephemeral=True)
        channel_id = interaction.channel_id or 0
        problem = await deliver(self.bot, host, channel_id)   # anything left unposted first
        if problem is None:
            current = await host.current_turn(channel_id)
            try:
                await repost_turn(self.bot, host, current)
            except discord.HTTPException as error:
                problem = posting_problem(error)
        await say(interaction, Msg("game-turn-still-not-posted", {"problem": problem})
                  if problem else Msg("game-turn-posted"))

    # ----- help and notifications ------------------------------------------------------
    @app_commands.command(name="rules", description="How to play, and the commands")
    @app_commands.describe(topic="A game or a topic (empty: the overview)",
                           about="What a space, tile, room or zone does: start typing its name")
    @app_commands.choices(topic=TOPIC_CHOICES)
    async def rules_(self, interaction: discord.Interaction, topic: str | None = None,
                     about: str | None = None) -> None:
        lang = own_language(interaction)
        if about:
            games = await _guide_games(interaction, topic)
            await interaction.response.send_message(about_text(about, games, lang),
                                                    ephemeral=True)
            return
        first, *more = rules_pages(topic, lang)   # a game: how it goes first
        await interaction.response.send_message(first, ephemeral=True)
        for page in more:
            await interaction.followup.send(page, ephemeral=True)

    @rules_.autocomplete("about")
    async def rules_about(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        games = await _guide_games(interaction, getattr(interaction.namespace, "topic", None))
        return about_choices(games, current, own_language(interaction))

    @notify.command(name="on", description="Get a direct message when it is your turn")
    async def notify_on(self, interaction: discord.Interaction) -> None:
        await think(interaction, ephemeral=True)   # before any database work
        text = await host_of(interaction).notify(interaction.user.id, True)
        await say(interaction, text)

    @notify.command(name="off", description="No direct messages; only channel mentions")
    async def notify_off(self, interaction: discord.Interaction) -> None:
        await think(interaction, ephemeral=True)   # before any database work
        text = await host_of(interaction).notify(interaction.user.id, False)
        await say(interaction, text)


async def _guide_games(interaction: discord.Interaction, topic: str | None) -> tuple[str, ...]:
    """Whose guide ``about:`` reads: the game chosen as topic, else this channel's game,
    else every game."""
    every = tuple(str(c.value) for c in GAME_CHOICES)
    if topic in every:
        return (str(topic),)
    key = await host_of(interaction).game_key(interaction.channel_id or 0)
    return (key,) if key in every else every


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Game(bot))
