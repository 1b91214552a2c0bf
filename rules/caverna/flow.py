"""The flow-tree walker: turns an action space's tree into a chain of small decisions.

Each player has a stack of open frames (``player["stack"]``); the top frame is the
player's current decision. Frame kinds:

* ``node`` — an inner node of a space's flow (``all``, ``then``, ``andor``, ``thenor``,
  ``xor``, ``any``); ``done`` lists the children already carried out, ``cur`` the child
  being carried out, ``i`` the next child of ``all``/``then``.
* ``op`` — a leaf that needs choices (where to put a tile, what to sow...), see ops.py.
* ``loot`` — an expedition choosing its loot, see expedition.py.
* ``place``, ``pick_dwarf``, ``feed``, ``breed``, ``skip_phase``, ``overflow``,
  ``convert`` — the round's own decisions (placement.py, rounds.py, harvest.py, convert.py).

A frame pushed for a child carries ``ret``: when it closes, its parent records the child
as done. Leaves without choices (take the goods, gain goods, a per-mine bonus, growth...)
are carried out the moment they are reached.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, Protocol

from rules.caverna import ops, rubies
from rules.caverna.building import Rooms
from rules.caverna.data import combinator, node_at
from rules.core import Option, State
from rules.core.text import Say

ORDERED = ("all", "then")
_DONE = Option("done", Say("Done", "caverna-done"))
_SKIP = Option("done", Say("Skip", "caverna-skip"))


def push(state: State, seat: int, space: str, path: list[int], ret: bool) -> bool:
    """Start a node; returns True when it completed at once (a choice-free leaf, or
    "all" of them)."""
    key = tuple(path)
    kind = _kind_at(space, key)
    if not kind:
        node = node_at(space, key)
        if node["op"] in ops.AUTOMATIC:  # ops.is_automatic
            ops.execute(state, seat, node, space)
            return True
        frame = {"k": "op", "sp": space, "p": path, "ret": ret}
        frame.update(ops.start(state, seat, node))
        state["players"][seat]["stack"].append(frame)
        return False
    if kind == "all" and all_automatic(space, key):
        return _carry_out_all(state, seat, space, path, ret)
    state["players"][seat]["stack"].append(
        {"k": "node", "sp": space, "p": path, "done": [], "i": 0, "cur": -1, "ret": ret})
    return False


@cache
def all_automatic(space: str, path: tuple[int, ...]) -> bool:
    """Whether the node is "all" of leaves carried out when reached (the take, mine
    bonus and start player spaces): see _carry_out_all."""
    node = node_at(space, path)
    return combinator(node) == "all" and all(ops.is_automatic(child) for child in node["all"])


def _carry_out_all(state: State, seat: int, space: str, path: list[int], ret: bool) -> bool:
    """An "all" node of automatic leaves, carried out at once as :func:`step` would
    carry out its frame child by child (each usable child in turn), without the frame:
    True when it completed. A leaf may open a frame (animals that do not fit): the
    node's frame then goes under it as step leaves it, the rest waiting for it
    (test_flow_shortcuts plays games both ways)."""
    stack = state["players"][seat]["stack"]
    depth = len(stack)
    children = node_at(space, tuple(path))["all"]
    done: list[int] = []
    for i, usable in enumerate(_kid_checkers(space, tuple(path))):
        if usable(state, seat):
            ops.execute(state, seat, children[i], space)
            done.append(i)
            if len(stack) > depth:
                stack.insert(depth, {"k": "node", "sp": space, "p": path, "done": done,
                                     "i": i + 1, "cur": -1, "ret": ret})
                return False
    return True


def close(state: State, seat: int) -> None:
    """Pop the top frame; tell its parent that the child is done."""
    stack = state["players"][seat]["stack"]
    frame = stack.pop()
    did = frame.get("did", frame["k"] != "op")  # an op frame may end with nothing done
    if frame.get("ret") and did and stack and stack[-1]["k"] == "node":
        parent = stack[-1]
        parent["done"].append(parent["cur"])
        parent["cur"] = -1


def can(state: State, seat: int, space: str, path: tuple[int, ...]) -> bool:
    """Whether the seat could carry out at least part of this node now."""
    return _checker(space, path)(state, seat)


def checker(space: str, path: tuple[int, ...]) -> Check:
    """The test :func:`can` applies to one node, as a function of (state, seat)."""
    return _checker(space, path)


class Check(Protocol):
    """A node's test as a function of (state, seat); a caller testing several nodes
    of one seat (the placement menu) may pass the seat's board's room answers too
    (building.Rooms), so that the tile, pasture and stable tests look them up once."""

    def __call__(self, state: State, seat: int, rooms: Rooms | None = None, /) -> bool: ...


# Leaves that can always be carried out: a node holding one needs no test at all.
_ALWAYS_OPS = frozenset({"gain", "start_player", "weapons_plus_1"})


def _always(state: State, seat: int, rooms: Rooms | None = None) -> bool:
    return True


# The test of nodes that can always be carried out (a caller may skip calling it).
ALWAYS: Check = _always


@cache
def _checker(space: str, path: tuple[int, ...]) -> Check:
    """The test of :func:`can` for one node, built once from the flow tree: the menus
    ask it for every space at every placement, so the tree is not walked each time."""
    node = node_at(space, path)
    kind = combinator(node)
    if not kind:
        if node["op"] in _ALWAYS_OPS:
            return _always
        return ops.leaf_check(node, space)
    if kind == "then":
        first, then = _checker(space, (*path, 0)), _checker(space, (*path, 1))
        if node_at(space, (*path, 0)).get("op") != "take":
            return first
        # Imitating: the goods are gone but what follows them still works.
        return lambda state, seat, rooms=None: first(state, seat, rooms) or then(
            state, seat, rooms)
    kids = tuple(_checker(space, (*path, i)) for i in _cheap_first(space, path))
    if _always in kids:
        return _always
    if len(kids) == 2:  # most any-of nodes: no loop
        first, second = kids
        return lambda state, seat, rooms=None: first(state, seat, rooms) or second(
            state, seat, rooms)

    def any_child(state: State, seat: int, rooms: Rooms | None = None) -> bool:
        for kid in kids:  # noqa: SIM110 - a loop, not any(): no generator per call
            if kid(state, seat, rooms):
                return True
        return False

    return any_child


# Leaves whose test reads a counter or two; tile, fence, furnish and forge tests scan
# the board or the tile list, so any-of nodes try these first.
_CHEAP_OPS = frozenset({"take", "gain", "bonus", "start_player", "weapons_plus_1", "growth",
                        "market", "ore_trade", "expedition"})


@cache
def _cheap_first(space: str, path: tuple[int, ...]) -> tuple[int, ...]:
    node = node_at(space, path)
    children = node[combinator(node)]
    return tuple(sorted(range(len(children)),
                        key=lambda i: children[i].get("op") not in _CHEAP_OPS))


def kind_for(state: State, seat: int, node: dict[str, Any]) -> str:
    """The node's connector for this seat: the Guest room's hook turns either/or into
    and/or (every either/or space; see furnishings.json)."""
    kind = combinator(node)
    if kind == "xor" and ops.has_xor_to_andor(state, seat):
        return "andor"
    return kind


@cache
def _kid_checkers(space: str, path: tuple[int, ...]) -> tuple[Check, ...]:
    """The :func:`can` test of each child of a node."""
    node = node_at(space, path)
    return tuple(_checker(space, (*path, i)) for i in range(len(node[combinator(node)])))


def _open_children(state: State, seat: int, frame: dict[str, Any]
                   ) -> tuple[list[int] | range, tuple[Check, ...]]:
    """The node's children its connector still allows, before their own tests, and
    every child's test (see eligible)."""
    facts = _NODES.get((frame["sp"], *frame["p"])) or _node_facts(frame)
    return _allowed(state, seat, frame, facts)[1], facts[1]


