"""Property test (issue 6): random legal games of every player count buy furnishing
tiles and use them; across the seeds every tile of the data is bought at least once.

Uniform play rarely affords the dear tiles, so the chooser here leans towards
furnishing: a placement or choice that opens a furnishing menu is preferred, and in
that menu the tile bought least often so far; otherwise, often, the step that gives most
of what the least bought tiles cost, so that dear tiles become affordable. Goods that an
unbought tile costs (grain and vegetables above all: random play eats them) are kept:
conversions do not spend a good below the dearest unbought price of it (feeding may
still beg, or eat other goods and any surplus), and rubies buy what is short. Trades
of owned tiles are preferred too, an unused one at once (a trade tile counts as unbought
until someone trades with it), so that the tiles are used, not only bought. Every move is
still a legal option of the engine's own menu. Every player count plays once; then
seeds go on only until every tile is bought, kept and (trade tiles) used, at most
CAVERNA_TILE_SEEDS per player count (default 5; about 4 are needed today).
"""

from __future__ import annotations

import os
import random
from collections import Counter

from rules.caverna import ENGINE
from rules.caverna.data import FURNISHINGS
from rules.core import Option, State
from rules.core.playout import apply_offered

SEEDS = int(os.environ.get("CAVERNA_TILE_SEEDS", "5"))
PLAYER_COUNTS = range(1, 8)
MAX_MOVES = 20_000
TRADING = {t for t, d in FURNISHINGS.items()
           if {"trade", "trade_choice"} & set(d.get("hooks", {}))}


def _tile_of(option_id: str) -> str | None:
    """The furnishing tile a menu option buys ("t:<tile>"; trades are "t:<tile>.<i>")."""
    tile = option_id[2:] if option_id.startswith("t:") else ""
    return tile if tile in FURNISHINGS else None


def _traded(option_id: str) -> str | None:
    """The owned tile a convert-menu trade ("t:<tile>.<i>") uses."""
    if not option_id.startswith("t:") or "." not in option_id:
        return None
    return option_id[2:].split(".")[0]


def _rank(tile: str, bought: Counter[str], used: Counter[str]) -> int:
    """How much a tile is still wanted: the times it was bought, or 0 for a trade tile
    whose trade no one has used yet (buy it again until someone does)."""
    return 0 if tile in TRADING and not used[tile] else bought[tile]


def _look_ahead(state: State, seat: int, option_id: str, bought: Counter[str],
                used: Counter[str], wanted: set[str]) -> tuple[int | None, int]:
    """One step ahead: how often the rarest tile the seat may then pick has been bought
    so far (0 for a colour step, whose tiles are not shown yet; None when no furnishing
    menu opens), and how many ``wanted`` goods the step gave the seat."""
    # The option is on the seat's menu: no need to have apply list the menu again to check.
    after = apply_offered(ENGINE, state, seat, option_id)
    ids = [o.id for d in ENGINE.pending(after) if d.seat == seat for o in d.options]
    counts = [_rank(t, bought, used) for t in map(_tile_of, ids) if t]
    if any(i.startswith("cat:") for i in ids):
        counts.append(0)
    before, now = state["players"][seat]["res"], after["players"][seat]["res"]
    return min(counts, default=None), sum(now[g] - before[g] for g in wanted)


def _trades(tile: str) -> list[dict]:
    hooks = FURNISHINGS[tile].get("hooks", {})
    return [*([hooks["trade"]] if "trade" in hooks else []), *hooks.get("trade_choice", [])]


def _trade_pay(option_id: str) -> dict[str, int]:
    tile = _traded(option_id)
    return _trades(tile)[int(option_id.rsplit(".", 1)[1])]["pay"] if tile else {}


def _can_trade_fresh(state: State, seat: int, used: Counter[str]) -> bool:
    """The seat owns a tile never traded yet and can pay one of its trades."""
    player = state["players"][seat]
    return any(all(player["res"][g] >= n for g, n in trade["pay"].items())
               for tile in player["tiles"] if not used[tile] for trade in _trades(tile))


def _to_keep(state: State, seat: int, bought: Counter[str],
             used: Counter[str]) -> dict[str, int]:
    """Per good, the most of it that a still unbought tile costs, or that a trade of one
    of the seat's tiles never used yet pays: conversions do not spend below that."""
    prices = [d["cost"] for t, d in FURNISHINGS.items() if not bought[t]]
    # The tile being furnished right now (chosen, not yet paid for).
    prices += [FURNISHINGS[f["t"]]["cost"] for f in state["players"][seat]["stack"]
               if f.get("t") in FURNISHINGS]
    prices += [trade["pay"] for t in state["players"][seat]["tiles"] if not used[t]
               for trade in _trades(t)]
    keep: dict[str, int] = {}
    for price in prices:
        for good, n in price.items():
            keep[good] = max(keep.get(good, 0), n)
    return keep


