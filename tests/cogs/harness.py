"""Drive a real discord.py bot offline: slash commands, autocomplete and component presses.

The harness builds the bot the production code builds, swaps its HTTP layer for
:mod:`tests.cogs.fake_discord`, and feeds INTERACTION_CREATE payloads to the real
``ConnectionState``, so the real ``CommandTree``, transformers, checks, error handlers and
``DynamicItem`` dispatch all run. After each interaction it waits for every task the
interaction started, so a test reads the settled result without sleeping.
"""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import discord
from discord.ext import commands
from discord.webhook.async_ import async_context

from tests.cogs.fake_discord import (
    FakeDiscord,
    InteractionRecord,
    Message,
    RecordingAdapter,
    RecordingHTTP,
)

APP_ID = 900_000_000_000_000_001
GUILD_ID = 900_000_000_000_000_002
CHANNEL_ID = 900_000_000_000_000_003
MOD_ROLE_ID = 900_000_000_000_000_004
BOT_USER = {"id": str(APP_ID), "username": "Cavern Host", "discriminator": "0",
            "avatar": None, "bot": True, "global_name": None}

# Permission bits as Discord numbers them.
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 15) | (1 << 31)  # view, send, files, commands
MANAGE_CHANNELS = 1 << 4
# What the bot itself may do in the channel: a member's rights plus threads.
BOT_PERMISSIONS = MEMBER_PERMISSIONS | (1 << 35) | (1 << 38)


def user_payload(user_id: int) -> dict[str, Any]:
    return {"id": str(user_id), "username": f"player{user_id}", "discriminator": "0",
            "avatar": None, "global_name": f"Player {user_id}"}


