"""The Secret Room expansion in play (rulebook "Extension : La Chambre Secrète").

From round 4 three Secret Room cards lie face up, each with a token from the Secret Pile.
A card is used like a Kitchen task or a Chore (dice summing to its number, one slot): its
reward, its track, and the token on it. At the end of the round each used card goes to the
board of the player who used it (at most 3 kept); only that player may use it again.
Miss Nasty's zone gives 2 Modifier tokens for 1 die. Modifier tokens change a die by 1
each; Drink tokens are timeless mini-orders for 2 VP; Miss Nasty tokens buy off a Nasty-says
draw (3 of them, see nasty.py) and score 1 VP each. Holders of Nasty-says cards may use the
whole room. Solo: the automaton's purple die blocks a card (discarded at round end) or Miss
Nasty's zone.
"""

from __future__ import annotations

from rules.cavern_tavern import secret_cards
from rules.cavern_tavern.board import INGREDIENTS, POTION, Zone
from rules.cavern_tavern.common import add_vp, article, gain, ing_name, log, lose, player, who
from rules.cavern_tavern.dice import pool, rng_shuffle, set_die, track_bonus
from rules.cavern_tavern.exchanges import offer_pick
from rules.cavern_tavern.flow import BACK, Step, kind, push
from rules.cavern_tavern.nasty import advance, improve
from rules.cavern_tavern.placement import EFFECTS, add_items, draw_items
from rules.cavern_tavern.secret_cards import MISS_ZONE, OPENS_ROUND, OWN_LIMIT, ROOM_SLOTS
from rules.cavern_tavern.texts import comma, turn_into, vowel
from rules.core import Option, Rng, State
from rules.core.text import Say

DRINK_VP = 2
MISS_MODIFIERS = 2


def setup(state: State, rng: Rng) -> None:
    """The face-down Secret Room, its shuffled deck and Secret Pile (or None when not played)."""
    for p in state["players"]:
        p.update(sr_cards=[], mods=0, drinks=[], miss=0)
    opts = state["options"]
    if not opts["secret_room"]:
        state["sr"] = None
        return
    state["sr"] = {
        "open": False, "deck": rng.shuffled(list(secret_cards.deck(state))), "discard": [],
        "pile": rng.shuffled(secret_cards.secret_pile(opts)), "spent": [],
        "slots": [None] * ROOM_SLOTS, "tokens": [None] * ROOM_SLOTS,
        "mods": secret_cards.tokens(opts)["modifiers"],
    }


def _draw(state: State, pile: str, spent: str) -> str | None:
    sr = state["sr"]
    if not sr[pile] and sr[spent]:
        sr[pile], sr[spent] = sr[spent], []
        rng_shuffle(state, sr[pile])
    return sr[pile].pop() if sr[pile] else None


def token_name(token: str | None) -> Say:
    if token is None:
        return Say("no token", "tavern-no-token")
    if token == "miss":
        return Say("a Miss Nasty token", "tavern-miss-token")
    name = ing_name(token.split(':')[1])
    return Say(f"{article(name)} {name} Drink token", "tavern-drink-token", ing=name,
               vowel=vowel(name))


def _deal(state: State, slot: int) -> None:
    sr = state["sr"]
    sr["slots"][slot] = _draw(state, "deck", "discard")
    sr["tokens"][slot] = _draw(state, "pile", "spent") if sr["slots"][slot] else None
    if sr["slots"][slot]:
        card = secret_cards.deck(state)[sr["slots"][slot]]
        name, reward = _name(state, sr["slots"][slot]), secret_cards.reward_text(card)
        token = token_name(sr["tokens"][slot])
        log(state, Say(f"Secret Room slot {slot + 1}: {name} (sum {card['sum']}: "
                       f"{reward}) with {token}.", "tavern-ev-sr-slot", slot=slot + 1, name=name,
                       sum=card["sum"], reward=reward, token=token), reveals=True)


def start_of_round(state: State) -> None:
    sr = state.get("sr")
    if sr and not sr["open"] and state["round"] >= OPENS_ROUND:
        sr["open"] = True
        log(state, Say("Miss Nasty opens the Secret Room.", "tavern-ev-sr-opens"))
        for slot in range(ROOM_SLOTS):
            _deal(state, slot)


