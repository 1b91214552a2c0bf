"""Pictures carry the seats' names and every shared picture; secrets reach only their owner."""

from __future__ import annotations

from typing import Any

import pytest

import rules
from bot import images
from bot.host import GameHost
from bot.outcomes import HostError, MoveOutcome
from bot.store import Database
from bot.store import games as games_db
from rules.core import Rng
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD, Clock, make_host
from tests.bot.helpers import play_random

MAX_IMAGE_BYTES = 400 * 1024


async def _started(host: GameHost, key: str) -> None:
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", key, 2)
    await host.join(CHANNEL, BOB, "Bob")
    await host.start(CHANNEL, ANN)


def test_named_view_adds_names_to_a_copy() -> None:
    view: dict[str, Any] = {"game": "x", "players": [{"seat": 0, "score": 3},
                                                     {"seat": 1, "score": 5}]}
    named = images.named_view(view, {0: "Ann", 1: "Zoë"})
    assert [p["name"] for p in named["players"]] == ["Ann", "Zoë"]
    assert [p["score"] for p in named["players"]] == [3, 5]
    assert "name" not in view["players"][0] and "name" not in view["players"][1]


async def test_pictures_are_drawn_with_the_seat_names(db: Database, clock: Clock,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[dict[str, Any]] = []
    real = images._draw

    def recording(key: str, view: dict[str, Any], seats: list[int],
                  shared: bool) -> list[images.Image]:
        drawn.append(view)
        return real(key, view, seats, shared)

    monkeypatch.setattr(images, "_draw", recording)
    host = make_host(db, clock)
    host.draw_images = True
    await _started(host, "cave-vs-cave")
    seats = (await host.status(CHANNEL)).seats
    expected = {s.seat: s.name for s in seats}
    out = await _next_hand_over(host, Rng(1))
    assert [name for name, _ in out.images] == ["turn.png"]   # one phone picture
    for view in drawn:
        assert {p["seat"]: p["name"] for p in view["players"]} == expected


async def _next_hand_over(host: GameHost, chooser: Rng) -> MoveOutcome:
    """Random moves until one posts a turn message: pictures come once per hand-over."""
    for _ in range(200):
        out = (await play_random(host, chooser, 1))[0]
        assert out.images == () or out.post is not None   # never pictures for a sub-step
        if out.post is not None:
            return out
    raise AssertionError("no hand-over in 200 moves")


async def test_caverna_hand_overs_bring_one_phone_picture_and_boards_on_demand(
        db: Database, clock: Clock) -> None:
    host = make_host(db, clock)
    host.draw_images = True
    await host.new_game(CHANNEL, GUILD, ANN, "Ann", "caverna", 2)
    await host.join(CHANNEL, BOB, "Bob")
    started = await host.start(CHANNEL, ANN)
    assert [name for name, _ in started.move.images] == ["turn.png"]
    assert all(len(png) <= MAX_IMAGE_BYTES for _, png in started.move.images)
    out = await _next_hand_over(host, Rng(3))
    assert [name for name, _ in out.images] == ["turn.png"]

    # The full boards, the supply and any player's home are one command away.
    board = await host.board(CHANNEL)
    assert [name for name, _ in board.images] == ["everyone.png", "board.png", "supply.png"]
    bob = next(s for s in (await host.status(CHANNEL)).seats if s.name == "Bob")
    one = await host.board(CHANNEL, "Bob")
    assert [name for name, _ in one.images] == [f"player-{bob.seat + 1}.png"]



async def _stored_view(host: GameHost, seat: int | None) -> dict[str, Any]:
    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
    assert row is not None and row.state is not None
    engine = rules.get_engine(row.key)
    return engine.view(engine.from_json(row.state), seat)


async def test_private_info_goes_only_to_its_owner(host: GameHost) -> None:
    await _started(host, "cavern-tavern")
    seats = (await host.status(CHANNEL)).seats
    await play_random(host, Rng(5), 12)  # some orders and items in hand
    for me in seats:
        assert me.user_id is not None
        own = await _stored_view(host, me.seat)
        mine = await host.private_info(CHANNEL, me.user_id)
        assert mine.text.startswith(f"Only for you, {me.name}")
        assert own["objective"]["name"] in mine.text
        for card in own["hand"]:
            assert f"• {card['name']}: {card['text']}" in mine.text
        assert f"Score with secrets: {own['score_with_secrets']}" in mine.text
        # The other seat's objective is not in my text (unless we share the same card).
        other = next(s for s in seats if s.seat != me.seat)
        theirs = (await _stored_view(host, other.seat))["objective"]["name"]
        if theirs != own["objective"]["name"]:
            assert theirs not in mine.text
        # My pending choices come along, the private ones with their options.
        pending = await host.options(CHANNEL, me.user_id)
        assert mine.decisions == pending.decisions
    # Nothing of it is in what the channel sees.
    public = (await host.status(CHANNEL)).text + (await host.board(CHANNEL)).text
    for me in seats:
        assert (await _stored_view(host, me.seat))["objective"]["name"] not in public
    with pytest.raises(HostError, match="not playing"):
        await host.private_info(CHANNEL, CY)


async def test_a_game_without_secrets_has_no_private_text(host: GameHost) -> None:
    await _started(host, "cave-vs-cave")
    mine = await host.private_info(CHANNEL, ANN)
    assert mine.text == ""
