"""``rubies.could`` against every way to share the rubies among the goods they buy, on
random tests of the kind the action tests are: "some price among these is paid"."""

from __future__ import annotations

import itertools

import pytest

from rules.caverna import ENGINE, rubies
from rules.core import Rng

GOODS = [good for good, _ in rubies._RUBY_BUYS]


def _shares(rubies_held: int) -> itertools.chain[tuple[int, ...]]:
    """Every way to spend all the rubies (more goods never hurt: spending all is enough)."""
    def split(left: int, kinds: int) -> list[tuple[int, ...]]:
        if kinds == 1:
            return [(left,)]
        return [(k, *rest) for k in range(left + 1) for rest in split(left - k, kinds - 1)]
    return itertools.chain(split(rubies_held, len(GOODS)))


def _brute(res: dict[str, int], prices: list[dict[str, int]], held: int) -> bool:
    for share in _shares(held):
        have = dict(res)
        for (good, each), k in zip(rubies._RUBY_BUYS, share, strict=True):
            have[good] += each * k
        if any(all(have[g] >= n for g, n in p.items()) for p in prices):
            return True
    return False


@pytest.mark.parametrize("seed", range(40))
def test_could_is_exact_on_random_prices(seed: int) -> None:
    rng = Rng(seed)
    state = ENGINE.new_game(2, seed)
    res = state["players"][0]["res"]
    for good in res:
        res[good] = 0
    for good in ("wood", "stone", "ore", "food", "grain", "gold"):
        res[good] = rng.below(3)
    held = 1 + rng.below(4)
    res["ruby"] = held
    # A few prices of two or three kinds, as the furnishing tiles ask.
    kinds = ["wood", "stone", "ore", "food", "grain", "vegetable", "gold"]
    prices = [{rng.choice(kinds): 1 + rng.below(4) for _ in range(1 + rng.below(3))}
              for _ in range(1 + rng.below(3))]
    before = dict(res)

    def test() -> bool:
        return any(all(res[g] >= n for g, n in p.items()) for p in prices)

    expected = _brute({**before, "ruby": 0}, prices, held)
    assert rubies.could(state, 0, test) is expected, (before, prices)
    assert res == before  # the goods are restored
