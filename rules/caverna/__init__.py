"""Caverna: The Cave Farmers, 1 to 7 players (registry key ``caverna``)."""

from rules.caverna.engine import ENGINE

__all__ = ["ENGINE"]
