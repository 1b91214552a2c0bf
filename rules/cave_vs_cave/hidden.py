"""What a seat cannot see in Cave vs Cave, redealt from a sample (for the computer player).

Hidden from everyone, the seat included: the rooms lying face down in every cave, the solo
draw pile and the order of the face-down action tiles (each group keeps its own tiles).
``redeal`` replaces all of it with a sample drawn from ``rng``. The unseen pools are built
in sorted order first, so the sample depends only on what the seat can know.
"""

from __future__ import annotations

from rules.cave_vs_cave.data import TILES
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng, State


def redeal(state: State, seat: int, rng: Rng) -> State:
    """A copy of ``state`` whose hidden facts are a sample from ``rng`` (``seat`` unused:
    Cave vs Cave has no private information)."""
    world = fast_copy(state)
    world["board"] = state["board"][:]
    # Face-down rooms and the solo pile form one pool of unseen dark rooms.
    cells = [(s, c) for s, pl in enumerate(world["players"])
             for c, v in enumerate(pl["cave"]) if v is not None and v < 0]
    pool = sorted([-world["players"][s]["cave"][c] for s, c in cells] + world["pile"])
    rng.shuffle(pool)
    for (s, c), room in zip(cells, pool, strict=False):
        world["players"][s]["cave"][c] = -room
    world["pile"] = pool[len(cells):]
    # Face-down action tiles: shuffled within their group (A, B; R is fixed but harmless).
    hidden = range(world["shown"], len(world["board"]))
    by_group: dict[str, list[int]] = {}
    for slot in hidden:
        by_group.setdefault(TILES[world["board"][slot]]["group"], []).append(slot)
    for slots in by_group.values():
        tiles = sorted(world["board"][slot] for slot in slots)
        rng.shuffle(tiles)
        for slot, tile in zip(slots, tiles, strict=True):
            world["board"][slot] = tile
    world["rng"] = rng.below(1 << 62)
    world["seed"] = 0
    return world
