"""A move from the web table raced against another answer to the same turn: a Discord press,
the same page move posted twice (a double tap, a retried request), two tabs of the same
member. Exactly one move is applied and stored; the other answer is refused in a sentence
that says why and changes nothing; the channel gets one turn message and one mention for
the hand-over. And a page drawn before the turn passed (its stamp is old) is refused
kindly, told the table moved on, and its next reading shows the current turn.

The answers are made to meet: each waits at a barrier in front of the host's ``act`` until
both arrived, so both really are in flight at once (no sleeps)."""

from __future__ import annotations

import asyncio
import copy
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.i18n import tr
from bot.store import games as games_db
from cogs.custom_ids import resolve_ref
from tests.cogs.harness import CHANNEL_ID
from tests.cogs.helpers import start_game, turn_message
from tests.web.discord_table import Both, bot_and_table
from tests.web.table_fixtures import browser

ANN, BOB = 101, 102
MOVED_ON = tr("en", "host-moved-on")          # a press that lost the race
PAGE_MOVED_ON = tr("en", "web-moved-on")     # a page that did: refresh


@pytest.fixture
async def both(tmp_path: Path) -> AsyncIterator[Both]:
    async with bot_and_table(tmp_path) as opened:
        yield opened


@dataclass(frozen=True)
class Turn:
    """A turn whose move hands the turn over, as the page and the turn message offer it."""

    game_id: int
    actor: int
    stamp: int
    option: str
    button: str     # the turn message's button for the same option


async def hand_over_turn(both: Both) -> Turn:
    """Play on (first options, as the host) until the turn message offers a move that hands
    the turn to the other seat: the race is then over the one hand-over of the game."""
    await start_game(both.harness, "cave-vs-cave", ANN, BOB)
    game = await both.game_id()
    for _ in range(60):
        await both.settled()
        status = await both.host.status(CHANNEL_ID)
        actor = status.to_act[0].user_id
        assert actor is not None
        decision = (await both.host.options(CHANNEL_ID, actor)).decisions[0]
        row = await both.host.tables.game(game)
        engine = both.host.core.engine(row.key)
        state = both.host.core.state(row)
        ids = [o.id for o in decision.options]
        for button in turn_message(both.harness).custom_ids():
            if not button.startswith(f"ch:o:{game}:"):
                continue
            option = resolve_ref(button.split(":", 5)[5], ids)
            if option is None:
                continue
            after = engine.apply(copy.deepcopy(state), decision.seat, option)
            if all(d.seat != decision.seat for d in engine.pending(after)):
                return Turn(game, actor, decision.stamp, option, button)
        await both.host.act(CHANNEL_ID, actor, ids[0], decision.stamp)
    raise AssertionError("no hand-over offered on a turn message")


async def csrf_of(tab: aiohttp.ClientSession, both: Both, user: int, game: int) -> str:
    async with tab.get(await both.link(user, game)) as page:
        found = re.search(r'name="csrf" value="([^"]+)"', await page.text())
    assert found is not None
    return found.group(1)


async def post_move(tab: aiohttp.ClientSession, both: Both, game: int, csrf: str,
                    option: str, stamp: int) -> tuple[int, dict[str, Any]]:
    async with tab.post(f"{both.server.url}/game/{game}/move",
                        data={"option": option, "stamp": stamp, "csrf": csrf},
                        headers={"X-Requested-With": "fetch"}) as answer:
        return answer.status, await answer.json()


