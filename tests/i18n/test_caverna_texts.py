"""Caverna is language-free (issue 14): every prompt, option label, event, refusal,
component name in the view and score line its engine gives is a catalogue message;
rendered in English it is exactly the engine's text, in the pseudo-locale every piece
went through the catalogue, and in French the components carry the rulebook's names."""

from __future__ import annotations

import json
import os
import re
from functools import cache
from typing import Any

import pytest

import rules
from bot import texts as host_texts
from bot.i18n import catalogues, localize
from bot.i18n.catalogues import PSEUDO
from rules.caverna.data import FURNISHINGS
from rules.caverna.names import (
    has_text,
    loot_name,
    space_name,
    tile_effect,
    tile_name,
    tile_text,
)
from rules.caverna.players import amount, goods_text
from rules.core.contract import IllegalMove
from rules.core.playout import random_game
from rules.core.text import Say
from tests.i18n import test_pseudo_locale
from tests.i18n.engine_texts import keys_in, recorder
from tests.i18n.french_render import spaced

ENGINE = rules.get_engine("caverna")
# Whole random games at 1, 2, 4 and 7 players; I18N_GAMES=3 plays three rounds of them.
GAMES = int(os.environ.get("I18N_GAMES", "1"))
PLAYERS = (1, 2, 4, 7, 5)  # 5: its own spaces (Hardware rental…)


@cache
def _play() -> tuple[list[Any], list[dict[str, Any]]]:
    """Every text the engine gave over the games, and every event as the log stores it."""
    found: list[Any] = list(ENGINE.readings)  # how we read the rules, shown by /game rules
    events: list[dict[str, Any]] = []

    collect = recorder(ENGINE, found, events)

    for round_ in range(GAMES):
        for players in PLAYERS:
            seed = 100 * round_ + players
            state = ENGINE.new_game(players, seed)
            events.extend(json.loads(json.dumps(ENGINE.last_events(state))))
            final, _ = random_game(ENGINE, players, seed, on_move=collect)
            view = ENGINE.public_view(final, None)
            found.extend(space["name"] for space in view["spaces"])
            for score in ENGINE.scores(final):
                found.extend(label for label, _ in score.lines)
            found.extend(_refusals(final, state))
    return found, events


def _refusals(over: Any, fresh: Any) -> list[Any]:
    """The reasons the engine gives for refused moves (game over, not your turn, an
    option that is not on the menu, a bad game option)."""
    out = []
    tries = [(over, 0, "done"), (fresh, 99, "done"), (fresh, fresh["turn"], "sp:nowhere")]
    for state, seat, option in tries:
        with pytest.raises(IllegalMove) as refused:
            ENGINE.check_move(state, seat, option)
        out.append(refused.value.args[0])
    with pytest.raises(IllegalMove) as refused:
        ENGINE.new_game(2, 1, {"furnishing_set": "half"})
    out.append(refused.value.args[0])
    return out


def untransformed(text: str) -> list[str]:
    """Plain English pieces of a pseudo rendering; the engine's "Player 2" (the host puts
    the member's name there) is no such piece."""
    return test_pseudo_locale.untransformed(re.sub(r"\bPlayer \d+\b", "", text))


@pytest.fixture(scope="module")
def texts() -> list[Any]:
    return _play()[0]


def test_every_text_is_a_catalogue_message(texts: list[Any]) -> None:
    plain = {str(t) for t in texts if getattr(t, "msg_key", None) is None}
    assert not plain, sorted(plain)[:5]
    used = set().union(*(keys_in(t) for t in texts))
    assert all(k.startswith("caverna-") for k in used), sorted(used)[:5]
    for lang in ("en", "fr"):
        missing = sorted(k for k in used if not catalogues().has(lang, k))
        assert not missing, f"{lang}: {missing}"


def test_english_rendering_is_the_engines_own_text(texts: list[Any]) -> None:
    for text in set(texts):
        assert localize(text, "en") == str(text), text


def test_every_piece_goes_through_the_catalogue(texts: list[Any]) -> None:
    # "Player 2" (replaced by the host) and cell names ("C4") are the only plain pieces.
    for text in set(texts):
        rendered = localize(text, PSEUDO)
        assert not untransformed(rendered), (str(text), rendered)


