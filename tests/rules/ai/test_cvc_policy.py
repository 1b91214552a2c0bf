"""The solo scripted player (``rules/ai/cvc_policy.py`` and the ``cvc_*`` modules it reads):
its plans, walls and order.

Housework furnishes twice in one turn: "furnish, paying 1 food per dwarf; furnish, paying
5 food or 1 gold" (reference §4). Both rooms are paid from one stock and need two caverns,
so the plan must choose them together; emmer and flax may become the food that lacks
("at any time … turn 1 emmer, 1 flax or 1 gold into 1 food", §1).
"""

from __future__ import annotations

from functools import partial

import rules
from rules.ai import cvc_furnishing, cvc_playout, cvc_policy, cvc_room_uses, cvc_values, cvc_walls
from rules.cave_vs_cave import menus, moves
from rules.cave_vs_cave.cave import empty_cells, free_slots, wall_masks
from rules.cave_vs_cave.data import CELL_INDEX, COST, EMMER, FOOD, GOLD, GOODS, POINTS, WOOD
from rules.cave_vs_cave.engine import fast_copy
from rules.core import Rng, State

SHELF, SPINNING_WHEEL = 1, 2


def _housework(goods: dict[str, int], empty: tuple[str, ...]) -> State:
    """Round 1 of a solo game (2 food per dwarf), Shelf and Spinning Wheel on display,
    ``empty`` excavated besides the space above the Entrance."""
    state = rules.get_engine("cave-vs-cave").new_game(1, 0)
    state["display"] = [SHELF, SPINNING_WHEEL]
    pl = state["players"][0]
    for cell in empty:
        pl["cave"][CELL_INDEX[cell]] = 0
    pl["g"] = [goods.get(g, 0) for g in GOODS]
    return state


def _plan(state: State) -> tuple[float, list[cvc_policy.Step]]:
    slots = cvc_policy.furnish_slots(state, {"tile": "housework", "done": []})
    return cvc_policy.furnish_plan(state, state["players"][0], slots, 1.0, 0.5)


def _paid(steps: list[cvc_policy.Step]) -> list[int]:
    return [sum(COST[n][i] + x[i] for _oid, n, x in steps) for i in range(len(GOODS))]


def test_two_rooms_share_one_stock_and_the_food_comes_from_emmer() -> None:
    state = _housework({"wood": 2, "emmer": 2, "gold": 1}, ("r3c1",))
    worth, steps = _plan(state)
    assert worth > 0
    assert sorted(n for _oid, n, _x in steps) == [SHELF, SPINNING_WHEEL]
    assert {oid for oid, _n, _x in steps} == {"furnish", "furnish2:gold"}
    paid = _paid(steps)
    assert paid[WOOD] == 2 and paid[GOLD] == 1
    assert paid[FOOD] == 2  # the per-dwarf food, all of it from the 2 emmer
    assert paid[EMMER] == 0


def test_one_wood_pays_for_one_room_only() -> None:
    _worth, steps = _plan(_housework({"wood": 1, "emmer": 2, "gold": 1}, ("r3c1",)))
    assert len(steps) == 1


def test_two_rooms_need_two_caverns() -> None:
    _worth, steps = _plan(_housework({"wood": 2, "emmer": 2, "gold": 1}, ()))
    assert len(steps) == 1


def test_no_food_to_be_had_leaves_the_per_dwarf_furnishing_out() -> None:
    _worth, steps = _plan(_housework({"wood": 2, "gold": 1}, ("r3c1",)))
    assert [oid for oid, _n, _x in steps] == ["furnish2:gold"]


def test_the_turn_follows_the_plan_and_converts_only_what_it_lacks() -> None:
    engine = rules.get_engine("cave-vs-cave")
    state = _housework({"wood": 2, "emmer": 3, "flax": 1, "gold": 1}, ("r3c1",))
    state = engine.apply(state, 0, "tile:housework")
    while state["turn"] is not None:
        options = [o.id for o in engine.pending(state)[0].options]
        state = engine.apply(state, 0, cvc_policy.follow(state, options, Rng(1)))
    pl = state["players"][0]
    owned = {n for n in pl["cave"] if n is not None and n > 0}
    assert {SHELF, SPINNING_WHEEL} <= owned
    # 2 food for the per-dwarf furnishing: two of the three emmer, no more.
    assert pl["g"][EMMER] == 1 and pl["g"][FOOD] == 0


