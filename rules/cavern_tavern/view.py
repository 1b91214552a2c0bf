"""What a seat may see. ``view(state, None)`` is public; ``view(state, seat)`` adds that seat's
secrets (item hand, secret objective) and nothing about anyone else's.

Keys (besides the core's ``game``, ``round``, ``rounds_total``, ``over``, ``to_act``):

- ``players``: per seat ``seat``; ``resources`` (ingredient id → cards held, Magic Potion as
  ``potion``); ``score`` (public total as the final scoring would count it now: without
  the hand and the objective); ``vp`` (score track); ``nasty``, ``kitchen``, ``chores``
  (track spaces); ``order`` (the open order card, see ``order`` below, or null);
  ``order_taken`` (round taken) and ``lateness`` (rounds since); ``served`` (orders served);
  ``forgotten``; ``nasty_says`` (names of Nasty-says cards held); ``items`` (number of item
  cards in hand); ``tips_banked``; ``dice`` (unplaced dice values, white die excluded);
  ``white_die`` (true while this seat holds it); ``meeple`` (Mess slot 1-6 or null);
  ``character`` (``id``, ``name``, ``text``, ``uses_left``) or null; Secret Room (zero or
  empty without it): ``secret_cards`` (cards on the board, each as in ``secret_room``
  below), ``modifiers`` (Modifier tokens), ``drinks`` (ingredient ids of Drink tokens),
  ``miss_nasty`` (Miss Nasty tokens).
- ``mess``: 6 entries ``{slot, order, meeple, blocked}``; ``order`` is null under a meeple.
- ``zones``: zone id → ``{name, room, sum | dice, slots, occupied: [seats], blocked}``.
- ``first_player``, ``turn`` (seat whose turn it is), ``clock`` ("10:00pm"…),
  ``white_die`` (``{seat, value}``; value null once placed; null in solo).
- ``supply``: ingredient id → cards left in the pile.
- ``decks``: cards left in ``orders``, ``items``, ``nasty_says`` and their discard piles.
- ``automaton`` (solo only): ``dice`` (colour → value), ``blocked`` zone ids, ``mess_slot``.
- ``character_pick``: the seat choosing a character at setup, or null.
- ``secret_room``: null without the expansion; else ``open`` (from round 4), ``cards`` (3
  entries ``{slot, card, token, occupied: [seats], blocked}``; ``card`` is ``{id, name, sum,
  type, reward, reward_text}`` or null; ``token`` is ``{kind: "drink", ingredient}``,
  ``{kind: "miss_nasty"}`` or null), ``miss_nasty`` (``{dice, slots, occupied, blocked}``),
  ``deck`` and ``pile`` (cards and Secret-Pile tokens left), ``modifiers`` (tokens in stock).
- ``solo_goal`` (solo only): VP needed to win in standard mode; ``solo_goal_reached``: the
  score counts at least that much now; ``solo_mode`` (``standard`` or ``story``);
  ``solo_won``: the mode's win condition holds now (story: every goal of the card met);
  ``story``: null, or the Five Kingdoms card ``{id, name, kingdom, text, goals: [{goal, have,
  need, met}]}``.
- ``house_deck``: true when the order/objective cards are our own house deck;
  ``house_note`` says in words which decks in play are house-made, which are the
  server's own, and which copy counts are our assumption.

Added in round 3 (the older keys above keep their meaning):

- ``zones[z].placed`` (and ``placed`` on each ``secret_room.cards`` entry and on
  ``secret_room.miss_nasty``): the dice lying on that zone this round, face up, as
  ``[seat, value, colour]``; ``colour`` is ``"player"`` (the seat's own die), ``"white"``
  (the white die), or, in solo, the automaton die that blocks the zone (``"yellow"``,
  ``"blue"``, ``"green"``, ``"red"``, ``"purple"``) with ``seat`` null. A die turned by a
  track bonus shows its new face. ``mess[k].die``: the solo automaton's white die
  ``[null, value, "white"]`` on the Mess slot it blocks, else null.
- ``white_die_status``: null in solo; else ``"in_hand"`` (held, not rolled: setup and
  after the last round), ``"rolled"`` (face up in the holder's pool), ``"placed"`` (on a
  zone), or ``"set_aside"`` (a Bracelet put it aside for the round).
- ``start_rolls``: during the starting-ingredient choice, per seat the 4 dice rolled (in
  the open) or null once that seat has chosen; null after setup.
- ``game_options``: the options that change what the board shows or how it scores:
  ``nasty_penalties`` (VP lost per Nasty space from 0), ``chores_bonus``,
  ``fix_the_roof_vp``, ``track_bonus_tiers``, ``nasty_says_penalty``,
  ``end_steps_after_last_round``, ``summon_when_passing_over``, ``objectives``,
  ``characters``, ``secret_room``, ``solo_goal`` and ``solo_mode``.
- ``house_decks``: each deck in play (``orders``, ``objectives``, ``story``,
  ``secret_room``, ``item_copies``, ``says_copies``) → ``"house"`` (ours) or ``"server"``.
- ``final_scores``: null until the game is over; then, since the final scoring reveals
  secret objectives and Tips in hand, per seat ``{seat, total, lines: [[label, points]],
  objective: {name, text, vp, met} | null, tips_in_hand}``. ``final_ranking``: null
  until over, then the seats by place (a tie shares a place).
- ``prompt``: what the seat to act is asked now (the pending decision's prompt, not its
  options), or null when the game is over.
- Own seat only: ``hand`` (list of ``{id, name, text}``), ``objective`` (``{name, text,
  vp, met}`` or null), ``score_with_secrets`` (own score counting hand Tips and objective),
  ``served_orders`` (names of the orders one has served).
"""

