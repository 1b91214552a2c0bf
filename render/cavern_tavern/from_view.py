"""Read the public Cavern Tavern view (documented in ``rules/cavern_tavern/view.py``) into the
typed model the pictures are drawn from. This is the only module that knows the view's keys.

The board's printed constants (which ingredient a Cellar value gives, a task's reward)
come from ``rules.cavern_tavern.board``: they are the same in every game, so reading them
cannot leak anything, and the pictures stay in step with the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render.cavern_tavern.model import (
    Automaton,
    Character,
    Ingredient,
    MessSlot,
    Order,
    Seat,
    Tavern,
    Zone,
)
from rules.cavern_tavern.board import CELLAR, ZONES
from rules.cavern_tavern.board import NAMES as INGREDIENT_NAMES

View = Mapping[str, Any]

CELLAR_VALUE: dict[str, int] = {ing: v for v, pair in CELLAR.items() for ing in pair}
# Ingredients in board order (Cellar 1 to 6), then the Magic Potion.
INGREDIENT_ORDER: tuple[str, ...] = (*CELLAR_VALUE, "potion")

ROOM_ORDER: tuple[str, ...] = ("cellar", "kitchen", "chores", "office", "workshop")
_EXTRAS: dict[str, str] = {
    "first": "first player",
    "swap_supply": "may swap 1 with supply",
    "steal": "steal 1 from a player",
    "swap_player": "swap 1 with a player",
    "any_supply": "+ any 1 from supply",
}
_FIXED_REWARDS: dict[str, str] = {
    "office": "you −1 Nasty, a player you pick +1",
    "replace": "swap a Mess order: draw 3, keep 1",
    "item": "draw 3 items, keep 1",
    "potion": "1 Magic Potion + draw 1 item",
}


def ingredient_name(ing: str) -> str:
    return INGREDIENT_NAMES.get(ing, ing.replace("_", " ").capitalize())


def reward_text(zone_id: str) -> str:
    """What the printed zone gives (Kitchen and Chore tasks also move their track)."""
    if zone_id in _FIXED_REWARDS:
        return _FIXED_REWARDS[zone_id]
    zone = ZONES.get(zone_id)
    if zone is None or not zone.ingredient:
        return ""
    parts = [ingredient_name(zone.ingredient)]
    if zone.extra in _EXTRAS:
        parts.append(_EXTRAS[zone.extra])
    parts.append(f"{zone.vp} VP")
    return " · ".join(parts)


def _ingredients(counts: Mapping[str, Any]) -> tuple[Ingredient, ...]:
    known = [i for i in INGREDIENT_ORDER if i in counts]
    others = sorted(i for i in counts if i not in INGREDIENT_ORDER)
    return tuple(Ingredient(i, ingredient_name(i), int(counts[i]), CELLAR_VALUE.get(i))
                 for i in (*known, *others) if int(counts[i]) > 0)


def order(data: Mapping[str, Any] | None) -> Order | None:
    if not isinstance(data, Mapping):
        return None
    return Order(
        id=str(data.get("id", "")),
        name=str(data.get("name") or "?"),
        race=str(data.get("race") or ""),
        ingredients=tuple(ingredient_name(str(i)) for i in data.get("ingredients", [])),
        vp=tuple(int(v) for v in data.get("vp", [])),
        forgotten_after=int(data.get("forgotten_after", 0)),
        penalty=int(data.get("penalty", 0)),
        symbol=data.get("symbol") or None,
    )


def _character(data: Any) -> Character | None:
    if not isinstance(data, Mapping):
        return None
    return Character(str(data.get("name") or "?"), str(data.get("text") or ""),
                     int(data.get("uses_left", 0)))


def seat(view: View, index: int) -> Seat:
    players = view.get("players", [])
    if not 0 <= index < len(players):
        raise ValueError(f"seat {index} is not in this game ({len(players)} players)")
    p = players[index]
    white = view.get("white_die") or {}
    holds_white = bool(p.get("white_die"))
    over = bool(view.get("over"))
    return Seat(
        seat=index,
        score=int(p.get("score", 0)),
        vp=int(p.get("vp", 0)),
        nasty=int(p.get("nasty", 0)),
        kitchen=int(p.get("kitchen", 0)),
        chores=int(p.get("chores", 0)),
        order=order(p.get("order")),
        order_taken=p.get("order_taken"),
        lateness=p.get("lateness"),
        served=int(p.get("served", 0)),
        forgotten=int(p.get("forgotten", 0)),
        nasty_says=tuple(str(n) for n in p.get("nasty_says", [])),
        items=int(p.get("items", 0)),
        tips_banked=int(p.get("tips_banked", 0)),
        dice=() if over else tuple(int(d) for d in p.get("dice", [])),
        white_die=holds_white,
        white_value=white.get("value") if holds_white and not over else None,
        meeple=p.get("meeple"),
        character=_character(p.get("character")),
        resources=_ingredients(p.get("resources", {})),
        first=view.get("first_player") == index,
        turn=view.get("turn") == index and not over,
    )


def _zones(view: View) -> tuple[Zone, ...]:
    out = []
    for zid, z in view.get("zones", {}).items():
        out.append(Zone(
            id=str(zid),
            name=str(z.get("name") or zid),
            room=str(z.get("room") or ""),
            total=z.get("sum"),
            dice=z.get("dice"),
            slots=int(z.get("slots", 1)),
            occupied=tuple(int(s) for s in z.get("occupied", [])),
            blocked=bool(z.get("blocked")),
            reward=reward_text(str(zid)),
        ))
    # Board order, whatever order the view's mapping arrives in (JSON may sort its keys):
    # by room, then by the dice sum or dice count printed on the zone.
    rooms = {r: k for k, r in enumerate(ROOM_ORDER)}
    out.sort(key=lambda z: (rooms.get(z.room, len(rooms)), z.total or 0, z.dice or 0, z.id))
    return tuple(out)


def _automaton(view: View, zones: tuple[Zone, ...]) -> Automaton | None:
    data = view.get("automaton")
    if not isinstance(data, Mapping):
        return None
    names = {z.id: z.name for z in zones}
    return Automaton(
        dice=tuple((str(c), int(v)) for c, v in (data.get("dice") or {}).items()),
        blocked=tuple(names.get(str(z), str(z)) for z in data.get("blocked", [])),
        mess_slot=data.get("mess_slot"),
        goal=view.get("solo_goal"),
    )


def tavern(view: View) -> Tavern:
    zones = _zones(view)
    white = view.get("white_die") or {}
    over = bool(view.get("over"))
    return Tavern(
        round=int(view.get("round", 1)),
        rounds_total=int(view.get("rounds_total", 10)),
        clock=str(view.get("clock") or ""),
        over=over,
        turn=None if over else view.get("turn"),
        to_act=tuple(int(s) for s in view.get("to_act", [])),
        first_player=view.get("first_player"),
        white_seat=white.get("seat"),
        white_value=None if over else white.get("value"),
        seats=tuple(seat(view, s) for s in range(len(view.get("players", [])))),
        mess=tuple(MessSlot(int(m.get("slot", k + 1)), order(m.get("order")), m.get("meeple"),
                            bool(m.get("blocked")))
                   for k, m in enumerate(view.get("mess", []))),
        zones=zones,
        supply={str(k): int(v) for k, v in (view.get("supply") or {}).items()},
        decks={str(k): int(v) for k, v in (view.get("decks") or {}).items()},
        automaton=_automaton(view, zones),
        house_note=str(view.get("house_note") or "") if view.get("house_deck") else "",
    )
