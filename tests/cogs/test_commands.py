"""Slash commands end to end: a full Cave vs Cave game, moderation, errors, notices, sync."""

from __future__ import annotations

import random

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY, Clock
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, MOD_ROLE_ID, Harness
from tests.cogs.helpers import seat_of, start_game, turn_message, version


async def _press_something(harness: Harness, host: GameHost, rng: random.Random) -> None:
    """Answer as the seat that must act, like a person would: on the turn message when its
    controls are theirs, else behind "My choices"."""
    message = turn_message(harness)
    waiting = (await host.status(CHANNEL_ID)).to_act[0]
    user = waiting.user_id
    assert user is not None
    own = [c for c in message.custom_ids() if c.startswith(("ch:o:", "ch:s:"))
           and seat_of(c) == waiting.seat]
    if not own:  # a private choice: open it, answer in the private reply
        [hand] = [c for c in message.custom_ids() if c.startswith("ch:h:")]
        message = (await harness.press(user, message, hand)).messages[-1]
        own = [c for c in message.custom_ids() if c.startswith(("ch:o:", "ch:s:"))]
    component = message.component(own[0])
    if component["type"] == 3:
        value = rng.choice(component["options"])["value"]
        record = await harness.press(user, message, own[0], values=[value])
    else:
        record = await harness.press(user, message, rng.choice(own))
    for reply in record.messages:
        assert "moved on" not in reply.content and "went wrong" not in reply.content, reply


async def test_a_full_cave_vs_cave_game_by_buttons(harness: Harness, host: GameHost) -> None:
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    rng = random.Random(3)
    for _ in range(1500):
        if (await host.score(CHANNEL_ID)).over:
            break
        await _press_something(harness, host, rng)
    else:
        raise AssertionError("the game did not end")
    final = harness.fake.channel_messages(CHANNEL_ID)[-1]
    assert "Winner" in final.content or "tie" in final.content.casefold()
    # The final message's only control is Rematch (issue 26).
    assert [c.split(":")[1] for c in final.custom_ids()] == ["r"]
    assert final.data["allowed_mentions"]["users"] == []
    score = await harness.slash(ANN, "game score")
    assert score.messages[0].ephemeral and "Player 101" in score.text()
    log = await harness.slash(BOB, "game log")
    # The story's last page (its length depends on how the pages fall): a round's moves
    # and the end.
    text = log.text()
    assert "story so far" in text and "Round" in text and text.count("\n") >= 2
    assert text.rstrip().endswith("the game ends.")


async def test_host_errors_become_private_sentences(harness: Harness, host: GameHost) -> None:
    for path in ("game join", "game start", "game status", "game undo"):
        record = await harness.slash(ANN, path)
        # /game status acknowledges first (a private "thinking…"), then answers.
        *placeholder, reply = record.messages
        assert [m.content for m in placeholder] in ([], [""]), path
        assert all(m.ephemeral for m in record.messages), path
        assert "There is no game in this channel" in reply.content, path
    await harness.slash(ANN, "game new", game="tunnels")
    twice = await harness.slash(BOB, "game new", game="tunnels")
    assert twice.messages[-1].ephemeral and "already has a game" in twice.text()
    bad = await harness.slash(BOB, "game new", game="chess")
    assert bad.messages[-1].ephemeral and "no game “chess”" in bad.text()
    options = await harness.slash(BOB, "game new", game="tunnels", options="solo")
    assert "name=value" in options.text()
    assert (await host.lobby(CHANNEL_ID)).seats[0].user_id == ANN


async def test_mod_commands_check_the_member_at_run_time(harness: Harness,
                                                         host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    before = await version(host)
    refused = await harness.slash(ANN, "mod pause")
    assert refused.messages[0].ephemeral and "Only moderators" in refused.text()
    assert (await host.status(CHANNEL_ID)).status == "active"
    assert await version(host) == before

    harness.moderators.add(CY)  # Manage Channels
    paused = await harness.slash(CY, "mod pause")
    assert "paused" in paused.text() and (await host.status(CHANNEL_ID)).status == "paused"

    # The server's moderator role works too, once configured.
    assert "Only moderators" in (await harness.slash(BOB, "mod resume")).text()
    await harness.slash(CY, "mod config", moderator_role=MOD_ROLE_ID)
    assert await host.moderator_role(GUILD_ID) == MOD_ROLE_ID
    harness.role_holders[BOB] = [MOD_ROLE_ID]
    resumed = await harness.slash(BOB, "mod resume")
    assert "continues" in resumed.text() and (await host.status(CHANNEL_ID)).status == "active"
    assert turn_message(harness).custom_ids()  # a fresh turn message with controls

    replaced = await harness.slash(CY, "mod replace", seat="1", member=CY)
    assert "now plays seat 1" in replaced.text()


async def test_reminders_are_posted_once_with_mentions(harness: Harness, host: GameHost,
                                                       clock: Clock) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    waiting = (await host.status(CHANNEL_ID)).to_act[0].user_id
    await harness.slash(waiting, "game notify on")  # type: ignore[arg-type]
    clock.advance(25)
    bot = harness.bot
    assert await bot.deliver_notices() == 1  # type: ignore[attr-defined]
    reminder = harness.fake.channel_messages(CHANNEL_ID)[-1]
    assert reminder.content.startswith(f"<@{waiting}>") and "Reminder" in reminder.content
    assert [int(u) for u in reminder.data["allowed_mentions"]["users"]] == [waiting]
    assert harness.fake.dms_to(waiting)  # type: ignore[arg-type]
    assert await bot.deliver_notices() == 0  # type: ignore[attr-defined]


async def test_commands_sync_to_the_dev_server(harness: Harness) -> None:
    harness.bot.settings = type(harness.bot.settings)(dev_guild_id=GUILD_ID)  # type: ignore[attr-defined]
    await harness.bot.sync_commands()  # type: ignore[attr-defined]
    names = {c["name"] for c in harness.fake.synced_commands}
    assert names == {"game", "play", "mod", "help"}
    put = harness.fake.requests[-1]
    assert put.method == "PUT" and f"/guilds/{GUILD_ID}/commands" in put.path
    mod = next(c for c in harness.fake.synced_commands if c["name"] == "mod")
    # No default permission: the configured moderator role must see /mod (issue 19).
    assert mod["default_member_permissions"] is None
