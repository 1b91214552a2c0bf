"""Final scoring with a breakdown per score-sheet category (French rulebook, final scoring).

Bonus formulas of yellow tiles are data (``bonus`` in furnishings.json): ``count``/``per``/
``points`` reads a named counter (players.counter), ``table`` looks the count up, and
``cancel_losses`` (Writing chamber) cancels up to that many lost points.
"""

from __future__ import annotations

from rules.caverna import board as hb
from rules.caverna import players as pl
from rules.caverna.data import FARM_ANIMALS, FURNISHINGS, SETUP
from rules.core.text import Say

Lines = list[tuple[Say, int]]


def _label(english: str, key: str) -> Say:
    """A score-sheet line's label (one message per line: caverna-score-<key>)."""
    return Say(english, f"caverna-score-{key}")


def _bonus(player: pl.Player) -> int:
    total = 0
    for tile in player["tiles"]:
        rule = FURNISHINGS[tile].get("bonus")
        if not rule or "cancel_losses" in rule:
            continue
        if "table" in rule:
            table = rule["table"]
            total += table["points"].get(str(pl.counter(player, table["count"])), 0)
        else:
            total += pl.counter(player, rule["count"]) // rule["per"] * rule["points"]
    return total


def breakdown(player: pl.Player) -> Lines:
    """The score lines of one player, as the score sheet lists them."""
    res = player["res"]
    board = player["board"]
    grain = pl.counter(player, "grain")
    animals = sum(res[a] for a in FARM_ANIMALS) + res["dog"]
    missing = -2 * sum(1 for a in FARM_ANIMALS if res[a] == 0)
    unused = -hb.unused_cells(board)
    begging = SETUP["feeding"]["begging_points"] * player["begging"]
    small = hb.count(board, "ps")
    large = len(hb.large_pastures(board))
    lines: Lines = [
        (_label("Farm animals and dogs", "farm-animals-and-dogs"), animals),
        (_label("Missing farm animal types", "missing-farm-animal-types"), missing),
        (_label("Grain", "grain"), (grain + 1) // 2),
        (_label("Vegetables", "vegetables"), pl.counter(player, "vegetable")),
        (_label("Rubies", "rubies"), res["ruby"]),
        (_label("Dwarfs", "dwarfs"), len(player["dwarfs"])),
        (_label("Unused spaces", "unused-spaces"), unused),
        (_label("Pastures", "pastures"), 2 * small + 4 * large),
        (_label("Mines", "mines"), 3 * hb.count(board, "ore") + 4 * hb.count(board, "ruby")),
        (_label("Furnishing tiles", "furnishing-tiles"),
         sum(FURNISHINGS[t]["points"] for t in player["tiles"])),
        (_label("Bonus points", "bonus-points"), _bonus(player)),
        (_label("Gold", "gold"), res["gold"]),
        (_label("Begging", "begging"), begging),
    ]
    cancel = sum(FURNISHINGS[t].get("bonus", {}).get("cancel_losses", 0) for t in player["tiles"])
    if cancel:
        lines.append((_label("Writing chamber", "writing-chamber"),
                      min(cancel, -(missing + unused + begging))))
    return lines


def total(player: pl.Player) -> int:
    return sum(points for _, points in breakdown(player))
