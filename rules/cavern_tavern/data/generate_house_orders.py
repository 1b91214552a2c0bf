"""Regenerate ``orders.json``, the house order deck (run: python -m rules.cavern_tavern.data.generate_house_orders).

The printed order cards are not public, so the house deck follows the known constraints
instead of copying cards: 48 orders, 8 for each of the six sourced races; 3-7 ingredients;
same-round VP about 4 per ingredient; each late round loses about 23 % of it (the known
fragment 28 -> 15 after two rounds); the customer leaves after ``ingredients + 1`` rounds
(at most 7) and the penalty equals the same-round VP, as both known fragments do. Every
fourth card carries a Kitchen symbol, every other fourth a Chores symbol. Names are our own.
"""

from __future__ import annotations

import json
from pathlib import Path

from rules.core import Rng

RACES = ("Elf", "Green Elf", "Dwarf", "Human", "Halfling", "Troll")
INGREDIENTS = ("fruit", "herbs", "syrup", "rocks", "mead", "nectar", "wine", "elixir",
               "ambrosia", "beer", "liqueur", "spirits")
FIRST = ("Moonlit", "Smoky", "Mossy", "Grumbling", "Frosty", "Crooked", "Gilded", "Sleepy")
SECOND = {
    "Elf": "Leaf Cordial", "Green Elf": "Fern Tonic", "Dwarf": "Anvil Stout",
    "Human": "Road Supper", "Halfling": "Pantry Pie", "Troll": "Boulder Broth",
}


def build() -> list[dict[str, object]]:
    # rules.core.Rng, not the random module: nothing under rules/ may depend on it, and
    # the same seed always regenerates the same deck.
    rng = Rng(189067)
    cards: list[dict[str, object]] = []
    for r, race in enumerate(RACES):
        for i, first in enumerate(FIRST):
            n = 3 + (i + r) % 5
            ingredients = sorted(rng.choice(INGREDIENTS) for _ in range(n))
            same = 4 * n + rng.choice((-1, 0, 0, 1))
            after = min(7, n + 1)
            vp = [max(1, round(same * (1 - 0.23 * k))) for k in range(after)]
            k = len(cards)
            symbol = "kitchen" if k % 4 == 1 else "chores" if k % 4 == 3 else None
            cards.append({
                "id": f"h{k + 1:02d}", "name": f"{first} {SECOND[race]}", "race": race,
                "ingredients": ingredients, "vp": vp, "forgotten_after": after,
                "penalty": same, "symbol": symbol,
            })
    return cards


if __name__ == "__main__":
    deck = {"deck": "orders", "house": True,
            "note": "House deck: original cards designed to the known constraints.",
            "cards": build()}
    out = Path(__file__).with_name("orders.json")
    out.write_text(json.dumps(deck, indent=1) + "\n", encoding="utf-8")
