"""French typography and elision, applied where French text is rendered.

Typography: French sets a narrow no-break space (U+202F) before « ; : ! ? » and inside
guillemets « … », and a minus sign (U+2212) where a hyphen stood for one (« −22 pts »).
The catalogues write an ordinary space there (easy to type and to read in a diff);
:func:`typeset` turns that space into U+202F once a message is rendered. It only ever
changes a space into another space (or a hyphen into a minus before a number), so a
player's name, a link, a mention (``<@1>``), a custom emoji (``<:dwarf:1>``), a code span
or a time (``10:40``) keeps its characters; spans like those are left out all the same,
so that a space in them stays.

Elision: player names are given by people, so « de »/« le »/« que » before a name is
chosen at render time by :func:`elide` (the catalogues' ``DE($name)``, ``QUE($name)``…):
« le coup d'Éloïse », « le coup de Benoît ».
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

NARROW_NBSP = "\u202f"

# Spans that typography never touches: code blocks and spans, <…> (mentions, channels,
# custom emoji, bracketed links), links, and :shortcode: emoji.
_PROTECTED = re.compile(
    r"```.*?```|`[^`\n]*`|<[^<>\s]*>|\b[a-z][a-z0-9+.-]*://\S+|:[a-z0-9_+-]+:",
    re.DOTALL | re.IGNORECASE)
# An ordinary or no-break space before ; : ! ? (and not before "://" or a time's colon,
# which have no space before them anyway), and inside guillemets.
_BEFORE = re.compile(r"[ \u00a0](?=[;:!?»])")
_AFTER = re.compile(r"(?<=«)[ \u00a0]")
# A hyphen used as a minus sign before a number (« -22 pts »): not inside a word, a range
# (« 4-7 ») or an option (« --db »).
_MINUS = re.compile(r"(?<![\w\-/.])-(?=\d)")
MINUS_SIGN = "\u2212"


# An hour « 23 h » or « 23 h 40 »: never broken across lines (as the catalogues' clock
# writes it with U+00A0; an ordinary space in any other message became one too).
_HOUR = re.compile(r"(?<=\d) h(?: (?=\d\d\b))?(?=[\s\d).,;:!?]|$)")


def _hour(match: re.Match[str]) -> str:
    return match.group(0).replace(" ", "\u00a0")


# A percentage « 33 % »: French sets U+202F before « % » as before « ; : ! ? ».
_PERCENT = re.compile(r"(?<=\d)[ \u00a0](?=%)")


def _set(text: str) -> str:
    text = _MINUS.sub(MINUS_SIGN, text)
    text = _PERCENT.sub(NARROW_NBSP, text) if "%" in text else text
    text = _HOUR.sub(_hour, text) if " h" in text else text
    return _AFTER.sub(NARROW_NBSP, _BEFORE.sub(NARROW_NBSP, text))


def typeset(text: str) -> str:
    """French spacing: « Prêt : oui ! » with U+202F before the punctuation and inside the
    guillemets; protected spans (code, links, mentions, emoji) are kept as they are."""
    out: list[str] = []
    last = 0
    for match in _PROTECTED.finditer(text):
        out.append(_set(text[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_set(text[last:]))
    return "".join(out)


# Letters before which French elides: vowels (any accent) and y before a consonant is
# rare in names, so « de Yann »; h is taken as mute (« d'Hélène »), as most French names.
_ELIDING = frozenset("aeiouh")


def starts_with_vowel_sound(name: str) -> bool:
    """Whether « de »/« le »/« que » elide before ``name``: its first letter, with its
    accent taken off, is a vowel or an h (Éloïse, Anaïs, Hélène, Ursule, Yves → no)."""
    for char in name.lstrip(" \"'«*_~|"):
        if char.isalpha():
            base = unicodedata.normalize("NFD", char)[0].lower()
            return base in _ELIDING
        return False
    return False


def elide(full: str, short: str, name: Any) -> str:
    """``short`` + name before a vowel sound, else ``full`` + name: ("de ", "d'")."""
    text = str(name)
    return (short if starts_with_vowel_sound(text) else full) + text


# Words that start a sentence but not a proper name: a sentence that goes on after « ; »
# or after « Éloïse : » starts with them in lower case (« ; la commande … est oubliée »).
_COMMON_STARTS = frozenset({
    "le", "la", "les", "l'", "un", "une", "des", "du", "il", "elle", "ils", "elles", "on",
    "chaque", "tous", "toutes", "tout", "aucun", "aucune", "personne", "son", "sa", "ses",
    "leur", "leurs", "ce", "cet", "cette", "ces", "votre", "vos", "nouveau-nés", "à",
    # A question goes on small too (« À suivre — Yann : où placez-vous des dés ? »).
    "où", "quel", "quelle", "quels", "quelles", "combien", "comment", "lequel", "laquelle",
    "lesquels", "lesquelles", "qui", "que", "quoi", "pourquoi", "quand", "avec",
    # Prompts that open on a common noun or a bare infinitive (« Échange : quel … »,
    # « Servir votre commande »), never a player's name.
    "échange", "servir", "utiliser", "prendre", "placer", "poser", "choisir"})
_FIRST_WORD = re.compile(r"^\s*([^\W\d_]+(?:-[^\W\d_]+)?'?)", re.UNICODE)


def in_clause(sentence: str) -> str:
    """``sentence`` as it reads after « ; » or « : »: a capital on a common first word
    (an article, a pronoun, an imperative) becomes small, a name (« Nasty », « Éloïse »)
    keeps its own. The catalogues' ``PROPOS($prompt)``."""
    match = _FIRST_WORD.match(sentence)
    word = match.group(1) if match is not None else ""
    # An imperative (« Choisissez une action ») goes on small too; a name never ends in -ez.
    imperative = len(word) > 3 and word.endswith("ez") and word[1:].islower()
    if match is None or (word.lower() not in _COMMON_STARTS and not imperative):
        return sentence
    start = match.start(1)
    return sentence[:start] + sentence[start].lower() + sentence[start + 1:]


