"""How much work one decision may do: counted work units, and a wall-clock safety stop.

A search is bounded by work units (moves played in its completions and playouts), never by
the clock: a choice must stay a function of the position as the seat sees it, or a seat
that opens a menu and closes it again could choose differently the second time and go
round in a circle (``round_trips.py``). The units per level are sized so that a decision's
p95 stays under a second on the project's 2-core machine (``benchmarks/bench_ai.py``).

The clock is only a safety stop for a machine far slower (or busier) than that one: past
``Level.safety_seconds`` since the decision began, a search ends at its next checkpoint
with what it has (every option judged on the same samples), so no decision can hold a
table up. The rules read no clock (tests/test_boundaries.py): the caller hands one in
(``rules.ai.choose(..., clock=time.monotonic)``, as the host does); without it there is no
stop, and the choice is always a function of the position.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

# A clock: seconds from any fixed origin, never going back (time.monotonic).
Clock = Callable[[], float]


@dataclass
class Budget:
    """Work units left for one search, and the moment the whole decision must stop."""

    units: int
    clock: Clock | None
    deadline: float

    @classmethod
    def start(cls, units: int, seconds: float, clock: Clock | None) -> Budget:
        return cls(units, clock, clock() + seconds if clock is not None else 0.0)

    def share(self, units: int) -> Budget:
        """A budget of ``units`` for a nested search, under the same safety stop."""
        return Budget(units, self.clock, self.deadline)

    def spend(self, units: int) -> None:
        self.units -= units

    def left(self) -> bool:
        """Whether the search may go on: units remain and the safety stop is not past."""
        return self.units > 0 and not self.late()

    def late(self) -> bool:
        """Whether the safety stop is past (only on a machine far slower than planned)."""
        return self.clock is not None and self.clock() >= self.deadline

    def play_pass(self, options: Iterable[str], run: Callable[[str], tuple[float, int]],
                  started: bool) -> dict[str, float] | None:
        """One pass of a search: ``run(option)`` gives its value and the moves it played,
        for every option; None when the safety stop cut the pass short (once ``started``:
        a search always finishes its first pass), so no option is judged on more samples
        than another."""
        out: dict[str, float] = {}
        for oid in options:
            if started and self.late():
                return None
            out[oid], moves = run(oid)
            self.spend(moves)
        return out
