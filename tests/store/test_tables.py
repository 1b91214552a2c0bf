"""The table functions behave the same on SQLite and on PostgreSQL."""

from __future__ import annotations

from bot.store import Database
from bot.store import computers as computers_db
from bot.store import games as games_db
from bot.store import reminders as reminders_db
from bot.store import settings as settings_db
from bot.store import stats as stats_db
from bot.store import turns as turns_db
from bot.store.settings import ChannelRow

CHANNEL, GUILD = 100, 10
ANN, BOB, CY = 1, 2, 3
BIG = 1_234_567_890_123_456_789          # snowflakes need 64-bit columns


async def _lobby(db: Database, channel: int = CHANNEL, guild: int | None = GUILD) -> int:
    async with db.transaction() as conn:
        game_id = await games_db.create_game(
            conn, guild_id=guild, channel_id=channel, key="duel", seed=2**62 - 1,
            options={"mode": "x"}, players_wanted=None, reminder_hours=24.0,
            timeout_hours=72.0, created_by=ANN, now=1000.5)
        assert await games_db.add_seat(conn, game_id, ANN, "Ann")
    return game_id


async def test_games_and_seats(db: Database) -> None:
    game_id = await _lobby(db)
    async with db.transaction() as conn:
        assert await games_db.add_seat(conn, game_id, BIG, "Big", limit=2)
        assert not await games_db.add_seat(conn, game_id, CY, "Cy", limit=2)    # full
        assert not await games_db.add_seat(conn, game_id, BIG, "Big")           # seated
    async with db.read() as conn:
        row = await games_db.open_game_in(conn, CHANNEL)
        assert row is not None and row.id == game_id and row.status == "lobby"
        assert row.seed == 2**62 - 1 and row.options == {"mode": "x"}
        assert row.created_at == 1000.5
        assert [(s.seat, s.user_id) for s in await games_db.seats(conn, game_id)] == [
            (0, ANN), (1, BIG)]
    async with db.transaction() as conn:
        # Someone joined after this list was read: the start is refused, nothing written.
        assert not await games_db.set_seats(conn, game_id, [(ANN, "Ann")])
        assert await games_db.set_seats(conn, game_id, [(BIG, "Big"), (ANN, "Ann")])
        assert await games_db.start_game(conn, game_id, {"n": 0}, 3, 1001.0)
        assert not await games_db.start_game(conn, game_id, {"n": 0}, 3, 1001.0)
        assert not await games_db.add_seat(conn, game_id, CY, "Cy")     # not a lobby
        assert await games_db.set_seat_user(conn, game_id, 1, None, was=ANN)
        assert not await games_db.set_seat_user(conn, game_id, 1, CY, "Cy", was=ANN)
        assert await games_db.set_seat_user(conn, game_id, 1, CY, "Cy", was=None)
        await games_db.mark_resigned(conn, game_id, 1)
    async with db.read() as conn:
        assert [(s.seat, s.user_id, s.name, s.resigned)
                for s in await games_db.seats(conn, game_id)] == [
            (0, BIG, "Big", False), (1, CY, "Cy", True)]
        row = await games_db.get_game(conn, game_id)
        assert row is not None and row.status == "active" and row.state == {"n": 0}
        assert row.version == 1 and row.rules_version == 3
        assert [r.id for r in await games_db.games_in_play(conn)] == [game_id]
        assert await games_db.open_channels_in_guild(conn, GUILD) == [CHANNEL]
    async with db.transaction() as conn:
        assert await games_db.end_game(conn, game_id, "finished", [[0], [1]], 1002.0)
        assert not await games_db.end_game(conn, game_id, "aborted", None, 1003.0)
    async with db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
        assert row is not None and row.status == "finished" and row.result == [[0], [1]]
        assert await games_db.open_game_in(conn, CHANNEL) is None


async def test_leaving_counts_the_seats_left(db: Database) -> None:
    game_id = await _lobby(db)
    async with db.transaction() as conn:
        assert await games_db.add_seat(conn, game_id, BOB, "Bob")
        assert await games_db.remove_seat(conn, game_id, BOB) == 1
        assert await games_db.remove_seat(conn, game_id, BOB) == -1
        assert await games_db.add_seat(conn, game_id, CY, "Cy")
        assert await games_db.remove_seat(conn, game_id, ANN) == 1
        assert await games_db.start_game(conn, game_id, {}, 1, 0.0)
        assert await games_db.remove_seat(conn, game_id, CY) == -1    # started: no leaving
        assert [s.user_id for s in await games_db.seats(conn, game_id)] == [CY]


