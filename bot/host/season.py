"""A season of play: results kept at a game's end, ratings, and what members read of them.

:func:`game_ended` runs inside the transaction that ends a game (the last move or a
resignation): it stores the result and updates the ratings there, so a crash or a
restart never rates a game twice or skips it (the game's end is conditional on its
status; the result's row is keyed by the game). The final message then carries the
length of the game and each rated player's change.

:class:`SeasonService` answers ``/game mine``, ``history``, ``profile``,
``leaderboard`` and the Rematch button, and rebuilds every rating from the stored
results (``python -m bot ratings rebuild``; also after an upgrade recorded the games
that had ended before results were kept).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from bot import images, texts
from bot.host.core import HostCore, Service, seats_in
from bot.i18n import Composed, Msg, UserText, localizer, tr
from bot.outcomes import HostError, Image, LobbyInfo, Results, SeatInfo
from bot.ratings import Standing, computer_id, computer_level, rate, rated_players, shown
from bot.store import games as games_db
from bot.store import ratings as ratings_db
from bot.store import results as results_db
from bot.store.games import GameRow
from bot.store.ratings import RatingRow
from bot.store.results import GameResult, SeatResult
from rules import State

if TYPE_CHECKING:   # the lobby records through the announcer, which draws our card
    from bot.host.computers import ComputerService
    from bot.host.lobby import LobbyService

log = logging.getLogger(__name__)

PAGE = 10
RESULTS_CARD = "results.png"


def jump_url(guild_id: int | None, channel_id: int, message_id: int | None = None) -> str:
    """Discord's link to a message (or to the channel when there is none yet)."""
    where = f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"
    return f"{where}/{message_id}" if message_id else where


def plain(name: str) -> UserText:
    """A member's name as typed: every catalogue message escapes it (``bot.i18n.shown``),
    so it never becomes a link, a mention or markup."""
    return UserText(name)


def player_of(seat: SeatInfo) -> int | None:
    """The rated player holding a seat: the member, or the computer's level; else None."""
    if seat.user_id is not None:
        return seat.user_id
    return computer_id(seat.computer) if seat.computer else None


def player_name(player_id: int, stored: str, lang: str) -> str:
    level = computer_level(player_id) if player_id < 0 else None
    if level is None and player_id < 0:
        return tr(lang, "season-computer", level=stored)
    if level is not None:
        return tr(lang, "season-computer", level=tr(lang, f"level-{level}"))
    return plain(stored)


# ----- the end of a game (inside its transaction) ----------------------------------------
async def game_ended(core: HostCore, conn: Any, row: GameRow, state: State,
                     seats: Sequence[SeatInfo], results: Results, now: float) -> Results:
    """Store the result of a game that ends in this transaction and rate it; return the
    results with the season's lines (length, rating changes) for the final message."""
    record = await _record(core, conn, row, state, seats, results, now)
    if not await results_db.add(conn, record):
        return results          # recorded already: never rated twice
    changes: dict[int, tuple[int | None, int | None]] = {}
    if record.rated:
        changes = await _rate(conn, record)
    return replace(results, epilogue=_epilogue(record, changes))


async def _record(core: HostCore, conn: Any, row: GameRow, state: State,
                  seats: Sequence[SeatInfo], results: Results, now: float) -> GameResult:
    engine = core.engine(row.key)
    view = engine.view(state, None)
    by_seat = {s.seat: s for s in seats}
    players = []
    for score in results.scores:
        info = by_seat.get(score.seat)
        players.append(SeatResult(
            score.seat, player_of(info) if info else None, info.name if info else score.name,
            score.place, score.total, tuple((str(label), int(points))
                                            for label, points in score.lines),
            score.resigned))
    last = max((p.place for p in players), default=0) + 1
    seated = {p.player_id for p in players}
    for seat, user_id, name in await results_db.departures(conn, row.id):
        if user_id not in seated:    # a member who came back keeps their own seat's place
            players.append(SeatResult(seat, user_id, name, last, 0, departed=True))
            seated.add(user_id)
    solo = results.solo or {}
    rated = (row.end_reason in ("finished", "resigned") and len(seats) >= 2
             and len(rated_players((p.player_id, p.place) for p in players)) >= 2)
    goal = solo.get("solo_goal")
    return GameResult(
        row.id, row.guild_id, row.channel_id, row.key, dict(row.options), len(seats),
        row.end_reason or "finished", row.started_at, row.ended_at or now,
        await results_db.move_count(conn, row.id),
        view.get("printed_round", view.get("round")),
        int(goal) if isinstance(goal, int | float) else None,
        bool(solo.get("solo_goal_reached")) if len(seats) == 1 else None, rated,
        tuple(players))


