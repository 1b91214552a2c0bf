"""French that reads native, by class of fault (issue 29): each test finds every message
of its class, in the catalogues or in what real random games say (their journal, their
options), so that a fix is one rule and not one message."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from benchmarks.language_sample import Played, play
from bot.i18n.catalogues import catalogue_files, parsed_file
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


def plain(lines: list[str]) -> list[str]:
    """The lines with ordinary spaces for the typeset ones (before « : ; », inside « »)."""
    return [line.replace("\u202f", " ").replace("\xa0", " ") for line in lines]


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
    assert any("devenir premier joueur, prendre" in t.lower() for t in options())
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
    r"(?:= |: )[A-ZÉa-zé][a-zéèêû]+(?:er|re|ir) (?:quel|quelle|quels|quelles|qui)\b"
    r"|\b(?:avec|à|de) qui \?|\b[a-zéèêû]+(?:er|re|ir) qui \?"
    r"|\b[a-zéèêû]+(?:er|re|ir) (?:le|la|les|un|une) [^?:]*"
    r"\b(?:sur|dans|à|avec|pour) (?:quel|quelle|quels|quelles)\b")


def test_questions_put_their_question_word_first() -> None:
    """« Quel objet jouer ? », « À qui voler un ingrédient ? », « Sur quelle zone du Cellier
    déplacer le 3 ? »: the question word first, not the English order."""
    for calque in ("= Jouer quel objet ?", "= Voler qui ?", "Échanger votre carte avec qui ?",
                   "Elven Cup : déplacer le { $value } sur quelle zone du Cellier ?",
                   "Magic Pot : relancer quels dés ?"):
        assert QUESTION_CALQUE.search(calque), calque
    assert [(path.name, line) for path, line in values() if QUESTION_CALQUE.search(line)] == []


def test_cards_and_tiles_take_their_article() -> None:
    """« prend la commande Tonique de fougère », « joue la carte Lantern », « Prendre une
    carte Spiritueux »: a verb never runs straight into a component's capitalised name (a
    player's name, « Nasty » and a number are not components)."""
    from benchmarks.language_sample import NAMES
    bare = re.compile(r"\b(?:prend|joue|garde|défausse|remet|pioche|Prendre|Jouer|Garder|"
                      r"Défausser|Poser|pose|commence avec|vole|donne|reçoit|recevez|"
                      r"échange) ([A-ZÉ][\w'’-]*)")
    allowed = set(NAMES) | {"Nasty", "Miss"}
    # A Cavern Tavern zone or card after « sur » or « utilise »: « sur la zone Alambic caché ».
    after = re.compile(r"\b(?:place|placer) [^;:?]*? sur ([A-ZÉ][\w'’-]*)"
                       r"|\butilise ([A-ZÉ][\w'’-]*)")
    found = [t for t in journal() + options()
             if any(word not in allowed for word in bare.findall(t))
             or any(w and w not in allowed for pair in after.findall(t) for w in pair)]
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


def test_dice_put_down_take_their_article() -> None:
    """« place un 6 sur … », « place un 3 et un 4 sur … » (the rulebook's « Il met son
    "2" »), never « place 6 » or the sum-like « place 3 + 4 »."""
    from bot.i18n.french import dice_named
    assert dice_named("6") == "un 6"
    assert dice_named("3 + 4") == "un 3 et un 4"
    assert dice_named("1 + 2 + 5 (un 5 devenu un 4)") == "un 1, un 2 et un 5 (un 5 devenu un 4)"
    lines = plain(journal())
    assert any(re.search(r"\bplace un \d", line) for line in lines)
    assert [line for line in lines if re.search(r"\bplace \d|\d \+ \d", line)] == []


