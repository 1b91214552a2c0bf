"""The computer player's levels: how much it searches and how it judges a position."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    """One playing strength.

    ``worlds``: samples of the hidden information searched (each option is tried in each);
    ``completions``: random completions of the seat's own turn per option and world (the
    best counts: the seat chooses its own next steps); ``steps``: the most decisions one
    completion plays before judging; ``turns``: how many of its own turns a completion
    plays (more than one only when nobody else acts in between, as in solo); ``features``:
    judge with the per-game weights of what the score does not count yet (else the score
    alone); ``budget``: the most completions per world, over all options (long menus get
    fewer per option); ``greedy``: the percentage of completion steps that take the option
    judged best right away instead of a random one.
    """

    name: str
    description: str
    worlds: int
    completions: int
    steps: int
    features: bool
    turns: int = 1
    budget: int = 120
    greedy: int = 0


LEVELS: dict[str, Level] = {
    level.name: level for level in (
        Level("easy", "Looks one turn ahead at the points it would score now.",
              worlds=1, completions=2, steps=12, features=False),
        Level("hard", "Samples what it cannot see and weighs goods, family and board "
                      "as well as points.",
              worlds=2, completions=6, steps=24, features=True),
    )
}
