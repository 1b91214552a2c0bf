"""The command surface as Discord sees it (issue 19): who sees /mod, choices Discord
validates, seat autocomplete, role pings that really ping; and the small wrong answers
of issue 17 item 9 (game over, outsiders refused before a public "thinking…")."""

from __future__ import annotations

from typing import Any

from bot.host import GameHost
from bot.host.no_game import GAME_OVER
from cogs.mod import NOT_A_MODERATOR, ROLE_NEEDS_MANAGE_CHANNELS
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, GUILD_ID, MOD_ROLE_ID, Harness
from tests.cogs.helpers import start_game, turn_message, version

DEB = 104


async def synced(harness: Harness) -> dict[str, dict[str, Any]]:
    harness.bot.settings = type(harness.bot.settings)(dev_guild_id=GUILD_ID)  # type: ignore[attr-defined]
    await harness.bot.sync_commands()  # type: ignore[attr-defined]
    return {c["name"]: c for c in harness.fake.synced_commands}


def option(command: dict[str, Any], *path: str) -> dict[str, Any]:
    found = command
    for name in path:
        found = next(o for o in found["options"] if o["name"] == name)
    return found


async def test_the_moderator_role_sees_and_uses_mod_and_can_be_cleared(
        harness: Harness, host: GameHost) -> None:
    # Discord hides a command with default permissions from everyone without them, the
    # configured role included; /mod has none, so the run-time check alone decides.
    assert (await synced(harness))["mod"]["default_member_permissions"] is None
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    harness.role_holders[DEB] = [MOD_ROLE_ID]
    refused = await harness.slash(DEB, "mod pause")
    assert refused.messages[0].ephemeral and refused.text() == str(NOT_A_MODERATOR)

    await harness.slash(CY, "mod config", moderator_role=MOD_ROLE_ID)
    assert "paused" in (await harness.slash(DEB, "mod pause")).text()
    # A role holder moderates games but may not hand the role to another role.
    handed = await harness.slash(DEB, "mod config", moderator_role=GUILD_ID)
    assert handed.text() == str(ROLE_NEEDS_MANAGE_CHANNELS)
    assert await host.moderator_role(GUILD_ID) == MOD_ROLE_ID

    cleared = await harness.slash(CY, "mod config", clear_moderator_role=True)
    assert "moderator role: none" in cleared.text()
    assert await host.moderator_role(GUILD_ID) is None
    assert (await harness.slash(DEB, "mod resume")).text() == str(NOT_A_MODERATOR)


async def test_mod_config_says_when_the_role_will_not_be_pinged(harness: Harness) -> None:
    harness.moderators.add(CY)
    quiet = await harness.slash(CY, "mod config", moderator_role=MOD_ROLE_ID)
    assert "will not ping it" in quiet.text() and quiet.messages[0].ephemeral
    guild = harness.bot.get_guild(GUILD_ID)
    assert guild is not None
    role = guild.get_role(MOD_ROLE_ID)
    assert role is not None
    role.mentionable = True
    assert "will not ping" not in (await harness.slash(CY, "mod config")).text()


async def test_fixed_lists_are_choices_and_players_autocomplete(harness: Harness,
                                                                host: GameHost) -> None:
    commands = await synced(harness)
    game = commands["game"]
    new_game = option(game, "new", "game")
    keys = {c["value"] for c in new_game["choices"]}
    # The games installed when the cog was loaded (the test game may be among them).
    assert {"cave-vs-cave", "caverna", "cavern-tavern"} <= keys
    assert keys <= {g.key for g in host.games()}
    assert not new_game.get("autocomplete")
    topics = {c["value"] for c in option(game, "rules", "topic")["choices"]}
    assert {"start", "turns", "moderation", "caverna"} <= topics
    assert option(game, "board", "player")["autocomplete"] is True
    mod = commands["mod"]
    for sub, name in (("skip", "seat"), ("replace", "seat"), ("kick", "player")):
        found = option(mod, sub, name)
        assert found["autocomplete"] is True and found["type"] == 3, sub


