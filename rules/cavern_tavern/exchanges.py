"""Ingredient choices shared by zones and items: pick from the supply, swap, steal, trade.

Every one of them is optional (the FAQ makes zone rewards optional), so each offers "skip".
In solo, anything aimed at another player works against the supply instead.
"""

from __future__ import annotations

from rules.cavern_tavern import characters
from rules.cavern_tavern.board import INGREDIENTS, POTION
from rules.cavern_tavern.common import (
    a_card,
    gain,
    held,
    ing_name,
    log,
    lose,
    move_card,
    others,
    player,
    player_label,
    solo,
    who,
)
from rules.cavern_tavern.flow import SKIP, Step, kind, push
from rules.cavern_tavern.texts import and_list
from rules.core import Option, State
from rules.core.text import Say


def in_supply(state: State, kinds: list[str] | tuple[str, ...] = INGREDIENTS) -> list[str]:
    return [i for i in kinds if state["supply"].get(i, 0) > 0]


# "Take <ingredient>" entries and the Lantern's, made once (options are never changed).
_TAKE = {i: Option(f"i:{i}", Say(f"Take {ing_name(i)}", "tavern-take-ing", ing=ing_name(i)))
         for i in INGREDIENTS}
_LANTERN = Option("both", Say("Play the Lantern: take both", "tavern-lantern"))
_PICK_CELLAR = Say("Choose your Cellar ingredient", "tavern-pick-cellar")
_PICK_ANY = Say("Take an ingredient from the supply", "tavern-pick-any")


@kind("pick", private=True)  # may offer the Lantern (a hand card)
class Pick:
    """Take one ingredient from a list (``why``: cellar, wido or any); Lantern takes both."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat = step["seat"]
        supply = state["supply"]
        opts = [_TAKE[i] if i in _TAKE else Option(f"i:{i}", Say(f"Take {ing_name(i)}",
                                                                   "tavern-take-ing",
                                                                   ing=ing_name(i)))
                for i in step["from"] if supply.get(i, 0) > 0]
        if step["why"] == "cellar" and "lantern" in player(state, seat)["items"] \
                and len(opts) == 2:
            opts.append(_LANTERN)
        if step["why"] == "wido":
            by = who(state, step["by"])
            prompt = Say(f"Wido: {by} used the Cellar — take one too?", "tavern-pick-wido",
                         who=by)
        elif step["why"] == "cellar":
            prompt = _PICK_CELLAR
        else:  # "any"
            prompt = _PICK_ANY
        opts.append(SKIP)
        return prompt, opts

    @staticmethod
    def allows(state: State, step: Step, oid: str) -> bool:
        """Whether ``oid`` is among ``ask``'s options, without listing them."""
        if oid == "skip":
            return True
        supply = state["supply"]
        if oid == "both":
            return (step["why"] == "cellar"
                    and "lantern" in player(state, step["seat"])["items"]
                    and len([i for i in step["from"] if supply.get(i, 0) > 0]) == 2)
        return (oid[:2] == "i:" and oid[2:] in step["from"]
                and supply.get(oid[2:], 0) > 0)

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        if oid == "skip":
            if step["why"] != "wido":   # else the placement's line ends with the dice
                log(state, Say(f"{who(state, seat)} takes no ingredient.",
                               "tavern-ev-takes-no-ingredient", who=who(state, seat)), seat)
            return
        if step["why"] == "wido":
            characters.use(state, seat, "wido")
        if oid == "both":
            p = player(state, seat)
            p["items"].remove("lantern")
            state["item_discard"].append("lantern")
            for i in step["from"]:
                gain(state, seat, i)
            both = and_list(ing_name(i) for i in step["from"])
            log(state, Say(f"{who(state, seat)} plays the Lantern and takes {both}.",
                           "tavern-ev-lantern", who=who(state, seat), ings=both), seat)
            return
        gain(state, seat, oid[2:])
        log(state, Say(f"{who(state, seat)} takes {a_card(oid[2:])}.", "tavern-ev-takes",
                       who=who(state, seat), what=a_card(oid[2:])), seat)


def offer_pick(state: State, seat: int, kinds: list[str] | tuple[str, ...], why: str,
               **extra: object) -> None:
    """Ask for a pick, unless the supply leaves nothing to choose."""
    if in_supply(state, kinds):
        push(state, seat, "pick", **{"from": list(kinds), "why": why, **extra})


