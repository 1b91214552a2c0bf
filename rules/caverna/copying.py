"""The copy a move works on: every container a move may change, copied by its known shape.

A marshal round trip (rules.core.base.copy_state) rebuilds every key string and number
of the state; the state's shapes are known (players.py, board.py, rounds.py), so most
containers are copied with ``dict()``/``list()`` of their immutable items, which is
several times cheaper. Anything of unknown shape is copied generically, never shared.

A move (:func:`for_seat`) copies even less: the other players and the action spaces'
entries stay shared with the state it came from until they are about to change.
Only the round driver and the seats' own decisions change another player, and
``engine.settle`` makes those copies first (:func:`own_players`); an action space's
entry is changed only through :func:`own_space` or :func:`set_space`, a home board
only through :func:`own_board` and a player's dwarfs only through :func:`own_dwarf` or
:func:`own_dwarfs` (or by rebinding the list), which replace them by copies; a player's
tiles are rebound too (furnishing.furnish); ``harvests``, ``sold``
and ``harvest`` are rebound whenever they change, so a move shares them too.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

# Parts of the state written once at setup and only read afterwards: a move's copy
# shares them with the state it came from (the events are replaced by every move).
SHARED = ("cards", "markers", "rounds", "options", "boxed", "events")
# The containers a move may change, copied for each move; every other top-level value
# is a number or a string (test_state_parts checks that the two lists cover the state).
COPIED = ("players", "spaces", "harvests", "sold", "act", "harvest", "cap_kept")


_NESTED = (dict, list)


def plain(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, immutable leaves)."""
    kind = type(value)
    if kind is dict:
        return {k: v if type(v) not in _NESTED else plain(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) not in _NESTED else plain(v) for v in value]
    return value


def _board(board: dict[str, Any]) -> dict[str, Any]:
    out = board.copy()
    out["cells"] = board["cells"].copy()  # cell -> tile value (str)
    out["stables"] = list(board["stables"])  # cells (str)
    crops = board["crops"]  # cell -> [crop, count]
    out["crops"] = {c: list(v) for c, v in crops.items()} if crops else {}
    return out


# Stack frames' lists of numbers or strings (flow.py, ops.py, expedition.py, harvest.py,
# rounds.py): a path, the children done, the goods bought, the loot taken, the animals
# ready to breed, the spaces kept.
_FLAT_LISTS = frozenset({"p", "done", "bought", "taken", "ready", "kept"})
# The keys of a flow node frame (flow.push), and every key an op frame may hold: numbers
# and strings but for its path, the goods bought, the loot taken and the crops sown.
_NODE_KEYS = frozenset({"k", "sp", "p", "done", "i", "cur", "ret"})
_N_NODE_KEYS = len(_NODE_KEYS)
_OP_KEYS = frozenset({"k", "sp", "p", "ret", "did", "fin", "t", "pay", "cell", "cat", "left",
                      "s", "bought", "taken", "n"})


def _frame(frame: dict[str, Any]) -> dict[str, Any]:
    """A copy of one stack frame: its flat lists by ``list()``, any other container
    generically (every move copies its mover's frames: about half the cost of plain)."""
    out = frame.copy()
    if len(out) == 1:
        return out  # {"k": kind}: a placement, a convert menu...
    kind = frame["k"]
    # A flow node's frame has exactly _NODE_KEYS (flow.push and flow._carry_out_all make
    # it, and nothing adds a key to it): its kind and size tell it, without comparing
    # the keys (every move copies its mover's frames).
    if kind == "node" and len(out) == _N_NODE_KEYS:
        out["p"] = frame["p"].copy()
        out["done"] = frame["done"].copy()
        return out
    if kind == "op" and frame.keys() <= _OP_KEYS:  # an op frame of known shape (ops.start)
        out["p"] = frame["p"].copy()
        if "bought" in out:
            out["bought"] = list(frame["bought"])
        if "taken" in out:
            out["taken"] = list(frame["taken"])
        if "n" in out:
            out["n"] = dict(frame["n"])  # crop -> count
        return out
    for key, value in frame.items():
        of = type(value)
        if of is list:
            out[key] = list(value) if key in _FLAT_LISTS else plain(value)
        elif of is dict:
            out[key] = plain(value)
    return out


# A player's keys copied by their known shapes (players.py); "begging" is a number.
_PLAYER_KEYS = frozenset({"res", "board", "tiles", "dwarfs", "begging", "stack"})
_N_PLAYER_KEYS = len(_PLAYER_KEYS)


def own_board(player: dict[str, Any]) -> dict[str, Any]:
    """The player's home board, replaced by a copy that may change (a move's player
    copy shares the board with the state before it until it changes: see player)."""
    board = player["board"] = _board(player["board"])
    return board


