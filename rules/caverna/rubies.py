"""What rubies could buy: a space or an action counts as usable when spending rubies
would make it so (« … sauf si vous possédez des rubis »).

A test is tried once per good a ruby buys, with every ruby spent on that good (food at
the ruby's food value), the player's goods restored afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.caverna.data import SETUP
from rules.core import State

# (good, how many one ruby buys): the ruby trades of the supply, and food.
_RUBY_BUYS: tuple[tuple[str, int], ...] = (
    *((good, 1) for good in SETUP["ruby_buys"]), ("food", SETUP["food_values"]["ruby"]))


def could(state: State, seat: int, test: Callable[[], bool]) -> bool:
    """Whether ``test()`` holds once the seat's rubies are spent on one kind of good."""
    res = state["players"][seat]["res"]
    rubies = res["ruby"]
    if rubies <= 0 or not _with_all(res, rubies, test):
        return False  # more goods never make an action unusable: one try rules most out
    for good, each in _RUBY_BUYS:
        res["ruby"], res[good] = 0, res[good] + each * rubies
        try:
            if test():
                return True
        finally:
            res["ruby"], res[good] = rubies, res[good] - each * rubies
    return False


def _with_all(res: dict[str, int], rubies: int, test: Callable[[], bool]) -> bool:
    """``test()`` with every good the rubies could buy, all at once."""
    res["ruby"] = 0
    for good, each in _RUBY_BUYS:
        res[good] += each * rubies
    try:
        return test()
    finally:
        res["ruby"] = rubies
        for good, each in _RUBY_BUYS:
            res[good] -= each * rubies
