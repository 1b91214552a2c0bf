"""Dice: rolling, a seat's unplaced dice, and the dice combinations a zone accepts."""

from __future__ import annotations

from functools import lru_cache

from rules.cavern_tavern.board import TRACK_BONUS, Zone
from rules.cavern_tavern.common import player
from rules.core import Option, Rng, State
from rules.core.lazy_options import lazy_option
from rules.core.text import Say

# A combination: the die values placed (sorted) and an optional (from, to) change of one die
# (Kitchen/Chores track bonus at spaces 6 and 9).
Combo = tuple[tuple[int, ...], tuple[int, int] | None]


def rng_shuffle(state: State, items: list) -> None:
    rng = Rng(state["rng"])
    rng.shuffle(items)
    state["rng"] = rng.state


def roll(state: State, n: int) -> list[int]:
    rng = Rng(state["rng"])
    out = [rng.below(6) + 1 for _ in range(n)]
    state["rng"] = rng.state
    return out


def pool(state: State, seat: int) -> list[int]:
    """Unplaced dice of a seat: its own, plus the white die while it holds it."""
    dice = list(player(state, seat)["dice"])
    if state["white"] == seat and state["wdie"] is not None:
        dice.append(state["wdie"])
    return dice


def remove(state: State, seat: int, values: tuple[int, ...]) -> list[str]:
    """Take placed dice out of the pool, own dice first, then the white die.

    Returns each die's colour in ``values`` order ("player" or "white") for the view.
    """
    own = player(state, seat)["dice"]
    colours = []
    for v in values:
        if v in own:
            own.remove(v)
            colours.append("player")
        else:
            state["wdie"] = None
            colours.append("white")
    player(state, seat)["placed"] += len(values)
    return colours


def set_die(state: State, seat: int, old: int, value: int) -> None:
    """Change one unplaced die of this value (own dice first, then the white die)."""
    own = player(state, seat)["dice"]
    if old in own:
        own[own.index(old)] = value
    else:
        state["wdie"] = value


@lru_cache(maxsize=256)
def track_bonus(position: int, cumulative: bool) -> tuple[int, int]:
    """(extra VP, die change allowed) for a track position, unlocked before the task."""
    reached = [b for space, b in TRACK_BONUS.items() if position >= space]
    if not reached:
        return 0, 0
    if cumulative:
        return sum(b[0] for b in reached), max(b[1] for b in reached)
    return reached[-1]


@lru_cache(maxsize=8192)
def reachable(dice: tuple[int, ...], adjust: int, tokens: int = 0) -> frozenset[int]:
    """Every sum some of these dice can make (one die changed by up to ``adjust``).

    With ``tokens`` Modifier tokens to spend first (each moves a die by 1, never below 1,
    beyond 6 allowed), the sums of a choice of k dice adding up to s span
    [max(k, s - tokens - adjust), s + tokens + adjust]. Near 1 and 6 this may promise a
    little more than the track change allows: it only decides whether a seat gets one
    more turn to try its tokens, never what it may place.
    """
    sums: set[int] = set()
    for mask in range(1, 1 << len(dice)):
        vals = [dice[i] for i in range(len(dice)) if mask >> i & 1]
        total = sum(vals)
        sums.add(total)
        if tokens:
            sums.update(range(max(len(vals), total - tokens - adjust),
                              total + tokens + adjust + 1))
            continue
        for d in set(vals) if adjust else ():
            sums.update(total + k for k in range(-adjust, adjust + 1) if 1 <= d + k <= 6)
    return frozenset(sums)


def fits(dice: list[int], zone: Zone, adjust: int = 0, tokens: int = 0) -> bool:
    """Whether some of the dice satisfy the zone (cheap: legality checks call it a lot),
    after spending up to ``tokens`` Modifier tokens."""
    if not zone.is_sum:
        return len(dice) >= zone.dice
    return zone.value in reachable(tuple(sorted(dice)), adjust, tokens)


def combos(dice: list[int], zone: Zone, adjust: int = 0) -> dict[str, Combo]:
    """Distinct dice choices (by values) that satisfy a zone, keyed by option id."""
    # Keyed by the zone's need, not its id: Secret Room zones are built per game.
    return _combos(tuple(sorted(dice)), zone.value, zone.dice, adjust)


def combo_options(dice: list[int], zone: Zone, adjust: int = 0) -> tuple[Option, ...]:
    """``combos`` as options (labels written when read), built once per dice and need."""
    return _combo_options(tuple(sorted(dice)), zone.value, zone.dice, adjust)


@lru_cache(maxsize=8192)
def _combo_options(dice: tuple[int, ...], value: int, count: int,
                   adjust: int) -> tuple[Option, ...]:
    return tuple(lazy_option(k, combo_label, (c,))
                 for k, c in _combos(dice, value, count, adjust).items())


@lru_cache(maxsize=8192)
def _combos(dice: tuple[int, ...], value: int, count: int, adjust: int) -> dict[str, Combo]:
    n = len(dice)
    found: dict[str, Combo] = {}
    seen: set[tuple[int, ...]] = set()
    for mask in range(1, 1 << n):
        vals = tuple(sorted(dice[i] for i in range(n) if mask >> i & 1))
        if vals in seen:
            continue
        seen.add(vals)
        key = "d:" + "+".join(map(str, vals))
        if not value:
            if len(vals) == count:
                found[key] = (vals, None)
            continue
        delta = value - sum(vals)
        if delta == 0:
            found[key] = (vals, None)
        elif 0 < abs(delta) <= adjust:
            for d in sorted(set(vals)):
                if 1 <= d + delta <= 6:
                    found[f"{key}:{d}>{d + delta}"] = (vals, (d, d + delta))
    return found


@lru_cache(maxsize=4096)  # a Say is never changed: the same dice share one label
def combo_label(combo: Combo) -> Say:
    vals, change = combo
    dice = " + ".join(map(str, vals))
    text = dice
    if change:
        text += f" (one {change[0]} turned into {change[1]})"
    old, new = change or (0, 0)
    return Say(text, "tavern-combo", dice=dice, changed="yes" if change else "no",
               old=old, new=new)
