"""Failures at start-up that the operator can fix are told in one plain sentence."""

from __future__ import annotations

import discord
import pytest

from bot.config import Settings
from bot.discord_app import DiscordStartError, explain_start_error, run_async
from bot.host import GameHost


def test_refused_token_says_how_to_get_a_new_one() -> None:
    text = explain_start_error(discord.LoginFailure("bad"), Settings())
    assert text is not None and "Reset Token" in text and "DISCORD_TOKEN" in text


def test_unreachable_discord_names_the_address() -> None:
    text = explain_start_error(OSError("refused"), Settings(discord_api_base="http://127.0.0.1:9"))
    assert text is not None and "http://127.0.0.1:9" in text


def test_a_real_bug_is_not_dressed_up() -> None:
    assert explain_start_error(KeyError("x"), Settings()) is None


async def test_run_async_turns_a_closed_port_into_a_sentence(host: GameHost) -> None:
    # Port 9 on loopback is closed: the login request fails at once, nothing leaves the host.
    settings = Settings(discord_token="a.b.c", discord_api_base="http://127.0.0.1:9",
                        web_port=0)   # the web table starts too, on any free port
    with pytest.raises(DiscordStartError, match="Could not reach Discord"):
        await run_async(settings, host)
