"""Numbers as each language writes them: decimals, percentages and ordinals.

/game profile wrote « moyenne 41.5 » in French (the host formatted the average itself, so
no catalogue could give it its comma), « (33 %) » in English (French spacing), « (33 %) »
in French with a space a line may break at, and « cote 27 (1ᵉ sur 4) » where French says
« 1ᵉʳ ». The classes: the profile line in each language with a decimal average; every
French « N ᵉ » ordinal in the catalogues can say 1 as « 1ᵉʳ »/« 1ʳᵉ »; French typesetting
keeps « % » with its number.
"""

from __future__ import annotations

import re

from bot.i18n import tr
from bot.i18n.french import typeset
from tests.i18n.test_catalogue_scripts import entries

ARGS = {"game": "X", "played": 3, "wins": 1, "rate": 33, "best": 50, "rating": "27", "of": 4}


def test_the_profile_line_reads_natively() -> None:
    assert "(33%), best 50, average 41.5;" in tr("en", "season-profile-game", **ARGS,
                                                average=41.46, rank=1)
    french = tr("fr", "season-profile-game", **ARGS, average=41.46, rank=1)
    assert "(33\u202f%)" in french and "moyenne 41,5" in french and "(1ᵉʳ sur 4)" in french
    assert "(2ᵉ sur 4)" in tr("fr", "season-profile-game", **ARGS, average=40.0, rank=2)
    assert "平均41.5点" in tr("ja", "season-profile-game", **ARGS, average=41.46, rank=1)
    # A whole average keeps its one decimal: « 100.0 », « 100,0 ».
    assert "average 100.0;" in tr("en", "season-profile-game", **ARGS, average=100.0, rank=1)


def test_french_ordinals_say_first_as_first() -> None:
    # Every « { $n }ᵉ » in French sits in a selector that says 1 otherwise.
    for key, text in entries("fr"):
        if re.search(r"\}ᵉ", text):
            assert re.search(r"\b1(?:ᵉʳ|ʳᵉ|er|re)\b|1ᵉʳ|1ʳᵉ", text), (key, text)
    assert not [t for _, t in entries("fr") if re.search(r"\d+e (?:nain|tour|place)", t)]


def test_french_keeps_a_percentage_whole() -> None:
    assert typeset("(33 %)") == "(33\u202f%)" and typeset("100 % sûr") == "100\u202f% sûr"
    assert not [t for _, t in entries("en") if re.search(r"\d %|\} %", t)]
