"""Setup and the round sequence (the work phase's menus are in placement.py).

The driver :func:`advance` moves the game on whenever no player has an open decision:
next dwarf placement, return home, the harvest's phases (harvest.py), the next round.
Hidden facts live in ``state["cards"]`` (round cards by round) and ``state["markers"]``
(harvest markers by round); the public view shows only the revealed ones.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.caverna import harvest, placement
from rules.caverna import players as pl
from rules.caverna.copying import own_dwarfs, own_players, own_space, set_space
from rules.caverna.data import CARDS, FURNISHINGS, SETUP, action
from rules.caverna.names import space_name, who
from rules.core import Option, Rng, State, event
from rules.core.text import Say

# Game option furnishing_set: which tiles are on the furnishing boards. The introductory
# side carries only the tiles marked "intro" in furnishings.json; the others stay boxed.
FURNISHING_SETS = ("full", "intro")


def boxed_tiles(chosen: str) -> list[str]:
    return [] if chosen == "full" else [t for t, d in FURNISHINGS.items() if not d["intro"]]


def rounds_for(players: int) -> list[int]:
    skip = SETUP["skipped_round_small_games"] if players <= 2 else None
    return [r for r in range(1, SETUP["rounds"] + 1) if r != skip]


def _deal_cards(players: int, rng: Rng) -> dict[str, str]:
    if players == 1:
        return dict(SETUP["solo_card_order"])
    fixed = set(SETUP["fixed_cards"].values())
    out: dict[str, str] = dict(SETUP["fixed_cards"])
    for stage, slots in SETUP["card_rounds"].items():
        cards = [c for c, d in CARDS.items()
                 if d["stage"] == int(stage) and c not in fixed and not _flipped_side(c)
                 and players >= d.get("min_players", 1)]
        rng.shuffle(cards)
        rounds = [r for r in slots if r in rounds_for(players)]
        for r, card in zip(rounds, cards, strict=True):
            out[str(r)] = card
    return out


def _flipped_side(card: str) -> bool:
    return any(d.get("flips_to") == card for d in CARDS.values())


def _deal_markers(players: int, rng: Rng) -> dict[str, str]:
    if players == 1:
        return {}
    mix = SETUP["harvest_markers_two_players" if players == 2 else "harvest_markers"]
    markers = ["green"] * mix["green"] + ["red"] * mix["red"]
    rng.shuffle(markers)
    rounds = [r for r in rounds_for(players) if r >= 6]
    return {str(r): m for r, m in zip(rounds, markers, strict=True)}


def setup(state: State, rng: Rng) -> None:
    n = state["num_players"]
    start = rng.below(n)
    food = SETUP["starting_food"]
    state["players"] = [
        pl.new_player(SETUP["solo_starting_food"] if n == 1 else food[(s - start) % n])
        for s in range(n)]
    state["rounds"] = rounds_for(n)
    state["rounds_total"] = len(state["rounds"])
    state["round"] = 0
    state["cards"] = _deal_cards(n, rng)
    state["markers"] = _deal_markers(n, rng)
    state["harvests"] = {}  # round -> harvest kind, filled as markers are revealed
    state["reds_seen"] = 0
    state["spaces"] = {sp: {"g": {}, "o": None} for sp in SETUP["spaces_by_players"][str(n)]}
    state["sold"] = []
    state["boxed"] = boxed_tiles(state["options"].get("furnishing_set", "full"))
    state["start"] = state["next_start"] = state["turn"] = start
    state["phase"] = "work"
    state["act"] = {}
    state["harvest"] = {}
    if n > 1:   # the table hears who takes the first turn (Cave vs Cave says it too)
        first = who(start)
        state["events"].append(event(Say(f"{first} starts.", "caverna-ev-starts", who=first),
                                     None, reveals=True))
    start_round(state)


def start_round(state: State) -> None:
    done = state["round"]
    r = next(x for x in state["rounds"] if x > done)
    state["round"] = r
    ev = state["events"]
    card = state["cards"][str(r)]
    state["spaces"][card] = {"g": {}, "o": None}
    name = space_name(card)
    ev.append(event(Say(f"Round {r}: the new action space is {name}.", "caverna-ev-round",
                        round=r, space=name), None, reveals=True, card=card))
    if CARDS[card].get("flips") in state["spaces"]:
        old = CARDS[card]["flips"]
        new = CARDS[old]["flips_to"]
        state["spaces"] = {(new if k == old else k): v for k, v in state["spaces"].items()}
        was, now = space_name(old), space_name(new)
        ev.append(event(Say(f"{was} turns into {now}.", "caverna-ev-flip", old=was, new=now),
                        None))
    for seat, player in enumerate(state["players"]):
        goods = player.get("due", {}).pop(str(r), None)  # suppliers' goods for this round
        if goods:
            pl.gain(player, goods)
            got = pl.goods_text(goods)
            ev.append(event(Say(f"{who(seat)} collects {got} from their suppliers.",
                                "caverna-ev-suppliers", who=who(seat), goods=got), seat))
        for rule in pl.hooks(player, "round_start_per"):  # Miner: donkeys in ore mines
            k = pl.counter(player, rule["count"])
            if k:
                got = {g: n * k for g, n in rule["gain"].items()}
                pl.gain(player, got)
                text = pl.goods_text(got)
                ev.append(event(Say(f"{who(seat)} takes {text} at the start of the round "
                                    "(furnishing tile).", "caverna-ev-round-start-gain",
                                    who=who(seat), goods=text), seat))
    marker = state["markers"].get(str(r))
    if marker:
        if marker == "red":
            state["reds_seen"] += 1
            kind = SETUP["red_events"][state["reds_seen"] - 1]
        else:
            kind = "full"
        # Rebound, not changed in place: moves share it with the states before them.
        state["harvests"] = {**state["harvests"], str(r): kind}
        colour = Say(marker, f"caverna-marker-{marker}")
        what = harvest.KIND_TEXT[kind]
        ev.append(event(Say(f"The harvest marker of round {r} is {colour}: {what}.",
                            "caverna-ev-marker", round=r, marker=colour, kind=what),
                        None, reveals=True))
    over_cap = _over_cap(state)
    if over_cap and state["players"][0]["res"]["ruby"] >= SETUP["solo_accumulation_cap"][
            "ruby_saves"]:
        # Solo: before refilling, the player may pay 1 ruby per over-full space to keep it.
        state["phase"] = "cap"
        state["players"][0]["stack"].append({"k": "solo_cap", "kept": []})
        return
    finish_start(state)


def finish_start(state: State, kept: tuple[str, ...] = ()) -> None:
    """Trim over-full spaces (solo), refill, and open the work phase."""
    cap = SETUP["solo_accumulation_cap"]
    for sp in _over_cap(state):
        if sp in kept:
            continue
        goods = own_space(state, sp)["g"]
        _trim(goods, cap["keep"])
        kept_goods = pl.goods_text(goods)
        state["events"].append(event(Say(
            f"{space_name(sp)} holds more than {cap['more_than']} goods: it keeps "
            f"{kept_goods}, the surplus goes back to the supply.", "caverna-ev-cap",
            space=space_name(sp), count=cap["more_than"], goods=kept_goods), None))
    _refill(state, state["round"])
    for player in state["players"]:
        for d in own_dwarfs(player):
            d["at"] = None
    state["start"] = state["next_start"]
    state["phase"] = "work"
    placement.offer_turn(state, state["start"])


def _over_cap(state: State) -> list[str]:
    """Solo only: accumulating spaces holding more goods than the cap allows."""
    if state["num_players"] != 1:
        return []
    limit = SETUP["solo_accumulation_cap"]["more_than"]
    return [sp for sp, e in state["spaces"].items()
            if action(sp).get("refill") and sum(e["g"].values()) > limit]


def _trim(goods: dict[str, int], keep: int) -> None:
    # Mixed piles (Ore delivery's stone and ore) lose the surplus evenly, largest first.
    while sum(goods.values()) > keep:
        most = max(goods, key=lambda g: goods[g])
        goods[most] -= 1
    for g in [g for g, n in goods.items() if not n]:
        del goods[g]


def cap_options(state: State, seat: int, frame: dict[str, Any]) -> list[Option]:
    player = state["players"][seat]
    cap = SETUP["solo_accumulation_cap"]
    out = []
    if player["res"]["ruby"] >= cap["ruby_saves"]:
        out = [Option(f"keep:{sp}", _keep_label(sp, pl.goods_text(state["spaces"][sp]["g"])))
               for sp in _over_cap(state) if sp not in frame["kept"]]
    keep = cap["keep"]
    return [*out, Option("done", Say(f"Done: other spaces keep {keep} goods",
                                     "caverna-cap-done", count=keep))]


def _keep_label(sp: str, goods: Say) -> Say:
    return Say(f"Pay 1 ruby: {space_name(sp)} keeps all its {goods}", "caverna-cap-keep",
               space=space_name(sp), goods=goods)


def choose_cap(state: State, seat: int, option_id: str) -> None:
    player = state["players"][seat]
    frame = player["stack"][-1]
    if option_id == "done":
        state["cap_kept"] = player["stack"].pop()["kept"]  # read by advance()
        return
    sp = option_id[5:]
    pl.pay(player, {"ruby": SETUP["solo_accumulation_cap"]["ruby_saves"]})
    frame["kept"].append(sp)
    state["events"].append(event(Say(f"{who(seat)} pays 1 ruby so that {space_name(sp)} keeps "
                                     f"its goods one more round.", "caverna-ev-cap-keep",
                                     who=who(seat), space=space_name(sp)), seat))


def _refill(state: State, r: int) -> None:
    n = str(state["num_players"])
    for sp in list(state["spaces"]):
        refill, start = _refill_rule(sp, n)
        if not refill or r < start:
            continue
        goods = own_space(state, sp)["g"]
        empty = not any(goods.values())
        for good, if_empty, otherwise in refill:
            add = if_empty if empty else otherwise
            if add:
                goods[good] = goods.get(good, 0) + add


@cache
def _refill_rule(sp: str, players: str) -> tuple[Any, int]:
    """A space's refill (goods, if empty, otherwise) and the round it starts in."""
    data = action(sp)
    return data.get("refill"), data.get("refill_from_round", {}).get(players, 0)