def test_the_scripted_player_alone_scores_well_above_its_first_version() -> None:
    """The playouts' quality bounds the planner's: alone, the policy averages about 43
    points (``benchmarks``-free: 60 seeds take under a second); its first version, which
    furnished each part on its own and traded stone for gold only by chance, averaged 38.8."""
    engine = rules.get_engine("cave-vs-cave")
    totals = []
    for seed in range(60):
        state = engine.new_game(1, seed)
        totals.append(cvc_playout.playout(fast_copy(state), 0,
                                       cvc_policy.Policy(Rng(seed), 0.0)))
    assert sum(totals) >= 41.5 * len(totals), sum(totals) / len(totals)


def test_the_planned_room_is_always_on_the_menu() -> None:
    """The part menu opens a furnishing only for a room the plan can pay; the room menu
    then offers it. Backing out instead could send the seat round in a circle."""
    engine = rules.get_engine("cave-vs-cave")
    for seed in range(40):
        state = fast_copy(engine.new_game(1, seed))
        policy = cvc_policy.Policy(Rng(seed), 0.1)
        steps = 0
        while not state["over"]:
            steps += 1
            assert steps < 400, f"seed {seed}: no end"
            options = [o for o, _label in menus.options(state)[1]]
            choice = policy.choose(state, options)
            menu = state["turn"]["m"] if state["turn"] else None
            assert not (choice == "back" and menu and menu["k"] == "furn"), (seed, steps)
            moves.perform(state, state["to_move"], choice)


SECRET_CHAMBER, BAKEHOUSE = 18, 16


def _last_turn(goods: dict[str, int], empty: tuple[str, ...], display: list[int]) -> State:
    """The last turn of a solo game (round 7, three of its four turns played), every
    action tile face up, ``empty`` excavated besides the space above the Entrance."""
    state = _housework(goods, empty)
    state.update(round=7, done_turns=3, shown=len(state["board"]), display=display)
    return state


def _play_turn(state: State, tile: str) -> tuple[list[str], State]:
    """Apply ``tile``, then the policy's choices until the turn ends; the choices and
    the state after."""
    engine = rules.get_engine("cave-vs-cave")
    state = engine.apply(state, 0, f"tile:{tile}")
    chosen = []
    while state["turn"] is not None:
        options = [o.id for o in engine.pending(state)[0].options]
        chosen.append(cvc_policy.follow(state, options, Rng(1)))
        state = engine.apply(state, 0, chosen[-1])
    return chosen, state


def test_renovation_builds_the_wall_that_lets_a_four_wall_room_fit_first() -> None:
    """"Renovation: build 1 wall; furnish (room cost only)" (reference §4). The space
    right of r4c1 has rock on three sides: one wall makes it fit the Secret Chamber (8
    points for 2 wood and 1 stone), which beats the Bakehouse (6 points) fitting it now."""
    state = _last_turn({"wood": 2, "stone": 2}, ("r4c1", "r4c2"),
                       [SECRET_CHAMBER, BAKEHOUSE])
    chosen, _after = _play_turn(state, "renovation")
    assert chosen[:2] == ["wall", "wall:r4c1-r4c2"], chosen
    assert "furnish:secret_chamber" in chosen and "place:r4c2:rot0" in chosen, chosen


def test_a_cavern_one_wall_short_of_a_display_room_counts_for_part_of_it() -> None:
    state = _last_turn({}, ("r4c1", "r4c2"), [SECRET_CHAMBER])
    pl = state["players"][0]
    display = tuple(state["display"])
    near = cvc_policy.fit_value(display, pl)
    assert 0 < near < cvc_policy.fit_value(display, {**pl, "walls": 1 << 13})
    # Two walls short (the corner r0c0, with r4c2 still face down): it does not count.
    pl["cave"][CELL_INDEX["r4c2"]] = -BAKEHOUSE
    pl["cave"][CELL_INDEX["r4c1"]] = -BAKEHOUSE
    pl["cave"][CELL_INDEX["r0c0"]] = 0
    assert cvc_policy.fit_value(display, pl) == 0


def test_a_room_that_raises_a_good_is_used_before_the_gains() -> None:
    """Shelf: "raise one good to 2". With wood, stone and flax above 2, only emmer can be
    raised: before Cultivation's 2 emmer and 1 flax the Shelf brings 2 emmer, after it
    nothing."""
    state = _housework({"wood": 3, "stone": 3, "flax": 3}, ("r3c1",))
    state["players"][0]["cave"][CELL_INDEX["r3c1"]] = SHELF
    chosen, after = _play_turn(state, "cultivation")
    assert chosen[0] == "rooms", chosen
    assert after["players"][0]["g"][EMMER] == 4


