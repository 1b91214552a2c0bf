"""Classes found by the self-review of seeds 400 (French) and 401 (Japanese), each over
every message of its kind:

- a French sentence lists its things with « et » before the last (an order « qui demande
  Élixir, Herbes, Nectar, Spiritueux, Vin »): every order card of the deck;
- a numbered range takes « les », never « des » (« on a joué des tours 1 à 5 » reads as
  "played tricks");
- a Japanese tile guide says whose points it gives (« …ルビー1つにつきボーナス1点です。
  …0点です。 » left the reader to guess that the tile itself is worth nothing);
- a Japanese move on the Nasty track counts its spaces (« 3マス改善 », not « 3改善 »).
"""

from __future__ import annotations

import re

import rules
from bot.i18n import localize
from bot.i18n.catalogues import catalogue_files
from rules.cavern_tavern.decks import orders
from rules.cavern_tavern.orders import describe


def _lines(lang: str) -> list[str]:
    return [line for path in catalogue_files(lang)
            for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith("#")]


def test_an_orders_ingredients_end_with_et() -> None:
    state = rules.get_engine("cavern-tavern").new_game(2, 400, {})
    said = {oid: localize(describe(state, oid), "fr") for oid in orders(state)}
    assert len(said) > 20
    bare = [text for text in said.values()
            if re.search(r"qui demande [^—]*, [^—]*—", text)
            and not re.search(r"qui demande [^—]* et [^—,]*—", text)]
    assert bare == [], bare[:3]


# « des tours 1 à 5 », but not « l'une des manches 1 à 3 » (« de » + « les »).
_DES_RANGE = re.compile(r"(?<!une )(?<!un )\bdes [a-zé]+ (?:\d+|\{ ?\$\w+ ?\}) à "
                        r"(?:\d+|\{ ?\$\w+ ?\})")


def test_a_numbered_range_takes_les() -> None:
    found = [line for line in _lines("fr")
             if _DES_RANGE.search(line)]
    assert found == [], found
    assert _DES_RANGE.search("on a joué des tours { $first } à { $last }")


def test_a_japanese_tile_guide_says_whose_points() -> None:
    found = [line for line in _lines("ja") if re.search(r"(?:。|\})\d+点です。", line)]
    assert found == [], found[:3]


def test_a_japanese_nasty_step_counts_its_spaces() -> None:
    found = [line for line in _lines("ja")
             if re.search(r"(?:\d|\{ \$\w+ \})(?:改善|悪化)", line)]
    assert found == [], found


def test_a_french_list_of_zones_quotes_each() -> None:
    """« les zones Sirop ou Pierres, Réparer le toit et Objet »: a zone named « A ou B »
    among others reads as one more choice, unless each name is quoted."""
    from bot.i18n import tr
    from tests.i18n.test_catalogues import entries
    zones = "Sirop ou Pierres, Préparer le déjeuner de Nasty, Réparer le toit et Objet"
    keys = [key for key, names in entries("fr").items() if "zones" in names]
    assert len(keys) >= 3, keys
    # The journal's list ends with « et », a picture's with a comma (words.listed).
    for listing in (zones, zones.replace(" et ", ", ")):
        for key in keys:
            said = tr("fr", key, zones=listing, dice="[3, 2, 1, 5]", slot=3, n=3)
            said = said.replace("\u202f", " ")
            assert "« Sirop ou Pierres », « Préparer le déjeuner de Nasty »" in said, said
