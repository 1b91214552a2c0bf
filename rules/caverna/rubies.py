"""What rubies could buy: a space or an action counts as usable when spending rubies
would make it so (« … sauf si vous possédez des rubis »; rubies are exchanged « à tout
moment », one ruby for one good, so a space may need them spent on several kinds).

Every test here relies on one fact of the action tests: more goods never make an action
unusable. A test is first tried with every good the rubies buy at once (a bound: if it
fails, nothing they buy helps), then with every ruby spent on one kind of good (food at
the ruby's food value), then split among kinds (:func:`_split`). The player's goods are
restored afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.caverna.data import SETUP
from rules.core import State

# (good, how many one ruby buys): the ruby trades of the supply, and food.
_RUBY_BUYS: tuple[tuple[str, int], ...] = (
    *((good, 1) for good in SETUP["ruby_buys"]), ("food", SETUP["food_values"]["ruby"]))


def could(state: State, seat: int, test: Callable[[], bool]) -> bool:
    """Whether ``test()`` holds once the seat's rubies are spent on goods."""
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
    if rubies == 1:
        return False  # one ruby buys one kind of good: tried above
    res["ruby"] = 0
    try:
        return _split(res, 0, rubies, test)
    finally:
        res["ruby"] = rubies


def _split(res: dict[str, int], first: int, left: int, test: Callable[[], bool]) -> bool:
    """Whether ``left`` rubies shared among the goods of _RUBY_BUYS from ``first`` on
    (the goods before it already hold their share) make ``test()`` hold: a depth-first
    search, a good's share from none up. A share is followed only while the test holds
    with the rubies still left spent on every later good at once (the bound of
    :func:`could`), so goods the test does not read cost one try each."""
    good, each = _RUBY_BUYS[first]
    last = first == len(_RUBY_BUYS) - 1
    for share in range(left if last else 0, left + 1):
        rest = left - share
        res[good] += each * share
        later = _RUBY_BUYS[first + 1:] if rest else ()
        for other, n in later:
            res[other] += n * rest
        try:
            bound = test()
        finally:
            for other, n in later:
                res[other] -= n * rest
        try:
            # With no ruby left the bound is the exact answer.
            if bound and (not rest or _split(res, first + 1, rest, test)):
                return True
        finally:
            res[good] -= each * share
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
