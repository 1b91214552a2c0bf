"""English slips found reading the language sample of seed 502 (400 messages).

- « Hélène: does not feed their dwarfs and begs 2 times. »: the rulebook's begging markers
  are taken, as French says (« prend 2 marqueurs de mendicité »).
- « Who worsens 1 on the Nasty track? », « Every player worsens 1 on the Nasty track. »,
  « Improve 3 on the Nasty track »: a number with no unit after a verb that takes none;
  the journal says « goes up to 12 on the Nasty track (worse) », so the prompts and items
  say spaces up or down the track too (« Fall back 2 spaces on the Chores track »). The
  class: no English entry says « worsen(s) N », « improve N » or « fall back N » without
  its spaces.
"""

from __future__ import annotations

import re

from bot.i18n import tr
from bot.texts import event_text
from rules.core.english import dice_named
from tests.i18n.test_catalogue_scripts import entries
from tests.i18n.test_no_code_notation import _played


def test_begging_markers_are_taken() -> None:
    said = tr("en", "caverna-ev-feed", who="Hélène", paid=0, food="0 food", count=2)
    assert said == "Hélène does not feed their dwarfs and takes 2 begging markers."
    once = tr("en", "caverna-ev-feed", who="Yann", paid=3, food="3 food", count=1)
    assert once == "Yann feeds their dwarfs with 3 food and takes 1 begging marker."


def test_the_nasty_track_is_gone_up_and_down_by_spaces() -> None:
    assert tr("en", "tavern-office-whom") == "Who goes 1 space up the Nasty track (worse)?"
    jargon = re.compile(r"\b(?:worsens?|improves?) \d|\bfall back \d+ (?!spaces?\b)",
                        re.IGNORECASE)
    wrong = [(key, text) for key, text in entries("en") if jargon.search(text)]
    assert not wrong, wrong


def test_english_dice_put_down_are_counted() -> None:
    # « Yann: places 5 on Talk to Nasty », « places 2 + 2 on Item » read as counts of 5 and
    # of 4: « places a 5 », « places two 2s », « re-rolls a 1 and gets 4 ». The class: no
    # English event of random games places or re-rolls a bare number.
    assert dice_named("2 + 3 + 5 + 6") == "a 2, a 3, a 5 and a 6"
    assert dice_named("3 + 3 + 3 + 4") == "three 3s and a 4" and dice_named("[1]") == "a 1"
    _, events = _played()
    english = [event_text(ev, "en") for ev in events]
    assert any(" places a " in t for t in english)
    wrong = [t for t in english if re.search(r"\b(?:places|re-rolls) \d", t)]
    assert not wrong, wrong[:5]


def test_an_order_put_down_says_its_slot_first() -> None:
    # « Éloïse puts Grumbling Road Supper (Human): Ambrosia, … (−16), chores symbol in Mess
    # slot 2. »: the slot read as part of the order. The slot comes first, as in « A new
    # order arrives in Mess slot 6: … ».
    _, events = _played()
    english = [event_text(ev, "en") for ev in events]
    assert any(" puts an order in Mess slot " in t for t in english)
    assert not [t for t in english if re.search(r"(?:\)|symbol) in Mess slot", t)]


def test_japanese_computer_levels_say_play_as_a_board_game() -> None:
    # 「むずかしいと同じく打ち」: 打つ is a move in Go or shogi, not in a board game of
    # tiles and workers. The class: no Japanese entry says 打つ for playing (打ち消す, to
    # cancel, is another word).
    assert tr("ja", "choice-expert").startswith("エキスパート：基本は「むずかしい」と同じで")
    wrong = [(key, text) for key, text in entries("ja") if re.search(r"打[ちつて](?!消)", text)]
    assert not wrong, wrong


def test_the_cellar_note_says_what_sigma_stands_for() -> None:
    # « Σ = dice adding up to · take one of the two » (picture of seed 503) stopped on its
    # preposition; French and Japanese said « la somme des dés », 「ダイスの合計」.
    note = tr("en", "pic-tavern-cellar-note")
    assert note == "Σ = the sum of the dice · take one of the two"
    assert not re.search(r"\b(?:to|of|up to) ·", note)
