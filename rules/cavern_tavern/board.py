"""The tavern board: ingredients, zones, slots and the clock (rulebook pages 11-16).

Zone ids are short, stable and used in option ids and the view:
``cellar1``..``cellar6`` (dice summing to 1..6), ``kitchen7``..``kitchen17`` (odd sums),
``chore8``..``chore18`` (even sums), ``office`` (Talk to Nasty, 1 die), and the Wizard's
Workshop ``replace`` (1 die), ``item`` (2 dice), ``potion`` (3 dice).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.text import Say

POTION = "potion"
# Cellar order: each value gives one of two ingredients (the seed's table and worked example).
CELLAR: dict[int, tuple[str, str]] = {
    1: ("fruit", "herbs"), 2: ("syrup", "rocks"), 3: ("mead", "nectar"),
    4: ("wine", "elixir"), 5: ("ambrosia", "beer"), 6: ("liqueur", "spirits"),
}
INGREDIENTS: tuple[str, ...] = tuple(i for pair in CELLAR.values() for i in pair)
ALL_CARDS: tuple[str, ...] = (*INGREDIENTS, POTION)
PILE_SIZE = 6
POTION_PILE = 4
# Names as catalogue messages (``tavern-ing-<id>``): English here, French in the catalogue.
NAMES: dict[str, Say] = ({i: Say(i.capitalize(), f"tavern-ing-{i}") for i in INGREDIENTS}
                         | {POTION: Say("Magic Potion", f"tavern-ing-{POTION}")})


@dataclass(frozen=True)
class Zone:
    id: str
    name: str            # a Say (``tavern-zone-<id>``) for the board's zones
    room: str            # cellar, kitchen, chores, office, workshop
    value: int = 0       # dice sum needed (sum zones)
    dice: int = 0        # number of dice needed (count zones)
    ingredient: str = ""  # Kitchen/Chore reward card
    vp: int = 0
    extra: str = ""      # named hook: first, swap_supply, steal, swap_player, any_supply
    kind: str = ""       # Secret Room cards: the track they count for (kitchen, chores or "")

    @property
    def is_sum(self) -> bool:
        return self.value > 0

    @property
    def track(self) -> str:
        return self.room if self.room in ("kitchen", "chores") else self.kind


def _name(zid: str, english: str) -> Say:
    return Say(english, f"tavern-zone-{zid}")


def _zones() -> dict[str, Zone]:
    out: dict[str, Zone] = {}
    for v, (a, b) in CELLAR.items():
        out[f"cellar{v}"] = Zone(f"cellar{v}", _name(f"cellar{v}", f"{NAMES[a]} or {NAMES[b]}"),
                                 "cellar", value=v)
    kitchen = [
        (7, "Make Lunch for Nasty", "herbs", 2, "first"),
        (9, "Roast the Meat", "syrup", 3, ""),
        (11, "Cook Dragon Eggs", "nectar", 4, ""),
        (13, "Wash the Dishes", "elixir", 5, ""),
        (15, "Cut the Meat", "beer", 6, "swap_supply"),
        (17, "Serve Dinner", "mead", 7, "steal"),
    ]
    for v, name, ing, vp, extra in kitchen:
        out[f"kitchen{v}"] = Zone(f"kitchen{v}", _name(f"kitchen{v}", name), "kitchen", v, 0,
                                  ing, vp, extra)
    chores = [
        (8, "Wipe the Tables", "fruit", 2, ""),
        (10, "Mop the Floor", "rocks", 3, ""),
        (12, "Prepare the Rooms", "ambrosia", 4, ""),
        (14, "Chop Wood", "liqueur", 5, ""),
        (16, "Fix the Roof", "wine", 6, "swap_player"),
        (18, "Entertain the Guests", "spirits", 7, "any_supply"),
    ]
    for v, name, ing, vp, extra in chores:
        out[f"chore{v}"] = Zone(f"chore{v}", _name(f"chore{v}", name), "chores", v, 0, ing, vp,
                                extra)
    out["office"] = Zone("office", _name("office", "Talk to Nasty"), "office", dice=1)
    out["replace"] = Zone("replace", _name("replace", "Replace an Order"), "workshop", dice=1)
    out["item"] = Zone("item", _name("item", "Item"), "workshop", dice=2)
    out["potion"] = Zone("potion", _name("potion", "Magic Potion"), "workshop", dice=3)
    return out


ZONES: dict[str, Zone] = _zones()
CELLAR_ZONES = tuple(f"cellar{v}" for v in range(1, 7))
KITCHEN_ZONES = tuple(z for z in ZONES if z.startswith("kitchen"))
CHORE_ZONES = tuple(z for z in ZONES if z.startswith("chore"))
RED_ZONES = ("item", "item", "potion", "potion", "replace", "office")  # solo red die 1..6

# Cellar slots by player count (rulebook p.5). Solo: one slot, the automaton blocks whole
# zones. « D'autres zones possèdent plusieurs emplacements selon le nombre de joueurs »:
# the rulebook gives the table for the Cellar only, and the board's counts for Nasty's
# Office and the Workshop are in no source: we scale them like the Cellar (the reading
# tavern-reading-17 says so in /game rules).
CELLAR_SLOTS = {1: 1, 2: 1, 3: 2, 4: 3, 5: 4, 6: 4}


def slots(zone: Zone, players: int) -> int:
    if zone.room in ("kitchen", "chores"):
        return 1
    return CELLAR_SLOTS[players]


ROUNDS = 10
# Round 1 is 10:00pm and each round is 20 minutes (rounds 4, 5 and 7 are stated).
CLOCK = ("10:00pm", "10:20pm", "10:40pm", "11:00pm", "11:20pm", "11:40pm",
         "12:00am", "12:20am", "12:40am", "1:00am")
MESS_SLOTS = 6
SUMMON_SPACES = (3, 6, 9)
TRACK_MAX = 9
HAND_LIMIT = 3
# Track bonuses unlocked at spaces 3/6/9: extra VP and how far one die may be changed.
TRACK_BONUS = {3: (2, 0), 6: (3, 1), 9: (4, 2)}
