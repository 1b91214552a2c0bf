"""The end of a game, inside the transaction that ends it: its result kept, its rating
changes, the final message's epilogue and its results card.

:func:`game_ended` stores the result and updates the ratings in that transaction, so a
crash or a restart never rates a game twice or skips it (the game's end is conditional on
its status; the result's row is keyed by the game). The turn and announce services call it;
it imports none of them (the season's listings and Rematch live in :mod:`season`, above).
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot import images, texts
from bot.host.core import HostCore
from bot.i18n import Composed, UserText, drawing, localizer, tr
from bot.outcomes import Image, Results, SeatInfo
from bot.ratings import Standing, computer_id, computer_level, rate, rated_players, shown
from bot.store import games as games_db
from bot.store import ratings as ratings_db
from bot.store import results as results_db
from bot.store.games import GameRow
from bot.store.results import GameResult, SeatResult
from rules import State

log = logging.getLogger(__name__)

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
    """A result's or a rating's player as the game named the seat: a member's name, or a
    computer's "Computer 1 (hard)" (its number read from the stored seat name, its level
    in the reader's language), the same in the game, history, cards and leaderboards."""
    level = computer_level(player_id) if player_id < 0 else None
    if level is None and player_id < 0:
        return tr(lang, "season-computer", level=stored)
    if level is not None:
        found = re.search(r"\d+", stored or "")
        return tr(lang, "season-computer-seat", number=int(found.group()) if found else 1,
                  level=tr(lang, f"level-{level}"))
    return plain(stored)


# ----- the end of a game (inside its transaction) ----------------------------------------
async def game_ended(core: HostCore, conn: Any, row: GameRow, state: State,
                     seats: Sequence[SeatInfo], results: Results, now: float) -> Results:
    """Store the result of a game that ends in this transaction and rate it; return the
    results with the season's lines (length, rating changes) for the final message."""
    record = await record_of(core, conn, row, state, seats, results, now)
    if not await results_db.add(conn, record):
        return results          # recorded already: never rated twice
    changes: dict[int, tuple[int | None, int | None]] = {}
    if record.rated:
        changes = await _rate(conn, record)
    return replace(results, epilogue=_epilogue(record, changes))


async def record_of(core: HostCore, conn: Any, row: GameRow, state: State,
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
    with drawing():   # a picture: names as typed, never chat-escaped
        heading, verdict, lines = _card_texts(core, row, result, lang)
    from render.common.results_card import card_images
    try:
        return tuple(await images._off_loop(card_images, RESULTS_CARD, row.key, view,
                                            heading, verdict, lines, say))
    except Exception:   # a broken drawing must not stop the final message
        log.exception("drawing the results card of game %s failed", game_id)
        return ()


def _card_texts(core: HostCore, row: GameRow, result: GameResult, lang: str
                ) -> tuple[str, str, list[tuple[int, int, str, int, str]]]:
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
    return heading, verdict, lines
