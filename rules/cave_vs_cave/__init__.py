"""Caverna: Cave vs Cave, Era I (registry key ``cave-vs-cave``, 1-2 players)."""

from rules.cave_vs_cave.engine import ENGINE, CaveVsCaveEngine

__all__ = ["ENGINE", "CaveVsCaveEngine"]
