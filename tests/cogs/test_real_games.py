"""The real games on the fake Discord: pictures on turn messages, a thread per game,
several seats choosing at once, and secrets that only their owner sees."""

from __future__ import annotations

import rules
from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.fake_discord import Message
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, Harness
from tests.cogs.helpers import choose_first, seat_of, start_game, turn_message, version

PNG = b"\x89PNG\r\n\x1a\n"
MAX_IMAGE_BYTES = 400 * 1024


def _files(message: Message) -> list[str]:
    return [name for name, _, _ in message.files]


async def test_turn_messages_carry_the_pictures(harness: Harness, host: GameHost) -> None:
    host.draw_images = True
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    opening = turn_message(harness)
    assert _files(opening) == ["turn.png"]
    first = (await host.status(CHANNEL_ID)).to_act[0]
    assert first.user_id is not None
    # The sub-steps of the first turn edit the turn message: no new picture until the
    # turn passes, then one new message with the board and the mover's cave.
    posted = len(harness.fake.channel_messages(CHANNEL_ID))
    for _ in range(30):
        await choose_first(harness, first.user_id, turn_message(harness))
        if len(harness.fake.channel_messages(CHANNEL_ID)) > posted:
            break
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted + 1
    after = harness.fake.channel_messages(CHANNEL_ID)[-1]
    assert _files(after) == ["turn.png"]
    assert opening.components == []      # the previous turn message lost its controls
    for attachment, (_, png, alt) in zip(after.data["attachments"], after.files, strict=True):
        assert png.startswith(PNG) and len(png) <= MAX_IMAGE_BYTES
        assert alt and "Cave vs Cave" in alt  # the board in words, as alt text
        assert attachment["description"] == alt
    assert "```" not in after.content  # with pictures, no text board in the message
    # "Boards": everyone at a glance (issue 27), the full shared board and the presser's
    # own cave, only for them.
    [boards] = [c for c in after.custom_ids() if c.startswith("ch:b:")]
    shown = await harness.press(first.user_id, after, boards)
    reply = shown.messages[-1]
    assert reply.ephemeral and _files(reply) == ["everyone.png", "board.png",
                                                 f"player-{first.seat + 1}.png"]


async def test_caverna_board_command_shows_the_supply_too(harness: Harness,
                                                          host: GameHost) -> None:
    host.draw_images = True
    await start_game(harness, "caverna", ANN, BOB)
    assert _files(turn_message(harness)) == ["turn.png"]
    record = await harness.slash(CY, "game board")
    [reply] = [m for m in record.messages if m.files]
    assert reply.ephemeral and _files(reply) == ["everyone.png", "board.png", "supply.png"]
    assert all(len(png) <= MAX_IMAGE_BYTES for _, png, _ in reply.files)


async def test_thread_per_game_opens_the_lobby_in_a_new_thread(harness: Harness,
                                                               host: GameHost) -> None:
    await host.configure(CHANNEL_ID, GUILD_ID, True, thread_per_game=True)
    record = await harness.slash(ANN, "game new", game="tunnels")
    [(thread_id, parent)] = harness.fake.threads.items()
    assert parent == CHANNEL_ID
    assert harness.fake.thread_members[thread_id] == {ANN}   # the creator follows it
    assert f"<#{thread_id}>" in record.text() and "Tunnels lobby" in record.text()
    [posted] = harness.fake.channel_messages(thread_id)
    assert "Tunnels lobby: Player 101" in posted.content
    # The game lives in the thread; the parent channel stays free for another one.
    joined = await harness.slash(BOB, "game join", channel_id=thread_id)
    assert "Player 102" in joined.text()
    assert (await host.lobby(thread_id)).channel_id == thread_id
    started = await harness.slash(ANN, "game start", channel_id=thread_id)
    assert "seat order" in started.text()
    assert turn_message(harness, thread_id).components


async def test_seats_choosing_at_once_each_get_their_controls(harness: Harness,
                                                              host: GameHost) -> None:
    await start_game(harness, "cavern-tavern", ANN, BOB)
    for _ in range(2):  # each seat picks a character, one after the other
        [waiting] = (await host.status(CHANNEL_ID)).to_act
        assert waiting.user_id is not None
        await choose_first(harness, waiting.user_id, turn_message(harness))

    # Both choose their starting ingredients at once: one status message lists who still
    # decides, with a "My choices" button; each player's controls are theirs alone.
    status = await host.status(CHANNEL_ID)
    if {d.user_id for d in status.to_act} != {ANN, BOB}:
        return   # this seed lets one seat choose alone; the policy tests cover the rest
    turn = turn_message(harness)
    assert "Still to decide" in turn.content
    [hand] = [c for c in turn.custom_ids() if not c.startswith(("ch:b:", "ch:w:"))]
    by_user = {}
    for user in (ANN, BOB):
        shown = await harness.press(user, turn, hand)
        reply = shown.messages[-1]
        assert reply.ephemeral and "starting ingredients" in reply.content
        seat = next(d.seat for d in status.to_act if d.user_id == user)
        assert {seat_of(c) for c in reply.custom_ids()} == {seat}
        by_user[user] = reply

    # Pressing the other seat's controls is refused; each may answer their own, and
    # Ann's choice does not void Bob's controls (his own decision did not change).
    refused = await choose_first(harness, BOB, by_user[ANN])
    assert "not yours" in refused.text()
    before = await version(host)
    posted = len(harness.fake.channel_messages(CHANNEL_ID))
    await choose_first(harness, ANN, by_user[ANN])
    assert await version(host) == before + 1
    assert [d.user_id for d in (await host.status(CHANNEL_ID)).to_act] == [BOB]
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted   # edited, not posted
    assert turn.content.endswith("**Player 102**: Choose your starting ingredients")
    bob = await choose_first(harness, BOB, by_user[BOB])
    assert "moved on" not in bob.text()
    assert await version(host) == before + 2


async def test_hand_shows_secrets_only_to_their_owner(harness: Harness, host: GameHost) -> None:
    await start_game(harness, "cavern-tavern", ANN, BOB)
    engine = rules.get_engine("cavern-tavern")
    status = await host.status(CHANNEL_ID)
    row = await host.core.running_game(CHANNEL_ID)
    state = host.core.state(row)
    objective = {s.user_id: engine.view(state, s.seat)["objective"]["name"]
                 for s in status.seats}
    for user in (ANN, BOB):
        record = await harness.slash(user, "game hand")
        assert record.messages and all(m.ephemeral for m in record.messages)
        assert objective[user] in record.text()
        other = BOB if user == ANN else ANN
        if objective[other] != objective[user]:
            assert objective[other] not in record.text()
    channel = " ".join(str(m.data) for m in harness.fake.channel_messages(CHANNEL_ID))
    assert not any(name in channel for name in objective.values())
    spectator = await harness.slash(CY, "game hand")
    [reply] = spectator.messages
    assert reply.ephemeral and "not playing" in reply.content


async def test_rules_say_when_a_game_plays_with_the_house_deck(harness: Harness) -> None:
    tavern = await harness.slash(ANN, "game rules", topic="cavern-tavern")
    assert "Played with the house deck" in tavern.text()
    caverna = await harness.slash(ANN, "game rules", topic="caverna")
    assert "house deck" not in caverna.text()
