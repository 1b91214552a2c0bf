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


# The score sheet's lines in its order: (message key, English label). The Writing
# chamber's line follows them only where a seat has one.
_SHEET: tuple[tuple[str, str], ...] = (
    ("farm-animals-and-dogs", "Farm animals and dogs"),
    ("missing-farm-animal-types", "Missing farm animal types"),
    ("grain", "Grain"),
    ("vegetables", "Vegetables"),
    ("rubies", "Rubies"),
    ("dwarfs", "Dwarfs"),
    ("unused-spaces", "Unused spaces"),
    ("pastures", "Pastures"),
    ("mines", "Mines"),
    ("furnishing-tiles", "Furnishing tiles"),
    ("bonus-points", "Bonus points"),
    ("gold", "Gold"),
    ("begging", "Begging"),
    ("writing-chamber", "Writing chamber"),
)


def _points(player: pl.Player) -> list[int]:
    """The score sheet's points, line by line in ``_SHEET``'s order, without labels: the
    computer players ask for totals tens of thousands of times a game, and building each
    line's label took half of that time."""
    res = player["res"]
    board = player["board"]
    tiles = player["tiles"]
    missing = 0
    animals = res["dog"]
    for kind in FARM_ANIMALS:
        n = res[kind]
        animals += n
        if n == 0:
            missing -= 2
    unused = -hb.unused_cells(board)
    begging = SETUP["feeding"]["begging_points"] * player["begging"]
    cells = list(board["cells"].values())
    points = [
        animals,
        missing,
        (pl.counter(player, "grain") + 1) // 2,
        pl.counter(player, "vegetable"),
        res["ruby"],
        len(player["dwarfs"]),
        unused,
        2 * cells.count("ps") + 4 * len(hb.large_pastures(board)),
        3 * cells.count("ore") + 4 * cells.count("ruby"),
        sum(FURNISHINGS[t]["points"] for t in tiles),
        _bonus(player),
        res["gold"],
        begging,
    ]
    cancel = sum(FURNISHINGS[t].get("bonus", {}).get("cancel_losses", 0) for t in tiles)
    if cancel:
        points.append(min(cancel, -(missing + unused + begging)))
    return points


def breakdown(player: pl.Player) -> Lines:
    """The score lines of one player, as the score sheet lists them."""
    points = _points(player)
    # Without a Writing chamber the sheet's last line is left out.
    return [(_label(english, key), n) for (key, english), n in zip(_SHEET, points, strict=False)]


def total(player: pl.Player) -> int:
    return sum(_points(player))