def test_a_long_description_ends_its_sentence() -> None:
    """An order (« Nom (Race) : ingrédients — PV, part après … ») is long and has its own
    « : » and « — »: what the sentence says of it comes first (« place sur l'emplacement 2
    du Mess la commande … »), so nothing is read as part of the order."""
    trailing = re.compile(r"\{ \$order \}(?!\.?$| \?$)")
    assert [(path.name, line) for path, line in values() if trailing.search(line)] == []


def test_the_halves_of_one_tile_are_one_event() -> None:
    """« pose une tuile double : prairie en C1, champ en C2 »: the « ; » that separates
    the journal's events never separates the two halves of one tile."""
    halves = re.compile(r"\ben [A-Z]?\d+ ; (?:prairie|champ|grotte|tunnel|mine|tunnel profond)\b")
    lines = plain(journal() + options())
    assert any("pose une tuile double : " in line for line in lines)
    assert [line for line in lines if halves.search(line)] == []


INFINITIVE = re.compile(r"^[A-ZÉa-zéèêàâîôûç]+(?:er|ir|re)\b")
GOES_ON = re.compile(r"^(un|une|des|\d+) ")


def test_labels_chained_with_et_ou_are_all_infinitives() -> None:
    """« Forger une arme et/ou partir en expédition de niveau 1 »: every action a Caverna
    case chains is an infinitive, never a bare noun (« et/ou expédition de niveau 1 »)."""
    ops = [line.split(" = ", 1) for path, line in values()
           if path.name == "caverna.ftl" and line.startswith("caverna-op-")]
    nouns = [(key, text) for key, text in ops if not INFINITIVE.match(text)
             and key not in ("caverna-op-weapons_plus_1", "caverna-op-fence")]
    assert nouns == []
    chained = [part for text in plain(options()) for part in text.split(" et/ou ")[1:]]
    assert chained, "no option chained actions with « et/ou »"
    # A part may go on the verb of the one before it (« clôturer un petit pâturage (2 bois)
    # et/ou un grand pâturage (4 bois) »): then it starts with its article.
    assert [part for part in chained
            if not INFINITIVE.match(part) and not GOES_ON.match(part)] == []


def test_the_journal_says_what_a_room_did_not_what_to_do() -> None:
    """« utilise l'Étagère (pierre portée à 2) », not the card's short order
    « ravitailler pierre à 2 » nor a « vous » inside a third-person sentence."""
    told = re.compile(r"\butilise [^:;(]+ \((?:[a-zé]+(?:er|ir)\b|[^)]*\bvous\b)")
    lines = plain(journal())
    assert any(re.search(r"\butilise [^:;(]+ \(", line) for line in lines)
    assert [line for line in lines if told.search(line)] == []


def test_a_use_says_what_it_gave_in_brackets() -> None:
    """A line already says « Yann : … »: what a room or a card gave goes in brackets
    (« ; utilise le Coin repas (repas porté à 3) »), not after a second colon (« utilise le
    Coin repas : repas porté à 3 »), which reads as two explanations of one thing."""
    lines = plain(journal())
    assert any(re.search(r"\butilise (?:la carte )?[^;:(]+ \(", line) for line in lines)
    assert [line for line in lines if re.search(r"\butilise [^;(]* : ", line)] == []


# A verb or an agreement in the plural before a list of names, with no selector on how
# many there are (« Doivent encore décider : Ulysse. »).
PLURAL_BEFORE_LIST = re.compile(
    r"\b(?:doivent|peuvent|sont|ont|font|vont|jouent|décident|attendent)\b[^{\n]*"
    r"\{ \$(?:who|names|players|mentions|list)\b")
# A count (« { $turns } tours ») in the plural whatever it is; where the number cannot
# be one, the reason.
COUNTED = re.compile(r"\{ \$(count|turns|walls|left|late|rounds|room|won|played|joined|games|"
                     r"moves|days|seconds|hours|wins|goals) \} ([a-zéèêàâîôûç]+[sx])\b")
INVARIABLE = {"fois", "sur", "dans", "pas", "plus", "après", "depuis", "puis", "repas", "bois",
              "rubis", "lin"}
