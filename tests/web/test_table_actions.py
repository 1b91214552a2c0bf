"""Undo, resign and rematch from the page: the same host calls as ``/game undo`` (and its
Agree / Decline buttons), ``/game resign`` (and its confirmation) and the final message's
Rematch, with the same agreements and refusals, and the channel told exactly as from
Discord: one public message for the request, the decline, the rematch lobby, one turn
message per hand-over, nothing twice.

The bot runs on the Discord stand-in beside the web table (tests/web/discord_table.py),
so what the channel shows is read from the stand-in's channel."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from tests.cogs.fake_discord import Message
from tests.cogs.harness import CHANNEL_ID
from tests.cogs.helpers import start_game
from tests.web.discord_table import Both, bot_and_table
from tests.web.table_fixtures import browser

ANN, BOB, CY = 101, 102, 103
OTHER_CHANNEL = CHANNEL_ID + 1


@pytest.fixture
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    async with bot_and_table(tmp_path) as opened:
        yield opened


class Member:
    """A member's browser on the table: their session's cookie and CSRF token."""

    def __init__(self, both: Both, tab: aiohttp.ClientSession, game: int, csrf: str) -> None:
        self.both, self.tab, self.game, self.csrf = both, tab, game, csrf

    async def page(self, game: int | None = None) -> str:
        async with self.tab.get(f"{self.both.server.url}/game/{game or self.game}") as page:
            assert page.status == 200
            return await page.text()

    async def post(self, action: str, game: int | None = None,
                   **data: Any) -> tuple[int, dict[str, Any]]:
        data.setdefault("csrf", self.csrf)
        async with self.tab.post(f"{self.both.server.url}/game/{game or self.game}/{action}",
                                 data=data, headers={"X-Requested-With": "fetch"}) as answer:
            found = await answer.json()
            status = answer.status
        await self.both.settled()
        return status, found


async def member(both: Both, tab: aiohttp.ClientSession, user: int, game: int) -> Member:
    async with tab.get(await both.link(user, game)) as page:
        csrf = re.search(r'name="csrf" value="([^"]+)"', await page.text())
    assert csrf is not None, "a seated member's page carries the CSRF token"
    return Member(both, tab, game, csrf.group(1))


def channel(both: Both) -> list[Message]:
    return both.harness.fake.channel_messages(CHANNEL_ID)


async def moved(both: Both, user: int | None = None) -> int:
    """One move by whoever acts (``user``: that member must), through the host as /play."""
    status = await both.host.status(CHANNEL_ID)
    actor = status.to_act[0].user_id
    assert actor is not None and (user is None or actor == user)
    decision = (await both.host.options(CHANNEL_ID, actor)).decisions[0]
    await both.host.act(CHANNEL_ID, actor, decision.options[0].id, decision.stamp)
    await both.settled()
    return actor


async def version(both: Both) -> int:
    return (await both.host.status(CHANNEL_ID)).version


@dataclass(frozen=True)
class OneMove:
    """A two-player game with one move played: its game, who moved, the other player and
    the version after the move."""

    game: int
    mover: int
    other: int
    version: int


async def one_move(both: Both) -> OneMove:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    mover = await moved(both)
    return OneMove(game, mover, BOB if mover == ANN else ANN, await version(both))


# ----- undo ------------------------------------------------------------------------------

async def test_an_undo_asked_on_the_page_is_posted_once_and_agreed_on_the_others_page(
        both: Both) -> None:
    played = await one_move(both)
    game, mover, other, before = played.game, played.mover, played.other, played.version
    posts = len(channel(both))
    async with browser() as tab_m, browser() as tab_o:
        asker = await member(both, tab_m, mover, game)
        answerer = await member(both, tab_o, other, game)
        status, found = await asker.post("undo")
        assert status == 200 and found["ok"] and "Still waiting for" in found["said"]
        # The channel: the request as /game undo posts it, the other player mentioned,
        # with its Agree / Decline buttons; the position unchanged.
        [request] = channel(both)[posts:]
        assert f"<@{other}>" in request.content and "needs every player to agree" in request.content
        assert request.data["allowed_mentions"]["users"] == [other]
        assert request.custom_ids() == [f"ch:uv:{game}:{before}:y", f"ch:uv:{game}:{before}:n"]
        assert await version(both) == before
        # Asked again: the request stands, nothing posted twice.
        status, found = await asker.post("undo")
        assert status == 200 and len(channel(both)) == posts + 1
        # The asker's page says it waits; the other's asks them, with Agree / Decline.
        assert "You agreed to take back the last move" in await asker.page()
        page = await answerer.page()
        assert "asked to take back the last move" in page and "/undo/agree" in page
        status, found = await answerer.post("undo/agree", version=before)
        assert status == 200 and found["said"] == "Undone."
    assert await version(both) == before + 1
    # One turn message for the hand-over, saying what was undone; nothing else. The
    # request lost its buttons, as when it is answered on Discord.
    [turn] = channel(both)[posts + 1:]
    assert "Undone" in turn.content and turn.id == await both.host.turn_message_id(game)
    assert not both.harness.fake.channel_messages(CHANNEL_ID)[posts].components


async def test_an_undo_asked_on_the_page_is_agreed_with_the_channels_button(both: Both) -> None:
    played = await one_move(both)
    game, mover, other, before = played.game, played.mover, played.other, played.version
    async with browser() as tab:
        await (await member(both, tab, mover, game)).post("undo")
    request = channel(both)[-1]
    pressed = await both.harness.press(other, request, f"ch:uv:{game}:{before}:y")
    await both.settled()
    assert await version(both) == before + 1
    assert pressed.original is not None and not pressed.original.components
    assert "Undone" in channel(both)[-1].content


async def test_declining_on_the_page_keeps_the_move_and_tells_the_channel_once(
        both: Both) -> None:
    played = await one_move(both)
    game, mover, other, before = played.game, played.mover, played.other, played.version
    async with browser() as tab_m, browser() as tab_o:
        await (await member(both, tab_m, mover, game)).post("undo")
        posts = len(channel(both))
        answerer = await member(both, tab_o, other, game)
        status, found = await answerer.post("undo/decline", version=before)
        assert status == 200 and "declines the undo" in found["said"]
        [said] = channel(both)[posts:]
        assert "declines the undo: the move stands" in said.content and not said.components
        assert not channel(both)[posts - 1].components, "the request's buttons are gone"
        assert await version(both) == before
        # The request is over: the page asks nothing any more, and offers to ask anew.
        page = await answerer.page()
        assert "asked to take back" not in page and "Ask to take back the last move" in page
        # Agreeing to the declined request now: the request is over, nothing is undone.
        status, found = await answerer.post("undo/agree", version=before)
    assert await version(both) == before


async def test_undo_refusals_are_the_hosts_and_change_nothing(both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    async with browser() as tab:
        ann = await member(both, tab, ANN, game)
        posts = len(channel(both))
        status, found = await ann.post("undo")
        assert status == 409 and found["error"] == "There is no move to undo yet."
        await moved(both)
        before, posts = await version(both), len(channel(both))
        # No session, or a token not the session's: refused before anything is read.
        async with browser() as stranger, stranger.post(
                f"{both.server.url}/game/{game}/undo", data={"csrf": ann.csrf},
                headers={"X-Requested-With": "fetch"}) as answer:
            assert answer.status == 403
        status, found = await ann.post("undo", csrf="x" * len(ann.csrf))
        assert status == 403
        # Agreeing to a request nobody made at another version: the game moved on.
        status, found = await ann.post("undo/agree", version=before - 1)
        assert status == 409 and found["error"]
        status, found = await ann.post("undo/agree", version="x")
        assert status == 409
    # A member seated in another channel's game, with their own session and token: the
    # other game's actions are not theirs.
    await both.host.new_game(OTHER_CHANNEL, None, CY, "Cy", "cave-vs-cave", 1)
    await both.host.start(OTHER_CHANNEL, CY)
    cy_game = (await both.host.status(OTHER_CHANNEL)).game_id
    async with browser() as tab:
        cy = await member(both, tab, CY, cy_game)
        status, found = await cy.post("undo", game=game)
        assert status == 409 and "Only the players" in found["error"]
        status, found = await cy.post("undo/decline", game=game, version=before)
        assert status == 409 and "Only the players" in found["error"]
        status, found = await cy.post("resign", game=game, confirm="yes")
        assert status == 409 and "not playing" in found["error"]
        status, found = await cy.post("resign", game=game)
        assert status == 409 and "not playing" in found["error"]
    assert await version(both) == before and len(channel(both)) == posts
    assert (await both.host.status(CHANNEL_ID)).status == "active"


# ----- resign ------------------------------------------------------------------------------

async def test_resigning_asks_first_then_ends_the_game_as_the_discord_button_does(
        both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    before, posts = await version(both), len(channel(both))
    async with browser() as tab:
        ann = await member(both, tab, ANN, game)
        page = await ann.page()
        assert "Resign from this game? It ends for everyone" in page
        # Without the answer: only the question, nothing changes.
        status, found = await ann.post("resign")
        assert status == 200 and found["said"].startswith("Resign from this game?")
        assert await version(both) == before and len(channel(both)) == posts
        status, found = await ann.post("resign", confirm="yes")
        assert status == 200 and found["said"] == "You resigned."
        # The game is over: one final message, with the Rematch button.
        [final] = channel(both)[posts:]
        assert "resigns" in final.content and final.custom_ids() == [f"ch:r:{game}"]
        status, found = await ann.post("resign", confirm="yes")
        assert status == 409 and "over" in found["error"]
        page = await ann.page()
        assert "/resign" not in page and "/undo" not in page
    assert len(channel(both)) == posts + 1


# ----- rematch -----------------------------------------------------------------------------

async def test_rematch_from_the_page_opens_the_lobby_and_mentions_the_others_once(
        both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    async with browser() as tab_a, browser() as tab_b:
        ann = await member(both, tab_a, ANN, game)
        bob = await member(both, tab_b, BOB, game)
        assert "/rematch" not in await ann.page()   # not before the game ends
        status, found = await ann.post("rematch")
        assert status == 409 and found["error"]
        await ann.post("resign", confirm="yes")
        assert "/rematch" in await bob.page()
        posts = len(channel(both))
        status, found = await bob.post("rematch")
        assert status == 200 and found["go"].startswith("/game/")
        lobby = int(found["go"].split("/")[2].split("?")[0])
        assert lobby != game and (await both.game_id()) == lobby
        [opened] = channel(both)[posts:]
        assert opened.content.startswith("Rematch! Player 102 asks <@101>")
        assert opened.data["allowed_mentions"]["users"] == [ANN]
        assert opened.custom_ids() == [f"ch:w:{lobby}"]
        # The other player's press joins that lobby: posted as the button posts it, no ping.
        status, found = await ann.post("rematch")
        assert status == 200 and found["go"].startswith(f"/game/{lobby}")
        [joined] = channel(both)[posts + 1:]
        assert "<@" not in joined.content and joined.custom_ids() == [f"ch:w:{lobby}"]
        seated = {s.user_id for s in (await both.host.lobby(CHANNEL_ID)).seats}
        assert seated == {ANN, BOB}
        # Pressed again by a player seated already: the lobby's page, nothing posted.
        status, found = await bob.post("rematch")
        assert status == 200 and found["go"].startswith(f"/game/{lobby}")
        assert len(channel(both)) == posts + 2
        # The lobby's page opens for both (the same session).
        assert "has not started yet" in await ann.page(lobby)


async def test_only_a_player_of_the_game_may_open_its_rematch_from_the_page(
        both: Both) -> None:
    await start_game(both.harness, "tunnels", ANN, BOB)
    game = await both.game_id()
    await both.host.resign(CHANNEL_ID, ANN)
    await both.settled()
    await both.host.new_game(OTHER_CHANNEL, None, CY, "Cy", "cave-vs-cave", 1)
    await both.host.start(OTHER_CHANNEL, CY)
    cy_game = (await both.host.status(OTHER_CHANNEL)).game_id
    posts = len(channel(both))
    async with browser() as tab:
        cy = await member(both, tab, CY, cy_game)
        status, found = await cy.post("rematch", game=game)
        assert status == 409 and "not playing" in found["error"]
    assert len(channel(both)) == posts
    assert (await both.host.tables.game(game)).status == "finished"


async def test_a_request_made_on_discord_is_agreed_on_the_page_and_loses_its_buttons(
        both: Both) -> None:
    played = await one_move(both)
    game, mover, other, before = played.game, played.mover, played.other, played.version
    asked = await both.harness.slash(mover, "game undo")
    request = asked.messages[-1]
    assert request.custom_ids() == [f"ch:uv:{game}:{before}:y", f"ch:uv:{game}:{before}:n"]
    async with browser() as tab:
        answerer = await member(both, tab, other, game)
        assert "/undo/agree" in await answerer.page()
        status, found = await answerer.post("undo/agree", version=before)
        assert status == 200 and found["said"] == "Undone."
    assert await version(both) == before + 1
    shown = both.harness.fake.find_message(request.id)
    assert not shown.components, "the request's buttons are gone"


def test_a_notes_change_crosses_processes_and_a_plain_one_keeps_its_old_form() -> None:
    """On PostgreSQL a change reaches other processes as a payload: a note keeps its mark,
    and a plain change keeps the four fields a process of the previous release reads."""
    from bot.host.live import Change
    plain, note = Change(1, 7, 700, 70), Change(1, 7, 700, 70, note=True)
    assert plain.payload() == "[1, 7, 700, 70]"
    assert Change.from_payload(plain.payload()) == plain
    assert Change.from_payload(note.payload()) == note