def _allowed(state: State, seat: int, frame: dict[str, Any], facts: _NodeFacts
             ) -> tuple[str, list[int] | range]:
    """The node's connector for the seat (:func:`kind_for`) and the children it still
    allows, from the node's looked-up facts (the menu and step look them up once)."""
    kind, kids, every, _ = facts
    done = frame["done"]
    n = len(kids)
    if kind == "xor":
        if ops.has_xor_to_andor(state, seat):  # kind_for: the Guest room
            return "andor", ([i for i in range(n) if i not in done] if done else every)
        return kind, ([] if done else every)
    if kind == "thenor":
        return kind, range(max(done) + 1 if done else 0, n)
    if kind == "then":
        # « la seconde est optionnelle, mais tributaire de la première »: the second part
        # only after the first, unless the first is an imitator's missing goods.
        return kind, ([1] if frame["i"] == 1 and (0 in done or _first_takes(
            frame["sp"], tuple(frame["p"]))) else [])
    return kind, ([i for i in range(n) if i not in done] if done else every)


# Per node, by (space, *path): its connector, its children's tests, range(children) and
# the children's fixed options, looked up in one step (_open_children runs for every
# node menu, check and step).
_NodeFacts = tuple[str, tuple[Check, ...], range, tuple[Option | None, ...]]
_NODES: dict[tuple[Any, ...], _NodeFacts] = {}