# A component name's gender in the catalogue: ``cvc-room-dungeon = Donjon`` with
# ``.genre = m`` (m, f, mp, fp); the articles below are chosen from it.
_ARTICLES = {
    "LE": {"m": "le ", "f": "la ", "mp": "les ", "fp": "les ", "elided": "l'"},
    "DU": {"m": "du ", "f": "de la ", "mp": "des ", "fp": "des ", "elided": "de l'"},
    "AU": {"m": "au ", "f": "à la ", "mp": "aux ", "fp": "aux ", "elided": "à l'"},
}


def genders(resources: Iterable[Any]) -> dict[str, str]:
    """Each name that a catalogue message gives a ``.genre`` attribute, with that genre."""
    found: dict[str, str] = {}
    for resource in resources:
        for entry in resource.body:
            attributes = {a.id.name: a for a in getattr(entry, "attributes", None) or ()}
            value = getattr(entry, "value", None)
            if "genre" not in attributes or value is None:
                continue
            if len(value.elements) == 1 and hasattr(value.elements[0], "value"):
                genre = attributes["genre"].value.elements[0].value.strip()
                found[str(value.elements[0].value).strip()] = genre
    return found


def article(kind: str, name: str, known: Mapping[str, str]) -> str:
    """``name`` with its article (``kind`` LE, DU or AU) when its gender is known:
    « le Rouet », « de la Meule », « à l'Abri à bois »; else the name alone."""
    genre = known.get(name)
    if genre is None:
        return name
    if genre in ("m", "f") and starts_with_vowel_sound(name):
        genre = "elided"
    return _ARTICLES[kind][genre] + name


