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
    SecretRoom,
    Tavern,
    Zone,
)
from render.common.names import player_name
from render.common.scores import ScoreColumn
from render.common.words import facts_line, say, word
from rules.cavern_tavern.board import CELLAR, ZONES
from rules.cavern_tavern.board import NAMES as INGREDIENT_NAMES
from rules.core.text import Say

View = Mapping[str, Any]

CELLAR_VALUE: dict[str, int] = {ing: v for v, pair in CELLAR.items() for ing in pair}
# Ingredients in board order (Cellar 1 to 6), then the Magic Potion.
INGREDIENT_ORDER: tuple[str, ...] = (*CELLAR_VALUE, "potion")

ROOM_ORDER: tuple[str, ...] = ("cellar", "kitchen", "chores", "office", "workshop")
# What a zone gives besides its ingredient: (message key, English).
_EXTRAS: dict[str, tuple[str, str]] = {
    "first": ("pic-first-player", "first player"),
    "swap_supply": ("pic-tavern-extra-swap-supply", "may swap 1 with supply"),
    "steal": ("pic-tavern-extra-steal", "steal 1 from a player"),
    "swap_player": ("pic-tavern-extra-swap-player", "swap 1 with a player"),
    "any_supply": ("pic-tavern-extra-any-supply", "+ any 1 from supply"),
}
_FIXED_REWARDS: dict[str, tuple[str, str]] = {
    "office": ("pic-tavern-reward-office", "you −1 Nasty, a player you pick +1"),
    "replace": ("pic-tavern-reward-replace", "swap a Mess order: draw 3, keep 1"),
    "item": ("pic-tavern-reward-item", "draw 3 items, keep 1"),
    "potion": ("pic-tavern-reward-potion", "1 Magic Potion + draw 1 item"),
}


def ingredient_name(ing: str) -> str:
    return say(INGREDIENT_NAMES.get(ing, ing.replace("_", " ").capitalize()))


# Solo: "rules about other players are ignored; give / swap / steal work against the
# supply" (rules reference, Solo), and Nasty's Office only improves your own Nasty.
_SOLO_EXTRAS: dict[str, tuple[str, str]] = {
    "first": ("", ""),                 # no first player to become
    "steal": ("pic-tavern-extra-take-supply", "take 1 from the supply"),
    "swap_player": ("pic-tavern-extra-swap-with-supply", "swap 1 with the supply"),
}
_SOLO_REWARDS: dict[str, tuple[str, str]] = {
    "office": ("pic-tavern-reward-office-solo", "you −1 Nasty")}


def reward_text(zone_id: str, solo: bool = False) -> str:
    """What the printed zone gives (Kitchen and Chore tasks also move their track), as it
    applies in a solo game when ``solo``."""
    if solo and zone_id in _SOLO_REWARDS:
        return word(*_SOLO_REWARDS[zone_id])
    if zone_id in _FIXED_REWARDS:
        return word(*_FIXED_REWARDS[zone_id])
    zone = ZONES.get(zone_id)
    if zone is None or not zone.ingredient:
        return ""
    parts = [ingredient_name(zone.ingredient)]
    extras = {**_EXTRAS, **_SOLO_EXTRAS} if solo else _EXTRAS
    extra = extras.get(zone.extra) or ("", "")
    if extra[0]:
        parts.append(word(*extra))
    parts.append(word("pic-tavern-vp", "{vp} VP", vp=zone.vp))
    return facts_line(parts)


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
        name=say(data.get("name") or "?"),
        race=say(data.get("race") or ""),
        ingredients=tuple(ingredient_name(str(i)) for i in data.get("ingredients", [])),
        vp=tuple(int(v) for v in data.get("vp", [])),
        forgotten_after=int(data.get("forgotten_after", 0)),
        penalty=int(data.get("penalty", 0)),
        symbol=data.get("symbol") or None,
    )


