"""The shared core of every rule engine."""

from rules.core.base import BaseEngine, copy_state, event
from rules.core.contract import Decision, Engine, IllegalMove, Option, Score, State
from rules.core.coords import cell_name
from rules.core.rng import Rng

__all__ = [
    "BaseEngine",
    "Decision",
    "Engine",
    "IllegalMove",
    "Option",
    "Rng",
    "Score",
    "State",
    "cell_name",
    "copy_state",
    "event",
]
