"""Issue 40 item 16: Cavern Tavern's guide says how a game goes and what every zone, room,
track, item, character and Nasty-says card does, in English, French and Japanese."""

from __future__ import annotations

from bot import guide
from rules.cavern_tavern.board import ZONES
from rules.cavern_tavern.decks import by_id
from rules.cavern_tavern.secret_cards import MISS_ZONE

GAME = "cavern-tavern"


def test_the_guide_says_how_a_game_goes_in_every_language() -> None:
    texts = {lang: guide.howto(GAME, lang) for lang in ("en", "fr", "ja")}
    assert all(texts.values()), texts
    assert "10" in texts["en"] and "Nasty" in texts["en"]
    assert "Cellier" in texts["fr"] and "地下貯蔵庫" in texts["ja"]


def test_the_guide_explains_every_zone_room_track_and_card_of_the_game() -> None:
    wanted = {f"zone-{z}" for z in (*ZONES, MISS_ZONE.id)}
    wanted |= {f"room-{r}" for r in ("mess", "cellar", "kitchen", "chores", "office",
                                       "workshop", "secret", "automaton")}
    wanted |= {f"track-{t}" for t in ("nasty", "kitchen", "chores", "score")}
    wanted |= {f"item-{i}" for i in by_id("items")}
    wanted |= {f"char-{c}" for c in by_id("characters")}
    wanted |= {f"says-{s}" for s in by_id("nasty_says")}
    wanted |= {"card-order", "card-ingredient", "card-potion", "card-item", "card-nasty-says",
               "card-objective", "card-character", "card-secret-room", "card-five-kingdoms",
               "token-modifier", "token-drink", "token-miss-nasty", "white-die",
               "first-player", "dice"}
    assert wanted - set(guide.topics(GAME)) == set()
    for topic in sorted(wanted):
        titles = set()
        for lang in ("en", "fr", "ja"):
            found = guide.explain(GAME, topic, lang)
            assert found is not None and found.text.strip(), (topic, lang)
            titles.add(found.title)
        assert topic not in titles


def test_titles_are_the_names_the_game_already_uses() -> None:
    """A zone or card reads under the same name in the guide as in the game's messages."""
    assert guide.explain(GAME, "zone-kitchen7", "fr").title == "Préparer le déjeuner de Nasty"
    assert guide.explain(GAME, "zone-chore16", "ja").title == "屋根の修理"
    assert guide.explain(GAME, "item-hammer", "en").text.startswith(
        "Take the first-player marker.")
    assert guide.explain(GAME, "room-cellar", "fr").title == "Cellier"