def _character(data: Any) -> Character | None:
    if not isinstance(data, Mapping):
        return None
    return Character(say(data.get("name") or "?"), say(data.get("text") or ""),
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
        name=player_name(players, index),
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
        nasty_says=tuple(say(n) for n in p.get("nasty_says", [])),
        items=int(p.get("items", 0)),
        tips_banked=int(p.get("tips_banked", 0)),
        dice=() if over else tuple(int(d) for d in p.get("dice", [])),
        white_die=holds_white,
        white_value=white.get("value") if holds_white and not over else None,
        meeple=p.get("meeple"),
        character=_character(p.get("character")),
        resources=_ingredients(p.get("resources", {})),
        first=view.get("first_player") == index and len(players) > 1,   # solo: no 1st
        turn=view.get("turn") == index and not over,
        secret_cards=tuple(say(c.get("name") or "?") for c in p.get("secret_cards") or []
                           if isinstance(c, Mapping)),
        modifiers=int(p.get("modifiers") or 0),
        drinks=tuple(ingredient_name(str(i)) for i in p.get("drinks") or []),
        miss_nasty=int(p.get("miss_nasty") or 0),
    )


def _placed(dice: Any) -> tuple[tuple[int | None, int, str], ...]:
    """``[[seat, value, colour], ...]`` as the view lists a zone's dice (absent: none)."""
    out = []
    for entry in dice or []:
        owner, value, colour = entry
        out.append((None if owner is None else int(owner), int(value), str(colour)))
    return tuple(out)


def _options_note(view: View) -> str:
    """The board options that change scoring, in words for the footer."""
    opts = view.get("game_options") or {}
    parts = []
    table = opts.get("nasty_penalties")
    if table:
        # A list of losses, not a signed number: « −0/0/1 » would read as minus zero.
        parts.append(word("pic-tavern-option-nasty", "Nasty track, VP lost per space: {table}",
                          table="/".join(str(v) for v in table)))
    if opts.get("chores_bonus") is not None:
        bonus = str(opts["chores_bonus"])
        parts.append(word("pic-tavern-option-chores", "Chores bonus: {bonus}", bonus=(
            word("pic-none", "none", what="m") if bonus == "none" else
            word("pic-tavern-mirror-kitchen", "mirror kitchen") if bonus == "mirror_kitchen"
            else bonus.replace("_", " "))))
    if opts.get("fix_the_roof_vp") is not None:
        parts.append(word("pic-tavern-option-roof", "Fix the Roof: {vp} VP",
                          vp=opts["fix_the_roof_vp"]))
    return facts_line(parts)


def _final(view: View) -> tuple[tuple[str, int], ...]:
    players = view.get("players", [])
    scores = [(player_name(players, int(f["seat"])), int(f.get("total", 0)))
              for f in view.get("final_scores") or [] if isinstance(f, Mapping)]
    return tuple(sorted(scores, key=lambda s: -s[1]))


def _category(label: str) -> str:
    """A final-score line's row in the table: "Nasty track (space 12)" -> "Nasty track",
    "Secret objective: Busy Night (not met)" -> "Secret objective"."""
    return label.split(":")[0].split(" (")[0].strip()


# Score lines that carry a detail (the Nasty space, the objective's name): their row in
# the final table, one per kind whatever the detail (the engine's message keys).
_ROWS = {"tavern-score-nasty": ("pic-tavern-row-nasty", "Nasty track"),
         "tavern-score-objective": ("pic-tavern-row-objective", "Secret objective"),
         "tavern-score-ingredients": ("pic-tavern-row-ingredients", "Ingredients left"),
         "tavern-score-ingredients-lost": ("pic-tavern-row-ingredients", "Ingredients left")}


def _row(label: Any) -> str:
    key = getattr(label, "msg_key", "")
    row = _ROWS.get(key)
    if row is not None:
        return word(*row)
    if key == "tavern-score-solo":
        return word("pic-tavern-row-solo", "Solo goal {goal} VP", goal=label.msg_args["goal"])
    if key == "tavern-score-story":
        return word("pic-tavern-row-story", "Story")
    return say(_category(label) if type(label) is str else label)


