"""Slips found reading the language samples of seeds 505-507 (fr, ja, en).

- Japanese wrote a count out of a total two ways: the pictures « ラウンド3/12 », « 残りの壁：
  4/7 », the web table of Cavern Tavern « ラウンド3／12 » (a full-width slash, which the
  Japanese catalogues keep for « A or B »: « 木材1／石材1 »). The class: in Japanese a
  count out of a total (« { $x }/{ $total } ») is written with the half-width slash, in
  every catalogue.
"""

from __future__ import annotations

import re

from bot.i18n import tr
from bot.i18n.catalogues import catalogue_files

# « { $round }/{ $total } »: two placeables parted by a slash of either width.
RATIO = re.compile(r"\{ *\$(\w+) *\}([/／])\{ *\$(\w+) *\}")
# Placeholders that hold the whole a count is out of.
WHOLES = frozenset({"total", "holds", "max"})


def _ratios(lang: str) -> list[tuple[str, str, str]]:
    found = []
    for path in catalogue_files(lang):
        for line in path.read_text(encoding="utf-8").splitlines():
            for match in RATIO.finditer(line):
                if match.group(3) in WHOLES:
                    found.append((line.partition(" = ")[0], match.group(2), match.group(0)))
    return found


def test_a_japanese_count_out_of_a_total_is_written_one_way() -> None:
    ratios = _ratios("ja")
    assert len(ratios) >= 8   # the pictures' and the tables' rounds, walls, turns, herds
    wrong = [r for r in ratios if r[1] != "/"]
    assert not wrong, wrong
    # The web table says a round as the pictures do.
    assert tr("ja", "webct-round", round=3, total=10) == tr("ja", "pic-tavern-title",
                                                             round=3, total=10).split(" — ")[1]
