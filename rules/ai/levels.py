"""The computer player's levels: how much it searches and how it judges a position."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """One playing strength.

    ``worlds``: samples of the hidden information searched (each option is tried in each);
    ``completions``: random completions of the seat's own turn per option and world (the
    best counts: the seat chooses its own next steps); ``steps``: the most decisions one
    completion plays before judging; ``features``: judge with the per-game weights of what
    the score does not count yet (else the score alone); ``budget``: the most completions
    per world, over all options (long menus get fewer per option); ``solo_tile_playouts``:
    in a Cave vs Cave solo game, judge each offered action tile by playing the game out
    this many times in all (``cvc_solo.py``; 0: the turn search as in other games), and
    ``solo_playouts`` the same for the room to furnish and where to put it within a turn,
    and for every step of the last round's turns (0: the scripted player's own choice, as
    for the rest of the turn). ``work``: the most moves one search plays in its completions
    (``budget.py``: the search stops after the pass that spends them), ``solo_work`` the same
    for a Cave vs Cave solo plan's playouts; ``plans``: follow the game's plan before
    searching (Caverna: room for a newborn, then the newborn, ``caverna_family.py``);
    ``safety_seconds``: the wall-clock stop of a
    whole decision, reached only on a machine far slower than the one the units are sized
    for (there the choice would no longer be a function of the position).
    """

    name: str
    description: str
    worlds: int
    completions: int
    steps: int
    features: bool
    budget: int = 120
    solo_playouts: int = 0
    solo_tile_playouts: int = 0
    work: int = 3000
    solo_work: int = 10000
    safety_seconds: float = 1.5
    plans: bool = False


LEVELS: dict[str, Level] = {
    level.name: level for level in (
        Level("easy", "Looks one turn ahead at the points it would score now.",
              worlds=1, completions=2, steps=12, features=False),
        Level("hard", "Samples what it cannot see and weighs goods, family and board "
                      "as well as points.",
              worlds=2, completions=6, steps=24, features=True, solo_playouts=24,
              solo_tile_playouts=80, plans=True),
    )
}
