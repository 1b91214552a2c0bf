"""Every stored change of a game's version is announced on the live feed when it commits.

The web table trusts its last read of a game until it hears of a newer version, so a
write that bumps the version without staging a change leaves every open page behind (a
paused game still shown as playable). The class test spies on every store function whose
SQL bumps ``version`` (found from their source, so a new one is covered too) and checks,
at each commit, that the transaction staged a change for every game it bumped; the
scenario walks every host path that writes one: start, move, pause, resume, kick,
replace, a computer taking over a paused seat, skip, timeout, resignation, abort, a
deleted channel, the last player leaving a lobby.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

import pytest

from bot.host import GameHost
from bot.host.live import Change
from bot.store import games as games_db
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD
from tests.bot.helpers import play_first_pending, started_duel

MOD = 99


def _bumping_functions() -> list[str]:
    return [name for name, function in inspect.getmembers(games_db, inspect.iscoroutinefunction)
            if function.__module__ == games_db.__name__
            and "version = version + 1" in inspect.getsource(function)]


def test_the_spy_finds_the_version_writes() -> None:
    assert {"set_status", "start_game", "save_state", "end_game"} <= set(_bumping_functions())


@pytest.fixture
def unannounced(host: GameHost, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Wraps the store's version writes and the live feed; collects every commit that
    bumped a game's version without staging a change for it."""
    bumped: dict[int, set[int]] = {}
    staged: dict[int, set[int]] = {}
    missing: list[str] = []

    def spy(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(function)
        async def wrapper(conn: Any, game_id: int, *args: Any, **kwargs: Any) -> Any:
            result = await function(conn, game_id, *args, **kwargs)
            if result is not False:   # a refused compare-and-set wrote nothing
                bumped.setdefault(id(conn), set()).add(game_id)
                names.setdefault(id(conn), []).append(name)
            return result
        return wrapper

    names: dict[int, list[str]] = {}
    for name in _bumping_functions():
        monkeypatch.setattr(games_db, name, spy(name, getattr(games_db, name)))
    live = host.live
    stage = live.stage

    async def staging(conn: Any, change: Change) -> None:
        staged.setdefault(id(conn), set()).add(change.game_id)
        await stage(conn, change)

    ended = live.ended

    def ending(conn: Any, committed: bool) -> None:
        games = bumped.pop(id(conn), set())
        told = staged.pop(id(conn), set())
        writes = names.pop(id(conn), [])
        if committed and games - told:
            missing.append(f"{writes} bumped game(s) {sorted(games - told)} unannounced")
        ended(conn, committed)

    monkeypatch.setattr(live, "stage", staging)
    monkeypatch.setattr(live, "ended", ending)
    host.db.on_end = ending
    return missing


async def test_every_version_write_is_announced(host: GameHost, unannounced: list[str]) -> None:
    await started_duel(host)
    await play_first_pending(host)
    await host.pause(CHANNEL, True, "Mo")
    await host.resume(CHANNEL, True)
    await host.set_timeout(CHANNEL, 5, True)
    await host.kick(CHANNEL, BOB, True)                    # the game pauses
    await host.replace(CHANNEL, "2", CY, "Cy", True)
    await host.resume(CHANNEL, True)
    await host.kick(CHANNEL, CY, True)
    await host.computer_takes_over(CHANNEL, "2", "easy", True)   # paused -> active
    waiting = (await host.status(CHANNEL)).to_act
    if waiting and waiting[0].user_id is not None:
        await host.skip(CHANNEL, waiting[0].name, MOD, True)
    await host.resign(CHANNEL, ANN)

    await started_duel(host, CHANNEL + 1)
    await host.abort(CHANNEL + 1, ANN, is_moderator=True)
    await started_duel(host, CHANNEL + 2)
    assert await host.close_channel(CHANNEL + 2, "deleted")
    await host.new_game(CHANNEL + 3, GUILD, ANN, "Ann", "duel")
    assert await host.leave(CHANNEL + 3, ANN) is None
    assert unannounced == []


async def test_the_spy_sees_a_write_left_unannounced(host: GameHost,
                                                     unannounced: list[str]) -> None:
    await started_duel(host)
    row = await host.core.running_game(CHANNEL)
    async with host.db.transaction() as conn:
        await games_db.set_status(conn, row.id, "paused", row.version)
    assert len(unannounced) == 1 and "set_status" in unannounced[0]