def _node_facts(frame: dict[str, Any]) -> _NodeFacts:
    space, path = frame["sp"], tuple(frame["p"])
    kids = _kid_checkers(space, path)
    facts = _NODES[(space, *path)] = (_kind_at(space, path), kids, range(len(kids)),
                                      _child_options(space, path))
    return facts


@cache
def _first_takes(space: str, path: tuple[int, ...]) -> bool:
    """Whether the node's first child is a take leaf (an imitator's missing goods)."""
    return node_at(space, (*path, 0)).get("op") == "take"


def eligible(state: State, seat: int, frame: dict[str, Any]) -> list[int]:
    """The children the seat may choose now: allowed by the connector and usable."""
    idx, kids = _open_children(state, seat, frame)
    return [i for i in idx if kids[i](state, seat)]


def has_eligible(state: State, seat: int, frame: dict[str, Any]) -> bool:
    """Whether :func:`eligible` holds anything, testing children only until one is."""
    idx, kids = _open_children(state, seat, frame)
    for i in idx:  # noqa: SIM110 - a loop, not any(): no generator per call
        if kids[i](state, seat):
            return True
    return False


def is_eligible(state: State, seat: int, frame: dict[str, Any], child: int) -> bool:
    """Whether :func:`eligible` holds ``child``, testing that child only."""
    idx, kids = _open_children(state, seat, frame)
    return child in idx and kids[child](state, seat)


def _may_stop(frame: dict[str, Any], kind: str) -> bool:
    if frame["done"]:
        return True
    return kind in ("any", "then") or (kind == "thenor" and bool(frame["p"]))


# Menus that open over an action and return to it: the action is the frames below them.
_OVER_ACTION = ("convert", "gold")


def action_top(stack: list[dict[str, Any]]) -> int:
    """The stack's length without the conversion menus open on top of it."""
    top = len(stack)
    while top and stack[top - 1]["k"] in _OVER_ACTION:
        top -= 1
    return top


