"""A season of play on both stores: results kept at a game's end, ratings once and only
once, the rebuild equal to the incremental ratings, an upgraded database's history, and
each server's records kept to itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from bot.config import Settings
from bot.host import GameHost
from bot.host.announce import Announcer
from bot.outcomes import HostError, StoreTrouble
from bot.ratings import Standing, shown
from bot.store import Database
from bot.store import ratings as ratings_db
from bot.store import results as results_db
from tests.clock import Clock
from tests.store.conftest import Opener

GUILD, OTHER_GUILD = 10, 20
ANN, BOB, CY, DEE = 1, 2, 3, 4
NAMES = {ANN: "Ann", BOB: "Bob", CY: "Cy", DEE: "Dee"}


def make_host(db: Database, clock: Clock) -> GameHost:
    return GameHost(db, Settings(reminder_hours=24, timeout_hours=72), clock=clock,
                    seeds=lambda: 7, draw_images=False)


async def duel(host: GameHost, channel: int, winner: int, loser: int, *,
               guild: int = GUILD, tie: bool = False) -> None:
    """A whole Duel where ``winner`` bids 3 and ``loser`` 1 every round (or both 2)."""
    await host.new_game(channel, guild, winner, NAMES[winner], "duel")
    await host.join(channel, loser, NAMES[loser])
    await host.start(channel, winner)
    for _ in range(50):
        status = await host.status(channel)
        if status.status == "finished":
            return
        decision = status.to_act[0]
        assert decision.user_id is not None
        mine = await host.options(channel, decision.user_id)
        ids = [o.id for o in mine.decisions[0].options]
        bid = "bid:2" if tie else ("bid:3" if decision.user_id == winner else "bid:1")
        await host.act(channel, decision.user_id, bid if bid in ids else "done",
                       mine.decisions[0].stamp)
    raise AssertionError("the duel did not end")


async def started_duel(host: GameHost) -> None:
    await host.new_game(100, GUILD, ANN, "Ann", "duel")
    await host.join(100, BOB, "Bob")
    await host.start(100, ANN)


async def standings(db: Database, guild: int = GUILD) -> dict[int, tuple[float, float, int, int]]:
    async with db.read() as conn:
        rows = await ratings_db.top(conn, guild, "duel", limit=100)
    return {r.player_id: (r.standing.mu, r.standing.sigma, r.standing.games, r.standing.wins)
            for r in rows}


async def test_a_game_end_stores_its_result_and_rates_it_as_openskill_does(
        open_db: Opener) -> None:
    db = await open_db()
    clock = Clock()
    host = make_host(db, clock)
    await duel(host, 100, ANN, BOB)
    async with db.read() as conn:
        history, total = await results_db.history(conn, GUILD)
    assert total == 1
    game = history[0]
    assert [(p.player_id, p.place, p.score) for p in game.players] == [(ANN, 1, 9), (BOB, 2, 0)]
    assert game.players[0].breakdown == (("Bids won", 9), ("Cards", 0))
    assert game.rated and game.end_reason == "finished" and game.moves > 0
    model = PlackettLuce()
    expected = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    got = await standings(db)
    assert got[ANN][:2] == (expected[0][0].mu, expected[0][0].sigma)
    assert got[BOB][:2] == (expected[1][0].mu, expected[1][0].sigma)
    assert got[ANN][2:] == (1, 1) and got[BOB][2:] == (1, 0)
    # The result remembers the change each player saw in the final message.
    assert game.players[0].rating_before is None
    assert game.players[0].rating_after == shown(expected[0][0].ordinal())

    # A second game: openskill again from the stored ratings, a tie sharing first place.
    await duel(host, 100, ANN, BOB, tie=True)
    first = [model.rating(mu=got[ANN][0], sigma=got[ANN][1]),
             model.rating(mu=got[BOB][0], sigma=got[BOB][1])]
    again = model.rate([[first[0]], [first[1]]], ranks=[1, 1])
    got = await standings(db)
    assert got[ANN][:2] == (again[0][0].mu, again[0][0].sigma)
    assert got[BOB][:2] == (again[1][0].mu, again[1][0].sigma)
    assert got[ANN][2:] == (2, 2) and got[BOB][2:] == (2, 1)   # a shared first place wins


async def test_rebuild_equals_the_incremental_ratings(open_db: Opener) -> None:
    db = await open_db()
    clock = Clock()
    host = make_host(db, clock)
    pairs = [(ANN, BOB), (CY, ANN), (BOB, CY), (ANN, DEE), (DEE, BOB), (CY, DEE)]
    for index, (winner, loser) in enumerate(pairs):
        # Clocks of two processes disagree: the rating order, not the end time, counts.
        clock.advance(-2 if index == 2 else 1)
        await duel(host, 100 + index % 2, winner, loser, tie=index == 4)
    await duel(host, 300, ANN, BOB, guild=OTHER_GUILD)
    incremental = await standings(db)
    other = await standings(db, OTHER_GUILD)
    async with db.read() as conn:
        before = [[(p.player_id, p.rating_before, p.rating_after) for p in g.players]
                  for g in (await results_db.history(conn, GUILD, limit=100))[0]]
    assert await host.rebuild_ratings() == len(pairs) + 1
    assert await standings(db) == incremental
    assert await standings(db, OTHER_GUILD) == other
    async with db.read() as conn:
        after = [[(p.player_id, p.rating_before, p.rating_after) for p in g.players]
                 for g in (await results_db.history(conn, GUILD, limit=100))[0]]
    assert after == before


async def test_a_failed_end_rates_nothing_and_the_retry_rates_once(
        open_db: Opener, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fault injection: the transaction that ends the game fails after the result and the
    ratings were written (here: recording its announcement). Nothing of it stays; the
    move played again ends the game and rates it exactly once."""
    db = await open_db()
    host = make_host(db, Clock())
    real = Announcer.record
    calls = {"failed": 0}

    async def failing(self: Announcer, *args: object, **kwargs: object) -> object:
        if kwargs.get("results") is not None and not calls["failed"]:
            calls["failed"] += 1
            raise OSError("the process was killed here")
        return await real(self, *args, **kwargs)

    monkeypatch.setattr(Announcer, "record", failing)
    # On PostgreSQL the store takes an OSError for a dropped connection and the player is
    # told the move was not saved (it was not: the whole ending rolled back).
    with pytest.raises((OSError, StoreTrouble)) as failed:
        await duel(host, 100, ANN, BOB)
    if isinstance(failed.value, StoreTrouble):
        assert failed.value.saved is False
    assert calls["failed"] == 1
    async with db.read() as conn:
        assert (await results_db.history(conn, GUILD))[1] == 0
    assert await standings(db) == {}
    assert (await host.status(100)).status == "active"
    host = make_host(db, Clock())   # a restarted process reads the stored position
    status = await host.status(100)
    user = status.to_act[0].user_id
    assert user is not None
    mine = await host.options(100, user)
    ids = [o.id for o in mine.decisions[0].options]
    await host.act(100, user, "done" if "done" in ids else ids[0], mine.decisions[0].stamp)
    while (await host.status(100)).status != "finished":
        status = await host.status(100)
        user = status.to_act[0].user_id
        assert user is not None
        mine = await host.options(100, user)
        await host.act(100, user, mine.decisions[0].options[-1].id, mine.decisions[0].stamp)
    got = await standings(db)
    assert got[ANN][2] == 1 and got[BOB][2] == 1