def test_events_carry_their_message_through_the_move_log() -> None:
    events = _play()[1]
    assert len(events) > 500
    for ev in events:
        assert ev.get("msg"), ev["text"]
        assert host_texts.event_text(ev, "en") == ev["text"]
        assert not untransformed(host_texts.event_text(ev, PSEUDO)), ev["text"]
        french = host_texts.event_text(ev, "fr")
        assert "{" not in french and "caverna-" not in french, french
        for english in (" takes ", " sends ", " food", " wood", "Round ", " stone"):
            assert english not in french, (english, french)


# Words that French spells as English does (« la carte Exploration », « mines »).
SAME_IN_FRENCH = {"Exploration", "Mines"}


def test_french_has_no_english_left(texts: list[Any]) -> None:
    for text in set(texts) | set(_scenario_texts()):
        french = localize(text, "fr")
        assert french != str(text) or str(text) in SAME_IN_FRENCH or not any(
            c.isalpha() for c in french), french
        assert "{" not in french and "caverna-" not in french, french
        for english in (" the ", "Take ", " food", " wood", " stone", "Done", " and "):
            assert english not in french, (english, str(text), french)


def test_french_names_are_the_rulebooks() -> None:
    fr = {name: localize(name, "fr") for name in (
        # « La case Action Travaux domestiques permet de faire l'action Aménagement de caverne »
        space_name("housework"),
        # « Les cases Action Gisement et Extraction de pierre accumulent de la pierre »
        space_name("excavation_1"), space_name("drift_mining_2"),
        # « Cas particulier : l'Exploitation forestière indique « 3 (1) bois » »
        space_name("logging_1"),
        # « 1 Forge d'armes 4 Désir d'enfant 7 Livraison de minerai 10 Commerce de minerai »
        space_name("blacksmithing"), space_name("ore_trading"),
        # « La tuile Aménagement Salle à manger peut accueillir jusqu'à 3 bœufs »
        tile_name("breakfast_room"),
        # « Le Scriptorium permet de réduire vos points négatifs »
        tile_name("writing_chamber"),
        # « les butins « +1 à la force de toutes les armes », « 1 chien » et « 1 bois » »
        loot_name("weapons"), loot_name("dog"),
    )}
    assert list(fr.values()) == [
        "Travaux domestiques", "Gisement", "Extraction de pierre", "Exploitation forestière",
        "Forge d'armes", "Commerce de minerai", "Salle à manger", "Scriptorium",
        "+1 à la force de toutes les armes", "1 chien"]
    # « 1 PN coûte 2 Or, 2 PN coûte 3 Or, etc. » ; « 35 moutons », « 25 pierres »
    # A list of goods ends with « et » in French, with "and" in English.
    assert localize(goods_text({"food": 1, "gold": 2}), "fr") == "1 PN et 2 Or"
    assert localize(goods_text({"sheep": 2, "stone": 1, "wild_boar": 3}), "fr") == (
        "2 moutons, 1 pierre et 3 sangliers")
    assert str(goods_text({"sheep": 2, "stone": 1, "wild_boar": 3})) == (
        "2 sheep, 1 stone and 3 wild boars")
    assert localize(amount(2, "ruby"), "en") == "2 rubies"


def test_french_labels_read_as_the_rulebook(texts: list[Any]) -> None:
    french = {spaced(localize(t, "fr")) for t in texts}
    assert "Placez un nain sur une case Action" in french
    assert any(t.startswith("Gisement : prendre ") for t in french), sorted(french)[:10]
    events = {spaced(host_texts.event_text(ev, "fr")) for ev in _play()[1]}
    assert any(t.startswith("Le tour 1 commence : la nouvelle case Action est ") for t in events)
    assert "Tous les nains retournent à la caverne." in events


# Menus and events that random games seldom reach (long menus, the Builder's ways to pay,
# the solo cap, rubies, hooks of furnishing tiles): the rules suite's scenarios reach them.
# They are replayed here with the engine's text-making functions recorded.
SCENARIO_MODULES = ("test_long_menus", "test_building_hooks", "test_solo_and_rubies",
                    "test_furnishing_effects", "test_loot", "test_harvest", "test_actions",
                    "test_mines_food_and_final_trades", "test_animals", "test_validation")


