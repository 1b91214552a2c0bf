"""Caverna food planning: the food for the next harvests before a bigger family.

A begging marker costs 3 points and is never removed (../shared/reference/caverna.md,
feeding: « 2 food per dwarf, 1 for a dwarf born this round … Each missing food = 1 begging
marker »). Issue 38: a hard seat grew its family whenever a dwelling had room and, judging
a turn by points and goods only, never saw the harvest coming: 79 of 80 hard seats begged
in four-player games, one took 31 markers. So a player plans its food first:

* ``plan``: the food the seat holds or can make (food, then goods turned into food at
  their food values, keeping one animal of each kind, and the crops its sown fields give
  at a full harvest) against what the next harvests ask of its family;
* ``hunger``: the begging that plan foresees at the next two feedings (the second one
  weighed by half: there is a round or more to find food), which the search's judgement
  subtracts at 3 points a marker, so a turn that brings food beats one that hoards ore
  when the family would go hungry;
* ``food_in_sight``: whether one dwarf more would still be fed at the next two feedings
  (the family plan grows only then, ``caverna_family.py``).

Future harvests not yet revealed are taken as full ones (a red marker may spare a
feeding, but a plan that counts on it begs when it does not come).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.caverna import players as caverna_players
from rules.caverna.data import FARM_ANIMALS, SETUP
from rules.core import State

BEGGING = -SETUP["feeding"]["begging_points"]
_PER_DWARF = SETUP["feeding"]["per_dwarf"]
_PER_NEWBORN = SETUP["feeding"]["per_newborn"]
_FOOD_VALUES = SETUP["food_values"]
# The second feeding ahead counts for half: there is at least a round to prepare it.
_LATER = 0.5
# The food a seat can count on gathering in a round it has not begun: one of its actions
# on a food space (Sustenance, Forest exploration, a food pile) or a crop, at the least.
GATHER = 3


@dataclass(frozen=True)
class Feeding:
    """One feeding ahead: its round, the food one adult and one newborn eat, and whether
    the fields give their crops before it."""

    round: int
    adult: int
    newborn: int
    fields: bool


def harvest_kind(state: State, r: int) -> str:
    """The harvest at the end of round ``r`` as the seat may know it; a marker not yet
    revealed counts as a full harvest."""
    if state["num_players"] == 1:
        return "full" if r >= SETUP["solo_harvest_from_round"] else (
            SETUP["harvest_fixed"].get(str(r), "none"))
    fixed = SETUP["harvest_fixed"].get(str(r))
    if fixed:
        return fixed
    known = state["harvests"].get(str(r))
    if known is not None:
        return known
    return "full" if str(r) in state["markers"] else "none"


def feedings_ahead(state: State, count: int = 2) -> list[Feeding]:
    """The next ``count`` feedings, this round's included unless its feeding is done."""
    out: list[Feeding] = []
    now = state["round"]
    # In the harvest (or after the game) this round's feeding is under way or done: the
    # feeding script (caverna_feeding.py) answers it.
    from_round = now if state["phase"] in ("work", "cap") else now + 1
    for r in state["rounds"]:
        if r < from_round or len(out) >= count:
            continue
        kind = harvest_kind(state, r)
        if kind in ("full", "skip_field_or_breeding"):
            out.append(Feeding(r, _PER_DWARF, _PER_NEWBORN, kind == "full"))
        elif kind == "feed_1":
            out.append(Feeding(r, 1, 1, False))
    return out


def potential(player: caverna_players.Player) -> int:
    """The food the seat holds or can make at once: food, grain, vegetables and rubies at
    their food values, farm animals past one of each kind (the last one is worth its
    point and the missing-kind penalty), gold (N + 1 for N food)."""
    res = player["res"]
    food = res["food"] + res["grain"] * _FOOD_VALUES["grain"]
    food += res["vegetable"] * _FOOD_VALUES["vegetable"]
    food += res["ruby"] * _FOOD_VALUES["ruby"]
    for animal in FARM_ANIMALS:
        food += max(0, res[animal] - 1) * _FOOD_VALUES[animal]
    return food + max(0, res["gold"] - 1)


def crops(player: caverna_players.Player) -> int:
    """The food a full harvest's field phase gives: a crop from each sown field."""
    return sum(_FOOD_VALUES[crop] for crop, _ in player["board"]["crops"].values())


def _needs(player: caverna_players.Player, feeding: Feeding, now: int, extra: int) -> int:
    dwarfs = player["dwarfs"]
    # A newborn eats a newborn's share only at the feeding of the round it was born in.
    born_now = feeding.round == now
    newborns = sum(1 for d in dwarfs if d["new"]) if born_now else 0
    grown = len(dwarfs) - newborns + (0 if born_now else extra)
    return grown * feeding.adult + (newborns + (extra if born_now else 0)) * feeding.newborn


def shortfalls(state: State, seat: int, extra: int = 0, gather: int = 0) -> list[int]:
    """The food missing at each of the next two feedings if the seat did nothing more
    (``extra`` dwarfs born now: a newborn's share this round, an adult's after) but
    gather ``gather`` food in each whole round before a feeding."""
    player = state["players"][seat]
    have = potential(player)
    now = state["round"]
    out = []
    for feeding in feedings_ahead(state):
        if feeding.fields:
            have += crops(player)
        have += gather * max(0, feeding.round - now)
        now = max(now, feeding.round)
        need = _needs(player, feeding, state["round"], extra)
        out.append(max(0, need - have))
        have = max(0, have - need)
    return out


def hunger(state: State, seat: int) -> float:
    """The begging the seat's plan foresees, in markers (see the module's doc)."""
    short = shortfalls(state, seat)
    return sum(n * (1.0 if i == 0 else _LATER) for i, n in enumerate(short))


def food_in_sight(state: State, seat: int) -> bool:
    """Whether one dwarf more would still be fed at the next two feedings, with the food
    the seat holds, its fields and ``GATHER`` food in each whole round before a feeding
    (and no feeding ahead: the last round's is past)."""
    return not any(shortfalls(state, seat, extra=1, gather=GATHER))
