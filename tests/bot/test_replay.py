"""Issue 27: ``/game replay`` rebuilds a game from its stored move log as an animated WebP,
one frame per round reached and one for the end, drawn from public views only."""

from __future__ import annotations

import asyncio
import io
import shutil
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import bot.replays as replays
import rules
from bot.host import GameHost
from bot.outcomes import HostError
from bot.store import Database
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, GUILD, make_host
from tests.bot.helpers import play_random
from tests.clock import Clock


def _random_moves(key: str, players: int, seed: int, limit: int | None = None
                  ) -> tuple[list[tuple[int, str]], Any]:
    engine = rules.get_engine(key)
    state = engine.new_game(players, seed, None)
    rng = Rng(seed)
    moves: list[tuple[int, str]] = []
    while not engine.is_over(state) and (limit is None or len(moves) < limit):
        decision = rng.choice(engine.pending(state))
        option = rng.choice(decision.options)
        state = engine.apply(state, decision.seat, option.id)
        moves.append((decision.seat, option.id))
    return moves, state


def _frames(webp: bytes) -> list[Image.Image]:
    image = Image.open(io.BytesIO(webp))
    assert image.format == "WEBP" and image.is_animated
    frames = []
    for index in range(image.n_frames):
        image.seek(index)
        frames.append(image.convert("RGB"))
    return frames


@pytest.mark.parametrize(("key", "players"), [("cave-vs-cave", 2), ("cave-vs-cave", 1),
                                              ("caverna", 3), ("cavern-tavern", 2)])
def test_a_finished_game_has_a_frame_per_round_and_one_for_the_end(key: str, players: int
                                                                   ) -> None:
    moves, state = _random_moves(key, players, 4)
    engine = rules.get_engine(key)
    rounds = engine.view(state, None)["round"]
    made = replays.animate(key, players, 4, None, moves, {s: f"P{s}" for s in range(players)},
                           engine.ranking(state), "en")
    assert made.rounds == rounds and made.frames == rounds + 1
    frames = _frames(made.webp)
    assert len(frames) == rounds + 1
    assert len(made.webp) <= replays.MAX_BYTES
    assert len({f.size for f in frames}) == 1 and frames[0].width <= 1200


def test_a_running_game_ends_on_the_round_being_played() -> None:
    moves, state = _random_moves("cave-vs-cave", 2, 5, limit=70)
    engine = rules.get_engine("cave-vs-cave")
    assert not engine.is_over(state)
    frames = replays.frames_of("cave-vs-cave", 2, 5, None, moves, finished=False)
    assert [f.kind for f in frames[:-1]] == ["round"] * (len(frames) - 1)
    assert frames[-1].kind == "now" and frames[-1].view == engine.view(state, None)
    assert [f.round for f in frames] == list(range(1, engine.view(state, None)["round"] + 1))