@cache
def _scenario_texts() -> tuple[Any, ...]:
    import importlib
    import inspect

    from rules.caverna import (
        building,
        convert,
        engine,
        expedition,
        furnishing,
        harvest,
        ops,
        rounds,
    )

    found: list[Any] = []
    mp = pytest.MonkeyPatch()
    original_options, original_refusal = engine.frame_options, engine._refusal

    def frame_options(state: Any, seat: int) -> Any:
        prompt, options = original_options(state, seat)
        found.append(prompt)
        found.extend(option.label for option in options)
        return prompt, options

    def refusal(state: Any, seat: int, option_id: str) -> Any:
        reason = original_refusal(state, seat, option_id)
        if reason:
            found.append(reason)
        return reason

    def recorder(original: Any) -> Any:
        def event(text: Any, *args: Any, **kwargs: Any) -> Any:
            found.append(text)
            return original(text, *args, **kwargs)
        return event

    def told_recorder(original: Any) -> Any:
        # Events written without their Say (names.told): the same sentence, as a Say.
        def told(seat: Any, english: str, key: str, args: dict[str, Any]) -> Any:
            found.append(Say(english, key, **args))
            return original(seat, english, key, args)
        return told

    mp.setattr(engine, "frame_options", frame_options)
    mp.setattr(engine, "_refusal", refusal)
    for module in (building, convert, engine, expedition, furnishing, harvest, ops, rounds):
        if hasattr(module, "event"):
            mp.setattr(module, "event", recorder(module.event))
        if hasattr(module, "told"):
            mp.setattr(module, "told", told_recorder(module.told))
    try:
        for name in SCENARIO_MODULES:
            tests = importlib.import_module(f"tests.rules.caverna.{name}")
            for attr, func in vars(tests).items():
                if attr.startswith("test_") and inspect.isfunction(func) and not (
                        inspect.signature(func).parameters):
                    func()
    finally:
        mp.undo()
    return tuple(found)


def test_scenario_texts_are_catalogue_messages_too() -> None:
    texts = _scenario_texts()
    keys = set().union(*(keys_in(t) for t in texts))
    # The long menus' steps, the Builder's payment and the solo cap are among them.
    assert {"caverna-put-half", "caverna-pay", "caverna-cap-keep"} <= keys, sorted(keys)
    for text in set(texts):
        assert getattr(text, "msg_key", None) is not None, text
        assert localize(text, "en") == str(text), text
        assert not untransformed(localize(text, PSEUDO)), text
        french = localize(text, "fr")
        assert "{" not in french and "caverna-" not in french, french


def _rare_texts() -> tuple[list[Any], list[dict[str, Any]]]:
    """Texts neither random games nor the scenarios reach: every flow node's label, a
    dwarf with no usable space, the Writing chamber's score line, covering a tile."""
    from rules.caverna import furnishing, ops, scoring
    from rules.caverna.data import LOOT, SPACES, action, combinator
    from tests.rules.caverna.helpers import game, play, turn_of

    state = game(3)
    seat = turn_of(state)
    out: list[Any] = []

    def walk(node: dict[str, Any]) -> None:
        out.append(ops.describe(state, seat, node, "", cached=False))
        kind = combinator(node)
        for child in node[kind] if kind else ():
            walk(child)

    for space in [*SPACES, *state["cards"].values()]:
        walk(action(space)["flow"])
    for item in LOOT.values():
        walk(item["do"])
    for entry in state["spaces"].values():
        entry["o"] = (seat + 1) % 3  # every space taken: the dwarf must pass
    out.extend(o.label for d in ENGINE.pending(state) for o in d.options)
    passed = play(state, seat, "pass")
    player = passed["players"][seat]
    player["tiles"].append("writing_chamber")
    out.extend(label for label, _ in scoring.breakdown(player))
    out.append(furnishing.at_label("trader", "D2"))
    return [t for t in out if t], json.loads(json.dumps(ENGINE.last_events(passed)))


