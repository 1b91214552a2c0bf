"""What a newcomer reads to set the bot up agrees with itself and with the code."""

from __future__ import annotations

import re
from pathlib import Path

from bot.__main__ import NO_TOKEN
from bot.discord_app import minimal_intents

ROOT = Path(__file__).resolve().parent.parent
README = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
ENV_EXAMPLE = " ".join(line.lstrip("# ") for line in
                       (ROOT / ".env.example").read_text(encoding="utf-8").splitlines())
NO_TOKEN_TEXT = " ".join(NO_TOKEN.split())


def test_the_bot_asks_for_no_privileged_intent_as_the_readme_says() -> None:
    intents = minimal_intents()
    assert not (intents.members or intents.presences or intents.message_content)
    assert "needs no privileged intent" in README
    assert "privileged gateway intents off" in NO_TOKEN_TEXT


def test_readme_and_env_example_agree_on_global_command_sync() -> None:
    for text in (README, ENV_EXAMPLE):
        assert "reach" in text and "every server almost at once" in text
        assert "Ctrl+R" in text
        assert not re.search(r"an hour|1 hour|one hour", text)


def test_everyone_says_how_to_copy_a_server_id() -> None:
    for text in (README, ENV_EXAMPLE, NO_TOKEN_TEXT):
        assert "Developer Mode" in text and "Copy Server ID" in text, text[:60]
        assert "right-click the server" in text
