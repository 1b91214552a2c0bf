"""An in-process fake of Discord's REST side, so cog tests run the real discord.py offline.

discord.py sends interaction callbacks and follow-ups through the webhook adapter and
everything else through ``HTTPClient.request``. Both are replaced here by recorders that
hand the decoded request to :class:`FakeDiscord`, which answers like Discord does, keeps a
message store ("what does the channel show") and enforces the limits Discord enforces
(one acknowledgement per interaction, 2000 characters, 25 options, 5 rows, 100-char custom
ids). An unknown route fails loudly instead of pretending to succeed.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
from discord.http import HTTPClient, Route
from discord.webhook.async_ import AsyncWebhookAdapter

from tests.cogs.command_limits import problems

EPHEMERAL = 64


class RouteNotImplemented(AssertionError):
    """The bot used a Discord route this fake does not model."""


class DiscordRejected(discord.HTTPException):
    """What Discord answers to an invalid request (status 400 and a JSON error code)."""

    def __init__(self, code: int, message: str) -> None:
        response = SimpleNamespace(status=400, reason="Bad Request")
        super().__init__(response, {"code": code, "message": message})  # type: ignore[arg-type]


@dataclass
class Request:
    """One recorded request: the route, its JSON payload and the uploaded files."""

    method: str
    path: str
    payload: dict[str, Any] | None
    files: list[tuple[str, bytes, str | None]] = field(default_factory=list)


@dataclass
class Message:
    """A message as the fake stores it; ``data`` is the JSON discord.py receives."""

    data: dict[str, Any]
    files: list[tuple[str, bytes, str | None]]
    ephemeral: bool
    interaction_id: int | None = None

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def content(self) -> str:
        return self.data.get("content") or ""

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.data.get("components") or []

    def custom_ids(self) -> list[str]:
        """Every custom id on the message, in display order."""
        return [child["custom_id"] for row in self.components
                for child in row.get("components", []) if "custom_id" in child]

    def component(self, custom_id: str) -> dict[str, Any]:
        for row in self.components:
            for child in row.get("components", []):
                if child.get("custom_id") == custom_id:
                    return child
        raise KeyError(custom_id)


@dataclass
class InteractionRecord:
    """What the bot answered to one interaction."""

    id: int
    token: str
    user_id: int
    acks: list[int] = field(default_factory=list)  # callback types, in order
    autocomplete: list[dict[str, Any]] | None = None
    messages: list[Message] = field(default_factory=list)  # original + follow-ups
    deferred_ephemeral: bool = False
    source: Message | None = None  # the message a pressed component is on

    @property
    def original(self) -> Message | None:
        # A component's deferred update (6) or update (7) makes that message the original.
        if self.source is not None and self.acks and self.acks[0] in (6, 7):
            return self.source
        return self.messages[0] if self.messages else None

    @property
    def replies(self) -> list[Message]:
        return self.messages

    def text(self) -> str:
        return "\n".join(m.content for m in self.messages)


class FakeDiscord:
    """The state of the fake Discord: ids, messages per channel, interactions, requests."""

    def __init__(self, app_id: int, bot_user: dict[str, Any]) -> None:
        self.app_id = app_id
        self.bot_user = bot_user
        self._ids = itertools.count(1_100_000_000_000_000_000)
        self.requests: list[Request] = []
        self.channels: dict[int, list[Message]] = {}
        self.interactions: dict[str, InteractionRecord] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.threads: dict[int, int] = {}  # thread id -> parent channel id
        self.history_readable = True       # the bot may read a channel's messages
        self.thread_members: dict[int, set[int]] = {}  # thread id -> members added
        self.synced_commands: list[dict[str, Any]] = []
        self.guild_id = 0

    def snowflake(self) -> int:
        return next(self._ids)

    # ----- what tests read -------------------------------------------------------
    def channel_messages(self, channel_id: int) -> list[Message]:
        return list(self.channels.get(channel_id, []))

    def dms_to(self, user_id: int) -> list[Message]:
        channel = self.dm_channels.get(user_id)
        return [] if channel is None else self.channel_messages(channel)

    def find_message(self, message_id: int) -> Message:
        for messages in self.channels.values():
            for message in messages:
                if message.id == message_id:
                    return message
        for record in self.interactions.values():
            for message in record.messages:
                if message.id == message_id:
                    return message
        raise KeyError(message_id)

    # ----- request handling --------------------------------------------------------
    def handle(self, method: str, path: str, payload: dict[str, Any] | None,
               files: list[tuple[str, bytes, str | None]],
               query: dict[str, Any] | None = None) -> Any:
        self.requests.append(Request(method, path, payload, files))
        parts = path.strip("/").split("/")
        if method == "POST" and parts[0] == "interactions" and parts[-1] == "callback":
            return self._callback(parts[2], payload or {}, files)
        if parts[0] == "webhooks" and len(parts) >= 3:
            record = self._record(parts[2])
            if method == "POST" and len(parts) == 3:
                return self._followup(record, payload or {}, files)
            if parts[3:] == ["messages", "@original"]:
                return self._original(record, method, payload or {}, files)
            if len(parts) == 5 and parts[3] == "messages" and method == "PATCH":
                return self._edit(self.find_message(int(parts[4])), payload or {}, files)
        if parts[0] == "channels" and parts[2:3] == ["messages"]:
            channel_id = int(parts[1])
            if method == "POST" and len(parts) == 3:
                return self._create(channel_id, payload or {}, files).data
            if method == "PATCH" and len(parts) == 4:
                return self._edit(self.find_message(int(parts[3])), payload or {}, files)
            if method == "GET" and len(parts) == 3:
                # The channel's history, newest first (the bot reads it at start-up).
                if not self.history_readable:
                    raise discord.Forbidden(SimpleNamespace(status=403, reason="Forbidden"),  # type: ignore[arg-type]
                                            {"code": 50001, "message": "Missing Access"})
                newest = [m.data for m in reversed(self.channels.get(channel_id, []))]
                return newest[:int((query or {}).get("limit", 50))]
        if method == "POST" and parts[0] == "channels" and parts[2:] == ["threads"]:
            return self._thread(int(parts[1]), payload or {})
        if method == "PUT" and parts[0] == "channels" and parts[2:3] == ["thread-members"]:
            self.thread_members.setdefault(int(parts[1]), set()).add(int(parts[3]))
            return None
        if method == "PUT" and parts[0] == "applications" and parts[-1] == "commands":
            return self._sync(payload or [])  # type: ignore[arg-type]
        if method == "POST" and parts == ["users", "@me", "channels"]:
            return self._open_dm(int((payload or {})["recipient_id"]))
        raise RouteNotImplemented(f"{method} {path}")

    def _record(self, token: str) -> InteractionRecord:
        try:
            return self.interactions[token]
        except KeyError:
            raise DiscordRejected(10062, "Unknown interaction") from None

    def _callback(self, token: str, payload: dict[str, Any],
                  files: list[tuple[str, bytes, str | None]]) -> dict[str, Any]:
        record = self._record(token)
        if record.acks:
            raise DiscordRejected(40060, "Interaction has already been acknowledged.")
        kind = int(payload["type"])
        record.acks.append(kind)
        data = payload.get("data") or {}
        message: Message | None = None
        if kind == 8:  # autocomplete result
            choices = data.get("choices", [])
            _check(len(choices) <= 25, "at most 25 autocomplete choices")
            for choice in choices:
                _check(1 <= len(choice["name"]) <= 100, "a choice name is 1-100 characters")
                _check(len(str(choice["value"])) <= 100, "a choice value is at most 100 characters")
            record.autocomplete = choices
        elif kind == 4:  # channel message with source
            message = self._message(None, data, files, interaction=record)
            record.messages.append(message)
        elif kind == 5:  # deferred: a "thinking" original to edit later
            record.deferred_ephemeral = bool(int(data.get("flags", 0)) & EPHEMERAL)
            message = self._message(None, {"content": "", "flags": data.get("flags", 0)}, [],
                                    interaction=record)
            record.messages.append(message)
        elif kind in (6, 7):  # (deferred) update of the message the component is on
            _check(record.source is not None, "only a component interaction can update")
            if kind == 7:
                self._edit(record.source, data, files)  # type: ignore[arg-type]
        else:
            raise RouteNotImplemented(f"interaction callback type {kind}")
        result: dict[str, Any] = {"interaction": {"id": str(record.id), "type": 2}}
        if message is not None:
            result["resource"] = {"type": kind, "message": message.data}
            result["interaction"]["response_message_id"] = str(message.id)
            result["interaction"]["response_message_ephemeral"] = message.ephemeral
        return result

    def _followup(self, record: InteractionRecord, payload: dict[str, Any],
                  files: list[tuple[str, bytes, str | None]]) -> dict[str, Any]:
        _check(bool(record.acks), "a follow-up needs an acknowledged interaction")
        message = self._message(None, payload, files, interaction=record)
        record.messages.append(message)
        return message.data

    def _original(self, record: InteractionRecord, method: str, payload: dict[str, Any],
                  files: list[tuple[str, bytes, str | None]]) -> Any:
        original = record.original
        if original is None:
            raise DiscordRejected(10008, "Unknown Message")
        if method == "GET":
            return original.data
        if method == "PATCH":
            return self._edit(original, payload, files)
        if method == "DELETE":
            for messages in [record.messages, *self.channels.values()]:
                if original in messages:
                    messages.remove(original)
            return None
        raise RouteNotImplemented(f"{method} @original")

    def _create(self, channel_id: int, payload: dict[str, Any],
                files: list[tuple[str, bytes, str | None]]) -> Message:
        nonce = payload.get("nonce")
        if nonce is not None and payload.get("enforce_nonce"):
            # Discord: the same author's message with this nonce (a few minutes back) is
            # returned as it is, and no second message is made.
            for earlier in self.channels.get(channel_id, []):
                if earlier.data.get("nonce") == str(nonce):
                    return earlier
        message = self._message(channel_id, payload, files)
        if nonce is not None:
            message.data["nonce"] = str(nonce)
        self.channels.setdefault(channel_id, []).append(message)
        return message

    def _edit(self, message: Message, payload: dict[str, Any],
              files: list[tuple[str, bytes, str | None]]) -> dict[str, Any]:
        _validate(payload)
        for key in ("content", "components", "allowed_mentions"):
            if key in payload:
                message.data[key] = payload[key]
        if files:
            message.files = files
        return message.data

    def _thread(self, parent_id: int, payload: dict[str, Any]) -> dict[str, Any]:
        thread_id = self.snowflake()
        self.threads[thread_id] = parent_id
        return {"id": str(thread_id), "type": payload.get("type", 11), "name": payload["name"],
                "parent_id": str(parent_id), "guild_id": str(self.guild_id),
                "owner_id": self.bot_user["id"], "member_count": 1, "message_count": 0,
                "rate_limit_per_user": 0, "flags": 0,
                "thread_metadata": {"archived": False, "locked": False,
                                    "auto_archive_duration": payload.get(
                                        "auto_archive_duration", 1440),
                                    "archive_timestamp": "2026-01-01T00:00:00+00:00"}}

    def _sync(self, commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        # The checks Discord applies to a bulk overwrite of application commands: one
        # broken limit refuses them all.
        refused = problems(commands)
        _check(not refused, "; ".join(refused))
        synced = []
        for command in commands:
            synced.append({**command, "id": str(self.snowflake()),
                           "application_id": str(self.app_id), "version": "1"})
        self.synced_commands = synced
        return synced

    def _open_dm(self, user_id: int) -> dict[str, Any]:
        channel_id = self.dm_channels.setdefault(user_id, self.snowflake())
        return {"id": str(channel_id), "type": 1, "last_message_id": None,
                "recipients": [{"id": str(user_id), "username": f"user{user_id}",
                                "discriminator": "0", "avatar": None}]}

    def _message(self, channel_id: int | None, payload: dict[str, Any],
                 files: list[tuple[str, bytes, str | None]], *,
                 interaction: InteractionRecord | None = None) -> Message:
        _validate(payload)
        flags = int(payload.get("flags", 0) or 0)
        if interaction is not None and interaction.deferred_ephemeral:
            flags |= EPHEMERAL
        message_id = self.snowflake()
        data: dict[str, Any] = {
            "id": str(message_id), "channel_id": str(channel_id or 0), "type": 0,
            "content": payload.get("content") or "", "author": self.bot_user,
            "components": payload.get("components") or [], "flags": flags,
            "allowed_mentions": payload.get("allowed_mentions"),
            "attachments": [{"id": str(self.snowflake()), "filename": name, "size": len(blob),
                             "url": f"https://cdn.invalid/{name}", "proxy_url": "",
                             "description": alt} for name, blob, alt in files],
            "embeds": [], "mentions": [], "mention_roles": [], "mention_everyone": False,
            "pinned": False, "tts": False, "timestamp": "2026-01-01T00:00:00+00:00",
            "edited_timestamp": None,
        }
        return Message(data, list(files), bool(flags & EPHEMERAL),
                       None if interaction is None else interaction.id)


def _check(condition: bool, rule: str) -> None:
    if not condition:
        raise DiscordRejected(50035, f"Invalid Form Body: {rule}")


def _validate(payload: dict[str, Any]) -> None:
    """The message limits real Discord enforces (components reference, message resource)."""
    _check(len(payload.get("content") or "") <= 2000, "content is at most 2000 characters")
    rows = payload.get("components") or []
    _check(len(rows) <= 5, "at most 5 action rows")
    for row in rows:
        children = row.get("components", [])
        _check(row.get("type") == 1, "top-level components are action rows")
        selects = [c for c in children if c["type"] != 2]
        _check(len(children) <= 5, "at most 5 buttons in a row")
        _check(not selects or len(children) == 1, "a select fills its row alone")
        for child in children:
            custom_id = child.get("custom_id", "")
            _check(len(custom_id) <= 100, "a custom_id is at most 100 characters")
            _check(len(child.get("label") or "") <= 80, "a button label is at most 80 characters")
            options = child.get("options", [])
            _check(len(options) <= 25, "a select has at most 25 options")
            for option in options:
                _check(len(option["label"]) <= 100, "a select label is at most 100 characters")
                _check(len(option["value"]) <= 100, "a select value is at most 100 characters")
    mentions = payload.get("allowed_mentions")
    if mentions is not None:
        _check(not mentions.get("parse") or "users" not in mentions.get("parse", [])
               or not mentions.get("users"), "allowed_mentions parse and users conflict")


def _decode(payload: dict[str, Any] | None, multipart: list[dict[str, Any]] | None,
            files: Any) -> tuple[dict[str, Any] | None, list[tuple[str, bytes, str | None]]]:
    if multipart:
        for part in multipart:
            if part.get("name") == "payload_json":
                payload = json.loads(part["value"])
    uploaded = []
    for file in files or []:
        file.reset()
        uploaded.append((file.filename, file.fp.read(), file.description))
    return payload, uploaded


class RecordingAdapter(AsyncWebhookAdapter):
    """The webhook adapter for interaction callbacks and follow-ups, routed to the fake."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__()
        self.fake = fake

    async def request(self, route: Route, session: Any = None, *,  # type: ignore[override]
                      payload: dict[str, Any] | None = None,
                      multipart: list[dict[str, Any]] | None = None,
                      files: Any = None, **_: Any) -> Any:
        body, uploaded = _decode(payload, multipart, files)
        return self.fake.handle(route.method, _path(route), body, uploaded)


class RecordingHTTP(HTTPClient):
    """discord.py's HTTP client with the network replaced by the fake."""

    def __init__(self, fake: FakeDiscord, loop: Any) -> None:
        super().__init__(loop)
        self.fake = fake
        self.token = "fake-token"

    async def request(self, route: Route, *, files: Any = None,  # type: ignore[override]
                      form: Any = None, **kwargs: Any) -> Any:
        body, uploaded = _decode(kwargs.get("json"), list(form) if form else None, files)
        return self.fake.handle(route.method, _path(route), body, uploaded, kwargs.get("params"))


def _path(route: Route) -> str:
    # The URL is already formatted; the fake routes on the path after the API base.
    return route.url.removeprefix(Route.BASE).split("?")[0]