def test_rare_texts_are_catalogue_messages_too() -> None:
    texts, events = _rare_texts()
    keys = set().union(*(keys_in(t) for t in texts))
    keys |= {ev["msg"]["key"] for ev in events}
    assert {"caverna-pass-option", "caverna-ev-pass", "caverna-score-writing-chamber",
            "caverna-op-weapons_plus_1", "caverna-cover-at"} <= keys, sorted(keys)
    for text in set(texts):
        assert localize(text, "en") == str(text), text
        assert not untransformed(localize(text, PSEUDO)), text
        assert "caverna-" not in localize(text, "fr")
    for ev in events:
        assert host_texts.event_text(ev, "en") == ev["text"]


# The furnishing tiles' texts (furnishings.json "text") are drawn on the pictures' supply.
TILES_WITH_TEXT = [tile for tile in FURNISHINGS if has_text(tile)]


@pytest.mark.parametrize("tile", TILES_WITH_TEXT)
def test_every_tile_text_is_a_message_in_english_and_french(tile: str) -> None:
    data = FURNISHINGS[tile]["text"]
    text, effect = tile_text(tile), tile_effect(tile)
    assert isinstance(text, Say) and text.msg_key == f"caverna-tile-{tile}-text"
    assert isinstance(effect, Say)
    # The printed effect is the text, or the first sentence of a long one.
    assert str(text) == data and data.startswith(effect)
    for message in {text.msg_key: text, effect.msg_key: effect}.values():
        assert catalogues().has("en", message.msg_key) and catalogues().has("fr", message.msg_key)
        assert localize(message, "en") == str(message)
        assert not untransformed(localize(message, PSEUDO)), str(message)
        french = localize(message, "fr")
        assert french != str(message) and "{" not in french, french
        for english in (" the ", "Take ", " food", " wood", " stone", " and ", " dwarf"):
            assert english not in french, (english, french)
    if effect.msg_key != text.msg_key:
        # Every language cuts the same sentence: its effect begins its whole text.
        assert localize(text, "fr").startswith(localize(effect, "fr"))


def test_tiles_without_text_and_the_long_texts_cut() -> None:
    assert len(TILES_WITH_TEXT) == 37 and len(FURNISHINGS) == 48
    with pytest.raises(KeyError):
        tile_text("writing_chamber")
    cut = {tile for tile in TILES_WITH_TEXT if tile_effect(tile).msg_key.endswith("-effect")}
    assert cut == {"guest_room"}
    assert str(tile_effect("guest_room")) == (
        "For you, every 'either ... or' action space becomes 'and/or'.")


def test_tile_texts_in_french_read_as_the_rulebook() -> None:
    # « La tuile Aménagement Salle à manger peut accueillir jusqu'à 3 bœufs »
    assert localize(tile_text("breakfast_room"), "fr").startswith(
        "Peut accueillir jusqu'à 3 bœufs")
    # « Pièce pour 1 nain » ; « Pièce pour le sixième nain »
    assert localize(tile_text("dwelling"), "fr").startswith("Pièce pour 1 nain.")
    assert localize(tile_text("additional_dwelling"), "fr").startswith(
        "Pièce pour le sixième nain")


def test_the_supply_picture_draws_the_tile_effects_in_french() -> None:
    import functools

    from render.caverna.effects import tile_effect as drawn_effect
    from render.common.words import speaking

    with speaking(functools.partial(localize, lang="fr")):
        drawn = {tile: drawn_effect(tile) for tile in ("dwelling", "guest_room", "seam")}
    assert drawn == {tile: localize(tile_effect(tile), "fr") for tile in drawn}
    assert spaced(drawn["guest_room"]) == (
        "Pour vous, chaque case Action « soit l'un, soit l'autre » devient « et/ou ».")


def test_french_tile_effects_are_cut_no_more_often_than_english() -> None:
    # French runs longer: its tile texts are worded to fit the supply's tiles.
    import functools

    from render.caverna import supply_canvas
    from render.common.text import ELLIPSIS

    view = ENGINE.view(ENGINE.new_game(2, 1), None)
    cut = {lang: [t for t in supply_canvas(view, say=functools.partial(localize, lang=lang))
                  .texts if t.endswith(ELLIPSIS)] for lang in ("en", "fr")}
    assert len(cut["fr"]) <= len(cut["en"]), cut["fr"]