from __future__ import annotations

from typing import Any

from rules.cavern_tavern import characters, secret_cards, story
from rules.cavern_tavern.board import CLOCK, ZONES, slots
from rules.cavern_tavern.common import (
    char_name,
    item_name,
    order_card,
    order_name,
    order_race,
    says_name,
    solo,
    total_ingredients,
)
from rules.cavern_tavern.decks import by_id, order_deck_is_house
from rules.cavern_tavern.scoring import lines, objective_met, solo_total
from rules.cavern_tavern.texts import and_list, card_name, card_text, comma, counted, race
from rules.core import State
from rules.core.text import Say, join

# What each deck in play is called in ``house_note``, and the option a server's own deck
# comes in by (None: there is no such option, the deck is always ours).
DECK_NAMES = {"orders": (Say("order cards", "tavern-deck-orders"), "order_deck"),
              "objectives": (Say("secret objectives", "tavern-deck-objectives"), None),
              "story": (Say("Five Kingdoms story cards", "tavern-deck-story"), "story_deck"),
              "secret_room": (Say("Secret Room cards and Secret Pile", "tavern-deck-secret_room"),
                              "secret_room_deck"),
              "item_copies": (Say("item copy counts", "tavern-deck-item_copies"), "item_copies"),
              "says_copies": (Say("Nasty-says copy counts", "tavern-deck-says_copies"),
                              "says_copies")}


def house_decks(state: State) -> dict[str, str]:
    """Each deck in play: ``"house"`` (ours) or ``"server"`` (the server's own)."""
    opts, n = state["options"], state["num_players"]
    in_play = {"orders": True, "objectives": bool(opts["objectives"]) and n > 1,
               "story": state.get("story") is not None, "secret_room": bool(state.get("sr")),
               "item_copies": True, "says_copies": True}
    out = {}
    for deck, playing in in_play.items():
        if not playing:
            continue
        option = DECK_NAMES[deck][1]
        # Whoever made a deck the server supplies, the server answers for it.
        out[deck] = "server" if option and opts.get(option) else "house"
    return out


