"""Hostile and odd input answered privately in a sentence, changing nothing (issue 17,
items 3-5): superscript digits, inputs long enough to break Discord's 2000 characters,
controls the bot never made and commands from an out-of-date registration."""

from __future__ import annotations

from bot.host import GameHost
from cogs.replies import OUT_OF_DATE, STRAY_CONTROL, UNEXPECTED
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.fake_discord import InteractionRecord
from tests.cogs.forged import press_forged, slash_raw
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game, turn_message, version

LONG = "x" * 1990


def private_sentence(record: InteractionRecord) -> str:
    """The one private reply an interaction got; it must not be the bug message."""
    replies = [m for m in record.messages if m.content]
    assert len(replies) == 1, record.text()
    assert replies[0].ephemeral and len(replies[0].content) <= 2000
    assert replies[0].content != str(UNEXPECTED) and "Something went wrong" not in record.text()
    return replies[0].content


async def _game(harness: Harness, host: GameHost) -> tuple[int, str]:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    select = turn_message(harness).components[0]["components"][0]["custom_id"]
    return first, select


async def test_superscript_digits_are_refused_in_a_sentence(harness: Harness,
                                                            host: GameHost) -> None:
    first, select = await _game(harness, host)
    harness.moderators.add(CY)
    before = await version(host)
    game, ver, seat = select.split(":")[2:5]
    records = [
        await harness.slash(first, "play", option="#²"),
        await press_forged(harness, first, f"ch:o:{game}:{ver}:{seat}:#²"),
        await press_forged(harness, first, select, values=["#²"]),
        await harness.slash(ANN, "game board", player="²"),
        await harness.slash(CY, "mod skip", seat="²"),
        await harness.slash(CY, "mod replace", seat="²", member=CY),
        await harness.slash(CY, "mod kick", player="²"),
    ]
    for record in records:
        private_sentence(record)
    assert await version(host) == before


async def test_signed_and_superscript_game_options_are_read_as_text(harness: Harness) -> None:
    for options in ("x=²", "a=--5", "a=-٣"):
        record = await harness.slash(ANN, "game new", game="cave-vs-cave", options=options)
        assert "Something went wrong" not in record.text(), options
        await harness.slash(ANN, "game leave")


async def test_long_inputs_are_quoted_short(harness: Harness, host: GameHost) -> None:
    harness.moderators.add(CY)
    for path, values in (("game new", {"game": LONG}), ("game new", {"game": "tunnels",
                                                                      "options": LONG}),
                         ("mod config", {"games": LONG})):
        text = private_sentence(await harness.slash(CY, path, **values))
        assert len(text) < 400, (path, text)
    await _game(harness, host)
    for path, values in (("game board", {"player": LONG}), ("mod skip", {"seat": LONG}),
                         ("mod kick", {"player": LONG}), ("play", {"option": LONG})):
        text = private_sentence(await harness.slash(CY if path.startswith("mod") else ANN,
                                                    path, **values))
        assert len(text) < 400, (path, text)
    stale = await slash_raw(harness, ANN, "game", [{"name": "rules", "type": 1, "options": [
        {"name": "topic", "type": 3, "value": LONG}]}])
    assert len(private_sentence(stale)) < 400


async def test_controls_the_bot_never_made_are_answered_privately(harness: Harness,
                                                                  host: GameHost) -> None:
    first, select = await _game(harness, host)
    before = await version(host)
    for custom_id in ("x", "ch:o:", "ch:s:1:1:0:x", "ch:zz"):
        record = await press_forged(harness, first, custom_id)
        assert private_sentence(record) == str(STRAY_CONTROL), custom_id
    # A real control is still answered by its own handler, and only once.
    record = await press_forged(harness, first, select, values=["dig:3"])
    assert record.acks and str(STRAY_CONTROL) not in record.text()
    assert await version(host) == before + 1


async def test_out_of_date_commands_answer_in_a_sentence(harness: Harness) -> None:
    unknown = await slash_raw(harness, ANN, "game", [{"name": "teleport", "type": 1,
                                                      "options": []}])
    assert private_sentence(unknown) == str(OUT_OF_DATE)
    missing = await slash_raw(harness, ANN, "play", [])
    assert private_sentence(missing) == str(OUT_OF_DATE)
    gone = await slash_raw(harness, ANN, "dance", [])
    assert private_sentence(gone) == str(OUT_OF_DATE)