async def test_seat_options_suggest_the_games_seats(harness: Harness, host: GameHost) -> None:
    assert await harness.autocomplete(CY, "mod kick", "player", player="") == []
    await start_game(harness, "tunnels", ANN, BOB)
    seats = {s.seat + 1: s.name for s in (await host.status(CHANNEL_ID)).seats}
    every = await harness.autocomplete(CY, "mod skip", "seat", seat="")
    assert every == [{"name": f"Seat {n}: {name}", "value": str(n)}
                     for n, name in sorted(seats.items())]
    bob_seat = next(n for n, name in seats.items() if name == "Player 102")
    assert await harness.autocomplete(ANN, "game board", "player", player="102") == [
        {"name": f"Seat {bob_seat}: Player 102", "value": str(bob_seat)}]
    assert len(await harness.autocomplete(CY, "mod replace", "seat", seat="Player")) == 2


async def test_kick_empties_a_seat_by_number_even_if_its_member_left(
        harness: Harness, host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    harness.moderators.add(CY)
    status = await host.status(CHANNEL_ID)
    bob_seat = next(s.seat + 1 for s in status.seats if s.user_id == BOB)
    # No member option: the seat is named, so a member who left the server can go too.
    kicked = await harness.slash(CY, "mod kick", player=str(bob_seat))
    assert f"removed from seat {bob_seat}" in kicked.text()
    after = await host.status(CHANNEL_ID)
    assert after.status == "paused"
    assert [s.user_id for s in after.seats if s.seat + 1 == bob_seat] == [None]
    suggested = await harness.autocomplete(CY, "mod replace", "seat", seat=str(bob_seat))
    assert "(seat empty)" in suggested[0]["name"]


async def test_a_press_after_the_game_ended_hears_the_game_is_over(harness: Harness,
                                                                   host: GameHost) -> None:
    await start_game(harness, "tunnels", ANN, BOB)
    old = turn_message(harness)
    select = old.components[0]["components"][0]
    while not (await host.score(CHANNEL_ID)).over:
        to_act = (await host.status(CHANNEL_ID)).to_act[0].user_id
        assert to_act is not None
        mine = await host.options(CHANNEL_ID, to_act)
        await host.act(CHANNEL_ID, to_act, mine.decisions[0].options[0].id, mine.version)
    late = await harness.press(ANN, old, select["custom_id"],
                               values=[select["options"][0]["value"]])
    assert late.messages[-1].ephemeral and late.text() == str(GAME_OVER)
    assert (await harness.slash(BOB, "play", option="dig:1")).text().strip() == str(GAME_OVER)


async def test_outsiders_are_refused_before_any_public_thinking(harness: Harness,
                                                               host: GameHost) -> None:
    await harness.slash(ANN, "game new", game="tunnels")
    await harness.slash(BOB, "game join")
    start = await harness.slash(CY, "game start")
    assert start.acks == [4] and start.messages[0].ephemeral, start.acks
    assert "Only a player" in start.text()
    assert "seat order" in (await harness.slash(ANN, "game start")).text()
    before = await version(host)
    for path, words in (("game undo", "Only the players"), ("game resign", "not playing")):
        record = await harness.slash(CY, path)
        assert record.acks == [4] and record.messages[0].ephemeral, path
        assert words in record.text(), path
    assert await version(host) == before


def _described(commands: list[dict[str, Any]], prefix: str = "/") -> list[tuple[str, str]]:
    found = []
    for command in commands:
        name = f"{prefix}{command['name']}"
        found.append((name, command["description"]))
        subs = [o for o in command.get("options", []) if o["type"] in (1, 2)]
        found += _described(subs, name + " ")
    return found


async def test_every_command_says_it_is_cavern_hosts(harness: Harness) -> None:
    described = _described(list((await synced(harness)).values()))
    assert len(described) > 20  # every subcommand is listed, not only the three groups
    for name, description in described:
        assert "Cavern Host" in description and len(description) <= 100, name
