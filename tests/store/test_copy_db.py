"""``python -m bot copy-db``: SQLite to the other backend and back, every game intact."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import copy_db, main
from bot.config import Settings
from bot.host import GameHost
from bot.store import Database
from bot.store import games as games_db
from tests.clock import Clock
from tests.store.conftest import Store

GUILD, ANN, BOB = 10, 1, 2


async def _dump(db: Database) -> list[tuple[object, ...]]:
    """Every game with its seats and its whole log (undone moves too)."""
    out: list[tuple[object, ...]] = []
    async with db.read() as conn:
        for row in await games_db.games_in_play(conn) + [
                g for g in [await games_db.last_game_in(conn, c) for c in (1, 2, 3)] if g]:
            out.append((row, await games_db.seats(conn, row.id),
                        await games_db.moves(conn, row.id, include_undone=True)))
    return sorted(out, key=lambda t: t[0].id)  # type: ignore[attr-defined]


async def _games(path: Path) -> Database:
    """A source with a running game (an undone move too), a finished one and a lobby."""
    db = await Database.open(path)
    host = GameHost(db, Settings(), clock=Clock(), seeds=lambda: 11, draw_images=False)
    await host.new_game(1, GUILD, ANN, "Ann", "duel")
    await host.join(1, BOB, "Bob")
    await host.start(1, ANN)
    await host.act(1, ANN, "bid:1")
    await host.undo(1, ANN, is_moderator=True)
    await host.act(1, ANN, "bid:2")
    await host.new_game(2, GUILD, ANN, "Ann", "duel")
    await host.join(2, BOB, "Bob")
    await host.start(2, ANN)
    await host.act(2, ANN, "bid:3")
    await host.resign(2, BOB)
    await host.new_game(3, None, BOB, "Bob", "duel")
    await host.notify(BOB, True)
    return db


async def test_copy_there_and_back(tmp_path: Path, open_db: Store,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    source = await _games(tmp_path / "source.db")
    expected = await _dump(source)
    await source.close()
    target = await open_db()                       # migrated, empty
    assert await copy_db(str(tmp_path / "source.db"), open_db.target) == 0
    said = capsys.readouterr().out
    assert "Copied 3 game(s) with 3 move(s)" in said and "2 replayed" in said
    assert await _dump(target) == expected
    # New rows continue after the copied ids.
    host = GameHost(target, Settings(), clock=Clock(), seeds=lambda: 5, draw_images=False)
    lobby = await host.new_game(9, GUILD, ANN, "Ann", "duel")
    assert lobby.game_id == 4
    assert await copy_db(open_db.target, open_db.target) == 1
    assert "already holds 4 game(s)" in capsys.readouterr().err

    back = tmp_path / "back.db"
    assert await copy_db(open_db.target, str(back)) == 0
    again = await Database.open(back)
    try:
        assert [t for t in await _dump(again) if t[0].id != 4] == expected  # type: ignore[attr-defined]
    finally:
        await again.close()


def test_a_missing_source_is_one_sentence(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["copy-db", "--from", str(tmp_path / "none.db"),
                 "--to", str(tmp_path / "x.db")]) == 2
    assert "no such database file" in capsys.readouterr().err
