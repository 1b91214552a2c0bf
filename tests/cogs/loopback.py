"""The Discord stand-in (:mod:`tests.cogs.fake_discord`) served over HTTP on 127.0.0.1, so a
real bot process can talk to it: its REST routes, at ``http://127.0.0.1:<port>/api/v10``
(``DISCORD_API_BASE`` of the bot; no gateway). A test may hook ``before_answer`` to act
after the stand-in carried out a request and before the process hears the answer (a
SIGKILL there is a kill "after Discord made the message")."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import discord
from aiohttp import web

from tests.cogs.fake_discord import FakeDiscord, Request

BASE = "/api/v10"


class Loopback:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.before_answer: Callable[[Request], None] | None = None
        self.runner: web.AppRunner | None = None
        self.url = ""
        self.errors: list[str] = []

    async def start(self) -> Loopback:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self._serve)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)   # port 0: never a fixed port
        await site.start()
        port = self.runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}{BASE}"
        return self

    async def close(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()

    async def _serve(self, request: web.Request) -> web.StreamResponse:
        path = request.path.removeprefix(BASE)
        payload: Any = None
        files: list[tuple[str, bytes, str | None]] = []
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            async for part in reader:
                body = await part.read()  # type: ignore[union-attr]
                if part.name == "payload_json":  # type: ignore[union-attr]
                    payload = json.loads(body)
                else:
                    files.append((part.filename or "file", bytes(body), None))  # type: ignore[union-attr]
        elif request.can_read_body:
            payload = await request.json()
        if path == "/users/@me" and request.method == "GET":
            return _json(self.fake.bot_user)
        try:
            answer = self.fake.handle(request.method, path, payload, files, dict(request.query))
        except discord.HTTPException as error:
            return _json({"code": error.code, "message": error.text}, error.status)
        except Exception as error:   # a fault of the stand-in: the test must hear it
            self.errors.append(f"{request.method} {path}: {error!r}")
            return _json({"code": 0, "message": repr(error)}, 400)
        if self.before_answer is not None:
            self.before_answer(self.fake.requests[-1])
        if answer is None:
            return web.Response(status=204)
        return _json(answer)


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py reads a body as JSON only when the content type is exactly this (aiohttp's
    # json_response adds a charset).
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})