async def _rate(conn: Any, record: GameResult) -> dict[int, tuple[int | None, int | None]]:
    guild = record.guild_id or 0
    players = rated_players((p.player_id, p.place) for p in record.players)
    current = await ratings_db.locked(conn, guild, record.key, [pid for pid, _ in players])
    await ratings_db.take_turn(conn, record.game_id, guild, record.key)
    new = rate(current, players)
    names = {p.player_id: p.name for p in record.players if p.player_id is not None}
    await ratings_db.save(conn, guild, record.key, new, names)
    changes: dict[int, tuple[int | None, int | None]] = {
        pid: (current[pid].shown if pid in current else None, s.shown)
        for pid, s in new.items()}
    await results_db.set_ratings(conn, record.game_id, changes)
    return changes


def _epilogue(record: GameResult, changes: dict[int, tuple[int | None, int | None]]
              ) -> Composed:
    def text(lang: str) -> str:
        lines = [length_text(record, lang)]
        if changes:
            lines.append(tr(lang, "season-rating-changes"))
            for p in record.players:
                if p.player_id in changes:
                    before, after = changes[p.player_id]
                    lines.append(rating_change(player_name(p.player_id, p.name, lang),
                                               before, after, lang))
        return "\n".join(lines)
    return Composed(text)


def rating_change(name: str, before: int | None, after: int | None, lang: str) -> str:
    start = before if before is not None else shown(Standing().ordinal)
    end = after if after is not None else start
    # Ratings are written as plain digits (no grouping: "1500", not "1,500").
    return tr(lang, "season-rating-line", name=name, before=str(start), after=str(end),
              change=f"{end - start:+d}")


def length_text(record: GameResult, lang: str) -> str:
    days = (record.ended_at - record.started_at) / 86400 if record.started_at else 0.0
    # Whole days, rounded up: a game of 26 hours took 2 days; under one day says so.
    return tr(lang, "season-length", moves=record.moves, rounds=record.rounds or 0,
              days=math.ceil(days) if days >= 1 else 0)


# ----- the results card ------------------------------------------------------------
async def results_card(core: HostCore, game_id: int, lang: str) -> tuple[Image, ...]:
    """The results card of a finished game: places, scores and each final board small."""
    if not core.draw_images:
        return ()
    async with core.db.read() as conn:
        result = await results_db.get(conn, game_id)
        row = await games_db.get_game(conn, game_id)
    if result is None or row is None or row.state is None:
        return ()
    engine = core.engine(row.key)
    view = engine.view(engine.from_json(row.state), None)
    say = localizer(lang)
    title = texts.title(row.key, lang, core.engine(row.key).title)
    # A picture never links or pings: the names are drawn as they are.
    lines = [(p.seat, p.place, player_name(p.player_id, p.name, lang)
              if p.player_id is not None and p.player_id < 0 else p.name, p.score,
              "" if p.rating_after is None else tr(
                  lang, "season-card-rating", rating=str(p.rating_after),
                  change=f"{p.rating_after - (p.rating_before or shown(0.0)):+d}"))
             for p in result.players if not p.departed]
    heading = tr(lang, "season-card-title", game=title)
    verdict = ""
    if result.seats == 1 and result.solo_goal is not None:
        verdict = tr(lang, "season-solo-goal", goal=result.solo_goal,
                     reached="yes" if result.solo_reached else "no")
    elif result.seats > 1:
        winners = [name for _, place, name, _, _ in lines if place == 1]
        verdict = tr(lang, "text-winner", names=texts.names_list(winners, lang),
                     count=len(winners))
    from render.common.results_card import card_images
    try:
        return tuple(await images._off_loop(card_images, RESULTS_CARD, row.key, view,
                                            heading, verdict, lines, say))
    except Exception:   # a broken drawing must not stop the final message
        log.exception("drawing the results card of game %s failed", game_id)
        return ()


