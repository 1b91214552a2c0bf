"""The reputation tracks, Nasty's summons and the "Nasty says" cards (rulebook pp.15-16, 20)."""

from __future__ import annotations

from rules.cavern_tavern import characters
from rules.cavern_tavern.board import ROUNDS, SUMMON_SPACES, TRACK_MAX
from rules.cavern_tavern.common import (
    a_card,
    held,
    ing_name,
    item_name,
    log,
    lose,
    move_card,
    n_players,
    player,
    says_name,
    solo,
    total_ingredients,
    who,
)
from rules.cavern_tavern.decks import by_id
from rules.cavern_tavern.dice import rng_shuffle
from rules.cavern_tavern.flow import Step, kind, push
from rules.cavern_tavern.texts import card_text, counted
from rules.core import Option, State
from rules.core.text import Say

# Nasty-says cards a player keeps until their condition is met.
LASTING = ("do_chores", "go_in_the_kitchen", "get_me_a_drink")
MISS_BUYOFF = 3  # Secret Room: Miss Nasty tokens handed in to skip a Nasty-says draw


def nasty_max(state: State) -> int:
    return len(state["options"]["nasty_penalties"]) - 1


def worsen(state: State, seat: int, n: int = 1) -> None:
    """Move down the Nasty track; reaching (or passing) 3, 6, 9 for the first time summons."""
    p = player(state, seat)
    old = p["nasty"]
    new = min(nasty_max(state), old + n)
    p["nasty"] = new
    if new == old:
        return
    log(state, Say(f"{who(state, seat)} goes up to {new} on the Nasty track (worse).",
                   "tavern-ev-worse", who=who(state, seat), space=new), seat)
    passing = state["options"]["summon_when_passing_over"]
    for space in SUMMON_SPACES:
        hit = old < space <= new if passing else new == space
        if hit and space not in p["seen"]:
            p["seen"].append(space)
            # No summons during round 10 (rulebook p.15).
            if state["round"] < ROUNDS:
                summon(state, seat)


def improve(state: State, seat: int, n: int) -> None:
    p = player(state, seat)
    old = p["nasty"]
    p["nasty"] = max(0, old - n)
    if p["nasty"] != old:  # the marker goes down the track: fewer Nasty points
        log(state, Say(f"{who(state, seat)} goes down to {p['nasty']} on the Nasty track "
                       "(better).", "tavern-ev-better", who=who(state, seat), space=p["nasty"]),
            seat)


def advance(state: State, seat: int, track: str, n: int) -> None:
    p = player(state, seat)
    p[track] = max(0, min(TRACK_MAX, p[track] + n))
    word = "advances" if n > 0 else "falls back"
    log(state, Say(f"{who(state, seat)} {word} to {p[track]} on the {track.capitalize()} track.",
                   "tavern-ev-track", who=who(state, seat), up="yes" if n > 0 else "no",
                   space=p[track], track=track), seat)


def summon(state: State, seat: int) -> None:
    """Nasty calls a player in: a choice when the Talisman or Ingeltrud could help.

    Asked of every holder of item cards, Talisman or not: who has a decision open is
    public, and must not tell the table that this hand holds the Talisman."""
    p = player(state, seat)
    if (p["items"] or characters.usable(state, seat, "ingeltrud")
            or p.get("miss", 0) >= MISS_BUYOFF):
        push(state, seat, "summon")
    else:
        draw_says(state, seat)


def _draw_one(state: State) -> str | None:
    if not state["says_deck"] and state["says_discard"]:
        state["says_deck"], state["says_discard"] = state["says_discard"], []
        rng_shuffle(state, state["says_deck"])
    return state["says_deck"].pop() if state["says_deck"] else None


def draw_says(state: State, seat: int) -> None:
    card = _draw_one(state)
    if card is None:
        log(state, Say("The Nasty-says deck is empty: Nasty only grumbles.",
                       "tavern-ev-says-empty"), seat)
        return
    resolve(state, seat, card)


