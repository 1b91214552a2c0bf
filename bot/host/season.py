"""A season of play: what members read of the results and ratings kept at each game's end
(:mod:`bot.host.game_end` keeps them, inside the transaction that ends the game).

:class:`SeasonService` answers ``/game mine``, ``history``, ``profile``,
``leaderboard`` and the Rematch button (:mod:`bot.host.rematch`), and rebuilds every
rating from the stored results (``python -m bot ratings rebuild``; also after an upgrade
recorded the games that had ended before results were kept).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot import texts
from bot.host.clocks import clock_text
from bot.host.computers import ComputerService
from bot.host.core import HostCore, Service, seats_in
from bot.host.game_end import jump_url, plain, player_name, record_of, results_card
from bot.host.languages import LanguageService
from bot.host.lobby import LobbyService
from bot.host.rematch import RematchService
from bot.i18n import Composed, languages, tr
from bot.outcomes import Image
from bot.ratings import Standing, rate, rated_players
from bot.store import games as games_db
from bot.store import ratings as ratings_db
from bot.store import results as results_db
from bot.store.ratings import RatingRow
from bot.store.results import GameResult

log = logging.getLogger(__name__)

PAGE = 10            # at most this many entries to a page
# Discord's limit for a message's content (cogs.layout.MAX_CONTENT): a page is built to
# fit it whole, in every language, rather than cut there (which lost its last entries).
MESSAGE_LIMIT = 2000


# ----- what members read ---------------------------------------------------------------
@dataclass(frozen=True)
class SeasonPage:
    """One page of a season listing, in the reader's language."""

    text: Composed
    page: int          # 0-based
    pages: int
    tables: tuple[int, ...] = ()   # /game mine: the running games shown, for their web table


class Listing:
    """A season listing cut into pages that fit a message whole in every language.

    Where a page ends depends only on the entries, never on the reader's language (the
    ◀ ▶ buttons carry a page number): an entry costs its longest rendering, so a page
    that fits in the wordiest language fits in all of them. Pages are filled in order, so
    every entry is on exactly one page."""

    def __init__(self, count: int, head: Callable[[str], str],
                 entry: Callable[[int, str], str]) -> None:
        self.head, self.entry = head, entry
        self.lines = {lang: [entry(i, lang) for i in range(count)] for lang in languages()}
        self.ranges = _pack(count, self.lines, head)

    def page(self, asked: int) -> tuple[int, Sequence[int]]:
        page = min(max(asked, 0), len(self.ranges) - 1)
        return page, self.ranges[page]

    def text(self, page: int, lang: str) -> str:
        lines = self.lines.get(lang)
        chosen = [lines[i] if lines is not None else self.entry(i, lang)
                  for i in self.ranges[page]]
        out = [self.head(lang), *chosen]
        if len(self.ranges) > 1:
            out.append(tr(lang, "season-page", page=page + 1, pages=len(self.ranges)))
        return "\n".join(out)


def _pack(count: int, lines: dict[str, list[str]], head: Callable[[str], str]
          ) -> list[range]:
    # The frame of every page, at its longest: the title and "Page n of n" (n at most the
    # number of entries), each on its own line.
    frame = max(len(head(lang)) + 1 + len(tr(lang, "season-page", page=max(count, 1),
                                              pages=max(count, 1))) + 1 for lang in lines)
    budget = MESSAGE_LIMIT - frame
    ranges: list[range] = []
    start = used = 0
    for index in range(count):
        cost = max(len(lines[lang][index]) for lang in lines) + 1
        if index > start and (used + cost > budget or index - start >= PAGE):
            ranges.append(range(start, index))
            start, used = index, 0
        used += cost
    ranges.append(range(start, count))
    return ranges


class SeasonService(Service):
    def __init__(self, core: HostCore, lobbies: LobbyService,
                 computers: ComputerService | None = None,
                 languages: LanguageService | None = None) -> None:
        super().__init__(core)
        self.lobbies = lobbies
        self.computers = computers
        # The Rematch button (bot.host.rematch): one lobby for the table, under faults.
        self.rematch = RematchService(core, lobbies, computers,
                                      languages or LanguageService(core)).rematch

    # ----- /game mine ------------------------------------------------------------------
    async def mine(self, guild_id: int | None, user_id: int, page: int = 0) -> SeasonPage:
        async with self.core.db.read() as conn:
            found = await results_db.open_seats(conn, guild_id, user_id)
        listing = Listing(len(found), lambda lang: tr(lang, "season-mine-title", count=len(found)),
                          lambda i, lang: self._mine_line(found[i], guild_id, lang))
        page, _ = listing.page(page)

        def text(lang: str) -> str:
            if not found:
                return tr(lang, "season-mine-empty")
            return listing.text(page, lang)
        shown_here = [found[i] for i in listing.ranges[page]] if found else []
        return SeasonPage(Composed(text), page, len(listing.ranges),
                          tuple(g.game_id for g in shown_here if g.status != "lobby"))

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
        line = tr(lang, texts.for_game("season-mine-game", game.key), game=title, link=link,
                  channel=f"<#{game.channel_id}>",
                  state="mine" if game.waiting_on_me else game.status,
                  who=texts.names_list(names, lang), count=max(1, len(names)),
                  round=game.memory.get("round") or 0,
                  ago=f"<t:{int(when)}:R>")
        if game.waiting_on_me and game.clock is not None:
            line += " " + tr(lang, "season-mine-clock", when=clock_text(lang, *game.clock))
        return line

    # ----- /game history ---------------------------------------------------------------
    async def history(self, guild_id: int | None, member_id: int | None = None,
                      key: str | None = None, page: int = 0) -> SeasonPage:
        # Every finished game is read: where a page ends depends on the lengths of the
        # entries before it (a page holds fewer long entries).
        async with self.core.db.read() as conn:
            _, total = await results_db.history(conn, guild_id, player_id=member_id, key=key,
                                                limit=0)
            games, _ = await results_db.history(conn, guild_id, player_id=member_id, key=key,
                                                limit=total) if total else ([], 0)
        listing = Listing(len(games), lambda lang: tr(lang, "season-history-title", count=total),
                          lambda i, lang: self._history_line(games[i], lang))
        page, _ = listing.page(page)

        def text(lang: str) -> str:
            if not games:
                return tr(lang, "season-history-empty")
            return listing.text(page, lang)
        return SeasonPage(Composed(text), page, len(listing.ranges))

    def _history_line(self, game: GameResult, lang: str) -> str:
        title = texts.title(game.key, lang, self.core.engine(game.key).title)
        # Members who left their seat (resigned, kicked, replaced) are listed too, last.
        players = tr(lang, "text-comma").join(
            tr(lang, "season-history-left" if p.departed else "season-history-player",
               place=p.place, score=p.score,
               name=player_name(p.player_id, p.name, lang) if p.player_id is not None
               else plain(p.name)) for p in game.players)
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
                        average=round(r.average, 1),   # the catalogue writes its decimals
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
            record = await record_of(self.core, conn, row, state, seats, results,
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
