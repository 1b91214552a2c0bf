"""Cave vs Cave solo: how the display's rooms fit the cave, and the best wall to build.

``fit_value`` is the worth of the display's rooms that fit the empty caverns (walls
decide which fit; a cavern one wall short of a room, or still face down, counts for a
share); ``best_wall`` the free wall slot that most raises it. Answers are remembered.
"""

from __future__ import annotations

from functools import lru_cache

from rules.ai.cvc_values import MEMO_MAX, WORTH, P, on_forget, turns_left
from rules.cave_vs_cave.cave import Player, accessible, free_slots, wall_masks, wall_masks_of
from rules.cave_vs_cave.data import DARK_ROOMS, ENTRANCE_CELL, FITS, NEIGHBOURS, POINTS, SLOTS
from rules.core import State

_DARK = tuple(sorted(DARK_ROOMS, key=lambda n: -POINTS[n]))
# ``best_wall`` and ``_fit`` by their whole inputs.
_WALL_MEMO: dict[tuple, tuple[int | None, float]] = {}
_FIT_MEMO: dict[tuple, float] = {}


def fit_value(display: tuple[int, ...], pl: Player, future: tuple[int, ...] = (),
              chance: float = 0.0) -> float:
    """Worth of the display's rooms that fit the empty caverns, one room per cavern, the
    best first (walls decide which rooms fit); a cavern still face down counts for a
    share (``P["face_down"]``): it must be excavated first. The ``future`` rooms, not
    seen yet, count ``chance`` times (``future_rooms``), after the display's."""
    masks = wall_masks_of(pl["walls"], pl["xside"])
    # A face-down cavern walled off from the Entrance counts for nothing.
    open_ = _open_cells(tuple(v is not None for v in pl["cave"]), pl["walls"])
    free = tuple([masks[c] for c, v in enumerate(pl["cave"]) if v == 0])
    later = tuple([masks[c] for c, v in enumerate(pl["cave"])
                   if v is not None and v < 0 and open_ >> c & 1])
    return _fit(display, future, chance, free, later)


def _fit(display: tuple[int, ...], future: tuple[int, ...], chance: float,
         free: tuple[int, ...], later: tuple[int, ...]) -> float:
    """``fit_value`` from the wall masks of the empty caverns (``free``) and of the open
    face-down ones (``later``), each in the cells' order: all it reads of the cave.
    Remembered (``best_wall`` asks it for every free wall slot)."""
    key = (display, future, chance, free, later)
    known = _FIT_MEMO.get(key)
    if known is not None:
        return known
    free_m = list(free)
    later_m = list(later)
    share = P["face_down"]
    near = P["near"]
    out = 0.0
    for k, n in enumerate(display + future):
        if not free_m and not later_m:
            break
        weight = WORTH[n] if k < len(display) else chance * WORTH[n]
        fits = FITS[n]
        for i, m in enumerate(free_m):
            if fits[m]:
                out += weight
                del free_m[i]
                break
        else:
            if near:
                close = _NEAR[n]
                i = next((i for i, m in enumerate(free_m) if close[m]), None)
                if i is not None:
                    out += near * weight
                    del free_m[i]
                    continue
            if share:
                for i, m in enumerate(later_m):
                    if fits[m]:
                        out += share * weight
                        del later_m[i]
                        break
    if len(_FIT_MEMO) >= MEMO_MAX:
        _FIT_MEMO.clear()
    _FIT_MEMO[key] = out
    return out


@lru_cache(maxsize=4096)
def _open_cells(present: tuple[bool, ...], bits: int) -> int:
    """The cells a path from the Entrance reaches without crossing a wall, face-down
    rooms crossed (they may be excavated first), as bits."""
    seen = 1 << ENTRANCE_CELL
    stack = [ENTRANCE_CELL]
    while stack:
        c = stack.pop()
        for nb, slot in NEIGHBOURS[c]:
            if not bits >> slot & 1 and present[nb] and not seen >> nb & 1:
                seen |= 1 << nb
                stack.append(nb)
    return seen