class Harness:
    """A bot wired to a fake Discord, plus helpers to act as any member."""

    def __init__(self, bot: commands.Bot, fake: FakeDiscord) -> None:
        self.bot = bot
        self.fake = fake
        self._ids = itertools.count(1)
        self.moderators: set[int] = set()
        self.role_holders: dict[int, list[int]] = {}
        self.bot_permissions = BOT_PERMISSIONS
        # Each member's Discord client language, and the server's preferred locale.
        self.locales: dict[int, str] = {}
        self.guild_locale = "en-US"

    @classmethod
    async def attach(cls, bot: commands.Bot) -> Harness:
        """Replace ``bot``'s network with a fake and run its start-up hooks, without login."""
        fake = FakeDiscord(APP_ID, BOT_USER)
        state = bot._connection
        bot.http = RecordingHTTP(fake, asyncio.get_running_loop())
        state.http = bot.http
        bot.tree._http = bot.http  # the tree keeps its own reference for syncing
        state.user = discord.ClientUser(state=state, data=BOT_USER)  # type: ignore[arg-type]
        state.application_id = APP_ID
        fake.guild_id = GUILD_ID
        harness = cls(bot, fake)
        harness._add_guild()
        await bot._async_setup_hook()
        await bot.setup_hook()
        return harness

    def _add_guild(self) -> None:
        roles = [{"id": str(GUILD_ID), "name": "@everyone", "permissions": str(MEMBER_PERMISSIONS),
                  "position": 0, "color": 0, "hoist": False, "managed": False,
                  "mentionable": False, "flags": 0},
                 {"id": str(MOD_ROLE_ID), "name": "Game moderators", "permissions": "0",
                  "position": 1, "color": 0, "hoist": False, "managed": False,
                  "mentionable": False, "flags": 0}]
        channel = {"id": str(CHANNEL_ID), "type": 0, "name": "caves", "position": 0,
                   "guild_id": str(GUILD_ID), "permission_overwrites": [], "nsfw": False,
                   "parent_id": None}
        self.bot._connection._add_guild_from_data({  # type: ignore[arg-type]
            "id": str(GUILD_ID), "name": "Test caves", "owner_id": "1", "roles": roles,
            "channels": [channel], "threads": [], "members": [], "member_count": 3,
            "features": [], "emojis": [], "stickers": [], "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
            "premium_tier": 0, "preferred_locale": "en-US", "nsfw_level": 0,
            "system_channel_flags": 0, "afk_timeout": 300, "icon": None, "splash": None,
            "banner": None, "description": None, "vanity_url_code": None,
            "discovery_splash": None, "max_members": 1000, "premium_progress_bar_enabled": False,
            "guild_scheduled_events": [], "stage_instances": [], "soundboard_sounds": [],
        })

    # ----- payloads ----------------------------------------------------------------
    def _base(self, kind: int, user_id: int, channel_id: int) -> dict[str, Any]:
        interaction_id = self.fake.snowflake()
        token = f"token-{next(self._ids)}"
        self.fake.interactions[token] = InteractionRecord(interaction_id, token, user_id)
        permissions = MEMBER_PERMISSIONS | (MANAGE_CHANNELS if user_id in self.moderators else 0)
        return {
            "id": str(interaction_id), "type": kind, "token": token, "version": 1,
            "application_id": str(APP_ID), "attachment_size_limit": 10 * 1024 * 1024,
            "guild_id": str(GUILD_ID), "guild_locale": self.guild_locale,
            "locale": self.locales.get(user_id, "en-US"),
            "channel_id": str(channel_id),
            "channel": self._channel(channel_id),
            "member": {**self._member(user_id), "user": user_payload(user_id),
                       "permissions": str(permissions)},
            "app_permissions": str(self.bot_permissions), "context": 0,
            "authorizing_integration_owners": {"0": str(GUILD_ID)}, "entitlements": [],
        }

    def _channel(self, channel_id: int) -> dict[str, Any]:
        parent = self.fake.threads.get(channel_id)
        if parent is None:
            return {"id": str(channel_id), "type": 0, "name": "caves", "guild_id": str(GUILD_ID)}
        return {"id": str(channel_id), "type": 11, "name": "a game", "guild_id": str(GUILD_ID),
                "parent_id": str(parent), "owner_id": str(APP_ID), "message_count": 0,
                "member_count": 1, "rate_limit_per_user": 0, "flags": 0,
                "thread_metadata": {"archived": False, "locked": False,
                                    "auto_archive_duration": 10080,
                                    "archive_timestamp": "2026-01-01T00:00:00+00:00"}}

    def _member(self, user_id: int) -> dict[str, Any]:
        return {"roles": [str(r) for r in self.role_holders.get(user_id, [])],
                "joined_at": "2025-01-01T00:00:00+00:00", "deaf": False, "mute": False,
                "flags": 0}

    def _resolved(self, kind: int, value: Any) -> dict[str, Any]:
        if kind == 6:  # a user option: Discord sends the user and the member
            return {"users": {str(value): user_payload(int(value))},
                    "members": {str(value): self._member(int(value))}}
        if kind == 8:  # a role option
            return {"roles": {str(value): {
                "id": str(value), "name": "a role", "permissions": "0", "position": 1,
                "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0}}}
        return {}

    def _command_options(self, path: str, values: dict[str, Any],
                         focused: str | None) -> dict[str, Any]:
        names = path.split()
        command: Any = self.bot.tree.get_command(names[0])
        if command is None:
            raise KeyError(f"no command /{names[0]}")
        for name in names[1:]:
            command = command.get_command(name)
            if command is None:
                raise KeyError(f"no command /{path}")
        params = {p.name: p for p in command.parameters}
        options: list[dict[str, Any]] = []
        resolved: dict[str, Any] = {}
        for name, value in values.items():
            kind = params[name].type.value
            # Discord sends the option's display name (an @rename'd parameter differs).
            option: dict[str, Any] = {"name": params[name].display_name, "type": kind,
                                      "value": str(value) if kind in (6, 8) else value}
            for key, items in self._resolved(kind, value).items():
                resolved.setdefault(key, {}).update(items)
            if name == focused:
                option["focused"] = True
            options.append(option)
        for name in reversed(names[1:]):
            options = [{"name": name, "type": 1, "options": options}]
        return {"id": str(self.fake.snowflake()), "name": names[0], "type": 1,
                "options": options, "resolved": resolved}

    # ----- acting ------------------------------------------------------------------
    async def slash(self, user_id: int, path: str, channel_id: int = CHANNEL_ID,
                    **values: Any) -> InteractionRecord:
        """Run ``/path`` as ``user_id`` with the given option values."""
        payload = self._base(2, user_id, channel_id)
        payload["data"] = self._command_options(path, values, None)
        return await self._dispatch(payload)

    async def autocomplete(self, user_id: int, path: str, focused: str,
                           channel_id: int = CHANNEL_ID, **values: Any) -> list[dict[str, Any]]:
        """The choices the bot offers while ``user_id`` types option ``focused``."""
        payload = self._base(4, user_id, channel_id)
        payload["data"] = self._command_options(path, values, focused)
        record = await self._dispatch(payload)
        assert record.autocomplete is not None, "the bot did not answer the autocomplete"
        return record.autocomplete

    async def press(self, user_id: int, message: Message, custom_id: str,
                    values: list[str] | None = None) -> InteractionRecord:
        """Click a button (or pick ``values`` in a select) on a stored message."""
        component = message.component(custom_id)
        payload = self._base(3, user_id, int(message.data["channel_id"]) or CHANNEL_ID)
        payload["message"] = message.data
        self.fake.interactions[payload["token"]].source = message
        payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            payload["data"]["values"] = values
        return await self._dispatch(payload)

    async def _dispatch(self, payload: dict[str, Any]) -> InteractionRecord:
        # Interaction callbacks read the adapter from a context variable; tasks the
        # dispatch creates copy this context, so setting it here reaches them all.
        async_context.set(RecordingAdapter(self.fake))
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
        await self.settle(before)
        return self.fake.interactions[payload["token"]]

    async def settle(self, before: set[asyncio.Task[Any]]) -> None:
        """Wait until every task started since ``before`` has finished (no sleeping)."""
        current = asyncio.current_task()
        for _ in range(50):
            new = [t for t in asyncio.all_tasks() if t not in before and t is not current
                   and not t.done() and not _is_view_timer(t)]
            if not new:
                return
            # A hang, not a slow machine: a burst of replays drawn by two cores that
            # other jobs load took over 10 s in one loaded run, and over 30 s in a suite
            # run twelve times slower than quiet (load average 10-14).
            _, pending = await asyncio.wait(new, timeout=120)
            if pending:
                stacks = "\n".join(f"{t.get_name()}: {t.get_stack(limit=3)}" for t in pending)
                raise AssertionError(f"interaction tasks did not finish:\n{stacks}")
        raise AssertionError("tasks kept spawning after the interaction")

    async def close(self) -> None:
        await self.bot.close()



def _is_view_timer(task: asyncio.Task[Any]) -> bool:
    # discord.py gives an ephemeral message's view a 15-minute expiry timer; it is not
    # work the interaction started, so settling must not wait for it.
    return "timeout_task_impl" in getattr(task.get_coro(), "__qualname__", "")