NEVER_ONE = {"caverna-cap-done": "the cap, 6 or more",
             "caverna-ev-cap": "the cap, 6 or more",
             "cvc-distinct": "the Cave vs Cave rooms ask for 3 or 4 different goods",
             "pic-caverna-dwarfs-points": "a home has two dwarfs at least",
             "pic-caverna-spaces-note": "the board has a dozen spaces or more",
             "pic-tavern-dice": "pic-tavern-die says one",
             "pic-tavern-ingredients-note": "pic-tavern-ingredients-note-one says one",
             "pic-tavern-ready": "pic-tavern-ready-one says one"}


def test_numbers_and_lists_choose_their_plural() -> None:
    """Every French message that puts a list of names or a count in front of a plural
    chooses by how many there are, in every catalogue."""
    from fluent.syntax import ast, serialize
    found = []
    for path in catalogue_files("fr"):
        for entry in parsed_file(path).body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            source = serialize(ast.Resource([entry]))
            selected = set(re.findall(r"\{ *\$(\w+) *->", source))
            if PLURAL_BEFORE_LIST.search(source) and not selected:
                found.append((entry.id.name, "plural verb before a list"))
            for var, word in COUNTED.findall(source):
                if var not in selected and word not in INVARIABLE \
                        and entry.id.name not in NEVER_ONE:
                    found.append((entry.id.name, f"{{ ${var} }} {word}"))
    assert found == []


def test_the_pictures_use_the_rulebooks_words() -> None:
    """The pictures say « Prairie » as the rulebook (seed 002), the journal and the options
    do, never a synonym (« pré ») of their own; a twin tile is « tuile Prairie/Champ »."""
    synonyms = re.compile(r"\b(?:pré|prés|Pré|Prés)\b|tuile [a-zé]+\+")
    assert [(path.name, line) for path, line in values() if synonyms.search(line)] == []


def test_caverna_is_called_by_its_rulebooks_title() -> None:
    """« Caverna » (seed 002, the French edition); Cave vs Cave is « Caverna : Caverne
    contre Caverne ». Every French catalogue names the game the same way."""
    from bot.i18n.catalogues import tr
    assert tr("fr", "title-caverna") == "Caverna"
    assert tr("fr", "choice-caverna").startswith("Caverna (")
    assert [(path.name, line) for path, line in values()
            if re.search(r"Caverna : (?!Caverne contre Caverne)", line)] == []


# Sentences translated clause by clause from English, found by the graders.
CALQUES = re.compile(r"joue (?:désormais|maintenant) la place|n'est réglé|à côté du projet|"
                     r"n'a aucun coup|\bici est fermée|, donc rien n'a|au même moment|"
                     r"\breposte|montrer au salon|= nouvelle JEU|\(avant : |"
                     r"Doivent encore|encore en main à la fin|étalage|nain à l'arme de force|"
                     r"\bdécouvre\b|possible plus tôt|rôle de jeu du|[a-zé](?:er|re|ir) lequel de|"
                     r"\bavance\b à la case|Laissez (?:le|la|les) [a-zé]+ d[ue] ")


def test_no_clause_by_clause_calques() -> None:
    assert [(path.name, line) for path, line in values() if CALQUES.search(line)] == []


def test_dice_rolled_are_listed_in_words() -> None:
    """« Anaïs lance les dés : 5, 4, 5 et 6 », never the engine's « [5, 4, 5, 6] »; and a
    harvest paid with nothing says so (« ne nourrit pas ses nains »), not « avec 0 PN »."""
    from bot.i18n.french import faces_listed
    assert faces_listed("[5, 4, 5, 6]") == "5, 4, 5 et 6"
    lines = plain(journal())
    assert any(re.search(r"\blance les dés : \d", line) for line in lines)
    assert [line for line in lines if re.search(r"\[\d|avec 0 PN", line)] == []