def future_rooms(state: State) -> tuple[tuple[int, ...], float]:
    """The rooms worth at least ``P["future_points"]`` not seen yet (solo: every dark
    room lies face down in the cave or in the pile, so the unseen ones are known as a
    set), the best first, and the chance that one of them comes to the display before
    the end (``P["future"]`` times the reveals still to come, two per excavation left,
    over the rooms unseen)."""
    if not P["future"] or state["num_players"] != 1:
        return (), 0.0
    seen = set(state["display"])
    for pl in state["players"]:
        seen.update(v for v in pl["cave"] if v is not None and v > 0)
    unseen = [n for n in _DARK if n not in seen]
    if not unseen:
        return (), 0.0
    face_down = sum(1 for v in state["players"][0]["cave"] if v is not None and v < 0)
    digs = min(face_down, turns_left(state) * P["future_digs"])
    chance = P["future"] * min(1.0, 2 * digs / len(unseen))
    return tuple(n for n in unseen if POINTS[n] >= P["future_points"]), chance


# Per room and wall mask: whether one more wall would let the room fit.
_NEAR: dict[int, tuple[bool, ...]] = {
    n: tuple(not fits[mask] and any(fits[mask | b] for b in (1, 2, 4, 8) if not mask & b)
             for mask in range(16))
    for n, fits in FITS.items()}


def best_wall(state: State, pl: Player) -> tuple[int | None, float]:
    """The free wall slot that most raises ``fit_value`` (the rooms to come included)
    without closing the way to the last face-down rooms, and how much it raises it."""
    if P["future"]:
        return _wall_of(state, pl)
    # No rooms to come counted: the display, the cave and its walls say it all.
    memo = (tuple(state["display"]), tuple(pl["cave"]), pl["walls"], pl["xside"])
    known = _WALL_MEMO.get(memo)
    if known is None:
        if len(_WALL_MEMO) >= MEMO_MAX:
            _WALL_MEMO.clear()
        known = _WALL_MEMO[memo] = _wall_of(state, pl)
    return known


def _wall_of(state: State, pl: Player) -> tuple[int | None, float]:
    display = tuple(sorted(state["display"], key=lambda r: -POINTS[r]))
    # Face-down rooms count only as face down (what they are is hidden), furnished ones
    # only as furnished (the answer is the same whichever room it is: more hits).
    cave = tuple(v if v is None or v == 0 else -1 if v < 0 else 1 for v in pl["cave"])
    future, chance = future_rooms(state)
    return _best_wall(display, cave, pl["walls"], pl["xside"], future, round(chance, 2))


@lru_cache(maxsize=65536)
def _best_wall(display: tuple[int, ...], cave: tuple[int | None, ...], walls: int,
               xside: int, future: tuple[int, ...] = (),
               chance: float = 0.0) -> tuple[int | None, float]:
    pl = {"cave": list(cave), "walls": walls, "xside": xside}
    base = fit_value(display, pl, future, chance)
    reach = len(accessible(pl))
    present = tuple(v is not None for v in cave)
    hidden = sum(1 << c for c, v in enumerate(cave) if v is not None and v < 0)
    sealed = _open_cells(present, walls) & hidden
    # ``fit_value`` reads the walls of the empty and face-down caverns only, and which
    # face-down ones stay open: a wall touching neither that leaves them open adds nothing.
    touched = hidden | sum(1 << c for c, v in enumerate(cave) if v == 0)
    # ``fit_value(display, trial, ...)`` for each trial wall, its cells listed once.
    empty = [c for c, v in enumerate(cave) if v == 0]
    down = [c for c, v in enumerate(cave) if v is not None and v < 0]
    best, gain = None, 0.0
    for slot in free_slots(pl):
        trial = {**pl, "walls": walls | 1 << slot}
        one = SLOTS[slot]
        if (not touched >> one.a & 1 and (one.b is None or not touched >> one.b & 1)
                and _open_cells(present, trial["walls"]) & hidden == sealed):
            continue
        masks = wall_masks_of(trial["walls"], xside)
        open_ = _open_cells(present, trial["walls"])
        v = _fit(display, future, chance, tuple([masks[c] for c in empty]),
                 tuple([masks[c] for c in down if open_ >> c & 1])) - base
        if (v > gain and len(accessible(trial)) >= min(reach, 1)
                and (not P["keep_open"]
                     or _open_cells(present, trial["walls"]) & hidden == sealed)):
            best, gain = slot, v
    return best, gain


def wall_count(pl: Player, cell: int) -> int:
    return bin(wall_masks(pl)[cell]).count("1")



def _forget() -> None:
    _WALL_MEMO.clear()
    _FIT_MEMO.clear()
    _best_wall.cache_clear()


on_forget(_forget)
