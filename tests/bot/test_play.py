"""Playing through the host: full games, one transaction per move, stale and rival presses."""

from __future__ import annotations

import asyncio

import pytest

import rules
from bot.host import GameHost
from bot.outcomes import HostError
from bot.store import Database
from bot.store import games as games_db
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD
from tests.bot.helpers import play_first_pending, play_to_end, started_duel


async def test_full_game_lobby_to_results(host: GameHost, db: Database) -> None:
    await started_duel(host)
    final = await play_to_end(host, option_index=2)
    assert final.over and final.mention_user_ids == ()
    results = final.results
    assert results is not None and results.over and results.end_reason == "finished"
    assert [s.place for s in results.scores] == sorted(s.place for s in results.scores)
    for s in results.scores:  # the breakdown adds up to the total
        assert sum(points for _, points in s.lines) == s.total
    assert "Final scores" in results.text
    assert (await host.score(CHANNEL)) == results
    status = await host.status(CHANNEL)
    assert status.status == "finished" and "over" in status.text
    # The log alone rebuilds the final position.
    async with db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
        moves = await games_db.moves(conn, row.id)
    assert row is not None and row.state is not None
    rebuilt = rules.replay("duel", 2, row.seed, row.options,
                           [(m.seat, m.option_id) for m in moves])
    assert rebuilt == row.state
    log = await host.log(CHANNEL, limit=100)
    assert len(log) == len(moves) and all(entry.text for entry in log)
    # The channel is free again, and the server stats count the game.
    stats = await host.stats(GUILD)
    assert stats.finished == 1 and stats.by_game == {"duel": 1}
    assert {p.user_id for p in stats.players} == {ANN, BOB}
    await host.new_game(CHANNEL, GUILD, CY, "Cy", "duel")


async def test_a_move_reports_public_private_and_who_acts_next(host: GameHost) -> None:
    await started_duel(host)
    options = await host.options(CHANNEL, ANN)
    assert [o.id for o in options.decisions[0].options] == ["bid:1", "bid:2", "bid:3"]
    out = await host.act(CHANNEL, ANN, "bid:2", options.decisions[0].stamp)
    assert "has bid" in out.public_text and "You bid" not in out.public_text
    assert out.private_texts == {ANN: "You bid 2."} and out.mover_private == "You bid 2."
    # Bob was mentioned when the bidding began: no second ping before he acts, no new
    # public message (his part of the bidding goes on), the turn message is edited.
    assert out.mention_user_ids == () and out.post is None and out.edit is not None
    assert (await host.options(CHANNEL, ANN)).decisions == ()
    out = await host.act(CHANNEL, BOB, "bid:3")
    assert "Bids revealed: 2 against 3" in out.public_text
    assert out.mention_user_ids == (ANN,)       # the lower bidder may draw


@pytest.mark.parametrize(("user", "option", "message"), [
    (CY, "bid:1", "not playing"),
    (ANN, "bid:9", "not one of your options"),
    (ANN, "", "not one of your options"),
])
async def test_bad_moves_are_refused_and_change_nothing(
        host: GameHost, user: int, option: str, message: str) -> None:
    await started_duel(host)
    before = await host.status(CHANNEL)
    with pytest.raises(HostError, match=message):
        await host.act(CHANNEL, user, option, before.version)
    assert await host.status(CHANNEL) == before


async def test_not_your_turn_and_seat_scoped_buttons(host: GameHost) -> None:
    await started_duel(host)
    stamp = (await host.options(CHANNEL, ANN)).decisions[0].stamp
    bob_stamp = (await host.options(CHANNEL, BOB)).decisions[0].stamp
    await host.act(CHANNEL, ANN, "bid:1", stamp)
    with pytest.raises(HostError, match="moved on"):  # Ann's own button, already used
        await host.act(CHANNEL, ANN, "bid:2", stamp)
    with pytest.raises(HostError, match="not your turn"):
        await host.act(CHANNEL, ANN, "bid:2")
    # Bob's button from before Ann's bid still works: his own decision did not change.
    assert (await host.options(CHANNEL, BOB)).decisions[0].stamp == bob_stamp
    out = await host.act(CHANNEL, BOB, "bid:2", bob_stamp)
    assert "Bids revealed" in out.public_text
    with pytest.raises(HostError, match="moved on"):  # the bidding is over for him too
        await host.act(CHANNEL, BOB, "bid:2", bob_stamp)