def end_of_round(state: State) -> None:
    """Used cards go to their users' boards (keep 3); blocked ones are discarded; refill."""
    sr = state.get("sr")
    if not sr or not sr["open"]:
        return
    for k, cid in enumerate(sr["slots"]):
        if cid is None:
            continue
        users = state["zones"].get(cid)
        if cid in state["blocked"]:
            sr["discard"].append(cid)
            if sr["tokens"][k]:
                sr["spent"].append(sr["tokens"][k])
            log(state, Say(f"The automaton's purple die sends {_name(state, cid)} away.",
                           "tavern-ev-sr-purple", name=_name(state, cid)))
        elif users:
            p = player(state, users[0])
            p["sr_cards"].append(cid)
            log(state, Say(f"{who(state, users[0])} keeps {_name(state, cid)} on their board.",
                           "tavern-ev-sr-keeps", who=who(state, users[0]), name=_name(state, cid)),
                users[0])
            for _ in range(len(p["sr_cards"]) - OWN_LIMIT):
                push(state, users[0], "sr_drop")
        else:
            continue
        sr["slots"][k] = sr["tokens"][k] = None
    if state["round"] <= state["rounds_total"]:
        for k in range(ROOM_SLOTS):
            if sr["slots"][k] is None:
                _deal(state, k)


def purple(state: State, value: int) -> None:
    """Solo: 1-3 blocks that Secret Room card, 4-6 Miss Nasty's zone."""
    if value <= ROOM_SLOTS:
        cid = state["sr"]["slots"][value - 1]
        if cid:
            state["blocked"].append(cid)
    else:
        state["blocked"].append(MISS_ZONE.id)


def _name(state: State, cid: str) -> Say:
    return secret_cards.name(state, cid)


def _use_card(state: State, seat: int, zone: Zone) -> None:
    card = secret_cards.deck(state)[zone.id]
    p, sr, reward = player(state, seat), state["sr"], card["reward"]
    vp = reward.get("vp", 0)
    if zone.track:
        # Like a Kitchen task or a Chore: the bonus unlocked before the move, then +1.
        opts = state["options"]
        if zone.track == "kitchen" or opts["chores_bonus"] != "none":
            vp += track_bonus(p[zone.track], opts["track_bonus_tiers"] == "cumulative")[0]
        advance(state, seat, zone.track, 1)
    got = [i for i in reward.get("ingredients", []) if gain(state, seat, i)]
    got += [POTION] * gain(state, seat, POTION, reward.get("potion", 0))
    mods = min(reward.get("modifiers", 0), sr["mods"])
    sr["mods"] -= mods
    p["mods"] += mods
    add_vp(state, seat, vp)
    tokens = Say(f"{mods} Modifier token{'s' if mods != 1 else ''}", "tavern-reward-modifiers",
                 count=mods)
    extra = [ing_name(i) for i in got] + ([tokens] if mods else [])
    name = _name(state, zone.id)
    more = {"extra": comma(extra)} if extra else {}
    log(state, Say(f"{who(state, seat)} uses {name} ({vp} VP"
                   + "".join(f", {x}" for x in extra) + ").", "tavern-ev-sr-uses",
                   who=who(state, seat), name=name, vp=vp, more="yes" if extra else "no",
                   **more), seat)
    if reward.get("calm"):
        improve(state, seat, reward["calm"])
    if zone.id in sr["slots"]:
        k = sr["slots"].index(zone.id)
        token, sr["tokens"][k] = sr["tokens"][k], None
        if token:
            _take_token(state, seat, token)
    for _ in range(reward.get("any", 0)):
        offer_pick(state, seat, INGREDIENTS, "any")
    add_items(state, seat, draw_items(state, reward.get("items", 0)))


def _take_token(state: State, seat: int, token: str) -> None:
    p = player(state, seat)
    if token == "miss":
        p["miss"] += 1
    else:
        p["drinks"].append(token.split(":")[1])
    log(state, Say(f"{who(state, seat)} takes {token_name(token)}.", "tavern-ev-takes",
                   who=who(state, seat), what=token_name(token)), seat)


def _miss_nasty(state: State, seat: int, zone: Zone) -> None:
    sr = state["sr"]
    n = min(MISS_MODIFIERS, sr["mods"])
    sr["mods"] -= n
    player(state, seat)["mods"] += n
    tokens = f"{n} Modifier token{'s' if n != 1 else ''}" if n else "no Modifier token"
    log(state, Say(f"{who(state, seat)} talks to Miss Nasty and gets {tokens}.",
                   "tavern-ev-miss-nasty",
                   who=who(state, seat), count=n), seat)