async def test_move_log_versions_and_undo_votes(db: Database) -> None:
    game_id = await _lobby(db)
    async with db.transaction() as conn:
        await games_db.start_game(conn, game_id, {"n": 0}, 1, 1.0)
        assert await games_db.save_state(conn, game_id, 1, {"n": 1})
        assert not await games_db.save_state(conn, game_id, 1, {"n": 9})   # moved on
        assert await games_db.append_move(conn, game_id, 0, "bid:1", ANN, 2.0,
                                          [{"text": "x"}], False) == 1
        assert await games_db.append_move(conn, game_id, 1, "bid:2", None, 3.0, [], True) == 2
        assert await games_db.add_undo_vote(conn, game_id, 2, ANN) == {ANN}
        assert await games_db.add_undo_vote(conn, game_id, 2, ANN) == {ANN}
        assert await games_db.add_undo_vote(conn, game_id, 2, BOB) == {ANN, BOB}
        assert await games_db.add_undo_vote(conn, game_id, 3, BOB) == {BOB}   # lapsed
        await games_db.mark_undone(conn, game_id, 2, 4.0)
    async with db.read() as conn:
        live = await games_db.moves(conn, game_id)
        assert [(m.seq, m.option_id, m.events, m.reveals) for m in live] == [
            (1, "bid:1", [{"text": "x"}], False)]
        every = await games_db.moves(conn, game_id, include_undone=True)
        assert [(m.seq, m.undone, m.user_id) for m in every] == [(1, False, ANN), (2, True, None)]
        last = await games_db.last_move(conn, game_id)
        assert last is not None and last.seq == 1
        assert await turns_db.last_seq(conn, game_id) == 2
        assert [m.seq for m in await turns_db.moves_since(conn, game_id, 0)] == [1]


async def test_reminders(db: Database) -> None:
    game_id = await _lobby(db)
    async with db.transaction() as conn:
        await games_db.start_game(conn, game_id, {}, 1, 0.0)
        await reminders_db.sync_waiting(conn, game_id, [ANN, BOB], 0.0, 1.0, 2.0)
        await reminders_db.sync_waiting(conn, game_id, [BOB], 10.0, 1.0, 2.0)  # Bob keeps his
    async with db.transaction() as conn:
        rows = await reminders_db.for_game(conn, game_id)
        assert [(r.user_id, r.waiting_since, r.next_due) for r in rows] == [(BOB, 0.0, 3600.0)]
        assert await reminders_db.due(conn, 3599.0) == []
        assert [r.user_id for r in await reminders_db.due(conn, 3600.0)] == [BOB]
        await reminders_db.mark_reminded(conn, game_id, BOB, 7200.0)
        await reminders_db.mark_timed_out(conn, game_id, BOB)
        assert await reminders_db.due(conn, 7000.0) == []
        await reminders_db.restore(conn, game_id, BOB, 3600.0, 0, False)
        assert [r.sent for r in await reminders_db.due(conn, 3600.0)] == [0]
        await reminders_db.restart_clocks(conn, game_id, 100.0, 1.0, 2.0)
        assert (await reminders_db.for_game(conn, game_id))[0].next_due == 3700.0
        await reminders_db.clear(conn, game_id)
        assert await reminders_db.for_game(conn, game_id) == []


