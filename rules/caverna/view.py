"""What players see. ``view(state, None)`` is public: it never shows round cards or
harvest markers of rounds not yet revealed.

Game keys beyond DESIGN.md's minimal ones:

* ``phase``: "work", "harvest", "final" (the last trades after the final harvest, before
  scoring) or "over"; ``harvest``: the current harvest's kind or None.
* ``printed_round``: the current round as printed on the round track; ``round`` counts
  rounds played, so with 1-2 players (round 9 skipped) printed round 12 is ``round`` 11.
* ``start_player``: the seat holding the starting player token; ``turn``: whose turn it
  is in the work phase.
* ``spaces``: a list of action spaces in board order, each ``{"id", "name", "goods",
  "occupant"}`` (occupant a seat or None); revealed round cards are spaces too.
* ``round_cards``: {round: card id} for revealed rounds only; ``harvest_markers``:
  {round: "green"|"red"} for revealed markers only; ``harvests``: {round: kind} revealed.
* ``furnishings_left``: ids of furnishing tiles still available (the Dwelling always);
  with the game option ``furnishing_set`` "intro", only the introductory tiles.
* per player ``covered``: tiles built over by their counterpart (Trader / Spare part
  storage); they no longer work or score.
* per player, besides ``seat``/``resources``/``score``: ``dwarfs`` (list of {"weapon",
  "at", "newborn"}), ``room``, ``begging``, ``tiles`` (furnishing ids), ``board``
  ({"cells": {cell: value}, "stables": [...], "crops": {cell: [crop, n]}}; cell values are
  documented in board.py), ``score_lines`` ([label, points] pairs).
* per player ``board.animals``: {cell: [animal, count]} — one arrangement of the farm
  animals the engine finds for the current herd (deterministic; donkeys in mines first,
  as the Miner and Mining cave count them). A large pasture's animals are under its
  first cell (in board order; the other cell's value names it), a room tile's (entry
  dwelling, Mixed dwelling, Cuddle room, Breakfast room) under the tile's own cell, the
  Stubble room's under each empty field. ``board.dogs``: {cell: dogs watching sheep
  there}; dogs not listed roam anywhere. ``board.unhoused``: {animal: count} that have no
  place while the player chooses what to eat (else empty).
* per player ``due``: {round: goods} the Wood/Stone/Ruby suppliers still owe, collected
  at the start of that round.
* ``solo_goal``: the solo target (100 points), None with 2+ players;
  ``solo_goal_reached``: whether the solo player's current score reaches it (None with
  2+ players) — at game end, the result of the solo game.
"""

from __future__ import annotations

from typing import Any

from rules.caverna import players as pl
from rules.caverna import scoring
from rules.caverna.animals import arrange
from rules.caverna.data import FURNISHINGS, SETUP
from rules.caverna.names import space_name
from rules.core import State


def public_view(state: State, seat: int | None) -> dict[str, Any]:
    done = state["round"]
    out: dict[str, Any] = {
        # The solo cap decision ("cap") opens the round's work phase for the view.
        "phase": "work" if state["phase"] == "cap" else state["phase"],
        "harvest": state["harvest"].get("kind") if state["phase"] == "harvest" else None,
        "printed_round": done,
        "start_player": state["next_start"],
        "turn": state["turn"] if state["phase"] == "work" else None,
        "spaces": [{"id": sp, "name": space_name(sp), "goods": dict(e["g"]),
                    "occupant": e["o"]} for sp, e in state["spaces"].items()],
        "round_cards": {r: c for r, c in state["cards"].items() if int(r) <= done},
        "harvest_markers": {r: m for r, m in state["markers"].items() if int(r) <= done},
        "harvests": dict(state["harvests"]),
        "furnishings_left": [t for t in FURNISHINGS if t not in state["sold"]
                             and t not in state.get("boxed", ())],
    }
    players = []
    for s, player in enumerate(state["players"]):
        lines = scoring.breakdown(player)
        players.append({
            "seat": s,
            "resources": dict(player["res"]),
            "score": sum(p for _, p in lines),
            "score_lines": [list(line) for line in lines],
            "dwarfs": [{"weapon": d["w"], "at": d["at"], "newborn": d["new"]}
                       for d in player["dwarfs"]],
            "room": pl.room(player),
            "begging": player["begging"],
            "tiles": list(player["tiles"]),
            "covered": list(player.get("covered", [])),
            "due": {r: dict(g) for r, g in player.get("due", {}).items()},
            "board": {"cells": dict(player["board"]["cells"]),
                      "stables": list(player["board"]["stables"]),
                      "crops": {c: list(v) for c, v in player["board"]["crops"].items()},
                      **arrange(player)},
        })
    out["players"] = players
    solo = state["num_players"] == 1
    out["solo_goal"] = SETUP["solo_goal"] if solo else None
    out["solo_goal_reached"] = players[0]["score"] >= SETUP["solo_goal"] if solo else None
    return out
