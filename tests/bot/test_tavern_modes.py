"""Every Cavern Tavern mode from lobby to results through the host, secrets kept.

Random legal options are played through the host's public API (``play_random``); then
the stored move log is replayed one move at a time, so each move's outcome can be checked
against the secrets (objectives, item hands) held at that moment.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

import rules
from bot.host import GameHost
from bot.outcomes import MoveOutcome, SeatInfo
from bot.store import games as games_db
from rules.core import Rng, State
from tests.bot.conftest import ANN, BOB, CHANNEL, CY, GUILD
from tests.bot.helpers import play_random
from tests.sizes import env_int

KEY = "cavern-tavern"
ENGINE = rules.get_engine(KEY)
DEE = 4  # a fourth player, beside the conftest's three
PEOPLE = [(ANN, "Ann"), (BOB, "Bob"), (CY, "Cy"), (DEE, "Dee")]
SEEDS = env_int("HOST_TAVERN_MODES_SEEDS", 1)
# Drawing costs ~20 ms a move: the imaged game draws its opening moves, then plays on plain.
IMAGE_MOVES = env_int("HOST_TAVERN_IMAGE_MOVES", 40)

# name → (players, game options, draw images); images cost time, so one mode draws them.
MODES: dict[str, tuple[int, dict[str, Any], bool]] = {
    "four_players": (4, {}, False),
    "solo_standard": (1, {}, False),
    "solo_story": (1, {"solo_mode": "story"}, True),
    "secret_room": (3, {"secret_room": True}, False),
}


def secrets_of(state: State, players: int) -> tuple[dict[int, str], Counter[str]]:
    """Each seat's objective name, and the item names in all hands (with copies), as
    each seat's own view shows them."""
    objectives: dict[int, str] = {}
    hands: Counter[str] = Counter()
    for seat in range(players):
        objective, hand = _seat_secrets(state, seat)
        if objective is not None:
            objectives[seat] = objective
        hands.update(hand)
    return objectives, hands


# A seat's view draws its hand and objective from the seat's item ids and objective id
# alone (rules/cavern_tavern/view.py): the names are looked up in a view once per such
# pair, not in a whole view per seat after every move (most of a 4-player game's checks).
_SECRETS: dict[tuple[str, tuple[str, ...], str | None], tuple[str | None, tuple[str, ...]]] = {}


def _seat_secrets(state: State, seat: int) -> tuple[str | None, tuple[str, ...]]:
    held = state["players"][seat]
    key = (str(state["options"]), tuple(held["items"]), held["objective"])
    if key not in _SECRETS:
        view = ENGINE.view(state, seat)
        _SECRETS[key] = (str(view["objective"]["name"]) if view.get("objective") else None,
                         tuple(str(card["name"]) for card in view["hand"]))
    return _SECRETS[key]


def mentions(text: str, name: str) -> bool:
    """The name as whole words: "Magic Pot" (an item) is not in "Magic Potion"."""
    return re.search(rf"\b{re.escape(name)}\b", text) is not None


Secrets = tuple[dict[int, str], Counter[str]]


def check_move(out: MoveOutcome, before: Secrets, after: Secrets, events: list[dict[str, Any]],
               seats: tuple[SeatInfo, ...]) -> None:
    """One move's outcome, given the secrets (:func:`secrets_of`) before and after it: no
    secret in public text, private sentences to their owner only."""
    objectives, held_before = before
    _, held_after = after
    # A card that left a hand in this move was played or discarded face up: its name may
    # be said (another copy may still sit in a hand), so only cards still held count.
    hidden = set(held_after) - set(held_before - held_after)
    for name in hidden | set(objectives.values()):
        assert not mentions(out.public_text, name) and not mentions(out.board_text, name), name
    user_of = {s.seat: s.user_id for s in seats}
    owners = {user_of[ev["private_to"]] for ev in events if "private_to" in ev}
    assert set(out.private_texts) <= owners
    for ev in events:
        if "private_to" in ev:
            assert ev["text"] not in out.public_text
            assert ev["text"] in out.private_texts[user_of[ev["private_to"]]]
    for user, text in out.private_texts.items():
        for seat, name in objectives.items():
            if user_of[seat] != user:
                assert not mentions(text, name)


async def play_mode(host: GameHost, players: int, options: dict[str, Any], seed: int,
                    images: bool) -> None:
    for user, name in PEOPLE[:players]:
        if user == ANN:
            await host.new_game(CHANNEL, GUILD, ANN, "Ann", KEY, players, options)
        else:
            await host.join(CHANNEL, user, name)
    started = await host.start(CHANNEL, ANN)
    seats = started.lobby.seats
    assert bool(started.move.images) == images
    chooser = Rng(seed + 80)
    outcomes = [started.move, *await play_random(host, chooser, IMAGE_MOVES if images else None)]
    if images:
        assert any(out.images for out in outcomes[1:])
        host.draw_images = False
        outcomes += await play_random(host, chooser)
    final = outcomes[-1]
    assert final.over and final.results is not None and not final.mention_user_ids

    results = await host.score(CHANNEL)
    assert results.over and results.end_reason == "finished"
    assert sorted(s.seat for s in results.scores) == list(range(players))
    for score in results.scores:
        assert score.lines and sum(points for _, points in score.lines) == score.total

    async with host.db.read() as conn:
        row = await games_db.last_game_in(conn, CHANNEL)
        assert row is not None and row.state is not None
        log = await games_db.moves(conn, row.id)
    assert len(log) == len(outcomes) - 1
    assert any(out.private_texts for out in outcomes)  # the privacy checks had work to do

    # Replay the log move by move: each outcome is checked against the state it left.
    # Each state's secrets are looked up once: the state after a move is the next one's before.
    state = ENGINE.new_game(players, row.seed, row.options)
    secrets = secrets_of(state, players)
    check_move(started.move, secrets, secrets, ENGINE.last_events(state), seats)
    for move, out in zip(log, outcomes[1:], strict=True):
        state = ENGINE.apply(state, move.seat, move.option_id)
        if not out.over:  # the final scores reveal the objectives on purpose
            after = secrets_of(state, players)
            check_move(out, secrets, after, move.events, seats)
            secrets = after
    assert ENGINE.to_json(state) == row.state

    # The public log, every entry before the final scoring, names no objective.
    objectives, _ = secrets_of(state, players)
    entries = await host.log(CHANNEL, limit=len(log))
    assert len(entries) == len(log)
    for entry in entries[:-1]:
        assert not any(mentions(entry.text, name) for name in objectives.values())


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize("mode", list(MODES))
async def test_every_mode_from_lobby_to_results(host: GameHost, mode: str, seed: int) -> None:
    players, options, images = MODES[mode]
    host.draw_images = images
    await play_mode(host, players, options, seed, images)