def test_a_remembered_furnishing_plan_is_the_plan_worked_out_again() -> None:
    """``furnish_plan`` remembers its answers (playouts ask the same question for every
    tile offered in every world): along whole games each answer equals the one worked out
    afresh, and changing a returned step leaves the remembered answer alone."""
    engine = rules.get_engine("cave-vs-cave")
    asked = 0
    for seed in range(6):
        state = fast_copy(engine.new_game(1, seed))
        policy = cvc_policy.Policy(Rng(seed), 0.5)
        while not state["over"]:
            pl = state["players"][0]
            for tile in ("housework", "expansion", "furnishing"):
                slots = cvc_policy.furnish_slots(state, {"tile": tile, "done": []})
                first = cvc_policy.furnish_plan(state, pl, slots, 0.8, 0.5)
                if first[1]:
                    first[1][0][2][0] += 7   # the caller's copy, not the memory's
                    asked += 1
                again = cvc_policy.furnish_plan(state, pl, slots, 0.8, 0.5)
                fresh = cvc_furnishing._furnish_plan(
                    state, pl, empty_cells(pl), wall_masks(pl), slots,
                    0.8, 0.5)
                assert again == fresh, (seed, tile)
            options = [o for o, _label in menus.options(state)[1]]
            moves.perform(state, 0, policy.choose(state, options))
    assert asked > 20


def test_a_plan_s_tile_bias_steers_the_scripted_player_all_game() -> None:
    """A plan (``cvc_solo.PLAN_CHOICES``) adds its biases to the tiles' worth: a plan
    that leans hard on Masonry takes it whenever it is offered."""
    engine = rules.get_engine("cave-vs-cave")
    state = fast_copy(engine.new_game(1, 3))
    while "masonry" not in state["board"][:state["shown"]]:
        options = [o for o, _label in menus.options(state)[1]]
        moves.perform(state, 0, cvc_policy.follow(state, options, Rng(1)))
    while state["turn"] is not None:
        options = [o for o, _label in menus.options(state)[1]]
        moves.perform(state, 0, cvc_policy.follow(state, options, Rng(1)))
    options = [o for o, _label in menus.options(state)[1]]
    plain = cvc_policy.Policy(Rng(1), 0.0).choose(state, options)
    leaning = cvc_policy.Policy(Rng(1), 0.0, {"masonry": 50.0}).choose(state, options)
    assert plain != "tile:masonry" and leaning == "tile:masonry", (plain, options)


def test_a_wall_never_shuts_a_face_down_room_off_when_kept_open(monkeypatch) -> None:
    """The space right of r4c1 (rock on three sides) still face down: the wall between
    them would make it a four-wall cavern for the Secret Chamber, but nothing could reach
    it any more ("excavate a space adjacent to an uncovered one", no wall between,
    reference §4), so with ``keep_open`` that wall is never the one chosen."""
    state = _last_turn({"wood": 2, "stone": 2}, ("r4c1",), [SECRET_CHAMBER])
    state["round"] = 3
    pl = state["players"][0]
    monkeypatch.setitem(cvc_policy.P, "keep_open", 1.0)
    cvc_walls._best_wall.cache_clear()
    slot, _gain = cvc_policy.best_wall(state, pl)
    assert slot != cvc_walls.SLOTS.index(next(s for s in cvc_walls.SLOTS
                                               if s.name == "r4c1-r4c2"))
    pl["cave"][CELL_INDEX["r4c2"]] = 0   # excavated: now the wall is the one
    cvc_walls._best_wall.cache_clear()
    slot, gain = cvc_policy.best_wall(state, pl)
    assert cvc_walls.SLOTS[slot].name == "r4c1-r4c2" and gain > 0


def test_the_rooms_to_come_are_the_dark_rooms_not_seen_yet() -> None:
    """Solo: nine dark rooms lie face down in the cave and nine in the pile, so every
    dark room is in the game; those not on display nor furnished are still to come."""
    state = rules.get_engine("cave-vs-cave").new_game(1, 0)
    state["display"] = [SECRET_CHAMBER]
    state["players"][0]["cave"][CELL_INDEX["r2c0"]] = BAKEHOUSE
    old = dict(cvc_policy.P)
    try:
        cvc_policy.P.update(future=1.0, future_points=6)
        future, chance = cvc_policy.future_rooms(state)
    finally:
        cvc_policy.P.update(old)
    assert SECRET_CHAMBER not in future and BAKEHOUSE not in future
    assert {17, 19, 24} <= set(future) and 0 < chance <= 1


