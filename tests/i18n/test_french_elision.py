"""French elision before player names and articles before component names, chosen when
the message is rendered (names are given by people; genders are in the catalogue)."""

from __future__ import annotations

import re

import pytest

from bot.i18n import tr
from bot.i18n.french import article, elide, starts_with_vowel_sound
from tests.i18n.french_render import NAMES, rendered, spaced


@pytest.mark.parametrize(("name", "vowel"), [
    ("Éloïse", True), ("Anaïs", True), ("Hélène", True), ("Ursule", True), ("Œdipe", False),
    ("Benoît", False), ("Yves", False), ("**Éloïse**", True), ("<@1>", False), ("", False)])
def test_vowel_sounds(name: str, vowel: bool) -> None:
    assert starts_with_vowel_sound(name) is vowel


def test_elide_and_article() -> None:
    assert elide("de ", "d'", "Éloïse") == "d'Éloïse"
    assert elide("de ", "d'", "Benoît") == "de Benoît"
    genders = {"Donjon": "m", "Meule": "f", "Abri à bois": "m", "Salle de réunion": "f"}
    assert article("LE", "Donjon", genders) == "le Donjon"
    assert article("DU", "Abri à bois", genders) == "de l'Abri à bois"
    assert article("AU", "Meule", genders) == "à la Meule"
    assert article("LE", "Inconnu", genders) == "Inconnu"


def test_the_templates_elide_before_a_vowel() -> None:
    assert spaced(tr("fr", "caverna-ev-loot", who="Anaïs", loot="2 bois")).startswith(
        "L'expédition d'Anaïs rapporte")
    assert spaced(tr("fr", "caverna-ev-loot", who="Éloïse", loot="2 bois")).startswith(
        "L'expédition d'Éloïse rapporte")
    assert spaced(tr("fr", "caverna-ev-loot", who="Benoît", loot="2 bois")).startswith(
        "L'expédition de Benoît rapporte")


def test_the_rooms_take_their_article() -> None:
    assert "révèle le Donjon" in tr("fr", "cvc-ev-excavate", who="Zoë", cell="B2",
                                    room="Donjon", food="no")
    assert "aménage la Roue à aubes" in tr("fr", "cvc-ev-furnish", who="Zoë", cell="B2",
                                           room="Roue à aubes", price="1 bois")
    assert "1 bois de l'Abri à bois" in tr("fr", "cvc-ev-wood", who="Zoë", room="Abri à bois")


@pytest.mark.parametrize("who", NAMES)
def test_no_french_message_leaves_de_or_que_unelided_before_a_vowel(who: str) -> None:
    bad = {key: text for key, text in rendered("fr", 3, who).items()
           if re.search(r"\b(de|que|le|De|Que|Le) [AEIOUHÉÈÊÀÂÎÔÛaeiouhéèêàâîôû]\w*", text)
           and re.search(rf"\b(de|que|le|De|Que|Le) {who}\b", text)}
    assert not bad, sorted(bad.items())[:5]