def _convert_pay(option_id: str) -> dict[str, int]:
    """What a convert-menu option spends (trades: their price)."""
    kind, _, what = option_id.partition(":")
    if kind == "f":
        if what.startswith("gold"):
            return {"gold": int(what[5:] or 1) + 1}
        return {"donkey": 2} if what == "donkey2" else {what: 1}
    if kind == "r":
        return {"ruby": 1}
    return _trade_pay(option_id)


def _pick(rng: random.Random, state: State, seat: int, opts: list[Option],
          bought: Counter[str], used: Counter[str]) -> str:
    ids = [o.id for o in opts]
    res = state["players"][seat]["res"]
    keep = _to_keep(state, seat, bought, used)
    # Do not convert away goods below what an unbought tile costs (or an unused trade
    # pays); a trade never used yet may still spend them. Feeding can always beg.
    spare = [i for i in ids if (_traded(i) and not used[_traded(i) or ""]) or not (
        i.startswith(("f:", "r:", "t:"))
        and any(res[g] - n < keep.get(g, 0) for g, n in _convert_pay(i).items()))]
    ids = spare or ids
    if state["players"][seat]["stack"][-1].get("t") in FURNISHINGS:
        # A tile is chosen: furnish it (how to pay, where) rather than go back on it.
        onward = [i for i in ids if i not in ("back", "cv")]
        if onward:
            return rng.choice(onward)
    tiles = [i for i in ids if _tile_of(i)]
    if tiles:
        rank = {i: _rank(_tile_of(i) or "", bought, used) for i in tiles}
        return rng.choice([i for i in tiles if rank[i] == min(rank.values())])
    trades = [i for i in ids if _traded(i)]
    fresh = [i for i in trades if not used[_traded(i) or ""]]
    if fresh:
        return rng.choice(fresh)
    if "cv" in ids and _can_trade_fresh(state, seat, used):
        return "cv"
    if trades and rng.random() < 0.5:
        return rng.choice(trades)
    rubies = [i for i in ids if i.startswith("r:") and res[i[2:]] < keep.get(i[2:], 0)]
    if rubies:
        return rng.choice(rubies)
    colours = [i for i in ids if i.startswith("cat:")]
    if colours:
        return rng.choice(colours)
    steps = [i for i in ids if i.startswith(("sp:", "c:"))]
    if steps and rng.random() < 0.9:
        least = min(_rank(t, bought, used) for t in FURNISHINGS)
        wanted = {g for t, d in FURNISHINGS.items() if _rank(t, bought, used) == least
                  for g in d["cost"]} | {g for g, n in keep.items() if res[g] < n}
        ahead = {i: _look_ahead(state, seat, i, bought, used, wanted) for i in steps}
        # Prefer a step whose furnishing menu offers one of the least bought tiles...
        menus = [i for i, (n, _) in ahead.items() if n == least]
        if menus:
            return rng.choice(menus)
        # ...else, often, the one giving most of what the least bought tiles cost.
        if rng.random() < 0.5:
            return max(steps, key=lambda i: (ahead[i][1], rng.random()))
    return rng.choice(ids)


def _biased_game(players: int, seed: int, bought: Counter[str],
                 used: Counter[str]) -> State:
    state = ENGINE.new_game(players, seed)
    rng = random.Random(seed * 8 + players)
    for _ in range(MAX_MOVES):
        if ENGINE.is_over(state):
            return state
        decision = rng.choice(ENGINE.pending(state))
        option_id = _pick(rng, state, decision.seat, list(decision.options), bought, used)
        if _tile_of(option_id):
            bought[option_id[2:]] += 1
        elif _traded(option_id):
            used[_traded(option_id) or ""] += 1
        state = ENGINE.apply(state, decision.seat, option_id)
    raise AssertionError(f"{players} players, seed {seed}: no end after {MAX_MOVES} moves")


def _covered(bought: Counter[str], used: Counter[str], owned: Counter[str]) -> bool:
    return not (set(FURNISHINGS) - set(bought) or set(FURNISHINGS) - set(owned)
                or TRADING - set(used))


def test_random_games_buy_every_furnishing_tile() -> None:
    bought: Counter[str] = Counter()
    used: Counter[str] = Counter()
    owned: Counter[str] = Counter()
    # Seed-major, so that more seeds only add games after the default ones; no game once
    # every tile is covered (the assertions below are about the union of the games).
    for seed in range(SEEDS):
        for players in PLAYER_COUNTS:
            if seed and _covered(bought, used, owned):
                break
            state = _biased_game(players, seed, bought, used)
            assert ENGINE.scores(state)
            for player in state["players"]:
                owned.update(player["tiles"] + player.get("covered", []))
    assert not sorted(set(FURNISHINGS) - set(bought)), "never bought"
    # Chosen on the menu and furnished: every tile ended up on some home board.
    assert not sorted(set(FURNISHINGS) - set(owned)), "bought but not kept"
    assert not sorted(TRADING - set(used)), "trade tiles never used"