def house_note(decks: dict[str, str]) -> Say:
    """One paragraph naming which decks are house-made and which are the server's."""
    ours = [DECK_NAMES[d][0] for d, who_made in decks.items()
            if who_made == "house" and not d.endswith("_copies")]
    theirs = [DECK_NAMES[d][0] for d, who_made in decks.items() if who_made == "server"]
    out: list[Say] = []
    if ours:
        names = comma(ours)
        out.append(Say(f"House-made (ours): {names}. The printed texts are not public, "
                       "so these are original cards made to the known rules.",
                       "tavern-note-ours", decks=names))
    if theirs:
        names = comma(theirs)
        out.append(Say(f"The server's own: {names}.", "tavern-note-theirs", decks=names))
    guessed = [DECK_NAMES[d][0] for d in ("item_copies", "says_copies")
               if decks.get(d) == "house"]
    if guessed:
        names = and_list(guessed)
        out.append(Say(f"Our assumption: {names} (25 items and 15 Nasty-says "
                       "cards as in the box; which names repeat is not public).",
                       "tavern-note-guessed", counts=names))
    return join("tavern-space", " ", out)  # never empty: the order deck is always named


def objective_text(card: dict[str, Any]) -> Say:
    p, kind = card["params"], card["type"]
    key = f"tavern-objective-{kind}"
    orders = counted(int(p.get("count") or 0), "order", "orders")
    return {
        "serve_race": lambda: Say(f"Serve at least {orders} of {p.get('race')} "
                                  "customers.", key, count=p.get("count"),
                                  race=race(str(p.get("race")))),
        "track": lambda: Say(f"Reach space {p.get('min')} on the {p.get('track')} track.", key,
                             min=p.get("min"), track=p.get("track")),
        "served": lambda: Say(f"Serve at least {orders}.", key,
                              count=p.get("count")),
        "nasty_at_most": lambda: Say(f"End at space {p.get('max')} or less on the Nasty track.",
                                     key, max=p.get("max")),
        "symbol": lambda: Say(f"Serve at least {orders} with a {p.get('symbol')} "
                              "symbol.", key, count=p.get("count"), symbol=p.get("symbol")),
        "served_prompt": lambda: Say(f"Serve at least {orders} in the round you "
                                     "took them.", key, count=p.get("count")),
    }[kind]()


def _order(state: State, oid: str | None) -> dict[str, Any] | None:
    if oid is None:
        return None
    return {**order_card(state, oid), "name": order_name(state, oid),
            "race": order_race(state, oid)}


def _score_note(p: dict[str, Any]) -> Say | None:
    """Why the projected score leaves the ingredients out: an order still open at the end
    « défaussez-la et ne gagnez pas de PVs pour les ingrédients qu'il vous reste » (a
    reader saw 4 points fall to 0 on taking an order, with no reason given)."""
    held = total_ingredients(p)
    if p["order"] is None or not held:
        return None
    return Say(f"{held} ingredients not counted: an order is still open",
               "tavern-score-note-open-order", count=held)


def _player(state: State, seat: int) -> dict[str, Any]:
    p = state["players"][seat]
    char = None
    if p["char"]:
        card = by_id("characters")[p["char"]]
        char = {"id": p["char"], "name": char_name(p["char"]), "text": card_text("char", card),
                "uses_left": characters.USES - p["char_uses"]}
    return {
        "seat": seat,
        "resources": dict(p["ing"]),
        "score": sum(v for _, v in lines(state, seat, secrets=False)),
        "score_note": _score_note(p),
        "vp": p["vp"], "nasty": p["nasty"], "kitchen": p["kitchen"], "chores": p["chores"],
        "order": _order(state, p["order"]),
        "order_taken": p["taken"],
        "lateness": None if p["taken"] is None else state["round"] - p["taken"],
        "served": len(p["served"]), "forgotten": p["forgotten"],
        "nasty_says": [says_name(c) for c in p["says"]],
        "items": len(p["items"]), "tips_banked": p["tips"],
        "dice": list(p["dice"]),
        "white_die": not solo(state) and state["white"] == seat,
        "meeple": None if p["meeple"] is None else p["meeple"] + 1,
        "character": char,
        "secret_cards": [_secret_card(state, c) for c in p.get("sr_cards", ())],
        "modifiers": p.get("mods", 0), "drinks": list(p.get("drinks", ())),
        "miss_nasty": p.get("miss", 0),
    }