def harvest_kind(state: State, r: int) -> str:
    if state["num_players"] == 1 and r >= SETUP["solo_harvest_from_round"]:
        return "full"
    fixed = SETUP["harvest_fixed"].get(str(r))
    return fixed if fixed else state["harvests"].get(str(r), "none")


def _has_home_dwarf(player: pl.Player) -> bool:
    for d in player["dwarfs"]:  # noqa: SIM110 - no generator: every turn asks it
        if d["at"] is None and not d["new"]:
            return True
    return False


def advance(state: State, lent: set[int] | None = None) -> bool:
    """Move on when nobody has a decision open; False once the game is over.

    ``lent``: players still shared with the state before the move (see copying.py);
    the next turn of the work phase changes only its player, the rest may change any.
    """
    phase = state["phase"]
    if phase == "work":
        n = state["num_players"]
        for k in range(1, n + 1):
            seat = (state["turn"] + k) % n
            if _has_home_dwarf(state["players"][seat]):
                if lent and seat in lent:
                    # The turn only opens a frame: a new stack is enough (the seat stays
                    # lent, so anything else copies the whole player first).
                    player = state["players"][seat] = state["players"][seat].copy()
                    player["stack"] = player["stack"].copy()
                placement.offer_turn(state, seat)
                return True
    if lent:
        own_players(state, lent)
    if phase == "cap":
        finish_start(state, tuple(state.pop("cap_kept", ())))
        return True
    if phase == "work":
        _return_home(state)
        state["phase"] = "harvest"
        harvest.begin(state, harvest_kind(state, state["round"]))
        return True
    if harvest.advance(state):
        return True
    return _end_round(state)