def resolve(state: State, seat: int, card: str) -> None:
    text = card_text("says", by_id("nasty_says")[card])
    # The name first: a journal line says it once (« Yann: Nasty says to Yann: … » did not).
    log(state, Say(f"{who(state, seat)} draws the Nasty-says card “{says_name(card)}” — {text}",
                   "tavern-ev-nasty-says", who=who(state, seat), card=says_name(card), text=text),
        seat, reveals=True)
    p = player(state, seat)
    effects = {
        "dirt_everywhere": ("chores", -1), "incompetent_fool": ("chores", -2),
        "yeah_brilliant": ("kitchen", -1), "even_my_dog": ("kitchen", -2),
    }
    idle: str | None = None   # why the card does nothing and goes straight to the discard
    if card in effects:
        track, n = effects[card]
        if p[track]:
            advance(state, seat, track, n)
        else:
            idle = "track"
    elif card == "shady_conduct":
        state["says_discard"].append(card)
        worsen(state, seat, 2)
        return
    elif card in LASTING:
        p["says"].append(card)
        return
    elif card == "help_out":
        target = fewest_vp(state)
        if target != seat and total_ingredients(p):
            push(state, seat, "give", to=target, n=min(2, total_ingredients(p)))
        else:
            # « Si vous n'avez pas de cartes ingrédients, ou si vous avez le moins de PVs,
            # défaussez juste la carte. »
            idle = "fewest" if target == seat else "ingredients"
    elif card in ("pass_around", "youre_wasting_it"):
        if not total_ingredients(p):
            idle = "ingredients"
        elif card == "pass_around":
            left = -1 if solo(state) else (seat + 1) % n_players(state)
            push(state, seat, "give", to=left, n=1)
        else:
            push(state, seat, "give", to=-1, n=min(2, total_ingredients(p)))
    elif card == "hiding_something":
        if p["items"]:
            push(state, seat, "drop_item")
        else:
            idle = "items"
    state["says_discard"].append(card)
    if idle is not None:
        # The table hears that the card is discarded at once, and why (a reader saw it
        # go without a word).
        log(state, Say(f"{who(state, seat)} discards “{says_name(card)}” at once: "
                       f"{IDLE_REASONS[idle]}.", "tavern-ev-says-idle", who=who(state, seat),
                       card=says_name(card), reason=idle), seat)


# Why a Nasty-says card does nothing (English; the catalogue says each in its language).
IDLE_REASONS = {"track": "that track is still at its start",
                "fewest": "they have the fewest VP",
                "ingredients": "they have no ingredient cards",
                "items": "they have no Item cards"}


def fewest_vp(state: State) -> int:
    """Fewest VP; a tie goes to the tied player farthest clockwise from the first player."""
    n, first = n_players(state), state["first"]
    return min(range(n), key=lambda s: (state["players"][s]["vp"], -((s - first) % n)))


def drinks_due(state: State) -> bool:
    """Whether ``hand_in_drinks`` has anything to do (a card drawn while settling the last
    move, after its own hand-in, can leave one due)."""
    for p in state["players"]:
        if "get_me_a_drink" in p["says"] and p["ing"].get("nectar") and p["ing"].get("liqueur"):
            return True
    return False


def hand_in_drinks(state: State) -> None:
    """“Get me a drink” (« Remettez un Nectar et une Liqueur… ») is done the moment its
    holder has both cards: handing them in is not an option one may leave aside."""
    for seat, p in enumerate(state["players"]):
        if "get_me_a_drink" in p["says"] and p["ing"].get("nectar") and p["ing"].get("liqueur"):
            lose(state, seat, "nectar")
            lose(state, seat, "liqueur")
            log(state, Say(f"{who(state, seat)} hands Nasty a Nectar and a Liqueur.",
                           "tavern-ev-drink", who=who(state, seat)), seat)
            discard_lasting(state, seat, "get_me_a_drink")


def discard_lasting(state: State, seat: int, card: str) -> None:
    player(state, seat)["says"].remove(card)
    state["says_discard"].append(card)
    log(state, Say(f"{who(state, seat)} is done with “{says_name(card)}”.", "tavern-ev-says-done",
                   who=who(state, seat), card=says_name(card)), seat)


