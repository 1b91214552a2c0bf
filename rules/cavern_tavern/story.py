"""Solo story mode ("The Wizard's Dream"): one Five Kingdoms card sets the goals to meet.

The rulebook: story mode plays like the standard solo game except for the win condition;
one card, drawn at the start, states the minimum requirements (serve customers of given
races, prepare their meals, tend to their needs, help the Wizard without Nasty noticing).
The printed cards are not public, so ``data/five_kingdoms.json`` is a house deck whose
goals are expressed in engine terms:

- ``serve``: {race: orders of that race served} (Elf and Green Elf are different races);
- ``kitchen`` / ``chores``: the space to reach on that track ("prepare their meals",
  "tend to their needs");
- ``wizard``: Wizard's Workshop placements made ("help the Wizard");
- ``nasty_at_most``: the highest Nasty-track space allowed at the end ("unnoticed").

A server may pass its own deck (same schema) as the game option ``story_deck``.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any

from rules.cavern_tavern.common import order_card, player
from rules.cavern_tavern.decks import by_id
from rules.cavern_tavern.texts import card_problem, counted, slug, verbatim
from rules.cavern_tavern.texts import race as race_name
from rules.core import IllegalMove, State
from rules.core.text import Say, join

Card = dict[str, Any]
GOAL_KEYS = {"serve", "kitchen", "chores", "wizard", "nasty_at_most"}
_CUSTOM: dict[str, dict[str, Card]] = {}


def check_story_deck(deck: Any) -> dict[str, Card]:
    """Validate a Five Kingdoms deck object; return its cards by id or raise a sentence."""
    if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list) \
            or not deck["cards"]:
        raise IllegalMove(Say("The story deck must be an object with a non-empty “cards” list.",
                              "tavern-bad-story-deck"))
    out: dict[str, Card] = {}
    for i, c in enumerate(deck["cards"]):
        where = Say(f"Story card {i + 1}", "tavern-story-card-n", n=i + 1)
        if not isinstance(c, dict) or not all(isinstance(c.get(k), str)
                                              for k in ("id", "name", "text")):
            raise IllegalMove(card_problem(where, Say("needs text fields “id”, “name” and “text”.",
                                                      "tavern-bad-story-fields")))
        goals = c.get("goals")
        if c["id"] in out:
            raise IllegalMove(card_problem(where, Say(f"the id “{c['id']}” is used twice.",
                                                      "tavern-bad-id-twice",
                                                      id=verbatim(c["id"]))))
        if not isinstance(goals, dict) or not goals or set(goals) - GOAL_KEYS:
            keys = ", ".join(sorted(GOAL_KEYS))
            raise IllegalMove(card_problem(where, Say(f"“goals” may only use {keys}.",
                                                      "tavern-bad-story-goals", keys=keys)))
        serve = goals.get("serve", {})
        if not isinstance(serve, dict) or any(
                not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in serve.values()):
            raise IllegalMove(card_problem(where, Say(
                "“serve” maps races to a number of orders (1 or more).",
                "tavern-bad-story-serve")))
        for key in GOAL_KEYS - {"serve"}:
            n = goals.get(key, 0)
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 30:
                raise IllegalMove(card_problem(where, Say(
                    f"“{key}” must be a whole number from 0 to 30.", "tavern-bad-story-number",
                    field=key)))
        out[c["id"]] = c
    return out


def story_deck(options: dict[str, Any]) -> dict[str, Card]:
    custom = options.get("story_deck")
    if not custom:
        return by_id("five_kingdoms")
    key = hashlib.sha1(json.dumps(custom, sort_keys=True).encode()).hexdigest()[:12]
    if key not in _CUSTOM:
        _CUSTOM[key] = check_story_deck(custom)
    return _CUSTOM[key]


def custom(state: State) -> bool:
    """A server's own Five Kingdoms deck: its texts have no catalogue entry."""
    return bool(state["options"].get("story_deck"))


def kingdom_name(kingdom: str, custom: bool) -> Say:
    return verbatim(kingdom) if custom else Say(kingdom, f"tavern-kingdom-{slug(kingdom)}")


def card(state: State) -> Card | None:
    cid = state.get("story")
    return None if cid is None else story_deck(state["options"])[cid]


def goals(c: Card) -> list[tuple[str, str, int, Say]]:
    """(kind, race or "", number, sentence) for each goal of a card, in a fixed order."""
    g = c["goals"]
    out = [("serve", name, n, Say(f"Serve {n} {name} order{'s' if n > 1 else ''}",
                                  "tavern-goal-serve", count=n, race=race_name(name, True)))
           for name, n in g.get("serve", {}).items()]
    labels = {"kitchen": "Reach space {} on the Kitchen track",
              "chores": "Reach space {} on the Chores track",
              "wizard": "Use the Wizard's Workshop {}"}
    # The Workshop goal counts times ("1 time", "2 times"); the others name a space.
    out += [(key, "", g[key], Say(label.format(counted(g[key], "time", "times")
                                               if key == "wizard" else g[key]),
                                  f"tavern-goal-{key}", count=g[key]))
            for key, label in labels.items() if g.get(key)]
    if "nasty_at_most" in g:
        cap = g["nasty_at_most"]
        out.append(("nasty_at_most", "", cap,
                    Say(f"End at space {cap} or less on the Nasty track",
                        "tavern-goal-nasty_at_most", count=cap)))
    return out


def progress(state: State) -> list[dict[str, Any]]:
    """Each goal of the drawn card: what it asks, how far the player is, whether it is met."""
    c = card(state)
    if c is None:
        return []
    p = player(state, 0)
    served = Counter(order_card(state, o)["race"] for o in p["served"])
    out = []
    for key, race, need, text in goals(c):
        have = {"serve": served[race], "kitchen": p["kitchen"], "chores": p["chores"],
                "wizard": p.get("workshop", 0), "nasty_at_most": p["nasty"]}[key]
        met = have <= need if key == "nasty_at_most" else have >= need
        out.append({"goal": text, "have": have, "need": need, "met": met})
    return out


def story_met(state: State) -> bool:
    return all(g["met"] for g in progress(state))


def goal_text(c: Card) -> Say:
    text = join("tavern-semicolon", "; ", [text for *_, text in goals(c)])
    return Say(f"{text}.", "tavern-sentence", text=text)