def _return_home(state: State) -> None:
    for sp, entry in list(state["spaces"].items()):
        if entry["o"] is not None:
            set_space(state, sp, "o", None)
    for player in state["players"]:
        for d in own_dwarfs(player):
            d["at"] = None
    state["act"] = {}
    state["events"].append(event(Say("All dwarfs return home.", "caverna-ev-home"), None))


def _end_round(state: State) -> bool:
    for player in state["players"]:
        for d in own_dwarfs(player):
            d["new"] = False
    if state["round"] == state["rounds"][-1]:
        if state["phase"] != "final" and _offer_final_trades(state):
            return True
        state["phase"] = "over"
        state["events"].append(event(Say("The game is over.", "caverna-ev-over"), None))
        return False
    start_round(state)
    return True


def _offer_final_trades(state: State) -> bool:
    """After the last harvest, before scoring: every player who can still trade (a
    furnishing tile's trade, rubies, a weapon for food) gets one last "Convert goods…"
    decision, all at once. True when someone was asked."""
    from rules.caverna import convert

    asked = False
    for seat, player in enumerate(state["players"]):
        if any(o.id.startswith(convert.SCORING_TRADES) for o in convert.options(state, seat)):
            player["stack"].append({"k": "final"})
            asked = True
    if asked:
        state["phase"] = "final"
        state["events"].append(event(Say("Last trades before scoring.", "caverna-ev-final"),
                                     None))
    return asked


def info(state: State) -> dict[str, Any]:
    return {"round": state["round"], "phase": state["phase"]}