# ----- what members read ---------------------------------------------------------------
@dataclass(frozen=True)
class SeasonPage:
    """One page of a season listing, in the reader's language."""

    text: Composed
    page: int          # 0-based
    pages: int


@dataclass(frozen=True)
class Rematch:
    lobby: LobbyInfo
    mention_user_ids: tuple[int, ...]   # the other players of the finished game, once
    joined: bool                        # the presser joined a rematch lobby already open


def _pages(total: int) -> int:
    return max(1, -(-total // PAGE))


class SeasonService(Service):
    def __init__(self, core: HostCore, lobbies: LobbyService,
                 computers: ComputerService | None = None) -> None:
        super().__init__(core)
        self.lobbies = lobbies
        self.computers = computers

    # ----- /game mine ------------------------------------------------------------------
    async def mine(self, guild_id: int | None, user_id: int, page: int = 0) -> SeasonPage:
        async with self.core.db.read() as conn:
            found = await results_db.open_seats(conn, guild_id, user_id)
        pages = _pages(len(found))
        page = min(max(page, 0), pages - 1)
        shown_here = found[page * PAGE:(page + 1) * PAGE]

        def text(lang: str) -> str:
            if not found:
                return tr(lang, "season-mine-empty")
            lines = [tr(lang, "season-mine-title", count=len(found))]
            for game in shown_here:
                lines.append(self._mine_line(game, guild_id, lang))
            if pages > 1:
                lines.append(tr(lang, "season-page", page=page + 1, pages=pages))
            return "\n".join(lines)
        return SeasonPage(Composed(text), page, pages)

    def _mine_line(self, game: results_db.OpenSeat, guild_id: int | None, lang: str) -> str:
        title = texts.title(game.key, lang, self.core.engine(game.key).title)
        message = game.memory.get("turn_message_id")
        link = jump_url(guild_id, game.channel_id, int(message) if message else None)
        if game.status == "lobby":
            return tr(lang, "season-mine-lobby", game=title, link=link,
                      channel=f"<#{game.channel_id}>", count=len(game.seats))
        acting = {int(s) for s in (game.memory.get("stamps") or {})}
        names = [plain(name) if user is not None or not level
                 else tr(lang, "season-computer", level=tr(lang, f"level-{level}"))
                 for seat, name, user, level in game.seats if seat in acting]
        when = game.last_move_at or game.created_at
        return tr(lang, texts.for_game("season-mine-game", game.key), game=title, link=link,
                  channel=f"<#{game.channel_id}>",
                  state="mine" if game.waiting_on_me else game.status,
                  who=texts.names_list(names, lang), count=max(1, len(names)),
                  round=game.memory.get("round") or 0,
                  ago=f"<t:{int(when)}:R>")

    # ----- /game history ---------------------------------------------------------------
    async def history(self, guild_id: int | None, member_id: int | None = None,
                      key: str | None = None, page: int = 0) -> SeasonPage:
        async with self.core.db.read() as conn:
            _, total = await results_db.history(conn, guild_id, player_id=member_id, key=key,
                                                limit=0)
            pages = _pages(total)
            page = min(max(page, 0), pages - 1)
            games, _ = await results_db.history(conn, guild_id, player_id=member_id, key=key,
                                                offset=page * PAGE, limit=PAGE)

        def text(lang: str) -> str:
            if not games:
                return tr(lang, "season-history-empty")
            lines = [tr(lang, "season-history-title", count=total)]
            for game in games:
                lines.append(self._history_line(game, lang))
            if pages > 1:
                lines.append(tr(lang, "season-page", page=page + 1, pages=pages))
            return "\n".join(lines)
        return SeasonPage(Composed(text), page, pages)

    def _history_line(self, game: GameResult, lang: str) -> str:
        title = texts.title(game.key, lang, self.core.engine(game.key).title)
        players = tr(lang, "text-comma").join(
            tr(lang, "season-history-player", place=p.place, score=p.score,
               name=player_name(p.player_id, p.name, lang) if p.player_id is not None
               else plain(p.name)) for p in game.players if not p.departed)
        if game.seats == 1 and game.solo_goal is not None:
            players += " " + tr(lang, "season-solo-goal", goal=game.solo_goal,
                                reached="yes" if game.solo_reached else "no")
        return tr(lang, "season-history-line", date=f"<t:{int(game.ended_at)}:d>", game=title,
                  players=players, link=jump_url(game.guild_id, game.channel_id,
                                                 game.message_id))

    # ----- /game profile ---------------------------------------------------------------
    async def profile(self, guild_id: int | None, member_id: int, name: str) -> Composed:
        async with self.core.db.read() as conn:
            records = await results_db.records(conn, guild_id, member_id)
            rated = {r.key: r for r in await ratings_db.of_player(conn, guild_id or 0,
                                                                  member_id)}
            boards = {key: await ratings_db.count(conn, guild_id or 0, key) for key in rated}
            last = await results_db.last_results(conn, guild_id, member_id)

        def text(lang: str) -> str:
            if not records:
                return tr(lang, "season-profile-empty", name=plain(name))
            lines = [tr(lang, "season-profile-title", name=plain(name))]
            for r in records:
                title = texts.title(r.key, lang, self.core.engine(r.key).title)
                rivals = r.played - r.solo_played
                if rivals:
                    rating = rated.get(r.key)
                    lines.append(tr(
                        lang, "season-profile-game", game=title, played=rivals, wins=r.wins,
                        rate=round(100 * r.wins / rivals), best=r.best,
                        average=f"{r.average:.1f}",
                        rating=str(rating.rating) if rating else "none",
                        rank=rating.rank if rating else 0,
                        of=boards.get(r.key, 0)))
                if r.solo_played:
                    lines.append(tr(lang, "season-profile-solo", game=title,
                                    played=r.solo_played, best=r.solo_best or 0,
                                    goals=r.goals))
            if last:
                lines.append(tr(lang, "season-profile-last"))
                for key, place, seats, score, ended in last:
                    lines.append(tr(lang, "season-profile-result",
                                    date=f"<t:{int(ended)}:d>",
                                    game=texts.title(key, lang, self.core.engine(key).title),
                                    place=place, seats=seats, score=score))
            return "\n".join(lines)
        return Composed(text)

    # ----- /game leaderboard -----------------------------------------------------------
    async def leaderboard(self, guild_id: int | None, key: str, asker_id: int) -> Composed:
        engine = self.core.engine(key)
        async with self.core.db.read() as conn:
            top = await ratings_db.top(conn, guild_id or 0, key)
            mine = [] if any(r.player_id == asker_id for r in top) else \
                await ratings_db.of_player(conn, guild_id or 0, asker_id, key)

        def line(r: RatingRow, lang: str) -> str:
            return tr(lang, "season-leader-line", rank=r.rank, rating=str(r.rating),
                      name=player_name(r.player_id, r.name, lang), games=r.standing.games,
                      wins=r.standing.wins, you="yes" if r.player_id == asker_id else "no")

        def text(lang: str) -> str:
            title = texts.title(key, lang, engine.title)
            if not top:
                return tr(lang, "season-leader-empty", game=title)
            lines = [tr(lang, "season-leader-title", game=title)]
            lines.extend(line(r, lang) for r in top)
            if mine:
                lines.append("…")
                lines.extend(line(r, lang) for r in mine)
            lines.append(tr(lang, "season-leader-about"))
            return "\n".join(lines)
        return Composed(text)

    # ----- Rematch ---------------------------------------------------------------------
    async def rematch(self, channel_id: int, guild_id: int | None, game_id: int,
                      user_id: int, name: str) -> Rematch:
        """A new lobby here with the finished game's game and options, the presser seated;
        the other players are mentioned the first time only. A lobby of the same game
        already open here is joined instead."""
        async with self.core.db.read() as conn:
            result = await results_db.get(conn, game_id)
            open_row = await games_db.open_game_in(conn, channel_id)
        if result is None or result.channel_id != channel_id:
            raise HostError(Msg("season-rematch-unknown"))
        if open_row is not None:
            if open_row.status == "lobby" and open_row.key == result.key:
                seats = await self.core.seats(open_row.id)
                lobby = (await self.lobbies.lobby(channel_id) if self.core.seat_of(
                    seats, user_id) else await self.lobbies.join(channel_id, user_id, name))
                return Rematch(lobby, (), True)
            raise HostError(Msg("season-rematch-busy"))
        wanted = result.seats if result.seats > 1 else None
        lobby = await self.lobbies.new_game(channel_id, guild_id, user_id, name, result.key,
                                            wanted, result.options)
        # The computer players of the finished game take their seats again, level by level.
        levels = [computer_level(p.player_id) for p in result.players
                  if p.player_id is not None and p.player_id < 0 and not p.departed]
        for level in levels:
            if level is not None and self.computers is not None:
                lobby = await self.computers.add(channel_id, user_id, level)
        async with self.core.db.transaction() as conn:
            first = await results_db.claim_rematch(conn, game_id, lobby.game_id)
        others = tuple(sorted({p.player_id for p in result.players if p.player_id is not None
                               and p.player_id > 0 and p.player_id != user_id
                               and not p.departed})) if first else ()
        return Rematch(lobby, others, False)

    async def card(self, game_id: int, lang: str) -> tuple[Image, ...]:
        return await results_card(self.core, game_id, lang)

    # ----- upgrade and rebuild ---------------------------------------------------------
    async def backfill(self) -> int:
        """Record the finished games that ended before results were kept (an upgraded
        database), then rebuild every rating from the results. Returns how many."""
        async with self.core.db.read() as conn:
            missing = await results_db.unrecorded_finished(conn)
        for game_id in missing:
            try:
                await self._backfill_one(game_id)
            except Exception:   # a game this code no longer plays must not stop the start
                log.exception("could not record the result of finished game %s", game_id)
        if missing:
            await self.rebuild()
        return len(missing)

    async def _backfill_one(self, game_id: int) -> None:
        async with self.core.db.read() as conn:
            row = await games_db.get_game(conn, game_id)
            seats = await seats_in(conn, game_id) if row else []
        if row is None or row.state is None:
            return
        state = self.core.engine(row.key).from_json(row.state)
        results = self.core.results(row, state, seats, row.result or None)
        async with self.core.db.transaction() as conn:
            record = await _record(self.core, conn, row, state, seats, results,
                                   row.ended_at or 0.0)
            await results_db.add(conn, record)

    async def rebuild(self) -> int:
        """Every rating again from the stored results, in the order the games were rated
        (the order they ended), with the same function as at each game's end: so the same
        numbers. Returns how many games were rated."""
        async with self.core.db.transaction() as conn:
            await ratings_db.clear(conn)
            games = await ratings_db.rated_games(conn)
            boards: dict[tuple[int, str], dict[int, Standing]] = {}
            names: dict[tuple[int, str], dict[int, str]] = {}
            for game_id, guild, key, entries in games:
                board = boards.setdefault((guild, key), {})
                players = rated_players((pid, place) for pid, place, _ in entries)
                before = {pid: board[pid].shown if pid in board else None for pid, _ in players}
                new = rate(board, players)
                board.update(new)
                names.setdefault((guild, key), {}).update(
                    {pid: name for pid, _, name in entries})
                await results_db.set_ratings(conn, game_id, {
                    pid: (before[pid], s.shown) for pid, s in new.items()})
            for (guild, key), board in boards.items():
                await ratings_db.save(conn, guild, key, board, names[(guild, key)])
        return len(games)