async def test_a_kill_between_the_last_move_and_its_post_rates_once(open_db: Opener) -> None:
    """The last move is stored (with its result and ratings) and the process dies before
    posting: a new process delivers the final message once and rates nothing again."""
    db = await open_db()
    host = make_host(db, Clock())
    await duel(host, 100, ANN, BOB)   # nothing delivered: the "post" never happened
    rated = await standings(db)
    other = await open_db()           # another process, or the restarted one
    restarted = make_host(other, Clock())
    restarted.draw_images = True
    await restarted.resume_all()      # the start-up work (it records missing results)
    deliveries = await restarted.deliveries(100)
    finals = [d for d in deliveries if d.post is not None and d.post.rematch]
    assert len(finals) == 1 and "Ratings:" in finals[0].post.content
    assert [name for name, _ in finals[0].images] == ["results.png"]   # drawn again
    for d in deliveries:
        await restarted.delivered(d, 555 if d is finals[0] else None)
    assert await restarted.deliveries(100) == []
    assert await restarted.rebuild_ratings() == 1
    assert await standings(other) == rated
    async with other.read() as conn:
        game = (await results_db.history(conn, GUILD))[0][0]
    assert game.message_id == 555     # history links to the final message


async def test_an_upgraded_database_records_its_finished_games(open_db: Opener) -> None:
    """Games that ended before results were kept join the history at start-up, and the
    ratings are rebuilt from them: the same as if they had been kept all along."""
    db = await open_db()
    clock = Clock()
    host = make_host(db, clock)
    await duel(host, 100, ANN, BOB)
    clock.advance(1)
    await duel(host, 100, BOB, CY)
    kept = await standings(db)
    async with db.read() as conn:
        kept_history = (await results_db.history(conn, GUILD))[0]
    async with db.transaction() as conn:   # as the database was before migration 006
        await conn.execute("DELETE FROM game_results")
        await conn.execute("DELETE FROM ratings")
    await make_host(db, clock).resume_all()
    assert await standings(db) == kept
    async with db.read() as conn:
        history = (await results_db.history(conn, GUILD))[0]
    assert [(g.game_id, g.players) for g in history] == [
        (g.game_id, g.players) for g in kept_history]
    assert await host.season.backfill() == 0    # once only