def test_the_jitter_draws_what_rng_below_draws() -> None:
    """``Policy.jitter`` writes ``Rng.below(1000)`` out: the same numbers, and the
    generator left where ``below`` leaves it."""
    for seed in (*range(200), 2**63 - 5, 2**64 - 1):
        policy, rng = cvc_policy.Policy(Rng(seed), 0.7), Rng(seed)
        for _ in range(20):
            assert policy.jitter() == 0.7 * (rng.below(1000) / 1000.0)
        assert policy.rng.state == rng.state


def _tile_plan(state: State, pl: dict, tile: str, late: float,
               ahead: float) -> tuple[float, list[cvc_policy.Step]]:
    """A tile's furnishing plan, its parts asked too."""
    slots = cvc_policy.furnish_slots(state, {"tile": tile, "done": []})
    return cvc_policy.furnish_plan(state, pl, slots, late, ahead)


def test_every_memory_answers_as_worked_out_afresh() -> None:
    """Every memory of the scripted player (furnishing plans and parts, room uses, walls,
    fits) is keyed by all its answer depends on: along whole games, each question asked
    with the memories warm (from earlier positions and from the same position asked with
    other turns left, goods or walls) is answered as after forgetting them all."""
    engine = rules.get_engine("cave-vs-cave")
    asked = 0
    for seed in range(2):
        state = fast_copy(engine.new_game(1, seed))
        policy = cvc_policy.Policy(Rng(seed), 0.5)
        while not state["over"]:
            options = [o for o, _label in menus.options(state)[1]]
            moves.perform(state, 0, policy.choose(state, options))
            if state["over"] or policy.rng.below(3):
                continue   # a third of the positions
            pl = state["players"][0]
            display = tuple(sorted(state["display"], key=lambda r: -POINTS[r]))
            questions = []
            for late, ahead in ((1.0, 1.0), (0.4, 1.0), (1.0, 0.3)):
                asker = cvc_policy.Policy(Rng(0), 0.0)
                asker.late, asker.ahead = late, ahead
                questions.append(partial(asker._room_uses, pl))
                for tile in ("housework", "furnishing", "expansion", "renovation"):
                    for g in (pl["g"], [min(9, v + 2) for v in pl["g"]]):
                        questions.append(partial(_tile_plan, state, {**pl, "g": g}, tile,
                                                 late, ahead))
            for slot in [None, *free_slots(pl)]:
                walled = pl if slot is None else {**pl, "walls": pl["walls"] | 1 << slot}
                questions.append(partial(cvc_policy.fit_value, display, walled))
                questions.append(partial(cvc_policy.best_wall, state, walled))
            warm = [ask() for ask in questions]
            for ask, answer in zip(questions, warm, strict=True):
                cvc_policy.forget()
                assert ask() == answer, (seed, ask)
            asked += len(questions)
    assert asked > 1000


def test_derive_rebuilds_the_tables_of_every_module_from_p() -> None:
    """The valuations are split over ``cvc_values``, ``cvc_room_uses``, ``cvc_furnishing``
    and ``cvc_walls``: a change of ``P`` followed by ``derive`` reaches them all (the
    benchmarks' ``--set rules.ai.cvc_policy.P.NAME=...`` relies on it), and nothing
    remembered from before the change is answered after it."""
    state = _housework({"wood": 3, "stone": 3, "food": 4}, ("r3c1",))
    pl = state["players"][0]
    display = tuple(state["display"])
    before = (cvc_values.GOOD_VALUE[WOOD], cvc_values.room_worth(SHELF),
              cvc_policy.fit_value(display, pl), _plan(state)[0],
              [row[4] for rows in cvc_room_uses.USES.values() for row in rows if row[4]])
    old = dict(cvc_policy.P)
    try:
        cvc_policy.P.update(wood=3.0, stone=2.0, food=2.0)
        cvc_policy.derive()
        after = (cvc_values.GOOD_VALUE[WOOD], cvc_values.room_worth(SHELF),
                 cvc_policy.fit_value(display, pl), _plan(state)[0],
                 [row[4] for rows in cvc_room_uses.USES.values() for row in rows if row[4]])
        assert after[0] == 3.0
        assert all(a != b for a, b in zip(before[1:], after[1:], strict=True)), (before, after)
    finally:
        cvc_policy.P.update(old)
        cvc_policy.derive()
    assert _plan(state)[0] == before[3]
