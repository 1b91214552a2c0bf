"""End-of-game scoring, secret objectives and tie-breaks (rulebook p.10)."""

from __future__ import annotations

from rules.cavern_tavern.common import order_card, player, total_ingredients
from rules.cavern_tavern.decks import by_id
from rules.cavern_tavern.story import card as story_card
from rules.cavern_tavern.story import custom as story_custom
from rules.cavern_tavern.story import story_met
from rules.cavern_tavern.texts import card_name
from rules.core import State
from rules.core.text import Say

Lines = list[tuple[str, int]]


def objective_met(state: State, seat: int) -> bool:
    p = player(state, seat)
    card = by_id("objectives").get(p["objective"] or "")
    if card is None:
        return False
    kind, prm = card["type"], card["params"]
    served = [order_card(state, o) for o in p["served"]]
    if kind == "serve_race":
        return sum(c["race"] == prm["race"] for c in served) >= prm["count"]
    if kind == "track":
        return bool(p[prm["track"]] >= prm["min"])
    if kind == "served":
        return len(served) >= prm["count"]
    if kind == "nasty_at_most":
        return bool(p["nasty"] <= prm["max"])
    if kind == "symbol":
        return sum(c["symbol"] == prm["symbol"] for c in served) >= prm["count"]
    if kind == "served_prompt":
        return bool(p["prompt"] >= prm["count"])
    raise ValueError(f"unknown objective type {kind!r}")


def lines(state: State, seat: int, *, secrets: bool) -> Lines:
    """The score as the final scoring would count it now; ``secrets`` adds hand and objective."""
    p = player(state, seat)
    table = state["options"]["nasty_penalties"]
    out: Lines = [(Say("Score track", "tavern-score-track"), p["vp"]),
                  (Say(f"Nasty track (space {p['nasty']})", "tavern-score-nasty",
                       space=p["nasty"]), -table[p["nasty"]])]
    if p["order"] is None:
        out.append((Say("Ingredients left", "tavern-score-ingredients"), total_ingredients(p)))
    else:
        out.append((Say("Ingredients left (lost: order still open)",
                        "tavern-score-ingredients-lost"), 0))
    if p["says"]:
        once = state["options"]["nasty_says_penalty"] == "once"
        out.append((Say("Nasty-says cards not completed", "tavern-score-says"),
                    -10 if once else -10 * len(p["says"])))
    tips = p["tips"] + (p["items"].count("tip") if secrets else 0)
    if tips:
        out.append((Say("Tips", "tavern-score-tips"), 5 * tips))
    if secrets and p["objective"]:
        card = by_id("objectives")[p["objective"]]
        met = objective_met(state, seat)
        name = card_name("obj", card)
        out.append((Say(f"Secret objective: {name}" + ("" if met else " (not met)"),
                        "tavern-score-objective", name=name, met="yes" if met else "no"),
                    card["vp"] if met else 0))
    if p.get("miss"):
        out.append((Say("Miss Nasty tokens", "tavern-score-miss"), p["miss"]))
    if state["num_players"] == 1:
        goal = state["options"]["solo_goal"]
        won = sum(v for _, v in out) >= goal
        reached = "reached" if won else "not reached"
        story = story_card(state)
        if story is None:
            out.append((Say(f"Solo goal {goal} VP: {reached}", "tavern-score-solo", goal=goal,
                            reached="yes" if won else "no"), 0))
        else:
            met = "met" if story_met(state) else "not met"
            name = card_name("story", story, story_custom(state))
            out.append((Say(f"Story: {name} — goals {met}", "tavern-score-story", name=name,
                            met="yes" if story_met(state) else "no"), 0))
    return out


def solo_won(state: State) -> bool:
    """Standard mode: the VP goal; story mode: every goal of the Five Kingdoms card."""
    if state.get("story") is not None:
        return story_met(state)
    return solo_total(state) >= state["options"]["solo_goal"]


def solo_total(state: State) -> int:
    return sum(v for _, v in lines(state, 0, secrets=True))


def tiebreak(state: State, seat: int) -> tuple[int, int]:
    """Lower on the Nasty track wins, then more orders served; then a shared place."""
    p = player(state, seat)
    return -p["nasty"], len(p["served"])