def _secret_card(state: State, cid: str | None) -> dict[str, Any] | None:
    if cid is None:
        return None
    c = secret_cards.deck(state)[cid]
    return {"id": cid, "name": secret_cards.name(state, cid), "sum": c["sum"], "type": c["type"],
            "reward": dict(c["reward"]), "reward_text": secret_cards.reward_text(c)}


def _token(token: str | None) -> dict[str, Any] | None:
    if token is None:
        return None
    if token == "miss":
        return {"kind": "miss_nasty"}
    return {"kind": "drink", "ingredient": token.split(":")[1]}


def _secret_room(state: State, dice_on: dict[str, list[list[Any]]]) -> dict[str, Any] | None:
    sr = state.get("sr")
    if not sr:
        return None
    taken, blocked = state["zones"], state["blocked"]
    miss = secret_cards.MISS_ZONE
    return {
        "open": sr["open"],
        "cards": [{"slot": k + 1, "card": _secret_card(state, cid), "token": _token(tok),
                   "occupied": list(taken.get(cid, [])) if cid else [],
                   "blocked": cid is not None and cid in blocked,
                   "placed": dice_on.get(cid, []) if cid else []}
                  for k, (cid, tok) in enumerate(zip(sr["slots"], sr["tokens"], strict=True))],
        "miss_nasty": {"dice": miss.dice, "slots": secret_cards.slots(miss, state["num_players"]),
                       "occupied": list(taken.get(miss.id, [])), "blocked": miss.id in blocked,
                       "placed": dice_on.get(miss.id, [])},
        "deck": len(sr["deck"]), "pile": len(sr["pile"]), "modifiers": sr["mods"],
    }


def _story(state: State) -> dict[str, Any] | None:
    c = story.card(state)
    if c is None:
        return None
    custom = story.custom(state)
    kingdom = str(c.get("kingdom", ""))
    return {"id": c["id"], "name": card_name("story", c, custom),
            "kingdom": story.kingdom_name(kingdom, custom),
            "text": card_text("story", c, custom), "goals": story.progress(state)}


# The automaton's dice, in the order ``rounds.automaton`` blocks zones with them.
AUTOMATON_ZONE_DICE = ("yellow", "blue", "green", "red", "purple")


def _dice_on(state: State) -> dict[str, list[list[Any]]]:
    """Every die lying face up on a zone: the players' and, in solo, the automaton's."""
    out = {zid: [list(d) for d in dice] for zid, dice in state.get("dice_on", {}).items()}
    auto = state.get("auto_dice")
    if solo(state) and auto:
        for colour, zid in zip(AUTOMATON_ZONE_DICE, state["blocked"], strict=False):
            out.setdefault(zid, []).append([None, auto[colour], colour])
    return out


def _white_die_status(state: State) -> str | None:
    if solo(state):
        return None
    if state["wdie"] is not None:
        return "rolled"
    if state["bracelet"] is not None:
        return "set_aside"
    placed = any(d[2] == "white" for dice in state.get("dice_on", {}).values() for d in dice)
    return "placed" if placed else "in_hand"


SHOWN_OPTIONS = ("nasty_penalties", "chores_bonus", "fix_the_roof_vp", "track_bonus_tiers",
                 "nasty_says_penalty", "end_steps_after_last_round", "summon_when_passing_over",
                 "objectives", "characters", "secret_room", "solo_goal", "solo_mode")


def _objective(state: State, seat: int) -> dict[str, Any] | None:
    card = by_id("objectives").get(state["players"][seat]["objective"] or "")
    return None if card is None else {
        "name": card_name("obj", card), "text": objective_text(card), "vp": card["vp"],
        "met": objective_met(state, seat)}