async def test_simultaneous_presses_store_one_move_per_seat(
        host: GameHost, db: Database) -> None:
    """Both seats press at the same moment, each twice: both bids are stored (their own
    decisions had not changed), each seat's second press is refused."""
    await started_duel(host)
    stamps = {user: (await host.options(CHANNEL, user)).decisions[0].stamp
              for user in (ANN, BOB)}
    version = (await host.status(CHANNEL)).version
    presses = [host.act(CHANNEL, user, "bid:3", stamps[user]) for user in (ANN, BOB, ANN, BOB)]
    results = await asyncio.gather(*presses, return_exceptions=True)
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, HostError)]
    assert len(applied) == 2 and len(refused) == 2
    assert all("moved on" in str(r) for r in refused)
    async with db.read() as conn:
        row = await games_db.open_game_in(conn, CHANNEL)
        moves = await games_db.moves(conn, row.id)  # type: ignore[union-attr]
    assert sorted(m.seat for m in moves) == [0, 1]
    assert row is not None and row.version == version + 2


async def test_two_hosts_on_one_file_check_each_seat(host: GameHost, db_path, clock) -> None:
    """A second process (its own connection and cache) sees the stored seat stamps: the
    same seat cannot move twice, another seat's unchanged decision still can."""
    from tests.bot.conftest import make_host
    await started_duel(host)
    other_db = await Database.open(db_path)
    try:
        other = make_host(other_db, clock)
        ann = (await host.options(CHANNEL, ANN)).decisions[0].stamp
        bob = (await host.options(CHANNEL, BOB)).decisions[0].stamp
        await other.act(CHANNEL, ANN, "bid:1", ann)
        with pytest.raises(HostError, match="moved on"):
            await host.act(CHANNEL, ANN, "bid:2", ann)
        out = await host.act(CHANNEL, BOB, "bid:1", bob)
        assert "Bids revealed" in out.public_text
    finally:
        await other_db.close()


async def test_resign_ends_the_game_with_the_resigner_last(host: GameHost) -> None:
    await started_duel(host)
    await play_first_pending(host, 2)
    await play_first_pending(host, 0)
    out = await host.resign(CHANNEL, BOB)
    assert out.over and out.results is not None
    assert out.results.end_reason == "resigned"
    assert out.results.scores[-1].user_id == BOB and out.results.scores[-1].resigned
    with pytest.raises(HostError, match="game is over"):
        await host.act(CHANNEL, ANN, "draw")
    stats = await host.stats(GUILD)
    assert [(p.user_id, p.won) for p in stats.players if p.won] == [(ANN, 1)]


async def test_abort_needs_a_moderator_once_started(host: GameHost) -> None:
    await started_duel(host)
    with pytest.raises(HostError, match="Only a moderator"):
        await host.abort(CHANNEL, ANN)
    assert "aborted" in await host.abort(CHANNEL, ANN, is_moderator=True)
    assert (await host.status(CHANNEL)).status == "aborted"
    assert (await host.stats(GUILD)).aborted == 1


async def test_board_by_player_and_after_the_end(host: GameHost) -> None:
    with pytest.raises(HostError, match="no board"):
        await host.board(CHANNEL)
    await started_duel(host)
    board = await host.board(CHANNEL, "bob")
    assert "Duel, round 1 of 3" in board.text and board.images == ()  # no renderer for Duel
    with pytest.raises(HostError, match="No single player matches"):
        await host.board(CHANNEL, "Zed")
    await host.resign(CHANNEL, ANN)
    assert "Duel, round 1 of 3" in (await host.board(CHANNEL)).text  # the last position