def meeting(both: Both, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hold every move (a page's and a press's) in front of the host until two arrived."""
    barrier = asyncio.Barrier(2)
    act = both.host.turns.act

    async def together(*args: Any, **kwargs: Any) -> Any:
        async with asyncio.timeout(2):
            await barrier.wait()
        return await act(*args, **kwargs)

    monkeypatch.setattr(both.host.turns, "act", together)   # the page's way in
    monkeypatch.setattr(both.host, "act", together)         # the button's


async def moves_of(both: Both, game: int) -> list[Any]:
    async with both.host.db.read() as conn:
        return list(await games_db.moves(conn, game))


async def check_one_hand_over(both: Both, turn: Turn, moves_before: int, posts_before: int,
                              version_before: int) -> None:
    """One move stored, one new turn message, the next player mentioned once."""
    await both.settled()
    moves = await moves_of(both, turn.game_id)
    assert len(moves) == moves_before + 1, "exactly one of the answers is stored"
    assert moves[-1].option_id == turn.option
    status = await both.host.status(CHANNEL_ID)
    assert status.version > version_before
    nxt = status.to_act[0].user_id
    assert nxt is not None and nxt != turn.actor, "the turn was handed over"
    messages = both.harness.fake.channel_messages(CHANNEL_ID)
    new = messages[posts_before:]
    assert len(new) == 1, [m.content[:80] for m in new]
    said = "".join(m.content for m in new)
    assert said.count(f"<@{nxt}>") == 1 and said.count("<@") == 1, said
    live = [m for m in messages if m.components]
    assert [m.id for m in live] == [await both.host.turn_message_id(turn.game_id)]


Racer = Callable[[Both, Turn], Awaitable[list[tuple[bool, str]]]]


async def page_and_press(both: Both, turn: Turn) -> list[tuple[bool, str]]:
    async with browser() as tab:
        csrf = await csrf_of(tab, both, turn.actor, turn.game_id)
        message = turn_message(both.harness)
        (status, answer), record = await asyncio.gather(
            post_move(tab, both, turn.game_id, csrf, turn.option, turn.stamp),
            both.harness.press(turn.actor, message, turn.button))
    assert status in (200, 409), answer
    # The press played if its move is stored (keyed to its interaction), whatever it said.
    async with both.host.db.read() as conn:
        stored = await games_db.move_of_request(conn, turn.game_id, str(record.id))
    refused = [m for m in record.messages if m.ephemeral]
    assert bool(refused) == (stored is None), record.text()   # a refusal is said, privately
    return [(bool(answer["ok"]), answer.get("error", "")),
            (stored is not None, record.text())]


async def double_tap(both: Both, turn: Turn) -> list[tuple[bool, str]]:
    async with browser() as tab:
        csrf = await csrf_of(tab, both, turn.actor, turn.game_id)
        answers = await asyncio.gather(
            *(post_move(tab, both, turn.game_id, csrf, turn.option, turn.stamp)
              for _ in range(2)))
    return [(bool(a["ok"]), a.get("error", "")) for _, a in answers]


async def two_tabs(both: Both, turn: Turn) -> list[tuple[bool, str]]:
    async with browser() as one, browser() as two:
        tokens = [await csrf_of(tab, both, turn.actor, turn.game_id) for tab in (one, two)]
        answers = await asyncio.gather(
            *(post_move(tab, both, turn.game_id, csrf, turn.option, turn.stamp)
              for tab, csrf in zip((one, two), tokens, strict=True)))
    return [(bool(a["ok"]), a.get("error", "")) for _, a in answers]


@pytest.mark.parametrize("race", [page_and_press, double_tap, two_tabs],
                         ids=["page-and-press", "double-tap", "two-tabs"])
async def test_one_turn_answered_twice_at_once_plays_once(
        both: Both, monkeypatch: pytest.MonkeyPatch, race: Racer) -> None:
    turn = await hand_over_turn(both)
    moves_before = len(await moves_of(both, turn.game_id))
    posts_before = len(both.harness.fake.channel_messages(CHANNEL_ID))
    version_before = (await both.host.status(CHANNEL_ID)).version
    meeting(both, monkeypatch)
    outcomes = await race(both, turn)
    played = [said for ok, said in outcomes if ok]
    refused = [said for ok, said in outcomes if not ok]
    assert len(played) == 1 and len(refused) == 1, outcomes
    # Why: the turn passed, nothing changed (a page is told to refresh).
    assert MOVED_ON in refused[0] or PAGE_MOVED_ON in refused[0], refused
    await check_one_hand_over(both, turn, moves_before, posts_before, version_before)


async def test_a_page_drawn_before_the_turn_passed_is_refused_and_shows_the_new_turn(
        both: Both) -> None:
    turn = await hand_over_turn(both)
    async with browser() as tab:
        csrf = await csrf_of(tab, both, turn.actor, turn.game_id)
        async with tab.get(f"{both.server.url}/game/{turn.game_id}/table",
                           headers={"X-Requested-With": "fetch"}) as drawn:
            stale = await drawn.text()
        assert f'value="{turn.stamp}"' in stale
        # The member answers on Discord meanwhile; the page still shows the old turn.
        await both.harness.press(turn.actor, turn_message(both.harness), turn.button)
        await both.settled()
        moves = len(await moves_of(both, turn.game_id))
        version = (await both.host.status(CHANNEL_ID)).version
        posts = len(both.harness.fake.channel_messages(CHANNEL_ID))
        status, answer = await post_move(tab, both, turn.game_id, csrf, turn.option,
                                         turn.stamp)
        assert status == 409 and answer["ok"] is False
        assert answer["error"] == PAGE_MOVED_ON and "refresh" in PAGE_MOVED_ON.lower()
        # Without the page's script (a plain form post): the same words, and a way back.
        async with tab.post(f"{both.server.url}/game/{turn.game_id}/move",
                            data={"option": turn.option, "stamp": turn.stamp,
                                  "csrf": csrf}) as plain:
            html = (await plain.text()).replace("&#39;", "'")
            assert plain.status == 409 and PAGE_MOVED_ON in html
            assert f'href="/game/{turn.game_id}?lang=en"' in html, html
        # What the page's script reads next (it always re-reads after an answer): the
        # current turn, no choice of the old one.
        async with tab.get(f"{both.server.url}/game/{turn.game_id}/table",
                           headers={"X-Requested-With": "fetch"}) as again:
            fresh = await again.text()
        assert f'data-version="{version}"' in fresh
        assert 'class="ch-move' not in fresh, "the turn is the other member's now"
    await both.settled()
    assert len(await moves_of(both, turn.game_id)) == moves
    assert (await both.host.status(CHANNEL_ID)).version == version
    assert len(both.harness.fake.channel_messages(CHANNEL_ID)) == posts


async def test_a_page_move_sent_again_after_it_was_played_changes_nothing(both: Both) -> None:
    """A retried request (the answer to the first was lost on the way): the move was played
    once; the retry is refused, says to refresh, and posts nothing."""
    turn = await hand_over_turn(both)
    moves_before = len(await moves_of(both, turn.game_id))
    posts_before = len(both.harness.fake.channel_messages(CHANNEL_ID))
    version_before = (await both.host.status(CHANNEL_ID)).version
    async with browser() as tab:
        csrf = await csrf_of(tab, both, turn.actor, turn.game_id)
        first = await post_move(tab, both, turn.game_id, csrf, turn.option, turn.stamp)
        await both.settled()
        again = await post_move(tab, both, turn.game_id, csrf, turn.option, turn.stamp)
    assert first == (200, {"ok": True, "version": first[1]["version"]}), first
    assert again == (409, {"ok": False, "error": PAGE_MOVED_ON}), again
    await check_one_hand_over(both, turn, moves_before, posts_before, version_before)