def _breakdown(view: View) -> tuple[ScoreColumn, ...]:
    players = view.get("players", [])
    out = []
    for f in view.get("final_scores") or []:
        if not isinstance(f, Mapping):
            continue
        merged: dict[str, int] = {}
        for label, points in f.get("lines") or []:
            # Lines of one kind share a row: by the engine's message key, else (plain
            # English lines) by their first words.
            key = _row(label)
            merged[key] = merged.get(key, 0) + int(points)
        seat_ = int(f["seat"])
        out.append(ScoreColumn(seat_, player_name(players, seat_), tuple(merged.items()),
                               int(f.get("total", 0))))
    return tuple(sorted(out, key=lambda c: c.seat))


def _objectives(view: View) -> tuple[tuple[int, str], ...]:
    """Each revealed secret objective in words: the final scoring shows them all."""
    out = []
    for f in view.get("final_scores") or []:
        obj = f.get("objective") if isinstance(f, Mapping) else None
        if isinstance(obj, Mapping):
            met = (word("pic-tavern-objective-met", "✓ met: +{vp} VP", vp=obj.get("vp"))
                   if obj.get("met") else
                   word("pic-tavern-objective-missed", "✗ not met ({vp} VP)", vp=obj.get("vp")))
            out.append((int(f["seat"]), word("pic-tavern-objective", "{name} — {text} {met}",
                                             name=say(obj.get("name")),
                                             text=say(obj.get("text")), met=met)))
    return tuple(sorted(out))