EFFECTS["secret"] = _use_card
EFFECTS["missnasty"] = _miss_nasty


# ----- tokens used during one's turn ----------------------------------------------------

def can_modify(state: State, seat: int) -> bool:
    tf = state["tf"]
    return (bool(player(state, seat).get("mods")) and (not tf["placed"] or tf["sand"])
            and bool(pool(state, seat)))


def drinks_payable(state: State, seat: int) -> list[str]:
    p = player(state, seat)
    if not p.get("drinks"):
        return []
    return sorted({d for d in p["drinks"] if p["ing"].get(d) or p["ing"].get(POTION)},
                  key=INGREDIENTS.index)


def main_options(state: State, seat: int) -> list[Option]:
    opts = []
    if can_modify(state, seat):
        opts.append(Option("mod", Say("Use Modifier tokens…", "tavern-menu-mod")))
    if drinks_payable(state, seat):
        opts.append(Option("drinks", Say("Serve a Drink token…", "tavern-menu-drinks")))
    return opts


@kind("modify")
class Modify:
    """Each Modifier token moves one unplaced die by 1 (no wrap; beyond 6 is allowed)."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat = step["seat"]
        values = sorted(set(pool(state, seat)))
        opts = [Option(f"m:{v}>{w}", turn_into(v, w))
                for v in values for w in (v - 1, v + 1) if w >= 1]
        left = player(state, seat)["mods"]
        return Say(f"Modifier tokens ({left} left): change a die by 1", "tavern-modify",
                   left=left), [*opts, Option("back", Say("Done", "tavern-done"))]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid == "back":
            return
        seat = step["seat"]
        a, b = (int(x) for x in oid[2:].split(">"))
        set_die(state, seat, a, b)
        player(state, seat)["mods"] -= 1
        state["sr"]["mods"] += 1
        log(state, Say(f"{who(state, seat)} spends a Modifier token: a {a} becomes a {b}.",
                       "tavern-ev-modifier", who=who(state, seat), old=a, new=b), seat)
        if can_modify(state, seat):
            push(state, seat, "modify")


@kind("serve_drink")
class ServeDrink:
    """A Drink token is served with its ingredient (a Magic Potion stands in, as in orders)."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        p = player(state, step["seat"])
        opts = []
        for d in drinks_payable(state, step["seat"]):
            drink, paid = ing_name(d), ing_name(d if p["ing"].get(d) else POTION)
            opts.append(Option(f"dr:{d}", Say(f"Serve the {drink} drink with {paid} for "
                                              f"{DRINK_VP} VP", "tavern-drink-serve",
                                              drink=drink, paid=paid, vp=DRINK_VP)))
        return Say("Serve which Drink token?", "tavern-drink-which"), [*opts, BACK]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid == "back":
            return
        seat, drink = step["seat"], oid[3:]
        p = player(state, seat)
        paid = drink if p["ing"].get(drink) else POTION
        lose(state, seat, paid)
        p["drinks"].remove(drink)
        state["sr"]["spent"].append(f"drink:{drink}")
        add_vp(state, seat, DRINK_VP)
        name = ing_name(drink)
        log(state, Say(f"{who(state, seat)} serves {article(name)} {name} drink with "
                       f"{ing_name(paid)} and scores {DRINK_VP} VP.", "tavern-ev-drink-served",
                       who=who(state, seat), ing=name, vowel=vowel(name),
                       paid=ing_name(paid), vp=DRINK_VP), seat)


@kind("sr_drop")
class DropSecretCard:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        cards = player(state, step["seat"])["sr_cards"]
        return Say(f"Keep at most {OWN_LIMIT} Secret Room cards: discard one", "tavern-sr-drop",
                   count=OWN_LIMIT), [
            Option(f"x:{c}", Say(f"Discard {_name(state, c)}", "tavern-discard-card",
                                 card=_name(state, c))) for c in cards]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat, cid = step["seat"], oid[2:]
        player(state, seat)["sr_cards"].remove(cid)
        state["sr"]["discard"].append(cid)
        log(state, Say(f"{who(state, seat)} discards {_name(state, cid)}.", "tavern-ev-discards",
                       who=who(state, seat), what=_name(state, cid)), seat)
