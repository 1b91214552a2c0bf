"""What a Caverna furnishing tile adds to a gain (Dog school: 1 wood per new dog; Seam:
1 ore per stone) is said in the journal like any other gain, in every language: a
reader (ja-292) saw wood from the Dog school come from nowhere, since the engine's
``gain`` had no state to write an event to.

The playouts are seeded random games in which the hook fires; their replay gives the
same states and events, and no state a move returns keeps the note the hook leaves."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import rules
from bot.host import story
from bot.outcomes import SeatInfo
from bot.store.games import GameRow, MoveRow
from rules.caverna import players as pl
from rules.core.playout import apply_offered

KEY = "caverna-ev-hook-gain"
SEATS = [SeatInfo(0, 1, "Anaïs"), SeatInfo(1, 2, "Yann")]
# Seeded 2-player random games (chooser random.Random(seed)) where the hook fires: the
# Dog school's wood (seed 0), the Seam's ore (seed 13), and what a tile gives once built
# (seed 31: the Stone carver's stone, the Weaving parlor's food per sheep).
SEEDS = {"dog_school": 0, "seam": 13, "stone_carver": 31, "weaving_parlor": 31}
SAID = {"dog_school": {"en": "also takes 1 wood from their Dog school",
                       "fr": "; gagne aussi 1 bois grâce à sa tuile École canine",
                       "ja": "「犬の学校」の効果で木材1も得ました"},
        "seam": {"en": "from their Seam", "fr": "grâce à sa tuile Filon",
                 "ja": "「鉱脈」の効果で鉱石"},
        "stone_carver": {"en": "also takes 2 stone from their Stone carver",
                         "fr": "gagne aussi 2 pierres grâce à sa tuile Tailleur de pierre",
                         "ja": "「石工」の効果で石材2も得ました"},
        "weaving_parlor": {"en": "food from their Weaving parlor",
                           "fr": "PN grâce à sa tuile Tissage", "ja": "「機織りの間」の効果で食料"}}


def _playout(seed: int) -> tuple[list[MoveRow], list[dict[str, Any]], Any]:
    engine = rules.get_engine("caverna")
    chooser = random.Random(seed)
    state = engine.new_game(2, seed, {})
    moves: list[MoveRow] = []
    states = []
    while not engine.is_over(state):
        decision = chooser.choice(engine.pending(state))
        option = chooser.choice(decision.options)
        state = apply_offered(engine, state, decision.seat, option.id)
        events = json.loads(json.dumps(engine.last_events(state)))
        moves.append(MoveRow(len(moves) + 1, decision.seat, option.id, None, 0.0, events,
                             False, False))
        states.append(state)
    return moves, states, engine


@pytest.fixture(scope="module")
def games() -> dict[str, tuple[list[MoveRow], list[dict[str, Any]], Any]]:
    played = {seed: _playout(seed) for seed in set(SEEDS.values())}
    return {tile: played[seed] for tile, seed in SEEDS.items()}


_TOLD: dict[tuple[int, str], str] = {}


def _told(seed: int, lang: str, games: dict) -> str:
    """The game's journal in ``lang``, built once per game and language."""
    if (seed, lang) not in _TOLD:
        moves, states, engine = next(g for t, g in games.items() if SEEDS[t] == seed)
        row = GameRow(1, None, 1, "caverna", seed, {}, 2, "finished", states[-1],
                      len(moves), None, 24.0, 72.0, 0, 0.0, 0.0, 0.0, None, None)
        text = story.build(engine, row, SEATS, moves, lang).full_text()
        _TOLD[seed, lang] = text.replace("\u202f", " ")
    return _TOLD[seed, lang]


@pytest.mark.parametrize("tile", sorted(SEEDS))
@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
def test_a_tiles_gain_has_its_journal_line(games: dict, tile: str, lang: str) -> None:
    moves = games[tile][0]
    fired = [m for m in moves for e in m.events
             if (e.get("msg") or {}).get("key") == KEY
             and e["msg"]["args"]["tile"]["key"] == f"caverna-tile-{tile}"]
    assert fired, "the playout no longer fires the hook"
    told = _told(SEEDS[tile], lang, games)
    assert SAID[tile][lang] in told, told[:2000]
    # On the mover's own line, after what they took.
    name = SEATS[fired[0].seat].name
    line = next(line for line in told.splitlines() if SAID[tile][lang] in line)
    assert line.lstrip().startswith(name), line


@pytest.mark.parametrize("tile", sorted(SEEDS))
def test_the_hooks_note_never_stays_in_a_state_and_replay_is_the_same(
        games: dict, tile: str) -> None:
    moves, states, engine = games[tile]
    assert all(pl.HOOKED not in p for state in states for p in state["players"])
    again = engine.new_game(2, SEEDS[tile], {})
    for move, state in zip(moves, states, strict=True):
        again = engine.apply(again, move.seat, move.option_id)
        assert json.loads(json.dumps(engine.last_events(again))) == move.events
        assert engine.to_json(again) == engine.to_json(state)
