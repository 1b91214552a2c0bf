"""Pure rule engines for Cavern Host's games (no Discord, SQL or images here)."""

from rules.core import BaseEngine, Decision, Engine, IllegalMove, Option, Score, State
from rules.registry import GAMES, get_engine
from rules.replaying import replay

__all__ = [
    "GAMES",
    "BaseEngine",
    "Decision",
    "Engine",
    "IllegalMove",
    "Option",
    "Score",
    "State",
    "get_engine",
    "replay",
]
