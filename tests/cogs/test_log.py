"""``/game log``: the story in words, since your last move, by round, paged, downloadable."""

from __future__ import annotations

import random

from bot.host import GameHost
from tests.cogs.conftest import ANN, BOB, CY
from tests.cogs.harness import CHANNEL_ID, Harness
from tests.cogs.helpers import start_game


async def _play(host: GameHost, rounds: int, seed: int = 5) -> None:
    """Random legal moves through the host until the game reaches ``rounds``."""
    rng = random.Random(seed)
    while True:
        status = await host.status(CHANNEL_ID)
        if status.status != "active" or "round " + str(rounds) in status.text:
            return
        who = status.to_act[0].user_id
        assert who is not None
        mine = await host.options(CHANNEL_ID, who)
        option = rng.choice(mine.decisions[0].options)
        await host.act(CHANNEL_ID, who, option.id, mine.version)


def _ids(message_ids: list[str]) -> tuple[str, str, str]:
    older, newer, download = message_ids
    return older, newer, download


async def test_log_pages_back_by_round_and_since_your_last_move(harness: Harness,
                                                                 host: GameHost) -> None:
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    await _play(host, rounds=7)
    # The player who did not make the last move: their log opens where they left off.
    status = await host.status(CHANNEL_ID)
    last_seat = (await host.log(CHANNEL_ID))[-1].seat
    waiting = next(s.user_id for s in status.seats if s.seat != last_seat)
    assert waiting is not None
    record = await harness.slash(waiting, "game log")
    [reply] = record.messages
    assert reply.ephemeral and reply.content.startswith("**Caverna: Cave vs Cave: the story so far")
    assert "── since your last move ──" in reply.content
    assert "Round " in reply.content and "tile:" not in reply.content
    older, newer, download = _ids(reply.custom_ids())
    assert all(c.startswith("ch:l:") and len(c) <= 100 for c in (older, newer, download))
    pages = int(reply.content.split(" of ", 1)[1].split("**", 1)[0])
    assert pages >= 2

    # ◀ Older turns the private message in place, back to the first page.
    shown = reply
    for _ in range(pages + 1):
        if shown.component(older).get("disabled"):
            break
        pressed = await harness.press(waiting, shown, older)
        assert not pressed.messages        # edited, not a new message
        shown = harness.fake.find_message(reply.id)
        older, newer, download = _ids(shown.custom_ids())
    assert "page 1 of" in shown.content and "Round 1" in shown.content

    # One round, asked by number.
    round_two = await harness.slash(BOB, "game log", round_=2)
    text = round_two.messages[0].content
    assert "round 2" in text and "Round 2" in text and "Round 3\n" not in text
    missing = await harness.slash(BOB, "game log", round_=40)
    assert missing.messages[0].ephemeral and "Round 40 has no moves" in missing.text()


async def test_a_public_log_stays_and_the_whole_story_downloads(harness: Harness,
                                                                host: GameHost) -> None:
    await start_game(harness, "cave-vs-cave", ANN, BOB)
    await _play(host, rounds=3)
    record = await harness.slash(ANN, "game log", public=True, download=True)
    [public] = record.messages
    assert not public.ephemeral
    [(name, blob, _)] = public.files
    whole = (await host.log_file(CHANNEL_ID)).text
    assert name.endswith(".txt") and blob.decode() == whole
    assert "Round 1" in whole and "Round 2" in whole and "tile:" not in whole

    # A spectator pages a public log: they get their own page, the post stays as it was.
    older, _, download = _ids(public.custom_ids())
    before = public.content
    pressed = await harness.press(CY, public, older)
    [mine] = pressed.messages
    assert mine.ephemeral and mine.content != before
    assert harness.fake.find_message(public.id).content == before
    fetched = await harness.press(CY, public, download)
    [file_reply] = fetched.messages
    assert file_reply.ephemeral and file_reply.files[0][1].decode() == whole


async def test_log_before_any_move_and_without_a_game(harness: Harness) -> None:
    none = await harness.slash(ANN, "game log")
    assert none.messages[0].ephemeral and "No game has been played" in none.text()
