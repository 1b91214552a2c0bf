"""French that reads native, by class of fault (issue 29): each test finds every message
of its class, in the catalogues or in what real random games say (their journal, their
options), so that a fix is one rule and not one message."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from benchmarks.language_sample import Played, play
from bot.i18n.catalogues import catalogue_files
from bot.i18n.french import continued, in_clause
from bot.texts import put_names
from tests.i18n.japanese import english_words


@cache
def games() -> Played:
    return play("fr", 11, pictures=False)


def journal() -> list[str]:
    return [line for lines in games().journal.values() for line in lines]


def options() -> list[str]:
    return [text for found in games().options.values() for _, text in found]


def values() -> list[tuple[Path, str]]:
    """Each French catalogue line that is text (no comment), with its file."""
    return [(path, line) for path in catalogue_files("fr")
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def test_names_put_in_after_rendering_elide() -> None:
    """Engines say "Player 2"; the catalogue's DE() saw that, not the name."""
    names = {1: "Benoît", 2: "Hélène"}
    assert put_names("Les animaux de Player 2 ; le coup de Player 1", names) == (
        "Les animaux d'Hélène ; le coup de Benoît")
    assert put_names("Que Player 2 joue, puis Player 1", names) == "Qu'Hélène joue, puis Benoît"
    assert put_names("Le tour de Player 9", names) == "Le tour de Player 9"
    unelided = re.compile(r"\b(?:de|que) (?:Éloïse|Anaïs|Hélène|Ulysse)\b")
    assert [line for line in journal() if unelided.search(line)] == []


def test_sentences_go_on_in_small_letters_after_a_colon_or_semicolon() -> None:
    assert in_clause("La commande X est oubliée") == "la commande X est oubliée"
    assert in_clause("L'Automate lance 3") == "l'Automate lance 3"
    assert in_clause("Nasty dit à Benoît") == "Nasty dit à Benoît"
    assert in_clause("Éloïse descend") == "Éloïse descend"
    capital = re.compile(r"(?: ;|^[^:]+ :) (?:Le|La|Les|L'|Un|Une|Des|Il|Elle|Chaque|Tous)\b")
    lines = journal()
    assert len(lines) > 300
    assert [line for line in lines if capital.search(line)] == []


def test_a_label_that_goes_on_a_sentence_starts_small() -> None:
    """« Prendre 1 bois et prendre 1 légume », never « … et Prendre 1 légume »."""
    assert continued("Prendre 1 légume") == "prendre 1 légume"
    assert continued("PN") == "PN" and continued("Or") == "Or"
    verb = re.compile(r"\b(?:et|ou|et/ou|puis) (?:Prendre|Poser|Clôturer|Construire|Échanger|"
                      r"Payer|Convertir|Aménager|Forger|Creuser|Placer|Acheter|Garder)\b")
    found = options() + journal()
    assert any(" et/ou " in t for t in found)
    assert [t for t in found if verb.search(t)] == []


def test_lists_of_goods_end_with_et() -> None:
    """« 3 bois, 2 pierres et 1 minerai »: never a list of amounts with commas only."""
    commas = re.compile(r"\b\d+ [a-zé]+, \d+ [a-zé]+(?:, \d+ [a-zé]+)*(?! et)[.)]?$")
    found = [t for t in options() + journal() if "Prendre" in t or "pour" in t]
    assert found
    assert [t for t in found if commas.search(t)] == []
    # Nor a chain of actions with « et » at each link: « Devenir premier joueur, prendre
    # 2 PN et prendre 2 minerais ».
    chain = re.compile(r"(?:\bet [a-zé]+(?:er|re|ir)\b.*){2}")
    assert any("Devenir premier joueur, prendre" in t for t in options())
    assert [t for t in options() if chain.search(t)] == []


def test_capitals_keep_their_accents() -> None:
    """« Élixir », « Échangez », « Élevage »: French capitals take their accents (the
    rulebook's capitals, printed without, are a printer's habit). An E before a single
    consonant and a vowel starts such a word, English names aside."""
    english = english_words()
    bare = re.compile(r"\bE(?:ch|[bcdfgjklpqrtvz])[aeiouyéèêàâîôû][a-zéèêàâîôûç]*")
    found = [(path.name, word) for path, line in values() for word in bare.findall(line)
             if word.lower() not in english]
    assert found == []