def fluent_functions(known: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The catalogues' functions. For a person's name: ``DE($who)`` → « de Benoît » /
    « d'Éloïse », ``QUE($who)``. For a component name with a ``.genre``: ``LE($room)``
    → « le Donjon » / « l'Abri à bois », ``DU($room)``, ``AU($room)``."""
    table: Mapping[str, str] = known or {}

    def eliding(full: str, short: str) -> Any:
        def function(name: Any) -> str:
            return elide(full, short, _plain(name))
        return function

    def with_article(kind: str) -> Any:
        def function(name: Any) -> str:
            return article(kind, _plain(name), table)
        return function

    return {"DE": eliding("de ", "d'"), "QUE": eliding("que ", "qu'"),
            "LE": with_article("LE"), "DU": with_article("DU"), "AU": with_article("AU"),
            "SUITE": lambda text: continued(_plain(text)),
            "MEME": lambda first, then: same_verb_once(_plain(first), _plain(then)),
            "ET_MEME": lambda first, then: and_same_verb_once(_plain(first), _plain(then)),
            "OU_MEME": lambda first, then: or_same_object_once(_plain(first), _plain(then)),
            "OU": lambda first, then: either_or(_plain(first), _plain(then)),
            "PROPOS": lambda text: in_clause(_plain(text)),
            "UN": lambda text: dice_named(_plain(text)),
            "FACES": lambda text: faces_listed(_plain(text)),
            "DES": lambda text: dice_named(_plain(text).strip("[]").replace(", ", " + ")),
            "ET": lambda text: said_with_et(_plain(text)),
            "CHACUN": lambda text: each_one(_plain(text)),
            "LISTE": lambda text: listed(_plain(text)),
            "CLIENTS": lambda text: customers(_plain(text)),
            "JOUEURS": lambda low, high: players(int(_plain(low)), int(_plain(high))),
            "SE_JOUE": lambda low, high: played_by(int(_plain(low)), int(_plain(high))),
            "GUILLEMETS": lambda text: quoted_each(_plain(text)),
            "PRIX": lambda text: price_said(_plain(text)),
            "CARTES": lambda text: cards_named(_plain(text))}


def cards_named(listing: str) -> str:
    """Card names with their article: « la carte Dwarven Mug », « les cartes Scroll et
    Hammer » (a list, or one name counted « ×2 », is plural). The names stay English, as
    the rulebook prints them, so French needs « la carte » before them."""
    plural = " et " in listing or ", " in listing or "×" in listing
    return ("les cartes " if plural else "la carte ") + listing


def each_one(listing: str) -> str:
    """Newborn animals, one of each, as a sentence says them: « mouton, âne » → « un
    mouton et un âne ». Caverna's farm animals (mouton, âne, sanglier, bœuf) are all
    masculine; a bare list (« Naissances chez Éloïse : âne ») read like a dump (fr-283)."""
    names = [n for part in listing.split(", ") for n in part.split(" et ") if n]
    said = ["un " + n for n in names]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " et " + said[-1]


def listed(text: str) -> str:
    """A list joined by commas, as a sentence says it: « Élixir, Herbes, Vin » → « Élixir,
    Herbes et Vin » (an order « qui demande Élixir, Herbes, Vin » read as a dump)."""
    head, comma, last = text.rpartition(", ")
    return f"{head} et {last}" if comma else text


def quoted_each(listing: str) -> str:
    """Names listed « a, b et c », each in guillemets: a name that holds « ou » (« Sirop ou
    Pierres ») among others read as one more choice (« les zones Sirop ou Pierres,
    Réparer le toit et Objet »)."""
    head, sep, last = listing.rpartition(" et ")
    names = [*head.split(", "), last] if sep else listing.split(", ")
    said = [f"« {name} »" for name in names]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " et " + said[-1]


def customers(race: str) -> str:
    """A race after « de clients », as an adjective that agrees: « Humain » → « humains »,
    « Elfe Vert » → « elfes verts » (« de clients Humain » did not agree, fr-283)."""
    return " ".join(word.lower() if word.lower().endswith(("s", "x")) else word.lower() + "s"
                    for word in race.split())


def players(low: int, high: int) -> str:
    """How many play: « de 1 à 7 joueurs », but « 1 ou 2 joueurs » (« de 1 à 2 joueurs »
    sounded mechanical, fr-282) and « 2 joueurs »."""
    if low == high:
        return f"{low} joueur" + ("s" if low > 1 else "")
    if high == low + 1:
        return f"{low} ou {high} joueurs"
    return f"de {low} à {high} joueurs"


def played_by(low: int, high: int) -> str:
    """« se joue de 1 à 7 joueurs », « se joue à 1 ou 2 joueurs »."""
    said = players(low, high)
    return "se joue " + (said if said.startswith("de ") else "à " + said)


def said_with_et(text: str) -> str:
    """A card's « 2 céréales + 1 lin » in a sentence: « 2 céréales et 1 lin »."""
    parts = text.split(" + ")
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " et " + parts[-1]


def price_said(cost: str) -> str:
    """« pour 1 bois », but « gratuitement » (never « pour gratuit »)."""
    return "gratuitement" if cost == "gratuit" else "pour " + cost


_DICE = re.compile(r"\d+(?: \+ \d+)*")
_HOW_MANY = {1: "un", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six"}


def faces_listed(text: str) -> str:
    """Dice rolled, as French lists them: « [5, 4, 5, 6] » → « 5, 4, 5 et 6 » (the engines
    write a list in brackets, which no sentence reads)."""
    if not (text.startswith("[") and text.endswith("]")):
        return text
    faces = [face.strip() for face in text[1:-1].split(",") if face.strip()]
    return faces[0] if len(faces) == 1 else ", ".join(faces[:-1]) + " et " + faces[-1]


def dice_named(text: str) -> str:
    """Dice put down, as a sentence says them: « 6 » → « un 6 », « 3 + 4 » → « un 3 et un 4 »
    (« place un 6 sur … », as the rulebook's « Il met son "2" »); the rest stays as it is."""
    found = _DICE.match(text)
    if found is None:
        return text
    # The same face twice is counted (« deux 1 », not « un 1 et un 1 »).
    counts = Counter(found.group().split(" + "))
    faces = [f"{_HOW_MANY.get(n, str(n))} {face}" for face, n in counts.items()]
    named = faces[0] if len(faces) == 1 else ", ".join(faces[:-1]) + " et " + faces[-1]
    return named + text[found.end():]


def continued(text: str) -> str:
    """A label that goes on a sentence (« Prendre 1 bois et prendre 1 légume »): its
    capital made small when it starts an ordinary word (« Prendre »), not a name written
    in capitals (« PN », « Or » stays as the catalogue writes it elsewhere)."""
    word = text.split(" ", 1)[0]
    if len(word) > 2 and word[0].isupper() and word[1:] == word[1:].lower():
        return text[0].lower() + text[1:]
    return text


def same_verb_once(first: str, then: str) -> str:
    """The second label of « a et b » going on the first: its verb left out when it is
    the first's (« prendre 7 bois et 1 légume », not « … et prendre 1 légume »)."""
    then = continued(then)
    verb, _, rest = then.partition(" ")
    # The verb of the first label, or of its last part (« devenir premier joueur, prendre
    # 2 PN » goes on with « et 2 minerais »).
    verbs = {part.split(" ", 1)[0].lower() for part in (first, first.rsplit(", ", 1)[-1])}
    if rest and verb.lower() in verbs:
        return rest
    return then


_SHARED_ARTICLES = frozenset({"un", "une", "le", "la", "les", "des"})


def or_same_object_once(first: str, then: str) -> str:
    """The second label of « a ou b » going on the first: the words both share said once,
    back to their last article (« poser une mine de rubis sur un tunnel ou un tunnel
    profond », not « … ou poser une mine de rubis sur un tunnel profond »). Without an
    article past the verb in common, the label goes on whole."""
    then = continued(then)
    ours, theirs = first.split(" "), then.split(" ")
    shared = 0
    while (shared < min(len(ours), len(theirs)) - 1
           and ours[shared].lower() == theirs[shared].lower()):
        shared += 1
    cut = next((i for i in range(shared - 1, 1, -1) if theirs[i].lower() in _SHARED_ARTICLES), 0)
    return " ".join(theirs[cut:]) if cut else then


def either_or(first: str, then: str) -> str:
    """« a ou b », said « soit a, soit b » when a has its own « , puis »: « soit poser une
    tuile double Prairie/Champ, puis prendre 1 bois, soit poser … » — with a bare « ou »
    the reader cannot tell where the first choice ends."""
    if ", puis " in first:
        # The label's capital stays at its start (« Soit poser … », « … : soit poser … »).
        lead = "Soit" if first[:1].isupper() else "soit"
        return f"{lead} {continued(first)}, soit {continued(then)}"
    return f"{first} ou {or_same_object_once(first, then)}"


def and_same_verb_once(first: str, then: str) -> str:
    """« a et b » with b's verb left out when it is a's, and then one list: « prendre 1
    minerai, 3 pierres et 2 bois », not « prendre 1 minerai et 3 pierres et 2 bois »."""
    rest = same_verb_once(first, then)
    if " et/ou " in first:
        # « clôturer … et/ou construire une étable (1 pierre) et prendre 2 moutons »: the
        # last « et » read as part of the choice; « , puis » closes it (fr-282).
        return f"{first}, puis {rest}"
    if rest != continued(then) and " et " in first:
        head, _, tail = first.rpartition(" et ")
        if ", " not in tail and " et " not in tail:
            first = f"{head}, {tail}"
    return f"{first} et {rest}"


_POSSESSIVE = {"le": "son", "la": "sa", "l'": "son", "les": "ses"}


def owned_by_subject(sentence: str, name: str) -> str:
    """A clause of ``name``'s line that names them again as an owner, said with a
    possessive: « L'expédition de Benoît rapporte » → « son expédition rapporte », « Le nain
    d'Anaïs revient » → « son nain revient » (the line already starts « Benoît : »)."""
    owner = re.escape(name)
    found = re.match(rf"^(Les |Le |La |L')([^\W\d_][\w-]*) (?:de |d'){owner}(?![\w-])",
                     sentence)
    if found is None:
        return sentence
    article = found.group(1).strip().lower()
    return f"{_POSSESSIVE[article]} {found.group(2)}{sentence[found.end():]}"


def _plain(value: Any) -> str:
    # Fluent hands a function its argument as a Fluent value; a string stays a str.
    inner = getattr(value, "value", value)
    return str(inner)