def _action_frames(stack: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The frames of the action being carried out, top first, down to its root (under
    an open conversion menu, if any)."""
    out = []
    i = len(stack) - 1
    while i >= 0 and stack[i]["k"] in _OVER_ACTION:  # action_top, written out
        i -= 1
    while i >= 0:
        frame = stack[i]
        k = frame["k"]
        if k != "node" and k != "op":
            break
        out.append(frame)
        if not frame.get("ret"):
            break
        i -= 1
    return out


def may_end_action(state: State, seat: int) -> bool:
    """« Vous ne pouvez placer un nain sur une case Action que si vous utilisez au moins
    une des actions de la case »: stopping is offered once part of the space was used,
    or when a later part of an ``all`` node will still be carried out."""
    return _may_end(state, seat, _action_frames(state["players"][seat]["stack"]))


def _may_end(state: State, seat: int, frames: list[dict[str, Any]]) -> bool:
    for f in frames:  # loops, not any(): every menu inside an action asks
        if f["done"] if f["k"] == "node" else f.get("did"):
            return True
    for f in frames[1:]:
        path = tuple(f["p"])
        if _kind_at(f["sp"], path) == "all":
            kids = _kid_checkers(f["sp"], path)
            for j in range(f["i"], len(kids)):
                if kids[j](state, seat):
                    return True
    return False


@cache
def _kind_at(space: str, path: tuple[int, ...]) -> str:
    """The connector of the node at ``path`` ("" for a leaf)."""
    return combinator(node_at(space, path))


def unused_action(state: State, seat: int) -> int | None:
    """The stack index of the root of the seat's open action while none of it has been
    used (a conversion must not empty it: see convert.keeps_action); None otherwise."""
    stack = state["players"][seat]["stack"]
    if not stack or stack[-1]["k"] not in _IN_ACTION:
        return None  # a placement, a feeding...: no action is open (every menu asks)
    frames = _action_frames(stack)
    if not frames or _may_end(state, seat, frames):
        return None
    return action_top(stack) - len(frames)


# The top frames an open action may lie under: its own, or a conversion menu over it.
_IN_ACTION = frozenset({"node", "op", *_OVER_ACTION})


# The conversion menu an action opens by itself when only rubies can make it usable:
# it has no "Back" (the action behind it offers nothing yet) and closes once the action
# is usable.
RUBY_MENU = {"k": "convert", "must": True}


def waits_for_rubies(state: State, seat: int, usable: Callable[[], bool]) -> bool:
    """An action with nothing usable yet stays open when rubies could make it usable."""
    return (state["players"][seat]["res"]["ruby"] > 0 and not may_end_action(state, seat)
            and rubies.could(state, seat, usable))


# Leaves whose test reads none of the seat's goods (only a space's goods, the board's
# room, the dwarfs), and the mine counters a bonus may read (the board's cells).
_GOODS_FREE_OPS = frozenset({"take", "gain", "start_player", "weapons_plus_1", "growth",
                             "expedition", "tile"})
_BOARD_COUNTERS = frozenset({"ore_mines", "ruby_mines"})


@cache
def goods_free(space: str, path: tuple[int, ...]) -> bool:
    """Whether the node's test (:func:`can`) reads none of the seat's goods: no trade of
    goods can then change its answer (test_fast_paths tries it with more and less)."""
    node = node_at(space, path)
    kind = combinator(node)
    if kind:
        return all(goods_free(space, (*path, i)) for i in range(len(node[kind])))
    if node["op"] == "bonus":
        return (node["per"] if "per" in node else node["if_at_least"][0]) in _BOARD_COUNTERS
    return node["op"] in _GOODS_FREE_OPS


def offers_without_goods(state: State, seat: int) -> bool:
    """Whether the action under the seat's conversion menus is a flow node offering now
    a child whose test reads none of the seat's goods: after any trade of goods it still
    offers that child, so it is not :func:`waiting` (convert._keeps asks this once
    instead of trying each trade out). False means "try it"."""
    stack = state["players"][seat]["stack"]
    i = action_top(stack) - 1
    if i < 0 or stack[i]["k"] != "node":
        return False
    top = stack[i]
    facts = _NODES.get((top["sp"], *top["p"])) or _node_facts(top)
    kids = facts[1]
    for j in _allowed(state, seat, top, facts)[1]:
        if goods_free(top["sp"], (*top["p"], j)) and kids[j](state, seat):
            return True
    return False


def waiting(state: State, seat: int) -> bool:
    """Whether the action under the seat's conversion menus offers nothing yet."""
    stack = state["players"][seat]["stack"]
    i = len(stack) - 1
    while i >= 0 and stack[i]["k"] in _OVER_ACTION:  # the top of _action_frames, found
        i -= 1                                       # without listing the frames below
    if i < 0:
        return False
    top = stack[i]
    k = top["k"]
    if k == "op":
        return ops.finished(state, seat, top)
    if k == "node":
        return not has_eligible(state, seat, top)
    return False


def node_options(state: State, seat: int, frame: dict[str, Any],
                 may_end: bool | None = None) -> list[Option]:
    """The node's menu; ``may_end``: :func:`may_end_action`, when already known."""
    space = frame["sp"]
    facts = _NODES.get((space, *frame["p"])) or _node_facts(frame)
    kind, idx = _allowed(state, seat, frame, facts)
    kids, fixed = facts[1], facts[3]
    out = []
    for i in idx:  # eligible(), labelling as it goes
        if kids[i](state, seat):
            option = fixed[i]
            if option is None:
                path = tuple(frame["p"])
                child = node_at(space, path)[_kind_at(space, path)][i]
                if child.get("op") == "take":  # its label reads only the space's goods
                    key = (i, tuple(ops._space_goods(state, space).items()))
                    option = _TAKE_OPTIONS.get(key)
                    if option is None:
                        if len(_TAKE_OPTIONS) > 20000:
                            _TAKE_OPTIONS.clear()
                        option = _TAKE_OPTIONS[key] = Option(
                            f"c:{i}", ops.describe(state, seat, child, space))
                else:
                    option = Option(f"c:{i}", ops.describe(state, seat, child, space))
            out.append(option)
    if out and _may_stop(frame, kind) and (
            may_end_action(state, seat) if may_end is None else may_end):
        out.append(_SKIP if kind == "then" else _DONE)
    return out


# A flow node's "take the goods" entries, by child index and the goods on the space
# (the label, once made, never changes).
_TAKE_OPTIONS: dict[tuple[Any, ...], Option] = {}


def node_menu_facts(state: State, seat: int) -> tuple[bool, int | None]:
    """:func:`may_end_action` and :func:`unused_action` of a seat whose top frame is a
    flow node, the action's frames walked once for both (a node's menu asks both)."""
    stack = state["players"][seat]["stack"]
    frames = _action_frames(stack)
    may_end = _may_end(state, seat, frames)
    if not frames or may_end:
        return may_end, None
    return may_end, action_top(stack) - len(frames)


@cache
def _child_options(space: str, path: tuple[int, ...]) -> tuple[Option | None, ...]:
    """Each child's option when its label reads nothing from the state, else None:
    made once instead of at every listing. A price a discount tile lowers reads the
    seat's tiles (ops.priced): labelled at every listing."""
    node = node_at(space, path)
    out = []
    for i, child in enumerate(node[combinator(node)]):
        label = None if ops.priced(child) else ops.static_label(child)
        out.append(None if label is None else Option(f"c:{i}", label))
    return tuple(out)


def offers_done(state: State, seat: int, frame: dict[str, Any]) -> bool:
    """Whether :func:`node_options` ends with "Done" or "Skip" (id "done"), without
    labelling the children."""
    facts = _NODES.get((frame["sp"], *frame["p"])) or _node_facts(frame)
    kind, idx = _allowed(state, seat, frame, facts)
    if not _may_stop(frame, kind):
        return False
    kids = facts[1]
    for i in idx:  # has_eligible, on the facts already looked up
        if kids[i](state, seat):
            return may_end_action(state, seat)
    return False


def choose_child(state: State, seat: int, frame: dict[str, Any], i: int) -> None:
    frame["cur"] = i
    if frame["k"] == "node" and _kind_at(frame["sp"], tuple(frame["p"])) == "then":
        frame["i"] = 2
    if push(state, seat, frame["sp"], [*frame["p"], i], ret=True):
        frame["done"].append(i)
        frame["cur"] = -1


@cache
def _then_gains(space: str, path: tuple[int, ...]) -> bool:
    """Whether the second child of an "and then" node is an automatic leaf other than
    a family growth (carried out without asking)."""
    second = node_at(space, path)["then"][1]
    return ops.is_automatic(second) and second["op"] != "growth"


def step(state: State, seat: int) -> bool:
    """Advance the seat's top frame if it needs no decision; True if something changed."""
    stack = state["players"][seat]["stack"]
    frame = stack[-1]
    if frame["k"] == "op":
        if not ops.finished(state, seat, frame):
            return False
        if not frame.get("fin") and waits_for_rubies(
                state, seat, lambda: not ops.finished(state, seat, frame)):
            stack.append(dict(RUBY_MENU))
            return True
        close(state, seat)
        return True
    if frame["k"] != "node":
        return False
    path = tuple(frame["p"])
    facts = _NODES.get((frame["sp"], *path)) or _node_facts(frame)
    kind, kids = facts[0], facts[1]
    if kind == "xor" and ops.has_xor_to_andor(state, seat):
        kind = "andor"  # kind_for: the Guest room
    if kind == "all":
        while frame["i"] < len(kids):
            i = frame["i"]
            frame["i"] += 1
            if kids[i](state, seat):
                choose_child(state, seat, frame, i)
                return True
        close(state, seat)
        return True
    if kind == "then" and frame["i"] == 0:
        frame["i"] = 1
        if not _kid_checkers(frame["sp"], path)[0](state, seat):
            return True  # imitating: no goods to take, and taking none is no use
        frame["cur"] = 0
        if push(state, seat, frame["sp"], [*frame["p"], 0], ret=True):
            frame["done"].append(0)
            frame["cur"] = -1
        return True
    # eligible(), up to its second child: whether none, one or several are is all
    # that is asked here.
    idx = _allowed(state, seat, frame, facts)[1]
    first, several = -1, False
    for i in idx:
        if kids[i](state, seat):
            if first >= 0:
                several = True
                break
            first = i
    if first < 0:
        if waits_for_rubies(state, seat, lambda: has_eligible(state, seat, frame)):
            stack.append(dict(RUBY_MENU))
            return True
        close(state, seat)
        return True
    # « la seconde est optionnelle »: a family growth after "and then" is asked; goods
    # gained after it are taken at once (see the readings).
    if kind == "then" and _then_gains(frame["sp"], path):
        choose_child(state, seat, frame, 1)
        return True
    if not several and not (_may_stop(frame, kind) and may_end_action(state, seat)):
        choose_child(state, seat, frame, first)  # a forced choice is not asked
        return True
    return False