@kind("swap_give")
class SwapGive:
    """Swap one of your cards for a supply ingredient (Cut the Meat, Pipe)."""

    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        p = player(state, step["seat"])
        return Say("Swap: which of your ingredients goes back?", "tavern-swap-give"), [
            *[Option(f"g:{i}", ing_name(i)) for i in held(p)], SKIP]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid != "skip":
            push(state, step["seat"], "swap_take", give=oid[2:])


@kind("swap_take")
class SwapTake:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        kinds = [i for i in in_supply(state) if i != step["give"]]
        give = ing_name(step["give"])
        return Say(f"Swap your {give} for…", "tavern-swap-take", ing=give), [
            *[Option(f"t:{i}", ing_name(i)) for i in kinds], SKIP]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        if oid == "skip":
            return
        seat = step["seat"]
        lose(state, seat, step["give"])
        gain(state, seat, oid[2:])
        give, take = a_card(step["give"]), a_card(oid[2:])
        log(state, Say(f"{who(state, seat)} swaps {give} for {take} from the supply.",
                       "tavern-ev-swaps", who=who(state, seat), give=give, take=take), seat)


def offer_swap(state: State, seat: int) -> None:
    if player(state, seat)["ing"]:
        push(state, seat, "swap_give")


def offer_steal(state: State, seat: int) -> None:
    """Steal a non-potion ingredient from another player (solo: from the supply)."""
    if solo(state):
        offer_pick(state, seat, INGREDIENTS, "any")
    elif any(held(player(state, o), potions=False) for o in others(state, seat)):
        push(state, seat, "steal")


@kind("steal")
class Steal:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat = step["seat"]
        if "victim" not in step:
            return Say("Steal from whom?", "tavern-steal-whom"), [
                *[Option(f"p:{o + 1}", player_label(state, o)) for o in others(state, seat)
                  if held(player(state, o), potions=False)], SKIP]
        victim = player(state, step["victim"])
        victim_name = who(state, step["victim"])
        return Say(f"Steal which ingredient from {victim_name}?", "tavern-steal-which",
                   who=victim_name), [
            Option(f"i:{i}", ing_name(i)) for i in held(victim, potions=False)]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        if oid == "skip":
            return
        if oid.startswith("p:"):
            push(state, seat, "steal", victim=int(oid[2:]) - 1)
            return
        move_card(state, step["victim"], seat, oid[2:])
        card, victim = a_card(oid[2:]), who(state, step["victim"])
        log(state, Say(f"{who(state, seat)} steals {card} from {victim}.", "tavern-ev-steals",
                       who=who(state, seat), card=card, victim=victim), seat)


def offer_trade(state: State, seat: int) -> None:
    """Fix the Roof: swap a card of yours with one of another player (solo: the supply)."""
    if not player(state, seat)["ing"]:
        return
    if solo(state):
        push(state, seat, "swap_give")
    elif any(player(state, o)["ing"] for o in others(state, seat)):
        push(state, seat, "trade")


@kind("trade")
class Trade:
    @staticmethod
    def ask(state: State, step: Step) -> tuple[str, list[Option]]:
        seat = step["seat"]
        if "give" not in step:
            return Say("Trade: which of your ingredients do you give?", "tavern-trade-give"), [
                *[Option(f"g:{i}", ing_name(i)) for i in held(player(state, seat))], SKIP]
        if "other" not in step:
            give = ing_name(step["give"])
            return Say(f"Trade your {give} with whom?", "tavern-trade-whom", ing=give), [
                Option(f"p:{o + 1}", player_label(state, o)) for o in others(state, seat)
                if player(state, o)["ing"]]
        other = who(state, step["other"])
        return Say(f"Take which ingredient from {other}?", "tavern-trade-take", who=other), [
            Option(f"t:{i}", ing_name(i)) for i in held(player(state, step["other"]))]

    @staticmethod
    def answer(state: State, step: Step, oid: str) -> None:
        seat = step["seat"]
        params = {k: v for k, v in step.items() if k not in ("seat", "k")}
        if oid == "skip":
            return
        if oid.startswith("g:"):
            push(state, seat, "trade", give=oid[2:])
        elif oid.startswith("p:"):
            push(state, seat, "trade", **params, other=int(oid[2:]) - 1)
        else:
            other, take = step["other"], oid[2:]
            move_card(state, other, seat, take)
            move_card(state, seat, other, step["give"])
            give, got = a_card(step["give"]), ing_name(take)
            log(state, Say(f"{who(state, seat)} trades {give} for {who(state, other)}'s {got}.",
                           "tavern-ev-trades", who=who(state, seat), give=give,
                           other=who(state, other), ing=got), seat)


__all__ = ["POTION", "offer_pick", "offer_steal", "offer_swap", "offer_trade"]
