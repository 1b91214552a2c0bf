"""The search over sampled worlds for Cave vs Cave solo (``rules/ai/cvc_worlds.py``).

It must choose from what the seat may know (the real face-down rooms, solo pile and
order of the hidden action tiles never read), from worlds drawn without bias, within its
budget of moves, and finish a game.
"""

from __future__ import annotations

from collections import Counter

import rules
from rules.ai import cvc_worlds
from rules.ai.budget import Budget
from rules.ai.cvc_policy import follow
from rules.ai.worlds import sample_world
from rules.cave_vs_cave.data import TILES
from rules.core import Rng, State
from tests.rules.ai.helpers import advance
from tests.rules.ai.test_fairness import shake_cave_vs_cave

TINY = cvc_worlds.Sizes(worlds=2, continuations=1, work=10**9)


def _tile_positions() -> list[State]:
    """Solo positions at a tile choice, early, middle and late."""
    engine = rules.get_engine("cave-vs-cave")
    out = []
    for seed, moves in ((1, 0), (2, 40), (3, 90)):
        state = advance("cave-vs-cave", 1, seed, moves)
        while not cvc_worlds.is_tile_menu(state):
            options = [o.id for o in engine.pending(state)[0].options]
            state = engine.apply(state, 0, follow(state, options, Rng(seed)))
        out.append(state)
    return out


def _tiles(state: State) -> list[str]:
    engine = rules.get_engine("cave-vs-cave")
    return [o.id for o in engine.pending(state)[0].options if o.id != "convert"]


def test_the_real_hidden_facts_never_change_the_choice() -> None:
    for state in _tile_positions():
        shaken = shake_cave_vs_cave(state, 0)
        assert shaken != state  # the hidden part really moved
        tiles = _tiles(state)
        assert len(tiles) > 1
        ours = cvc_worlds.choose(state, 0, tiles, Rng(5), TINY, Budget(10**9, None, 0.0))
        again = cvc_worlds.choose(shaken, 0, tiles, Rng(5), TINY, Budget(10**9, None, 0.0))
        assert ours == again and ours in tiles


def test_the_worlds_are_drawn_without_bias() -> None:
    """Every unseen dark room is as likely in every face-down cavern (and so in the pile),
    and every hidden action tile as likely in every slot of its group: 1,200 worlds, each
    count within a generous band round its expectation."""
    state = _tile_positions()[1]
    cells = [c for c, v in enumerate(state["players"][0]["cave"]) if v is not None and v < 0]
    unseen = sorted([-state["players"][0]["cave"][c] for c in cells] + state["pile"])
    slots = range(state["shown"], len(state["board"]))
    rng = Rng(11)
    rooms: Counter[tuple[int, int]] = Counter()
    tiles: Counter[tuple[int, str]] = Counter()
    runs = 1200
    for _ in range(runs):
        world = sample_world("cave-vs-cave", state, 0, rng)
        for c in cells:
            rooms[c, -world["players"][0]["cave"][c]] += 1
        for slot in slots:
            tiles[slot, world["board"][slot]] += 1
        assert sorted([-world["players"][0]["cave"][c] for c in cells]
                      + world["pile"]) == unseen
    expect = runs / len(unseen)
    for c in cells:
        for room in unseen:
            assert 0.5 * expect < rooms[c, room] < 1.5 * expect, (c, room)
    for slot in slots:
        group = [t for t in state["board"][state["shown"]:]
                 if TILES[t]["group"] == TILES[state["board"][slot]]["group"]]
        for tile in group:
            assert 0.7 * runs / len(group) < tiles[slot, tile] < 1.3 * runs / len(group)


def test_the_budget_stops_adding_worlds() -> None:
    state = _tile_positions()[0]
    tiles = _tiles(state)
    sizes = cvc_worlds.Sizes(worlds=6, continuations=1, work=1)
    budget = Budget(1, None, 0.0)
    cvc_worlds.choose(state, 0, tiles, Rng(3), sizes, budget)
    one_world = 1 - budget.units
    # One world always; then the budget (spent) ends the search.
    assert one_world > len(tiles) * 20
    whole = Budget(10**9, None, 0.0)
    cvc_worlds.choose(state, 0, tiles, Rng(3), sizes, whole)
    assert 10**9 - whole.units > 5 * one_world


def test_a_game_played_by_it_finishes_above_the_scripted_floor() -> None:
    engine = rules.get_engine("cave-vs-cave")
    state = engine.new_game(1, 93000)
    for _ in range(600):
        if engine.is_over(state):
            break
        options = [o.id for o in engine.pending(state)[0].options]
        tiles = [o for o in options if o != "convert"]
        if cvc_worlds.is_tile_menu(state) and tiles:
            option = cvc_worlds.choose(state, 0, tiles, Rng(len(state["taken"])), TINY,
                                       Budget(10**9, None, 0.0))
        else:
            option = follow(state, options, Rng(1))
        state = engine.apply(state, 0, option)
    assert engine.is_over(state)
    assert engine.scores(state)[0].total >= 35


def test_halving_drops_the_worse_tiles_and_plays_fewer_moves() -> None:
    state = _tile_positions()[0]
    tiles = _tiles(state)
    assert len(tiles) > 2
    full = cvc_worlds.Sizes(worlds=4, continuations=1)
    halved = cvc_worlds.Sizes(worlds=4, continuations=1, halve_every=1)
    spent = []
    for sizes in (full, halved):
        budget = Budget(10**9, None, 0.0)
        assert cvc_worlds.choose(state, 0, tiles, Rng(9), sizes, budget) in tiles
        spent.append(10**9 - budget.units)
    assert spent[1] < 0.8 * spent[0]


def test_the_benchmark_plays_it_and_keeps_each_decisions_cpu() -> None:
    from benchmarks.cvc_solo_ceiling import decision_cpu, worlds_line

    line = worlds_line(93001, TINY)
    assert len(line.decisions) == len(line.moves) and line.cpu == sum(line.decisions)
    engine = rules.get_engine("cave-vs-cave")
    state = engine.new_game(1, 93001)
    for oid in line.moves:
        state = engine.apply(state, 0, oid)
    assert engine.is_over(state) and engine.scores(state)[0].total == line.score
    assert "p95" in decision_cpu([line])[0]


def test_expert_alone_chooses_its_action_tile_by_this_search() -> None:
    """The level plays the games the benchmark measured (``cvc_solo_ceiling --worlds 16
    --halve 4``): at a tile menu ``expert``'s choice is this search's, with its draws."""
    from rules.ai import choose
    from rules.ai.levels import for_game

    level = for_game("expert", "cave-vs-cave")
    assert level.solo_worlds == 16
    sizes = cvc_worlds.Sizes(level.solo_worlds, halve_every=4)
    for state in _tile_positions()[1:]:
        searched = cvc_worlds.choose(state, 0, _tiles(state), cvc_worlds.draws_for(state, 0),
                                     sizes, Budget.start(sizes.work, 0.0, None))
        assert choose("cave-vs-cave", state, 0, "expert", 7) == searched
