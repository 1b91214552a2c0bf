"""Cavern Tavern (Final Frontier Games, 2016) for 1-6 players: the rule engine."""

from rules.cavern_tavern.engine import ENGINE

__all__ = ["ENGINE"]
