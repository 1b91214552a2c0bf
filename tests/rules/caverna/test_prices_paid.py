"""Issue 39 item 4, the class: every Caverna label that names a price names what is paid.

A label (or a prompt) *names a price* when it holds one of the messages of ``PRICES``:
each tells which action it prices (its identity: a small pasture, a stable, a given
furnishing tile, a purchase at the market...) and the goods it names. Random games of
every player count are played with discount tiles built (the Carpenter, the Stone carver,
the Blacksmith on every other seat, the Builder on the first: forced, random play seldom
builds them), and every payment is recorded (``players.pay``, through which the engine
takes every good it takes). A move that takes goods from the seat must take exactly the
price named for the action it carries out:

- the price named by the option applied, when its label names one price (a purchase,
  an imitation, a conversion, a tile whose price is paid at once...);
- else the price last named for the action the seat's open menu carries out (its fence,
  stable, furnishing tile, forge or sowing), by the labels and prompts the seat was shown
  on its way there this turn: the placement's label, the space's menu, the tile menu.

A second check keeps the registry whole: an option label whose own English text says a
price (a number of goods in brackets, "for 2 wood", "pay 1 ruby", "1 ruby → ...", "for
free") must hold a message of ``PRICES`` or of ``NOT_PRICES`` (each with the reason).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rules.caverna import ENGINE
from rules.caverna import players as pl
from rules.caverna.data import node_at
from rules.core import Decision, State
from rules.core.text import Say
from tests.sizes import env_int

SEEDS = env_int("CAVERNA_SEEDS", 1)   # CI 2

Identity = tuple[Any, ...]
Claim = tuple[Identity, dict[str, int]]


def _goods(text: Any) -> dict[str, int]:
    """The goods a price text names ("4 wood, 3 stone", "free", "nothing")."""
    out: Counter[str] = Counter()

    def walk(say: Any) -> None:
        if not isinstance(say, Say):
            return
        if say.msg_key == "caverna-amount":
            out[say.msg_args["name"].msg_args["good"]] += say.msg_args["count"]
            return
        for value in say.msg_args.values():
            walk(value)

    walk(text)
    return {g: n for g, n in out.items() if n}


def _id(say: Any, prefix: str) -> str:
    """The id of a named thing ("caverna-tile-dwelling" → "dwelling")."""
    key = say.msg_key
    assert key.startswith(prefix), key
    return key[len(prefix):]


def _good(amount: Say) -> str:
    return amount.msg_args["name"].msg_args["good"]


# Message → (the action it prices, the goods it names).
PRICES: dict[str, Callable[[dict[str, Any]], Claim]] = {
    "caverna-op-fence": lambda a: (("fence", a["size"]), _goods(a["cost"])),
    "caverna-loot-small_pasture-cost": lambda a: (("fence", "small"), _goods(a["cost"])),
    "caverna-loot-large_pasture-cost": lambda a: (("fence", "large"), _goods(a["cost"])),
    "caverna-op-stable": lambda a: (("stable",), _goods(a["cost"])),
    "caverna-op-free-stable": lambda a: (("stable",), {}),
    "caverna-loot-stable": lambda a: (("stable",), {}),
    "caverna-op-furnish-tile": lambda a: (("furnish", _id(a["tile"], "caverna-tile-")),
                                          _goods(a["cost"])),
    "caverna-tile-price": lambda a: (("furnish", _id(a["tile"], "caverna-tile-")),
                                     _goods(a["cost"])),
    "caverna-loot-dwelling-cost": lambda a: (("furnish", "dwelling"), _goods(a["cost"])),
    # The Builder's ways to pay for the tile being furnished (the frame's tile).
    "caverna-pay": lambda a: (("furnish", "*"), _goods(a["goods"])),
    "caverna-forge": lambda a: (("forge", a["strength"]), _goods(a["cost"])),
    "caverna-sow-crop": lambda a: (("sow", _good(a["what"])), _goods(a["what"])),
    "caverna-buy": lambda a: (("buy", _good(a["what"])), _goods(a["price"])),
    "caverna-imitate-space": lambda a: (("imitate", _id(a["space"], "caverna-space-")),
                                        _goods(a["cost"])),
    "caverna-trade-left": lambda a: (("ore_trade",), _goods(a["pay"])),
    "caverna-exchange": lambda a: (("convert", str(a["pay"]), str(a["get"])),
                                   _goods(a["pay"])),
    "caverna-ruby-tile": lambda a: (("ruby_tile", str(a["tile"])), _goods(a["price"])),
    "caverna-feed-pay": lambda a: (("feed",), _goods(a["food"])),
    "caverna-feed-beg": lambda a: (("feed",), {"food": a["paid"]} if a["paid"] else {}),
    "caverna-feed-one": lambda a: (("feed_one", str(a["goods"])), _goods(a["goods"])),
    "caverna-ruby-dwarf": lambda a: (("ruby_dwarf",), {"ruby": 1}),
    "caverna-cap-keep": lambda a: (("cap", _id(a["space"], "caverna-space-")), {"ruby": 1}),
}
# Messages whose English looks like a price but is none, each with the reason.
NOT_PRICES = {
    "caverna-gold-menu": "opens the menu of gold-to-food amounts (N + 1 gold → N food), "
                         "whose entries name their own price (caverna-exchange)",
    "caverna-trade-weapon": "names the food a weapon brings; the weapon is what is given",
    "caverna-colour-menu": "counts the affordable tiles of a colour",
}
# The spaces' printed names ("Imitation (4 food)"): the imitation's price is named by
# caverna-imitate-space when it is paid.
PRINTED_NAMES = "caverna-space-"

_PRICE_TEXT = re.compile(
    r"\((?:pay )?\d+ [a-z]+|\(free\)|\bfor (?:\d+ [a-z]|free\b)|\b[Pp]ay (?:\d+ |nothing)"
    r"|^\d+ [a-z]+(?: \+ \d+ [a-z]+)? →")


def _says(text: Any) -> Iterator[Say]:
    if isinstance(text, Say):
        yield text
        for value in text.msg_args.values():
            yield from _says(value)


def claims(text: Any) -> list[Claim]:
    return [PRICES[s.msg_key](s.msg_args) for s in _says(text) if s.msg_key in PRICES]


def unregistered(text: Any) -> list[str]:
    """The messages of ``text`` whose own English says a price, outside the registry."""
    out = []
    for say in _says(text):
        inner = [v for v in say.msg_args.values() if isinstance(v, Say)]
        if (_PRICE_TEXT.search(str(say)) and not any(_PRICE_TEXT.search(str(v)) for v in inner)
                and say.msg_key not in PRICES and say.msg_key not in NOT_PRICES
                and not say.msg_key.startswith(PRINTED_NAMES)):
            out.append(f"{say.msg_key}: {say}")
    return out


def _frame_identity(frame: dict[str, Any], option_id: str) -> Identity | None:
    """The action an open op frame carries out, as PRICES names it."""
    if frame.get("k") != "op":
        return None
    node = node_at(frame["sp"], tuple(frame["p"]))
    op = node["op"]
    if op == "fence":
        return ("fence", node["size"])
    if op == "stable":
        return ("stable",)
    if op == "furnish" and "t" in frame:
        return ("furnish", frame["t"])
    if op == "forge" and option_id.startswith("w:"):
        return ("forge", int(option_id[2:]))
    if op == "sow" and option_id.startswith("sow:"):
        return ("sow", option_id[4:])
    return None


DISCOUNT_TILES = ("carpenter", "stone_carver", "blacksmith")


def _with_discount_tiles(state: State) -> None:
    """Every other seat holds the discount tiles, the first the Builder too."""
    for seat, player in enumerate(state["players"]):
        if seat % 2 == 0:
            player["tiles"] += [*DISCOUNT_TILES, *(["builder"] if seat == 0 else [])]
    state["sold"] = [*state["sold"], *DISCOUNT_TILES, "builder"]


class Payments:
    """Every ``players.pay`` of one move: (player dict, goods)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[dict[str, Any], dict[str, int]]] = []
        real = pl.pay

        def pay(player: pl.Player, cost: Any) -> None:
            self.calls.append((player, dict(cost)))
            real(player, cost)

        monkeypatch.setattr(pl, "pay", pay)

    def of(self, player: dict[str, Any]) -> dict[str, int] | None:
        """What the move took from ``player`` (a trial on a copy is not counted); None
        when it took nothing."""
        mine = [cost for who, cost in self.calls if who is player]
        if not mine:
            return None
        total: Counter[str] = Counter()
        for cost in mine:
            total.update(cost)
        return {g: n for g, n in total.items() if n}


