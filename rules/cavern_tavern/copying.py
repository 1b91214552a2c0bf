"""Copying a state for a move: a structural copy that knows the state's shapes.

``apply`` never changes its input, so each move copies the state. A generic deep copy
(marshal) re-creates every string and number; most of the state is flat lists of card
ids and flat dicts of counts, which a slice copies in C. Values are copied by shape:

* the keys in ``FLAT`` hold a list or dict of plain values only (ids, counts, None);
* ``zones`` and ``dice_on`` map zones to lists; a die on a zone (``[seat, value,
  colour]``) is never changed in place (dice are added and lifted whole), so the two
  states share the dice;
* a player is a dict whose values are plain except ``PLAYER_CONTAINERS`` (flat lists
  and dicts);
* any other list or dict (the step stack, dice on zones, the Secret Room…) is copied
  all the way down; ``options`` is shared (never changed after setup), ``events`` is
  replaced by each move.

``tests/rules/cavern_tavern/test_copying.py`` checks these shapes along random games.

Moves that change little copy less: ``stack_copy`` (a step opened or left) and
``mover_copy`` (the mover's player, the supply and the dice on zones) share the rest with
the state before the move; ``tests/rules/cavern_tavern/test_move_copies.py`` checks they
give what the whole copy gives and that no state changes once left.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

FLAT = frozenset({
    "order_deck", "order_discard", "item_deck", "item_discard", "says_deck", "says_discard",
    "mess", "blocked", "passed", "char_pick", "tf", "supply", "auto_dice"})
ZONE_LISTS = frozenset({"zones", "dice_on"})
PLAYER_CONTAINERS = ("dice", "served", "seen", "says", "items", "sr_cards", "drinks", "ing")
_CONTAINERS = (list, dict)


def tree_copy(value: Any) -> Any:
    """A deep copy of plain JSON-like data (lists, dicts and plain values)."""
    kind = type(value)
    if kind is list:
        return [tree_copy(x) if type(x) in _CONTAINERS else x for x in value]
    if kind is dict:
        return {k: tree_copy(x) if type(x) in _CONTAINERS else x for k, x in value.items()}
    return value


def _player_copy(pl: dict[str, Any]) -> dict[str, Any]:
    new = pl.copy()
    for key in PLAYER_CONTAINERS:
        if key in new:
            new[key] = new[key].copy()
    return new


# Keys that only ever hold plain values (ids, counts, flags, None).
PLAIN = frozenset({
    "game", "rules_version", "seed", "rng", "num_players", "move_count", "round",
    "rounds_total", "over", "first", "white", "wdie", "bracelet", "blocked_mess", "turn",
    "story", "order_deck_id"})
_KNOWN = PLAIN | FLAT | ZONE_LISTS | {"players", "events", "options"}


def copy_for_move(state: State) -> State:
    """A copy of ``state`` sharing only what no move changes (``options`` and plain
    values), with an empty ``events`` list; "events" and "options" come last, as they
    always have in stored games."""
    if state.keys() <= _FAST_KEYS:
        try:
            return _fast_copy(state)
        except (KeyError, AttributeError):  # an older shape (a key missing, or None)
            pass
    return _shape_copy(state)


def _shape_copy(state: State) -> State:
    """``copy_for_move`` by the shapes' key sets: any state, whatever keys it has."""
    new = state.copy()
    del new["events"], new["options"]
    for key in FLAT:
        value = new.get(key)
        if type(value) in _CONTAINERS:
            new[key] = value.copy()
    for key in ZONE_LISTS:
        if key in new:  # games saved before the dice were recorded have no "dice_on"
            new[key] = {zid: dice.copy() for zid, dice in new[key].items()}
    new["players"] = [_player_copy(p) for p in new["players"]]
    for key in new.keys() - _KNOWN:  # the step stack, the Secret Room…: all the way down
        value = new[key]
        if type(value) in _CONTAINERS:
            new[key] = tree_copy(value)
    new["events"], new["options"] = [], state["options"]
    return new


# The keys a state of this rules version has (``passed`` from the first round on,
# ``order_deck_id`` with a server's own orders): ``_fast_copy`` names each one.
_FAST_KEYS = _KNOWN | {"stack", "sr", "start", "char_pick", "passed"}


def _fast_copy(state: State) -> State:
    """``_shape_copy`` written out key by key (every move of a game copies the state):
    the same values, in the same key order. Raises KeyError or AttributeError on a state
    of an older shape (a key missing, or None where a container is now)."""
    new = state.copy()
    del new["events"], new["options"]
    new["order_deck"] = state["order_deck"].copy()
    new["order_discard"] = state["order_discard"].copy()
    new["item_deck"] = state["item_deck"].copy()
    new["item_discard"] = state["item_discard"].copy()
    new["says_deck"] = state["says_deck"].copy()
    new["says_discard"] = state["says_discard"].copy()
    new["mess"] = state["mess"].copy()
    new["blocked"] = state["blocked"].copy()
    new["tf"] = state["tf"].copy()
    new["supply"] = state["supply"].copy()
    for key in ("passed", "char_pick", "auto_dice"):  # absent or None at times
        value = state.get(key)
        if value is not None:
            new[key] = value.copy()
    zones = state["zones"]
    if zones:
        new["zones"] = {zid: seats.copy() for zid, seats in zones.items()}
    else:
        new["zones"] = {}
    dice_on = state["dice_on"]
    if dice_on:
        new["dice_on"] = {zid: dice.copy() for zid, dice in dice_on.items()}
    else:
        new["dice_on"] = {}
    players = []
    for pl in state["players"]:
        p = pl.copy()
        p["dice"] = pl["dice"].copy()
        p["served"] = pl["served"].copy()
        p["seen"] = pl["seen"].copy()
        p["says"] = pl["says"].copy()
        p["items"] = pl["items"].copy()
        p["sr_cards"] = pl["sr_cards"].copy()
        p["drinks"] = pl["drinks"].copy()
        p["ing"] = pl["ing"].copy()
        players.append(p)
    new["players"] = players
    stack = state["stack"]
    new["stack"] = [tree_copy(step) for step in stack] if stack else []
    if state["sr"] is not None:
        new["sr"] = tree_copy(state["sr"])
    if state["start"] is not None:
        new["start"] = tree_copy(state["start"])
    new["events"], new["options"] = [], state["options"]
    return new


def stack_copy(state: State) -> State:
    """A copy for a move that only opens or leaves a step (``engine.stack_only``) or
    ends a turn (``engine.ends_turn``: ``tf`` and ``passed`` are rebound, never changed in
    place): a new step stack (its steps are never changed once pushed), all else shared."""
    new = state.copy()
    del new["events"], new["options"]
    new["stack"] = state["stack"].copy()
    new["events"], new["options"] = [], state["options"]
    return new


def mover_copy(state: State, seat: int) -> State:
    """A copy for a move that changes only ``seat``'s player, the turn's flags, the supply,
    the dice on zones and the step stack (``engine.mover_only``), and plain values:
    those are copied, everything else shared."""
    new = state.copy()
    del new["events"], new["options"]
    new["tf"] = state["tf"].copy()
    new["supply"] = state["supply"].copy()
    new["zones"] = {zid: seats.copy() for zid, seats in state["zones"].items()}
    if "dice_on" in new:  # games saved before the dice were recorded have no "dice_on"
        new["dice_on"] = {zid: dice.copy() for zid, dice in state["dice_on"].items()}
    new["stack"] = state["stack"].copy()
    players = new["players"] = state["players"].copy()
    players[seat] = _player_copy(players[seat])
    new["events"], new["options"] = [], state["options"]
    return new