async def test_resigning_and_leaving_rank_last_and_outsiders_see_nothing(
        open_db: Opener) -> None:
    db = await open_db()
    host = make_host(db, Clock())
    await started_duel(host)
    await host.replace(100, "Bob", CY, "Cy", is_moderator=True)   # Bob leaves, Cy plays
    outcome = await host.resign(100, CY)
    assert outcome.results is not None and "Ratings:" in outcome.results.text
    async with db.read() as conn:
        game = (await results_db.history(conn, GUILD))[0][0]
        assert (await results_db.history(conn, OTHER_GUILD))[1] == 0
        assert await ratings_db.top(conn, OTHER_GUILD, "duel") == []
        assert await results_db.records(conn, OTHER_GUILD, ANN) == []
    places = {p.player_id: (p.place, p.resigned, p.departed) for p in game.players}
    assert places == {ANN: (1, False, False), CY: (2, True, False), BOB: (3, False, True)}
    got = await standings(db)
    assert set(got) == {ANN, BOB, CY} and got[ANN][3] == 1
    assert got[BOB][0] < got[CY][0] < got[ANN][0]
    assert await host.profile(OTHER_GUILD, ANN, "Ann") == await host.profile(
        OTHER_GUILD, DEE, "Ann")   # nothing of this server elsewhere: the empty profile


async def test_an_aborted_game_is_not_recorded(open_db: Opener) -> None:
    db = await open_db()
    host = make_host(db, Clock())
    await started_duel(host)
    await host.abort(100, ANN, is_moderator=True)
    async with db.read() as conn:
        assert (await results_db.history(conn, GUILD))[1] == 0
    assert await standings(db) == {}
    assert Standing().shown == 1500