def test_card_notation_is_said_in_words_in_a_sentence() -> None:
    """« prend 2 céréales et 1 lin », « aménage … gratuitement »: a card's « + » and a
    price's « gratuit » are not put into a sentence as they are printed."""
    from bot.i18n.french import price_said, said_with_et
    assert said_with_et("2 céréales + 1 lin") == "2 céréales et 1 lin"
    assert price_said("gratuit") == "gratuitement" and price_said("1 bois") == "pour 1 bois"
    lines = plain(journal() + options())
    assert [line for line in lines
            if re.search(r"\b(?:prend|pour) [^;→]*\d [a-zé]+ \+ \d|pour gratuit", line)] == []
    # A Caverna cost may be « gratuit »: PRIX() says it.
    assert [(path.name, line) for path, line in values() if "pour { $cost }" in line] == []


def _messages() -> list[tuple[str, str, set[str], set[str]]]:
    """Each French message: (key, source, the variables it selects on, all its variables)."""
    from fluent.syntax import ast, serialize
    found = []
    for path in catalogue_files("fr"):
        for entry in parsed_file(path).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                source = serialize(ast.Resource([entry]))
                found.append((entry.id.name, source,
                              set(re.findall(r"\{ *\$(\w+) *->", source)),
                              set(re.findall(r"\$(\w+)", source))))
    return found


# A count at zero read as one (French CLDR puts 0 in « one »): « 0 joueur possède ».
ZERO_AS_ONE = re.compile(r"(?:^|[\s(:;])0 [a-zéèê]+(?: [A-Za-zéèê«»]+)? (?:possède|a|est|doit|"
                         r"peut|reste|joue|rejoint|marque|gagne|reçoit|regarde|pioche|ajoute)\b"
                         r"|\b(?:regarde|pioche|ajoute|reçoit|possède) 0 ")
# Journal events whose count is never zero, and why.
NEVER_ZERO = {"tavern-ev-miss": "the discard is 3 Miss Nasty tokens",
              "cvc-ev-round": "a round has one turn each at least",
              "cvc-ev-xcav": "the extra cavity's side has one wall or two",
              "tavern-ev-serves": "« à l'heure » is its [0]",
              "tavern-ev-modifiers": "the journal's merge of tokens spent, one at least"}


def test_a_count_at_zero_says_aucun() -> None:
    """« aucun joueur ne possède de carte Fruit », never « 0 joueur possède »: every message
    rendered with its counts at 0 reads right, and every journal event that counts has a
    [0] branch (or a reason why its count is never 0)."""
    from bot.i18n.catalogues import tr
    assert ZERO_AS_ONE.search("0 joueur possède au moins une carte Fruit")
    found = []
    for key, source, selected, names in _messages():
        if not selected:
            continue
        args: dict[str, object] = {name: "X" for name in names}
        args.update({name: 0 for name in selected})
        text = plain([tr("fr", key, **args)])[0]
        if ZERO_AS_ONE.search(text):
            found.append((key, text))
        counted = selected & {"count", "vp", "walls", "turns", "late", "points"}
        if "-ev-" in key and counted and "[one]" in source and "[0]" not in source \
                and key not in NEVER_ZERO:
            found.append((key, "no [0] branch"))
    assert found == []


def test_each_sits_inside_the_count_selector() -> None:
    """« 1 marqueur de mendicité (−3 points) », « 2 marqueurs (−3 points chacun) »: « chacun »
    and a plural unit beside a number change with it, so they sit inside its selector."""
    found = []
    for key, source, selected, names in _messages():
        if not re.search(r"\{ \$\w+ \}", source):
            continue
        outside = "\n".join(line for line in source.splitlines()
                            if not re.match(r"\s*\*?\[", line))
        if re.search(r"\bchacune?\b", outside) and names & {"count", "points", "n"}:
            found.append((key, "chacun"))
        for var, word in re.findall(r"\{ \$(points|count) \} ([a-zé]+s)\b", source):
            if var not in selected and word not in INVARIABLE and key not in NEVER_ONE:
                found.append((key, f"{{ ${var} }} {word}"))
    assert found == []


