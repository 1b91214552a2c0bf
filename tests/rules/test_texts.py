"""Issue 13, texts: the grammar slips the issue lists, fixed at their source."""

from __future__ import annotations

from rules.cavern_tavern import ENGINE as TAVERN
from rules.cavern_tavern.board import ZONES
from rules.cavern_tavern.nasty import improve, worsen
from rules.cavern_tavern.placement import zone_label
from rules.caverna import placement as caverna_placement
from rules.caverna import players as pl
from tests.rules.cavern_tavern.helpers import play, table
from tests.rules.caverna.helpers import game, turn_of


def test_an_before_a_vowel_and_a_card_named_as_a_card() -> None:
    s = table(3, (5, 5, 1, 1))
    s = play(s, 0, "place", "z:cellar5", "d:5", "i:ambrosia")
    assert "Player 1 takes an Ambrosia card." in [e["text"] for e in TAVERN.last_events(s)]


def test_one_die_is_not_one_dice() -> None:
    assert zone_label(ZONES["replace"]).endswith("(1 die)")
    assert zone_label(ZONES["item"]).endswith("(2 dice)")


def test_goods_plurals() -> None:
    assert pl.goods_text({"donkey": 2, "wood": 3, "ruby": 1}) == "2 donkeys, 3 wood and 1 ruby"
    assert pl.goods_text({"wild_boar": 2, "sheep": 2}) == "2 wild boars and 2 sheep"


def test_no_mine_bonus_label_without_mines() -> None:
    s = game(3)
    seat = turn_of(s)
    labels = [o.label for o in caverna_placement.place_options(s, seat)]
    assert labels and not any("nothing" in label for label in labels)


def test_the_nasty_marker_goes_down_when_it_improves() -> None:
    s = table()
    worsen(s, 0, 2)
    improve(s, 0, 1)
    texts = [e["text"] for e in s["events"]]
    assert "Player 1 goes up to 2 on the Nasty track (worse)." in texts
    assert "Player 1 goes down to 1 on the Nasty track (better)." in texts
    s["events"] = []
    improve(s, 1, 1)  # already at 0: nothing moves, nothing is said
    assert s["events"] == []