async def test_each_computer_level_is_a_rated_player_of_the_server(open_db: Opener) -> None:
    db = await open_db()
    host = make_host(db, Clock())
    await started_duel(host)
    await host.computer_takes_over(100, "Bob", "hard", True)
    await host.resign(100, ANN)
    async with db.read() as conn:
        board = await ratings_db.top(conn, GUILD, "duel")
    assert [(r.player_id, r.standing.wins) for r in board] == [(-2, 1), (ANN, 0), (BOB, 0)]
    text = await host.leaderboard(GUILD, "duel", ANN)
    assert text.splitlines()[1].startswith("1. Computer 1 (hard) 15")
    assert "Ordinateur 1 (difficile)" in text.build("fr")


async def test_a_computer_seat_has_one_name_in_the_game_history_and_leaderboard(
        open_db: Opener) -> None:
    """Issue 40, item 12: "Computer 1 (hard)" in the game, but "Computer (hard)" in the
    history and the leaderboard. Everywhere a computer seat is named after the game, it
    has the name the game gave it."""
    db = await open_db()
    host = make_host(db, Clock())
    await started_duel(host)
    await host.computer_takes_over(100, "Bob", "hard", True)
    in_game = next(s.name for s in (await host.status(100)).seats if s.computer)
    assert in_game == "Computer 1 (hard)"
    await host.resign(100, ANN)
    shown = {"leaderboard": str(await host.leaderboard(GUILD, "duel", ANN)),
             "history": str((await host.history(GUILD)).text),
             "profile": str(await host.profile(GUILD, ANN, "Ann"))}
    for where, text in shown.items():
        if where != "profile":     # Ann's profile names her games, not her opponents
            assert in_game in text, (where, text)
        assert "Computer (" not in text, (where, text)


async def test_a_rematch_seats_the_computers_again(open_db: Opener) -> None:
    db = await open_db()
    clock = Clock()
    host = make_host(db, clock)
    await host.new_game(100, GUILD, ANN, "Ann", "duel")
    await host.add_computer(100, ANN, "hard")
    await host.start(100, ANN)
    game_id = (await host.status(100)).game_id
    await host.resign(100, ANN)
    # Bob did not play: the table has the rematch to itself for a quarter of an hour.
    clock.advance(0.25)
    rematch = await host.rematch(100, GUILD, game_id, BOB, "Bob")
    assert [(s.user_id, s.computer) for s in rematch.lobby.seats] == [(BOB, None), (None, "hard")]
    assert rematch.mention_user_ids == (ANN,)
    with pytest.raises(HostError, match="not kept here"):
        await host.rematch(101, GUILD, game_id, CY, "Cy")   # not this game's channel
    await host.abort(100, BOB, is_moderator=True)
    await host.new_game(100, GUILD, CY, "Cy", "cave-vs-cave")
    with pytest.raises(HostError, match="already open"):
        await host.rematch(100, GUILD, game_id, CY, "Cy")


async def test_a_finished_game_of_an_unknown_game_does_not_stop_the_start(
        open_db: Opener) -> None:
    db = await open_db()
    host = make_host(db, Clock())
    await duel(host, 100, ANN, BOB)
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM game_results")
        await conn.execute("UPDATE games SET game_key = 'retired-game'")
    assert await make_host(db, Clock()).resume_all() == []
    async with db.read() as conn:
        assert (await results_db.history(conn, GUILD))[1] == 0


async def test_copy_db_carries_the_season(tmp_path: Path, open_db: Opener) -> None:
    """``python -m bot copy-db``: results, departures and ratings move with the games."""
    from bot.__main__ import copy_db
    source = await Database.open(tmp_path / "source.db")
    host = make_host(source, Clock())
    await duel(host, 100, ANN, BOB)
    async with source.read() as conn:
        history = (await results_db.history(conn, GUILD))[0]
    rated = await standings(source)
    await source.close()
    target = await open_db()
    assert await copy_db(str(tmp_path / "source.db"), open_db.target) == 0
    async with target.read() as conn:
        assert (await results_db.history(conn, GUILD))[0] == history
    assert await standings(target) == rated
