"""The Discord front end: builds the bot, loads the cogs, syncs commands, delivers notices.

This is the only module in ``bot/`` that knows discord.py; the host it drives is plain
Python. The bot needs no privileged intents: every input is an interaction, which carries
the member, their permissions and the options.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import signal
from typing import Any

import aiohttp
import discord
import yarl
from discord.ext import commands

from bot import images
from bot.config import Settings
from bot.host import GameHost
from bot.i18n.catalogues import catalogues
from bot.shards import discord_channel
from cogs.branding import brand_commands
from cogs.components import DYNAMIC_ITEMS
from cogs.confirm import CONFIRM_ITEMS
from cogs.delivery import deliver_all, follow_changes, post_notice
from cogs.hosting import note_locales
from cogs.log_pages import LOG_ITEMS
from cogs.numbers import guard_numbers
from cogs.translator import CatalogueTranslator

log = logging.getLogger(__name__)

# Explicit, in load order (RoboDanny style): nothing is discovered by scanning folders.
EXTENSIONS: tuple[str, ...] = (
    "cogs.errors",
    "cogs.game",
    "cogs.season",
    "cogs.play",
    "cogs.mod",
    "cogs.help",
    "cogs.strays",
)
# How often the dispatcher asks the host for due reminders; they are stored, so a
# minute's delay (or a restart) neither loses nor doubles one.
NOTICE_INTERVAL_SECONDS = 60.0


def point_at_proxy(api_base: str | None, gateway_url: str | None) -> None:
    """Send REST and the gateway to a self-hosted Discord-compatible proxy when configured.

    discord.py builds every REST URL (interaction callbacks and follow-ups included) from
    ``Route.BASE``, and a plain client connects straight to ``DEFAULT_GATEWAY``.
    """
    if api_base:
        base = api_base.rstrip("/")
        if "/api/v" not in base:
            base += "/api/v10"
        discord.http.Route.BASE = base
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def minimal_intents() -> discord.Intents:
    # GUILDS keeps channels, threads and roles cached (moderator-role checks need roles).
    intents = discord.Intents.none()
    intents.guilds = True
    return intents


class CavernBot(commands.AutoShardedBot):
    """The bot: holds the host, loads the cogs and, on start, syncs the slash commands.

    Sharded (discord.py runs every shard of this process on one connection pool):
    ``SHARD_COUNT`` and ``SHARD_IDS`` let several processes split the shards; unset,
    Discord says how many one process needs.
    """

    def __init__(self, settings: Settings, host: GameHost, *, sync_commands: bool = True) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=minimal_intents(),
            help_command=None,
            # Nobody is pinged unless a message names them explicitly.
            allowed_mentions=discord.AllowedMentions.none(),
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
        )
        self.settings = settings
        self.host = host
        # Games of made-up channels (the console's, in a shared file) are not the bot's.
        host.core.serves_channel = discord_channel
        self.sync_on_start = sync_commands
        self.notice_task: asyncio.Task[None] | None = None
        self.control_templates: list[re.Pattern[str]] = []

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        if event_name == "interaction" and args:
            # Now, not in a listener's task: discord.py has already started the command's
            # or button's task, which may read the channel's language at once.
            note_locales(args[0])
        super().dispatch(event_name, *args, **kwargs)

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        # Remember the templates, so a press that matches none of them can be answered
        # (cogs.strays) instead of failing silently.
        super().add_dynamic_items(*items)
        for item in items:
            self.control_templates.append(item.__discord_ui_compiled_template__)

    def remove_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        super().remove_dynamic_items(*items)
        gone = {item.__discord_ui_compiled_template__ for item in items}
        self.control_templates[:] = [t for t in self.control_templates if t not in gone]

    async def setup_hook(self) -> None:
        images.configure(self.settings.render_workers)
        catalogues().preload()
        for name in EXTENSIONS:
            await self.load_extension(name)
        brand_commands(self.tree)
        guard_numbers(self.tree)   # out-of-range numbers answered, never run
        await self.tree.set_translator(CatalogueTranslator())  # names in each member's language
        # Buttons of every turn message ever posted are answered from their custom ids.
        self.add_dynamic_items(*DYNAMIC_ITEMS, *LOG_ITEMS, *CONFIRM_ITEMS)
        if self.sync_on_start:
            try:
                await self.sync_commands()
            except discord.Forbidden:
                log.error("Discord refused to register the slash commands: invite the bot "
                          "with the applications.commands scope (the invite link printed by "
                          "./run.sh has it), then restart.")
        self.notice_task = asyncio.create_task(self._notice_loop(), name="cavern-notices")

    async def close(self) -> None:
        if self.notice_task is not None:
            self.notice_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.notice_task
            self.notice_task = None
        # Computer players waiting out their pause would wake to a closed database.
        runners = self.__dict__.get("_cavern_computers", {})
        waiting = [task for task, _ in runners.values() if not task.done()]
        # So would the retries of interrupted deliveries (the next start delivers them).
        waiting += [task for task in self.__dict__.get("_cavern_retries", {}).values()
                    if not task.done()]
        for task in waiting:
            task.cancel()
        await asyncio.gather(*waiting, return_exceptions=True)
        await super().close()
        await images.close()   # the drawing processes end with the bot

    async def _notice_loop(self) -> None:
        await self.wait_until_ready()
        try:
            # Turn messages a crash left between a stored move and its post go out first.
            repaired = await deliver_all(self, self.host)
            if repaired:
                log.info("Delivered the pending turn messages of %d channels", repaired)
        except Exception:
            log.exception("Delivering pending turn messages failed")
        while not self.is_closed():
            try:
                await self.deliver_notices()
            except Exception:
                # One bad channel (deleted, no permission) must not stop every reminder.
                log.exception("Delivering reminders failed; trying again next round")
            await asyncio.sleep(NOTICE_INTERVAL_SECONDS)

    async def deliver_notices(self) -> int:
        """Post every reminder and timeout warning that is due; returns how many."""
        notices = await self.host.due_notices()
        for notice in notices:
            role_id = None
            if notice.kind == "timeout" and notice.guild_id is not None:
                role_id = await self.host.moderator_role(notice.guild_id)
            try:
                await post_notice(self, notice, moderator_role_id=role_id)
            except discord.NotFound:
                # The channel is gone: its game ends and its reminders with it.
                await self.host.close_channel(notice.channel_id, "its channel was deleted")
            except discord.HTTPException as error:
                log.warning("Could not post a %s in channel %s: %s", notice.kind,
                            notice.channel_id, error)
                await self.host.release_notice(notice)   # not posted: due again later
        return len(notices)

    async def sync_commands(self) -> None:
        """Sync to the development server when set, else globally (every server)."""
        guild_id = getattr(self.settings, "dev_guild_id", None)
        if guild_id:
            guild = discord.Object(id=int(guild_id))
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d commands to server %s", len(synced), guild_id)
        else:
            synced = await self.tree.sync()
            # Global commands no longer wait out an hour-long cache (Discord changed that in
            # 2022); a client that still shows an old version updates when Discord reloads.
            log.info("Synced %d global commands (members may need to reload Discord to see "
                     "changes)", len(synced))

    # A game whose channel, thread or server is gone ends, and its reminders stop.
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.host.close_channel(channel.id, "its channel was deleted")

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.host.close_channel(payload.thread_id, "its thread was deleted")

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.host.close_guild(guild.id)

    async def on_ready(self) -> None:
        log.info("Logged in as %s (id %s) in %d servers", self.user,
                 getattr(self.user, "id", "?"), len(self.guilds))


def quiet_voice() -> None:
    """The bot joins no voice channel: discord.py's start-up warnings that PyNaCl (and
    davey) are missing tell an operator nothing, so they are switched off before the
    client is made (it logs them in its constructor)."""
    for flag in ("warn_nacl", "warn_dave"):
        if hasattr(discord.VoiceClient, flag):
            setattr(discord.VoiceClient, flag, False)


def create_bot(settings: Settings, host: GameHost, *, sync_commands: bool = True) -> CavernBot:
    quiet_voice()
    point_at_proxy(getattr(settings, "discord_api_base", None),
                   getattr(settings, "discord_gateway_url", None))
    return CavernBot(settings, host, sync_commands=sync_commands)


class DiscordStartError(RuntimeError):
    """Discord refused the bot or could not be reached: a sentence for whoever runs it."""


def explain_start_error(error: BaseException, settings: Settings) -> str | None:
    """A plain sentence for the failures an operator can fix, None for real bugs."""
    if isinstance(error, discord.LoginFailure):
        return ("Discord refused the token in DISCORD_TOKEN. Reset it in the developer portal "
                "(your application > Bot > Reset Token) and put the new one in .env.")
    if isinstance(error, discord.PrivilegedIntentsRequired):
        return "Discord asks for a privileged intent this bot should not need; please report it."
    if isinstance(error, discord.GatewayNotFound | aiohttp.ClientError | OSError):
        where = settings.discord_api_base or "discord.com"
        return (f"Could not reach Discord at {where} ({error}). Check the network, or "
                "DISCORD_API_BASE / DISCORD_GATEWAY_URL if you use a proxy.")
    return None


async def run_async(settings: Settings, host: GameHost) -> None:
    """Run the bot until SIGINT/SIGTERM or a fatal error, then close it cleanly."""
    try:
        await _serve(settings, host)
    except Exception as error:
        sentence = explain_start_error(error, settings)
        if sentence is None:
            raise
        raise DiscordStartError(sentence) from error


async def _serve(settings: Settings, host: GameHost) -> None:
    bot = create_bot(settings, host)
    # Moves from the web table (here or in another process) post their turn messages here.
    stop_following = follow_changes(bot, host)
    table = None
    if settings.web_enabled:
        from web.server import start_web  # aiohttp and the templates only when served
        try:
            table = await start_web(host, settings)
        except OSError as error:
            log.error("The web table could not start on %s:%s (%s); the bot runs without it. "
                      "Set WEB_PORT to a free port, or WEB_ENABLED=false.", settings.web_host,
                      settings.web_port, error)
        else:
            print(f"The web table: {settings.web_url} (listening on {table.url})", flush=True)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    async with bot:
        runner = asyncio.create_task(bot.start(settings.discord_token), name="discord-bot")
        stopper = asyncio.create_task(stop.wait(), name="shutdown-signal")
        done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if stopper in done:
            log.info("Shutting down: closing the Discord connection")
        else:
            stopper.cancel()
        await bot.close()
        stop_following()
        if table is not None:
            await table.stop()
        await host.live.close()
        with contextlib.suppress(asyncio.CancelledError):
            await runner
        error = runner.exception() if runner.done() and not runner.cancelled() else None
        if error is not None:
            raise error


def run(settings: Settings, host: GameHost) -> None:
    """Blocking entry point used by ``python -m bot`` (``./run.sh``)."""
    asyncio.run(run_async(settings, host))
