"""Ratings: openskill's Plackett-Luce model, per server and per game, as plain functions.

A finished game with two or more rated players updates each of them once, by final
place (a tie shares a place). The maths is openskill's; here is only what we feed it and
the one number we show: the ordinal (mu - 3 sigma, which rises as the system grows sure
of a player) scaled to a friendly range, 1500 for a newcomer. The same function serves
the game's end (a few players read from the store) and ``python -m bot ratings rebuild``
(every player in memory), so both give the same numbers.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
# Shown rating = BASE + SCALE x ordinal: a newcomer (ordinal 0) shows 1500; a strong,
# well-known player (mu 35, sigma 2) about 2060.
BASE = 1500
SCALE = 20
# Each computer level is one rated player per server, under a negative id.
COMPUTER_IDS = {"easy": -1, "hard": -2, "expert": -3}


@dataclass(frozen=True)
class Standing:
    """One player's rating on one server for one game."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0

    @property
    def ordinal(self) -> float:
        return float(MODEL.rating(mu=self.mu, sigma=self.sigma).ordinal())

    @property
    def shown(self) -> int:
        return shown(self.ordinal)


def shown(ordinal: float) -> int:
    return round(BASE + SCALE * ordinal)


def computer_id(level: str) -> int:
    """The rated player of a computer level: a fixed negative id (unknown levels hash)."""
    return COMPUTER_IDS.get(level) or -(1000 + zlib.crc32(level.encode()) % 1_000_000)


def computer_level(player_id: int) -> str | None:
    return next((level for level, pid in COMPUTER_IDS.items() if pid == player_id), None)


def rated_players(entries: Iterable[tuple[int | None, int]]) -> list[tuple[int, int]]:
    """(player id, place) of a game's seats that are rated: nobody's seat (None) is not,
    and a player seated twice (two computers of one level) counts once, at its best place."""
    best: dict[int, int] = {}
    for player_id, place in entries:
        if player_id is not None and (player_id not in best or place < best[player_id]):
            best[player_id] = place
    return sorted(best.items(), key=lambda item: (item[1], item[0]))


def rate(current: Mapping[int, Standing], players: list[tuple[int, int]]
         ) -> dict[int, Standing]:
    """The new standings of ``players`` ((id, place), place 1 first) after one game.

    ``current`` holds who has played before; anyone else starts at openskill's default.
    Fewer than two players: nothing changes (an empty result)."""
    if len(players) < 2:
        return {}
    before = [current.get(pid, Standing()) for pid, _ in players]
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in before]
    after = MODEL.rate(teams, ranks=[float(place) for _, place in players])
    return {pid: Standing(team[0].mu, team[0].sigma, old.games + 1,
                          old.wins + (1 if place == 1 else 0))
            for (pid, place), old, team in zip(players, before, after, strict=True)}
