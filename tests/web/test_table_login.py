""""Log in with Discord" when the operator set a client id and secret: the round trip
through Discord's OAuth2 (a stand-in server here) starts the member's session."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from aiohttp import web

from tests.clock import Clock
from tests.web.table_fixtures import ANN, browser, open_table, started


@pytest.fixture
async def discord_oauth() -> AsyncIterator[str]:
    """A stand-in for Discord's token and user endpoints: code "good" is Ann."""
    async def token(request: web.Request) -> web.Response:
        form = await request.post()
        if form.get("code") != "good" or (form.get("client_id"), form.get("client_secret")) \
                != ("42", "s"):
            return web.json_response({"error": "invalid_grant"}, status=400)
        return web.json_response({"access_token": "t0k", "token_type": "Bearer"})

    async def me(request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != "Bearer t0k":
            return web.json_response({}, status=401)
        return web.json_response({"id": str(ANN), "username": "ann", "locale": "fr"})

    app = web.Application()
    app.router.add_post("/api/v10/oauth2/token", token)
    app.router.add_get("/api/v10/users/@me", me)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    yield f"http://127.0.0.1:{runner.addresses[0][1]}"
    await runner.cleanup()


async def test_log_in_with_discord_starts_the_members_session(tmp_path: Path,
                                                              discord_oauth: str) -> None:
    async for table in open_table(tmp_path, Clock(), discord_client_id="42",
                                  discord_client_secret="s", discord_api_base=discord_oauth):
        game = await started(table.host, "cave-vs-cave")
        async with browser() as tab:
            async with tab.get(f"{table.url}/game/{game}") as refused:
                assert refused.status == 403
                assert f"/login/discord?game={game}" in await refused.text()
            async with tab.get(f"{table.url}/login/discord?game={game}",
                               allow_redirects=False) as going:
                assert going.status == 302
                where = urlsplit(going.headers["Location"])
            asked = parse_qs(where.query)
            assert where.path == "/oauth2/authorize" and asked["client_id"] == ["42"]
            assert asked["scope"] == ["identify"]
            state = asked["state"][0]
            async with tab.get(f"{table.url}/login/discord/callback",
                               params={"code": "bad", "state": state}) as failed:
                assert failed.status == 403
            async with tab.get(f"{table.url}/login/discord/callback",
                               params={"code": "good", "state": state + "x"}) as forged:
                assert forged.status == 403
            async with tab.get(f"{table.url}/login/discord/callback",
                               params={"code": "good", "state": state}) as back:
                html = await back.text()
                assert back.status == 200 and back.url.path == f"/game/{game}"
            assert "Vous êtes Ann" in html   # the locale Discord gave


async def test_no_login_without_a_client(tmp_path: Path) -> None:
    async for table in open_table(tmp_path, Clock()):
        game = await started(table.host, "cave-vs-cave")
        async with browser() as tab:
            async with tab.get(f"{table.url}/login/discord?game={game}") as answer:
                assert answer.status == 404
            async with tab.get(f"{table.url}/game/{game}") as refused:
                assert "/login/discord" not in await refused.text()
