"""Turn messages, buttons, menus and paging, driven through the real discord.py dispatch."""

from __future__ import annotations

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game, turn_message, version
from tests.cogs.toy_engine import LONG_ID


async def test_turn_message_mentions_exactly_who_acts_and_pages_long_lists(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    message = turn_message(harness)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert message.content.startswith(f"<@{first}> — your turn.")
    mentions = message.data["allowed_mentions"]
    assert mentions["parse"] == [] and [int(u) for u in mentions["users"]] == [first]
    select, prev, nxt = message.components[0]["components"][0], *message.components[1][
        "components"]
    assert len(select["options"]) == 25 and "page 1 of 2" in select["placeholder"]
    assert prev["disabled"] and not nxt["disabled"]

    # Next page: the same message now shows options 26-30, and "previous" works.
    await harness.press(first, message, nxt["custom_id"])
    page2 = message.components[0]["components"][0]
    assert page2["options"][0]["label"].startswith("Tunnel 26")
    assert len(page2["options"]) == 5
    # The over-long option id travels as its index, within Discord's 100 characters.
    assert page2["options"][-1]["value"] == "#29"
    assert len(page2["custom_id"]) <= 100

    # Choosing from page 2 plays the long-id option. The turn goes on (a private gem
    # choice): no new public message; the turn message is edited in place to say so.
    posted = len(harness.fake.channel_messages(CHANNEL_ID))
    record = await harness.press(first, message, page2["custom_id"], values=["#29"])
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted
    assert "Hide a gem" in message.content and "<@" not in message.content
    # My choices, Boards, Open the table
    assert [c.split(":")[1] for c in message.custom_ids()] == ["h", "b", "w"]
    [reply] = record.messages
    assert reply.ephemeral and "The deepest tunnel" in reply.content
    assert "Red gem" in str(reply.components)      # the next step, privately


async def test_private_decision_stays_out_of_the_channel(harness: Harness,
                                                         host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    message = turn_message(harness)
    await harness.press(first, message, message.custom_ids()[0], values=["dig:3"])

    # The gem choice is private: the channel only gets a "My choices" button.
    gem_turn = turn_message(harness)
    assert "Red gem" not in str(gem_turn.data) and "Blue gem" not in str(gem_turn.data)
    [hand] = [c for c in gem_turn.custom_ids() if not c.startswith(("ch:b:", "ch:w:"))]
    assert hand.startswith("ch:h:")
    shown = await harness.press(first, gem_turn, hand)
    reply = shown.messages[-1]
    assert reply.ephemeral and "Hide a gem" in reply.content
    assert {o for o in reply.custom_ids()} and "Red gem" in str(reply.components)

    # Choosing in the private controls: they are replaced by what comes next, and the
    # private event is told there, to the mover alone (no DM: nobody opted in).
    await harness.press(first, reply, reply.custom_ids()[0])
    assert all("You hid" not in m.content for m in harness.fake.channel_messages(CHANNEL_ID))
    assert "You hid the red gem" in reply.content
    assert harness.fake.dms_to(first) == []
    other = BOB if first == ANN else ANN
    assert harness.fake.dms_to(other) == []


async def test_someone_else_pressing_changes_nothing(harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    other = BOB if first == ANN else ANN
    message = turn_message(harness)
    before = await version(host)
    posted = len(harness.fake.channel_messages(CHANNEL_ID))
    for intruder in (other, CY):  # the other player, and a spectator
        record = await harness.press(intruder, message, message.custom_ids()[0],
                                     values=["dig:1"])
        [reply] = record.messages
        assert reply.ephemeral and "not yours" in reply.content
    assert await version(host) == before
    assert len(harness.fake.channel_messages(CHANNEL_ID)) == posted
    assert message.components  # still there for the right player


async def test_a_button_from_an_older_turn_says_the_game_moved_on(harness: Harness,
                                                                  host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    old = turn_message(harness)
    stale_copy = {**old.data, "components": [dict(r) for r in old.components]}
    await harness.slash(first, "play", option="dig:4")  # the move is made with /play instead
    after = await version(host)

    old.data = stale_copy  # a client still showing the old message presses it
    record = await harness.press(first, old, old.custom_ids()[0], values=["dig:5"])
    [reply] = record.messages
    assert reply.ephemeral and "moved on" in reply.content
    assert await version(host) == after


async def test_autocomplete_offers_only_the_callers_options(harness: Harness,
                                                           host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    other = BOB if first == ANN else ANN
    choices = await harness.autocomplete(first, "play", "option", option="tunnel 2")
    assert choices and all("2" in c["name"] for c in choices)
    assert {c["value"] for c in choices} >= {"dig:2", "dig:20", "dig:29"}
    assert len(await harness.autocomplete(first, "play", "option", option="")) == 25
    assert await harness.autocomplete(other, "play", "option", option="") == []
    assert await harness.autocomplete(CY, "play", "option", option="tun") == []
    # The over-long id is offered by index, and /play accepts that index.
    [deepest] = await harness.autocomplete(first, "play", "option", option="deepest")
    assert deepest["value"] == "#29" and len(LONG_ID) > 90
    done = await harness.slash(first, "play", option=deepest["value"])
    assert done.messages[-1].ephemeral and "The deepest tunnel" in done.text()


async def test_play_refusals_are_friendly_and_private(harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    first = (await host.status(CHANNEL_ID)).to_act[0].user_id
    assert first is not None
    other = BOB if first == ANN else ANN
    before = await version(host)
    for user, option, expected in ((other, "dig:1", "not your turn"),
                                   (first, "fly:away", "not one of your options")):
        record = await harness.slash(user, "play", option=option)
        assert record.messages[0].ephemeral
        assert expected in record.text(), record.text()
    assert await version(host) == before