def own_dwarfs(player: dict[str, Any]) -> list[dict[str, Any]]:
    """The player's dwarfs, replaced by copies that may change (a move's player copy
    shares them with the state before it until they change: see player)."""
    dwarfs = player["dwarfs"] = list(map(dict.copy, player["dwarfs"]))  # flat dicts
    return dwarfs


def own_dwarf(player: dict[str, Any], i: int) -> dict[str, Any]:
    """Dwarf ``i`` of the player, replaced by a copy that may change (the list is new,
    the other dwarfs stay shared): a placement changes one dwarf only."""
    dwarfs = player["dwarfs"] = player["dwarfs"].copy()
    dwarf = dwarfs[i] = dwarfs[i].copy()
    return dwarf


def player(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of one player (players.py's shape) that shares the home board, the
    dwarfs and the tiles: they change only through :func:`own_board`, :func:`own_dwarf`
    and :func:`own_dwarfs`, which replace them by copies, or by a new list of tiles."""
    # .copy(), not dict()/list(): a method call is a little cheaper, and every move
    # copies a player.
    out = data.copy()  # same keys in the same order
    out["res"] = data["res"].copy()  # good -> count
    # map(), not comprehensions: no function frame per copy.
    stack = data["stack"]
    out["stack"] = list(map(_frame, stack)) if stack else []
    if len(out) > _N_PLAYER_KEYS:  # suppliers' goods, covered tiles...
        for key in out.keys() - _PLAYER_KEYS:
            out[key] = plain(out[key])
    return out


def _space(entry: dict[str, Any]) -> dict[str, Any]:
    out = entry.copy()  # {"g": goods, "o": occupant}
    out["g"] = entry["g"].copy()  # good -> count
    return out


def own_space(state: State, space: str) -> dict[str, Any]:
    """The entry of ``space`` in ``state["spaces"]``, replaced by a copy that may change
    (the state's move may still share the old one with the state before it)."""
    entry = state["spaces"][space] = _space(state["spaces"][space])
    return entry


def set_space(state: State, space: str, key: str, value: Any) -> None:
    """Set the occupant ("o") or the goods ("g") of ``space`` on a copy of its entry.
    The copy shares the goods dict when they are not replaced: goods are changed only
    through :func:`own_space`, which copies them first (a dwarf's placement or return
    home changes only the occupant, so it copies no goods)."""
    entry = state["spaces"][space] = state["spaces"][space].copy()
    entry[key] = value


def own_player(state: State, lent: set[int], seat: int) -> None:
    """Copy one player still shared with the previous state, before a change."""
    if seat in lent:
        state["players"][seat] = player(state["players"][seat])
        lent.discard(seat)


def own_players(state: State, lent: set[int]) -> None:
    """Copy the players still shared with the previous state (``lent``), before a change."""
    players = state["players"]
    for seat in lent:
        players[seat] = player(players[seat])
    lent.clear()


def for_seat(state: State, seat: int) -> tuple[State, set[int]]:
    """The copy a move of ``seat`` works on, and the seats still shared (``lent``): the
    mover's player is copied, the others are copied by :func:`own_players` when needed;
    the spaces dict is new but its entries are shared (see :func:`own_space`)."""
    new = state.copy()
    players = new["players"] = state["players"].copy()
    players[seat] = player(players[seat])
    new["spaces"] = state["spaces"].copy()
    # "harvests", "sold" and "harvest" are shared: they are rebound, never changed in
    # place (rounds.start_round, furnishing.furnish, harvest.py). The others are copied.
    if "act" in state:
        new["act"] = state["act"].copy()
    if "cap_kept" in state:
        new["cap_kept"] = type(state["cap_kept"])(state["cap_kept"])
    return new, set(_OTHER_SEATS[len(players)][seat])


# The seats other than each seat, by number of players up to the game's 7 (a move's
# ``lent`` to start with).
_OTHER_SEATS = tuple(tuple(tuple(s for s in range(n) if s != seat) for seat in range(n))
                     for n in range(8))


def for_move(state: State) -> State:
    """``state`` with its changeable parts copied and its setup-only parts shared."""
    new = dict(state)
    if "players" in state:
        new["players"] = players = [player(p) for p in state["players"]]
        for p in players:
            own_board(p)
            own_dwarfs(p)
            p["tiles"] = p["tiles"].copy()
    if "spaces" in state:
        new["spaces"] = {sp: _space(e) for sp, e in state["spaces"].items()}
    for key in ("harvests", "sold", "act", "cap_kept"):  # flat: strings and numbers
        if key in state:
            new[key] = type(state[key])(state[key])
    if "harvest" in state:
        new["harvest"] = plain(state["harvest"])
    return new
