"""The bot builder: proxy settings, minimal intents."""

from __future__ import annotations

import pytest
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.discord_app import minimal_intents, point_at_proxy


def test_a_proxy_redirects_rest_and_the_gateway(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", DiscordWebSocket.DEFAULT_GATEWAY)
    point_at_proxy("http://127.0.0.1:8080/", "ws://127.0.0.1:8081/")
    assert Route.BASE == "http://127.0.0.1:8080/api/v10"
    assert Route("GET", "/users/@me").url == "http://127.0.0.1:8080/api/v10/users/@me"
    assert str(DiscordWebSocket.DEFAULT_GATEWAY) == "ws://127.0.0.1:8081/"
    point_at_proxy("http://proxy/api/v9", None)
    assert Route.BASE == "http://proxy/api/v9"


def test_no_privileged_intents() -> None:
    intents = minimal_intents()
    assert intents.guilds
    assert not (intents.members or intents.presences or intents.message_content)
