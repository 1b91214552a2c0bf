"""Issue 11's measure: whole games through the real discord.py client, counting per
hand-over of the turn what the channel sees (see tests/cogs/channel_traffic.py).

Targets: at most about 1.3 public messages per hand-over and 2 after any one move; the
member who just moved is never mentioned while their own turn goes on; nobody is
mentioned twice before acting; at most one set of pictures per hand-over; no press
refused as "moved on" when its own seat's decision had not changed.

The members bear hostile display names (links, markup, mentions, direction controls), and
after each game tests/cogs/test_hostile_names.py checks that none of them became a link,
markup or ping anywhere: one game played proves both.
"""

from __future__ import annotations

import logging
import os
import random

import pytest

from bot.host import GameHost
from tests.cogs.channel_traffic import Driver
from tests.cogs.harness import Harness
from tests.cogs.test_hostile_names import check_hostile_names_after_a_game, name_members_hostile
from tests.sizes import env_int, full_runs

# Caverna at 6 players and Cavern Tavern at 3 here, 7 and 4 in CI (tests/sizes.py), and
# Caverna at 4 as well in CI (CAVERN_FULL_RUNS=1).
CAVERNA_PLAYERS = env_int("CHANNEL_CAVERNA_PLAYERS", 6)
TAVERN_PLAYERS = env_int("CHANNEL_TAVERN_PLAYERS", 3)
GAMES = list(dict.fromkeys([
    ("cave-vs-cave", 2, True), ("caverna", CAVERNA_PLAYERS, False),
    ("cavern-tavern", TAVERN_PLAYERS, False), *([("caverna", 4, False)] if full_runs() else [])]))
SEEDS = int(os.environ.get("CHANNEL_TRAFFIC_SEEDS", "1"))
# Each game seats the hostile names after the ones the games before it seated, so that the
# small tables together still seat every name (the seven seats of one large table did not).
FIRST_NAME = {game: sum(players for _, players, _ in GAMES[:i]) for i, game in enumerate(GAMES)}


@pytest.mark.parametrize(("key", "players", "pictures"), GAMES)
@pytest.mark.parametrize("seed", range(SEEDS))
async def test_a_whole_game_keeps_the_channel_calm(harness: Harness, host: GameHost, key: str,
                                                   players: int, pictures: bool, seed: int,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    names = name_members_hostile(harness, FIRST_NAME[key, players, pictures])
    host.draw_images = pictures
    traffic = await Driver(harness, host, random.Random(seed)).play(key, players)
    print(traffic.row())
    assert traffic.moves > 50 and traffic.hand_overs > 5
    assert traffic.per_hand_over(traffic.public_messages) <= 1.3, traffic.row()
    assert traffic.max_public_after_one_move <= 2, traffic.row()
    assert traffic.pinged_while_own_turn_goes_on == 0, traffic.row()
    assert traffic.pinged_twice_before_acting == 0, traffic.row()
    assert traffic.moved_on_for_unchanged_seat == 0, traffic.row()
    # Direct messages follow the pings: one per turn that began, for who opted in only.
    assert 0 < traffic.direct_messages <= traffic.pings_of_first + traffic.hand_overs
    turns_begun = len([m for m in harness.fake.dms_to(101) if "your turn" in m.content])
    assert turns_begun == traffic.pings_of_first, traffic.row()
    if pictures:
        assert 0 < traffic.messages_with_pictures <= traffic.hand_overs, traffic.row()
        assert traffic.pictures == traffic.messages_with_pictures   # one picture each
    await check_hostile_names_after_a_game(harness, names, key, players, caplog)