@kind("summon", private=True)  # may offer the Talisman (a hand card)
class Summon:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat = step["seat"]
        opts = [Option("draw", Say("Draw a Nasty-says card", "tavern-summon-draw"))]
        if "talisman" in player(state, seat)["items"]:
            opts.append(Option("talisman", Say("Play the Talisman: draw 3, keep 1",
                                               "tavern-summon-talisman")))
        if characters.usable(state, seat, "ingeltrud"):
            opts.append(Option("ingeltrud", Say("Ingeltrud: skip this draw",
                                                "tavern-summon-ingeltrud")))
        if player(state, seat).get("miss", 0) >= MISS_BUYOFF:
            opts.append(Option("miss", Say(f"Hand in {MISS_BUYOFF} Miss Nasty tokens: skip this "
                                           "draw", "tavern-summon-miss", count=MISS_BUYOFF)))
        return Say("Nasty summons you to his office", "tavern-summon"), opts

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        if oid == "miss":
            player(state, seat)["miss"] -= MISS_BUYOFF
            state["sr"]["spent"].extend(["miss"] * MISS_BUYOFF)
            log(state, Say(f"{who(state, seat)} hands in {MISS_BUYOFF} Miss Nasty tokens: "
                           "Miss Nasty keeps Nasty busy, no Nasty-says card.", "tavern-ev-miss",
                           who=who(state, seat), count=MISS_BUYOFF), seat)
        elif oid == "ingeltrud":
            characters.use(state, seat, "ingeltrud")
            log(state, Say(f"{who(state, seat)} slips away: no Nasty-says card.",
                           "tavern-ev-slips", who=who(state, seat)), seat)
        elif oid == "talisman":
            p = player(state, seat)
            p["items"].remove("talisman")
            state["item_discard"].append("talisman")
            cards = [c for c in (_draw_one(state) for _ in range(3)) if c is not None]
            looked = (counted(len(cards), "Nasty-says card", "Nasty-says cards") if cards
                      else "no Nasty-says card (the pile is empty)")
            log(state, Say(f"{who(state, seat)} plays the Talisman and looks at {looked}.",
                           "tavern-ev-talisman",
                           who=who(state, seat), count=len(cards)), seat)
            if cards:
                push(state, seat, "talisman_pick", cards=cards)
        else:
            draw_says(state, seat)


@kind("talisman_pick", private=True)
class TalismanPick:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        cards = step["cards"]
        return Say("Keep one Nasty-says card (the others go back)", "tavern-talisman-keep"), [
            Option(f"n:{i}", says_name(c)) for i, c in enumerate(cards)]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        cards = list(step["cards"])
        card = cards.pop(int(oid[2:]))
        state["says_deck"].extend(cards)
        rng_shuffle(state, state["says_deck"])
        resolve(state, step["seat"], card)


@kind("give")
class Give:
    """Hand over (or return to the supply, ``to`` = -1) ingredient cards one at a time."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        p = player(state, step["seat"])
        n = step["n"]
        if step["to"] < 0:
            prompt = Say(f"Give an ingredient to the supply ({n} left)", "tavern-give-supply",
                         left=n)
        else:
            to = who(state, step["to"])
            prompt = Say(f"Give an ingredient to {to} ({n} left)", "tavern-give-to", who=to,
                         left=n)
        return prompt, [
            Option(f"g:{i}", ing_name(i)) for i in held(p)]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat, ing = step["seat"], oid[2:]
        if step["to"] < 0:
            lose(state, seat, ing)
            log(state, Say(f"{who(state, seat)} returns {a_card(ing)} to the supply.",
                           "tavern-ev-returns", who=who(state, seat), card=a_card(ing)), seat)
        else:
            move_card(state, seat, step["to"], ing)
            log(state, Say(f"{who(state, seat)} gives {a_card(ing)} to {who(state, step['to'])}.",
                           "tavern-ev-gives", who=who(state, seat), card=a_card(ing),
                           to=who(state, step["to"])), seat)
        if step["n"] > 1 and total_ingredients(player(state, seat)):
            push(state, seat, "give", to=step["to"], n=step["n"] - 1)


@kind("drop_item", private=True)
class DropItem:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        items = player(state, step["seat"])["items"]
        return Say("Discard an item card", "tavern-drop-item"), [
            Option(f"x:{i}", item_name(c)) for i, c in enumerate(items)]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        card = player(state, seat)["items"].pop(int(oid[2:]))
        state["item_discard"].append(card)
        log(state, Say(f"{who(state, seat)} discards an item.", "tavern-ev-drops-item",
                       who=who(state, seat)), seat)
        log(state, Say(f"You discard {item_name(card)}.", "tavern-ev-you-drop",
                       item=item_name(card)), seat, private_to=seat)
