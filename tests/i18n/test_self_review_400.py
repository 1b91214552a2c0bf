"""Classes found by the self-review of seeds 400 (French) and 401 (Japanese), each over
every message of its kind:

- a French sentence lists its things with « et » before the last (an order « qui demande
  Élixir, Herbes, Nectar, Spiritueux, Vin »): every order card of the deck;
- a numbered range takes « les », never « des » (« on a joué des tours 1 à 5 » reads as
  "played tricks");
- a Japanese tile guide says whose points it gives (« …ルビー1つにつきボーナス1点です。
  …0点です。 » left the reader to guess that the tile itself is worth nothing);
- a Japanese move on the Nasty track counts its spaces (« 3マス改善 », not « 3改善 »);
- a French list of zone names quotes each (« les zones Sirop ou Pierres, Réparer le toit
  et Objet » read « ou » as one more choice), in the journal and on the pictures;
- seeds 402/403, read after: a clause on a French journal line says its detail without a
  second colon (« Hélène : utilise la capacité de Wido : la carte est défaussée »), an
  « et/ou » choice goes on with « , puis » (fr-282's real play too), and the Japanese
  console says where the .env file goes (「プロジェクトの隣」 was "next to the project");
- the sixth reading's real-play notes: Japanese points are gained, not taken, and a choice
  in the journal is a sentence; a French race after « clients » agrees (« humains »), and
  a harvest says who pays (« chaque joueur paie 1 PN par nain »).
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


def test_french_journal_lines_say_one_colon_for_characters_and_clover() -> None:
    """« Hélène : utilise la capacité de Wido Wanderfoot : la carte est défaussée » and
    « Éloïse : marque 2 PV : 2 joueurs possèdent… »: a clause after the line's « Nom : »
    says its detail without a second colon."""
    from bot.host.story import _line
    from bot.i18n import tr
    from tests.i18n.test_self_review_fr import _two_colons
    for key, args in (("tavern-ev-char-use", {"name": "Wido Wanderfoot", "twice": "yes"}),
                      ("tavern-ev-char-use", {"name": "Wido Wanderfoot", "twice": "no"}),
                      ("tavern-ev-clover", {"count": 2, "ing": "Vin", "vp": 4}),
                      ("tavern-ev-clover", {"count": 0, "ing": "Vin", "vp": 0})):
        said = tr("fr", key, who="Hélène", **args)
        line = "Hélène : " + _line([said], "Hélène", "fr").replace("\u202f", " ")
        assert not _two_colons(line), line


def test_an_and_or_choice_goes_on_with_puis() -> None:
    """« … et/ou construire une étable (1 pierre) et prendre 2 moutons »: the last « et »
    read as one more choice (fr-282's real play). Over the options of seeded games."""
    from tests.i18n.test_caverna_texts import _play
    labels, _ = _play()
    said = {localize(label, "fr") for label in labels}
    joined = [s for s in said if re.search(r" et/ou [^;]*\) et prendre", s)]
    assert joined == [], joined[:3]
    assert any(re.search(r" et/ou .*, puis prendre", s) for s in said)


def test_the_env_file_is_said_at_the_projects_top_folder() -> None:
    from bot.i18n import tr
    ja = tr("ja", "cli-no-token", perms=5, hint=2)
    assert "プロジェクトの隣" not in ja and "最上位のフォルダ" in ja, ja


def test_japanese_points_are_gained_not_taken() -> None:
    """ja-291's real play: 「Anaïsさんが薬草のカード、2点とスタートプレイヤーマーカーを取り
    ました」. Every taking of the seeded Tavern games says its points with 得ました."""
    from bot import texts
    from bot.i18n.japanese import takings
    from tests.i18n.test_tavern_texts import played
    _, events, _ = played()
    said = {texts.event_text(event, "ja") for event in events}
    # An order's description (in brackets) lists its points: not a taking.
    taken = [s for s in said
             if re.search(r"\d+点(?:[、と][^。]*)?を取りました", re.sub(r"（[^（）]*）", "", s))]
    assert taken == [], taken[:3]
    assert any("点を得ました" in s for s in said)
    assert takings("薬草のカード、2点とスタートプレイヤーマーカー") == \
        "薬草のカードとスタートプレイヤーマーカーを取り、2点を得ました"


def test_a_japanese_choice_in_the_journal_is_a_sentence() -> None:
    """ja-291's real play: 「Anaïs：果物か薬草（合計1）を選択。」, a bare noun among です/ます
    lines, the zone unquoted."""
    from bot.host.story import _line
    from bot.i18n import tr
    said = tr("ja", "story-chose", choice="果物か薬草（合計1）")
    assert _line([said], "Anaïs", "ja") == "「果物か薬草（合計1）」を選びました。"


def test_a_french_race_after_clients_agrees() -> None:
    """fr-283's real play: « Servez au moins 2 commandes de clients Humain »."""
    from bot.i18n import tr
    from tests.i18n.test_catalogues import entries
    races = [tr("fr", key) for key in entries("fr") if key.startswith("tavern-race-")]
    assert "Elfe Vert" in races
    keys = [key for key, names in entries("fr").items()
            if "race" in names and re.search(r"clients", tr("fr", key, race="X", count=2))]
    assert len(keys) >= 2, keys
    for key in keys:
        for race in races:
            said = tr("fr", key, race=race, count=2)
            agreed = " ".join(f"{word.lower()}s" for word in race.split())
            assert race not in said and f"clients {agreed}" in said, said
    assert "de clients elfes verts" in tr("fr", "tavern-goal-serve", race="Elfe Vert", count=2)


def test_a_french_harvest_says_who_pays() -> None:
    """fr-282's real play: « chaque nain doit être nourri de 1 PN » (the rulebook: « vous
    devez payer 1 PN par nain »)."""
    from bot.i18n import tr
    found = [line for line in _lines("fr") if "être nourri" in line]
    assert found == [], found
    assert "paie 1 PN par nain" in tr("fr", "caverna-harvest-feed_1")


def test_a_french_player_count_says_ou_for_two_neighbours() -> None:
    """fr-282's real play: « Caverne contre Caverne, de 1 à 2 joueurs » (« 1 ou 2 »)."""
    from bot.i18n import tr
    from tests.i18n.test_catalogues import entries
    keys = [key for key, names in entries("fr").items() if {"min", "max"} <= names]
    assert len(keys) >= 8, keys
    for key in keys:
        said = tr("fr", key, min=1, max=2, title="Caverne contre Caverne", key="cave-vs-cave",
                  count=3, players=3, joined=1, names="Anaïs", fixed="no", ready="no",
                  limit=2, options="x", allowed="x", games="x")
        assert "de 1 à 2" not in said and "1 ou 2 joueurs" in said, (key, said)
        wide = tr("fr", key, min=1, max=7, title="Caverna", key="caverna", count=9,
                  players=9, joined=1, names="Anaïs", fixed="no", ready="no", limit=7,
                  options="x", allowed="x", games="x")
        assert "de 1 à 7 joueurs" in wide, (key, wide)
