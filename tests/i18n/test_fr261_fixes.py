"""The fifth French reading's real-play findings (fr-261): a furnishing option names the
cell it goes on, and « a ou b » says the words both share once."""

from __future__ import annotations

import pytest

from bot.i18n import tr
from rules.caverna import furnishing


@pytest.mark.parametrize(("kind", "fr"), [
    ("cavern", "Aménager la grotte en D2"), ("tunnel", "Aménager le tunnel en D2"),
    ("deep", "Aménager le tunnel profond en D2")])
def test_furnish_option_names_the_cell_kind(kind: str, fr: str) -> None:
    said = furnishing.at_label(None, "D2", kind)
    assert tr("fr", said.msg_key, **said.msg_args) == fr
    # Every language tells a tunnel from a cavern.
    for lang in ("en", "ja"):
        if kind != "cavern":
            cavern = tr(lang, said.msg_key, cell="D2", kind="cavern")
            assert tr(lang, said.msg_key, **said.msg_args) != cavern


def test_or_says_the_shared_object_once() -> None:
    a = tr("fr", "caverna-landscape-ruby_mine_tunnel")
    b = tr("fr", "caverna-landscape-ruby_mine_deep")
    said = tr("fr", "caverna-or", a=f"poser {a}", b=f"poser {b}")
    assert said == "poser une mine de rubis sur un tunnel ou un tunnel profond"
    # Only a verb in common: the second label goes on whole.
    assert tr("fr", "caverna-or", a="prendre 1 bois", b="prendre 2 pierres") == \
        "prendre 1 bois ou prendre 2 pierres"


def test_or_after_a_puis_says_soit_soit() -> None:
    """« A, puis B ou C, puis D » cannot be read; « Soit A, puis B, soit C, puis D » can."""
    said = tr("fr", "caverna-or", a="Poser une tuile double Prairie/Champ, puis prendre 1 bois",
              b="Poser une tuile double Grotte/Tunnel, puis prendre 1 pierre")
    assert said == ("Soit poser une tuile double Prairie/Champ, puis prendre 1 bois, "
                    "soit poser une tuile double Grotte/Tunnel, puis prendre 1 pierre")
