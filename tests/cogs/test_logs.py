"""Secrets stay out of the log at every level, DEBUG included (issue 17, item 7)."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest

from bot.host import GameHost
from bot.logs import CHATTY_LOGGERS, redact, setup_logging
from tests.cogs.conftest import ANN, BOB
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game

BOT_TOKEN = "MTAxMjM0NTY3ODkwMTIzNDU2Nw.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"
INTERACTION_TOKEN = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDpzZWNyZXQ"
URL = f"https://discord.com/api/v10/interactions/1234567890/{INTERACTION_TOKEN}/callback"


@pytest.fixture
def debug_log() -> Iterator[io.StringIO]:
    """The production logging set-up at LOG_LEVEL=DEBUG, writing into a buffer."""
    root = logging.getLogger()
    levels = {name: logging.getLogger(name).level for name in ("", *CHATTY_LOGGERS)}
    buffer = io.StringIO()
    handler = setup_logging("DEBUG", buffer)
    yield buffer
    root.removeHandler(handler)
    for name, level in levels.items():
        logging.getLogger(name).setLevel(level)


async def test_hidden_state_and_tokens_never_reach_the_debug_log(
        debug_log: io.StringIO, harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    await harness.slash(first, "play", option="dig:3")
    hidden = await harness.slash(first, "play", option="gem:red")  # a private choice
    assert "Red gem" in hidden.text()
    # What discord.py writes, in its own words (http.py, gateway.py of 2.7).
    logging.getLogger("discord.http").debug("%s %s with %s has returned %s", "POST", URL,
                                            {"content": "You hid the red gem."}, 200)
    logging.getLogger("discord.gateway").debug(
        "For Shard ID %s: WebSocket Event: %s", 0,
        {"t": "INTERACTION_CREATE", "d": {"token": INTERACTION_TOKEN}})
    logging.getLogger("discord.http").warning(
        "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds.",
        "POST", URL, 1.5)
    logging.getLogger("bot").warning("token was %s", BOT_TOKEN)
    logging.getLogger("cogs").debug("debug lines still reach the log")

    text = debug_log.getvalue()
    assert "debug lines still reach the log" in text
    assert "/interactions/1234567890/<token>/callback" in text and "<bot token>" in text
    for secret in (INTERACTION_TOKEN, BOT_TOKEN, "hid the red gem", '"gems"', "gem:red",
                   "executing", "token-"):
        assert secret not in text, secret


def test_redact_covers_webhook_urls_and_token_fields() -> None:
    assert redact("PATCH /api/v10/webhooks/42/tok.en-x_y/messages/@original") == (
        "PATCH /api/v10/webhooks/42/<token>/messages/@original")
    assert redact("{'token': 'abc', 'id': '1'}") == "{'token': '<token>', 'id': '1'}"
    assert redact("Authorization: Bot abcdefghijklmnopqrstuvwxyz") == (
        "Authorization: Bot <bot token>")