def _final_scores(state: State) -> list[dict[str, Any]] | None:
    """Once over: the real totals, which reveal objectives and Tips in hand (rulebook p.10)."""
    if not state["over"] or state["stack"]:
        return None
    out = []
    for seat, p in enumerate(state["players"]):
        ls = lines(state, seat, secrets=True)
        out.append({"seat": seat, "total": sum(v for _, v in ls),
                    "lines": [[label, v] for label, v in ls],
                    "objective": _objective(state, seat),
                    "tips_in_hand": p["items"].count("tip")})
    return out


def public_view(state: State, seat: int | None) -> dict[str, Any]:
    n = state["num_players"]
    meeples = {p["meeple"]: s for s, p in enumerate(state["players"]) if p["meeple"] is not None}
    dice_on = _dice_on(state)
    decks = house_decks(state)
    auto_white = (state["auto_dice"] or {}).get("white") if solo(state) else None
    out: dict[str, Any] = {
        "players": [_player(state, s) for s in range(n)],
        "mess": [{"slot": k + 1, "order": _order(state, oid), "meeple": meeples.get(k),
                  "blocked": k == state["blocked_mess"],
                  "die": [None, auto_white, "white"]
                  if auto_white and k == state["blocked_mess"] else None}
                 for k, oid in enumerate(state["mess"])],
        "zones": {zid: {"name": z.name, "room": z.room,
                        **({"sum": z.value} if z.is_sum else {"dice": z.dice}),
                        "slots": slots(z, n), "occupied": list(state["zones"].get(zid, [])),
                        "blocked": zid in state["blocked"], "placed": dice_on.get(zid, [])}
                  for zid, z in ZONES.items()},
        "first_player": state["first"],
        "turn": state["turn"],
        "clock": CLOCK[state["round"] - 1],
        "white_die": None if solo(state) else {"seat": state["white"], "value": state["wdie"]},
        "supply": dict(state["supply"]),
        "decks": {"orders": len(state["order_deck"]), "orders_discard": len(state["order_discard"]),
                  "items": len(state["item_deck"]), "items_discard": len(state["item_discard"]),
                  "nasty_says": len(state["says_deck"]),
                  "nasty_says_discard": len(state["says_discard"])},
        "house_deck": order_deck_is_house(state) or bool(state["options"]["objectives"]),
        "house_note": house_note(decks),
        "house_decks": decks,
        "character_pick": state["char_pick"][0] if state.get("char_pick") else None,
        "secret_room": _secret_room(state, dice_on),
        "white_die_status": _white_die_status(state),
        "start_rolls": None if state["start"] is None
        else [None if d is None else list(d) for d in state["start"]],
        "game_options": {k: state["options"][k] for k in SHOWN_OPTIONS},
        "final_scores": _final_scores(state),
    }
    if solo(state):
        out["automaton"] = {"dice": state["auto_dice"], "blocked": list(state["blocked"]),
                            "mess_slot": None if state["blocked_mess"] is None
                            else state["blocked_mess"] + 1}
        out["solo_goal"] = state["options"]["solo_goal"]
        # Once the game is over the hand's Tips count (the final score shows them anyway).
        total = solo_total(state) if state["over"] else out["players"][0]["score"]
        out["solo_goal_reached"] = total >= out["solo_goal"]
        out["solo_mode"] = "story" if state.get("story") else "standard"
        out["solo_won"] = (story.story_met(state) if state.get("story")
                           else out["solo_goal_reached"])
        out["story"] = _story(state)
    if seat is not None:
        p = state["players"][seat]
        out["hand"] = [{"id": c, "name": item_name(c),
                        "text": card_text("item", by_id("items")[c])} for c in p["items"]]
        out["objective"] = _objective(state, seat)
        out["score_with_secrets"] = sum(v for _, v in lines(state, seat, secrets=True))
        out["served_orders"] = [order_name(state, o) for o in p["served"]]
    return out
