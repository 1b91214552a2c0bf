"""Bad numbers never crash (issue 42 item 3): every numeric option of every command, found
by walking the synced command tree, gets numbers out of range for 64 bits, non-ASCII digits,
negatives and zero, on both stores; each is answered privately in a sentence, with no
ERROR in the log and nothing changed.

The values go around Discord's own client (which keeps an option inside its declared
range), as an out-of-date registration or another client would send them."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import pytest

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.forged import slash_raw
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game, version
from tests.cogs.stores import db
from tests.cogs.test_command_surface import synced
from tests.cogs.test_season import tunnels

OTHER_CHANNEL = CHANNEL_ID + 1000
__all__ = ["db"]   # the fixture: these tests run on both stores
# Integer and number options: past 64 bits, just past a signed 64-bit column, negative,
# zero, past JSON's safe integers, and floats no column holds.
BAD_NUMBERS: list[Any] = [10 ** 30, 2 ** 64, 2 ** 63, -(2 ** 63) - 1, -1, 0, 2 ** 53 + 1,
                          -0.5, 1e308, float("inf"), float("-inf")]
# Text options that hold a number (a game, a seat): the same, typed, and non-ASCII digits.
BAD_TEXTS = ["99999999999999999999", "9223372036854775808", "-9223372036854775809", "-1",
             "0", "²", "#²", "٣", "#٣", "１２", "1e9", "0x10"]
NUMBER_TEXT_OPTIONS = {"game", "player", "seat", "option"}


def leaves(options: list[dict[str, Any]], path: tuple[dict[str, Any], ...] = ()
           ) -> Iterator[tuple[tuple[dict[str, Any], ...], dict[str, Any]]]:
    for option in options:
        if option["type"] in (1, 2):
            yield from leaves(option.get("options", []), (*path, option))
        else:
            yield path, option


def numeric_cases(commands: dict[str, dict[str, Any]]
                  ) -> list[tuple[str, tuple[dict[str, Any], ...], dict[str, Any], Any]]:
    cases = []
    for name, command in commands.items():
        for path, option in leaves(command.get("options", [])):
            if option["type"] in (4, 10):
                cases += [(name, path, option, value) for value in BAD_NUMBERS]
            elif option["type"] == 3 and option["name"] in NUMBER_TEXT_OPTIONS:
                cases += [(name, path, option, value) for value in BAD_TEXTS]
    return cases


def nested(path: tuple[dict[str, Any], ...], leaf: dict[str, Any]) -> list[dict[str, Any]]:
    options = [leaf]
    for group in reversed(path):
        options = [{"name": group["name"], "type": group["type"], "options": options}]
    return options


async def test_every_numeric_option_refuses_bad_numbers_in_a_sentence(
        harness: Harness, host: GameHost, caplog: pytest.LogCaptureFixture) -> None:
    harness.moderators.add(CY)
    commands = await synced(harness)
    await tunnels(host, OTHER_CHANNEL, ANN, BOB, ANN)        # a finished game to replay
    await start_game(harness, "tunnels", ANN, BOB)            # a game in play here
    before = await version(host)
    cases = numeric_cases(commands)
    kinds = {(name, *(g["name"] for g in path), option["name"]) for name, path, option, _ in cases}
    # The walk found the options it must (a command added later is covered by itself).
    assert {("game", "replay", "game"), ("game", "log", "round"), ("game", "mine", "page"),
            ("game", "history", "page"), ("game", "new", "players"), ("mod", "timeout", "hours"),
            ("mod", "skip", "seat"), ("play", "option")} <= kinds, kinds
    bad = []
    for name, path, option, value in cases:
        caplog.clear()
        leaf = {"name": option["name"], "type": option["type"], "value": value}
        record = await slash_raw(harness, CY, name, nested(path, leaf))
        if option.get("autocomplete"):
            auto = await harness.autocomplete(
                CY, " ".join([name, *(g["name"] for g in path)]), option["name"],
                **{option["name"]: str(value)})
            assert isinstance(auto, list)
        errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
        replies = [m for m in record.messages if m.content]
        text = record.text()
        if errors or "Something went wrong" in text or not replies:
            bad.append((name, [g["name"] for g in path], option["name"], value, text[:90],
                        errors[:1]))
    assert not bad, "\n".join(map(str, bad))
    assert await version(host) == before


async def test_a_bad_game_number_names_the_problem(harness: Harness, host: GameHost) -> None:
    await tunnels(host, OTHER_CHANNEL, ANN, BOB, ANN)
    for typed in ("99999999999999999999", "9223372036854775808", "²", "0", "-3"):
        record = await harness.slash(ANN, "game replay", game=typed)
        assert record.messages[-1].ephemeral
        assert "is not a game number" in record.text(), (typed, record.text())
    record = await slash_raw(harness, ANN, "game", [{"name": "log", "type": 1, "options": [
        {"name": "round", "type": 4, "value": 10 ** 30}]}])
    assert "out of range" in record.text() and "from 1 to 999" in record.text(), record.text()
    assert record.messages[-1].ephemeral