def test_no_participle_agrees_with_a_players_name() -> None:
    """A name says nothing of its bearer's gender: « Hélène a quitté la salle d'attente »,
    « Un modérateur a retiré Benoît », never « Hélène est parti »."""
    person = r"\{ \$(?:who|name|names|owner|player|victim|target|mine|moderator|other) \}"
    agreed = re.compile(person + r" (?:est|a été|était|sera|sont|ont été) (?!déjà|en |à )"
                        r"[a-zéèêàâîôûç]+(?:é|i|u|t|s|ée|ie|ue)\b")
    found = [(path.name, line) for path, line in values() if agreed.search(line)
             and "La commande" not in line]
    assert found == []


# A question in the English order: « Jouer quel objet ? », « Voler qui ? », « Échanger …
# avec qui ? », « déplacer le 3 sur quelle zone ? ».
QUESTION_CALQUE = re.compile(
    r"= [A-ZÉ][a-zéèêû]+(?:er|re|ir) (?:quel|quelle|quels|quelles|qui)\b"
    r"|\b(?:avec|à|de) qui \?|\b[a-zéèêû]+(?:er|re|ir) qui \?"
    r"|\b[a-zéèêû]+(?:er|re|ir) (?:le|la|les|un|une) [^?:]*"
    r"\b(?:sur|dans|à|avec|pour) (?:quel|quelle|quels|quelles)\b")


def test_questions_put_their_question_word_first() -> None:
    """« Quel objet jouer ? », « À qui voler un ingrédient ? », « Sur quelle zone du Cellier
    déplacer le 3 ? »: the question word first, not the English order."""
    for calque in ("= Jouer quel objet ?", "= Voler qui ?", "Échanger votre carte avec qui ?",
                   "Elven Cup : déplacer le { $value } sur quelle zone du Cellier ?"):
        assert QUESTION_CALQUE.search(calque), calque
    assert [(path.name, line) for path, line in values() if QUESTION_CALQUE.search(line)] == []


def test_cards_and_tiles_take_their_article() -> None:
    """« prend la commande Tonique de fougère », « joue la carte Lantern », « Prendre une
    carte Spiritueux »: a verb never runs straight into a component's capitalised name (a
    player's name, « Nasty » and a number are not components)."""
    from benchmarks.language_sample import NAMES
    bare = re.compile(r"\b(?:prend|joue|garde|défausse|remet|pioche|Prendre|Jouer|Garder|"
                      r"Défausser) ([A-ZÉ][\w'’-]*)")
    allowed = set(NAMES) | {"Nasty", "Miss"}
    found = [t for t in journal() + options()
             if any(word not in allowed for word in bare.findall(t))]
    assert found == []


def test_a_prompt_after_a_colon_goes_on_in_small_letters() -> None:
    """« Ensuite : choisissez une action », with a name kept as it is (« Wido : … »)."""
    assert in_clause("Choisissez une action") == "choisissez une action"
    assert in_clause("Wido : Hélène a utilisé le Cellier") == "Wido : Hélène a utilisé le Cellier"
    assert [(path.name, line) for path, line in values()
            if re.search(r" : \*?\*?\{ \$prompt \}", line)] == []


def test_minus_signs_are_minus_signs() -> None:
    """« (−3 points chacun) » with U+2212, as every other penalty in the catalogues."""
    hyphen = re.compile(r"(?:^|[\s(])-\d")
    assert [(path.name, line) for path, line in values() if hyphen.search(line)] == []


def test_de_before_a_component_name_elides() -> None:
    """« à la place d'Élixir », « déplace un 3 d'Ambrosie ou Bière »: a name that may
    start with a vowel takes DE(), as a player's name does."""
    bare = re.compile(r"\bde \{ \$(?:ing|ings|old|new|item|card|name|room|tile|space|what|"
                      r"good|zone|order|who|other|owner|victim|target) \}")
    assert [(path.name, line) for path, line in values() if bare.search(line)] == []