def _play(players: int, seed: int, payments: Payments, checked: Counter[str]) -> None:
    state = ENGINE.new_game(players, seed)
    _with_discount_tiles(state)
    rng = random.Random(seed * 13 + players)
    named: dict[int, dict[Identity, dict[str, int]]] = {s: {} for s in range(players)}
    while not ENGINE.is_over(state):
        decisions: list[Decision] = ENGINE.pending(state)
        decision = rng.choice(decisions)
        seat = decision.seat
        for option in decision.options:
            assert not unregistered(option.label), unregistered(option.label)
        option = rng.choice(decision.options)
        frame = state["players"][seat]["stack"][-1]
        if frame["k"] == "place":
            named[seat] = {}  # a new turn: what was named before is spent or moot
        mine = named[seat]
        for identity, price in claims(decision.prompt):
            mine[identity] = price
        own = claims(option.label)
        payments.calls.clear()
        new = ENGINE.apply(state, seat, option.id)
        paid = payments.of(new["players"][seat])
        if paid is not None:
            identity = _frame_identity(frame, option.id)
            if len(own) == 1:
                identity, said = own[0]
                if identity[:2] == ("furnish", "*"):
                    identity = ("furnish", frame["t"])
            else:
                said = mine.get(identity) if identity else None
            if said is not None:
                discounted = any(t in DISCOUNT_TILES for t in state["players"][seat]["tiles"])
                checked[f"{identity[0]}{' (discount tiles)' if discounted else ''}"] += 1
                assert paid == said, (
                    f"{players}p seed {seed}: {option.id} ({option.label!s}) after "
                    f"{decision.prompt!s}: named {said} for {identity}, took {paid}")
                mine.pop(identity, None)
        for identity, price in own:
            if identity[:2] == ("furnish", "*"):
                identity = ("furnish", frame["t"])
            mine[identity] = price
        state = new


def test_every_label_that_names_a_price_names_what_is_paid(
        monkeypatch: pytest.MonkeyPatch) -> None:
    payments = Payments(monkeypatch)
    checked: Counter[str] = Counter()
    for players in range(1, 8):
        for seed in range(SEEDS):
            _play(players, seed, payments, checked)
    # The run reaches the discounted prices it is about (and the common ones).
    for kind in ("fence (discount tiles)", "stable (discount tiles)",
                 "furnish (discount tiles)", "furnish", "buy", "convert", "feed"):
        assert checked[kind], (kind, checked)
