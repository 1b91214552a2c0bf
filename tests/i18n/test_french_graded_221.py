"""Classes of the French errors graded in fr-221..223 (benchmarks/language_grades), each
tested over every text of its class, not only the one the graders met.

- Two numbers in a row with only a space between them in a list read as one number
  (« 6 2 Or » reads « 62 Or »): fr-223 #55, the loot list of guide-caverna-piece-weapon.
- A room's text after « : » in an option label starts in small letters, as the orange
  rooms' do (« Site de prospection … : lorsque vous utilisez … », fr-223 real play).
- A French help text never refers to a card with « Jouez-le/-la » (fr-223 #18, #19: the
  pronoun took the nearest noun, « le jeton premier joueur », « l'ingrédient »).
"""

from __future__ import annotations

import re

from bot.i18n import localize
from bot.i18n.catalogues import catalogue_files
from rules.cave_vs_cave.data import COST, ROOMS
from rules.cave_vs_cave.menus import _furnish_room_label, _use_label

# A number, a space (any kind), another number: « 6 2 Or ». Not a time (« 22 h 40 »), a
# range or a sum written with a sign (« 5 + 3 », « 1-2 »), nor a thousands group.
_NUMBERS_IN_A_ROW = re.compile(r"(?<![\d,.])\b\d+[ \u00a0\u202f]\d+\b(?![ \u00a0\u202f]?h\b)")
_PLACEABLE = re.compile(r"\{[^{}]*\}")


def numbers_in_a_row(text: str) -> list[str]:
    """Where ``text`` (a catalogue value, its placeables left out) runs two numbers
    together."""
    literal = _PLACEABLE.sub("§", text)
    return [m.group(0) for m in _NUMBERS_IN_A_ROW.finditer(literal)]


def _values(lang: str) -> list[tuple[str, str]]:
    out = []
    for path in catalogue_files(lang):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#") or " = " not in line:
                continue
            key, _, value = line.partition(" = ")
            out.append((key.strip(), value))
    return out


def test_the_check_sees_numbers_run_together() -> None:
    assert numbers_in_a_row("4 légume, 2 minerais ; 5 sanglier ; 6 2 Or ; 7 aménager") == ["6 2"]
    assert numbers_in_a_row("2 Or (6) ; à 22 h 40 ; 5 + 3 ; { $count } { $what }") == []


def test_no_french_text_runs_two_numbers_together() -> None:
    found = [(key, numbers_in_a_row(value)) for key, value in _values("fr")
             if numbers_in_a_row(value)]
    assert found == [], found[:5]


def test_a_rooms_text_after_a_colon_starts_small_in_french() -> None:
    """Every Cave vs Cave room, in its furnishing label and its « use » label."""
    capital_after_colon = re.compile(r" : ([A-ZÀ-Ý][a-zà-ÿ]+)")
    found = []
    for n in ROOMS:
        for label in (_furnish_room_label(n, (0,) * len(COST[n])), _use_label(n)):
            said = localize(label, "fr").replace("\u202f", " ")
            for word in capital_after_colon.findall(said):
                found.append((ROOMS[n]["name"], word, said))
    assert found == [], found[:5]


def test_no_french_help_says_jouez_le_for_a_card() -> None:
    found = [key for key, value in _values("fr") if re.search(r"\bJouez-l[ea]\b", value)]
    assert found == [], found


def test_a_prompt_after_a_name_goes_on_in_small_letters() -> None:
    """fr-222 real play: « À suivre — Anaïs : Servir votre commande », « … : Échange : … »,
    « … : Avec qui échanger … » kept their capital while the other prompts did not."""
    from bot.i18n import tr
    for key, args in (("tavern-serve", {}), ("tavern-trade-give", {}),
                      ("tavern-trade-whom", {"ing": "Pierres"}),
                      ("cvc-rooms-prompt", {"left": 1})):
        said = tr("fr", "console-prompt", name="Anaïs", prompt=tr("fr", key, **args))
        first = said.replace("\u202f", " ").split(" : ", 1)[1].lstrip("\u2068\u2069")
        assert first[:1].islower(), said
    # A player's name keeps its capital.
    said = tr("fr", "console-prompt", name="Anaïs", prompt="Nasty vous convoque")
    assert "Nasty" in said


def test_an_item_received_is_named_as_a_card() -> None:
    """fr-222 real play: « Vous recevez Dwarven Mug » lacked « la carte »."""
    from bot.i18n import tr
    assert "recevez la carte Dwarven Mug." in tr("fr", "tavern-ev-you-get", items="Dwarven Mug")
    assert "recevez les cartes Scroll et Hammer." in tr("fr", "tavern-ev-you-get",
                                                        items="Scroll et Hammer")