def test_the_journal_never_pastes_a_cards_own_semicolon() -> None:
    """« utilise le Tunnel (+2 repas et, avec moins de 3 pierres en réserve, +1 pierre) », not the
    card's « +2 repas ; +1 pierre s'il reste moins de 3 pierres »: in the journal « ; »
    parts events, so no event starts with a bare gain, and the card says « si vous avez »."""
    lines = plain(journal())
    assert any(" ; " in line for line in lines)
    assert [line for line in lines if re.search(r" ; [+−]\d", line)] == []
    assert [(path.name, line) for path, line in values()
            if re.search(r"s'il reste moins|(?<!vous )(?<!en )\bavait moins\b", line)] == []


# Option values are typed as they are (« story », « highest_only »): in the help they stand in
# quotes or after « = », never as French words (« mode story »).
OPTION_VALUES = re.compile(r"\b(?:story|standard|highest_only|cumulative|per_card|once|"
                           r"mirror_kitchen|none|full|intro|true|false)\b")


def test_option_values_are_quoted_not_used_as_words() -> None:
    found = []
    for _path, line in values():
        if not line.startswith("console-option-"):
            continue
        text = re.sub(r"«[^»]*»|\w+=\w+", "", line.partition(" = ")[2])
        if OPTION_VALUES.search(text):
            found.append(line)
    assert found == []


def test_console_hints_quote_the_words_to_type() -> None:
    """« (tapez « choix » pour les afficher) », never « (choix les affiche) » nor « Tapez aide »:
    a command word is quoted, and it is never the subject of a sentence."""
    bare = re.compile(r"[Tt]apez (?!«|un |une |de nouveau|/|\{)"
                      r"|= \(?[a-zéè]+(?: [A-Z]+| tout)? (?:les |l')?affiche"
                      r"|\(\w+ les affiche\)|/\w+ \w+ (?:affiche|en lance)"
                      r"|\btape (?!(?:d'abord )?(?:: )?(?:«|un |une |/|\{))"
                      r"|\(\w+(?: \w+)? (?:donne|affiche|ouvre)\b|; /\w+ \w+ quand"
                      r"|: (?:rejoindre|quitter|commencer|abandonner|ouvrir) [A-Z]"
                      r"|le premier (?:rejoindre|ouvrir)\b")
    assert bare.search("(choix les affiche)") and bare.search("Tapez aide pour voir")
    assert bare.search("chaque joueur tape d'abord rejoindre NOM")
    assert bare.search("(aide ouvrir donne les options)")
    assert bare.search("Par exemple : rejoindre Ann") and bare.search("le premier rejoindre ouvre")
    assert bare.search("vous avez une place ; /partie commencer quand tout le monde est là")
    assert [(path.name, line) for path, line in values() if bare.search(line)] == []


def test_paying_no_food_is_said_in_words() -> None:
    """« Payer 0 PN et prendre 4 marqueurs » was offered in real games: the amount reaches the
    catalogue as a number too, so a count of zero picks its own words in every language."""
    from bot.i18n.catalogues import localize
    from rules.caverna.harvest import _beg_label
    from rules.core.text import to_json

    said = {lang: localize(to_json(_beg_label(0, 4)), lang) for lang in ("en", "fr", "ja")}
    assert said["fr"].startswith("Ne rien payer et prendre 4 marqueurs"), said["fr"]
    assert said["en"].startswith("Pay nothing and take 4"), said["en"]
    assert all("0" not in text for text in said.values()), said
    assert localize(to_json(_beg_label(2, 1)), "fr").startswith("Payer 2 PN et prendre 1 ")