async def test_outbox_and_turn_memory(db: Database) -> None:
    game_id = await _lobby(db)
    async with db.transaction() as conn:
        assert await turns_db.memory(conn, game_id) == {}
        await turns_db.save_memory(conn, game_id, {"stamps": {"0": 4}})
        first = await turns_db.add(conn, game_id, CHANNEL, 1, {"text": "a"}, 5.0)
        second = await turns_db.add(conn, game_id, CHANNEL, 2, {"text": "b"}, 6.0)
        assert 0 < first < second
        assert await turns_db.claim(conn, first, "a", 7.0, 0.0)
        assert not await turns_db.claim(conn, first, "b", 7.0, 0.0)   # another holder's
        assert await turns_db.claim(conn, first, "a", 7.0, 0.0)       # its own, left behind
        assert await turns_db.claim(conn, second, "b", 7.0, 0.0)
        await turns_db.mark_delivered(conn, [first], 8.0)
    async with db.transaction() as conn:
        assert await turns_db.memory(conn, game_id) == {"stamps": {"0": 4}}
        assert [(r.id, r.plan, r.claimed_by) for r in await turns_db.undelivered(conn)] == [
            (second, {"text": "b"}, "b")]
        assert await turns_db.undelivered(conn, CHANNEL + 1) == []
        await turns_db.prune(conn, 9.0)
        assert await turns_db.claims_of_others(conn, "b") == []
        assert await turns_db.claims_of_others(conn, "c") == [(second, GUILD)]
        await turns_db.release_claims(conn, [second])
        assert await turns_db.claims_of_others(conn, "c") == []
        assert not await turns_db.claim(conn, first, "c", 10.0, 0.0)   # delivered, pruned
        assert await turns_db.claim(conn, second, "c", 10.0, 0.0)     # released: free


async def test_settings(db: Database) -> None:
    async with db.transaction() as conn:
        row = ChannelRow(CHANNEL, GUILD, ["duel"], 12.0, None, True)
        await settings_db.save_channel(conn, row)
        await settings_db.save_channel(conn, ChannelRow(CHANNEL, GUILD, None, 6, 48, False))
        await settings_db.set_moderator_role(conn, GUILD, BIG)
        await settings_db.set_dm_notify(conn, BOB, True)
        await settings_db.set_dm_notify(conn, CY, True)
        await settings_db.set_dm_notify(conn, CY, False)
    async with db.read() as conn:
        assert await settings_db.channel(conn, CHANNEL) == ChannelRow(
            CHANNEL, GUILD, None, 6.0, 48.0, False)
        assert await settings_db.channel(conn, 5) is None
        assert await settings_db.moderator_role(conn, GUILD) == BIG
        assert await settings_db.moderator_role(conn, 5) is None
        assert await settings_db.dm_users(conn, [CY, BOB, ANN]) == [BOB]
        assert await settings_db.dm_users(conn, []) == []


async def test_server_stats(db: Database) -> None:
    here = await _lobby(db)
    direct = await _lobby(db, channel=200, guild=None)
    async with db.transaction() as conn:
        for game_id in (here, direct):
            await games_db.add_seat(conn, game_id, BOB, "Bob")
            await games_db.start_game(conn, game_id, {}, 1, 0.0)
            await games_db.append_move(conn, game_id, 0, "a", ANN, 10.0, [], False)
            await games_db.append_move(conn, game_id, 1, "b", BOB, 25.0, [], False)
        await games_db.end_game(conn, here, "finished", [[1], [0]], 30.0)
    async with db.read() as conn:
        rows = await stats_db.server_stats(conn, GUILD)
        assert rows.counts == {"finished": 1} and rows.finished_by_game == {"duel": 1}
        assert rows.players == [(BOB, "Bob", 1, 1), (ANN, "Ann", 1, 0)]
        assert rows.move_gaps == [15.0]
        alone = await stats_db.server_stats(conn, None)
        assert alone.counts == {"active": 1} and alone.players == []


async def test_computer_seats(db: Database) -> None:
    game_id = await _lobby(db)
    async with db.transaction() as conn:
        await computers_db.add(conn, game_id, "Computer 1 (easy)", "easy")
        await computers_db.add(conn, game_id, "Computer 2 (hard)", "hard")
        assert await games_db.add_seat(conn, game_id, BOB, "Bob")
    async with db.read() as conn:
        assert await computers_db.levels(conn, game_id) == {1: "easy", 2: "hard"}
    async with db.transaction() as conn:
        assert await computers_db.remove_last(conn, game_id)        # seat 2 goes, Bob moves up
        await computers_db.set_level(conn, game_id, 0, "hard", "Computer 3 (hard)")
    async with db.read() as conn:
        assert await computers_db.levels(conn, game_id) == {0: "hard", 1: "easy"}
        seats = [(s.seat, s.user_id, s.name) for s in await games_db.seats(conn, game_id)]
    assert seats == [(0, None, "Computer 3 (hard)"), (1, None, "Computer 1 (easy)"),
                     (2, BOB, "Bob")]
    async with db.transaction() as conn:
        await computers_db.set_level(conn, game_id, 0, None)          # a person again
    async with db.read() as conn:
        assert await computers_db.levels(conn, game_id) == {1: "easy"}
