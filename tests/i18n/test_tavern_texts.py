"""Cavern Tavern is language-free (issue 14): every prompt, option label, event, refusal,
component name in the view and score label its engine gives is a catalogue message;
rendered in English it is exactly the engine's text, in the pseudo-locale every piece is
transformed, and in French the components carry the French rulebook's names."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest

import rules
from bot import texts as host_texts
from bot.i18n import catalogues, localize
from rules.core import IllegalMove
from rules.core.playout import random_game
from tests.i18n.french_render import spaced
from tests.i18n.test_pseudo_locale import untransformed

ENGINE = rules.get_engine("cavern-tavern")
# (players, seed, options): solo automaton, 2, 4 and 6 players, and the Secret Room
# (also in solo, where the automaton's purple die joins, and in story mode).
GAMES: tuple[tuple[int, int, dict[str, Any]], ...] = (
    (1, 1, {}), (1, 2, {"secret_room": True, "solo_mode": "story"}),
    (2, 3, {}), (4, 4, {"secret_room": True}), (6, 5, {}), (3, 6, {"secret_room": True}),
)
# A plain string may be a value only as "Player N" (the host puts the member's name
# there), dice written as digits, or a selector value that the catalogue never shows.
PLAIN_ARG = re.compile(r"Player \d+|[\d ,+\[\]]+|[a-z0-9_]+(, [a-z0-9_]+)*")


def plain_pieces(pseudo: str) -> list[str]:
    """Untransformed pieces of a pseudo-locale text, "Player N" aside (the host puts the
    member's name there)."""
    return untransformed(re.sub(r"\bPlayer \d+\b", "", pseudo))


def view_names(view: dict[str, Any]) -> list[Any]:
    """Every name and sentence a view exposes (zones, orders, cards, goals, score lines)."""
    out: list[Any] = [z["name"] for z in view["zones"].values()]
    orders = [m["order"] for m in view["mess"] if m["order"]]
    for p in view["players"]:
        orders += [p["order"]] if p["order"] else []
        out += p["nasty_says"]
        if p["character"]:
            out += [p["character"]["name"], p["character"]["text"]]
        for card in p["secret_cards"]:
            out += [card["name"], card["reward_text"]]
    out += [o[k] for o in orders for k in ("name", "race")]
    sr = view["secret_room"]
    if sr:
        out += [c["card"][k] for c in sr["cards"] if c["card"] for k in ("name", "reward_text")]
    for story in [view.get("story")] if view.get("story") else []:
        out += [story["name"], story["kingdom"], story["text"]]
        out += [g["goal"] for g in story["goals"]]
    for item in view.get("hand", []):
        out += [item["name"], item["text"]]
    if view.get("objective"):
        out += [view["objective"]["name"], view["objective"]["text"]]
    out += view.get("served_orders", [])
    for final in view["final_scores"] or []:
        out += [label for label, _ in final["lines"]]
    out.append(view["house_note"])
    return out


@cache
def played() -> tuple[list[Any], list[dict[str, Any]], list[Any]]:
    """(prompts and labels, events as stored, view names and score labels) of whole games."""
    texts: list[Any] = []
    events: list[dict[str, Any]] = []
    names: list[Any] = []

    def collect(state: Any, seat: int, option_id: str, new: Any) -> None:
        for decision in ENGINE.pending(new):
            texts.append(decision.prompt)
            texts.extend(option.label for option in decision.options)
        events.extend(json.loads(json.dumps(ENGINE.last_events(new))))
        if new["round"] != state["round"] or ENGINE.is_over(new):
            names.extend(view_names(ENGINE.public_view(new, seat)))
            names.extend(label for s in ENGINE.scores(new) for label, _ in s.lines)

    for players, seed, options in GAMES:
        state = ENGINE.new_game(players, seed, options)
        events.extend(json.loads(json.dumps(ENGINE.last_events(state))))
        for decision in ENGINE.pending(state):
            texts.append(decision.prompt)
            texts.extend(option.label for option in decision.options)
        random_game(ENGINE, players, seed, options, on_move=collect)
    return texts, events, names


def _order(n: int, **change: Any) -> dict[str, Any]:
    card = {"id": f"c{n}", "name": f"Card {n}", "race": "Elf", "ingredients": ["beer"],
            "vp": [3], "forgotten_after": 1, "penalty": 3, "symbol": None}
    return {**card, **change}


_TOKENS = {"drinks": {"beer": 1}, "miss_nasty": 1, "modifiers": 1}
_SR_CARD = {"id": "s", "name": "S", "sum": 4, "type": "none", "reward": {"vp": 1}}
# Game options a server may set wrongly, one refusal each (the engine's own sentences;
# the core's "not your turn" and "not one of your options" are the core's catalogue's).
BAD_OPTIONS: tuple[dict[str, Any], ...] = (
    {"track_bonus_tiers": "sometimes"}, {"solo_goal": "80"}, {"nasty_penalties": [1]},
    {"story_card": "fk99"}, {"order_deck": {"cards": "all"}},
    {"order_deck": {"cards": [_order(1)]}},
    *({"order_deck": {"cards": [bad] + [_order(n) for n in range(2, 14)]}} for bad in (
        "card", _order(1, vp="3"), _order(2), _order(1, ingredients=["potion"]),
        _order(1, vp=[1, 2]), _order(1, vp=[True]), _order(1, penalty=-1),
        _order(1, symbol="office"))),
    {"item_copies": ["tip"]}, {"says_copies": {"get_out": 9}},
    {"secret_room_deck": {}}, {"secret_room_deck": {"cards": [_SR_CARD] * 4}},
    *({"secret_room_deck": {"tokens": _TOKENS, "cards": [bad, *[
        {**_SR_CARD, "id": f"s{n}"} for n in range(4)]]}} for bad in (
        {"id": "x"}, {**_SR_CARD, "id": "missnasty"}, {**_SR_CARD, "sum": 40},
        {**_SR_CARD, "type": "cellar"}, {**_SR_CARD, "reward": {"gold": 1}},
        {**_SR_CARD, "reward": {"ingredients": ["gold"]}})),
    {"story_deck": {"cards": []}},
    *({"story_deck": {"cards": [bad]}} for bad in (
        {"id": "a"}, {"id": "a", "name": "A", "text": "T", "goals": {"gold": 1}},
        {"id": "a", "name": "A", "text": "T", "goals": {"serve": {"Elf": 0}}},
        {"id": "a", "name": "A", "text": "T", "goals": {"wizard": 99}})),
)


def refusals() -> list[Any]:
    """The engine's reasons for refusing a game's options (a server's decks included)."""
    found = []
    for options in BAD_OPTIONS:
        with pytest.raises(IllegalMove) as refused:
            ENGINE.new_game(2, 1, options)
        found.append(refused.value.args[0])
    assert len({str(f) for f in found}) == len(BAD_OPTIONS)
    return found


def all_texts() -> list[Any]:
    """Prompts, labels, view names, score labels and the engine's rule readings."""
    texts, _, names = played()
    return [*texts, *names, *ENGINE.readings]


def message_problems(value: Any) -> list[str]:
    """What in a value is not a catalogue message (a plain string, an unknown key)."""
    key = getattr(value, "msg_key", None)
    if key is None:
        return [f"plain: {value!r}"]
    found = [] if catalogues().has("en", key) and catalogues().has("fr", key) else [
        f"no key {key}"]
    if key == "tavern-verbatim":  # a server's own words (its deck), shown as written
        return found
    for arg in value.msg_args.values():
        if getattr(arg, "msg_key", None) is not None:
            found += message_problems(arg)
        elif isinstance(arg, str) and not PLAIN_ARG.fullmatch(arg):
            found.append(f"plain arg in {key}: {arg!r}")
    return found


def test_the_games_reach_every_part_of_the_game() -> None:
    texts, events, names = played()
    assert len(texts) > 2000 and len(events) > 1000 and len(names) > 500
    keys = {t.msg_key for t in [*texts, *names] if hasattr(t, "msg_key")}
    keys |= {e["msg"]["key"] for e in events if "msg" in e}
    for expected in ("tavern-ev-rolls", "tavern-ev-automaton", "tavern-ev-sr-slot",
                     "tavern-score-track", "tavern-take-order", "tavern-ev-serves"):
        assert expected in keys, expected


def test_every_text_is_a_catalogue_message() -> None:
    problems = sorted({p for t in set(all_texts()) | set(refusals())
                       for p in message_problems(t)})
    assert not problems, problems[:10]


def test_english_rendering_is_the_engines_own_text() -> None:
    for text in {*all_texts(), *refusals()}:
        assert localize(text, "en") == str(text), text


def test_the_pseudo_locale_transforms_every_piece() -> None:
    for text in {*all_texts(), *refusals()}:
        assert not plain_pieces(localize(text, "qps")), (text, localize(text, "qps"))


def test_events_carry_their_message_through_the_move_log() -> None:
    _, events, _ = played()
    for ev in events:
        assert ev.get("msg"), ev["text"]
        assert host_texts.event_text(ev, "en") == ev["text"]
        pseudo = host_texts.event_text(ev, "qps")
        assert not plain_pieces(pseudo), (ev["text"], pseudo)
        french = host_texts.event_text(ev, "fr")
        assert "{" not in french and "tavern-" not in french, french


def test_french_uses_the_rulebooks_names() -> None:
    french = {localize(t, "fr") for t in all_texts()}
    for text in french:
        assert "{" not in text and "tavern-" not in text, text
    zones = ENGINE.public_view(ENGINE.new_game(2, 1), None)["zones"]
    # « Fruit ou Herbes (Fruit or Herbs) (1) : Prenez une carte Fruit ou Herbes. »
    assert localize(zones["cellar1"]["name"], "fr") == "Fruit ou Herbes"
    # « Cuisiner des œufs de dragon (Cook dragon eggs) (11) »
    assert localize(zones["kitchen11"]["name"], "fr") == "Cuisiner des œufs de dragon"
    # « Distraire les clients (Entertain the guests) (18) »
    assert localize(zones["chore18"]["name"], "fr") == "Distraire les clients"
    # « Parler à Nasty : Placez 1 dé sur un emplacement libre du bureau de Nasty »
    assert localize(zones["office"]["name"], "fr") == "Parler à Nasty"
    # « Remplacer une commande : Placez 1 dé pour défausser une commande du Mess »
    assert localize(zones["replace"]["name"], "fr") == "Remplacer une commande"
    # « Sirop ou Pierres (Syrup or Rocks) (2) : Prenez une carte Sirop ou Pierres. »
    from rules.cavern_tavern.common import a_card, item_name, says_name
    assert localize(a_card("rocks"), "fr") == "une carte Pierres"
    # The French rulebook keeps the cards' English names: « Glass of Strongcliff : Volez
    # un ingrédient… », « Shady Conduct : Descendez de 2 cases sur votre piste Nasty. »
    assert localize(item_name("glass_of_strongcliff"), "fr") == "Glass of Strongcliff"
    assert localize(says_name("shady_conduct"), "fr") == "Shady Conduct"
    # « Potion Magique : Placez 3 dés pour gagner une carte Potion Magique »
    assert localize(zones["potion"]["name"], "fr") == "Potion Magique"
    # « Parler à Miss Nasty : Placez un dé pour gagner 2 jetons Modificateur. »
    from rules.cavern_tavern.secret_cards import MISS_ZONE
    assert localize(MISS_ZONE.name, "fr") == "Parler à Miss Nasty"
    # « Wido Wanderfoot : Lorsqu'un autre joueur utilise un emplacement du Cellier… »
    from rules.cavern_tavern.common import char_name, ing_name
    assert localize(char_name("wido"), "fr") == "Wido Wanderfoot"
    # « - 6 Cartes Ambrosie », « - 4 Cartes Potion Magique »
    assert localize(ing_name("ambrosia"), "fr") == "Ambrosie"
    assert localize(ing_name("potion"), "fr") == "Potion Magique"
    # « Est-ce que les Elfes et les Elfes Verts sont considérés comme étant de la même race ? »
    from rules.cavern_tavern.texts import race
    assert localize(race("Green Elf"), "fr") == "Elfe Vert"


def test_a_french_game_reads_french() -> None:
    """Whole sentences: the frame is French, not only the names inside it."""
    texts, events, _ = played()
    french = {spaced(host_texts.event_text(ev, "fr")) for ev in events}
    french |= {spaced(localize(t, "fr")) for t in texts}
    assert any(t.startswith("Le tour 1 commence (22 h)") for t in french)
    assert "Terminer votre tour" in french and "Placer des dés…" in french
    for text in french:
        # (Item, Nasty-says and character names stay English: the French rulebook prints them so.)
        for english in (" takes ", " rolls ", " places ", "Round ", "Choose ", " VP", " supply"):
            assert english not in text, (english, text)


def test_rare_texts_are_messages_too() -> None:
    """Texts random games seldom reach: Miss Nasty's buy-off, Tanelia, empty piles…"""
    from rules.cavern_tavern import nasty, orders, secret_room, setup, story, turn
    from rules.cavern_tavern.decks import load
    from rules.cavern_tavern.flow import KINDS, push
    from rules.cavern_tavern.secret_cards import reward_text
    from rules.cavern_tavern.view import house_note
    from tests.rules.cavern_tavern.helpers import clear_hands, give, started
    rare: list[Any] = [house_note({"orders": "server", "item_copies": "server"}),
                       story.goal_text(story.story_deck({})["fk03"]),
                       reward_text({"reward": {}}), secret_room.token_name(None)]
    state = started(2, secret_room=True)
    clear_hands(state)
    state["turn"] = 0
    p = state["players"][0]
    p.update(miss=3, char="ingeltrud", items=["talisman"])
    prompt, opts = KINDS["summon"].ask(state, {"seat": 0, "k": "summon", "mods": {}})
    rare += [prompt, *(o.label for o in opts)]
    push(state, 0, "summon")
    bought = ENGINE.last_events(ENGINE.apply(state, 0, "miss"))
    state["stack"] = []
    # Tanelia: an Elf's order (house order h01) served late.
    p.update(order="h01", taken=1, meeple=0, char="tanelia", items=[])
    state["round"] = 3
    rare += [o.label for o in KINDS["serve"].ask(state, {"seat": 0, "k": "serve",
                                                        "mods": {}})[1]]
    with pytest.raises(IllegalMove) as refused:
        orders.serve(state, 0, {})
    rare.append(refused.value.args[0])
    give(state, 0, fruit=1, herbs=1, rocks=1)
    p.update(order=None, taken=None, meeple=None)
    rare += [o.label for o in turn.main_options(state, 0)]
    rare.append(KINDS["order"].ask(state, {"seat": 0, "k": "order"})[0])
    state["says_deck"], state["says_discard"], state["events"] = [], [], []
    nasty.draw_says(state, 0)
    fresh = ENGINE.new_game(2, 1, {"characters": False})
    fresh["supply"] = dict.fromkeys(fresh["supply"], 0)
    rare += [o.label for o in setup.start_options(fresh, 0)]
    setup.answer_start(fresh, 0, "s:-")
    events = [*bought, *state["events"], *fresh["events"]]
    keys = {getattr(t, "msg_key", None) for t in rare} | {e["msg"]["key"] for e in events}
    for key in ("tavern-note-theirs", "tavern-sentence", "tavern-nothing", "tavern-no-token",
                "tavern-summon-miss", "tavern-ev-miss", "tavern-serve-tanelia",
                "tavern-cannot-pay", "tavern-menu-order", "tavern-take-which",
                "tavern-ev-says-empty", "tavern-start-nothing", "tavern-ev-starts-with"):
        assert key in keys, key
    for text in rare:
        if hasattr(text, "msg_key"):
            assert not message_problems(text), text
            assert localize(text, "en") == str(text)
            assert not plain_pieces(localize(text, "qps")), text
    for ev in events:
        assert host_texts.event_text(ev, "en") == ev["text"]
    # A server's own order deck: its names are shown as written, in every language.
    custom = ENGINE.new_game(2, 1, {"order_deck": {**load("orders"), "house": False}})
    order = ENGINE.public_view(custom, None)["mess"][0]["order"]
    assert order["name"].msg_key == "tavern-verbatim"
    assert localize(order["name"], "fr") == str(order["name"])
    assert localize(order["race"], "fr") in ("Elfe", "Elfe Vert", "Nain", "Troll", "Halfelin",
                                            "Humain")
