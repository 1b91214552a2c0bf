"""Final scoring: room points plus one point per gold; ties go to the best single room."""

from __future__ import annotations

from rules.cave_vs_cave.cave import Player
from rules.cave_vs_cave.data import GOLD, POINTS
from rules.core.text import Say

ROOMS_LINE = Say("Rooms", "cvc-score-rooms")
GOLD_LINE = Say("Gold", "cvc-score-gold")


def score_of(pl: Player) -> tuple[int, tuple[tuple[str, int], ...]]:
    rooms = sum(POINTS[v] for v in pl["cave"] if v is not None and v > 0)
    gold = pl["g"][GOLD]
    return rooms + gold, ((ROOMS_LINE, rooms), (GOLD_LINE, gold))


def best_room(pl: Player) -> int:
    """The rulebook's tie-break: the points of the player's most valuable room."""
    return max((POINTS[v] for v in pl["cave"] if v is not None and v > 0), default=0)