def test_frames_are_drawn_from_public_views_only(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = rules.get_engine("caverna")
    seen: list[int | None] = []
    real_view = type(engine).view

    def spy(self: Any, state: Any, seat: int | None) -> dict[str, Any]:
        seen.append(seat)
        return real_view(self, state, seat)

    monkeypatch.setattr(type(engine), "view", spy)
    moves, state = _random_moves("caverna", 2, 3)
    seen.clear()
    replays.animate("caverna", 2, 3, None, moves, {0: "A", 1: "B"}, engine.ranking(state), "en")
    assert seen and set(seen) == {None}


def test_a_french_replay_speaks_french(monkeypatch: pytest.MonkeyPatch) -> None:
    words: list[str] = []
    real = replays.glance

    def spy(*args: Any, **kwargs: Any) -> Any:
        page = real(*args, **kwargs)
        words.extend(page.canvas.texts)
        return page

    monkeypatch.setattr(replays, "glance", spy)
    moves, state = _random_moves("cave-vs-cave", 2, 6)
    engine = rules.get_engine("cave-vs-cave")
    replays.animate("cave-vs-cave", 2, 6, None, moves, {0: "Éloïse", 1: "Benoît"},
                    engine.ranking(state), "fr")
    text = " ".join(words)
    assert "après la manche 1 sur 8" in text and "résultat final" in text   # seeds/000: « manche »
    assert "Caverne contre Caverne" in text and "after round" not in text


# ----- through the host: the stored log, the server's games, the rules version -----------
async def _finished_game(host: GameHost, channel: int = CHANNEL) -> int:
    await host.new_game(channel, GUILD, ANN, "Ann", "cave-vs-cave", 2)
    await host.join(channel, BOB, "Bob")
    await host.start(channel, ANN)
    outcomes = await play_random(host, Rng(3), channel=channel)
    assert outcomes[-1].over
    return outcomes[-1].game_id


@pytest.fixture(scope="module")
def finished_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    """A database holding one finished game (and its id), played once for the module."""
    path = tmp_path_factory.mktemp("replay") / "finished.db"

    async def play() -> int:
        db = await Database.open(path)
        try:
            return await _finished_game(make_host(db, Clock()))
        finally:
            await db.close()
    return path, asyncio.run(play())


@pytest.fixture
def finished_game(finished_db: tuple[Path, int], db_path: Path) -> int:
    """The test's database starts as a copy of ``finished_db``: the id of its finished game.
    (Asked for before ``host``, so that the host opens the copy.)"""
    assert not db_path.exists(), "the database was opened before the finished game was copied"
    template, game_id = finished_db
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{template}{suffix}").exists():
            shutil.copy(f"{template}{suffix}", f"{db_path}{suffix}")
    return game_id


async def test_the_host_replays_the_channel_game_and_a_named_game(finished_game: int,
                                                                  host: GameHost) -> None:
    game_id = finished_game
    made = await host.replay(CHANNEL, GUILD)
    assert made.game_id == game_id and made.frames == made.rounds + 1 == 9
    assert _frames(made.webp)[0].width == 720 and "#" in made.caption
    again = await host.replay(555, GUILD, game_id)   # from another channel of the server
    assert again.webp == made.webp
    choices = await host.replay_choices(GUILD, 555, "")
    assert choices and choices[0][1] == str(game_id) and "Ann, Bob" in choices[0][0]


async def test_another_server_cannot_see_the_game(finished_game: int, host: GameHost) -> None:
    game_id = finished_game
    with pytest.raises(HostError) as refused:
        await host.replay(999, GUILD + 1, game_id)
    assert f"There is no game #{game_id} on this server" in str(refused.value)
    assert await host.replay_choices(GUILD + 1, 999, "") == []


async def test_a_game_played_under_other_rules_is_not_drawn(finished_game: int,
                                                            host: GameHost) -> None:
    game_id = finished_game
    async with host.db.transaction() as conn:
        await conn.execute("UPDATE games SET rules_version = rules_version - 1 WHERE id = ?",
                           (game_id,))
    with pytest.raises(HostError) as refused:
        await host.replay(CHANNEL, GUILD)
    text = str(refused.value)
    assert "earlier version of the rules" in text and text.count(".") <= 2
    async with host.db.read() as conn:
        assert (await games_db.get_game(conn, game_id)).status == "finished"


async def test_a_new_lobby_does_not_hide_the_last_game(finished_game: int,
                                                      host: GameHost) -> None:
    game_id = finished_game
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "cave-vs-cave", 2)   # the rematch's lobby
    assert (await host.replay(CHANNEL, GUILD)).game_id == game_id


async def test_a_running_game_is_shown_up_to_now(host: GameHost) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "cave-vs-cave", 2)
    await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)
    await play_random(host, Rng(3), moves=60, channel=CHANNEL)
    status = await host.status(CHANNEL)
    assert status.status == "active"
    made = await host.replay(CHANNEL, GUILD)
    rounds = rules.get_engine("cave-vs-cave").round_info(
        host.core.state(await host.core.running_game(CHANNEL)))[0]
    assert made.frames == made.rounds == rounds   # the rounds played, the last one still on