def _zones(view: View) -> tuple[Zone, ...]:
    solo = len(view.get("players") or ()) == 1
    out = []
    for zid, z in view.get("zones", {}).items():
        out.append(Zone(
            id=str(zid),
            name=say(z.get("name") or zid),
            room=str(z.get("room") or ""),
            total=z.get("sum"),
            dice=z.get("dice"),
            slots=int(z.get("slots", 1)),
            occupied=tuple(int(s) for s in z.get("occupied", [])),
            blocked=bool(z.get("blocked")),
            reward=reward_text(str(zid), solo),
            placed=_placed(z.get("placed")),
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
    secret = view.get("secret_room") or {}
    for card in secret.get("cards") or []:
        if isinstance(card.get("card"), Mapping):
            names[str(card["card"].get("id"))] = say(card["card"].get("name"))
    names[SECRET_MISS_ID] = _talk_to_miss_nasty()
    won = view.get("solo_won")
    if won is None and view.get("solo_goal") is not None and view.get("players"):
        # Older views: the standard goal is met when the public score reaches it.
        won = int(view["players"][0].get("score", 0)) >= int(view["solo_goal"])
    return Automaton(
        dice=tuple((str(c), int(v)) for c, v in (data.get("dice") or {}).items()),
        blocked=tuple(names.get(str(z), say(z)) for z in data.get("blocked", [])),
        mess_slot=data.get("mess_slot"),
        goal=view.get("solo_goal"),
        mode=str(view.get("solo_mode") or "standard"),
        story=_story_text(view.get("story")),
        won=None if won is None else bool(won),
    )


def _story_text(data: Any) -> str:
    if not isinstance(data, Mapping):
        return ""
    goals = ""
    for g in data.get("goals") or []:
        mark = "✓" if g.get("met") else "✗"
        goal = f"{mark} {say(g.get('goal'))} {g.get('have')}/{g.get('need')}"
        # Joined by the language's own sign: « ; » spaced in French, « 、 » in Japanese.
        goals = goal if not goals else word("pic-tavern-story-goals-and", "{a}; {b}",
                                             a=goals, b=goal)
    if goals:
        return word("pic-tavern-story-goals-text", "Story: {name} — {goals}",
                    name=say(data.get("name")), goals=goals)
    return word("pic-tavern-story", "Story: {name}", name=say(data.get("name")))


def _talk_to_miss_nasty() -> str:
    return word("pic-tavern-talk-miss-nasty", "Talk to Miss Nasty")


SECRET_MISS_ID = "missnasty"   # the engine's zone id, used by the purple automaton die
# A Secret Room card's track, said first in its reward: (message key, English).
_CARD_KINDS: dict[str, tuple[str, str]] = {"kitchen": ("pic-tavern-kitchen", "Kitchen"),
                                           "chores": ("pic-tavern-chores", "Chores")}


def _token_text(token: Any) -> str:
    if not isinstance(token, Mapping):
        return ""
    if token.get("kind") == "miss_nasty":
        return word("pic-tavern-token-miss-nasty", "token: Miss Nasty")
    return word("pic-tavern-token-drink", "token: Drink ({ingredient})",
                ingredient=ingredient_name(str(token.get("ingredient"))))


def _secret_room(view: View) -> SecretRoom | None:
    data = view.get("secret_room")
    if not isinstance(data, Mapping):
        return None
    zones: list[Zone] = []
    for entry in data.get("cards") or []:
        card = entry.get("card")
        slot = int(entry.get("slot", len(zones) + 1))
        if not isinstance(card, Mapping):
            zones.append(Zone(f"secret{slot}", word("pic-tavern-card-slot-empty",
                                                    "Card slot {n}: empty", n=slot),
                              "secret", None, 0,
                              0, (), bool(entry.get("blocked"))))
            continue
        kind = str(card.get("type") or "")
        kind_name = _CARD_KINDS.get(kind)
        reward = facts_line(t for t in (word(*kind_name) if kind_name else
                                        (kind.capitalize() if kind and kind != "none" else ""),
                                        say(card.get("reward_text") or ""),
                                        _token_text(entry.get("token"))) if t)
        zones.append(Zone(str(card.get("id")), say(card.get("name") or "?"), "secret",
                          card.get("sum"), None, 1,
                          tuple(int(s) for s in entry.get("occupied", [])),
                          bool(entry.get("blocked")), reward, _placed(entry.get("placed"))))
    miss = data.get("miss_nasty") or {}
    zones.append(Zone(SECRET_MISS_ID, _talk_to_miss_nasty(), "secret", None,
                      int(miss.get("dice") or 1),
                      int(miss.get("slots") or 1),
                      tuple(int(s) for s in miss.get("occupied", [])),
                      bool(miss.get("blocked")),
                      word("pic-tavern-two-modifiers", "2 Modifier tokens"),
                      _placed(miss.get("placed"))))
    return SecretRoom(bool(data.get("open")), tuple(zones), int(data.get("deck") or 0),
                      int(data.get("pile") or 0), int(data.get("modifiers") or 0))


def _clock(view: View) -> str:
    """The clock in the reader's language ("22 h 40" in French): the view holds the
    rulebook's English time, which is also the catalogue's ``tavern-clock-<round>``."""
    clock = view.get("clock") or ""
    if isinstance(clock, str) and not hasattr(clock, "msg_key") and clock:
        return say(Say(clock, f"tavern-clock-{int(view.get('round', 1))}"))
    return say(clock)


def tavern(view: View) -> Tavern:
    zones = _zones(view)
    white = view.get("white_die") or {}
    over = bool(view.get("over"))
    return Tavern(
        round=int(view.get("round", 1)),
        rounds_total=int(view.get("rounds_total", 10)),
        clock=_clock(view),
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
        # Scoring options first: if the footer must cut, it cuts the house-deck disclaimer.
        house_note=facts_line(t for t in (
            _options_note(view),
            say(view.get("house_note") or "") if view.get("house_deck") else "") if t),
        white_status=view.get("white_die_status"),
        final=_final(view),
        secret_room=_secret_room(view),
        choosing_character=view.get("character_pick"),
        breakdown=_breakdown(view),
        objectives=_objectives(view),
        prompt=_prompt(view),
    )


def _prompt(view: Mapping[str, Any]) -> str:
    """The pending prompt, but not a bare "Your turn": everyone sees the picture, and the line
    above already names whose turn it is (« À vous de jouer » read as the viewer's turn)."""
    prompt = view.get("prompt")
    key = prompt.get("key") if isinstance(prompt, dict) else getattr(prompt, "msg_key", None)
    return "" if key == "tavern-your-turn" else say(prompt or "")
