"""A computer player that can take any seat of any game (issue 18).

    choose(key, state, seat, level, seed, clock=None) -> option id

returns one of the option ids that ``get_engine(key).pending(state)`` offers ``seat`` (the
host applies it like a person's move, so it is stored, logged, replayed and undone by the
same rules). ``level`` is a key of ``LEVELS``. The choice is a function of the position as
``seat`` sees it (its draws are seeded from that view; ``seed`` is accepted for the
callers and not used), since the search is bounded by counts of work (moves played,
``budget.py``), not by the clock: the same position gives the same choice, so a menu
opened and closed again is never reopened at once (``round_trips.py``). The counts are
sized for a decision p95 under a second on the project's machine; given a ``clock``
(time.monotonic: the rules read none), a wall-clock safety stop (``Level.safety_seconds``)
ends a search early on a far slower or busier machine. It raises
``IllegalMove`` when the seat has nothing to decide or the level is unknown.

Fair: before searching it replaces everything ``seat`` cannot see (other seats' hands and
objectives, face-down tiles, deck orders, the engine's generator) with a sample drawn from
that seed (each game's ``hidden.redeal``), so its choice depends only on what that seat may
know. It is pure and CPU-bound: a host runs it in a worker thread, off the event loop.

``LEVELS`` maps each level name to a :class:`Level` whose ``description`` is one line
for people; a game may size a level's search differently (``levels.GAME_SIZES``).
"""

from rules.ai.levels import LEVELS, Level
from rules.ai.search import choose

__all__ = ["LEVELS", "Level", "choose"]
